#!/usr/bin/env node
// deckcheck command-line entry point: run the CLI, set the exit code. A crash is exit 2 with a "please report" line.
import module from 'node:module';
import path from 'node:path';

// node:fs by require, not import: Node builds a built-in's ES module namespace by reading all its properties, and
// fs.promises loads some forty more of Node's modules (the bundle does the same, scripts/bundle.js).
const require = module.createRequire(import.meta.url);
const { fstatSync, statSync, writeSync } = require('node:fs');
const { Buffer } = require('node:buffer');

/**
 * Node's module compile cache (Node 22.1 and later): the code V8 compiled from deckcheck's modules, kept in
 * compile-cache/ beside the card database, so the next run does not compile the bundle again
 * (docs/reference/card-database.md, "Compile cache"). Off with DECKCHECK_COMPILE_CACHE=0 or Node's own
 * NODE_DISABLE_COMPILE_CACHE=1; Node's NODE_COMPILE_CACHE=<dir> chooses another directory. Not for `db` commands
 * (they write the database directory). Whatever fails here (no home, a read-only directory) only means no cache.
 */
async function enableCompileCache(argv, env) {
  if (typeof module.enableCompileCache !== 'function' || env.DECKCHECK_COMPILE_CACHE === '0' || argv[0] === 'db') return;
  if (env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return; // Node's own setting decides
  const flag = argv.findIndex((a) => a === '--data-dir' || a.startsWith('--data-dir='));
  const given = flag < 0 ? undefined : argv[flag].includes('=') ? argv[flag].slice(11) : argv[flag + 1];
  // The data directory the run itself uses (src/db/paths.ts): --data-dir, DECKCHECK_DATA_DIR, else the default.
  const { resolveDataDir } = await import('../dist/src/db/paths.js');
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
    const { status } = module.enableCompileCache(path.join(data.dir, 'compile-cache'));
    // With the cache, V8 compiles every function of a module when it compiles the module (--no-lazy), so the cache
    // holds them all: otherwise it holds the modules' outer code only, and each run compiles again every function it
    // calls. A small check with the built-in card data takes 1.16x the same check with --no-db so, against 1.22x
    // (Node 26; docs/development/benchmarks.md, the built-in card data), node:v8 and the stream modules it loads
    // (about 2 ms) counted. Without a cache, functions stay compiled when first called: compiling all of them at every
    // run would cost more.
    if (status === module.constants.compileCacheStatus.ENABLED) require('node:v8').setFlagsFromString('--no-lazy');
  } catch {
    // no cache
  }
}
// Standard output and standard error. Node builds process.stdout and process.stderr when they are first read, and
// for a pipe or a socket that loads its stream and network code (some thirty modules of its own, about 10 ms of every
// small check). Where fstat says the descriptor is a regular file, a pipe, a socket or (Linux) a memory device such as
// /dev/null, the text is written straight to it with writeSync, as Node itself does for files and, on Linux, for pipes
// (synchronously): the same bytes in the same order, no stream, no Buffer per piece for the garbage collector. Such a
// descriptor is not a terminal, so no stream is built to ask. Another character device is written straight too when
// Node's stream for it says it is not a terminal; a terminal and Windows keep Node's stream. Each is decided on first
// use (`deckcheck --version > file` looks at standard error not at all).
const POSIX = process.platform !== 'win32';
function writtenStraight(fd, stream) {
  if (!POSIX) return false;
  try {
    const st = fstatSync(fd);
    if (st.isFile() || st.isFIFO() || st.isSocket()) return true;
    if (!st.isCharacterDevice()) return false;
    // Linux character devices of major number 1 are memory devices (/dev/null, /dev/zero, /dev/full), never a terminal.
    if (process.platform === 'linux' && ((st.rdev >> 8) & 0xfff) === 1) return true;
    return !stream().isTTY;
  } catch {
    return false;
  }
}

// A reader that stops early (`deckcheck rules | head`) closes the pipe: stop quietly, as other command-line tools do,
// instead of failing on the write. As Node's stream reports the failed write (on the next tick), the run then exits
// with the exit code it has set by then (0 before it has one); nothing more is written to that descriptor.
const quietExit = () => process.exit(process.exitCode ?? 0);
const watched = new Set();
function standard(stream) {
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', (error) => {
      if (error.code === 'EPIPE') quietExit();
      throw error;
    });
  }
  return stream;
}

/**
 * A writer for standard output (fd 1) or standard error (fd 2): `write` straight to the descriptor where it can
 * (above), else through Node's stream. A descriptor another process has made non-blocking (a pipe shared with a Node
 * parent) can refuse a write (EAGAIN) when its reader is slow: that text and all later text then go through the
 * stream, which waits for the reader, so the order stays as written.
 */
function writer(fd, getStream) {
  let straight;
  let closed = false;
  const stream = () => standard(getStream());
  const isStraight = () => (straight ??= writtenStraight(fd, stream));
  const viaStream = (text) => void stream().write(text);
  return {
    isTTY: () => (isStraight() ? false : Boolean(stream().isTTY)),
    /** Whether text waits in the stream for its reader (only once the stream is used). */
    needsDrain: () => !isStraight() && !closed && stream().writableNeedDrain,
    stream,
    write(text) {
      if (closed) return;
      if (!isStraight()) return viaStream(text);
      let rest = text;
      for (;;) {
        let written;
        try {
          written = typeof rest === 'string' ? writeSync(fd, rest) : writeSync(fd, rest, 0, rest.length);
        } catch (error) {
          if (error?.code === 'EAGAIN') {
            straight = false;
            return viaStream(rest);
          }
          if (error?.code === 'EPIPE') {
            closed = true;
            process.nextTick(quietExit);
            return;
          }
          throw error;
        }
        if (written >= (typeof rest === 'string' ? Buffer.byteLength(rest) : rest.length)) return;
        // A part of the text written (a signal, a full non-blocking pipe): the rest, as bytes, again.
        rest = (typeof rest === 'string' ? Buffer.from(rest) : rest).subarray(written);
      }
    },
  };
}
const out = writer(1, () => process.stdout);
const err = writer(2, () => process.stderr);

const argv = process.argv.slice(2);
// `deckcheck --version` alone: the version, without the program (commander answers it the same in any other line).
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  out.write(`${(await import('../dist/src/version.js')).VERSION}\n`);
  process.exit(0);
}
await enableCompileCache(argv, process.env);
// A check starts from the check's own build (src/cli/check/main.ts, scripts/bundle.js), every other line from run.js.
const { run } = await import(argv[0] === 'check' ? '../dist/bundle/check/main.js' : '../dist/bundle/run.js');

try {
  process.exitCode = await run(argv, {
    stdout: out.write,
    drain: () => (out.needsDrain() ? new Promise((resolve) => out.stream().once('drain', resolve)) : Promise.resolve()),
    stderr: err.write,
    cwd: process.cwd(),
    env: process.env,
    get stdoutIsTTY() {
      return out.isTTY();
    },
    get stderrIsTTY() {
      return err.isTTY();
    },
  });
} catch (error) {
  err.write(
    `deckcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      'This is a bug in deckcheck, not a problem with your decklist. Please report it with the command you ran.\n',
  );
  process.exitCode = 2;
}
