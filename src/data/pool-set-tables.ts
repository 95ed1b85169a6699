/**
 * The pools' set tables as data (the pools folder's sets.json, arena.json, mtgo.json; see data/pools): needed only
 * with a card database (a printing's day, a card's pool). Node loads them with data/pool-sets; a browser bundle
 * loads this module as a chunk of its own when a card database is opened (data/pool-sets.browser).
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

/** The three tables (getters: the CLI bundle parses each file's text on first use, the bundle script). */
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
