/**
 * `deckcheck db update`: download MTGJSON's AllPrintings (gzip; AtomicCards with `atomic`) and its published SHA-256,
 * verify, import. AllPrintings is the default because every rule can run on it: pools by date and printed names need
 * each card's printings, which AtomicCards lacks. The
 * download goes to a temporary file in the data directory; the database is replaced only after the checksum matched
 * and the import succeeded, so any failure leaves the previous database as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DownloadError, downloadFile, fetchText, parseSha256, type DownloadOptions } from './download.js';
import { importCardFile, removeStaleTemps, type ImportResult } from './import.js';
import type { ImportLimits } from './limits.js';

export const MTGJSON_ATOMIC_CARDS_URL = 'https://mtgjson.com/api/v5/AtomicCards.json.gz';
/** The default: every printing, so card pools by date, printed names and promo dates can be checked. */
export const MTGJSON_ALL_PRINTINGS_URL = 'https://mtgjson.com/api/v5/AllPrintings.json.gz';

/** Where MTGJSON publishes a file's SHA-256: the same address with ".sha256" appended. */
export function checksumUrl(url: string): string {
  return `${url}.sha256`;
}

export interface UpdateOptions extends DownloadOptions {
  readonly url?: string;
  /** Download the smaller AtomicCards instead of AllPrintings (no printings: card pools by date are not checked). */
  readonly atomic?: boolean;
  /** Told each step ("downloading …", "verified …"). */
  readonly onStep?: (text: string) => void;
  readonly now?: Date;
  /** Limits on the downloaded data, as for `db import`. */
  readonly limits?: Partial<ImportLimits>;
}

export interface UpdateResult extends ImportResult {
  readonly url: string;
  readonly downloaded: number;
  readonly sha256: string;
}

export async function updateDatabase(dataDir: string, options: UpdateOptions = {}): Promise<UpdateResult> {
  const url = options.url ?? (options.atomic ? MTGJSON_ATOMIC_CARDS_URL : MTGJSON_ALL_PRINTINGS_URL);
  const sumUrl = checksumUrl(url);
  const tmp = path.join(dataDir, `.download.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    options.onStep?.(`fetching the checksum ${sumUrl}`);
    const expected = parseSha256(await fetchText(sumUrl));
    if (!expected) throw new DownloadError(`${sumUrl} holds no SHA-256 checksum`);
    try {
      await mkdir(dataDir, { recursive: true });
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
      throw new DownloadError(`could not create the data directory ${dataDir} (${code || String(e)})`);
    }
    await removeStaleTemps(dataDir); // what an update killed half-way left behind
    options.onStep?.(`downloading ${url}`);
    const { bytes, sha256 } = await downloadFile(url, tmp, options);
    if (sha256 !== expected) {
      throw new DownloadError(
        `the file downloaded from ${url} does not match its published SHA-256 (expected ${expected}, got ${sha256}); ` +
          'it may be damaged or replaced. The card database was not changed; try again later.',
      );
    }
    options.onStep?.(`SHA-256 verified (${sha256}); importing`);
    const fileName = path.basename(new URL(url).pathname) || 'download';
    const result = await importCardFile(tmp, dataDir, {
      ...(options.now ? { now: options.now } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      fileName,
    });
    return { ...result, url, downloaded: bytes, sha256 };
  } catch (e) {
    if (e instanceof DownloadError) {
      throw new DownloadError(
        e.message.includes('not changed') ? e.message : `${e.message}. The card database was not changed.`,
      );
    }
    throw e;
  } finally {
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}
