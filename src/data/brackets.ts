/**
 * The Commander Brackets of the Commander Format Panel, as data (data/brackets): the dated Game Changers list, the
 * five brackets and the versions of their rules, the two-card combinations the panel's articles name, and the mass
 * land denial and extra-turn cards (written by the repository's bracket-categories script from card rules text, so that no rules
 * text is needed at run time). The files are validated against data/brackets/schema by
 * a test.
 */
import type { KnownThrough } from './pools.js';
import bracketsData from './brackets/brackets.json' with { type: 'json' };
import categoriesData from './brackets/categories.json' with { type: 'json' };
import combosData from './brackets/combos.json' with { type: 'json' };
import gameChangersData from './brackets/game-changers.json' with { type: 'json' };

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

export const GAME_CHANGERS: GameChangersHistory = gameChangersData;
export const BRACKETS: BracketsData = bracketsData;
export const TWO_CARD_COMBOS: { readonly note: string; readonly combos: readonly ComboData[] } = {
  note: combosData.note,
  // The schema holds each combination to two cards.
  combos: combosData.combos.map((c) => ({ ...c, cards: [c.cards[0] ?? '', c.cards[1] ?? ''] as const })),
};
export const BRACKET_CATEGORIES: {
  readonly source: string;
  readonly from: { readonly file: string; readonly date: string | null; readonly version: string | null };
  readonly massLandDenial: readonly string[];
  readonly extraTurns: readonly string[];
} = categoriesData;
