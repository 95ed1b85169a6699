/**
 * The command-line entry: `run(argv, io)` returns the exit code (it never calls process.exit). The command lines that
 * only print a table or the version are answered here, without loading commander, the option table of every command
 * or any format data (`deckcheck --version`, `deckcheck rules [ids…] [--json]`, `deckcheck formats [--json]`), and
 * a plain `deckcheck check` line is read without commander (check-argv.ts, check-plain.ts); every other line, and any of these with
 * another option (`rules --help`), goes to the full program (program.ts), which parses it with commander and gives
 * the same output for these lines.
 */
import { VERSION } from '../version.js';
import type { CliIo } from './io.js';

/** `rules` with only rule ids and --json: the ids and whether --json was given; otherwise undefined. */
function plainArguments(rest: readonly string[]): { ids: string[]; json: boolean } | undefined {
  const ids = rest.filter((a) => a !== '--json');
  if (!ids.every((a) => /^[a-z0-9][a-z0-9-]*$/.test(a))) return undefined;
  return { ids, json: ids.length < rest.length };
}

/** The exit code when a fast path answers the command line; undefined when the full program must parse it. */
async function fastPath(argv: readonly string[], io: CliIo): Promise<number | undefined> {
  const [command, ...rest] = argv;
  if (argv.length === 1 && (command === '--version' || command === '-V')) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (command === 'rules') {
    const plain = plainArguments(rest);
    if (!plain) return undefined;
    const { runRules } = await import('./rules-command.js');
    return runRules(plain.ids, { json: plain.json }, io);
  }
  if (command === 'check') {
    const { runPlainCheck } = await import('./check-plain.js');
    return runPlainCheck(rest, io);
  }
  if (command === 'formats' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--json'))) {
    const { runFormats } = await import('./formats-command.js');
    return runFormats({ json: rest.length === 1 }, io);
  }
  return undefined;
}

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const code = await fastPath(argv, io);
    if (code !== undefined) return code;
  } catch (e) {
    const { EXIT_CANNOT_RUN, UsageError } = await import('./io.js');
    if (e instanceof UsageError) {
      io.stderr(`deckcheck: ${e.message}\n`);
      return EXIT_CANNOT_RUN;
    }
    throw e;
  }
  const { runProgram } = await import('./program.js');
  return runProgram(argv, io);
}
