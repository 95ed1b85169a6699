// Section 3 of `npm run bench` (bench/run.js; `node bench/run.js start-up` runs it alone): what one short command
// costs beside starting Node itself. Each round runs `node -e 0` and then each command once, with the same Node
// binary, pinned to one core where taskset exists; the figures are the medians over the rounds and the ratio of
// each command's median to the baseline's median (and the median of the round-by-round ratios, which a busy machine
// disturbs less). One unmeasured round first fills Node's compile cache, as a user's earlier runs would.
//
// Node lines: BENCH_NODE_LINES="22 24 26" measures each of those lines too, with the binary scripts/node-lines.sh
// keeps in .cache/node-<major>/bin/node (`scripts/node-lines.sh --fetch 26` fetches one; BENCH_NODE_CACHE=<dir>
// reads another .cache folder). A line whose binary is not there is skipped with a note: the bench needs no network.
// The card database: BENCH_DATA_DIR=<dir> (a folder with cards.db), else $DECKCHECK_DATA_DIR, else the default
// folder; without one, the check with the database is skipped with a note.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const bin = path.join(repo, 'bin/deckcheck.js');
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const DECK = ['check', '--format', 'modern', '--date', '2025-01-15', 'fixtures/teams/legal/player-a.txt'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The folder of a card database to measure with, or undefined. */
export function findDatabase() {
  const candidates = [
    process.env.BENCH_DATA_DIR,
    process.env.DECKCHECK_DATA_DIR,
    path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'deckcheck'),
  ];
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'cards.db')));
}

const hasTime = existsSync('/usr/bin/time');

/**
 * One run of `node args` (exit 0 or 1), pinned to core 0 where possible: wall seconds, and CPU seconds (user + sys,
 * from /usr/bin/time; NaN without it), which other work on a shared machine disturbs less than the wall time.
 */
function time(node, args, env) {
  const cmd = [...(hasTime ? ['/usr/bin/time', '-f', '@cpu %U %S'] : []), ...(hasTaskset ? ['taskset', '-c', '0'] : []), node, ...args];
  const t0 = performance.now();
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${node} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const cpu = /^@cpu (\S+) (\S+)$/m.exec(r.stderr);
  return { wall, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN };
}

/** The Node binaries to measure: this one, then each line of BENCH_NODE_LINES that has a cached binary. */
export function nodes() {
  const out = [{ label: `Node ${process.version} (this one)`, node: process.execPath }];
  const cache = process.env.BENCH_NODE_CACHE ?? path.join(repo, '.cache');
  for (const major of (process.env.BENCH_NODE_LINES ?? '').split(/[\s,]+/).filter(Boolean)) {
    const node = path.join(cache, `node-${major}`, 'bin', 'node');
    if (!existsSync(node)) {
      console.log(`   Node ${major}: skipped, no binary at ${node} (scripts/node-lines.sh --fetch ${major} fetches it)`);
      continue;
    }
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    out.push({ label: `Node ${version}`, node });
  }
  return out;
}

/** Section 3 on every Node binary; returns the small check's median wall seconds on this Node (without database). */
export function startUp(rounds) {
  const db = findDatabase();
  const scratch = mkdtempSync(path.join(tmpdir(), 'deckcheck-start-'));
  // Runs without the database keep their compile cache in an empty data folder of their own (bin/deckcheck.js).
  const env = { PATH: process.env.PATH ?? '', HOME: scratch, DECKCHECK_DATA_DIR: scratch };
  const cases = [
    { name: 'check, no card database', args: [bin, ...DECK.slice(0, 1), '--no-db', ...DECK.slice(1)], target: 2.0 },
    ...(db ? [{ name: 'check, card database', args: [bin, ...DECK.slice(0, 1), '--data-dir', db, ...DECK.slice(1)], target: 1.8 }] : []),
    { name: 'deckcheck --version', args: [bin, '--version'], target: 1.3 },
    { name: 'deckcheck rules', args: [bin, 'rules'], target: 1.3 },
  ];
  let small = NaN;
  try {
    console.log(
      `3. start-up: one small check (${DECK.slice(1).join(' ')}), --version and rules beside \`node -e 0\` ` +
        `(${rounds} alternating rounds${hasTaskset ? ', pinned to one core' : ''})`,
    );
    if (!db) console.log('   the check with a card database: skipped, no cards.db (BENCH_DATA_DIR=<dir> names one)');
    for (const { label, node } of nodes()) {
      const load = [loadavg()[0]];
      for (const c of cases) time(node, c.args, env); // warm: the compile cache, the file cache
      const bare = [];
      const runs = cases.map(() => []);
      for (let i = 0; i < rounds; i++) {
        bare.push(time(node, ['-e', '0'], env));
        cases.forEach((c, k) => runs[k].push(time(node, c.args, env)));
      }
      load.push(loadavg()[0]);
      const base = median(bare.map((r) => r.wall));
      const baseCpu = median(bare.map((r) => r.cpu));
      const ms = (s) => `${(s * 1000).toFixed(0).padStart(4)} ms`;
      console.log(`   ${label}; load average ${load.map((l) => l.toFixed(1)).join(' -> ')}`);
      console.log(`     ${'node -e 0'.padEnd(24)} median ${ms(base)}   (baseline)${hasTime ? `   CPU ${ms(baseCpu)}` : ''}`);
      cases.forEach((c, k) => {
        const m = median(runs[k].map((r) => r.wall));
        const ratio = m / base;
        const paired = runs[k].map((x, i) => x.wall / bare[i].wall).sort((a, b) => a - b);
        const cpu = median(runs[k].map((r) => r.cpu));
        console.log(
          `     ${c.name.padEnd(24)} median ${ms(m)}   ${ratio.toFixed(2)}x node -e 0's ${ms(base)}   target <= ${c.target}x: ${ratio <= c.target ? 'met   ' : 'MISSED'}` +
            `   (round by round ${median(paired).toFixed(2)}x, ${paired[0].toFixed(2)}-${paired.at(-1).toFixed(2)})` +
            (hasTime ? `   CPU ${ms(cpu)} ${(cpu / baseCpu).toFixed(2)}x node -e 0's ${ms(baseCpu)}` : ''),
        );
        if (node === process.execPath && k === 0) small = m;
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log();
  return small;
}
