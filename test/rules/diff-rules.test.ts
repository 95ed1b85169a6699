/**
 * The rules of `deckcheck diff` (deck-problem, decklist-problem), through the library API (diffTexts): for each case
 * the exact findings (rule, file, line, section, card, count) and the facts each message states (rows, moves, the
 * IPG clause that applies), plus the clauses that must not be there.
 */
import { describe, expect, it } from 'vitest';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { diffTexts } from '../../src/api/diff.js';

const REGISTERED = 'Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n';

interface Expect {
  rule: string;
  file: string;
  line: number | null;
  section?: string;
  card?: string;
  count?: number;
  related?: number;
  says: string[];
  never?: string[];
  /** The message is exactly `says[0]`. */
  exact?: boolean;
}

interface Row {
  name: string;
  registered?: string;
  presented: string;
  /** Check the registered list for Legacy on this day. */
  checkOn?: string;
  findings: Expect[];
}

const table: Row[] = [
  { name: 'the same deck: no finding', presented: REGISTERED, findings: [] },
  {
    name: 'one main-deck copy missing: the Decklist Problem clause, for one copy',
    presented: 'Deck\n3 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 2,
        section: 'main',
        card: 'Lightning Bolt',
        count: 3,
        related: 2,
        says: [
          'Lightning Bolt: main deck registered 4, presented 3 (−1). The deck does not match the registered decklist (IPG 3.5, Deck Problem): usually the deck is put back as registered.',
          'If the player cannot find the missing copy, IPG 3.5 treats it as a Decklist Problem (IPG 3.4) instead.',
        ],
        never: ['moved', 'Missing sideboard', '+'],
      },
    ],
  },
  {
    name: 'two main-deck copies missing: "the missing 2 copies"',
    presented: 'Deck\n2 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 2,
        card: 'Lightning Bolt',
        count: 2,
        says: ['main deck registered 4, presented 2 (−2).', 'If the player cannot find the missing 2 copies, IPG 3.5'],
      },
    ],
  },
  {
    name: 'a copy moved from the main deck to the sideboard: the move, and nothing is missing',
    presented: 'Deck\n3 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n1 Lightning Bolt\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 2,
        section: 'main',
        card: 'Lightning Bolt',
        count: 3,
        related: 3,
        says: [
          'Lightning Bolt: main deck registered 4, presented 3 (−1); sideboard registered 0, presented 1 (+1) — 1 moved from the main deck to the sideboard. The deck',
        ],
        never: ['cannot find', 'Missing sideboard'],
      },
    ],
  },
  {
    name: 'two moved, one more missing: only the one that did not move is missing',
    presented: 'Deck\n1 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n2 Lightning Bolt\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 2,
        card: 'Lightning Bolt',
        count: 1,
        says: ['main deck registered 4, presented 1 (−3); sideboard registered 0, presented 2 (+2) — 2 moved from the main deck to the sideboard.', 'the missing copy,'],
      },
    ],
  },
  {
    name: 'an extra copy in the main deck and a land short: one finding per card',
    presented: 'Deck\n5 Lightning Bolt\n55 Mountain\n\nSideboard\n2 Pyroblast\n',
    findings: [
      { rule: 'deck-problem', file: 'presented.txt', line: 2, card: 'Lightning Bolt', count: 5, says: ['Lightning Bolt: main deck registered 4, presented 5 (+1). The deck does not match the registered decklist (IPG 3.5, Deck Problem): usually the deck is put back as registered.'], never: ['cannot find', '−'], exact: true },
      { rule: 'deck-problem', file: 'presented.txt', line: 3, card: 'Mountain', count: 55, says: ['Mountain: main deck registered 56, presented 55 (−1).', 'the missing copy,'] },
    ],
  },
  {
    name: 'a sideboard card missing: noted, no penalty, no Decklist Problem',
    presented: 'Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Pyroblast\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 6,
        section: 'sideboard',
        card: 'Pyroblast',
        count: 1,
        says: ['Pyroblast: sideboard registered 2, presented 1 (−1).', ' Missing sideboard cards are noted, with no penalty (IPG 3.5).'],
        never: ['cannot find'],
      },
    ],
  },
  {
    name: 'a sideboard card moved to the main deck: the move, nothing noted as missing',
    presented: 'Deck\n4 Lightning Bolt\n56 Mountain\n1 Pyroblast\n\nSideboard\n1 Pyroblast\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 4,
        section: 'main',
        card: 'Pyroblast',
        count: 1,
        says: ['Pyroblast: main deck registered 0, presented 1 (+1); sideboard registered 2, presented 1 (−1) — 1 moved from the sideboard to the main deck.'],
        never: ['Missing sideboard', 'cannot find'],
      },
    ],
  },
  {
    name: 'two cards differ, one of them moved: each finding names only its own move',
    presented: 'Deck\n3 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Pyroblast\n1 Lightning Bolt\n',
    findings: [
      { rule: 'deck-problem', file: 'presented.txt', line: 2, card: 'Lightning Bolt', says: ['— 1 moved from the main deck to the sideboard.'], never: ['cannot find', 'Missing sideboard'] },
      { rule: 'deck-problem', file: 'presented.txt', line: 6, card: 'Pyroblast', says: ['Pyroblast: sideboard registered 2, presented 1 (−1). The deck', 'Missing sideboard cards are noted'], never: ['moved'] },
    ],
  },
  {
    name: 'both sideboard copies gone, one of them to the main deck: one is missing',
    presented: 'Deck\n4 Lightning Bolt\n56 Mountain\n1 Pyroblast\n',
    findings: [
      { rule: 'deck-problem', file: 'presented.txt', line: 4, card: 'Pyroblast', says: ['sideboard registered 2, presented 0 (−2) — 1 moved from the sideboard to the main deck.', ' Missing sideboard cards are noted, with no penalty (IPG 3.5).'] },
    ],
  },
  {
    name: 'one card moved to two sections: both moves, in section order',
    registered: 'Deck\n2 Lightning Bolt\n58 Mountain\n',
    presented: 'Commander\n1 Lightning Bolt\n\nDeck\n58 Mountain\n\nSideboard\n1 Lightning Bolt\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 2,
        card: 'Lightning Bolt',
        says: ['— 1 moved from the main deck to the sideboard, 1 moved from the main deck to the command zone. The deck'],
        never: ['cannot find'],
      },
    ],
  },
  {
    name: 'a card not presented at all points at the registered list',
    presented: 'Deck\n4 Lightning Bolt\n56 Mountain\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'registered.txt',
        line: 6,
        section: 'sideboard',
        card: 'Pyroblast',
        count: 0,
        related: 1,
        says: ['Pyroblast: sideboard registered 2, presented 0 (−2).', 'Missing sideboard cards are noted'],
      },
    ],
  },
  {
    name: 'the command zone is named as such',
    registered: 'Commander\n1 Azusa, Lost but Seeking\n\nDeck\n99 Forest\n',
    presented: 'Deck\n99 Forest\n1 Azusa, Lost but Seeking\n',
    findings: [
      {
        rule: 'deck-problem',
        file: 'presented.txt',
        line: 3,
        card: 'Azusa, Lost but Seeking',
        says: ['main deck registered 0, presented 1 (+1); command zone registered 1, presented 0 (−1) — 1 moved from the command zone to the main deck.'],
        never: ['cannot find', 'Missing sideboard'],
      },
    ],
  },
  // decklist-problem: only when the registered list is checked (a format), and only for its errors.
  {
    name: 'decklist-problem: one error in the registered list',
    registered: 'Deck\n4 Oko, Thief of Crowns\n56 Forest\n',
    presented: 'Deck\n4 Oko, Thief of Crowns\n56 Forest\n',
    checkOn: '2025-01-15',
    findings: [
      {
        rule: 'decklist-problem',
        file: 'registered.txt',
        line: null,
        count: 1,
        related: 1,
        says: [
          'The registered decklist is not legal for Legacy on 2025-01-15: 1 error (card-banned), listed with the registered list.',
          'The IPG calls an illegal decklist a Decklist Problem (IPG 3.4); usually the decklist is corrected to what the player meant to play',
        ],
        never: ['×'],
      },
      { rule: 'card-banned', file: 'registered.txt', line: 2, card: 'Oko, Thief of Crowns', says: [] },
    ],
  },
  {
    name: 'decklist-problem: errors counted per rule',
    registered: 'Deck\n4 Oko, Thief of Crowns\n1 Sol Ring\n5 Lightning Bolt\n50 Forest\n',
    presented: 'Deck\n4 Oko, Thief of Crowns\n1 Sol Ring\n5 Lightning Bolt\n50 Forest\n',
    checkOn: '2025-01-15',
    findings: [
      {
        rule: 'decklist-problem',
        file: 'registered.txt',
        line: null,
        count: 3,
        related: 3,
        says: ['not legal for Legacy on 2025-01-15: 3 errors (card-banned ×2, card-copies-max), listed'],
      },
      { rule: 'card-banned', file: 'registered.txt', line: 2, says: [] },
      { rule: 'card-banned', file: 'registered.txt', line: 3, says: [] },
      { rule: 'card-copies-max', file: 'registered.txt', line: 4, says: [] },
    ],
  },
  {
    name: 'decklist-problem: an error on no line is counted but not related',
    registered: '4 Oko, Thief of Crowns\n50 Forest\n',
    presented: '4 Oko, Thief of Crowns\n50 Forest\n',
    checkOn: '2025-01-15',
    findings: [
      { rule: 'deck-size-min', file: 'registered.txt', line: null, says: [] },
      { rule: 'decklist-problem', file: 'registered.txt', line: null, count: 2, related: 1, says: ['2 errors (deck-size-min, card-banned)'] },
      { rule: 'card-banned', file: 'registered.txt', line: 1, says: [] },
    ],
  },
  {
    name: 'decklist-problem: a registered list with only a warning is legal',
    registered: 'Deck\n1 Wrenn and Six\n59 Mountain\n',
    presented: 'Deck\n1 Wrenn and Six\n59 Mountain\n',
    checkOn: '2019-11-20',
    findings: [{ rule: 'card-banned', file: 'registered.txt', line: 2, says: [] }],
  },
  {
    name: 'decklist-problem: not checked without a format',
    registered: 'Deck\n4 Oko, Thief of Crowns\n56 Forest\n',
    presented: 'Deck\n4 Oko, Thief of Crowns\n56 Forest\n',
    findings: [],
  },
];

describe.each(table)('$name', (row) => {
  it('gives exactly these findings, with these facts', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: row.checkOn ?? '2025-01-15' });
    const report = diffTexts(
      prepared,
      { file: 'registered.txt', text: row.registered ?? REGISTERED },
      { file: 'presented.txt', text: row.presented },
      row.checkOn !== undefined,
    );
    const messages = JSON.stringify(report.findings.map((f) => f.message));
    expect(report.findings.map((f) => f.rule), messages).toEqual(row.findings.map((f) => f.rule));
    row.findings.forEach((want, i) => {
      const f = report.findings[i];
      expect(f?.file).toBe(want.file);
      expect(f?.line).toBe(want.line);
      if (want.section !== undefined) expect(f?.section).toBe(want.section);
      if (want.card !== undefined) expect(f?.card).toBe(want.card);
      if (want.count !== undefined) expect(f?.count).toBe(want.count);
      if (want.related !== undefined) expect(f?.related).toHaveLength(want.related);
      expect(f?.severity).toBe(want.rule === 'card-banned' && row.checkOn === '2019-11-20' ? 'warning' : 'error');
      if (want.exact) expect(f?.message).toBe(want.says[0]);
      if (f?.line !== null && want.rule === 'deck-problem') expect(f?.column).toBe(1);
      if (want.rule === 'decklist-problem') {
        for (const l of f?.related ?? []) expect([l.file, typeof l.line]).toEqual(['registered.txt', 'number']);
      }
      for (const fact of want.says) expect(f?.message).toContain(fact);
      for (const fact of want.never ?? []) expect(f?.message).not.toContain(fact);
    });
    const rules = new Set(row.findings.map((f) => f.rule));
    expect(report.remedies.map((r) => r.rule)).toEqual(['decklist-problem', 'deck-problem'].filter((r) => rules.has(r)));
    expect(report.registeredLegal).toBe(row.checkOn === undefined ? null : !rules.has('decklist-problem'));
  });
});

describe('deck-problem related locations', () => {
  it('lists the registered lines, then the presented ones', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = diffTexts(
      prepared,
      { file: 'registered.txt', text: REGISTERED },
      { file: 'presented.txt', text: 'Deck\n3 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Pyroblast\n1 Lightning Bolt\n' },
      false,
    );
    expect(report.findings[0]?.related.map((l) => `${l.file}:${l.line}`)).toEqual(['registered.txt:2', 'presented.txt:2', 'presented.txt:7']);
  });
});
