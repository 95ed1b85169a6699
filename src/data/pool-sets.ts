/**
 * The pools' set tables (src/data/pool-set-tables.ts), as Node loads them: with the module (the CLI bundle keeps each
 * file as text until first use). package.json's browser field puts pool-sets.browser.ts in this module's place, which
 * loads them as a chunk of their own when a card database is opened (src/formats/pool-load.browser.ts) or card data
 * is imported (src/db/import-core.ts); here that is nothing to do.
 */
import { POOL_SET_TABLES, type PoolSetTables } from './pool-set-tables.js';

export function poolSetTables(): PoolSetTables {
  return POOL_SET_TABLES;
}

export function loadPoolSetTables(): Promise<void> {
  return Promise.resolve();
}
