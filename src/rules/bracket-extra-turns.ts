import type { Finding } from '../diagnostic.js';
import { bracketCardsOf, bracketLabel, bracketReference, cardsFindingBase } from './bracket-shared.js';
import type { DeckRule } from './types.js';

/**
 * `--bracket 1-3`: extra-turn cards. Bracket 1 allows none (one error per card). Brackets 2 and 3 allow them in low
 * quantities, not chained or looped: whether a deck chains them is judgement no decklist gives, so a deck holding any
 * gets one warning naming them and saying that this was not checked (never a silent pass).
 */
export const bracketExtraTurns: DeckRule = {
  meta: {
    id: 'bracket-extra-turns',
    description:
      "With a bracket asked for (Commander): no extra-turn cards in Bracket 1 (an error per card, by deckcheck's list); " +
      'in Brackets 2 and 3 a warning naming them, as whether they are chained or looped is not checked.',
    reference: 'Commander Brackets (Commander Format Panel, magic.wizards.com, from 2025-02-11): extra turns',
    scope: 'deck',
  },
  check(deck, ctx) {
    const bracket = ctx.bracket;
    if (bracket === undefined || bracket > 3) return [];
    const cards = bracketCardsOf(deck, ctx.date).extraTurns;
    if (cards.length === 0) return [];
    if (bracket === 1) {
      return cards.map(
        (card): Finding => ({
          ...cardsFindingBase(this.meta.id, deck, [card.key]),
          severity: 'error',
          card: card.name,
          message: `${card.name} gives an extra turn: ${bracketLabel(1)} allows no extra-turn cards. Remove it, or play the deck in Bracket 2.`,
          reference: bracketReference(ctx.date),
        }),
      );
    }
    const n = cards.length;
    const finding: Finding = {
      ...cardsFindingBase(this.meta.id, deck, cards.map((c) => c.key)),
      severity: 'warning',
      count: n,
      message:
        `${n} extra-turn card${n === 1 ? '' : 's'} (${cards.map((c) => c.name).join(', ')}): ${bracketLabel(bracket)} ` +
        'allows them in low quantities, not chained or looped. Whether this deck chains or loops them was not checked; ' +
        'say how they are used when you agree on the bracket.',
      reference: bracketReference(ctx.date),
    };
    return [finding];
  },
};
