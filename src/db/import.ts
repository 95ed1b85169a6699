/**
 * `deckcheck db import <file>`: the Node edge of the import (db/import-core compiles): reads the file (plain or
 * gzip, gunzipped with node:zlib), then replaces the database in the data directory atomically (a new file is written
 * beside it and renamed over it, so an import that fails or is interrupted leaves the previous database as it was).
 */
import type { DatabaseProfile } from './profile.js';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { CompileResult } from './compile.js';
import type { HeaderInfo } from './file.js';
import { compileCardData, errorCode, ImportError, SUPPORTED_FILES } from './import-core.js';
import type { ImportLimits } from './limits.js';
import { DB_FILE_NAME, databasePath } from './paths.js';

export { ImportError, SUPPORTED_FILES } from './import-core.js';

export interface ImportOptions {
  /** The time recorded as the import time (tests fix it). */
  readonly now?: Date;
  /** Progress in bytes of the file read so far. */
  readonly onProgress?: (read: number, total: number) => void;
  /** The file's name to record (default: its base name), e.g. the name it was downloaded as. */
  readonly fileName?: string;
  /** Limits on the data (default: DEFAULT_LIMITS). */
  readonly limits?: Partial<ImportLimits>;
  /** 'compact' for the built-in snapshot's profile (db/profile); default 'full'. */
  readonly profile?: DatabaseProfile;
}

export interface ImportResult {
  readonly info: HeaderInfo;
  /** Path of the database written. */
  readonly path: string;
  readonly bytes: number;
}

/** The file's bytes, front to back (a pipe works too); the file is closed when the reader stops early. */
async function* fileChunks(file: string): AsyncGenerator<Uint8Array> {
  const src = createReadStream(file, { highWaterMark: 1 << 20 });
  try {
    yield* src as AsyncIterable<Buffer>;
  } finally {
    src.destroy();
  }
}

/** Gunzip with node:zlib (every member of the file); zlib's errors carry their Z_ code. */
async function* nodeGunzip(compressed: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const gunzip = createGunzip({ chunkSize: 1 << 18 });
  pipeline(Readable.from(compressed), gunzip, () => undefined); // an error on either side ends the loop below with it
  try {
    yield* gunzip as AsyncIterable<Buffer>;
  } finally {
    gunzip.destroy();
  }
}

/** Read and compile a card file; nothing is written. */
export async function compileCardFile(file: string, options: ImportOptions = {}): Promise<CompileResult> {
  let size: number;
  let mtime: Date;
  try {
    const st = await stat(file);
    if (st.isDirectory()) throw new ImportError(`${file} is a directory; name the card data file (${SUPPORTED_FILES})`);
    size = st.size;
    mtime = st.mtime;
  } catch (e) {
    if (e instanceof ImportError) throw e;
    const code = errorCode(e);
    throw new ImportError(
      code === 'ENOENT' ? `${file}: no such file; check the path` : `${file} could not be read (${code || String(e)})`,
    );
  }
  return compileCardData(
    { chunks: fileChunks(file), subject: file, name: options.fileName ?? path.basename(file), size, modified: mtime },
    {
      now: options.now,
      onProgress: options.onProgress,
      limits: options.limits,
      gunzip: nodeGunzip,
      ...(options.profile ? { profile: options.profile } : {}),
    },
  );
}

/** Temporary files of an import (`.cards.db.<pid>.<random>.tmp`) and of a download (`.download.<pid>.<random>.tmp`). */
const TEMP_FILE = new RegExp(`^\\.(?:${DB_FILE_NAME.replace(/\./g, '\\.')}|download)\\.(\\d+)\\.[0-9a-f]+\\.tmp$`);

/** Whether a process with this id is running (on this machine). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM'; // it exists, it is someone else's
  }
}

/**
 * Remove temporary files that an import or download killed half-way left behind: those of a process that is no
 * longer running, and any older than a day (a process on another machine sharing the directory). A running import
 * or download keeps its own.
 */
export async function removeStaleTemps(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const cutoff = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of names) {
    const m = TEMP_FILE.exec(name);
    if (!m) continue;
    const p = path.join(dir, name);
    try {
      if (!running(Number(m[1])) || (await stat(p)).mtimeMs < cutoff) await rm(p, { force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/** Write the database file atomically: a temporary file in the same directory, flushed, then renamed over the old one. */
export async function writeDatabaseFile(dir: string, bytes: Buffer): Promise<string> {
  const target = databasePath(dir);
  const tmp = path.join(dir, `.${DB_FILE_NAME}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await removeStaleTemps(dir);
    const fh = await open(tmp, 'wx');
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new ImportError(`could not write the card database in ${dir} (${errorCode(e) || String(e)}); the previous one is unchanged`);
  }
  try {
    // Make the rename itself durable where the platform allows it.
    const d = await open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Not supported here (e.g. Windows); the rename is still atomic.
  }
  return target;
}

/** Compile a card file and install it as the database of `dataDir`. */
export async function importCardFile(file: string, dataDir: string, options: ImportOptions = {}): Promise<ImportResult> {
  const compiled = await compileCardFile(file, options);
  const written = await writeDatabaseFile(dataDir, compiled.bytes);
  return { info: compiled.info, path: written, bytes: compiled.bytes.length };
}
