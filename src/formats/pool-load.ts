/**
 * The pools' code (formats/pool: which sets and printings each format allows on a day) as the rules reach it,
 * as Node loads it: with the module. package.json's browser field puts formats/pool-load.browser in this module's place,
 * which loads the pools' code and the set tables as chunks of their own when a card database is opened (the
 * library's cardDatabaseOf awaits loadPoolRules): only a check with a card database reads printings. Here that is nothing to do.
 */
import * as pool from './pool.js';

export type PoolRules = typeof pool;

export function poolRules(): PoolRules {
  return pool;
}

export function loadPoolRules(): Promise<void> {
  return Promise.resolve();
}
