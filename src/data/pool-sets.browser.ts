/**
 * The pools' set tables in a browser (package.json's browser field puts this module in pool-sets.ts's place): a chunk
 * of their own, loaded when a card database is opened (src/formats/pool-load.browser.ts) or card data is imported
 * (src/db/import-core.ts), since only a check with a card database asks for a printing's day or a card's pool. A page that checks without card data
 * never loads them.
 */
import type { PoolSetTables } from './pool-set-tables.js';

let tables: PoolSetTables | undefined;
let loading: Promise<void> | undefined;

export function poolSetTables(): PoolSetTables {
  if (tables === undefined) {
    throw new Error("deckcheck/browser: the pools' set tables are loaded with a card database (openCardDatabaseBytes); none was opened");
  }
  return tables;
}

export function loadPoolSetTables(): Promise<void> {
  loading ??= import('./pool-set-tables.js').then((m) => {
    tables = m.POOL_SET_TABLES;
  });
  return loading;
}
