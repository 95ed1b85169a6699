import { teamBreakdown, teamCardFindingBase, teamCards } from '../model/team.js';
import type { Finding } from '../diagnostic.js';
import { listName } from './list-notes.js';
import type { TeamRule } from './types.js';

export const teamCardRestricted: TeamRule = {
  meta: {
    id: 'team-card-restricted',
    description: 'A restricted card appears at most once across all of a Two-Headed Giant team\'s decks.',
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
      if (lists.entries.get(card.key)?.status !== 'restricted') continue;
      out.push({
        ...teamCardFindingBase(card, team.name, this.meta),
        severity: 'error',
        message:
          `${card.name} is restricted in ${listName(lists)} and the team has ${card.total} (${teamBreakdown(card)}): ` +
          '"If a card is restricted in a particular format, no more than one of that card may be used by the team" ' +
          `(Two-Headed Giant Constructed). Keep one copy in one deck.`,
        limit: 1,
      });
    }
    return out;
  },
};
