import type { Location } from '../diagnostic.js';
import { groupPlace } from './supplementary-shared.js';
import { plural } from './shared.js';
import type { VariantRule } from './types.js';

export const planarDeckPhenomenaMax: VariantRule = {
  meta: {
    id: 'planar-deck-phenomena-max',
    description: 'No more than two cards in a planar deck are phenomenon cards.',
    reference: 'CR 901.3',
    scope: 'deck',
  },
  kind: 'planes',
  check(vdeck) {
    const max = vdeck.variant.phenomenaMax;
    if (max === null) return [];
    const groups = [...vdeck.supplementary.groups.values()].filter((g) => g.special?.type === 'phenomenon');
    const count = groups.reduce((n, g) => n + g.count, 0);
    if (count <= max) return [];
    const related: Location[] = groups
      .flatMap((g) => groupPlace(g).all)
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)));
    const first = related[0];
    const names = groups.map((g) => (g.count > 1 ? `${g.count} ${g.name}` : g.name)).sort();
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The planar deck holds ${plural(count, 'phenomenon card')} (${names.join(', ')}); no more than ${max} ` +
          `cards in a planar deck can be phenomenon cards (${this.meta.reference}). Replace ${count - max} with ` +
          `${count - max === 1 ? 'a plane' : 'planes'}.`,
        file: first?.file ?? vdeck.supplementary.file,
        line: first?.line ?? null,
        column: first?.column ?? null,
        section: 'planes',
        count,
        limit: max,
        reference: this.meta.reference,
        related,
      },
    ];
  },
};
