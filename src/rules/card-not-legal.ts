import { nontraditionalType } from '../cards/nontraditional.js';
import { deckCopies, objectList, type CardGroup, type ResolvedDeck } from '../model/model.js';
import { legalityKey, usesArenaPool, type PoolId, type PoolRestriction } from '../formats/formats.js';
import { rebalancedOriginal } from '../cards/rebalanced.js';
import { ARENA_REBALANCED_REFERENCE } from './arena-rebalanced.js';
import { poolRules } from '../formats/pool-load.js';
import type { Finding } from '../diagnostic.js';
import { databaseLabel } from './db-notes.js';
import { dataSays, unknownDay, type DataSays } from './currency-notes.js';
import type { CardInfo } from '../cards/index.js';
import type { PrintingFacts, SetFacts } from '../cards/facts.js';
import { cardPlace, removeAdvice } from './shared.js';
import type { CheckContext, DeckRule } from './types.js';

/**
 * Card types that are never in a Constructed card pool and that no other rule names. Schemes, planes, phenomena and
 * Vanguard cards are card-not-deck-card's (never in any deck), not this rule's.
 */
const NONTRADITIONAL: Readonly<Record<string, string>> = {
  Conspiracy: 'a conspiracy card, used only in Conspiracy drafts (CR 315.1)',
  Dungeon: 'a dungeon card, which starts outside the game and is not part of a deck (CR 309.1)',
};

/** Pools that need the data's set table (set types, online-only, foreign-only) to be computed from printings. */
const NEEDS_SET_TABLE: ReadonlySet<PoolId> = new Set<PoolId>(['eternal', 'pauper', 'arena']);

/** Why a card is out of the pool, or null when it is in it or nothing can be said. */
interface Outside {
  readonly why: string;
  /** A warning, not an error: the day checked is after the card data's date, so a later printing may be missing. */
  readonly uncertain: boolean;
  /** What to do, when it is not to remove the card. */
  readonly advice?: string;
}

/** From the card's printings and the dated set tables (RULES.md §11); undefined when they cannot decide. */
function computed(group: CardGroup, ctx: CheckContext): Outside | null | undefined {
  const db = ctx.cardDatabase;
  const pool = ctx.format.pool;
  const info = group.info;
  if (!db?.holds?.printings || !info) return undefined;
  // Whether it has a printing, asked of its lead printing alone where the card reads it so (a card of the database:
  // its other printings are then read only if the pool needs them).
  const some = info.leadPrinting !== undefined ? info.leadPrinting() : info.printings?.[0];
  if (!some) return undefined;
  if (NEEDS_SET_TABLE.has(pool) && !ctx.sets) return undefined;
  const verdict = poolRules().cardInPool(info, pool, ctx.date, ctx.sets, ctx.platform);
  // A printing that cannot be dated (a Secret Lair or promo without its own date) might be the one that brings the
  // card in: before the data's day, say that the day is not known rather than claim either way. On the data's day and
  // later the card exists (the data has it), so its legalities decide.
  if (verdict.in === null && verdict.printedDayUnknown !== undefined && ctx.date < db.date) {
    return {
      why:
        `${group.name} may not be in ${ctx.format.name}'s card pool on ${ctx.date}: the day it was printed is not ` +
        `known (${verdict.printedDayUnknown.join('; ')}, in ${databaseLabel(db)})`,
      uncertain: true,
      advice: `Check that the card was printed by ${ctx.date} (its own release date, e.g. on Scryfall), or remove it.`,
    };
  }
  if (verdict.in === null) return undefined;
  if (verdict.in) return null;
  // A rebalanced (A-) card exists only on MTG Arena: no later printing brings it into another format's pool.
  const after = ctx.date > db.date && !(info.printings ?? []).every((p) => p.rebalanced === true);
  // After the data's date a printing the data does not know might bring the card in. A card already out of the pool on
  // the data's own date (rotated long ago, or never in it) is out: that a reprint might come is no reason to doubt it.
  // Only a card that left the pool between the data's date and the day checked (a rotation deckcheck's tables give)
  // is a warning: a reprint in a set after the data's date would keep it in.
  const outOnDataDay = after && poolRules().cardInPool(info, pool, db.date, ctx.sets, ctx.platform).in === false;
  const known = after && !outOnDataDay ? `, as far as ${databaseLabel(db)} knows (it was in the pool on ${db.date}; a printing after that day may keep it legal)` : '';
  const already = outOnDataDay ? `; it was already out of the pool in ${databaseLabel(db)}` : '';
  return {
    why: `${group.name} is not in ${ctx.format.name}'s card pool on ${ctx.date}${known}: ${verdict.reasons.join('; ')}${already}`,
    uncertain: after && !outOnDataDay,
  };
}

/** From the data's own legalities, true on the data's date (the fallback without printings). */
function fromLegalities(group: CardGroup, ctx: CheckContext): Outside | null {
  const db = ctx.cardDatabase;
  const format = db ? legalityKey(ctx.format, db.formats ?? []) : undefined;
  if (!db || format === undefined) return null;
  // The data records Standard's card pool on its own date only: sets rotate, so earlier days cannot be judged.
  if (ctx.format.id === 'standard' && ctx.date < db.date) return null;
  if (group.info?.legalities?.[format] !== 'not_legal') return null;
  const kind = (group.info.types ?? []).map((t) => NONTRADITIONAL[t]).find((k) => k !== undefined);
  const why = kind
    ? `${group.name} is ${kind}; it is not in ${ctx.format.name}'s card pool`
    : `${group.name} is not legal in ${ctx.format.name}: it is not in the format's card pool, according to ` +
      databaseLabel(db);
  return { why, uncertain: false };
}

/** The day a printing came out (its own date, else its set's in the card data), or undefined when unknown. */
function printingDay(p: { readonly set: string; readonly date?: string }, sets: ReadonlyMap<string, SetFacts> | undefined): string | undefined {
  return p.date ?? sets?.get(p.set)?.releaseDate;
}

/**
 * The card's first printing day as the pools read printings (src/formats/pool.ts: a printing's own date, its set's day
 * on the platform checked, its set's), when every printing is dated; else undefined, as an undated one (a Secret Lair
 * printing without its own date) may be earlier. `orLater`: the first day is only a bound (the first day of a set of
 * many years, after the day checked).
 */
function firstPrinted(info: CardInfo, ctx: CheckContext): { readonly day: string; readonly orLater: boolean } | undefined {
  let first: string | undefined;
  let orLater = false;
  for (const p of info.printings ?? []) {
    const when = poolRules().printingDayOf(p, ctx.date, ctx.sets, ctx.platform);
    if (when === undefined) return undefined;
    if (first === undefined || when.day < first) {
      first = when.day;
      orLater = when.orLater === true;
    } else if (when.day === first && when.orLater !== true) orLater = false;
  }
  return first === undefined ? undefined : { day: first, orLater };
}

/**
 * The verdict on a day after deckcheck's knowledge date, with card data of a later date (src/formats/knowledge.ts):
 * on and after the data's date the data decides; between the two days, where it differs from deckcheck's own pool
 * rules (`own`), a warning. A card first printed after the day checked is out either way.
 */
function extended(group: CardGroup, ctx: CheckContext, own: Outside | null | undefined, data: DataSays): Outside | null | undefined {
  const name = group.name;
  const format = ctx.format.name;
  const label = data.ext.label;
  const info = group.info;
  const first = info ? firstPrinted(info, ctx) : undefined;
  if (first !== undefined && first.day > ctx.date) {
    return { why: `${name} was first printed on ${first.day}${first.orLater ? ' or later' : ''} (${label}), after ${ctx.date}`, uncertain: false };
  }
  const dataIn = data.status !== 'not_legal';
  if (data.certain) {
    if (dataIn) return null;
    return {
      why: `${name} is not in ${format}'s card pool on ${ctx.date} according to ${label}; deckcheck's own pool rules end on ${data.known}`,
      uncertain: false,
    };
  }
  if (own === undefined) {
    if (dataIn) return null;
    return {
      why:
        `${label} gives ${name} as not legal in ${format}; deckcheck's pool rules, known through ${data.known}, do not ` +
        `cover ${ctx.date}, and it left the pool ${unknownDay(data)}`,
      uncertain: true,
    };
  }
  if ((own === null) === dataIn) return own;
  if (own !== null) {
    // A printing after deckcheck's knowledge date, by the day checked, in a format that the data says has the card: a
    // new set deckcheck's tables do not know.
    const fresh = (info?.printings ?? []).some((p) => {
      const day = poolRules().printingDayOf(p, ctx.date, ctx.sets, ctx.platform)?.day;
      return day !== undefined && day > data.known && day <= ctx.date;
    });
    if (fresh) return null;
    return { why: `${own.why}; but ${label} gives it as legal there: it may have entered the pool ${unknownDay(data)}`, uncertain: true };
  }
  return {
    why:
      `${name} is in ${format}'s card pool by deckcheck's rules, known through ${data.known}, but ${label} gives it as ` +
      `not legal: it left the pool (a rotation or a change of the format) ${unknownDay(data)}`,
    uncertain: true,
  };
}

/** "at common or uncommon, in LEA, LEB, from 1993-08-05" */
function restrictionText(r: PoolRestriction): string {
  const parts: string[] = [];
  if (r.rarities) parts.push(`at ${[...r.rarities].join(' or ')}`);
  if (r.sets) parts.push(`in ${[...r.sets].join(', ')}`);
  if (r.from !== undefined) parts.push(`from ${r.from}`);
  if (r.until !== undefined) parts.push(`until ${r.until}`);
  return parts.join(', ');
}

/** Whether a printing brings its card into a format file's pool: every restriction given holds for it. */
function printingAllowed(p: PrintingFacts, r: PoolRestriction, sets: ReadonlyMap<string, SetFacts> | undefined): boolean {
  if (r.rarities && !r.rarities.has(p.rarity)) return false;
  if (r.sets && !r.sets.has(p.set)) return false;
  if (r.from === undefined && r.until === undefined) return true;
  const day = printingDay(p, sets);
  if (day === undefined) return false;
  return (r.from === undefined || day >= r.from) && (r.until === undefined || day <= r.until);
}

/** A format file's own pool: its card list (basic lands always allowed) and the printings it allows. */
function fromFormatFile(group: CardGroup, ctx: CheckContext): Outside | null {
  const list = ctx.format.cardList;
  if (list && group.info?.basic !== true && !list.keys.has(group.key)) {
    return { why: `${group.name} is not on ${ctx.format.name}'s card list (${list.file}, ${list.size} names)`, uncertain: false };
  }
  const r = ctx.format.printingRestriction;
  const printings = group.info?.printings;
  if (!r || ctx.cardDatabase?.holds?.printings !== true || !printings || printings.length === 0 || group.info?.basic === true) {
    return null;
  }
  if (printings.some((p) => printingAllowed(p, r, ctx.sets))) return null;
  return { why: `${group.name} has no printing ${restrictionText(r)}, which ${ctx.format.name} requires`, uncertain: false };
}

/** Why a card is out of the format's own pool by the card data; null when it is in or nothing can be said. */
function fromCardData(group: CardGroup, ctx: CheckContext): Outside | null {
  const data = dataOf(group, ctx);
  if (data === null) return null;
  // Whether the card is in the pool first: nearly every card is, and its verdict is kept (formats/pool.ts).
  const fromPrintings = data === NONTRADITIONAL_CARD ? undefined : computed(group, ctx);
  const decided = data !== undefined && data !== NONTRADITIONAL_CARD ? extended(group, ctx, fromPrintings, data) : fromPrintings;
  return decided === undefined ? fromLegalities(group, ctx) : decided;
}

/** dataOf's answer for a card of a NONTRADITIONAL type: its verdict comes from the legalities alone. */
const NONTRADITIONAL_CARD = 'nontraditional';

/**
 * What the card data says of a card beyond deckcheck's own pool rules (dataSays): null when fromCardData decides
 * nothing (no card data, no pool, an unknown card). Asked again, not kept, for a card found outside the pool: no
 * object is made per card.
 */
function dataOf(group: CardGroup, ctx: CheckContext): DataSays | typeof NONTRADITIONAL_CARD | null | undefined {
  if (!ctx.cardDatabase || ctx.format.pool === 'any' || !group.info) return null;
  return hasNontraditionalType(group.info.types) ? NONTRADITIONAL_CARD : dataSays(group, ctx);
}

/** Whether the card data bans the card (dataSays), which card-banned reports. */
function bannedByData(group: CardGroup, ctx: CheckContext): boolean {
  const data = dataOf(group, ctx);
  return data !== null && data !== undefined && data !== NONTRADITIONAL_CARD && data.status === 'banned';
}

/** Whether a card has a type of NONTRADITIONAL: by a loop, as every card of every deck is asked (no closure made). */
function hasNontraditionalType(types: readonly string[] | undefined): boolean {
  if (types === undefined) return false;
  for (let i = 0; i < types.length; i++) if (NONTRADITIONAL[types[i] as string] !== undefined) return true;
  return false;
}

/** A card-not-legal finding on `group`: placed on its first line, with every line it stands on. */
function notLegal(deck: ResolvedDeck, group: CardGroup, count: number, severity: Finding['severity'], message: string, reference: string): Finding {
  const { first, all } = cardPlace(deck, group);
  return {
    rule: 'card-not-legal',
    severity,
    message,
    file: deck.file,
    line: first?.line ?? null,
    column: first?.column ?? null,
    card: group.name,
    count,
    limit: 0,
    reference,
    related: all,
  };
}

/**
 * Without card data: a rebalanced card of MTG Arena, known by its name ("A-Blood Artist", src/cards/rebalanced.ts), in
 * a format not played with Arena's pool. It exists only on Arena (RULES.md §11: rebalanced cards make no card legal in
 * paper formats), so it is out of the pool whatever the data would say.
 */
function rebalancedOffArena(deck: ResolvedDeck, ctx: CheckContext, reference: string): Finding[] {
  if (usesArenaPool(ctx.format)) return [];
  const out: Finding[] = [];
  for (const group of deck.cards.values()) {
    const original = rebalancedOriginal(group.name);
    const count = deckCopies(group);
    if (original === undefined || count === 0) continue;
    out.push(
      notLegal(
        deck,
        group,
        count,
        'error',
        `${group.name} is an MTG Arena rebalanced card (the "A-" prefix), which exists only on Arena: it is not in ` +
          `${ctx.format.name}'s card pool. Play ${original} instead, or remove ${count === 1 ? 'it' : `all ${count}`}.`,
        `${reference}; ${ARENA_REBALANCED_REFERENCE}`,
      ),
    );
  }
  return out;
}

export const cardNotLegal: DeckRule = {
  meta: {
    id: 'card-not-legal',
    description:
      "With a card database: every card in the deck is in the format's card pool on the day checked: computed from " +
      "the card's printings and the sets the format allows that day when the data has printings, else as the data's " +
      "own legalities give it. After deckcheck's own pool rules end, card data of a later date extends them (new " +
      'sets, rotations): it holds from its date, and before it a difference is a warning. Separate from the banned ' +
      "and restricted lists. A format file's card list is checked without a card database too, and so is an MTG Arena " +
      'rebalanced (A-) card in a format not played with Arena\'s pool.',
    reference: 'MTR 6 (format card pools)',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cardList = ctx.format.cardList !== undefined;
    const fileRules = cardList || ctx.format.printingRestriction !== undefined;
    if (!fileRules && !ctx.cardDatabase && ctx.format.pool !== 'any') return rebalancedOffArena(deck, ctx, this.meta.reference);
    if (!fileRules && (!ctx.cardDatabase || ctx.format.pool === 'any')) return [];
    // A list for objects from the start: a finding comes in few decks, and late (objectList).
    const out = objectList<Finding>();
    for (const group of deck.cards.values()) {
      // A card the data does not know is checked only against a format file's card list.
      if (!group.info && !cardList) continue;
      // A scheme, plane, phenomenon or Vanguard card is in no deck at all: card-not-deck-card reports it.
      if (group.info && nontraditionalType(group.info.types, group.key)) continue;
      const own = fileRules ? fromFormatFile(group, ctx) : null;
      const outside = own ?? fromCardData(group, ctx);
      if (!outside) continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      // A card the dated list bans on this day is reported by card-banned; one error per card is enough.
      if (ctx.lists?.entries.get(group.key)?.status === 'banned' || (!own && bannedByData(group, ctx))) continue;
      const advice = outside.advice ?? removeAdvice(group, count, ctx.format);
      out.push(notLegal(deck, group, count, outside.uncertain ? 'warning' : 'error', `${outside.why}. ${advice}`, this.meta.reference));
    }
    return out;
  },
};
