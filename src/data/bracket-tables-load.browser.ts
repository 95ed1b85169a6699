/**
 * The Commander Brackets' tables in a browser (package.json's browser field puts this module in
 * data/bracket-tables-load's place): a chunk of their own, loaded when a Commander check is prepared
 * (formats/brackets loadBracketData, awaited by prepareCheck). A page that checks other formats never loads them.
 */
import type { BracketTables } from './bracket-tables.js';
import { loadedOnce } from './loaded-once.js';

const tables = loadedOnce(
  async (): Promise<BracketTables> => (await import('./bracket-tables.js')).BRACKET_TABLES,
  "deckcheck/browser: the Commander Brackets' tables are loaded by prepareCheck of a Commander check; none was prepared",
);

export const bracketTables = tables.get;
export const loadBracketTables = tables.load;
