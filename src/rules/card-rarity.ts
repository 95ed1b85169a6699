import type { PrintingFacts } from '../cards/facts.js';
import type { Finding } from '../diagnostic.js';
import { countsForPauperRarity, releasedBy } from './commander-eligible.js';
import { groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

const REFERENCE = 'PDH rules (pdhhomebase.com/rules)';

const PLATFORM_WORDS: Readonly<Record<string, string>> = { arena: 'MTG Arena', mtgo: 'Magic Online', paper: 'paper' };

/** A common printing that does not count, by its set and, where the printing itself says, why. */
function uncountedLabel(p: PrintingFacts): string {
  const why = p.rebalanced
    ? 'rebalanced'
    : p.funny
      ? 'silver-border or acorn'
      : p.promo
        ? 'promo'
        : !(p.availability.includes('paper') || p.availability.includes('mtgo'))
          ? `${p.availability.map((a) => PLATFORM_WORDS[a] ?? a).join(' and ') || 'no platform'} only`
          : '';
  return why ? `${p.set} (${why})` : p.set;
}

export const cardRarity: DeckRule = {
  meta: {
    id: 'card-rarity',
    description:
      'Pauper Commander: every card of the main deck has been printed at common (in paper or on Magic Online; ' +
      'Arena printings, promos, Secret Lair and foreign-only sets do not count).',
    reference: REFERENCE,
    scope: 'deck',
  },
  check(deck, ctx) {
    if (ctx.format.commander?.zone !== 'pauper-commander') return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (group.counts.main === 0) continue;
      const printings = group.info?.printings;
      if (!printings) continue; // unknown: named by card-facts-missing
      if (printings.some((p) => p.rarity === 'common' && countsForPauperRarity(p, ctx.sets, ctx.date, ctx.platform))) continue;
      // A card with no printing at all by the day is not in the card pool yet: card-not-legal says so.
      if (!releasedBy(printings, ctx.date, ctx.sets, ctx.platform)) continue;
      // The rarities of the other printings, and apart from them the common printings that do not count (Arena only,
      // a promo, Secret Lair...): "common" among "its printings" would contradict "never printed at common".
      const rarities = [...new Set(printings.filter((p) => p.rarity !== 'common').map((p) => p.rarity))].sort().join(', ');
      const commons = [...new Set(printings.filter((p) => p.rarity === 'common').map(uncountedLabel))].sort();
      const uncounted = commons.length > 0 ? `at common only in printings that do not count: ${commons.join(', ')}` : '';
      const facts = rarities ? `its printings: ${rarities}${uncounted ? `; ${uncounted}` : ''}` : uncounted || 'its printings: none';
      const later = printings.some((p) => p.rarity === 'common' && countsForPauperRarity(p, ctx.sets));
      out.push(
        groupFinding(this.meta.id, deck, group, {
          severity: 'error',
          message:
            (later
              ? `${group.name} had not been printed at common in paper or on Magic Online by ${ctx.date} (outside promos, Secret Lair and foreign-only sets; its first such common printing came later); `
              : `${group.name} has never been printed at common in paper or on Magic Online outside promos, Secret Lair and foreign-only sets (${facts}); `) +
            `the 99 cards of a Pauper Commander deck must be commons (${REFERENCE}; RULES C14). Remove it.`,
          reference: REFERENCE,
        }),
      );
    }
    return out;
  },
};
