/**
 * The rules for a browser (package.json's browser field puts this module in check/rule-set's place): every rule's
 * meta and check (check/rules-all) in a chunk of their own, loaded while prepareCheck prepares a check (it awaits
 * loadRules), so that a page does not load the rules with its entry. The checker is synchronous and reads them with
 * ruleSet; a check run before any prepareCheck is an error saying so.
 */
import { loadedOnce } from '../data/loaded-once.js';
import type { RuleSet } from './rules-all.js';

const rules = loadedOnce(
  async (): Promise<RuleSet> => (await import('./rules-all.js')).RULES,
  'deckcheck/browser: the rules are loaded by prepareCheck; await prepareCheck(...) once before checking a deck.',
);

export const ruleSet = rules.get;
/** Loads the rules' chunk (once; later calls wait for the same load, and a failed load is tried again). */
export const loadRules = rules.load;
