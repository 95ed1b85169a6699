/**
 * What the property tests share: a generator of decklists (fast-check arbitraries), a writer that turns one into text
 * in several equivalent ways, and the comparison of two reports.
 *
 * How reports are compared: findings are reduced to what a user relies on and what cannot legitimately change when
 * the same deck is written differently — rule, severity, card (by its name key, so "lightning bolt" and "Lightning
 * Bolt" are one card), count, limit, minimum and section — and compared as sorted lists. Line and column numbers,
 * related locations and messages (which quote line numbers and the first spelling seen) are left out: reordering or
 * rewriting a deck moves its lines.
 */
import fc from 'fast-check';
import { nameKey } from '../../src/cards/normalize.js';
import type { Finding } from '../../src/diagnostic.js';

/** Seeded so every run tries the same cases; a failure prints its seed and path to replay it. */
export const SEED = 20261201;

/** Runs per property: enough to find the bugs below, few enough that each property takes a few seconds at most. */
export const RUNS = 60;

export const PARAMS = { seed: SEED, numRuns: RUNS } as const;

/**
 * Card names that reach every rule a constructed deck has: banned and restricted cards (Legacy, Vintage, Modern,
 * Pauper on 2025-01-15), cards with their own copy limit or none, basic lands, split cards, a name with a comma and
 * an apostrophe, and names no list knows.
 */
export const CARD_NAMES = [
  'Lightning Bolt',
  'Counterspell',
  'Brainstorm',
  'Ponder',
  'Black Lotus',
  'Sol Ring',
  'Oko, Thief of Crowns',
  'Mishra\'s Bauble',
  'Dark Ritual',
  'Relentless Rats',
  'Seven Dwarves',
  'Shadowborn Apostle',
  'Mountain',
  'Island',
  'Snow-Covered Forest',
  'Wastes',
  'Fire // Ice',
  'Grief',
  'Gush',
  'Mental Misstep',
  'Deathrite Shaman',
  'Tarmogoyf',
  'Not A Real Card',
  'Zyx the Unprinted',
] as const;

export type SectionName = 'main' | 'sideboard';

export interface GenEntry {
  readonly count: number;
  readonly name: string;
  readonly section: SectionName;
}

export const entryArb: fc.Arbitrary<GenEntry> = fc.record({
  count: fc.integer({ min: 1, max: 8 }),
  name: fc.constantFrom(...CARD_NAMES),
  section: fc.constantFrom<SectionName>('main', 'main', 'main', 'sideboard'),
});

/** A deck of up to 30 lines (each 1–8 copies): small enough to stay fast, big enough to cross every limit. */
export const deckArb: fc.Arbitrary<GenEntry[]> = fc.array(entryArb, { minLength: 1, maxLength: 30 });

/** The deck as a plain text decklist: main deck lines, then a "Sideboard" header and its lines. */
export function writeSectioned(entries: readonly GenEntry[], name: (e: GenEntry, i: number) => string = (e) => e.name): string {
  const main = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.section === 'main');
  const side = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.section === 'sideboard');
  const lines = ['Deck', ...main.map(({ e, i }) => `${e.count} ${name(e, i)}`)];
  if (side.length > 0) lines.push('', 'Sideboard', ...side.map(({ e, i }) => `${e.count} ${name(e, i)}`));
  return `${lines.join('\n')}\n`;
}

/** The deck with every sideboard card on an `SB:` line, in the order given (main and sideboard interleaved). */
export function writeInterleaved(entries: readonly GenEntry[]): string {
  return `${entries.map((e) => `${e.section === 'sideboard' ? 'SB: ' : ''}${e.count} ${e.name}`).join('\n')}\n`;
}

/** A finding reduced to what the same deck written another way must keep. */
export function findingKey(f: Finding): string {
  return JSON.stringify([
    f.rule,
    f.severity,
    f.card === undefined ? null : nameKey(f.card),
    f.count ?? null,
    f.limit ?? null,
    f.minimum ?? null,
    f.section ?? null,
  ]);
}

export function findingKeys(findings: readonly Finding[]): string[] {
  return findings.map(findingKey).sort();
}

/** Apply a permutation given as sort keys (fast-check shrinks integer arrays well). */
export function permute<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => ({ item, k: keys[i % Math.max(1, keys.length)] ?? 0, i }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map(({ item }) => item);
}

/** Re-case a name: each letter upper or lower as the flags say. */
export function recase(name: string, flags: readonly boolean[]): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const ch = name[i] ?? '';
    out += flags[i % Math.max(1, flags.length)] ? ch.toUpperCase() : ch.toLowerCase();
  }
  return out;
}
