/**
 * The two pool facts read without the pools themselves: the Block Constructed formats (data/pools/blocks.json: each
 * block's id and name make a format of the format table, formats/formats) and the last day the set tables are known to
 * be complete (data/pools/known-through.json, read by formats/knowledge when a check is prepared). Files of their own,
 * apart from pools.json, so that a browser bundle loads only these with the format table and pools.json on use (with
 * the rules, which read it). data/pools gives both in POOLS too. Validated against data/pools/schema by
 * test/data/pools.test.ts.
 */
import blocksData from './pools/blocks.json' with { type: 'json' };
import knownThroughData from './pools/known-through.json' with { type: 'json' };
import type { BlocksData, KnownThrough } from './pools.js';

/** The Block Constructed formats and their last day (blocks.json). */
export const BLOCKS: BlocksData = blocksData;

/** The last day the set tables (sets.json, arena.json) are known to be complete, and how that is known. */
export const POOLS_KNOWN_THROUGH: KnownThrough = knownThroughData;
