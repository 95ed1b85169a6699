/** Pools that cannot be used: the exact one-line reason the CLI stops with (exit 2), with the file and line. */
import { describe, expect, it } from 'vitest';
import { parsePool, unusablePoolReason } from '../../src/parse/pool.js';

describe('unusablePoolReason: the sentence', () => {
  it.each([
    [
      'a count of 0: the line is named once, in front',
      'pool.txt',
      '0 Opt\n',
      'pool.txt:1: count 0 is not a number of cards; write at least 1: "0 Opt". No card of the pool could be read.',
    ],
    ['comments only', 'pool.txt', '// just a note\n', 'pool.txt: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.'],
    ['a byte-order mark and blanks', 'pool.txt', '\uFEFF  \n', 'pool.txt: the file is empty: no cards to check.'],
    [
      'an unknown CSV header: the reason is whole, nothing added',
      'pool.csv',
      'Card Title,Copies\nOpt,1\n',
      'pool.csv:1: this CSV header is not one deckcheck can read (columns: Card Title, Copies). A CSV card list needs a count column (Quantity, Count or Qty) and a card-name column (Name, Card Name, Card or Simple Name), as the exports of ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield have. Export the list again from one of them, rename the columns, or save it as text ("4 Lightning Bolt" lines).',
    ],
    [
      'an unclosed quote on the only row',
      'pool.csv',
      'Quantity,Name\n1,"Opt\n',
      'pool.csv:2: a quoted field that begins here is never closed, so this row could not be read. Close the quote (a field that starts with " must end with "), or remove the stray quote. No card of the pool could be read.',
    ],
    ['a CSV header and blank lines', 'pool.csv', 'Quantity,Name\n\n\n', 'pool.csv: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.'],
  ])('%s', (_label, file, text, want) => {
    const pool = parsePool(text, file);
    expect(pool.cards).toBe(0);
    expect(unusablePoolReason(pool)).toBe(want);
  });

  it('a tokens section only: one warning with the sum of its cards, at its first header', () => {
    const pool = parsePool('Tokens\n2 Goblin\n1 Elf\n1 Opt\nTokens\n', 'pool.txt');
    expect(pool.deck.diagnostics.map((d) => [d.severity, d.line, d.section, d.message])).toEqual([
      [
        'warning',
        1,
        'tokens',
        'line 1: the tokens section (4 cards) is not part of the pool and is not counted. If these cards were opened or drafted, list them with the others.',
      ],
    ]);
    expect(unusablePoolReason(pool)).toBe('pool.txt: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.');
  });
});
