/**
 * Which sets each format allows on each day, as data: data/pools/sets.json (the sets that define the set-based
 * pools, with their tabletop release and legal dates) and data/pools/pools.json (Standard's rotations, Pioneer's
 * and Modern's first sets, Extended's periods, Premodern's sets, the Pauper and eternal rules), with blocks.json (the
 * Block Constructed formats) and known-through.json (see data/pool-index). Validated against
 * data/pools/schema by test/data/pools.test.ts, which also compares the set dates with the reference data.
 * data/pools/arena.json holds the MTG Arena pool (Historic, Timeless, Brawl): each format's first day, the day each
 * set came to Arena, and the cards that exist on Arena only to be conjured or specialized into. data/pools/mtgo.json
 * holds the day each set came to Magic Online where it differs from its tabletop date (checks for `--platform mtgo`).
 * formats/pool computes the pools from these facts.
 */
import poolsData from './pools/pools.json' with { type: 'json' };
import { BLOCKS, POOLS_KNOWN_THROUGH } from './pool-index.js';
import { poolSetTables } from './pool-sets.js';

/** core-or-expansion: a main Standard set; standard-addition: a product added to Standard (Welcome Decks, BIG, …). */
export type PoolSetKind = 'core-or-expansion' | 'standard-addition' | 'modern-addition' | 'reprint';

export interface PoolSet {
  /** Upper-case set code (MTGJSON). */
  readonly code: string;
  readonly name: string;
  /** Tabletop release date. */
  readonly released: string;
  /** Tabletop legal date when it differs from the release (the 20th of the month 2003-2007, prerelease from 2023). */
  readonly legal?: string;
  readonly kind: string;
  readonly note?: string;
}

export interface StandardRotation {
  /** The day this period starts, when it is a rule change rather than a set's arrival (1995-01-10, 1997-01-01, 1997-07-01). */
  readonly from?: string;
  /** The set whose arrival starts this period (its legal day is the rotation day). */
  readonly enters?: string;
  /** Every set in Standard during the period (each from its own legal day). */
  readonly sets: readonly string[];
  readonly source: string;
  /** The period rests on the Forge archive alone. */
  readonly unsourced?: boolean;
}

/** A Block Constructed format's sets: each from its legal day, and (Homelands in the Ice Age block) until a day. */
export interface BlockDef {
  /** The format id, e.g. "urza-block". */
  readonly id: string;
  readonly name: string;
  readonly sets: readonly { readonly code: string; readonly until?: string }[];
  readonly source: string;
}

export interface ExtendedPeriod {
  readonly from: string;
  /** Standard sets from this one on (by legal date). */
  readonly firstSet: string;
  readonly extraSets?: readonly string[];
  readonly extraCards?: readonly string[];
  readonly source: string;
  readonly unsourced?: boolean;
}

/** The last day a table or list is known to be complete, and how that is known. */
export interface KnownThrough {
  readonly day: string;
  readonly source: string;
}

export interface PoolsData {
  /** known-through.json (data/pool-index): the last day the set tables are known to be complete. */
  readonly knownThrough: KnownThrough;
  readonly standard: {
    readonly source: string;
    readonly coversFrom: string;
    readonly coversFromNote: string;
    readonly coversUntil: string;
    readonly coversUntilNote: string;
    readonly rotations: readonly StandardRotation[];
  };
  readonly pioneer: { readonly firstSet: string; readonly startsFrom: string; readonly source: string };
  /** Frontier (2016, Hareruya and BIG MAGIC): the Standard sets from Magic 2015 on, as Pioneer's from Return to Ravnica. */
  readonly frontier: { readonly firstSet: string; readonly startsFrom: string; readonly source: string };
  readonly modern: { readonly firstSet: string; readonly startsFrom: string; readonly additions: readonly string[]; readonly source: string };
  readonly extended: { readonly startsFrom: string; readonly periods: readonly ExtendedPeriod[] };
  readonly premodern: { readonly sets: readonly string[]; readonly source: string };
  /** Old School 93/94 (Eternal Central's rules): its sets, and the 1994 promos it allows on their own. */
  readonly oldSchool: { readonly sets: readonly string[]; readonly extraCards: readonly string[]; readonly source: string };
  /** MTG Arena's Alchemy: Standard's sets on Arena and their Alchemy sets, over the days its rotation is Standard's. */
  readonly alchemy: {
    readonly coversFrom: string;
    readonly coversFromNote: string;
    readonly coversUntil: string;
    readonly coversUntilNote: string;
    /** An Alchemy set whose premier set is not its code without the leading Y. */
    readonly setParents: Readonly<Record<string, string>>;
    readonly source: string;
  };
  readonly pauper: {
    readonly periods: readonly { readonly from: string; readonly platforms: readonly string[]; readonly source: string }[];
    readonly excludedSetTypes: readonly string[];
    readonly excludedSets: readonly string[];
    readonly excludeForeignOnly: boolean;
    readonly source: string;
  };
  readonly eternal: {
    readonly excludedSetTypes: readonly string[];
    readonly excludedSets: readonly string[];
    /** Products that reprint only cards legal elsewhere (The List, Special Guests): never a way in on their own. */
    readonly reprintOnlySets: readonly string[];
    /** Promo sets whose date says nothing about their printings (PRM, PMEI): only a printing's own date counts. */
    readonly multiYearPromoSets: readonly string[];
    readonly source: string;
  };
  /** blocks.json (data/pool-index). */
  readonly blocks: BlocksData;
}

/** The Block Constructed formats: data/pools/blocks.json. */
export interface BlocksData {
  /** Every block format's last day: Block Constructed left the tournament rules with Dominaria (2018-04-27). */
  readonly lastDay: string;
  readonly lastDaySource: string;
  readonly list: readonly BlockDef[];
}

/**
 * The sets of sets.json (a function: the bundle parses sets.json on first use, as the CLI's bundle script writes it;
 * a browser loads the set tables with a card database).
 */
export function poolSets(): readonly PoolSet[] {
  return poolSetTables().sets;
}
/** pools.json with known-through.json and blocks.json (data/pool-index) in their places. */
const withIndex = (data: Omit<PoolsData, 'knownThrough' | 'blocks'>): PoolsData => ({ ...data, knownThrough: POOLS_KNOWN_THROUGH, blocks: BLOCKS });

/**
 * pools.json, with known-through.json as `knownThrough` and blocks.json as `blocks` (data/pool-index). Made by a call
 * marked pure, so that a bundle that never reads it (the import worker) leaves the three files out.
 */
export const POOLS: PoolsData = /* @__PURE__ */ withIndex(poolsData);

/** Cards on MTG Arena only to be conjured or specialized into by other cards: never deck cards, from `from` (until `until`). */
export interface ArenaNotDeckCards {
  readonly from: string;
  readonly until?: string;
  readonly cards: readonly string[];
  readonly source: string;
}

export interface ArenaPoolData {
  readonly source: string;
  /** Each Arena format's first day. */
  readonly formats: Readonly<Record<string, { readonly from: string; readonly source: string }>>;
  /** Arena sets whose printings never count (XANA). */
  readonly excludedSets: readonly string[];
  readonly excludedSetsSource: string;
  /** The day a set came to Arena, where it differs from the data's set date (paper sets come to Arena earlier). */
  readonly sets: readonly { readonly code: string; readonly arena: string; readonly source: string }[];
  readonly notDeckCards: readonly ArenaNotDeckCards[];
}

/** arena.json (a function, as poolSets). */
export function arenaPool(): ArenaPoolData {
  return poolSetTables().arena;
}

/** One set's Magic Online release day, with its source (an announcement of the Magic Online team, unless `unofficial`). */
export interface MtgoSet {
  readonly code: string;
  readonly mtgo: string;
  readonly source: string;
  readonly unofficial?: boolean;
}

export interface MtgoSetsData {
  readonly source: string;
  readonly sets: readonly MtgoSet[];
}

/** mtgo.json (a function, as poolSets). */
export function mtgoSets(): MtgoSetsData {
  return poolSetTables().mtgo;
}
