#!/usr/bin/env node
// deckcheck command-line entry point: run the CLI, set the exit code. A crash is exit 2 with a "please report" line.
import { fstatSync, writeSync } from 'node:fs';
import { run } from '../dist/bundle/run.js';

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
const writeStdout = stdoutIsFile() ? (text) => void writeSync(1, text) : (text) => void process.stdout.write(text);

// A reader that stops early (`deckcheck rules | head`) closes the pipe: stop quietly, as other command-line tools do,
// instead of failing on the write.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

try {
  process.exitCode = await run(process.argv.slice(2), {
    stdout: writeStdout,
    drain: () => (process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once('drain', resolve)) : Promise.resolve()),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
  });
} catch (error) {
  process.stderr.write(
    `deckcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      'This is a bug in deckcheck, not a problem with your decklist. Please report it with the command you ran.\n',
  );
  process.exitCode = 2;
}
