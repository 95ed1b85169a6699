// Generates a corpus of real-looking 75-card decklists from real card names (../shared/data/cards/cards.ndjson).
// Deterministic (seeded): the same corpus every time. Written to bench/.corpus/ (ignored by git).
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SHARED_CARDS = path.resolve(here, '../../shared/data/cards/cards.ndjson');

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Names of ordinary, non-basic cards that were Legacy-legal in the 2022 data. */
export function cardNames() {
  if (!existsSync(SHARED_CARDS)) throw new Error(`reference card data not found at ${SHARED_CARDS}`);
  const names = [];
  for (const line of readFileSync(SHARED_CARDS, 'utf8').split('\n')) {
    if (!line) continue;
    const c = JSON.parse(line);
    if (c.supertypes?.includes('Basic')) continue;
    if (c.legalities2022?.legacy !== 'Legal') continue;
    if (c.types?.includes('Land') && c.name.includes(' // ')) continue;
    names.push(c.name);
  }
  return names.sort();
}

const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Snow-Covered Island'];

function deckText(next, names, style) {
  const pick = () => names[Math.floor(next() * names.length)];
  const main = [];
  let total = 0;
  while (total < 36) {
    const n = Math.min(36 - total, [1, 2, 3, 4, 4, 4][Math.floor(next() * 6)]);
    main.push([n, pick()]);
    total += n;
  }
  const b1 = BASICS[Math.floor(next() * BASICS.length)];
  const b2 = BASICS[Math.floor(next() * BASICS.length)];
  main.push([12, b1], [12, b2]);
  if (next() < 0.05) main.push([1, main[0][1]]); // a few decks break the four-copy rule
  const side = [];
  let s = 0;
  while (s < 15) {
    const n = Math.min(15 - s, [1, 2, 3][Math.floor(next() * 3)]);
    side.push([n, pick()]);
    s += n;
  }
  const mtgoName = (n) => n.replace(' // ', '/');
  const front = (n) => n.split(' // ')[0];
  switch (style) {
    case 0:
      return [...main.map(([n, c]) => `${n} ${mtgoName(c)}`), '', ...side.map(([n, c]) => `${n} ${mtgoName(c)}`)].join('\n') + '\n';
    case 1:
      return ['Deck', ...main.map(([n, c]) => `${n} ${front(c)} (M21) ${1 + Math.floor(next() * 280)}`), '', 'Sideboard', ...side.map(([n, c]) => `${n} ${front(c)} (M21) ${1 + Math.floor(next() * 280)}`)].join('\r\n') + '\r\n';
    case 2:
      return [...main.map(([n, c]) => `${n}x ${c}`), 'Sideboard:', ...side.map(([n, c]) => `${n}x ${c}`)].join('\n') + '\n';
    default:
      return ['// Main', ...main.map(([n, c]) => `${n} ${c}`), ...side.map(([n, c]) => `SB: ${n} ${c}`)].join('\n') + '\n';
  }
}

/** Write `count` decklists under dir; returns their paths (sorted). */
export function writeCorpus(dir, count, seed = 20261129) {
  rmSync(dir, { recursive: true, force: true });
  const names = cardNames();
  const next = rng(seed);
  const files = [];
  for (let i = 0; i < count; i++) {
    const sub = path.join(dir, String(Math.floor(i / 1000)).padStart(2, '0'));
    if (i % 1000 === 0) mkdirSync(sub, { recursive: true });
    const file = path.join(sub, `deck-${String(i).padStart(5, '0')}.txt`);
    writeFileSync(file, deckText(next, names, i % 4));
    files.push(file);
  }
  return files.sort();
}
