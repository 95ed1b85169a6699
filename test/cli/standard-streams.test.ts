/**
 * How the built CLI writes standard output and standard error (bin/deckcheck.js, issue 30): straight to a file, a pipe,
 * a socket or /dev/null, without Node's stream and network modules; the same bytes and exit codes as the in-process
 * CLI; a reader that stops early (EPIPE) ends the run quietly with its exit code; a pipe another process made
 * non-blocking (EAGAIN) still gets every byte, in order. The runs that count modules have the compile cache off: with
 * it on, bin/deckcheck.js loads node:v8 (to have V8 compile whole modules), which brings Node's stream modules, and
 * the last case holds that that is all it brings.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import module from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO, fixture, runCli } from '../helpers.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'deckcheck-streams-'));
afterAll(() => spawnSync('rm', ['-rf', scratch]));
/**
 * A preload that writes, when the process exits, the modules Node loaded (process.moduleLoadList) to $MODULES_OUT, and
 * a last line `process.stdout built` if the run read process.stdout (which builds Node's stream for it).
 */
const PRELOAD = path.join(scratch, 'modules.cjs');
writeFileSync(
  PRELOAD,
  "let built = false; const d = Object.getOwnPropertyDescriptor(process, 'stdout');\n" +
    "Object.defineProperty(process, 'stdout', { configurable: true, enumerable: d.enumerable, get() { built = true; return d.get.call(this); } });\n" +
    "process.on('exit', () => require('fs').writeFileSync(process.env.MODULES_OUT, [...process.moduleLoadList, ...(built ? ['process.stdout built'] : [])].join('\\n')));\n",
);
const BIN = path.join(REPO, 'bin/deckcheck.js');
const ENV = { PATH: process.env.PATH ?? '', HOME: scratch, DECKCHECK_DATA_DIR: scratch, DECKCHECK_COMPILE_CACHE: '0' };
/** The summary line's seconds vary from run to run. */
const timeless = (s: string) => s.replace(/\(\d+\.\d\d s\)/g, '(t s)');
const NETWORK = ['NativeModule net', 'NativeModule tty', 'NativeModule stream'];

const ILLEGAL = fixture('rules', 'card-banned', 'illegal-main-oko-lowercase.txt');
const CHECK = ['check', '--no-db', '--format', 'modern', '--date', '2025-01-15'];
const COMMANDS: [string, string[]][] = [
  ['a legal check', [...CHECK, fixture('teams', 'legal', 'player-a.txt')]],
  ['an illegal check, JSON report', [...CHECK, '--reporter', 'json', ILLEGAL]],
  ['rules', ['rules']],
  ['--version', ['--version']],
  ['an unreadable deck (exit 2)', [...CHECK, 'no-such-deck.txt']],
];

let n = 0;
/** Node's modules loaded by one run of `cmd` (a shell command line; $NODE and $BIN are set). */
function modulesOf(cmd: string, env: Record<string, string> = {}): { modules: string[]; code: number | null } {
  const out = path.join(scratch, `modules-${n++}.txt`);
  const r = spawnSync('sh', ['-c', cmd], {
    cwd: REPO,
    env: { ...ENV, ...env, NODE: process.execPath, BIN, PRELOAD, MODULES_OUT: out },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { modules: readFileSync(out, 'utf8').split('\n'), code: r.status };
}

describe.skipIf(!BIN_BUILT || process.platform === 'win32')('standard output and standard error of the built CLI', () => {
  it('the count below is not blind: writing through process.stderr to a pipe loads net and stream', () => {
    const { modules } = modulesOf('"$NODE" -r "$PRELOAD" -e "process.stderr.write(\'x\')" 2>&1 | cat >/dev/null');
    expect(modules).toEqual(expect.arrayContaining(['NativeModule net', 'NativeModule stream']));
  });

  it.each(COMMANDS)('%s: no net, tty or stream module; the same bytes and exit code as in-process', async (_name, argv) => {
    const want = await runCli(argv);
    const args = argv.map((a) => `'${a}'`).join(' ');
    const outFile = path.join(scratch, `out-${n}.txt`);
    const errFile = path.join(scratch, `err-${n}.txt`);
    // stdout a file, stderr a pipe (as a CI job or a script runs it)
    const fileAndPipe = spawnSync(process.execPath, ['-r', PRELOAD, BIN, ...argv], {
      cwd: REPO,
      env: { ...ENV, MODULES_OUT: path.join(scratch, `modules-${n}.txt`) },
      stdio: ['ignore', openSync(outFile, 'w'), 'pipe'],
      encoding: 'utf8',
    });
    expect(fileAndPipe.status).toBe(want.code);
    expect(readFileSync(outFile, 'utf8')).toBe(want.stdout);
    expect(timeless(fileAndPipe.stderr)).toBe(timeless(want.stderr));
    const loaded = readFileSync(path.join(scratch, `modules-${n++}.txt`), 'utf8').split('\n');
    for (const m of NETWORK) expect(loaded).not.toContain(m);

    // stdout a pipe (a shell pipeline: a FIFO), stderr a file
    const piped = modulesOf(`"$NODE" -r "$PRELOAD" "$BIN" ${args} 2>'${errFile}' | cat >'${outFile}'`);
    expect(readFileSync(outFile, 'utf8')).toBe(want.stdout);
    expect(timeless(readFileSync(errFile, 'utf8'))).toBe(timeless(want.stderr));
    for (const m of NETWORK) expect(piped.modules).not.toContain(m);

    // stdout /dev/null, stderr a pipe; the exit code through the shell
    const devNull = modulesOf(`"$NODE" -r "$PRELOAD" "$BIN" ${args} >/dev/null`);
    expect(devNull.code).toBe(want.code);
    for (const m of NETWORK) expect(devNull.modules).not.toContain(m);
  });

  it.skipIf(typeof (module as { enableCompileCache?: unknown }).enableCompileCache !== 'function')(
    'with the compile cache on, a check loads node:v8 and the stream modules it brings, still no net or tty module, and writes its output the same',
    async () => {
      const argv = [...CHECK, fixture('teams', 'legal', 'player-a.txt')];
      const want = await runCli(argv);
      const outFile = path.join(scratch, `out-${n}.txt`);
      // stdout a file, so that the shell's exit code is the run's
      const cached = modulesOf(`"$NODE" -r "$PRELOAD" "$BIN" ${argv.map((a) => `'${a}'`).join(' ')} >'${outFile}'`, {
        DECKCHECK_COMPILE_CACHE: '',
      });
      expect(cached.code).toBe(want.code);
      expect(readFileSync(outFile, 'utf8')).toBe(want.stdout);
      expect(cached.modules).toContain('NativeModule v8');
      for (const m of ['NativeModule net', 'NativeModule tty', 'process.stdout built']) expect(cached.modules).not.toContain(m);
    },
  );
});

/** Runs the built CLI with stdout and stderr pipes; `close` is the one whose reader stops before anything is written. */
function closedEarly(argv: readonly string[], close: 'stdout' | 'stderr'): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...argv], { cwd: REPO, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    const got = { stdout: '', stderr: '' };
    for (const name of ['stdout', 'stderr'] as const) {
      if (name === close) child[name].destroy();
      else child[name].on('data', (d: Buffer) => (got[name] += d.toString('utf8')));
    }
    child.on('close', (code, signal) => resolve({ code, signal, ...got }));
  });
}

describe.skipIf(!BIN_BUILT || process.platform === 'win32')('a reader that stops early (EPIPE)', () => {
  it.each([
    ['rules', ['rules']],
    ['formats --json', ['formats', '--json']],
    ['an illegal check', [...CHECK, ILLEGAL]],
    ['a legal check', [...CHECK, fixture('teams', 'legal', 'player-a.txt')]],
  ])('%s: stdout closed, then stderr closed: the exit code of the run, no error, the other stream whole', async (_name, argv) => {
    const want = await runCli(argv);
    const noStdout = await closedEarly(argv, 'stdout');
    expect(noStdout.signal).toBeNull();
    expect(noStdout.code).toBe(want.code);
    expect(timeless(noStdout.stderr)).toBe(timeless(want.stderr));
    const noStderr = await closedEarly(argv, 'stderr');
    expect(noStderr.signal).toBeNull();
    expect(noStderr.code).toBe(want.code);
    expect(noStderr.stdout).toBe(want.stdout);
  });
});

/** The modules and bytes of one run of the built CLI whose stdout is a FIFO, read only once the run has written it all. */
async function throughFullPipe(argv: readonly string[], nonBlocking: boolean): Promise<{ code: number | null; stdout: string; stderr: string; loaded: string[] }> {
  const fifo = path.join(scratch, `fifo-${n}`);
  const modulesOut = path.join(scratch, `modules-${n++}.txt`);
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  // Node (libuv) makes a child's standard descriptors blocking when it starts it: perl makes stdout non-blocking again,
  // as another Node process that shares the pipe would, and then runs the CLI.
  const node = [process.execPath, '-r', PRELOAD, BIN, ...argv];
  const child = spawn(
    nonBlocking ? 'perl' : node[0] ?? '',
    nonBlocking ? ['-e', 'use Fcntl; fcntl(STDOUT, F_SETFL, fcntl(STDOUT, F_GETFL, 0) | O_NONBLOCK) or die; exec @ARGV or die', ...node] : node.slice(1),
    { cwd: REPO, env: { ...ENV, MODULES_OUT: modulesOut }, stdio: ['ignore', writer, 'pipe'] },
  );
  closeSync(writer);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // Nothing is read until the run has written its report (the note on stderr comes with it): the pipe is full.
  for (let waited = 0; !stderr.includes('deckcheck: note:') && waited < 30_000; waited += 20) await sleep(20);
  await sleep(200);
  const chunks: Buffer[] = [];
  const buf = Buffer.alloc(65536);
  for (;;) {
    let got: number;
    try {
      got = readSync(reader, buf, 0, buf.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      await sleep(5);
      continue;
    }
    if (got === 0) break; // every writer closed: the run has ended
    chunks.push(Buffer.from(buf.subarray(0, got)));
  }
  closeSync(reader);
  const code = await exited;
  return { code, stdout: Buffer.concat(chunks).toString('utf8'), stderr, loaded: readFileSync(modulesOut, 'utf8').split('\n') };
}

const hasPerl = spawnSync('perl', ['-e', '1']).status === 0;
describe.skipIf(!BIN_BUILT || process.platform !== 'linux' || !hasPerl)('a pipe another process made non-blocking (EAGAIN)', () => {
  it('a report larger than the pipe: every byte, in order; what the full pipe refused went through the stream', async () => {
    // 400 illegal decks: a stylish report of some 110 KB, more than a pipe holds (64 KB).
    const dir = path.join(scratch, 'decks');
    mkdirSync(dir);
    for (let i = 0; i < 400; i++) copyFileSync(ILLEGAL, path.join(dir, `deck-${String(i).padStart(3, '0')}.txt`));
    const argv = [...CHECK, dir];
    const want = await runCli(argv);
    expect(want.stdout.length).toBeGreaterThan(65536);
    for (const nonBlocking of [false, true]) {
      const got = await throughFullPipe(argv, nonBlocking);
      expect(got.code).toBe(want.code);
      expect(got.stdout).toBe(want.stdout);
      expect(timeless(got.stderr)).toBe(timeless(want.stderr));
      // A blocking pipe waits for its reader; a non-blocking one refuses the write (EAGAIN) and the stream takes it.
      expect(got.loaded.includes('process.stdout built')).toBe(nonBlocking);
    }
  });
});

describe.skipIf(!BIN_BUILT)('the bundle is ASCII', () => {
  // V8 keeps an ASCII module's text at one byte per character; one other character doubles the whole module's text.
  it('every chunk of dist/bundle', () => {
    const files = readdirSync(path.join(REPO, 'dist/bundle'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const notAscii = files.filter((f) => /[^\t\n\r\u0020-\u007e]/.test(readFileSync(path.join(REPO, 'dist/bundle', f), 'utf8')));
    expect(notAscii).toEqual([]);
  });
});
