import { deckCopies } from '../check/model.js';
import type { Finding } from '../report/diagnostic.js';
import { databaseLabel } from './db-notes.js';
import { cardPlace } from './shared.js';
import type { DeckRule } from './types.js';

/** Card types that belong to casual variants and supplementary decks, never to a Constructed card pool. */
const NONTRADITIONAL: Readonly<Record<string, string>> = {
  Scheme: 'a scheme card, used only in an Archenemy scheme deck (CR 314.1)',
  Plane: 'a plane card, used only in a Planechase planar deck (CR 311.1)',
  Phenomenon: 'a phenomenon card, used only in a Planechase planar deck (CR 312.1)',
  Conspiracy: 'a conspiracy card, used only in Conspiracy drafts (CR 315.1)',
  Vanguard: 'a Vanguard card, used only in the Vanguard variant (CR 313.1)',
  Dungeon: 'a dungeon card, which starts outside the game and is not part of a deck (CR 309.1)',
};

export const cardNotLegal: DeckRule = {
  meta: {
    id: 'card-not-legal',
    description:
      "With a card database: every card in the deck is in the format's card pool (printed in a set the format " +
      'allows), as the data gives it. Separate from the banned and restricted lists.',
    reference: 'MTR 6 (format card pools)',
    scope: 'deck',
  },
  check(deck, ctx) {
    const db = ctx.cardDatabase;
    const format = ctx.format.id;
    if (!db || !(db.formats ?? []).includes(format)) return [];
    // The data records Standard's card pool on its own date only: sets rotate, so earlier days cannot be judged.
    if (format === 'standard' && ctx.date < db.date) return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (group.info?.legalities?.[format] !== 'not_legal') continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      // A card the dated list bans on this day is reported by card-banned; one error per card is enough.
      if (ctx.lists?.entries.get(group.key)?.status === 'banned') continue;
      const { first, all } = cardPlace(deck, group);
      const kind = (group.info.types ?? []).map((t) => NONTRADITIONAL[t]).find((k) => k !== undefined);
      const what = kind
        ? `${group.name} is ${kind}; it is not in ${ctx.format.name}'s card pool`
        : `${group.name} is not legal in ${ctx.format.name}: it is not in the format's card pool, according to ` +
          databaseLabel(db);
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message: `${what}. Remove ${count === 1 ? 'it' : `all ${count}`} (main deck and sideboard).`,
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
