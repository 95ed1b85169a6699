/**
 * .pre-commit-hooks.yaml: each hook's entry is a command of the package (its bin and a real subcommand), its `files`
 * pattern selects exactly the decklist files deckcheck reads from a directory, and the entry run as pre-commit runs
 * it (the entry, then the matching staged files) gives deckcheck's verdict.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECKLIST_EXTENSIONS } from '../../src/cli/inputs.js';
import { BIN_BUILT, REPO } from '../helpers.js';

type Hook = Record<string, string>;

/** The hooks: a YAML list of flat mappings with scalar values (the only shapes the file uses). */
function readHooks(): Hook[] {
  const hooks: Hook[] = [];
  for (const line of readFileSync(path.join(REPO, '.pre-commit-hooks.yaml'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [, start, key, raw] = /^(- | {2})([a-z_]+): (.*)$/.exec(line) ?? [];
    if (key === undefined || raw === undefined) throw new Error(`.pre-commit-hooks.yaml: a line this test does not read: ${line}`);
    if (start === '- ') hooks.push({});
    const hook = hooks.at(-1);
    if (hook) hook[key] = raw.startsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
  }
  return hooks;
}

/** pre-commit's `files` is a Python regular expression; the one inline flag used, (?i), is JavaScript's `i`. */
function filesPattern(hook: Hook): RegExp {
  const source = hook.files ?? '';
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

const hooks = readHooks();
const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { bin: Record<string, string> };

/** A hook's entry: a command the package installs (its file in the package) and the words after it. */
function entryOf(hook: Hook): { bin: string; args: string[] } {
  const [command = '', ...args] = (hook.entry ?? '').split(' ');
  expect(Object.keys(pkg.bin), `the entry's command ${command}`).toContain(command);
  return { bin: path.join(REPO, pkg.bin[command] ?? ''), args };
}

describe('.pre-commit-hooks.yaml', () => {
  it('defines the deckcheck hooks, installed as a node package', () => {
    expect(hooks.map((h) => h.id)).toEqual(['deckcheck', 'deckcheck-config']);
    for (const hook of hooks) {
      expect(hook).toMatchObject({ language: 'node' });
      expect(hook.name && hook.description && hook.entry).toBeTruthy();
    }
  });

  it.each(hooks.map((h) => [h.id, h] as const))('%s: the entry names a command the package installs', (_id, hook) => {
    const { bin } = entryOf(hook);
    expect(existsSync(bin), bin).toBe(true);
  });

  it.skipIf(!BIN_BUILT).each(hooks.map((h) => [h.id, h] as const))(
    `%s: the entry with --help is a real subcommand${BIN_BUILT ? '' : ' (skipped: needs npm run build)'}`,
    (_id, hook) => {
      const { bin, args } = entryOf(hook);
      const r = spawnSync(process.execPath, [bin, ...args, '--help'], { cwd: REPO, encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: deckcheck ${args.join(' ')}`, 'm'));
    },
  );

  it.each(hooks.map((h) => [h.id, h] as const))('%s: files selects the decklist files deckcheck reads from a directory', (_id, hook) => {
    const pattern = filesPattern(hook);
    for (const ext of DECKLIST_EXTENSIONS) {
      expect(pattern.test(`decks/modern/burn${ext}`), ext).toBe(true);
      expect(pattern.test(`decks/modern/burn${ext.toUpperCase()}`), ext.toUpperCase()).toBe(true);
    }
    for (const other of ['README.md', '.pre-commit-config.yaml', 'decks/notes.md', 'decks/burn.txt.bak', 'txt', 'my-deckcheck.config.json']) {
      expect(pattern.test(other), other).toBe(false);
    }
    // The configuration hook runs when the configuration changes too; the other reads decklists only.
    const withConfig = hook.pass_filenames === 'false';
    expect(pattern.test('deckcheck.config.json')).toBe(withConfig);
    expect(pattern.test('decks/deckcheck.config.json')).toBe(withConfig);
  });

  it.skipIf(!BIN_BUILT).each([
    { files: ['fixtures/rules/card-banned/legal-legacy.txt'], code: 0 },
    { files: ['fixtures/rules/card-banned/legal-legacy.txt', 'fixtures/rules/card-banned/illegal-main-oko-lowercase.txt'], code: 1 },
  ])('deckcheck run as pre-commit runs it, on $files.length staged decklists: exit $code', ({ files, code }) => {
    const hook = hooks.find((h) => h.id === 'deckcheck') ?? {};
    const staged = [...files, 'README.md', 'package.json'].filter((f) => filesPattern(hook).test(f));
    expect(staged).toEqual(files);
    const { bin, args } = entryOf(hook);
    // --no-db: the fixture is a Legacy list (its Modern card pool is not what this test is about).
    const r = spawnSync(process.execPath, [bin, ...args, '--no-db', '--format', 'modern', '--date', '2025-01-15', ...staged], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(r.stderr).toMatch(new RegExp(`${files.length} decks?:`));
    expect(r.status).toBe(code);
  });

  it.skipIf(!BIN_BUILT)('deckcheck-config run as pre-commit runs it (no file names, from the root): the checks of deckcheck.config.json', () => {
    const hook = hooks.find((h) => h.id === 'deckcheck-config') ?? {};
    expect(hook.pass_filenames).toBe('false');
    const { bin, args } = entryOf(hook);
    // A copy: the configuration's reporters write files beside it.
    const repo = path.join(mkdtempSync(path.join(tmpdir(), 'deckcheck-hook-')), 'decklists');
    cpSync(path.join(REPO, 'fixtures/config/repo'), repo, { recursive: true });
    try {
      // pre-commit runs a hook from the repository's root.
      const r = spawnSync(process.execPath, [bin, ...args], { cwd: repo, encoding: 'utf8' });
      expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json check 2hg \(2 of 2\)$/m);
      expect(r.status).toBe(1);
      expect(existsSync(path.join(repo, 'report-2hg.json'))).toBe(true);
    } finally {
      rmSync(path.dirname(repo), { recursive: true, force: true });
    }
  });
});
