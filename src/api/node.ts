/**
 * The library API for Node: everything the CLI does, without the CLI. The work is src/api-core.ts's (no Node module);
 * this module adds what needs a file system: a card database opened from a data directory, and decklists read from
 * files. The browser entry (src/browser.ts) serves api-core.ts without it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardIndex } from './cards/index.js';
import type { CheckReport } from './check/check.js';
import { databasePath } from './db/paths.js';
import type { OpenedDatabase } from './db/open-bytes.js';
import { BinaryInputError, decodeText } from './input/decode.js';
import * as core from './api-core.js';
import { batchStopper, InputFileError, SettingsError, type BatchOptions } from './errors.js';

export * from './api-core.js';

/** A card database handle (see api-core.ts CardDatabase); in Node also disposable: `using db = await openCardDatabase(dir)`. */
export interface CardDatabase extends core.CardDatabase {
  [Symbol.dispose](): void;
}

/** A data directory's card database over `embedded`: null when it holds none (the database code is not loaded then). */
async function openDataDir(dir: string, embedded: CardIndex): Promise<OpenedDatabase | null> {
  if (!existsSync(databasePath(dir))) return null;
  const db = await import('./db/load.js');
  try {
    return await db.openCardDatabase(dir, embedded);
  } catch (e) {
    if (e instanceof db.DatabaseError) throw new SettingsError('card-database-unusable', e.message, 'dataDir');
    throw e;
  }
}

/**
 * Where deckcheck's built-in card data is: data/card-snapshot in the package (its cards.db made by
 * scripts/card-snapshot.js), or undefined when it is not there. This code runs from src/ (the sources), dist/src/ (the
 * library) or dist/bundle/ (the CLI's bundle, one folder deeper for a plain check): the package root is one, two or
 * three folders up.
 */
export function builtInDataDir(): string | undefined {
  for (const up of ['../', '../../', '../../../']) {
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
 * Validate settings and load what the check needs: a `dataDir`'s card database, else the built-in card data (unless
 * `builtInCardData` is false), see api-core.ts.
 */
export function prepareCheck(settings: core.CheckSettings = {}, how: core.PrepareHow = {}): Promise<core.PreparedCheck> {
  return core.prepareCheck(settings, { openDataDir, openBuiltIn, ...how });
}

/**
 * Open the card database of a data directory (see `deckcheck db`) once, to pass as `cardDatabase` to prepareCheck.
 * Throws SettingsError `no-card-database` when the directory holds none, `card-database-unusable` when it cannot be
 * read or is damaged.
 */
export async function openCardDatabase(dir: string): Promise<CardDatabase> {
  const load = await import('./db/load.js');
  const unusable = (e: unknown): unknown => (e instanceof load.DatabaseError ? new SettingsError('card-database-unusable', e.message, 'dataDir') : e);
  let file;
  try {
    file = await load.readDatabaseFile(dir);
  } catch (e) {
    throw unusable(e);
  }
  if (!file) throw core.noDatabase(dir);
  const db = file;
  // Read every section now: the file is then closed (it closes when its last section is read), so the handle keeps
  // no descriptor however long it lives.
  try {
    for (const name of Object.keys(db.range) as (keyof typeof db.range)[]) db.need(name);
  } catch (e) {
    throw unusable(e);
  }
  // The handle's class has [Symbol.dispose] (api-core.ts OpenedCardDatabase).
  return (await core.cardDatabaseOf(dir, db)) as CardDatabase;
}

/**
 * Read and check decklist files (a convenience for library users; the CLI reads files itself for better errors). A
 * file that cannot be read is an InputFileError (`input-not-found`, `input-not-a-file`, `input-unreadable`), one that
 * is not text a BinaryInputError, each naming the file.
 */
export async function checkFiles(
  paths: readonly string[],
  settings: core.CheckSettings = {},
  how: core.PrepareHow = {},
  batch?: BatchOptions,
): Promise<CheckReport> {
  const prepared = await prepareCheck(settings, how);
  // Loaded here, not with the module: the CLI imports this module and never calls this, and Node builds
  // fs/promises from modules of its own on first import.
  const { readFile } = await import('node:fs/promises');
  const stop = batchStopper(batch);
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
  const decks: core.DeckText[] = [];
  for (const file of paths) {
    stop(0);
    decks.push({ file, text: await read(file) });
  }
  const pool = settings.pool !== undefined ? core.preparePool(prepared, { file: settings.pool, text: await read(settings.pool) }) : undefined;
  return core.checkTexts(prepared, decks, pool, batch);
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
