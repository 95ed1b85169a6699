/**
 * Every rule a check runs, by what it looks at (rules/registry's lists): check/rule-set gives it to the checker in
 * Node, and check/rule-set.browser loads it with import() in a browser (this module is that chunk's entry).
 */
import { DECK_RULES, POOL_RULES, TEAM_RULES, VARIANT_RULES } from '../rules/registry.js';
import type { DeckRule, PoolRule, TeamRule, VariantRule } from '../rules/types.js';

/** The rules of a check by what they look at: one deck, a team, a supplementary deck, decks against a pool. */
export interface RuleSet {
  readonly deck: readonly DeckRule[];
  readonly team: readonly TeamRule[];
  readonly variant: readonly VariantRule[];
  readonly pool: readonly PoolRule[];
}

export const RULES: RuleSet = { deck: DECK_RULES, team: TEAM_RULES, variant: VARIANT_RULES, pool: POOL_RULES };
