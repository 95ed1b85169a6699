/**
 * One table of CLI cases, run twice: in-process through run(argv, io), and as a real process through bin/deckcheck.js
 * (built by `npm test` before vitest runs).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORMAT_IDS } from '../../src/formats/formats.js';
import { ReportSchema } from '../../src/report/schema.js';
import { VERSION } from '../../src/version.js';
import { BIN_BUILT, REPO, runBin, runCli, type CliResult } from '../helpers.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The start of an ANSI colour sequence. */
const ESC = '\u001b[';

const LEGAL_TEAM = ['fixtures/teams/legal/player-a.txt', 'fixtures/teams/legal/player-b.txt'];
const ILLEGAL_TEAM = ['fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'];
const LEGACY = ['--format', 'legacy', '--date', '2025-01-15'];

interface Case {
  name: string;
  argv: string[];
  env?: Record<string, string>;
  code: number;
  check?: (r: CliResult) => void;
}

const cases: Case[] = [
  {
    name: 'legal team: exit 0, stylish summary',
    argv: ['check', '--team', ...LEGACY, ...LEGAL_TEAM],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('✔ legal · 1 team, 2 decks · no problems');
      expect(r.stdout).toContain('Legacy · 2025-01-15');
      expect(r.stdout).not.toContain(ESC);
    },
  },
  {
    name: 'illegal team: exit 1, every problem with line and rule',
    argv: ['check', '--team', ...LEGACY, ...ILLEGAL_TEAM],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('team-card-copies-max');
      expect(r.stdout).toContain('team-sideboard');
      expect(r.stdout).toContain('card-banned');
      expect(r.stdout).toMatch(/fixtures\/teams\/illegal\/player-a\.txt:2:1 +error +Lightning Bolt: 6 copies/);
      expect(r.stdout).toContain('also fixtures/teams/illegal/player-b.txt:1 (2, main)');
      expect(r.stdout).toContain('✖ not legal · 1 team, 2 decks · 4 errors, 0 warnings');
    },
  },
  {
    name: 'json: one document that matches the schema (without card data: --no-db)',
    argv: ['check', '--team', '--no-db', ...LEGACY, '--reporter', 'json', ...ILLEGAL_TEAM],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.schemaVersion).toBe(1);
      expect(doc.legal).toBe(false);
      expect(doc.lists).toMatchObject({ format: 'legacy', date: '2025-01-15' });
      expect(doc.cardDatabase).toBeNull();
      expect(doc.notes.join(' ')).toMatch(/No card database/);
      expect(doc.summary).toEqual({ units: 1, decks: 2, errors: 4, warnings: 0 });
      const bolt = doc.findings.find((f) => f.rule === 'team-card-copies-max' && f.card === 'Lightning Bolt');
      expect(bolt).toMatchObject({ file: 'fixtures/teams/illegal/player-a.txt', line: 2, count: 6, limit: 4 });
      expect(bolt?.related.map((l) => [l.file, l.line, l.count])).toEqual([
        ['fixtures/teams/illegal/player-a.txt', 2, 4],
        ['fixtures/teams/illegal/player-b.txt', 1, 2],
      ]);
    },
  },
  {
    name: 'json: a legal deck',
    argv: ['check', ...LEGACY, '-r', 'json', 'fixtures/rules/card-banned/legal-legacy.txt'],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.legal).toBe(true);
      expect(doc.findings).toEqual([]);
      expect(doc.units[0]?.decks[0]).toMatchObject({ main: 60, sideboard: 4 });
    },
  },
  {
    name: 'stylish to stdout and json to a file in one run',
    argv: ['check', ...LEGACY, '-r', 'stylish', '-r', `json:${'OUT'}`, 'fixtures/rules/card-banned/illegal-sideboard-oko.txt'],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('card-banned');
    },
  },
  {
    name: 'the no-database note goes to stderr once (--no-db)',
    argv: ['check', '--no-db', 'fixtures/rules/deck-size-min/legal-60.txt', 'fixtures/rules/sideboard-size-max/legal-15.txt'],
    code: 0,
    check: (r) => {
      expect(r.stderr.match(/No card database/g)).toHaveLength(1);
    },
  },
  {
    name: 'NO_COLOR: no colour even when forced by FORCE_COLOR',
    argv: ['check', 'fixtures/rules/deck-size-min/illegal-14.txt'],
    env: { NO_COLOR: '1' },
    code: 1,
    check: (r) => expect(r.stdout).not.toContain(ESC),
  },
  {
    name: '--color forces colour',
    argv: ['check', '--color', 'fixtures/rules/deck-size-min/illegal-14.txt'],
    code: 1,
    check: (r) => expect(r.stdout).toContain(`${ESC}31m`),
  },
  {
    name: '--no-color wins over FORCE_COLOR',
    argv: ['check', '--no-color', 'fixtures/rules/deck-size-min/illegal-14.txt'],
    env: { FORCE_COLOR: '1' },
    code: 1,
    check: (r) => expect(r.stdout).not.toContain(ESC),
  },
  {
    name: 'unknown format: exit 2 with the formats to choose from',
    argv: ['check', '--format', 'type-2', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/type-2/);
      expect(r.stderr).toMatch(/standard, pioneer, modern, legacy, vintage, pauper, premodern, historic, timeless, extended, casual/);
      expect(r.stdout).toBe('');
    },
  },
  {
    name: 'unknown option: exit 2',
    argv: ['check', '--frobnicate', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/unknown option '--frobnicate'/),
  },
  {
    name: 'missing file: exit 2 naming it',
    argv: ['check', 'fixtures/does-not-exist.txt'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toBe('deckcheck: fixtures/does-not-exist.txt: no such file; check the path\n');
    },
  },
  {
    name: 'a directory: every decklist in it, recursively, in path order',
    argv: ['check', '-r', 'json', 'fixtures/rules/card-copies-max'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      const files = doc.units.map((u) => u.name);
      expect(files).toEqual([...files].sort());
      expect(files).toHaveLength(6);
      expect(doc.summary).toMatchObject({ units: 6, decks: 6, errors: 4 });
    },
  },
  {
    name: 'a glob pattern',
    argv: ['check', '-r', 'json', 'fixtures/rules/{deck-size-min,sideboard-size-max,card-copies-max}/legal-*.txt'],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.units.map((u) => u.name)).toEqual([
        'fixtures/rules/card-copies-max/legal-four-and-basics.txt',
        'fixtures/rules/card-copies-max/legal-own-limits.txt',
        'fixtures/rules/deck-size-min/legal-60.txt',
        'fixtures/rules/sideboard-size-max/legal-15.txt',
        'fixtures/rules/sideboard-size-max/legal-companion-listed-twice.txt',
      ]);
    },
  },
  {
    name: 'a pattern that matches nothing: exit 2',
    argv: ['check', 'fixtures/nothing/**/*.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/matches no files/),
  },
  {
    name: 'an empty directory: exit 2',
    argv: ['check', 'EMPTYDIR'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/no decklist files in this directory/),
  },
  {
    name: '--quiet hides warnings, keeps errors and the verdict',
    argv: ['check', '--team', '-q', '-r', 'json', 'fixtures/rules/team/rats-a.txt', 'fixtures/rules/team/rats-b.txt'],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.findings).toEqual([]);
      expect(doc.legal).toBe(true);
    },
  },
  {
    name: '--max-warnings 0 turns a warning into exit 1',
    argv: ['check', '--team', '--max-warnings', '0', 'fixtures/rules/team/rats-a.txt', 'fixtures/rules/team/rats-b.txt'],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('team-card-copies-max');
      expect(r.stderr).toMatch(/1 warning, more than --max-warnings 0 allows/);
    },
  },
  {
    name: '--max-warnings 1 allows one',
    argv: ['check', '--team', '--max-warnings', '1', 'fixtures/rules/team/rats-a.txt', 'fixtures/rules/team/rats-b.txt'],
    code: 0,
  },
  {
    name: '--max-warnings needs a number',
    argv: ['check', '--max-warnings', 'many', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/--max-warnings takes a whole number/),
  },
  {
    name: 'the summary line on stderr: decks, teams, errors, warnings, time',
    argv: ['check', '--team', ...LEGACY, ...ILLEGAL_TEAM],
    code: 1,
    check: (r) => expect(r.stderr).toMatch(/deckcheck: 2 decks, 1 team: 4 errors, 0 warnings \(\d+\.\d\d s\)/),
  },
  {
    name: 'argument order does not change the output',
    argv: ['check', '--team', ...LEGACY, '-r', 'json', ILLEGAL_TEAM[1] ?? '', ILLEGAL_TEAM[0] ?? ''],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.units[0]?.name).toBe(`${ILLEGAL_TEAM[0]} + ${ILLEGAL_TEAM[1]}`);
    },
  },
  {
    name: 'impossible date: exit 2',
    argv: ['check', '--format', 'modern', '--date', '2025-02-30', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/"2025-02-30" is not a date; write the day as YYYY-MM-DD/),
  },
  {
    name: 'a date before the format existed: exit 2 naming its first day',
    argv: ['check', '--format', 'modern', '--date', '2011-08-11', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/modern.s banned and restricted list from 2011-08-12 on .*Use --date 2011-08-12 or later/),
  },
  {
    name: 'Modern on its first day: checked (exit 0)',
    argv: ['check', '--format', 'modern', '--date', '2011-08-12', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 0,
    check: (r) => expect(r.stderr).not.toMatch(/banned and restricted list from/),
  },
  {
    name: 'formats: every format with its deck rules, history and pool',
    argv: ['formats'],
    code: 0,
    check: (r) => {
      expect(r.stdout).toMatch(/^premodern +Premodern\n.*\n +banned\/restricted history 2018-06-25 to today/m);
      expect(r.stdout).toMatch(/^extended +Extended\n.*\n +banned\/restricted history 1997-07-01 to 2013-10-08/m);
      expect(r.stdout).toMatch(/^vintage +Vintage\n.*\n +banned\/restricted history 1994-01-01 to today/m);
      expect(r.stdout).toMatch(/card pool: Fourth Edition to Scourge/);
      expect(r.stdout).toMatch(/^commander +Commander\n +deck exactly 100 with the command zone \(CR 903\.5a\), no sideboard, one of each card but basic lands; command zone: a commander, or two that allow it\n/m);
      expect(r.stdout).toMatch(/^standard-brawl +Standard Brawl\n +deck exactly 60 /m);
      expect(r.stdout).toMatch(
        /^urza-block +Urza Block\n +deck 60\+ \(CR 100\.2a\), sideboard up to 15, 4 copies\n +banned\/restricted history 1998-10-12 to 2018-04-26 \(3 changes, newest 1999-07-01\)\n +complete: the format ended on 2018-04-26\n +card pool: the Urza Block: Urza's Saga, Urza's Legacy, Urza's Destiny; each set from its legal day\n/m,
      );
      expect(r.stdout).toMatch(/^historic +Historic\n.*\n +banned\/restricted history 2019-11-21 to today.*\n +known through 2026-09-22; .*\n +card pool: every card on MTG Arena/m);
      // Each format's knowledge date (issue 25): the day its lists and pool are known complete.
      expect(r.stdout).toMatch(/^pauper-commander +Pauper Commander\n.*\n.*\n +known through 2021-05-17; later days: card data of a later date \(deckcheck db update\)\n/m);
      expect(r.stdout).toMatch(/^timeless +Timeless\n.*\n +banned\/restricted history 2023-12-12 to today/m);
      expect(r.stdout).toMatch(/^brawl +Brawl\n.*\n +banned\/restricted history 2020-12-21 to today.*\n +known through 2026-09-22; .*\n +card pool: every card on MTG Arena/m);
    },
  },
  {
    name: 'Timeless before its first day (2023-12-12): exit 2 naming that day',
    argv: ['check', '--format', 'timeless', '--date', '2023-12-11', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/timeless.s banned and restricted list from 2023-12-12 on .*Use --date 2023-12-12 or later/),
  },
  {
    name: 'Historic on its first day: checked (exit 0 without card data)',
    argv: ['check', '--no-db', '--format', 'historic', '--date', '2019-11-21', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 0,
    check: (r) => expect(r.stderr).not.toMatch(/banned and restricted list from/),
  },
  {
    // With the built-in card data, the card pool is checked too: Lightning Bolt came to MTG Arena only in 2021.
    name: 'Historic on its first day, with the built-in card data: Lightning Bolt is not in its card pool yet',
    argv: ['check', '--format', 'historic', '--date', '2019-11-21', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 1,
    check: (r) => {
      expect(r.stderr).not.toMatch(/begins on/);
      expect(r.stdout).toContain('built-in card data of 2026-08-22');
      expect(r.stdout).toMatch(/1:1 +error +Lightning Bolt is not in Historic's card pool on 2019-11-21/);
    },
  },
  {
    name: 'formats --json: one entry per format, Infinity written as null',
    argv: ['formats', '--json'],
    code: 0,
    check: (r) => {
      const doc = z
        .object({
          schemaVersion: z.literal(1),
          formats: z.array(
            z.object({
              id: z.string(),
              sideboardMax: z.number().nullable(),
              copyLimit: z.number().nullable(),
              list: z.object({ since: z.string(), newestChange: z.string().nullable(), changes: z.number() }).nullable(),
              pool: z.object({ id: z.string(), description: z.string() }),
              lastDay: z.string().nullable(),
              knownThrough: z
                .object({
                  day: z.string(),
                  lists: z.object({ day: z.string(), source: z.string() }).nullable(),
                  pool: z.object({ day: z.string(), source: z.string() }).nullable(),
                })
                .nullable(),
            }),
          ),
        })
        .parse(JSON.parse(r.stdout));
      expect(doc.formats.find((f) => f.id === 'modern')?.knownThrough?.day).toBe('2026-09-22');
      expect(doc.formats.find((f) => f.id === 'oathbreaker')?.knownThrough?.lists?.day).toBe('2026-08-22');
      expect(doc.formats.find((f) => f.id === 'casual')?.knownThrough).toBeNull();
      expect(doc.formats.map((f) => f.id)).toEqual([...FORMAT_IDS]);
      const sealed = doc.formats.find((f) => f.id === 'sealed');
      expect([sealed?.sideboardMax, sealed?.copyLimit, sealed?.list]).toEqual([null, null, null]);
      expect(doc.formats.find((f) => f.id === 'standard')?.list?.since).toBe('1995-01-10');
      expect(doc.formats.find((f) => f.id === 'extended')?.lastDay).toBe('2013-10-08');
      expect(doc.formats.find((f) => f.id === 'legacy')?.pool.id).toBe('eternal');
    },
  },
  ...(
    [
      ['duel-commander', '2012-03-20'],
      ['pauper-commander', '2020-06-10'],
      ['oathbreaker', '2026-08-22'],
    ] as const
  ).map(([format, since]) => ({
    name: `${format} the day before its first list: exit 2 naming ${since}`,
    argv: ['check', '--format', format, '--date', `${since.slice(0, 8)}${String(Number(since.slice(8)) - 1).padStart(2, '0')}`, 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r: { stderr: string }) => expect(r.stderr).toMatch(new RegExp(`${format}.s banned and restricted list from ${since} on .*Use --date ${since} or later`)),
  })),
  {
    name: 'Premodern before its first list: exit 2',
    argv: ['check', '--format', 'premodern', '--date', '2018-06-24', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/deckcheck holds premodern's banned and restricted list from 2018-06-25 on/),
  },
  {
    name: 'Extended after it was retired: exit 2 naming its last day',
    argv: ['check', '--format', 'extended', '--date', '2013-10-09', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/Extended ended on 2013-10-08; 2013-10-09 is later/),
  },
  {
    name: 'a block format after Block Constructed left the tournament rules: exit 2 naming its last day',
    argv: ['check', '--format', 'urza-block', '--date', '2018-04-27', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/Urza Block ended on 2018-04-26; 2018-04-27 is later/),
  },
  {
    name: 'Standard before Type 2 began: exit 2 naming its first day',
    argv: ['check', '--format', 'standard', '--date', '1995-01-09', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/deckcheck holds standard's banned and restricted list from 1995-01-10 on/),
  },
  {
    name: '--team with one file: exit 2',
    argv: ['check', '--team', 'fixtures/teams/legal/player-a.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/at least two files/),
  },
  {
    name: 'the same file twice: exit 2',
    argv: ['check', '--team', 'fixtures/teams/legal/player-a.txt', './fixtures/teams/legal/player-a.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/named twice/),
  },
  {
    name: 'two reporters on stdout: exit 2',
    argv: ['check', '-r', 'json', '-r', 'stylish', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/only one reporter can write to standard output/),
  },
  {
    name: 'unknown reporter: exit 2',
    argv: ['check', '-r', 'xml', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/unknown reporter "xml"; use one of: stylish, json, junit, sarif, github, markdown/),
  },
  {
    name: 'bad --team-overrides: exit 2',
    argv: ['check', '--team', '--team-overrides', 'loose', ...LEGAL_TEAM],
    code: 2,
  },
  {
    name: 'event: the example manifest, grouped by team and player',
    argv: ['event', '-r', 'json', 'fixtures/events/example.json'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.format.id).toBe('legacy');
      expect(doc.date).toBe('2025-01-15');
      expect(doc.units.map((u) => [u.kind, u.name, u.legal])).toEqual([
        ['team', 'Red-Green Giants', true],
        ['team', 'Too Many Bolts', false],
        ['deck', 'Erin', true],
      ]);
      expect(doc.units[1]?.decks.map((d) => d.player)).toEqual(['Carol', 'Dave']);
      const banned = doc.findings.find((f) => f.rule === 'card-banned');
      expect(banned).toMatchObject({ player: 'Carol', file: 'fixtures/teams/illegal/player-a.txt', line: 5 });
      expect(doc.findings.filter((f) => f.team === 'Too Many Bolts').map((f) => f.rule)).toEqual([
        'team-card-copies-max',
        'team-card-copies-max',
        'team-sideboard',
      ]);
    },
  },
  {
    name: 'event: stylish names teams and players',
    argv: ['event', 'fixtures/events/example.json'],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('Team: Too Many Bolts');
      expect(r.stdout).toContain('Carol');
      expect(r.stderr).toMatch(/5 decks, 2 teams: 4 errors, 0 warnings/);
    },
  },
  {
    name: 'event: Sealed players with their pools and a 2HG Sealed team with its shared pool',
    argv: ['event', '-r', 'json', 'fixtures/events/sealed.json'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.units.map((u) => [u.name, u.legal, u.pool?.file])).toEqual([
        ['Shared Pool Team', false, 'fixtures/pools/2hg/pool.csv'],
        ['Max', true, 'fixtures/pools/khm/pool.txt'],
        ['Nia', false, 'fixtures/pools/khm/pool.txt'],
      ]);
      expect(doc.findings.map((f) => [f.rule, f.player, f.team, f.card])).toEqual([
        ['pool-covers-decks', null, 'Shared Pool Team', 'Koma, Cosmos Serpent'],
        ['pool-covers-decks', null, 'Shared Pool Team', 'Snow-Covered Island'],
        ['pool-covers-decks', 'Nia', null, 'Mistwalkr'],
        // A misspelling the built-in card data catches (the event's day is before the data's: an error).
        ['unknown-card', 'Nia', null, 'Mistwalkr'],
        ['pool-covers-decks', 'Nia', null, 'Lightning Bolt'],
      ]);
      expect(doc.notes.join(' ')).not.toMatch(/no pool/i);
    },
  },
  {
    name: 'event: an Archenemy night, scheme decks from a file and from a section',
    argv: ['event', '-r', 'json', 'fixtures/events/archenemy.json'],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.variant?.id).toBe('archenemy');
      expect(doc.units.flatMap((u) => u.decks.map((d) => [d.player, d.supplementary?.cards, d.supplementary?.file]))).toEqual([
        ['Olga', 20, 'fixtures/variants/archenemy/schemes-20.txt'],
        ['Pete', 20, 'fixtures/variants/archenemy/legal-section.txt'],
      ]);
    },
  },
  {
    name: 'event: pools and scheme decks only where the format and variant use them',
    argv: ['event', 'fixtures/events/invalid-options.json'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/players\[0\]\.schemes: needs "variant" set to one of archenemy/);
      expect(r.stderr).toMatch(/players\[0\]\.pool: pools are for "format": "sealed" or "draft"/);
    },
  },
  {
    name: 'event: an invalid manifest lists every problem as "path: message"',
    argv: ['event', 'fixtures/events/invalid-shape.json'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/fixtures\/events\/invalid-shape\.json is not a valid event manifest:/);
      expect(r.stderr).toMatch(/ {2}teams\[0\]\.players: a team needs at least two players/);
      expect(r.stderr).toMatch(/ {2}date: write the day as YYYY-MM-DD/);
    },
  },
  {
    name: 'event: broken JSON names the line',
    argv: ['event', 'fixtures/events/invalid-json.json'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/invalid-json\.json:6:\d+: not valid JSON/),
  },
  {
    // Its only player has no decklist: nothing could be checked, so no report and exit 2, with the reason.
    name: 'event: the only deck file does not exist',
    argv: ['event', 'fixtures/events/missing-deck.json'],
    code: 2,
    check: (r) => {
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        "deckcheck: fixtures/nowhere/jo.txt: No decklist: the manifest's players[0].deck: fixtures/nowhere/jo.txt: no such file; check the path. " +
          "This player's deck was not checked; add the file or correct its path in the manifest.\n",
      );
    },
  },
  {
    name: 'event: one deck file of several does not exist: everyone else is checked, that player has no decklist, exit 1',
    argv: ['event', '-r', 'json', 'fixtures/events/missing-one-deck.json'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.units.map((u) => [u.name, u.legal, u.fullyChecked])).toEqual([
        ['Red-Green Giants', false, false],
        ['Erin', true, true],
        ['Jo', false, false],
      ]);
      expect(doc.findings.map((f) => [f.rule, f.severity, f.file, f.line])).toEqual([
        ['parse-error', 'error', 'fixtures/nowhere/bob.txt', null],
        ['parse-error', 'error', 'fixtures/nowhere/jo.txt', null],
      ]);
      expect(doc.findings[1]?.message).toBe(
        "No decklist: the manifest's players[1].deck: fixtures/nowhere/jo.txt: no such file; check the path. " +
          "This player's deck was not checked; add the file or correct its path in the manifest.",
      );
    },
  },
  { name: 'no arguments: help on stderr, exit 2', argv: [], code: 2, check: (r) => expect(r.stderr).toMatch(/Usage: deckcheck/) },
  {
    // No deckcheck.config.json in the repository or above it: check without inputs has nothing to check.
    name: 'check without files and without a configuration: exit 2',
    argv: ['check'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/^deckcheck: no inputs: name decklist files, folders or patterns, or write a deckcheck\.config\.json/),
  },
  { name: '--help: exit 0', argv: ['check', '--help'], code: 0, check: (r) => expect(r.stdout).toMatch(/--reporter/) },
  { name: '--version: exit 0', argv: ['--version'], code: 0, check: (r) => expect(r.stdout.trim()).toBe(VERSION) },
  {
    name: 'rules: the rule table',
    argv: ['rules', '--json'],
    code: 0,
    check: (r) => {
      const ids = (JSON.parse(r.stdout) as { rules: { id: string }[] }).rules.map((x) => x.id);
      expect(ids).toEqual(expect.arrayContaining(['deck-size-min', 'card-copies-max', 'team-card-copies-max', 'team-sideboard']));
    },
  },
  {
    name: 'a UTF-16 decklist with junk is read and its junk reported',
    argv: ['check', '-r', 'json', 'UTF16'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.findings.map((f) => [f.rule, f.line])).toEqual([['parse-error', 3]]);
      expect(doc.units[0]?.decks[0]?.main).toBe(60);
    },
  },
  // Sealed / Draft and 2HG Limited with --pool
  {
    name: 'sealed: a legal deck from a text pool, exit 0, the rest of the pool listed as the sideboard',
    argv: ['check', '--format', 'sealed', '--pool', 'fixtures/pools/khm/pool.txt', 'fixtures/pools/khm/legal.txt'],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('Sealed Deck');
      expect(r.stdout).toContain('Pool: fixtures/pools/khm/pool.txt (text, 54 cards, 50 different)');
      expect(r.stdout).toContain('Sideboard (the rest of the pool): 29 cards of 54');
      expect(r.stdout).toMatch(/\n {2}1 Snakeskin Veil\n/);
      expect(r.stdout).toContain('✔ legal · 1 deck · no problems');
    },
  },
  {
    name: '2HG sealed: a team over its ManaBox CSV pool, exit 1, JSON with the pool and the team sideboard',
    argv: [
      'check', '--format', 'sealed', '--team', '--pool', 'fixtures/pools/2hg/pool.csv', '-r', 'json',
      'fixtures/pools/2hg/a.txt', 'fixtures/pools/2hg/b-over.txt',
    ],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.format).toEqual({ id: 'sealed', name: 'Sealed Deck' });
      expect(doc.pool).toEqual({ file: 'fixtures/pools/2hg/pool.csv', input: 'csv', layout: 'ManaBox', cards: 71, distinct: 67 });
      expect(doc.units[0]?.pool).toMatchObject({ file: 'fixtures/pools/2hg/pool.csv', cards: 71, sideboard: 22 });
      expect(doc.units[0]?.pool?.unused[0]).toEqual({ card: 'Battlefield Raptor', count: 1, line: 5 });
      expect(doc.findings.map((f) => [f.rule, f.card, f.count, f.limit, f.team])).toEqual([
        ['pool-covers-decks', 'Koma, Cosmos Serpent', 2, 1, 'fixtures/pools/2hg/a.txt + fixtures/pools/2hg/b-over.txt'],
        ['pool-covers-decks', 'Snow-Covered Island', 3, 2, 'fixtures/pools/2hg/a.txt + fixtures/pools/2hg/b-over.txt'],
      ]);
      expect(doc.findings[0]?.related.map((l) => [l.file, l.line])).toEqual([
        ['fixtures/pools/2hg/a.txt', 17],
        ['fixtures/pools/2hg/b-over.txt', 24],
      ]);
    },
  },
  {
    name: '2HG sealed, stylish: the team sideboard is shown once for the team',
    argv: [
      'check', '--format', 'sealed', '--team', '--pool', 'fixtures/pools/2hg/pool.csv',
      'fixtures/pools/2hg/a.txt', 'fixtures/pools/2hg/b.txt',
    ],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('Pool: fixtures/pools/2hg/pool.csv (ManaBox CSV, 71 cards, 67 different)');
      expect(r.stdout.match(/Team sideboard \(shared, the rest of the pool\): 21 cards of 71/g)).toHaveLength(1);
    },
  },
  {
    name: 'draft: a messy CSV pool is read and every bad row reported with its line',
    argv: ['check', '--format', 'draft', '-r', 'json', '--pool', 'fixtures/csv/messy-moxfield.csv', 'fixtures/rules/limited/legal-rats.txt'],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      const pool = doc.findings.filter((f) => f.file === 'fixtures/csv/messy-moxfield.csv');
      expect(pool.map((f) => [f.rule, f.severity, f.line])).toEqual([
        ['parse-error', 'error', 5],
        ['parse-error', 'error', 6],
        ['parse-error', 'warning', 7],
        ['parse-error', 'error', 8],
        ['parse-error', 'error', 12],
      ]);
      expect(doc.summary).toEqual({ units: 1, decks: 1, errors: 5, warnings: 1 });
    },
  },
  {
    name: '--pool with a Constructed format: exit 2',
    argv: ['check', '--format', 'legacy', '--pool', 'fixtures/pools/khm/pool.txt', 'fixtures/pools/khm/legal.txt'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/^deckcheck: a pool is for Limited decks; use --format sealed or --format draft/);
      expect(r.stdout).toBe('');
    },
  },
  {
    name: 'an unknown CSV layout: exit 2 naming the columns found and expected',
    argv: ['check', '--format', 'sealed', '--pool', 'fixtures/csv/unknown-layout.csv', 'fixtures/pools/khm/legal.txt'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/^deckcheck: fixtures\/csv\/unknown-layout\.csv:1: this CSV header is not one deckcheck can read \(columns: Card Title, Copies, Set\)/);
      expect(r.stderr).toMatch(/Quantity, Count or Qty/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    },
  },
  {
    name: 'a missing pool file: exit 2 naming it',
    argv: ['check', '--format', 'sealed', '--pool', 'fixtures/no-pool.csv', 'fixtures/pools/khm/legal.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toBe('deckcheck: fixtures/no-pool.csv: no such file; check the path\n'),
  },
  {
    name: 'the pool named as a decklist too: exit 2',
    argv: ['check', '--format', 'sealed', '--pool', 'fixtures/pools/khm/pool.txt', './fixtures/pools/khm/pool.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/named as the pool and as a decklist/),
  },
  {
    name: 'sealed without a pool: checked, with a note on stderr',
    argv: ['check', '--format', 'sealed', 'fixtures/pools/khm/illegal-more-than-pool.txt'],
    code: 0,
    check: (r) => {
      expect(r.stderr).toMatch(/No pool is given \(--pool\)/);
      expect(r.stdout).not.toContain('Sideboard (the rest of the pool)');
    },
  },
  { name: '--help lists --pool', argv: ['check', '--help'], code: 0, check: (r) => expect(r.stdout).toMatch(/--pool <file>/) },
];

const utf16 = path.join(tmp, 'utf16.txt');
writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('4 Nazgûl\r\n56 Swamp\r\n???\r\n', 'utf16le')]));

const emptyDir = path.join(tmp, 'empty');
mkdirSync(emptyDir);

function substitute(argv: string[], out: string): string[] {
  return argv.map((a) => a.replace('OUT', out).replace(/^UTF16$/, utf16).replace(/^EMPTYDIR$/, emptyDir));
}

const binBuilt = BIN_BUILT;

describe.each([
  ['in-process', false],
  ['real process', true],
] as const)('CLI (%s)', (_label, real) => {
  it.skipIf(real && !binBuilt).each(cases)('$name', async (c) => {
    const out = path.join(tmp, `${real ? 'bin' : 'lib'}-${c.name.replace(/\W+/g, '-')}.json`);
    const argv = substitute(c.argv, out);
    const r = real ? runBin(argv, c.env) : await runCli(argv, c.env);
    expect(r.code, `stderr: ${r.stderr}`).toBe(c.code);
    c.check?.(r);
    if (c.argv.some((a) => a.includes('OUT'))) {
      const doc = ReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
      expect(doc.findings.map((f) => f.rule)).toEqual(['card-banned']);
    }
    if (c.code === 2) expect(r.stderr).not.toMatch(/\n\s+at /); // never a stack trace
  });
});

describe.skipIf(!binBuilt)('a reader that stops early', () => {
  it('closing the pipe ends deckcheck quietly, with no stack trace', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), 'check', '-r', 'json', 'fixtures/real'], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    // Like `| head -c 0`: the reader is gone before deckcheck writes, so every write fails with EPIPE.
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect([0, 1]).toContain(code);
  });
});
