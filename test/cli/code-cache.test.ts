/**
 * A plain check runs from one classic script with V8's code cache written after the run (src/cli/script-cache.ts,
 * issue 30): the cache file is written after a first check and used by the next, a damaged or truncated one is
 * ignored and written again, a folder it cannot write only means no cache, and the output and exit code are the same
 * bytes with and without it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheData, cacheFileBytes, runClassicScript, scriptHash } from '../../src/cli/script-cache.js';
import { BIN_BUILT, fixture, runBin } from '../helpers.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'deckcheck-code-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let made = 0;
const freshDir = () => {
  const dir = path.join(scratch, String(made++));
  mkdirSync(dir);
  return dir;
};

describe('the cache file: the data twice, used only when both copies are the same bytes', () => {
  const data = Buffer.from('code cache bytes, any length');
  const whole = cacheFileBytes(data);
  const flipped = (at: number) => {
    const b = Buffer.from(whole);
    b[at] = (b[at] ?? 0) ^ 0x40;
    return b;
  };
  it('a whole file gives the data back', () => {
    expect(cacheData(whole)).toEqual(data);
    expect(whole.length).toBe(8 + 2 * data.length);
  });
  it.each([
    ['cut short', whole.subarray(0, whole.length - 1)],
    ['cut to its header', whole.subarray(0, 8)],
    ['empty', Buffer.alloc(0)],
    ['a byte changed in the first copy', flipped(8 + 3)],
    ['a byte changed in the second copy', flipped(whole.length - 2)],
    ['another marker', flipped(0)],
    ['a length that does not fit', flipped(4)],
    ['with bytes after it', Buffer.concat([whole, Buffer.from([0])])],
    ['no data', cacheFileBytes(Buffer.alloc(0))],
  ])('%s: not used', (_label, bytes) => {
    expect(cacheData(bytes)).toBeUndefined();
  });
});

describe('scriptHash', () => {
  it.each([
    ['(function () {})\n//# deckcheck-hash=0123456789abcdef\n', '0123456789abcdef'],
    ['(function () {})\n', undefined],
    ['(function () {})\n//# deckcheck-hash=not-hex\n', undefined],
  ])('%j → %s', (source, hash) => {
    expect(scriptHash(source)).toBe(hash);
  });
});

describe('runClassicScript', () => {
  const HASH = 'feedc0de12345678';
  /** A script as the build wraps one; `body` sets what it exports. */
  function script(body: string): string {
    const dir = freshDir();
    const file = path.join(dir, 'part.cjs');
    writeFileSync(file, `(function (exports, require, module, __deckcheckUrl) {\n${body}\n})\n//# deckcheck-hash=${HASH}\n`);
    return file;
  }
  const body = "exports.add = (a, b) => a + b; exports.url = __deckcheckUrl; exports.sep = require('node:path').sep;";
  type Exports = { add: (a: number, b: number) => number; url: string; sep: string };

  it('writes the cache after the first run; the next run uses it', () => {
    const file = script(body);
    const folder = freshDir();
    const first = runClassicScript<Exports>(file, folder);
    expect(first.state).toBe('missing');
    expect(first.exports.add(2, 3)).toBe(5);
    expect(first.exports.url).toBe(`file://${file}`);
    expect(first.exports.sep).toBe(path.sep);
    expect(first.cacheFile).toBe(path.join(folder, `deckcheck-part.cjs-${HASH}.v8cache`));
    expect(first.saveCache()).toBe('written');
    const second = runClassicScript<Exports>(file, folder);
    expect(second.state).toBe('used');
    expect(second.exports.add(20, 22)).toBe(42);
    expect(second.saveCache()).toBe('kept');
  });

  it.each<[string, 'damaged' | 'rejected', (file: string, cacheFile: string) => void]>([
    ['a cache file with a byte changed', 'damaged', (_file, cache) => {
      const b = readFileSync(cache);
      writeFileSync(cache, Buffer.concat([b.subarray(0, 20), Buffer.from([(b[20] ?? 0) ^ 1]), b.subarray(21)]));
    }],
    ['a cache file cut short', 'damaged', (_file, cache) => {
      const b = readFileSync(cache);
      writeFileSync(cache, b.subarray(0, b.length >> 1));
    }],
    // The same name (the same hash line), another source: V8 sees the source does not match.
    ['a cache V8 rejects (made for another source)', 'rejected', (file) => {
      writeFileSync(file, readFileSync(file, 'latin1').replace('a + b', 'b + a + 0'));
    }],
  ])('%s is not used, and is written again', (_label, state, spoil) => {
    const file = script(body);
    const folder = freshDir();
    const first = runClassicScript<Exports>(file, folder);
    first.saveCache();
    spoil(file, first.cacheFile ?? '');
    const spoiled = runClassicScript<Exports>(file, folder);
    expect(spoiled.state).toBe(state);
    expect(spoiled.exports.add(2, 3)).toBe(5);
    expect(spoiled.saveCache()).toBe('written');
    expect(runClassicScript<Exports>(file, folder).state).toBe('used');
  });

  it('a cache file it cannot write only means no cache', () => {
    const file = script(body);
    const folder = freshDir();
    const run = runClassicScript<Exports>(file, folder);
    mkdirSync(run.cacheFile ?? ''); // a folder where the file should go: the rename fails, whoever runs the test
    expect(run.saveCache()).toMatch(/^failed: /);
    expect(run.exports.add(2, 3)).toBe(5);
  });

  it('without a folder, or a script without a hash line, there is no cache', () => {
    const off = runClassicScript<Exports>(script(body), undefined);
    expect([off.state, off.cacheFile, off.saveCache(), off.exports.add(1, 2)]).toEqual(['off', undefined, 'off', 3]);
    const file = script(body);
    writeFileSync(file, readFileSync(file, 'latin1').replace(/\/\/# deckcheck-hash=.*\n$/, ''));
    const unhashed = runClassicScript<Exports>(file, freshDir());
    expect([unhashed.state, unhashed.saveCache()]).toEqual(['off', 'off']);
  });

  it('a new build (another hash) removes the cache files of the old one', () => {
    const folder = freshDir();
    const file = script(body);
    runClassicScript<Exports>(file, folder).saveCache();
    writeFileSync(file, readFileSync(file, 'latin1').replace(HASH, '0000000011111111'));
    runClassicScript<Exports>(file, folder).saveCache();
    expect(readdirSync(folder)).toEqual(['deckcheck-part.cjs-0000000011111111.v8cache']);
  });
});

/** Node 22.8 and later: module.getCompileCacheDir, which names the cache's folder. */
const hasCacheDir = typeof (module as { getCompileCacheDir?: unknown }).getCompileCacheDir === 'function';

describe.skipIf(!BIN_BUILT || !hasCacheDir)('the built CLI: a check with the code cache', () => {
  const debugLine = /^deckcheck: code cache of \S+check-plain\.cjs: (\w+), ([^;\n]+)(?:; file (.*))?$/m;
  /** A run's result without the time its summary line states and without the debug line. */
  const untimed = (r: ReturnType<typeof runBin>) => ({
    ...r,
    stderr: r.stderr.replace(/\(\d+(?:\.\d+)? s\)/g, '(time)').replace(/^deckcheck: code cache of .*\n/m, ''),
  });
  const cacheState = (r: ReturnType<typeof runBin>) => debugLine.exec(r.stderr)?.slice(1, 3);
  const debug = { DECKCHECK_DEBUG_CODE_CACHE: '1' };

  it.each([
    ['a legal deck', ['check', '--no-db', '--format', 'modern', '--date', '2025-01-15', fixture('teams', 'legal', 'player-a.txt')], 0],
    ['an illegal deck', ['check', '--no-db', '--format', 'legacy', '--date', '2025-01-15', fixture('rules', 'card-banned', 'illegal-sideboard-oko.txt')], 1],
    ['JSON', ['check', '--no-db', '-r', 'json', '--format', 'modern', '--date', '2025-01-15', fixture('teams', 'legal', 'player-b.txt')], 0],
  ])('%s: written by the first run, used by the second, the same output as without it', (_label, argv, code) => {
    const dir = freshDir();
    const first = runBin(argv, { DECKCHECK_DATA_DIR: dir, ...debug });
    expect(first.code, first.stderr).toBe(code);
    expect(cacheState(first)).toEqual(['missing', 'written']);
    const second = runBin(argv, { DECKCHECK_DATA_DIR: dir, ...debug });
    expect(cacheState(second)).toEqual(['used', 'kept']);
    const without = runBin(argv, { DECKCHECK_DATA_DIR: dir, DECKCHECK_COMPILE_CACHE: '0', ...debug });
    expect(cacheState(without)).toEqual(['off', 'off']);
    expect(untimed(second)).toEqual(untimed(without));
    expect(untimed(first)).toEqual(untimed(without));
    // Without the debug setting, not a byte more.
    expect(untimed(runBin(argv, { DECKCHECK_DATA_DIR: dir }))).toEqual(untimed(without));
  });

  const deck = ['check', '--no-db', '--format', 'modern', '--date', '2025-01-15', fixture('teams', 'legal', 'player-a.txt')];
  it('a damaged cache file is not used; the run writes it again', () => {
    const dir = freshDir();
    const first = runBin(deck, { DECKCHECK_DATA_DIR: dir, ...debug });
    const file = debugLine.exec(first.stderr)?.[3] ?? '';
    expect(file).toContain(path.join(dir, 'compile-cache'));
    const bytes = readFileSync(file);
    bytes[bytes.length >> 2] = (bytes[bytes.length >> 2] ?? 0) ^ 0xff; // in the first copy: V8 would read it
    writeFileSync(file, bytes);
    const damaged = runBin(deck, { DECKCHECK_DATA_DIR: dir, ...debug });
    expect(damaged.code).toBe(0);
    expect(cacheState(damaged)).toEqual(['damaged', 'written']);
    expect(untimed(damaged)).toEqual(untimed(first));
    expect(cacheState(runBin(deck, { DECKCHECK_DATA_DIR: dir, ...debug }))).toEqual(['used', 'kept']);
  });

  it('a run that stops on a usage error writes no cache (it compiled little of a check)', () => {
    const dir = freshDir();
    const r = runBin(['check', '--no-db', '--format', 'modern', 'no-such-file.txt'], { DECKCHECK_DATA_DIR: dir, ...debug });
    expect(r.code).toBe(2);
    expect(cacheState(r)).toEqual(['missing', 'not written (exit 2)']);
  });

  it.each([
    ['DECKCHECK_COMPILE_CACHE=0', { DECKCHECK_COMPILE_CACHE: '0' }],
    ['NODE_DISABLE_COMPILE_CACHE=1', { NODE_DISABLE_COMPILE_CACHE: '1' }],
  ])('none with %s', (_label, env) => {
    const dir = freshDir();
    const r = runBin(deck, { DECKCHECK_DATA_DIR: dir, ...debug, ...env });
    expect(r.code).toBe(0);
    expect(cacheState(r)).toEqual(['off', 'off']);
  });
});
