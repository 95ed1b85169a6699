/**
 * The pools' code (src/formats/pool.ts: which sets and printings each format allows on a day) as the rules reach it,
 * as Node loads it: with the module. package.json's browser field puts pool-load.browser.ts in this module's place,
 * which loads pool.ts and the set tables as chunks of their own when a card database is opened (api-core.ts
 * cardDatabaseOf awaits loadPoolRules): only a check with a card database reads printings. Here that is nothing to do.
 */
import * as pool from './pool.js';

export type PoolRules = typeof pool;

export function poolRules(): PoolRules {
  return pool;
}

export function loadPoolRules(): Promise<void> {
  return Promise.resolve();
}
