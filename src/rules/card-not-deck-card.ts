import { nontraditionalType, type NontraditionalType } from '../cards/nontraditional.js';
import { deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { databaseLabel } from './db-notes.js';
import { cardFindingBase } from './shared.js';
import type { DeckRule } from './types.js';

/** What each kind of card is, and where it belongs instead of the deck. */
const KINDS: Readonly<Record<NontraditionalType, { readonly is: string; readonly belongs: string; readonly list: string }>> = {
  Scheme: { is: 'a scheme card (CR 314.1)', belongs: 'in an Archenemy scheme deck (CR 904.3)', list: 'schemes' },
  Plane: { is: 'a plane card (CR 311.1)', belongs: 'in a Planechase planar deck (CR 901.3)', list: 'planes' },
  Phenomenon: { is: 'a phenomenon card (CR 312.1)', belongs: 'in a Planechase planar deck (CR 901.3)', list: 'phenomena' },
  Vanguard: {
    is: 'a Vanguard card (CR 313.1)',
    belongs: "beside the deck, as a player's vanguard in the Vanguard variant (CR 902)",
    list: 'Vanguard cards',
  },
};

export const cardNotDeckCard: DeckRule = {
  meta: {
    id: 'card-not-deck-card',
    description:
      'A scheme, plane, phenomenon or Vanguard card is a nontraditional Magic card: never part of a main deck or ' +
      'sideboard, in any format; it belongs in a scheme deck, a planar deck or beside the deck. Known from the card ' +
      "database's card types, else from deckcheck's embedded lists.",
    reference: 'CR 100.2, CR 108.2a',
    scope: 'deck',
  },
  check(deck, ctx) {
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      const found = nontraditionalType(group.info?.types, group.key);
      if (!found) continue;
      // Under a scheme variant, scheme-in-main-deck reports a scheme in the deck and says where to move it.
      if (found.type === 'Scheme' && ctx.supplementary === 'schemes') continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      const kind = KINDS[found.type];
      const source =
        found.source === 'types' ? `the card type in ${databaseLabel(ctx.cardDatabase)}` : `deckcheck's embedded list of ${kind.list}`;
      const planar = ctx.supplementary === 'planes' && (found.type === 'Plane' || found.type === 'Phenomenon');
      const todo = planar
        ? `Move ${count === 1 ? 'it' : `the ${count} copies`} under "Planes" (or into the --planes file)`
        : `Remove ${count === 1 ? 'it' : `all ${count}`} from the main deck and sideboard`;
      out.push({
        ...cardFindingBase(this.meta.id, deck, group, count, 0),
        severity: 'error',
        message:
          `${group.name} is ${kind.is}: a nontraditional card, never part of a main deck or sideboard in any format ` +
          `(${this.meta.reference}); it belongs ${kind.belongs}. Source: ${source}. ${todo}.`,
        reference: this.meta.reference,
      });
    }
    return out;
  },
};
