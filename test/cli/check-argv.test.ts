/**
 * A plain `deckcheck check` line is read without commander (src/cli/check-argv.ts, issue 30): for every line it reads,
 * the files and options must be exactly what commander gives the check action (values, defaults, key order); every
 * other line must go to commander.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainCheckArgv } from '../../src/cli/check-argv.js';
import type * as CheckCommand from '../../src/cli/check-command.js';
import type { CheckCommandOptions } from '../../src/cli/check-command.js';
import { runProgram } from '../../src/cli/program.js';

const calls = vi.hoisted(() => [] as { inputs: readonly string[]; opts: CheckCommandOptions }[]);
vi.mock('../../src/cli/check-command.js', async (original) => ({
  ...(await original<typeof CheckCommand>()),
  runCheck: (inputs: readonly string[], opts: CheckCommandOptions) => {
    calls.push({ inputs, opts });
    return Promise.resolve(0);
  },
}));

/** What commander's program gives the check action for `check ...args`. */
async function viaCommander(args: readonly string[]): Promise<{ inputs: readonly string[]; opts: CheckCommandOptions }> {
  calls.length = 0;
  const err: string[] = [];
  const code = await runProgram(['check', ...args], { stdout: () => {}, stderr: (t) => void err.push(t), cwd: '/', env: {}, stdoutIsTTY: false });
  expect(code, err.join('')).toBe(0);
  expect(calls).toHaveLength(1);
  const call = calls[0];
  if (!call) throw new Error('no call');
  return call;
}

afterEach(() => {
  calls.length = 0;
});

describe('plain check lines: what commander reads, without commander', () => {
  it.each([
    [['deck.txt']],
    [['a.txt', 'b.txt', 'decks/**/*.txt']],
    [['check', 'check']],
    [['--format', 'modern', '--date', '2025-01-15', 'deck.txt']],
    [['-f', 'legacy', '-d', '2020-01-01', 'deck.txt']],
    [['deck.txt', '--format', 'modern', '--no-db']],
    [['--format=modern', '--date=2025-01-15', '--data-dir=/tmp/x', 'deck.txt']],
    [['--format', 'casual', 'deck.txt']],
    [['--format', 'modern', '--format', 'legacy', 'deck.txt']],
    [['--data-dir', 'db', 'deck.txt']],
    [['-r', 'json', '--reporter', 'junit:out.xml', '-r', 'stylish', 'deck.txt']],
    [['--reporter=sarif', 'deck.txt']],
    [['-q', '--max-warnings', '3', '-j', '2', 'deck.txt']],
    [['--quiet', '--jobs', '1', 'deck.txt']],
    [['--color', 'deck.txt']],
    [['--no-color', 'deck.txt']],
    [['--color', '--no-color', 'deck.txt', '--color']],
    [['--no-db', '--no-db', 'deck.txt']],
    [['-t', 'a.txt', 'b.txt', '--team-rules', 'unified', '--team-overrides', 'strict']],
    [['--team', 'a.txt', 'b.txt']],
    [['--platform', 'arena', '--format', 'historic', 'deck.txt']],
    [['--variant', 'archenemy', '--schemes', 'schemes.txt', 'deck.txt']],
    [['--variant', 'planechase', '--planes', 'planes.txt', 'deck.txt']],
    [['--format', 'sealed', '--pool', 'pool.csv', 'deck.txt']],
    [['--format', 'commander', '--commander-color', 'G', 'deck.txt']],
    [['--input-format', 'mtgo', 'deck.txt']],
    [['--format-file', 'league.json', 'deck.txt']],
    [['--format-file', 'league.json', '--format', 'modern', 'deck.txt']],
  ])('%j', async (args) => {
    const plain = plainCheckArgv(args);
    const commander = await viaCommander(args);
    expect(plain).toBeDefined();
    expect(plain?.inputs).toEqual(commander.inputs);
    // The same keys in the same order, with the same values.
    expect(Object.entries(plain?.opts ?? {})).toEqual(Object.entries(commander.opts));
  });
});

describe('every other check line goes to commander', () => {
  it.each([
    [[]],
    [['--format', 'modern']],
    [['--help', 'deck.txt']],
    [['-h', 'deck.txt']],
    [['deck.txt', '--version']],
    [['deck.txt', '-V']],
    [['--', 'deck.txt']],
    [['-', 'deck.txt']],
    [['-tq', 'a.txt', 'b.txt']],
    [['-fmodern', 'deck.txt']],
    [['--format', 'no-such-format', 'deck.txt']],
    [['--format=', 'deck.txt']],
    [['--platform', 'xbox', 'deck.txt']],
    [['--team-overrides', 'loose', 'deck.txt']],
    [['--team-rules', '3hg', 'deck.txt']],
    [['--variant', 'nope', 'deck.txt']],
    [['deck.txt', '--date']],
    [['--date', '--no-db', 'deck.txt']],
    [['--no-such-option', 'deck.txt']],
    [['--team=yes', 'a.txt', 'b.txt']],
    [['--no-db=1', 'deck.txt']],
    [['--db', 'deck.txt']],
  ])('%j', (args) => {
    expect(plainCheckArgv(args)).toBeUndefined();
  });
});
