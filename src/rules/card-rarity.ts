import type { Finding } from '../diagnostic.js';
import { countsForPauperRarity, releasedBy } from './commander-eligible.js';
import { groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

const REFERENCE = 'PDH rules (pdhhomebase.com/rules)';

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
      const rarities = [...new Set(printings.map((p) => p.rarity))].sort().join(', ');
      const later = printings.some((p) => p.rarity === 'common' && countsForPauperRarity(p, ctx.sets));
      out.push(
        groupFinding(this.meta.id, deck, group, {
          severity: 'error',
          message:
            (later
              ? `${group.name} had not been printed at common in paper or on Magic Online by ${ctx.date} (outside promos, Secret Lair and foreign-only sets; its first such common printing came later); `
              : `${group.name} has never been printed at common in paper or on Magic Online outside promos, Secret Lair and foreign-only sets (its printings: ${rarities || 'none'}); `) +
            `the 99 cards of a Pauper Commander deck must be commons (${REFERENCE}; RULES C14). Remove it.`,
          reference: REFERENCE,
        }),
      );
    }
    return out;
  },
};
