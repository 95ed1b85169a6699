/**
 * Diagnostics are data: every finding is a plain object that reporters render later.
 * Nothing in this file prints or formats for a terminal.
 */

/**
 * Every rule id a finding can carry, in the rule registry's order (ALL_RULES; a test holds the two equal). Stable: an
 * id is never renamed. A format file adds no rule of its own, so this list is all there are.
 */
export const RULE_IDS = [
  'parse-error', 'deck-size-min', 'sideboard-size-max', 'card-copies-max', 'card-banned', 'card-restricted',
  'card-name-ambiguous', 'unknown-card', 'card-not-legal', 'lists-out-of-date', 'card-not-deck-card',
  'deck-size-exact', 'deck-size-max', 'card-singleton', 'points-max', 'card-mana-value-max', 'commander-eligible',
  'commander-pair', 'color-identity', 'commander-banned', 'signature-spell', 'card-rarity', 'companion-condition',
  'bracket-game-changers', 'bracket-mass-land-denial', 'bracket-extra-turns', 'bracket-two-card-combos',
  'card-facts-missing', 'team-card-copies-max', 'team-card-restricted', 'team-sideboard', 'team-card-unique',
  'scheme-deck-size-min', 'scheme-copies-max', 'scheme-deck-only-schemes', 'scheme-in-main-deck',
  'planar-deck-size-min', 'planar-deck-only-planes', 'planar-deck-singleton', 'planar-deck-phenomena-max',
  'pool-covers-decks', 'decklist-problem', 'deck-problem', 'findings-not-listed',
] as const;

/** A rule id (see RULE_IDS): `Finding.rule` is one of these. */
export type RuleId = (typeof RULE_IDS)[number];

export type Severity = 'error' | 'warning';

/** Where a card or a problem sits in an input file. Lines and columns are 1-based. */
export interface Location {
  readonly file: string;
  readonly line: number | null;
  readonly column?: number | null;
  readonly section?: string;
  /** How many copies this location holds, for card locations. */
  readonly count?: number;
  /** What the file says at this location, when it differs from the card's canonical name. */
  readonly written?: string;
}

export interface Finding {
  /** The rule's id (stable, kebab-case): one of RULE_IDS; ALL_RULES describes each. */
  readonly rule: RuleId;
  readonly severity: Severity;
  /** What is wrong, why, and what to do. */
  readonly message: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column?: number | null;
  readonly section?: string;
  /** The team (unit) the finding belongs to, for team findings. */
  readonly team?: string;
  /** The player whose deck it is, when an event manifest names players. */
  readonly player?: string;
  readonly card?: string;
  readonly count?: number;
  readonly limit?: number;
  readonly minimum?: number;
  /** Rule citation, e.g. "CR 100.2a". */
  readonly reference: string;
  /** Other places involved: every line holding the card, the copies in a teammate's deck, … */
  readonly related: readonly Location[];
  readonly suggestions?: readonly string[];
}

export function isError(f: Finding): boolean {
  return f.severity === 'error';
}

function cmp(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Canonical order: file, line, column, rule, card, message. Findings without a file or line sort first. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmp(a.file ?? '', b.file ?? '') ||
    cmp(a.line ?? 0, b.line ?? 0) ||
    cmp(a.column ?? 0, b.column ?? 0) ||
    cmp(a.rule, b.rule) ||
    cmp(a.card ?? '', b.card ?? '') ||
    cmp(a.message, b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}
