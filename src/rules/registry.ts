/**
 * The rule registry's lists: every rule a check runs, by what it looks at (rules/index re-exports them, with every
 * rule's meta). Only lists here, no code that runs on import: a browser bundle loads this module in a chunk of its own
 * when a check is prepared (check/rules-all, check/rule-set.browser). Rule ids are stable forever.
 */
import { cardBanned } from './card-banned.js';
import { cardCopiesMax } from './card-copies-max.js';
import { cardNameAmbiguous } from './card-name-ambiguous.js';
import { cardNotDeckCard } from './card-not-deck-card.js';
import { cardNotLegal } from './card-not-legal.js';
import { cardRestricted } from './card-restricted.js';
import { deckSizeMin } from './deck-size-min.js';
import { poolCoversDecks } from './pool-covers-decks.js';
import { sideboardSizeMax } from './sideboard-size-max.js';
import { teamCardCopiesMax } from './team-card-copies-max.js';
import { teamCardRestricted } from './team-card-restricted.js';
import { teamSideboard } from './team-sideboard.js';
import { teamCardUnique } from './team-card-unique.js';
import { planarDeckOnlyPlanes } from './planar-deck-only-planes.js';
import { planarDeckPhenomenaMax } from './planar-deck-phenomena-max.js';
import { planarDeckSingleton } from './planar-deck-singleton.js';
import { planarDeckSizeMin } from './planar-deck-size-min.js';
import { schemeCopiesMax } from './scheme-copies-max.js';
import { schemeDeckOnlySchemes } from './scheme-deck-only-schemes.js';
import { schemeDeckSizeMin } from './scheme-deck-size-min.js';
import { schemeInMainDeck } from './scheme-in-main-deck.js';
import { unknownCard } from './unknown-card.js';
import { deckProblem } from './deck-problem.js';
import { decklistProblem } from './decklist-problem.js';
import { cardFactsMissing } from './card-facts-missing.js';
import { cardManaValueMax } from './card-mana-value-max.js';
import { cardRarity } from './card-rarity.js';
import { cardSingleton } from './card-singleton.js';
import { colorIdentity } from './color-identity.js';
import { commanderBanned } from './commander-banned.js';
import { commanderEligible } from './commander-eligible.js';
import { commanderPair } from './commander-pair.js';
import { companionCondition } from './companion-condition.js';
import { deckSizeExact } from './deck-size-exact.js';
import { deckSizeMax } from './deck-size-max.js';
import { pointsMax } from './points-max.js';
import { signatureSpell } from './signature-spell.js';
import { listsOutOfDate } from './lists-out-of-date.js';
import { bracketGameChangers } from './bracket-game-changers.js';
import { bracketMassLandDenial } from './bracket-mass-land-denial.js';
import { bracketExtraTurns } from './bracket-extra-turns.js';
import { bracketTwoCardCombos } from './bracket-two-card-combos.js';
import type { DeckRule, DiffRule, PoolRule, TeamRule, VariantRule } from './types.js';

export const DECK_RULES: readonly DeckRule[] = [
  deckSizeMin,
  sideboardSizeMax,
  cardCopiesMax,
  cardBanned,
  cardRestricted,
  cardNameAmbiguous,
  unknownCard,
  cardNotLegal,
  listsOutOfDate,
  cardNotDeckCard,
  // Commander family and companions (RULES.md §10): each returns nothing outside the formats it concerns.
  deckSizeExact,
  deckSizeMax,
  cardSingleton,
  pointsMax,
  cardManaValueMax,
  commanderEligible,
  commanderPair,
  colorIdentity,
  commanderBanned,
  signatureSpell,
  cardRarity,
  companionCondition,
  // Commander Brackets (--bracket): each returns nothing when no bracket is asked for.
  bracketGameChangers,
  bracketMassLandDenial,
  bracketExtraTurns,
  bracketTwoCardCombos,
  cardFactsMissing,
];

/** Team rules; each runs only under the team models in its meta (Two-Headed Giant, Team Unified Constructed). */
export const TEAM_RULES: readonly TeamRule[] = [teamCardCopiesMax, teamCardRestricted, teamSideboard, teamCardUnique];

/** Rules of the casual variants (--variant): scheme decks and planar decks. */
export const VARIANT_RULES: readonly VariantRule[] = [
  schemeDeckSizeMin,
  schemeCopiesMax,
  schemeDeckOnlySchemes,
  schemeInMainDeck,
  planarDeckSizeMin,
  planarDeckOnlyPlanes,
  planarDeckSingleton,
  planarDeckPhenomenaMax,
];
/** Rules that check decks against a Sealed / Draft pool (run only when a pool is given). */
export const POOL_RULES: readonly PoolRule[] = [poolCoversDecks];

/** Rules of `deckcheck diff`: the registered decklist beside the deck as presented. */
export const DIFF_RULES: readonly DiffRule[] = [decklistProblem, deckProblem];
