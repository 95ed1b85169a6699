/** deckcheck's library API. */
export { checkFiles, checkTexts, diffTexts, openCardDatabase, openCardDatabaseBytes, prepareCheck, preparePool } from './library.js';
export { checkParsed, isIsoDate, todayIso } from './api.js';
export type { CardDatabase, CheckSettings, DeckText, PreparedCheck } from './api.js';
export type { PoolText, PreparedPool } from './api.js';
export * from './entry-shared.js';
