/**
 * team-card-copies-max (Two-Headed Giant: four of a card across the team): a card in one deck only is that deck's
 * (card-copies-max), exactly four across the team is allowed, and a card with its own limit in two decks is named
 * under the lenient policy even when the team holds few of it; "any number" gives no limit.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

interface Row extends RuleCase {
  name: string;
  findings: { severity: 'error' | 'warning'; card: string; count: number; limit: number | undefined; message?: string }[];
}

const table: Row[] = [
  {
    name: 'five of a card in one deck only: not a team finding',
    format: 'legacy',
    team: true,
    decks: ['5 Lightning Bolt\n55 Mountain', '60 Island'],
    findings: [],
  },
  {
    name: 'a card with its own limit in one deck only: not a team finding',
    format: 'legacy',
    team: true,
    decks: ['20 Relentless Rats\n40 Swamp', '60 Island'],
    findings: [],
  },
  {
    name: 'exactly four across the team is allowed',
    format: 'legacy',
    team: true,
    decks: ['2 Lightning Bolt\n58 Mountain', '2 Lightning Bolt\n58 Mountain'],
    findings: [],
  },
  {
    name: 'three Relentless Rats in two decks: named (lenient), with no limit',
    format: 'legacy',
    team: true,
    decks: ['2 Relentless Rats\n58 Swamp', '1 Relentless Rats\n59 Swamp'],
    findings: [
      {
        severity: 'warning',
        card: 'Relentless Rats',
        count: 3,
        limit: undefined,
        message:
          "Relentless Rats is in 2 of the team's decks (2 in deck-1.txt + 1 in deck-2.txt). Its text allows any number " +
          'of copies in a deck; the Two-Headed Giant rules exempt only basic lands from the team limit of four, and say ' +
          'nothing of such cards. deckcheck lets the card keep its own limit team-wide; ask the head judge, or check with ' +
          '--team-overrides strict (one deck only, as MTR 8.4 rules for Team Unified).',
      },
    ],
  },
  {
    name: 'two Seven Dwarves in two decks: named (lenient), with its own limit',
    format: 'legacy',
    team: true,
    decks: ['1 Seven Dwarves\n59 Mountain', '1 Seven Dwarves\n59 Mountain'],
    findings: [{ severity: 'warning', card: 'Seven Dwarves', count: 2, limit: 7 }],
  },
];

describe.each(table)('$name', (row) => {
  it('gives the expected team-card-copies-max findings', async () => {
    const found = await ruleFindings('team-card-copies-max', row);
    expect(found.map((f) => [f.severity, f.card, f.count, f.limit])).toEqual(
      row.findings.map((f) => [f.severity, f.card, f.count, f.limit]),
    );
    found.forEach((f, i) => {
      const want = row.findings[i]?.message;
      if (want !== undefined) expect(f.message).toBe(want);
      expect(f).toMatchObject({ file: 'deck-1.txt', line: 1, team: 'deck-1.txt + deck-2.txt' });
    });
  });
});
