/**
 * Start-up loads only what the command line needs (issue 30): a check of one format builds that format's banned and
 * restricted history alone, and `--version` loads no format data, rule or command-line parser. Counted by the lists
 * built (in-process) and by the bundle's chunks loaded (a real process with a module hook), not by time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIST_HISTORY, listHistoriesBuilt } from '../../src/data/banlists.js';
import { BIN_BUILT, REPO, fixture, runBin, runCli } from '../helpers.js';

describe('a check builds the lists of its own format only', () => {
  // In order: each case sees what the cases before it built (one process, one module state).
  it.each([
    ['modern', fixture('teams', 'legal', 'player-a.txt'), ['modern']],
    ['legacy', fixture('rules', 'card-banned', 'legal-legacy.txt'), ['modern', 'legacy']],
    ['commander', fixture('rules', 'card-banned', 'legal-legacy.txt'), ['modern', 'legacy', 'commander']],
  ])('check --format %s', async (format, file, built) => {
    const r = await runCli(['check', '--format', format, '--date', '2025-01-15', '--no-db', file]);
    expect(r.code, r.stderr).toBeLessThanOrEqual(1);
    expect(listHistoriesBuilt()).toEqual(built);
  });

  it('`deckcheck formats` reads every list (the count above is not blind)', async () => {
    const r = await runCli(['formats', '--json']);
    expect(r.code).toBe(0);
    // Object.keys reads the formats' ids, not their lists.
    expect([...listHistoriesBuilt()].sort()).toEqual(Object.keys(LIST_HISTORY).sort());
    expect(listHistoriesBuilt().length).toBeGreaterThan(30);
  });
});

/** A module hook that writes every module URL Node loads (but its own built-ins) to stderr. */
const HOOK =
  'data:text/javascript,' +
  encodeURIComponent(
    "import { register } from 'node:module';" +
      `register('data:text/javascript,' + encodeURIComponent("import { writeSync } from 'node:fs'; ` +
      "export async function load(url, context, next) { if (!url.startsWith('node:')) writeSync(2, 'loaded ' + url + '\\\\n'); " +
      `return next(url, context); }"));`,
  );

/** The sources (dist/src/…, node_modules/…) in the bundle's chunks that one run of the built CLI loads. */
function sourcesLoaded(argv: readonly string[]): string[] {
  const meta = JSON.parse(readFileSync(path.join(REPO, 'dist/bundle.meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const r = spawnSync(process.execPath, ['--import', HOOK, path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  const files = [...r.stderr.matchAll(/^loaded file:\/\/(.*)$/gm)].map((m) => path.relative(REPO, m[1] ?? ''));
  expect(files, r.stderr).toContain('bin/deckcheck.js');
  // A chunk of the bundle as the sources in it; a file loaded as it is (bin/, dist/src/, node_modules/) as itself.
  return files.flatMap((f) => (f.startsWith('dist/bundle/') ? Object.keys(meta.outputs[f]?.inputs ?? {}) : [f]));
}

describe.skipIf(!BIN_BUILT)('what the built CLI loads for a command line', () => {
  const data = (s: string) => s.startsWith('dist/src/data/');
  const parser = (s: string) => s.includes('node_modules/commander/');
  it('--version: no data, no rule, no command-line parser, not the bundle', () => {
    const loaded = sourcesLoaded(['--version']);
    expect(loaded.filter((s) => data(s) || parser(s) || s.startsWith('dist/src/rules/') || s.startsWith('dist/src/cli/'))).toEqual([]);
    expect(loaded).toContain('dist/src/version.js');
  });
  it('rules: the rule table alone, as data (no rule code, no list), and no other command', () => {
    const loaded = sourcesLoaded(['rules', '--json']);
    expect(loaded.filter((s) => data(s) || s.startsWith('dist/src/rules/'))).toEqual([]);
    expect(loaded).toContain('rule-table:rule-table');
    expect(loaded).toContain('dist/src/cli/rules/command.js');
    expect(loaded.filter((s) => /^dist\/src\/cli\/[a-z]+\/command\.js$/.test(s))).toEqual(['dist/src/cli/rules/command.js']);
  });
  it.each([[['rules']], [['rules', '--json']], [['rules', 'card-banned', 'deck-size-min']], [['rules', 'no-such-rule']], [['--version']]])(
    'the built CLI prints what the in-process one does: %j',
    async (argv) => {
      const built = runBin(argv);
      const inProcess = await runCli(argv);
      expect(built).toEqual(inProcess);
      expect(built.stdout + built.stderr).not.toBe('');
    },
  );
  const plainCheck = ['check', '--format', 'modern', '--date', '2025-01-15', '--no-db', fixture('teams', 'legal', 'player-a.txt')];
  it('a check is read by commander and builds the check command alone: its list, not the other commands', () => {
    const loaded = sourcesLoaded(plainCheck);
    expect(loaded.some(parser)).toBe(true);
    expect(loaded).toContain('dist/src/data/lists/modern.json');
    expect(loaded.filter((s) => /^dist\/src\/cli\/[a-z]+\/command\.js$/.test(s))).toEqual([
      'dist/src/cli/check/command.js',
    ]);
  });

  it('chalk is loaded when colour is on, and a run without colour (a pipe) never loads it', () => {
    const chalk = (s: string) => s.includes('node_modules/chalk/');
    expect(sourcesLoaded(plainCheck).filter(chalk)).toEqual([]);
    expect(sourcesLoaded(['check', '--no-color', ...plainCheck.slice(1)]).filter(chalk)).toEqual([]);
    expect(sourcesLoaded(['check', '--color', ...plainCheck.slice(1)]).some(chalk)).toBe(true);
    expect(sourcesLoaded(['diff', '--color', '--no-db', fixture('diff', 'registered.txt'), fixture('diff', 'presented-same.csv')]).some(chalk)).toBe(true);
  });

  /** The format of every list file the built CLI parses (the bundle parses each list's text on first use). */
  function listsParsed(argv: readonly string[]): string[] {
    const hook =
      'data:text/javascript,' +
      encodeURIComponent(
        "import { writeSync } from 'node:fs'; const parse = JSON.parse; const seen = [];" +
          "JSON.parse = function (text, reviver) { const v = parse.call(this, text, reviver);" +
          " if (v && typeof v.format === 'string' && Array.isArray(v.events)) seen.push(v.format); return v; };" +
          "process.on('exit', () => writeSync(2, 'lists parsed:' + seen.map((f) => ' ' + f).join('') + '\\n'));",
      );
    const r = spawnSync(process.execPath, ['--import', hook, path.join(REPO, 'bin/deckcheck.js'), ...argv], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const line = /^lists parsed:(.*)$/m.exec(r.stderr);
    expect(line, r.stderr).not.toBeNull();
    return (line?.[1] ?? '').split(' ').filter(Boolean);
  }
  it.each([
    ['modern', fixture('teams', 'legal', 'player-a.txt'), ['modern']],
    ['vintage', fixture('rules', 'card-banned', 'legal-legacy.txt'), ['vintage']],
  ])('a %s check parses the list file of its format alone', (format, file, parsed) => {
    expect(listsParsed(['check', '--format', format, '--date', '2025-01-15', '--no-db', file])).toEqual(parsed);
  });
  it('`deckcheck formats` parses every list file (the count is not blind)', () => {
    expect(listsParsed(['formats']).length).toBeGreaterThan(30);
  });
});

describe.skipIf(!BIN_BUILT || typeof (module as { enableCompileCache?: unknown }).enableCompileCache !== 'function')(
  "Node's compile cache beside the card database (Node 22.1 and later)",
  () => {
    const deck = ['check', '--format', 'modern', '--date', '2025-01-15', '--no-db', fixture('teams', 'legal', 'player-a.txt')];
    /** The folders these cases make, removed when they are done. */
    const made: string[] = [];
    const tempDir = (): string => {
      const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-cc-'));
      made.push(dir);
      return dir;
    };
    afterAll(() => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    });
    const cacheOf = (dir: string) => path.join(dir, 'compile-cache');
    /** A run's result without the time its summary line states. */
    const untimed = (r: ReturnType<typeof runBin>) => ({ ...r, stderr: r.stderr.replace(/\(\d+(?:\.\d+)? s\)/g, '(time)') });
    it('a run keeps it in compile-cache/ of the data directory, one folder per Node version', () => {
      const dir = tempDir();
      const r = runBin(deck, { DECKCHECK_DATA_DIR: dir });
      expect(r.code, r.stderr).toBe(0);
      expect(readdirSync(cacheOf(dir)).some((v) => v.startsWith(process.version))).toBe(true);
      expect(untimed(runBin(deck, { DECKCHECK_DATA_DIR: dir }))).toEqual(untimed(r));
    });
    it('a check with the built-in card data reports the same with the cache (every function compiled) as without', () => {
      const dir = tempDir();
      // Illegal in Pioneer by the card pools: findings to compare.
      const withData = ['check', '--format', 'pioneer', '--date', '2025-01-15', '--reporter', 'json', fixture('teams', 'legal', 'player-a.txt')];
      const first = runBin(withData, { DECKCHECK_DATA_DIR: dir });
      const cached = runBin(withData, { DECKCHECK_DATA_DIR: dir });
      const none = runBin(withData, { DECKCHECK_DATA_DIR: dir, DECKCHECK_COMPILE_CACHE: '0' });
      expect(readdirSync(cacheOf(dir)).some((v) => v.startsWith(process.version))).toBe(true);
      expect(JSON.parse(none.stdout)).toMatchObject({ cardDatabase: { builtIn: true }, legal: false });
      expect(untimed(first)).toEqual(untimed(none));
      expect(untimed(cached)).toEqual(untimed(none));
    });
    it.each([
      ['DECKCHECK_COMPILE_CACHE=0', { DECKCHECK_COMPILE_CACHE: '0' }, deck, 0],
      ['NODE_DISABLE_COMPILE_CACHE=1', { NODE_DISABLE_COMPILE_CACHE: '1' }, deck, 0],
      // `db status` exits 1 when there is no card database (docs/reference/commands-and-options.md).
      ['a db command', {}, ['db', 'status'], 1],
    ])('none with %s', (_label, env, argv, code) => {
      const dir = tempDir();
      const r = runBin(argv, { DECKCHECK_DATA_DIR: dir, ...env });
      expect(r.code, r.stderr).toBe(code);
      expect(existsSync(cacheOf(dir))).toBe(false);
    });
    it('a directory it cannot write changes nothing in the run', () => {
      const dir = tempDir();
      writeFileSync(cacheOf(dir), 'not a directory');
      const blocked = runBin(deck, { DECKCHECK_DATA_DIR: dir });
      expect(untimed(blocked)).toEqual(untimed(runBin(deck, { DECKCHECK_DATA_DIR: dir, DECKCHECK_COMPILE_CACHE: '0' })));
      expect(blocked.code).toBe(0);
    });
    it.each<[string, Record<string, string>, string[]]>([
      ['the default folder', {}, ['.cache', 'deckcheck']],
      ['XDG_CACHE_HOME', { XDG_CACHE_HOME: 'xdg' }, ['xdg', 'deckcheck']],
      // A blank variable is no setting, for the run (src/db/paths.ts) and so for the cache.
      ['DECKCHECK_DATA_DIR of blanks', { DECKCHECK_DATA_DIR: '  ' }, ['.cache', 'deckcheck']],
      ['a relative XDG_CACHE_HOME (ignored)', { XDG_CACHE_HOME: 'relative' }, ['.cache', 'deckcheck']],
    ])('with %s it is where the run looks for the card database', (_label, env, folder) => {
      const home = tempDir();
      const xdg: Record<string, string> = env.XDG_CACHE_HOME === 'xdg' ? { XDG_CACHE_HOME: path.join(home, 'xdg') } : {};
      const r = runBin([...deck, '--reporter', 'json'], { HOME: home, ...env, ...xdg });
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ legal: true });
      expect(readdirSync(cacheOf(path.join(home, ...folder))).some((v) => v.startsWith(process.version))).toBe(true);
    });
    it('a data directory that does not exist is not made for it', () => {
      const dir = path.join(tempDir(), 'missing');
      const r = runBin([...deck, '--reporter', 'json'], { DECKCHECK_DATA_DIR: dir });
      // The check runs to its verdict all the same; no folder is made.
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ legal: true });
      expect(existsSync(dir)).toBe(false);
    });
  },
);
