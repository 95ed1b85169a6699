import { cardLocations } from '../model/model.js';
import { deckLabel, teamCardFindingBase, teamCards, type TeamCard } from '../model/team.js';
import type { Finding } from '../diagnostic.js';
import type { TeamRule } from './types.js';

const MTR_TEXT =
  '"Except for cards with the basic supertype, no two decks on a team may contain the same card, based on its ' +
  'English card title"';

/** "seat A (Alice, a.txt) line 3: 4, line 9: 1 in the sideboard" for every deck holding the card. */
function holdingsText(card: TeamCard): string {
  return card.holdings
    .map((h) => {
      const lines = cardLocations(h.deck, h.group)
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
        .map((l) => `line ${l.line ?? '-'}: ${l.count ?? 0}${l.section === 'main' ? '' : ` in the ${l.section ?? 'deck'}`}`);
      return `${deckLabel(h.deck)} ${lines.join(', ')}`;
    })
    .join('; ');
}

export const teamCardUnique: TeamRule = {
  meta: {
    id: 'team-card-unique',
    description:
      'Team Unified Constructed: no two decks of a team hold the same card by English name (main deck or ' +
      'sideboard), basic lands excepted; a card whose text allows any number keeps that in one deck only.',
    reference: 'MTR 8.4 (Unified Deck Construction)',
    scope: 'team',
    teamRules: ['unified'],
  },
  check(team) {
    const out: Finding[] = [];
    for (const card of teamCards(team.decks)) {
      if (card.basic || card.holdings.length < 2) continue;
      const override =
        card.deckLimit !== undefined
          ? ` Its text lets a deck hold ${card.deckLimit === 'any' ? 'any number' : `up to ${card.deckLimit}`}, but ` +
            'such cards "may only override them for one deck on a team" (MTR 8.4).'
          : '';
      const others = card.holdings.length - 1;
      out.push({
        ...teamCardFindingBase(card, team.name, this.meta),
        severity: 'error',
        message:
          `${card.name} is in ${card.holdings.length} of the team's decks (${holdingsText(card)}); ${MTR_TEXT} ` +
          `(MTR 8.4, Team Unified Constructed).${override} Keep it in one deck and take it out of the other ` +
          `${others === 1 ? 'one' : others}.`,
      });
    }
    return out;
  },
};
