/** deckcheck's library API (`deckcheck`): the calls of the api folder, with Node's ways to open card data and files. */
export { checkFiles, openCardDatabase, openCardDatabaseBytes, prepareCheck } from './api/node.js';
export type { CardDatabase } from './api/node.js';
export * from './api/exports.js';
