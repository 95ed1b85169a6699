/** The Sealed / Draft fixtures are real cards: every name in the pools and decks is in ../shared/data's card list. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { parseCsvDeck } from '../../src/parse/csv.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { HAS_SHARED, REPO, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const DIRS = ['fixtures/pools/khm', 'fixtures/pools/2hg'];
const CSVS = ['manabox', 'moxfield', 'deckbox', 'tcgplayer', 'archidekt', 'mtggoldfish', 'dragonshield'].map((e) => `fixtures/csv/${e}.csv`);
/** Names the illegal fixtures misspell or bring from outside the pool on purpose. */
const ON_PURPOSE = new Set(['mistwalkr']);

function fixtureNames(): { file: string; name: string }[] {
  const out: { file: string; name: string }[] = [];
  for (const dir of DIRS) {
    for (const f of readdirSync(path.join(REPO, dir))) {
      const file = `${dir}/${f}`;
      const text = readFileSync(path.join(REPO, file), 'utf8');
      const deck = f.endsWith('.csv') ? parseCsvDeck(text, file) : parseTextDeck(text, file);
      for (const e of deck.entries) out.push({ file, name: e.name });
    }
  }
  for (const file of CSVS) {
    for (const e of parseCsvDeck(readFileSync(path.join(REPO, file), 'utf8'), file).entries) out.push({ file, name: e.name });
  }
  return out;
}

describe.skipIf(!HAS_SHARED)('Sealed fixtures use real card names', () => {
  it('every card (or front face) is in cards/cards.ndjson', () => {
    const known = new Set<string>();
    for (const line of readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const card = JSON.parse(line) as { name: string; faces?: string[] };
      known.add(nameKey(card.name));
      for (const face of card.faces ?? []) known.add(nameKey(face));
    }
    const names = fixtureNames();
    expect(names.length).toBeGreaterThan(300);
    for (const { file, name } of names) {
      if (ON_PURPOSE.has(nameKey(name))) continue;
      expect(known.has(nameKey(name)), `${file}: ${name}`).toBe(true);
    }
  });
});

describe.skipIf(HAS_SHARED)('Sealed fixtures use real card names', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
