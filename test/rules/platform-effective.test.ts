/**
 * Each platform's effective day for banned and restricted changes (issue 41, item 6). Until 2019 Magic Online often
 * applied a change on another day than tabletop play (Hogaak: Magic Online on the announcement day 2019-08-26, tabletop
 * 2019-08-30; in 2016 Magic Online a few days after tabletop), and MTG Arena's Standard on a third. A check for a
 * platform (`--platform`, or an MTGO .dek file checked for Magic Online) counts a change from that platform's day, and
 * its messages name that day.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/cards/facts.js';
import { nameKey } from '../../src/cards/normalize.js';
import { listHistory, type ListEvent } from '../../src/data/banlists.js';
import { validateFormatFile } from '../../src/formats/format-file-schema.js';
import { effectiveFor, listsInForce } from '../../src/formats/lists.js';
import { pendingText, sinceText } from '../../src/rules/list-notes.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { HAS_SHARED, SHARED_DATA, runCli, type CliResult } from '../helpers.js';

const HOGAAK = 'Hogaak, Arisen Necropolis';

/** The day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The card's status on `date` for `platform`: 'legal' when it is on no list, 'pending' for an announced change. */
function statusOn(format: string, card: string, date: string, platform?: Platform): string {
  const lists = listsInForce(listHistory(format), date, undefined, platform);
  const key = nameKey(card);
  const entry = lists.entries.get(key);
  const pending = lists.pending.get(key);
  return `${entry?.status ?? 'legal'}${pending ? ` (pending ${pending.status})` : ''}`;
}

describe('each platform\'s day, from the announcements (one row per day recorded)', () => {
  // [format, card, status it takes, announced, tabletop day, platform, that platform's day]. Sources: each event's
  // note in src/data/lists/<format>.json.
  const ROWS: readonly (readonly [string, string, string, string, string, Platform, string])[] = [
    ['standard', 'Stoneforge Mystic', 'banned', '2011-06-20', '2011-07-01', 'mtgo', '2011-06-29'],
    ['modern', 'Punishing Fire', 'banned', '2011-12-20', '2012-01-01', 'mtgo', '2011-12-21'],
    ['modern', 'Birthing Pod', 'banned', '2015-01-19', '2015-01-23', 'mtgo', '2015-01-28'],
    ['legacy', 'Treasure Cruise', 'banned', '2015-01-19', '2015-01-23', 'mtgo', '2015-01-28'],
    ['vintage', 'Treasure Cruise', 'restricted', '2015-01-19', '2015-01-23', 'mtgo', '2015-01-28'],
    ['pauper', 'Treasure Cruise', 'banned', '2015-03-23', '2015-03-27', 'mtgo', '2015-04-01'],
    ['legacy', 'Dig Through Time', 'banned', '2015-09-28', '2015-10-02', 'mtgo', '2015-10-07'],
    ['vintage', 'Chalice of the Void', 'restricted', '2015-09-28', '2015-10-02', 'mtgo', '2015-10-07'],
    ['modern', 'Splinter Twin', 'banned', '2016-01-18', '2016-01-22', 'mtgo', '2016-01-27'],
    ['pauper', 'Cloud of Faeries', 'banned', '2016-01-18', '2016-01-22', 'mtgo', '2016-01-27'],
    ['modern', 'Eye of Ugin', 'banned', '2016-04-04', '2016-04-08', 'mtgo', '2016-04-13'],
    ['vintage', 'Lodestone Golem', 'restricted', '2016-04-04', '2016-04-08', 'mtgo', '2016-04-13'],
    ['standard', "Smuggler's Copter", 'banned', '2017-01-09', '2017-01-20', 'mtgo', '2017-01-11'],
    ['modern', 'Gitaxian Probe', 'banned', '2017-01-09', '2017-01-20', 'mtgo', '2017-01-11'],
    ['standard', 'Aetherworks Marvel', 'banned', '2017-06-13', '2017-06-19', 'mtgo', '2017-06-14'],
    ['vintage', 'Monastery Mentor', 'restricted', '2017-08-28', '2017-09-01', 'mtgo', '2017-08-30'],
    ['standard', 'Ramunap Ruins', 'banned', '2018-01-15', '2018-01-19', 'mtgo', '2018-01-15'],
    ['modern', 'Jace, the Mind Sculptor', 'legal', '2018-02-12', '2018-02-19', 'mtgo', '2018-02-14'],
    ['legacy', 'Deathrite Shaman', 'banned', '2018-07-02', '2018-07-06', 'mtgo', '2018-07-05'],
    ['modern', 'Krark-Clan Ironworks', 'banned', '2019-01-21', '2019-01-25', 'mtgo', '2019-01-21'],
    ['pauper', 'Gush', 'banned', '2019-05-20', '2019-05-24', 'mtgo', '2019-05-20'],
    ['modern', 'Bridge from Below', 'banned', '2019-07-08', '2019-07-12', 'mtgo', '2019-07-08'],
    ['modern', HOGAAK, 'banned', '2019-08-26', '2019-08-30', 'mtgo', '2019-08-26'],
    ['vintage', 'Karn, the Great Creator', 'restricted', '2019-08-26', '2019-08-30', 'mtgo', '2019-08-26'],
    ['standard', 'Rampaging Ferocidon', 'legal', '2019-08-26', '2019-08-30', 'mtgo', '2019-08-26'],
    ['standard', 'Rampaging Ferocidon', 'legal', '2019-08-26', '2019-08-30', 'arena', '2019-09-04'],
    ['standard', 'Field of the Dead', 'banned', '2019-10-21', '2019-10-25', 'mtgo', '2019-10-21'],
    ['standard', 'Field of the Dead', 'banned', '2019-10-21', '2019-10-25', 'arena', '2019-10-24'],
    ['pauper', "Arcum's Astrolabe", 'banned', '2019-10-21', '2019-10-25', 'mtgo', '2019-10-21'],
    ['pioneer', 'Felidar Guardian', 'banned', '2019-11-04', '2019-11-08', 'mtgo', '2019-11-05'],
    ['standard', 'Oko, Thief of Crowns', 'banned', '2019-11-18', '2019-11-22', 'mtgo', '2019-11-18'],
    ['standard', 'Oko, Thief of Crowns', 'banned', '2019-11-18', '2019-11-22', 'arena', '2019-11-18'],
    ['legacy', 'Wrenn and Six', 'banned', '2019-11-18', '2019-11-22', 'mtgo', '2019-11-18'],
    ['vintage', 'Narset, Parter of Veils', 'restricted', '2019-11-18', '2019-11-22', 'mtgo', '2019-11-18'],
    ['standard', 'Agent of Treachery', 'banned', '2020-06-01', '2020-06-01', 'arena', '2020-06-04'],
    ['pauper', 'Prophetic Prism', 'banned', '2022-01-20', '2022-01-20', 'mtgo', '2022-01-21'],
    ['standard', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki', 'banned', '2023-05-29', '2023-05-29', 'arena', '2023-05-30'],
  ];

  it.each(ROWS)('%s: %s %s (announced %s), tabletop %s, %s %s', (format, card, status, announced, tabletop, platform, day) => {
    const event = listHistory(format).events.find((e) => e.announced === announced && e.changes.some(([c]) => c === card));
    expect(event, 'the event').toBeDefined();
    expect(event?.effective).toBe(tabletop);
    expect(effectiveFor(event as ListEvent, platform)).toBe(day);
    // On the platform's day the change holds there; the day before it does not (it is pending once announced).
    expect(statusOn(format, card, day, platform)).toBe(status);
    expect(statusOn(format, card, dayBefore(day), platform)).not.toBe(status);
    // Tabletop play keeps its own day.
    expect(statusOn(format, card, tabletop)).toBe(status);
    expect(statusOn(format, card, dayBefore(tabletop))).not.toBe(status);
  });

  it('records a day for a platform only where it differs from the tabletop day, never before the announcement', () => {
    const found: string[] = [];
    for (const format of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper']) {
      for (const e of listHistory(format).events) {
        for (const [p, day] of Object.entries(e.platformEffective ?? {})) {
          expect(day, `${format} ${e.announced} ${p}`).not.toBe(e.effective);
          expect(day >= e.announced, `${format} ${e.announced} ${p}`).toBe(true);
          found.push(`${format} ${e.announced} ${p}`);
        }
      }
    }
    // Every recorded day has its row above.
    expect(found.sort()).toEqual(ROWS.map(([f, , , a, , p]) => `${f} ${a} ${p}`).filter((v, i, all) => all.indexOf(v) === i).sort());
  });

  it('Arena-only formats carry none: their effective day is already MTG Arena\'s', () => {
    for (const format of ['historic', 'timeless', 'brawl', 'alchemy', 'explorer', 'gladiator']) {
      expect(listHistory(format).events.filter((e) => e.platformEffective !== undefined), format).toEqual([]);
    }
  });
});

describe('changes are applied in the order of the platform\'s days', () => {
  // A made-up history: a ban that Magic Online applies after an unban of the same card that tabletop applies later.
  const event = (announced: string, effective: string, mtgo: string, status: 'banned' | 'legal'): ListEvent => ({
    announced,
    effective,
    platformEffective: { mtgo },
    source: 'example',
    changes: [['Lightning Bolt', status]],
  });
  const history = {
    format: 'example',
    since: '2020-01-01',
    initial: { banned: [], restricted: [] },
    events: [event('2020-01-05', '2020-01-10', '2020-01-20', 'banned'), event('2020-01-06', '2020-01-15', '2020-01-12', 'legal')],
  };

  it.each([
    [undefined, '2020-01-25', 'legal', '2020-01-15'],
    ['mtgo', '2020-01-25', 'banned', '2020-01-20'],
    ['mtgo', '2020-01-13', 'legal', '2020-01-12'],
  ] as const)('%s on %s: %s, as of %s', (platform, date, status, asOf) => {
    const lists = listsInForce(history, date, undefined, platform);
    expect(lists.entries.get(nameKey('Lightning Bolt'))?.status ?? 'legal').toBe(status);
    expect(lists.asOf).toBe(asOf);
  });
});

describe.skipIf(!HAS_SHARED)('against the reference history (shared/data/banlists/history.json)', () => {
  it('gives each such change on our tabletop day or on our Magic Online day', () => {
    const ref = JSON.parse(readFileSync(path.join(SHARED_DATA, 'banlists/history.json'), 'utf8')) as {
      formats: Record<string, { events: { date: string | null; changes: Record<string, string> }[] }>;
    };
    const mismatches: string[] = [];
    for (const format of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper']) {
      for (const e of listHistory(format).events) {
        if (!e.platformEffective) continue;
        const cards = new Set(e.changes.map(([c]) => c));
        const days = (ref.formats[format]?.events ?? [])
          .filter((r) => r.date !== null && Object.keys(r.changes).some((c) => cards.has(c)))
          .map((r) => r.date as string)
          .filter((d) => d >= e.announced && d <= '9999' && Math.abs(Date.parse(d) - Date.parse(e.effective)) < 30 * 86_400_000);
        const ours = [e.effective, e.platformEffective.mtgo].filter((d) => d !== undefined);
        if (days.length !== 1 || !ours.includes(days[0] as string)) mismatches.push(`${format} ${e.announced}: reference ${days.join(', ')}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the wording names the platform\'s day', () => {
  const hogaak = listHistory('modern').events.find((e) => e.announced === '2019-08-26') as ListEvent;

  it.each([
    [undefined, ' since 2019-08-30 (announced 2019-08-26)'],
    ['mtgo', ' since 2019-08-26 on Magic Online (tabletop from 2019-08-30)'],
    ['arena', ' since 2019-08-30 (announced 2019-08-26; the tabletop day: deckcheck holds no MTG Arena day for this change)'],
  ] as const)('sinceText for %s', (platform, text) => {
    const lists = listsInForce(listHistory('modern'), '2019-09-01', undefined, platform);
    const entry = lists.entries.get(nameKey(HOGAAK));
    expect(entry?.event).toBe(hogaak);
    expect(sinceText(entry ?? { card: HOGAAK, status: 'banned' }, lists)).toBe(text);
  });

  it.each([
    [undefined, 'announced 2019-08-26, in effect from 2019-08-30 in tabletop play (on Magic Online from 2019-08-26).'],
    ['arena', 'announced 2019-08-26, in effect from 2019-08-30 (the tabletop day: deckcheck holds no MTG Arena day for this change).'],
  ] as const)('pendingText for %s', (platform, text) => {
    const lists = listsInForce(listHistory('modern'), '2019-08-27', undefined, platform);
    expect(lists.pending.get(nameKey(HOGAAK))?.event).toBe(hogaak);
    expect(pendingText(hogaak, lists)).toBe(text);
  });

  it('names the later Magic Online day of 2016 for a change pending there', () => {
    const twin = listHistory('modern').events.find((e) => e.announced === '2016-01-18') as ListEvent;
    const lists = listsInForce(listHistory('modern'), '2016-01-25', undefined, 'mtgo');
    expect(lists.pending.get(nameKey('Splinter Twin'))?.event).toBe(twin);
    expect(pendingText(twin, lists)).toBe('announced 2016-01-18, in effect from 2016-01-27 on Magic Online (tabletop from 2016-01-22).');
    // The lists' own day is the platform's.
    expect(lists.platform).toBe('mtgo');
    expect(listsInForce(listHistory('modern'), '2019-08-27', undefined, 'mtgo').asOf).toBe('2019-08-26');
    expect(listsInForce(listHistory('modern'), '2019-08-27').asOf).toBe('2019-07-12');
  });
});

// End to end: Hogaak in Modern on 2019-08-27, as a text decklist and as an MTGO .dek file.
let work = '';
const HOGAAK_TEXT = '4 Hogaak, Arisen Necropolis\n56 Mountain\n';
/** An MTGO .dek export of the main deck `cards` ([quantity, name]). */
function dekExport(cards: readonly (readonly [number, string])[]): string {
  const rows = cards.map(([n, name], i) => `  <Cards CatID="${i + 1}" Quantity="${n}" Sideboard="false" Name="${name}" Annotation="0" />`);
  return ['<?xml version="1.0" encoding="utf-8"?>', '<Deck>', '  <NetDeckID>0</NetDeckID>', '  <PreconstructedDeckID>0</PreconstructedDeckID>', ...rows, '</Deck>', ''].join('\n');
}
const HOGAAK_DEK = dekExport([
  [4, HOGAAK],
  [56, 'Mountain'],
]);

/** The two findings a Modern check of 2019-08-27 gives Hogaak: banned on Magic Online, still legal on paper. */
const BANNED_ONLINE =
  'Hogaak, Arisen Necropolis is banned in Modern on 2019-08-27 since 2019-08-26 on Magic Online (tabletop from ' +
  '2019-08-30). Remove all 4 (main deck and sideboard).';
const STILL_LEGAL_ON_PAPER =
  'Hogaak, Arisen Necropolis is still legal in Modern on 2019-08-27, but its ban was announced 2019-08-26, in effect ' +
  'from 2019-08-30 in tabletop play (on Magic Online from 2019-08-26). Replace it before playing on or after that day.';

beforeAll(() => {
  work = tempDir('deckcheck-platform-day-');
  writeFileSync(path.join(work, 'hogaak.txt'), HOGAAK_TEXT);
  writeFileSync(path.join(work, 'hogaak.dek'), HOGAAK_DEK);
  mkdirSync(path.join(work, 'league'));
});
afterAll(removeTempDirs);

interface Report {
  platform: string;
  lists: { asOf: string; pending: number };
  units: { decks: { file: string; platform?: string }[] }[];
  findings: { rule: string; file: string; line: number | null; severity: string; message: string }[];
}

async function check(args: readonly string[]): Promise<{ r: CliResult; report: Report }> {
  // No card database: the banned list needs none, and the check does not depend on one.
  const r = await runCli(['check', '--no-db', '-r', 'json', ...args], {}, work);
  return { r, report: JSON.parse(r.stdout) as Report };
}

describe('Hogaak in Modern on 2019-08-27, per platform (CLI)', () => {
  it.each([
    {
      what: 'tabletop (no platform): still legal, its ban named with both days',
      args: ['hogaak.txt'],
      severity: 'warning',
      message: STILL_LEGAL_ON_PAPER,
      code: 0,
      asOf: '2019-07-12',
    },
    {
      what: '--platform mtgo: banned since the announcement day',
      args: ['--platform', 'mtgo', 'hogaak.txt'],
      severity: 'error',
      message: BANNED_ONLINE,
      code: 1,
      asOf: '2019-08-26',
    },
    {
      what: '--platform arena: Modern is not on Arena, the tabletop day applies and the message says so',
      args: ['--platform', 'arena', 'hogaak.txt'],
      severity: 'warning',
      message:
        'Hogaak, Arisen Necropolis is still legal in Modern on 2019-08-27, but its ban was announced 2019-08-26, in effect ' +
        'from 2019-08-30 (the tabletop day: deckcheck holds no MTG Arena day for this change). Replace it before playing on ' +
        'or after that day.',
      code: 0,
      asOf: '2019-07-12',
    },
    {
      what: 'an MTGO .dek file (checked for Magic Online): banned',
      args: ['hogaak.dek'],
      severity: 'error',
      message: BANNED_ONLINE,
      code: 1,
      asOf: '2019-07-12',
    },
    {
      what: 'an MTGO .dek file with --platform paper: tabletop, still legal',
      args: ['--platform', 'paper', 'hogaak.dek'],
      severity: 'warning',
      message: STILL_LEGAL_ON_PAPER,
      code: 0,
      asOf: '2019-07-12',
    },
  ])('$what', async ({ args, severity, message, code, asOf }) => {
    const { r, report } = await check(['-f', 'modern', '-d', '2019-08-27', ...args]);
    expect(r.code).toBe(code);
    const banned = report.findings.filter((f) => f.rule === 'card-banned');
    expect(banned.map((f) => [f.severity, f.line, f.message])).toEqual([[severity, args.at(-1)?.endsWith('.dek') ? 5 : 1, message]]);
    expect(report.lists.asOf).toBe(asOf);
  });

  it('a .dek file and a text list in one run: each by its own platform\'s day', async () => {
    const { r, report } = await check(['-f', 'modern', '-d', '2019-08-27', 'hogaak.dek', 'hogaak.txt']);
    expect(r.code).toBe(1);
    const byFile = report.findings
      .filter((f) => f.rule === 'card-banned')
      .map((f) => [path.basename(f.file), f.severity]);
    expect(byFile).toEqual([
      ['hogaak.dek', 'error'],
      ['hogaak.txt', 'warning'],
    ]);
    expect(report.units.flatMap((u) => u.decks.map((d) => [path.basename(d.file), d.platform ?? null]))).toEqual([
      ['hogaak.dek', 'mtgo'],
      ['hogaak.txt', null],
    ]);
  });

  it('on 2019-08-30 every platform has the ban', async () => {
    for (const args of [['hogaak.txt'], ['--platform', 'mtgo', 'hogaak.txt'], ['hogaak.dek']]) {
      const { r, report } = await check(['-f', 'modern', '-d', '2019-08-30', ...args]);
      expect(r.code, args.join(' ')).toBe(1);
      expect(report.findings.filter((f) => f.rule === 'card-banned').map((f) => f.severity)).toEqual(['error']);
    }
  });
});

describe('a format file\'s own list carries platform days too', () => {
  const league = (platformEffective: unknown): unknown => ({
    schemaVersion: 1,
    id: 'online-league',
    name: 'Online League',
    reference: 'Online League rules (an example)',
    base: 'pauper',
    list: {
      events: [
        {
          announced: '2025-01-02',
          effective: '2025-01-10',
          platformEffective,
          source: 'Online League announcement of 2025-01-02 (example)',
          changes: { banned: ['Lightning Bolt'] },
        },
      ],
    },
  });

  it('accepts mtgo and arena days, and refuses one before the announcement or an unknown platform', () => {
    expect(validateFormatFile(league({ mtgo: '2025-01-02' }))).toMatchObject({ ok: true });
    expect(validateFormatFile(league({ mtgo: '2025-01-02', arena: '2025-01-03' }))).toMatchObject({ ok: true });
    const early = validateFormatFile(league({ mtgo: '2025-01-01' }));
    expect(early.ok).toBe(false);
    if (!early.ok) {
      expect(early.problems.map((p) => [p.path.join('.'), p.message])).toEqual([
        ['list.events.0.platformEffective.mtgo', 'mtgo 2025-01-01 is before the announcement 2025-01-02'],
      ]);
    }
    expect(validateFormatFile(league({ paper: '2025-01-02' })).ok).toBe(false);
  });

  it.each([
    [[], 'warning'],
    [['--platform', 'mtgo'], 'error'],
  ] as const)('checked with %j on 2025-01-05: %s', async (extra, severity) => {
    writeFileSync(path.join(work, 'league', 'league.json'), JSON.stringify(league({ mtgo: '2025-01-02' })));
    writeFileSync(path.join(work, 'league', 'bolt.txt'), '4 Lightning Bolt\n56 Mountain\n');
    const { report } = await check(['--format-file', 'league/league.json', '-d', '2025-01-05', ...extra, 'league/bolt.txt']);
    expect(report.findings.filter((f) => f.rule === 'card-banned').map((f) => f.severity)).toEqual([severity]);
  });
});
