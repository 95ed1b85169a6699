/**
 * A card database from its bytes (a cards.db that `deckcheck db` made), and what a report says about it. Pure: no
 * I/O and no Node module, so the browser entry opens a file the user gives it with the same code; db/load
 * reads a data directory's file for Node and builds on this.
 */
import type { CardDatabaseInfo } from '../cards/facts.js';
import { legalityKey, type FormatDef } from '../formats/formats.js';
import { databaseBuffer } from './bytes.js';
import { DatabaseFormatError, decodeDatabase, type DatabaseFile, type DatabaseHeader } from './file.js';

import { DatabaseError } from './database-error.js';

export { DatabaseError } from './database-error.js';

export type { OpenedDatabase } from './header.js';

/**
 * The database held whole in `bytes` (`name` says where it came from, in messages). Throws DatabaseError with the
 * same sentence the CLI gives for a damaged or foreign file.
 */
export function databaseFromBytes(bytes: Uint8Array, name: string): DatabaseFile {
  try {
    return decodeDatabase(databaseBuffer(bytes));
  } catch (e) {
    if (e instanceof DatabaseFormatError) throw damagedDatabase(name, e);
    throw e;
  }
}

/** A database file that is damaged or not deckcheck's, and what to do. */
export function damagedDatabase(name: string, e: DatabaseFormatError): DatabaseError {
  return new DatabaseError(
    `the card database ${name} cannot be used: ${e.message}. Import it again (deckcheck db import <file> or ` +
      'deckcheck db update), or check without it (--no-db).',
  );
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
    ...(header.profile === 'compact' ? { builtIn: true } : {}),
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
  if (age > STALE_AFTER_DAYS && info.builtIn === true) {
    notes.push(
      `The built-in card data is from ${info.date}, ${age} days before the day checked: a name it does not know is a ` +
        'warning (it may be a card printed since), and card-pool legality is as the data gave it then. For newer ' +
        'data: deckcheck db update.',
    );
  } else if (age > STALE_AFTER_DAYS) {
    notes.push(
      `The card database is from ${info.date}, ${age} days before the day checked: cards printed since then are ` +
        'reported as unknown-card, and card-pool legality is as the data gave it then. Update it: deckcheck db update.',
    );
  }
  const formats = info.formats ?? [];
  // With printings the pool is computed for any day (formats/pool); the data's own legalities are not needed.
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


