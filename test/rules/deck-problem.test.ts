/**
 * deck-problem: the "cannot find" (Decklist Problem) and "missing sideboard cards" clauses count only the copies that
 * did not move, and only this card's moves out of that section: another card's move, or this card's move out of
 * another section, takes nothing off.
 */
import { describe, expect, it } from 'vitest';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { diffTexts } from '../../src/api/diff.js';

interface Row {
  name: string;
  registered: string;
  presented: string;
  /** card → the facts its deck-problem message must state, and the clauses it must not. */
  findings: Record<string, { says: string[]; never: string[] }>;
}

const LOST = 'If the player cannot find the missing';
const NOTED = 'Missing sideboard cards are noted, with no penalty (IPG 3.5).';

const table: Row[] = [
  {
    name: "another card moved out of the main deck does not cover this card's missing copy",
    registered: 'Deck\n4 Lightning Bolt\n4 Shock\n52 Mountain\n\nSideboard\n2 Pyroblast\n',
    presented: 'Deck\n3 Lightning Bolt\n3 Shock\n52 Mountain\n1 Pyroblast\n\nSideboard\n1 Pyroblast\n1 Shock\n',
    findings: {
      'Lightning Bolt': { says: ['Lightning Bolt: main deck registered 4, presented 3 (−1). The deck', `${LOST} copy,`], never: ['moved'] },
      Shock: { says: ['— 1 moved from the main deck to the sideboard.'], never: [LOST, NOTED] },
      Pyroblast: { says: ['— 1 moved from the sideboard to the main deck.'], never: [LOST, NOTED] },
    },
  },
  {
    name: "another card moved out of the sideboard does not cover this card's missing sideboard copy",
    registered: 'Deck\n56 Mountain\n4 Lightning Bolt\n\nSideboard\n2 Pyroblast\n2 Hydroblast\n',
    presented: 'Deck\n56 Mountain\n4 Lightning Bolt\n1 Hydroblast\n\nSideboard\n1 Pyroblast\n1 Hydroblast\n',
    findings: {
      Hydroblast: { says: ['— 1 moved from the sideboard to the main deck.'], never: [NOTED, LOST] },
      Pyroblast: { says: ['Pyroblast: sideboard registered 2, presented 1 (−1). The deck', NOTED], never: ['moved'] },
    },
  },
  {
    name: 'copies moved from the main deck do not cover copies missing from the sideboard',
    registered: 'Deck\n56 Mountain\n3 Lightning Bolt\n\nSideboard\n1 Lightning Bolt\n',
    presented: 'Commander\n2 Lightning Bolt\n\nDeck\n56 Mountain\n1 Lightning Bolt\n',
    findings: {
      'Lightning Bolt': {
        says: ['main deck registered 3, presented 1 (−2); sideboard registered 1, presented 0 (−1); command zone registered 0, presented 2 (+2) — 2 moved from the main deck to the command zone.', NOTED],
        never: [LOST],
      },
    },
  },
  {
    name: "both sections short, one copy of each moved: the main deck's move does not cover the sideboard's missing copy",
    registered: 'Deck\n56 Mountain\n2 Lightning Bolt\n\nSideboard\n2 Lightning Bolt\n',
    presented: 'Commander\n2 Lightning Bolt\n\nDeck\n56 Mountain\n1 Lightning Bolt\n',
    findings: {
      'Lightning Bolt': {
        says: ['1 moved from the main deck to the command zone, 1 moved from the sideboard to the command zone.', NOTED],
        never: [LOST],
      },
    },
  },
];

describe.each(table)('$name', (row) => {
  it('states the clauses that apply to each card', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = diffTexts(
      prepared,
      { file: 'registered.txt', text: row.registered },
      { file: 'presented.txt', text: row.presented },
      false,
    );
    const found = report.findings.filter((f) => f.rule === 'deck-problem');
    expect(found.map((f) => f.card).sort()).toEqual(Object.keys(row.findings).sort());
    for (const f of found) {
      const want = row.findings[f.card ?? ''];
      for (const s of want?.says ?? []) expect(f.message).toContain(s);
      for (const s of want?.never ?? []) expect(f.message).not.toContain(s);
    }
  });
});
