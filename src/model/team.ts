/** Team views over resolved decks: one card's copies in every deck of a team. */
import { basicWhicheverItIs, deckCopies, type CardGroup, type ResolvedDeck } from './model.js';
import { cardLocations } from './model.js';
import type { Finding, Location, RuleId } from '../diagnostic.js';

export interface TeamCard {
  readonly key: string;
  readonly name: string;
  /** Per deck that holds the card: the deck and its group. By file name, so the players' order changes nothing. */
  readonly holdings: readonly { readonly deck: ResolvedDeck; readonly group: CardGroup; readonly copies: number }[];
  readonly total: number;
  readonly basic: boolean;
  readonly deckLimit: number | 'any' | undefined;
}

export function teamCards(decks: readonly ResolvedDeck[]): TeamCard[] {
  const map = new Map<string, { deck: ResolvedDeck; group: CardGroup; copies: number }[]>();
  // By file name (stable for equal names): where a finding points, the name it shows and the order of its breakdown
  // must not depend on the order the players were given in.
  const byFile = [...decks].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const deck of byFile) {
    for (const group of deck.cards.values()) {
      const copies = deckCopies(group);
      if (copies === 0) continue;
      const list = map.get(group.key) ?? [];
      list.push({ deck, group, copies });
      map.set(group.key, list);
    }
  }
  const out: TeamCard[] = [];
  for (const [key, holdings] of map) {
    const infoGroup = holdings.find((h) => h.group.info !== undefined)?.group ?? holdings[0]?.group;
    if (!infoGroup) continue;
    out.push({
      key,
      name: infoGroup.name,
      holdings,
      total: holdings.reduce((s, h) => s + h.copies, 0),
      basic: infoGroup.info?.basic ?? holdings.every((h) => basicWhicheverItIs(h.deck, h.group)),
      deckLimit: infoGroup.info?.deckLimit,
    });
  }
  return out;
}

/** Every line holding the card, in every deck of the team. */
export function teamLocations(card: TeamCard): Location[] {
  return card.holdings.flatMap((h) => cardLocations(h.deck, h.group).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
}

/** "4 in a.txt + 2 in b.txt" */
export function teamBreakdown(card: TeamCard): string {
  return card.holdings.map((h) => `${h.copies} in ${h.deck.file}`).join(' + ');
}

/** How a team's deck is named in a message: "seat A (Alice, a.txt)", "Alice (a.txt)" or "a.txt". */
export function deckLabel(deck: ResolvedDeck): string {
  const who = [deck.parsed.player, deck.file].filter((s) => s !== undefined).join(', ');
  if (deck.parsed.seat !== undefined) return `seat ${deck.parsed.seat} (${who})`;
  return deck.parsed.player !== undefined ? `${deck.parsed.player} (${deck.file})` : deck.file;
}

/** What every team finding about one card says: where (its first line), the team, the card, its count, every line. */
export function teamCardFindingBase(
  card: TeamCard,
  team: string,
  rule: { readonly id: RuleId; readonly reference: string },
): Omit<Finding, 'severity' | 'message'> {
  const related = teamLocations(card);
  const first = related[0];
  return {
    rule: rule.id,
    file: first?.file ?? null,
    line: first?.line ?? null,
    column: first?.column ?? null,
    team,
    card: card.name,
    count: card.total,
    reference: rule.reference,
    related,
  };
}
