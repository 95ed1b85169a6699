/**
 * Card pools by date: is a card in a format's card pool on day D, computed from its printings and the
 * dated set tables in data/pools. Pure: no I/O, nothing thrown on card data. The per-day part (which sets a format
 * allows on D) is computed once per pool and day and memoised, so checking many decks pays for it once.
 *
 * - Set-based pools (Standard, Pioneer, Modern, Extended, Premodern): a card is in the pool when it has a printing in
 *   a set the format allows on D that is legal by D (the set's tabletop legal date, P1). Promo sets, The List, Secret
 *   Lair and other products are not in these tables, so a promo never makes a card legal before its first regular
 *   printing (P6).
 * - Eternal (Legacy, Vintage): any printing in a tournament-legal set, dated by the printing's own date when it has one
 *   (MTGJSON originalReleaseDate, Scryfall released_at), else by its set's release date; a printing without a date of
 *   its own in a set that holds many years' printings (PRM is dated 2002, PMEI 1995, Secret Lair Drop 2019) cannot be
 *   dated: a card that only such a printing could bring in is "cannot tell" (undated), never in the pool.
 * - Pauper: a common printing, in a Magic Online set before 2019-06-27 and in a paper or Magic Online set from then on,
 *   excluding foreign-only, promo, Secret Lair and Arena-only sets (P5).
 * - Arena (Historic, Timeless, Brawl): a printing the data marks as available on MTG Arena, from the day its set came
 *   to Arena (data/pools/arena.json; else the printing's or its set's own date). Alchemy and rebalanced (A-) cards
 *   count; a card that exists on Arena only to be conjured or specialized into is never a deck card.
 * - Gladiator: the Arena pool without the rebalanced (A-) versions: Gladiator plays the original cards.
 * - Explorer: a card in Pioneer's pool on D that has a printing on MTG Arena by D (not a rebalanced or Alchemy one).
 * - Alchemy: a printing on MTG Arena in a set in Standard on D, or in an Alchemy set whose premier set is (rebalanced
 *   cards included), while Alchemy rotated with Standard (data/pools/pools.json `alchemy`).
 * - Old School 93/94: a card in one of its sets (Alpha to Fallen Empires), in any printing, and three 1994 promos.
 *
 * A check for Magic Online or MTG Arena (`platform`) dates each set by the day it came to that platform where the
 * tables know one (data/pools/mtgo.json, arena.json), else by its tabletop day: Standard's rotations, the sets of
 * Pioneer and Modern and every printing's day move with it. On Magic Online a printing that is only on Magic Online
 * (Vintage Masters) counts in the eternal formats too.
 */
import { PLATFORM_NAMES, type Platform, type PrintingFacts, type SetFacts } from '../cards/facts.js';
import { arenaPool, mtgoSets, poolSets, POOLS, type BlockDef, type PoolSet } from '../data/pools.js';
import type { PoolId } from './formats.js';

/** A set of the tables, with the day it became legal. */
interface TableSet {
  readonly code: string;
  readonly name: string;
  /** The day it became legal on paper: its prerelease from Phyrexia: All Will Be One on, else its release. */
  readonly legal: string;
  readonly released: string;
  readonly kind: string;
}

/**
 * The tables below are built the first time a check asks for them, not when the module loads: a check that looks at no
 * printing (one without a card database) builds none of them.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

const setTable = once(
  (): ReadonlyMap<string, TableSet> =>
    new Map(poolSets().map((s: PoolSet) => [s.code, { code: s.code, name: s.name, legal: s.legal ?? s.released, released: s.released, kind: s.kind }])),
);

/** The day each set came to Magic Online, where it differs from its tabletop day, with its source. */
const mtgoDays = once(
  (): ReadonlyMap<string, { readonly day: string; readonly source: string }> =>
    new Map(mtgoSets().sets.map((s) => [s.code, { day: s.mtgo, source: s.source }])),
);

/** The day each set came to MTG Arena, where the table knows it. */
const arenaDays = once((): ReadonlyMap<string, string> => new Map(arenaPool().sets.map((s) => [s.code, s.arena])));

/** A platform's own day for a set, where deckcheck's tables know one (none for paper: the tabletop day is the set's). */
function platformDay(code: string, platform: Platform): string | undefined {
  if (platform === 'mtgo') return mtgoDays().get(code)?.day;
  if (platform === 'arena') return arenaDays().get(code);
  return undefined;
}

/** Where a platform's day for a set comes from, in a few words for a message. */
function platformSource(code: string, platform: Platform): string {
  if (platform === 'mtgo') {
    const source = mtgoDays().get(code)?.source ?? '';
    // The announcement's address or title: the part before the colon.
    return `deckcheck's Magic Online release table: ${source.split(':')[0] ?? source}`;
  }
  return "deckcheck's MTG Arena release table (src/data/pools/arena.json)";
}

/**
 * Where a set's day on `platform` comes from, for a message: '' on paper (the tabletop day is the set's own); the
 * platform's table when it has the set; else a word that the tabletop day stands in.
 */
function dayNote(code: string, platform: Platform): string {
  if (platform === 'paper') return '';
  const name = PLATFORM_NAMES[platform];
  if (platformDay(code, platform) !== undefined) return ` on ${name} (${platformSource(code, platform)})`;
  return ` (its tabletop day: deckcheck knows no ${name} release day for this set)`;
}

/**
 * For a tabletop check: " (it came to Magic Online on D, by DATE: for a Magic Online event, check with platform
 * mtgo)" when the set came to a digital platform by `date`, else ''. A deck of an online event is then not refused
 * without a word of why.
 */
function elsewhereHint(code: string, date: string): string {
  for (const platform of ['mtgo', 'arena'] as const) {
    const day = platformDay(code, platform);
    if (day !== undefined && day <= date) {
      const name = PLATFORM_NAMES[platform];
      return ` (on ${name} from ${day}: for a ${name} event, check with platform ${platform})`;
    }
  }
  return '';
}

function legalDay(code: string, platform: Platform = 'paper'): string {
  const own = platformDay(code, platform);
  if (own !== undefined) return own;
  const s = setTable().get(code);
  if (!s) throw new Error(`pool data names a set missing from sets.json: ${code}`);
  return s.legal;
}

/** A Standard set and the days it was in Standard: from its legal day until the day it rotated out (exclusive). */
export interface StandardWindow {
  readonly code: string;
  readonly from: string;
  /** The day it left Standard; undefined while it has not left (as far as the table knows). */
  readonly until?: string;
}

interface RotationDay {
  readonly day: string;
  readonly sets: ReadonlySet<string>;
}

/** A rotation's day: its own (a rule change such as 1997-01-01), else the legal day of the set that enters. */
function rotationDay(r: { readonly from?: string; readonly enters?: string }, platform: Platform): string {
  if (r.from !== undefined) return r.from;
  if (r.enters === undefined) throw new Error('pool data: a Standard rotation has neither a day nor a set that enters');
  return legalDay(r.enters, platform);
}

const ROTATIONS_BY_PLATFORM = new Map<Platform, readonly RotationDay[]>();

/** Standard's rotations, each on its day on `platform` (a set's arrival there). */
function rotations(platform: Platform): readonly RotationDay[] {
  let list = ROTATIONS_BY_PLATFORM.get(platform);
  if (!list) {
    list = POOLS.standard.rotations.map((r) => ({ day: rotationDay(r, platform), sets: new Set(r.sets) }));
    ROTATIONS_BY_PLATFORM.set(platform, list);
  }
  return list;
}


/**
 * Every period a set spent in Standard: from its legal day (or the day it came back) to the day it left. Ice Age and
 * Homelands left on 1997-01-01 and 1997-03 and came back on 1997-07-01, so a set can have more than one.
 */
function standardPeriods(platform: Platform): ReadonlyMap<string, readonly StandardWindow[]> {
  const out = new Map<string, StandardWindow[]>();
  const list = rotations(platform);
  list.forEach((rotation, i) => {
    const prev = list[i - 1];
    const next = list[i + 1];
    for (const code of rotation.sets) {
      const periods = out.get(code) ?? [];
      const legal = legalDay(code, platform);
      // It enters on its legal day, or on the rotation day when it was legal before (1995-01-10, 1997-07-01).
      if (!prev?.sets.has(code)) periods.push({ code, from: legal >= rotation.day ? legal : rotation.day });
      if (next && !next.sets.has(code)) {
        const last = periods.pop();
        if (last) periods.push({ ...last, until: next.day });
      }
      out.set(code, periods);
    }
  });
  return out;
}

const PERIODS_BY_PLATFORM = new Map<Platform, ReadonlyMap<string, readonly StandardWindow[]>>();

/**
 * Every Standard set's periods on a platform (its sets' days there), computed the first time a check asks: a check
 * that never looks at a printing's Standard history (one without a card database) never builds them.
 */
export function periodsOn(platform: Platform = 'paper'): ReadonlyMap<string, readonly StandardWindow[]> {
  let periods = PERIODS_BY_PLATFORM.get(platform);
  if (!periods) {
    periods = standardPeriods(platform);
    PERIODS_BY_PLATFORM.set(platform, periods);
  }
  return periods;
}

/** Every Standard set with its window on paper: its first period's start and its last period's end (periodsOn() for gaps). */
export const standardWindows = once(
  (): ReadonlyMap<string, StandardWindow> =>
    new Map(
      [...periodsOn('paper')].flatMap(([code, periods]) => {
        const first = periods[0];
        const last = periods.at(-1);
        if (!first || !last) return [];
        return [[code, last.until === undefined ? { code, from: first.from } : { code, from: first.from, until: last.until }] as const];
      }),
    ),
);

/** Main Standard sets, in order of legal date: the sets Pioneer, Modern and Extended start from. */
const standardSets = once((): readonly TableSet[] =>
  [...setTable().values()]
    .filter((s) => s.kind === 'core-or-expansion' || s.kind === 'standard-addition')
    .sort((a, b) => (a.legal < b.legal ? -1 : a.legal > b.legal ? 1 : 0)),
);

/** What a format allows on one day. */
export interface PoolDay {
  readonly pool: PoolId;
  readonly date: string;
  /** The platform the day is for: sets are dated by the day they came to it (tabletop: 'paper'). */
  readonly platform: Platform;
  /** False when the data does not define the pool on this day; `uncovered` says why. Nothing is then reported. */
  readonly covered: boolean;
  readonly uncovered?: string;
  /** When not covered: what is checked all the same (Alchemy: the bound Standard's pool on MTG Arena gives it). */
  readonly bound?: string;
  /** Set-based pools: the sets allowed and legal on the day. */
  readonly sets?: ReadonlySet<string>;
  /** Cards allowed on their own (Extended 1999-2002: the Revised dual lands). */
  readonly extraCards?: ReadonlySet<string>;
  /** Pauper: the platforms whose common printings count. */
  readonly platforms?: ReadonlySet<string>;
}

function standardOn(date: string, platform: Platform): PoolDay {
  const s = POOLS.standard;
  if (date < s.coversFrom) return { pool: 'standard', date, platform, covered: false, uncovered: s.coversFromNote };
  if (date > s.coversUntil) return { pool: 'standard', date, platform, covered: false, uncovered: s.coversUntilNote };
  let current: RotationDay | undefined;
  for (const r of rotations(platform)) if (r.day <= date) current = r;
  const sets = new Set([...(current?.sets ?? [])].filter((c) => legalDay(c, platform) <= date));
  return { pool: 'standard', date, platform, covered: true, sets };
}

function fromSetOn(pool: PoolId, date: string, platform: Platform, firstSet: string, extra: readonly string[] = []): PoolDay {
  // Which sets belong is the tabletop order's; the day each is legal from is the platform's.
  const first = legalDay(firstSet);
  const sets = new Set<string>();
  for (const s of standardSets()) if (s.legal >= first && legalDay(s.code, platform) <= date) sets.add(s.code);
  for (const code of extra) if (legalDay(code, platform) <= date) sets.add(code);
  return { pool, date, platform, covered: true, sets };
}

function extendedOn(date: string, platform: Platform): PoolDay {
  let period;
  for (const p of POOLS.extended.periods) if (p.from <= date) period = p;
  if (!period) return { pool: 'extended', date, platform, covered: false, uncovered: 'Extended began on 1997-07-01' };
  const day = fromSetOn('extended', date, platform, period.firstSet, period.extraSets);
  const sets = new Set([...(day.sets ?? [])].filter((c) => setTable().get(c)?.kind !== 'standard-addition' || period.extraSets?.includes(c)));
  return { ...day, sets, ...(period.extraCards ? { extraCards: new Set(period.extraCards) } : {}) };
}

function pauperOn(date: string, platform: Platform): PoolDay {
  let period;
  for (const p of POOLS.pauper.periods) if (p.from <= date) period = p;
  if (!period) return { pool: 'pauper', date, platform, covered: false, uncovered: 'Pauper is not defined before 2009-01-01' };
  return { pool: 'pauper', date, platform, covered: true, platforms: new Set(period.platforms) };
}

/** The block a `block:<id>` pool stands for. */
function blockOf(pool: PoolId): BlockDef | undefined {
  return pool.startsWith('block:') ? blocks().get(pool.slice('block:'.length)) : undefined;
}

const blocks = once((): ReadonlyMap<string, BlockDef> => new Map(POOLS.blocks.list.map((b) => [b.id, b])));

/** A block format on `date`: its sets legal by then (Homelands only until Coldsnap's day). */
function blockOn(pool: PoolId, date: string, platform: Platform): PoolDay {
  const block = blockOf(pool);
  if (!block) return { pool, date, platform, covered: false, uncovered: `no block format ${pool}` };
  const sets = new Set(
    block.sets.filter((s) => legalDay(s.code, platform) <= date && (s.until === undefined || date < s.until)).map((s) => s.code),
  );
  return { pool, date, platform, covered: true, sets };
}

function computePoolOn(pool: PoolId, date: string, platform: Platform): PoolDay {
  if (pool.startsWith('block:')) return blockOn(pool, date, platform);
  switch (pool) {
    case 'standard':
      return standardOn(date, platform);
    case 'pioneer':
      return fromSetOn(pool, date, platform, POOLS.pioneer.firstSet);
    case 'frontier':
      return fromSetOn(pool, date, platform, POOLS.frontier.firstSet);
    case 'modern':
      return fromSetOn(pool, date, platform, POOLS.modern.firstSet, POOLS.modern.additions);
    case 'extended':
      return extendedOn(date, platform);
    case 'premodern':
      return { pool, date, platform, covered: true, sets: new Set(POOLS.premodern.sets) };
    case 'old-school':
      return { pool, date, platform, covered: true, sets: new Set(POOLS.oldSchool.sets), extraCards: new Set(POOLS.oldSchool.extraCards) };
    case 'explorer':
      return { ...fromSetOn(pool, date, platform, POOLS.pioneer.firstSet) };
    case 'alchemy': {
      const a = POOLS.alchemy;
      if (date < a.coversFrom) return { pool, date, platform, covered: false, uncovered: a.coversFromNote };
      if (date > a.coversUntil) {
        return {
          pool,
          date,
          platform,
          covered: false,
          uncovered: a.coversUntilNote,
          ...(standardOn(date, platform).covered ? { bound: ALCHEMY_BOUND } : {}),
        };
      }
      return { ...standardOn(date, platform), pool };
    }
    case 'pauper':
      return pauperOn(date, platform);
    default:
      return { pool, date, platform, covered: true };
  }
}

const memo = new Map<string, PoolDay>();

/**
 * What `pool` allows on `date` (memoised per pool, day and platform). `platform`: the platform checked for; the MTG
 * Arena pool is Arena's whatever it is given.
 */
export function poolOn(pool: PoolId, date: string, platform: Platform = 'paper'): PoolDay {
  const on: Platform = pool === 'arena' ? 'arena' : platform;
  const key = `${pool} ${date} ${on}`;
  let day = memo.get(key);
  if (!day) {
    day = computePoolOn(pool, date, on);
    memo.set(key, day);
  }
  return day;
}

/** The card as the pool engine reads it. */
export interface PoolCard {
  readonly name: string;
  readonly printings?: readonly PrintingFacts[];
  /** Card types, when known: scheme, plane, conspiracy … cards are never in a Constructed pool. */
  readonly types?: readonly string[];
  /**
   * A card that keeps its last verdict itself (a card of the database) answers a check's repeated question without a
   * memo lookup: `remembered` gives back what `remember` was last given for the same `key`, else undefined.
   */
  remembered?(key: object): PoolVerdict | undefined;
  remember?(key: object, verdict: PoolVerdict): void;
  /**
   * One of the card's printings (null when it has none), read without decoding the others: a card of the database
   * gives the one its card line holds (leadPrintingIndex). With a memo, a card that this printing brings into the pool
   * is in it, its other printings never read.
   */
  leadPrinting?(): PrintingFacts | null;
}

/** Card types of casual variants and supplementary decks, never in a Constructed card pool (CR 309-315). */
const NOT_DECK_CARDS: ReadonlySet<string> = new Set(['Scheme', 'Plane', 'Phenomenon', 'Conspiracy', 'Vanguard', 'Dungeon']);

export type PoolVerdict =
  /**
   * In the pool: at least one printing brings the card in. Which one is not part of the answer, so a card may be
   * found in by whichever printing is read first (a card database's card line gives one: db/file).
   */
  | { readonly in: true }
  /** Not in the pool: `reasons` say, printing by printing, why none counts. */
  | { readonly in: false; readonly reasons: readonly string[] }
  /**
   * Cannot tell: no printings known, or the pool is not defined on the day, or no printing counts but one that cannot
   * be dated might; `printedDayUnknown` names those whose set holds printings of many years and that have no date of
   * their own (a Secret Lair Drop printing without its date).
   */
  | { readonly in: null; readonly reason: string; readonly printedDayUnknown?: readonly string[] };

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  standard: 'Standard',
  pioneer: 'Pioneer',
  frontier: 'Frontier',
  modern: 'Modern',
  extended: 'Extended',
  premodern: 'Premodern',
  'old-school': 'Old School 93/94',
  gladiator: 'Gladiator',
  explorer: 'Explorer',
  alchemy: 'Alchemy',
  eternal: 'the eternal formats',
  pauper: 'Pauper',
  arena: 'the MTG Arena formats',
  any: 'casual play',
};

/** A pool's name in messages ("Standard", "the Urza Block"). */
function poolName(pool: PoolId): string {
  const block = blockOf(pool);
  return block ? `the ${block.name}` : (FORMAT_NAMES[pool] ?? pool);
}

function setLabel(code: string, sets?: ReadonlyMap<string, SetFacts>): string {
  const name = setTable().get(code)?.name ?? sets?.get(code)?.name;
  return name ? `${name} (${code})` : code;
}

/** Why a printing in a set-based pool does not count on `day`; null when it does. */
function setBasedReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): string | Shared | null {
  const format = poolName(day.pool);
  const label = setLabel(p.set, sets);
  if (day.sets?.has(p.set)) {
    if (p.rebalanced) return `${label} has it only as an Arena rebalanced version`;
    if (p.funny) return `${label} has it only as a silver-border or acorn printing, not tournament legal`;
    if (p.availability.length > 0 && !p.availability.includes('paper')) {
      return `${label} has it only on ${p.availability.join(' and ')}`;
    }
    return null;
  }
  const table = setTable().get(p.set);
  const legal = table ? legalDay(p.set, day.platform) : undefined;
  const where = dayNote(p.set, day.platform);
  if (day.pool === 'standard') return standardReason(p.set, label, day.date, day.platform);
  const block = blockOf(day.pool);
  if (block) {
    const entry = block.sets.find((s) => s.code === p.set);
    if (!entry) return { label, one: `is not a set of the ${block.name}`, many: `are not sets of the ${block.name}`, noun: 'sets' };
    if (legal !== undefined && legal > day.date) return `${label} is legal in the ${block.name} from ${legal}${where}, after ${day.date}`;
    return `${label} left the ${block.name} on ${entry.until ?? day.date}`;
  }
  if (legal !== undefined && legal > day.date) {
    const inLater = poolOn(day.pool, legal, day.platform).sets?.has(p.set) ?? false;
    if (inLater) {
      const hint = day.platform === 'paper' ? elsewhereHint(p.set, day.date) : '';
      return `${label} is legal in ${format} from ${legal}${where}, after ${day.date}${hint}`;
    }
  }
  if (day.pool === 'extended' && table) {
    return { label, one: `is not in Extended on ${day.date} (rotated out or never in it)`, many: `are not in Extended on ${day.date} (rotated out or never in it)`, noun: 'sets' };
  }
  if (day.pool === 'old-school') {
    return { label, one: 'is not an Old School 93/94 set (Alpha to Fallen Empires)', many: 'are not Old School 93/94 sets (Alpha to Fallen Empires)', noun: 'sets' };
  }
  return { label, one: `is not a ${format} set`, many: `are not ${format} sets`, noun: 'sets' };
}

/** Why a Standard set does not count on `date`: not yet legal, rotated out (the last time before `date`), or never in it. */
function standardReason(code: string, label: string, date: string, platform: Platform): string {
  const periods = periodsOn(platform).get(code) ?? [];
  const left = periods.filter((w) => w.until !== undefined && w.until <= date).at(-1);
  const back = periods.find((w) => w.from > date);
  const where = platform === 'paper' ? '' : ` on ${PLATFORM_NAMES[platform]}`;
  if (left?.until !== undefined) {
    return `${label} rotated out of Standard${where} on ${left.until}${back ? ` (it is back from ${back.from})` : ''}`;
  }
  if (back) {
    const hint = platform === 'paper' ? elsewhereHint(code, date) : '';
    return `${label} is legal in Standard from ${back.from}${dayNote(code, platform)}, after ${date}${hint}`;
  }
  return `${label} is not a Standard set`;
}

/**
 * A printing that cannot be dated (no date of its own, its set unknown to the data). It is not a reason the card is
 * out of the pool: such a printing might make the card legal, so a card whose other printings do not count is
 * "cannot tell", never "not in the pool".
 */
interface Undated {
  readonly undated: string;
  /** Its set holds printings of many years (a Secret Lair, a promo set), and it has no date of its own. */
  readonly multiYear?: true;
}

/**
 * A reason many printings share (its set is not a set of the format, it is not on MTG Arena, it is at uncommon):
 * reported once with a few of their sets and how many more, not one reason per printing. `one` and `many` are the
 * reason's words after a single label and after several.
 */
interface Shared {
  readonly label: string;
  readonly one: string;
  readonly many: string;
  /** What "and N more …" counts: 'printings' or 'sets'. */
  readonly noun: string;
}

/** Why one printing does not bring the card into the pool; null when it does. */
type PrintingReason = string | Undated | Shared | null;

/** A printing that is not on MTG Arena at all (Arena pool). */
function offArena(label: string): Shared {
  return { label, one: 'is not on MTG Arena', many: 'are not on MTG Arena', noun: 'printings' };
}

/** How many sets a summary names before "and N more". */
const SUMMARY_SETS = 3;

/** A few of `labels`, then how many more: "A", "A and B", "A, B, C and D", "A, B, C and 40 more sets" (never "1 more"). */
function fewLabels(labels: readonly string[], noun?: string): string {
  const named = labels.length <= SUMMARY_SETS + 1 ? labels : labels.slice(0, SUMMARY_SETS);
  const rest = labels.length - named.length;
  if (rest > 0) return `${named.join(', ')} and ${rest} more${noun === undefined ? '' : ` ${noun}`}`;
  return named.length === 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
}

/**
 * The reasons of a card's printings: each plain reason once, in the order first met, then each shared reason once with
 * the labels of every printing that has it (the few sets that matter before the many that never counted).
 */
class Reasons {
  private readonly plain = new Set<string>();
  private readonly shared = new Map<string, { readonly reason: Shared; readonly labels: Set<string> }>();

  add(reason: string | Shared): void {
    if (typeof reason === 'string') {
      this.plain.add(reason);
      return;
    }
    const group = this.shared.get(reason.one);
    if (group) group.labels.add(reason.label);
    else this.shared.set(reason.one, { reason, labels: new Set([reason.label]) });
  }

  list(): string[] {
    const shared = [...this.shared.values()].map(({ reason, labels }) => {
      const all = [...labels];
      return `${fewLabels(all, reason.noun)} ${all.length === 1 ? reason.one : reason.many}`;
    });
    return [...this.plain, ...shared];
  }
}

/**
 * The day a printing entered play (its own date, else its set's), or why it cannot be dated. A printing of a set that
 * holds printings of many years, without its own date, is undated, unless `date` is before the set's first day (no
 * printing of the set is older), when that day stands for it.
 */
export interface PrintingDay {
  readonly day: string;
  /** The set's first day stands for an undated printing of a set of many years: the printing is that old or newer. */
  readonly orLater?: true;
  /** The day is the platform's own (the set's arrival on Magic Online or MTG Arena), not the tabletop day. */
  readonly onPlatform?: true;
}

function printingDay(p: PrintingFacts, set: SetFacts | undefined, label: string, date: string, platform: Platform = 'paper'): PrintingDay | Undated {
  if (p.date !== undefined) {
    // Since Phyrexia: All Will Be One a set is legal on paper in every format from its prerelease (RULES.md P1): a
    // printing that came out with the set (dated by the card data on or before its release day) is legal from then.
    const prerelease = platform === 'paper' ? setTable().get(p.set) : undefined;
    if (prerelease !== undefined && prerelease.legal < p.date && p.date <= prerelease.released) return { day: prerelease.legal };
    return { day: p.date };
  }
  const own = platformDay(p.set, platform);
  if (own !== undefined) return { day: own, onPlatform: true };
  const table = setTable().get(p.set);
  if (table) return { day: table.legal };
  if (!set) return { undated: `${label}: the card data gives no date for this printing or its set` };
  if (POOLS.eternal.multiYearPromoSets.includes(p.set)) {
    if (set.releaseDate > date) return { day: set.releaseDate, orLater: true };
    return { undated: `${label} holds printings of many years, and the card data gives no date of its own for this one`, multiYear: true };
  }
  return { day: set.releaseDate };
}

/**
 * Whether a printing was released by `date`, by the day the pools read (its own date, else its set's): false when it
 * came later, undefined when the data cannot date it. Pauper Commander's rarity checks count only printings released
 * by the check day, as Pauper does.
 */
export function printedBy(p: PrintingFacts, date: string, sets?: ReadonlyMap<string, SetFacts>, platform: Platform = 'paper'): boolean | undefined {
  const when = printingDay(p, sets?.get(p.set), p.set, date, platform);
  return 'day' in when ? when.day <= date : undefined;
}

/**
 * The day a printing entered play by the pools' reading (its own date, its set's day on `platform`, its set's), or
 * undefined when the data cannot date it (a printing of a set of many years without its own date, on or after the
 * set's first day): card-not-legal's first-printed day reads printings as the pools do.
 */
export function printingDayOf(
  p: PrintingFacts,
  date: string,
  sets?: ReadonlyMap<string, SetFacts>,
  platform: Platform = 'paper',
): PrintingDay | undefined {
  const when = printingDay(p, sets?.get(p.set), p.set, date, platform);
  return 'day' in when ? when : undefined;
}

/**
 * "was printed on D", or on a platform "came to Magic Online on D (source)", with "or later" when the day is a bound.
 * On paper, a set that came to Magic Online or MTG Arena by `date` says so (elsewhereHint).
 */
function printedText(p: PrintingFacts, when: PrintingDay, platform: Platform, date: string): string {
  const later = when.orLater ? ' or later' : '';
  if (when.onPlatform) return `came to ${PLATFORM_NAMES[platform]} on ${when.day}${later} (${platformSource(p.set, platform)})`;
  if (platform === 'paper') return `was printed on ${when.day}${later}${p.date === undefined ? elsewhereHint(p.set, date) : ''}`;
  if (p.date !== undefined) return `was printed on ${when.day}${later}`;
  return `was printed on ${when.day}${later} (its tabletop day: deckcheck knows no ${PLATFORM_NAMES[platform]} release day for this set)`;
}

function eternalReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  const set = sets?.get(p.set);
  const label = setLabel(p.set, sets);
  if (p.funny) return `${label} is a silver-border or acorn printing, not tournament legal`;
  if (p.rebalanced) return `${label} is an Arena rebalanced version`;
  if (POOLS.eternal.excludedSets.includes(p.set) || (set && POOLS.eternal.excludedSetTypes.includes(set.type))) {
    return { label, one: 'is not a tournament-legal set', many: 'are not tournament-legal sets', noun: 'sets' };
  }
  if (POOLS.eternal.reprintOnlySets.includes(p.set)) {
    return `${label} only reprints cards that are legal through another printing`;
  }
  // On Magic Online a printing that is only there (Vintage Masters, the Masters Editions) is as good as any.
  const onlineHere = day.platform === 'mtgo' && p.availability.includes('mtgo');
  if (!onlineHere && (set?.onlineOnly || (p.availability.length > 0 && !p.availability.includes('paper')))) {
    return `${label} is only on ${p.availability.filter((a) => a !== 'paper').join(' and ') || 'digital platforms'}`;
  }
  const when = printingDay(p, set, label, day.date, day.platform);
  if (!('day' in when)) return when;
  if (when.day > day.date) return `${label} ${printedText(p, when, day.platform, day.date)}, after ${day.date}`;
  return null;
}

function pauperReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  const set = sets?.get(p.set);
  const label = setLabel(p.set, sets);
  if (p.rarity !== 'common') return { label, one: `prints it at ${p.rarity}`, many: `print it at ${p.rarity}`, noun: 'sets' };
  const rules = POOLS.pauper;
  if (p.funny || rules.excludedSets.includes(p.set) || (set && rules.excludedSetTypes.includes(set.type))) {
    return {
      label,
      one: 'is a common in a set that does not count for Pauper (promo, Secret Lair or not tournament legal)',
      many: 'are commons in sets that do not count for Pauper (promo, Secret Lair or not tournament legal)',
      noun: 'sets',
    };
  }
  if (rules.excludeForeignOnly && set?.foreignOnly) return `${label} is a foreign-only set, which does not count for Pauper`;
  const platforms = day.platforms ?? new Set<string>();
  if (!p.availability.some((a) => platforms.has(a))) {
    const where = [...platforms].join(' or ');
    return `${label} is common only on ${p.availability.join(' and ') || 'no known platform'}, not ${where}`;
  }
  const when = printingDay(p, set, label, day.date, day.platform);
  if (!('day' in when)) return when;
  if (when.day > day.date) return `${label} (common) ${printedText(p, when, day.platform, day.date)}, after ${day.date}`;
  return null;
}

/** Why `name` is never a deck card on Arena on `date` (conjure or specialize only), or undefined. */
function arenaNotDeckCard(name: string, date: string): string | undefined {
  for (const entry of arenaPool().notDeckCards) {
    if (entry.from <= date && (entry.until === undefined || date < entry.until) && entry.cards.includes(name)) {
      return `${name} exists on MTG Arena only to be conjured or specialized into by other cards (since ${entry.from}); it cannot be put in a deck`;
    }
  }
  return undefined;
}


function arenaReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  const set = sets?.get(p.set);
  const label = setLabel(p.set, sets);
  if (!p.availability.includes('arena')) return offArena(label);
  if (arenaPool().excludedSets.includes(p.set)) return `${label} is not a set of the MTG Arena formats (new-player extras)`;
  const arena = arenaDays().get(p.set) ?? p.date ?? set?.releaseDate ?? setTable().get(p.set)?.legal;
  if (arena === undefined) return { undated: `${label}: the card data gives no date for this printing or its set` };
  if (arena > day.date) return `${label} came to MTG Arena on ${arena}, after ${day.date}`;
  return null;
}

/** A day after every printing card data can hold: the eternal pool on it takes every printing that ever counts. */
const EVER = '9999-12-31';

/**
 * Which of a card's printings a card database writes on the card's line (db/compile, db/file), where a card pool
 * reads it alone: the one most likely to bring the card into a pool by itself, so that for most cards no other is
 * read. It is the earliest printed of those that bring the card into the eternal pool on paper once they are out
 * (Legacy, Vintage, Commander and their kin), else the first. Only speed depends on the choice: a pool reads the
 * others when this one does not bring the card in, and its answer does not say which printing did.
 */
export function leadPrintingIndex(printings: readonly PrintingFacts[], sets?: ReadonlyMap<string, SetFacts>): number {
  const day = poolOn('eternal', EVER);
  let lead = 0;
  let leadDay: string | undefined;
  printings.forEach((p, i) => {
    if (eternalReason(p, day, sets) !== null) return;
    const printed = printingDayOf(p, EVER, sets)?.day ?? EVER;
    if (leadDay === undefined || printed < leadDay) {
      lead = i;
      leadDay = printed;
    }
  });
  return lead;
}

/** Gladiator: the Arena pool, but the original card, never its rebalanced version (gladiator.blog/about-gladiator). */
function gladiatorReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  if (p.rebalanced) return `${setLabel(p.set, sets)} has it only as an Arena rebalanced version; Gladiator plays the original card`;
  return arenaReason(p, day, sets);
}

/** Explorer: a printing on Arena that is true to tabletop (not rebalanced, not of an Alchemy set). */
function explorerReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  const label = setLabel(p.set, sets);
  if (p.rebalanced) return `${label} has it only as an Arena rebalanced version, which Explorer does not use`;
  if (sets?.get(p.set)?.type === 'alchemy') return `${label} is an Alchemy set, which Explorer does not use`;
  return arenaReason(p, day, sets);
}

/** Alchemy: a printing on Arena in a set in Standard on the day, or in an Alchemy set whose premier set is. */
function alchemyReason(p: PrintingFacts, day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): PrintingReason {
  const arena = arenaReason(p, day, sets);
  if (arena !== null) return arena;
  const set = sets?.get(p.set);
  const home = set?.type === 'alchemy' ? (POOLS.alchemy.setParents[p.set] ?? set.parentCode ?? p.set.slice(1)) : p.set;
  if (day.sets?.has(home)) return null;
  const label = setLabel(p.set, sets);
  return home === p.set
    ? `${label} is not in Standard on ${day.date}, so not in Alchemy`
    : `${label} is an Alchemy set of ${setLabel(home, sets)}, which is not in Standard on ${day.date}`;
}

/** The pools drawn from MTG Arena: conjured and specialized cards are never deck cards in them. */
const ARENA_POOLS: ReadonlySet<PoolId> = new Set<PoolId>(['arena', 'gladiator', 'explorer', 'alchemy']);

/**
 * Is `card` in `pool` on `date`? `sets` are the set facts of the card data (type, online-only, foreign-only), used
 * by the eternal and Pauper pools; the set-based pools read their own tables.
 */
export function cardInPool(
  card: PoolCard,
  pool: PoolId,
  date: string,
  sets?: ReadonlyMap<string, SetFacts>,
  platform: Platform = 'paper',
): PoolVerdict {
  // One card object meets many decks: its verdict for a pool, day and set table is computed once. The memo is found
  // by the pool, the day and the set table (a few strings and objects that every deck of a check shares, so no key
  // is built per card), then by the card's printings; it lives as long as those printings (a WeakMap). A card that
  // keeps its own verdict (remembered / remember: a card database's) is asked instead: one field of the card itself.
  if (card.remembered !== undefined && card.remember !== undefined && card.leadPrinting !== undefined) {
    // Its printings are not read here: computeCardInPool reads its lead printing alone, and the rest only when needed.
    const memo = verdictMemo(pool, date, sets, platform);
    const own = card.remembered(memo);
    if (own !== undefined) return own;
    const verdict = computeCardInPool(card, pool, date, sets, memo);
    card.remember(memo, verdict);
    return verdict;
  }
  const printings = card.printings;
  if (!printings) return computeCardInPool(card, pool, date, sets, undefined, platform);
  const memo = verdictMemo(pool, date, sets, platform);
  if (card.remembered !== undefined && card.remember !== undefined) {
    const own = card.remembered(memo);
    if (own !== undefined) return own;
    const verdict = computeCardInPool(card, pool, date, sets, memo);
    card.remember(memo, verdict);
    return verdict;
  }
  const hit = memo.cards.get(printings);
  let verdict: PoolVerdict;
  if (hit !== undefined && hit.name === card.name && hit.types === card.types) verdict = hit.verdict;
  else {
    verdict = computeCardInPool(card, pool, date, sets, memo);
    memo.cards.set(printings, { name: card.name, types: card.types, verdict });
  }
  return verdict;
}

interface MemoVerdict {
  readonly name: string;
  readonly types: readonly string[] | undefined;
  readonly verdict: PoolVerdict;
}

/** What is remembered for one pool, day and set table. */
interface DayMemo {
  readonly day: PoolDay;
  /** The verdict per card, found by its printings. */
  readonly cards: WeakMap<readonly PrintingFacts[], MemoVerdict>;
  /**
   * Whether a printing brings its card into the pool, per printing object: the reason functions depend on nothing
   * else, and a card database shares one object among the cards with the same printing, so most are answered here.
   */
  readonly counts: WeakMap<PrintingFacts, boolean>;
}

/** The verdict "in the pool", shared by every card that is (frozen: it carries nothing of its own). */
const IN: PoolVerdict = Object.freeze({ in: true });

/** Stands for "no set table" in the memo (a WeakMap key must be an object). */
const NO_SET_TABLE: ReadonlyMap<string, SetFacts> = new Map();

/** Memos by pool and platform, day and set table: a check uses one of each. A new set table starts afresh (WeakMap). */
const verdicts = new Map<string, Map<string, WeakMap<ReadonlyMap<string, SetFacts>, DayMemo>>>();
/** Days remembered per pool; a long-running caller checking every day of a decade stays bounded. */
const DAYS_LIMIT = 1_000;

/** The memo used last: a check asks for the same pool, day and set table for every card of every deck. */
let lastMemo:
  | {
      readonly pool: PoolId;
      readonly date: string;
      readonly sets: ReadonlyMap<string, SetFacts>;
      readonly platform: Platform;
      readonly memo: DayMemo;
    }
  | undefined;

function verdictMemo(pool: PoolId, date: string, sets: ReadonlyMap<string, SetFacts> | undefined, platform: Platform): DayMemo {
  const table = sets ?? NO_SET_TABLE;
  const last = lastMemo;
  if (last !== undefined && last.pool === pool && last.date === date && last.sets === table && last.platform === platform) return last.memo;
  const poolKey = platform === 'paper' ? pool : `${pool} ${platform}`;
  let byDay = verdicts.get(poolKey);
  if (!byDay) {
    byDay = new Map();
    verdicts.set(poolKey, byDay);
  }
  let bySets = byDay.get(date);
  if (!bySets) {
    if (byDay.size >= DAYS_LIMIT) byDay.clear();
    bySets = new WeakMap();
    byDay.set(date, bySets);
  }
  let memo = bySets.get(table);
  if (!memo) {
    memo = { day: poolOn(pool, date, platform), cards: new WeakMap(), counts: new WeakMap() };
    bySets.set(table, memo);
  }
  lastMemo = { pool, date, sets: table, platform, memo };
  return memo;
}

/** Why one printing does not bring the card into `day`'s pool; null when it does. */
function printingReason(p: PrintingFacts, day: PoolDay, sets: ReadonlyMap<string, SetFacts> | undefined): PrintingReason {
  switch (day.pool) {
    case 'eternal':
      return eternalReason(p, day, sets);
    case 'pauper':
      return pauperReason(p, day, sets);
    case 'arena':
      return arenaReason(p, day, sets);
    case 'gladiator':
      return gladiatorReason(p, day, sets);
    case 'explorer':
      return explorerReason(p, day, sets);
    case 'alchemy':
      return alchemyReason(p, day, sets);
    default:
      return setBasedReason(p, day, sets);
  }
}

/** Whether a printing brings its card into the pool, through the memo's answer per printing object (computed when first seen). */
function counts(p: PrintingFacts, memo: DayMemo, sets: ReadonlyMap<string, SetFacts> | undefined): boolean {
  let yes = memo.counts.get(p);
  if (yes === undefined) {
    yes = printingReason(p, memo.day, sets) === null;
    memo.counts.set(p, yes);
  }
  return yes;
}

/** Whether a printing brings the card into the pool (counts): the same answer as the reasons loop below, without its reasons. */
function anyCounts(printings: readonly PrintingFacts[], memo: DayMemo, sets: ReadonlyMap<string, SetFacts> | undefined): boolean {
  for (const p of printings) if (counts(p, memo, sets)) return true;
  return false;
}

/**
 * cardInPool computed afresh: without `memo`, nothing remembered and every printing's reason computed in turn (the
 * reference the memoised answers are tested against). `platform`: as cardInPool's (a memo carries its own).
 */
export function computeCardInPool(
  card: PoolCard,
  pool: PoolId,
  date: string,
  sets?: ReadonlyMap<string, SetFacts>,
  memo?: DayMemo,
  platform: Platform = 'paper',
): PoolVerdict {
  const day = memo?.day ?? poolOn(pool, date, platform);
  // Most cards: with a memo, a lead printing that counts and no card type or pool that asks more. The same answer as
  // the whole question below gives them (IN), in a function small enough to be compiled early; the rest goes on there.
  if (memo !== undefined && day.covered && pool !== 'any' && card.leadPrinting !== undefined && !ARENA_POOLS.has(pool) && pool !== 'explorer') {
    const lead = card.leadPrinting();
    if (lead && !notDeckType(card.types) && counts(lead, memo, sets)) return IN;
  }
  return poolVerdict(card, pool, date, day, sets, memo, platform);
}

/** Whether one of `types` is never a deck card's (NOT_DECK_CARDS): by a loop, as every card is asked (no closure made). */
function notDeckType(types: readonly string[] | undefined): boolean {
  if (types === undefined) return false;
  for (let i = 0; i < types.length; i++) if (NOT_DECK_CARDS.has(types[i] as string)) return true;
  return false;
}

/** computeCardInPool's whole question, on the pool's `day`. */
function poolVerdict(
  card: PoolCard,
  pool: PoolId,
  date: string,
  day: PoolDay,
  sets: ReadonlyMap<string, SetFacts> | undefined,
  memo: DayMemo | undefined,
  platform: Platform,
): PoolVerdict {
  if (!day.covered) {
    const bound = pool === 'alchemy' && date > POOLS.alchemy.coversUntil ? alchemyBound(card, date, sets, platform) : undefined;
    return bound ?? { in: null, reason: day.uncovered ?? `${poolName(pool)} is not defined on ${date}` };
  }
  if (pool === 'any') return IN;
  // With a memo, the lead printing alone when the card reads it so (leadPrinting): the rest is read below only when
  // it does not count. Without one (the reference answer), all of them.
  const lead = memo !== undefined && card.leadPrinting !== undefined ? card.leadPrinting() : undefined;
  const read = lead === undefined ? card.printings : undefined;
  if (lead === null || (lead === undefined && (!read || read.length === 0))) {
    return { in: null, reason: `the card data gives no printings of ${card.name}` };
  }
  const odd = card.types?.find((t) => NOT_DECK_CARDS.has(t));
  if (odd !== undefined) return { in: false, reasons: [`${card.name} is a ${odd.toLowerCase()} card, not a deck card`] };
  if (day.extraCards?.has(card.name)) return IN;
  if (ARENA_POOLS.has(pool)) {
    const conjured = arenaNotDeckCard(card.name, date);
    if (conjured !== undefined) return { in: false, reasons: [conjured] };
  }
  if (pool === 'explorer') {
    // Explorer is Pioneer's cards that are on Arena: first the card must be in Pioneer's pool (any printing).
    const pioneer = cardInPool(card, 'pioneer', date, sets);
    if (pioneer.in !== true) return pioneer;
  }
  if (memo !== undefined && lead && counts(lead, memo, sets)) return IN;
  const printings = read ?? card.printings ?? [];
  // Most cards are in the pool: found without building a reason. Only a card that is not goes on to the reasons.
  if (memo !== undefined && anyCounts(printings, memo, sets)) return IN;
  const reasons = new Reasons();
  const undated = new Set<string>();
  const multiYear: string[] = [];
  for (const p of printings) {
    const reason = printingReason(p, day, sets);
    if (reason === null) return IN;
    if (typeof reason === 'string' || 'label' in reason) reasons.add(reason);
    else {
      undated.add(reason.undated);
      if (reason.multiYear) multiYear.push(reason.undated);
    }
  }
  if (undated.size > 0) {
    const reason = `${card.name} cannot be placed: ${[...undated].join('; ')}`;
    return multiYear.length > 0 ? { in: null, reason, printedDayUnknown: [...new Set(multiYear)] } : { in: null, reason };
  }
  if (pool === 'standard') return { in: false, reasons: standardSummary(printings, day, sets) };
  return { in: false, reasons: reasons.list() };
}

const ALCHEMY_BOUND =
  "a card with no printing on MTG Arena in a set in Standard that day, or in an Alchemy set of one, is out of Alchemy's " +
  'pool all the same (Alchemy rotates no slower than Standard), and reported';

/**
 * Alchemy after deckcheck's table of its rotations ends (POOLS.alchemy.coversUntil): its pool is not known, but it is
 * within Standard's on MTG Arena and the Alchemy sets of Standard's sets (Alchemy rotates no slower than Standard).
 * A card outside that bound (Ragavan, never on Arena; a card that left Standard) is out; one inside it is not
 * judged (undefined: the caller says the pool is not computed).
 */
function alchemyBound(card: PoolCard, date: string, sets: ReadonlyMap<string, SetFacts> | undefined, platform: Platform): PoolVerdict | undefined {
  const standard = standardOn(date, platform);
  const printings = card.printings;
  if (!standard.covered || !printings || printings.length === 0) return undefined;
  if (notDeckType(card.types)) return undefined;
  const conjured = arenaNotDeckCard(card.name, date);
  if (conjured !== undefined) return { in: false, reasons: [conjured] };
  const day: PoolDay = { ...standard, pool: 'alchemy' };
  const reasons = new Reasons();
  for (const p of printings) {
    const reason = alchemyReason(p, day, sets);
    if (reason === null) return undefined;
    if (typeof reason === 'string' || 'label' in reason) reasons.add(reason);
    else return undefined;
  }
  return { in: false, reasons: reasons.list() };
}


/**
 * Why a card is out of Standard, in a few words rather than one reason per printing: its last printing in a Standard
 * set and the day that set left, the sets that come into Standard later, what the printings of the day's own sets
 * lack (Arena-only, rebalanced), and how many of its sets were never Standard sets.
 */
function standardSummary(printings: readonly PrintingFacts[], day: PoolDay, sets?: ReadonlyMap<string, SetFacts>): string[] {
  const out = new Set<string>();
  const never = new Set<string>();
  // The Standard sets it was printed in that left last, all on the same day.
  let last: { labels: Set<string>; until: string; back?: string } | undefined;
  const where = day.platform === 'paper' ? '' : ` on ${PLATFORM_NAMES[day.platform]}`;
  for (const p of printings) {
    const label = setLabel(p.set, sets);
    if (day.sets?.has(p.set)) {
      const reason = setBasedReason(p, day, sets);
      // A set of the day's own: the reason is the printing's (rebalanced, digital only), never "not a Standard set".
      if (typeof reason === 'string') out.add(reason);
      continue;
    }
    const periods = periodsOn(day.platform).get(p.set) ?? [];
    const left = periods.filter((w) => w.until !== undefined && w.until <= day.date).at(-1);
    const back = periods.find((w) => w.from > day.date);
    if (left?.until !== undefined) {
      if (!last || left.until > last.until) last = { labels: new Set([label]), until: left.until, ...(back ? { back: back.from } : {}) };
      else if (left.until === last.until) last.labels.add(label);
    } else if (back) out.add(standardReason(p.set, label, day.date, day.platform));
    else never.add(label);
  }
  const reasons: string[] = [];
  if (last) {
    const labels = [...last.labels];
    const one = labels.length === 1;
    reasons.push(
      `${labels.join(' and ')} rotated out of Standard${where} on ${last.until}` +
        (last.back ? ` (it is back from ${last.back})` : '') +
        ` (${one ? 'its last printing in a Standard set' : 'its last printings in Standard sets'})`,
    );
  }
  reasons.push(...out);
  if (never.size > 0) {
    const labels = [...never];
    const one = labels.length === 1;
    const which = last || out.size > 0 ? (one ? 'its other set' : `its ${labels.length} other sets`) : one ? 'its set' : `its ${labels.length} sets`;
    reasons.push(`${which} (${fewLabels(labels)}) ${one ? 'is not a Standard set' : 'are not Standard sets'}`);
  }
  return reasons;
}

/** A table set's name and legal day, for explanations and `deckcheck formats`. */
export function tableSet(code: string): TableSet | undefined {
  return setTable().get(code);
}

/** One line per pool: what decides it, for `deckcheck formats` and the README (block pools: see poolDescription). */
export const POOL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  standard: `the sets in Standard on the day (rotations from ${POOLS.standard.coversFrom} to ${POOLS.standard.coversUntil})`,
  pioneer: 'every Standard set from Return to Ravnica (2012-10-05) on',
  frontier: 'every Standard set from Magic 2015 (2014-07-18) on',
  modern: 'every Standard set from Eighth Edition (2003-07-28) on, and the sets made for Modern (Modern Horizons 1-3, LTR, ACR)',
  extended: 'the recent Standard sets of the day (Revised onward in 1997 ... Scars of Mirrodin onward in 2013)',
  premodern: 'Fourth Edition to Scourge (29 sets); any printing of a card in them',
  'old-school':
    'Alpha, Beta, Unlimited, Revised, Arabian Nights, Antiquities, Legends, The Dark and Fallen Empires, and the 1994 ' +
    'promos Arena, Sewers of Estark and Nalathni Dragon; any printing of a card in them (the reprint policy is not checked)',
  gladiator: 'every card on MTG Arena (as Historic), but the original cards, not their rebalanced (A-) versions',
  explorer: "Pioneer's card pool, where the card has a printing on MTG Arena (not a rebalanced or Alchemy one)",
  alchemy:
    `Standard's sets of the day on MTG Arena, rebalanced cards included, and their Alchemy sets (from ${POOLS.alchemy.coversFrom} ` +
    `to ${POOLS.alchemy.coversUntil}, while Alchemy rotated with Standard)`,
  eternal: 'every tournament-legal set; not silver-border, acorn, Alchemy or digital-only printings',
  pauper: 'cards with a common printing: on Magic Online until 2019-06-26, in a paper or Magic Online set from 2019-06-27',
  arena:
    'every card on MTG Arena (a printing the data marks as on Arena, from the day its set came to Arena), Alchemy and ' +
    'rebalanced (A-) cards included; not cards that Arena only conjures or specializes into',
  any: 'no format card pool (casual play; Limited decks are checked against their --pool)',
};

/** What decides a pool, in one line: POOL_DESCRIPTIONS, or a block format's sets. */
export function poolDescription(pool: PoolId): string {
  const block = blockOf(pool);
  if (!block) return POOL_DESCRIPTIONS[pool] ?? pool;
  const sets = block.sets.map((s) => `${tableSet(s.code)?.name ?? s.code}${s.until !== undefined ? ` (until ${s.until})` : ''}`);
  return `the ${block.name}: ${sets.join(', ')}; each set from its legal day`;
}
