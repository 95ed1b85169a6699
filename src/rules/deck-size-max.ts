import { plural } from './shared.js';
import type { DeckRule } from './types.js';

export const deckSizeMax: DeckRule = {
  meta: {
    id: 'deck-size-max',
    description: "Formats with a maximum main deck size (a format file's deck.max): the main deck has at most that many cards.",
    reference: 'format rules',
    scope: 'deck',
  },
  check(deck, ctx) {
    const max = ctx.format.deckMax;
    if (max === undefined || deck.mainCount <= max) return [];
    const over = deck.mainCount - max;
    const reference = ctx.format.reference ?? ctx.format.deckMinReference;
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The main deck has ${plural(deck.mainCount, 'card')}; ${ctx.format.name} allows at most ${max} (${reference}). ` +
          `Remove ${over} card${over === 1 ? '' : 's'}.`,
        file: deck.file,
        line: deck.parsed.sectionLines.main ?? null,
        section: 'main',
        count: deck.mainCount,
        limit: max,
        reference,
        related: [],
      },
    ];
  },
};
