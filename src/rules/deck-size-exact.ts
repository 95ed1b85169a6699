import type { Finding, RuleId } from '../diagnostic.js';
import type { ResolvedDeck } from '../model/model.js';
import type { DeckRule } from './types.js';

/** The finding for a deck of `size` cards where exactly `want` are needed; `what` says what was counted and why. */
function exactFinding(rule: RuleId, deck: ResolvedDeck, size: number, want: number, what: string, reference: string): Finding[] {
  if (size === want) return [];
  const diff = size - want;
  const action = diff > 0 ? `Remove ${diff}` : `Add ${-diff}`;
  return [
    {
      rule,
      severity: 'error',
      message: `${what}. ${action} card${Math.abs(diff) === 1 ? '' : 's'}.`,
      file: deck.file,
      line: deck.parsed.sectionLines.main ?? null,
      section: 'main',
      count: size,
      limit: want,
      minimum: want,
      reference,
      related: [],
    },
  ];
}

export const deckSizeExact: DeckRule = {
  meta: {
    id: 'deck-size-exact',
    description:
      'Commander-family formats: the deck has exactly the format size (100; 60 in Standard Brawl and Oathbreaker), ' +
      "counting the command zone but not a companion. Formats of one exact size (a format file's deck.exact): the main " +
      'deck has exactly that many cards.',
    reference: 'CR 903.5a, CR 903.12d',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    if (cf) {
      const size = deck.mainCount + deck.commanderCount;
      const what =
        `The deck has ${size} cards (${deck.mainCount} in the main deck + ${deck.commanderCount} in the command zone); ` +
        `${ctx.format.name} needs exactly ${cf.deckSize}, counting the command zone and not a companion ` +
        `(${cf.deckSizeReference})`;
      return exactFinding(this.meta.id, deck, size, cf.deckSize, what, cf.deckSizeReference);
    }
    const exact = ctx.format.deckExact;
    if (exact === undefined) return [];
    const what = `The main deck has ${deck.mainCount} cards; ${ctx.format.name} needs exactly ${exact} (${ctx.format.deckMinReference})`;
    return exactFinding(this.meta.id, deck, deck.mainCount, exact, what, ctx.format.deckMinReference);
  },
};
