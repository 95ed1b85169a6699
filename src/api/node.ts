/**
 * The library's Node edge, the one module of the api folder that touches a file system: a card database opened from
 * a data directory (`dataDir`, openCardDatabase), deckcheck's built-in card data read from the package, and decklists
 * read from files (checkFiles). Everything else is the Node-free API of this folder; the Node entry (`deckcheck`)
 * exports these with it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardIndex } from '../cards/index.js';
import type { CheckReport } from '../check/check.js';
import type { OpenedDatabase } from '../db/header.js';
import { databasePath } from '../db/paths.js';
import { BinaryInputError, decodeText } from '../input/decode.js';
import { batchStopper, InputFileError, SettingsError, type BatchOptions } from '../errors.js';
import * as api from './engine.js';
import * as door from './validated.js';

/** A card database handle (see CardDatabase of the Node-free API); in Node also disposable: `using db = await openCardDatabase(dir)`. */
export interface CardDatabase extends api.CardDatabase {
  [Symbol.dispose](): void;
}

/** A data directory's card database over `embedded`: null when it holds none (the database code is not loaded then). */
async function openDataDir(dir: string, embedded: CardIndex): Promise<OpenedDatabase | null> {
  if (!existsSync(databasePath(dir))) return null;
  const db = await import('../db/load.js');
  try {
    return await db.openCardDatabase(dir, embedded);
  } catch (e) {
    if (e instanceof db.DatabaseError) throw new SettingsError('card-database-unusable', e.message, 'dataDir');
    throw e;
  }
}

/**
 * Where deckcheck's built-in card data is: data/card-snapshot in the package (its cards.db, made by the repository's
 * card-snapshot script), or undefined when it is not there. This code runs from the sources' api folder, the library's
 * (dist/src/api) or the CLI's bundle (dist/bundle, one folder deeper for a plain check): the package root is two,
 * three or four folders up.
 */
export function builtInDataDir(): string | undefined {
  for (const up of ['../', '../../', '../../../', '../../../../']) {
    const dir = fileURLToPath(new URL(`${up}data/card-snapshot/`, import.meta.url));
    if (existsSync(databasePath(dir))) return dir;
  }
  return undefined;
}

/** The built-in card data over `embedded` (read a part at a time, as a data directory's), or null without it. */
async function openBuiltIn(embedded: CardIndex): Promise<OpenedDatabase | null> {
  const dir = builtInDataDir();
  return dir === undefined ? null : openDataDir(dir, embedded);
}

/**
 * The engine's prepareCheck with Node's ways to open card data, for the CLI (which builds its settings itself, so
 * they are not validated again, and checks once per process): a `dataDir`'s card database read a part at a time as
 * the check needs it, else the built-in card data (unless `builtInCardData` is false). A `dataDir` without a
 * database is no error unless `how.requireDatabase` says so: the check's notes say how to get one.
 */
export function prepareNodeCheck(settings: api.CheckSettings = {}, how: api.PrepareHow = {}): Promise<api.PreparedCheck> {
  return api.prepareCheck(settings, { openDataDir, openBuiltIn, ...how });
}

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export function prepareCheck(settings: api.CheckSettings = {}): Promise<api.PreparedCheck> {
  return door.prepareWith(settings, sharedDatabase, builtInCardData);
}

/** The handles opened for the library, by the database file's full path, with the file's identity when opened. */
const SHARED = new Map<string, { readonly stamp: string; readonly handle: Promise<CardDatabase> }>();
/** How many data directories keep a shared handle (the oldest is let go past it: a service uses one or two). */
const SHARED_KEPT = 4;

/**
 * The card database of a data directory, opened once and shared by every prepareCheck({ dataDir }) for it, as a
 * handle from openCardDatabase would be: 100 concurrent prepares read the file once and hold one copy of it (they
 * held 100, 2.35 GB). The file's identity (inode, size, modification time) is read at each call: a database replaced
 * since (`db update`, `db import`) is opened anew, and checks prepared before keep the copy they were prepared with.
 * A refusal is not kept: the next call tries again (the directory may have been filled meanwhile).
 */
async function sharedDatabase(dir: string): Promise<CardDatabase> {
  const [{ stat }, path] = await Promise.all([import('node:fs/promises'), import('node:path')]);
  const key = path.resolve(dir);
  let stamp = 'none';
  try {
    const s = await stat(databasePath(key));
    stamp = `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    // No file (or none readable): openCardDatabase says which SettingsError.
  }
  const hit = SHARED.get(key);
  if (hit && hit.stamp === stamp) return hit.handle;
  const handle = openDirectory(dir);
  SHARED.delete(key);
  if (SHARED.size >= SHARED_KEPT) SHARED.delete(SHARED.keys().next().value ?? '');
  SHARED.set(key, { stamp, handle });
  handle.catch(() => {
    if (SHARED.get(key)?.handle === handle) SHARED.delete(key);
  });
  return handle;
}

/**
 * The built-in card data (data/card-snapshot), shared as a data directory's is (read whole, its file closed at once:
 * a program that prepares a check per request keeps one copy and no descriptor); null when the package has none.
 */
function builtInCardData(): Promise<CardDatabase | null> {
  const dir = builtInDataDir();
  return dir === undefined ? Promise.resolve(null) : sharedDatabase(dir);
}

/**
 * Open the card database of a data directory (see `deckcheck db`) once, to pass as `cardDatabase` to prepareCheck.
 * Throws SettingsError `no-card-database` when the directory holds none, `card-database-unusable` when it cannot be
 * read or is damaged.
 */
export async function openCardDatabase(dir: string): Promise<CardDatabase> {
  return openDirectory(door.validDir(dir));
}

/** A data directory's card database read whole (every section now: the file is then closed, no descriptor is kept). */
async function openDirectory(dir: string): Promise<CardDatabase> {
  const load = await import('../db/load.js');
  const unusable = (e: unknown): unknown => (e instanceof load.DatabaseError ? new SettingsError('card-database-unusable', e.message, 'dataDir') : e);
  let file;
  try {
    file = await load.readDatabaseFile(dir);
  } catch (e) {
    throw unusable(e);
  }
  if (!file) throw api.noDatabase(dir);
  const db = file;
  // The file closes when its last section is read.
  try {
    for (const name of Object.keys(db.range) as (keyof typeof db.range)[]) db.need(name);
  } catch (e) {
    throw unusable(e);
  }
  // The handle's class has [Symbol.dispose] (OpenedCardDatabase in api/card-database).
  return (await api.cardDatabaseOf(dir, db)) as CardDatabase;
}

/** Open a card database from the bytes of a cards.db file (see the Node-free API); in Node the handle is disposable too. */
export async function openCardDatabaseBytes(bytes: Uint8Array, name?: string): Promise<CardDatabase> {
  // The handle's class has [Symbol.dispose] (OpenedCardDatabase in api/card-database).
  return (await door.openCardDatabaseBytes(bytes, name)) as CardDatabase;
}

/**
 * Read and check decklist files (a convenience for library users; the CLI reads files itself for better errors). A
 * file that cannot be read is an InputFileError (`input-not-found`, `input-not-a-file`, `input-unreadable`), one that
 * is not text a BinaryInputError, each naming the file.
 */
export async function checkFiles(paths: readonly string[], settings: api.CheckSettings = {}, batch?: BatchOptions): Promise<CheckReport> {
  door.validPaths(paths);
  const valid = door.validBatch(batch);
  const prepared = await prepareNodeCheck(await door.librarySettings(settings, sharedDatabase, builtInCardData), door.LIBRARY);
  // Loaded here, not with the module: the CLI imports this module and never calls this, and Node builds
  // fs/promises from modules of its own on first import.
  const { readFile } = await import('node:fs/promises');
  const stop = batchStopper(valid);
  const read = async (file: string): Promise<string> => {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (e) {
      throw fileError(file, e);
    }
    try {
      return decodeText(bytes).text;
    } catch (e) {
      if (e instanceof BinaryInputError) throw new BinaryInputError(e.message, file);
      throw e;
    }
  };
  const decks: api.DeckText[] = [];
  for (const file of paths) {
    stop(0);
    decks.push({ file, text: await read(file) });
  }
  const pool = settings.pool !== undefined ? api.preparePool(prepared, { file: settings.pool, text: await read(settings.pool) }) : undefined;
  return api.checkTexts(prepared, decks, pool, valid);
}

/** An InputFileError for what the file system said about `file`. */
function fileError(file: string, e: unknown): unknown {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return new InputFileError(file, 'input-not-found', 'no such file; check the path');
  if (code === 'EISDIR') return new InputFileError(file, 'input-not-a-file', 'is a directory, not a decklist file; name the files in it');
  if (typeof code === 'string') {
    return new InputFileError(file, 'input-unreadable', `cannot be read (${code}${e instanceof Error ? `: ${e.message}` : ''})`);
  }
  return e;
}
