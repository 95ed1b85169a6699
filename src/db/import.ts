/**
 * `deckcheck db import <file>`: read an MTGJSON AtomicCards / AllPrintings file or a Scryfall bulk card file
 * (oracle-cards, default-cards, all-cards), plain JSON or gzip, recognised by content; compile it; replace the
 * database in the data directory atomically (a new file is written beside it and renamed over it, so an import
 * that fails or is interrupted leaves the previous database as it was).
 *
 * The file is streamed: one card object at a time is parsed, so a 216 MB AllPrintings needs a few hundred MB at most.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CardAccumulator, type CompileResult } from './compile.js';
import { cardFacts } from './extract.js';
import type { HeaderInfo } from './file.js';
import { JsonLimitError, JsonScanError, scanJson, type Decision, type PathItem } from './json-scan.js';
import { DEFAULT_LIMITS, formatLimit, overLimit, type ImportLimits } from './limits.js';
import { DB_FILE_NAME, databasePath } from './paths.js';

/** The import could not be done; the message names the file and what to do. The previous database is unchanged. */
export class ImportError extends Error {}

export interface ImportOptions {
  /** The time recorded as the import time (tests fix it). */
  readonly now?: Date;
  /** Progress in bytes of the file read so far. */
  readonly onProgress?: (read: number, total: number) => void;
  /** The file's name to record (default: its base name), e.g. the name it was downloaded as. */
  readonly fileName?: string;
  /** Limits on the data (default: DEFAULT_LIMITS). */
  readonly limits?: Partial<ImportLimits>;
}

export interface ImportResult {
  readonly info: HeaderInfo;
  /** Path of the database written. */
  readonly path: string;
  readonly bytes: number;
}

export const SUPPORTED_FILES =
  'MTGJSON AtomicCards.json or AllPrintings.json, or a Scryfall bulk card file (oracle-cards, default-cards, ' +
  'all-cards); plain or gzip-compressed';

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/**
 * The file's bytes, decompressed when they are gzip (recognised by the first two bytes, not by the name), without a
 * UTF-8 byte-order mark. Reads the file once, front to back, so a pipe works too.
 */
async function* chunksOf(file: string, onRead: (n: number) => void, onGzip: () => void): AsyncGenerator<Buffer> {
  const src = createReadStream(file, { highWaterMark: 1 << 20 });
  try {
    yield* decompressed(src, onRead, onGzip);
  } finally {
    src.destroy(); // the caller stopped early (an error, a limit): close the file
  }
}

async function* decompressed(
  src: ReturnType<typeof createReadStream>,
  onRead: (n: number) => void,
  onGzip: () => void,
): AsyncGenerator<Buffer> {
  src.on('data', (b) => onRead(b.length));
  const it = src[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head: Buffer = Buffer.alloc(0);
  while (head.length < 3) {
    const next = await it.next();
    if (next.done) break;
    head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  }
  const rest = async function* (): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  };
  if (head[0] === 0x1f && head[1] === 0x8b) {
    onGzip();
    const gunzip = createGunzip({ chunkSize: 1 << 18 });
    pipeline(Readable.from(rest()), gunzip, () => undefined); // an error on either side ends the loop below with it
    try {
      yield* gunzip as AsyncIterable<Buffer>;
    } finally {
      gunzip.destroy();
    }
    return;
  }
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) head = head.subarray(3);
  yield* rest();
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields of a card object that deckcheck reads (MTGJSON and Scryfall names); everything else is skipped unparsed. */
const CARD_FIELDS: ReadonlySet<string> = new Set([
  'object',
  'name',
  'faceName',
  'layout',
  'side',
  'supertypes',
  'types',
  'text',
  'legalities',
  'lang',
  'oracle_id',
  'type_line',
  'oracle_text',
  'printed_name',
  'card_faces',
  'all_parts',
]);
const FOREIGN_FIELDS: ReadonlySet<string> = new Set(['language', 'name', 'faceName']);

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A date in a Scryfall bulk file name: oracle-cards-20240708090143.json. */
function dateFromFileName(name: string): string | undefined {
  const m = /(?:^|\D)(\d{4})(\d{2})(\d{2})\d{6}(?:\D|$)/.exec(name);
  if (!m) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const dt = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(dt.getTime()) && isoDay(dt) === day ? day : undefined;
}

interface ScanState {
  structure: 'object' | 'array' | null;
  allPrintings: boolean;
  atomic: boolean;
  meta: { date?: string; version?: string };
  mtgjsonObjects: number;
  scryfallObjects: number;
  scryfallEnglish: number;
  oracleIds: Set<string>;
  oracleRepeated: boolean;
}

/** The chunks, refused once there are more than `max` bytes in all. */
async function* atMost(chunks: AsyncIterable<Buffer>, max: number, over: () => Error): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > max) throw over();
    yield chunk;
  }
}

/** Read and compile a card file; nothing is written. */
export async function compileCardFile(file: string, options: ImportOptions = {}): Promise<CompileResult> {
  const limits: ImportLimits = { ...DEFAULT_LIMITS, ...options.limits };
  let size: number;
  let mtime: Date;
  try {
    const st = await stat(file);
    if (st.isDirectory()) throw new ImportError(`${file} is a directory; name the card data file (${SUPPORTED_FILES})`);
    size = st.size;
    mtime = st.mtime;
  } catch (e) {
    if (e instanceof ImportError) throw e;
    const code = errorCode(e);
    throw new ImportError(
      code === 'ENOENT' ? `${file}: no such file; check the path` : `${file} could not be read (${code || String(e)})`,
    );
  }
  const acc = new CardAccumulator();
  const state: ScanState = {
    structure: null,
    allPrintings: false,
    atomic: false,
    meta: {},
    mtgjsonObjects: 0,
    scryfallObjects: 0,
    scryfallEnglish: 0,
    oracleIds: new Set(),
    oracleRepeated: false,
  };
  const card = (v: unknown) => {
    acc.objects++;
    const { facts, shape } = cardFacts(v);
    if (shape === 'mtgjson') state.mtgjsonObjects++;
    if (shape === 'scryfall') {
      state.scryfallObjects++;
      const c = v as { oracle_id?: unknown; lang?: unknown };
      if (c.lang === 'en' || c.lang === undefined) state.scryfallEnglish++;
      if (typeof c.oracle_id === 'string' && !state.oracleRepeated) {
        if (state.oracleIds.has(c.oracle_id)) state.oracleRepeated = true;
        else state.oracleIds.add(c.oracle_id);
      }
    }
    if (facts) acc.add(facts);
  };
  const notCardData = () =>
    new ImportError(`${file} is not a card data file deckcheck can read; it reads ${SUPPORTED_FILES}`);

  let read = 0;
  let gz = false;
  // The card object being read: only the fields deckcheck uses are parsed, the rest is stepped over.
  let cardDepth = -1;
  let current: Record<string, unknown> = {};
  let foreign: Record<string, unknown>[] = [];
  const beginCard = (depth: number): Decision => {
    cardDepth = depth;
    current = {};
    foreign = [];
    return 'descend';
  };
  try {
    const chunks = chunksOf(
      file,
      (n) => {
        read += n;
        options.onProgress?.(read, size);
      },
      () => {
        gz = true;
      },
    );
    const tooBig = () =>
      new ImportError(
        overLimit('maxBytes', limits.maxBytes, file, `holds more than ${formatLimit('maxBytes', limits.maxBytes)} of JSON${gz ? ' once decompressed' : ''}`),
      );
    await scanJson(
      atMost(chunks, limits.maxBytes, tooBig),
      {
        decide(p: readonly PathItem[], first: number): Decision {
          const depth = p.length;
          if (cardDepth >= 0) {
            // Inside a card object.
            const field = p[cardDepth];
            if (depth === cardDepth + 1) {
              if (field === 'foreignData') return first === 0x5b ? 'descend' : 'skip';
              return typeof field === 'string' && CARD_FIELDS.has(field) ? 'capture' : 'skip';
            }
            if (field !== 'foreignData') return 'skip';
            if (depth === cardDepth + 2) {
              if (first !== 0x7b) return 'skip';
              foreign.push({});
              return 'descend';
            }
            const key = p[cardDepth + 2];
            return depth === cardDepth + 3 && typeof key === 'string' && FOREIGN_FIELDS.has(key) ? 'capture' : 'skip';
          }
          const container = first === 0x7b || first === 0x5b;
          if (depth === 0) {
            if (!container) throw notCardData();
            state.structure = first === 0x7b ? 'object' : 'array';
            return 'descend';
          }
          if (state.structure === 'array') return depth === 1 && first === 0x7b ? beginCard(1) : 'skip';
          const [k0, k1, k2] = p;
          if (depth === 1) {
            if (k0 === 'meta') return 'capture';
            if (k0 === 'data' && container) return 'descend';
            return 'skip';
          }
          if (k0 !== 'data') return 'skip';
          if (depth === 2) {
            if (typeof k1 === 'number') return first === 0x7b ? beginCard(2) : 'skip'; // a list of cards under "data"
            if (first === 0x5b) {
              state.atomic = true; // AtomicCards: "data": { "Card Name": [faces] }
              return 'descend';
            }
            return first === 0x7b ? 'descend' : 'skip';
          }
          if (depth === 3) {
            if (typeof k2 === 'number') return first === 0x7b ? beginCard(3) : 'skip'; // a face in AtomicCards
            if (k2 === 'cards' && first === 0x5b) {
              state.allPrintings = true; // AllPrintings: "data": { "SET": { "cards": [printings] } }
              return 'descend';
            }
            return 'skip';
          }
          return depth === 4 && k2 === 'cards' && first === 0x7b ? beginCard(4) : 'skip';
        },
        value(p: readonly PathItem[], v: unknown) {
          if (cardDepth >= 0) {
            const field = p[cardDepth];
            if (p.length === cardDepth + 1 && typeof field === 'string') current[field] = v;
            else if (p.length === cardDepth + 3) {
              const key = p[cardDepth + 2];
              const entry = foreign[foreign.length - 1];
              if (entry && typeof key === 'string') entry[key] = v;
            }
            return;
          }
          if (p.length === 1 && p[0] === 'meta') {
            const m = v as { date?: unknown; version?: unknown } | null;
            if (typeof m?.date === 'string') state.meta.date = m.date;
            if (typeof m?.version === 'string') state.meta.version = m.version;
          }
        },
        leave(p: readonly PathItem[]) {
          if (p.length === cardDepth) {
            if (foreign.length > 0) current.foreignData = foreign;
            cardDepth = -1;
            card(current);
          }
        },
      },
      { maxToken: limits.maxString, maxDepth: limits.maxDepth },
    );
  } catch (e) {
    if (e instanceof ImportError) throw e;
    if (e instanceof JsonLimitError) {
      const where = `at byte ${e.offset}${gz ? ' of the decompressed data' : ''}`;
      throw new ImportError(
        e.limit === 'depth'
          ? overLimit('maxDepth', limits.maxDepth, file, `nests objects and arrays more than ${limits.maxDepth} deep (${where})`)
          : overLimit('maxString', limits.maxString, file, `has a string, number or card field longer than ${formatLimit('maxString', limits.maxString)} (${where})`),
      );
    }
    if (e instanceof JsonScanError) {
      const where = `at byte ${e.offset}${gz ? ' of the decompressed data' : ''}`;
      throw new ImportError(
        e.message.includes('ends in the middle')
          ? `${file} is incomplete: ${e.message.replace(/ \(is the file complete\?\)/, '')} (${where}); download it again`
          : `${file} is not well-formed JSON (${e.message}, ${where}); deckcheck reads ${SUPPORTED_FILES}`,
      );
    }
    const code = errorCode(e);
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code.startsWith('Z_')) {
      throw new ImportError(`${file} is a damaged or incomplete gzip file (${code}); download it again`);
    }
    if (code !== '') throw new ImportError(`${file} could not be read (${code})`);
    throw e;
  }
  if (acc.size === 0) {
    throw new ImportError(`${file} holds no cards deckcheck recognises; it reads ${SUPPORTED_FILES}`);
  }
  const base = options.fileName ?? path.basename(file);
  let source: string;
  let version: string | null = null;
  let date: string;
  if (state.mtgjsonObjects >= state.scryfallObjects) {
    source = state.allPrintings ? 'MTGJSON AllPrintings' : state.atomic ? 'MTGJSON AtomicCards' : 'MTGJSON';
    version = state.meta.version ?? null;
    date = state.meta.date !== undefined && ISO_DAY.test(state.meta.date) ? state.meta.date : isoDay(mtime);
  } else {
    const foreignShare = 1 - state.scryfallEnglish / state.scryfallObjects;
    source = !state.oracleRepeated
      ? 'Scryfall oracle-cards'
      : foreignShare > 0.2
        ? 'Scryfall all-cards'
        : 'Scryfall default-cards';
    date = dateFromFileName(base) ?? isoDay(mtime);
  }
  return acc.compile({
    source,
    version,
    date,
    file: base,
    importedAt: (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
}

/** Temporary files of an import (`.cards.db.<pid>.<random>.tmp`) and of a download (`.download.<pid>.<random>.tmp`). */
const TEMP_FILE = new RegExp(`^\\.(?:${DB_FILE_NAME.replace(/\./g, '\\.')}|download)\\.(\\d+)\\.[0-9a-f]+\\.tmp$`);

/** Whether a process with this id is running (on this machine). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM'; // it exists, it is someone else's
  }
}

/**
 * Remove temporary files that an import or download killed half-way left behind: those of a process that is no
 * longer running, and any older than a day (a process on another machine sharing the directory). A running import
 * or download keeps its own.
 */
export async function removeStaleTemps(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const cutoff = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of names) {
    const m = TEMP_FILE.exec(name);
    if (!m) continue;
    const p = path.join(dir, name);
    try {
      if (!running(Number(m[1])) || (await stat(p)).mtimeMs < cutoff) await rm(p, { force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/** Write the database file atomically: a temporary file in the same directory, flushed, then renamed over the old one. */
export async function writeDatabaseFile(dir: string, bytes: Buffer): Promise<string> {
  const target = databasePath(dir);
  const tmp = path.join(dir, `.${DB_FILE_NAME}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await removeStaleTemps(dir);
    const fh = await open(tmp, 'wx');
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new ImportError(`could not write the card database in ${dir} (${errorCode(e) || String(e)}); the previous one is unchanged`);
  }
  try {
    // Make the rename itself durable where the platform allows it.
    const d = await open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Not supported here (e.g. Windows); the rename is still atomic.
  }
  return target;
}

/** Compile a card file and install it as the database of `dataDir`. */
export async function importCardFile(file: string, dataDir: string, options: ImportOptions = {}): Promise<ImportResult> {
  const compiled = await compileCardFile(file, options);
  const written = await writeDatabaseFile(dataDir, compiled.bytes);
  return { info: compiled.info, path: written, bytes: compiled.bytes.length };
}
