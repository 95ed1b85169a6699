// Library bounds and memory (issue 42), for a service that checks strangers' decks (node bench/library.js). Each
// measurement runs in a fresh process; the target (this build, dist/src) and its baseline are measured in the same
// run, alternating, and the medians are reported.
//
//   memory: RSS growth of 100 concurrent prepareCheck({ dataDir }) calls. Baseline: the same 100 prepares each with a
//           handle of its own (openCardDatabase per call: what every dataDir prepare did before it was shared).
//   unknown: one deck of 100,000 lines `1 Unknown Card N` checked with the card database: time of checkTexts and size
//           of the JSON report. Baseline: the same check by another build (--baseline <dir>, a checkout of the commit
//           before the bounds with `npm run build` run in it), when given.
//
// Options: --data-dir <dir> (a card database; default /tmp/deckcheck-bench-db, made with
// `node bin/deckcheck.js db import --data-dir /tmp/deckcheck-bench-db ../shared/data/mtgjson/AllPrintings-5.2.0.json.gz`),
// --runs <n> (default 3), --baseline <repo dir> (an older build for the unknown-card comparison), --prepares <n> (100).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const DATA_DIR = path.resolve(option('--data-dir', '/tmp/deckcheck-bench-db'));
const RUNS = Number(option('--runs', '3'));
const PREPARES = Number(option('--prepares', '100'));
const BASELINE = option('--baseline', undefined);

if (!existsSync(path.join(DATA_DIR, 'cards.db'))) {
  console.error(`no card database in ${DATA_DIR}; import one first (see the top of bench/library.js)`);
  process.exit(2);
}

/** What a child process runs: one measurement, printed as JSON on its last line. */
const CHILD = {
  memory: `
    const lib = await import(process.env.LIB);
    const before = process.memoryUsage().rss;
    const shared = process.env.MODE === 'shared';
    const n = Number(process.env.PREPARES);
    const prepared = await Promise.all(Array.from({ length: n }, async () =>
      lib.prepareCheck(shared
        ? { format: 'modern', date: '2025-01-15', dataDir: process.env.DATA_DIR }
        : { format: 'modern', date: '2025-01-15', cardDatabase: await lib.openCardDatabase(process.env.DATA_DIR) })));
    globalThis.gc?.();
    const after = process.memoryUsage().rss;
    console.log(JSON.stringify({ prepared: prepared.length, rssGrowthMB: (after - before) / 2 ** 20 }));`,
  unknown: `
    const lib = await import(process.env.LIB);
    const prepared = await lib.prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir: process.env.DATA_DIR });
    const text = Array.from({ length: 100000 }, (_, i) => '1 Unknown Card ' + (i + 1)).join('\\n');
    const t = performance.now();
    const report = lib.checkTexts(prepared, [{ file: 'unknown.txt', text }]);
    const ms = performance.now() - t;
    const json = lib.renderJson(report);
    console.log(JSON.stringify({ ms, findings: report.findings.length, reportMB: Buffer.byteLength(json) / 2 ** 20, rssMB: process.memoryUsage().rss / 2 ** 20 }));`,
};

function run(kind, lib, env = {}) {
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', CHILD[kind]], {
    env: { ...process.env, LIB: lib, DATA_DIR, PREPARES: String(PREPARES), ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`${kind} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const LIB = path.join(REPO, 'dist/src/index.js');

console.log(`node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${RUNS} runs, database ${DATA_DIR}`);

const shared = [];
const own = [];
for (let i = 0; i < RUNS; i++) {
  own.push(run('memory', LIB, { MODE: 'own' }).rssGrowthMB);
  shared.push(run('memory', LIB, { MODE: 'shared' }).rssGrowthMB);
}
console.log(`memory: ${PREPARES} concurrent prepares, RSS growth (median MB): a handle each ${median(own).toFixed(0)}, dataDir shared ${median(shared).toFixed(0)}`);

const libs = [['this build', LIB]];
if (BASELINE) libs.unshift(['baseline', path.join(path.resolve(BASELINE), 'dist/src/index.js')]);
const unknown = new Map(libs.map(([name]) => [name, []]));
for (let i = 0; i < RUNS; i++) for (const [name, lib] of libs) unknown.get(name).push(run('unknown', lib));
for (const [name, results] of unknown) {
  const m = (k) => median(results.map((r) => r[k]));
  console.log(
    `unknown: ${name}: 100,000 unknown lines, checkTexts ${m('ms').toFixed(0)} ms, ${results[0].findings} findings, ` +
      `JSON report ${m('reportMB').toFixed(2)} MB, RSS ${m('rssMB').toFixed(0)} MB (medians)`,
  );
}
