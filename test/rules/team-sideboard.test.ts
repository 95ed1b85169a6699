/**
 * team-sideboard (Two-Headed Giant Constructed: no sideboard, no companion): one finding per deck that has one, with
 * the line it starts on (its header, or its first card when that comes first), its size and every line it holds.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

interface Row extends RuleCase {
  name: string;
  findings: { file: string; line: number | null; count: number; related: number[]; says: string }[];
}

const table: Row[] = [
  {
    name: 'a sideboard after a blank line (no header) starts at its first card; a Sideboard header before a Companion one',
    format: 'legacy',
    team: true,
    decks: ['60 Mountain\n\n3 Pyroblast', 'Deck\n60 Island\n\nSideboard\n2 Hydroblast\n\nCompanion\n1 Lurrus of the Dream-Den'],
    findings: [
      { file: 'deck-1.txt', line: 3, count: 3, related: [3], says: 'deck-1.txt has a sideboard of 3 cards, but' },
      { file: 'deck-2.txt', line: 4, count: 3, related: [5, 8], says: 'deck-2.txt has a sideboard of 3 cards, but' },
    ],
  },
  {
    name: 'SB: lines start at the first of them; a companion alone starts at its header',
    format: 'legacy',
    team: true,
    decks: ['Deck\n60 Mountain\nSB: 2 Pyroblast', 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Island'],
    findings: [
      { file: 'deck-1.txt', line: 3, count: 2, related: [3], says: 'deck-1.txt has a sideboard of 2 cards, but' },
      { file: 'deck-2.txt', line: 1, count: 1, related: [2], says: 'deck-2.txt has a sideboard of 1 card, but' },
    ],
  },
  {
    name: 'a companion above a later Sideboard header: the companion line comes first',
    format: 'legacy',
    team: true,
    decks: ['60 Mountain', 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Island\n\nSideboard\n2 Hydroblast'],
    findings: [{ file: 'deck-2.txt', line: 2, count: 3, related: [2, 8], says: 'deck-2.txt has a sideboard of 3 cards, but' }],
  },
  {
    // The lines are gathered card by card (Pyroblast first: the main deck names it first), then put in line order.
    name: 'sideboard lines in line order, whatever card the deck names first; no header: the lowest of them',
    format: 'legacy',
    team: true,
    decks: ['1 Pyroblast\n59 Mountain\n\n1 Hydroblast\n1 Pyroblast\n1 Red Elemental Blast', '60 Island'],
    findings: [{ file: 'deck-1.txt', line: 4, count: 3, related: [4, 5, 6], says: 'deck-1.txt has a sideboard of 3 cards, but' }],
  },
  { name: 'no sideboard in either deck', format: 'legacy', team: true, decks: ['60 Mountain', '60 Island'], findings: [] },
];

describe.each(table)('$name', (row) => {
  it('gives one finding per deck with a sideboard', async () => {
    const found = await ruleFindings('team-sideboard', row);
    expect(found.map((f) => [f.file, f.line, f.count, f.related.map((l) => l.line)])).toEqual(
      row.findings.map((f) => [f.file, f.line, f.count, f.related]),
    );
    found.forEach((f, i) => {
      expect(f).toMatchObject({ severity: 'error', section: 'sideboard', team: 'deck-1.txt + deck-2.txt', limit: 0 });
      expect(f.message).toContain(row.findings[i]?.says);
      expect(f.message).toContain('Remove the sideboard (and any companion) from the list.');
    });
  });
});
