import { sizeFinding } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const schemeDeckSizeMin: VariantRule = {
  meta: {
    id: 'scheme-deck-size-min',
    description:
      'An archenemy has a scheme deck of at least 20 scheme cards (Archenemy, Supervillain Rumble: every player); ' +
      'at least 10 in Archenemy Commander. A missing scheme deck is reported as such.',
    reference: 'CR 904.3, CR 904.12c, CR 904.13d',
    scope: 'deck',
  },
  kind: 'schemes',
  check(vdeck) {
    return sizeFinding(this.meta.id, vdeck);
  },
};
