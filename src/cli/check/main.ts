/**
 * The built CLI's entry for `deckcheck check …` (bin/deckcheck.js loads dist/bundle/check/main.js for a line whose
 * first word is check; scripts/bundle.js): the same program as run.ts, which builds the check command alone for
 * such a line anyway, in a bundle of its own, so that a check loads a handful of files instead of the fifty-odd
 * chunks that every command's code shares in dist/bundle/ (Node's module loader costs per file).
 */
import type { CliIo } from '../io.js';
import { runProgram, type Commands } from '../program.js';

const COMMANDS: Commands = { check: async () => (await import('./command.js')).addCommand };

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  return runProgram(COMMANDS, argv, io);
}
