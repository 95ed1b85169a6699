/**
 * `deckcheck --help` and every command's help: exit 0, every option described, examples and notes from
 * src/cli/help.ts (test/docs/commands.test.ts runs the examples). `deckcheck rules [ids...]`.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../../src/cli/help.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { runCli } from '../helpers.js';

/** The commands a help text lists under "Commands:", without commander's own `help`. */
function listedCommands(help: string): string[] {
  const section = help.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  return section
    .split('\n')
    .map((l) => /^ {2}(\S+)/.exec(l)?.[1])
    .filter((c): c is string => c !== undefined && c !== 'help');
}

/** Every command path, walking the help texts as a user would. */
async function commandPaths(prefix: readonly string[] = []): Promise<string[][]> {
  const r = await runCli([...prefix, '--help']);
  const subs = listedCommands(r.stdout);
  const deeper = await Promise.all(subs.map((s) => commandPaths([...prefix, s])));
  return [[...prefix], ...deeper.flat()];
}

describe('help', () => {
  it('every command and subcommand has examples in src/cli/help.ts, and nothing else does', async () => {
    const keys = (await commandPaths()).map((p) => (p.length === 0 ? 'deckcheck' : p.join(' ')));
    expect(keys).toContain('completion');
    expect(keys).toContain('db status');
    expect(keys.sort()).toEqual(Object.keys(COMMAND_HELP).sort());
  });

  it.each(Object.entries(COMMAND_HELP))('%s --help: exit 0, its examples and notes', async (key, help) => {
    const argv = key === 'deckcheck' ? ['--help'] : [...key.split(' '), '--help'];
    const r = await runCli(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\nExamples:\n');
    for (const e of help.examples) {
      expect(r.stdout).toContain(`$ ${e.command}`);
      if (key !== 'deckcheck' && key !== 'completion') expect(e.command.startsWith(`deckcheck ${key} `) || e.command === `deckcheck ${key}`).toBe(true);
    }
    for (const note of help.notes ?? []) expect(r.stdout).toContain(note);
    // Every option is described (commander prints flags and description on one line or wraps the description).
    for (const line of r.stdout.split('\n').filter((l) => /^ {2}-/.test(l))) expect(line.trim()).toMatch(/^\S.*\s{2,}\S/);
  });

  it('deckcheck with no command prints the help to standard error and exits 2', async () => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Commands:');
  });
});

describe('deckcheck rules [ids...]', () => {
  it('prints only the rules named, in the table order', async () => {
    const r = await runCli(['rules', 'card-restricted', 'card-banned']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter((l) => /^\S/.test(l)).map((l) => l.split(' ')[0])).toEqual(['card-banned', 'card-restricted']);
  });

  it('--json with ids: those rules only', async () => {
    const r = await runCli(['rules', '--json', 'deck-size-min']);
    const doc = JSON.parse(r.stdout) as { rules: { id: string; reference: string }[] };
    expect(doc.rules).toEqual([expect.objectContaining({ id: 'deck-size-min', reference: 'CR 100.2a, CR 100.2b' })]);
  });

  it('without ids: every rule', async () => {
    const r = await runCli(['rules', '--json']);
    expect((JSON.parse(r.stdout) as { rules: unknown[] }).rules).toHaveLength(ALL_RULES.length);
  });

  it('an unknown id exits 2 naming it', async () => {
    const r = await runCli(['rules', 'card-banned', 'no-such-rule']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('deckcheck: no rule "no-such-rule"; "deckcheck rules" lists every rule id\n');
  });
});
