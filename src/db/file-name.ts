/**
 * The database's file name in a data directory (db/paths) and the first line of the file, in a module of their own:
 * bin/deckcheck.js imports paths.js (for the default data directory, where the compile cache goes) before anything
 * else is loaded, and a web page tells a cards.db by its first line; this keeps db/file, the database layout, off
 * those paths (in a browser bundle, it is in the chunk loaded with a card database).
 */
export const DB_FILE_NAME = 'cards.db';

/** The first line of a cards.db. */
export const DB_MAGIC = 'deckcheck-card-database';
