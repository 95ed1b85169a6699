import { sizeFinding } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const planarDeckSizeMin: VariantRule = {
  meta: {
    id: 'planar-deck-size-min',
    description:
      'In Planechase each player has a planar deck of at least 10 plane and/or phenomenon cards. A missing planar ' +
      'deck is reported as such.',
    reference: 'CR 901.3',
    scope: 'deck',
  },
  kind: 'planes',
  check(vdeck) {
    return sizeFinding(this.meta.id, vdeck);
  },
};
