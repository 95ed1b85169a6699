/**
 * How each program writes a card name. Magic Online writes split cards `Fire/Ice` and every other two-part card by
 * its front face; MTG Arena, Cockatrice and the CSV exports write split cards `Fire // Ice`. Names that really contain
 * a slash (`Summon: Choco/Mog`) stay whole. Counting is unaffected (src/cards/normalize.ts makes all spellings one
 * card); this only decides what another program will recognise. Pure.
 */
import { faceNames, nameKey } from '../cards/normalize.js';
import { SLASH_NAMES, SPLIT_CARDS } from '../data/split-cards.js';

const SPLIT = new Map(SPLIT_CARDS.map((n) => [nameKey(n), n]));
const SLASH = new Set(SLASH_NAMES.map(nameKey));
const DOUBLE_SEPARATOR = /\s*\/{2,3}\s*/;

export function isSplitCard(name: string): boolean {
  return SPLIT.has(nameKey(name));
}

/** Magic Online's spelling: `Fire/Ice` for split cards, the front face for other two-part names. */
export function mtgoName(name: string): string {
  const key = nameKey(name);
  if (SLASH.has(key)) return name;
  const split = SPLIT.get(key);
  if (split !== undefined) return faceNames(split).join('/');
  if (DOUBLE_SEPARATOR.test(name)) return (name.split(DOUBLE_SEPARATOR)[0] ?? name).trim();
  return name;
}

/** The Oracle spelling of the separator: `Fire // Ice` (also for an MTGO-style `Fire/Ice`); otherwise as written. */
export function oracleStyleName(name: string): string {
  const key = nameKey(name);
  if (SLASH.has(key)) return name;
  const split = SPLIT.get(key);
  if (split !== undefined) return split;
  if (name.includes('/') && !name.includes('//')) return name.split(/\s*\/\s*/).join(' // ');
  return name;
}

/** A key under which two spellings of one card meet, also across MTGO's front-face-only names. */
export function sameCardKey(name: string): string {
  return nameKey(mtgoName(name));
}
