/**
 * csv-parse for a browser (package.json's browser field puts this module in csv-load.ts's place): its browser build
 * (which brings the part of Node's Buffer it needs along) in a chunk of its own, so that a page that never reads a CSV
 * deck does not load it with its entry. The CSV reader is synchronous, so the chunk is fetched before the first check:
 * prepareCheck awaits preloadCsvParse (see csv-load.ts). A CSV read before any prepareCheck is an error saying so.
 */
import { loadedOnce } from '../data/loaded-once.js';
import type { CsvParse } from './csv-load.js';

const csvParse = loadedOnce(
  // The browser build's declarations are the same functions as the Node build's (the package's ./sync types).
  async (): Promise<CsvParse> => (await import('csv-parse/browser/esm/sync')).parse as unknown as CsvParse,
  'deckcheck/browser: CSV support is loaded by prepareCheck; await prepareCheck(...) once before reading a CSV deck ' +
    '(readDeck, parseCsvDeck, checkTexts).',
);

export const loadCsvParse = csvParse.get;
/** Loads csv-parse's chunk (once; later calls wait for the same load). */
export const preloadCsvParse = csvParse.load;
