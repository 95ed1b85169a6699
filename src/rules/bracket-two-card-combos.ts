import type { Finding } from '../diagnostic.js';
import { nameKey } from '../cards/normalize.js';
import { bracketCardsOf, bracketLabel, bracketReference, cardsFindingBase } from './bracket-shared.js';
import type { DeckRule } from './types.js';

/**
 * `--bracket 1-3`: intentional two-card infinite combinations, from the small table of those the panel's articles name
 * (data/brackets/combos.json, not exhaustive; the report's notes say so). Brackets 1 and 2 allow none (an error per
 * combination); Bracket 3 allows them only late in the game, which no decklist shows: a warning saying so.
 */
export const bracketTwoCardCombos: DeckRule = {
  meta: {
    id: 'bracket-two-card-combos',
    description:
      "With a bracket asked for (Commander): none of the panel's named two-card infinite combos in Brackets 1 and 2 " +
      '(an error); in Bracket 3 a warning that only a late-game combo is allowed, which is not checked. Not exhaustive.',
    reference: 'Commander Brackets (Commander Format Panel, magic.wizards.com, from 2025-02-11): two-card combos',
    scope: 'deck',
  },
  check(deck, ctx) {
    const bracket = ctx.bracket;
    if (bracket === undefined || bracket > 3) return [];
    return bracketCardsOf(deck, ctx.date).combos.map((combo): Finding => {
      const [a, b] = combo.cards;
      const base = cardsFindingBase(this.meta.id, deck, [nameKey(a), nameKey(b)]);
      return bracket === 3
        ? {
            ...base,
            severity: 'warning',
            message:
              `${a} + ${b} is a two-card infinite combo: ${bracketLabel(3)} allows one only late in the game, not ` +
              'early. When this deck can assemble it was not checked.',
            reference: bracketReference(ctx.date),
          }
        : {
            ...base,
            severity: 'error',
            message: `${a} + ${b} is a two-card infinite combo: ${bracketLabel(bracket)} allows none. Remove one of them, or play the deck in Bracket 3.`,
            reference: bracketReference(ctx.date),
          };
    });
  },
};
