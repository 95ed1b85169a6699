/** Small helpers the rules share. */
import { cardLocations, type CardGroup, type ResolvedDeck } from '../model/model.js';
import type { DeckEntry } from '../parse/types.js';
import type { Finding, Location, RuleId } from '../diagnostic.js';

/** "4 in the main deck + 1 in the sideboard" */
export function sectionBreakdown(group: CardGroup): string {
  const parts: string[] = [];
  const extraCompanion = Math.max(0, group.counts.companion - group.counts.sideboard);
  if (group.counts.main > 0) parts.push(`${group.counts.main} in the main deck`);
  if (group.counts.sideboard > 0) parts.push(`${group.counts.sideboard} in the sideboard`);
  if (extraCompanion > 0) parts.push(`${extraCompanion} as companion`);
  if (group.counts.commander > 0) parts.push(`${group.counts.commander} as commander`);
  return parts.join(' + ');
}

/** The first location of a card (lowest line) and all of them. */
export function cardPlace(deck: ResolvedDeck, group: CardGroup): { first: Location | undefined; all: Location[] } {
  const all = cardLocations(deck, group).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { first: all[0], all };
}

/**
 * "Remove it (main deck and sideboard)." — or, in a format without a sideboard (the Commander family), "Remove it."
 * with the command zone named when the card stands there.
 */
export function removeAdvice(group: CardGroup, count: number, format: { readonly sideboardMax: number }): string {
  const what = count === 1 ? 'Remove it' : `Remove all ${count}`;
  if (format.sideboardMax > 0) return `${what} (main deck and sideboard).`;
  const places: string[] = [];
  if (group.counts.main > 0 || group.counts.sideboard > 0) places.push('deck');
  if (group.counts.commander > 0) places.push('command zone');
  if (group.counts.companion > 0) places.push('companion');
  return places.length > 1 || (places.length === 1 && places[0] !== 'deck') ? `${what} (${places.join(' and ')}).` : `${what}.`;
}

export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/** The fields every per-card deck finding shares: where the card first stands, its numbers, all its lines. */
export function cardFindingBase(
  rule: RuleId,
  deck: ResolvedDeck,
  group: CardGroup,
  count: number,
  limit: number,
): Pick<Finding, 'rule' | 'file' | 'line' | 'column' | 'card' | 'count' | 'limit' | 'related'> {
  const { first, all } = cardPlace(deck, group);
  return {
    rule,
    file: deck.file,
    line: first?.line ?? null,
    column: first?.column ?? null,
    card: group.name,
    count,
    limit,
    related: all,
  };
}

/** The fields of a finding about one line of a deck: where it stands and what it says. */
export function entryFindingBase(
  deck: ResolvedDeck,
  entry: DeckEntry,
): Pick<Finding, 'file' | 'line' | 'column' | 'section' | 'card' | 'count' | 'related'> {
  return {
    file: deck.file,
    line: entry.line,
    column: entry.column,
    section: entry.section,
    card: entry.name,
    count: entry.count,
    related: [],
  };
}
