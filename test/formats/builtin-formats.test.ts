/**
 * The Highlander formats built in as format-file data (src/data/formats/<id>.json, src/formats/builtin.ts): every file
 * valid under the format-file schema (it is not validated at run time), legal and illegal decks per format on their
 * days (card-singleton, points-max with the total, the limit and every counted card, the companion's points, the
 * formats' own lists), and the points tables cross-checked against XMage's history (../shared/data/formats).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts, SettingsError } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { validateFormatFile } from '../../src/formats/format-file-schema.js';
import { dataFormatData, loadDataFormat } from '../../src/formats/builtin.js';
import { DATA_FORMATS, FORMAT_CHOICES, FORMAT_IDS, findDataFormat, pointsTableOn } from '../../src/formats/formats.js';
import type { FormatFileData } from '../../src/formats/format-file.js';
import { HAS_SHARED, REPO, runCli, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const DATA_DIR = path.join(REPO, 'src/data/formats');

async function check(format: string, deck: string, date: string) {
  const prepared = await prepareCheck({ builtInCardData: false, format, date });
  return checkTexts(prepared, [{ file: 'deck.txt', text: deck }]);
}

type Result = Awaited<ReturnType<typeof check>>;
const found = (r: Result) => r.findings.map((f) => [f.rule, f.severity, f.line]);
/** n distinct cards that no points table and no list names. */
const singles = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `1 Test Card ${i + from}`).join('\n');

describe('the data files', () => {
  it('one file per built-in data format, and nothing else in the folder', () => {
    const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(DATA_FORMATS.map((f) => `${f.id}.json`).sort());
  });

  it.each(DATA_FORMATS.map((f) => f.id))('%s is a valid format file whose id and name match the registry', async (id) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(DATA_DIR, `${id}.json`), 'utf8'));
    const r = validateFormatFile(raw);
    expect(r.ok ? [] : r.problems).toEqual([]);
    const data = (await dataFormatData(id)) as FormatFileData;
    expect(data.id).toBe(id);
    expect(data.name).toBe(DATA_FORMATS.find((f) => f.id === id)?.name);
    // Oracle names: straight apostrophes (XMage wrote some with typographic ones, which matched no card there).
    expect(JSON.stringify(data)).not.toMatch(/[\u2018\u2019]/);
    // Every unverified points table says why in a note; every verified one has no such flag.
    for (const t of data.points?.tables ?? []) if (t.unverified) expect(t.note ?? '').toMatch(/No announcement/);
  });

  it('every id is in --format, the ids list and the aliases; 7pt-highlander is Australian Highlander', () => {
    for (const f of DATA_FORMATS) {
      expect(FORMAT_IDS).toContain(f.id);
      for (const a of f.aliases) expect(FORMAT_CHOICES).toContain(a);
    }
    expect(findDataFormat('7pt-highlander')?.id).toBe('australian-highlander');
    expect(findDataFormat('modern')).toBeUndefined();
  });

  it('an unknown id loads nothing', async () => {
    expect(await loadDataFormat('no-such-format')).toBeUndefined();
  });
});

describe('through the CLI', () => {
  const dir = 'fixtures/formats/highlander';
  it.each([
    { deck: 'canadian-legal.txt', code: 0, rules: [] as string[] },
    { deck: 'canadian-over-points.txt', code: 1, rules: ['points-max'] },
    { deck: 'canadian-second-copy.txt', code: 1, rules: ['card-singleton'] },
  ])('check --format canadian-highlander $deck: exit $code', async ({ deck, code, rules }) => {
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format', 'canadian-highlander', '--date', '2025-08-01', `${dir}/${deck}`]);
    expect(r.code).toBe(code);
    const report = JSON.parse(r.stdout) as { format: { id: string }; findings: { rule: string }[] };
    expect(report.format.id).toBe('canadian-highlander');
    expect(report.findings.map((f) => f.rule)).toEqual(rules);
  });

  it('--format 7pt-highlander is Australian Highlander; an unknown id names the choices', async () => {
    // The Canadian deck is 12 points under 7 Point Highlander's list (Black Lotus 4, Sol Ring 3, Force of Will 1 …).
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format', '7pt-highlander', '--date', '2023-12-01', `${dir}/canadian-legal.txt`]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { format: { id: string }; findings: { rule: string; count?: number; limit?: number }[] };
    expect(report.format.id).toBe('australian-highlander');
    expect(report.findings).toMatchObject([{ rule: 'points-max', limit: 7 }]);
    const bad = await runCli(['check', '--no-db', '--format', 'canadian-higlander', `${dir}/canadian-legal.txt`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('canadian-highlander');
    expect(bad.stderr).toContain('7pt-highlander');
  });

  // Issue 41, item 9: 7 Point Highlander's points tables are known through 2024-02-04. Past that and the 90-day grace, an
  // over-limit total rests on a table that may have changed: a warning naming the table's date, "not fully checked".
  it('7 Point Highlander past its points tables\' date and grace: the total is a warning, and the deck not fully checked', async () => {
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format', '7pt-highlander', '--date', '2025-06-01', `${dir}/canadian-legal.txt`]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { legal: boolean; fullyChecked: boolean; findings: { rule: string; severity: string; count?: number; limit?: number; message: string }[] };
    expect(report).toMatchObject({ legal: true, fullyChecked: false });
    const points = report.findings.filter((f) => f.rule === 'points-max');
    expect(points).toMatchObject([{ severity: 'warning', count: 12, limit: 7 }]);
    expect(points[0]?.message).toContain(
      'Its points tables are known only through 2024-02-04 (more than 90 days before 2025-06-01): a later table may give these cards other points, so this is a warning and the deck is not fully checked.',
    );
    const stylish = await runCli(['check', '--no-db', '--format', '7pt-highlander', '--date', '2025-06-01', `${dir}/canadian-legal.txt`]);
    expect(stylish.stdout).toMatch(/^✔ legal with warnings · not fully checked · 1 deck · 0 errors, \d+ warnings$/m);
    // Within the grace (90 days after 2024-02-04) the table holds: an error.
    const within = await runCli(['check', '--no-db', '--reporter', 'json', '--format', '7pt-highlander', '--date', '2024-05-04', `${dir}/canadian-legal.txt`]);
    expect(within.code).toBe(1);
    expect(JSON.parse(within.stdout)).toMatchObject({ fullyChecked: true, findings: [{ rule: 'points-max', severity: 'error' }] });
  });

  it('an event manifest takes the ids and the alias', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-highlander-'));
    try {
      const deck = path.join(REPO, 'fixtures/formats/highlander/canadian-over-points.txt');
      writeFileSync(path.join(dir, 'event.json'), JSON.stringify({ schemaVersion: 1, format: '7pt-highlander', date: '2023-12-01', players: [{ name: 'Erin', deck }] }));
      const r = await runCli(['event', '--no-db', '--reporter', 'json', path.join(dir, 'event.json')]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('"australian-highlander"');
      expect(r.stdout).toContain('"points-max"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deckcheck formats lists each with its knowledge date, points tables and sources', async () => {
    const r = await runCli(['formats', '--json']);
    expect(r.code).toBe(0);
    type Entry = { id: string; knownThrough: { day: string } | null; points: { max: number; tables: string[]; knownThrough: string | null; changesNotHeld: { day: string; announced: string | null }[] } | null; sources: string[]; base: string | null };
    const entries = (JSON.parse(r.stdout) as { formats: Entry[] }).formats;
    const by = (id: string) => entries.find((e) => e.id === id);
    expect(by('canadian-highlander')).toMatchObject({ knownThrough: { day: '2025-07-19' }, points: { max: 10, knownThrough: '2025-07-19' }, base: 'vintage' });
    expect(by('canadian-highlander')?.points?.tables).toHaveLength(17);
    expect(by('australian-highlander')).toMatchObject({ knownThrough: { day: '2024-02-04' }, points: { max: 7, knownThrough: '2024-02-04' } });
    expect(by('european-highlander')).toMatchObject({ knownThrough: { day: '2025-05-14' }, points: null });
    for (const id of DATA_FORMATS.map((f) => f.id)) expect(by(id)?.sources.length).toBeGreaterThan(1);
    const text = await runCli(['formats']);
    expect(text.stdout).toContain('canadian-highlander');
    expect(text.stdout).toMatch(/points: at most 10 .*17 dated tables 2018-06-11 to 2025-07-19, known through 2025-07-19/);
    expect(text.stdout).toContain("known through 2025-07-19; later days: the format's own announcements (card data carries no legality for it)");
    // Two later Canadian changes are known without their tables.
    expect(by('canadian-highlander')?.points?.changesNotHeld.map((c) => [c.day, c.announced])).toEqual([
      ['2026-08-24', null],
      ['2026-08-31', '2026-08-31'],
    ]);
    expect(by('australian-highlander')?.points?.changesNotHeld).toEqual([]);
    expect(text.stdout).toContain('points changed by 2026-08-24, table not held: https://github.com/magefree/mage/pull/16038');
    expect(text.stdout).toContain('points changed by 2026-08-31, table not held: https://canadianhighlander.ca/2026/08/31/fall-2026-points-update/');
  });

  it.each([
    { date: '2025-07-19', known: false, notHeld: [] as string[] },
    { date: '2026-08-23', known: true, notHeld: [] },
    { date: '2026-08-24', known: true, notHeld: ['by 2026-08-24: https://github.com/magefree/mage/pull/16038'] },
    {
      date: '2026-09-01',
      known: true,
      notHeld: ['by 2026-08-24: https://github.com/magefree/mage/pull/16038', 'by 2026-08-31 (announced 2026-08-31): https://canadianhighlander.ca/2026/08/31/fall-2026-points-update/'],
    },
  ])('canadian-highlander on $date: what the notes say of the points list after 2025-07-19', async ({ date, known, notHeld }) => {
    const r = await check('canadian-highlander', `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n90 Island`, date);
    expect(r.notes.some((n) => n.includes("Canadian Highlander's points list is known complete through 2025-07-19"))).toBe(known);
    const n = r.notes.filter((x) => x.includes('in a way deckcheck does not hold'));
    expect(n).toHaveLength(notHeld.length === 0 ? 0 : 1);
    for (const part of notHeld) expect(n[0]).toContain(part);
    if (notHeld.length > 0) expect(n[0]).toContain('points are counted by the table in force from 2025-07-19');
    // Black Lotus 7 + Sol Ring 3 by the 2025-07-19 table: legal, whatever the later tables say.
    expect(r.findings.filter((f) => f.rule === 'points-max')).toEqual([]);
  });
});

describe('canadian-highlander: 100 cards, one of each, no sideboard, 10 points, Vintage\'s list but Lurrus', () => {
  const REF = 'Canadian Highlander rules and points list (canadianhighlander.ca)';
  it.each([
    { name: 'legal: 10 points (Black Lotus 7, Sol Ring 3)', deck: `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n90 Island`, date: '2025-08-01', want: [] },
    {
      name: 'a second copy: card-singleton',
      deck: `1 Lightning Bolt\n1 Lightning Bolt\n${singles(8)}\n90 Island`,
      date: '2025-08-01',
      want: [['card-singleton', 'error', 1]],
    },
    { name: '99 cards: deck-size-min', deck: `${singles(9)}\n90 Island`, date: '2025-08-01', want: [['deck-size-min', 'error', null]] },
    {
      name: 'a sideboard: sideboard-size-max',
      deck: `${singles(10)}\n90 Island\n\nSideboard\n1 Test Card 11`,
      date: '2025-08-01',
      want: [['sideboard-size-max', 'error', 13]],
    },
    // Vintage banned Lurrus of the Dream-Den from 2020-05-18 to 2021-02-15; Canadian Highlander kept it legal.
    { name: 'Lurrus of the Dream-Den stays legal', deck: `1 Lurrus of the Dream-Den\n${singles(9)}\n90 Island`, date: '2021-01-01', want: [] },
    { name: "Vintage's other bans hold", deck: `1 Chaos Orb\n${singles(9)}\n90 Island`, date: '2021-01-01', want: [['card-banned', 'error', 1]] },
    // The verified change of 2018-10-01 ("Changes Effective October 1st, 2018"): Birthing Pod 3 -> 2, Hermit Druid 1 -> 0;
    // XMage adopted it on 2018-10-30.
    { name: 'Black Lotus, Birthing Pod, Hermit Druid on 2018-09-30: 11 points', deck: `1 Black Lotus\n1 Birthing Pod\n1 Hermit Druid\n${singles(7)}\n90 Island`, date: '2018-09-30', want: [['points-max', 'error', 1]] },
    { name: 'Black Lotus, Birthing Pod, Hermit Druid on 2018-10-01: 9 points', deck: `1 Black Lotus\n1 Birthing Pod\n1 Hermit Druid\n${singles(7)}\n90 Island`, date: '2018-10-01', want: [] },
    // The verified change of 2019-09-09 (announced 2019-09-04): Sol Ring 3 -> 4; XMage adopted it on 2019-10-12.
    { name: 'Black Lotus and Sol Ring on 2019-09-08: 10 points', deck: `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n90 Island`, date: '2019-09-08', want: [] },
    { name: 'Black Lotus and Sol Ring on 2019-09-09: 11 points', deck: `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n90 Island`, date: '2019-09-09', want: [['points-max', 'error', 1]] },
    // The verified change of 2020-06-22: Flash 6 -> 5, Spellseeker 1 -> 2, Tainted Pact 0 -> 1 (10 points the day before, 11 on it).
    { name: 'the table of 2020-02-25, the day before the June 2020 change', deck: `1 Flash\n1 Spellseeker\n1 Tainted Pact\n1 Tinker\n${singles(6)}\n90 Island`, date: '2020-06-21', want: [] },
    {
      name: 'the table of 2020-06-22',
      deck: `1 Flash\n1 Spellseeker\n1 Tainted Pact\n1 Tinker\n${singles(6)}\n90 Island`,
      date: '2020-06-22',
      want: [['points-max', 'error', 1]],
    },
  ])('$name', async ({ deck, date, want }) => {
    const r = await check('canadian-highlander', deck, date);
    expect(found(r)).toEqual(want);
    for (const f of r.findings) expect(f.reference).toContain(REF);
  });

  it('points-max names the total, the limit and every counted card with its points and lines', async () => {
    const r = await check('canadian-highlander', `1 Black Lotus\n${singles(3)}\n1 Ancestral Recall\n1 Sol Ring\n${singles(4, 4)}\n90 Island`, '2025-08-01');
    const f = r.findings.find((x) => x.rule === 'points-max');
    expect(f).toMatchObject({ severity: 'error', count: 18, limit: 10, line: 1 });
    expect(f?.message).toContain('Counted: Black Lotus 7 (line 1), Ancestral Recall 8 (line 5), Sol Ring 3 (line 6). Remove cards worth 8 points or more.');
    expect(f?.message).toContain('unverified day: no announcement found');
    expect(f?.related.map((x) => x.line)).toEqual([1, 5, 6]);
  });

  it("Thassa's Oracle went from 2 to 7 points (XMage's table of 2022-01-31)", async () => {
    const deck = `1 Thassa's Oracle\n1 Sol Ring\n1 Tinker\n${singles(7)}\n90 Island`;
    expect(found(await check('canadian-highlander', deck, '2022-01-30'))).toEqual([]);
    expect(found(await check('canadian-highlander', deck, '2022-01-31'))).toEqual([['points-max', 'error', 1]]);
  });

  it('the points table in force on a day is the newest one not after it', async () => {
    const f = await loadDataFormat('canadian-highlander');
    expect(f?.points && pointsTableOn(f.points, '2020-06-21')?.effective).toBe('2020-02-25');
    expect(f?.points && pointsTableOn(f.points, '2020-06-22')?.effective).toBe('2020-06-22');
  });

  it('a day before the first points table exits with date-out-of-range', async () => {
    await expect(prepareCheck({ builtInCardData: false, format: 'canadian-highlander', date: '2018-06-10' })).rejects.toThrow(/list from 2018-06-11 on/);
  });
});

describe('australian-highlander (7pt-highlander): 60 cards, 15 in the sideboard, one of each across both, 7 points', () => {
  const REF = '7 Point Highlander rules and points list';
  it.each([
    { name: 'legal: 7 points', deck: `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n50 Mountain`, date: '2023-12-01', want: [] },
    {
      name: 'one copy in the main deck and one in the sideboard: card-singleton',
      deck: `1 Lightning Bolt\n${singles(9)}\n50 Mountain\n\nSideboard\n1 Lightning Bolt`,
      date: '2023-12-01',
      want: [['card-singleton', 'error', 1]],
    },
    {
      name: 'a pointed card in the sideboard counts',
      deck: `1 Black Lotus\n1 Sol Ring\n${singles(8)}\n50 Mountain\n\nSideboard\n1 Mana Vault`,
      date: '2023-12-01',
      want: [['points-max', 'error', 1]],
    },
    // The points committee's announcements (7ph.com.au/points-update), each effective the day it was made.
    { name: 'Gamble 0 points the day before The Lost Caverns of Ixalan announcement', deck: `1 Black Lotus\n1 Sol Ring\n1 Gamble\n${singles(7)}\n50 Mountain`, date: '2023-11-11', want: [] },
    { name: 'Gamble 1 point from 2023-11-12', deck: `1 Black Lotus\n1 Sol Ring\n1 Gamble\n${singles(7)}\n50 Mountain`, date: '2023-11-12', want: [['points-max', 'error', 1]] },
    { name: 'Mana Crypt 4 points the day before the Murders at Karlov Manor announcement', deck: `1 Mana Crypt\n1 Sol Ring\n${singles(8)}\n50 Mountain`, date: '2024-02-03', want: [] },
    { name: 'Mana Crypt 5 points from 2024-02-04', deck: `1 Mana Crypt\n1 Sol Ring\n${singles(8)}\n50 Mountain`, date: '2024-02-04', want: [['points-max', 'error', 1]] },
    { name: 'Mana Drain 1 point again from the Wilds of Eldraine announcement', deck: `1 Black Lotus\n1 Sol Ring\n1 Mana Drain\n${singles(7)}\n50 Mountain`, date: '2023-09-03', want: [['points-max', 'error', 1]] },
    {
      name: '16 cards in the sideboard: sideboard-size-max',
      deck: `${singles(10)}\n50 Mountain\n\nSideboard\n${singles(16, 11)}`,
      date: '2023-12-01',
      want: [['sideboard-size-max', 'error', 13]],
    },
    { name: 'Lurrus of the Dream-Den in the main deck: 0 points since 2023-09-03', deck: `1 Black Lotus\n1 Sol Ring\n1 Lurrus of the Dream-Den\n${singles(7)}\n50 Mountain`, date: '2023-09-03', want: [] },
    {
      name: 'Lurrus of the Dream-Den in the main deck: 1 point before',
      deck: `1 Black Lotus\n1 Sol Ring\n1 Lurrus of the Dream-Den\n${singles(7)}\n50 Mountain`,
      date: '2023-09-02',
      want: [['points-max', 'error', 1]],
    },
  ])('$name', async ({ deck, date, want }) => {
    const r = await check('australian-highlander', deck, date);
    expect(found(r)).toEqual(want);
    for (const f of r.findings) expect(f.reference).toContain(REF);
  });

  it('a companion counts its companion points (Lurrus of the Dream-Den 3 since 2023-09-03)', async () => {
    const r = await check('7pt-highlander', `1 Black Lotus\n1 Mox Pearl\n${singles(8)}\n50 Plains\n\nCompanion\n1 Lurrus of the Dream-Den`, '2023-12-01');
    expect(r.format.id).toBe('australian-highlander');
    const f = r.findings.find((x) => x.rule === 'points-max');
    expect(f).toMatchObject({ count: 10, limit: 7 });
    expect(f?.message).toContain('Lurrus of the Dream-Den 3 as companion (line');
  });

  // Issue 41, item 25: the points error quoted the announcement's changes (Mana Crypt +1 to 5, ...) beside the cards
  // counted, naming cards twice; it cites the table by its address, and `deckcheck formats` keeps the whole source.
  it('points-max cites the table by its address, not the announcement\'s list of changes', async () => {
    const r = await check('australian-highlander', `1 Mana Crypt\n1 Black Lotus\n58 Island`, '2024-03-01');
    const f = r.findings.find((x) => x.rule === 'points-max');
    expect(f?.message).toBe(
      'The deck has 9 points; 7 Point Highlander (Australian Highlander) allows at most 7 (7 Point Highlander points list: ' +
        'at most 7 points across main deck and sideboard; the points list in force since 2024-02-04: ' +
        'https://7ph.com.au/points-update/points-announcement-mkm/). Counted: Mana Crypt 5 (line 1), Black Lotus 4 (line 2). ' +
        'Remove cards worth 2 points or more.',
    );
  });

  it('known through 2024-02-04: a check more than 90 days later is warned (lists-out-of-date)', async () => {
    const deck = `${singles(10)}\n50 Mountain`;
    expect(found(await check('australian-highlander', deck, '2024-05-04'))).toEqual([]);
    const late = await check('australian-highlander', deck, '2024-05-05');
    expect(found(late)).toEqual([['lists-out-of-date', 'warning', null]]);
    // Card data carries no legality for these formats: the remedy is the format's own announcements.
    expect(late.findings[0]?.message).toContain("Check the format's own announcements (7 Point Highlander rules and points list (7ph.com.au))");
    expect(late.findings[0]?.message).not.toContain('db update');
  });
});

describe('european-highlander: 100 cards, one of each, no sideboard, its own ban list (from 2025-02-15)', () => {
  const REF = 'European Highlander rules and ban list';
  it.each([
    { name: 'legal', deck: `${singles(10)}\n90 Island`, date: '2025-03-01', want: [] },
    { name: 'a second copy: card-singleton', deck: `1 Brainstorm\n1 Brainstorm\n${singles(8)}\n90 Island`, date: '2025-03-01', want: [['card-singleton', 'error', 1]] },
    { name: 'Mana Crypt is banned', deck: `1 Mana Crypt\n${singles(9)}\n90 Island`, date: '2025-03-01', want: [['card-banned', 'error', 1]] },
    { name: 'an ante card is banned', deck: `1 Contract from Below\n${singles(9)}\n90 Island`, date: '2025-03-01', want: [['card-banned', 'error', 1]] },
    // Mystical Tutor's unban trial (2025-02-15 to 2025-05-15); Lurrus of the Dream-Den: Vintage's ban is not the format's.
    { name: 'Mystical Tutor and Lurrus are legal', deck: `1 Mystical Tutor\n1 Lurrus of the Dream-Den\n${singles(8)}\n90 Island`, date: '2025-03-01', want: [] },
    { name: 'no points: Black Lotus is banned, not pointed', deck: `1 Black Lotus\n${singles(9)}\n90 Island`, date: '2025-03-01', want: [['card-banned', 'error', 1]] },
    { name: 'a sideboard: sideboard-size-max', deck: `${singles(10)}\n90 Island\n\nSideboard\n1 Test Card 11`, date: '2025-03-01', want: [['sideboard-size-max', 'error', 13]] },
  ])('$name', async ({ deck, date, want }) => {
    const r = await check('european-highlander', deck, date);
    expect(found(r)).toEqual(want);
    for (const f of r.findings) expect(f.reference).toContain(REF);
  });

  it('a day before the list deckcheck holds exits with date-out-of-range', async () => {
    const e = await prepareCheck({ builtInCardData: false, format: 'european-highlander', date: '2025-02-14' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SettingsError);
    expect((e as SettingsError).code).toBe('date-out-of-range');
  });
});

/**
 * XMage's history (../shared/data/formats/xmage_highlander_history.json): a commit date is the day XMage adopted a
 * table, on or after the format's announcement. Each XMage version is compared with deckcheck's table in force on its
 * day, and each of deckcheck's tables must be adopted by XMage on or after its own day.
 */
describe.skipIf(!HAS_SHARED)(`cross-check with XMage (${HAS_SHARED ? 'reads ../shared/data' : SHARED_SKIP_REASON})`, () => {
  interface XVersion {
    readonly commit: string;
    readonly date: string;
    readonly points?: Record<string, number>;
    readonly companionPoints?: Record<string, number>;
    readonly banned?: string[];
  }
  const xmage = (): Record<string, { versions: XVersion[] }> =>
    (JSON.parse(readFileSync(path.join(SHARED_DATA, 'formats/xmage_highlander_history.json'), 'utf8')) as { formats: Record<string, { versions: XVersion[] }> }).formats;
  const norm = (n: string) => ({ "Lim-Dul's Vault": "Lim-Dûl's Vault" } as Record<string, string>)[n.replace(/\u2019/g, "'")] ?? n.replace(/\u2019/g, "'");
  const table = (p: Record<string, number> | undefined) =>
    Object.fromEntries(
      Object.entries(p ?? {})
        .filter(([, v]) => v > 0)
        .map(([k, v]): [string, number] => [norm(k), v])
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  const ours = (f: FormatFileData, day: string) => {
    const t = [...(f.points?.tables ?? [])].filter((x) => x.effective <= day).at(-1);
    return t ? { cards: table(t.cards), companions: table(t.companions) } : undefined;
  };

  /** XMage versions whose table differs from deckcheck's on XMage's day, and why. */
  const DIFFERENT: Record<string, string> = {
    // A merge the same day ("add missing diamond operators") put back the table before the March 2019 change until
    // XMage applied the June 2019 one; the March change (Mana Crypt 2 -> 3, Personal Tutor 1 -> 0) stands
    // (magefree/mage#5616), and XMage's own next table carries it.
    'canadian-highlander 553d2635269': 'XMage reverted the March 2019 change by a merge the same day',
  };
  /** deckcheck's tables from the format's own announcements that no XMage version holds. */
  const CORRECTED: Record<string, string> = {
    // 7ph.com.au, "Points Announcement: Wilds of Eldraine" (2023-09-03): XMage went from its 2022-01-31 table to the
    // Lost Caverns of Ixalan one (2023-11-22) without it.
    'australian-highlander 2023-09-03': 'the Wilds of Eldraine announcement, which XMage skipped',
    // 7ph.com.au, "Points Announcement: Murders at Karlov Manor" (2024-02-04): after XMage's last table.
    'australian-highlander 2024-02-04': 'the Murders at Karlov Manor announcement, which XMage has not adopted',
  };
  /** Tables whose announcement was found: XMage adopted them later (commit, then the day deckcheck has). */
  const ADOPTED_LATER = [
    'canadian-highlander fb419bebca9 2018-06-11', // "Changes Effective June 11th, 2018"; XMage 2018-06-17
    'canadian-highlander 4d01c72c3ee 2018-10-01', // "Changes Effective October 1st, 2018"; XMage 2018-10-30
    'canadian-highlander 8185bdf62b7 2018-11-19', // the list's "November 19th, 2018 version"; XMage 2018-11-21
    'canadian-highlander 16199d12dde 2019-09-09', // "Changes Effective September 9th, 2019"; XMage 2019-10-12
    'canadian-highlander 8d391f628e4 2020-06-22', // "Changes Effective June 22nd, 2020"; XMage 2020-11-09
    'australian-highlander 31f028d41e2 2023-11-12', // 7ph.com.au, The Lost Caverns of Ixalan, "Effective ... (12/11/2023)"; XMage 2023-11-22
  ];

  it('every XMage table matches the one deckcheck has in force on its day, but the known ones', async () => {
    const x = xmage();
    const disagree: string[] = [];
    let compared = 0;
    for (const id of ['canadian-highlander', 'australian-highlander']) {
      const data = (await dataFormatData(id)) as FormatFileData;
      for (const v of x[id]?.versions ?? []) {
        const theirs = table(v.points);
        // XMage's first versions hold no table deckcheck could read (the class kept its points elsewhere then).
        if (Object.keys(theirs).length === 0) continue;
        // Before deckcheck's first table (2018-06-11) there is nothing to compare.
        const mine = ours(data, v.date);
        if (!mine) continue;
        compared += 1;
        if (JSON.stringify(mine.cards) !== JSON.stringify(theirs) || JSON.stringify(mine.companions) !== JSON.stringify(table(v.companionPoints))) {
          disagree.push(`${id} ${v.commit}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(25);
    expect(disagree).toEqual(Object.keys(DIFFERENT));
  });

  it("each of deckcheck's tables is XMage's on its day or later: never adopted before it was announced", async () => {
    const x = xmage();
    const early: string[] = [];
    const later: string[] = [];
    for (const id of ['canadian-highlander', 'australian-highlander']) {
      const data = (await dataFormatData(id)) as FormatFileData;
      for (const t of data.points?.tables ?? []) {
        if (CORRECTED[`${id} ${t.effective}`] !== undefined) continue;
        const same = (x[id]?.versions ?? []).find((v) => JSON.stringify(table(v.points)) === JSON.stringify(table(t.cards)) && v.date >= t.effective);
        if (!same) early.push(`${id} ${t.effective}`);
        else if (same.date > t.effective) later.push(`${id} ${same.commit} ${t.effective}`);
      }
    }
    expect(early).toEqual([]);
    expect(later).toEqual(ADOPTED_LATER);
  });

  it('the changes deckcheck knows of without their tables are all after XMage\'s newest table in this history', async () => {
    // Checked against XMage: every table up to its newest (2025-07-19 for Canadian Highlander, 2023-11-22 for 7 Point).
    // Resting on their own sources alone: the 7 Point tables CORRECTED names, and each change in points.changesNotHeld
    // (magefree/mage#16038 of 2026-08-24 and the 2026-08-31 announcement, which this history does not reach).
    const x = xmage();
    const after: string[] = [];
    for (const id of ['canadian-highlander', 'australian-highlander']) {
      const data = (await dataFormatData(id)) as FormatFileData;
      const newest = x[id]?.versions.at(-1)?.date ?? '';
      for (const c of data.points?.changesNotHeld ?? []) {
        expect(c.day > newest).toBe(true);
        after.push(`${id} ${c.day}`);
      }
    }
    expect(after).toEqual(['canadian-highlander 2026-08-24', 'canadian-highlander 2026-08-31']);
  });

  it("European Highlander: XMage's list of 2022-03-18 against deckcheck's of 2025-02-15", async () => {
    const x = xmage();
    const xm = new Set((x['european-highlander']?.versions.at(-1)?.banned ?? []).map(norm));
    const data = (await dataFormatData('european-highlander')) as FormatFileData;
    const mine = new Set((data.list?.initial?.banned ?? []).filter((n) => !n.startsWith('@')));
    // Changed between the two lists; the day of each change was not found (the format's 2023-08 update put Gifts
    // Ungiven and Library of Alexandria on an unban trial; Mystical Tutor is on one from 2025-02-15).
    const unbanned = [...xm].filter((n) => !mine.has(n)).sort();
    const banned = [...mine].filter((n) => !xm.has(n) && !/^(Chaos Orb|Falling Star|Shahrazad|Cleanse|Crusade|Imprison|Invoke Prejudice|Jihad|Pradesh Gypsies|Stone-Throwing Devils|Amulet of Quoz|Bronze Tablet|Contract from Below|Darkpact|Demonic Attorney|Jeweled Bird|Rebirth|Tempest Efreet|Timmerian Fiends)$/.test(n)).sort();
    expect(unbanned).toEqual(['Balance', 'Birthing Pod', 'Gifts Ungiven', 'Mind Twist', 'Mystical Tutor', 'True-Name Nemesis', "Umezawa's Jitte"]);
    expect(banned).toEqual(["Thassa's Oracle", 'Underworld Breach', 'White Plume Adventurer']);
  });
});
