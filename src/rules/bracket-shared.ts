/**
 * What the four bracket rules share (bracket-game-changers, bracket-mass-land-denial, bracket-extra-turns,
 * bracket-two-card-combos): the deck's cards on the bracket lists, sorted once per deck and day, and the fields of their
 * findings. The limits are those of the Commander Format Panel's articles (data/brackets/brackets.json).
 */
import { deckCopies, type CardGroup, type ResolvedDeck } from '../model/model.js';
import { bracketCards, bracketLabel, bracketRulesOn, type BracketCard, type BracketCards } from '../formats/brackets.js';
import type { Finding, Location, RuleId } from '../diagnostic.js';
import { cardPlace } from './shared.js';

const sorted = new WeakMap<ResolvedDeck, { date: string; found: BracketCards }>();

/** The deck's cards (each once, main deck, command zone and sideboard) in the order of their first lines. */
export function deckBracketCards(deck: ResolvedDeck): BracketCard[] {
  const groups: CardGroup[] = [];
  for (const g of deck.cards.values()) if (deckCopies(g) > 0) groups.push(g);
  const line = (g: CardGroup): number => Math.min(...g.entries.map((e) => e.line));
  groups.sort((a, b) => line(a) - line(b));
  return groups.map((g) => ({ key: g.key, name: g.name }));
}

/** The deck's cards on each bracket list in force on `date`. */
export function bracketCardsOf(deck: ResolvedDeck, date: string): BracketCards {
  const hit = sorted.get(deck);
  if (hit && hit.date === date) return hit.found;
  const found = bracketCards(deckBracketCards(deck), date);
  sorted.set(deck, { date, found });
  return found;
}

/** The citation of a bracket finding: the article of the rules in force, and the Game Changers list's when it is used. */
export function bracketReference(date: string, list?: { readonly title: string; readonly source: string }): string {
  const rules = bracketRulesOn(date);
  const own = `Commander Brackets: ${rules.title} (${rules.url})`;
  return list && list.source !== rules.url ? `${own}; Game Changers: ${list.title} (${list.source})` : own;
}

/** Every line of the named cards (by normalised name), sorted by line. */
export function linesOf(deck: ResolvedDeck, keys: readonly string[]): Location[] {
  const out: Location[] = [];
  for (const key of keys) {
    const group = deck.cards.get(key);
    if (group) out.push(...cardPlace(deck, group).all);
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The fields of a finding about several cards of a deck: placed at the first of their lines. */
export function cardsFindingBase(rule: RuleId, deck: ResolvedDeck, keys: readonly string[]): Pick<Finding, 'rule' | 'file' | 'line' | 'column' | 'related'> {
  const related = linesOf(deck, keys);
  return { rule, file: deck.file, line: related[0]?.line ?? null, column: related[0]?.column ?? null, related };
}

export { bracketLabel };
