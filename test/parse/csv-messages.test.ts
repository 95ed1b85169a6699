/**
 * CSV card lists and pools: the exact sentence of every finding a user sees (with its line), the exporter recognised
 * from each known header, the section column, printing details, and the reason a pool cannot be used.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeCsv, parseCsvDeck, parseCsvDeckDetailed } from '../../src/parse/csv.js';
import { parsePool, unusablePoolReason } from '../../src/parse/pool.js';

type D = [severity: string, line: number | null, message: string];

describe('CSV: what each finding says', () => {
  it.each<[string, string, D[]]>([
    [
      'a row with more cells than the header',
      'Quantity,Name\n1,Koma, Cosmos Serpent\n',
      [
        [
          'error',
          2,
          'line 2 has 3 fields but the header has 2: "1,Koma, Cosmos Serpent". A card name that contains a comma must be in double quotes ("Koma, Cosmos Serpent").',
        ],
      ],
    ],
    [
      'tab-separated cells are shown with spaces',
      'Count\tName\n1\tOpt\tx\n',
      [['error', 2, 'line 2 has 3 fields but the header has 2: "1 Opt x". A card name that contains a comma must be in double quotes ("Koma, Cosmos Serpent").']],
    ],
    ['no name', 'Quantity,Name\n2, \n', [['error', 2, 'line 2 has no card name: "2, ". Fill in the name or delete the row.']]],
    [
      'a count that is not a whole number',
      'Quantity,Name\n 2x ,Opt\n',
      [['error', 2, 'line 2: the count "2x" of "Opt" is not a whole number of cards. Write the number of copies, e.g. 2.']],
    ],
    ['an empty count', 'Quantity,Name\n,Opt\n', [['error', 2, 'line 2: the count "" of "Opt" is not a whole number of cards. Write the number of copies, e.g. 2.']]],
    ['a count too large', 'Quantity,Name\n100000,Opt\n', [['error', 2, 'line 2: count 100000 of "Opt" is not plausible (more than 99999).']]],
    ['count 0', 'Quantity,Name\n0,Opt\n', [['warning', 2, 'line 2: "Opt" has count 0, so the row adds no cards. Delete it if that is right.']]],
    [
      'an unclosed quote',
      'Quantity,Name\n1,"Opt\n',
      [
        [
          'error',
          2,
          'line 2: a quoted field that begins here is never closed, so this row could not be read. Close the quote (a field that starts with " must end with "), or remove the stray quote.',
        ],
      ],
    ],
    [
      'a header of blank cells only',
      ' , \n',
      [['error', null, 'the file has no header row and no cards.']],
    ],
    [
      'a header with neither column',
      'Title,Copies\n',
      [
        [
          'error',
          1,
          'line 1: this CSV header is not one deckcheck can read (columns: Title, Copies). A CSV card list needs a count column (Quantity, Count or Qty) and a card-name column (Name, Card Name, Card or Simple Name), as the exports of ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield have. Export the list again from one of them, rename the columns, or save it as text ("4 Lightning Bolt" lines).',
        ],
      ],
    ],
    [
      'a header with a name but no count column',
      '"sep=;"\nName;Set\n',
      [
        [
          'error',
          2,
          'line 2: this CSV header is not one deckcheck can read (columns: Name, Set). A CSV card list needs a count column (Quantity, Count or Qty), as the exports of ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield have. Export the list again from one of them, rename the columns, or save it as text ("4 Lightning Bolt" lines).',
        ],
      ],
    ],
  ])('%s', (_label, text, want) => {
    const d = parseCsvDeck(text, 'x.csv');
    expect(d.diagnostics.map((f): D => [f.severity, f.line, f.message])).toEqual(want);
    for (const f of d.diagnostics) expect(f).toMatchObject({ rule: 'parse-error', file: 'x.csv' });
  });

  it('a header of more than 12 columns is cut short with an ellipsis; empty cells are not listed', () => {
    const cols = Array.from({ length: 14 }, (_, i) => `C${i + 1}`);
    const d = parseCsvDeck(`${cols.join(',')},,\n`, 'x.csv');
    expect(d.diagnostics[0]?.message).toContain('(columns: C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, …)');
  });
});

describe('CSV: the exporter recognised from the header', () => {
  it.each([
    ['Folder Name,Quantity,Trade Quantity,Card Name', 'DragonShield'],
    ['Name,Set code,Quantity,ManaBox ID', 'ManaBox'],
    ['Binder Name,Binder Type,Name,Quantity', 'ManaBox'],
    ['Quantity,Name,Simple Name', 'TCGplayer'],
    ['Quantity,Name,Product ID,SKU', 'TCGplayer'],
    ['Quantity,Name,Product ID', 'CSV'],
    ['Card,Set ID,Quantity', 'MTGGoldfish'],
    ['Quantity,Name,Edition Code,Finish', 'Archidekt'],
    ['Quantity,Name,Edition Name,Date Added', 'Archidekt'],
    ['Quantity,Name,Edition Code', 'CSV'],
    ['Count,Tradelist Count,Name,Card Number', 'Deckbox'],
    ['Count,Tradelist Count,Name,My Price', 'Deckbox'],
    ['Count,Tradelist Count,Name,Signed', 'Deckbox'],
    ['Count,Tradelist Count,Name', 'Moxfield'],
    ['Count,Name,Last Modified', 'Moxfield'],
    ['Count,Name,Proxy', 'Moxfield'],
    ['Count,Name', 'CSV'],
    ['\uFEFF"Qty" , "Card_Name"', 'CSV'],
  ])('%s → %s', (header, layout) => {
    const r = parseCsvDeckDetailed(`${header}\n`, 'x.csv');
    expect(r.layout).toBe(layout);
    expect(r.deck.diagnostics).toEqual([]);
  });
});

describe('CSV: columns', () => {
  it('set codes that look like one are kept upper case, collector numbers as written; sections come from the board column', () => {
    const d = parseCsvDeck(
      'Qty,Card Name,Edition,Collector #,Categories\n' +
        '1,Opt,xln,65,"Instant,Sideboard"\n' +
        '2,Shock,Ixalan Block,,Commander\n' +
        '3,Negate,M,  7 ,\n' +
        '1,Ponder,ABCDEFGHI,,Companions\n' +
        '1,Island,ab_1,,Lands;Maybe\n' +
        '1,Forest,,,about\n' +
        '1,Swamp,,,Sideboard\n',
      'x.csv',
    );
    expect(d.entries.map((e) => [e.name, e.section, e.set, e.collectorNumber, e.line])).toEqual([
      ['Opt', 'sideboard', 'XLN', '65', 2],
      ['Shock', 'commander', undefined, undefined, 3],
      ['Negate', 'main', undefined, '7', 4],
      ['Ponder', 'companion', undefined, undefined, 5],
      ['Island', 'maybeboard', 'AB_1', undefined, 6],
      ['Forest', 'main', undefined, undefined, 7],
      ['Swamp', 'sideboard', undefined, undefined, 8],
    ]);
    expect(d.entries[1]).not.toHaveProperty('set');
    expect(d.entries[1]).not.toHaveProperty('collectorNumber');
    expect(d.sectionLines).toEqual({ sideboard: 2, commander: 3, main: 4, companion: 5, maybeboard: 6 });
    for (const e of d.entries) expect(e.column).toBe(1);
  });

  it('without a section column there are no section lines; names keep one space between words', () => {
    const d = parseCsvDeck('Quantity,Name\n1,"Fire  //\tIce"\n', 'x.csv');
    expect(d.entries).toEqual([{ count: 1, name: 'Fire // Ice', section: 'main', line: 2, column: 1 }]);
    expect(d.sectionLines).toEqual({});
  });

  it('a semicolon or tab header is read with that delimiter; a comma header with a semicolon name stays comma', () => {
    expect(parseCsvDeck('Qty;Name\n2;Opt\n', 'x.csv').entries.map((e) => [e.count, e.name])).toEqual([[2, 'Opt']]);
    expect(parseCsvDeck('Qty\tName\n2\tOpt\n', 'x.csv').entries.map((e) => [e.count, e.name])).toEqual([[2, 'Opt']]);
    expect(parseCsvDeck('Qty,Name;X\n2,Opt;Y\n', 'x.csv').diagnostics.map((f) => f.line)).toEqual([1]);
    expect(parseCsvDeck('sep=;\n\nQty;Name\n2;Opt\n', 'x.csv').entries.map((e) => [e.count, e.name, e.line])).toEqual([[2, 'Opt', 4]]);
  });

  it('looksLikeCsv reads only the first 20 lines, and a header after blank lines counts', () => {
    expect(looksLikeCsv(`${'\n'.repeat(19)}Quantity,Name\n`)).toBe(true);
    expect(looksLikeCsv(`${'\n'.repeat(20)}Quantity,Name\n`)).toBe(false);
    expect(looksLikeCsv('\r\n\r\n  \r\nQuantity,Name')).toBe(true);
    expect(looksLikeCsv('\uFEFFsep=;')).toBe(true);
    expect(looksLikeCsv('Quantity;Name')).toBe(true);
    expect(looksLikeCsv('Quantity Name')).toBe(false);
  });
});

describe('pools: sections that are not pool cards', () => {
  it('each is one warning at its header, with its card count; the rest is counted', () => {
    const pool = parsePool('Deck\n2 Opt\nMaybeboard\n3 Shock\nTokens\n1 Goblin\n', 'pool.txt');
    expect(pool.cards).toBe(2);
    expect(pool.deck.diagnostics.map((d) => [d.severity, d.line, d.section, d.message])).toEqual([
      [
        'warning',
        3,
        'maybeboard',
        'line 3: the maybeboard section (3 cards) is not part of the pool and is not counted. If these cards were opened or drafted, list them with the others.',
      ],
      [
        'warning',
        5,
        'tokens',
        'line 5: the tokens section (1 card) is not part of the pool and is not counted. If these cards were opened or drafted, list them with the others.',
      ],
    ]);
    expect(pool.deck.diagnostics[0]).toMatchObject({ rule: 'parse-error', file: 'pool.txt', column: 1, related: [] });
  });

  it('a CSV pool: the first row of the section when it has no header line', () => {
    const pool = parsePool('Quantity,Name,Board\n1,Opt,main\n2,Shock,tokens\n1,Bolt,tokens\n', 'pool.csv');
    expect(pool.input).toBe('csv');
    expect(pool.layout).toBe('CSV');
    expect(pool.cards).toBe(1);
    expect(pool.deck.diagnostics.map((d) => [d.line, d.message.slice(0, 40)])).toEqual([[3, 'line 3: the tokens section (3 cards) is ']]);
  });

  it('every section of the deck proper counts, and a text pool has no layout', () => {
    const pool = parsePool('Commander\n1 Kenrith\nCompanion\n1 Yorion\nDeck\n2 Opt\nSideboard\n3 Shock\n', 'p.txt');
    expect([pool.cards, pool.input, pool.layout, pool.deck.diagnostics.length]).toEqual([7, 'text', null, 0]);
  });

  it('.CSV in any case is CSV; a text pool whose first line is a CSV header is CSV too', () => {
    expect(parsePool('1 Opt\n', 'POOL.CSV').input).toBe('csv');
    expect(parsePool('Quantity,Name\n1,Opt\n', 'pool.txt').input).toBe('csv');
    expect(parsePool('1 Opt\n', 'pool.csv.txt').input).toBe('text');
  });
});

describe('pools that cannot be used: the exact reason', () => {
  it.each([
    ['an empty text file', 'pool.txt', '', 'pool.txt: the file is empty: no cards to check.'],
    ['a byte-order mark only', 'pool.txt', '\uFEFF', 'pool.txt: the file is empty: no cards to check.'],
    [
      'junk',
      'pool.txt',
      'hello\n',
      'pool.txt:1: line 1 is not a card line or a section header: "hello". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#". No card of the pool could be read.',
    ],
    ['count 0 only (a warning, not an error)', 'pool.csv', 'Quantity,Name\n0,Opt\n', 'pool.csv: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.'],
    ['only a maybeboard', 'pool.txt', 'Maybeboard\n1 Opt\n', 'pool.txt: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.'],
    ['an empty CSV file', 'pool.csv', ' \n', 'pool.csv: the file is empty: no cards to read.'],
  ])('%s', (_label, file, text, want) => {
    expect(unusablePoolReason(parsePool(text, file))).toBe(want);
  });

  it('a pool with cards can be used, even with findings', () => {
    expect(unusablePoolReason(parsePool('1 Opt\nhello\n', 'pool.txt'))).toBeUndefined();
  });
});
