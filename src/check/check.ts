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

export type Unit =
  | { readonly kind: 'deck'; readonly deck: ParsedDeck }
  | { readonly kind: 'team'; readonly name: string; readonly decks: readonly ParsedDeck[] };

export interface CheckOptions {
  readonly format: FormatDef;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly teamOverrides: TeamOverridePolicy;
  /** The imported card database in use, or null when only the embedded facts are known. */
  readonly cardDatabase: CardDatabaseInfo | null;
  /** Further notes for the report (e.g. about the card database's date). */
  readonly notes?: readonly string[];
}

export interface CardDatabaseInfo {
  readonly source: string;
  readonly date: string;
  readonly cards: number;
  // Added by the card database (src/db):
  /** The source's own version ("5.2.0+20220425"), when it has one. */
  readonly version?: string | null;
  /** English lookup names (card and face names) and foreign-language names. */
  readonly names?: number;
  readonly foreignNames?: number;
  /** Language codes of the foreign names. */
  readonly languages?: readonly string[];
  /** Formats the data gives card-pool legality for. */
  readonly formats?: readonly string[];
}

export const NO_DATABASE_NOTE =
  'No card database is loaded: card names are not checked against the list of real cards, and format card-pool ' +
  'legality (whether a card is in the format at all) is not checked. Deck sizes, copy limits and the banned and ' +
  'restricted lists are.';

export interface DeckSummary {
  readonly file: string;
  readonly name?: string;
  /** Card counts per section; `sideboard` includes a companion the sideboard does not list. */
  readonly counts: Readonly<Record<SectionId, number>>;
  readonly main: number;
  readonly sideboard: number;
  readonly errors: number;
  readonly warnings: number;
  /** Lines whose name was read as a card written another way (a face, a foreign-language name). */
  readonly readings?: readonly {
    readonly line: number;
    readonly column: number;
    readonly section: SectionId;
    readonly written: string;
    readonly card: string;
    readonly kind: 'face' | 'foreign';
    readonly languages: readonly string[];
  }[];
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

function summarize(deck: ResolvedDeck, findings: readonly Finding[]): DeckSummary {
  const mine = findings.filter((f) => f.file === deck.file);
  const { errors, warnings } = countSeverity(mine);
  return {
    file: deck.file,
    ...(deck.parsed.name !== undefined ? { name: deck.parsed.name } : {}),
    counts: { ...deck.sectionCounts, sideboard: deck.sideboardCount },
    main: deck.mainCount,
    sideboard: deck.sideboardCount,
    errors,
    warnings,
    readings: (deck.readings ?? []).map((r) => ({
      line: r.entry.line,
      column: r.entry.column,
      section: r.entry.section,
      written: r.entry.name,
      card: r.card,
      kind: r.kind,
      languages: r.languages ?? [],
    })),
  };
}

function checkDeck(deck: ResolvedDeck, ctx: CheckContext): Finding[] {
  const out: Finding[] = [...deck.parsed.diagnostics];
  for (const rule of DECK_RULES) out.push(...rule.check(deck, ctx));
  return out;
}

export function checkUnits(units: readonly Unit[], options: CheckOptions): CheckReport {
  const ctx: CheckContext = {
    format: options.format,
    date: options.date,
    lists: options.lists,
    teamOverrides: options.teamOverrides,
    cardDatabase: options.cardDatabase,
  };
  const reports: UnitReport[] = [];
  for (const unit of units) {
    const parsedDecks = unit.kind === 'deck' ? [unit.deck] : unit.decks;
    const decks = parsedDecks.map((p) => resolveDeck(p, options.index));
    const findings: Finding[] = [];
    for (const deck of decks) findings.push(...checkDeck(deck, ctx));
    if (unit.kind === 'team') {
      const team = { name: unit.name, decks };
      for (const rule of TEAM_RULES) findings.push(...rule.check(team, ctx));
    }
    const sorted = sortFindings(findings);
    reports.push({
      kind: unit.kind,
      name: unit.kind === 'deck' ? unit.deck.file : unit.name,
      legal: countSeverity(sorted).errors === 0,
      decks: decks.map((d) => summarize(d, sorted)),
      findings: sorted,
    });
  }
  const all = sortFindings(reports.flatMap((r) => r.findings));
  const { errors, warnings } = countSeverity(all);
  const lists = options.lists;
  return {
    format: { id: options.format.id, name: options.format.name },
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
    notes: [...(options.cardDatabase ? [] : [NO_DATABASE_NOTE]), ...(options.notes ?? [])],
    units: reports,
    findings: all,
    legal: errors === 0,
    errors,
    warnings,
  };
}
