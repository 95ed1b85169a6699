/**
 * Format files (src/formats/format-file.ts, format-file-schema.ts, src/cli/format-file-input.ts): the league fixture
 * through the CLI, each field of the file through the library API, and each kind of bad file (exit 2, every problem
 * as "path: message (line N)").
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts, SettingsError } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { FormatFileData, FormatFileInput } from '../../src/formats/format-file.js';
import { formatFileJsonSchema } from '../../src/formats/format-file-json-schema.js';
import { validateFormatFile } from '../../src/formats/format-file-schema.js';
import { jsonValueOffsets } from '../../src/input/json-position.js';
import { REPO, runCli } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const LEAGUE = 'fixtures/format-files/league';
const LEAGUE_REF = 'Tuesday Pauper League rules, season 1 (an example league; fixtures/format-files/league)';

interface JsonReport {
  legal: boolean;
  notes: string[];
  format: { id: string; name: string };
  findings: { rule: string; severity: string; line: number | null; card?: string; count?: number; limit?: number; reference: string; message: string; related: { line: number | null }[] }[];
}

async function checkJson(args: string[]): Promise<{ code: number; report: JsonReport; stderr: string }> {
  const r = await runCli(['check', '--no-db', '--reporter', 'json', ...args]);
  return { code: r.code, report: JSON.parse(r.stdout) as JsonReport, stderr: r.stderr };
}

describe('the league format file (base pauper, an extra ban, a card list, a 10-card sideboard)', () => {
  it.each([
    { deck: 'legal.txt', date: '2025-03-01', code: 0, found: [] as [string, string, number | null][] },
    { deck: 'with-bolt.txt', date: '2025-03-01', code: 1, found: [['card-banned', 'error', 1]] },
    // Announced 2025-01-02, effective 2025-01-06: a warning in between, nothing before.
    { deck: 'with-bolt.txt', date: '2025-01-03', code: 0, found: [['card-banned', 'warning', 1]] },
    { deck: 'with-bolt.txt', date: '2025-01-01', code: 0, found: [] },
    {
      deck: 'illegal.txt',
      date: '2025-03-01',
      code: 1,
      found: [
        ['card-banned', 'error', 1], // Lightning Bolt, the league's own ban
        ['card-banned', 'error', 2], // Monastery Swiftspear, Pauper's ban (the base list)
        ['card-not-legal', 'error', 3], // Goblin Guide: not on the card list
        ['sideboard-size-max', 'error', 13], // 11 > the league's 10
      ],
    },
  ])('$deck on $date: exit $code', async ({ deck, date, code, found }) => {
    const r = await checkJson(['--format-file', `${LEAGUE}/league.json`, '--date', date, `${LEAGUE}/${deck}`]);
    expect(r.code).toBe(code);
    expect(r.report.format).toEqual({ id: 'tuesday-pauper-league', name: 'Tuesday Pauper League' });
    expect(r.report.findings.map((f) => [f.rule, f.severity, f.line])).toEqual(found);
    // Every finding cites the file's own reference.
    for (const f of r.report.findings) expect(f.reference).toContain(LEAGUE_REF);
  });

  it('names the list and the card list in its messages', async () => {
    const r = await checkJson(['--format-file', `${LEAGUE}/league.json`, '--date', '2025-03-01', `${LEAGUE}/illegal.txt`]);
    const [bolt, , guide, side] = r.report.findings;
    expect(bolt?.message).toContain('Lightning Bolt is banned in Tuesday Pauper League on 2025-03-01 since 2025-01-06 (announced 2025-01-02)');
    expect(guide?.message).toContain("Goblin Guide is not on Tuesday Pauper League's card list (fixtures/format-files/league/league-cards.txt, 19 names)");
    expect(side?.message).toContain(`at most 10 are allowed (${LEAGUE_REF})`);
    expect(side?.limit).toBe(10);
  });

  it('after the list\'s knownThrough day, a note says a later change would not be known', async () => {
    const before = await checkJson(['--format-file', `${LEAGUE}/league.json`, '--date', '2025-06-30', `${LEAGUE}/legal.txt`]);
    const after = await checkJson(['--format-file', `${LEAGUE}/league.json`, '--date', '2025-07-01', `${LEAGUE}/legal.txt`]);
    expect(before.report.notes.some((n) => n.includes('known complete through 2025-06-30'))).toBe(false);
    expect(after.report.notes.some((n) => n.includes('known complete through 2025-06-30'))).toBe(true);
  });

  it('--format and --format-file together exit 2', async () => {
    const r = await runCli(['check', '--no-db', '--format', 'modern', '--format-file', `${LEAGUE}/league.json`, `${LEAGUE}/legal.txt`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--format and --format-file cannot be combined');
  });

  it('deckcheck formats --format-file shows how the file is read', async () => {
    const text = await runCli(['formats', '--format-file', `${LEAGUE}/league.json`]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('tuesday-pauper-league Tuesday Pauper League');
    expect(text.stdout).toContain('sideboard up to 10');
    expect(text.stdout).toContain('own list known through 2025-06-30');
    expect(text.stdout).toContain('only the 19 names of fixtures/format-files/league/league-cards.txt');
    expect(text.stdout).toContain('based on pauper');
    const json = await runCli(['formats', '--json', '--format-file', `${LEAGUE}/league.json`]);
    const entry = (JSON.parse(json.stdout) as { formats: Record<string, unknown>[] }).formats[0];
    expect(entry).toMatchObject({
      id: 'tuesday-pauper-league',
      base: 'pauper',
      file: 'fixtures/format-files/league/league.json',
      sideboardMax: 10,
      cardList: { names: 19 },
      list: { since: '2009-01-01', knownThrough: '2025-06-30' },
      reference: LEAGUE_REF,
    });
  });

  it('an event manifest takes it as formatFile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-ff-event-'));
    try {
      const manifest = path.join(dir, 'event.json');
      writeFileSync(
        manifest,
        JSON.stringify({
          schemaVersion: 1,
          formatFile: path.join(REPO, LEAGUE, 'league.json'),
          date: '2025-03-01',
          players: [
            { name: 'Ann', deck: path.join(REPO, LEAGUE, 'legal.txt') },
            { name: 'Bo', deck: path.join(REPO, LEAGUE, 'with-bolt.txt') },
          ],
        }),
      );
      const r = await runCli(['event', '--no-db', '--reporter', 'json', manifest]);
      expect(r.code).toBe(1);
      const report = JSON.parse(r.stdout) as JsonReport;
      expect(report.format.id).toBe('tuesday-pauper-league');
      expect(report.findings.map((f) => [f.rule, f.card])).toEqual([['card-banned', 'Lightning Bolt']]);
      const both = path.join(dir, 'both.json');
      writeFileSync(both, JSON.stringify({ schemaVersion: 1, format: 'pauper', formatFile: 'x.json', players: [{ name: 'A', deck: 'a.txt' }] }));
      const bad = await runCli(['event', '--no-db', both]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('formatFile: give either format or formatFile, not both');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Penny Dreadful as a format file (the season\'s legal_cards.txt beside it; a five-card sample here)', () => {
  const PD = 'fixtures/format-files/penny-dreadful';
  it.each([
    { deck: 'legal.txt', code: 0, found: [] as [string, string | undefined, number | null][] },
    {
      deck: 'illegal.txt',
      code: 1,
      found: [
        ['card-not-legal', 'Snapcaster Mage', 3],
        ['card-copies-max', 'Llanowar Elves', 4],
      ],
    },
  ])('$deck: exit $code', async ({ deck, code, found }) => {
    const r = await checkJson(['--format-file', `${PD}/penny-dreadful.json`, '--date', '2026-01-01', `${PD}/${deck}`]);
    expect(r.code).toBe(code);
    // "Fire/Ice" in the deck is "Fire // Ice" of the list; basic lands need no line in it.
    expect(r.report.findings.map((f) => [f.rule, f.card, f.line])).toEqual(found);
  });
});

/** A format file's data with defaults for the required fields. */
function data(extra: Partial<FormatFileData>): FormatFileData {
  return { schemaVersion: 1, name: 'Test Format', reference: 'Test rules (example.org)', ...extra };
}

async function check(d: FormatFileData, deck: string, date = '2025-03-01', cardList?: string[]) {
  const formatFile: FormatFileInput = {
    file: 'test.json',
    data: d,
    ...(cardList ? { cardList: { file: 'cards.txt', names: cardList.map((name, i) => ({ name, line: i + 1 })) } } : {}),
  };
  const prepared = await prepareCheck({ builtInCardData: false, formatFile, date });
  return checkTexts(prepared, [{ file: 'deck.txt', text: deck }]);
}

const rules = (r: Awaited<ReturnType<typeof check>>) => r.findings.map((f) => f.rule);
const deck60 = (extra = '') => `4 Lightning Bolt\n56 Mountain\n${extra}`;
const singles = (n: number) => Array.from({ length: n }, (_, i) => `1 Test Card ${i + 1}`).join('\n');

describe('each field of a format file', () => {
  it.each([
    { field: 'deck.min', d: data({ deck: { min: 40 } }), deck: '4 Lightning Bolt\n36 Mountain', want: [] as string[] },
    { field: 'deck.min (short)', d: data({ deck: { min: 40 } }), deck: '4 Lightning Bolt\n35 Mountain', want: ['deck-size-min'] },
    { field: 'deck.max', d: data({ deck: { min: 40, max: 45 } }), deck: '4 Lightning Bolt\n42 Mountain', want: ['deck-size-max'] },
    { field: 'deck.max (at the limit)', d: data({ deck: { min: 40, max: 45 } }), deck: '4 Lightning Bolt\n41 Mountain', want: [] },
    { field: 'deck.exact (over)', d: data({ deck: { exact: 50 } }), deck: '4 Lightning Bolt\n47 Mountain', want: ['deck-size-exact'] },
    { field: 'deck.exact (under)', d: data({ deck: { exact: 50 } }), deck: '4 Lightning Bolt\n45 Mountain', want: ['deck-size-exact'] },
    { field: 'deck.exact', d: data({ deck: { exact: 50 } }), deck: '4 Lightning Bolt\n46 Mountain', want: [] },
    { field: 'deck.copyLimit', d: data({ deck: { copyLimit: 3 } }), deck: deck60(), want: ['card-copies-max'] },
    { field: 'deck.sideboardMax 0', d: data({ deck: { sideboardMax: 0 } }), deck: deck60('Sideboard\n1 Shock'), want: ['sideboard-size-max'] },
    {
      field: 'deck.singleton main+sideboard',
      d: data({ deck: { exact: 60, singleton: 'main+sideboard' } }),
      deck: `1 Lightning Bolt\n${singles(9)}\n50 Mountain\nSideboard\n1 Lightning Bolt`,
      want: ['card-singleton'],
    },
    {
      field: 'deck.singleton main (sideboard copy allowed)',
      d: data({ deck: { exact: 60, singleton: 'main' } }),
      deck: `1 Lightning Bolt\n${singles(9)}\n50 Mountain\nSideboard\n1 Lightning Bolt`,
      want: [],
    },
    {
      field: 'deck.singleton main (two in the main deck)',
      d: data({ deck: { exact: 60, singleton: 'main' } }),
      deck: `2 Lightning Bolt\n${singles(8)}\n50 Mountain`,
      want: ['card-singleton'],
    },
    { field: 'base: modern bans', d: data({ base: 'modern' }), deck: deck60('1 Hogaak, Arisen Necropolis'), want: ['card-banned'] },
    {
      field: 'list add: an extra ban on top of the base',
      d: data({
        base: 'modern',
        list: { events: [{ announced: '2025-01-01', effective: '2025-01-01', source: 'x', changes: { banned: ['Lightning Bolt'] } }] },
      }),
      deck: deck60('1 Hogaak, Arisen Necropolis'),
      want: ['card-banned', 'card-banned'],
    },
    {
      field: 'list replace: the base bans are gone',
      d: data({ base: 'modern', list: { mode: 'replace', since: '2020-01-01', initial: { banned: ['Lightning Bolt'] } } }),
      deck: deck60('1 Hogaak, Arisen Necropolis'),
      want: ['card-banned'],
    },
    {
      field: 'list restricted, no base',
      d: data({ list: { since: '2020-01-01', initial: { restricted: ['Lightning Bolt'] } } }),
      deck: deck60(),
      want: ['card-restricted'],
    },
    {
      field: 'list legal: taken off the base list',
      d: data({
        base: 'modern',
        list: { events: [{ announced: '2025-01-01', effective: '2025-01-01', source: 'x', changes: { legal: ['Hogaak, Arisen Necropolis'] } }] },
      }),
      deck: deck60('1 Hogaak, Arisen Necropolis'),
      want: [],
    },
  ])('$field', async ({ d, deck, want }) => {
    expect(rules(await check(d, deck))).toEqual(want);
  });

  it('the card list: a card off it is card-not-legal, basic lands always pass, without a card database', async () => {
    const r = await check(data({}), deck60('1 Shock'), '2025-03-01', ['Lightning Bolt']);
    expect(r.findings.map((f) => [f.rule, f.card, f.line])).toEqual([['card-not-legal', 'Shock', 3]]);
    expect(r.findings[0]?.message).toContain("Shock is not on Test Format's card list (cards.txt, 1 names)");
    expect(rules(await check(data({}), deck60(), '2025-03-01', ['lightning bolt']))).toEqual([]);
  });

  it('the name, the id (from the file name by default) and the reference in every finding', async () => {
    const r = await check(data({ deck: { copyLimit: 3 } }), deck60());
    expect(r.format).toEqual({ id: 'test', name: 'Test Format' });
    // Issue 41, item 25: the file's copy limit is the file's rule, not CR 100.2a's four.
    expect(r.findings[0]?.reference).toBe('Test rules (example.org)');
    expect(r.findings[0]?.message).toMatch(/; at most 3 copies of a card with one English name are allowed across main deck and sideboard \(Test rules \(example\.org\)\)\. Remove 1\.$/);
    const named = await check(data({ id: 'my-league' }), deck60());
    expect(named.format.id).toBe('my-league');
  });

  it('printing restrictions without a card database: a note says they are not checked', async () => {
    const r = await check(data({ pool: { rarities: ['common'] } }), deck60());
    expect(r.notes.some((n) => n.includes('allows only some printings') && n.includes('not checked'))).toBe(true);
  });

  it('a date before a list that replaces the base is a settings error', async () => {
    await expect(check(data({ list: { since: '2020-01-01', initial: { banned: [] } } }), deck60(), '2019-12-31')).rejects.toThrow(SettingsError);
  });
});

describe('points (rule points-max)', () => {
  const points = (extra: Partial<NonNullable<FormatFileData['points']>> = {}): FormatFileData =>
    data({
      deck: { exact: 60, singleton: 'main+sideboard' },
      points: {
        max: 7,
        tables: [
          { effective: '2024-01-01', source: 'first table', cards: { 'Black Lotus': 4, 'Sol Ring': 3, 'Lurrus of the Dream-Den': 2 } },
          { effective: '2025-01-01', announced: '2024-12-20', source: 'second table', cards: { 'Black Lotus': 4, 'Sol Ring': 4 }, companions: { 'Lurrus of the Dream-Den': 3 } },
        ],
        ...extra,
      },
    });
  const lotusRing = `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n50 Mountain`;

  it.each([
    { date: '2024-06-01', total: null as number | null }, // 4 + 3 = 7: at the limit
    { date: '2025-01-01', total: 8 }, // Sol Ring went to 4
  ])('on $date: total $total', async ({ date, total }) => {
    const r = await check(points(), lotusRing, date);
    const f = r.findings.find((x) => x.rule === 'points-max');
    if (total === null) expect(f).toBeUndefined();
    else {
      expect(f).toMatchObject({ rule: 'points-max', severity: 'error', count: total, limit: 7, line: 1 });
      expect(f?.message).toContain('Counted: Black Lotus 4 (line 1), Sol Ring 4 (line 2)');
      expect(f?.message).toContain('in force since 2025-01-01 (announced 2024-12-20): second table');
      expect(f?.related.map((l) => l.line)).toEqual([1, 2]);
    }
  });

  it('a companion counts its companion points; in the main deck its own (none on the second table)', async () => {
    const asCompanion = await check(points(), `1 Black Lotus\n${singles(9)}\n50 Mountain\nCompanion\n1 Lurrus of the Dream-Den`, '2025-02-01');
    // Black Lotus 4 + Lurrus 3 as companion = 7: at the limit.
    expect(asCompanion.findings.filter((x) => x.rule === 'points-max')).toEqual([]);
    const over = await check(points({ max: 6 }), `1 Black Lotus\n${singles(9)}\n50 Mountain\nCompanion\n1 Lurrus of the Dream-Den`, '2025-02-01');
    expect(over.findings.find((x) => x.rule === 'points-max')?.message).toContain('Lurrus of the Dream-Den 3 as companion');
    const main = await check(points({ max: 6 }), `1 Black Lotus\n1 Lurrus of the Dream-Den\n${singles(8)}\n50 Mountain`, '2025-02-01');
    expect(main.findings.filter((x) => x.rule === 'points-max')).toEqual([]);
  });

  it('a date before the first table is a settings error', async () => {
    await expect(check(points(), lotusRing, '2023-12-31')).rejects.toThrow(/points list begins on 2024-01-01/);
  });

  it('after points.knownThrough a note says a later change would not be known', async () => {
    const r = await check(points({ knownThrough: '2025-01-31' }), lotusRing, '2025-02-01');
    expect(r.notes.some((n) => n.includes('points list is known complete through 2025-01-31'))).toBe(true);
  });

  // points.changesNotHeld: changes known to be in force by a day, whose tables the file does not give.
  const notHeld = points({
    changesNotHeld: [
      { day: '2025-03-01', source: 'a client updated its list' },
      { day: '2025-04-01', announced: '2025-03-25', source: 'spring update' },
    ],
  });
  it.each([
    { date: '2025-02-28', want: null },
    { date: '2025-03-01', want: '(by 2025-03-01: a client updated its list)' },
    { date: '2025-04-01', want: '(by 2025-03-01: a client updated its list; by 2025-04-01 (announced 2025-03-25): spring update)' },
  ])('points.changesNotHeld on $date: $want', async ({ date, want }) => {
    const r = await check(notHeld, lotusRing, date);
    const n = r.notes.filter((x) => x.includes('in a way deckcheck does not hold'));
    if (want === null) expect(n).toEqual([]);
    else {
      expect(n).toHaveLength(1);
      expect(n[0]).toContain('points are counted by the table in force from 2025-01-01');
      expect(n[0]).toContain(want);
    }
    // The points are still counted by the newest table held: Black Lotus 4 + Sol Ring 4.
    expect(r.findings.find((f) => f.rule === 'points-max')).toMatchObject({ count: 8, limit: 7 });
  });
});

describe('bad format files: exit 2, every problem as "path: message (line N)"', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-ff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const f = path.join(dir, name);
    writeFileSync(f, text);
    return f;
  };
  const good = '{\n  "schemaVersion": 1,\n  "name": "x",\n  "reference": "r"';

  it.each([
    { name: 'not JSON', text: '{\n "schemaVersion": 1,\n "name": "x" "reference": "r" }', want: [/:3:14: not valid JSON/] },
    { name: 'missing reference', text: '{\n  "schemaVersion": 1,\n  "name": "x"\n}', want: [/ {2}reference: missing: this field is required \(string\) \(line 1\)/] },
    { name: 'unknown field', text: `${good},\n  "colour": "red"\n}`, want: [/ {2}colour: no such field in a format file .* \(line 5\)/] },
    { name: 'unknown base', text: `${good},\n  "base": "modren"\n}`, want: [/ {2}base: unknown format "modren"; .* \(line 5\)/] },
    { name: 'exact and min', text: `${good},\n  "deck": { "exact": 100,\n "min": 60 }\n}`, want: [/ {2}deck\.exact: give either exact or min\/max, not both \(line 5\)/] },
    { name: 'min above max', text: `${good},\n  "deck": {\n "min": 60,\n "max": 40 }\n}`, want: [/ {2}deck\.max: the maximum \(40\) is below the minimum \(60\) \(line 7\)/] },
    { name: 'bad singleton', text: `${good},\n  "deck": { "singleton": "yes" }\n}`, want: [/ {2}deck\.singleton: .* \(line 5\)/] },
    { name: 'bad day', text: `${good},\n  "pool": { "printedFrom": "2020-02-30" }\n}`, want: [/ {2}pool\.printedFrom: write the day as YYYY-MM-DD .* \(line 5\)/] },
    { name: 'days out of order', text: `${good},\n  "pool": { "printedFrom": "2020-02-03", "printedUntil": "2020-01-01" }\n}`, want: [/pool\.printedUntil: 2020-01-01 is before printedFrom 2020-02-03 \(line 5\)/] },
    { name: 'replace without since', text: `${good},\n  "base": "modern",\n  "list": { "mode": "replace" }\n}`, want: [/ {2}list: give "since"/] },
    { name: 'add without base', text: `${good},\n  "list": { "mode": "add", "since": "2020-01-01" }\n}`, want: [/ {2}list\.mode: "add" needs a base format \(line 5\)/] },
    {
      name: 'event problems',
      text: `${good},\n  "base": "modern",\n  "list": { "events": [\n {"announced": "2025-02-01", "effective": "2025-01-01", "source": "s", "changes": {"banned": ["@nope"]}},\n {"announced": "2024-01-01", "effective": "2024-01-01", "source": "s", "changes": {}}\n ] }\n}`,
      want: [
        /list\.events\[0\]\.announced: announced 2025-02-01 is after effective 2025-01-01 \(line 7\)/,
        /list\.events\[0\]\.changes\.banned\[0\]: unknown group @nope; .* \(line 7\)/,
        /list\.events\[1\]\.effective: 2024-01-01 is before the previous event's 2025-01-01; list events in order \(line 8\)/,
      ],
    },
    { name: 'no points table', text: `${good},\n  "points": { "max": 7, "tables": [] }\n}`, want: [/points\.tables: Too small.* \(line 5\)/] },
    {
      name: 'points tables out of order, negative points',
      text: `${good},\n  "points": { "max": 7, "tables": [\n {"effective": "2025-01-01", "source": "s", "cards": {"Sol Ring": -1}},\n {"effective": "2025-01-01", "source": "s", "cards": {}}\n ] }\n}`,
      want: [/points\.tables\[0\]\.cards\.Sol Ring: at least 0 \(line 6\)/],
    },
    {
      name: 'points tables on one day',
      text: `${good},\n  "points": { "max": 7, "tables": [\n {"effective": "2025-01-01", "source": "s", "cards": {}},\n {"effective": "2025-01-01", "source": "s", "cards": {}}\n ] }\n}`,
      want: [/points\.tables\[1\]\.effective: 2025-01-01 is not after the previous table's 2025-01-01; list tables in order \(line 7\)/],
    },
    { name: 'card list missing', text: `${good},\n  "pool": { "cardList": "nope.txt" }\n}`, want: [/pool\.cardList: .*nope\.txt.*relative to the format file \(line 5\)/] },
  ])('$name', async ({ name, text, want }) => {
    const file = write(`${name.replace(/\W+/g, '-')}.json`, text);
    const r = await runCli(['check', '--no-db', '--format-file', file, `${LEAGUE}/legal.txt`]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    for (const re of want) expect(r.stderr, r.stderr).toMatch(re);
    const problems = r.stderr.split('\n').filter((l) => l.startsWith('  '));
    if (!want.some((re) => re.source.includes('not valid JSON'))) expect(problems).toHaveLength(want.length);
  });

  it('an empty card list', async () => {
    write('empty.txt', '# nothing\n\n');
    const file = write('empty-list.json', `${good},\n  "pool": { "cardList": "empty.txt" }\n}`);
    const r = await runCli(['check', '--no-db', '--format-file', file, `${LEAGUE}/legal.txt`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pool\.cardList: .*empty\.txt names no card \(one name a line\) \(line 5\)/);
  });
});

describe('format file schema', () => {
  it('the league fixture is valid, and the published schema is the zod one', () => {
    const league = JSON.parse(readFileSync(path.join(REPO, LEAGUE, 'league.json'), 'utf8')) as unknown;
    expect(validateFormatFile(league).ok).toBe(true);
    expect(JSON.parse(readFileSync(path.join(REPO, 'schema/format.schema.json'), 'utf8'))).toEqual(formatFileJsonSchema());
  });

  it('jsonValueOffsets finds each value by its path', () => {
    const text = '{\n "a": {"b": [1,\n  {"c": 2}]}\n}';
    const at = jsonValueOffsets(text);
    expect(at.get('a')).toBe(text.indexOf('"a"'));
    expect(at.get('a.b[1]')).toBe(text.indexOf('{"c"'));
    expect(at.get('a.b[1].c')).toBe(text.indexOf('"c"'));
    expect(at.get('a.b[2]')).toBeUndefined();
  });
});

/** A format file with one points table (2025-01-01) and the given changes known without their tables. */
function changesNotHeldFile(changesNotHeld: readonly object[]): unknown {
  return {
    schemaVersion: 1,
    name: 'x',
    reference: 'r',
    points: { max: 7, tables: [{ effective: '2025-01-01', source: 's', cards: {} }], changesNotHeld },
  };
}
/** Not after the last table, announced after its day, out of order. */
const CHANGES_ACROSS_FIELDS = [
  { day: '2025-01-01', source: 's' },
  { day: '2025-03-01', announced: '2025-03-02', source: 's' },
  { day: '2025-02-01', source: 's' },
];

describe("zod's messages for a bad field, as the user reads them", () => {
  const file = (extra: Record<string, unknown>): unknown => ({ schemaVersion: 1, name: 'x', reference: 'r', ...extra });
  const event = (e: Record<string, unknown>) => ({ base: 'modern', list: { events: [{ announced: '2025-01-01', effective: '2025-01-01', source: 's', changes: {}, ...e }] } });
  const table = (t: Record<string, unknown>) => ({ points: { max: 7, tables: [{ effective: '2025-01-01', source: 's', cards: {}, ...t }] } });
  it.each([
    { name: 'not an object', value: [], want: [[[], 'Invalid input: expected object, received array']] },
    { name: 'schemaVersion 2', value: file({ schemaVersion: 2 }), want: [[['schemaVersion'], 'Invalid input: expected 1']] },
    { name: 'name a number', value: file({ name: 5 }), want: [[['name'], 'Invalid input: expected string, received number']] },
    { name: 'name empty', value: file({ name: '' }), want: [[['name'], 'Too small: expected string to have >=1 characters']] },
    { name: 'name missing', value: { schemaVersion: 1, reference: 'r' }, want: [[['name'], 'missing: this field is required (string)']] },
    { name: 'id with capitals', value: file({ id: 'My League' }), want: [[['id'], 'lower-case letters, digits and dashes']] },
    { name: 'base a number', value: file({ base: 5 }), want: [[['base'], 'unknown format 5; use a built-in format id (deckcheck formats lists them)']] },
    { name: 'deck an array', value: file({ deck: [] }), want: [[['deck'], 'Invalid input: expected object, received array']] },
    { name: 'min not whole', value: file({ deck: { min: 1.5 } }), want: [[['deck', 'min'], 'a whole number']] },
    { name: 'min 0', value: file({ deck: { min: 0 } }), want: [[['deck', 'min'], 'at least 1']] },
    { name: 'sideboardMax -1', value: file({ deck: { sideboardMax: -1 } }), want: [[['deck', 'sideboardMax'], 'at least 0']] },
    {
      name: 'singleton "yes"',
      value: file({ deck: { singleton: 'yes' } }),
      want: [[['deck', 'singleton'], 'Invalid option: expected one of "main"|"main+sideboard"']],
    },
    { name: 'no sets', value: file({ pool: { sets: [] } }), want: [[['pool', 'sets'], 'Too small: expected array to have >=1 items']] },
    { name: 'bad set code', value: file({ pool: { sets: ['L'] } }), want: [[['pool', 'sets', 0], 'a set code such as LEA or DMU']] },
    { name: 'rarity', value: file({ pool: { rarities: ['rare', 'foil'] } }), want: [[['pool', 'rarities', 1], 'Invalid option: expected one of "common"|"uncommon"|"rare"|"mythic"|"special"|"bonus"']] },
    { name: 'blank card name', value: file(event({ changes: { banned: ['  '] } })), want: [[['list', 'events', 0, 'changes', 'banned', 0], 'a card name cannot be empty']] },
    { name: 'unverified false', value: file(event({ unverified: false })), want: [[['list', 'events', 0, 'unverified'], 'Invalid input: expected true']] },
    { name: 'points a text', value: file(table({ cards: { 'Sol Ring': 'x' } })), want: [[['points', 'tables', 0, 'cards', 'Sol Ring'], 'Invalid input: expected number, received string']] },
    { name: 'no tables', value: file({ points: { max: 7 } }), want: [[['points', 'tables'], 'missing: this field is required (array)']] },
    {
      name: 'changesNotHeld: not after the last table, out of order, announced after its day, no source',
      value: changesNotHeldFile([...CHANGES_ACROSS_FIELDS, { day: '2025-04-01' }]),
      want: [
        [['points', 'changesNotHeld', 3, 'source'], 'missing: this field is required (string)'],
      ],
    },
    {
      name: 'changesNotHeld: the checks across fields',
      value: changesNotHeldFile(CHANGES_ACROSS_FIELDS),
      want: [
        [['points', 'changesNotHeld', 0, 'day'], "2025-01-01 is not after the last table's 2025-01-01; give that change as a table"],
        [['points', 'changesNotHeld', 1, 'announced'], 'announced 2025-03-02 is after day 2025-03-01'],
        [['points', 'changesNotHeld', 2, 'day'], "2025-02-01 is before the previous change's 2025-03-01; list changes in order"],
      ],
    },
    {
      name: 'two problems, in document order',
      value: file({ name: 1, deck: { min: 0, colour: 'red' } }),
      want: [
        [['name'], 'Invalid input: expected string, received number'],
        [['deck', 'min'], 'at least 1'],
        [['deck', 'colour'], 'no such field in a format file (see schema/format.schema.json)'],
      ],
    },
  ])('$name', ({ value, want }) => {
    const r = validateFormatFile(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => [p.path, p.message])).toEqual(want);
  });

  it('card names are trimmed', () => {
    const r = validateFormatFile(file(event({ changes: { banned: [' Sol Ring '] } })));
    expect(r.ok && r.data.list?.events?.[0]?.changes.banned).toEqual(['Sol Ring']);
  });
});
