/**
 * The built CLI's entry for `deckcheck check …` (bin/deckcheck.js imports dist/bundle/check-start.js for a line that
 * starts with `check`, and run.js comes here for a plain check too). A plain check (check-argv.ts) runs from one classic
 * script, dist/bundle/check/check-plain.cjs (scripts/bundle.js), with V8's code cache written after the run
 * (script-cache.ts), so that a check loads four small modules and that script, compiled as good as not at all;
 * every other line goes to the full program (run.js), which answers it as before.
 *
 * DECKCHECK_DEBUG_CODE_CACHE=1 writes one line to stderr after a check: the script, what became of its code cache
 * (script-cache.ts, CacheState) and of writing it, and the cache file (test/cli/code-cache.test.ts reads it).
 */
import { fileURLToPath } from 'node:url';
import type { runPlainCheck as RunPlainCheck } from './check-plain.js';
import type { CliIo } from './io.js';
import { runClassicScript, type ClassicScript } from './script-cache.js';

const SCRIPT = new URL('./check/check-plain.cjs', import.meta.url);
let plainCheck: ClassicScript<{ runPlainCheck: typeof RunPlainCheck }> | undefined;

/** The exit code of `check ...args` when the line is plain; undefined when the full program must read it. */
export async function runPlainCheck(args: readonly string[], io: CliIo): Promise<number | undefined> {
  plainCheck ??= runClassicScript(fileURLToPath(SCRIPT));
  const code = await plainCheck.exports.runPlainCheck(args, io);
  // A check that ran (legal or not) has compiled what checks use; a usage error or a line for the program has not.
  const saved = code === 0 || code === 1 ? plainCheck.saveCache() : `not written (${code === undefined ? 'not a plain check' : `exit ${code}`})`;
  if (io.env.DECKCHECK_DEBUG_CODE_CACHE === '1') {
    const file = plainCheck.cacheFile === undefined ? '' : `; file ${plainCheck.cacheFile}`;
    io.stderr(`deckcheck: code cache of ${fileURLToPath(SCRIPT)}: ${plainCheck.state}, ${saved}${file}\n`);
  }
  return code;
}

/** The command line's exit code, as run.js's run() gives it. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const code = argv[0] === 'check' ? await runPlainCheck(argv.slice(1), io) : undefined;
  if (code !== undefined) return code;
  const { run: runProgram } = await import('./run.js');
  return runProgram(argv, io);
}
