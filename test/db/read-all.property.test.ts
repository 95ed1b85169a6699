/**
 * CardIndex.readAll, which resolveDeck calls once per deck, reads a deck's names as read() reads each (src/db/
 * database-index.ts, src/db/exact-names.ts getAll): on the built-in card snapshot, a run of random decks read through
 * readAll by one index and name by name by another gives, line by line, the same kind, card, key and group key. The
 * names: 1,500 of the snapshot's cards (past the 1,024 distinct names after which the index finds exact names by the
 * card lines' names), their lower- and upper-case spellings, face names, misspellings and names of no card, repeated
 * within a deck and from deck to deck.
 */
import fc from 'fast-check';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedIndex, type NameRead } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import type { DatabaseFile } from '../../src/db/file.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { REPO } from '../helpers.js';

let db: DatabaseFile;
let names: string[];
beforeAll(async () => {
  const file = await readDatabaseFile(path.join(REPO, 'data/card-snapshot'));
  if (!file) throw new Error('no data/card-snapshot/cards.db');
  db = file;
  const index = new DatabaseIndex(db, embeddedIndex());
  const cards = Array.from({ length: 1_500 }, (_, i) => index.cardName(i * 7));
  names = [
    ...cards,
    ...cards.slice(0, 200).map((n) => n.toLowerCase()),
    ...cards.slice(200, 300).map((n) => n.toUpperCase()),
    ...cards.slice(300, 400).map((n) => n.slice(0, -1)),
    ...cards.filter((n) => n.includes(' // ')).flatMap((n) => n.split(' // ')),
    'Lightning Bolt',
    'Lightnig Bolt',
    'Island',
    'Not A Real Card',
    '',
  ];
});

/** A deck's lines, as places in `names`: each drawn evenly (no bias towards the first), so a run passes 1,024 names. */
const deckArb = fc.array(fc.noBias(fc.nat({ max: 1_000_000 })), { minLength: 0, maxLength: 80, size: 'max' });

/** What a deck relies on of a read: its kind, its card's name, its key and the key the deck groups it under. */
const seen = (r: NameRead) => ({ kind: r.kind, card: r.card?.name, key: r.key, groupKey: r.groupKey });

describe('readAll on the built-in card data', () => {
  it('reads a run of decks as read() reads each line, deck after deck', () => {
    let most = 0;
    fc.assert(
      fc.property(
        fc.array(deckArb, { minLength: 1, maxLength: 40, size: 'max' }),
        (decks) => {
          const together = new DatabaseIndex(db, embeddedIndex());
          const oneByOne = new DatabaseIndex(db, embeddedIndex());
          const distinct = new Set<string>();
          for (const deck of decks) {
            const lines = deck.map((i) => ({ name: names[i % names.length] as string }));
            const got = together.readAll(lines).map(seen);
            expect(got).toEqual(lines.map((l) => seen(oneByOne.read(l.name))));
            for (const l of lines) distinct.add(l.name);
          }
          most = Math.max(most, distinct.size);
        },
      ),
      { seed: 20261206, numRuns: 40 },
    );
    // Some runs read more distinct names than CARD_NAMES_AFTER (1,024): exact names are then found by the card lines.
    expect(most).toBeGreaterThan(1_024);
  });
});
