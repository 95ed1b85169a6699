/**
 * A format file on a built-in format written as format-file data (a Highlander format): the base's deck rules, list,
 * points and printing rules carry over; the file's list is added to the base's own; the file's points amend the base's
 * tables card by card (mode "amend", the default) or replace them (mode "replace").
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { FormatFileData } from '../../src/formats/format-file.js';
import { validateFormatFile } from '../../src/formats/format-file-schema.js';
import { runCli } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const DIR = 'fixtures/format-files/highlander-league';
const REF = 'Friday Canadian Highlander League rules, season 3 (an example league; fixtures/format-files/highlander-league)';

interface JsonReport {
  format: { id: string };
  findings: { rule: string; severity: string; line: number | null; count?: number; limit?: number; reference: string; message: string }[];
}

describe('the Friday league on canadian-highlander (an extra ban, Sol Ring 4, Wrenn and Six 0)', () => {
  it.each([
    // Before the league's change: Canadian Highlander's own list and points (Wrenn and Six 1: 7 + 3 + 1 = 11).
    { deck: 'legal.txt', date: '2025-08-01', code: 1, found: [['points-max', 'error', 2, 11]] as [string, string, number | null, number?][] },
    { deck: 'illegal.txt', date: '2025-08-01', code: 0, found: [] },
    // From 2025-09-01: Wrenn and Six 0 (7 + 3 = 10), Sol Ring 4 (7 + 4 = 11), Jace banned.
    { deck: 'legal.txt', date: '2025-10-01', code: 0, found: [] },
    { deck: 'illegal.txt', date: '2025-10-01', code: 1, found: [['points-max', 'error', 2, 11], ['card-banned', 'error', 12]] },
    // Announced 2025-08-25, effective 2025-09-01: the ban is a warning in between; the points change is not yet in force.
    { deck: 'illegal.txt', date: '2025-08-28', code: 0, found: [['card-banned', 'warning', 12]] },
  ])('$deck on $date: exit $code', async ({ deck, date, code, found }) => {
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format-file', `${DIR}/league.json`, '--date', date, `${DIR}/${deck}`]);
    expect(r.code).toBe(code);
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(report.format.id).toBe('friday-canadian-league');
    expect(report.findings.map((f) => (f.rule === 'points-max' ? [f.rule, f.severity, f.line, f.count] : [f.rule, f.severity, f.line]))).toEqual(found);
    for (const f of report.findings) expect(f.reference).toContain(REF);
  });

  it("the points finding names the base's table and the league's change", async () => {
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format-file', `${DIR}/league.json`, '--date', '2025-10-01', `${DIR}/illegal.txt`]);
    const f = (JSON.parse(r.stdout) as JsonReport).findings[0];
    expect(f?.message).toContain('Counted: Black Lotus 7 (line 2), Sol Ring 4 (line 3)');
    expect(f?.message).toContain('in force since 2025-09-01: https://github.com/magefree/mage/commit/8bb1f40bf75');
    expect(f?.message).toContain('amended by Friday Canadian Highlander League, season 3 announcement of 2025-08-25 (example)');
    expect(f?.message).not.toContain('unverified day');
  });

  it('deckcheck formats --format-file shows the base, the combined list and the amended points tables', async () => {
    const text = await runCli(['formats', '--format-file', `${DIR}/league.json`]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('friday-canadian-league Friday Canadian Highlander League');
    expect(text.stdout).toContain('based on canadian-highlander');
    expect(text.stdout).toContain('one of each card but basic lands (in the main deck)');
    expect(text.stdout).toContain('points: at most 10');
    const json = await runCli(['formats', '--json', '--format-file', `${DIR}/league.json`]);
    const entry = (JSON.parse(json.stdout) as { formats: Record<string, unknown>[] }).formats[0];
    expect(entry).toMatchObject({
      id: 'friday-canadian-league',
      base: 'canadian-highlander',
      deckMin: 100,
      sideboardMax: 0,
      singleton: 'main',
      // Canadian Highlander's list from its first day, with the league's ban as the newest change.
      list: { since: '2018-06-11', newestChange: '2025-09-01', knownThrough: '2025-12-31' },
      // Known through the earlier of the two: the base's points tables end at 2025-07-19.
      points: { max: 10, knownThrough: '2025-07-19' },
    });
    const tables = (entry?.points as { tables: string[] }).tables;
    expect(tables[0]).toBe('2018-06-11');
    expect(tables.slice(-2)).toEqual(['2025-07-19', '2025-09-01']);
  });
});

/** A file's data on a base, checked on a day with the library API. */
async function check(d: Partial<FormatFileData>, deck: string, date: string) {
  const data: FormatFileData = { schemaVersion: 1, name: 'Test League', reference: 'Test league rules', ...d };
  const prepared = await prepareCheck({ builtInCardData: false, formatFile: { file: 'test.json', data }, date });
  return checkTexts(prepared, [{ file: 'deck.txt', text: deck }]);
}

const singles = (n: number) => Array.from({ length: n }, (_, i) => `1 Test Card ${i + 1}`).join('\n');
/** 100 cards, Sol Ring and Black Lotus among them (3 + 7 points in Canadian Highlander since 2018). */
const canadian = `1 Black Lotus\n1 Sol Ring\n${singles(48)}\n50 Island`;
const table = (cards: Record<string, number>) => ({ effective: '2025-09-01', source: 'league change', cards });

describe('each way a file on a data-format base combines', () => {
  it.each([
    { what: 'no points: the base points hold', d: {}, deck: canadian, want: [] as string[] },
    { what: 'amend: a card raised', d: { points: { max: 10, tables: [table({ 'Sol Ring': 4 })] } }, deck: canadian, want: ['points-max'] },
    { what: 'amend: the max lowered', d: { points: { max: 9, tables: [table({})] } }, deck: canadian, want: ['points-max'] },
    { what: 'amend: a card off the list (0)', d: { points: { max: 9, tables: [table({ 'Sol Ring': 0 })] } }, deck: canadian, want: [] },
    // replace: the file's table alone; Black Lotus and Sol Ring count nothing.
    { what: 'replace: the base table is gone', d: { points: { mode: 'replace' as const, max: 1, tables: [table({ Island: 0 })] } }, deck: canadian, want: [] },
    { what: 'replace: only its own cards count', d: { points: { mode: 'replace' as const, max: 1, tables: [table({ 'Test Card 1': 2 })] } }, deck: canadian, want: ['points-max'] },
    { what: 'no list: the base list holds', d: {}, deck: `${canadian.replace('1 Test Card 1\n', '1 Shahrazad\n')}`, want: ['card-banned'] },
    {
      what: 'list replace: the base list is gone',
      d: { list: { mode: 'replace' as const, since: '2018-06-11', initial: { banned: [] } } },
      deck: `${canadian.replace('1 Test Card 1\n', '1 Shahrazad\n')}`,
      want: [],
    },
    { what: 'the base deck rules: 100 cards', d: {}, deck: canadian.replace('50 Island', '49 Island'), want: ['deck-size-min'] },
    { what: 'the base singleton', d: {}, deck: canadian.replace('1 Test Card 2\n', '1 Test Card 1\n'), want: ['card-singleton'] },
  ])('$what', async ({ d, deck, want }) => {
    const r = await check({ base: 'canadian-highlander', ...d }, deck, '2025-10-01');
    expect(r.findings.filter((f) => f.severity === 'error').map((f) => f.rule)).toEqual(want);
  });

  it('a base by alias (7pt-highlander) keeps its 60 cards, sideboard singleton and 7 points', async () => {
    const r = await check({ base: '7pt-highlander' }, `1 Black Lotus\n1 Sol Ring\n1 Ancestral Recall\n${singles(7)}\n50 Island`, '2025-10-01');
    // The base's points tables are known through 2024-02-04: on 2025-10-01 the total is a warning (issue 41, item 9).
    expect(r.findings.filter((f) => f.rule === 'points-max').map((f) => f.severity)).toEqual(['warning']);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it.each([
    { what: 'amend', mode: undefined, date: '2026-09-01', want: ['2026-08-24', '2026-08-31'] },
    { what: 'amend, before the base changed', mode: undefined, date: '2026-08-23', want: [] as string[] },
    // A file that replaces the tables does not count by the base's, so the base's changes are not its own.
    { what: 'replace', mode: 'replace' as const, date: '2026-09-01', want: [] },
  ])("$what on $date: the base's points changes not held are named", async ({ mode, date, want }) => {
    const d = { points: { ...(mode ? { mode } : {}), max: 10, tables: [table({ 'Sol Ring': 3 })] } };
    const r = await check({ base: 'canadian-highlander', ...d }, canadian, date);
    const n = r.notes.filter((x) => x.includes('in a way deckcheck does not hold'));
    expect(n).toHaveLength(want.length === 0 ? 0 : 1);
    for (const day of want) expect(n[0]).toContain(`by ${day}`);
    if (want.length > 0) expect(n[0]).toContain('points are counted by the table in force from 2025-09-01');
  });

  it('amend on a base without points is refused', async () => {
    await expect(check({ base: 'modern', points: { mode: 'amend', max: 1, tables: [table({})] } }, canadian, '2025-10-01')).rejects.toThrow(
      /points\.mode: "amend" needs a base format with points .*modern has none/,
    );
    const v = validateFormatFile({ schemaVersion: 1, name: 'x', reference: 'r', points: { mode: 'amend', max: 1, tables: [table({})] } });
    expect(v.ok ? [] : v.problems).toEqual([{ path: ['points', 'mode'], message: '"amend" needs a base format with points (e.g. canadian-highlander)' }]);
  });

  it('the schema takes every built-in id and alias as a base', () => {
    for (const base of ['canadian-highlander', 'european-highlander', '7pt-highlander', 'modern']) {
      expect(validateFormatFile({ schemaVersion: 1, name: 'x', reference: 'r', base }).ok).toBe(true);
    }
    expect(validateFormatFile({ schemaVersion: 1, name: 'x', reference: 'r', base: 'canadian' }).ok).toBe(false);
  });

  it("a printing rule of the base is kept and narrowed by the file's (predh: printed by 2011-06-16)", async () => {
    const { formatFromData } = await import('../../src/formats/format-file.js');
    const { findFormat } = await import('../../src/formats/formats.js');
    const base = findFormat('predh') ?? null;
    const f = formatFromData({ schemaVersion: 1, name: 'x', reference: 'r', base: 'predh', pool: { rarities: ['common'], printedUntil: '2015-01-01' } }, base);
    expect(f.printingRestriction).toEqual({ until: '2011-06-16', rarities: new Set(['common']) });
    expect(formatFromData({ schemaVersion: 1, name: 'x', reference: 'r', base: 'predh' }, base).printingRestriction).toEqual({ until: '2011-06-16' });
  });
});
