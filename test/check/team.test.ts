/**
 * Team views over resolved decks (src/model/team.ts): one card's copies in every deck of a team, ordered by file name
 * whatever order the players were given in; where a team finding points; how a team's deck is named in a message.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { resolveDeck } from '../../src/model/model.js';
import { deckLabel, teamBreakdown, teamCardFindingBase, teamCards, teamLocations } from '../../src/model/team.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { ParsedDeck } from '../../src/parse/types.js';

const INDEX = embeddedIndex();

function deck(file: string, text: string, extra: Partial<Pick<ParsedDeck, 'player' | 'seat'>> = {}) {
  return resolveDeck({ ...parseTextDeck(text, file), ...extra }, INDEX);
}

const RULE = { id: 'team-card-unique', reference: 'MTR 8.2' } as const;

describe('teamCards', () => {
  const b = deck('b.txt', '2 opt\n1 Relentless Rats\nSideboard\n1 Opt\nMaybeboard\n4 Shock\n');
  const a = deck('a.txt', '3 Island\nSideboard\n2 OPT\nCompanion\n1 Lurrus\n');
  const c = deck('c.txt', '10 relentless rats\n4 Ponder\n');

  it('one entry per card, decks by file name whatever order they come in, copies of the deck proper only', () => {
    for (const order of [
      [b, a, c],
      [c, b, a],
    ]) {
      expect(teamCards(order).map((t) => [t.key, t.name, t.total, t.basic, t.deckLimit ?? null, t.holdings.map((h) => [h.deck.file, h.copies])])).toEqual([
        ['island', 'Island', 3, true, null, [['a.txt', 3]]],
        [
          'opt',
          'OPT',
          5,
          false,
          null,
          [
            ['a.txt', 2],
            ['b.txt', 3],
          ],
        ],
        ['lurrus', 'Lurrus', 1, false, null, [['a.txt', 1]]],
        [
          'relentless rats',
          'Relentless Rats',
          11,
          false,
          'any',
          [
            ['b.txt', 1],
            ['c.txt', 10],
          ],
        ],
        ['ponder', 'Ponder', 4, false, null, [['c.txt', 4]]],
      ]);
    }
  });

  it('a card only outside the deck proper (maybeboard) is no team card', () => {
    expect(teamCards([b]).map((t) => t.key)).not.toContain('shock');
    expect(teamCards([])).toEqual([]);
  });

  it('the name is that of the card index when a deck writes it so, else the first deck by file', () => {
    const x = deck('x.txt', '1 seven dwarves\n1 ponder\n');
    const y = deck('y.txt', '1 Seven Dwarves\n1 PONDER\n');
    expect(teamCards([y, x]).map((t) => [t.name, t.deckLimit])).toEqual([
      ['Seven Dwarves', 7],
      ['ponder', undefined],
    ]);
  });

  it('two decks of the same file name keep the order they were given in', () => {
    const one = deck('same.txt', '1 Opt\n', { player: 'One' });
    const two = deck('same.txt', '2 Opt\n', { player: 'Two' });
    expect(teamCards([one, two])[0]?.holdings.map((h) => h.deck.parsed.player)).toEqual(['One', 'Two']);
    expect(teamCards([two, one])[0]?.holdings.map((h) => h.deck.parsed.player)).toEqual(['Two', 'One']);
  });
});

describe('where a team finding points, and how it names decks', () => {
  const b = deck('b.txt', 'Sideboard\n1 Opt\nDeck\n2 Opt\n');
  const a = deck('a.txt', '\n\n1 Shock\n3 Opt\n');

  it('teamLocations: every line, deck by deck by file name, each deck by line', () => {
    const [opt] = teamCards([b, a]).filter((t) => t.key === 'opt');
    expect(opt && teamLocations(opt).map((l) => [l.file, l.line, l.section, l.count])).toEqual([
      ['a.txt', 4, 'main', 3],
      ['b.txt', 2, 'sideboard', 1],
      ['b.txt', 4, 'main', 2],
    ]);
    expect(opt && teamBreakdown(opt)).toBe('3 in a.txt + 3 in b.txt');
  });

  it('teamCardFindingBase: the first line, the team, the card, its count and every line', () => {
    const [opt] = teamCards([b, a]).filter((t) => t.key === 'opt');
    expect(opt && teamCardFindingBase(opt, 'a.txt + b.txt', RULE)).toEqual({
      rule: 'team-card-unique',
      file: 'a.txt',
      line: 4,
      column: 1,
      team: 'a.txt + b.txt',
      card: 'Opt',
      count: 6,
      reference: 'MTR 8.2',
      related: [
        { file: 'a.txt', line: 4, column: 1, section: 'main', count: 3 },
        { file: 'b.txt', line: 2, column: 1, section: 'sideboard', count: 1 },
        { file: 'b.txt', line: 4, column: 1, section: 'main', count: 2 },
      ],
    });
  });

  it.each([
    [{}, 'a.txt'],
    [{ player: 'Alice' }, 'Alice (a.txt)'],
    [{ seat: 'A' }, 'seat A (a.txt)'],
    [{ seat: 'B', player: 'Bo' }, 'seat B (Bo, a.txt)'],
  ])('deckLabel %j is %j', (extra, label) => {
    expect(deckLabel(deck('a.txt', '1 Opt\n', extra))).toBe(label);
  });
});
