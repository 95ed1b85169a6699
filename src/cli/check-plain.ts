/**
 * A plain `deckcheck check` line (check-argv.ts), run without the full program. In the built CLI this module is the
 * entry of a bundle of its own (dist/bundle/check/, scripts/bundle.js): a check then loads about a third as many
 * files as through the shared chunks every command draws from, and Node's module loader costs per file. So nothing
 * it loads may be shared with the rest of the CLI: it reports its own usage errors, with its own UsageError, here.
 */
import { plainCheckArgv } from './check-argv.js';
import { runCheck } from './check-command.js';
import { EXIT_CANNOT_RUN, UsageError, type CliIo } from './io.js';

/** The exit code of `check ...args` when the line is plain; undefined when the full program must read it. */
export async function runPlainCheck(args: readonly string[], io: CliIo): Promise<number | undefined> {
  const plain = plainCheckArgv(args);
  if (!plain) return undefined;
  try {
    return await runCheck(plain.inputs, plain.opts, io);
  } catch (e) {
    // As the program reports a usage error of its check action (program.ts, runProgram).
    if (e instanceof UsageError) {
      io.stderr(`deckcheck: ${e.message}\n`);
      return EXIT_CANNOT_RUN;
    }
    throw e;
  }
}
