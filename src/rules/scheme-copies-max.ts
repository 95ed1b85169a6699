import { copiesFindings } from './supplementary-shared.js';
import type { VariantRule } from './types.js';

export const schemeCopiesMax: VariantRule = {
  meta: {
    id: 'scheme-copies-max',
    description:
      'A scheme deck holds at most two cards with one English name; in Archenemy Commander each scheme has a ' +
      'different English name.',
    reference: 'CR 904.3, CR 904.13d',
    scope: 'deck',
  },
  kind: 'schemes',
  check(vdeck) {
    return copiesFindings(this.meta.id, vdeck);
  },
};
