/**
 * The helpers the deck rules share (src/rules/shared.ts): the "4 in the main deck + 1 in the sideboard" breakdown
 * (a companion counted once, the command zone), plural words, and where a per-card finding points (its first line,
 * every line, in line order) as the user sees them in card-copies-max.
 */
import { describe, expect, it } from 'vitest';
import type { CardGroup } from '../../src/model/model.js';
import type { SectionId } from '../../src/parse/types.js';
import { plural, sectionBreakdown } from '../../src/rules/shared.js';
import { ruleFindings } from './rule-cases.js';

function group(counts: Partial<Record<SectionId, number>>): CardGroup {
  const zero = { main: 0, sideboard: 0, commander: 0, companion: 0, maybeboard: 0, tokens: 0, schemes: 0, planes: 0 };
  return { key: 'k', name: 'Card', entries: [], counts: { ...zero, ...counts } };
}

describe('sectionBreakdown', () => {
  it.each([
    { counts: { main: 4 }, text: '4 in the main deck' },
    { counts: { sideboard: 2 }, text: '2 in the sideboard' },
    { counts: { main: 4, sideboard: 1 }, text: '4 in the main deck + 1 in the sideboard' },
    // A companion repeated in the sideboard is one card (RULES A7); only the copies beyond the sideboard's are added.
    { counts: { main: 4, sideboard: 1, companion: 1 }, text: '4 in the main deck + 1 in the sideboard' },
    { counts: { main: 4, companion: 1 }, text: '4 in the main deck + 1 as companion' },
    { counts: { sideboard: 1, companion: 2 }, text: '1 in the sideboard + 1 as companion' },
    { counts: { main: 1, commander: 1 }, text: '1 in the main deck + 1 as commander' },
    { counts: { commander: 2 }, text: '2 as commander' },
    { counts: { main: 0, maybeboard: 3 }, text: '' },
  ])('$text', ({ counts, text }) => {
    expect(sectionBreakdown(group(counts))).toBe(text);
  });
});

describe('plural', () => {
  it.each([
    { n: 0, word: 'card', text: '0 cards' },
    { n: 1, word: 'card', text: '1 card' },
    { n: 2, word: 'card', text: '2 cards' },
    { n: 1, word: 'copy', pluralWord: 'copies', text: '1 copy' },
    { n: 3, word: 'copy', pluralWord: 'copies', text: '3 copies' },
  ])('$text', ({ n, word, pluralWord, text }) => {
    expect(pluralWord === undefined ? plural(n, word) : plural(n, word, pluralWord)).toBe(text);
  });
});

describe('a per-card finding as the user sees it (card-copies-max)', () => {
  it('a companion only in its section: counted as companion, its line first', async () => {
    const [f, ...rest] = await ruleFindings('card-copies-max', {
      format: 'casual',
      decks: ['Companion\n1 Lurrus of the Dream-Den\n\nDeck\n52 Mountain\n4 Lurrus of the Dream-Den'],
    });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ file: 'deck-1.txt', line: 2, column: 1, card: 'Lurrus of the Dream-Den', count: 5, limit: 4 });
    expect(f?.related.map((l) => [l.line, l.section, l.count])).toEqual([
      [2, 'companion', 1],
      [6, 'main', 4],
    ]);
    expect(f?.message).toContain('Lurrus of the Dream-Den: 5 copies (4 in the main deck + 1 as companion);');
  });

  it('a sideboard written above the deck: the finding points at the sideboard line, the lowest', async () => {
    const [f] = await ruleFindings('card-copies-max', {
      format: 'casual',
      decks: ['Sideboard\n1 Lightning Bolt\n\nDeck\n52 Mountain\n4 Lightning Bolt\n4 Shock'],
    });
    expect(f).toMatchObject({ line: 2, column: 1, card: 'Lightning Bolt', count: 5, limit: 4 });
    expect(f?.related.map((l) => l.line)).toEqual([2, 6]);
    expect(f?.message).toContain('Lightning Bolt: 5 copies (4 in the main deck + 1 in the sideboard);');
  });
});
