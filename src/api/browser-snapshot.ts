/**
 * The built-in card data in a browser: deckcheck's card snapshot (the package's `data/card-snapshot/cards.db`, a
 * cards.db that the card database's own reader opens) fetched from the address a page serves it at. The file may be
 * served as it is or gzip-compressed (`cards.db.gz`, for static hosts that do not compress): it is told by its first
 * bytes and decompressed with the platform's DecompressionStream. Pure of Node: fetch, streams and the engine only.
 *
 * `prepareCheck` of deckcheck/browser takes the address as `cardSnapshot`: the snapshot is
 * fetched and opened once per address and shared by every check prepared with it.
 */
import { openCardDatabaseBytes, type CardDatabase } from './card-database.js';
import type { CheckSettings, PreparedCheck } from './settings.js';
import * as core from './validated.js';
import { DB_MAGIC } from '../db/file-name.js';
import { concatBytes } from '../db/bytes.js';
import { SettingsError } from '../errors.js';

/** The largest card snapshot read (decompressed): the snapshot is a few MB, a full AllPrintings database about 25 MB. */
export const MAX_SNAPSHOT_BYTES = 256 * 1024 * 1024;

/** The name the built-in card data goes by in messages and as its handle's `dir`. */
export const SNAPSHOT_NAME = 'built-in card data';

function unusable(url: string, why: string): SettingsError {
  return new SettingsError(
    'card-database-unusable',
    (name) =>
      `the built-in card data at ${url} cannot be used: ${why}. Serve deckcheck's card snapshot there ` +
      `(data/card-snapshot/cards.db of the package, as it is or gzip-compressed), or leave out ${name('cardSnapshot')} ` +
      'to check without card data.',
    'cardSnapshot',
  );
}

async function collect(chunks: AsyncIterable<Uint8Array>, url: string): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > MAX_SNAPSHOT_BYTES) throw unusable(url, `it is larger than ${MAX_SNAPSHOT_BYTES / 1024 / 1024} MB`);
    parts.push(chunk);
  }
  return concatBytes(parts);
}

/**
 * The cards.db bytes of a card snapshot from the bytes served at `url` (the file as it is, or gzip-compressed: told
 * by the first bytes). Throws SettingsError `card-database-unusable` naming the address when it is neither.
 */
export async function cardSnapshotBytes(served: Uint8Array, url: string): Promise<Uint8Array> {
  let bytes = served;
  if (served[0] === 0x1f && served[1] === 0x8b) {
    const { webGunzip } = await import('../db/import-browser.js');
    try {
      bytes = await collect(
        webGunzip(
          (async function* () {
            yield served;
          })(),
        ),
        url,
      );
    } catch (e) {
      if (e instanceof SettingsError) throw e;
      throw unusable(url, `it is damaged gzip (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  const head = new TextDecoder().decode(bytes.subarray(0, DB_MAGIC.length));
  if (head !== DB_MAGIC) throw unusable(url, 'it is not a card database made by deckcheck');
  return bytes;
}

/** The response for `url` (from `fetch`), read whole and bounded; a SettingsError naming the address when it fails. */
export async function readSnapshotResponse(response: Response, url: string): Promise<Uint8Array> {
  if (!response.ok) throw unusable(url, `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  if (!response.body) return cardSnapshotBytes(new Uint8Array(await response.arrayBuffer()), url);
  const { streamChunks } = await import('../db/import-browser.js');
  return cardSnapshotBytes(await collect(streamChunks(response.body), url), url);
}

/** Fetch the card snapshot at `url` and return its cards.db bytes. */
export async function fetchCardSnapshot(url: string | URL): Promise<Uint8Array> {
  const href = String(url);
  let response: Response;
  try {
    response = await fetch(href);
  } catch (e) {
    throw unusable(href, `it could not be fetched (${e instanceof Error ? e.message : String(e)})`);
  }
  return readSnapshotResponse(response, href);
}

const opened = new Map<string, Promise<CardDatabase>>();

/**
 * The card snapshot at `url`, opened once per address: later calls share the handle (until it is closed; one that
 * failed to load is fetched again next time). Its handle's `dir` is "built-in card data".
 */
export async function openCardSnapshot(url: string | URL): Promise<CardDatabase> {
  const href = String(url);
  const known = await opened.get(href)?.catch(() => undefined);
  if (known && !known.closed) return known;
  const opening = fetchCardSnapshot(href).then((bytes) => openCardDatabaseBytes(bytes, SNAPSHOT_NAME));
  opened.set(href, opening);
  opening.catch(() => opened.delete(href));
  return opening;
}

/** The settings of deckcheck/browser's prepareCheck: the library's, and the address of the built-in card data. */
export interface BrowserCheckSettings extends CheckSettings {
  /**
   * The address (absolute, or relative to the page) at which the page serves deckcheck's card snapshot
   * (`data/card-snapshot/cards.db` of the package, as it is or gzip-compressed): fetched and opened once per address,
   * then used by every check prepared with it. A `cardDatabase` given too wins (imported, newer data) and the snapshot
   * is not fetched. Without it the check uses no card data (the opt-out: leave it out).
   */
  readonly cardSnapshot?: string | URL;
}

/**
 * deckcheck/browser's prepareCheck: the library's (settings validated, a SettingsError naming a wrong one), with the
 * built-in card data at `cardSnapshot` when no other card database is given.
 */
export async function prepareCheck(settings: BrowserCheckSettings = {}): Promise<PreparedCheck> {
  if (typeof settings !== 'object' || settings === null || !('cardSnapshot' in settings)) return core.prepareWith(settings);
  const { cardSnapshot, ...rest } = settings;
  if (cardSnapshot === undefined || rest.cardDatabase !== undefined || rest.dataDir !== undefined) return core.prepareWith(rest);
  if (!(typeof cardSnapshot === 'string' || cardSnapshot instanceof URL) || String(cardSnapshot) === '') {
    throw new SettingsError('invalid-settings', 'settings.cardSnapshot: expected the address of the card snapshot (a string or a URL)', 'cardSnapshot');
  }
  // A relative address is the page's (or the worker's): `location` where there is one.
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const href = typeof cardSnapshot === 'string' && page !== undefined ? new URL(cardSnapshot, page) : cardSnapshot;
  return core.prepareWith({ ...rest, cardDatabase: await openCardSnapshot(href) });
}
