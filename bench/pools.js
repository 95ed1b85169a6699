// Card-pool benchmark (npm run bench:pools): the cost of computing card-not-legal from printings and the dated pool
// tables (src/formats/pool.ts) against the data-legalities path it replaces, in the same run.
//
// The card index is built from the real MTGJSON AllPrintings 5.2.0 (every card with its printings and its 2022
// legalities); 10,000 Modern decks of 60 cards are drawn from it (cards drawn uniformly). Each round checks every deck
// twice, alternating: once with a database whose cards carry printings (pools computed for 2022-04-25), once with the
// same index marked as legalities-only (the fallback). Medians of --runs rounds (default 5) and their ratio.
// Target: the computed pools within 2x of the legalities path (issue 12; a precomputed pool per format and day).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const FILE = path.resolve(REPO, '..', 'shared', 'data', 'mtgjson', 'AllPrintings-5.2.0.json.gz');
const i = process.argv.indexOf('--runs');
const RUNS = i >= 0 ? Number(process.argv[i + 1]) : 5;
if (!existsSync(FILE)) {
  console.error(`bench:pools needs the real data at ${FILE}; it is not there.`);
  process.exit(2);
}

const { CardIndex } = await import('../dist/src/cards/index.js');
const { checkUnits } = await import('../dist/src/check/check.js');
const { findFormat } = await import('../dist/src/formats/formats.js');
const { listsInForce } = await import('../dist/src/formats/lists.js');
const { listHistory } = await import('../dist/src/data/banlists.js');
const { parseTextDeck } = await import('../dist/src/parse/text.js');

const data = JSON.parse(gunzipSync(readFileSync(FILE)).toString('utf8')).data;
const sets = new Map();
const cards = new Map();
for (const set of Object.values(data)) {
  sets.set(set.code, { code: set.code, name: set.name, releaseDate: set.releaseDate, type: set.type, onlineOnly: !!set.isOnlineOnly, foreignOnly: !!set.isForeignOnly });
  for (const c of set.cards) {
    let card = cards.get(c.name);
    if (!card) {
      const legalities = {};
      for (const f of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper']) {
        const l = c.legalities?.[f];
        legalities[f] = l === undefined ? 'not_legal' : l.toLowerCase();
      }
      card = { name: c.name, basic: (c.supertypes ?? []).includes('Basic'), types: c.types ?? [], legalities, printings: [] };
      cards.set(c.name, card);
    }
    card.printings.push({ set: set.code, rarity: c.rarity, availability: c.availability ?? [], ...(c.originalReleaseDate ? { date: c.originalReleaseDate } : {}) });
  }
}
const index = new CardIndex();
for (const card of cards.values()) index.add(card);
const names = [...cards.keys()].filter((n) => !n.includes(' // '));

let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const decks = [];
for (let d = 0; d < 10000; d++) {
  const lines = [];
  for (let k = 0; k < 15; k++) lines.push(`4 ${names[Math.floor(rand() * names.length)]}`);
  decks.push(parseTextDeck(lines.join('\n'), `deck-${d}.txt`));
}
const units = decks.map((deck) => ({ kind: 'deck', deck }));

const format = findFormat('modern');
const date = '2022-04-25';
const base = { format, date, lists: listsInForce(listHistory('modern'), date), index, teamOverrides: 'lenient', sets };
const withPrintings = { ...base, cardDatabase: { source: 'MTGJSON AllPrintings', date, cards: cards.size, formats: ['modern'], holds: { characteristics: true, printings: true } } };
const legalitiesOnly = { ...base, cardDatabase: { source: 'MTGJSON AllPrintings', date, cards: cards.size, formats: ['modern'], holds: { characteristics: true, printings: false } } };

function time(options) {
  const t0 = performance.now();
  const report = checkUnits(units, options);
  return { ms: performance.now() - t0, findings: report.units.reduce((n, u) => n + u.findings.filter((f) => f.rule === 'card-not-legal').length, 0) };
}
time(withPrintings);
time(legalitiesOnly);
const a = [];
const b = [];
let fa = 0;
let fb = 0;
for (let r = 0; r < RUNS; r++) {
  const x = time(withPrintings);
  const y = time(legalitiesOnly);
  a.push(x.ms);
  b.push(y.ms);
  fa = x.findings;
  fb = y.findings;
}
const median = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
const ratio = median(a) / median(b);
console.log(`10,000 Modern decks, card-not-legal from printings (computed pools): median ${median(a).toFixed(0)} ms (${fa} card-not-legal findings)`);
console.log(`10,000 Modern decks, card-not-legal from data legalities (baseline):  median ${median(b).toFixed(0)} ms (${fb} card-not-legal findings)`);
console.log(`ratio ${ratio.toFixed(2)}x (target at most 2x): ${ratio <= 2 ? 'PASS' : 'FAIL'}`);
process.exitCode = ratio <= 2 ? 0 : 1;
