import type { Finding } from '../diagnostic.js';
import { bracketCategories } from '../data/brackets.js';
import { bracketCardsOf, bracketLabel, bracketReference, cardsFindingBase } from './bracket-shared.js';
import type { DeckRule } from './types.js';

/**
 * `--bracket 1-3`: no mass land denial. Which cards are is deckcheck's list (data/brackets/categories.json, from
 * card rules text by the repository's bracket-categories script, after the panel's description): one error per card.
 */
export const bracketMassLandDenial: DeckRule = {
  meta: {
    id: 'bracket-mass-land-denial',
    description:
      'With a bracket asked for (Commander): no mass land denial in Brackets 1 to 3 (cards that destroy, exile or ' +
      "bounce many lands, keep them tapped or change the mana they make, by deckcheck's list); one error per card.",
    reference: 'Commander Brackets (Commander Format Panel, magic.wizards.com, from 2025-02-11): mass land denial',
    scope: 'deck',
  },
  check(deck, ctx) {
    const bracket = ctx.bracket;
    if (bracket === undefined || bracket > 3) return [];
    const out: Finding[] = [];
    for (const card of bracketCardsOf(deck, ctx.date).massLandDenial) {
      out.push({
        ...cardsFindingBase(this.meta.id, deck, [card.key]),
        severity: 'error',
        card: card.name,
        message:
          `${card.name} is mass land denial (deckcheck's list of ${bracketCategories().massLandDenial.length} cards, from rules text): ` +
          `${bracketLabel(bracket)} allows none (Brackets 1 to 3 do not; 4 and 5 do). Remove it, or play the deck in Bracket 4.`,
        reference: bracketReference(ctx.date),
      });
    }
    return out;
  },
};
