/**
 * The checker: groups decks into units (a single deck, or a team), runs the rules, and returns a report object.
 * Pure: no I/O, no printing, never throws on user input.
 */
import type { CardIndex } from '../cards/index.js';
import type { FormatDef } from '../formats/formats.js';
import type { ListsInForce } from '../formats/lists.js';
import type { ParsedDeck, SectionId } from '../parse/types.js';
import { sortFindings, type Finding } from '../report/diagnostic.js';
import { DECK_RULES, TEAM_RULES } from '../rules/index.js';
import type { CheckContext, TeamOverridePolicy } from '../rules/types.js';
import { resolveDeck, type ResolvedDeck } from './model.js';
import type { SupplementarySummary, VariantSetup } from './supplementary.js';
import { checkVariantDeck, variantNotes } from './variant.js';

export type Unit =
  | { readonly kind: 'deck'; readonly deck: ParsedDeck; readonly supplementary?: ParsedDeck }
  | { readonly kind: 'team'; readonly name: string; readonly decks: readonly ParsedDeck[] };

export interface CheckOptions {
  readonly format: FormatDef;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly teamOverrides: TeamOverridePolicy;
  /** The imported card database in use, or null when only the embedded facts are known. */
  readonly cardDatabase: CardDatabaseInfo | null;
  /** A casual variant with a supplementary deck (Archenemy, Planechase, …), or none. */
  readonly variant?: VariantSetup | null;
}

export interface CardDatabaseInfo {
  readonly source: string;
  readonly date: string;
  readonly cards: number;
}

export const NO_DATABASE_NOTE =
  'No card database is loaded: card names are not checked against the list of real cards, and format card-pool ' +
  'legality (whether a card is in the format at all) is not checked. Deck sizes, copy limits and the banned and ' +
  'restricted lists are.';

export interface DeckSummary {
  readonly file: string;
  readonly name?: string;
  /** The player's name, when an event manifest gives it. */
  readonly player?: string;
  /** Card counts per section; `sideboard` includes a companion the sideboard does not list. */
  readonly counts: Readonly<Record<SectionId, number>>;
  readonly main: number;
  readonly sideboard: number;
  readonly errors: number;
  readonly warnings: number;
  /** The scheme or planar deck checked with this deck, under a variant. */
  readonly supplementary?: SupplementarySummary;
}

export interface UnitReport {
  readonly kind: 'deck' | 'team';
  readonly name: string;
  readonly legal: boolean;
  readonly decks: readonly DeckSummary[];
  /** Findings of this unit, in canonical order. */
  readonly findings: readonly Finding[];
}

export interface ListsSummary {
  readonly format: string;
  /** The day checked. */
  readonly date: string;
  /** Effective date of the newest change in force on that day. */
  readonly asOf: string;
  readonly banned: number;
  readonly restricted: number;
  /** Changes announced by that day that take effect later. */
  readonly pending: number;
}

export interface CheckReport {
  readonly format: { readonly id: string; readonly name: string };
  /** The casual variant checked (--variant), or null. */
  readonly variant?: { readonly id: string; readonly name: string } | null;
  readonly date: string;
  readonly lists: ListsSummary | null;
  readonly cardDatabase: CardDatabaseInfo | null;
  /** Things the reader should know about what was and was not checked. */
  readonly notes: readonly string[];
  readonly units: readonly UnitReport[];
  readonly findings: readonly Finding[];
  readonly legal: boolean;
  readonly errors: number;
  readonly warnings: number;
}

function countSeverity(findings: readonly Finding[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const f of findings) if (f.severity === 'error') errors++;
  return { errors, warnings: findings.length - errors };
}

function summarize(deck: ResolvedDeck, findings: readonly Finding[], supplementary?: SupplementarySummary): DeckSummary {
  const suppFile = supplementary?.file ?? deck.file;
  const mine = findings.filter((f) => f.file === deck.file || f.file === suppFile);
  const { errors, warnings } = countSeverity(mine);
  const counts = { ...deck.sectionCounts, sideboard: deck.sideboardCount };
  if (supplementary) counts[supplementary.kind] = supplementary.cards;
  return {
    file: deck.file,
    ...(deck.parsed.name !== undefined ? { name: deck.parsed.name } : {}),
    ...(deck.parsed.player !== undefined ? { player: deck.parsed.player } : {}),
    counts,
    main: deck.mainCount,
    sideboard: deck.sideboardCount,
    errors,
    warnings,
    ...(supplementary ? { supplementary } : {}),
  };
}

function checkDeck(deck: ResolvedDeck, ctx: CheckContext): Finding[] {
  const out: Finding[] = [...deck.parsed.diagnostics];
  for (const rule of DECK_RULES) out.push(...rule.check(deck, ctx));
  return out;
}

/** Check one unit (a deck, or a team of decks). */
export function checkUnit(unit: Unit, options: CheckOptions): UnitReport {
  const ctx: CheckContext = {
    format: options.format,
    date: options.date,
    lists: options.lists,
    teamOverrides: options.teamOverrides,
  };
  const parsedDecks = unit.kind === 'deck' ? [unit.deck] : unit.decks;
  const decks = parsedDecks.map((p) => resolveDeck(p, options.index));
  const findings: Finding[] = [];
  for (const deck of decks) {
    const player = deck.parsed.player;
    for (const f of checkDeck(deck, ctx)) findings.push(player !== undefined && f.player === undefined ? { ...f, player } : f);
  }
  const first = decks[0];
  const variant =
    unit.kind === 'deck' && options.variant && first
      ? checkVariantDeck(first, unit.supplementary, options.variant, options.index)
      : undefined;
  if (variant) {
    const player = first?.parsed.player;
    for (const f of variant.findings) findings.push(player !== undefined && f.player === undefined ? { ...f, player } : f);
  }
  if (unit.kind === 'team') {
    const team = { name: unit.name, decks };
    for (const rule of TEAM_RULES) findings.push(...rule.check(team, ctx));
  }
  const sorted = sortFindings(findings);
  return {
    kind: unit.kind,
    name: unit.kind === 'deck' ? (unit.deck.player ?? unit.deck.file) : unit.name,
    legal: countSeverity(sorted).errors === 0,
    decks: decks.map((d) => summarize(d, sorted, variant?.summary)),
    findings: sorted,
  };
}

/** The whole report from checked units, in the order given. */
export function buildReport(units: readonly UnitReport[], options: CheckOptions): CheckReport {
  const all = sortFindings(units.flatMap((r) => r.findings));
  const { errors, warnings } = countSeverity(all);
  const lists = options.lists;
  const variantDef = options.variant?.def ?? null;
  const extraNotes = variantNotes(units.flatMap((r) => r.decks), variantDef, options.format.name);
  return {
    format: { id: options.format.id, name: options.format.name },
    variant: variantDef ? { id: variantDef.id, name: variantDef.name } : null,
    date: options.date,
    lists: lists
      ? {
          format: lists.format,
          date: lists.date,
          asOf: lists.asOf,
          banned: lists.banned,
          restricted: lists.restricted,
          pending: lists.pending.size,
        }
      : null,
    cardDatabase: options.cardDatabase,
    notes: [...(options.cardDatabase ? [] : [NO_DATABASE_NOTE]), ...extraNotes],
    units,
    findings: all,
    legal: errors === 0,
    errors,
    warnings,
  };
}

export function checkUnits(units: readonly Unit[], options: CheckOptions): CheckReport {
  return buildReport(
    units.map((u) => checkUnit(u, options)),
    options,
  );
}
