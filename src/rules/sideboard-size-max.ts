import { sideboardCopies } from '../check/model.js';
import type { DeckRule } from './types.js';

export const sideboardSizeMax: DeckRule = {
  meta: {
    id: 'sideboard-size-max',
    description: 'A Constructed sideboard holds at most 15 cards (a companion counts as a sideboard card).',
    reference: 'CR 100.4a',
    scope: 'deck',
  },
  check(deck, ctx) {
    const max = ctx.format.sideboardMax;
    if (deck.sideboardCount <= max) return [];
    const first = [...deck.parsed.entries]
      .filter((e) => e.section === 'sideboard' || e.section === 'companion')
      .sort((a, b) => a.line - b.line)[0];
    const header = deck.parsed.sectionLines.sideboard;
    const line = header !== undefined && (first === undefined || header < first.line) ? header : (first?.line ?? null);
    const companions = [...deck.cards.values()].filter((g) => sideboardCopies(g) > g.counts.sideboard);
    const note =
      companions.length > 0 ? ` This counts the companion ${companions.map((g) => g.name).join(', ')}.` : '';
    const over = deck.sideboardCount - max;
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The sideboard has ${deck.sideboardCount} cards; at most ${max} are allowed (CR 100.4a).${note} ` +
          `Remove ${over} card${over === 1 ? '' : 's'} from it.`,
        file: deck.file,
        line,
        section: 'sideboard',
        count: deck.sideboardCount,
        limit: max,
        reference: this.meta.reference,
        related: [],
      },
    ];
  },
};
