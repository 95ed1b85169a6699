/**
 * The compact text form of a card's facts in the database file (one JSON line per card in the `facts` section), and
 * back. Part of the file format: changing it needs a new DB_FORMAT_VERSION.
 *
 *   [layout, manaCost, manaValue, colors, colorIdentity, subtypes, faces, leadership, printings]
 *
 * colours as one string ("WU"), null when unknown; a face as
 *   [name, manaCost, manaValue, supertypes, types, subtypes, text, power, toughness, loyalty, defense, indicator, colors]
 * (absent values null, trailing nulls dropped); leadership as "cbo" flags ("110": commander, brawl, not oathbreaker);
 * a printing as "SET|rarity|platforms|flags|date|flavor name" (rarity c u r m s b; platforms p m a; flags P promo,
 * F funny, R rebalanced; date and flavor name empty when absent); printings null when the source has none.
 */
import type { CardFacts, Color, FaceFacts, LeadershipFacts, Platform, PrintingFacts, Rarity } from '../cards/facts.js';

const RARITY_CODE: Readonly<Record<Rarity, string>> = { common: 'c', uncommon: 'u', rare: 'r', mythic: 'm', special: 's', bonus: 'b' };
const RARITY_OF: Readonly<Record<string, Rarity>> = { c: 'common', u: 'uncommon', r: 'rare', m: 'mythic', s: 'special', b: 'bonus' };
const PLATFORM_CODE: Readonly<Record<Platform, string>> = { paper: 'p', mtgo: 'm', arena: 'a' };
const PLATFORM_OF: Readonly<Record<string, Platform>> = { p: 'paper', m: 'mtgo', a: 'arena' };

type Json = string | number | boolean | null | Json[];

function colors(c: readonly Color[] | undefined): string | null {
  return c === undefined ? null : c.join('');
}

function colorList(s: unknown): Color[] | undefined {
  return typeof s === 'string' ? ([...s] as Color[]) : undefined;
}

function trimNulls(a: Json[]): Json[] {
  let n = a.length;
  while (n > 0 && a[n - 1] === null) n--;
  return a.slice(0, n);
}

export function encodePrinting(p: PrintingFacts): string {
  const flags = `${p.promo ? 'P' : ''}${p.funny ? 'F' : ''}${p.rebalanced ? 'R' : ''}`;
  const platforms = p.availability.map((x) => PLATFORM_CODE[x]).join('');
  return `${p.set}|${RARITY_CODE[p.rarity]}|${platforms}|${flags}|${p.date ?? ''}|${p.flavorName ?? ''}`;
}

/** The platforms of a printing, one shared (frozen) list per code string: cards share the few distinct ones. */
const PLATFORM_LISTS = new Map<string, readonly Platform[]>();

function platformList(code: string): readonly Platform[] {
  let list = PLATFORM_LISTS.get(code);
  if (list === undefined) {
    const out: Platform[] = [];
    for (const x of code) {
      const p = PLATFORM_OF[x];
      if (p !== undefined) out.push(p);
    }
    list = Object.freeze(out);
    // The codes are combinations of three letters; a damaged file cannot grow the table without bound.
    if (PLATFORM_LISTS.size < 64) PLATFORM_LISTS.set(code, list);
  }
  return list;
}

/**
 * The list as an array of its own length: a list built by push() holds room for 17 items from its first (V8), and a
 * card keeps its printings as long as the run (3 on average: most of the room would stay empty, 3.8 MB of it in a
 * run over 22,500 cards, where 1 MB holds them).
 */
function exact<T>(list: T[]): T[] {
  return list.slice();
}

/** One printing. Written out field by field (no spreads, no split): a check decodes tens of thousands. */
export function decodePrinting(s: string): PrintingFacts {
  const a = s.indexOf('|');
  const b = a < 0 ? -1 : s.indexOf('|', a + 1);
  const c = b < 0 ? -1 : s.indexOf('|', b + 1);
  const d = c < 0 ? -1 : s.indexOf('|', c + 1);
  const e = d < 0 ? -1 : s.indexOf('|', d + 1);
  const set = a < 0 ? s : s.slice(0, a);
  const rarity = RARITY_OF[a < 0 ? '' : s.slice(a + 1, b < 0 ? undefined : b)] ?? 'special';
  const platforms = b < 0 ? '' : s.slice(b + 1, c < 0 ? undefined : c);
  const flags = c < 0 ? '' : s.slice(c + 1, d < 0 ? undefined : d);
  const date = d < 0 ? '' : s.slice(d + 1, e < 0 ? undefined : e);
  const flavorName = e < 0 ? '' : s.slice(e + 1);
  const availability = platformList(platforms);
  const out: { -readonly [K in keyof PrintingFacts]: PrintingFacts[K] } =
    date !== '' ? { set, rarity, date, availability } : { set, rarity, availability };
  if (flags !== '') {
    if (flags.includes('P')) out.promo = true;
    if (flags.includes('F')) out.funny = true;
    if (flags.includes('R')) out.rebalanced = true;
  }
  if (flavorName !== '') out.flavorName = flavorName;
  return out;
}

function encodeFace(f: FaceFacts): Json[] {
  return trimNulls([
    f.name,
    f.manaCost,
    f.manaValue,
    [...f.supertypes],
    [...f.types],
    [...f.subtypes],
    f.text,
    f.power ?? null,
    f.toughness ?? null,
    f.loyalty ?? null,
    f.defense ?? null,
    colors(f.colorIndicator),
    colors(f.colors),
  ]);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function strs(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function decodeFace(a: unknown): FaceFacts | undefined {
  if (!Array.isArray(a)) return undefined;
  const [name, manaCost, manaValue, supertypes, types, subtypes, text, power, toughness, loyalty, defense, indicator, faceColors] =
    a as unknown[];
  // Assigned one by one rather than spread: every face of every card read is decoded here.
  const out: { -readonly [K in keyof FaceFacts]: FaceFacts[K] } = {
    name: str(name) ?? '',
    manaCost: str(manaCost) ?? '',
    manaValue: typeof manaValue === 'number' ? manaValue : 0,
    supertypes: strs(supertypes),
    types: strs(types),
    subtypes: strs(subtypes),
    text: str(text) ?? '',
  };
  if (typeof power === 'string') out.power = power;
  if (typeof toughness === 'string') out.toughness = toughness;
  if (typeof loyalty === 'string') out.loyalty = loyalty;
  if (typeof defense === 'string') out.defense = defense;
  const ci = colorList(indicator);
  if (ci !== undefined) out.colorIndicator = ci;
  const fc = colorList(faceColors);
  if (fc !== undefined) out.colors = fc;
  return out;
}

export function encodeFacts(f: CardFacts): string {
  const lead = f.leadership;
  return JSON.stringify(
    trimNulls([
      f.layout ?? null,
      f.manaCost ?? null,
      f.manaValue ?? null,
      colors(f.colors),
      colors(f.colorIdentity),
      f.subtypes ? [...f.subtypes] : null,
      f.faces ? f.faces.map(encodeFace) : null,
      lead ? `${lead.commander ? 1 : 0}${lead.brawl ? 1 : 0}${lead.oathbreaker ? 1 : 0}` : null,
      f.printings ? f.printings.map(encodePrinting) : null,
    ]),
  );
}

/** A facts line parsed, not yet decoded: the parts are decoded on their own, as they are read (decodeFacts, or lazily). */
export type FactsLine = readonly unknown[];

/** Parse a facts line; a damaged line gives an empty one (never throws). */
export function parseFactsLine(line: string): FactsLine {
  let a: unknown;
  try {
    a = JSON.parse(line);
  } catch {
    return [];
  }
  return Array.isArray(a) ? (a as unknown[]) : [];
}

/** The facts other than faces and printings (cheap: a few strings). */
export type CoreFacts = Omit<CardFacts, 'faces' | 'printings'>;

export function decodeCoreFacts(a: FactsLine): CoreFacts {
  const [layout, manaCost, manaValue, cardColors, identity, subtypes, , lead] = a;
  const out: { -readonly [K in keyof CoreFacts]: CoreFacts[K] } = {};
  if (typeof layout === 'string') out.layout = layout;
  if (typeof manaCost === 'string') out.manaCost = manaCost;
  if (typeof manaValue === 'number') out.manaValue = manaValue;
  const c = colorList(cardColors);
  if (c) out.colors = c;
  const ci = colorList(identity);
  if (ci) out.colorIdentity = ci;
  if (Array.isArray(subtypes)) out.subtypes = strs(subtypes);
  if (typeof lead === 'string' && lead.length === 3) {
    const l: LeadershipFacts = { commander: lead[0] === '1', brawl: lead[1] === '1', oathbreaker: lead[2] === '1' };
    out.leadership = l;
  }
  return out;
}

/** The faces of a parsed line; undefined when the data has none. */
export function decodeFaces(a: FactsLine): FaceFacts[] | undefined {
  const faces = a[6];
  if (!Array.isArray(faces)) return undefined;
  const out: FaceFacts[] = [];
  for (const f of faces) {
    const face = decodeFace(f);
    if (face !== undefined) out.push(face);
  }
  return out;
}

/** The printings of a parsed line; undefined when the source has none. */
export function decodePrintings(a: FactsLine): PrintingFacts[] | undefined {
  const printings = a[8];
  if (!Array.isArray(printings)) return undefined;
  const out: PrintingFacts[] = [];
  for (const p of printings) if (typeof p === 'string') out.push(decodePrinting(p));
  return exact(out);
}

/** The facts of one line; a damaged line gives the facts it still holds (never throws). */
export function decodeFacts(line: string): CardFacts {
  const a = parseFactsLine(line);
  const out: { -readonly [K in keyof CardFacts]: CardFacts[K] } = decodeCoreFacts(a);
  const faces = decodeFaces(a);
  if (faces) out.faces = faces;
  const printings = decodePrintings(a);
  if (printings) out.printings = printings;
  return out;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/** `,["`: what opens the printings of a facts line that has any (it cannot occur inside a JSON string: `"` is escaped). */
const PRINTINGS_OPEN = ',["';

/**
 * Where the printings of a facts line are, in its bytes (`start` to `end`, the newline excluded): the JSON array of
 * printing strings, the line's last element, so a card pool reads its printings without parsing the faces and rules
 * text that make up most of the line. Only for a database whose cards carry printings: the printings are then every
 * line's last element (the compiler writes all nine). Found by lastIndexOf of what opens a non-empty array of strings,
 * `,["`, which cannot occur inside one (a quote in a string is escaped); lastIndexOf is native code, where a walk
 * over the bytes in JavaScript would run in the interpreter in a check of one deck (slow on Node 24 and 26). The span
 * is where the array must start if the line is as the compiler writes it: the readers check it (decodePrintingsAscii,
 * decodePrintingsSpan) and the caller parses the whole line when they decline. Null when the line does not end in an
 * array (`]]`). `buf`: a Buffer, or a DatabaseBytes (db/bytes). `scan`: searched by a loop over the bytes instead (the
 * same result), for a caller that has read many lines already.
 */
export function printingsSpan(buf: Buffer, start: number, end: number, scan = false): readonly [number, number] | null {
  if (end - start < 4 || buf[end - 1] !== CLOSE || buf[end - 2] !== CLOSE) return null;
  if (buf[end - 3] === OPEN) return end - 4 >= start && buf[end - 4] === COMMA ? [end - 3, end - 1] : null;
  if (scan) {
    // The same search as a loop over the bytes, from the end: the printings are the line's last element, so it stops
    // after them. Cheaper than a subarray (an object made per card) once V8 has compiled it (`scan`: it has).
    for (let p = end - 4; p >= start; p--) {
      if (buf[p] === COMMA && buf[p + 1] === OPEN && buf[p + 2] === QUOTE) return [p + 1, end - 1];
    }
    return null;
  }
  // Searched within the line only (a damaged line without it would send the search through the rest of the file).
  const at = buf.subarray(start, end).lastIndexOf(PRINTINGS_OPEN, end - 4 - start);
  return at >= 0 ? [start + at + 1, end - 1] : null;
}

/**
 * The printings of the JSON array at `span` (printingsSpan), parsed by JSON.parse (its strings: anything else in
 * it is left out, as decodePrintings leaves it out of a whole line); undefined when it is not an array. With `table`,
 * the printing objects are shared through it (one frozen object per distinct printing string).
 */
export function decodePrintingsSpan(buf: Buffer, span: readonly [number, number], table?: PrintingTable): PrintingFacts[] | undefined {
  let a: unknown;
  try {
    a = JSON.parse(buf.toString('utf8', span[0], span[1]));
  } catch {
    return undefined;
  }
  if (!Array.isArray(a)) return undefined;
  const out: PrintingFacts[] = [];
  for (const p of a as unknown[]) if (typeof p === 'string') out.push(table ? table.of(p) : decodePrinting(p));
  return exact(out);
}

/**
 * Values found by an ASCII string's bytes: a hash of them (asciiHash), then the string compared byte by byte, so a
 * string seen before is never made again. What a new string stands for is made by `make`, once. Bounded: past `limit`
 * strings, new ones are made each time. The card database's reader finds printings (PrintingTable) and the fields of
 * card lines (type lists, legality codes) this way.
 */
export class AsciiTable<T> {
  readonly #byHash = new Map<number, AsciiEntry<T>>();
  #size = 0;

  constructor(
    private readonly make: (text: string) => T,
    private readonly limit: number,
  ) {}

  /** The value of the ASCII string buf[start, end), whose asciiHash is `hash`. */
  get(buf: Uint8Array, start: number, end: number, hash: number): T {
    const first = this.#byHash.get(hash);
    for (let e = first; e !== undefined; e = e.next) if (sameAscii(e.code, buf, start, end)) return e.value;
    let code = '';
    for (let i = start; i < end; i++) code += String.fromCharCode(buf[i] as number);
    const value = this.make(code);
    if (this.room()) this.#byHash.set(hash, { code, value, next: first });
    return value;
  }

  /** Whether one more value may be kept; counts it when so. */
  protected room(): boolean {
    if (this.#size >= this.limit) return false;
    this.#size++;
    return true;
  }
}

interface AsciiEntry<T> {
  readonly code: string;
  readonly value: T;
  readonly next: AsciiEntry<T> | undefined;
}

/** The bits of a hash that AsciiTable keys its Map by (asciiHash). */
const HASH_BITS = 0x3fffffff;

/**
 * The FNV-1a hash of buf[start, end) for AsciiTable, cut to 30 bits, or -1 when a byte is not ASCII. 30 bits: V8
 * keeps the number as a small integer (a Smi, with or without pointer compression), where a full 32-bit hash above
 * 2^30 is a heap number, boxed for each lookup of the table's Map and hashed more slowly.
 */
export function asciiHash(buf: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let p = start; p < end; p++) {
    const b = buf[p] as number;
    if (b >= 0x80) return -1;
    h = Math.imul(h ^ b, 0x01000193);
  }
  return h & HASH_BITS;
}

/** asciiHash of a string's code units: the same number as of its bytes when it is all ASCII; -1 when it is not. */
export function asciiHashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return -1;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h & HASH_BITS;
}

/**
 * Decoded printings shared by every card that has the same printing string ("M10|c|pm|||": a set, a rarity, the
 * platforms, no own date is common to a whole set's commons): a card's first use then builds no printing objects,
 * only looks its strings up. The objects are frozen, being shared. Found by the string's bytes (`get`, an AsciiTable),
 * so the string itself is made only the first time it is seen, or by the string (`of`). Bounded: past `limit` strings
 * (both ways together), new ones are decoded each time.
 */
export class PrintingTable extends AsciiTable<PrintingFacts> {
  readonly #byCode = new Map<string, PrintingFacts>();

  constructor(limit = 1 << 16) {
    super((code) => Object.freeze(decodePrinting(code)), limit);
  }

  /** The printing of the string `code`. */
  of(code: string): PrintingFacts {
    let facts = this.#byCode.get(code);
    if (facts === undefined) {
      facts = Object.freeze(decodePrinting(code));
      if (this.room()) this.#byCode.set(code, facts);
    }
    return facts;
  }
}

/** Whether buf[start, end) holds the characters of `code`, a string of ASCII characters, byte for byte. */
export function sameAscii(code: string, buf: Uint8Array, start: number, end: number): boolean {
  if (code.length !== end - start) return false;
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) !== buf[start + i]) return false;
  return true;
}

/**
 * The printings of the JSON array at `span` (printingsSpan), read byte by byte through `table` without parsing JSON;
 * undefined when a string holds an escape or a non-ASCII byte (a flavor name with accents) or the array is not as the
 * compiler writes it: the caller then decodes it with decodePrintingsSpan. `limit`: only the first `limit` printings
 * are looked up (the whole array is still read, so the answer is undefined exactly when it would be without a limit).
 */
export function decodePrintingsAscii(
  buf: Uint8Array,
  span: readonly [number, number],
  table: PrintingTable,
  limit = Number.POSITIVE_INFINITY,
): PrintingFacts[] | undefined {
  const out: PrintingFacts[] = [];
  let p = span[0] + 1;
  const last = span[1] - 1;
  if (buf[span[0]] !== OPEN || buf[last] !== CLOSE) return undefined;
  if (p === last) return out;
  for (;;) {
    if (buf[p] !== QUOTE) return undefined;
    const start = ++p;
    let h = 0x811c9dc5;
    for (;;) {
      if (p >= last) return undefined;
      const b = buf[p] as number;
      if (b === QUOTE) break;
      if (b === BACKSLASH || b >= 0x80) return undefined;
      h = Math.imul(h ^ b, 0x01000193);
      p++;
    }
    if (out.length < limit) out.push(table.get(buf, start, p, h & HASH_BITS));
    p++;
    if (p === last) return exact(out);
    if (buf[p] !== COMMA) return undefined;
    p++;
  }
}
