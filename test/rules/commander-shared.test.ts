/**
 * The helpers the Commander-family rules share (src/rules/commander-shared.ts), on decks resolved with the
 * hand-written card facts: which cards are in the starting deck and how many, which are instants or sorceries (by
 * the front face), the commanders proper in Oathbreaker, the line lists and card lists messages quote, colours as
 * letters, a card finding's place, and the order by first line.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { resolveDeck, type CardGroup, type ResolvedDeck } from '../../src/model/model.js';
import { parseTextDeck } from '../../src/parse/text.js';
import {
  byLine,
  cardList,
  colorsText,
  commandersProper,
  groupFinding,
  hasType,
  isInstantOrSorcery,
  linesText,
  startingCopies,
  startingDeck,
} from '../../src/rules/commander-shared.js';
import { indexWithFacts } from '../commander/cards.js';

// Line numbers: 1 Maybeboard, 2 Counterspell, 3 blank, 4 Commander, 5 Azusa, 6 Lightning Bolt, 7 blank, 8 Deck,
// 9 Counterspell, 10 Sol Ring, 11 Counterspell, 12 Forest, 13 blank, 14 Sideboard, 15 Llanowar Elves, 16 Unknown Card,
// 17 blank, 18 Maybeboard, 19 Rhystic Study.
const TEXT = [
  'Maybeboard',
  '1 Counterspell',
  '',
  'Commander',
  '1 Azusa, Lost but Seeking',
  '1 Lightning Bolt',
  '',
  'Deck',
  '2 Counterspell',
  '1 Sol Ring',
  '1 Counterspell',
  '40 Forest',
  '',
  'Sideboard',
  '3 Llanowar Elves',
  '1 Unknown Card',
  '',
  'Maybeboard',
  '1 Rhystic Study',
].join('\n');

const deck: ResolvedDeck = resolveDeck(parseTextDeck(TEXT, 'deck.txt'), indexWithFacts(embeddedIndex()));
const group = (name: string): CardGroup => {
  const g = [...deck.cards.values()].find((x) => x.name === name);
  if (!g) throw new Error(`no ${name}`);
  return g;
};

describe('commander-shared', () => {
  it('startingDeck: main deck and command zone, not the sideboard or the Maybeboard; startingCopies counts both', () => {
    expect(startingDeck(deck).map((g) => [g.name, startingCopies(g)])).toEqual([
      ['Counterspell', 3],
      ['Azusa, Lost but Seeking', 1],
      ['Lightning Bolt', 1],
      ['Sol Ring', 1],
      ['Forest', 40],
    ]);
  });

  it('hasType / isInstantOrSorcery by the front face; a card without facts has no type', () => {
    expect(['Counterspell', 'Lightning Bolt', 'Sol Ring', 'Azusa, Lost but Seeking', 'Unknown Card'].map((n) => isInstantOrSorcery(group(n)))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(hasType(group('Sol Ring'), 'Creature', 'Artifact')).toBe(true);
    expect(hasType(group('Sol Ring'), 'Creature')).toBe(false);
    expect(hasType(group('Unknown Card'), 'Instant', 'Creature', 'Land', 'Artifact')).toBe(false);
  });

  it("commandersProper: in Oathbreaker the zone without its signature spell; elsewhere the whole zone, a copy", () => {
    const zone = [group('Azusa, Lost but Seeking'), group('Lightning Bolt')];
    expect(commandersProper(zone, true).map((g) => g.name)).toEqual(['Azusa, Lost but Seeking']);
    const all = commandersProper(zone, false);
    expect(all.map((g) => g.name)).toEqual(['Azusa, Lost but Seeking', 'Lightning Bolt']);
    expect(all).not.toBe(zone);
  });

  it('linesText: the lines in the deck proper, in order ("line", "lines"); none outside it', () => {
    expect(linesText(deck, group('Counterspell'))).toBe('lines 9, 11');
    expect(linesText(deck, group('Sol Ring'))).toBe('line 10');
    expect(linesText(deck, group('Llanowar Elves'))).toBe('line 15');
    expect(linesText(deck, group('Rhystic Study'))).toBe('no line');
  });

  it('cardList: each card with its lines, up to the maximum, then how many more', () => {
    const groups = [group('Sol Ring'), group('Counterspell'), group('Forest')];
    expect(cardList(deck, groups)).toBe('Sol Ring (line 10), Counterspell (lines 9, 11), Forest (line 12)');
    expect(cardList(deck, groups, 2)).toBe('Sol Ring (line 10), Counterspell (lines 9, 11) and 1 more');
    expect(cardList(deck, groups, 3)).toBe('Sol Ring (line 10), Counterspell (lines 9, 11), Forest (line 12)');
    expect(cardList(deck, [])).toBe('');
  });

  it('colorsText: WUBRG order whatever the order given; none is colourless', () => {
    expect(colorsText(['G', 'W', 'U'])).toBe('WUG');
    expect(colorsText(['R', 'B'])).toBe('BR');
    expect(colorsText([])).toBe('colourless');
  });

  it('groupFinding: on the first line in the deck proper (not the Maybeboard), with every line related', () => {
    const f = groupFinding('card-singleton', deck, group('Counterspell'), { severity: 'error', message: 'a message', reference: 'CR 903', count: 3, limit: 1 });
    expect({ ...f, related: f.related.map((l) => [l.line, l.section, l.count]) }).toEqual({
      rule: 'card-singleton',
      file: 'deck.txt',
      line: 9,
      column: 1,
      section: 'main',
      card: 'Counterspell',
      related: [
        [9, 'main', 2],
        [11, 'main', 1],
      ],
      severity: 'error',
      message: 'a message',
      reference: 'CR 903',
      count: 3,
      limit: 1,
    });
    const side = groupFinding('card-singleton', deck, group('Llanowar Elves'), { severity: 'warning', message: 'm', reference: 'r' });
    expect([side.line, side.section, 'count' in side]).toEqual([15, 'sideboard', false]);
    // A card only in the Maybeboard has no place in the deck proper: no line, column or section.
    const maybe = groupFinding('card-singleton', deck, group('Rhystic Study'), { severity: 'warning', message: 'm', reference: 'r' });
    expect([maybe.line, maybe.column, 'section' in maybe, maybe.related]).toEqual([null, null, false, []]);
  });

  it('byLine: by the first line in the deck proper, whatever the order given or the Maybeboard', () => {
    // Counterspell is the deck's first group (its Maybeboard line 2), but its first line in the deck proper is 9.
    const names = (gs: readonly CardGroup[]) => gs.map((g) => g.name);
    const want = ['Azusa, Lost but Seeking', 'Lightning Bolt', 'Counterspell', 'Sol Ring', 'Llanowar Elves'];
    const picked = [group('Counterspell'), group('Sol Ring'), group('Azusa, Lost but Seeking'), group('Llanowar Elves'), group('Lightning Bolt')];
    expect(names(byLine(deck, picked))).toEqual(want);
    expect(names(byLine(deck, [...picked].reverse()))).toEqual(want);
  });
});
