/**
 * card-name-ambiguous, table-driven: a written name that is a face of two cards is an error that names both as
 * suggestions, word for word, on its line and section; the full name of either card is not.
 */
import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { check, expectRow, type Row } from './rules-a-harness.js';

/** Two split cards that share a face name (as Fire // Ice and Start // Fire share "Fire"). */
function split(name: string, faces: [string, string]): CardInfo {
  const base = card(name, { cost: '{1}{R}', mv: 2, ci: ['R'], types: ['Instant'], layout: 'split', text: '' });
  const face = base.faces?.[0];
  if (!face) throw new Error(name);
  return { ...base, faces: faces.map((n) => ({ ...face, name: n })) };
}
const CARDS = [split('Test Alpha // Test Shared', ['Test Alpha', 'Test Shared']), split('Test Shared // Test Omega', ['Test Shared', 'Test Omega'])];
const RULE = 'card-name-ambiguous';
const rows: Row[] = [
  {
    name: 'a face name two cards share: both named, on its line',
    rule: RULE,
    format: 'casual',
    cards: CARDS,
    text: 'Deck\n56 Mountain\n\nSideboard\n3 Test Shared\n',
    findings: [
      {
        severity: 'error',
        line: 5,
        column: 1,
        section: 'sideboard',
        card: 'Test Shared',
        count: 3,
        reference: 'IPG 3.4 (ambiguous card names on a decklist)',
        related: [],
        message: '"Test Shared" could mean "Test Alpha // Test Shared" or "Test Shared // Test Omega"; a decklist must name one card (IPG 3.4). Write the full card name.',
      },
    ],
  },
  { name: 'the full name is one card', rule: RULE, format: 'casual', cards: CARDS, text: 'Deck\n56 Mountain\n1 Test Alpha // Test Shared\n1 Test Shared // Test Omega\n', findings: [] },
];

describe('card-name-ambiguous', () => {
  it.each(rows)('$name', (row) => expectRow(row));
  it('suggests both cards', () => {
    const f = check({ format: 'casual', cards: CARDS, text: 'Deck\n1 Test Shared\n59 Mountain\n' }).find((x) => x.rule === RULE);
    expect(f?.suggestions).toEqual(['Test Alpha // Test Shared', 'Test Shared // Test Omega']);
  });
});
