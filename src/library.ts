/**
 * The library's entry points that need a file system (src/index.ts exports these with the rest of
 * src/library-core.ts): settings with a `dataDir`, a card database opened from a directory, decklists read from files.
 */
import * as api from './api.js';
import { databasePath } from './db/paths.js';
import type { CheckReport } from './check/check.js';
import * as core from './library-core.js';
import type { BatchOptions } from './errors.js';

export { checkParsed, checkTexts, diffTexts, preparePool, validateFormatFile } from './library-core.js';

/** Open a card database from the bytes of a cards.db file (see api-core.ts); in Node the handle is disposable too. */
export async function openCardDatabaseBytes(bytes: Uint8Array, name?: string): Promise<api.CardDatabase> {
  // The handle's class has [Symbol.dispose] (api-core.ts OpenedCardDatabase).
  return (await core.openCardDatabaseBytes(bytes, name)) as api.CardDatabase;
}

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export function prepareCheck(settings: api.CheckSettings = {}): Promise<api.PreparedCheck> {
  return core.prepareWith(settings, sharedDatabase, builtInCardData);
}

let builtIn: Promise<api.CardDatabase | null> | undefined;

/**
 * The built-in card data (data/card-snapshot), opened once for every check of the program (read whole, its file
 * closed at once: a program that prepares a check per request keeps one copy and no descriptor); null when the
 * package has none.
 */
function builtInCardData(): Promise<api.CardDatabase | null> {
  builtIn ??= (async () => {
    const dir = api.builtInDataDir();
    return dir === undefined ? null : api.openCardDatabase(dir);
  })();
  // A failure is not kept: the next check tries again (and reports it again).
  builtIn.catch(() => {
    builtIn = undefined;
  });
  return builtIn;
}

/** The handles opened for `dataDir` settings, by the database file's full path, with the file's identity when opened. */
const SHARED = new Map<string, { readonly stamp: string; readonly handle: Promise<api.CardDatabase> }>();
/** How many data directories keep a shared handle (the oldest is let go past it: a service uses one or two). */
const SHARED_KEPT = 4;

/**
 * The card database of a data directory, opened once and shared by every prepareCheck({ dataDir }) for it, as a
 * handle from openCardDatabase would be: 100 concurrent prepares read the file once and hold one copy of it (they
 * held 100, 2.35 GB). The file's identity (inode, size, modification time) is read at each call: a database replaced
 * since (`db update`, `db import`) is opened anew, and checks prepared before keep the copy they were prepared with.
 */
async function sharedDatabase(dir: string): Promise<api.CardDatabase> {
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
  const handle = api.openCardDatabase(dir);
  SHARED.delete(key);
  if (SHARED.size >= SHARED_KEPT) SHARED.delete(SHARED.keys().next().value ?? '');
  SHARED.set(key, { stamp, handle });
  // A refusal is not kept: the next call tries again (the directory may have been filled meanwhile).
  handle.catch(() => {
    if (SHARED.get(key)?.handle === handle) SHARED.delete(key);
  });
  return handle;
}

/** Open a card database once, to share among prepared checks (see api.ts openCardDatabase). */
export async function openCardDatabase(dir: string): Promise<api.CardDatabase> {
  return api.openCardDatabase(core.validDir(dir));
}

/** Read and check decklist files (see api.ts checkFiles). */
export async function checkFiles(paths: readonly string[], settings: api.CheckSettings = {}, batch?: BatchOptions): Promise<CheckReport> {
  core.validPaths(paths);
  const stop = core.validBatch(batch);
  return api.checkFiles(paths, await core.librarySettings(settings, sharedDatabase, builtInCardData), core.LIBRARY, stop);
}
