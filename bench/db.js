// Card database benchmarks (npm run bench:db). Every measurement runs in a fresh process; each target is measured
// side by side with its baseline in the same run, alternating, and the medians and their ratio are reported, so a
// busy machine slows both alike.
//
//   1. import of the real MTGJSON AllPrintings 5.2.0 (216 MB of JSON, gzip) vs a naive JSON.parse of the whole file
//      targets: at most 10 s and 600 MB peak RSS
//   2. one `deckcheck check` of a real decklist with the database vs --no-db          target: at most 1.5x
//      (and of a 100-card Commander deck, the same target)
//   3. checking 10,000 generated decks (faces, lower case, foreign names, typos) with vs without the database
//      target: less than 2x (cards drawn by popularity, as in a metagame; a uniform draw is reported for information)
//
// Section 3 also reports, for information, the opening (prepareCheck) alone and the same decks checked a second time
// in the same process: what is fixed, what is paid the first time each name and card is read, and what every deck costs.
// The load average is printed beside the results: on a shared machine both sides slow down, not always alike.
//
// Options: --runs <n> (import and 10,000-deck runs, default 3), --check-runs <n> (single checks, default 15),
// --file <card file> (default AllPrintings-5.2.0.json.gz), --data-dir <dir> (a database already imported from that file:
// the import is not measured).
// Needs ../shared/data (the real data); the corpus is generated into bench/.corpus/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SHARED = path.resolve(REPO, '..', 'shared', 'data');
const fileArg = process.argv.indexOf('--file');
// --file <name>: another card file to import (a name under ../shared/data/mtgjson, or a path), e.g.
// AllPrintings-synth-2026.json.gz; the default is the real MTGJSON AllPrintings 5.2.0.
const ALL_PRINTINGS =
  fileArg >= 0
    ? path.resolve(SHARED, 'mtgjson', process.argv[fileArg + 1] ?? '')
    : path.join(SHARED, 'mtgjson', 'AllPrintings-5.2.0.json.gz');
const CORPUS_DIR = path.join(REPO, 'bench', '.corpus');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const RUNS = option('--runs', 3);
const CHECK_RUNS = option('--check-runs', 15);

if (!existsSync(ALL_PRINTINGS)) {
  console.error(`bench:db needs the real data at ${ALL_PRINTINGS}; it is not there.`);
  process.exit(2);
}
if (!existsSync(path.join(REPO, 'dist/src/cli/run.js'))) {
  console.error('Build first: npm run build (npm run bench:db does).');
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function child(args) {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bench', 'db-child.js'), ...args], {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`bench child ${args[0]} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function timed(argv) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin', 'deckcheck.js'), ...argv], { cwd: REPO, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status === null || r.status > 1) throw new Error(`deckcheck ${argv.join(' ')} failed: ${r.stderr}`);
  return ms;
}

const startLoad = loadavg()
  .map((x) => x.toFixed(1))
  .join(', ');
console.log(`bench:db on ${cpus().length} cores, load average ${startLoad} at the start`);
const work = mkdtempSync(path.join(tmpdir(), 'deckcheck-bench-'));
// --data-dir <dir>: a database already imported from the card file (deckcheck db import): section 1 is skipped.
const givenDir = process.argv.indexOf('--data-dir');
const dataDir = givenDir >= 0 ? path.resolve(process.argv[givenDir + 1] ?? '') : path.join(work, 'db');
const results = [];

try {
  // 1. Import ------------------------------------------------------------------------------------------------------
  if (givenDir < 0) importSection();
  function importSection() {
    console.log(`1. Import of ${path.basename(ALL_PRINTINGS)}: ${RUNS} runs each, alternating with the naive JSON.parse`);
    const naive = [];
    const imp = [];
    for (let i = 0; i < RUNS; i++) {
      naive.push(child(['naive', ALL_PRINTINGS]));
      imp.push(child(['import', ALL_PRINTINGS, dataDir]));
      console.log(
        `   run ${i + 1}: naive ${fmt(naive[i].ms)} ${naive[i].maxRssMb.toFixed(0)} MB · import ${fmt(imp[i].ms)} ${imp[i].maxRssMb.toFixed(0)} MB`,
      );
    }
    const nT = median(naive.map((r) => r.ms));
    const iT = median(imp.map((r) => r.ms));
    const nM = median(naive.map((r) => r.maxRssMb));
    const iM = median(imp.map((r) => r.maxRssMb));
    console.log(`   ${imp[0].output}`);
    results.push([`import time (median)`, `${fmt(iT)} (naive ${fmt(nT)}, ratio ${(iT / nT).toFixed(2)})`, verdict(iT <= 10_000)]);
    results.push([`import peak RSS (median)`, `${iM.toFixed(0)} MB (naive ${nM.toFixed(0)} MB, ratio ${(iM / nM).toFixed(2)})`, verdict(iM <= 600)]);
  }

  // 2. One check ---------------------------------------------------------------------------------------------------
  const deck = 'fixtures/real/legacy-2020-02-temur-delver-oko.txt';
  const base = ['check', '--format', 'legacy', '--date', '2020-02-09', deck];
  console.log(`2. One check of ${deck}: ${CHECK_RUNS} runs each, alternating with --no-db`);
  timed([...base, '--no-db']); // warm the file cache
  timed([...base, '--data-dir', dataDir]);
  const withDb = [];
  const noDb = [];
  for (let i = 0; i < CHECK_RUNS; i++) {
    noDb.push(timed([...base, '--no-db']));
    withDb.push(timed([...base, '--data-dir', dataDir]));
  }
  const c1 = median(withDb);
  const c0 = median(noDb);
  results.push(['one check (median)', `${fmt(c1)} with the database, ${fmt(c0)} without: ratio ${(c1 / c0).toFixed(2)}`, verdict(c1 / c0 <= 1.5)]);
  const typo = path.join(work, 'typos.txt');
  writeFileSync(typo, readFileSync(path.join(REPO, deck), 'utf8').replace('Brainstorm', 'Brainstrom').replace('Daze', 'Dazee'));
  const t1 = median([0, 1, 2, 3, 4].map(() => timed(['check', '--format', 'legacy', '--date', '2020-02-09', typo, '--data-dir', dataDir])));
  results.push(['one check with 2 typos (median, for information)', `${fmt(t1)}: ratio ${(t1 / c0).toFixed(2)} to the check without database`, '']);
  // A 100-card Commander deck: the command-zone reading and the Commander-family rules, with vs without the database.
  const cmdr = ['check', '--format', 'commander', '--date', '2026-11-01', 'fixtures/rules/commander/legal-by-name.txt'];
  timed([...cmdr, '--data-dir', dataDir]);
  const k0 = [];
  const k1 = [];
  for (let i = 0; i < CHECK_RUNS; i++) {
    k0.push(timed([...cmdr, '--no-db']));
    k1.push(timed([...cmdr, '--data-dir', dataDir]));
  }
  const m1c = median(k1);
  const m0c = median(k0);
  results.push([
    'one 100-card Commander check (median)',
    `${fmt(m1c)} with the database, ${fmt(m0c)} without: ratio ${(m1c / m0c).toFixed(2)}`,
    verdict(m1c / m0c <= 1.5),
  ]);

  // 3. 10,000 decks ------------------------------------------------------------------------------------------------
  for (const [corpus, label, target] of [
    ['popular', 'cards drawn by popularity (Zipf), as in a real metagame', true],
    ['uniform', 'every card equally likely: 44,000 distinct names, worst case, for information', false],
  ]) {
    const file = path.join(CORPUS_DIR, `decks-10000-${corpus}.json`);
    if (!existsSync(file)) {
      console.log(`3. Generating the 10,000-deck corpus "${corpus}" (bench/.corpus/)`);
      mkdirSync(CORPUS_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(generateCorpus(10_000, corpus === 'popular')));
    }
    console.log(`3. 10,000 decks, ${label}: ${RUNS} runs each, alternating with and without the database`);
    const d1 = [];
    const d0 = [];
    for (let i = 0; i < RUNS; i++) {
      d0.push(child(['decks', file, '-']));
      d1.push(child(['decks', file, dataDir]));
      console.log(
        `   run ${i + 1}: without ${fmt(d0[i].ms)} · with ${fmt(d1[i].ms)}` +
          ` (opening ${fmt(d0[i].openMs)} · ${fmt(d1[i].openMs)}; the same decks again ${fmt(d0[i].againMs)} · ${fmt(d1[i].againMs)})`,
      );
    }
    const m1 = median(d1.map((r) => r.ms));
    const m0 = median(d0.map((r) => r.ms));
    console.log(`   ${d1[0].names} distinct names; findings with the database: ${JSON.stringify(d1[0].findings)}`);
    results.push([
      `10,000 decks, ${corpus} (median)`,
      `${fmt(m1)} with the database, ${fmt(m0)} without: ratio ${(m1 / m0).toFixed(2)}`,
      target ? verdict(m1 / m0 < 2) : '',
    ]);
    // Fixed and per-deck parts: opening the database, and the decks checked again once every name has been read.
    const o1 = median(d1.map((r) => r.openMs));
    const o0 = median(d0.map((r) => r.openMs));
    const a1 = median(d1.map((r) => r.againMs));
    const a0 = median(d0.map((r) => r.againMs));
    results.push([
      `  of which opening (median, for information)`,
      `${fmt(o1)} with the database, ${fmt(o0)} without`,
      '',
    ]);
    results.push([
      `  the same decks again, every name read once already (median, for information)`,
      `${fmt(a1)} with the database, ${fmt(a0)} without: ratio ${(a1 / a0).toFixed(2)}`,
      '',
    ]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nResults (load average ${startLoad} at the start, ${loadavg().map((x) => x.toFixed(1)).join(', ')} at the end)`);
for (const [what, value, v] of results) console.log(`  ${v.padEnd(5)} ${what}: ${value}`);

// --- corpus ----------------------------------------------------------------------------------------------------------

/**
 * Decks as players write them: Legacy-legal cards, front faces of double-faced cards, lower case, foreign names, and a
 * typo in 30% of the decks. `popular`: cards are drawn with Zipf weights (the card of rank r with weight 1/r), as a
 * metagame reuses its popular cards; otherwise every card is equally likely.
 */
function generateCorpus(n, popular) {
  let seed = 0x5eed1234;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const cards = readFileSync(path.join(SHARED, 'cards', 'cards.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
    .filter((c) => c.src === 'mtgjson2022' && c.legalities2022?.legacy === 'Legal' && !c.supertypes.includes('Basic'));
  const foreign = new Map();
  for (const line of readFileSync(path.join(SHARED, 'cards', 'foreign_names.tsv'), 'utf8').split('\n').slice(1)) {
    const [, name, english, kind] = line.split('\t');
    if (kind !== 'card' || !name) continue;
    if (!foreign.has(english)) foreign.set(english, []);
    foreign.get(english).push(name);
  }
  // Zipf: a cumulative weight table, searched by bisection.
  const cumulative = [];
  let total = 0;
  for (let r = 1; r <= cards.length; r++) {
    total += popular ? 1 / r : 1;
    cumulative.push(total);
  }
  const draw = () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return cards[lo];
  };
  // A fixed, shuffled popularity order.
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const written = (c) => {
    const r = rand();
    if (r < 0.04 && foreign.has(c.name)) return pick(foreign.get(c.name));
    if (c.faces && c.layout !== 'split' && c.layout !== 'aftermath') return c.faces[0];
    if (c.faces && r < 0.5) return c.faces.join('/');
    if (r < 0.12) return c.name.toLowerCase();
    return c.name;
  };
  const typo = (s) => {
    const i = 1 + Math.floor(rand() * (s.length - 2));
    const k = rand();
    if (k < 0.33) return s.slice(0, i) + s.slice(i + 1);
    if (k < 0.66) return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
    return s.slice(0, i) + 'e' + s.slice(i + 1);
  };
  const decks = [];
  for (let d = 0; d < n; d++) {
    const lines = ['Deck'];
    // Twenty different cards: fifteen in fours in the main deck, five in threes in the sideboard.
    const picked = new Set();
    while (picked.size < 20) picked.add(draw());
    const list = [...picked];
    for (const c of list.slice(0, 15)) lines.push(`4 ${written(c)}`);
    lines.push('', 'Sideboard');
    for (const c of list.slice(15)) lines.push(`3 ${written(c)}`);
    if (rand() < 0.3) {
      const at = 1 + Math.floor(rand() * 15);
      lines[at] = lines[at].replace(/^(\d+ )(.*)$/, (_m, count, name) => count + typo(name));
    }
    decks.push({ file: `deck-${String(d).padStart(5, '0')}.txt`, text: `${lines.join('\n')}\n` });
  }
  return decks;
}
