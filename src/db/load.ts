/**
 * Opening the card database for a check: read the file (the only I/O; lookups then work on memory), check it, and
 * wrap it in a card index. Loaded only when a data directory is given, and only this module and what it imports.
 */
import { readFile } from 'node:fs/promises';
import type { CardIndex } from '../cards/index.js';
import type { CardDatabaseInfo } from '../cards/facts.js';
import { legalityKey, type FormatDef } from '../formats/formats.js';
import { DatabaseIndex } from './database-index.js';
import { DatabaseFormatError, decodeDatabase, type DatabaseFile, type DatabaseHeader } from './file.js';
import { databasePath } from './paths.js';

/** The database file exists but cannot be used. The CLI exits 2 with this message. */
export class DatabaseError extends Error {}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** The database file of a data directory, or null when there is none. */
export async function readDatabaseFile(dataDir: string): Promise<DatabaseFile | null> {
  const file = databasePath(dataDir);
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (e) {
    const code = errorCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new DatabaseError(`the card database ${file} could not be read (${code || String(e)})`);
  }
  try {
    return decodeDatabase(buf);
  } catch (e) {
    if (e instanceof DatabaseFormatError) {
      throw new DatabaseError(
        `the card database ${file} cannot be used: ${e.message}. Import it again (deckcheck db import <file> or ` +
          'deckcheck db update), or check without it (--no-db).',
      );
    }
    throw e;
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
