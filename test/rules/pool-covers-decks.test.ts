/**
 * pool-covers-decks, the parts of its message the other tables leave out: a card on many pool lines (the first five
 * shown), a snow basic the pool has too few of, a name not in the pool with nothing similar, and a 2HG team (the
 * sections of each deck, one deck alone over the pool, listed sideboards).
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

interface Row extends RuleCase {
  name: string;
  findings: { line: number; section: string; card: string; count: number; limit: number; message: string; suggestions?: string[] }[];
}

const WHY =
  'A Limited deck may use only cards from its pool, plus any number of Plains, Island, Swamp, Mountain and Forest (CR 100.2b, MTR 7.2).';

const table: Row[] = [
  {
    name: 'a card on six pool lines: the first five, then an ellipsis; a snow basic one over the pool',
    format: 'sealed',
    pool: '1 Shock\n1 Shock\n1 Shock\n1 Shock\n1 Shock\n1 Shock\n1 Giant Growth\n1 Snow-Covered Island\n',
    decks: ['Deck\n7 Shock\n2 Snow-Covered Island\n31 Forest'],
    findings: [
      {
        line: 2,
        section: 'main',
        card: 'Shock',
        count: 7,
        limit: 6,
        message: `Shock: 7 copies (7 in the main deck), but the pool has 6 (pool.txt lines 1, 2, 3, 4, 5, …). ${WHY} Remove 1.`,
      },
      {
        line: 3,
        section: 'main',
        card: 'Snow-Covered Island',
        count: 2,
        limit: 1,
        message:
          'Snow-Covered Island: 2 copies (2 in the main deck), but the pool has 1 (pool.txt line 8). Only Plains, Island, ' +
          'Swamp, Mountain and Forest may be added to a Limited deck; Snow-Covered basics and Wastes must come from the ' +
          'pool (MTR 7.2). Remove 1 (add basic lands that may be added instead).',
      },
    ],
  },
  {
    name: 'a card on exactly five pool lines: all five, no ellipsis',
    format: 'sealed',
    pool: '1 Shock\n1 Shock\n1 Shock\n1 Shock\n1 Shock\n',
    decks: ['Deck\n6 Shock\n34 Forest'],
    findings: [
      {
        line: 2,
        section: 'main',
        card: 'Shock',
        count: 6,
        limit: 5,
        message: `Shock: 6 copies (6 in the main deck), but the pool has 5 (pool.txt lines 1, 2, 3, 4, 5). ${WHY} Remove 1.`,
      },
    ],
  },
  {
    name: 'one copy of a name the pool does not have, nothing similar: "Remove it", no suggestion',
    format: 'sealed',
    pool: '1 Giant Growth\n',
    decks: ['Deck\n1 Xyzzy Plugh\n39 Forest'],
    findings: [
      {
        line: 2,
        section: 'main',
        card: 'Xyzzy Plugh',
        count: 1,
        limit: 0,
        message: `Xyzzy Plugh: 1 copy (1 in the main deck), but it is not in the pool (pool.txt). ${WHY} Remove it, or write the name as the pool does.`,
      },
    ],
  },
  {
    name: '2HG: one deck alone over the team pool; sideboards listed in both decks',
    format: 'sealed',
    team: true,
    pool: '3 Llanowar Elves\n1 Shock\n1 Shock\n',
    decks: ['Deck\n4 Llanowar Elves\n36 Forest\n\nSideboard\n1 Shock', 'Deck\n1 Llanowar Elves\n39 Forest\n\nSideboard\n2 Shock'],
    findings: [
      {
        line: 2,
        section: 'main',
        card: 'Llanowar Elves',
        count: 5,
        limit: 3,
        message:
          'Llanowar Elves: 5 copies across the team (4 in deck-1.txt + 1 in deck-2.txt), but the team pool has 3 (pool.txt ' +
          `line 1). ${WHY} The team's decks are built from one shared pool (CR 100.4c). Remove 2.`,
      },
      {
        line: 6,
        section: 'sideboard',
        card: 'Shock',
        count: 3,
        limit: 2,
        message:
          'Shock: 3 copies across the team (1 in deck-1.txt (1 in the sideboard) + 2 in deck-2.txt (2 in the sideboard)), ' +
          `but the team pool has 2 (pool.txt lines 2, 3). ${WHY} Each deck alone would fit, but the team builds all its ` +
          'decks from one shared pool, so each card of the pool can be in only one deck (CR 100.4c). Sideboard sections ' +
          'count against the pool too; in Limited the sideboard is simply the rest of the pool (CR 100.4b, 100.4c), so it ' +
          'need not be listed. Remove 1.',
      },
    ],
  },
  {
    name: '2HG: a card in one deck only, not in the pool',
    format: 'sealed',
    team: true,
    pool: '1 Giant Growth\n',
    decks: ['Deck\n2 Xyzzy Plugh\n38 Forest', 'Deck\n40 Forest'],
    findings: [
      {
        line: 2,
        section: 'main',
        card: 'Xyzzy Plugh',
        count: 2,
        limit: 0,
        message:
          `Xyzzy Plugh: 2 copies across the team (2 in deck-1.txt), but it is not in the team pool (pool.txt). ${WHY} ` +
          'Remove all 2, or write the name as the pool does.',
      },
    ],
  },
];

describe.each(table)('$name', (row) => {
  it('gives these pool-covers-decks findings, word for word', async () => {
    const found = await ruleFindings('pool-covers-decks', row);
    expect(found.map((f) => [f.line, f.section, f.card, f.count, f.limit, f.message])).toEqual(
      row.findings.map((f) => [f.line, f.section, f.card, f.count, f.limit, f.message]),
    );
    for (const f of found) {
      expect(f).toMatchObject({ severity: 'error', file: 'deck-1.txt', column: 1 });
      expect(f.reference).toBe(row.team ? 'CR 100.2b, CR 100.4c, MTR 7.2' : 'CR 100.2b, MTR 7.2');
      expect(f.team).toBe(row.team ? 'deck-1.txt + deck-2.txt' : undefined);
      expect(f.suggestions).toBeUndefined();
    }
  });
});
