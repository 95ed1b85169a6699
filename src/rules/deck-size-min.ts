import { plural } from './shared.js';
import type { DeckRule } from './types.js';

export const deckSizeMin: DeckRule = {
  meta: {
    id: 'deck-size-min',
    description: 'The main deck has at least the format minimum: 60 cards in Constructed, 40 in Limited (Sealed, Draft).',
    reference: 'CR 100.2a, CR 100.2b',
    scope: 'deck',
  },
  check(deck, ctx) {
    // Commander-family formats, and formats of one exact size, are checked by deck-size-exact.
    if (ctx.format.commander || ctx.format.deckExact !== undefined) return [];
    const min = ctx.format.deckMin;
    if (deck.mainCount >= min) return [];
    const missing = min - deck.mainCount;
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The main deck has ${plural(deck.mainCount, 'card')}; ${ctx.format.name} needs at least ${min} ` +
          `(${ctx.format.deckMinReference}). Add ${missing} more card${missing === 1 ? '' : 's'}.`,
        file: deck.file,
        line: deck.parsed.sectionLines.main ?? null,
        section: 'main',
        count: deck.mainCount,
        minimum: min,
        reference: ctx.format.deckMinReference,
        related: [],
      },
    ];
  },
};
