import type { Finding } from '../diagnostic.js';
import { entryFindingBase } from './shared.js';
import type { DeckRule } from './types.js';

export const cardNameAmbiguous: DeckRule = {
  meta: {
    id: 'card-name-ambiguous',
    description: 'A card name that could mean more than one card (e.g. a face name two cards share) is an error, not a guess.',
    reference: 'IPG 3.4 (ambiguous card names on a decklist)',
    scope: 'deck',
  },
  check(deck) {
    return deck.ambiguous.map(
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
  },
};
