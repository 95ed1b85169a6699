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

export function decodePrinting(s: string): PrintingFacts {
  const parts = s.split('|');
  const [set = '', rarity = '', platforms = '', flags = '', date = ''] = parts;
  const flavorName = parts.slice(5).join('|');
  return {
    set,
    rarity: RARITY_OF[rarity] ?? 'special',
    ...(date !== '' ? { date } : {}),
    availability: [...platforms].map((x) => PLATFORM_OF[x]).filter((x): x is Platform => x !== undefined),
    ...(flags.includes('P') ? { promo: true } : {}),
    ...(flags.includes('F') ? { funny: true } : {}),
    ...(flags.includes('R') ? { rebalanced: true } : {}),
    ...(flavorName !== '' ? { flavorName } : {}),
  };
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
  const p = str(power);
  const t = str(toughness);
  const l = str(loyalty);
  const d = str(defense);
  const ci = colorList(indicator);
  const fc = colorList(faceColors);
  return {
    name: str(name) ?? '',
    manaCost: str(manaCost) ?? '',
    manaValue: typeof manaValue === 'number' ? manaValue : 0,
    supertypes: strs(supertypes),
    types: strs(types),
    subtypes: strs(subtypes),
    text: str(text) ?? '',
    ...(p !== undefined ? { power: p } : {}),
    ...(t !== undefined ? { toughness: t } : {}),
    ...(l !== undefined ? { loyalty: l } : {}),
    ...(d !== undefined ? { defense: d } : {}),
    ...(ci !== undefined ? { colorIndicator: ci } : {}),
    ...(fc !== undefined ? { colors: fc } : {}),
  };
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

/** The facts of one line; a damaged line gives the facts it still holds (never throws). */
export function decodeFacts(line: string): CardFacts {
  let a: unknown;
  try {
    a = JSON.parse(line);
  } catch {
    return {};
  }
  if (!Array.isArray(a)) return {};
  const [layout, manaCost, manaValue, cardColors, identity, subtypes, faces, lead, printings] = a as unknown[];
  const out: { -readonly [K in keyof CardFacts]: CardFacts[K] } = {};
  if (typeof layout === 'string') out.layout = layout;
  if (typeof manaCost === 'string') out.manaCost = manaCost;
  if (typeof manaValue === 'number') out.manaValue = manaValue;
  const c = colorList(cardColors);
  if (c) out.colors = c;
  const ci = colorList(identity);
  if (ci) out.colorIdentity = ci;
  if (Array.isArray(subtypes)) out.subtypes = strs(subtypes);
  if (Array.isArray(faces)) out.faces = faces.map(decodeFace).filter((x): x is FaceFacts => x !== undefined);
  if (typeof lead === 'string' && lead.length === 3) {
    const l: LeadershipFacts = { commander: lead[0] === '1', brawl: lead[1] === '1', oathbreaker: lead[2] === '1' };
    out.leadership = l;
  }
  if (Array.isArray(printings)) out.printings = strs(printings).map(decodePrinting);
  return out;
}
