/**
 * Card database handles: a cards.db opened once (from bytes here; from a data directory by api/node) and shared
 * by any number of prepared checks, each format's card index made once per handle. Pure of Node.
 */
import type { DatabaseFile } from '../db/file.js';
import { DB_FILE_NAME } from '../db/file-name.js';
import { loadPoolRules } from '../formats/pool-load.js';
import type { CardDatabaseInfo } from '../cards/facts.js';
import type { CardIndex } from '../cards/index.js';
import { deepFreeze } from '../freeze.js';
import { SettingsError } from '../errors.js';

/**
 * A card database opened once (openCardDatabase) and passed as `cardDatabase` to any number of prepareCheck calls,
 * for any format and day: its file is read whole when it is opened and closed at once, so it holds no file
 * descriptor; every check prepared with it shares its one copy of the data. `close()` (or `using`) lets it go: later
 * prepareCheck calls with it are refused, and its memory is freed once the checks prepared with it are dropped.
 */
export interface CardDatabase {
  /** The data directory it was opened from. */
  readonly dir: string;
  /** What the database holds (source, date, counts). */
  readonly info: CardDatabaseInfo;
  /** True after close(). */
  readonly closed: boolean;
  close(): void;
  // A handle is also disposable (`using`): `[Symbol.dispose]()` closes it. The Node entry's CardDatabase type says
  // so (api/node); this one does not, so that the browser entry's types need no `esnext.disposable` lib.
}

/** A database's card index over a format's embedded index, made once per format list and kept with the handle. */
type IndexOver = (embedded: CardIndex) => CardIndex;

const handles = new WeakMap<CardDatabase, { indexOver: IndexOver | null; indexes: Map<string, CardIndex> }>();

class OpenedCardDatabase implements CardDatabase {
  constructor(
    readonly dir: string,
    readonly info: CardDatabaseInfo,
    indexOver: IndexOver,
  ) {
    handles.set(this, { indexOver, indexes: new Map() });
    Object.freeze(this);
  }

  get closed(): boolean {
    return handles.get(this)?.indexOver == null;
  }

  close(): void {
    handles.set(this, { indexOver: null, indexes: new Map() });
  }

  [Symbol.dispose](): void {
    this.close();
  }
}

/** True for a handle openCardDatabase made (and not some other object). */
export function isCardDatabase(value: unknown): value is CardDatabase {
  return value instanceof OpenedCardDatabase;
}

/**
 * Open the card database of a data directory (see `deckcheck db`) once, to pass as `cardDatabase` to prepareCheck.
 * Throws SettingsError `no-card-database` when the directory holds none, `card-database-unusable` when it cannot be
 * read or is damaged.
 * @internal Not part of the published types (it names the reader's file type, which names Node's Buffer).
 */
export async function cardDatabaseOf(dir: string, db: DatabaseFile): Promise<CardDatabase> {
  const [{ databaseInfo }, { DatabaseIndex }] = await Promise.all([import('../db/open-bytes.js'), import('../db/database-index.js'), loadPoolRules()]);
  return new OpenedCardDatabase(dir, deepFreeze(databaseInfo(db.header)), (embedded) => new DatabaseIndex(db, embedded));
}

/**
 * Open a card database from the bytes of a cards.db file that `deckcheck db` made (in a browser: a file the user
 * gave), to pass as `cardDatabase` to prepareCheck. `name` stands for the file in messages and as the handle's `dir`.
 * Throws SettingsError `card-database-unusable` when the bytes are not a usable database.
 */
export async function openCardDatabaseBytes(bytes: Uint8Array, name = DB_FILE_NAME): Promise<CardDatabase> {
  const { databaseFromBytes, DatabaseError } = await import('../db/open-bytes.js');
  let db: DatabaseFile;
  try {
    db = databaseFromBytes(bytes, name);
  } catch (e) {
    if (e instanceof DatabaseError) throw new SettingsError('card-database-unusable', e.message, 'cardDatabase');
    throw e;
  }
  return cardDatabaseOf(name, db);
}

/** The handle's index for a format's list (made once) and its facts; a SettingsError when it is closed. */
export function databaseFor(handle: CardDatabase, list: string, embedded: () => CardIndex): { index: CardIndex; info: CardDatabaseInfo } {
  const state = handles.get(handle);
  if (!state) {
    throw new SettingsError('invalid-settings', (name) => `${name('cardDatabase')} is not a card database made by openCardDatabase`, 'cardDatabase');
  }
  if (!state.indexOver) {
    throw new SettingsError('card-database-closed', (name) => `the card database given as ${name('cardDatabase')} was closed`, 'cardDatabase');
  }
  let index = state.indexes.get(list);
  if (!index) {
    index = state.indexOver(embedded());
    state.indexes.set(list, index);
  }
  return { index, info: handle.info };
}

export function noDatabase(dir: string): SettingsError {
  return new SettingsError(
    'no-card-database',
    (name) =>
      `${dir} holds no card database (no readable ${DB_FILE_NAME}); make one there with deckcheck db update or ` +
      `deckcheck db import <file>, or leave out ${name('dataDir')} to check without one`,
    'dataDir',
  );
}
