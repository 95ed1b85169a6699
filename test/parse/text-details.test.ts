/**
 * The text reader's details: the fields an entry carries (only those written), a count with no name, bracketed and
 * counted headers, and the card-type labels exporters put between cards.
 */
import { describe, expect, it } from 'vitest';
import { headerSection, isGroupLabel, parseTextDeck } from '../../src/parse/text.js';

describe('text lines: an entry carries exactly the printing details written', () => {
  it.each<[string, Record<string, unknown>]>([
    ['4 Opt', { count: 4, name: 'Opt' }],
    ['4 Opt (F)', { count: 4, name: 'Opt', finish: 'foil' }],
    ['4 Opt *F*', { count: 4, name: 'Opt', finish: 'foil' }],
    ['4 Opt (XLN) 65', { count: 4, name: 'Opt', set: 'XLN', collectorNumber: '65' }],
    ['4 Opt (XLN) 65 *E*', { count: 4, name: 'Opt', set: 'XLN', collectorNumber: '65', finish: 'etched' }],
    ['4 [XLN] Opt', { count: 4, name: 'Opt', set: 'XLN' }],
    ['4 [XLN:65] Opt', { count: 4, name: 'Opt', set: 'XLN', collectorNumber: '65' }],
    ['4 Opt [XLN]', { count: 4, name: 'Opt', set: 'XLN' }],
    ['4 Opt|XLN', { count: 4, name: 'Opt', set: 'XLN' }],
    ['4 *F*', { count: 4, name: '*F*' }],
  ])('%s', (line, want) => {
    const d = parseTextDeck(`${line}\n`, 'x.txt');
    expect(d.diagnostics).toEqual([]);
    const [entry] = d.entries;
    expect(entry).toBeDefined();
    const { line: at, column, section, ...rest } = entry ?? { line: 0, column: 0, section: 'main' };
    expect([at, column, section]).toEqual([1, 1, 'main']);
    expect(rest).toStrictEqual(want);
  });

  it.each([['44'], ['4x'], ['4X']])('%s: a count without a card name', (line) => {
    const d = parseTextDeck(`4 Opt\n${line}\n`, 'x.txt');
    expect(d.entries.map((e) => e.name)).toEqual(['Opt']);
    expect(d.diagnostics.map((f) => [f.line, f.message])).toEqual([[2, `line 2: a count without a card name: "${line}".`]]);
  });

  it.each([['Lightning Bolt 4'], ['4-x'], ['4.5 Opt']])('%s: not a card line (a count must come first, alone)', (line) => {
    const d = parseTextDeck(`4 Opt\n${line}\n`, 'x.txt');
    expect(d.entries.map((e) => e.name)).toEqual(['Opt']);
    expect(d.diagnostics.map((f) => [f.line, f.message.split(':')[0]])).toEqual([[2, 'line 2 is not a card line or a section header']]);
  });
});

describe('headers and card-type labels', () => {
  it.each<[string, string | undefined]>([
    ['[ Sideboard: ]', 'sideboard'],
    ['  [Sideboard]  ', 'sideboard'],
    ['[Sideboard] x', undefined],
    ['SIDEBOARD', 'sideboard'],
    ['Sideboard(15)', 'sideboard'],
    ['Main Deck [60]:', 'main'],
  ])('headerSection(%j) → %s', (text, want) => {
    expect(headerSection(text)).toBe(want);
  });

  it.each<[string, boolean]>([
    ['Creatures (24)', true],
    ['Lands(24)', true],
    ['Lands [24]', true],
    ['  Lands:  ', true],
    ['SORCERIES [3]', true],
    ['Other Spells:', true],
    ['Creature Lands', false],
    ['Lands 24', false],
  ])('isGroupLabel(%j) → %s', (text, want) => {
    expect(isGroupLabel(text)).toBe(want);
  });
});
