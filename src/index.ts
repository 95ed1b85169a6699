/** deckcheck's library API. */
export { checkFiles, checkParsed, checkTexts, diffTexts, openCardDatabase, openCardDatabaseBytes, prepareCheck, preparePool, validateFormatFile } from './library.js';
export { isIsoDate, todayIso } from './api.js';
export type { CardDatabase, CheckSettings, DeckText, PreparedCheck } from './api.js';
export type { PoolText, PreparedPool } from './api.js';
export * from './entry-shared.js';
