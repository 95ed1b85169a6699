import { deckCopies, objectList } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { listName, listReference, pendingText, sinceText } from './list-notes.js';
import { dataReference, dataSays, unknownDay } from './currency-notes.js';
import { cardFindingBase, removeAdvice } from './shared.js';
import type { DeckRule } from './types.js';

export const cardBanned: DeckRule = {
  meta: {
    id: 'card-banned',
    description:
      'No card on the format\'s banned list on the check date, in the main deck or the sideboard. A ban announced ' +
      'but not yet in effect is a warning. After deckcheck\'s own lists end, card data of a later date extends them: ' +
      'its bans and unbans hold from its date, and before it a difference is a warning.',
    reference: 'MTR 6.1; format banned list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    // After deckcheck's knowledge date, card data of a later date may ban any card: every card is looked at.
    const extended = ctx.currency?.extension != null;
    // A list for objects from the start: a finding comes in few decks, and late (objectList).
    const out = objectList<Finding>();
    for (const group of deck.cards.values()) {
      if (!extended && !lists.listed.has(group.key)) continue;
      const count = deckCopies(group);
      if (count === 0) continue;
      const entry = lists.entries.get(group.key);
      const pending = lists.pending.get(group.key);
      const data = extended ? dataSays(group, ctx) : undefined;
      const base = cardFindingBase(this.meta.id, deck, group, count, 0);
      const remove = removeAdvice(group, count, ctx.format);
      if (entry?.status === 'banned') {
        if (data && (data.status === 'legal' || data.status === 'restricted')) {
          // The card data's unban holds from its date; before it, the day it came off the list is unknown.
          if (data.certain) continue;
          out.push({
            ...base,
            severity: 'warning',
            message:
              `${group.name} is banned in ${listName(lists)} by deckcheck's lists${sinceText(entry, lists)}, which are ` +
              `known through ${data.known}; ${data.ext.label} gives it as ${data.status} there: it came off the banned ` +
              `list ${unknownDay(data)}. Check the announcement before playing it on ${ctx.date}.`,
            reference: dataReference(listReference(lists, 'banned'), data),
          });
          continue;
        }
        const unban = pending && pending.status !== 'banned' ? ` It comes off the list: ${pendingText(pending.event, lists)}` : '';
        out.push({
          ...base,
          severity: 'error',
          message: `${group.name} is banned in ${listName(lists)} on ${ctx.date}${sinceText(entry, lists)}. ${remove}${unban}`,
          reference: listReference(lists, 'banned'),
        });
      } else if (data?.status === 'banned' && (entry === undefined || entry.status === 'banned_as_commander' || entry.status === 'banned_as_companion')) {
        // A card the lists ban only as commander or companion may be banned outright by later card data.
        out.push({
          ...base,
          severity: data.certain ? 'error' : 'warning',
          message: data.certain
            ? `${group.name} is banned in ${listName(lists)} on ${ctx.date} according to ${data.ext.label}; deckcheck's ` +
              `own lists end on ${data.known}, before the ban. ${remove}`
            : `${data.ext.label} gives ${group.name} as banned in ${listName(lists)}; deckcheck's lists, known through ` +
              `${data.known}, do not: it was banned ${unknownDay(data)}, so it may already be banned on ${ctx.date}. ` +
              'Check the announcement, or replace it.',
          reference: dataReference(listReference(lists, 'banned'), data),
        });
      } else if (pending?.status === 'banned') {
        out.push({
          ...base,
          severity: 'warning',
          message:
            `${group.name} is still legal in ${listName(lists)} on ${ctx.date}, but its ban was ${pendingText(pending.event, lists)} ` +
            'Replace it before playing on or after that day.',
          reference: listReference(lists, 'banned'),
        });
      }
    }
    return out;
  },
};
