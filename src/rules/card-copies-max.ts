import { deckCopies } from '../check/model.js';
import type { Finding } from '../report/diagnostic.js';
import { cardPlace, plural, sectionBreakdown } from './shared.js';
import type { DeckRule } from './types.js';

export const cardCopiesMax: DeckRule = {
  meta: {
    id: 'card-copies-max',
    description:
      'At most four copies of a card by English name across main deck and sideboard; basic lands and cards whose ' +
      'text says otherwise are exempt or have their own limit.',
    reference: 'CR 100.2a, CR 100.4a',
    scope: 'deck',
  },
  check(deck, ctx) {
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (group.info?.basic) continue;
      const own = group.info?.deckLimit;
      if (own === 'any') continue;
      const limit = own ?? ctx.format.copyLimit;
      // Limited: only the card's own limit applies, to the main deck; the sideboard is the rest of the pool (RULES A4/A5).
      const limited = ctx.format.kind === 'limited';
      const count = limited ? group.counts.main : deckCopies(group);
      if (count <= limit) continue;
      const place = cardPlace(deck, group);
      const first = limited ? place.all.find((l) => l.section === 'main') : place.first;
      const all = limited ? place.all.filter((l) => l.section === 'main') : place.all;
      const why =
        own !== undefined
          ? `the card's own text allows at most ${limit}${limited ? ' in a deck, in Limited too (RULES A5)' : ''}`
          : `at most ${limit} copies of a card with one English name are allowed across main deck and sideboard (CR 100.2a, CR 100.4a)`;
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `${group.name}: ${plural(count, 'copy', 'copies')} (${limited ? 'in the main deck' : sectionBreakdown(group)}); ${why}. ` +
          `Remove ${count - limit}.`,
        file: deck.file,
        line: first?.line ?? null,
        column: first?.column ?? null,
        card: group.name,
        count,
        limit,
        reference: own !== undefined ? 'CR 100.2a; card text' : this.meta.reference,
        related: all,
      });
    }
    return out;
  },
};
