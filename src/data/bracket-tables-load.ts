/**
 * The Commander Brackets' tables (data/bracket-tables), as Node loads them: with the module. package.json's
 * browser field puts data/bracket-tables-load.browser in this module's place, which loads them as a chunk of their own
 * when a Commander check is prepared (formats/brackets loadBracketData, awaited by prepareCheck); here that is
 * nothing to do.
 */
import { BRACKET_TABLES, type BracketTables } from './bracket-tables.js';

export function bracketTables(): BracketTables {
  return BRACKET_TABLES;
}

export function loadBracketTables(): Promise<void> {
  return Promise.resolve();
}
