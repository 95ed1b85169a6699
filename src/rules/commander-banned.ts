import type { Finding } from '../diagnostic.js';
import { groupFinding } from './commander-shared.js';
import { listName, pendingText, sinceText } from './list-notes.js';
import type { DeckRule } from './types.js';

export const commanderBanned: DeckRule = {
  meta: {
    id: 'commander-banned',
    description:
      'No card banned as commander in the command zone (Duel Commander; Commander 2006–2014), and no card banned as ' +
      'companion as the companion (Lutri in Commander from 2026-02-09). A ban as commander announced but not yet in ' +
      'effect is a warning. Cards banned outright are card-banned.',
    reference: 'format banned list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    const out: Finding[] = [];
    for (const group of deck.cards.values()) {
      if (!lists.listed.has(group.key)) continue;
      const entry = lists.entries.get(group.key);
      const reference = `${listName(lists)} banned list`;
      const pending = lists.pending.get(group.key);
      if (pending?.status === 'banned_as_commander' && entry?.status !== 'banned_as_commander' && group.counts.commander > 0) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'warning',
            message:
              `${group.name} may still be the commander in ${listName(lists)} on ${ctx.date}, but its ban as commander was ` +
              `${pendingText(pending.event)} Choose another commander before playing on or after that day.`,
            reference,
          }),
        );
      }
      if (!entry) continue;
      if (entry.status === 'banned_as_commander' && group.counts.commander > 0) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'error',
            message:
              `${group.name} is banned as commander in ${listName(lists)} on ${ctx.date}${sinceText(entry, lists)}: ` +
              'it may be in the deck but not in the command zone. Choose another commander.',
            reference,
          }),
        );
      }
      if (entry.status === 'banned_as_companion' && group.counts.companion > 0) {
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
