/**
 * The card names' table of a long run (src/db/card-names.ts): once the index has read CARD_NAMES_AFTER distinct names
 * from a file whose cards have name keys of their own, a name written exactly as a card's is found by the card lines'
 * names, without reading the names section. Every name reads as it does by key: each card's own name, other
 * spellings, faces, names with accents (left to the key), "A // A" (A), unknown names. A file that does not say its
 * keys are the cards' own keeps reading by key, so a key two cards share stays ambiguous. The compiler says so.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex, type NameRead } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { CardNames } from '../../src/db/card-names.js';
import { CARD_NAMES_AFTER, DatabaseIndex } from '../../src/db/database-index.js';
import { decodeDatabase, encodeDatabase, type CompiledCard, type NameRecord, type SectionName } from '../../src/db/file.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { fixtureDatabase, testHeader } from './db-helpers.js';

/** Enough cards to read CARD_NAMES_AFTER of them first and still have others to find by the table. */
const CARDS = CARD_NAMES_AFTER + 600;

/** Card names of every kind the reader tells apart, sorted as the compiler writes them. */
function cardNames(): string[] {
  const names = Array.from({ length: CARDS }, (_, i) => {
    if (i % 97 === 0) return `Lim-Dûl's Card ${i}`;
    if (i % 89 === 0) return `Split ${i} // Other ${i}`;
    if (i % 83 === 0) return `Same ${i} // Same ${i}`;
    if (i % 79 === 0) return `"Quoted" Card, the ${i}th`;
    return `Card ${i} of the Table`;
  });
  return names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A database of `names` with name records as the compiler makes them; `shared`: one more card with a key of another's. */
function database(names: readonly string[], header: { uniqueNameKeys?: true }, shared?: string): Buffer {
  const all = shared === undefined ? names : [...names, shared].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const list: CompiledCard[] = all.map((name) => ({ name, supertypes: [], types: ['Instant'], legal: '', facts: '[]' }));
  const byKey = new Map<string, NameRecord & { cards: number[]; faces: number[] }>();
  const entry = (key: string) => {
    let e = byKey.get(key);
    if (!e) byKey.set(key, (e = { key, cards: [], faces: [], aliases: [] }));
    return e;
  };
  all.forEach((name, id) => {
    const key = nameKey(name);
    entry(key).cards.push(id);
    if (name.includes(' // ')) {
      for (const face of new Set(name.split(' // '))) if (nameKey(face) !== key) entry(nameKey(face)).faces.push(id);
    }
  });
  const records = [...byKey.values()];
  return encodeDatabase(testHeader({ cards: list.length, names: records.length, ...header }), list, records, [], { candidates: [], postings: new Map() });
}

/** A read as a report shows it: its kind and the card's name (or the candidates). */
function shown(read: NameRead): string {
  const r = read.resolution;
  return r.kind === 'ambiguous' ? `ambiguous: ${r.candidates.join(', ')}` : `${r.kind}: ${read.card?.name ?? '-'}`;
}

/** An index over `bytes`, and the sections it asks to have read (each part and whole section, in turn). */
function index(bytes: Buffer): { index: DatabaseIndex; asked: SectionName[] } {
  const asked: SectionName[] = [];
  const db = decodeDatabase(bytes, (name) => {
    asked.push(name);
  });
  return { index: new DatabaseIndex(db, embeddedIndex()), asked };
}

describe('the card names of a long run', () => {
  const names = cardNames();
  const first = names.slice(0, CARD_NAMES_AFTER);
  const rest = names.slice(CARD_NAMES_AFTER);
  /** Every other way of writing the names left: another case, spaces, a face, a name that is no card. */
  const probes = [
    ...rest,
    ...rest.map((n) => n.toUpperCase()),
    ...rest.map((n) => ` ${n}  `),
    ...rest.flatMap((n) => (n.includes(' // ') ? n.split(' // ') : [])),
    ...rest.map((n) => n.replace('û', 'u')),
    ...rest.map((n) => `${n}s`),
    'Card 99999 of the Table',
    'Card',
  ];

  it('reads every name as the key path does, and a card written exactly without the names section', () => {
    const table = index(database(names, { uniqueNameKeys: true }));
    const byKey = index(database(names, {}));
    for (const n of first) {
      table.index.read(n);
      byKey.index.read(n);
    }
    table.asked.length = 0;
    // The names left, each written exactly as its card's (ASCII, not "A // A"): found without the names section.
    const plain = rest.filter((n) => !/[^\x20-\x7e]/.test(n) && !n.startsWith('Same '));
    expect(plain.length).toBeGreaterThan(500);
    for (const n of plain) expect(shown(table.index.read(n))).toBe(`exact: ${n}`);
    expect(table.asked.filter((s) => s === 'names' || s === 'nameBuckets')).toEqual([]);
    // Every reading the same as by key, the names read just now included.
    for (const n of probes) expect(shown(table.index.read(n)), n).toBe(shown(byKey.index.read(n)));
    // What the table leaves to the key: "Same N // Same N" is read as Same N (a face), a name with accents exactly.
    const same = rest.find((n) => n.startsWith('Same ')) ?? '';
    const accented = rest.find((n) => n.includes('û')) ?? '';
    expect(shown(table.index.read(same))).toBe(`face: ${same}`);
    expect(shown(table.index.read(accented))).toBe(`exact: ${accented}`);
  });

  it('a file that does not say its keys are the cards\' own is read by key: a key two cards share stays ambiguous', () => {
    const twin = rest.find((n) => n.startsWith('Card ')) ?? '';
    const shared = twin.toUpperCase();
    const { index: ix, asked } = index(database(names, {}, shared));
    for (const n of first) ix.read(n);
    expect(shown(ix.read(twin))).toBe(`ambiguous: ${[shared, twin].sort().join(', ')}`);
    expect(shown(ix.read(shared))).toBe(`ambiguous: ${[shared, twin].sort().join(', ')}`);
    asked.length = 0;
    const plain = rest.find((n) => n !== twin && n.startsWith('Card ')) ?? '';
    expect(shown(ix.read(plain))).toBe(`exact: ${plain}`);
    expect(asked).toContain('names');
  });

  it('CardNames finds each ASCII card name at its id, and nothing else', () => {
    const db = decodeDatabase(database(names, { uniqueNameKeys: true }));
    const table = CardNames.of(db);
    names.forEach((n, id) => expect(table.find(n), n).toBe(/[^\x20-\x7e]/.test(n) ? -1 : id));
    for (const n of ['', 'Card', 'Card 1 of the Table ', 'card 1 of the table', 'Card 1 of the Tabl']) expect(table.find(n)).toBe(-1);
  });

  it('the compiler says the keys are the cards\' own (it merges cards of one key), and the built-in data says so', async () => {
    const dir = await fixtureDatabase('atomic');
    const db = await readDatabaseFile(dir);
    expect(db?.header.uniqueNameKeys).toBe(true);
  });
});
