import { basicWhicheverItIs, type CardGroup, deckCopies, type ResolvedDeck } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { ARENA_REBALANCED_REFERENCE, type CopyUnit, rebalancedVersions, unitBreakdown, unitCopies, unitLines, unitName, unitWhy, versionsOf } from './arena-rebalanced.js';
import { cardFindingBase, plural } from './shared.js';
import type { DeckRule } from './types.js';

export const cardCopiesMax: DeckRule = {
  meta: {
    id: 'card-copies-max',
    description:
      'At most four copies of a card by English name across main deck and sideboard; basic lands and cards whose ' +
      'text says otherwise are exempt or have their own limit. In MTG Arena formats a rebalanced (A-) card and its ' +
      'original count as one card.',
    reference: 'CR 100.2a, CR 100.4a',
    scope: 'deck',
  },
  check(deck, ctx) {
    // Commander-family formats, and formats singleton across main deck and sideboard, are checked by card-singleton.
    // A singleton format without a sideboard (Gladiator) has every card in the main deck: card-singleton says it all.
    if (ctx.format.commander || ctx.format.singleton?.scope === 'main+sideboard') return [];
    if (ctx.format.singleton !== undefined && ctx.format.sideboardMax === 0) return [];
    const out: Finding[] = [];
    // On MTG Arena a rebalanced (A-) card and its original are one card (arena-rebalanced.ts).
    const versions = rebalancedVersions(deck, ctx.format);
    for (const group of deck.cards.values()) {
      if (versions?.merged.has(group)) continue;
      const rebalanced = versionsOf(versions, group);
      const own = group.info?.deckLimit;
      if (own === 'any') continue;
      const limit = own ?? ctx.format.copyLimit;
      // Limited: only the card's own limit applies, to the main deck; the sideboard is the rest of the pool (RULES A4/A5).
      const count = unitCopies(group, rebalanced, ctx.format.kind === 'limited' ? mainCopies : deckCopies);
      // Basic lands are exempt (CR 100.2a); so is a name that could mean several, each a basic land (tooMany).
      if (count <= limit || group.info?.basic) continue;
      const finding = tooMany(deck, { group, rebalanced }, count, limit, own, ctx.format.kind === 'limited', ctx.format.copyLimitReference);
      if (finding) out.push(finding);
    }
    return out;
  },
};

const mainCopies = (g: CardGroup): number => g.counts.main;

/**
 * The finding of a card that is not a basic land (with its rebalanced versions) over its limit: `own`, the card's own
 * limit if it has one. None for a name that could mean several cards, each a basic land. A function of its own, kept
 * out of the loop over every card (V8 compiles it when a deck first has a card over).
 */
function tooMany(
  deck: ResolvedDeck,
  unit: CopyUnit,
  count: number,
  limit: number,
  own: number | undefined,
  limited: boolean,
  formatReference: string | undefined,
): Finding | undefined {
  const group = unit.group;
  if (basicWhicheverItIs(deck, group)) return undefined;
  const base = { ...cardFindingBase(cardCopiesMax.meta.id, deck, group, count, limit), related: unitLines(deck, unit) };
  // In Limited only the main deck counts, so only its lines are shown.
  const mainLines = base.related.filter((l) => l.section === 'main');
  const place = limited ? { line: mainLines[0]?.line ?? null, column: mainLines[0]?.column ?? null, related: mainLines } : {};
  const why =
    own !== undefined
      ? `the card's own text allows at most ${limit}${limited ? ' in a deck, in Limited too (RULES A5)' : ''}`
      : `at most ${limit} copies of a card with one English name are allowed across main deck and sideboard (${formatReference ?? 'CR 100.2a, CR 100.4a'})`;
  // A format file's own copy limit is its rules', not CR 100.2a's four.
  const reference = own !== undefined ? 'CR 100.2a; card text' : (formatReference ?? cardCopiesMax.meta.reference);
  return {
    ...base,
    ...place,
    severity: 'error',
    message:
      `${unitName(unit)}: ${plural(count, 'copy', 'copies')} (${limited ? 'in the main deck' : unitBreakdown(unit)}); ${why}. ` +
      `Remove ${count - limit}.${unitWhy(unit)}`,
    reference: unit.rebalanced.length > 0 ? `${reference}; ${ARENA_REBALANCED_REFERENCE}` : reference,
  };
}
