/**
 * `deckcheck diff`: a registered decklist against the deck as presented, for a judge's deck check. Pure: no I/O,
 * never throws on user input. The registered list's own legality is checked when a format is given.
 */
import type { CardIndex } from '../cards/index.js';
import type { CardDatabaseInfo } from '../cards/facts.js';
import type { ParsedDeck } from '../parse/types.js';
import { sortFindings, type Finding } from '../diagnostic.js';
import { cardNameAmbiguous } from '../rules/card-name-ambiguous.js';
import { DIFF_RULES } from '../rules/registry.js';
import { DECK_PROBLEM_REMEDY_LIST_ILLEGAL, deckProblem } from '../rules/deck-problem.js';
import type { CheckContext, DiffContext } from '../rules/types.js';
import { unknownCard } from '../rules/unknown-card.js';
import { checkUnit, type CheckOptions } from './check.js';
import { compareDecks, type CardMove, type CardRow, type SideTotals } from '../model/compare.js';
import { resolveDeck } from '../model/model.js';

export interface DiffOptions {
  readonly index: CardIndex;
  readonly cardDatabase: CardDatabaseInfo | null;
  /** Check the registered list with these options (its format and day); null: its legality is not checked. */
  readonly check: CheckOptions | null;
  /** For the name rules (unknown-card, card-name-ambiguous) on a deck that is not checked as a whole. */
  readonly names: CheckContext;
  /** Notes for the report (e.g. about the card database). */
  readonly notes?: readonly string[];
}

export interface DiffSide {
  readonly file: string;
  /** Deck name from the file, when it has one. */
  readonly name?: string;
  readonly totals: SideTotals;
}

/** A problem the report found, with what the IPG's remedy usually is (the penalty is the head judge's). */
export interface DiffRemedy {
  readonly rule: string;
  readonly reference: string;
  readonly remedy: string;
}

export interface DiffReport {
  readonly registered: DiffSide;
  readonly presented: DiffSide;
  /** The format and day the registered list was checked for; null when it was not checked. */
  readonly format: { readonly id: string; readonly name: string } | null;
  readonly date: string | null;
  /** Whether the registered list is legal; null when it was not checked (no format). */
  readonly registeredLegal: boolean | null;
  readonly cardDatabase: CardDatabaseInfo | null;
  readonly notes: readonly string[];
  /** Whether the totals give a type split (creatures, lands, other): only with a card database. */
  readonly typesKnown: boolean;
  /** Every card, per section: registered, presented, difference. */
  readonly rows: readonly CardRow[];
  readonly moves: readonly CardMove[];
  /** Different cards (by English name) whose counts differ. */
  readonly differing: number;
  /** The deck as presented matches the registered list, card by card and section by section. */
  readonly matches: boolean;
  readonly findings: readonly Finding[];
  readonly errors: number;
  readonly warnings: number;
  readonly remedies: readonly DiffRemedy[];
}

export const NO_FORMAT_NOTE =
  'No format is given (--format): the registered list is compared with the deck, but its own legality is not checked.';

export const NO_TYPES_NOTE =
  'No card database is loaded: card types are not known, so the count view gives section totals only (no split into ' +
  'creatures, lands and other); names are compared as written, with the embedded facts (split cards, faces of the ' +
  'cards deckcheck knows), and foreign-language names are not read.';

export function diffDecks(registered: ParsedDeck, presented: ParsedDeck, options: DiffOptions): DiffReport {
  const reg = resolveDeck(registered, options.index);
  const pres = resolveDeck(presented, options.index);
  const typesKnown = options.cardDatabase !== null;
  const comparison = compareDecks(reg, pres, typesKnown);
  const registeredFindings = options.check ? checkUnit({ kind: 'deck', deck: registered }, options.check).findings : null;
  const ctx: DiffContext = {
    registeredFindings,
    format: options.check?.format ?? null,
    date: options.check?.date ?? null,
  };
  // Every line is understood or reported: names that are no card, or could be several, on a side not checked whole.
  const nameFindings = (deck: typeof reg) => [cardNameAmbiguous, unknownCard].flatMap((r) => r.check(deck, options.names));
  const findings: Finding[] = [
    ...(registeredFindings ?? [...registered.diagnostics, ...nameFindings(reg)]),
    ...presented.diagnostics,
    ...nameFindings(pres),
  ];
  const fired = new Set<string>();
  for (const rule of DIFF_RULES) {
    const out = rule.check(comparison, ctx);
    if (out.length > 0) fired.add(rule.meta.id);
    findings.push(...out);
  }
  const sorted = sortFindings(findings);
  const errors = sorted.filter((f) => f.severity === 'error').length;
  const differing = new Set(comparison.rows.filter((r) => r.difference !== 0).map((r) => r.key)).size;
  const remedies: DiffRemedy[] = [];
  for (const rule of DIFF_RULES) {
    if (!fired.has(rule.meta.id)) continue;
    const listIllegal = registeredFindings?.some((f) => f.severity === 'error') === true;
    const remedy = listIllegal && rule.meta.id === deckProblem.meta.id ? DECK_PROBLEM_REMEDY_LIST_ILLEGAL : rule.remedy;
    remedies.push({ rule: rule.meta.id, reference: rule.meta.reference, remedy });
  }
  return {
    registered: { file: registered.file, ...(registered.name !== undefined ? { name: registered.name } : {}), totals: comparison.totals.registered },
    presented: { file: presented.file, ...(presented.name !== undefined ? { name: presented.name } : {}), totals: comparison.totals.presented },
    format: options.check ? { id: options.check.format.id, name: options.check.format.name } : null,
    date: options.check?.date ?? null,
    registeredLegal: registeredFindings ? !registeredFindings.some((f) => f.severity === 'error') : null,
    cardDatabase: options.cardDatabase,
    notes: [...(typesKnown ? [] : [NO_TYPES_NOTE]), ...(options.check ? [] : [NO_FORMAT_NOTE]), ...(options.notes ?? [])],
    typesKnown,
    rows: comparison.rows,
    moves: comparison.moves,
    differing,
    matches: differing === 0,
    findings: sorted,
    errors,
    warnings: sorted.length - errors,
    remedies,
  };
}
