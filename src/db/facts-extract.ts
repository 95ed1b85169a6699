/**
 * A card object's characteristics, printing and printed names (MTGJSON AllPrintings/AtomicCards, Scryfall bulk
 * cards) → the facts of cards/facts. Pure. Card data is hostile input: a field of the wrong type is skipped and
 * counted in `issues` (the import summary reports the counts), never trusted and never a crash.
 *
 * Field names: MTGJSON v5 (https://mtgjson.com/data-models/card/card-set/, /set/), Scryfall
 * (https://scryfall.com/docs/api/cards, https://scryfall.com/docs/api/sets).
 */
import type { Color, FaceFacts, LeadershipFacts, Platform, PrintingFacts, Rarity, SetFacts } from '../cards/facts.js';

/** Skipped facts by field: a field that was present but not of the type the source documents. */
export type Issues = Map<string, number>;

export function countIssue(issues: Issues | undefined, field: string): void {
  if (issues) issues.set(field, (issues.get(field) ?? 0) + 1);
}

/** What one source object says about the card's characteristics (MTGJSON: one face; Scryfall: every face). */
export interface ObjectCharacteristics {
  readonly layout: string;
  /** The card's mana value as the data gives it (split cards: both halves). */
  readonly manaValue?: number;
  readonly colorIdentity?: readonly Color[];
  /** The card's colours as the data gives them for the card as a whole (Scryfall's top-level `colors`). */
  readonly colors?: readonly Color[];
  readonly leadership?: LeadershipFacts;
  readonly faces: readonly FaceFacts[];
}

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
const RARITIES: ReadonlySet<string> = new Set(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']);
const PLATFORMS: ReadonlySet<string> = new Set(['paper', 'mtgo', 'arena']);
/** Supertypes (CR 205.4). */
const SUPERTYPES: ReadonlySet<string> = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Elite', 'Host', 'Token']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function rec(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** An optional string field: absent → undefined; wrong type → undefined, counted. */
function optString(c: Record<string, unknown>, field: string, issues?: Issues): string | undefined {
  const v = c[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  countIssue(issues, field);
  return undefined;
}

/** Power, toughness, loyalty, defense: strings in both sources ("*", "1+*"); a plain number is still the fact. */
function optStat(c: Record<string, unknown>, field: string, issues?: Issues): string | undefined {
  const v = c[field];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return optString(c, field, issues);
}

function optNumber(c: Record<string, unknown>, field: string, issues?: Issues): number | undefined {
  const v = c[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
  countIssue(issues, field);
  return undefined;
}

function optBoolean(c: Record<string, unknown>, field: string, issues?: Issues): boolean | undefined {
  const v = c[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  countIssue(issues, field);
  return undefined;
}

/** A list of strings; absent → undefined; not a list, or holding a non-string → undefined, counted. */
function optStrings(c: Record<string, unknown>, field: string, issues?: Issues): string[] | undefined {
  const v = c[field];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  countIssue(issues, field);
  return undefined;
}

/** Colours in WUBRG order; anything else in the list makes the fact unusable (counted). */
function optColors(c: Record<string, unknown>, field: string, issues?: Issues): Color[] | undefined {
  const list = optStrings(c, field, issues);
  if (list === undefined) return undefined;
  if (!list.every((x) => (COLORS as readonly string[]).includes(x))) {
    countIssue(issues, field);
    return undefined;
  }
  return COLORS.filter((x) => list.includes(x));
}

export function sortColors(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return COLORS.filter((x) => set.has(x));
}

/**
 * Mana value of a mana cost (CR 202.3): generic numbers, one per coloured, colourless ({C}), snow ({S}) or Phyrexian
 * symbol, the larger half of a monocoloured hybrid ({2/W} is 2), half for {HW}; X, Y, Z count 0 (CR 107.3b).
 */
export function manaValueOf(cost: string): number {
  let mv = 0;
  for (const m of cost.matchAll(/\{([^}]*)\}/g)) {
    const sym = (m[1] ?? '').toUpperCase();
    if (/^\d+$/.test(sym)) mv += Number(sym);
    else if (sym === 'X' || sym === 'Y' || sym === 'Z') mv += 0;
    else if (sym.startsWith('H')) mv += 0.5;
    else if (sym === '½') mv += 0.5;
    else if (sym.includes('/')) {
      const parts = sym.split('/').map((p) => (/^\d+$/.test(p) ? Number(p) : 1));
      mv += Math.max(...parts);
    } else if (sym === '∞') mv += 0;
    else mv += 1;
  }
  return mv;
}

/** "Legendary Snow Creature — Elf Druid" → supertypes, card types, subtypes. */
export function parseTypeLine(typeLine: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left = '', right = ''] = typeLine.split(/\s+[—–]\s+|\s+-\s+/);
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const word of left.split(/\s+/)) {
    if (word === '') continue;
    (SUPERTYPES.has(word) ? supertypes : types).push(word);
  }
  // Plane subtypes are whole names ("New Phyrexia"); every other subtype is one word.
  const subtypes = right.trim() === '' ? [] : types.includes('Plane') ? [right.trim()] : right.trim().split(/\s+/);
  return { supertypes, types, subtypes };
}

function face(
  name: string,
  manaCost: string,
  typesOf: { supertypes: string[]; types: string[]; subtypes: string[] },
  c: Record<string, unknown>,
  text: string,
  colors: Color[] | undefined,
  indicator: Color[] | undefined,
  issues?: Issues,
): FaceFacts {
  const power = optStat(c, 'power', issues);
  const toughness = optStat(c, 'toughness', issues);
  const loyalty = optStat(c, 'loyalty', issues);
  const defense = optStat(c, 'defense', issues);
  return {
    name,
    manaCost,
    manaValue: manaValueOf(manaCost),
    supertypes: typesOf.supertypes,
    types: typesOf.types,
    subtypes: typesOf.subtypes,
    text,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    ...(loyalty !== undefined ? { loyalty } : {}),
    ...(defense !== undefined ? { defense } : {}),
    ...(colors !== undefined ? { colors } : {}),
    ...(indicator !== undefined && indicator.length > 0 ? { colorIndicator: indicator } : {}),
  };
}

function leadershipOf(v: unknown, issues?: Issues): LeadershipFacts | undefined {
  if (v === undefined || v === null) return undefined;
  const r = rec(v);
  if (!r) {
    countIssue(issues, 'leadershipSkills');
    return undefined;
  }
  return { commander: r.commander === true, brawl: r.brawl === true, oathbreaker: r.oathbreaker === true };
}

/** An MTGJSON card object (AllPrintings printing or AtomicCards face): the characteristics of its face. */
export function mtgjsonCharacteristics(c: Record<string, unknown>, faceName: string, layout: string, issues?: Issues): ObjectCharacteristics {
  const typesOf = {
    supertypes: optStrings(c, 'supertypes', issues) ?? [],
    types: optStrings(c, 'types', issues) ?? [],
    subtypes: optStrings(c, 'subtypes', issues) ?? [],
  };
  const manaValue = optNumber(c, 'manaValue', issues) ?? optNumber(c, 'convertedManaCost', issues);
  const colorIdentity = optColors(c, 'colorIdentity', issues);
  const leadership = leadershipOf(c.leadershipSkills, issues);
  const f = face(
    faceName,
    optString(c, 'manaCost', issues) ?? '',
    typesOf,
    c,
    optString(c, 'text', issues) ?? '',
    optColors(c, 'colors', issues),
    optColors(c, 'colorIndicator', issues),
    issues,
  );
  return {
    layout,
    ...(manaValue !== undefined ? { manaValue } : {}),
    ...(colorIdentity !== undefined ? { colorIdentity } : {}),
    ...(leadership !== undefined ? { leadership } : {}),
    faces: [f],
  };
}

/** A Scryfall card object: every face (card_faces, or the card itself). */
export function scryfallCharacteristics(
  c: Record<string, unknown>,
  faceNames: readonly string[],
  layout: string,
  issues?: Issues,
): ObjectCharacteristics {
  const manaValue = optNumber(c, 'cmc', issues);
  const colorIdentity = optColors(c, 'color_identity', issues);
  const rawFaces = c.card_faces;
  const faceObjects = Array.isArray(rawFaces) ? rawFaces.map(rec).filter((f) => f !== undefined) : [];
  if (rawFaces !== undefined && !Array.isArray(rawFaces)) countIssue(issues, 'card_faces');
  const faces: FaceFacts[] = [];
  if (faceObjects.length > 1) {
    faceObjects.forEach((fo, i) => {
      const name = optString(fo, 'name', issues) ?? faceNames[i] ?? '';
      if (name === '') return;
      faces.push(
        face(
          name,
          optString(fo, 'mana_cost', issues) ?? '',
          parseTypeLine(optString(fo, 'type_line', issues) ?? ''),
          fo,
          optString(fo, 'oracle_text', issues) ?? '',
          optColors(fo, 'colors', issues),
          optColors(fo, 'color_indicator', issues),
          issues,
        ),
      );
    });
  } else {
    faces.push(
      face(
        faceNames[0] ?? '',
        optString(c, 'mana_cost', issues) ?? '',
        parseTypeLine(optString(c, 'type_line', issues) ?? ''),
        c,
        optString(c, 'oracle_text', issues) ?? '',
        optColors(c, 'colors', issues),
        optColors(c, 'color_indicator', issues),
        issues,
      ),
    );
  }
  const topColors = faceObjects.length > 1 ? optColors(c, 'colors', issues) : undefined;
  return {
    layout,
    ...(manaValue !== undefined ? { manaValue } : {}),
    ...(colorIdentity !== undefined ? { colorIdentity } : {}),
    ...(topColors !== undefined ? { colors: topColors } : {}),
    faces,
  };
}

/** A printing and its set code (upper case). */
export type PrintingRecord = PrintingFacts;

function platforms(list: readonly string[] | undefined): Platform[] {
  return (list ?? []).filter((p): p is Platform => PLATFORMS.has(p)).sort((a, b) => PLATFORM_ORDER[a] - PLATFORM_ORDER[b]);
}

const PLATFORM_ORDER: Readonly<Record<Platform, number>> = { paper: 0, mtgo: 1, arena: 2 };

function rarityOf(c: Record<string, unknown>, issues?: Issues): Rarity | undefined {
  const r = optString(c, 'rarity', issues);
  if (r !== undefined && RARITIES.has(r)) return r as Rarity;
  countIssue(issues, 'rarity');
  return undefined;
}

function day(v: string | undefined, field: string, issues?: Issues): string | undefined {
  if (v === undefined) return undefined;
  if (ISO_DAY.test(v)) return v;
  countIssue(issues, field);
  return undefined;
}

/** An MTGJSON AllPrintings card object's printing; undefined without a set code (AtomicCards) or a usable rarity. */
export function mtgjsonPrinting(c: Record<string, unknown>, flavorName: string | undefined, issues?: Issues): PrintingRecord | undefined {
  const set = optString(c, 'setCode', issues);
  if (set === undefined) return undefined;
  const rarity = rarityOf(c, issues);
  if (rarity === undefined || set.trim() === '') return undefined;
  const date = day(optString(c, 'originalReleaseDate', issues), 'originalReleaseDate', issues);
  const funny =
    optBoolean(c, 'isFunny', issues) === true ||
    optString(c, 'borderColor', issues) === 'silver' ||
    optString(c, 'securityStamp', issues) === 'acorn';
  return printingOf(set, rarity, date, optStrings(c, 'availability', issues), {
    promo: optBoolean(c, 'isPromo', issues) === true,
    funny,
    rebalanced: optBoolean(c, 'isRebalanced', issues) === true,
    flavorName,
  });
}

/** A printing from its facts; flags that are false are left out. */
function printingOf(
  set: string,
  rarity: Rarity,
  date: string | undefined,
  availability: readonly string[] | undefined,
  flags: { promo: boolean; funny: boolean; rebalanced: boolean; flavorName: string | undefined },
): PrintingRecord {
  return {
    set: set.toUpperCase(),
    rarity,
    ...(date !== undefined ? { date } : {}),
    availability: platforms(availability),
    ...(flags.promo ? { promo: true } : {}),
    ...(flags.funny ? { funny: true } : {}),
    ...(flags.rebalanced ? { rebalanced: true } : {}),
    ...(flags.flavorName !== undefined ? { flavorName: flags.flavorName } : {}),
  };
}

/** A Scryfall card object's printing (its `released_at` is kept; the set table later drops it where it is the set's). */
export function scryfallPrinting(c: Record<string, unknown>, flavorName: string | undefined, issues?: Issues): PrintingRecord | undefined {
  const set = optString(c, 'set', issues);
  if (set === undefined || set.trim() === '') return undefined;
  const rarity = rarityOf(c, issues);
  if (rarity === undefined) return undefined;
  const date = day(optString(c, 'released_at', issues), 'released_at', issues);
  const funny =
    optString(c, 'border_color', issues) === 'silver' ||
    optString(c, 'security_stamp', issues) === 'acorn' ||
    optString(c, 'set_type', issues) === 'funny';
  const name = optString(c, 'name', issues) ?? '';
  return printingOf(set, rarity, date, optStrings(c, 'games', issues), {
    promo: optBoolean(c, 'promo', issues) === true,
    funny,
    rebalanced: name.startsWith('A-'),
    flavorName,
  });
}

/** An MTGJSON set object's own fields (AllPrintings `data.<SET>`), or undefined when it lacks a code or a date. */
export function mtgjsonSet(s: Record<string, unknown>, code: string, issues?: Issues): SetFacts | undefined {
  const releaseDate = day(optString(s, 'releaseDate', issues), 'set releaseDate', issues);
  if (releaseDate === undefined) return undefined;
  const parentCode = optString(s, 'parentCode', issues);
  return {
    code: (optString(s, 'code', issues) ?? code).toUpperCase(),
    name: optString(s, 'name', issues) ?? code,
    releaseDate,
    type: optString(s, 'type', issues) ?? '',
    onlineOnly: optBoolean(s, 'isOnlineOnly', issues) === true,
    foreignOnly: optBoolean(s, 'isForeignOnly', issues) === true,
    ...(parentCode !== undefined ? { parentCode: parentCode.toUpperCase() } : {}),
  };
}

/** What one Scryfall card object says about its set (cards carry set_name, set_type, digital; no set date). */
export interface ScryfallSetSighting {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly digital: boolean;
  readonly releasedAt?: string;
}

export function scryfallSetSighting(c: Record<string, unknown>): ScryfallSetSighting | undefined {
  const code = optString(c, 'set');
  if (code === undefined || code.trim() === '') return undefined;
  const releasedAt = day(optString(c, 'released_at'), 'released_at');
  return {
    code: code.toUpperCase(),
    name: optString(c, 'set_name') ?? code.toUpperCase(),
    type: optString(c, 'set_type') ?? '',
    digital: c.digital === true,
    ...(releasedAt !== undefined ? { releasedAt } : {}),
  };
}

/** Other English names the object is printed under (flavor names, English printed names). */
export function mtgjsonAliases(c: Record<string, unknown>, issues?: Issues): string[] {
  const out: string[] = [];
  for (const field of ['flavorName', 'faceFlavorName']) {
    const v = optString(c, field, issues);
    if (v !== undefined && v.trim() !== '') out.push(v);
  }
  // printedName is the name as printed in the card's language; an English one that is not the card's name is an alias.
  const lang = optString(c, 'language', issues);
  const printed = optString(c, 'printedName', issues);
  if (printed !== undefined && printed.trim() !== '' && (lang === undefined || lang === 'English')) out.push(printed);
  return out;
}

export function scryfallAliases(c: Record<string, unknown>, issues?: Issues): string[] {
  const out: string[] = [];
  const flavor = optString(c, 'flavor_name', issues);
  if (flavor !== undefined && flavor.trim() !== '') out.push(flavor);
  const english = (optString(c, 'lang', issues) ?? 'en') === 'en';
  const printed = english ? optString(c, 'printed_name', issues) : undefined;
  if (printed !== undefined && printed.trim() !== '') out.push(printed);
  if (Array.isArray(c.card_faces)) {
    for (const f of c.card_faces) {
      const fo = rec(f);
      if (!fo) continue;
      const ff = optString(fo, 'flavor_name', issues);
      if (ff !== undefined && ff.trim() !== '') out.push(ff);
      const fp = english ? optString(fo, 'printed_name', issues) : undefined;
      if (fp !== undefined && fp.trim() !== '') out.push(fp);
    }
  }
  return out;
}
