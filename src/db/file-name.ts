/**
 * The database's file name in a data directory (db/paths), in a module of its own: bin/deckcheck.js imports
 * paths.js (for the default data directory, where the compile cache goes) before anything else is loaded, and this
 * keeps db/file, the database layout, off that path.
 */
export const DB_FILE_NAME = 'cards.db';
