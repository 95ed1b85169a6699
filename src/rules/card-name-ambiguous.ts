import type { Finding } from '../diagnostic.js';
import { languageName } from '../db/languages.js';
import { entryFindingBase } from './shared.js';
import type { DeckRule } from './types.js';

export const cardNameAmbiguous: DeckRule = {
  meta: {
    id: 'card-name-ambiguous',
    description:
      'A card name that could mean more than one card (e.g. a face name two cards share) is an error, not a guess. A ' +
      "foreign name that is also the start of an English card's name (\"Uro\": Aurochs in Spanish, or Uro, Titan of " +
      "Nature's Wrath) is read as the foreign card, with a warning naming both.",
    reference: 'IPG 3.4 (ambiguous card names on a decklist)',
    scope: 'deck',
  },
  check(deck) {
    const ambiguous = deck.ambiguous.map(
      ({ entry, candidates }): Finding => ({
        rule: this.meta.id,
        severity: 'error',
        message:
          `"${entry.name}" could mean ${candidates.map((c) => `"${c}"`).join(' or ')}; a decklist must name one card ` +
          '(IPG 3.4). Write the full card name.',
        ...entryFindingBase(deck, entry),
        reference: this.meta.reference,
        suggestions: candidates,
      }),
    );
    const foreign = (deck.readings ?? []).filter((r) => r.startOf !== undefined && r.startOf.length > 0);
    if (foreign.length === 0) return ambiguous;
    return [
      ...ambiguous,
      ...foreign.map(({ entry, card, languages, startOf = [] }): Finding => {
        const langs = (languages ?? []).map(languageName).join(', ');
        const english = startOf.map((c) => `"${c}"`).join(' or ');
        return {
          rule: this.meta.id,
          severity: 'warning',
          message:
            `"${entry.name}" was read as ${card}${langs ? ` (its ${langs} name)` : ''}, but it is also the start of ${english}; ` +
            `a decklist must name one card (IPG 3.4). Write the full English name of the card meant.`,
          ...entryFindingBase(deck, entry),
          card,
          reference: this.meta.reference,
          suggestions: [card, ...startOf],
        };
      }),
    ];
  },
};
