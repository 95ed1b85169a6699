import { deckCopies, type CardGroup } from '../model/model.js';
import { legalityKey, type PoolId } from '../formats/formats.js';
import { cardInPool } from '../formats/pool.js';
import type { Finding } from '../diagnostic.js';
import { databaseLabel } from './db-notes.js';
import { cardPlace } from './shared.js';
import type { CheckContext, DeckRule } from './types.js';

/** Card types that belong to casual variants and supplementary decks, never to a Constructed card pool. */
const NONTRADITIONAL: Readonly<Record<string, string>> = {
  Scheme: 'a scheme card, used only in an Archenemy scheme deck (CR 314.1)',
  Plane: 'a plane card, used only in a Planechase planar deck (CR 311.1)',
  Phenomenon: 'a phenomenon card, used only in a Planechase planar deck (CR 312.1)',
  Conspiracy: 'a conspiracy card, used only in Conspiracy drafts (CR 315.1)',
  Vanguard: 'a Vanguard card, used only in the Vanguard variant (CR 313.1)',
  Dungeon: 'a dungeon card, which starts outside the game and is not part of a deck (CR 309.1)',
};

/** Pools that need the data's set table (set types, online-only, foreign-only) to be computed from printings. */
const NEEDS_SET_TABLE: ReadonlySet<PoolId> = new Set<PoolId>(['eternal', 'pauper', 'arena']);

/** Why a card is out of the pool, or null when it is in it or nothing can be said. */
interface Outside {
  readonly why: string;
  /** A warning, not an error: the day checked is after the card data's date, so a later printing may be missing. */
  readonly uncertain: boolean;
}

/** From the card's printings and the dated set tables (RULES.md §11); undefined when they cannot decide. */
function computed(group: CardGroup, ctx: CheckContext): Outside | null | undefined {
  const db = ctx.cardDatabase;
  const pool = ctx.format.pool;
  const info = group.info;
  if (!db?.holds?.printings || !info?.printings || info.printings.length === 0) return undefined;
  if (NEEDS_SET_TABLE.has(pool) && !ctx.sets) return undefined;
  const verdict = cardInPool(info, pool, ctx.date, ctx.sets);
  if (verdict.in === null) return undefined;
  if (verdict.in) return null;
  const after = ctx.date > db.date;
  const known = after ? `, as far as ${databaseLabel(db)} knows (a printing after ${db.date} may make it legal)` : '';
  return {
    why: `${group.name} is not in ${ctx.format.name}'s card pool on ${ctx.date}${known}: ${verdict.reasons.join('; ')}`,
    uncertain: after,
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

export const cardNotLegal: DeckRule = {
  meta: {
    id: 'card-not-legal',
    description:
      "With a card database: every card in the deck is in the format's card pool on the day checked: computed from " +
      "the card's printings and the sets the format allows that day when the data has printings, else as the data's " +
      'own legalities give it. Separate from the banned and restricted lists.',
    reference: 'MTR 6 (format card pools)',
    scope: 'deck',
  },
  check(deck, ctx) {
    if (!ctx.cardDatabase || ctx.format.pool === 'any') return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (!group.info) continue;
      // Whether the card is in the pool first: nearly every card is, and its verdict is kept (formats/pool.ts).
      const kind = (group.info.types ?? []).some((t) => NONTRADITIONAL[t] !== undefined);
      const fromPrintings = kind ? undefined : computed(group, ctx);
      const outside = fromPrintings === undefined ? fromLegalities(group, ctx) : fromPrintings;
      if (!outside) continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      // A card the dated list bans on this day is reported by card-banned; one error per card is enough.
      if (ctx.lists?.entries.get(group.key)?.status === 'banned') continue;
      const { first, all } = cardPlace(deck, group);
      out.push({
        rule: this.meta.id,
        severity: outside.uncertain ? 'warning' : 'error',
        message: `${outside.why}. Remove ${count === 1 ? 'it' : `all ${count}`} (main deck and sideboard).`,
        file: deck.file,
        line: first?.line ?? null,
        column: first?.column ?? null,
        card: group.name,
        count,
        limit: 0,
        reference: this.meta.reference,
        related: all,
      });
    }
    return out;
  },
};
