import { basicWhicheverItIs, deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { groupFinding, startingCopies } from './commander-shared.js';
import { ARENA_REBALANCED_REFERENCE, rebalancedVersions, unitBreakdown, unitCopies, unitLines, unitName, unitWhy, versionsOf } from './arena-rebalanced.js';
import { plural } from './shared.js';
import type { CheckContext, DeckRule } from './types.js';

/** Where the format's singleton rule counts and where it is written; undefined when the format has none. */
function singletonOf(ctx: CheckContext): { scope: 'starting' | 'main' | 'main+sideboard'; reference: string } | undefined {
  const cf = ctx.format.commander;
  if (cf) return { scope: 'starting', reference: cf.singletonReference };
  const s = ctx.format.singleton;
  return s ? { scope: s.scope, reference: s.reference } : undefined;
}

export const cardSingleton: DeckRule = {
  meta: {
    id: 'card-singleton',
    description:
      'Commander-family and Highlander formats: one card of each English name other than basic lands, counting the ' +
      'command zone (and the sideboard where the format says so); cards whose text allows any number (or up to 7, 9) ' +
      'keep that. In MTG Arena formats (Brawl) a rebalanced (A-) card and its original count as one card.',
    reference: 'CR 903.5b; format rules',
    scope: 'deck',
  },
  check(deck, ctx) {
    const singleton = singletonOf(ctx);
    if (!singleton) return [];
    const where =
      singleton.scope === 'main+sideboard' ? 'across main deck and sideboard' : singleton.scope === 'main' ? 'in the main deck' : '';
    const out: Finding[] = [];
    // On MTG Arena a rebalanced (A-) card and its original are one card (arena-rebalanced.ts).
    const versions = rebalancedVersions(deck, ctx.format);
    for (const group of deck.cards.values()) {
      if (versions?.merged.has(group)) continue;
      const rebalanced = versionsOf(versions, group);
      if (group.info?.basic || basicWhicheverItIs(deck, group)) continue;
      const own = group.info?.deckLimit;
      if (own === 'any') continue;
      const limit = own ?? 1;
      const count = unitCopies(
        group,
        rebalanced,
        singleton.scope === 'starting' ? startingCopies : singleton.scope === 'main' ? (g) => g.counts.main : deckCopies,
      );
      if (count <= limit) continue;
      const unit = { group, rebalanced };
      const why =
        own !== undefined
          ? `the card's own text allows at most ${limit}`
          : `other than basic lands, each card in a ${ctx.format.name} deck must have a different English name` +
            `${where === '' ? '' : ` ${where}`} (${singleton.reference})`;
      const breakdown =
        unit.rebalanced.length > 0 || singleton.scope === 'main+sideboard' ? ` (${unitBreakdown(unit)})` : '';
      const reference = own !== undefined ? `${singleton.reference}; card text` : singleton.reference;
      out.push({
        ...groupFinding(this.meta.id, deck, group, {
          severity: 'error',
          message: `${unitName(unit)}: ${plural(count, 'copy', 'copies')} in the deck${breakdown}; ${why}. Remove ${count - limit}.${unitWhy(unit)}`,
          reference: unit.rebalanced.length > 0 ? `${reference}; ${ARENA_REBALANCED_REFERENCE}` : reference,
          count,
          limit,
        }),
        related: unitLines(deck, unit),
      });
    }
    return out;
  },
};
