/**
 * card-singleton, table-driven: Commander-family decks hold one card of each English name, counting the command zone,
 * word for word (the copies, the format's rule and citation, how many to remove); a card's own limit; cards the rule
 * leaves alone (basics, any number, the sideboard, formats that are not singleton).
 */
import { describe, it } from 'vitest';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'card-singleton';
const AZUSA = 'Azusa, Lost but Seeking';
const rows: Row[] = [
  {
    name: 'two copies: the format, its citation, how many to remove',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['2 Sol Ring']),
    findings: [
      {
        severity: 'error',
        line: 5,
        column: 1,
        section: 'main',
        card: 'Sol Ring',
        count: 2,
        limit: 1,
        reference: 'CR 903.5b',
        related: [5],
        message: 'Sol Ring: 2 copies in the deck; other than basic lands, each card in a Commander deck must have a different English name (CR 903.5b). Remove 1.',
      },
    ],
  },
  {
    name: 'the command zone counts',
    rule: RULE,
    format: 'duel-commander',
    text: commanderDeck([AZUSA], [AZUSA]),
    findings: [
      {
        line: 2,
        count: 2,
        limit: 1,
        related: [2, 5],
        reference: 'Duel Commander rules; CR 903.5b',
        message: `${AZUSA}: 2 copies in the deck; other than basic lands, each card in a Duel Commander deck must have a different English name (Duel Commander rules; CR 903.5b). Remove 1.`,
      },
    ],
  },
  {
    name: "a card's own limit",
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['9 Seven Dwarves']),
    findings: [{ count: 9, limit: 7, reference: 'CR 903.5b; card text', message: "Seven Dwarves: 9 copies in the deck; the card's own text allows at most 7. Remove 2." }],
  },
  {
    name: 'a card the data does not know is singleton too',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['2 Zyx Unknown Card']),
    findings: [{ card: 'Zyx Unknown Card', count: 2, limit: 1, message: 'Zyx Unknown Card: 2 copies in the deck; other than basic lands, each card in a Commander deck must have a different English name (CR 903.5b). Remove 1.' }],
  },
  { name: 'a sideboard copy is not in the deck', rule: RULE, format: 'commander', text: commanderDeck([AZUSA], ['Sol Ring'], 100, 'Forest', '\nSideboard\n1 Sol Ring\n'), findings: [] },
  { name: 'any number', rule: RULE, format: 'commander', text: commanderDeck(['Tymna the Weaver'], ['30 Relentless Rats'], 100, 'Swamp'), findings: [] },
  { name: 'basics', rule: RULE, format: 'commander', text: commanderDeck([AZUSA], ['40 Snow-Covered Forest']), findings: [] },
  { name: 'not outside Commander-family formats', rule: RULE, format: 'legacy', text: 'Deck\n4 Sol Ring\n56 Forest\n', findings: [] },
];

describe('card-singleton', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
