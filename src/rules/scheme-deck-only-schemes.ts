import { intruderFindings } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const schemeDeckOnlySchemes: VariantRule = {
  meta: {
    id: 'scheme-deck-only-schemes',
    description:
      'A scheme deck holds only scheme cards (ongoing schemes included); a misspelt scheme name gets a suggestion.',
    reference: 'CR 904.3, CR 314.1',
    scope: 'deck',
  },
  kind: 'schemes',
  check(vdeck) {
    return intruderFindings(this.meta.id, this.meta.reference, vdeck);
  },
};
