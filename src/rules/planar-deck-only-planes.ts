import { intruderFindings } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const planarDeckOnlyPlanes: VariantRule = {
  meta: {
    id: 'planar-deck-only-planes',
    description: 'A planar deck holds only plane and phenomenon cards; a misspelt name gets a suggestion.',
    reference: 'CR 901.3',
    scope: 'deck',
  },
  kind: 'planes',
  check(vdeck) {
    return intruderFindings(this.meta.id, this.meta.reference, vdeck);
  },
};
