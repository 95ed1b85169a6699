import { teamBreakdown, teamCardFindingBase, teamCards } from '../model/team.js';
import type { Finding } from '../diagnostic.js';
import { listName, pendingText } from './list-notes.js';
import { dataReference, unknownDay } from './currency-notes.js';
import { dataRestriction, restrictionVerdict } from './restriction-verdict.js';
import type { TeamRule } from './types.js';

const QUOTE =
  '"If a card is restricted in a particular format, no more than one of that card may be used by the team" ' +
  '(Two-Headed Giant Constructed)';

export const teamCardRestricted: TeamRule = {
  meta: {
    id: 'team-card-restricted',
    description:
      'A restricted card appears at most once across all of a Two-Headed Giant team\'s decks. A restriction announced ' +
      'but not yet in effect is a warning. After deckcheck\'s own ' +
      'lists end, card data of a later date extends them as for card-restricted: its restrictions and unrestrictions ' +
      'hold from its date, and before it a difference is a warning.',
    reference: 'Two-Headed Giant Constructed deck construction (2011): restricted cards, one per team',
    scope: 'team',
    teamRules: ['2hg'],
  },
  check(team, ctx) {
    const lists = ctx.lists;
    if (!lists) return [];
    const out: Finding[] = [];
    for (const card of teamCards(team.decks)) {
      if (card.holdings.length < 2 || card.total <= 1) continue;
      // The card data is read from any deck's copy that carries it.
      const group = card.holdings.find((h) => h.group.info !== undefined)?.group;
      const verdict = restrictionVerdict(card.key, group, lists, ctx);
      if (!verdict) continue;
      const base = teamCardFindingBase(card, team.name, this.meta);
      const total = `${card.total} (${teamBreakdown(card)})`;
      switch (verdict.kind) {
        case 'unrestricted-unknown-day': {
          const { data } = verdict;
          out.push({
            ...base,
            severity: 'warning',
            message:
              `${card.name} is restricted in ${listName(lists)} by deckcheck's lists, known through ${data.known}; ` +
              `${data.ext.label} gives it as legal there: it came off the restricted list ${unknownDay(data)}. Until ` +
              `the announcement says when, keep one copy in one deck: the team has ${total}; ${QUOTE}.`,
            reference: dataReference(this.meta.reference, data),
            limit: 1,
          });
          break;
        }
        case 'listed':
          out.push({
            ...base,
            severity: 'error',
            message: `${card.name} is restricted in ${listName(lists)} and the team has ${total}: ${QUOTE}. Keep one copy in one deck.`,
            limit: 1,
          });
          break;
        case 'data-restricted':
          out.push({
            ...base,
            ...dataRestriction(card.name, lists, ctx, verdict.data, {
              certain: `. The team has ${total}: ${QUOTE}. Keep one copy in one deck.`,
              uncertain: `the team may already be limited to one copy (the team has ${total}).`,
            }),
            reference: dataReference(this.meta.reference, verdict.data),
            limit: 1,
          });
          break;
        case 'pending':
          out.push({
            ...base,
            severity: 'warning',
            message:
              `${card.name} may still be played as ${card.total} copies by the team in ${listName(lists)} on ${ctx.date}, ` +
              `but its restriction was ${pendingText(verdict.pending.event, lists)} Keep one copy in one deck before playing on ` +
              'or after that day.',
            limit: 1,
          });
          break;
      }
    }
    return out;
  },
};
