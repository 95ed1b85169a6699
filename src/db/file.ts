/**
 * The compiled card database: one file, used in place (no parsing at start-up): held whole in memory (a browser), or
 * read a part at a time as lookups need its bytes (db/load).
 *
 *   line 1   "deckcheck-card-database"
 *   line 2   the header, JSON (source, date, counts, languages, formats, section offsets)
 *   then     the sections, at the offsets the header gives (relative to the end of line 2):
 *     cards           one card per line (line number = id): from format 5, name \t the number of its profile (a line
 *                     of `profiles`), and when the card has printings \t the number of its lead printing (a line of
 *                     `leads`: the one formats/pool leadPrintingIndex chooses), and \t where that printing is among
 *                     the card's printings (decimal) when it is not the first; its facts line's printings are then the
 *                     others, in their order. Before format 5 the line held the profile's and the printing's text
 *                     itself: name \t supertypes \t types \t legalities \t deck limit, and from format 3 on \t the
 *                     printing (its first in format 3), from format 4 on \t where it is
 *     cardOffsets     uint32 little-endian: where each card line starts, plus the end
 *     profiles        (format 5 on) the distinct card profiles, one per line, in the order cards first name them:
 *                     supertypes \t types \t legalities \t deck limit (99 lines for the built-in card data's
 *                     33,401 cards)
 *     leads           (format 5 on) the distinct lead printings, one per line, in the order cards first name them:
 *                     db/facts-codec's printing string (1,029 lines for the built-in data)
 *     facts           one card per line (same ids): its characteristics and printings (from format 3 on, all but
 *                     the one its card line holds), JSON (db/facts-codec)
 *     factOffsets     uint32 little-endian: where each facts line starts, plus the end
 *     sets            the set table: one JSON array of SetFacts (empty when the source has no per-printing facts)
 *     names           English lookup keys: key \t ids of cards with this name \t ids of cards with this face \t ids of
 *                     cards printed under this name (flavor names, MTGO/Arena names)
 *     nameBuckets     uint32 little-endian: where each hash bucket of `names` starts, plus the end
 *     foreign         foreign lookup keys: key \t card id \t language \t strict key when it differs from the key
 *     foreignBuckets  the same for `foreign`
 *     suggestNames    the names suggestions are made from (card and face names), sorted by key: key \t name
 *     suggestOffsets  uint32: where each of those lines starts, plus the end
 *     suggestLengths  uint16: the length of each key (UTF-16 units)
 *     postings        the trigram index of db/suggest, a hash table of records: postings key (uint32), count
 *                     (uint32), then that many suggestNames line numbers (uint16, or uint32 when there are more than
 *                     65535 names: header.postingIdBytes)
 *     postingBuckets  uint32: where each hash bucket of `postings` starts, plus the end
 *     suggestMasks    optional (files written before 2026-12-02 lack it): two uint32 per suggestNames line, the kinds
 *                     of character its key has at least once and at least twice (db/suggest, candidateMasks), so the first
 *                     misspelled name of a run does not count the characters of thousands of names
 *
 * The lookup sections are hash tables: a key's records are in bucket keyHash(key) % buckets, so a lookup reads one
 * or two short lines. Nothing is parsed when the file is opened.
 */
import type { SetFacts } from '../cards/facts.js';
import type { DeckLimit } from '../data/deck-limits.js';
import { concatBytes, databaseBuffer } from './bytes.js';

export { DB_FILE_NAME, DB_MAGIC } from './file-name.js';
import { DB_MAGIC } from './file-name.js';
import type { DatabaseHeader, HeaderInfo, OptionalSectionName, SectionName } from './header.js';
export type { DatabaseHeader, HeaderInfo, OptionalSectionName, SectionName } from './header.js';
/**
 * Bump when the layout or the lookup keys change. 3: a card line holds the card's first printing, and its facts line
 * the others (a card pool reads most cards by that printing: the facts section is then not read for them). 4: the
 * printing a card line holds is the one most likely to bring the card into a pool (formats/pool leadPrintingIndex),
 * with where it is among the card's printings when it is not the first. 5: a card line names its profile and its
 * lead printing by number, their text is in the `profiles` and `leads` sections once each (NUMBERED_CARD_LINES).
 */
export const DB_FORMAT_VERSION = 5;

/** The first format whose card lines name their profile and lead printing by number (sections `profiles`, `leads`). */
export const NUMBERED_CARD_LINES = 5;

/**
 * The versions this reader reads: format 2 differs from format 4 only in that its card lines hold no printing (the
 * facts line holds them all), format 3 in that the one they hold is always the first, and format 4 from format 5 in
 * that its card lines hold their profile's and lead printing's text; the reader takes each as it comes. An older file
 * must be imported again.
 */
const READABLE_FORMAT_VERSIONS: readonly number[] = [2, 3, 4, DB_FORMAT_VERSION];

const SECTION_NAMES: readonly Exclude<SectionName, OptionalSectionName>[] = [
  'cards',
  'cardOffsets',
  'facts',
  'factOffsets',
  'sets',
  'names',
  'nameBuckets',
  'foreign',
  'foreignBuckets',
  'suggestNames',
  'suggestOffsets',
  'suggestLengths',
  'postings',
  'postingBuckets',
];

const OPTIONAL_SECTION_NAMES: readonly OptionalSectionName[] = ['suggestMasks', 'profiles', 'leads'];

/** The hash bucket of a postings key (an integer). */
export function postingBucket(key: number, buckets: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 0) % buckets;
}

/** FNV-1a over the UTF-16 code units of a key. Part of the file format: changing it needs a new DB_FORMAT_VERSION. */
export function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A little-endian uint32 of the file, read byte by byte (cheaper than Buffer#readUInt32LE in the hot loops). */
export function u32(buf: Uint8Array, at: number): number {
  return ((buf[at] as number) | ((buf[at + 1] as number) << 8) | ((buf[at + 2] as number) << 16) | ((buf[at + 3] as number) << 24)) >>> 0;
}

/** Where the field of a card line that starts at `p` ends: at a tab, or at `end` (then the fields after it are empty). */
export function fieldEnd(buf: Uint8Array, p: number, end: number): number {
  while (p < end && buf[p] !== 0x09) p++;
  return p;
}

/** Buckets for n keys: about two keys per bucket. */
export function bucketCount(n: number): number {
  return Math.max(1, Math.ceil(n / 2));
}

export interface CompiledCard {
  readonly name: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  /** One character per header format: l legal, b banned, r restricted, - not legal. */
  readonly legal: string;
  readonly deckLimit?: DeckLimit;
  /**
   * One of the card's printings (db/facts-codec, encodePrinting), written on its card line; its facts line then holds
   * the other printings. Left out (all printings in the facts line) when the card has none, or when the string holds a
   * tab or a line break.
   */
  readonly lead?: string;
  /** Where `lead` is among the card's printings; 0 (the first) when left out. */
  readonly leadAt?: number;
  /** The facts line (db/facts-codec). */
  readonly facts: string;
}

export interface NameRecord {
  readonly key: string;
  /** Cards with exactly this name. */
  readonly cards: readonly number[];
  /** Cards with a face of this name. */
  readonly faces: readonly number[];
  /** Cards printed under this name on some printing. */
  readonly aliases: readonly number[];
}

export interface ForeignRecord {
  /** foreignKey(name): accents folded. */
  readonly key: string;
  readonly card: number;
  readonly lang: string;
  /** strictForeignKey(name): accents kept. */
  readonly strict: string;
  /**
   * How many sets print the card under this name (1 without printings). A mislabelled printing in the data gives a
   * name to a card it does not belong to; the count lets the reader follow the clear majority.
   */
  readonly sets: number;
}

export interface SuggestionData {
  /** Sorted by key. */
  readonly candidates: readonly { readonly key: string; readonly name: string }[];
  /** Postings key → line numbers in `candidates`. */
  readonly postings: ReadonlyMap<number, readonly number[]>;
  /** Per candidate, its two character masks (db/suggest, candidateMasks); the section is left out without them. */
  readonly masks?: Uint32Array;
}

/** A file that is not a card database deckcheck can use (damaged, truncated, or from another version). */
export class DatabaseFormatError extends Error {}

const NL = 0x0a;

const CONTROL = /[\t\r\n]/;

function oneLine(s: string): string {
  return CONTROL.test(s) ? s.replace(/[\t\r\n]+/g, ' ') : s;
}

const UTF8 = new TextEncoder();

/** Appends text to a growing buffer, without building intermediate strings. */
class Writer {
  private buf = new Uint8Array(1 << 16);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  text(s: string): this {
    this.room(s.length * 3);
    this.length += UTF8.encodeInto(s, this.buf.subarray(this.length)).written;
    return this;
  }

  done(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** Distinct lines numbered in the order they first come (the `profiles` and `leads` sections), and their section. */
class LineNumbers {
  readonly #numbers = new Map<string, number>();

  /** The number of `line` (one line: no tab or line break it does not mean), given it when first seen. */
  of(line: string): number {
    let n = this.#numbers.get(line);
    if (n === undefined) {
      n = this.#numbers.size;
      this.#numbers.set(line, n);
    }
    return n;
  }

  /** The lines in their numbers' order, each ended by a line break. */
  section(): Uint8Array {
    const w = new Writer();
    for (const line of this.#numbers.keys()) w.text(`${line}\n`);
    return w.done();
  }
}

/** Little-endian unsigned integers written (the writer's side of u32 and Buffer#readUInt16LE). */
function putU32(buf: Uint8Array, at: number, value: number): void {
  buf[at] = value & 0xff;
  buf[at + 1] = (value >>> 8) & 0xff;
  buf[at + 2] = (value >>> 16) & 0xff;
  buf[at + 3] = (value >>> 24) & 0xff;
}

function u16(buf: Uint8Array, at: number, value: number): void {
  buf[at] = value & 0xff;
  buf[at + 1] = (value >>> 8) & 0xff;
}


/** Records grouped by hash bucket (a counting sort: no comparisons), and the bucket offsets. */
function hashed<T extends { readonly key: string }>(records: readonly T[], line: (r: T) => string): [Uint8Array, Uint8Array] {
  const buckets = bucketCount(records.length);
  const of = new Uint32Array(records.length);
  const counts = new Uint32Array(buckets + 1);
  records.forEach((r, i) => {
    const b = keyHash(r.key) % buckets;
    of[i] = b;
    counts[b + 1] = (counts[b + 1] ?? 0) + 1;
  });
  for (let b = 1; b <= buckets; b++) counts[b] = (counts[b] ?? 0) + (counts[b - 1] ?? 0);
  const order = new Uint32Array(records.length);
  const next = counts.slice(0, buckets);
  records.forEach((_r, i) => {
    const b = of[i] ?? 0;
    order[next[b] ?? 0] = i;
    next[b] = (next[b] ?? 0) + 1;
  });
  const w = new Writer();
  const offsets = new Uint8Array(4 * (buckets + 1));
  let k = 0;
  for (let b = 0; b < buckets; b++) {
    putU32(offsets, 4 * b, w.length);
    for (const end = counts[b + 1] ?? 0; k < end; k++) {
      const r = records[order[k] ?? 0];
      if (r) w.text(line(r));
    }
  }
  putU32(offsets, 4 * buckets, w.length);
  return [w.done(), offsets];
}

function suggestionSections(data: SuggestionData): { sections: [SectionName, Uint8Array][]; idBytes: 2 | 4 } {
  const count = data.candidates.length;
  const sw = new Writer();
  const offsets = new Uint8Array(4 * (count + 1));
  const lengths = new Uint8Array(2 * count);
  data.candidates.forEach((c, i) => {
    putU32(offsets, 4 * i, sw.length);
    u16(lengths, 2 * i, Math.min(c.key.length, 65535));
    sw.text(`${c.key}\t${oneLine(c.name)}\n`);
  });
  putU32(offsets, 4 * count, sw.length);
  const idBytes: 2 | 4 = count <= 65535 ? 2 : 4;
  const buckets = bucketCount(data.postings.size);
  const byBucket: number[][] = Array.from({ length: buckets }, () => []);
  for (const k of data.postings.keys()) byBucket[postingBucket(k, buckets)]?.push(k);
  let size = 0;
  for (const ids of data.postings.values()) size += 8 + idBytes * ids.length;
  const table = new Uint8Array(size);
  const bucketOffsets = new Uint8Array(4 * (buckets + 1));
  let at = 0;
  byBucket.forEach((keys, b) => {
    putU32(bucketOffsets, 4 * b, at);
    for (const k of keys) {
      const ids = data.postings.get(k) ?? [];
      putU32(table, at, k >>> 0);
      putU32(table, at + 4, ids.length);
      at += 8;
      for (const id of ids) {
        if (idBytes === 2) u16(table, at, id);
        else putU32(table, at, id);
        at += idBytes;
      }
    }
  });
  putU32(bucketOffsets, 4 * buckets, at);
  const sections: [SectionName, Uint8Array][] = [
    ['suggestNames', sw.done()],
    ['suggestOffsets', offsets],
    ['suggestLengths', lengths],
    ['postings', table],
    ['postingBuckets', bucketOffsets],
  ];
  if (data.masks && data.masks.length === 2 * count) {
    const masks = new Uint8Array(8 * count);
    for (let i = 0; i < 2 * count; i++) putU32(masks, 4 * i, (data.masks[i] as number) >>> 0);
    sections.push(['suggestMasks', masks]);
  }
  return { sections, idBytes };
}

export function encodeDatabase(
  info: HeaderInfo,
  cards: readonly CompiledCard[],
  names: readonly NameRecord[],
  foreign: readonly ForeignRecord[],
  suggestions: SuggestionData,
  sets: readonly SetFacts[] = [],
): Buffer {
  const cw = new Writer();
  const offsets = new Uint8Array(4 * (cards.length + 1));
  // Each distinct profile and lead printing written once, in its own section; a card line names them by number.
  const profiles = new LineNumbers();
  const leads = new LineNumbers();
  cards.forEach((c, i) => {
    putU32(offsets, 4 * i, cw.length);
    const limit = c.deckLimit === undefined ? '' : String(c.deckLimit);
    const profile = profiles.of(`${oneLine(c.supertypes.join(' '))}\t${oneLine(c.types.join(' '))}\t${c.legal}\t${limit}`);
    const at = c.leadAt !== undefined && c.leadAt > 0 ? `\t${c.leadAt}` : '';
    const lead = c.lead === undefined ? '' : `\t${leads.of(oneLine(c.lead))}${at}`;
    cw.text(`${oneLine(c.name)}\t${profile}${lead}\n`);
  });
  putU32(offsets, 4 * cards.length, cw.length);
  const cardsSection = cw.done();
  const fw = new Writer();
  const factOffsets = new Uint8Array(4 * (cards.length + 1));
  cards.forEach((c, i) => {
    putU32(factOffsets, 4 * i, fw.length);
    fw.text(`${c.facts}\n`); // JSON: no raw line breaks
  });
  putU32(factOffsets, 4 * cards.length, fw.length);
  const setsSection = UTF8.encode(JSON.stringify(sets));

  const [nameSection, nameBuckets] = hashed(names, (r) => `${r.key}\t${r.cards.join(',')}\t${r.faces.join(',')}\t${r.aliases.join(',')}\n`);
  const [foreignSection, foreignBuckets] = hashed(
    foreign,
    (r) => `${r.key}\t${r.card}\t${r.lang}\t${r.strict === r.key ? '' : oneLine(r.strict)}\t${r.sets}\n`,
  );

  const suggest = suggestionSections(suggestions);
  const sectionsInOrder: [SectionName, Uint8Array][] = [
    ['cards', cardsSection],
    ['cardOffsets', offsets],
    ['profiles', profiles.section()],
    ['leads', leads.section()],
    ['facts', fw.done()],
    ['factOffsets', factOffsets],
    ['sets', setsSection],
    ['names', nameSection],
    ['nameBuckets', nameBuckets],
    ['foreign', foreignSection],
    ['foreignBuckets', foreignBuckets],
    ...suggest.sections,
  ];
  return databaseFile(
    {
      formatVersion: DB_FORMAT_VERSION,
      ...info,
      suggestions: suggestions.candidates.length,
      postingKeys: suggestions.postings.size,
      postingIdBytes: suggest.idBytes,
    },
    sectionsInOrder,
  );
}

/**
 * A database file's bytes: its first line, its header (`header`, with the sections' places and the file's size added)
 * and the sections one after another, in the order given.
 */
export function databaseFile(
  header: Omit<DatabaseHeader, 'sections' | 'bytes'>,
  sectionsInOrder: readonly (readonly [SectionName, Uint8Array])[],
): Buffer {
  const sections = {} as DatabaseHeader['sections'] & Record<SectionName, readonly [number, number]>;
  let offset = 0;
  for (const [name, buf] of sectionsInOrder) {
    sections[name] = [offset, buf.length];
    offset += buf.length;
  }
  const dataLength = offset;
  // The header states the total size, which depends on the header's own length: settle it in two passes.
  let bytes = 0;
  let headerLine = '';
  for (let pass = 0; pass < 3; pass++) {
    const full: DatabaseHeader = { ...header, sections, bytes };
    headerLine = `${DB_MAGIC}\n${JSON.stringify(full)}\n`;
    const total = UTF8.encode(headerLine).length + dataLength;
    if (total === bytes) break;
    bytes = total;
  }
  return databaseBuffer(concatBytes([UTF8.encode(headerLine), ...sectionsInOrder.map(([, b]) => b)]));
}

export interface DatabaseFile {
  readonly buf: Buffer;
  readonly header: DatabaseHeader;
  /** Absolute [start, end) of a section in `buf` (an optional section the file lacks has none). */
  readonly range: Readonly<Record<Exclude<SectionName, OptionalSectionName>, readonly [number, number]>> &
    Readonly<Partial<Record<OptionalSectionName, readonly [number, number]>>>;
  /**
   * Makes sure `buf` holds the bytes of a whole section before they are read. A file held whole in memory holds them
   * all (a no-op); an opened file reads them on first use (db/load).
   */
  readonly need: (name: SectionName) => void;
  /**
   * Makes sure `buf` holds the bytes [start, end) of a section (absolute, as `range`; cut to the section) before they
   * are read: a card's line, a hash bucket. A no-op for a file held whole; an opened file reads just those bytes on
   * first use, so a check of one deck reads the lines of its few cards, not the sections they are in.
   */
  readonly part: (name: SectionName, start: number, end: number) => void;
}

/** Read the first two lines only: enough for `db status`. */
export function decodeHeader(buf: Buffer): { header: DatabaseHeader; dataStart: number } {
  const magicEnd = buf.indexOf(NL);
  if (magicEnd < 0 || buf.toString('utf8', 0, magicEnd) !== DB_MAGIC) {
    throw new DatabaseFormatError('it is not a deckcheck card database');
  }
  const headerEnd = buf.indexOf(NL, magicEnd + 1);
  if (headerEnd < 0) throw new DatabaseFormatError('its header is incomplete (the file is damaged)');
  let header: DatabaseHeader;
  try {
    header = JSON.parse(buf.toString('utf8', magicEnd + 1, headerEnd)) as DatabaseHeader;
  } catch {
    throw new DatabaseFormatError('its header is damaged');
  }
  if (typeof header !== 'object' || header === null || !READABLE_FORMAT_VERSIONS.includes(header.formatVersion)) {
    throw new DatabaseFormatError(
      `it was written by a different version of deckcheck (format ${String((header as { formatVersion?: unknown } | null)?.formatVersion)}, this version reads ${READABLE_FORMAT_VERSIONS.slice(0, -1).join(', ')} and ${READABLE_FORMAT_VERSIONS.at(-1)})`,
    );
  }
  return { header, dataStart: headerEnd + 1 };
}

/**
 * A database file from its bytes. `fill(name, start, end, section)` reads bytes of a section (`section`: where it is)
 * into `buf` when the caller filled only part of it (the header, at first): the whole section for `need`, a part of it
 * for `part`, always within the section. Without it, `buf` holds the whole file.
 */
export function decodeDatabase(
  buf: Buffer,
  fill?: (name: SectionName, start: number, end: number, section: readonly [number, number]) => void,
): DatabaseFile {
  const { header, dataStart } = decodeHeader(buf);
  if (header.bytes !== buf.length) {
    throw new DatabaseFormatError(`it is ${buf.length} bytes long, its header says ${header.bytes} (the file is damaged)`);
  }
  const range = {} as Record<Exclude<SectionName, OptionalSectionName>, readonly [number, number]> &
    Partial<Record<OptionalSectionName, readonly [number, number]>>;
  const place = (name: SectionName, s: readonly [number, number] | undefined): void => {
    const start = dataStart + (s?.[0] ?? NaN);
    const end = start + (s?.[1] ?? NaN);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end > buf.length || start > end) {
      throw new DatabaseFormatError(`its ${name} section is out of bounds (the file is damaged)`);
    }
    range[name] = [start, end];
  };
  for (const name of SECTION_NAMES) place(name, header.sections[name]);
  for (const name of OPTIONAL_SECTION_NAMES) if (header.sections[name] !== undefined) place(name, header.sections[name]);
  if (header.formatVersion >= NUMBERED_CARD_LINES && (!range.profiles || !range.leads)) {
    throw new DatabaseFormatError('its card profiles or lead printings are missing (the file is damaged)');
  }
  const tables: [SectionName, number, number][] = [
    ['cardOffsets', header.cards + 1, 4],
    ['factOffsets', header.cards + 1, 4],
    ['nameBuckets', bucketCount(header.names) + 1, 4],
    ['foreignBuckets', bucketCount(header.foreignNames) + 1, 4],
    ['suggestOffsets', header.suggestions + 1, 4],
    ['suggestLengths', header.suggestions, 2],
    ['postingBuckets', bucketCount(header.postingKeys) + 1, 4],
  ];
  if (range.suggestMasks) tables.push(['suggestMasks', header.suggestions, 8]);
  for (const [name, entries, width] of tables) {
    const r = range[name];
    if (!r || r[1] - r[0] !== width * entries) {
      throw new DatabaseFormatError(`its ${name} table does not match its header (the file is damaged)`);
    }
  }
  const none = (): void => {};
  return {
    buf,
    header,
    range,
    need: fill
      ? (name) => {
          const r = range[name];
          if (r) fill(name, r[0], r[1], r);
        }
      : none,
    part: fill
      ? (name, start, end) => {
          const r = range[name];
          if (!r) return;
          const from = Math.max(r[0], start);
          const to = Math.min(r[1], end);
          if (from < to) fill(name, from, to, r);
        }
      : none,
  };
}
