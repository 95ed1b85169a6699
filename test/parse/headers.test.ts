import { describe, expect, it } from 'vitest';
import { headerSection, parseTextDeck } from '../../src/parse/text.js';

describe('headerSection', () => {
  it.each([
    ['Deck', 'main'],
    ['Main Deck', 'main'],
    ['Maindeck:', 'main'],
    ['MAINBOARD (60)', 'main'],
    ['Sideboard', 'sideboard'],
    ['Sideboard:', 'sideboard'],
    ['Sideboard::', 'sideboard'],
    ['Sideboard (15)', 'sideboard'],
    ['Sideboard (15):', 'sideboard'],
    ['Sideboard: 15', 'sideboard'],
    ['Sideboard [15]', 'sideboard'],
    ['[Sideboard]', 'sideboard'],
    ['  side board  ', 'sideboard'],
    ['SB', 'sideboard'],
    ['Commanders', 'commander'],
    ['Companion', 'companion'],
    ['Maybe Board', 'maybeboard'],
    ['Considering', 'maybeboard'],
    ['Scheme Deck', 'schemes'],
    ['Schemes (20)', 'schemes'],
    ['Planar', 'planes'],
    ['Tokens', 'tokens'],
    ['About', 'about'],
    ['Plane', undefined],
    ['Sideboards', undefined],
    ['Sideboard 15 cards', undefined],
    ['4 Sideboard', undefined],
    ['Lightning Bolt', undefined],
    ['', undefined],
  ])('%j → %s', (line, section) => {
    expect(headerSection(line)).toBe(section);
  });
});

describe('decorated card lines', () => {
  it.each([
    ['4 Opt (ELD) 59', { name: 'Opt', set: 'ELD', collectorNumber: '59' }],
    ['4 Opt (ELD) 59 *F*', { name: 'Opt', set: 'ELD', collectorNumber: '59', finish: 'foil' }],
    ['1 Opt *E* (ELD) 59', { name: 'Opt', set: 'ELD', collectorNumber: '59', finish: 'etched' }],
    ['1 Opt (F)', { name: 'Opt', finish: 'foil' }],
    ['1 Opt [ELD:59]', { name: 'Opt', set: 'ELD', collectorNumber: '59' }],
    ['1 [eld:59] Opt', { name: 'Opt', set: 'ELD', collectorNumber: '59' }],
    ['1 Opt|ELD|2', { name: 'Opt', set: 'ELD' }],
    ['1 Opt #cantrip #blue', { name: 'Opt' }],
    ['1 Opt <showcase>', { name: 'Opt' }],
    ['1 Opt (ELD) 59 <extended art> #tag', { name: 'Opt', set: 'ELD', collectorNumber: '59' }],
    ['1 Who // What // When // Where // Why', { name: 'Who // What // When // Where // Why' }],
    ['1 Borrowing 100,000 Arrows', { name: 'Borrowing 100,000 Arrows' }],
    ['1 Circle of Protection: Red', { name: 'Circle of Protection: Red' }],
  ])('%j', (line, expected) => {
    const deck = parseTextDeck(`${line}\n`, 'd.txt');
    expect(deck.diagnostics).toEqual([]);
    expect(deck.entries).toHaveLength(1);
    expect(deck.entries[0]).toMatchObject(expected);
    for (const key of ['set', 'collectorNumber', 'finish'] as const) {
      if (!(key in expected)) expect(deck.entries[0]?.[key]).toBeUndefined();
    }
  });
});

describe('lines that start with "SB:"', () => {
  it.each([
    ['SB: 2 Duress', [[2, 'Duress', 'sideboard']], {}],
    ['SB:2 Duress', [[2, 'Duress', 'sideboard']], {}],
    ['SB: 1 _____', [[1, '_____', 'sideboard']], {}],
    // Headers: what is left after the colons and a count are stripped is "SB".
    ['SB: 15', [], { sideboard: 1 }],
    ['SB: 4 :', [], { sideboard: 1 }],
    ['SB:', [], { sideboard: 1 }],
  ])('%j', (line, entries, sectionLines) => {
    const deck = parseTextDeck(`4 Opt\n${line}\n`, 'd.txt');
    expect(deck.diagnostics).toEqual([]);
    expect(deck.entries.slice(1).map((e) => [e.count, e.name, e.section])).toEqual(entries);
    expect(deck.sectionLines).toEqual(Object.fromEntries(Object.entries(sectionLines).map(([k, v]) => [k, v + 1])));
  });
});
