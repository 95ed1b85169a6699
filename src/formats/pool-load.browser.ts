/**
 * The pools' code in a browser (package.json's browser field puts this module in pool-load.ts's place): pool.ts and
 * the set tables, chunks of their own, loaded when a card database is opened (the library's cardDatabaseOf awaits
 * loadPoolRules), since only a check with a card database reads printings. A page that checks without card data never
 * loads them.
 */
import { loadedOnce } from '../data/loaded-once.js';
import { loadPoolSetTables } from '../data/pool-sets.js';
import type { PoolRules } from './pool-load.js';

const rules = loadedOnce(
  async (): Promise<PoolRules> => (await Promise.all([import('./pool.js'), loadPoolSetTables()]))[0],
  "deckcheck/browser: the pools' rules are loaded with a card database (openCardDatabaseBytes); none was opened",
);

export const poolRules = rules.get;
export const loadPoolRules = rules.load;
