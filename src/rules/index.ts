/** The rule registry. Rule ids are stable forever. */
import { PARSE_ERROR_REFERENCE } from '../parse/text.js';
import { cardBanned } from './card-banned.js';
import { cardCopiesMax } from './card-copies-max.js';
import { cardNameAmbiguous } from './card-name-ambiguous.js';
import { cardNotLegal } from './card-not-legal.js';
import { cardRestricted } from './card-restricted.js';
import { deckSizeMin } from './deck-size-min.js';
import { sideboardSizeMax } from './sideboard-size-max.js';
import { teamCardCopiesMax } from './team-card-copies-max.js';
import { teamCardRestricted } from './team-card-restricted.js';
import { teamSideboard } from './team-sideboard.js';
import { unknownCard } from './unknown-card.js';
import type { DeckRule, RuleMeta, TeamRule } from './types.js';

export const DECK_RULES: readonly DeckRule[] = [
  deckSizeMin,
  sideboardSizeMax,
  cardCopiesMax,
  cardBanned,
  cardRestricted,
  cardNameAmbiguous,
  unknownCard,
  cardNotLegal,
];

export const TEAM_RULES: readonly TeamRule[] = [teamCardCopiesMax, teamCardRestricted, teamSideboard];

export const PARSE_ERROR_META: RuleMeta = {
  id: 'parse-error',
  description: 'Every line of a decklist is a card line, a section header, a comment or blank; anything else is reported.',
  reference: PARSE_ERROR_REFERENCE,
  scope: 'input',
};

export const ALL_RULES: readonly RuleMeta[] = [
  PARSE_ERROR_META,
  ...DECK_RULES.map((r) => r.meta),
  ...TEAM_RULES.map((r) => r.meta),
];

export function ruleMeta(id: string): RuleMeta | undefined {
  return ALL_RULES.find((r) => r.id === id);
}
