/**
 * A card's own fields read from its line in the cards section (name, supertypes, types, legalities, deck limit): read
 * from the bytes, they are what the line's text split at its tabs gives (format 5: the name, and the number of its
 * profile, whose line in the profiles section holds the rest; format 4: all on the card line), for every card of a
 * database larger than the reader's first table of cards, on a clean file and on one with random bytes in its cards
 * section. A card read again is the same object, before and after the table of cards read grows.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex, type CardInfo, type Legality } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { DECK_LIMITS, type DeckLimit } from '../../src/data/deck-limits.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { decodeDatabase, encodeDatabase, type CompiledCard, type NameRecord } from '../../src/db/file.js';
import { rng } from '../helpers.js';
import { asFormat4, testHeader } from './db-helpers.js';

/** More cards than the reader keeps in its first table (256), so a run reads past it. */
const CARDS = 700;
const FORMATS = ['legacy', 'vintage', 'modern'];

/** A card whose copy limit only the embedded facts give (its line leaves the field empty). */
const EMBEDDED = DECK_LIMITS[0];

function cards(): CompiledCard[] {
  return Array.from({ length: CARDS }, (_, i) => {
    const name = i === 1 && EMBEDDED ? EMBEDDED.name : i % 7 === 0 ? `Nazgûl Ælf ${i}` : `Line Card ${i}`;
    const supertypes = [[], ['Legendary'], ['Basic', 'Snow'], ['Basic'], ['World']][i % 5] ?? [];
    const types = [['Creature'], ['Artifact', 'Creature'], ['Land'], ['Tÿpe'], ['Instant']][i % 5] ?? [];
    const legal = ['lll', 'lbr', '-l-', 'rrr', 'l'][i % 5] ?? '';
    const deckLimit: DeckLimit | undefined = i % 11 === 0 ? 'any' : i % 13 === 0 ? 7 : undefined;
    return { name, supertypes, types, legal, ...(deckLimit !== undefined ? { deckLimit } : {}), facts: '[]' };
  });
}

/** The database of `list` in format 5 (as deckcheck writes it) or 4 (as an earlier deckcheck did). */
function database(list: readonly CompiledCard[], format: 4 | 5): Buffer {
  const records: NameRecord[] = list.map((c, id) => ({ key: nameKey(c.name), cards: [id], faces: [], aliases: [] }));
  const info = testHeader({ cards: list.length, names: records.length, formats: FORMATS });
  const bytes = encodeDatabase(info, list, records, [], { candidates: [], postings: new Map() });
  return format === 5 ? bytes : asFormat4(bytes);
}

const LEGALITY: Readonly<Record<string, Legality>> = { l: 'legal', b: 'banned', r: 'restricted', '-': 'not_legal' };
const EMBEDDED_LIMITS = new Map(DECK_LIMITS.map((f) => [f.name, f.limit]));

/**
 * The plain reading of a card line: its text split at its tabs (the first five fields; missing ones empty). In format 5
 * (`profiles`: the profiles section's lines), the second field is the number of the profile line that holds the next
 * four; one that is not a number the section has gives none.
 */
function plainCard(
  line: string,
  profiles?: readonly string[],
): Pick<CardInfo, 'name' | 'basic' | 'deckLimit' | 'supertypes' | 'types' | 'legalities'> {
  const [own = '', number = ''] = line.split('\t');
  const fields =
    profiles === undefined
      ? line
      : `${own}\t${/^[0-9]+$/.test(number) && Number(number) < profiles.length - 1 ? profiles[Number(number)] : ''}`;
  const [name = '', supers = '', types = '', legal = '', limit = ''] = fields.split('\t');
  const words = (text: string): string[] => (text === '' ? [] : text.split(' '));
  const legalities: Record<string, Legality> = {};
  FORMATS.forEach((f, i) => {
    legalities[f] = LEGALITY[legal.charAt(i)] ?? 'not_legal';
  });
  return {
    name,
    basic: words(supers).includes('Basic'),
    deckLimit: limit === '' ? EMBEDDED_LIMITS.get(name) : limit === 'any' ? 'any' : Number(limit),
    supertypes: words(supers),
    types: words(types),
    legalities,
  };
}

function fields(card: CardInfo): unknown {
  const { name, basic, deckLimit, supertypes, types, legalities } = card;
  return { name, basic, deckLimit, supertypes, types, legalities };
}

/** The profiles section's lines (format 5; its last line is empty), or undefined (format 4). */
function profileLines(buf: Buffer): string[] | undefined {
  const r = decodeDatabase(buf).range.profiles;
  return r ? buf.toString('utf8', r[0], r[1]).split('\n') : undefined;
}

/** Every card's line as text, by the card offsets table. */
function lines(buf: Buffer): string[] {
  const db = decodeDatabase(buf);
  const [table] = db.range.cardOffsets;
  const [first, last] = db.range.cards;
  return Array.from({ length: db.header.cards }, (_, id) => {
    const start = Math.min(last, first + buf.readUInt32LE(table + 4 * id));
    const end = Math.max(start, Math.min(last, first + buf.readUInt32LE(table + 4 * id + 4) - 1));
    return buf.toString('utf8', start, end);
  });
}

describe.each([5, 4] as const)('a card line of a file of format %i read from its bytes', (format) => {
  it('gives each card the fields its line split at its tabs gives, and the same object when read again', () => {
    const buf = database(cards(), format);
    const index = new DatabaseIndex(decodeDatabase(buf), embeddedIndex());
    const text = lines(buf);
    const profiles = profileLines(buf);
    expect(profiles === undefined).toBe(format === 4);
    const first = Array.from({ length: CARDS }, (_, id) => index.card(id));
    first.forEach((card, id) => {
      expect(fields(card), `card ${id}`).toEqual(plainCard(text[id] ?? '', profiles));
      expect(index.cardName(id)).toBe(card.name);
    });
    // Read again, after the table has grown past its first form: the same objects.
    for (let id = 0; id < CARDS; id++) expect(index.card(id)).toBe(first[id]);
    expect(first[1]?.deckLimit).toBe(EMBEDDED?.limit);
    expect(first[11]?.deckLimit).toBe('any');
    expect(first[13]?.deckLimit).toBe(7);
    expect(first[0]?.name).toBe('Nazgûl Ælf 0');
    expect(first[3]?.types).toEqual(['Tÿpe']);
    expect(first[2]?.basic).toBe(true);
    // Cards share the list of each distinct text (frozen).
    expect(first[5]?.types).toBe(first[0]?.types);
    expect(Object.isFrozen(first[7]?.supertypes)).toBe(true);
    // The fields after the name are read from a profile the cards share: a card's own property is its name, so a
    // card spread or written as JSON is its name alone.
    expect(first[10]?.legalities).toBe(first[5]?.legalities);
    expect(Object.keys(first[0] ?? {})).toEqual(['name']);
    expect(JSON.parse(JSON.stringify(first[13]))).toEqual({ name: first[13]?.name });
  });

  it('merges facts added later into the card of that name: its line\'s fields win, a copy limit it lacks is added', () => {
    const buf = database(cards(), format);
    const index = new DatabaseIndex(decodeDatabase(buf), embeddedIndex());
    const line = plainCard(lines(buf)[4] ?? '', profileLines(buf));
    expect(line.deckLimit).toBeUndefined();
    const added = { name: 'Line Card 4', basic: true, deckLimit: 'any', types: ['Scheme'], owner: 'a plane deck' };
    index.add(added as CardInfo);
    const card = index.card(4);
    expect(fields(card)).toEqual({ ...line, basic: true, deckLimit: 'any' });
    // The added card's other fields are the card's own; its facts are still read from the data.
    expect((card as unknown as { owner?: string }).owner).toBe('a plane deck');
    expect(Object.keys(card)).toEqual(['name', 'owner']);
  });

  it.each([1, 2, 3, 4, 5, 6])('random bytes in the cards section (round %i): the fields the plain split gives, never a crash', (round) => {
    const random = rng(round * 7_919);
    const buf = database(cards(), format);
    const [start, end] = decodeDatabase(buf).range.cards;
    for (let i = 0, n = 1 + Math.floor(random() * 200); i < n; i++) {
      const at = start + Math.floor(random() * (end - start));
      // Tabs, spaces, line breaks and digits are what the reader looks for; 0xff and 0xc3 are not UTF-8 on their own.
      buf[at] = [0x09, 0x20, 0x0a, 0x37, 0xff, 0xc3, Math.floor(random() * 256)][Math.floor(random() * 7)] ?? 0;
    }
    const index = new DatabaseIndex(decodeDatabase(buf), embeddedIndex());
    const text = lines(buf);
    // In a random order, so some cards are first read after the table has grown.
    const ids = Array.from({ length: CARDS }, (_, id) => id).sort(() => random() - 0.5);
    const profiles = profileLines(buf);
    for (const id of ids) expect(fields(index.card(id)), `card ${id}`).toEqual(plainCard(text[id] ?? '', profiles));
  });
});
