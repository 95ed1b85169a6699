/**
 * `deckcheck completion bash|zsh|fish`: each script is valid in its shell, names every format, reporter, variant,
 * conversion target, input format and rule id, and completes what a user types (bash and fish asked as the shells
 * ask). zsh and fish are Debian packages; without them their cases are skipped with the reason in the name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '../../src/formats/formats.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { VARIANT_IDS } from '../../src/variants/variants.js';
import { TARGET_IDS } from '../../src/convert/targets.js';
import { inputFormatIds } from '../../src/input/detect.js';
import { REPORTERS } from '../../src/cli/reporters.js';
import { runCli } from '../helpers.js';

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const HAS_ZSH = has('zsh');
const HAS_FISH = has('fish');
const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-completion-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function script(shell: string): Promise<string> {
  const r = await runCli(['completion', shell]);
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  const file = path.join(dir, `deckcheck.${shell}`);
  writeFileSync(file, r.stdout);
  return file;
}

const EVERY_VALUE = [
  ...FORMAT_IDS,
  ...REPORTERS.map((r) => r.id),
  ...VARIANT_IDS,
  ...TARGET_IDS,
  ...inputFormatIds(),
  ...ALL_RULES.map((r) => r.id),
];

describe('deckcheck completion', () => {
  it.each(['bash', 'zsh', 'fish'])('%s: names every format, reporter, variant, target, input format and rule id', async (shell) => {
    const r = await runCli(['completion', shell]);
    const words = new Set(r.stdout.split(/[\s"'|;]+/));
    expect(EVERY_VALUE.filter((v) => !words.has(v))).toEqual([]);
  });

  it('bash: the script is valid (bash -n)', async () => {
    const r = spawnSync('bash', ['-n', await script('bash')], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(!HAS_ZSH)(`zsh: the script is valid (zsh -n)${HAS_ZSH ? '' : ' — skipped: zsh is not installed'}`, async () => {
    const r = spawnSync('zsh', ['-n', await script('zsh')], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(!HAS_FISH)(`fish: the script is valid (fish -n)${HAS_FISH ? '' : ' — skipped: fish is not installed'}`, async () => {
    const r = spawnSync('fish', ['-n', await script('fish')], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('an unknown shell is a usage error (exit 2)', async () => {
    const r = await runCli(['completion', 'powershell']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('bash, zsh, fish');
  });
});

// What the user typed (the last word is the one being completed) → what the shell offers.
const TYPED: readonly (readonly [string, readonly string[]])[] = [
  ['deckcheck ch', ['check']],
  ['deckcheck d', ['diff', 'db']],
  ['deckcheck check --format le', ['legacy']],
  ['deckcheck check --format duel', ['duel-commander']],
  ['deckcheck check -r j', ['json', 'junit']],
  ['deckcheck check --rep', ['--reporter']],
  ['deckcheck check --team-rules ', ['2hg', 'unified']],
  ['deckcheck check --variant plane', ['planechase']],
  ['deckcheck diff -r ', ['stylish', 'json', 'markdown', 'html']],
  ['deckcheck convert x.txt --to c', ['cod', 'csv']],
  ['deckcheck rules card-b', ['card-banned']],
  ['deckcheck rules team-card-', ['team-card-copies-max', 'team-card-restricted', 'team-card-unique']],
  ['deckcheck db ', ['import', 'update', 'status']],
  ['deckcheck db import --max-s', ['--max-size', '--max-string']],
  ['deckcheck completion ', ['bash', 'zsh', 'fish']],
];

describe('completing what is typed', () => {
  it.each(TYPED)('bash: %s', async (typed, offered) => {
    const file = await script('bash');
    const words = typed.split(' ');
    const probe = `source ${JSON.stringify(file)}
COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')}); COMP_CWORD=${words.length - 1}; COMPREPLY=()
_deckcheck; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const r = spawnSync('bash', ['-c', probe], { encoding: 'utf8' });
    expect(r.stdout.split('\n').filter(Boolean).sort()).toEqual([...offered].sort());
  });

  it.skipIf(!HAS_FISH).each(TYPED)(`fish: %s${HAS_FISH ? '' : ' — skipped: fish is not installed'}`, async (typed, offered) => {
    const file = await script('fish');
    const r = spawnSync('fish', ['--no-config', '-c', `source ${JSON.stringify(file)}; complete -C ${JSON.stringify(typed)}`], {
      encoding: 'utf8',
    });
    expect(r.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]).sort()).toEqual([...offered].sort());
  });
});
