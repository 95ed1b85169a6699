/**
 * team-card-restricted (Two-Headed Giant: a restricted card once per team): only restricted cards, only when more than
 * one deck holds them, only for formats with a restricted list.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings, type RuleCase } from './rule-cases.js';

interface Row extends RuleCase {
  name: string;
  findings: { file: string; line: number; card: string; count: number; related: string[] }[];
}

const table: Row[] = [
  {
    name: 'two restricted copies in one deck are that deck\'s problem (card-restricted), not the team\'s',
    format: 'vintage',
    team: true,
    decks: ['2 Black Lotus\n58 Island', '60 Island'],
    findings: [],
  },
  {
    name: 'a card on no list in both decks',
    format: 'vintage',
    team: true,
    decks: ['1 Lightning Bolt\n59 Island', '1 Brainstorm\n1 Lightning Bolt\n58 Island'],
    findings: [],
  },
  {
    name: 'a format without lists (casual) has no restricted cards',
    format: 'casual',
    team: true,
    decks: ['1 Black Lotus\n59 Island', '1 Black Lotus\n59 Island'],
    findings: [],
  },
  {
    name: 'a restricted card in both decks, main deck and sideboard: all its lines',
    format: 'vintage',
    team: true,
    decks: ['59 Island\n1 Time Walk', 'Deck\n60 Island\n\nSideboard\n1 Time Walk\n1 Sol Ring'],
    findings: [{ file: 'deck-1.txt', line: 2, card: 'Time Walk', count: 2, related: ['deck-1.txt:2', 'deck-2.txt:5'] }],
  },
];

describe.each(table)('$name', (row) => {
  it('gives the expected team-card-restricted findings', async () => {
    const found = await ruleFindings('team-card-restricted', row);
    expect(found.map((f) => [f.file, f.line, f.card, f.count, f.related.map((l) => `${l.file}:${l.line}`)])).toEqual(
      row.findings.map((f) => [f.file, f.line, f.card, f.count, f.related]),
    );
    for (const f of found) {
      expect(f).toMatchObject({ severity: 'error', limit: 1, team: 'deck-1.txt + deck-2.txt' });
      expect(f.message).toContain(`${f.card ?? ''} is restricted in Vintage and the team has 2 (1 in deck-1.txt + 1 in deck-2.txt`);
    }
  });
});

describe('a restriction announced but not yet in effect', () => {
  const decks = ['59 Island\n1 Narset, Parter of Veils', '59 Island\n1 Narset, Parter of Veils'];

  it('is a warning for the team in the week between announcement and effect, saying when', async () => {
    const found = await ruleFindings('team-card-restricted', { format: 'vintage', team: true, date: '2019-11-20', decks });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', card: 'Narset, Parter of Veils', count: 2, limit: 1 });
    expect(found[0]?.message).toBe(
      'Narset, Parter of Veils may still be played as 2 copies by the team in Vintage on 2019-11-20, but its ' +
        'restriction was announced 2019-11-18, in effect from 2019-11-22 in tabletop play (on Magic Online from ' +
        '2019-11-18). Keep one copy in one deck before playing on or after that day.',
    );
  });

  it('is an error from the day it takes effect, and nothing before it was announced', async () => {
    const after = await ruleFindings('team-card-restricted', { format: 'vintage', team: true, date: '2019-11-22', decks });
    expect(after.map((f) => f.severity)).toEqual(['error']);
    const before = await ruleFindings('team-card-restricted', { format: 'vintage', team: true, date: '2019-11-17', decks });
    expect(before).toEqual([]);
  });
});
