/**
 * CSV card lists: which header names are read as which column (every spelling deckcheck knows, and which one wins
 * when a file has several), rows of empty cells, a section cell with several values, and the first lines that make a
 * file CSV.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeCsv, parseCsvDeckDetailed } from '../../src/parse/csv.js';

type Entry = { count: number; name: string; section: string; line: number; column: number; set?: string; collectorNumber?: string };

describe('CSV: column names', () => {
  it.each<[string, string, Entry[], Record<string, number>, string]>([
    [
      'Quantity wins over Count, Simple Name over Name',
      'Quantity,Count,Simple Name,Name\n2,3,Opt,Opt (Foil)\n',
      [{ count: 2, name: 'Opt', section: 'main', line: 2, column: 1 }],
      {},
      'TCGplayer',
    ],
    [
      'Amount, CardName, SetCode, Collector_Number, Zone',
      'Amount,CardName,SetCode,Collector_Number,Zone\n1,Opt,xln,65,side\n',
      [{ count: 1, name: 'Opt', section: 'sideboard', line: 2, column: 1, set: 'XLN', collectorNumber: '65' }],
      { sideboard: 2 },
      'CSV',
    ],
    [
      'Qty, Card_Name, Set_Code, Number, Category',
      'Qty,Card_Name,Set_Code,Number,Category\n1,Opt,XLN,66,Commander\n',
      [{ count: 1, name: 'Opt', section: 'commander', line: 2, column: 1, set: 'XLN', collectorNumber: '66' }],
      { commander: 2 },
      'CSV',
    ],
    [
      'Count, Card, Set, Card Number, Section',
      'Count,Card,Set,Card Number,Section\n1,Opt,XLN,67,Maybeboard\n',
      [{ count: 1, name: 'Opt', section: 'maybeboard', line: 2, column: 1, set: 'XLN', collectorNumber: '67' }],
      { maybeboard: 2 },
      'CSV',
    ],
    [
      'Set Code wins over Edition Code and Set ID',
      'Quantity,Name,Set ID,Edition Code,Set Code\n1,Opt,a,b,XLN\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 2, column: 1, set: 'XLN' }],
      {},
      'CSV',
    ],
    [
      'a header cell in quotes with two blanks inside',
      'Quantity,"Card  Name"\n1,Opt\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 2, column: 1 }],
      {},
      'CSV',
    ],
    [
      'rows of empty or blank cells are skipped',
      'Quantity,Name\n,,\n , \n1,Opt\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 4, column: 1 }],
      {},
      'CSV',
    ],
    [
      'a section cell: a card type is passed over for the section after it; an empty cell is the main deck',
      'Quantity,Name,Board\n1,Opt,"Creatures, Companion"\n1,Opt,\n',
      [
        { count: 1, name: 'Opt', section: 'companion', line: 2, column: 1 },
        { count: 1, name: 'Opt', section: 'main', line: 3, column: 1 },
      ],
      { companion: 2, main: 3 },
      'CSV',
    ],
    [
      'a quoted sep= line and CRLF: lines are counted from the sep line',
      '"sep=;"\r\nQuantity;Name\r\n1;Opt\r\n',
      [{ count: 1, name: 'Opt', section: 'main', line: 3, column: 1 }],
      {},
      'CSV',
    ],
  ])('%s', (_label, text, entries, sectionLines, layout) => {
    const r = parseCsvDeckDetailed(text, 'x.csv');
    expect(r.deck.diagnostics).toEqual([]);
    expect(r.deck.entries).toEqual(entries);
    expect(r.deck.sectionLines).toEqual(sectionLines);
    expect(r.layout).toBe(layout);
  });
});

describe('looksLikeCsv: first lines', () => {
  it.each([
    ['"Quantity","Name"', true],
    ['sep=,', true],
    [' "SEP=;" ', true],
    ['Qty\tName', true],
    ['Qty,Name\r', true],
    ['\r\rQty,Name', true],
    ['Title,Name', false],
    ['Quantity,Title', false],
    ['sep=', false],
  ])('%j → %s', (text, want) => {
    expect(looksLikeCsv(text)).toBe(want);
  });
});
