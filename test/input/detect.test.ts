/** Input format detection: by content, the extension to break ties, --input-format to force; unknown shapes refused. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectInputFormat,
  findInputFormat,
  INPUT_FORMATS,
  inputFormatIds,
  readDeck,
  readDeckOrReport,
} from '../../src/input/detect.js';
import { InputFormatError } from '../../src/input/format-error.js';
import { looksLikeCsv } from '../../src/parse/csv.js';
import { decodeText } from '../../src/input/decode.js';
import { FIXTURES } from '../helpers.js';

function load(rel: string): string {
  return decodeText(readFileSync(path.join(FIXTURES, 'formats', rel))).text;
}

function refusal(fn: () => unknown): InputFormatError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputFormatError) return e;
    throw e;
  }
  throw new Error('no InputFormatError');
}

describe('detection by content', () => {
  it.each([
    ['dek/burn.dek', 'dek'],
    ['dek/commander.dek', 'dek'],
    ['dek/no-declaration.dek', 'dek'],
    ['cod/burn.cod', 'cod'],
    ['o8d/burn.o8d', 'o8d'],
    ['json/hand-written.json', 'json'],
    ['text/mtgo.txt', 'text'],
    ['text/arena.txt', 'text'],
    ['text/xmage.dck', 'text'],
    ['text/forge.dck', 'text'],
    ['text/mws.mwDeck', 'text'],
    ['text/apprentice.dec', 'text'],
    ['text/moxfield.txt', 'text'],
    ['text/mtggoldfish.txt', 'text'],
    ['text/tcgplayer.txt', 'text'],
  ])('%s is %s', (rel, id) => {
    expect(detectInputFormat(load(rel), rel).id).toBe(id);
  });

  it.each([
    ['Deck\r\n4 Opt (ELD) 59\r\n', 'arena.txt', 'text'],
    ['\n  Sideboard:\n2 Duress\n', 'sb.txt', 'text'],
    ['About\nName Burn\n\nDeck\n4 Opt\n', 'about.txt', 'text'],
    ['Count,Name\n4,Opt\n', 'pool.txt', 'csv'],
    ['Deck,Count,Name\nMain,4,Opt\n', 'deck.txt', 'csv'],
    ['Deck\n4 Opt\n', 'deck.csv', 'csv'],
    [`Sideboard${' '.repeat(70)}x\n2 Duress\n`, 'long.txt', 'text'],
  ])('a file that starts with a section header: %j (%s) is %s', (text, file, id) => {
    expect(detectInputFormat(text, file).id).toBe(id);
  });

  it('content wins over the name: a .txt holding a .dek is read as one, a .dek holding text as text', () => {
    expect(detectInputFormat(load('dek/burn.dek'), 'export.txt').id).toBe('dek');
    expect(detectInputFormat(load('cod/burn.cod'), 'deck.xml').id).toBe('cod');
    expect(detectInputFormat('4 Lightning Bolt\n56 Mountain\n', 'deck.dek').id).toBe('text');
  });

  it('MTGO <Deck> and OCTGN <deck> are told apart by their rows, not only by case', () => {
    expect(detectInputFormat('<deck>\n<Cards Quantity="1" Name="Opt"/></deck>', 'x').id).toBe('dek');
    expect(detectInputFormat('<deck>\n<section name="Main"><card qty="1">Opt</card></section></deck>', 'x').id).toBe('o8d');
  });

  it('bracketed text headers are not JSON', () => {
    expect(detectInputFormat('[main]\n4 Opt\n', 'a.dec').id).toBe('text');
    expect(detectInputFormat('[metadata]\nName=x\n[Main]\n4 Opt\n', 'a.dck').id).toBe('text');
  });
});

describe('unknown shapes are refused, naming the known formats', () => {
  const known = /Known formats: dek \(MTGO \.dek\), cod \(Cockatrice \.cod\), o8d \(OCTGN \.o8d\), csv \(CSV export: ManaBox, [^)]*\), json \(deckcheck deck JSON\)/;

  it('XML with another root element', () => {
    const e = refusal(() => detectInputFormat(load('unknown/page.xml'), 'page.xml'));
    expect(e.message).toMatch(/page\.xml: the file is XML whose root element is <html>/);
    expect(e.message).toMatch(known);
  });

  it('XML named .dek with another root says so', () => {
    const e = refusal(() => detectInputFormat('<html/>', 'deck.dek'));
    expect(e.reason).toMatch(/the name ends in \.dek, but it is not MTGO \.dek/);
  });

  it('JSON that is not a deckcheck deck', () => {
    const e = refusal(() => detectInputFormat(load('unknown/other.json'), 'other.json'));
    expect(e.reason).toMatch(/JSON, but not a deckcheck deck/);
    expect(e.reason).toMatch(known);
  });

  it('a hostile XML file is refused at its DOCTYPE, with the line', () => {
    const e = refusal(() => readDeck(load('hostile/billion-laughs.dek'), 'b.dek'));
    expect(e.line).toBe(2);
    expect(e.reason).toMatch(/DOCTYPE declaration is refused/);
  });

  it.each(['unknown/moxfield.csv', 'unknown/dragonshield.csv'])('CSV export %s is read as CSV', (rel) => {
    const text = load(rel);
    expect(looksLikeCsv(text)).toBe(true);
    expect(detectInputFormat(text, rel).id).toBe('csv');
    expect(detectInputFormat(text, 'no-extension').id).toBe('csv');
  });

  it('a .csv file with a header deckcheck does not know is still read as CSV, to say which columns it expects', () => {
    const { deck, format } = readDeck('Foo,Bar\n1,2\n', 'odd.csv');
    expect(format.id).toBe('csv');
    expect(deck.diagnostics[0]?.message).toMatch(/column/i);
  });

  it('text decklists with commas are not CSV', () => {
    expect(looksLikeCsv('1 Kenrith, the Returned King\n1 Yorion, Sky Nomad\n')).toBe(false);
    expect(looksLikeCsv('Deck\n4 Opt\n')).toBe(false);
    expect(looksLikeCsv('Quantity,Name,Simple Name,Set\n')).toBe(true);
  });
});

describe('forcing a format', () => {
  it('--input-format ids and aliases', () => {
    expect(inputFormatIds()).toEqual(['dek', 'cod', 'o8d', 'csv', 'json', 'text']);
    expect(findInputFormat('DEK')?.id).toBe('dek');
    expect(findInputFormat('mtgo')?.id).toBe('text');
    expect(findInputFormat('arena')?.id).toBe('text');
    expect(findInputFormat('nope')).toBeUndefined();
  });

  it('a forced format reads what detection would not', () => {
    // Text that begins like JSON, forced to text: every line is understood or reported, none is a crash.
    const { deck, format } = readDeck('{not json}\n4 Opt\n56 Island\n', 'x.txt', 'text');
    expect(format.id).toBe('text');
    expect(deck.entries.map((e) => e.count)).toEqual([4, 56]);
    expect(deck.diagnostics.map((d) => d.line)).toEqual([1]);
  });

  it('a forced format that does not fit the file is refused with the reason', () => {
    const e = refusal(() => readDeck(load('text/mtgo.txt'), 'mtgo.txt', 'dek'));
    expect(e.message).toMatch(/^mtgo\.txt: line 1: expected "<": this is not an XML document/);
    const c = refusal(() => readDeck(load('dek/burn.dek'), 'burn.dek', 'cod'));
    expect(c.reason).toMatch(/the root element is <Deck>, not <cockatrice_deck>/);
    const u = refusal(() => readDeck('4 Opt', 'x', 'mwdeck'));
    expect(u.reason).toMatch(/unknown input format "mwdeck"; use one of: dek, cod, o8d, csv, json, text/);
  });

  it('the library never throws: an unreadable file becomes one parse-error with its line', () => {
    const deck = readDeckOrReport(load('hostile/not-well-formed.dek'), 'bad.dek');
    expect(deck.entries).toEqual([]);
    expect(deck.diagnostics).toMatchObject([{ rule: 'parse-error', severity: 'error', line: 6 }]);
    expect(deck.diagnostics[0]?.message).toMatch(/<\/Deck> does not close <Cards> \(opened at line 4\)/);
  });

  it('every registered format has an id, a name and extensions', () => {
    for (const f of INPUT_FORMATS) {
      expect(f.id).toMatch(/^[a-z0-9]+$/);
      expect(f.name.length).toBeGreaterThan(3);
      for (const x of f.extensions) expect(x).toMatch(/^\.[a-z0-9]+$/);
    }
  });
});
