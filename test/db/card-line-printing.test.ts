/**
 * Formats 4 and 5 of the card database: a card line names the printing most likely to bring the card into a card pool
 * by itself (formats/pool leadPrintingIndex: the earliest of those the eternal pool takes on paper) and where it is
 * among the card's printings, and its facts line the others, so a card pool reads most cards without their facts line.
 * Format 5 names the printing by its number in the `leads` section (and the card's profile by its number in
 * `profiles`), format 4 holds its text. The compiler splits a card's printings so (all of them stay in the facts line
 * when the chosen one's string holds a tab or a line break); the reader gives every card the printings, in their
 * order, and the lead printing its source has, from a file of format 5, of format 4, of format 3 (the card line holds
 * the first printing) and of format 2 (all printings in the facts line), and it still refuses format 1. Held on the
 * built-in snapshot too.
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
import { leadPrintingIndex } from '../../src/formats/pool.js';
import { REPO } from '../helpers.js';
import { asFormat4, testHeader } from './db-helpers.js';

const p = (set: string, more: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity: 'common', availability: ['paper'], ...more });

/**
 * Cards with no printing, one, several led by their first, several led by another (an online promo, an Arena-only
 * printing and a funny one before the earliest paper printing), a first printing with a flavor name of accents and
 * quotes, and one with a tab.
 */
const SOURCE: readonly (readonly [string, readonly PrintingFacts[] | undefined])[] = [
  ['No Printings', undefined],
  ['Empty Printings', []],
  ['One Printing', [p('LEA', { rarity: 'rare' })]],
  ['Many Printings', [p('M11', { date: '2010-07-16' }), p('PRM', { promo: true, availability: ['mtgo'] }), p('UNH', { funny: true })]],
  [
    'Late Lead',
    [
      p('PRM', { promo: true, availability: ['mtgo'] }),
      p('J21', { availability: ['arena'] }),
      p('UST', { funny: true, date: '1990-01-01' }),
      p('M11', { date: '2010-07-16' }),
      p('LEA', { date: '1993-08-05' }),
      p('2XM', { date: '2020-08-07' }),
    ],
  ],
  ['Flavored', [p('SLD', { flavorName: 'Déjà "Vu" \\ Ψ' }), p('2XM')]],
  ['Tabbed', [p('SLD', { flavorName: 'a\tb' }), p('2XM')]],
];

/** Where SOURCE's card of this name has its lead printing (the earliest paper one the eternal pool takes). */
const LEAD_AT: Readonly<Record<string, number>> = { 'Late Lead': 4 };

const facts = (printings: readonly PrintingFacts[] | undefined): CardFacts => ({
  layout: 'normal',
  manaValue: 1,
  colorIdentity: ['R'],
  ...(printings !== undefined ? { printings } : {}),
});

/**
 * The lines of a card as a file of format 3 holds them: its first printing on its card line, the others in its facts
 * line (all of them there when that one's string holds a tab).
 */
function format3(printings: readonly PrintingFacts[] | undefined): Pick<CompiledCard, 'lead' | 'facts'> {
  const [first, ...rest] = printings ?? [];
  const lead = first === undefined ? undefined : encodePrinting(first);
  if (lead === undefined || lead.includes('\t')) return { facts: encodeFacts(facts(printings)) };
  return { lead, facts: encodeFacts(facts(rest)) };
}

/**
 * The database of SOURCE: as the compiler writes it (format 5), as an earlier deckcheck wrote it (format 4: the card
 * lines hold their fields' text), with each card's first printing on its card line (format 3), or with every printing
 * in the facts line (format 2).
 */
function database(format: 2 | 3 | 4 | 5): Buffer {
  const cards: CompiledCard[] = SOURCE.map(([name, printings]) => ({
    name,
    supertypes: [],
    types: ['Instant'],
    legal: '',
    ...(format >= 4 ? factsOfCard(facts(printings)) : format === 3 ? format3(printings) : { facts: encodeFacts(facts(printings)) }),
  }));
  const records: NameRecord[] = SOURCE.map(([name], id) => ({ key: nameKey(name), cards: [id], faces: [], aliases: [] }));
  const info = testHeader({ cards: cards.length, names: records.length, holds: { characteristics: true, printings: true } });
  const bytes = encodeDatabase(info, cards, records, [], { candidates: [], postings: new Map() });
  if (format === 5) return bytes;
  const format4 = asFormat4(bytes);
  if (format === 4) return format4;
  // The same bytes with the header's version (one digit, so every offset stays) set back.
  const text = format4.toString('latin1');
  const older = text.replace('"formatVersion":4', `"formatVersion":${format}`);
  expect(older).not.toBe(text);
  return Buffer.from(older, 'latin1');
}

/** The printing a file of `format` gives a card as its lead: the chosen one (format 4 on), else the first. */
function leadOf(format: 2 | 3 | 4 | 5, name: string, printings: readonly PrintingFacts[] | undefined): PrintingFacts | null {
  return printings?.[format >= 4 ? (LEAD_AT[name] ?? 0) : 0] ?? null;
}

/** The lines of a section of a file, as text. */
function sectionLines(bytes: Buffer, name: 'cards' | 'profiles' | 'leads'): string[] {
  const db = decodeDatabase(bytes);
  const r = db.range[name];
  return r ? db.buf.toString('utf8', r[0], r[1]).split('\n') : [];
}

describe('the compiler', () => {
  it('writes the lead printing on the card line and the others in the facts line, in their order', () => {
    const many = SOURCE[3]?.[1] ?? [];
    expect(factsOfCard(facts(many))).toEqual({ lead: encodePrinting(many[0] as PrintingFacts), facts: encodeFacts(facts(many.slice(1))) });
    const one = SOURCE[2]?.[1] ?? [];
    expect(factsOfCard(facts(one))).toEqual({ lead: encodePrinting(one[0] as PrintingFacts), facts: encodeFacts(facts([])) });
    const late = SOURCE[4]?.[1] ?? [];
    expect(factsOfCard(facts(late))).toEqual({
      lead: encodePrinting(late[4] as PrintingFacts),
      leadAt: 4,
      facts: encodeFacts(facts([...late.slice(0, 4), ...late.slice(5)])),
    });
  });

  it('leads with the earliest printing the eternal pool takes on paper: not online or Arena alone, not funny', () => {
    expect(SOURCE.map(([, printings]) => leadPrintingIndex(printings ?? []))).toEqual([0, 0, 0, 0, 4, 0, 0]);
    // None taken: the first.
    expect(leadPrintingIndex([p('PRM', { availability: ['mtgo'] }), p('UNH', { funny: true })])).toBe(0);
  });

  it('keeps every printing in the facts line when the card has none, or the lead one holds a tab', () => {
    expect(factsOfCard(facts(undefined))).toEqual({ facts: encodeFacts(facts(undefined)) });
    expect(factsOfCard(facts([]))).toEqual({ facts: encodeFacts(facts([])) });
    const tabbed = SOURCE[6]?.[1] ?? [];
    expect(factsOfCard(facts(tabbed))).toEqual({ facts: encodeFacts(facts(tabbed)) });
  });

  it('names the profile, then the lead printing when the card has one, then where it is when that is not its first', () => {
    const bytes = database(5);
    const lines = sectionLines(bytes, 'cards').slice(0, SOURCE.length);
    expect(lines.map((l) => l.split('\t').length)).toEqual([2, 2, 3, 3, 4, 3, 2]);
    // One profile for all (no supertypes, Instant, no legalities, no limit); each lead printing once, in card order.
    expect(lines.map((l) => l.split('\t')[1])).toEqual(['0', '0', '0', '0', '0', '0', '0']);
    expect(sectionLines(bytes, 'profiles')).toEqual(['\tInstant\t\t', '']);
    expect(lines.map((l) => l.split('\t')[2])).toEqual([undefined, undefined, '0', '1', '2', '3', undefined]);
    expect(lines[4]?.split('\t')[3]).toBe('4');
    expect(sectionLines(bytes, 'leads')).toEqual(['LEA|r|p|||', 'M11|c|p||2010-07-16|', 'LEA|c|p||1993-08-05|', 'SLD|c|p|||Déjà "Vu" \\ Ψ', '']);
  });

  it('writes the same cards in format 4 with the profile and the lead printing on the card line itself', () => {
    const lines = sectionLines(database(4), 'cards').slice(0, SOURCE.length);
    expect(lines.map((l) => l.split('\t').length)).toEqual([5, 5, 6, 6, 7, 6, 5]);
    expect(lines[4]?.split('\t').slice(5)).toEqual(['LEA|c|p||1993-08-05|', '4']);
    expect(lines[5]?.split('\t')[5]).toBe('SLD|c|p|||Déjà "Vu" \\ Ψ');
  });
});

describe.each([5, 4, 3, 2] as const)('a file of format %i', (format) => {
  const index = new DatabaseIndex(decodeDatabase(database(format)), embeddedIndex());

  it('gives every card the printings of its source in their order, and its lead printing', () => {
    for (const [name, printings] of SOURCE) {
      const card = index.read(name).card;
      expect(card?.printings, name).toEqual(printings);
      expect(card?.leadPrinting?.(), name).toEqual(leadOf(format, name, printings));
    }
  });

  it('reads the lead printing alone, before the printings are decoded (a fresh index)', () => {
    const fresh = new DatabaseIndex(decodeDatabase(database(format)), embeddedIndex());
    for (const [name, printings] of SOURCE) expect(fresh.read(name).card?.leadPrinting?.(), name).toEqual(leadOf(format, name, printings));
  });
});

describe('the reader', () => {
  it('refuses a file of format 1 with the versions it reads', () => {
    const text = database(5).toString('latin1').replace(`"formatVersion":${DB_FORMAT_VERSION}`, '"formatVersion":1');
    expect(() => decodeDatabase(Buffer.from(text, 'latin1'))).toThrow(/different version of deckcheck \(format 1, this version reads 2, 3, 4 and 5\)/);
  });

  it('refuses a file of format 5 without its profiles or lead printings as damaged', () => {
    const text = database(5).toString('latin1');
    for (const section of ['profiles', 'leads']) {
      const damaged = text.replace(`"${section}":`, `"${section.toUpperCase()}":`);
      expect(damaged).not.toBe(text);
      expect(() => decodeDatabase(Buffer.from(damaged, 'latin1'))).toThrow(/card profiles or lead printings are missing \(the file is damaged\)/);
    }
  });

  it('reads a profile or lead printing number the file does not have as no profile (no types) and no lead printing', () => {
    const text = database(5).toString('latin1');
    // Late Lead: profile 0, lead printing 2, the fifth of its printings.
    const damaged = Buffer.from(text.replace('Late Lead\t0\t2\t4\n', 'Late Lead\t9\tx\t4\n'), 'latin1');
    expect(damaged.toString('latin1')).not.toBe(text);
    const card = new DatabaseIndex(decodeDatabase(damaged), embeddedIndex()).read('Late Lead').card;
    expect(card?.types).toEqual([]);
    expect(card?.leadPrinting?.()).toEqual(SOURCE[4]?.[1]?.[0]);
    // The facts line's printings alone: the lead printing is not among them.
    expect(card?.printings?.map((x) => x.set)).toEqual(['PRM', 'J21', 'UST', 'M11', '2XM']);
  });

  it.each([5, 4] as const)('takes a lead position that is not a number as the first (a damaged line), and one past the others as the last (format %i)', (format) => {
    const text = database(format).toString('latin1');
    const line = format === 5 ? 'Late Lead\t0\t2\t4\n' : '|1993-08-05|\t4\n';
    for (const [written, printings] of [
      ['x', ['LEA', 'PRM', 'J21', 'UST', 'M11', '2XM']],
      ['9', ['PRM', 'J21', 'UST', 'M11', '2XM', 'LEA']],
    ] as const) {
      const damaged = Buffer.from(text.replace(line, line.replace('\t4\n', `\t${written}\n`)), 'latin1');
      expect(damaged.toString('latin1')).not.toBe(text);
      expect(damaged.length).toBe(text.length);
      const card = new DatabaseIndex(decodeDatabase(damaged), embeddedIndex()).read('Late Lead').card;
      expect(card?.printings?.map((x) => x.set), written).toEqual(printings);
    }
  });
});

describe('the built-in card snapshot', () => {
  it('is of format 5: each card line with a printing names its chosen lead and where it is, which the facts line leaves out', async () => {
    const db = await readDatabaseFile(path.join(REPO, 'data/card-snapshot'));
    if (!db) throw new Error('no data/card-snapshot/cards.db');
    expect(db.header.formatVersion).toBe(5);
    db.need('cards');
    db.need('facts');
    db.need('leads');
    const cardLines = db.buf.toString('utf8', ...db.range.cards).split('\n');
    const leads = db.range.leads ? db.buf.toString('utf8', ...db.range.leads).split('\n') : [];
    const factLines = db.buf.toString('utf8', ...db.range.facts).split('\n');
    const index = new DatabaseIndex(db, embeddedIndex());
    const sets = index.sets();
    let onCardLine = 0;
    let notFirst = 0;
    for (let id = 0; id < db.header.cards; id++) {
      const [number, at = '0'] = cardLines[id]?.split('\t').slice(2) ?? [];
      const lead = number === undefined ? undefined : leads[Number(number)];
      const inFacts = (JSON.parse(factLines[id] ?? '[]') as unknown[])[8] as string[] | undefined;
      const printings = index.card(id).printings ?? [];
      if (lead === undefined) {
        expect(inFacts ?? [], cardLines[id]).toEqual(printings.map(encodePrinting));
        continue;
      }
      onCardLine++;
      const where = Number(at);
      if (where > 0) notFirst++;
      expect(where, cardLines[id]).toBe(leadPrintingIndex(printings, sets));
      const rest = inFacts ?? [];
      expect([...rest.slice(0, where), lead, ...rest.slice(where)], cardLines[id]).toEqual(printings.map(encodePrinting));
    }
    expect(onCardLine).toBeGreaterThan(30_000);
    expect(notFirst).toBeGreaterThan(1_000);
  });
});
