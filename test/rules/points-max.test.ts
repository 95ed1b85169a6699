/**
 * points-max with a format file's own points tables (in-process, no card database): the total counts every copy in
 * main deck, sideboard and command zone at the points of the table in force on the day, a companion at its companion
 * points; cards with no copies in the deck (a Maybeboard) or no points are not counted. The finding states the total,
 * the limit, the table, every counted card with its points, copies and lines (in line order), and how much to remove;
 * it stands on the first counted card's line and column.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { FormatFileData, FormatFileInput } from '../../src/formats/format-file.js';
import { expectRow } from './rules-a-harness.js';

const REFERENCE = 'Points rules (example.org)';

const FORMAT: FormatFileData = {
  schemaVersion: 1,
  name: 'Points Test',
  reference: REFERENCE,
  deck: { min: 10 },
  points: {
    max: 7,
    tables: [
      { effective: '2024-01-01', source: 'first table', cards: { 'Black Lotus': 4, 'Sol Ring': 3, 'Mana Crypt': 0, 'Mana Vault': 1, 'Lurrus of the Dream-Den': 2 } },
      {
        effective: '2025-01-01',
        announced: '2024-12-20',
        source: 'second table',
        cards: { 'Black Lotus': 4, 'Sol Ring': 2, 'Mana Vault': 1 },
        companions: { 'Lurrus of the Dream-Den': 3, 'Mana Vault': 0 },
      },
      // Announced on the day it took effect: no "announced" note.
      { effective: '2025-06-01', announced: '2025-06-01', source: 'third table', cards: { 'Black Lotus': 5, 'Sol Ring': 2 } },
      { effective: '2025-09-01', announced: '2025-08-25', unverified: true, note: 'No announcement found', source: 'fourth table', cards: { 'Black Lotus': 6, 'Sol Ring': 2 } },
    ],
  },
};

async function pointsFindings(date: string, text: string) {
  const formatFile: FormatFileInput = { file: 'points.json', data: FORMAT };
  const report = checkTexts(await prepareCheck({ formatFile, date }), [{ file: 'deck.txt', text }]);
  return { report, points: report.findings.filter((f) => f.rule === 'points-max') };
}

interface Want {
  readonly line: number;
  readonly count: number;
  readonly related: readonly number[];
  readonly message: string;
}

const said = (total: number, since: string, counted: string, remove: string) =>
  `The deck has ${total} points; Points Test allows at most 7 (${REFERENCE}; the points list in force since ${since}). ` +
  `Counted: ${counted}. Remove cards worth ${remove} or more.`;

const ROWS: readonly { name: string; date: string; text: string; want: Want | null }[] = [
  {
    name: 'every copy counts (3 x 3), Maybeboard copies and 0-point cards do not; listed in line order',
    date: '2024-06-01',
    // Sol Ring's first line is in the Maybeboard (line 2), before Black Lotus: the list and the finding's line follow
    // the deck's own lines. Mana Vault (1 point) is only in the Maybeboard; Mana Crypt is on the table at 0.
    text: 'Maybeboard\n1 Sol Ring\n1 Mana Vault\n\nDeck\n1 Black Lotus\n3 Sol Ring\n1 Mana Crypt\n10 Island',
    want: {
      line: 6,
      count: 13,
      related: [6, 7],
      message: said(13, '2024-01-01: first table', 'Black Lotus 4 (line 6), Sol Ring 3 x3 (line 7)', '6 points'),
    },
  },
  {
    name: 'main deck, two sideboard lines and a companion at its companion points',
    date: '2025-02-01',
    text: '1 Black Lotus\n10 Island\n1 Mana Vault\nSideboard\n1 Sol Ring\n1 Sol Ring\nCompanion\n1 Lurrus of the Dream-Den',
    want: {
      line: 1,
      count: 12,
      related: [1, 3, 5, 6, 8],
      message: said(
        12,
        '2025-01-01 (announced 2024-12-20): second table',
        'Black Lotus 4 (line 1), Mana Vault 1 (line 3), Sol Ring 2 x2 (lines 5, 6), Lurrus of the Dream-Den 3 as companion (line 8)',
        '5 points',
      ),
    },
  },
  {
    name: 'a companion whose companion points are 0 is not counted',
    date: '2025-02-01',
    text: '1 Black Lotus\n2 Sol Ring\n10 Island\nCompanion\n1 Mana Vault',
    want: {
      line: 1,
      count: 8,
      related: [1, 2],
      message: said(8, '2025-01-01 (announced 2024-12-20): second table', 'Black Lotus 4 (line 1), Sol Ring 2 x2 (line 2)', '1 point'),
    },
  },
  { name: 'at the limit: 5 + 2 = 7 is legal', date: '2025-07-01', text: '1 Black Lotus\n1 Sol Ring\n10 Island', want: null },
  {
    name: 'a table announced on its own day has no "announced" note',
    date: '2025-07-01',
    text: '10 Island\n1 Black Lotus\n2 Sol Ring',
    want: { line: 2, count: 9, related: [2, 3], message: said(9, '2025-06-01: third table', 'Black Lotus 5 (line 2), Sol Ring 2 x2 (line 3)', '2 points') },
  },
  {
    name: 'one point over, on an unverified table announced earlier: both notes',
    date: '2025-10-01',
    text: '1 Black Lotus\n1 Sol Ring\n10 Island',
    want: {
      line: 1,
      count: 8,
      related: [1, 2],
      message: said(8, '2025-09-01 (announced 2025-08-25; unverified day: no announcement found): fourth table', 'Black Lotus 6 (line 1), Sol Ring 2 (line 2)', '1 point'),
    },
  },
];

describe('points-max: totals, lines and messages', () => {
  it.each(ROWS)('$name', async ({ date, text, want }) => {
    const { report, points } = await pointsFindings(date, text);
    if (want === null) {
      expect(points).toEqual([]);
      return;
    }
    expect(points).toHaveLength(1);
    const f = points[0];
    expect({ ...f, related: f?.related.map((l) => l.line) }).toEqual({
      rule: 'points-max',
      severity: 'error',
      message: want.message,
      file: 'deck.txt',
      line: want.line,
      column: 1,
      count: want.count,
      limit: 7,
      reference: REFERENCE,
      related: want.related,
    });
    expect(report.legal).toBe(false);
  });
});

describe('points-max with a built-in points format', () => {
  it('before the first points table (Canadian Highlander, 2018-06-11) there is no total to check', () => {
    expectRow({ name: 'before', rule: 'points-max', format: 'canadian-highlander', date: '2018-01-01', db: null, text: '1 Black Lotus\n1 Ancestral Recall\n1 Time Walk\n97 Island', findings: [] });
  });

  it('on the first table: Black Lotus 7 + Ancestral Recall 7 + Time Walk 6 is over 10', () => {
    expectRow({
      name: 'first table',
      rule: 'points-max',
      format: 'canadian-highlander',
      date: '2018-06-11',
      db: null,
      text: '1 Black Lotus\n1 Ancestral Recall\n1 Time Walk\n97 Island',
      findings: [{ severity: 'error', line: 1, column: 1, count: 20, limit: 10, related: [1, 2, 3] }],
    });
  });
});
