import { deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { listName, listReference, pendingText, sinceText } from './list-notes.js';
import { cardFindingBase, plural, sectionBreakdown } from './shared.js';
import type { DeckRule } from './types.js';

export const cardRestricted: DeckRule = {
  meta: {
    id: 'card-restricted',
    description:
      'A restricted card appears at most once across main deck and sideboard. A restriction announced but not yet ' +
      'in effect is a warning.',
    reference: 'MTR 6.1; format restricted list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      const count = deckCopies(group);
      if (count <= 1) continue;
      if (!lists.listed.has(group.key)) continue;
      const entry = lists.entries.get(group.key);
      const pending = lists.pending.get(group.key);
      const base = { ...cardFindingBase(this.meta.id, deck, group, count, 1), reference: listReference(lists, 'restricted') };
      if (entry?.status === 'restricted') {
        out.push({
          ...base,
          severity: 'error',
          message:
            `${group.name} is restricted in ${listName(lists)}${sinceText(entry, lists)}: at most 1 copy across main deck ` +
            `and sideboard, this deck has ${plural(count, 'copy', 'copies')} (${sectionBreakdown(group)}). Remove ${count - 1}.`,
        });
      } else if (entry === undefined && pending?.status === 'restricted') {
        out.push({
          ...base,
          severity: 'warning',
          message:
            `${group.name} may still be played as ${count} copies in ${listName(lists)} on ${ctx.date}, but its restriction was ` +
            `${pendingText(pending.event)} Cut to 1 before playing on or after that day.`,
        });
      }
    }
    return out;
  },
};
