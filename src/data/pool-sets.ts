/**
 * The pools' set tables (data/pool-set-tables), as Node loads them: with the module (the CLI bundle keeps each
 * file as text until first use). package.json's browser field puts data/pool-sets.browser in this module's place, which
 * loads them as a chunk of their own when a card database is opened (formats/pool-load.browser) or card data
 * is imported (db/import-core); here that is nothing to do.
 */
import { POOL_SET_TABLES, type PoolSetTables } from './pool-set-tables.js';

export function poolSetTables(): PoolSetTables {
  return POOL_SET_TABLES;
}

export function loadPoolSetTables(): Promise<void> {
  return Promise.resolve();
}
