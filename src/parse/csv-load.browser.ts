/**
 * csv-parse for a browser (package.json's browser field puts this module in csv-load.ts's place): its browser build
 * (which brings the part of Node's Buffer it needs along) in a chunk of its own, so that a page that never reads a CSV
 * deck does not load it with its entry. The CSV reader is synchronous, so the chunk is fetched before the first check:
 * prepareCheck awaits preloadCsvParse (see csv-load.ts). A CSV read before any prepareCheck is an error saying so.
 */
import type { CsvParse } from './csv-load.js';

let loaded: CsvParse | undefined;

export function loadCsvParse(): CsvParse {
  if (loaded === undefined) {
    throw new Error(
      'deckcheck/browser: CSV support is loaded by prepareCheck; await prepareCheck(...) once before reading a CSV deck ' +
        '(readDeck, parseCsvDeck, checkTexts).',
    );
  }
  return loaded;
}

/** Loads csv-parse's chunk (once; later calls wait for the same load). */
let loading: Promise<void> | undefined;
export function preloadCsvParse(): Promise<void> {
  loading ??= import('csv-parse/browser/esm/sync').then((m) => {
    // The browser build's declarations are the same functions as the Node build's (the package's ./sync types).
    loaded = m.parse as unknown as CsvParse;
  });
  return loading;
}
