import type { DeckRule } from './types.js';

export const deckSizeExact: DeckRule = {
  meta: {
    id: 'deck-size-exact',
    description:
      'Commander-family formats: the deck has exactly the format size (100; 60 in Standard Brawl and Oathbreaker), ' +
      'counting the command zone but not a companion.',
    reference: 'CR 903.5a, CR 903.12d',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    if (!cf) return [];
    const size = deck.mainCount + deck.commanderCount;
    if (size === cf.deckSize) return [];
    const diff = size - cf.deckSize;
    const action = diff > 0 ? `Remove ${diff}` : `Add ${-diff}`;
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The deck has ${size} cards (${deck.mainCount} in the main deck + ${deck.commanderCount} in the command zone); ` +
          `${ctx.format.name} needs exactly ${cf.deckSize}, counting the command zone and not a companion ` +
          `(${cf.deckSizeReference}). ${action} card${Math.abs(diff) === 1 ? '' : 's'}.`,
        file: deck.file,
        line: deck.parsed.sectionLines.main ?? null,
        section: 'main',
        count: size,
        limit: cf.deckSize,
        minimum: cf.deckSize,
        reference: cf.deckSizeReference,
        related: [],
      },
    ];
  },
};
