/**
 * The Commander Brackets' tables (src/data/bracket-tables.ts), as Node loads them: with the module. package.json's
 * browser field puts bracket-tables-load.browser.ts in this module's place, which loads them as a chunk of their own
 * when a Commander check is prepared (src/formats/brackets.ts loadBracketData, awaited by prepareCheck); here that is
 * nothing to do.
 */
import { BRACKET_TABLES, type BracketTables } from './bracket-tables.js';

export function bracketTables(): BracketTables {
  return BRACKET_TABLES;
}

export function loadBracketTables(): Promise<void> {
  return Promise.resolve();
}
