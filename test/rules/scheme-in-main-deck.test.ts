/**
 * scheme-in-main-deck: a scheme among the deck's cards points at its lowest line (here a sideboard written above the
 * deck), relates every line in line order, and counts the copies of both sections; schemes only in the scheme deck
 * and cards that are not schemes give nothing.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

interface Row extends RuleCase {
  name: string;
  findings: { line: number; section: string; card: string; count: number; related: [number, string][]; says: string[]; message?: string }[];
}

const SCHEMES = '\n\nSchemes\n2 Feed the Machine\n2 Behold the Power of Destruction';

const table: Row[] = [
  {
    name: 'a sideboard above the deck: the sideboard line first, both sections counted',
    format: 'casual',
    variant: 'archenemy',
    decks: [`Sideboard\n1 Feed the Machine\n\nDeck\n58 Mountain\n2 Feed the Machine${SCHEMES}`],
    findings: [
      {
        line: 2,
        section: 'sideboard',
        card: 'Feed the Machine',
        count: 3,
        related: [[2, 'sideboard'], [6, 'main']],
        says: ['Feed the Machine is a scheme card, but it is in the deck (2 in the main deck + 1 in the sideboard);', 'Move the 3 copies under "Schemes".'],
        message:
          'Feed the Machine is a scheme card, but it is in the deck (2 in the main deck + 1 in the sideboard); schemes are ' +
          'only played from the scheme deck, never from the main deck or sideboard (CR 314.1, CR 904.3). Move the 3 copies ' +
          'under "Schemes".',
      },
    ],
  },
  {
    name: 'two schemes in the main deck: one finding each, in deck order',
    format: 'casual',
    variant: 'archenemy',
    decks: [`Deck\n58 Mountain\n1 Behold the Power of Destruction\n1 Feed the Machine${SCHEMES}`],
    findings: [
      { line: 3, section: 'main', card: 'Behold the Power of Destruction', count: 1, related: [[3, 'main']], says: ['(1 in the main deck);', 'Move it under "Schemes".'] },
      { line: 4, section: 'main', card: 'Feed the Machine', count: 1, related: [[4, 'main']], says: ['(1 in the main deck);'] },
    ],
  },
  {
    name: 'a scheme only in the Maybeboard is not in the deck: nothing',
    format: 'casual',
    variant: 'archenemy',
    decks: [`Deck\n60 Mountain\n\nMaybeboard\n1 Feed the Machine${SCHEMES}`],
    findings: [],
  },
  {
    name: 'schemes only in the scheme deck, a plane in the main deck: nothing',
    format: 'casual',
    variant: 'archenemy',
    decks: [`Deck\n59 Mountain\n1 Akoum${SCHEMES}`],
    findings: [],
  },
];

describe.each(table)('$name', (row) => {
  it('gives the expected scheme-in-main-deck findings', async () => {
    const found = await ruleFindings('scheme-in-main-deck', row);
    expect(found.map((f) => [f.line, f.section, f.card, f.count, f.related.map((l) => [l.line, l.section])])).toEqual(
      row.findings.map((f) => [f.line, f.section, f.card, f.count, f.related]),
    );
    found.forEach((f, i) => {
      expect(f).toMatchObject({ severity: 'error', file: 'deck-1.txt', column: 1, limit: 0, reference: 'CR 314.1, CR 904.3' });
      for (const s of row.findings[i]?.says ?? []) expect(f.message).toContain(s);
      const whole = row.findings[i]?.message;
      if (whole !== undefined) expect(f.message).toBe(whole);
    });
  });
});
