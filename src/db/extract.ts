/**
 * One card object of a source file (an MTGJSON card or face, a Scryfall card) → the facts deckcheck keeps.
 * Pure; knows each source's field names and naming conventions (meld results, reversible cards, tokens).
 */
import { nameKey } from '../cards/normalize.js';
import type { DeckLimit } from '../data/deck-limits.js';
import {
  mtgjsonAliases,
  mtgjsonCharacteristics,
  mtgjsonPrinting,
  scryfallAliases,
  scryfallCharacteristics,
  scryfallPrinting,
  scryfallSetSighting,
  type Issues,
  type ObjectCharacteristics,
  type PrintingRecord,
  type ScryfallSetSighting,
} from './facts-extract.js';
import { languageCode } from './languages.js';

/** Per format: l legal, b banned, r restricted, - not legal. */
export type LegalityCode = 'l' | 'b' | 'r' | '-';

export interface CardFacts {
  /** Canonical English (Oracle) name; multi-face cards "Front // Back". */
  readonly name: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly deckLimit?: DeckLimit;
  readonly legalities: Readonly<Record<string, LegalityCode>>;
  /** Foreign names of the card or of one of its faces. */
  readonly foreign: readonly { readonly lang: string; readonly name: string }[];
  /**
   * The characteristics this object gives (its face, or every face of a Scryfall card), read when asked: the
   * accumulator asks once per face, not for every printing of it.
   */
  readonly chars?: () => ObjectCharacteristics;
  /** MTGJSON: the face this object is. */
  readonly faceName?: string;
  /** The printing this object is (AllPrintings, Scryfall default/all-cards; oracle-cards' are dropped later). */
  readonly printing?: PrintingRecord;
  /** Other English names printed on this object (flavor names, English printed names). */
  readonly aliases?: readonly string[];
  /** Scryfall: what the object says about its set. */
  readonly set?: ScryfallSetSighting;
}

/** Supertypes (CR 205.4); every other word before the dash of a type line is a card type. */
const SUPERTYPES: ReadonlySet<string> = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Elite', 'Host', 'Token']);

/** Layouts that are not cards a deck can hold. */
const NOT_CARDS: ReadonlySet<string> = new Set(['token', 'double_faced_token', 'emblem', 'art_series']);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * The anchored deck-limit sentence, a whole line of the card's text: "A deck can have any number of cards named X.",
 * "A deck can have up to seven cards named X.", and Once More with Feeling's "DCI ruling — A deck can have only one
 * card named X." Cards that merely search for copies ("…search your library for any number of cards named X…") do
 * not match: the sentence must start the line with "A deck can have".
 */
const DECK_LIMIT_LINE =
  /^(?:DCI ruling\s*[—–-]\s*)?A deck can have (any number of|up to ([a-z]+|\d+)|only one) cards? named (.+?)\.$/;

/** The card's own copy limit, read from its text; `names` are the card's name and face names. */
export function deckLimitFromText(texts: readonly string[], names: readonly string[]): DeckLimit | undefined {
  let keys: Set<string> | undefined;
  for (const text of texts) {
    if (!text.includes('A deck can have')) continue;
    for (const line of text.split('\n')) {
      const m = DECK_LIMIT_LINE.exec(line.trim());
      if (!m || m[3] === undefined) continue;
      keys ??= new Set(names.map(nameKey));
      if (!keys.has(nameKey(m[3]))) continue;
      if (m[1] === 'any number of') return 'any';
      if (m[1] === 'only one') return 1;
      const word = m[2] ?? '';
      const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
      if (n !== undefined && n > 0) return n;
    }
  }
  return undefined;
}

/** "Legendary Snow Creature — Elf" → supertypes [Legendary, Snow], types [Creature]. */
export function splitTypeLine(typeLine: string): { supertypes: string[]; types: string[] } {
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const face of typeLine.split(/\s+\/\/\s+/)) {
    const left = face.split(/\s+[—–]\s+|\s+-\s+/)[0] ?? '';
    for (const word of left.split(/\s+/)) {
      if (word === '') continue;
      const list = SUPERTYPES.has(word) ? supertypes : types;
      if (!list.includes(word)) list.push(word);
    }
  }
  return { supertypes, types };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function record(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function clean(name: string): string {
  return name.replace(/[\t\r\n]+/g, ' ').trim();
}

/** "Propaganda // Propaganda" (a reversible card) is the card Propaganda. */
function collapseRepeatedFaces(name: string): string {
  const parts = name.split(' // ');
  return parts.length > 1 && parts.every((p) => p === parts[0]) ? (parts[0] ?? name) : name;
}

/** MTGJSON "Legal" / "Not Legal", Scryfall "legal" / "not_legal" … */
const LEGALITY: Readonly<Record<string, LegalityCode>> = {
  Legal: 'l',
  legal: 'l',
  Banned: 'b',
  banned: 'b',
  Restricted: 'r',
  restricted: 'r',
};

const FORMAT_ID = /^[a-z0-9_]+$/i;
const formatIds = new Map<string, string | null>();

function formatId(key: string): string | null {
  let id = formatIds.get(key);
  if (id === undefined) {
    id = FORMAT_ID.test(key) ? key.toLowerCase() : null;
    if (formatIds.size < 1000) formatIds.set(key, id);
  }
  return id;
}

function legalities(v: unknown): Record<string, LegalityCode> {
  const out: Record<string, LegalityCode> = {};
  const rec = record(v);
  if (!rec) return out;
  for (const format in rec) {
    const value = rec[format];
    const id = formatId(format);
    if (typeof value === 'string' && id !== null) out[id] = LEGALITY[value] ?? (value.toLowerCase() === 'legal' ? 'l' : '-');
  }
  return out;
}

/** An MTGJSON card (AllPrintings) or card face (AtomicCards). null when it is not a deck card. */
export function fromMtgjson(c: Record<string, unknown>, issues?: Issues): CardFacts | null {
  const rawName = str(c.name);
  const layout = str(c.layout) ?? 'normal';
  if (rawName === undefined || NOT_CARDS.has(layout)) return null;
  let name = clean(rawName);
  if (layout === 'meld') {
    // Meld cards: "Bruna, the Fading Light // Brisela, Voice of Nightmares" is the card Bruna; the melded result
    // (Brisela, side b) is not a card a deck holds.
    if (str(c.side) === 'b') return null;
    if (name.includes(' // ')) name = clean(str(c.faceName) ?? name.split(' // ')[0] ?? name);
  }
  name = collapseRepeatedFaces(name);
  const faces = name.includes(' // ') ? name.split(' // ') : [name];
  const text = str(c.text);
  const foreign: { lang: string; name: string }[] = [];
  if (Array.isArray(c.foreignData)) {
    for (const f of c.foreignData) {
      const fr = record(f);
      const lang = str(fr?.language);
      if (!fr || lang === undefined) continue;
      const code = languageCode(lang);
      const full = str(fr.name);
      const face = str(fr.faceName);
      if (full !== undefined && full.trim() !== '') foreign.push({ lang: code, name: clean(full) });
      if (face !== undefined && face.trim() !== '' && face !== full) foreign.push({ lang: code, name: clean(face) });
    }
  }
  const limit = text !== undefined ? deckLimitFromText([text], [name, ...faces]) : undefined;
  const faceName = faces.length > 1 ? clean(str(c.faceName) ?? faces[0] ?? name) : name;
  const aliases = mtgjsonAliases(c, issues).map(clean);
  const flavor = str(c.flavorName) ?? str(c.faceFlavorName);
  const printing = mtgjsonPrinting(c, flavor === undefined ? undefined : clean(flavor), issues);
  return {
    name,
    supertypes: strings(c.supertypes),
    types: strings(c.types),
    ...(limit !== undefined ? { deckLimit: limit } : {}),
    legalities: legalities(c.legalities),
    foreign,
    chars: () => mtgjsonCharacteristics(c, faceName, layout, issues),
    faceName,
    ...(printing !== undefined ? { printing } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
  };
}

/** A Scryfall card object. null when it is not a deck card (tokens, emblems, art cards, meld results). */
export function fromScryfall(c: Record<string, unknown>, issues?: Issues): CardFacts | null {
  const rawName = str(c.name);
  const layout = str(c.layout) ?? 'normal';
  if (rawName === undefined || NOT_CARDS.has(layout)) return null;
  if (layout === 'meld' && Array.isArray(c.all_parts)) {
    const self = c.all_parts.map(record).find((p) => p !== undefined && str(p.name) === rawName);
    if (self && str(self.component) === 'meld_result') return null;
  }
  const name = collapseRepeatedFaces(clean(rawName));
  const faceObjects = Array.isArray(c.card_faces) ? c.card_faces.map(record).filter((f) => f !== undefined) : [];
  const faces = name.includes(' // ') ? name.split(' // ') : [name];
  const typeLine = str(c.type_line) ?? faceObjects.map((f) => str(f.type_line) ?? '').join(' // ');
  const { supertypes, types } = splitTypeLine(typeLine);
  const texts = [str(c.oracle_text), ...faceObjects.map((f) => str(f.oracle_text))].filter(
    (t): t is string => t !== undefined,
  );
  const foreign: { lang: string; name: string }[] = [];
  const lang = str(c.lang);
  if (lang !== undefined && lang !== 'en') {
    const code = languageCode(lang);
    const printed = str(c.printed_name);
    if (printed !== undefined && printed.trim() !== '') foreign.push({ lang: code, name: clean(printed) });
    for (const f of faceObjects) {
      const p = str(f.printed_name);
      if (p !== undefined && p.trim() !== '') foreign.push({ lang: code, name: clean(p) });
    }
    if (printed === undefined && faceObjects.length > 1) {
      const joined = faceObjects.map((f) => str(f.printed_name) ?? '').filter((p) => p !== '');
      if (joined.length === faceObjects.length) foreign.push({ lang: code, name: clean(joined.join(' // ')) });
    }
  }
  const limit = deckLimitFromText(texts, [name, ...faces]);
  const aliases = scryfallAliases(c, issues).map(clean);
  const flavor = str(c.flavor_name) ?? str(faceObjects[0]?.flavor_name);
  const printing = scryfallPrinting(c, flavor === undefined ? undefined : clean(flavor), issues);
  const set = scryfallSetSighting(c);
  return {
    name,
    supertypes,
    types,
    ...(limit !== undefined ? { deckLimit: limit } : {}),
    legalities: legalities(c.legalities),
    foreign,
    chars: () => scryfallCharacteristics(c, faces, layout, issues),
    ...(printing !== undefined ? { printing } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(set !== undefined ? { set } : {}),
  };
}

/** Any card object: Scryfall's say `"object": "card"`; MTGJSON's have `name` and a `types` array. */
export function cardFacts(v: unknown, issues?: Issues): { facts: CardFacts | null; shape: 'scryfall' | 'mtgjson' | null } {
  const c = record(v);
  if (!c) return { facts: null, shape: null };
  if (c.object === 'card') return { facts: fromScryfall(c, issues), shape: 'scryfall' };
  if (typeof c.name === 'string' && Array.isArray(c.types)) return { facts: fromMtgjson(c, issues), shape: 'mtgjson' };
  return { facts: null, shape: null };
}
