import { cardLocations, deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { plural, sectionBreakdown } from './shared.js';
import type { VariantRule } from './types.js';

export const schemeInMainDeck: VariantRule = {
  meta: {
    id: 'scheme-in-main-deck',
    description: 'A scheme card is never in the main deck or the sideboard: it belongs in the scheme deck.',
    reference: 'CR 314.1, CR 904.3',
    scope: 'deck',
  },
  kind: 'schemes',
  check(vdeck) {
    const out: Finding[] = [];
    const deck = vdeck.deck;
    for (const group of deck.cards.values()) {
      const count = deckCopies(group);
      if (count === 0) continue;
      const sc = vdeck.special.lookup(group.name);
      if (sc?.type !== 'scheme') continue;
      const all = cardLocations(deck, group).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      const first = all[0];
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `${sc.name} is a scheme card, but it is in the deck (${sectionBreakdown(group)}); schemes are only ` +
          `played from the scheme deck, never from the main deck or sideboard (${this.meta.reference}). ` +
          `Move ${count === 1 ? 'it' : `the ${plural(count, 'copy', 'copies')}`} under "Schemes".`,
        file: deck.file,
        line: first?.line ?? null,
        column: first?.column ?? null,
        section: first?.section ?? 'main',
        card: sc.name,
        count,
        limit: 0,
        reference: this.meta.reference,
        related: all,
      });
    }
    return out;
  },
};
