/**
 * deckcheck.config.json: `deckcheck check` without inputs runs the checks of the nearest configuration file (in the
 * working directory or above), from that file's folder. Fixture: fixtures/config/repo, a repository of decklists
 * (a Modern folder checked deck by deck, a folder of Two-Headed Giant teams), copied to a temporary folder because
 * the reporters write files.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { findConfig, teamFolders } from '../../src/cli/check/config.js';
import { configJsonSchema, validateConfig } from '../../src/event/config.js';
import { FIXTURES, REPO, type CliResult } from '../helpers.js';

let root = '';
let repo = '';

async function check(argv: readonly string[], cwd = repo): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(['check', ...argv], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

function writeConfig(dir: string, config: unknown): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'deckcheck.config.json'), typeof config === 'string' ? config : JSON.stringify(config, null, 2));
}

interface JsonReport {
  legal: boolean;
  format: { id: string };
  date: string;
  units: { kind: string; name: string; decks: { file: string }[] }[];
  findings: { rule: string; file: string; line: number }[];
}

function report(name: string): JsonReport {
  return JSON.parse(readFileSync(path.join(repo, `report-${name}.json`), 'utf8')) as JsonReport;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'deckcheck-config-'));
  repo = path.join(root, 'decklists');
  cpSync(path.join(FIXTURES, 'config', 'repo'), repo, { recursive: true });
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('deckcheck check with deckcheck.config.json', () => {
  it('runs each check with its files, format, date and teams; each reporter writes per check; exit 1 for an illegal deck', async () => {
    const r = await check([]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json check modern \(1 of 2\)$/m);
    expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json check 2hg \(2 of 2\)$/m);
    expect(r.stdout).toMatch(/^deckcheck · Modern · 2025-01-15/m);
    expect(r.stdout).toMatch(/^deckcheck · Legacy · 2025-01-15/m);

    const modern = report('modern');
    expect(modern).toMatchObject({ legal: false, format: { id: 'modern' }, date: '2025-01-15' });
    expect(modern.units.map((u) => [u.kind, u.decks.map((d) => d.file)])).toEqual([
      ['deck', ['modern/burn/mono-red.txt']],
      ['deck', ['modern/oko.txt']],
    ]);
    expect(modern.findings.map((f) => `${f.rule} ${f.file}:${f.line}`)).toEqual(['card-banned modern/oko.txt:3']);

    const teams = report('2hg');
    expect(teams).toMatchObject({ legal: false, format: { id: 'legacy' } });
    expect(teams.units.map((u) => [u.kind, u.decks.map((d) => d.file)])).toEqual([
      ['team', ['2hg/alpha/alice.txt', '2hg/alpha/bob.txt']],
      ['team', ['2hg/beta/carol.txt', '2hg/beta/dave.txt']],
    ]);
    expect(teams.findings.map((f) => f.rule)).toEqual(['team-card-copies-max', 'team-card-copies-max', 'card-banned', 'team-sideboard']);
  });

  it('is found from a folder below it; paths stay relative to its own folder', async () => {
    const r = await check(['-r', 'json'], path.join(repo, 'modern', 'burn'));
    expect(r.code).toBe(1);
    const [modern, teams] = r.stdout.trim().split('\n').map((line) => JSON.parse(line) as JsonReport);
    expect(modern?.units.map((u) => u.decks[0]?.file)).toEqual(['modern/burn/mono-red.txt', 'modern/oko.txt']);
    expect(teams?.units).toHaveLength(2);
  });

  it('--date on the command line applies to every check; --reporter replaces the configured reporters', async () => {
    // Before Oko's Modern ban (2020-01-14) the Modern folder is legal; the 2HG team still has its team problems.
    const r = await check(['--date', '2019-12-01', '-r', 'json']);
    const [modern, teams] = r.stdout.trim().split('\n').map((line) => JSON.parse(line) as JsonReport);
    expect(modern).toMatchObject({ legal: true, date: '2019-12-01' });
    expect(teams?.findings.map((f) => f.rule)).toEqual(['team-card-copies-max', 'team-card-copies-max', 'team-sideboard']);
    expect(r.code).toBe(1);
  });

  it('the nearest configuration wins', () => {
    const inner = path.join(root, 'decklists', 'modern');
    writeConfig(inner, { checks: [{ files: 'burn' }] });
    try {
      expect(findConfig(path.join(inner, 'burn'))).toBe(path.join(inner, 'deckcheck.config.json'));
      expect(findConfig(path.join(repo, '2hg', 'alpha'))).toBe(path.join(repo, 'deckcheck.config.json'));
    } finally {
      rmSync(path.join(inner, 'deckcheck.config.json'));
    }
  });

  it.each([
    { flags: ['--format', 'legacy'], named: '--format' },
    { flags: ['--team'], named: '--team' },
    { flags: ['--format-file', 'league.json'], named: '--format-file' },
    { flags: ['--variant', 'planechase', '--pool', 'p.txt'], named: '--pool, --variant' },
  ])('$named with a configuration: exit 2, each check sets its own', async ({ flags, named }) => {
    const r = await check(flags);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `deckcheck: ${named}: each check of deckcheck.config.json sets its own; name the decklists to check them with these options, or change deckcheck.config.json\n`,
    );
  });

  it('a check may name a format file (relative to the configuration), and its banned list applies', async () => {
    const dir = path.join(root, 'league');
    cpSync(path.join(FIXTURES, 'format-files', 'league'), path.join(dir, 'league'), { recursive: true });
    writeConfig(dir, { date: '2025-02-01', reporters: ['json:out.json'], checks: [{ files: 'league/with-bolt.txt', formatFile: 'league/league.json' }] });
    const r = await check([], dir);
    expect(r.code).toBe(1);
    const out = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as JsonReport;
    expect(out).toMatchObject({ legal: false, format: { id: 'tuesday-pauper-league' } });
    expect(out.findings.filter((f) => f.rule === 'card-banned').map((f) => `${f.rule} ${f.file}`)).toEqual(['card-banned league/with-bolt.txt']);
  });

  it('a check naming both a format and a format file is refused (exit 2)', async () => {
    const dir = path.join(root, 'league-both');
    writeConfig(dir, { checks: [{ files: 'x.txt', format: 'pauper', formatFile: 'league.json' }] });
    const r = await check([], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('checks[0].formatFile: give "format" or "formatFile", not both');
  });

  it('a configuration with one check may write reports without {name}; teams named as folders, with unified rules', async () => {
    const dir = path.join(root, 'one');
    cpSync(path.join(repo, '2hg', 'alpha'), path.join(dir, 'teams', 'alpha'), { recursive: true });
    writeConfig(dir, { date: '2025-01-15', reporters: ['json:out.json'], checks: [{ teams: ['teams/alpha'], format: 'legacy', teamOverrides: 'strict' }] });
    const r = await check([], dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as JsonReport;
    expect(out.units.map((u) => u.name)).toEqual(['teams/alpha/alice.txt + teams/alpha/bob.txt']);
  });
});

describe('a configuration that cannot be used: exit 2, the file and each "path: message"', () => {
  const good = { checks: [{ files: 'decks' }] };
  it.each([
    { name: 'an unknown format', config: { checks: [{ files: 'decks', format: 'moden' }] }, problem: /^ {2}checks\[0\]\.format: Invalid option: expected one of "standard"\|/m },
    { name: 'a misspelt key', config: { checks: [{ files: 'decks', fromat: 'modern' }] }, problem: /^ {2}checks\[0\]: Unrecognized key: "fromat"$/m },
    { name: 'a date that is not YYYY-MM-DD', config: { ...good, date: '15/01/2025' }, problem: /^ {2}date: write the day as YYYY-MM-DD$/m },
    { name: 'no checks', config: { checks: [] }, problem: /^ {2}checks: name at least one check$/m },
    {
      name: 'files and teams together',
      config: { checks: [{ files: 'decks', teams: '2hg/*/' }] },
      problem: /^ {2}checks\[0\]: give "files" \(each file one deck\) or "teams" \(each folder one team\), one of the two$/m,
    },
    { name: 'a pool outside Limited', config: { checks: [{ files: 'decks', format: 'modern', pool: 'pool.txt' }] }, problem: /^ {2}checks\[0\]\.pool: pools are for "format": "sealed" or "draft"$/m },
    { name: 'team rules without teams', config: { checks: [{ files: 'decks', teamRules: 'unified' }] }, problem: /^ {2}checks\[0\]\.teamRules: is for "teams"$/m },
    {
      name: 'two checks writing one report file',
      config: { reporters: ['junit:deckcheck.xml'], checks: [{ files: 'a' }, { files: 'b' }] },
      problem: /^ {2}reporters\[0\]: with several checks each writes its own report; put \{name\} in the path \("junit:deckcheck-\{name\}\.xml"\)$/m,
    },
    { name: 'two checks of one name', config: { checks: [{ name: 'x', files: 'a' }, { name: 'x', files: 'b' }] }, problem: /^ {2}checks\[1\]\.name: "x" is already the name of checks\[0\]$/m },
  ])('$name', async ({ config, problem }) => {
    const dir = path.join(root, 'bad');
    writeConfig(dir, config);
    const r = await check([], path.join(dir));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json is not a valid deckcheck configuration:$/m);
    expect(r.stderr).toMatch(problem);
    expect(r.stderr).toMatch(/See schema\/config\.schema\.json\.\n$/);
    expect(r.stdout).toBe('');
  });

  it('JSON that does not parse: the file, line and column', async () => {
    const dir = path.join(root, 'broken');
    writeConfig(dir, '{\n  "checks": [\n    { "files": "decks", }\n  ]\n}\n');
    const r = await check([], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json:3:25: not valid JSON \(.*\); fix the configuration and run again\n$/);
  });

  it('from a folder below, the file is named by its whole path (it is outside the working directory)', async () => {
    const dir = path.join(root, 'below');
    writeConfig(dir, { checks: [{ files: 'decks', format: 'moden' }] });
    mkdirSync(path.join(dir, 'decks'), { recursive: true });
    const r = await check([], path.join(dir, 'decks'));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`deckcheck: ${path.join(dir, 'deckcheck.config.json')} is not a valid deckcheck configuration:`);
  });

  it.each([
    { teams: '2hg/*/', message: 'deckcheck.config.json: teams: no folder matches 2hg/*/' },
    { teams: 'teams/none', message: 'deckcheck.config.json: teams: teams/none is not a folder' },
  ])('teams $teams that name no folder', async ({ teams, message }) => {
    const dir = path.join(root, 'noteams');
    writeConfig(dir, { checks: [{ teams }] });
    const r = await check([], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`deckcheck: ${message}\n`);
  });

  it('a team folder with one decklist', async () => {
    const dir = path.join(root, 'lonely');
    mkdirSync(path.join(dir, '2hg', 'solo'), { recursive: true });
    cpSync(path.join(repo, '2hg', 'alpha', 'alice.txt'), path.join(dir, '2hg', 'solo', 'alice.txt'));
    writeConfig(dir, { checks: [{ teams: '2hg/*/' }] });
    const r = await check([], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('deckcheck: 2hg/solo: a team folder holds the decklists of every player on the team (at least two files)\n');
  });
});

describe('the configuration schema', () => {
  it('schema/config.schema.json is the published form of the zod schema (npm run schema writes it)', () => {
    expect(JSON.parse(readFileSync(path.join(REPO, 'schema/config.schema.json'), 'utf8'))).toEqual(configJsonSchema());
  });

  it('the fixture is a valid configuration', () => {
    expect(validateConfig(JSON.parse(readFileSync(path.join(FIXTURES, 'config/repo/deckcheck.config.json'), 'utf8')))).toMatchObject({ ok: true });
  });

  it('team folders: a pattern matches folders, sorted; hidden folders and node_modules are left out', () => {
    const dir = path.join(root, 'folders');
    for (const sub of ['2hg/b', '2hg/a', '2hg/a/nested', '2hg/.hidden', 'other/c']) mkdirSync(path.join(dir, sub), { recursive: true });
    expect(teamFolders(['2hg/*/'], dir, 'x')).toEqual(['2hg/a', '2hg/b']);
    expect(teamFolders(['2hg/**', 'other/c/'], dir, 'x')).toEqual(['2hg/a', '2hg/a/nested', '2hg/b', 'other/c']);
  });
});
