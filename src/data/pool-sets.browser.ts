/**
 * The pools' set tables in a browser (package.json's browser field puts this module in pool-sets.ts's place): a chunk
 * of their own, loaded when a card database is opened (src/formats/pool-load.browser.ts) or card data is imported
 * (src/db/import-core.ts), since only a check with a card database asks for a printing's day or a card's pool. A page
 * that checks without card data never loads them.
 */
import { loadedOnce } from './loaded-once.js';
import type { PoolSetTables } from './pool-set-tables.js';

const tables = loadedOnce(
  async (): Promise<PoolSetTables> => (await import('./pool-set-tables.js')).POOL_SET_TABLES,
  "deckcheck/browser: the pools' set tables are loaded with a card database (openCardDatabaseBytes); none was opened",
);

export const poolSetTables = tables.get;
export const loadPoolSetTables = tables.load;
