/**
 * The XML deck readers (MTGO .dek, OCTGN .o8d, Cockatrice .cod) on small inline documents: the entries read (count,
 * name, section, line, column, printing), and every row that is not read reported with its line, column, severity
 * and the exact sentence a user sees.
 */
import { describe, expect, it } from 'vitest';
import { InputFormatError } from '../../src/input/format-error.js';
import { parseCodDeck } from '../../src/parse/cod.js';
import { parseDekDeck } from '../../src/parse/dek.js';
import { parseO8dDeck } from '../../src/parse/o8d.js';
import type { ParsedDeck } from '../../src/parse/types.js';
import { cleanName, elementFinding, parseCount, shown } from '../../src/parse/xml-deck.js';

type E = [count: number, name: string, section: string, line: number, column: number];
type D = [severity: string, line: number | null, column: number | null | undefined, message: string];

interface Row {
  name: string;
  read: (text: string, file: string) => ParsedDeck;
  text: string;
  entries: E[];
  diagnostics?: D[];
  extra?: (d: ParsedDeck) => void;
}

const dek = (rows: string) => `<?xml version="1.0"?>\n<Deck>\n${rows}</Deck>\n`;
const o8d = (body: string) => `<deck game="a6c8d2e8">\n${body}</deck>\n`;
const cod = (body: string) => `<cockatrice_deck version="1">\n${body}</cockatrice_deck>\n`;

const table: Row[] = [
  {
    name: '.dek: main, sideboard, commander; CatID kept unless 0; Sideboard and Annotation read without case or blanks',
    read: parseDekDeck,
    text: dek(
      '  <NetDeckID>0</NetDeckID><PreconstructedDeckID>0</PreconstructedDeckID>\n' +
        '  <Cards CatID="38906" Quantity=" 4 " Sideboard="false" Name="Lightning  Bolt" Annotation="0" />\n' +
        '  <Cards CatID="0" Quantity="2" Sideboard=" TRUE " Name="Duress" />\n' +
        '  <Cards CatID="x1" Quantity="1" Name="Sharuum the Hegemon" Annotation=" 16777728 " />\n' +
        '  <Cards Quantity="3" Sideboard="False" Name="Opt" Annotation="" />\n',
    ),
    entries: [
      [4, 'Lightning Bolt', 'main', 4, 3],
      [2, 'Duress', 'sideboard', 5, 3],
      [1, 'Sharuum the Hegemon', 'commander', 6, 3],
      [3, 'Opt', 'main', 7, 3],
    ],
    extra: (d) => {
      expect(d.entries.map((e) => e.mtgoId)).toEqual(['38906', undefined, undefined, undefined]);
      expect(d.sectionLines).toEqual({});
    },
  },
  {
    name: '.dek: an unknown Annotation on a main-deck card says main-deck; counts out of range say why',
    read: parseDekDeck,
    text: dek(
      '<Cards Quantity="1" Sideboard="false" Name="Opt" Annotation="7" />\n' +
        '<Cards Quantity="0" Name="Opt" />\n' +
        '<Cards Quantity="100000" Name="Opt" />\n' +
        '<Cards Quantity="99999" Name="Island" />\n' +
        '<netdeckid>1</netdeckid>\n',
    ),
    entries: [
      [1, 'Opt', 'main', 3, 1],
      [99999, 'Island', 'main', 6, 1],
    ],
    diagnostics: [
      [
        'warning',
        3,
        1,
        'line 3: Annotation="7" on "Opt" is not one deckcheck knows (0, or 16777728 for the commander); the card is read as an ordinary main-deck card.',
      ],
      ['error', 4, 1, 'line 4: Quantity="0": write at least 1, or remove the row.'],
      ['error', 5, 1, 'line 5: Quantity="100000" is not plausible (more than 99999).'],
    ],
  },
  {
    name: '.dek: CatID is kept trimmed and only when all digits; a file whose only row is wrong is not also called empty',
    read: parseDekDeck,
    text: dek('<Cards CatID=" 38906 " Quantity="1" Name="Opt" />\n<Cards CatID="12a" Quantity="1" Name="Opt" />\n'),
    entries: [
      [1, 'Opt', 'main', 3, 1],
      [1, 'Opt', 'main', 4, 1],
    ],
    extra: (d) => {
      expect(d.entries.map((e) => e.mtgoId)).toEqual(['38906', undefined]);
      const bad = parseDekDeck(dek('<Cards Quantity="x" Name="Opt" />\n'), 'b.dek');
      expect(bad.diagnostics.map((f) => f.message)).toEqual([
        'line 3: Quantity="x" is not a number of cards; write a whole number such as Quantity="4".',
      ]);
    },
  },
  {
    name: '.dek: a file with only ignored elements is empty',
    read: parseDekDeck,
    text: dek('<NetDeckID>0</NetDeckID>\n'),
    entries: [],
    diagnostics: [['error', null, null, 'the MTGO .dek file holds no cards: nothing to check.']],
  },
  {
    name: '.o8d: Main, Sideboard and Command Zone; notes ignored; a missing qty is one copy with a warning',
    read: parseO8dDeck,
    text: o8d(
      '  <section name=" Main " shared="False">\n' +
        '    <card qty="4" id="a">Lightning\n Bolt</card>\n' +
        '    <card id="b">Mountain</card>\n' +
        '  </section>\n' +
        '  <section name="sideboard"><card qty="2">Duress</card></section>\n' +
        '  <section name="Command Zone"><card qty="1">Sharuum the Hegemon</card></section>\n' +
        '  <section name="Commander"><card qty="1">Yorion, Sky Nomad</card></section>\n' +
        '  <notes><![CDATA[hi]]></notes>\n',
    ),
    entries: [
      [4, 'Lightning Bolt', 'main', 3, 5],
      [1, 'Mountain', 'main', 5, 5],
      [2, 'Duress', 'sideboard', 7, 29],
      [1, 'Sharuum the Hegemon', 'commander', 8, 32],
      [1, 'Yorion, Sky Nomad', 'commander', 9, 29],
    ],
    diagnostics: [['warning', 5, 5, 'line 5: <card> "Mountain" has no qty; read as 1 copy (write qty="1").']],
    extra: (d) => expect(d.sectionLines).toEqual({ main: 2, sideboard: 7, commander: 8 }),
  },
  {
    name: '.o8d: unknown sections name their card count; an empty unknown section is passed over; bad rows are reported',
    read: parseO8dDeck,
    text: o8d(
      '<section name="Tokens"><card qty="1">Goblin</card></section>\n' +
        '<section name="Planes"><card qty="1">A</card><card qty="1">B</card></section>\n' +
        '<section name="Empty"></section>\n' +
        '<section name="Main"><card qty="x">Opt</card><card qty="1">  </card><note/><card qty="1">Opt</card></section>\n' +
        '<extra/>\n',
    ),
    entries: [[1, 'Opt', 'main', 5, 76]],
    diagnostics: [
      ['error', 2, 1, 'line 2: section "Tokens" is not one deckcheck reads (Main, Sideboard, Command Zone); its 1 card row is not read.'],
      ['error', 3, 1, 'line 3: section "Planes" is not one deckcheck reads (Main, Sideboard, Command Zone); its 2 card rows are not read.'],
      ['error', 5, 22, 'line 5: qty="x" is not a number of cards; write a whole number such as qty="4" (card "Opt").'],
      ['error', 5, 46, 'line 5: a <card> without a name; write <card qty="1">Lightning Bolt</card>.'],
      ['warning', 5, 69, 'line 5: <note> inside a section is not a card; it is ignored.'],
      ['warning', 6, 1, 'line 6: <extra> is not part of an OCTGN deck; it is ignored.'],
    ],
  },
  {
    name: '.o8d: an unknown section counts only its card rows; a file whose only row is wrong is not also called empty',
    read: parseO8dDeck,
    text: o8d('<section name="Tokens"><card qty="1">Goblin</card><note/></section>\n'),
    entries: [],
    diagnostics: [['error', 2, 1, 'line 2: section "Tokens" is not one deckcheck reads (Main, Sideboard, Command Zone); its 1 card row is not read.']],
  },
  {
    name: '.o8d: only notes is an empty deck',
    read: parseO8dDeck,
    text: o8d('<notes/>\n<section name="Other"></section>\n'),
    entries: [],
    diagnostics: [['error', null, null, 'the OCTGN .o8d file holds no cards: nothing to check.']],
  },
  {
    name: '.cod: zones main, side, tokens; the deck name; set codes upper case; a missing number is one copy',
    read: parseCodDeck,
    text: cod(
      '  <deckname>  </deckname>\n' +
        '  <deckname> Mono  Red </deckname>\n' +
        '  <deckname>Second</deckname>\n' +
        '  <comments/><bannerCard/><Tags/><lastLoadedTimestamp/>\n' +
        '  <zone name=" Main ">\n' +
        '    <card number="4" name="Lightning Bolt" setShortName=" m11 " collectorNumber=" 149 "/>\n' +
        '    <card name="Mountain"/>\n' +
        '  </zone>\n' +
        '  <zone name="side"><card number="2" name="Duress" setShortName="" collectorNumber=""/></zone>\n' +
        '  <zone name="tokens"><card number="1" name="Goblin"/></zone>\n',
    ),
    entries: [
      [4, 'Lightning Bolt', 'main', 7, 5],
      [1, 'Mountain', 'main', 8, 5],
      [2, 'Duress', 'sideboard', 10, 21],
      [1, 'Goblin', 'tokens', 11, 23],
    ],
    diagnostics: [['warning', 8, 5, 'line 8: <card> "Mountain" has no number; read as 1 copy (write number="1").']],
    extra: (d) => {
      expect(d.name).toBe('Mono Red');
      expect(d.entries[0]).toMatchObject({ set: 'M11', collectorNumber: '149' });
      expect(d.entries[2]).not.toHaveProperty('set');
      expect(d.entries[2]).not.toHaveProperty('collectorNumber');
      expect(d.sectionLines).toEqual({ main: 6, sideboard: 10, tokens: 11 });
    },
  },
  {
    name: '.cod: an unknown zone with two rows, bad rows, a stray element',
    read: parseCodDeck,
    text: cod(
      '<zone name="commander"><card number="1" name="A"/><card number="1" name="B"/></zone>\n' +
        '<zone name="main"><card number="0" name="Opt"/><card number="1" name=" "/><x/></zone>\n' +
        '<sideboard/>\n',
    ),
    entries: [],
    diagnostics: [
      [
        'error',
        2,
        1,
        'line 2: zone "commander" is not a Cockatrice zone (main, side, tokens); its 2 card rows are not read. Move them into <zone name="main"> or <zone name="side">.',
      ],
      ['error', 3, 19, 'line 3: number="0": write at least 1, or remove the row (card "Opt").'],
      ['error', 3, 48, 'line 3: a <card> without a name; write name="Lightning Bolt".'],
      ['warning', 3, 75, 'line 3: <x> inside a zone is not a card; it is ignored.'],
      ['warning', 4, 1, 'line 4: <sideboard> is not part of a Cockatrice deck; it is ignored.'],
    ],
  },
  {
    name: '.cod: nothing but a name is an empty deck',
    read: parseCodDeck,
    text: cod('<deckname>Nothing</deckname>\n'),
    entries: [],
    diagnostics: [['error', null, null, 'the Cockatrice .cod file holds no cards: nothing to check.']],
    extra: (d) => expect(d.name).toBe('Nothing'),
  },
];

describe('XML deck readers: entries and findings', () => {
  it.each(table)('$name', (row) => {
    const d = row.read(row.text, 'deck.xml');
    expect(d.file).toBe('deck.xml');
    expect(d.entries.map((e): E => [e.count, e.name, e.section, e.line, e.column])).toEqual(row.entries);
    expect(d.diagnostics.map((f): D => [f.severity, f.line, f.column, f.message])).toEqual(row.diagnostics ?? []);
    for (const f of d.diagnostics) {
      expect(f).toMatchObject({ rule: 'parse-error', file: 'deck.xml', related: [] });
      expect(f.reference).toMatch(/Decklist syntax/);
    }
    row.extra?.(d);
  });
});

describe('XML deck readers: documents that are not that kind of deck', () => {
  it.each([
    ['.dek with another root', parseDekDeck, '\n<Decks/>', 2, 'the root element is <Decks>, not <Deck>: this is not an MTGO .dek file (it starts with <Deck>)'],
    ['.o8d with another root', parseO8dDeck, '<decklist/>', 1, 'the root element is <decklist>, not <deck>: this is not an OCTGN .o8d file (it starts with <deck>)'],
    ['.cod with another root', parseCodDeck, '<cod/>', 1, 'the root element is <cod>, not <cockatrice_deck>: this is not a Cockatrice .cod file (it starts with <cockatrice_deck>)'],
    ['broken XML', parseDekDeck, '<Deck>\n<Cards', 2, /^.+ \(column \d+\); the MTGO \.dek file cannot be read$/],
  ] as const)('%s', (_label, read, text, line, reason) => {
    let error: unknown;
    try {
      read(text, 'x.dek');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputFormatError);
    const e = error as InputFormatError;
    expect(e.file).toBe('x.dek');
    expect(e.line).toBe(line);
    if (typeof reason === 'string') expect(e.reason).toBe(reason);
    else expect(e.reason).toMatch(reason);
  });

  it('the root element is compared without case', () => {
    expect(parseDekDeck('<DECK><Cards Quantity="1" Name="Opt"/></DECK>', 'x.dek').entries).toHaveLength(1);
    expect(parseCodDeck('<Cockatrice_Deck><zone name="main"><card name="Opt" number="1"/></zone></Cockatrice_Deck>', 'x').entries).toHaveLength(1);
  });
});

describe('XML deck helpers', () => {
  it.each([
    ['4', { ok: true, count: 4 }],
    [' 12 ', { ok: true, count: 12 }],
    ['1', { ok: true, count: 1 }],
    ['99999', { ok: true, count: 99999 }],
    ['0', { ok: false, reason: 'n="0": write at least 1, or remove the row' }],
    ['100000', { ok: false, reason: 'n="100000" is not plausible (more than 99999)' }],
    ['-1', { ok: false, reason: 'n="-1" is not a number of cards; write a whole number such as n="4"' }],
    ['4x', { ok: false, reason: 'n="4x" is not a number of cards; write a whole number such as n="4"' }],
    ['x4', { ok: false, reason: 'n="x4" is not a number of cards; write a whole number such as n="4"' }],
    ['', { ok: false, reason: 'n="" is not a number of cards; write a whole number such as n="4"' }],
  ])('parseCount(%j)', (raw, want) => {
    expect(parseCount(raw, 'n')).toEqual(want);
  });

  it('cleanName collapses inner blank space and trims; shown quotes and cuts at 60 characters', () => {
    expect(cleanName('  Fire //\n\tIce  ')).toBe('Fire // Ice');
    expect(shown('a'.repeat(60))).toBe(JSON.stringify('a'.repeat(60)));
    expect(shown('a'.repeat(61))).toBe(JSON.stringify(`${'a'.repeat(57)}...`));
  });

  it('elementFinding points at the element, an error unless told otherwise', () => {
    const el = { name: 'x', attributes: new Map(), children: [], text: '', line: 7, column: 3 };
    expect(elementFinding('f.dek', el, 'hello')).toEqual({
      rule: 'parse-error',
      severity: 'error',
      message: 'line 7: hello',
      file: 'f.dek',
      line: 7,
      column: 3,
      reference: 'deckcheck decklist syntax (README, "Decklist syntax")',
      related: [],
    });
    expect(elementFinding('f.dek', el, 'hello', 'warning').severity).toBe('warning');
  });
});
