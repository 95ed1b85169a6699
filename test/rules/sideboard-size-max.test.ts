/**
 * sideboard-size-max in the Commander family (no sideboard at all): which cards count as a stray sideboard (a companion
 * repeated from its Companion section does not, one only in the Companion section takes no card off the count), and
 * the line the finding points at when there is no Sideboard header.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

const AZUSA = 'Commander\n1 Azusa, Lost but Seeking\n\n';
const STRAY4 = '1 Sol Ring\n1 Counterspell\n1 Birthing Pod\n1 Llanowar Elves';

interface Row extends RuleCase {
  name: string;
  /** The one finding expected, or null for none. */
  finding: { line: number | null; count: number } | null;
}

const table: Row[] = [
  {
    name: 'a companion only in its Companion section is not a sideboard card, and does not hide one',
    format: 'commander',
    decks: [`${AZUSA}Companion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Forest\n\nSideboard\n1 Sol Ring`],
    finding: { line: 10, count: 1 },
  },
  {
    name: 'a companion repeated in the sideboard from its Companion section is that companion',
    format: 'commander',
    decks: [`${AZUSA}Companion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Forest\n\nSideboard\n1 Lurrus of the Dream-Den`],
    finding: null,
  },
  {
    name: 'the repeated companion is left out of the count, the other sideboard cards are counted',
    format: 'commander',
    decks: [`${AZUSA}Deck\n99 Forest\n\nSideboard\n2 Sol Ring\n1 Lurrus of the Dream-Den\n\nCompanion\n1 Lurrus of the Dream-Den`],
    finding: { line: 7, count: 2 },
  },
  {
    name: 'no Sideboard header: the first sideboard card (after a blank line)',
    format: 'commander',
    decks: [`99 Forest\n\n${STRAY4}`],
    finding: { line: 3, count: 4 },
  },
  {
    name: 'no Sideboard header: the first SB: line',
    format: 'commander',
    decks: [`1 Azusa, Lost but Seeking\n99 Forest\n${STRAY4.replace(/^/gm, 'SB: ')}`],
    finding: { line: 3, count: 4 },
  },
  {
    name: 'Constructed: a Companion section before the Sideboard header is where the sideboard starts',
    format: 'casual',
    decks: ['Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Mountain\n\nSideboard\n15 Island'],
    finding: { line: 2, count: 16 },
  },
  {
    name: 'Constructed: at most 15, the Sideboard header before its cards',
    format: 'casual',
    decks: ['Deck\n60 Mountain\n\nSideboard\n15 Island'],
    finding: null,
  },
];

describe.each(table)('$name', (row) => {
  it('gives the expected sideboard-size-max finding', async () => {
    const found = await ruleFindings('sideboard-size-max', row);
    if (row.finding === null) {
      expect(found).toEqual([]);
      return;
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'error', file: 'deck-1.txt', section: 'sideboard', ...row.finding });
    expect(found[0]?.message).toContain(`The sideboard has ${row.finding.count} card${row.finding.count === 1 ? '' : 's'};`);
  });
});
