/**
 * One table of CLI cases, run twice: in-process through run(argv, io), and as a real process through bin/deckcheck.js
 * (built by `npm test` before vitest runs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/schema.js';
import { VERSION } from '../../src/version.js';
import { REPO, runCli, type CliResult } from '../helpers.js';

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
    name: 'json: one document that matches the schema',
    argv: ['check', '--team', ...LEGACY, '--reporter', 'json', ...ILLEGAL_TEAM],
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
    name: 'the no-database note goes to stderr once',
    argv: ['check', 'fixtures/rules/deck-size-min/legal-60.txt', 'fixtures/rules/sideboard-size-max/legal-15.txt'],
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
    argv: ['check', '--format', 'extended', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/extended/);
      expect(r.stderr).toMatch(/standard, pioneer, modern, legacy, vintage, pauper, casual/);
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
    argv: ['check', '-r', 'json', 'fixtures/rules/*/legal-*.txt'],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.units.length).toBeGreaterThanOrEqual(8);
      expect(doc.units.every((u) => /^fixtures\/rules\/[^/]+\/legal-[^/]*\.txt$/.test(u.name))).toBe(true);
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
    name: 'a date before the list history: exit 2 saying where it begins',
    argv: ['check', '--format', 'modern', '--date', '2015-06-01', 'fixtures/rules/deck-size-min/legal-60.txt'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/begins on 2019-01-01/),
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
    name: 'event: a deck file that does not exist',
    argv: ['event', 'fixtures/events/missing-deck.json'],
    code: 2,
    check: (r) => expect(r.stderr).toBe('deckcheck: fixtures/nowhere/jo.txt: no such file; check the path\n'),
  },
  { name: 'no arguments: help on stderr, exit 2', argv: [], code: 2, check: (r) => expect(r.stderr).toMatch(/Usage: deckcheck/) },
  { name: 'check without files: exit 2', argv: ['check'], code: 2, check: (r) => expect(r.stderr).toMatch(/missing required argument/) },
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
];

const utf16 = path.join(tmp, 'utf16.txt');
writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('4 Nazgûl\r\n56 Swamp\r\n???\r\n', 'utf16le')]));

const emptyDir = path.join(tmp, 'empty');
mkdirSync(emptyDir);

function substitute(argv: string[], out: string): string[] {
  return argv.map((a) => a.replace('OUT', out).replace(/^UTF16$/, utf16).replace(/^EMPTYDIR$/, emptyDir));
}

function runBin(argv: string[], env: Record<string, string> = {}): CliResult {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const binBuilt = existsSync(path.join(REPO, 'dist/src/cli/run.js'));

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
