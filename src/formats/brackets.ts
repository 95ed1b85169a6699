/**
 * The Commander Brackets (src/data/brackets): the Game Changers list in force on a day, which bracket rules were in
 * force, whether a check may ask for a bracket, and the lowest bracket a deck's cards allow. Pure; no rules text is read
 * here (the mass land denial and extra-turn cards are names, written by the bracket-categories script).
 */
import { nameKey } from '../cards/normalize.js';
import { daysBetween, LISTS_GRACE_DAYS } from './knowledge.js';
import {
  bracketCategories,
  BRACKETS,
  gameChangers,
  twoCardCombos,
  type BracketRulesVersion,
  type ComboData,
  type GameChangersEvent,
} from '../data/brackets.js';
import { loadBracketTables } from '../data/bracket-tables-load.js';
import type { FormatDef } from './formats.js';

/** A bracket number, 1 (Exhibition) to 5 (cEDH). */
export type Bracket = 1 | 2 | 3 | 4 | 5;

/** The first day of the brackets and of the Game Changers list (Introducing Commander Brackets Beta). */
export const BRACKETS_SINCE = BRACKETS.since;

/** The bracket's name: "Exhibition", "Core", "Upgraded", "Optimized", "cEDH". */
export function bracketName(bracket: number): string {
  return BRACKETS.brackets.find((b) => b.number === bracket)?.name ?? `Bracket ${bracket}`;
}

/** "Bracket 3 (Upgraded)". */
export function bracketLabel(bracket: number): string {
  return `Bracket ${bracket} (${bracketName(bracket)})`;
}

/** The version of the bracket rules in force on `date` (the first one before it begins). */
export function bracketRulesOn(date: string): BracketRulesVersion {
  let current = BRACKETS.versions[0];
  for (const v of BRACKETS.versions) if (v.effective <= date) current = v;
  if (!current) throw new Error('brackets.json has no versions');
  return current;
}

/** The Game Changers list in force on a day. */
export interface GameChangersInForce {
  /**
   * Normalised name → the card's name as the list writes it; a multi-face card also under its front face's name (the
   * name a deck without card data is read by).
   */
  readonly cards: ReadonlyMap<string, string>;
  /** How many cards are on the list. */
  readonly size: number;
  /** The day of the list in force (the update that made it, or the first list). */
  readonly asOf: string;
  /** The announcement of the list in force. */
  readonly source: string;
  readonly title: string;
  /** The update that made it, or null for the first list. */
  readonly event: GameChangersEvent | null;
  /** The last day the list is known to be complete. */
  readonly knownThrough: string;
}

const listsByDate = new Map<string, GameChangersInForce>();

/** The Game Changers list on `date` (on or after BRACKETS_SINCE). */
export function gameChangersOn(date: string): GameChangersInForce {
  const cached = listsByDate.get(date);
  if (cached) return cached;
  const cards = new Map<string, string>();
  for (const c of gameChangers().initial) cards.set(nameKey(c), c);
  let event: GameChangersEvent | null = null;
  for (const e of gameChangers().events) {
    if (e.effective > date) break;
    for (const c of e.changes.removed ?? []) cards.delete(nameKey(c));
    for (const c of e.changes.added ?? []) cards.set(nameKey(c), c);
    event = e;
  }
  const size = cards.size;
  for (const [key, c] of [...cards]) for (const k of frontKeys(c)) if (k !== key) cards.set(k, c);
  const list: GameChangersInForce = {
    cards,
    size,
    asOf: event?.effective ?? gameChangers().since,
    source: event?.source ?? gameChangers().initialSource.url,
    title: event?.title ?? gameChangers().initialSource.title,
    event,
    knownThrough: gameChangers().knownThrough.day,
  };
  listsByDate.set(date, list);
  return list;
}

/**
 * Days `date` lies past the Game Changers list's knowledge date when that is more than LISTS_GRACE_DAYS (the banned
 * lists' grace period), else null: an update since then would not be known.
 */
export function gameChangersOutOfDate(date: string): number | null {
  const past = daysBetween(gameChangers().knownThrough.day, date);
  return past > LISTS_GRACE_DAYS ? past : null;
}

/** The keys a card is found by: its name's, and for a multi-face card "Front // Back" also its front face's. */
function frontKeys(name: string): string[] {
  const front = name.split(' // ')[0] ?? name;
  return front === name ? [nameKey(name)] : [nameKey(name), nameKey(front)];
}

function byKeys(names: readonly string[]): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const n of names) for (const k of frontKeys(n)) if (!out.has(k)) out.set(k, n);
  return out;
}

let massLandDenial: ReadonlyMap<string, string> | undefined;
let extraTurns: ReadonlyMap<string, string> | undefined;

/** Whether a card (by normalised name) is a mass land denial card. */
export function isMassLandDenial(key: string): boolean {
  massLandDenial ??= byKeys(bracketCategories().massLandDenial);
  return massLandDenial.has(key);
}

/** Whether a card (by normalised name) gives a player an extra turn. */
export function isExtraTurnCard(key: string): boolean {
  extraTurns ??= byKeys(bracketCategories().extraTurns);
  return extraTurns.has(key);
}

/** The named two-card combinations (not exhaustive) whose two cards are both among `keys`. */
export function combosIn(keys: ReadonlySet<string>): ComboData[] {
  return twoCardCombos().combos.filter((c) => keys.has(nameKey(c.cards[0])) && keys.has(nameKey(c.cards[1])));
}

/** How many named two-card combinations deckcheck knows (the table is not exhaustive). */
export function namedCombos(): number {
  return twoCardCombos().combos.length;
}

/** The cards behind one step up from Bracket 1. */
export interface BracketReason {
  /** The lowest bracket these cards allow. */
  readonly bracket: Bracket;
  readonly kind: 'game-changers' | 'mass-land-denial' | 'extra-turns' | 'two-card-combo';
  /** The cards, in the deck's order of names (a combo: its two cards). */
  readonly cards: readonly string[];
}

/** The lowest bracket a deck's cards allow, and why. */
export interface LowestBracket {
  readonly lowest: Bracket;
  readonly reasons: readonly BracketReason[];
  /** One sentence for the report. */
  readonly explanation: string;
}

/** A card of a deck as the bracket rules read it: its normalised name and its name. */
export interface BracketCard {
  readonly key: string;
  readonly name: string;
}

/** The deck's cards on each of the bracket lists, on `date`. */
export interface BracketCards {
  readonly gameChangers: readonly BracketCard[];
  readonly massLandDenial: readonly BracketCard[];
  readonly extraTurns: readonly BracketCard[];
  readonly combos: readonly ComboData[];
}

/** Sorts out a deck's cards (each once) by the bracket lists in force on `date`. */
export function bracketCards(cards: readonly BracketCard[], date: string): BracketCards {
  const gc = gameChangersOn(date).cards;
  const keys = new Set(cards.map((c) => c.key));
  return {
    gameChangers: cards.filter((c) => gc.has(c.key)),
    massLandDenial: cards.filter((c) => isMassLandDenial(c.key)),
    extraTurns: cards.filter((c) => isExtraTurnCard(c.key)),
    combos: combosIn(keys),
  };
}

const names = (cs: readonly BracketCard[]): string[] => cs.map((c) => c.name);

/** The lowest bracket the cards allow on `date`: the highest bracket any of their limits asks for. */
export function lowestBracket(found: BracketCards, date: string): LowestBracket {
  const reasons: BracketReason[] = [];
  const gcs = names(found.gameChangers);
  if (gcs.length > 0) reasons.push({ bracket: gcs.length > 3 ? 4 : 3, kind: 'game-changers', cards: gcs });
  if (found.massLandDenial.length > 0) reasons.push({ bracket: 4, kind: 'mass-land-denial', cards: names(found.massLandDenial) });
  for (const combo of found.combos) reasons.push({ bracket: 3, kind: 'two-card-combo', cards: [...combo.cards] });
  if (found.extraTurns.length > 0) reasons.push({ bracket: 2, kind: 'extra-turns', cards: names(found.extraTurns) });
  reasons.sort((a, b) => b.bracket - a.bracket);
  const lowest = (reasons[0]?.bracket ?? 1) as Bracket;
  const list = gameChangersOn(date);
  const why = reasons.map(reasonText).join('; ');
  // Past the list's knowledge date (and the grace period) an update may be missing: the sentence says so.
  const known = gameChangersOutOfDate(date) === null ? '' : `, the newest deckcheck knows; updates after ${list.knownThrough} are not known`;
  const explanation =
    reasons.length === 0
      ? `Lowest bracket by its cards: ${bracketLabel(1)}: no Game Changers (list of ${list.asOf}${known}), mass land denial, ` +
        'extra-turn cards or named two-card combos. Which of Brackets 1 and 2 it belongs in depends on what it is built ' +
        'for, which a decklist does not show.'
      : `At least ${bracketLabel(lowest)}: ${why} (Game Changers list of ${list.asOf}${known}).`;
  return { lowest, reasons, explanation };
}

/** "4 Game Changers: A, B, C, D" and the like. */
export function reasonText(r: BracketReason): string {
  const n = r.cards.length;
  switch (r.kind) {
    case 'game-changers':
      return `${n} Game Changer${n === 1 ? '' : 's'}: ${r.cards.join(', ')}`;
    case 'mass-land-denial':
      return `mass land denial: ${r.cards.join(', ')}`;
    case 'extra-turns':
      return `extra-turn card${n === 1 ? '' : 's'}: ${r.cards.join(', ')}`;
    case 'two-card-combo':
      return `the two-card combo ${r.cards.join(' + ')}`;
  }
}

/**
 * Why a check cannot ask for `bracket` in `format` on `date`, or undefined when it can: the brackets are Commander's
 * (BRACKETS.otherFormats) and began on BRACKETS_SINCE.
 */
export function bracketProblem(bracket: number, format: FormatDef, date: string): string | undefined {
  if (!Number.isInteger(bracket) || bracket < 1 || bracket > 5) {
    return `there are five Commander brackets, 1 (Exhibition) to 5 (cEDH), not ${bracket}`;
  }
  if (format.id !== 'commander') {
    return format.commander
      ? `brackets apply to Commander only, not ${format.name}. ${BRACKETS.otherFormats} (${BRACKETS.panel.url})`
      : `brackets are a Commander matter; ${format.name} is not a Commander format (use --format commander)`;
  }
  if (date < BRACKETS_SINCE) {
    return (
      `the Commander Brackets began on ${BRACKETS_SINCE}, when the Commander Format Panel introduced them with the ` +
      `first Game Changers list (${gameChangers().initialSource.url}); ${date} is earlier, so there is no bracket to ` +
      'check. Use a later date, or leave the bracket out.'
    );
  }
  return undefined;
}

/**
 * Loads the tables a check of `format` may ask for: the Game Changers lists, the named combos and the card categories,
 * for Commander (the only format with brackets: each deck's lowest bracket, a `bracket` asked for). prepareCheck awaits
 * it; in Node the tables come with the module and this does nothing (data/bracket-tables-load).
 */
export function loadBracketData(format: FormatDef): Promise<void> {
  return format.id === 'commander' ? loadBracketTables() : Promise.resolve();
}

/** Whether a report of `format` on `date` states each deck's lowest bracket: Commander, from the brackets' first day. */
export function statesBracket(format: FormatDef, date: string): boolean {
  return format.id === 'commander' && date >= BRACKETS_SINCE;
}

/** The sentence of the report's notes for a check of `bracket` on `date`: what was checked and what was not. */
export function bracketNote(bracket: Bracket, date: string): string {
  const rules = bracketRulesOn(date);
  const list = gameChangersOn(date);
  const stale = gameChangersOutOfDate(date);
  return (
    `${bracketLabel(bracket)} is checked by the Commander Brackets of ${rules.effective} (${rules.title}, ${rules.url}): ` +
    `the Game Changers list of ${list.asOf} (${list.size} cards), mass land denial (${bracketCategories().massLandDenial.length} cards) ` +
    `and extra-turn cards (${bracketCategories().extraTurns.length}) as deckcheck's list finds them in card rules text, and the ${namedCombos()} ` +
    `two-card combination${namedCombos() === 1 ? '' : 's'} the panel's articles name (not exhaustive: other combos are not found). ` +
    `Not checked: ${rules.notChecked}` +
    (stale === null
      ? ''
      : ` The Game Changers list is known through ${list.knownThrough}; an update since then would not be known.`)
  );
}
