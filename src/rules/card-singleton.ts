import { basicWhicheverItIs } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { groupFinding, startingCopies } from './commander-shared.js';
import { plural } from './shared.js';
import type { DeckRule } from './types.js';

export const cardSingleton: DeckRule = {
  meta: {
    id: 'card-singleton',
    description:
      'Commander-family formats: one card of each English name other than basic lands, counting the command zone; ' +
      'cards whose text allows any number (or up to 7, 9) keep that.',
    reference: 'CR 903.5b',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    if (!cf) return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (group.info?.basic || basicWhicheverItIs(deck, group)) continue;
      const own = group.info?.deckLimit;
      if (own === 'any') continue;
      const limit = own ?? 1;
      const count = startingCopies(group);
      if (count <= limit) continue;
      const why =
        own !== undefined
          ? `the card's own text allows at most ${limit}`
          : `other than basic lands, each card in a ${ctx.format.name} deck must have a different English name (${cf.singletonReference})`;
      out.push(
        groupFinding(this.meta.id, deck, group, {
          severity: 'error',
          message: `${group.name}: ${plural(count, 'copy', 'copies')} in the deck; ${why}. Remove ${count - limit}.`,
          reference: own !== undefined ? `${cf.singletonReference}; card text` : cf.singletonReference,
          count,
          limit,
        }),
      );
    }
    return out;
  },
};
