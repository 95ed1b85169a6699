import { teamBreakdown, teamCardFindingBase, teamCards, type TeamCard } from '../model/team.js';
import type { Finding } from '../diagnostic.js';
import type { TeamRule } from './types.js';

const TEAM_TEXT =
  '"A team\'s combined decks may not contain more than four of any individual card (with the exception of basic lands)"';

export const teamCardCopiesMax: TeamRule = {
  meta: {
    id: 'team-card-copies-max',
    description:
      "A Two-Headed Giant team's decks together hold at most four of any card other than basic lands. Cards whose " +
      'text sets their own limit: see the team override policy (RULES A1/A2).',
    reference: 'Two-Headed Giant team deck construction (WPN)',
    scope: 'team',
    teamRules: ['2hg'],
  },
  check(team, ctx) {
    // 2HG Limited has no copy limit (WPN: "There is no limit to number of individual cards"); the pool limits it.
    if (ctx.format.kind === 'limited') return [];
    const out: Finding[] = [];
    for (const card of teamCards(team.decks)) {
      if (card.basic || card.holdings.length < 2) continue;
      if (card.deckLimit === undefined && card.total <= ctx.format.copyLimit) continue;
      const base = teamCardFindingBase(card, team.name, this.meta);
      if (card.deckLimit === undefined) {
        const limit = ctx.format.copyLimit;
        out.push({
          ...base,
          severity: 'error',
          limit,
          message:
            `${card.name}: ${card.total} copies across the team (${teamBreakdown(card)}); ${TEAM_TEXT} ` +
            `(Two-Headed Giant, WPN). Remove ${card.total - limit} from the team's decks.`,
        });
        continue;
      }
      out.push(...overrideFinding(card, base, ctx.teamOverrides));
    }
    return out;
  },
};

type Base = Omit<Finding, 'severity' | 'message' | 'limit'>;

/**
 * Cards whose own text lifts the copy limit, used by more than one deck of a team. The 2HG texts exempt only basic
 * lands; MTR 8.4 (Team Unified) lets such a card override the limit "for one deck on a team".
 * lenient (default): the card keeps its own limit team-wide (any number; up to 7 / 9 / 1 in total), with a warning.
 * strict: the card may be in one deck of the team only.
 */
function overrideFinding(card: TeamCard, base: Base, policy: 'lenient' | 'strict'): Finding[] {
  const own = card.deckLimit;
  const ownText = own === 'any' ? 'any number of copies in a deck' : `up to ${own} copies in a deck`;
  if (policy === 'strict') {
    return [
      {
        ...base,
        severity: 'error',
        ...(own === 'any' ? {} : { limit: own }),
        message:
          `${card.name} is in ${card.holdings.length} of the team's decks (${teamBreakdown(card)}). Its text allows ` +
          `${ownText}, but under the strict team policy (MTR 8.4: such cards "may only override them for one deck on a ` +
          'team") it may be in one deck only. Keep it in one deck.',
      },
    ];
  }
  if (own !== 'any' && own !== undefined && card.total > own) {
    return [
      {
        ...base,
        severity: 'error',
        limit: own,
        message:
          `${card.name}: ${card.total} copies across the team (${teamBreakdown(card)}); its text allows ${ownText}, ` +
          `and deckcheck applies that limit to the team as a whole (RULES A2). Remove ${card.total - own}.`,
      },
    ];
  }
  return [
    {
      ...base,
      severity: 'warning',
      ...(own === 'any' ? {} : { limit: own }),
      message:
        `${card.name} is in ${card.holdings.length} of the team's decks (${teamBreakdown(card)}). Its text allows ` +
        `${ownText}; the Two-Headed Giant rules exempt only basic lands from the team limit of four, and say nothing ` +
        'of such cards. deckcheck lets the card keep its own limit team-wide; ask the head judge, or check with ' +
        '--team-overrides strict (one deck only, as MTR 8.4 rules for Team Unified).',
    },
  ];
}
