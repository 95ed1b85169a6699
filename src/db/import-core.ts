/**
 * The import of card data, without a file system: the bytes of an MTGJSON AtomicCards / AllPrintings file or a Scryfall
 * bulk card file (oracle-cards, default-cards, all-cards), plain JSON or gzip (recognised by the first bytes, not the
 * name), as an async iterable of byte chunks, compiled into the bytes of a cards.db. The same code, limits and sentences
 * serve `deckcheck db import` (db/import: reads the file, gunzips with node:zlib, writes the database
 * atomically) and the browser (db/import-browser: gunzips with DecompressionStream; the web app's import worker).
 *
 * The data is streamed: one card object at a time is parsed, so a 216 MB AllPrintings needs a few hundred MB at most.
 */
import type { DatabaseProfile } from './profile.js';
import { CardAccumulator, type CompileResult } from './compile.js';
import { cardFacts } from './extract.js';
import { mtgjsonSet } from './facts-extract.js';
import { JsonLimitError, JsonScanError, scanJson, type Decision, type PathItem } from './json-scan.js';
import { DEFAULT_LIMITS, formatLimit, overLimit, type ImportLimits } from './limits.js';

import { ImportError } from './import-error.js';
import { loadPoolRules } from '../formats/pool-load.js';

export { ImportError } from './import-error.js';

/** A gzip stream that cannot be decompressed; `code` says why (zlib's Z_ code, or the browser's words). */
export class GzipError extends Error {
  constructor(readonly code: string) {
    super(`gzip: ${code}`);
  }
}

/** Decompresses a gzip stream (every member of it, as gzip -d does); a damaged stream ends with a GzipError. */
export type Gunzip = (compressed: AsyncIterable<Uint8Array>) => AsyncIterable<Uint8Array>;

export const SUPPORTED_FILES =
  'MTGJSON AtomicCards.json or AllPrintings.json, or a Scryfall bulk card file (oracle-cards, default-cards, ' +
  'all-cards); plain or gzip-compressed';

/** Card data to import: its bytes as read (compressed or not) and what is known of the file. */
export interface CardDataSource {
  readonly chunks: AsyncIterable<Uint8Array>;
  /** How messages name the file: the path given to the CLI, the file's name in a page. */
  readonly subject: string;
  /** The file's name recorded in the database (a Scryfall file's date is read from it). */
  readonly name: string;
  /** The file's size in bytes, for progress (0 when unknown). */
  readonly size?: number;
  /** When the file was last changed: the data's date when the file does not give one (default: now). */
  readonly modified?: Date;
}

export interface CompileOptions {
  /** The time recorded as the import time (tests fix it). */
  readonly now?: Date;
  /** Progress in bytes of the file read so far (compressed bytes for a gzip file), and the file's size. */
  readonly onProgress?: (read: number, total: number) => void;
  /** Limits on the data (default: DEFAULT_LIMITS). */
  readonly limits?: Partial<ImportLimits>;
  /** How gzip is decompressed here (node:zlib in Node, DecompressionStream in a browser). */
  readonly gunzip: Gunzip;
  /**
   * 'compact' writes the compact profile (db/profile), as the built-in snapshot is made, with the data's own day as its
   * import time so that the same source always makes the same bytes; default 'full'.
   */
  readonly profile?: DatabaseProfile;
}

export function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

function concat2(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The data's bytes, decompressed when they are gzip (recognised by the first two bytes, not by the name), without a
 * UTF-8 byte-order mark. Reads the source once, front to back, so a pipe works too.
 */
async function* decompressed(
  raw: AsyncIterable<Uint8Array>,
  onRead: (n: number) => void,
  onGzip: () => void,
  gunzip: Gunzip,
): AsyncGenerator<Uint8Array> {
  const it = raw[Symbol.asyncIterator]();
  try {
    let head: Uint8Array = new Uint8Array(0);
    while (head.length < 3) {
      const next = await it.next();
      if (next.done) break;
      onRead(next.value.length);
      head = head.length === 0 ? next.value : concat2(head, next.value);
    }
    const tail = async function* (): AsyncGenerator<Uint8Array> {
      for (;;) {
        const next = await it.next();
        if (next.done) return;
        onRead(next.value.length);
        yield next.value;
      }
    };
    const from = async function* (start: Uint8Array): AsyncGenerator<Uint8Array> {
      if (start.length > 0) yield start;
      yield* tail();
    };
    if (head[0] === 0x1f && head[1] === 0x8b) {
      onGzip();
      yield* gunzip(from(head));
      return;
    }
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) head = head.subarray(3);
    yield* from(head);
  } finally {
    await it.return?.(); // the caller stopped early (an error, a limit): close the source
  }
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
  // Characteristics (MTGJSON, then Scryfall names).
  'manaCost',
  'manaValue',
  'convertedManaCost',
  'colors',
  'colorIdentity',
  'colorIndicator',
  'subtypes',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'leadershipSkills',
  'mana_cost',
  'cmc',
  'color_identity',
  'color_indicator',
  // Printings and printed names.
  'setCode',
  'rarity',
  'availability',
  'isPromo',
  'isFunny',
  'borderColor',
  'securityStamp',
  'isRebalanced',
  'originalReleaseDate',
  'flavorName',
  'faceFlavorName',
  'printedName',
  'language',
  'set',
  'set_name',
  'set_type',
  'released_at',
  'games',
  'promo',
  'digital',
  'border_color',
  'security_stamp',
  'flavor_name',
]);
/** The fields of an AllPrintings set object that make the set table. */
const SET_FIELDS: ReadonlySet<string> = new Set([
  'code',
  'name',
  'releaseDate',
  'type',
  'isOnlineOnly',
  'isForeignOnly',
  'parentCode',
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
async function* atMost(chunks: AsyncIterable<Uint8Array>, max: number, over: () => Error): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > max) throw over();
    yield chunk;
  }
}

/**
 * Compile card data into the bytes of a cards.db; nothing is written. Refuses (ImportError, one sentence naming the
 * file, what is wrong and what to do) data that is not card data, is damaged, or is over a limit.
 * @internal Not in the published types: its result is a Node Buffer where there is one (importCardData is public).
 */
export async function compileCardData(data: CardDataSource, options: CompileOptions): Promise<CompileResult> {
  // The pools' code and set tables (a browser loads them as chunks): the compiler chooses each card line's printing by them.
  await loadPoolRules();
  const limits: ImportLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const file = data.subject;
  const size = data.size ?? 0;
  const mtime = data.modified ?? options.now ?? new Date();
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
  /** AllPrintings set objects' own fields, by set key. */
  const setObjects = new Map<string, Record<string, unknown>>();
  const card = (v: unknown) => {
    acc.objects++;
    const { facts, shape } = cardFacts(v, acc.issues);
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
    const chunks = decompressed(
      data.chunks,
      (n) => {
        read += n;
        options.onProgress?.(read, size);
      },
      () => {
        gz = true;
      },
      options.gunzip,
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
            return typeof k2 === 'string' && SET_FIELDS.has(k2) && !container ? 'capture' : 'skip';
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
          if (p.length === 3 && p[0] === 'data' && typeof p[1] === 'string' && typeof p[2] === 'string') {
            let o = setObjects.get(p[1]);
            if (!o) {
              o = {};
              setObjects.set(p[1], o);
            }
            o[p[2]] = v;
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
    if (e instanceof GzipError) throw new ImportError(`${file} is a damaged or incomplete gzip file (${e.code}); download it again`);
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
  const base = data.name;
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
  if (state.allPrintings) {
    for (const [code, o] of setObjects) {
      const set = mtgjsonSet(o, code, acc.issues);
      if (set) acc.addSet(set);
    }
  }
  // Per-printing facts: AllPrintings, and Scryfall files that hold every printing (default-cards, all-cards).
  const printings = source === 'MTGJSON AllPrintings' || source === 'Scryfall default-cards' || source === 'Scryfall all-cards';
  return acc.compile(
    {
      source,
      version,
      date,
      file: base,
      importedAt:
        options.profile === 'compact' ? `${date}T00:00:00Z` : (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    { printings, profile: options.profile ?? 'full' },
  );
}

