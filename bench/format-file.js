// Section 6 of `npm run bench` (bench/run.js; `node bench/run.js format-file` runs it alone): a check under a format
// file beside the same check under its base format (issue 26's target: within 1.2x). Two pairs, each the same deck:
//  - a 60-card Modern deck under `--format modern` and under a league file on "base": "modern" with one extra ban;
//  - a 100-card deck under `--format canadian-highlander` and under the Friday league
//    (fixtures/format-files/highlander-league: a ban added to the base's own list, points amending its tables).
// In-process: prepareCheck + checkTexts of the built library (dist/src/api/; `npm run build` first), the file's
// data already read (what a program that embeds deckcheck does), ITER checks per sample; CLI: one `deckcheck check
// --no-db` per run, which also reads and validates the file (zod). Samples alternate base and file; the figures are
// medians, with the ratio of the medians and the median of the sample-by-sample ratios beside the target. The CLI
// runs on this Node and on each line BENCH_NODE_LINES names (as section 3), each with a compile cache of its own in a
// scratch data folder (Node 22.1 and later; one unmeasured run fills it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodes } from './start-up.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const bin = path.join(repo, 'bin/deckcheck.js');
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const TARGET = 1.2;
const ITER = Number(process.env.BENCH_FF_ITER ?? 200);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A league on Modern: Modern's rules and list, one extra ban (written to a temporary folder). */
function modernLeague(dir) {
  const file = path.join(dir, 'modern-league.json');
  const data = {
    schemaVersion: 1,
    id: 'bench-modern-league',
    name: 'Bench Modern League',
    reference: 'bench/format-file.js',
    base: 'modern',
    list: { events: [{ announced: '2024-12-01', effective: '2024-12-01', source: 'bench', changes: { banned: ['Lightning Bolt'] } }] },
  };
  writeFileSync(file, JSON.stringify(data));
  return { file, data };
}

function pairs(dir) {
  const modern = modernLeague(dir);
  const hl = path.join(repo, 'fixtures/format-files/highlander-league');
  return [
    {
      name: 'modern, 60 cards',
      date: '2025-01-15',
      deck: path.join(repo, 'fixtures/teams/legal/player-a.txt'),
      base: ['--format', 'modern'],
      file: modern.file,
      baseSettings: { format: 'modern' },
      fileData: modern.data,
    },
    {
      name: 'canadian-highlander, 100 cards',
      date: '2025-10-01',
      deck: path.join(hl, 'legal.txt'),
      base: ['--format', 'canadian-highlander'],
      file: path.join(hl, 'league.json'),
      baseSettings: { format: 'canadian-highlander' },
      fileData: JSON.parse(readFileSync(path.join(hl, 'league.json'), 'utf8')),
    },
  ];
}

function cli(node, env, args) {
  const cmd = [...(hasTaskset ? ['taskset', '-c', '0'] : []), node, bin, ...args];
  const t0 = performance.now();
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 1) throw new Error(`deckcheck ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return (performance.now() - t0) / 1000;
}

function line(label, base, file) {
  const ratio = median(file) / median(base);
  const paired = median(file.map((f, i) => f / base[i]));
  const ok = ratio <= TARGET ? 'within' : 'OVER';
  return (
    `   ${label.padEnd(30)} base ${(median(base) * 1000).toFixed(2)} ms   file ${(median(file) * 1000).toFixed(2)} ms   ` +
    `${ratio.toFixed(2)}x (sample by sample ${paired.toFixed(2)}x; target <= ${TARGET}x: ${ok})`
  );
}

/** Section 6: `runs` alternating samples of each, in-process and through the CLI. */
export async function formatFileBench(runs) {
  const [engine, node] = await Promise.all(['engine', 'node'].map((m) => import(pathToFileURL(path.join(repo, `dist/src/api/${m}.js`)).href)));
  const api = { checkTexts: engine.checkTexts, prepareCheck: node.prepareNodeCheck };
  const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-bench-ff-'));
  try {
    console.log(
      `6. a check under a format file beside the same check under its base (median of ${runs} alternating samples; ` +
        `in-process ${ITER} checks a sample; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')})`,
    );
    for (const p of pairs(dir)) {
      const text = readFileSync(p.deck, 'utf8');
      const once = async (settings) => {
        const prepared = await api.prepareCheck({ ...settings, date: p.date });
        return api.checkTexts(prepared, [{ file: p.deck, text }]);
      };
      const baseSettings = p.baseSettings;
      const fileSettings = { formatFile: { file: p.file, data: p.fileData } };
      // Warm both (module loads, JIT) before measuring.
      for (let i = 0; i < 20; i++) {
        await once(baseSettings);
        await once(fileSettings);
      }
      const sample = async (settings) => {
        const t0 = performance.now();
        for (let i = 0; i < ITER; i++) await once(settings);
        return (performance.now() - t0) / 1000 / ITER;
      };
      const inBase = [];
      const inFile = [];
      for (let i = 0; i < runs; i++) {
        inBase.push(await sample(baseSettings));
        inFile.push(await sample(fileSettings));
      }
      console.log(`   ${p.name} (${path.relative(repo, p.file)})`);
      console.log(line('in-process', inBase, inFile));
      const common = ['check', '--no-db', '--reporter', 'json', '--date', p.date];
      for (const { label, node } of nodes()) {
        const env = { PATH: process.env.PATH ?? '', HOME: dir, DECKCHECK_DATA_DIR: dir };
        const cliBase = [];
        const cliFile = [];
        // Fill the compile cache for both.
        cli(node, env, [...common, ...p.base, p.deck]);
        cli(node, env, [...common, '--format-file', p.file, p.deck]);
        for (let i = 0; i < runs; i++) {
          cliBase.push(cli(node, env, [...common, ...p.base, p.deck]));
          cliFile.push(cli(node, env, [...common, '--format-file', p.file, p.deck]));
        }
        console.log(line(`CLI, ${label}`, cliBase, cliFile));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
