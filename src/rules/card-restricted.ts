import { deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { listName, listReference, pendingText, sinceText } from './list-notes.js';
import { dataReference, unknownDay } from './currency-notes.js';
import { dataRestriction, restrictionVerdict } from './restriction-verdict.js';
import { cardFindingBase, plural, sectionBreakdown } from './shared.js';
import type { DeckRule } from './types.js';

export const cardRestricted: DeckRule = {
  meta: {
    id: 'card-restricted',
    description:
      'A restricted card appears at most once across main deck and sideboard. A restriction announced but not yet ' +
      'in effect is a warning. After deckcheck\'s own lists end, card data of a later date extends them: its ' +
      'restrictions hold from its date, and before it a difference is a warning.',
    reference: 'MTR 6.1; format restricted list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    // In a format singleton across main deck and sideboard a second copy of any card is card-singleton's finding.
    if (!lists || ctx.format.singleton?.scope === 'main+sideboard') return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      const count = deckCopies(group);
      if (count <= 1) continue;
      const verdict = restrictionVerdict(group.key, group, lists, ctx);
      if (!verdict) continue;
      const base = { ...cardFindingBase(this.meta.id, deck, group, count, 1), reference: listReference(lists, 'restricted') };
      const copies = `at most 1 copy across main deck and sideboard, this deck has ${plural(count, 'copy', 'copies')} (${sectionBreakdown(group)})`;
      switch (verdict.kind) {
        case 'unrestricted-unknown-day': {
          const { data, entry } = verdict;
          out.push({
            ...base,
            severity: 'warning',
            message:
              `${group.name} is restricted in ${listName(lists)} by deckcheck's lists${sinceText(entry, lists)}, which are ` +
              `known through ${data.known}; ${data.ext.label} gives it as legal there: it came off the restricted list ` +
              `${unknownDay(data)}. Until the announcement says when, play 1 copy: ${copies}.`,
            reference: dataReference(base.reference, data),
          });
          break;
        }
        case 'listed':
          out.push({
            ...base,
            severity: 'error',
            message:
              `${group.name} is restricted in ${listName(lists)}${sinceText(verdict.entry, lists)}: ${copies}. Remove ${count - 1}.`,
          });
          break;
        case 'data-restricted':
          out.push({
            ...base,
            ...dataRestriction(group.name, lists, ctx, verdict.data, {
              certain: `: ${copies}. Remove ${count - 1}.`,
              uncertain: `it may already be limited to 1 copy (this deck has ${count}).`,
            }),
            reference: dataReference(base.reference, verdict.data),
          });
          break;
        case 'pending':
          out.push({
            ...base,
            severity: 'warning',
            message:
              `${group.name} may still be played as ${count} copies in ${listName(lists)} on ${ctx.date}, but its restriction was ` +
              `${pendingText(verdict.pending.event, lists)} Cut to 1 before playing on or after that day.`,
          });
          break;
      }
    }
    return out;
  },
};
