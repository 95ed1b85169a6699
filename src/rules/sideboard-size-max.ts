import { sideboardCopies } from '../model/model.js';
import type { ResolvedDeck } from '../model/model.js';
import type { Finding, RuleId } from '../diagnostic.js';
import type { CheckContext, DeckRule } from './types.js';

/**
 * The first CR known to say "Commander games do not use sideboards" (903.5e) is one of those issued from 2025-07-25 on
 * (RULES.md §10.1: CR 2025-02-07 lacks it; the CR 2026 quotations have it). Before that day the message cites 903.5a.
 */
const CR_903_5E_FROM = '2025-07-25';

/**
 * Commander-family formats use no sideboard. A short sideboard read as the command zone is not one (it was moved
 * before the rules run), and a companion the sideboard repeats from a Companion section is that companion (RULES A7).
 */
function noSideboard(deck: ResolvedDeck, ctx: CheckContext, rule: RuleId): Finding[] {
  const cf = ctx.format.commander;
  if (!cf) return [];
  let stray = 0;
  for (const g of deck.cards.values()) stray += Math.max(0, g.counts.sideboard - g.counts.companion);
  if (stray === 0) return [];
  const first = [...deck.parsed.entries].filter((e) => e.section === 'sideboard').sort((a, b) => a.line - b.line)[0];
  const cr = cf.sideboardReference === 'CR 903.5e' && ctx.date < CR_903_5E_FROM ? 'CR 903.5a' : cf.sideboardReference;
  const why =
    cr === 'CR 903.5a'
      ? `a ${ctx.format.name} deck is exactly its ${cf.deckSize} cards, command zone included, with no sideboard (CR 903.5a; ` +
        'later Comprehensive Rules say so as CR 903.5e)'
      : `${ctx.format.name} games do not use sideboards (${cr})`;
  return [
    {
      rule,
      severity: 'error',
      message:
        `The sideboard has ${stray} card${stray === 1 ? '' : 's'}; ${why}. A sideboard of 1 to 3 cards with no Commander ` +
        'section is read as the command zone; a longer one is an error. Move the cards to the main deck or remove them.',
      file: deck.file,
      line: deck.parsed.sectionLines.sideboard ?? first?.line ?? null,
      section: 'sideboard',
      count: stray,
      limit: 0,
      reference: cr,
      related: [],
    },
  ];
}

export const sideboardSizeMax: DeckRule = {
  meta: {
    id: 'sideboard-size-max',
    description: 'A Constructed sideboard holds at most 15 cards (a companion counts as a sideboard card).',
    reference: 'CR 100.4a',
    scope: 'deck',
  },
  check(deck, ctx) {
    // A Commander-family format with a sideboard of its own (Tiny Leaders: 10 cards) counts it as any other format.
    if (ctx.format.commander && ctx.format.sideboardMax === 0) return noSideboard(deck, ctx, this.meta.id);
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
    const reference = ctx.format.sideboardReference ?? this.meta.reference;
    return [
      {
        rule: this.meta.id,
        severity: 'error',
        message:
          `The sideboard has ${deck.sideboardCount} cards; at most ${max} are allowed (${reference}).${note} ` +
          `Remove ${over} card${over === 1 ? '' : 's'} from it.`,
        file: deck.file,
        line,
        section: 'sideboard',
        count: deck.sideboardCount,
        limit: max,
        reference,
        related: [],
      },
    ];
  },
};
