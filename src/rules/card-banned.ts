import { deckCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { listName, listReference, pendingText, sinceText } from './list-notes.js';
import { cardFindingBase } from './shared.js';
import type { DeckRule } from './types.js';

export const cardBanned: DeckRule = {
  meta: {
    id: 'card-banned',
    description:
      'No card on the format\'s banned list on the check date, in the main deck or the sideboard. A ban announced ' +
      'but not yet in effect is a warning.',
    reference: 'MTR 6.1; format banned list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (!lists.listed.has(group.key)) continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      const entry = lists.entries.get(group.key);
      const pending = lists.pending.get(group.key);
      const base = cardFindingBase(this.meta.id, deck, group, count, 0);
      if (entry?.status === 'banned') {
        const unban = pending && pending.status !== 'banned' ? ` It comes off the list: ${pendingText(pending.event)}` : '';
        out.push({
          ...base,
          severity: 'error',
          message:
            `${group.name} is banned in ${listName(lists)} on ${ctx.date}${sinceText(entry, lists)}. ` +
            `${count === 1 ? 'Remove it' : `Remove all ${count}`} (main deck and sideboard).${unban}`,
          reference: listReference(lists, 'banned'),
        });
      } else if (pending?.status === 'banned') {
        out.push({
          ...base,
          severity: 'warning',
          message:
            `${group.name} is still legal in ${listName(lists)} on ${ctx.date}, but its ban was ${pendingText(pending.event)} ` +
            'Replace it before playing on or after that day.',
          reference: listReference(lists, 'banned'),
        });
      }
    }
    return out;
  },
};
