import type { FormatDef } from '../formats/formats.js';
import type { ListsInForce } from '../formats/lists.js';
import type { ResolvedDeck } from '../check/model.js';
import type { ResolvedPool } from '../check/pool.js';
import type { CardDatabaseInfo, SetFacts } from '../cards/facts.js';
import type { Finding } from '../report/diagnostic.js';
import type { VariantDeck } from '../check/supplementary.js';
import type { SupplementaryKind } from '../variants/variants.js';

export interface RuleMeta {
  /** Stable kebab-case id; never renamed. */
  readonly id: string;
  /** One line: what the rule checks. */
  readonly description: string;
  /** The rule it enforces, e.g. "CR 100.2a". */
  readonly reference: string;
  /** What the rule looks at: one deck, a team of decks, the input text, or decks against a Limited pool. */
  readonly scope: 'deck' | 'team' | 'input' | 'pool';
}

/** How Two-Headed Giant treats cards whose text lifts the copy limit (RULES.md A1/A2). */
export type TeamOverridePolicy = 'lenient' | 'strict';

export interface CheckContext {
  readonly format: FormatDef;
  /** The day the deck is checked for (YYYY-MM-DD). */
  readonly date: string;
  /** The banned/restricted lists in force on `date`, or null for formats without lists. */
  readonly lists: ListsInForce | null;
  readonly teamOverrides: TeamOverridePolicy;
  /** The imported card database in use (src/db), or null/absent with only the embedded facts. */
  readonly cardDatabase?: CardDatabaseInfo | null;
  /** The card data's set table (type, release date, online-only, foreign-only), when it has one. */
  readonly sets?: ReadonlyMap<string, SetFacts>;
}

export interface ResolvedTeam {
  /** Display name of the team, e.g. "a.txt + b.txt". */
  readonly name: string;
  readonly decks: readonly ResolvedDeck[];
}

export interface DeckRule {
  readonly meta: RuleMeta & { readonly scope: 'deck' };
  check(deck: ResolvedDeck, ctx: CheckContext): Finding[];
}

export interface TeamRule {
  readonly meta: RuleMeta & { readonly scope: 'team' };
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
