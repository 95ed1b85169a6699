/**
 * deckcheck's browser entry (`deckcheck/browser`): the library's calls that need no file system, for a web page, a
 * worker or any JavaScript runtime without Node. Nothing reachable from here imports a Node module. A card database is
 * opened from the bytes of a cards.db file (openCardDatabaseBytes) instead of a data directory; a `dataDir` setting is
 * refused with a SettingsError. Card data (MTGJSON, Scryfall; JSON or gzip) is imported into those bytes by
 * importCardData, as `deckcheck db import` does. The built-in card data (the package's card snapshot, served by the
 * page) is used when prepareCheck is given its address as `cardSnapshot`.
 */
export { openCardDatabaseBytes } from './api/validated.js';
export { cardSnapshotBytes, fetchCardSnapshot, openCardSnapshot, prepareCheck, MAX_SNAPSHOT_BYTES, SNAPSHOT_NAME } from './api/browser-snapshot.js';
export type { BrowserCheckSettings } from './api/browser-snapshot.js';
export type { CardDatabase } from './api/card-database.js';
export { importCardData, webGunzip } from './db/import-lazy.js';
export type { CardDataInput, ImportCardDataOptions, ImportedCardData } from './db/import-browser.js';
export * from './api/exports.js';
