/**
 * The Commander Brackets of the Commander Format Panel, as data (data/brackets): the dated Game Changers list, the
 * five brackets and the versions of their rules, the two-card combinations the panel's articles name, and the mass
 * land denial and extra-turn cards (written by the repository's bracket-categories script from card rules text, so that no rules
 * text is needed at run time). The files are validated against data/brackets/schema by
 * a test.
 */
import type { KnownThrough } from './pools.js';
import bracketsData from './brackets/brackets.json' with { type: 'json' };
import { bracketTables } from './bracket-tables-load.js';

/** One update of the Game Changers list. */
export interface GameChangersEvent {
  readonly announced: string;
  readonly effective: string;
  /** The announcement's URL. */
  readonly source: string;
  readonly title: string;
  readonly note?: string;
  /** true when the cards of the update could not be read from the announcement itself (the note says how they were). */
  readonly unverified?: boolean;
  readonly changes: { readonly added?: readonly string[]; readonly removed?: readonly string[] };
}

export interface GameChangersHistory {
  readonly since: string;
  readonly knownThrough: KnownThrough;
  readonly initialSource: { readonly url: string; readonly title: string; readonly date: string; readonly note: string };
  readonly initial: readonly string[];
  readonly events: readonly GameChangersEvent[];
}

export interface BracketRulesVersion {
  readonly effective: string;
  readonly url: string;
  readonly title: string;
  readonly limits: string;
  /** What of this version no decklist can show, for the report. */
  readonly notChecked: string;
}

export interface BracketsData {
  readonly since: string;
  readonly panel: { readonly url: string; readonly title: string; readonly note: string };
  readonly brackets: readonly { readonly number: number; readonly name: string }[];
  readonly versions: readonly BracketRulesVersion[];
  readonly otherFormats: string;
}

export interface ComboData {
  readonly cards: readonly [string, string];
  readonly url: string;
  readonly note: string;
}

export const BRACKETS: BracketsData = bracketsData;

/** The two-card combinations deckcheck names (combos.json). */
export interface TwoCardCombos {
  readonly note: string;
  readonly combos: readonly ComboData[];
}

/** The mass land denial and extra-turn cards (categories.json, written by the bracket-categories script). */
export interface BracketCategories {
  readonly source: string;
  readonly from: { readonly file: string; readonly date: string | null; readonly version: string | null };
  readonly massLandDenial: readonly string[];
  readonly extraTurns: readonly string[];
}

/**
 * The Game Changers lists (game-changers.json). A function, as are twoCardCombos and bracketCategories: a browser
 * loads these tables when a Commander check is prepared (data/bracket-tables-load.browser); Node with the module.
 */
export function gameChangers(): GameChangersHistory {
  return bracketTables().gameChangers;
}

export function twoCardCombos(): TwoCardCombos {
  return bracketTables().combos;
}

export function bracketCategories(): BracketCategories {
  return bracketTables().categories;
}
