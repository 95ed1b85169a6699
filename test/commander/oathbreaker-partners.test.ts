/**
 * Issue 31 item 19: two partner planeswalkers (Will and Rowan Kenrith) are two oathbreakers, each with its own
 * signature spell. Without card data an oathbreaker cannot be told from a signature spell: only a command zone beyond
 * two of each is refused. (With card data: test/commander/rules.test.ts, test/rules/mutation-commander-pair.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

async function findings(zone: readonly string[]) {
  const prepared = await prepareCheck({ builtInCardData: false, format: 'oathbreaker', date: '2026-09-01' });
  const text = `Commander\n${zone.map((c) => `1 ${c}`).join('\n')}\nDeck\n${60 - zone.length} Island\n`;
  return checkTexts(prepared, [{ file: 'deck.txt', text }]).findings.filter((f) => f.severity === 'error');
}

describe('Oathbreaker command zone without card data', () => {
  it.each([
    [['Teferi, Temporal Archmage', 'Counterspell'], []],
    [['Will Kenrith', 'Rowan Kenrith', 'Counterspell'], []],
    [['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt'], []],
    [['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt', 'Brainstorm'], ['commander-pair 5 4']],
  ] as const)('%j: %j', async (zone, expected) => {
    const found = await findings(zone);
    expect(found.map((f) => `${f.rule} ${f.count ?? ''} ${f.limit ?? ''}`)).toEqual(expected);
  });

  it('a zone of five names every card and the rule', async () => {
    const [f] = await findings(['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt', 'Brainstorm']);
    expect(f?.message).toBe(
      'The command zone holds 5 cards: Will Kenrith (line 2), Rowan Kenrith (line 3), Counterspell (line 4), Lightning ' +
        'Bolt (line 5), Brainstorm (line 6). It holds at most two oathbreakers, and then a signature spell for each ' +
        '(CR 702.124g; Oathbreaker rules). Keep 4 at most; the others go in the main deck or out of it.',
    );
    expect(f?.reference).toBe('CR 702.124g; Oathbreaker rules (oathbreakermtg.org)');
  });
});
