/**
 * Real Canadian Highlander decklists (fixtures/real/canadian-highlander-*.txt, transcribed from published melee.gg
 * results; sources in fixtures/real/index.json), checked the way a tournament organiser would:
 * - each is legal on its day, by the points table in force that day, and with the synthesised 2026 card data as the
 *   card database (names and card pool checked too; skipped with the reason shown when ../shared/data is absent);
 * - a broken copy of each is caught by the right rule: a second copy of a card by card-singleton (both lines), a
 *   pointed card that takes the deck over 10 points by points-max (the total, the limit and every card counted, with
 *   its line), and a basic land or a pointed card that keeps the deck at 10 points by nothing;
 * - a list that a later points table takes over 10 points is illegal from that table's day, not before.
 * The real-decks test (test/real/real-decks.test.ts) checks the same lists without a card database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { decodeText } from '../../src/input/decode.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { FIXTURES, HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

interface RealDeck {
  file: string;
  format: string;
  date: string;
  main: number;
  sideboard: number;
}

const dir = path.join(FIXTURES, 'real');
const highlander = (JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as RealDeck[]).filter(
  (d) => d.format === 'canadian-highlander',
);

function text(file: string): string {
  return decodeText(readFileSync(path.join(dir, file))).text;
}

/** The list with `extra` lines appended after its last line. */
function withLines(file: string, ...extra: string[]): string {
  const t = text(file);
  return `${t}${t.endsWith('\n') ? '' : '\n'}${extra.join('\n')}\n`;
}

async function check(file: string, body: string, date: string, dataDir?: string) {
  const prepared = await prepareCheck({ format: 'canadian-highlander', date, ...(dataDir ? { dataDir } : {}) });
  return checkTexts(prepared, [{ file, text: body }]);
}

const errors = (report: Awaited<ReturnType<typeof check>>) => report.findings.filter((f) => f.severity === 'error');

interface Broken {
  file: string;
  date: string;
  /** Lines in the file. */
  lines: number;
  /** A card of the list, and its line, to add a second copy of. */
  second: { card: string; line: number };
  /** A pointed card not in the list that takes the deck over 10 points, and what points-max then counts. */
  over: { card: string; total: number; counted: string };
  /** A basic land the list already plays, and its line. */
  basic: { card: string; line: number };
}

// Points by the table in force on the day (src/data/formats/canadian-highlander.json): 2022-01-31 for the May 2023 list
// (Mox Pearl 3, Balance 1, Sol Ring 4, Umezawa's Jitte 1: 9), 2023-06-12 for the August and November 2023 lists,
// 2024-07-07 for the March 2025 list (Ancient Tomb 1, Forth Eorlingas! 1, Mana Crypt 5, Strip Mine 2: 9).
const broken: Broken[] = [
  {
    file: 'canadian-highlander-2023-05-mono-white.txt',
    date: '2023-05-20',
    lines: 89,
    second: { card: 'Stoneforge Mystic', line: 22 },
    over: {
      card: 'Mox Sapphire',
      total: 12,
      counted:
        "Mox Pearl 3 (line 24), Balance 1 (line 53), Sol Ring 4 (line 58), Umezawa's Jitte 1 (line 68), Mox Sapphire 3 (line 90)",
    },
    basic: { card: 'Snow-Covered Plains', line: 46 },
  },
  {
    file: 'canadian-highlander-2023-08-gruul.txt',
    date: '2023-08-19',
    lines: 93,
    second: { card: 'Ragavan, Nimble Pilferer', line: 61 },
    over: {
      card: 'Mana Vault',
      total: 11,
      counted: 'Mox Emerald 3 (line 53), Mox Ruby 3 (line 54), Sol Ring 4 (line 73), Mana Vault 1 (line 94)',
    },
    basic: { card: 'Forest', line: 30 },
  },
  {
    file: 'canadian-highlander-2023-11-bant.txt',
    date: '2023-11-04',
    lines: 98,
    second: { card: 'Oko, Thief of Crowns', line: 46 },
    over: {
      card: 'Sol Ring',
      total: 14,
      counted: 'Spellseeker 3 (line 73), Time Walk 7 (line 81), Sol Ring 4 (line 99)',
    },
    basic: { card: 'Snow-Covered Plains', line: 69 },
  },
  {
    file: 'canadian-highlander-2025-03-boros.txt',
    date: '2025-03-04',
    lines: 92,
    second: { card: 'Ragavan, Nimble Pilferer', line: 65 },
    over: {
      card: 'Sol Ring',
      total: 13,
      counted:
        'Ancient Tomb 1 (line 4), Forth Eorlingas! 1 (line 34), Mana Crypt 5 (line 50), Strip Mine 2 (line 80), Sol Ring 4 (line 93)',
    },
    basic: { card: 'Plains', line: 61 },
  },
];

describe('real Canadian Highlander lists, broken on purpose', () => {
  it('covers every Canadian Highlander list in fixtures/real', () => {
    expect(broken.map((b) => [b.file, b.date])).toEqual(highlander.map((d) => [d.file, d.date]));
  });

  it.each(broken)('$file: a second copy of a card is card-singleton, on both lines', async (b) => {
    const report = await check(b.file, withLines(b.file, `1 ${b.second.card}`), b.date);
    expect(report.legal).toBe(false);
    const found = errors(report);
    expect(found.map((f) => [f.rule, f.card, f.line])).toEqual([['card-singleton', b.second.card, b.second.line]]);
    expect(found[0]?.related.map((r) => r.line)).toEqual([b.second.line, b.lines + 1]);
    expect(found[0]?.message).toMatch(/2 copies in the deck.*Remove 1\./);
  });

  it.each(broken)('$file: a pointed card that takes it over 10 is points-max, every card counted', async (b) => {
    const report = await check(b.file, withLines(b.file, `1 ${b.over.card}`), b.date);
    expect(report.legal).toBe(false);
    const found = errors(report);
    expect(found.map((f) => [f.rule, f.count, f.limit])).toEqual([['points-max', b.over.total, 10]]);
    expect(found[0]?.message).toContain(`The deck has ${b.over.total} points; Canadian Highlander allows at most 10`);
    expect(found[0]?.message).toContain(`Counted: ${b.over.counted}.`);
    expect(found[0]?.message).toContain(`Remove cards worth ${b.over.total - 10} point`);
  });

  it.each(broken)('$file: another copy of a basic land it plays is still legal', async (b) => {
    const report = await check(b.file, withLines(b.file, `1 ${b.basic.card}`), b.date);
    expect(report.findings.filter((f) => f.rule === 'card-singleton')).toEqual([]);
    expect(report.legal).toBe(true);
  });

  it('the May list (9 points) takes a 1-point card and stays legal at 10', async () => {
    const file = 'canadian-highlander-2023-05-mono-white.txt';
    const report = await check(file, withLines(file, '1 Mana Vault'), '2023-05-20');
    expect(report.findings).toEqual([]);
    expect(report.legal).toBe(true);
  });
});

// The Gruul list is 10 points on its day (2023-06-12 table) and under the 2024-01-02 table; XMage's 2024-07-07 table
// (unverified day) points Ancient Tomb (1), its 2025-07-19 table Minsc & Boo, Urza's Saga and Wrenn and Six (1 each)
// and takes Sol Ring from 4 to 3.
const later: { date: string; total: number | null; counted?: string }[] = [
  { date: '2024-07-06', total: null },
  {
    date: '2024-07-07',
    total: 11,
    counted: 'Ancient Tomb 1 (line 2), Mox Emerald 3 (line 53), Mox Ruby 3 (line 54), Sol Ring 4 (line 73)',
  },
  {
    date: '2025-07-19',
    total: 13,
    counted:
      'Ancient Tomb 1 (line 2), Minsc & Boo, Timeless Heroes 1 (line 50), Mox Emerald 3 (line 53), Mox Ruby 3 (line 54), ' +
      "Sol Ring 3 (line 73), Urza's Saga 1 (line 85), Wrenn and Six 1 (line 92)",
  },
];

describe('the Gruul list of 2023-08-19 under later points tables', () => {
  const file = 'canadian-highlander-2023-08-gruul.txt';
  it.each(later)('$date', async (c) => {
    const report = await check(file, text(file), c.date);
    const points = report.findings.filter((f) => f.rule === 'points-max');
    if (c.total === null) {
      expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
      expect(report.legal).toBe(true);
      return;
    }
    expect(report.legal).toBe(false);
    expect(points.map((f) => [f.severity, f.count, f.limit, f.line])).toEqual([['error', c.total, 10, 2]]);
    expect(points[0]?.message).toContain(`the points list in force since ${c.date} (unverified day`);
    expect(points[0]?.message).toContain(`Counted: ${c.counted}.`);
  });
});

const SYNTH = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-synth-2026.json.gz');

describe.skipIf(!HAS_SHARED)(
  `real Canadian Highlander lists with a card database (${HAS_SHARED ? 'synthesised 2026 AllPrintings' : SHARED_SKIP_REASON})`,
  () => {
    let dataDir = '';
    beforeAll(async () => {
      dataDir = tempDir();
      await importCardFile(SYNTH, dataDir);
    }, 600_000);
    afterAll(removeTempDirs);

    it.each(highlander)('$file is legal on $date: every name a card, every card in the pool', async (d) => {
      const report = await check(d.file, text(d.file), d.date, dataDir);
      expect(report.findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
      expect(report.legal).toBe(true);
      expect(report.units[0]?.decks[0]).toMatchObject({ main: d.main, sideboard: d.sideboard });
    });
  },
);
