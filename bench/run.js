// deckcheck benchmarks (npm run bench). Figures are medians of several runs, each beside a baseline measured in the
// same run, because these machines are noisy. Nothing here is a test: it prints figures and the targets beside them.
//
//  1. 10,000 real-looking 75-card decklists in one `check` run (--no-db; then with a card database, when there is
//     one: see bench/start-up.js), pinned to one core: decks per second, ratio to a bare
//     floor (bench/floor.js: read, split lines, count), peak RSS. Targets: >= 5,000 decks/s, <= 3x floor, <= 300 MB.
//     The same check with the built-in card data in the same rounds (target: <= 1.5x the run without card data), and
//     both again not pinned, alternating.
//     The run with the database is measured pinned and not pinned (as a user runs it), on this Node and on each line
//     of BENCH_NODE_LINES, each beside the floor run by the same Node, with the run without the database in the same
//     rounds. `node bench/run.js batch` runs only this section.
//  2. The output is identical whatever order the files are named in.
//  3. Start-up (bench/start-up.js; `node bench/run.js start-up` runs only this section): one small check without a
//     card database, the same with one, `deckcheck --version` and `deckcheck rules`, each beside `node -e 0` run by the
//     same Node in the same round. Targets: <= 1.6x, <= 1.8x, <= 1.3x, <= 1.3x. BENCH_NODE_LINES="22 24 26" repeats
//     it with those Node lines' binaries from .cache/node-<major>/ (scripts/node-lines.sh --fetch fetches them;
//     BENCH_NODE_CACHE names another .cache folder); a line without a binary is skipped with a note.
//  4. Peak RSS of one run over BENCH_BIG (100,000) decks beside one over BENCH_DECKS (10,000), per reporter (json,
//     junit, stylish, sarif, markdown, github, html; the report to /dev/null), and json again piped to a reader,
//     each with --jobs 1 and with --jobs 2: memory no longer grows with the run. Target: the big run <= 1.3x the
//     small one. Then the default (json): one thread on the corpus, two on the big run (on two cores or more).
//     `node bench/run.js memory` (npm run bench:memory) runs only this section.
//  5. --jobs 2 vs --jobs 1 over the corpus, not pinned: decks per second, each run beside the other, and the CPU time
//     (user + sys) each spends per deck. Target: >= 1.6x on two cores. Other work on the machine shows as spread
//     between runs and in the load average printed beside them: read the run-by-run ratios and the CPU figures, not
//     only the median. On two cores --jobs 2 can be at most 2 x (CPU of --jobs 1) / (CPU of --jobs 2) faster.
//     Where /proc is readable, the CPU time is also split by thread (sampled every 50 ms): the main thread, and the
//     others (the worker, and V8's compiler and garbage-collector threads, which --jobs 1 has too). The start-up part
//     (section 3's small check) cannot be shared: --jobs 2 can be at most j1 / (small + (j1 - small) / 2) faster.
//     Then (5b) the same over BENCH_BIG decks (2 runs each; BENCH_JOBS_BIG=0 skips it), with the default (no --jobs)
//     beside them: the default uses workers from 2 x UNITS_PER_THREAD (src/cli/jobs.ts) decks.
//  6. A check under a format file beside the same check under its base format (bench/format-file.js; `node
//     bench/run.js format-file` runs only this section): a Modern league and the Canadian Highlander league fixture,
//     in-process and through the CLI, alternating. Target: <= 1.2x.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { startUp, findDatabase, nodes } from './start-up.js';
import { formatFileBench } from './format-file.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const bin = path.join(repo, 'bin/deckcheck.js');
/** The check every section runs: Legacy on a fixed day, the JSON report; the inputs and options follow. */
const CHECK = [bin, 'check', '--format', 'legacy', '--date', '2025-01-15', '--reporter', 'json'];
const DECKS = Number(process.env.BENCH_DECKS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIG = Number(process.env.BENCH_BIG ?? 100000);
const MEM_RUNS = Number(process.env.BENCH_MEM_RUNS ?? 2);
const hasTime = existsSync('/usr/bin/time');
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const ONLY_MEMORY = process.argv[2] === 'memory';
const ONLY_START_UP = process.argv[2] === 'start-up';
const ONLY_FORMAT_FILE = process.argv[2] === 'format-file';
const ONLY_BATCH = process.argv[2] === 'batch';
const JOBS_BIG = process.env.BENCH_JOBS_BIG !== '0';
const hasProc = existsSync('/proc/self/task');

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Run a command (pinned to core 0 when possible) with `node`; wall seconds, peak RSS in MB and CPU seconds (user + sys). */
function measure(args, { pin = true, discard = false, node = process.execPath, env } = {}) {
  const cmd = [...(pin && hasTaskset ? ['taskset', '-c', '0'] : []), node, ...args];
  const full = hasTime ? ['/usr/bin/time', '-f', '%e %M %U %S', ...cmd] : cmd;
  const t0 = performance.now();
  // discard: the report goes to /dev/null, so the parent holding it does not count (and big runs fit).
  const r = spawnSync(full[0], full.slice(1), {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    ...(discard ? { stdio: ['ignore', 'ignore', 'pipe'] } : {}),
    ...(env ? { env } : {}),
  });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  let rss = NaN;
  let cpu = NaN;
  if (hasTime) {
    const last = (r.stderr.trim().split('\n').pop() ?? '').split(' ');
    rss = Number(last[1]) / 1024;
    cpu = Number(last[2]) + Number(last[3]);
  }
  return { wall, rss, cpu, stdout: r.stdout };
}

/**
 * Run a command, not pinned, its output discarded; wall seconds, CPU seconds (user + sys) in all, and of its main
 * thread, from /proc/<pid>/task/<tid>/stat read every 50 ms (a thread's last 50 ms before it ends may be missed).
 */
function measureThreads(args) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const cpu = new Map();
    const poll = () => {
      let tids;
      try {
        tids = readdirSync(`/proc/${child.pid}/task`);
      } catch {
        return;
      }
      for (const tid of tids) {
        try {
          const stat = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          // utime and stime, in clock ticks (100 a second on Linux).
          cpu.set(tid, (Number(fields[11]) + Number(fields[12])) / 100);
        } catch {
          // the thread ended between the two reads
        }
      }
    };
    const timer = setInterval(poll, 50);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const wall = (performance.now() - t0) / 1000;
      if (code !== 0 && code !== 1) reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      const main = cpu.get(String(child.pid)) ?? NaN;
      const total = [...cpu.values()].reduce((a, b) => a + b, 0);
      resolve({ wall, main, others: total - main, total });
    });
  });
}

if (ONLY_START_UP) {
  startUp(RUNS * 3);
  process.exit(0);
}
if (ONLY_FORMAT_FILE) {
  await formatFileBench(RUNS * 3);
  process.exit(0);
}
const corpus = mkdtempSync(path.join(tmpdir(), 'deckcheck-bench-'));
const big = `${corpus}-big`;
/** One run, not pinned, its output discarded: split by thread where /proc allows (measureThreads), else as a whole. */
async function runUnpinned(args) {
  return hasProc ? measureThreads(args) : measure(args, { pin: false, discard: true });
}

let bigWritten = false;
try {
  console.log(`corpus: ${DECKS} decklists (75 cards, 4 text styles) from real card names`);
  writeCorpus(corpus, DECKS);
  console.log(`runs: ${RUNS} of each, alternating; ${hasTaskset ? 'pinned to one core (taskset -c 0)' : 'not pinned (no taskset)'}\n`);
  if (ONLY_BATCH) batch();
  else if (!ONLY_MEMORY) {
    const small = speed();
    await jobs(corpus, DECKS, RUNS, small, false);
    if (JOBS_BIG && BIG > 0) {
      writeCorpus(big, BIG);
      bigWritten = true;
      await jobs(big, BIG, 2, small, true);
    }
  }
  if (!ONLY_BATCH) {
    memory();
    console.log();
    await formatFileBench(RUNS * 3);
  }
} finally {
  rmSync(corpus, { recursive: true, force: true });
  rmSync(big, { recursive: true, force: true });
}

/** Section 1: one check over the corpus beside the floor, without and with a card database. */
function batch() {
  const floor = [];
  const full = [];
  const rss = [];
  // The same run with the built-in card data (the package's snapshot: no --no-db, no data directory, HOME an empty
  // folder so no cached database is found), in the same rounds: issue 40's target is <= 1.5x the run without card data.
  // All three runs get the same environment (PATH and that HOME alone) and the reports go to /dev/null: a variable of
  // the machine's that one run has and another lacks costs only that one (NODE_EXTRA_CA_CERTS, set on these machines,
  // makes Node read a certificate bundle as it starts: about 40 ms a run).
  const home = mkdtempSync(path.join(tmpdir(), 'deckcheck-bench-home-'));
  const env = { PATH: process.env.PATH ?? '', HOME: home };
  const builtIn = [];
  // The same two runs not pinned, as a user runs them (V8's compiler and garbage-collector threads on another core),
  // alternating in the same rounds: whether the cost of the card data is on the checker's thread or on V8's.
  const freeNoDb = [];
  const freeBuiltIn = [];
  const noDbArgs = [...CHECK, '--no-db', corpus];
  const builtInArgs = [...CHECK, corpus];
  for (let i = 0; i < RUNS; i++) {
    floor.push(measure([path.join(here, 'floor.js'), corpus], { env }).wall);
    const r = measure(noDbArgs, { discard: true, env });
    full.push(r.wall);
    rss.push(r.rss);
    builtIn.push(measure(builtInArgs, { discard: true, env }));
    freeNoDb.push(measure(noDbArgs, { pin: false, discard: true, env }).wall);
    freeBuiltIn.push(measure(builtInArgs, { pin: false, discard: true, env }).wall);
  }
  rmSync(home, { recursive: true, force: true });
  const mFull = median(full);
  const mFloor = median(floor);
  const rate = DECKS / mFull;
  console.log('1. one check run over the corpus (format legacy, JSON report, no card database)');
  console.log(`   deckcheck   median ${mFull.toFixed(3)} s   ${Math.round(rate)} decks/s   (target >= 5000)`);
  console.log(`   floor       median ${mFloor.toFixed(3)} s   (read + split + count)`);
  const paired = full.map((f, i) => f / floor[i]);
  console.log(`   ratio       ${(mFull / mFloor).toFixed(2)}x the floor (${mFull.toFixed(3)} s / ${mFloor.toFixed(3)} s)   (target <= 3x)`);
  console.log(
    `   run by run  ${paired.map((r) => r.toFixed(2)).join(' ')}  (each run over the floor run beside it; median ` +
      `${median(paired).toFixed(2)}x)`,
  );
  console.log(`   peak RSS    median ${median(rss).toFixed(0)} MB   (target <= 300 MB)`);
  const mBuiltIn = median(builtIn.map((r) => r.wall));
  console.log(
    `   with the built-in card data: median ${mBuiltIn.toFixed(3)} s, ${(mBuiltIn / mFull).toFixed(2)}x the run without ` +
      `card data (target <= 1.5x); run by run ${builtIn.map((r, i) => (r.wall / (full[i] ?? NaN)).toFixed(2)).join(' ')}; ` +
      `peak RSS median ${median(builtIn.map((r) => r.rss)).toFixed(0)} MB`,
  );
  const mFreeNoDb = median(freeNoDb);
  const mFreeBuiltIn = median(freeBuiltIn);
  console.log(
    `   not pinned: without card data median ${mFreeNoDb.toFixed(3)} s, with the built-in card data ` +
      `${mFreeBuiltIn.toFixed(3)} s: ${(mFreeBuiltIn / mFreeNoDb).toFixed(2)}x; run by run ` +
      `${freeBuiltIn.map((w, i) => (w / (freeNoDb[i] ?? NaN)).toFixed(2)).join(' ')}`,
  );
  const db = findDatabase();
  if (db) {
    // Pinned to one core, as above (V8's compiler and garbage-collector threads share it, so their time counts); then
    // not pinned, as a user runs it on this machine (those threads may run on another core), the floor beside it, run by
    // the same Node. On each Node line BENCH_NODE_LINES names too. The same check without the database runs in each
    // round as well: what the database adds is the difference, and whether the target is in reach at all shows there.
    const dbRun = [...CHECK, '--data-dir', db, corpus];
    console.log(`   with the card database (${db}), and without it in the same rounds:`);
    for (const { label, node } of nodes()) {
      for (const pin of [true, false]) {
        const floorDb = [];
        const withDb = [];
        const withoutDb = [];
        for (let i = 0; i < RUNS; i++) {
          floorDb.push(measure([path.join(here, 'floor.js'), corpus], { pin, node }));
          withDb.push(measure(dbRun, { pin, discard: true, node }));
          withoutDb.push(measure(noDbArgs, { pin, discard: true, node }));
        }
        const wall = median(withDb.map((r) => r.wall));
        const floorWall = median(floorDb.map((r) => r.wall));
        const noDbWall = median(withoutDb.map((r) => r.wall));
        const cpu = median(withDb.map((r) => r.cpu));
        const floorCpu = median(floorDb.map((r) => r.cpu));
        console.log(
          `   ${label}, ${pin ? 'pinned' : 'not pinned'}: median ${wall.toFixed(3)} s beside the floor's ` +
            `${floorWall.toFixed(3)} s: ${(wall / floorWall).toFixed(2)}x   (target <= 3x)` +
            (hasTime ? `; CPU ${cpu.toFixed(2)} s beside ${floorCpu.toFixed(2)} s: ${(cpu / floorCpu).toFixed(2)}x` : ''),
        );
        console.log(`     run by run  ${withDb.map((r, i) => (r.wall / (floorDb[i]?.wall ?? NaN)).toFixed(2)).join(' ')}`);
        console.log(`     without the database: median ${noDbWall.toFixed(3)} s: ${(noDbWall / floorWall).toFixed(2)}x the floor`);
      }
    }
  } else {
    console.log('   with the card database: not measured (no cards.db: set BENCH_DATA_DIR, see docs/development/benchmarks.md)');
  }
  console.log();
}

/** Sections 1, 2 and 3; the small check's median wall time (seconds). */
function speed() {
  batch();

  // 2. Order independence: the directory, and the same files named in reverse order.
  const files = spawnSync('find', [corpus, '-name', '*.txt'], { encoding: 'utf8' }).stdout.trim().split('\n').sort().reverse();
  const a = measure([...CHECK, corpus], { pin: false }).stdout;
  const b = measure([...CHECK, ...files], { pin: false }).stdout;
  console.log(`2. output identical when the files are named in reverse order: ${a === b ? 'yes' : 'NO'} (${a.length} bytes)\n`);

  // 3. Start-up, on this Node and on the lines BENCH_NODE_LINES names.
  return startUp(RUNS * 3);
}

/**
 * Section 5 (and 5b): --jobs 2 against --jobs 1 over `dir` (not pinned: two threads need two cores), alternating;
 * `small` is the small check's median (the start-up part no thread can share); `withDefault` adds runs with no --jobs.
 */
async function jobs(dir, decks, runs, small, withDefault) {
  const j1 = [];
  const j2 = [];
  const jd = [];
  const load = [loadavg()[0]];
  for (let i = 0; i < runs; i++) {
    j1.push(await runUnpinned([...CHECK, '--jobs', '1', dir]));
    j2.push(await runUnpinned([...CHECK, '--jobs', '2', dir]));
    if (withDefault) jd.push(await runUnpinned([...CHECK, dir]));
  }
  load.push(loadavg()[0]);
  const wall1 = median(j1.map((r) => r.wall));
  const wall2 = median(j2.map((r) => r.wall));
  const ratios = j1.map((r, i) => r.wall / (j2[i]?.wall ?? NaN));
  const cpuOf = (r) => r.total ?? r.cpu;
  const perDeck = (rs) => (median(rs.map(cpuOf)) / decks) * 1e6;
  const label = withDefault ? '5b.' : '5.';
  console.log(`\n${label} --jobs over ${decks} decks (not pinned; ${runs} runs each, alternating; load average ${load.map((l) => l.toFixed(1)).join(' -> ')})`);
  console.log(`   --jobs 1    median ${wall1.toFixed(3)} s   ${Math.round(decks / wall1)} decks/s   (baseline)`);
  console.log(`   --jobs 2    median ${wall2.toFixed(3)} s   ${Math.round(decks / wall2)} decks/s`);
  if (withDefault) {
    const wallD = median(jd.map((r) => r.wall));
    console.log(`   default     median ${wallD.toFixed(3)} s   ${Math.round(decks / wallD)} decks/s   (no --jobs: ${(wall1 / wallD).toFixed(2)}x --jobs 1)`);
  }
  console.log(`   ratio       --jobs 2 / --jobs 1 = ${(wall1 / wall2).toFixed(2)}x the decks per second   (target >= 1.6x on 10,000)`);
  console.log(`   run by run  ${ratios.map((r) => r.toFixed(2)).join(' ')}  (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)})`);
  if (j1.every((r) => Number.isFinite(cpuOf(r)))) {
    const cpu1 = median(j1.map(cpuOf));
    const cpu2 = median(j2.map(cpuOf));
    console.log(
      `   CPU         --jobs 1 ${cpu1.toFixed(2)} s (${perDeck(j1).toFixed(0)} us/deck), --jobs 2 ${cpu2.toFixed(2)} s ` +
        `(${perDeck(j2).toFixed(0)} us/deck): ${(cpu2 / cpu1).toFixed(2)}x; on two idle cores --jobs 2 can be at most ` +
        `${((2 * cpu1) / cpu2).toFixed(2)}x faster`,
    );
  }
  if (hasProc) {
    const m = (rs, k) => median(rs.map((r) => r[k])).toFixed(2);
    console.log(
      `   by thread   --jobs 1: main ${m(j1, 'main')} s, other threads ${m(j1, 'others')} s (V8 compiling, GC); ` +
        `--jobs 2: main ${m(j2, 'main')} s, other threads ${m(j2, 'others')} s (the worker, V8 compiling and GC for both)`,
    );
  }
  const bound = wall1 / (small + (wall1 - small) / 2);
  console.log(
    `   start-up    the small check (${(small * 1000).toFixed(0)} ms) is not shared: with nothing else lost, --jobs 2 ` +
      `could be at most ${bound.toFixed(2)}x faster here`,
  );
}

/** Section 4. */
function memory() {
  // 4. Memory: a big run beside a run over the corpus, per reporter, with one thread and with two.
  if (hasTime && BIG > 0) {
    console.log(
      `\n4. peak RSS, ${BIG} decks beside ${DECKS} (report to /dev/null; median of ${MEM_RUNS}; --jobs 1 pinned to one core, ` +
        '--jobs 2 and the default not pinned)',
    );
    if (!bigWritten) writeCorpus(big, BIG);
    const cases = [];
    for (const r of ['json', 'junit', 'stylish', 'sarif', 'markdown', 'github', 'html']) {
      cases.push([r, r, true, '1'], [r, r, true, '2']);
    }
    // Piped: the parent reads the report as it comes (a reader slower than /dev/null), so it is not held.
    cases.push(['json', 'json|pipe', false, '1'], ['json', 'json|pipe', false, '2']);
    // The default: one thread on the corpus, two (on two cores or more) on the big run.
    cases.push(['json', 'json', true, undefined]);
    for (const [reporter, label, discard, jobs] of cases) {
      const args = (dir) => [
        bin, 'check', '--format', 'legacy', '--date', '2025-01-15', ...(jobs ? ['--jobs', jobs] : []), '--reporter', reporter, dir,
      ];
      const small = [];
      const large = [];
      for (let i = 0; i < MEM_RUNS; i++) {
        small.push(measure(args(corpus), { discard, pin: jobs === '1' }).rss);
        large.push(measure(args(big), { discard, pin: jobs === '1' }).rss);
      }
      const ratio = median(large) / median(small);
      const threads = jobs ? `--jobs ${jobs}` : 'default ';
      console.log(
        `   ${label.padEnd(9)} ${threads}  ${DECKS}: ${median(small).toFixed(0)} MB   ${BIG}: ${median(large).toFixed(0)} MB   ` +
          `${ratio.toFixed(2)}x   (${jobs ? 'target <= 1.3x' : 'threads differ: 1 and 2'}; runs ` +
          `${small.map((x) => x.toFixed(0)).join('/')} · ${large.map((x) => x.toFixed(0)).join('/')} MB)`,
      );
    }
  }
}
