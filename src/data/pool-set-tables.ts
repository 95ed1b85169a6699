/**
 * The pools' set tables as data (src/data/pools/sets.json, arena.json, mtgo.json; see src/data/pools.ts): needed only
 * with a card database (a printing's day, a card's pool). Node loads them with src/data/pool-sets.ts; a browser bundle
 * loads this module as a chunk of its own when a card database is opened (src/data/pool-sets.browser.ts).
 */
import arenaData from './pools/arena.json' with { type: 'json' };
import mtgoData from './pools/mtgo.json' with { type: 'json' };
import setsData from './pools/sets.json' with { type: 'json' };
import type { ArenaPoolData, MtgoSetsData, PoolSet } from './pools.js';

export interface PoolSetTables {
  readonly sets: readonly PoolSet[];
  readonly arena: ArenaPoolData;
  readonly mtgo: MtgoSetsData;
}

/** The three tables (getters: the CLI bundle parses each file's text on first use, scripts/bundle.js). */
export const POOL_SET_TABLES: PoolSetTables = {
  get sets() {
    return setsData.sets;
  },
  get arena() {
    return arenaData;
  },
  get mtgo() {
    return mtgoData;
  },
};
