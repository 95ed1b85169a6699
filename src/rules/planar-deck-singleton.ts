import { copiesFindings } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const planarDeckSingleton: VariantRule = {
  meta: {
    id: 'planar-deck-singleton',
    description: 'Each card in a planar deck has a different English name.',
    reference: 'CR 901.3',
    scope: 'deck',
  },
  kind: 'planes',
  check(vdeck) {
    return copiesFindings(this.meta.id, vdeck);
  },
};
