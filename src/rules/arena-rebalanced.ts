/**
 * MTG Arena's rebalanced cards for the copy rules (card-copies-max, card-singleton): on Arena a rebalanced card
 * ("A-Blood Artist" in the card data) is the same card as its original, under the original's name, so in a format
 * played on Arena they count together: four Blood Artist and four A-Blood Artist are eight copies of one card.
 */
import { rebalancedOriginal } from '../cards/rebalanced.js';
import { nameKey } from '../cards/normalize.js';
import { usesArenaPool, type FormatDef } from '../formats/formats.js';
import type { CardGroup, ResolvedDeck } from '../model/model.js';
import type { Location } from '../diagnostic.js';
import { cardPlace, sectionBreakdown } from './shared.js';

/** Where Arena says so: Wizards' Alchemy announcement and its rebalancing FAQ. */
export const ARENA_REBALANCED_REFERENCE =
  'MTG Arena rebalancing (Alchemy announcement, magic.wizards.com, 2021-12-02: a rebalanced card is its original card on Arena)';

/** One card for the copy limit: a group, with the rebalanced versions that count as the same card on Arena. */
export interface CopyUnit {
  /** The card's own group: the original when the deck has it, else the only group. */
  readonly group: CardGroup;
  /** Rebalanced (A-) versions of `group` in the same deck; empty outside Arena formats. */
  readonly rebalanced: readonly CardGroup[];
}

/**
 * Rebalanced (A-) cards that count with their original in the deck: by the original's key, its versions; `merged`,
 * every such version (counted with its original, not on its own).
 */
export interface RebalancedVersions {
  readonly of: ReadonlyMap<string, readonly CardGroup[]>;
  readonly merged: ReadonlySet<CardGroup>;
}

/**
 * The deck's rebalanced versions as the copy rules count them: on Arena formats a card and its rebalanced versions are
 * one; undefined outside them (every card counts on its own). The copy rules loop over the deck's cards, pass over
 * the `merged` ones and make a CopyUnit only for a card they report: no object per card of every deck.
 */
export function rebalancedVersions(deck: ResolvedDeck, format: FormatDef): RebalancedVersions | undefined {
  if (!usesArenaPool(format)) return undefined;
  const of = new Map<string, CardGroup[]>();
  for (const g of deck.cards.values()) {
    const original = rebalancedOriginal(g.name);
    if (original === undefined || !deck.cards.has(nameKey(original))) continue;
    const key = nameKey(original);
    of.set(key, [...(of.get(key) ?? []), g]);
  }
  return { of, merged: new Set([...of.values()].flat()) };
}

/** The rebalanced versions that count with `group` (none outside Arena formats). */
export function versionsOf(versions: RebalancedVersions | undefined, group: CardGroup): readonly CardGroup[] {
  return versions === undefined ? NO_VERSIONS : (versions.of.get(group.key) ?? NO_VERSIONS);
}

const NO_VERSIONS: readonly CardGroup[] = [];

/** Copies of a card with its rebalanced versions, by a per-group count. */
export function unitCopies(group: CardGroup, rebalanced: readonly CardGroup[], count: (g: CardGroup) => number): number {
  let n = count(group);
  for (const g of rebalanced) n += count(g);
  return n;
}

/** "Blood Artist and its rebalanced version A-Blood Artist" */
export function unitName(unit: CopyUnit): string {
  if (unit.rebalanced.length === 0) return unit.group.name;
  const names = unit.rebalanced.map((g) => g.name).join(' and ');
  return `${unit.group.name} and its rebalanced version${unit.rebalanced.length > 1 ? 's' : ''} ${names}`;
}

/** "4 in the main deck" or, with rebalanced versions, "Blood Artist: 4 in the main deck; A-Blood Artist: 4 …" */
export function unitBreakdown(unit: CopyUnit): string {
  if (unit.rebalanced.length === 0) return sectionBreakdown(unit.group);
  return [unit.group, ...unit.rebalanced].map((g) => `${g.name}: ${sectionBreakdown(g)}`).join('; ');
}

/** Every line of the unit's groups, top to bottom. */
export function unitLines(deck: ResolvedDeck, unit: CopyUnit): Location[] {
  return [unit.group, ...unit.rebalanced].flatMap((g) => cardPlace(deck, g).all).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The sentence that says why the versions count together, or '' for a plain card. */
export function unitWhy(unit: CopyUnit): string {
  return unit.rebalanced.length === 0
    ? ''
    : " On MTG Arena a rebalanced (A-) card is the same card as its original, under the original's name, so they count together.";
}
