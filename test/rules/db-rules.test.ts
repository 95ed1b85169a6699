/**
 * The rules that use a card database (unknown-card, card-not-legal, and the card facts the other rules read from it),
 * one table of legal and illegal fixtures, checked through the library API with the database imported from
 * fixtures/db, and the same decks without it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { Finding } from '../../src/diagnostic.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';
import { REPO } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Expect {
  rule: string;
  severity?: 'error' | 'warning';
  line?: number | null;
  card?: string;
  count?: number;
  limit?: number;
  suggestions?: string[];
  section?: string;
  message?: RegExp;
}

interface Row {
  name: string;
  file: string;
  format?: string;
  date?: string;
  findings: Expect[];
  /** Findings without the database (default: the same as with it, minus unknown-card and card-not-legal). */
  withoutDb?: Expect[];
}

const U = 'fixtures/rules/unknown-card';
const N = 'fixtures/rules/card-not-legal';
const D = 'fixtures/rules/card-database';

const table: Row[] = [
  {
    name: 'unknown-card: every name is a card (English, faces, split spellings, foreign); the maybeboard is not checked',
    file: `${U}/legal-every-name-known.txt`,
    findings: [],
  },
  {
    name: 'unknown-card: typos, with up to three suggestions',
    file: `${U}/illegal-typos.txt`,
    findings: [
      { rule: 'unknown-card', severity: 'error', line: 2, card: 'Lightening Bolt', count: 4, suggestions: ['Lightning Bolt'], message: /Did you mean "Lightning Bolt"\?/ },
      { rule: 'unknown-card', line: 3, card: 'Tarmagoyf', suggestions: ['Tarmogoyf'] },
      {
        rule: 'unknown-card',
        line: 4,
        card: 'Xyzzy Plugh',
        suggestions: [],
        message:
          /^"Xyzzy Plugh" is not a card name in the card database \(\S.* of \d{4}-\d{2}-\d{2}\)\. No card has a similar name\. A decklist must name each card unambiguously \(IPG 3\.4\): correct the name\. If it is a card printed after \d{4}-\d{2}-\d{2}, update the database: deckcheck db update\.$/,
      },
      { rule: 'unknown-card', line: 8, card: 'Thoughtsieze', section: 'sideboard', suggestions: ['Thoughtseize'] },
      { rule: 'unknown-card', line: 9, card: 'Jace', count: 1, suggestions: ['Jace Beleren', 'Jace, the Mind Sculptor'], message: /Did you mean "Jace Beleren" or "Jace, the Mind Sculptor"\?/ },
    ],
  },
  {
    name: 'card-not-legal: a Modern deck of Modern cards',
    file: `${N}/legal-modern.txt`,
    format: 'modern',
    date: '2024-02-01',
    findings: [],
  },
  {
    name: 'card-not-legal: cards outside the Modern card pool; a banned card is card-banned only',
    file: `${N}/illegal-modern.txt`,
    format: 'modern',
    date: '2024-02-01',
    findings: [
      { rule: 'card-not-legal', severity: 'error', line: 2, card: 'Black Lotus', count: 1, limit: 0, message: /not in the format's card pool/ },
      { rule: 'card-not-legal', line: 3, card: 'Propaganda', count: 4, message: /Remove all 4/ },
      { rule: 'card-not-legal', line: 5, card: 'Once More with Feeling', count: 1 },
      { rule: 'card-not-deck-card', line: 9, card: 'All in Good Time', count: 1, message: /a scheme card \(CR 314\.1\).*Archenemy scheme deck \(CR 904\.3\)\. Source: the card type in the card database/ },
      { rule: 'card-banned', line: 10, card: 'Oko, Thief of Crowns', count: 2 },
    ],
    withoutDb: [
      { rule: 'card-not-deck-card', line: 9, card: 'All in Good Time', count: 1, message: /Source: deckcheck's embedded list of schemes/ },
      { rule: 'card-banned', line: 10, card: 'Oko, Thief of Crowns', count: 2 },
    ],
  },
  {
    name: 'card-not-legal: Lightning Bolt is not in Standard on the data\'s day or later',
    file: `${N}/standard-bolts.txt`,
    format: 'standard',
    date: '2024-06-01',
    findings: [{ rule: 'card-not-legal', line: 2, card: 'Lightning Bolt', count: 4 }],
    withoutDb: [],
  },
  {
    name: 'card-not-legal: Standard is not judged before the data\'s day (sets rotate)',
    file: `${N}/standard-bolts.txt`,
    format: 'standard',
    date: '2020-01-01',
    findings: [],
  },
  {
    name: 'card-not-legal: casual has no card pool; a scheme is still no deck card',
    file: `${N}/illegal-modern.txt`,
    format: 'casual',
    findings: [{ rule: 'card-not-deck-card', line: 9, card: 'All in Good Time', count: 1 }],
    withoutDb: [{ rule: 'card-not-deck-card', line: 9, card: 'All in Good Time', count: 1 }],
  },
  {
    name: 'card-copies-max: limits from the card text; searching for copies does not lift the limit',
    file: `${D}/copy-limits-from-text.txt`,
    findings: [
      { rule: 'card-copies-max', line: 3, card: 'Battalion Foot Soldier', count: 5, limit: 4 },
      { rule: 'card-copies-max', line: 5, card: 'Seven Dwarves', count: 8, limit: 7 },
    ],
  },
  {
    name: 'a foreign-language name counts as its English card; a shared face name is ambiguous',
    file: `${D}/foreign-and-english.txt`,
    findings: [
      { rule: 'card-copies-max', line: 3, card: 'Lightning Bolt', count: 5, limit: 4 },
      { rule: 'card-name-ambiguous', line: 5, card: 'Fire', suggestions: ['Fire // Ice', 'Start // Fire'] },
    ],
    // Without the database, "Blitzschlag" is an unknown name of its own, and "Fire" is not known to be ambiguous.
    withoutDb: [],
  },
];

let dataDir = '';
beforeAll(async () => {
  dataDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

async function run(row: Row, withDb: boolean) {
  const prepared = await prepareCheck({
    builtInCardData: false,
    format: row.format ?? 'casual',
    date: row.date ?? '2024-02-01',
    ...(withDb ? { dataDir } : {}),
  });
  const text = readFileSync(path.join(REPO, row.file), 'utf8');
  return checkTexts(prepared, [{ file: row.file, text }]);
}

function pick(f: Finding, e: Expect) {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(e) as (keyof Expect)[]) {
    if (k === 'message') continue;
    out[k] = k === 'suggestions' ? [...(f.suggestions ?? [])] : f[k as keyof Finding];
  }
  return out;
}

describe('rules with a card database', () => {
  it.each(table)('$name', async (row) => {
    const report = await run(row, true);
    expect(report.cardDatabase?.source).toBe('MTGJSON AtomicCards');
    const got = report.findings.filter((f) => f.rule !== 'parse-error');
    expect(got.map((f) => `${f.rule}@${f.line}`)).toEqual(row.findings.map((e) => `${e.rule}@${e.line}`));
    row.findings.forEach((e, i) => {
      const f = got[i];
      if (!f) return;
      const { message, ...facts } = e;
      expect(pick(f, e)).toEqual(facts);
      if (message) expect(f.message).toMatch(message);
    });
    expect(report.legal).toBe(row.findings.every((f) => f.severity === 'warning'));
  });

  it.each(table)('without the database: $name', async (row) => {
    const report = await run(row, false);
    expect(report.cardDatabase).toBeNull();
    const dbOnly = new Set(['unknown-card', 'card-not-legal', 'card-name-ambiguous']);
    const expected = row.withoutDb ?? row.findings.filter((f) => !dbOnly.has(f.rule));
    expect(report.findings.map((f) => `${f.rule}@${f.line}`)).toEqual(expected.map((e) => `${e.rule}@${e.line}`));
  });

  it('a foreign name is shown with what it means, in the finding and in the deck summary', async () => {
    const report = await run(table.find((r) => r.file.endsWith('foreign-and-english.txt')) as Row, true);
    const bolt = report.findings.find((f) => f.rule === 'card-copies-max');
    expect(bolt?.related.map((l) => [l.line, l.count, l.written ?? null])).toEqual([
      [3, 3, null],
      [4, 2, 'Blitzschlag'],
    ]);
    expect(report.units[0]?.decks[0]?.readings).toEqual([
      { line: 4, column: 1, section: 'main', written: 'Blitzschlag', card: 'Lightning Bolt', kind: 'foreign', languages: ['de'] },
    ]);
  });

  it('faces and foreign names are listed as readings', async () => {
    const report = await run(table[0] as Row, true);
    expect(report.units[0]?.decks[0]?.readings?.map((r) => [r.line, r.written, r.card, r.kind, r.languages.join()])).toEqual([
      [5, '稲妻', 'Lightning Bolt', 'foreign', 'ja'],
      [7, 'Fuego // Hielo', 'Fire // Ice', 'foreign', 'es'],
      [8, 'Delver of Secrets', 'Delver of Secrets // Insectile Aberration', 'face', ''],
      [9, 'Bonecrusher Giant', 'Bonecrusher Giant // Stomp', 'face', ''],
    ]);
  });

  it('notes: the database date when it is long before the day checked; nothing about a missing database', async () => {
    const report = await run({ name: '', file: `${N}/legal-modern.txt`, format: 'modern', date: '2025-01-15', findings: [] }, true);
    expect(report.notes).toEqual([expect.stringMatching(/^The card database is from 2024-01-02, 379 days before the day checked/)]);
    const early = await run({ name: '', file: `${N}/standard-bolts.txt`, format: 'standard', date: '2023-06-01', findings: [] }, true);
    expect(early.notes).toEqual([expect.stringMatching(/Standard card-pool legality \(card-not-legal\) is not checked before 2024-01-02/)]);
  });

  it('a data directory without a database: the embedded facts, and a note saying how to get one', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'modern', date: '2024-02-01', dataDir: path.join(dataDir, 'empty') });
    const report = checkTexts(prepared, [{ file: 'x.txt', text: '4 Lightening Bolt\n56 Mountain\n' }]);
    expect(report.cardDatabase).toBeNull();
    expect(report.findings).toEqual([]);
    expect(report.notes.join('\n')).toMatch(/deckcheck db update/);
  });
});
