/**
 * Opening the card database for a check: read the file (the only I/O; lookups then work on memory), check it, and
 * wrap it in a card index. Loaded only when a data directory is given, and only this module and what it imports.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { CardIndex } from '../cards/index.js';
import { DatabaseIndex } from './database-index.js';
import { damagedDatabase, DatabaseError, databaseInfo, type OpenedDatabase } from './open-bytes.js';
import { DatabaseFormatError, decodeDatabase, LAZY_SECTIONS, type DatabaseFile, type SectionName } from './file.js';
import { databasePath } from './paths.js';

export { DatabaseError, databaseInfo, databaseNotes, STALE_AFTER_DAYS, type OpenedDatabase } from './open-bytes.js';

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** Fill `buf[start, end)` from the file (a read may return less than asked). */
function readRange(fd: number, buf: Buffer, start: number, end: number): void {
  let at = start;
  while (at < end) {
    const n = readSync(fd, buf, at, end - at, at);
    if (n === 0) throw new DatabaseFormatError('it ended early (the file is damaged)');
    at += n;
  }
}

/** Closes the file of a database that was dropped before every lazy section was read. */
const closeDropped = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

/**
 * The database file of a data directory, or null when there is none. The header and the sections every check reads
 * are read at once; foreign names and suggestions (LAZY_SECTIONS, about half the file) on first use, from the same
 * open file, which is closed when they are all read. The file is not read whole: on a small check, reading and
 * touching 19 MB of memory cost more than the check itself.
 */
export async function readDatabaseFile(dataDir: string): Promise<DatabaseFile | null> {
  const file = databasePath(dataDir);
  const cannotRead = (e: unknown): DatabaseError =>
    new DatabaseError(`the card database ${file} could not be read (${errorCode(e) || String(e)})`);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    const code = errorCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw cannotRead(e);
  }
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    closeDropped.unregister(loaded);
    closeSync(fd);
  };
  const loaded = new Set<SectionName>();
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('a directory'), { code: 'EISDIR' });
    const size = stat.size;
    const buf = Buffer.allocUnsafe(size);
    // The header: the first two lines, read a block at a time.
    let have = 0;
    let lines = 0;
    while (have < size && lines < 2) {
      const end = Math.min(size, have + 65_536);
      readRange(fd, buf, have, end);
      for (let i = have; i < end && lines < 2; i++) if (buf[i] === 0x0a) lines++;
      have = end;
    }
    // The lazy sections this file has (an optional one may be absent); the file is closed when they are all read.
    let lazy = [...LAZY_SECTIONS];
    const db = decodeDatabase(buf, (name, range) => {
      if (loaded.has(name)) return;
      if (!open) throw new DatabaseError(`the card database ${file} was closed before its ${name} section was read`);
      try {
        readRange(fd, buf, range[0], range[1]);
      } catch (e) {
        close();
        if (e instanceof DatabaseFormatError) throw new DatabaseError(`the card database ${file} cannot be used: ${e.message}`);
        throw cannotRead(e);
      }
      loaded.add(name);
      if (lazy.every((s) => loaded.has(s))) close();
    });
    lazy = lazy.filter((name) => db.range[name] !== undefined);
    // Every section a check reads is read now (the header block may have read the start of one; read again, harmless).
    for (const name of Object.keys(db.range) as SectionName[]) {
      if (!LAZY_SECTIONS.has(name)) db.need(name);
    }
    closeDropped.register(db, fd, loaded);
    return db;
  } catch (e) {
    close();
    if (e instanceof DatabaseError) throw e;
    if (e instanceof DatabaseFormatError) throw damagedDatabase(file, e);
    throw cannotRead(e);
  }
}

/** The database of `dataDir` as a card index over `embedded`, or null when the directory has none. */
export async function openCardDatabase(dataDir: string, embedded: CardIndex): Promise<OpenedDatabase | null> {
  const db = await readDatabaseFile(dataDir);
  if (!db) return null;
  return { index: new DatabaseIndex(db, embedded), info: databaseInfo(db.header) };
}
