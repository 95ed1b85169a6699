/**
 * The CSV reader: one fixture per exporter (the same Kaldheim pool each time), messy files, and edge cases.
 * The text pool fixtures/pools/khm/pool.txt is the reference every export must agree with, card by card.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { looksLikeCsv, parseCsvDeck, parseCsvDeckDetailed } from '../../src/parse/csv.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { ParsedDeck } from '../../src/parse/types.js';
import { REPO } from '../helpers.js';

function raw(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8');
}

/** Count per card, keyed by the front face (exports differ on writing double-faced cards whole or by front face). */
function totals(deck: ParsedDeck): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of deck.entries) {
    const key = nameKey(e.name).split(' // ')[0] ?? '';
    out[key] = (out[key] ?? 0) + e.count;
  }
  return out;
}

const reference = totals(parseTextDeck(raw('fixtures/pools/khm/pool.txt'), 'pool.txt'));

interface ExporterRow {
  file: string;
  layout: string;
  rows: number;
  bom: boolean;
  /** The line of the first card row. */
  firstLine: number;
  /** How the double-faced Alrund is written. */
  alrund: string;
}

const ALRUND_FULL = 'Alrund, God of the Cosmos // Hakka, Whispering Raven';
const ALRUND_FRONT = 'Alrund, God of the Cosmos';

const exporters: ExporterRow[] = [
  { file: 'fixtures/csv/manabox.csv', layout: 'ManaBox', rows: 53, bom: true, firstLine: 2, alrund: ALRUND_FULL },
  { file: 'fixtures/csv/moxfield.csv', layout: 'Moxfield', rows: 53, bom: true, firstLine: 2, alrund: ALRUND_FULL },
  { file: 'fixtures/csv/deckbox.csv', layout: 'Deckbox', rows: 53, bom: false, firstLine: 2, alrund: ALRUND_FULL },
  { file: 'fixtures/csv/tcgplayer.csv', layout: 'TCGplayer', rows: 53, bom: true, firstLine: 2, alrund: ALRUND_FRONT },
  { file: 'fixtures/csv/archidekt.csv', layout: 'Archidekt', rows: 53, bom: false, firstLine: 2, alrund: ALRUND_FULL },
  { file: 'fixtures/csv/mtggoldfish.csv', layout: 'MTGGoldfish', rows: 53, bom: false, firstLine: 2, alrund: ALRUND_FRONT },
  { file: 'fixtures/csv/dragonshield.csv', layout: 'DragonShield', rows: 53, bom: false, firstLine: 3, alrund: ALRUND_FRONT },
];

describe.each(exporters)('CSV export: $layout', (row) => {
  const text = raw(row.file);
  const { deck, layout } = parseCsvDeckDetailed(text, row.file);

  it('is recognised by its header and read without a problem', () => {
    expect(text.startsWith('\uFEFF')).toBe(row.bom);
    expect(looksLikeCsv(text)).toBe(true);
    expect(layout).toBe(row.layout);
    expect(deck.diagnostics).toEqual([]);
    expect(deck.entries).toHaveLength(row.rows);
    expect(deck.entries[0]).toMatchObject({ name: 'Augury Raven', count: 1, line: row.firstLine, section: 'main' });
  });

  it('holds the same cards as the text pool, duplicate rows summed by name', () => {
    expect(totals(deck)).toEqual(reference);
  });

  it('keeps quoted names with commas whole and reads the plain name', () => {
    const names = deck.entries.map((e) => e.name);
    expect(names).toContain('Koma, Cosmos Serpent');
    expect(names).toContain(row.alrund);
    expect(names.some((n) => /\(Showcase\)|\(Extended Art\)/.test(n))).toBe(false);
  });

  it('gives every row its own line, in file order', () => {
    const lines = deck.entries.map((e) => e.line);
    expect(lines).toEqual(lines.map((_, i) => row.firstLine + i));
  });
});

describe('CSV: messy files', () => {
  it('reports every row it cannot read, with its line, and reads the rest', () => {
    const deck = parseCsvDeck(raw('fixtures/csv/messy-moxfield.csv'), 'messy.csv');
    expect(deck.entries.map((e) => [e.line, e.count, e.name])).toEqual([
      [2, 2, 'Augury Raven'],
      [9, 1, 'Icehide Troll'],
      [11, 1, "Sarulf's Packmate"],
      [13, 1, 'Jaspera Sentinel'],
    ]);
    const errors = deck.diagnostics.filter((d) => d.severity === 'error');
    const warnings = deck.diagnostics.filter((d) => d.severity === 'warning');
    expect(errors.map((d) => d.line).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([5, 6, 8, 12]);
    expect(warnings.map((d) => d.line)).toEqual([7]);
    const byLine = new Map(deck.diagnostics.map((d) => [d.line, d.message]));
    expect(byLine.get(5)).toMatch(/count "x" of "Berg Strider" is not a whole number/);
    expect(byLine.get(6)).toMatch(/no card name/);
    expect(byLine.get(7)).toMatch(/count 0/);
    expect(byLine.get(8)).toMatch(/14 fields but the header has 13.*double quotes/);
    expect(byLine.get(12)).toMatch(/never closed/);
    for (const d of deck.diagnostics) expect(d.rule).toBe('parse-error');
  });

  it('an unknown header: no cards, one error naming the columns found and the columns expected', () => {
    const { deck, layout } = parseCsvDeckDetailed(raw('fixtures/csv/unknown-layout.csv'), 'x.csv');
    expect(layout).toBeNull();
    expect(deck.entries).toEqual([]);
    expect(deck.diagnostics).toHaveLength(1);
    expect(deck.diagnostics[0]).toMatchObject({ rule: 'parse-error', severity: 'error', line: 1 });
    expect(deck.diagnostics[0]?.message).toMatch(/columns: Card Title, Copies, Set/);
    expect(deck.diagnostics[0]?.message).toMatch(/count column \(Quantity, Count or Qty\)/);
    expect(deck.diagnostics[0]?.message).toMatch(/card-name column \(Name, Card Name, Card or Simple Name\)/);
    expect(deck.diagnostics[0]?.message).toMatch(/ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield/);
  });

  it('a header with a count but no name column asks for the name column only', () => {
    const deck = parseCsvDeck('Quantity,Title,Set\n1,Opt,XLN\n', 'x.csv');
    expect(deck.entries).toEqual([]);
    expect(deck.diagnostics.map((d) => d.line)).toEqual([1]);
    expect(deck.diagnostics[0]?.message).toMatch(/needs a card-name column/);
    expect(deck.diagnostics[0]?.message).not.toMatch(/count column/);
  });

  it('Excel with semicolons (and CRLF) is read', () => {
    const { deck, layout } = parseCsvDeckDetailed(raw('fixtures/csv/excel-semicolon.csv'), 'x.csv');
    expect(layout).toBe('CSV');
    expect(deck.entries.map((e) => [e.line, e.count, e.name, e.set])).toEqual([
      [2, 2, 'Augury Raven', 'KHM'],
      [3, 1, 'Koma, Cosmos Serpent', 'KHM'],
    ]);
  });
});

type Case = {
  name: string;
  text: string;
  entries: [count: number, name: string, line: number, section?: string][];
  errors?: number[];
  warnings?: number[];
};

const cases: Case[] = [
  {
    name: 'doubled quotes inside a quoted name',
    text: 'Quantity,Name\n1,"Kongming, ""Sleeping Dragon"""\n',
    entries: [[1, 'Kongming, "Sleeping Dragon"', 2]],
  },
  {
    name: 'a quoted field over two lines keeps the row on its first line, and later lines stay right',
    text: 'Quantity,Name,Notes\n1,Opt,"a\nb"\n2,Shock,\n',
    entries: [
      [1, 'Opt', 2],
      [2, 'Shock', 4],
    ],
  },
  {
    name: 'CR line endings',
    text: 'Quantity,Name\r1,Opt\r2,Shock\r',
    entries: [
      [1, 'Opt', 2],
      [2, 'Shock', 3],
    ],
  },
  {
    name: 'blank lines before the header',
    text: '\n\nCount,Name\n3,Opt\n',
    entries: [[3, 'Opt', 4]],
  },
  {
    name: 'header names in any case, spaces around cells',
    text: ' QUANTITY , "NAME" \n 2 , Opt \n',
    entries: [[2, 'Opt', 2]],
  },
  {
    name: 'a section column puts rows in the sideboard and maybeboard; type categories stay in the main deck',
    text: 'Quantity,Name,Board\n2,Opt,main\n1,Negate,Sideboard\n1,Shock,maybeboard\n1,Ponder,Instant\n',
    entries: [
      [2, 'Opt', 2, 'main'],
      [1, 'Negate', 3, 'sideboard'],
      [1, 'Shock', 4, 'maybeboard'],
      [1, 'Ponder', 5, 'main'],
    ],
  },
  {
    name: 'too few cells is fine when count and name are there',
    text: 'Quantity,Name,Set,Foil\n1,Opt\n',
    entries: [[1, 'Opt', 2]],
  },
  {
    name: 'a negative or fractional count is an error',
    text: 'Quantity,Name\n-1,Opt\n1.5,Shock\n100000,Ponder\n',
    entries: [],
    errors: [2, 3, 4],
  },
  {
    name: 'an unclosed quote at the end is reported and nothing after it is lost',
    text: 'Quantity,Name\n1,"Opt\n2,Shock\n',
    entries: [[2, 'Shock', 3]],
    errors: [2],
  },
  {
    name: 'only a header: no cards, no errors',
    text: 'Quantity,Name\n',
    entries: [],
  },
  { name: 'an empty file', text: '', entries: [], errors: [] },
];

describe.each(cases)('CSV: $name', (c) => {
  it('reads exactly these rows and reports exactly these lines', () => {
    const deck = parseCsvDeck(c.text, 'x.csv');
    expect(deck.entries.map((e) => [e.count, e.name, e.line, e.section])).toEqual(
      c.entries.map(([count, name, line, section]) => [count, name, line, section ?? 'main']),
    );
    const lines = (sev: string) =>
      deck.diagnostics.filter((d) => d.severity === sev && d.line !== null).map((d) => d.line);
    expect(lines('error')).toEqual(c.errors ?? []);
    expect(lines('warning')).toEqual(c.warnings ?? []);
  });
});

describe('CSV: the empty file', () => {
  it('says the file is empty', () => {
    const deck = parseCsvDeck('\uFEFF\n  \n', 'x.csv');
    expect(deck.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([['error', null, 'the file is empty: no cards to read.']]);
  });
});

describe('looksLikeCsv', () => {
  it.each([
    ['Quantity,Name\n1,Opt', true],
    ['"sep=,"\nFolder Name,Quantity', true],
    ['Qty;Card Name\n1;Opt', true],
    ['Count\tName\n1\tOpt', true],
    ['1 Kenrith, the Returned King\n4 Opt', false],
    ['Deck\n4 Lightning Bolt', false],
    ['Card Title,Copies\nOpt,1', false],
    ['', false],
  ])('%j → %s', (text, want) => {
    expect(looksLikeCsv(text)).toBe(want);
  });
});
