import { facesOf, hasCharacteristics } from '../cards/characteristics.js';
import { deckCopies, type CardGroup } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { byLine, groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

/**
 * A card's mana value as a mana-value cap reads it: the highest of its faces' own mana values, so that each half of a
 * split card and each face of a double-faced card must be within the cap on its own (Tiny Leaders FAQ, 2014-12-01:
 * "If a split card's individual sections both have a converted mana cost less than 4, it is legal"; 2021-08-02: a
 * modal double-faced card is legal only if both faces would be). X counts as 0 (CR 202.3e), as the data gives it.
 */
export function cappedManaValue(group: CardGroup): number | undefined {
  const faces = facesOf(group.info);
  if (!faces || faces.length === 0) return undefined;
  return Math.max(...faces.map((f) => f.manaValue));
}

export const cardManaValueMax: DeckRule = {
  meta: {
    id: 'card-mana-value-max',
    description:
      'Formats with a mana-value cap (Tiny Leaders: 3): every card in main deck, command zone and sideboard has mana ' +
      'value at most the cap, each half of a split card and each face of a double-faced card on its own; needs card ' +
      'characteristics (without them the deck is "not fully checked", card-facts-missing).',
    reference: 'Tiny Leaders rules (tinyleaders.blogspot.com: "every card should have a converted mana cost of 3 or less"); CR 202.3',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cap = ctx.format.manaValueMax;
    if (!cap) return [];
    const out: Finding[] = [];
    const cards = byLine(
      deck,
      [...deck.cards.values()].filter((g) => deckCopies(g) > 0 && hasCharacteristics(g.info)),
    );
    for (const group of cards) {
      const mv = cappedManaValue(group);
      if (mv === undefined || mv <= cap.max) continue;
      const faces = facesOf(group.info) ?? [];
      const which = faces.length > 1 ? ` (${faces.map((f) => `${f.name} ${f.manaValue}`).join(', ')}: each face counts on its own)` : '';
      const where = group.counts.commander > 0 ? 'commander' : group.counts.main > 0 ? 'card' : 'sideboard card';
      out.push(
        groupFinding(this.meta.id, deck, group, {
          severity: 'error',
          message:
            `${group.name} has mana value ${mv}${which}; every ${ctx.format.name} card, the commander and the sideboard ` +
            `included, must have mana value ${cap.max} or less (${cap.reference}). Remove this ${where}.`,
          reference: `${cap.reference}; CR 202.3`,
          count: mv,
          limit: cap.max,
        }),
      );
    }
    return out;
  },
};
