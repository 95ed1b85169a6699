/**
 * The pools' code in a browser (package.json's browser field puts this module in pool-load.ts's place): pool.ts and
 * the set tables, chunks of their own, loaded when a card database is opened (api-core.ts cardDatabaseOf awaits
 * loadPoolRules), since only a check with a card database reads printings. A page that checks without card data never
 * loads them.
 */
import { loadPoolSetTables } from '../data/pool-sets.js';
import type { PoolRules } from './pool-load.js';

let loaded: PoolRules | undefined;
let loading: Promise<void> | undefined;

export function poolRules(): PoolRules {
  if (loaded === undefined) {
    throw new Error("deckcheck/browser: the pools' rules are loaded with a card database (openCardDatabaseBytes); none was opened");
  }
  return loaded;
}

export function loadPoolRules(): Promise<void> {
  loading ??= Promise.all([import('./pool.js'), loadPoolSetTables()]).then(([m]) => {
    loaded = m;
  });
  return loading;
}
