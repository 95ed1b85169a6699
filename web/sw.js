// deckcheck's service worker: the page's files are cached on the first visit, so the page works offline afterwards.
// The build (scripts/web-build.js) fills in the cache name (from the files' hash), the list of files and the name of
// the built-in card data (CARD_DATA, named by its own hash). The card data is not part of the page's files: the page
// fetches it on its first visit and keeps it in CARD_CACHE (web/card-data.ts); this worker keeps that cache across
// new builds of the page, serves it from there, and drops card data that a newer build no longer names.
const CACHE = '__CACHE__';
const FILES = ['./'];
const CARD_DATA = '__CARD_DATA__';
const CARD_CACHE = 'deckcheck-card-data';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

/** Card data of another build (an older snapshot) is removed; the current one stays. */
async function pruneCardData() {
  const cache = await caches.open(CARD_CACHE);
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.endsWith(`/${CARD_DATA}`)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('deckcheck-') && k !== CACHE && k !== CARD_CACHE).map((k) => caches.delete(k))))
      .then(pruneCardData)
      .then(() => self.clients.claim()),
  );
});

/** The card data from its cache, else from the network, kept for the next visit. */
async function cardData(request) {
  const cache = await caches.open(CARD_CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Cache first: the files of one build never change (a new build has a new cache name, new card data a new file name).
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  if (new URL(event.request.url).pathname.endsWith(`/${CARD_DATA}`)) return event.respondWith(cardData(event.request));
  event.respondWith(caches.match(event.request, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request)));
});
