import type { Bracket } from '../formats/brackets.js';
import type { FormatDef } from '../formats/formats.js';
import type { ListsInForce } from '../formats/lists.js';
import type { Currency } from '../formats/knowledge.js';
import type { ResolvedDeck } from '../model/model.js';
import type { ResolvedPool } from '../model/pool.js';
import type { DeckComparison } from '../model/compare.js';
import type { CardDatabaseInfo, Color, Platform, SetFacts } from '../cards/facts.js';
import type { Finding, RuleId } from '../diagnostic.js';
import type { VariantDeck } from '../model/supplementary.js';
import type { SupplementaryKind } from '../variants/variants.js';

export interface RuleMeta {
  /** Stable kebab-case id; never renamed. */
  readonly id: RuleId;
  /** One line: what the rule checks. */
  readonly description: string;
  /** The rule it enforces, e.g. "CR 100.2a". */
  readonly reference: string;
  /**
   * What the rule looks at: one deck, a team of decks, the input text, decks against a Limited pool, or a registered
   * decklist beside the deck as presented (`deckcheck diff`), or the report itself (its bounds).
   */
  readonly scope: 'deck' | 'team' | 'input' | 'pool' | 'diff' | 'report';
}

/**
 * The team model: Two-Headed Giant (a team-wide four-copy limit, no sideboards) or Team Unified
 * Constructed (MTR 8.4: a non-basic card name in one deck of the team only; sideboards allowed).
 */
export type TeamRules = '2hg' | 'unified';

export const TEAM_RULES_IDS: readonly TeamRules[] = ['2hg', 'unified'];

/** How Two-Headed Giant treats cards whose text lifts the copy limit. */
export type TeamOverridePolicy = 'lenient' | 'strict';

export interface CheckContext {
  readonly format: FormatDef;
  /** The day the deck is checked for (YYYY-MM-DD). */
  readonly date: string;
  /**
   * The platform the deck is checked for: sets and printings are dated by the day they came to it (Magic Online, MTG
   * Arena) where deckcheck's tables know one. Absent: tabletop ('paper').
   */
  readonly platform?: Platform;
  /** The banned/restricted lists in force on `date`, or null for formats without lists. */
  readonly lists: ListsInForce | null;
  readonly teamOverrides: TeamOverridePolicy;
  /** The imported card database in use (db), or null/absent with only the embedded facts. */
  readonly cardDatabase?: CardDatabaseInfo | null;
  /**
   * The colour chosen for a commander that chooses its colour before the game (CR 903.4b: The Prismatic Piper, …),
   * from `--commander-color`; absent when not given.
   */
  readonly commanderColors?: readonly Color[];
  /** The card data's set table (code → set, upper case), for rules that read printings; empty or absent without one. */
  readonly sets?: ReadonlyMap<string, SetFacts>;
  /**
   * How current the knowledge of the format is on `date`: deckcheck's own knowledge date, card data that extends it
   * (formats/knowledge), and whether the day lies past both. Absent for formats without lists or pool.
   */
  readonly currency?: Currency | null;
  /** The supplementary deck of the casual variant checked (--variant), if any: its cards have their own rules. */
  readonly supplementary?: SupplementaryKind;
  /** How many findings of a unit the report lists (absent: MAX_FINDINGS): a rule need not do costly work past it. */
  readonly maxFindings?: number;
  /** The Commander bracket the decks are checked for (`--bracket`, 1-5), when one is asked for (Commander only). */
  readonly bracket?: Bracket;
}

export interface ResolvedTeam {
  /** Display name of the team, e.g. "a.txt + b.txt". */
  readonly name: string;
  readonly decks: readonly ResolvedDeck[];
  /** The team model the team's decks are checked under. */
  readonly teamRules: TeamRules;
}

export interface DeckRule {
  readonly meta: RuleMeta & { readonly scope: 'deck' };
  check(deck: ResolvedDeck, ctx: CheckContext): Finding[];
}

export interface TeamRule {
  /** `teamRules`: the team models the rule belongs to; it runs only for teams checked under one of them. */
  readonly meta: RuleMeta & { readonly scope: 'team'; readonly teamRules: readonly TeamRules[] };
  check(team: ResolvedTeam, ctx: CheckContext): Finding[];
}

/** A rule of a casual variant (Archenemy, Planechase, …): one player's supplementary deck, next to their deck. */
export interface VariantRule {
  readonly meta: RuleMeta & { readonly scope: 'deck' };
  /** The supplementary deck the rule checks; it runs only under variants that use that kind. */
  readonly kind: SupplementaryKind;
  check(deck: VariantDeck): Finding[];
}

/** The decks a Limited pool must cover: one player's deck, or every deck of a Two-Headed Giant team together. */
export interface PoolUnit {
  /** The deck's file, or the team's display name. */
  readonly name: string;
  readonly team: boolean;
  readonly decks: readonly ResolvedDeck[];
}

export interface PoolRule {
  readonly meta: RuleMeta & { readonly scope: 'pool' };
  check(unit: PoolUnit, pool: ResolvedPool, ctx: CheckContext): Finding[];
}

/** What a deck check knows besides the two decks. */
export interface DiffContext {
  /**
   * The findings of checking the registered list on its own (`--format`), or null when its legality was not checked.
   */
  readonly registeredFindings: readonly Finding[] | null;
  /** The format and day the registered list was checked for, when it was. */
  readonly format: FormatDef | null;
  readonly date: string | null;
}

/** A rule of `deckcheck diff`: the registered decklist beside the deck as presented. */
export interface DiffRule {
  readonly meta: RuleMeta & { readonly scope: 'diff' };
  /** What the IPG's remedy usually is, in a clause (the penalty is the head judge's to decide). */
  readonly remedy: string;
  check(diff: DeckComparison, ctx: DiffContext): Finding[];
}
