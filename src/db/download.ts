/**
 * Downloading card data over HTTP(S), with the SHA-256 computed on the way and every way a transfer can go wrong
 * (server errors, redirects, a connection closed early, a stalled transfer) turned into a clear DownloadError.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { VERSION } from '../version.js';
import { formatLimit, overLimit } from './limits.js';

export class DownloadError extends Error {}

export interface DownloadOptions {
  /** Called as bytes arrive; `total` is null when the server does not say. */
  readonly onProgress?: (received: number, total: number | null) => void;
  /** Give up when no byte arrives for this long (default 60 s). */
  readonly idleTimeoutMs?: number;
  /** Refuse a file larger than this many bytes (default: no limit), before or while it arrives. */
  readonly maxBytes?: number;
}

const MAX_REDIRECTS = 5;

function errorText(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  const msg = e instanceof Error ? e.message : String(e);
  return code && !msg.includes(code) ? `${code}: ${msg}` : msg;
}

/** GET a URL, following redirects; resolves with the response once its status is 200. */
function get(url: string, idleTimeoutMs: number, redirects = 0): Promise<http.IncomingMessage> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new DownloadError(`"${url}" is not a URL`));
  }
  const client = parsed.protocol === 'https:' ? https : parsed.protocol === 'http:' ? http : undefined;
  if (!client) return Promise.reject(new DownloadError(`${url}: only http and https addresses can be downloaded`));
  return new Promise((resolve, reject) => {
    const req = client.get(parsed, { headers: { 'user-agent': `deckcheck/${VERSION}`, accept: '*/*' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (redirects >= MAX_REDIRECTS) {
          reject(new DownloadError(`${url}: too many redirects`));
          return;
        }
        const next = new URL(res.headers.location, parsed).toString();
        get(next, idleTimeoutMs, redirects + 1).then(resolve, reject);
        return;
      }
      if (status !== 200) {
        res.resume();
        reject(new DownloadError(`${url}: the server answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`));
        return;
      }
      resolve(res);
    });
    req.setTimeout(idleTimeoutMs, () => req.destroy(new DownloadError(`${url}: no answer for ${idleTimeoutMs / 1000} s`)));
    req.on('error', (e) => reject(e instanceof DownloadError ? e : new DownloadError(`${url}: ${errorText(e)}`)));
  });
}

/** A small text file (a checksum), at most `maxBytes`. */
export async function fetchText(url: string, maxBytes = 64 * 1024, idleTimeoutMs = 60_000): Promise<string> {
  const res = await get(url, idleTimeoutMs);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        throw new DownloadError(`${url}: more than ${maxBytes} bytes; this is not a checksum file`);
      }
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof DownloadError) throw e;
    throw new DownloadError(`${url}: the transfer failed (${errorText(e)})`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Download `url` into `file`; returns the size and the SHA-256 (hex) of what arrived. */
export async function downloadFile(
  url: string,
  file: string,
  options: DownloadOptions = {},
): Promise<{ bytes: number; sha256: string }> {
  const idle = options.idleTimeoutMs ?? 60_000;
  const res = await get(url, idle);
  const length = Number(res.headers['content-length']);
  const total = Number.isFinite(length) && length >= 0 ? length : null;
  const max = options.maxBytes ?? Infinity;
  const tooBig = (detail: string) => new DownloadError(overLimit('maxDownload', max, url, detail));
  if (total !== null && total > max) {
    res.destroy();
    throw tooBig(`is ${total} bytes (the server says so), more than ${formatLimit('maxDownload', max)}`);
  }
  const hash = createHash('sha256');
  let received = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      if (received > max) {
        done(tooBig(`sent more than ${formatLimit('maxDownload', max)}`));
        return;
      }
      hash.update(chunk);
      options.onProgress?.(received, total);
      done(null, chunk);
    },
  });
  res.setTimeout(idle, () => res.destroy(new DownloadError(`${url}: the transfer stalled (no data for ${idle / 1000} s)`)));
  try {
    await pipeline(res, meter, createWriteStream(file));
  } catch (e) {
    if (e instanceof DownloadError) throw e;
    const of = total !== null ? ` of ${total}` : '';
    throw new DownloadError(`${url}: the transfer broke off after ${received}${of} bytes (${errorText(e)})`);
  }
  if (total !== null && received !== total) {
    throw new DownloadError(`${url}: the transfer ended after ${received} of ${total} bytes`);
  }
  return { bytes: received, sha256: hash.digest('hex') };
}

/** The first SHA-256 digest in a checksum file ("<hex>" or "<hex>  name"). */
export function parseSha256(text: string): string | undefined {
  const m = /\b([0-9a-fA-F]{64})\b/.exec(text);
  return m?.[1]?.toLowerCase();
}
