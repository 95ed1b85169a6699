/**
 * The browser edge of the import (src/db/import-core.ts compiles): gzip is decompressed with the platform's
 * DecompressionStream, and the result is the bytes of a cards.db, not a file. `importCardData` is exported by
 * deckcheck/browser; the web app runs it in a worker (web/import-worker.ts).
 *
 * DecompressionStream reads one gzip member; Chromium and Firefox refuse what follows it ("Junk found after end of
 * compressed data"), where `gzip -d` and node:zlib go on with the next member. A file of several members (or one the
 * stream refuses for any other reason) is therefore decompressed again from its start with fflate, which reads every
 * member, skipping what was already handed on; fflate's verdict is final. To start again, the compressed bytes read so
 * far are kept, up to RETAIN bytes; past that a refusal is final.
 */
import { Gunzip as Inflater } from 'fflate';
import type { CompileResult } from './compile.js';
import type { HeaderInfo } from './header.js';
import { compileCardData, GzipError, type CompileOptions } from './import-core.js';

/** Compressed bytes kept for a second decompression (real card files are at most about 400 MB of gzip). */
const RETAIN = 512 * 1024 * 1024;
/** fflate decompresses each push at once: pushes of 64 KiB bound its output to ~64 MiB (the gzip ratio limit). */
const SLICE = 1 << 16;

function message(e: unknown): string {
  return e instanceof Error ? e.message.replace(/\.$/, '') : String(e);
}

/** A source that failed to be read (not a gzip error): passed on as it is. */
class SourceError {
  constructor(readonly error: unknown) {}
}

/** Every member of a gzip stream, with fflate; the first `skip` bytes of output are not handed on. */
async function* inflateAll(compressed: AsyncIterable<Uint8Array>, skip: number): AsyncGenerator<Uint8Array> {
  let out: Uint8Array[] = [];
  let toSkip = skip;
  const inflater = new Inflater((chunk) => {
    if (toSkip >= chunk.length) {
      toSkip -= chunk.length;
      return;
    }
    out.push(toSkip > 0 ? chunk.subarray(toSkip) : chunk);
    toSkip = 0;
  });
  const push = (chunk: Uint8Array, final: boolean): Uint8Array[] => {
    try {
      inflater.push(chunk, final);
    } catch (e) {
      throw new GzipError(message(e));
    }
    const ready = out;
    out = [];
    return ready;
  };
  for await (const chunk of compressed) {
    for (let at = 0; at < chunk.length; at += SLICE) yield* push(chunk.subarray(at, at + SLICE), false);
  }
  yield* push(new Uint8Array(0), true);
}

/**
 * Gunzip in a browser (or any runtime with DecompressionStream): every member of the stream, as node:zlib gives it. A
 * damaged stream ends with a GzipError naming what the decompressor said.
 */
export async function* webGunzip(compressed: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const it = compressed[Symbol.asyncIterator]();
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  let keeping = true;
  let yielded = 0;
  const rest = async function* (): AsyncGenerator<Uint8Array> {
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  };
  try {
    if (typeof DecompressionStream === 'undefined') {
      yield* inflateAll(rest(), 0);
      return;
    }
    const stream = new DecompressionStream('gzip');
    const writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    let sourceError: SourceError | undefined;
    const feeding = (async () => {
      try {
        for (;;) {
          let next: IteratorResult<Uint8Array>;
          try {
            next = await it.next();
          } catch (e) {
            sourceError = new SourceError(e);
            await writer.abort(e).catch(() => undefined);
            return;
          }
          if (next.done) break;
          if (keeping) {
            kept.push(next.value);
            keptBytes += next.value.length;
            if (keptBytes > RETAIN) {
              keeping = false;
              kept.length = 0;
            }
          }
          await writer.write(next.value as Uint8Array<ArrayBuffer>);
        }
        await writer.close();
      } catch {
        // The decompressor refused the data: the reader below sees it too.
      }
    })();
    let refused: unknown;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yielded += value.length;
        yield value;
      }
    } catch (e) {
      refused = e;
    } finally {
      await reader.cancel().catch(() => undefined);
      await feeding;
    }
    if (sourceError) throw sourceError.error;
    if (refused === undefined) return;
    if (!keeping) throw new GzipError(message(refused));
    // Start again from the first byte with fflate, which reads every member; the bytes handed on already are skipped.
    const again = kept.splice(0);
    yield* inflateAll(
      (async function* () {
        while (again.length > 0) yield again.shift() as Uint8Array;
        yield* rest();
      })(),
      yielded,
    );
  } finally {
    await it.return?.(undefined); // the caller stopped early (an error, a limit): close the source
  }
}

/** Card data for importCardData: an async iterable of byte chunks (a fetch body, a file's stream), or a Blob / File. */
export type CardDataInput = AsyncIterable<Uint8Array> | Blob;

export interface ImportCardDataOptions extends Omit<CompileOptions, 'gunzip'> {
  /** The file's name, as messages name it and the database records it (default: a File's name, else "card data"). */
  readonly name?: string;
  /** The file's size, for progress (default: a Blob's size). */
  readonly size?: number;
  /** When the file was last changed: the data's date when the file gives none (default: a File's lastModified). */
  readonly modified?: Date;
}

export interface ImportedCardData {
  /** The bytes of the cards.db (open them with openCardDatabaseBytes; store them to keep the data). */
  readonly bytes: Uint8Array;
  /** What the database holds, as `deckcheck db status` shows it. */
  readonly info: HeaderInfo;
}

/** A ReadableStream's chunks, without relying on its async iterator (not in every browser). */
export async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Import MTGJSON or Scryfall card data (plain JSON or gzip) into the bytes of a cards.db, with the code, limits and
 * sentences of `deckcheck db import`; nothing is written. Refuses (ImportError) what `db import` refuses.
 */
export async function importCardData(input: CardDataInput, options: ImportCardDataOptions = {}): Promise<ImportedCardData> {
  const blob = typeof Blob !== 'undefined' && input instanceof Blob ? input : undefined;
  const file = blob as (Blob & { name?: string; lastModified?: number }) | undefined;
  const name = options.name ?? (typeof file?.name === 'string' && file.name !== '' ? file.name : 'card data');
  const modified = options.modified ?? (typeof file?.lastModified === 'number' ? new Date(file.lastModified) : undefined);
  const compiled: CompileResult = await compileCardData(
    {
      chunks: blob ? streamChunks(blob.stream()) : (input as AsyncIterable<Uint8Array>),
      subject: name,
      name,
      size: options.size ?? blob?.size ?? 0,
      modified,
    },
    { now: options.now, onProgress: options.onProgress, limits: options.limits, gunzip: webGunzip },
  );
  const b = compiled.bytes;
  return { bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength), info: compiled.info };
}
