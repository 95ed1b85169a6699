/**
 * The rules a check runs, as the checker reads them (ruleSet). This is Node's way: check/rules-all imported with the
 * checker, there at once. The browser build puts check/rule-set.browser in its place (package.json's browser field),
 * which loads the rules in a chunk of their own while prepareCheck prepares, so that a page does not load them with
 * its entry.
 */
import { RULES, type RuleSet } from './rules-all.js';

export type { RuleSet } from './rules-all.js';

/** The rules (loaded: in Node they come with this module). */
export function ruleSet(): RuleSet {
  return RULES;
}

/** Nothing to do in Node. The browser's check/rule-set.browser fetches the rules' chunk here; prepareCheck awaits it. */
export function loadRules(): Promise<void> {
  return Promise.resolve();
}
