/**
 * card-copies-max, table-driven: more than four copies by English name across main deck and sideboard (with the
 * companion), word for word; a card's own limit (Seven Dwarves) in Constructed and in Limited (the main deck only,
 * and only its lines); cards the rule leaves alone (basics, any number, exactly the limit, Limited without an own
 * limit, Commander-family formats).
 */
import { describe, it } from 'vitest';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'card-copies-max';
const base = { rule: RULE, db: null, format: 'legacy' } as const;
const rows: Row[] = [
  {
    ...base,
    name: 'five copies: the breakdown by section, the limit, the citation, how many to remove',
    text: 'Deck\n3 Lightning Bolt\n57 Mountain\n\nSideboard\n2 Lightning Bolt\n',
    findings: [
      {
        severity: 'error',
        line: 2,
        column: 1,
        card: 'Lightning Bolt',
        count: 5,
        limit: 4,
        reference: 'CR 100.2a, CR 100.4a',
        related: [2, 6],
        message:
          'Lightning Bolt: 5 copies (3 in the main deck + 2 in the sideboard); at most 4 copies of a card with one English name are allowed across main deck and sideboard (CR 100.2a, CR 100.4a). Remove 1.',
      },
    ],
  },
  { ...base, name: 'exactly four', text: 'Deck\n2 Lightning Bolt\n58 Mountain\n\nSideboard\n2 Lightning Bolt\n', findings: [] },
  {
    ...base,
    name: 'the companion counts',
    format: 'casual',
    text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Lurrus of the Dream-Den\n56 Plains\n',
    findings: [{ count: 5, limit: 4, message: 'Lurrus of the Dream-Den: 5 copies (4 in the main deck + 1 as companion); at most 4 copies of a card with one English name are allowed across main deck and sideboard (CR 100.2a, CR 100.4a). Remove 1.' }],
  },
  {
    ...base,
    name: "a card's own limit",
    text: 'Deck\n8 Seven Dwarves\n52 Mountain\n',
    findings: [{ severity: 'error', line: 2, count: 8, limit: 7, reference: 'CR 100.2a; card text', message: "Seven Dwarves: 8 copies (8 in the main deck); the card's own text allows at most 7. Remove 1." }],
  },
  { ...base, name: "a card's own limit, exactly", text: 'Deck\n7 Seven Dwarves\n53 Mountain\n', findings: [] },
  { ...base, name: 'any number of copies', text: 'Deck\n30 Relentless Rats\n30 Swamp\n', findings: [] },
  { ...base, name: 'basic lands', text: 'Deck\n60 Mountain\n\nSideboard\n15 Snow-Covered Mountain\n', findings: [] },
  {
    ...base,
    name: "Limited: a card's own limit counts the main deck only, and points at its lines",
    format: 'sealed',
    text: 'Sideboard\n3 Seven Dwarves\n\nDeck\n9 Seven Dwarves\n31 Mountain\n',
    findings: [
      {
        severity: 'error',
        line: 5,
        column: 1,
        count: 9,
        limit: 7,
        related: [5],
        reference: 'CR 100.2a; card text',
        message: "Seven Dwarves: 9 copies (in the main deck); the card's own text allows at most 7 in a deck, in Limited too (RULES A5). Remove 2.",
      },
    ],
  },
  { ...base, name: "Limited: the sideboard does not count toward a card's own limit", format: 'sealed', text: 'Deck\n7 Seven Dwarves\n33 Mountain\n\nSideboard\n5 Seven Dwarves\n', findings: [] },
  { ...base, name: 'Limited: no four-copy limit', format: 'sealed', text: 'Deck\n6 Shock\n34 Mountain\n', findings: [] },
  { ...base, name: 'Commander-family formats are singleton instead', format: 'commander', text: commanderDeck(['Azusa, Lost but Seeking'], ['5 Lightning Bolt']), findings: [] },
];

describe('card-copies-max', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
