/**
 * csv-parse, loaded on first use and synchronously (parseCsvDeck is synchronous), so that importing the CSV reader
 * costs nothing at start-up. This is Node's way (a CommonJS-style require of the package); the browser build puts
 * parse/csv-load.browser in its place (see BROWSER_SWAPS in scripts/web-build.js), which bundles csv-parse. The one
 * module below the API that names a Node module, and the architecture test holds it to that.
 */
import { createRequire } from 'node:module';
import type * as CsvParseSync from 'csv-parse/sync';

export type CsvParse = typeof CsvParseSync.parse;

export function loadCsvParse(): CsvParse {
  return (createRequire(import.meta.url)('csv-parse/sync') as typeof CsvParseSync).parse;
}

/**
 * Nothing to do in Node (loadCsvParse loads on first use). The browser's parse/csv-load.browser fetches csv-parse's chunk
 * here: prepareCheck awaits it, so that a page that never reads a CSV deck does not carry csv-parse in its entry.
 */
export function preloadCsvParse(): Promise<void> {
  return Promise.resolve();
}
