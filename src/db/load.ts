/**
 * Opening the card database for a check: read the file (the only I/O; lookups then work on memory), check it, and
 * wrap it in a card index. Loaded only when a data directory is given, and only this module and what it imports.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { CardIndex } from '../cards/index.js';
import type { CardDatabaseInfo } from '../cards/facts.js';
import { legalityKey, type FormatDef } from '../formats/formats.js';
import { DatabaseIndex } from './database-index.js';
import { DatabaseFormatError, decodeDatabase, LAZY_SECTIONS, type DatabaseFile, type DatabaseHeader, type SectionName } from './file.js';
import { databasePath } from './paths.js';

/** The database file exists but cannot be used. The CLI exits 2 with this message. */
export class DatabaseError extends Error {}

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
    if (e instanceof DatabaseFormatError) {
      throw new DatabaseError(
        `the card database ${file} cannot be used: ${e.message}. Import it again (deckcheck db import <file> or ` +
          'deckcheck db update), or check without it (--no-db).',
      );
    }
    throw cannotRead(e);
  }
}

export function databaseInfo(header: DatabaseHeader): CardDatabaseInfo {
  return {
    source: header.source,
    version: header.version,
    date: header.date,
    cards: header.cards,
    names: header.names,
    foreignNames: header.foreignNames,
    languages: Object.keys(header.languages).sort(),
    formats: [...header.formats],
    holds: { characteristics: header.holds.characteristics, printings: header.holds.printings },
    sets: header.sets,
    aliases: header.aliases,
  };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How old data may be before the report says so. */
export const STALE_AFTER_DAYS = 90;

/** What the reader should know about checking with this database on this day. */
export function databaseNotes(info: CardDatabaseInfo, format: FormatDef, date: string): string[] {
  const notes: string[] = [];
  const age = daysBetween(info.date, date);
  if (age > STALE_AFTER_DAYS) {
    notes.push(
      `The card database is from ${info.date}, ${age} days before the day checked: cards printed since then are ` +
        'reported as unknown-card, and card-pool legality is as the data gave it then. Update it: deckcheck db update.',
    );
  }
  const formats = info.formats ?? [];
  // With printings the pool is computed for any day (src/formats/pool.ts); the data's own legalities are not needed.
  if (format.list !== null && legalityKey(format, formats) === undefined && info.holds?.printings !== true) {
    notes.push(`The card database gives no card-pool legality for ${format.name}; card-not-legal is not checked.`);
  } else if (format.id === 'standard' && date < info.date && info.holds?.printings !== true) {
    notes.push(
      `Standard card-pool legality (card-not-legal) is not checked before ${info.date}: the card database records ` +
        "Standard's card pool on that day only, and sets rotate.",
    );
  }
  return notes;
}

export interface OpenedDatabase {
  readonly index: CardIndex;
  readonly info: CardDatabaseInfo;
}

/** The database of `dataDir` as a card index over `embedded`, or null when the directory has none. */
export async function openCardDatabase(dataDir: string, embedded: CardIndex): Promise<OpenedDatabase | null> {
  const db = await readDatabaseFile(dataDir);
  if (!db) return null;
  return { index: new DatabaseIndex(db, embedded), info: databaseInfo(db.header) };
}
