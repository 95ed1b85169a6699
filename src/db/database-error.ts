/** The card database's error (a module of its own: both entries export the class without loading the reader). */

/**
 * The database file exists but cannot be used. The CLI exits 2 with this message. Its name is 'DatabaseError', so the
 * CLI tells it from a crash without loading this module: a file read a part at a time (db/load) may fail in the
 * middle of a check (cut short or unreadable meanwhile). `code` is `card-database-unusable`, as the SettingsError the
 * library gives when it opens such a file.
 */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  readonly code = 'card-database-unusable' as const;
}
