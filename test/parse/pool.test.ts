/** Pool files: text in any decklist syntax (every section counts) or CSV; when a pool cannot be used at all. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePool, unusablePoolReason } from '../../src/parse/pool.js';
import { REPO } from '../helpers.js';

function raw(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8');
}

interface Row {
  name: string;
  file: string;
  text: string;
  input: 'text' | 'csv';
  cards: number;
  warnings?: number[];
  errors?: number[];
}

const table: Row[] = [
  {
    name: 'an MTGO pool: everything in the sideboard section',
    file: 'pool.txt',
    text: raw('fixtures/pools/khm/pool.txt'),
    input: 'text',
    cards: 54,
  },
  {
    name: 'main deck and sideboard of a registered deck together are the pool',
    file: 'pool.txt',
    text: raw('fixtures/pools/khm/legal-with-sideboard.txt'),
    input: 'text',
    cards: 69,
  },
  {
    name: 'blank lines separate nothing in a pool: no "another blank line" warnings',
    file: 'pool.txt',
    text: '1 Opt\n\n2 Shock\n\n3 Ponder\n\n\n1 Negate\n',
    input: 'text',
    cards: 7,
  },
  {
    name: 'CRLF text with blank lines keeps its line numbers',
    file: 'pool.txt',
    text: '1 Opt\r\n\r\n???\r\n2 Shock\r\n',
    input: 'text',
    cards: 3,
    errors: [3],
  },
  {
    name: 'a maybeboard is not pool: warned at its header and not counted',
    file: 'pool.txt',
    text: 'Deck\n2 Opt\nMaybeboard\n3 Shock\n',
    input: 'text',
    cards: 2,
    warnings: [3],
  },
  {
    name: 'a CSV pool without the .csv extension is recognised by its header',
    file: 'pool.txt',
    text: raw('fixtures/csv/manabox.csv'),
    input: 'csv',
    cards: 54,
  },
  {
    name: 'a .csv file is read as CSV',
    file: 'pool.csv',
    text: raw('fixtures/csv/dragonshield.csv'),
    input: 'csv',
    cards: 54,
  },
];

describe.each(table)('pool: $name', (row) => {
  it('counts every pool card and reports what it does not understand', () => {
    const pool = parsePool(row.text, row.file);
    expect(pool.input).toBe(row.input);
    expect(pool.cards).toBe(row.cards);
    const lines = (sev: string) => pool.deck.diagnostics.filter((d) => d.severity === sev).map((d) => d.line);
    expect(lines('error')).toEqual(row.errors ?? []);
    expect(lines('warning')).toEqual(row.warnings ?? []);
    expect(unusablePoolReason(pool)).toBeUndefined();
  });
});

describe('pools that cannot be used', () => {
  it.each([
    ['an empty text file', 'pool.txt', '', /^pool\.txt: the file is empty/],
    ['only blank lines', 'pool.txt', '\n  \n', /^pool\.txt: the file is empty/],
    ['only junk', 'pool.txt', 'hello\n', /^pool\.txt:1: .*not a card line.*No card of the pool could be read\./],
    ['an unknown CSV header', 'pool.csv', 'Card Title,Copies\nOpt,1\n', /^pool\.csv:1: this CSV header is not one deckcheck can read \(columns: Card Title, Copies\)/],
    ['a CSV header and no rows', 'pool.csv', 'Quantity,Name\n', /^pool\.csv: the pool has no cards/],
  ])('%s', (_label, file, text, want) => {
    expect(unusablePoolReason(parsePool(text, file))).toMatch(want);
  });
});
