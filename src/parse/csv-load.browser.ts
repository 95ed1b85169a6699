/**
 * csv-parse for a browser (package.json's browser field puts this module in csv-load.ts's place): its browser build,
 * bundled with the page, which brings the part of Node's Buffer it needs along (see csv-load.ts).
 */
import { parse } from 'csv-parse/browser/esm/sync';
import type { CsvParse } from './csv-load.js';

export function loadCsvParse(): CsvParse {
  // The browser build's declarations are the same functions as the Node build's (the package's ./sync types).
  return parse as unknown as CsvParse;
}
