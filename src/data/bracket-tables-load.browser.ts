/**
 * The Commander Brackets' tables in a browser (package.json's browser field puts this module in
 * bracket-tables-load.ts's place): a chunk of their own, loaded when a Commander check is prepared
 * (src/formats/brackets.ts loadBracketData, awaited by prepareCheck). A page that checks other formats never loads them.
 */
import type { BracketTables } from './bracket-tables.js';

let tables: BracketTables | undefined;
let loading: Promise<void> | undefined;

export function bracketTables(): BracketTables {
  if (tables === undefined) {
    throw new Error("deckcheck/browser: the Commander Brackets' tables are loaded by prepareCheck of a Commander check; none was prepared");
  }
  return tables;
}

export function loadBracketTables(): Promise<void> {
  loading ??= import('./bracket-tables.js').then((m) => {
    tables = m.BRACKET_TABLES;
  });
  return loading;
}
