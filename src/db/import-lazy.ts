/**
 * importCardData and webGunzip as the browser entry exports them: each loads db/import-browser (the importer and
 * fflate, a chunk of their own in a page's bundle) on its first call, so that a page that never imports card data does
 * not load them with its entry. The same calls, the same results and errors as db/import-browser's.
 */
import type { CardDataInput, ImportCardDataOptions, ImportedCardData } from './import-browser.js';

/** See db/import-browser importCardData. */
export async function importCardData(input: CardDataInput, options: ImportCardDataOptions = {}): Promise<ImportedCardData> {
  const m = await import('./import-browser.js');
  return m.importCardData(input, options);
}

/** See db/import-browser webGunzip. */
export async function* webGunzip(compressed: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const m = await import('./import-browser.js');
  yield* m.webGunzip(compressed);
}
