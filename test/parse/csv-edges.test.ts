/**
 * CSV edges a user meets with hand-edited or re-saved files: the exporter told apart only by its full set of columns,
 * a last row without a line end, blank lines before Excel's `sep=` line, a header with empty or padded cells, set
 * codes padded with spaces, a board called "About", and a file whose quotes never close, line after line.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeCsv, parseCsvDeckDetailed } from '../../src/parse/csv.js';

function read(text: string) {
  return parseCsvDeckDetailed(text, 'x.csv');
}

describe('CSV exporters are told apart by all of their columns', () => {
  it.each([
    ['Folder Name,Quantity,Trade Quantity,Card Name', 'DragonShield'],
    // DragonShield needs all three of its columns.
    ['Quantity,Trade Quantity,Card Name', 'CSV'],
    ['Quantity,Folder Name,Trade Quantity,Name', 'CSV'],
    ['Folder Name,Quantity,Card Name', 'CSV'],
    ['Binder Name,Binder Type,Quantity,Name', 'ManaBox'],
    ['Binder Name,Quantity,Name', 'CSV'],
    ['Binder Type,Quantity,Name', 'CSV'],
    ['Quantity,Name,Edition Code,Finish', 'Archidekt'],
    ['Quantity,Name,Edition Name,Date Added', 'Archidekt'],
    // Archidekt needs a quantity, an edition and a finish or date.
    ['Quantity,Name,Finish', 'CSV'],
    ['Quantity,Name,Edition Code', 'CSV'],
    ['Count,Name,Edition Code,Finish', 'CSV'],
  ])('%s → %s', (header, layout) => {
    const r = read(`${header}\n${header.split(',').map((c) => (/quantity|count/i.test(c) ? '1' : 'Opt')).join(',')}\n`);
    expect(r.layout).toBe(layout);
    expect(r.deck.entries.map((e) => [e.count, e.name])).toEqual([[1, 'Opt']]);
  });
});

describe('CSV rows and headers', () => {
  it('reads the last row when the file does not end with a line end', () => {
    expect(read('Quantity,Name\n4,Opt\n2,Duress').deck.entries.map((e) => [e.count, e.name, e.line])).toEqual([
      [4, 'Opt', 2],
      [2, 'Duress', 3],
    ]);
  });

  it('skips blank lines (spaces too) before the sep= line', () => {
    const r = read('\n   \nsep=;\nQuantity;Name\n4;Opt\n');
    expect(r.deck.diagnostics).toEqual([]);
    expect(r.deck.entries.map((e) => [e.count, e.name, e.line])).toEqual([[4, 'Opt', 5]]);
  });

  it('names a header cell by its text, spaces and quotes around it removed', () => {
    const r = read('Quantity, "Name" ,Set\n4,Opt, m21 \n');
    expect(r.deck.entries).toEqual([{ count: 4, name: 'Opt', section: 'main', line: 2, column: 1, set: 'M21' }]);
  });

  it('does not take a column with a quote inside its name for that column', () => {
    const r = read('Quantity,Na"me\n4,Opt\n');
    expect(r.deck.entries).toEqual([]);
    expect(r.deck.diagnostics[0]?.message).toContain('(columns: Quantity, Na"me)');
  });

  it('lists the columns of an unreadable header without the empty ones', () => {
    const message = read('Foo,, Bar ,\n1,2,3,\n').deck.diagnostics[0]?.message ?? '';
    expect(message).toContain('(columns: Foo, Bar)');
  });

  it('reads a board called "About" as the main deck', () => {
    const r = read('Quantity,Name,Board\n4,Opt,About\n2,Duress,Sideboard\n');
    expect(r.deck.entries.map((e) => [e.name, e.section])).toEqual([
      ['Opt', 'main'],
      ['Duress', 'sideboard'],
    ]);
  });
});

describe('unclosed quotes, line after line', () => {
  // Each `4","Opt` row opens a quote that the rest of the file never closes; reading resumes on the next line.
  const rows = (n: number) => `Quantity,Name\n${Array.from({ length: n }, () => '4","Opt').join('\n')}\n`;

  it('reports each of the first 21 at its own line', () => {
    const r = read(rows(21));
    expect(r.deck.diagnostics.map((d) => d.line)).toEqual(Array.from({ length: 21 }, (_, i) => i + 2));
    expect(r.deck.diagnostics.every((d) => d.message.includes('is never closed'))).toBe(true);
  });

  it('reports the rest of the file in one finding after 21', () => {
    const r = read(rows(25));
    expect(r.deck.diagnostics.map((d) => d.line)).toEqual([...Array.from({ length: 21 }, (_, i) => i + 2), 23]);
    expect(r.deck.diagnostics.at(-1)?.message).toBe(
      'lines 23-26 were not read: too many unclosed quotes before them. Check the quotes in the file (a field that ' +
        'starts with " must end with ").',
    );
  });
});

describe('looksLikeCsv', () => {
  it('finds a header after up to 19 blank lines, CRLF counted as one line end', () => {
    expect(looksLikeCsv(`${'\r\n'.repeat(19)}Quantity,Name\r\n4,Opt\r\n`)).toBe(true);
    expect(looksLikeCsv(`${'\r\n'.repeat(20)}Quantity,Name\r\n4,Opt\r\n`)).toBe(false);
    expect(looksLikeCsv(`${'\r'.repeat(19)}Quantity,Name\r4,Opt\r`)).toBe(true);
  });
});
