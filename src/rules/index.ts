/**
 * The rule registry. Rule ids are stable forever. The lists of rules are rules/registry's (re-exported here); every
 * rule's meta (ALL_RULES) and the lookup by id are made here, apart from them, so that a bundle that loads the rules
 * on use (deckcheck/browser) does not carry them with its entry because ALL_RULES is exported.
 */
import { PARSE_ERROR_REFERENCE } from '../parse/text.js';
import { FINDINGS_NOT_LISTED_META } from './findings-not-listed.js';
import { DECK_RULES, DIFF_RULES, POOL_RULES, TEAM_RULES, VARIANT_RULES } from './registry.js';
import type { RuleMeta } from './types.js';
import { deepFreeze } from '../freeze.js';

export { DECK_RULES, DIFF_RULES, POOL_RULES, TEAM_RULES, VARIANT_RULES } from './registry.js';

export const PARSE_ERROR_META: RuleMeta = {
  id: 'parse-error',
  description: 'Every line of a decklist is a card line, a section header, a comment or blank; anything else is reported.',
  reference: PARSE_ERROR_REFERENCE,
  scope: 'input',
};

export const ALL_RULES: readonly RuleMeta[] = deepFreeze([
  PARSE_ERROR_META,
  ...DECK_RULES.map((r) => r.meta),
  ...TEAM_RULES.map((r) => r.meta),
  ...VARIANT_RULES.map((r) => r.meta),
  ...POOL_RULES.map((r) => r.meta),
  ...DIFF_RULES.map((r) => r.meta),
  FINDINGS_NOT_LISTED_META,
]);

export function ruleMeta(id: string): RuleMeta | undefined {
  return ALL_RULES.find((r) => r.id === id);
}
