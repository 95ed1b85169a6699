#!/usr/bin/env node
// deckcheck command-line entry point: run the CLI, set the exit code. A crash is exit 2 with a "please report" line.
import module from 'node:module';
import path from 'node:path';
import { resolveDataDir } from '../dist/src/db/paths.js';

// node:fs by require, not import: Node builds a built-in's ES module namespace by reading all its properties, and
// fs.promises loads some forty more of Node's modules (the bundle does the same, scripts/bundle.js).
const { fstatSync, statSync, writeSync } = module.createRequire(import.meta.url)('node:fs');

/**
 * Node's module compile cache (Node 22.1 and later): the code V8 compiled from deckcheck's modules, kept in
 * compile-cache/ beside the card database, so the next run does not compile the bundle again
 * (docs/reference/card-database.md, "Compile cache"). Off with DECKCHECK_COMPILE_CACHE=0 or Node's own
 * NODE_DISABLE_COMPILE_CACHE=1; Node's NODE_COMPILE_CACHE=<dir> chooses another directory. Not for `db` commands
 * (they write the database directory). Whatever fails here (no home, a read-only directory) only means no cache.
 */
function enableCompileCache(argv, env) {
  if (typeof module.enableCompileCache !== 'function' || env.DECKCHECK_COMPILE_CACHE === '0' || argv[0] === 'db') return;
  if (env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return; // Node's own setting decides
  const flag = argv.findIndex((a) => a === '--data-dir' || a.startsWith('--data-dir='));
  const given = flag < 0 ? undefined : argv[flag].includes('=') ? argv[flag].slice(11) : argv[flag + 1];
  // The data directory the run itself uses (src/db/paths.ts): --data-dir, DECKCHECK_DATA_DIR, else the default.
  const data = resolveDataDir(given, env, process.cwd());
  if (!data) return;
  // A directory given that does not exist is the run's own error to report; the cache does not create it.
  if (data.explicit) {
    try {
      if (!statSync(data.dir).isDirectory()) return;
    } catch {
      return;
    }
  }
  try {
    module.enableCompileCache(path.join(data.dir, 'compile-cache'));
  } catch {
    // no cache
  }
}
enableCompileCache(process.argv.slice(2), process.env);
// A check starts from its own entry (src/cli/check-start.ts: one classic script with V8's code cache), every other
// command from run.js.
const { run } = await import(process.argv[2] === 'check' ? '../dist/bundle/check-start.js' : '../dist/bundle/run.js');

// Standard output to a file (or /dev/null) is written straight, as Node's own stream for files does, but without
// turning each piece into a Buffer that waits for the garbage collector (tens of MB on a long report).
function stdoutIsFile() {
  try {
    const st = fstatSync(1);
    return st.isFile() || (st.isCharacterDevice() && !process.stdout.isTTY);
  } catch {
    return false;
  }
}
// Node builds process.stdout and process.stderr when they are first read (for a pipe, a socket and the network code
// beneath it): each is read only when the run uses it, so `deckcheck --version > file` builds neither.
// A reader that stops early (`deckcheck rules | head`) closes the pipe: stop quietly, as other command-line tools do,
// instead of failing on the write.
const watched = new Set();
function standard(stream) {
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', (error) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  return stream;
}
const stdout = () => standard(process.stdout);
const stderr = () => standard(process.stderr);
const writeStdout = stdoutIsFile() ? (text) => void writeSync(1, text) : (text) => void stdout().write(text);

try {
  process.exitCode = await run(process.argv.slice(2), {
    stdout: writeStdout,
    drain: () => (stdout().writableNeedDrain ? new Promise((resolve) => stdout().once('drain', resolve)) : Promise.resolve()),
    stderr: (text) => void stderr().write(text),
    cwd: process.cwd(),
    env: process.env,
    get stdoutIsTTY() {
      return Boolean(stdout().isTTY);
    },
    get stderrIsTTY() {
      return Boolean(stderr().isTTY);
    },
  });
} catch (error) {
  stderr().write(
    `deckcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      'This is a bug in deckcheck, not a problem with your decklist. Please report it with the command you ran.\n',
  );
  process.exitCode = 2;
}
