import type { Finding } from '../diagnostic.js';
import { groupFinding } from './commander-shared.js';
import { dataReference, dataSaysAsCommander, unknownDay } from './currency-notes.js';
import { listName, pendingText, sinceText } from './list-notes.js';
import type { DeckRule } from './types.js';

export const commanderBanned: DeckRule = {
  meta: {
    id: 'commander-banned',
    description:
      'No card banned as commander in the command zone (Duel Commander; Commander 2006–2014), and no card banned as ' +
      'companion as the companion (Lutri in Commander from 2026-02-09). A ban as commander announced but not yet in ' +
      'effect is a warning. Cards banned outright are card-banned. After deckcheck\'s own lists end, card data of a ' +
      'later date extends them (MTGJSON\'s `duel` Restricted is a ban as commander): its bans as commander and their ' +
      'lifting hold from its date, and before it a difference is a warning.',
    reference: 'format banned list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    // After deckcheck's knowledge date, card data of a later date may ban any commander (src/formats/knowledge.ts).
    const extended = ctx.currency?.extension != null;
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (!extended && !lists.listed.has(group.key)) continue;
      const entry = lists.entries.get(group.key);
      const reference = `${listName(lists)} banned list`;
      const pending = lists.pending.get(group.key);
      const commander = group.counts.commander > 0;
      const data = extended && commander ? dataSaysAsCommander(group, ctx) : undefined;
      if (pending?.status === 'banned_as_commander' && entry?.status !== 'banned_as_commander' && commander) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'warning',
            message:
              `${group.name} may still be the commander in ${listName(lists)} on ${ctx.date}, but its ban as commander was ` +
              `${pendingText(pending.event, lists)} Choose another commander before playing on or after that day.`,
            reference,
          }),
        );
      }
      if (entry?.status === 'banned_as_commander' && commander) {
        // The card data's lifting of the ban holds from its date; before it, the day is unknown.
        if (data?.status === 'legal' && data.certain) continue;
        const lifted = data?.status === 'legal';
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: lifted ? 'warning' : 'error',
            message: lifted
              ? `${group.name} is banned as commander in ${listName(lists)} by deckcheck's lists${sinceText(entry, lists)}, ` +
                `which are known through ${data.known}; ${data.ext.label} gives it as legal there: its ban as commander ` +
                `was lifted ${unknownDay(data)}. Check the announcement before making it the commander on ${ctx.date}.`
              : `${group.name} is banned as commander in ${listName(lists)} on ${ctx.date}${sinceText(entry, lists)}: ` +
                'it may be in the deck but not in the command zone. Choose another commander.',
            reference: lifted ? dataReference(reference, data) : reference,
          }),
        );
      } else if (data?.status === 'banned_as_commander' && entry === undefined) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: data.certain ? 'error' : 'warning',
            message: data.certain
              ? `${group.name} is banned as commander in ${listName(lists)} on ${ctx.date} according to ${data.ext.label}; ` +
                `deckcheck's own lists end on ${data.known}, before the ban: it may be in the deck but not in the ` +
                'command zone. Choose another commander.'
              : `${data.ext.label} gives ${group.name} as banned as commander in ${listName(lists)}; deckcheck's lists, ` +
                `known through ${data.known}, do not: it was banned as commander ${unknownDay(data)}, so it may already ` +
                `be on ${ctx.date}. Check the announcement, or choose another commander.`,
            reference: dataReference(reference, data),
          }),
        );
      }
      if (entry?.status === 'banned_as_companion' && group.counts.companion > 0) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'error',
            message:
              `${group.name} is banned as a companion in ${listName(lists)} on ${ctx.date}${sinceText(entry, lists)}. ` +
              'Remove it from the companion slot (it may be played in the deck).',
            reference,
          }),
        );
      }
    }
    return out;
  },
};
