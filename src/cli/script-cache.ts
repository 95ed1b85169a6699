/**
 * Runs a part of the built CLI that is one classic script (dist/bundle/check/check-plain.cjs, scripts/bundle.js) with
 * V8's code cache, written AFTER the run. Node's module compile cache (bin/deckcheck.js) writes a module's code right
 * after compiling it, before it runs, so it holds only what V8 compiles eagerly: each run still compiled the few
 * hundred functions a check calls. Here the cache is made once the check has run, so it holds them too, and the next
 * run compiles next to nothing; one script instead of several modules also spares Node's module loader its cost per
 * file.
 *
 * The cache file lives in the folder of Node's compile cache (module.getCompileCacheDir(): compile-cache/<Node version,
 * architecture and V8 flags>/ beside the card database), so it is on exactly when Node's is (not with
 * DECKCHECK_COMPILE_CACHE=0, NODE_DISABLE_COMPILE_CACHE=1 or for `db` commands) and where NODE_COMPILE_CACHE says.
 * Its name carries the script's content hash (the script's last line, put there by the build), so a new build never
 * reads an old build's code. V8 checks its own version and flags and the source's length; it does not check the
 * payload (a damaged one can crash the process), so the file holds the data twice and is used only when both copies
 * are the same bytes (a native comparison: hashing it would first load node:crypto or node:zlib, which costs more
 * than the cache saves). A file that is missing, damaged or rejected by V8 is written again after the run; whatever
 * fails (a read-only folder) only means no cache.

 */
import { readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/** The last line of a script built for this loader: `//# deckcheck-hash=<hex>`. */
const HASH_MARK = '\n//# deckcheck-hash=';
/** The cache file: these 4 bytes, the data's length (4 bytes, little-endian), the data, the data again. */
const MAGIC = 0x31434b44; // "DKC1"
const HEADER = 8;

/** What became of the code cache in a run: none (off or no hash), missing, used, rejected (by V8), damaged. */
export type CacheState = 'off' | 'missing' | 'used' | 'rejected' | 'damaged';

/** The script's parameters, as the build wraps it: `(function (exports, require, module, __deckcheckUrl) { … })`. */
type Wrapper = (exports: object, require: NodeJS.Require, mod: { exports: object }, url: string) => void;

export interface ClassicScript<T> {
  readonly exports: T;
  readonly state: CacheState;
  /** The cache file's path, when there is a cache folder. */
  readonly cacheFile: string | undefined;
  /**
   * After the run: write the code cache when there was none to use (missing, damaged or rejected). Returns what it did
   * ('written', 'kept' when it was used, 'off' without a cache folder, or 'failed: <reason>'); never throws.
   */
  saveCache(): string;
}

/** The folder of Node's compile cache when it is on (Node 22.8 and later), else undefined. */
export function compileCacheFolder(): string | undefined {
  const get = (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir;
  return typeof get === 'function' ? get() : undefined;
}

/** The script's content hash from its last line, or undefined when it has none. */
export function scriptHash(source: string): string | undefined {
  const at = source.lastIndexOf(HASH_MARK);
  const hash = at < 0 ? '' : source.slice(at + HASH_MARK.length).trim();
  return /^[0-9a-f]{8,64}$/.test(hash) ? hash : undefined;
}

/** The code cache in a file's bytes, or undefined when the file is not whole (length, marker, the two copies). */
export function cacheData(file: Buffer): Buffer | undefined {
  if (file.length < HEADER || file.readUInt32LE(0) !== MAGIC) return undefined;
  const n = file.readUInt32LE(4);
  if (n === 0 || file.length !== HEADER + 2 * n) return undefined;
  if (file.compare(file, HEADER, HEADER + n, HEADER + n, HEADER + 2 * n) !== 0) return undefined;
  return file.subarray(HEADER, HEADER + n);
}

/** A cache file's bytes for `data`. */
export function cacheFileBytes(data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(HEADER + 2 * data.length);
  out.writeUInt32LE(MAGIC, 0);
  out.writeUInt32LE(data.length, 4);
  data.copy(out, HEADER);
  data.copy(out, HEADER + data.length);
  return out;
}

/**
 * Writes `bytes` to `file` whole or not at all: a temporary file, then renamed over it (a run that reads it meanwhile
 * reads the old file or the new one; one cut short is caught by cacheData).
 */
function writeWhole(file: string, bytes: Buffer): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, file);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // it was not made
    }
    throw e;
  }
}

/** Removes the cache files of other builds of the same script (same prefix, another hash) from the folder. */
function removeOthers(folder: string, prefix: string, keep: string): void {
  for (const name of readdirSync(folder)) {
    if (name.startsWith(prefix) && name.endsWith('.v8cache') && name !== keep) {
      try {
        unlinkSync(path.join(folder, name));
      } catch {
        // another run's, or gone already
      }
    }
  }
}

/**
 * Loads and runs the classic script `file` (a path), with the code cache in `folder` (compileCacheFolder() by default;
 * undefined: no cache). Returns what the script exports and the cache's state.
 */
export function runClassicScript<T>(file: string, folder: string | undefined = compileCacheFolder()): ClassicScript<T> {
  // The build writes the script in ASCII (scripts/bundle.js), so latin1 reads it exactly, as a one-byte string, fastest.
  const source = readFileSync(file, 'latin1');
  const hash = scriptHash(source);
  const prefix = `deckcheck-${path.basename(file)}-`;
  const cacheName = `${prefix}${hash}.v8cache`;
  const cacheFile = folder !== undefined && hash !== undefined ? path.join(folder, cacheName) : undefined;
  let state: CacheState = cacheFile === undefined ? 'off' : 'missing';
  let cachedData: Buffer | undefined;
  if (cacheFile !== undefined) {
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(cacheFile);
    } catch {
      // none yet
    }
    if (bytes !== undefined) {
      cachedData = cacheData(bytes);
      if (cachedData === undefined) state = 'damaged';
    }
  }
  const script = new vm.Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (cachedData) state = script.cachedDataRejected === true ? 'rejected' : 'used';
  const wrapper = script.runInThisContext() as Wrapper;
  const mod = { exports: {} };
  wrapper.call(mod.exports, mod.exports, module.createRequire(file), mod, pathToFileURL(file).href);
  return {
    exports: mod.exports as T,
    state,
    cacheFile,
    saveCache() {
      if (cacheFile === undefined || folder === undefined) return 'off';
      if (state === 'used') return 'kept';
      try {
        writeWhole(cacheFile, cacheFileBytes(script.createCachedData()));
        removeOthers(folder, prefix, cacheName);
        return 'written';
      } catch (e) {
        return `failed: ${e instanceof Error ? e.message : String(e)}`;
      }
    },
  };
}
