/**
 * The command-line entry: `run(argv, io)` returns the exit code (it never calls process.exit; bin/deckcheck.js
 * answers a lone `--version` itself). Every command, each loaded when a line names it (program.ts).
 */
import type { CliIo } from './io.js';
import { runProgram, type Commands } from './program.js';

/** Every command, in the order `deckcheck --help` lists them (program.ts adds completion last). */
const COMMANDS: Commands = {
  check: async () => (await import('./check/command.js')).addCommand,
  event: async () => (await import('./event/command.js')).addCommand,
  diff: async () => (await import('./diff/command.js')).addCommand,
  convert: async () => (await import('./convert/command.js')).addCommand,
  sheet: async () => (await import('./sheet/command.js')).addCommand,
  rules: async () => (await import('./rules/command.js')).addCommand,
  formats: async () => (await import('./formats/command.js')).addCommand,
  db: async () => (await import('./db/command.js')).addDbCommand,
};

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  return runProgram(COMMANDS, argv, io);
}
