/**
 * Format 3 of the card database: a card line holds the card's first printing and its facts line the others, so a card
 * pool reads most cards without their facts line. The compiler splits a card's printings so (all of them stay in the
 * facts line when the first one's string holds a tab or a line break); the reader gives every card the printings and
 * first printing its source has, from a file of format 3 and from one of format 2 (all printings in the facts line),
 * and it still refuses format 1. Held on the built-in snapshot too: every card line's first printing is the card's.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardFacts, PrintingFacts } from '../../src/cards/facts.js';
import { embeddedIndex } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { factsOfCard } from '../../src/db/compile.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { encodeFacts, encodePrinting } from '../../src/db/facts-codec.js';
import { DB_FORMAT_VERSION, decodeDatabase, encodeDatabase, type CompiledCard, type NameRecord } from '../../src/db/file.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { REPO } from '../helpers.js';
import { testHeader } from './db-helpers.js';

const p = (set: string, more: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity: 'common', availability: ['paper'], ...more });

/** Cards with no printing, one, several, a first printing with a flavor name of accents and quotes, and one with a tab. */
const SOURCE: readonly (readonly [string, readonly PrintingFacts[] | undefined])[] = [
  ['No Printings', undefined],
  ['Empty Printings', []],
  ['One Printing', [p('LEA', { rarity: 'rare' })]],
  ['Many Printings', [p('M11', { date: '2010-07-16' }), p('PRM', { promo: true, availability: ['mtgo'] }), p('UNH', { funny: true })]],
  ['Flavored', [p('SLD', { flavorName: 'Déjà "Vu" \\ Ψ' }), p('2XM')]],
  ['Tabbed', [p('SLD', { flavorName: 'a\tb' }), p('2XM')]],
];

const facts = (printings: readonly PrintingFacts[] | undefined): CardFacts => ({
  layout: 'normal',
  manaValue: 1,
  colorIdentity: ['R'],
  ...(printings !== undefined ? { printings } : {}),
});

/** The database of SOURCE: as the compiler writes it (format 3), or with every printing in the facts line (format 2). */
function database(format: 2 | 3): Buffer {
  const cards: CompiledCard[] = SOURCE.map(([name, printings]) => ({
    name,
    supertypes: [],
    types: ['Instant'],
    legal: '',
    ...(format === 3 ? factsOfCard(facts(printings)) : { facts: encodeFacts(facts(printings)) }),
  }));
  const records: NameRecord[] = SOURCE.map(([name], id) => ({ key: nameKey(name), cards: [id], faces: [], aliases: [] }));
  const info = testHeader({ cards: cards.length, names: records.length, holds: { characteristics: true, printings: true } });
  const bytes = encodeDatabase(info, cards, records, [], { candidates: [], postings: new Map() });
  if (format === 3) return bytes;
  // The same bytes with the header's version (one digit, so every offset stays) set back to 2.
  const text = bytes.toString('latin1');
  const older = text.replace(`"formatVersion":${DB_FORMAT_VERSION}`, '"formatVersion":2');
  expect(older).not.toBe(text);
  return Buffer.from(older, 'latin1');
}

describe('the compiler', () => {
  it('writes the first printing on the card line and the others in the facts line', () => {
    const many = SOURCE[3]?.[1] ?? [];
    expect(factsOfCard(facts(many))).toEqual({ first: encodePrinting(many[0] as PrintingFacts), facts: encodeFacts(facts(many.slice(1))) });
    const one = SOURCE[2]?.[1] ?? [];
    expect(factsOfCard(facts(one))).toEqual({ first: encodePrinting(one[0] as PrintingFacts), facts: encodeFacts(facts([])) });
  });

  it('keeps every printing in the facts line when the card has none, or the first one holds a tab', () => {
    expect(factsOfCard(facts(undefined))).toEqual({ facts: encodeFacts(facts(undefined)) });
    expect(factsOfCard(facts([]))).toEqual({ facts: encodeFacts(facts([])) });
    const tabbed = SOURCE[5]?.[1] ?? [];
    expect(factsOfCard(facts(tabbed))).toEqual({ facts: encodeFacts(facts(tabbed)) });
  });

  it('writes the card line with a sixth field only when the card has a first printing there', () => {
    const db = decodeDatabase(database(3));
    const [start, end] = db.range.cards;
    const lines = db.buf.toString('utf8', start, end).split('\n').slice(0, SOURCE.length);
    expect(lines.map((l) => l.split('\t').length)).toEqual([5, 5, 6, 6, 6, 5]);
    expect(lines[4]?.split('\t')[5]).toBe('SLD|c|p|||Déjà "Vu" \\ Ψ');
  });
});

describe.each([3, 2] as const)('a file of format %i', (format) => {
  const index = new DatabaseIndex(decodeDatabase(database(format)), embeddedIndex());

  it('gives every card the printings of its source, and their first as its first printing', () => {
    for (const [name, printings] of SOURCE) {
      const card = index.read(name).card;
      expect(card?.printings, name).toEqual(printings);
      expect(card?.firstPrinting?.(), name).toEqual(printings?.[0] ?? null);
    }
  });

  it('reads the first printing alone as the printings give it, before they are decoded (a fresh index)', () => {
    const fresh = new DatabaseIndex(decodeDatabase(database(format)), embeddedIndex());
    for (const [name, printings] of SOURCE) expect(fresh.read(name).card?.firstPrinting?.(), name).toEqual(printings?.[0] ?? null);
  });
});

describe('the reader', () => {
  it('refuses a file of format 1 with the versions it reads', () => {
    const text = database(3).toString('latin1').replace(`"formatVersion":${DB_FORMAT_VERSION}`, '"formatVersion":1');
    expect(() => decodeDatabase(Buffer.from(text, 'latin1'))).toThrow(/different version of deckcheck \(format 1, this version reads 2 and 3\)/);
  });
});

describe('the built-in card snapshot', () => {
  it('is of format 3: each card line with a first printing holds its card\'s first printing, which the facts line leaves out', async () => {
    const db = await readDatabaseFile(path.join(REPO, 'data/card-snapshot'));
    if (!db) throw new Error('no data/card-snapshot/cards.db');
    expect(db.header.formatVersion).toBe(3);
    db.need('cards');
    db.need('facts');
    const cardLines = db.buf.toString('utf8', ...db.range.cards).split('\n');
    const factLines = db.buf.toString('utf8', ...db.range.facts).split('\n');
    const index = new DatabaseIndex(db, embeddedIndex());
    let onCardLine = 0;
    for (let id = 0; id < db.header.cards; id++) {
      const first = cardLines[id]?.split('\t')[5];
      const inFacts = (JSON.parse(factLines[id] ?? '[]') as unknown[])[8] as string[] | undefined;
      const printings = index.card(id).printings ?? [];
      if (first === undefined) {
        expect(inFacts ?? [], cardLines[id]).toEqual(printings.map(encodePrinting));
        continue;
      }
      onCardLine++;
      expect([first, ...(inFacts ?? [])], cardLines[id]).toEqual(printings.map(encodePrinting));
    }
    expect(onCardLine).toBeGreaterThan(30_000);
  });
});
