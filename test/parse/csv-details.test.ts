/**
 * CSV details a reader relies on: section, set and number columns read wherever they stand (the first column
 * too), a row too short to reach the section cell is a main-deck card, the largest count accepted, and the columns a
 * file without a count or name column is told it has.
 */
import { describe, expect, it } from 'vitest';
import { MAX_COUNT } from '../../src/parse/text.js';
import { parseCsvDeckDetailed } from '../../src/parse/csv.js';

describe('CSV details', () => {
  it.each<[string, string, { count: number; name: string; section: string; line: number; set?: string; collectorNumber?: string }[], Record<string, number>]>([
    [
      'the section in the first column',
      'Section,Quantity,Name\nSideboard,2,Duress\nMain,4,Opt\n',
      [
        { count: 2, name: 'Duress', section: 'sideboard', line: 2 },
        { count: 4, name: 'Opt', section: 'main', line: 3 },
      ],
      { sideboard: 2, main: 3 },
    ],
    [
      'the set code in the first column',
      'Set Code,Quantity,Name\nxln,1,Opt\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 2, set: 'XLN' }],
      {},
    ],
    [
      'the collector number in the first column',
      'Collector Number,Quantity,Name\n65,1,Opt\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 2, collectorNumber: '65' }],
      {},
    ],
    [
      'a row that stops before the section cell is a main-deck card',
      'Quantity,Name,Board\n1,Opt,Sideboard\n2,Duress\n',
      [
        { count: 1, name: 'Opt', section: 'sideboard', line: 2 },
        { count: 2, name: 'Duress', section: 'main', line: 3 },
      ],
      { sideboard: 2, main: 3 },
    ],
    [
      'a section cell with blank parts and card types before the section',
      'Quantity,Name,Board\n1,Opt,"; Instants | Sideboard"\n',
      [{ count: 1, name: 'Opt', section: 'sideboard', line: 2 }],
      { sideboard: 2 },
    ],
    ['the largest count', `Quantity,Name\n${MAX_COUNT},Relentless Rats\n`, [{ count: MAX_COUNT, name: 'Relentless Rats', section: 'main', line: 2 }], {}],
  ])('%s', (_label, text, entries, sectionLines) => {
    const r = parseCsvDeckDetailed(text, 'x.csv');
    expect(r.deck.diagnostics).toEqual([]);
    expect(r.deck.entries.map(({ count, name, section, line, set, collectorNumber }) => ({ count, name, section, line, ...(set ? { set } : {}), ...(collectorNumber ? { collectorNumber } : {}) }))).toEqual(entries);
    expect(r.deck.sectionLines).toEqual(sectionLines);
  });

  it('one more than the largest count is an error', () => {
    const r = parseCsvDeckDetailed(`Quantity,Name\n${MAX_COUNT + 1},Relentless Rats\n`, 'x.csv');
    expect(r.deck.entries).toEqual([]);
    expect(r.deck.diagnostics.map((d) => d.line)).toEqual([2]);
  });

  it.each([
    [12, 'A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12.'],
    [13, 'A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, ….'],
  ])('a file without count and name columns is told its first twelve columns (%i columns)', (n, shown) => {
    const header = Array.from({ length: n }, (_, i) => ` A${i + 1} `).join(',');
    const r = parseCsvDeckDetailed(`${header}\n${Array.from({ length: n }, () => 'x').join(',')}\n`, 'x.csv');
    const message = r.deck.diagnostics[0]?.message ?? '';
    expect(message).toContain(shown.slice(0, -1));
    expect(message.includes('…')).toBe(n > 12);
  });
});
