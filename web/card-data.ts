/**
 * The page's built-in card data: deckcheck's card snapshot, which the build (scripts/web-build.js) puts beside the
 * page gzip-compressed in a file named by its hash (__CARD_DATA__). It is fetched on the first visit and kept in the
 * browser's Cache Storage (CARD_CACHE, which the service worker web/sw.js keeps and serves), so later visits, offline
 * too, read it from there. The bytes are decoded by the library (deckcheck/browser's cardSnapshotBytes).
 */
import { cardSnapshotBytes } from '../src/browser.js';

declare const __CARD_DATA__: string;

/** The file of the built-in card data, beside the page. */
export const CARD_DATA_FILE: string = __CARD_DATA__;
/** The cache the card data is kept in (web/sw.js keeps it across new builds of the page). */
const CARD_CACHE = 'deckcheck-card-data';

export interface BuiltInCardData {
  /** The cards.db bytes. */
  readonly bytes: Uint8Array;
  /** The bytes downloaded (gzip). */
  readonly downloaded: number;
  /** True when read from the browser's cache rather than the network. */
  readonly cached: boolean;
}

async function openCache(): Promise<Cache | undefined> {
  // Cache Storage exists in secure contexts (HTTPS, localhost) only; elsewhere the data is fetched on each visit.
  if (typeof caches === 'undefined') return undefined;
  return caches.open(CARD_CACHE).catch(() => undefined);
}

/** The built-in card data, from the browser's cache or fetched and kept there; an Error with a sentence on failure. */
export async function loadBuiltInCardData(): Promise<BuiltInCardData> {
  const url = new URL(CARD_DATA_FILE, location.href).href;
  const cache = await openCache();
  let response = await cache?.match(url);
  const cached = response !== undefined;
  if (!response) {
    try {
      response = await fetch(url);
    } catch {
      throw new Error(`the built-in card data (${CARD_DATA_FILE}) could not be fetched: is the network on?`);
    }
    if (!response.ok) throw new Error(`the built-in card data (${CARD_DATA_FILE}) could not be fetched: the server answered ${response.status}`);
    // Under the service worker the response is kept by it already; on the first visit the page keeps it itself.
    if (cache && !navigator.serviceWorker?.controller) await cache.put(url, response.clone()).catch(() => undefined);
  }
  const served = new Uint8Array(await response.arrayBuffer());
  return { bytes: await cardSnapshotBytes(served, url), downloaded: served.length, cached };
}
