/** What the Commander-family rules share: the command zone, the starting deck, and whom a finding is about. */
import { COLORS, frontFace, hasCharacteristics } from '../cards/characteristics.js';
import type { Color } from '../cards/facts.js';
import type { CardGroup, ResolvedDeck } from '../model/model.js';
import type { Finding, RuleId } from '../diagnostic.js';
import { cardPlace } from './shared.js';

/** Cards of the starting deck (CR 702.139b): the main deck and, in a Commander game, the command zone. */
export function startingDeck(deck: ResolvedDeck): CardGroup[] {
  return [...deck.cards.values()].filter((g) => g.counts.main > 0 || g.counts.commander > 0);
}

/** An instant or sorcery card (by its front face): in Oathbreaker's command zone, the signature spell. */
export function isInstantOrSorcery(group: CardGroup): boolean {
  return hasType(group, 'Instant', 'Sorcery');
}

/** The commanders proper: in Oathbreaker the oathbreaker(s), without the signature spell; elsewhere the whole zone. */
export function commandersProper(groups: readonly CardGroup[], oathbreaker: boolean): CardGroup[] {
  return oathbreaker ? groups.filter((g) => !isInstantOrSorcery(g)) : [...groups];
}

/** Copies of a card in the starting deck. */
export function startingCopies(group: CardGroup): number {
  return group.counts.main + group.counts.commander;
}

/** Whether the front face of a known card has one of these card types. */
export function hasType(group: CardGroup, ...types: string[]): boolean {
  const face = group.info && hasCharacteristics(group.info) ? frontFace(group.info) : undefined;
  return face !== undefined && face.types.some((t) => types.includes(t));
}

/** The lines of a group, for a message: "line 12", "lines 12, 40". */
export function linesText(deck: ResolvedDeck, group: CardGroup): string {
  const lines = cardPlace(deck, group).all.map((l) => l.line).filter((l): l is number => l !== null);
  if (lines.length === 0) return 'no line';
  return `${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`;
}

/** "Name (line 3), Other (line 9)" for up to `max` cards, then "and N more". */
export function cardList(deck: ResolvedDeck, groups: readonly CardGroup[], max = 12): string {
  const shown = groups.slice(0, max).map((g) => `${g.name} (${linesText(deck, g)})`);
  const more = groups.length > max ? ` and ${groups.length - max} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** Colours as W/U/B/R/G letters, or "colourless". */
export function colorsText(colors: readonly Color[]): string {
  return colors.length === 0 ? 'colourless' : COLORS.filter((c) => colors.includes(c)).join('');
}

/** A finding about a card, placed on its first line in the deck proper, with every line as related. */
export function groupFinding(
  rule: RuleId,
  deck: ResolvedDeck,
  group: CardGroup,
  fields: Pick<Finding, 'severity' | 'message' | 'reference'> & Partial<Pick<Finding, 'count' | 'limit'>>,
): Finding {
  const { first, all } = cardPlace(deck, group);
  return {
    rule,
    file: deck.file,
    line: first?.line ?? null,
    column: first?.column ?? null,
    ...(first?.section !== undefined ? { section: first.section } : {}),
    card: group.name,
    related: all,
    ...fields,
  };
}

/** Sorted by first line, so findings and lists read top to bottom. */
export function byLine(deck: ResolvedDeck, groups: Iterable<CardGroup>): CardGroup[] {
  return [...groups].sort((a, b) => (cardPlace(deck, a).first?.line ?? 0) - (cardPlace(deck, b).first?.line ?? 0));
}
