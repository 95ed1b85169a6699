/**
 * ExactNames, the table the card database's index finds a card in by its own name written exactly (src/db/
 * exact-names.ts): every name added is found, as written and only so; names never added are not; it grows and keeps
 * them; clear empties it. Then the index's side: a card read by its own name is that card's NameRead, the same on the
 * first read and every later one, by read() and by resolve(), and its Resolution serialises as any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { ExactNames } from '../../src/db/exact-names.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { fixtureDatabase, removeTempDirs } from './db-helpers.js';

interface Named {
  readonly name: string;
}

describe('ExactNames', () => {
  it('is empty at first', () => {
    const t = new ExactNames<Named>();
    expect(t.size).toBe(0);
    expect(t.get('Lightning Bolt')).toBeUndefined();
    expect(t.get('')).toBeUndefined();
  });

  it.each([
    ['one card', 1],
    ['a few', 7],
    ['past the first growth (256 slots)', 300],
    ['a database of names', 40_000],
  ])('%s: every name added is found, as written only', (_label, count) => {
    const t = new ExactNames<Named>();
    const cards = Array.from({ length: count }, (_, i) => ({ name: `Card ${i} of the table, ${'é'.repeat(i % 3)}` }));
    for (const c of cards) t.add(c);
    expect(t.size).toBe(count);
    for (const c of cards) expect(t.get(c.name)).toBe(c);
    // Another spelling is not the name written exactly: the index reads it some other way.
    expect(t.get(cards[0]?.name.toUpperCase() ?? '')).toBeUndefined();
    expect(t.get(`${cards[0]?.name ?? ''} `)).toBeUndefined();
    expect(t.get(`Card ${count} of the table, `)).toBeUndefined();
  });

  it('keeps names whose hashes share a slot apart (a name found is the one asked for)', () => {
    // Many names that differ in one character: some land in the same slot, and each is still itself.
    const t = new ExactNames<Named>();
    const cards = Array.from({ length: 2_000 }, (_, i) => ({ name: String.fromCharCode(0x41 + (i % 26)) + String(i) }));
    for (const c of cards) t.add(c);
    for (const c of cards) expect(t.get(c.name)?.name).toBe(c.name);
  });

  it('tells apart two names with the same 32-bit hash (keyHash, FNV-1a, of "Card 129599" and "Card 732382")', () => {
    const t = new ExactNames<Named>();
    const a = { name: 'Card 129599' };
    const b = { name: 'Card 732382' };
    t.add(a);
    expect(t.get('Card 732382')).toBeUndefined();
    t.add(b);
    expect(t.get('Card 129599')).toBe(a);
    expect(t.get('Card 732382')).toBe(b);
  });

  describe('getAll: a deck\'s names looked up together, as get() finds each', () => {
    const cards = Array.from({ length: 500 }, (_, i) => ({ name: `Card ${i} of the table, ${'é'.repeat(i % 3)}` }));
    const filled = (): ExactNames<Named> => {
      const t = new ExactNames<Named>();
      for (const c of cards) t.add(c);
      return t;
    };
    const lines = (names: readonly string[]) => names.map((name) => ({ name }));
    it.each([
      ['no lines', [] as string[]],
      ['one card', ['Card 7 of the table, é']],
      [
        'cards, other spellings and names never added, mixed',
        ['Card 1 of the table, é', 'card 1 of the table, é', 'Lightning Bolt', 'Card 2 of the table, éé', '', 'Card 1 of the table, é '],
      ],
      ['the same card on several lines', ['Card 3 of the table, ', 'Card 4 of the table, é', 'Card 3 of the table, ']],
      [
        'more lines than the table\'s scratch space at first (64)',
        cards.slice(0, 200).map((c, i) => (i % 3 === 0 ? `${c.name}!` : c.name)),
      ],
    ])('%s', (_label, names) => {
      const t = filled();
      const all = t.getAll(lines(names));
      expect(all).toHaveLength(names.length);
      expect(all).toEqual(names.map((n) => t.get(n)));
      all.forEach((card, j) => expect(card === undefined || card.name === names[j]).toBe(true));
      // A shorter deck after a longer one: nothing of the longer one is left in the answer.
      const short = t.getAll(lines(names.slice(0, 2)));
      expect(short).toEqual(names.slice(0, 2).map((n) => t.get(n)));
    });

    it('finds nothing in an empty table', () => {
      expect(new ExactNames<Named>().getAll(lines(['Island', 'Forest']))).toEqual([undefined, undefined]);
    });

    it('tells apart two names with the same 32-bit hash ("Card 129599" and "Card 732382")', () => {
      const t = new ExactNames<Named>();
      const a = { name: 'Card 129599' };
      const b = { name: 'Card 732382' };
      t.add(a);
      // The slot of the hash is a's: the name asked for is not a's, so it is not found.
      expect(t.getAll(lines(['Card 732382', 'Card 129599']))).toEqual([undefined, a]);
      t.add(b);
      expect(t.getAll(lines(['Card 732382', 'Card 129599', 'Card 732382']))).toEqual([b, a, b]);
    });
  });

  it('clear empties it, and it fills again', () => {
    const t = new ExactNames<Named>();
    const a = { name: 'Island' };
    t.add(a);
    t.clear();
    expect(t.size).toBe(0);
    expect(t.get('Island')).toBeUndefined();
    t.add(a);
    expect(t.get('Island')).toBe(a);
  });
});

describe('a database card read by its own name', () => {
  let index: DatabaseIndex;
  beforeAll(async () => {
    const db = await readDatabaseFile(await fixtureDatabase('atomic'));
    if (!db) throw new Error('no fixture database');
    index = new DatabaseIndex(db, embeddedIndex());
  });
  afterAll(removeTempDirs);

  it('is its own NameRead: kind exact, its name key as key and group key, the same object every time', () => {
    const first = index.read('Lightning Bolt');
    expect(first.kind).toBe('exact');
    expect(first.card?.name).toBe('Lightning Bolt');
    expect(first.card).toBe(first);
    expect(first.key).toBe(nameKey('Lightning Bolt'));
    expect(first.groupKey).toBe(nameKey('Lightning Bolt'));
    expect(index.read('Lightning Bolt')).toBe(first);
    const again = index.resolve('Lightning Bolt');
    expect(again.kind === 'exact' && again.card).toBe(first.card);
  });

  it('another spelling of it is a NameRead of its own that names the same card', () => {
    const exact = index.read('Lightning Bolt');
    const other = index.read('lightning bolt');
    expect(other.kind).toBe('normalized');
    expect(other.card).toBe(exact.card);
    expect(other.groupKey).toBe(exact.groupKey);
    expect(other).not.toBe(exact);
  });

  it('readAll reads a deck\'s names as read() reads each; a name new to the index, on two lines, is one card', async () => {
    const db = await readDatabaseFile(await fixtureDatabase('atomic'));
    if (!db) throw new Error('no fixture database');
    const fresh = new DatabaseIndex(db, embeddedIndex());
    const names = ['Lightning Bolt', 'Tarmogoyf', 'lightning bolt', 'Lightnig Bolt', 'Lightning Bolt', 'Stomp', 'Tarmogoyf'];
    const reads = fresh.readAll([...names, 'Island'].map((name) => ({ name })));
    expect(reads.map((r) => r.kind)).toEqual(['exact', 'exact', 'normalized', 'unknown', 'exact', 'face', 'exact', 'exact']);
    reads.pop();
    expect(reads[4]).toBe(reads[0]);
    expect(reads[6]).toBe(reads[1]);
    // Read again, together or one by one, each name is what it was.
    expect(fresh.readAll(names.map((name) => ({ name })))).toEqual(reads);
    names.forEach((name, j) => expect(fresh.read(name)).toStrictEqual(reads[j]));
    expect(fresh.read('Lightning Bolt')).toBe(reads[0]);
  });

  it('its Resolution serialises with its kind, and the card with its own fields only', () => {
    const r = index.resolve('Lightning Bolt');
    const json = JSON.parse(JSON.stringify(r)) as { kind: string; card: Record<string, unknown> };
    expect(json.kind).toBe('exact');
    expect(json.card.name).toBe('Lightning Bolt');
    expect(Object.keys(json.card)).not.toContain('kind');
    expect(Object.keys(json.card)).not.toContain('groupKey');
  });
});
