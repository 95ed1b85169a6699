/**
 * The checker: groups decks into units (a single deck, or a team), runs the rules, and returns a report object.
 * Pure: no I/O, no printing, never throws on user input.
 */
import { boundFindings, MAX_FINDINGS } from '../rules/findings-not-listed.js';
import type { CardIndex } from '../cards/index.js';
import type { CardDatabaseInfo, Color, Platform, SetFacts } from '../cards/facts.js';
import { playedOnArenaOnly, type FormatDef } from '../formats/formats.js';
import { gameChangersOn, lowestBracket, statesBracket, type Bracket, type BracketReason } from '../formats/brackets.js';
import { bracketCardsOf } from '../rules/bracket-shared.js';
import type { ListsInForce } from '../formats/lists.js';
import type { Currency } from '../formats/knowledge.js';
import type { ParsedPool } from '../parse/pool.js';
import type { ParsedDeck, SectionId } from '../parse/types.js';
import { compareFindings, sortFindings, type Finding } from '../diagnostic.js';
import { ruleSet } from './rule-set.js';
import type { CheckContext, TeamOverridePolicy, TeamRules } from '../rules/types.js';
import { resolveDeck, type ResolvedDeck } from '../model/model.js';
import { commandZoneOf, readShortSideboard } from './command-zone.js';
import { FACTS_MISSING_RULE } from '../rules/card-facts-missing.js';
import { unknownPoolNames } from '../rules/unknown-card.js';
import { pointsUnsure } from '../rules/points-max.js';
import type { SupplementarySummary, VariantSetup } from '../model/supplementary.js';
import { addHolder, checkVariantDeck, noHolders, variantNotes, type SupplementaryHolders } from './variant.js';
import { resolvePool, unusedPool, type ResolvedPool, type UnusedCard } from '../model/pool.js';

export type Unit =
  | { readonly kind: 'deck'; readonly deck: ParsedDeck; readonly supplementary?: ParsedDeck }
  | {
      readonly kind: 'team';
      readonly name: string;
      readonly decks: readonly ParsedDeck[];
      /** The team model (default '2hg'): which team rules run. */
      readonly teamRules?: TeamRules;
    };

/**
 * Where the format of a check came from, when it was not named by the caller: declared by the decklists themselves
 * (`// FORMAT : Modern`, Cockatrice's `<format>`), or nowhere (the check is Casual constructed's, and says so).
 */
export type FormatSource =
  | {
      readonly kind: 'declared';
      /** The first decklist that declares it, and the line. */
      readonly file: string;
      readonly line: number;
      /** The format as that file writes it. */
      readonly written: string;
      /** How many of the decklists declare it. */
      readonly files: number;
    }
  | { readonly kind: 'none' };

/** What a check is set up with, both as prepareCheck gives it (PreparedCheck) and as the engine reads it (CheckOptions). */
export interface CheckSetup {
  readonly format: FormatDef;
  /** Where the format came from when it was not named (see FormatSource); absent: named. */
  readonly formatSource?: FormatSource;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly teamOverrides: TeamOverridePolicy;
  /** A casual variant with a supplementary deck (Archenemy, Planechase, …) and the scheme/plane lists it needs, or none. */
  readonly variant?: VariantSetup | null;
  /** Notes for the report about what this check can and cannot tell (e.g. about the card database's date). */
  readonly notes?: readonly string[];
  /** The colour chosen for a choose-a-colour commander (`commanderColor`, CR 903.4b). */
  readonly commanderColors?: readonly Color[];
  /** How current the check's knowledge is: deckcheck's own, the card data's (null: a format without lists or pool). */
  readonly currency?: Currency | null;
  /**
   * The platform every deck is checked for, when one is given (`platform`, the configuration file, an event
   * manifest). Absent: each deck's own (an MTGO .dek file: Magic Online), else the format's.
   */
  readonly platform?: Platform;
  /**
   * The lists in force for a deck checked for a platform of its own (an MTGO .dek file when no platform is given),
   * where a change took effect there on another day than in `lists`; absent: `lists` serve every deck.
   */
  readonly platformLists?: Readonly<Partial<Record<Platform, ListsInForce>>>;
  /** How many findings of one deck or team are listed (`maxFindings`; absent: MAX_FINDINGS); the rest are counted in one finding. */
  readonly maxFindings?: number;
  /** The Commander bracket asked for (`bracket`), when one is (Commander only; prepareCheck refuses it elsewhere). */
  readonly bracket?: Bracket;
}

export interface CheckOptions extends CheckSetup {
  /** The imported card database in use, or null when only the embedded facts are known. */
  readonly cardDatabase: CardDatabaseInfo | null;
  /** The card data's set table (code → set), for rules that read printings; empty or absent without one. */
  readonly sets?: ReadonlyMap<string, SetFacts>;
  /** The Sealed / Draft pool every unit's decks are built from (`--pool`). */
  readonly pool?: ParsedPool;
}

/** The platform a format is played on when no platform is given: MTG Arena for the Arena formats, else tabletop. */
export function homePlatform(format: FormatDef): Platform {
  return playedOnArenaOnly(format) ? 'arena' : 'paper';
}

/** The platform a report is for: the one given, else the format's. */
export function reportPlatform(options: CheckOptions): Platform {
  return options.platform ?? homePlatform(options.format);
}


export const NO_DATABASE_NOTE =
  'No card database is loaded: card names are not checked against the list of real cards, and format card-pool ' +
  'legality (whether a card is in the format at all) is not checked. Deck sizes, copy limits and the banned and ' +
  'restricted lists are.';

export const NO_POOL_NOTE =
  'No pool is given (--pool): the decks are checked for the 40-card minimum, but not against the cards the player ' +
  'or team opened or drafted.';

/** The pool a unit's decks were checked against, and what is left of it. */
export interface UnitPoolSummary {
  readonly file: string;
  /** Cards in the pool. */
  readonly cards: number;
  /** Cards left over: the player's sideboard (CR 100.4b) or the team's shared sideboard (CR 100.4c). */
  readonly sideboard: number;
  /** The left-over cards, by name. */
  readonly unused: readonly UnusedCard[];
}

/** The pool file as read. */
export interface PoolSummary {
  readonly file: string;
  readonly input: 'text' | 'csv';
  /** The CSV exporter recognised from the header, "CSV" for another readable header, null for text. */
  readonly layout: string | null;
  readonly cards: number;
  /** Different cards (by English name). */
  readonly distinct: number;
  /** Findings about the pool file itself (lines not understood), also in the report's findings. */
  readonly findings: readonly Finding[];
}

export interface DeckSummary {
  readonly file: string;
  readonly name?: string;
  /** The player's name, when an event manifest gives it. */
  readonly player?: string;
  /** The player's seat in a Team Unified Constructed team (A, B, C). */
  readonly seat?: string;
  /** Why the file could not be read at all, when it could not (its `parse-error` finding says so too; no rule ran). */
  readonly unreadable?: string;
  /**
   * Card counts per section; `sideboard` includes a companion the sideboard does not list, except in the Commander
   * family, where a companion starts outside the game and has no sideboard to stand in (`companion` counts it).
   */
  readonly counts: Readonly<Record<SectionId, number>>;
  readonly main: number;
  readonly sideboard: number;
  readonly errors: number;
  readonly warnings: number;
  /** The scheme or planar deck checked with this deck, under a variant. */
  readonly supplementary?: SupplementarySummary;
  /**
   * The platform this deck was checked for, when it is not the report's (an MTGO .dek file, checked for Magic Online
   * when no platform is given).
   */
  readonly platform?: Platform;
  /** Commander-family formats: the command zone as read, and how. */
  readonly commandZone?: {
    readonly source: 'section' | 'sideboard' | 'none';
    readonly commanders: readonly string[];
    readonly companions: readonly string[];
    readonly explanation: string;
  };
  /**
   * Commander, from 2025-02-11: the lowest Commander bracket the deck's cards allow on the day checked, and the cards
   * behind it (formats/brackets).
   */
  readonly bracket?: DeckBracket;
  /** Lines whose name was read as a card written another way (a face, another printed name, a foreign name). */
  readonly readings?: readonly {
    readonly line: number;
    readonly column: number;
    readonly section: SectionId;
    readonly written: string;
    readonly card: string;
    readonly kind: 'face' | 'alias' | 'foreign';
    readonly languages: readonly string[];
    /** A foreign name some sets give to other cards: the sets that give it to this card (see NameReading). */
    readonly sets?: number;
    /** …and to each other card, most first; present only then. */
    readonly outvoted?: readonly { readonly card: string; readonly sets: number }[];
  }[];
}

/** The lowest bracket a Commander deck's cards allow, and why. */
export interface DeckBracket {
  readonly lowest: Bracket;
  /** Each step up from Bracket 1: the bracket it asks for, what kind of card, and the cards. */
  readonly reasons: readonly BracketReason[];
  /** The day of the Game Changers list used. */
  readonly gameChangersAsOf: string;
  /** One sentence: "At least Bracket 4 (Optimized): 4 Game Changers: …". */
  readonly explanation: string;
}

export interface UnitReport {
  readonly kind: 'deck' | 'team';
  readonly name: string;
  /** For a team: the team model its decks were checked under. */
  readonly teamRules?: TeamRules;
  readonly legal: boolean;
  readonly decks: readonly DeckSummary[];
  /** Findings of this unit, in canonical order. */
  readonly findings: readonly Finding[];
  /** Set when the decks were checked against a pool. */
  readonly pool?: UnitPoolSummary;
  /** False when some rule could not be checked for want of card facts (a card-facts-missing warning says which). */
  readonly fullyChecked?: boolean;
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
  /** The last day deckcheck's own lists and pool rules are known to be complete (its knowledge date), or null. */
  readonly knownThrough: string | null;
  /** Card data that extends the lists and pool on the day checked (after the knowledge date), or null. */
  readonly extendedBy: { readonly source: string; readonly date: string } | null;
}

/** The event a report is of (an event manifest's `name` and `location`). */
export interface EventInfo {
  readonly name: string | null;
  readonly location: string | null;
}

export interface CheckReport {
  /** The event checked (`deckcheck event`), when its manifest names it or its place. */
  readonly event?: EventInfo;
  /**
   * The check of deckcheck.config.json this report is of, when the configuration has several or names it: the
   * Markdown heading says which (each check's job summary is one of several). Not in the JSON report.
   */
  readonly check?: string;
  readonly format: { readonly id: string; readonly name: string; readonly source?: FormatSource };
  /** The casual variant checked (--variant), or null. */
  readonly variant?: { readonly id: string; readonly name: string } | null;
  readonly date: string;
  /**
   * The platform checked for: 'paper' (tabletop), 'mtgo' (Magic Online) or 'arena' (MTG Arena); sets are dated by the
   * day they came to it. A deck checked for another one (an MTGO .dek file) says so itself. Absent: 'paper'.
   */
  readonly platform?: Platform;
  readonly lists: ListsSummary | null;
  readonly cardDatabase: CardDatabaseInfo | null;
  /** Things the reader should know about what was and was not checked. */
  readonly notes: readonly string[];
  /** The Sealed / Draft pool, when one was given. */
  readonly pool?: PoolSummary;
  readonly units: readonly UnitReport[];
  readonly findings: readonly Finding[];
  readonly legal: boolean;
  /** False when some deck was not fully checked (see the card-facts-missing warnings): legal so far, not surely. */
  readonly fullyChecked?: boolean;
  readonly errors: number;
  readonly warnings: number;
}

/** Errors and warnings among the findings, or among those `keep` accepts. */
function countSeverity(findings: readonly Finding[], keep?: (f: Finding) => boolean): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const f of findings) {
    if (keep && !keep(f)) continue;
    if (f.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** The lowest bracket of a deck's cards on `date`. */
export function deckBracket(deck: ResolvedDeck, date: string): DeckBracket {
  const low = lowestBracket(bracketCardsOf(deck, date), date);
  return { lowest: low.lowest, reasons: low.reasons, gameChangersAsOf: gameChangersOn(date).asOf, explanation: low.explanation };
}

function summarize(
  deck: ResolvedDeck,
  findings: readonly Finding[],
  supplementary?: SupplementarySummary,
  bracketDay?: string,
): DeckSummary {
  const suppFile = supplementary?.file ?? deck.file;
  // A team's own findings (team rules, the shared pool) name a deck's line but belong to the team: not counted here.
  const { errors, warnings } = countSeverity(findings, (f) => f.team === undefined && (f.file === deck.file || f.file === suppFile));
  // In the Commander family there is no sideboard: a companion is counted as a companion, not as a sideboard card.
  const sideboard = deck.commandZone ? deck.sectionCounts.sideboard : deck.sideboardCount;
  const counts = { ...deck.sectionCounts, sideboard };
  if (supplementary) counts[supplementary.kind] = supplementary.cards;
  // Built by assignment rather than conditional spreads: this runs for every deck.
  const summary: { -readonly [K in keyof DeckSummary]: DeckSummary[K] } = {
    file: deck.file,
    counts,
    main: deck.mainCount,
    sideboard,
    errors,
    warnings,
  };
  if (deck.parsed.name !== undefined) summary.name = deck.parsed.name;
  if (deck.parsed.player !== undefined) summary.player = deck.parsed.player;
  if (deck.parsed.seat !== undefined) summary.seat = deck.parsed.seat;
  if (deck.parsed.unreadable !== undefined) summary.unreadable = deck.parsed.unreadable;
  if (supplementary) summary.supplementary = supplementary;
  const zone = deck.commandZone;
  if (zone) {
    summary.commandZone = {
      source: zone.source,
      commanders: zone.commanders.map((g) => g.name),
      companions: zone.companions.map((g) => g.name),
      explanation: zone.explanation,
    };
  }
  if (bracketDay !== undefined && deck.parsed.unreadable === undefined) summary.bracket = deckBracket(deck, bracketDay);
  summary.readings = (deck.readings ?? []).map((r) => ({
    line: r.entry.line,
    column: r.entry.column,
    section: r.entry.section,
    written: r.entry.name,
    card: r.card,
    kind: r.kind,
    languages: r.languages ?? [],
    ...(r.outvoted !== undefined ? { sets: r.sets ?? 0, outvoted: r.outvoted } : {}),
  }));
  return summary;
}

function checkDeck(deck: ResolvedDeck, ctx: CheckContext, out: Finding[]): void {
  for (const f of deck.parsed.diagnostics) out.push(f);
  if (deck.parsed.unreadable !== undefined) return;
  const own = ctx.format.reference;
  // A rule's findings come in arrays of several kinds (`[]`, a literal, `map`'s or `filter`'s result): iterating them
  // here would check the array's kind and recompile checkDeck whenever a deck first meets another. `push.apply` hands
  // any array to V8's builtin unchecked; a deck of very many lines (findings past what a call's arguments can hold)
  // is taken finding by finding.
  const few = deck.parsed.entries.length <= MANY_LINES;
  for (const rule of ruleSet().deck) {
    const found = rule.check(deck, ctx);
    if (own === undefined && few) pushAll.apply(out, found);
    else for (const f of found) out.push(own === undefined ? f : citing(f, own));
  }
}

const pushAll = Array.prototype.push;
/** Decks of up to this many lines have their rules' findings added in one call (see checkDeck). */
const MANY_LINES = 5000;

/** A finding under a format with rules of its own (a format file's `reference`) cites them too. */
function citing(f: Finding, reference: string): Finding {
  return f.reference.includes(reference) ? f : { ...f, reference: `${f.reference}; ${reference}` };
}

/** The rule context of a set of options: the same for every unit checked with them, so made once. */
const contexts = new WeakMap<CheckOptions, CheckContext>();
function contextOf(options: CheckOptions): CheckContext {
  let ctx = contexts.get(options);
  if (!ctx) {
    const platform = reportPlatform(options);
    ctx = {
      format: options.format,
      date: options.date,
      ...(platform !== 'paper' ? { platform } : {}),
      lists: options.lists,
      teamOverrides: options.teamOverrides,
      cardDatabase: options.cardDatabase,
      ...(options.commanderColors ? { commanderColors: options.commanderColors } : {}),
      ...(options.sets !== undefined ? { sets: options.sets } : {}),
      ...(options.currency ? { currency: options.currency } : {}),
      ...(options.variant ? { supplementary: options.variant.def.supplementary } : {}),
      ...(options.maxFindings !== undefined ? { maxFindings: options.maxFindings } : {}),
      ...(options.bracket !== undefined ? { bracket: options.bracket } : {}),
    };
    contexts.set(options, ctx);
  }
  return ctx;
}

/** The contexts of decks checked for a platform of their own (an MTGO .dek file), per options and platform. */
const ownPlatformContexts = new WeakMap<CheckOptions, Map<Platform, CheckContext>>();

/**
 * The platform a deck is checked for: the one the options give, else the deck's own (an MTGO .dek file: Magic Online),
 * else the format's. The MTG Arena formats are Arena's whatever a file says.
 */
function deckPlatform(parsed: ParsedDeck, options: CheckOptions): Platform {
  if (options.platform !== undefined || parsed.platform === undefined || playedOnArenaOnly(options.format)) return reportPlatform(options);
  return parsed.platform;
}

/** The rule context for one deck: the options' own, or one for the deck's own platform. */
function deckContext(deck: ResolvedDeck, options: CheckOptions, ctx: CheckContext): CheckContext {
  const platform = deckPlatform(deck.parsed, options);
  if (platform === (ctx.platform ?? 'paper')) return ctx;
  let byPlatform = ownPlatformContexts.get(options);
  if (!byPlatform) {
    byPlatform = new Map();
    ownPlatformContexts.set(options, byPlatform);
  }
  let own = byPlatform.get(platform);
  if (!own) {
    // The deck's platform's days for the banned and restricted lists (Magic Online often changed before tabletop).
    own = { ...ctx, platform, lists: options.platformLists?.[platform] ?? ctx.lists };
    byPlatform.set(platform, own);
  }
  return own;
}

/** Check one unit (a deck, or a team of decks). */
export function checkUnit(unit: Unit, options: CheckOptions): UnitReport {
  const ctx = contextOf(options);
  const pool = poolOf(options);
  const decks = unit.kind === 'deck' ? [resolveFor(unit.deck, options)] : unit.decks.map((p) => resolveFor(p, options));
  const findings: Finding[] = [];
  for (const deck of decks) checkDeck(deck, deckContext(deck, options, ctx), findings);
  const first = decks[0];
  // A file that could not be read is no deck: no variant, team or pool rule can say anything true about its unit.
  const unreadable = decks.some((d) => d.parsed.unreadable !== undefined);
  const variant =
    unit.kind === 'deck' && options.variant && first && !unreadable
      ? checkVariantDeck(first, unit.supplementary, options.variant, options.index)
      : undefined;
  if (variant) findings.push(...variant.findings);
  if (unit.kind === 'team' && !unreadable) {
    const team = { name: unit.name, decks, teamRules: unit.teamRules ?? '2hg' };
    const own = ctx.format.reference;
    for (const rule of ruleSet().team) {
      if (!rule.meta.teamRules.includes(team.teamRules)) continue;
      for (const f of rule.check(team, ctx)) findings.push(own === undefined ? f : citing(f, own));
    }
  }
  const unitName = unit.kind === 'deck' ? (unit.deck.player ?? unit.deck.file) : unit.name;
  let poolSummary: UnitPoolSummary | undefined;
  if (pool && !unreadable) {
    const poolUnit = { name: unitName, team: unit.kind === 'team', decks };
    for (const rule of ruleSet().pool) findings.push(...rule.check(poolUnit, pool, ctx));
    const unused = unusedPool(pool, decks);
    poolSummary = { file: pool.file, cards: pool.total, sideboard: unused.reduce((n, u) => n + u.count, 0), unused };
  }
  const sorted = withPlayers(findings, decks, variant?.summary.file);
  // Sorted whatever its length: a sort asked for only from two findings on is first asked in some late unit, and V8
  // would throw away the code it compiled for this function without it.
  sorted.sort(compareFindings);
  // Bounded (rules/findings-not-listed): the first findings listed, the rest counted in one, which is an error
  // when any of them is, so that `legal` does not change.
  const listed = boundFindings(sorted, options.maxFindings ?? MAX_FINDINGS);
  const report: { -readonly [K in keyof UnitReport]: UnitReport[K] } = {
    kind: unit.kind,
    name: unitName,
    ...(unit.kind === 'team' ? { teamRules: unit.teamRules ?? '2hg' } : {}),
    legal: !listed.some((f) => f.severity === 'error'),
    decks: decks.map((d) => {
      const summary = summarize(d, listed, variant?.summary, statesBracket(options.format, options.date) ? options.date : undefined);
      const platform = deckPlatform(d.parsed, options);
      return platform === reportPlatform(options) ? summary : { ...summary, platform };
    }),
    findings: listed,
    // A format with a part deckcheck cannot check (Frontier's banned list: FormatDef.notChecked) never checks a deck fully.
    fullyChecked: !unreadable && !ctx.format.notChecked?.length && !sorted.some((f) => f.rule === FACTS_MISSING_RULE || pointsUnsure(f)),
  };
  if (poolSummary) report.pool = poolSummary;
  return report;
}

/** A deck resolved for the format: in a Commander-family format with its command zone read (check/command-zone). */
function resolveFor(parsed: ParsedDeck, options: CheckOptions): ResolvedDeck {
  if (!options.format.commander) return resolveDeck(parsed, options.index);
  const short = readShortSideboard(parsed, options.index);
  const deck = resolveDeck(short.parsed, options.index);
  return {
    ...deck,
    commandZone: commandZoneOf(deck, short.moved ? 'sideboard' : 'section', options.format.name, options.format.commander.zone === 'oathbreaker'),
  };
}

/** Name the player on a deck's own findings (not on team findings, which belong to the whole team). */
function withPlayers(findings: Finding[], decks: readonly ResolvedDeck[], supplementaryFile?: string | null): Finding[] {
  if (decks.every((d) => d.parsed.player === undefined)) return findings;
  const byFile = new Map<string, string>();
  for (const d of decks) if (d.parsed.player !== undefined) byFile.set(d.file, d.parsed.player);
  const only = decks.length === 1 ? decks[0]?.parsed.player : undefined;
  return findings.map((f) => {
    if (f.player !== undefined || f.team !== undefined) return f;
    const player = (f.file !== null ? byFile.get(f.file) : undefined) ?? (f.file === supplementaryFile ? only : undefined);
    return player !== undefined ? { ...f, player } : f;
  });
}

/** The pool resolved once per set of options, however many units are checked against it. */
const resolvedPools = new WeakMap<ParsedPool, ResolvedPool>();
/** A pool file's own findings, sorted: its lines not understood, and (with a card database) its names that are no card. */
export function poolOwnFindings(pool: ResolvedPool, options: Pick<CheckOptions, 'cardDatabase'>): Finding[] {
  const unknown = options.cardDatabase ? unknownPoolNames(pool.file, pool.unknown, options.cardDatabase) : [];
  return sortFindings([...pool.parsed.deck.diagnostics, ...unknown]);
}

/** The resolved pool of a check's pool (resolved once per pool and card index). */
export function resolvedPoolOf(options: CheckOptions): ResolvedPool | undefined {
  return poolOf(options);
}

function poolOf(options: CheckOptions): ResolvedPool | undefined {
  if (!options.pool) return undefined;
  let pool = resolvedPools.get(options.pool);
  if (!pool) {
    pool = resolvePool(options.pool, options.index);
    resolvedPools.set(options.pool, pool);
  }
  return pool;
}

/** A report without its units and findings: what a reporter needs besides them, totals included. */
export interface ReportSummary extends Omit<CheckReport, 'units' | 'findings'> {
  /** Units (decks or teams) in the report. */
  readonly unitCount: number;
  readonly deckCount: number;
  readonly teamCount: number;
}

/**
 * The totals of a report, kept as units are checked: a run of any size holds only these numbers (and the first few
 * files the variant notes name), never the units themselves. `summary()` gives what buildReport would, without units
 * and findings; the findings are the units' findings and the pool's, in canonical order (see `poolFindings`).
 */
export class ReportTally {
  private units = 0;
  private decks = 0;
  private teams = 0;
  private errors = 0;
  private warnings = 0;
  private fullyChecked = true;
  private readonly holders: SupplementaryHolders = noHolders();

  constructor(private readonly options: CheckOptions) {}

  add(unit: UnitReport): void {
    this.units++;
    this.decks += unit.decks.length;
    if (unit.kind === 'team') this.teams++;
    const { errors, warnings } = countSeverity(unit.findings);
    this.errors += errors;
    this.warnings += warnings;
    if (unit.fullyChecked === false) this.fullyChecked = false;
    for (const d of unit.decks) addHolder(this.holders, d);
  }

  /** The pool file's own findings (lines not understood, names that are no card), sorted; they join the report's. */
  poolFindings(): Finding[] {
    const pool = poolOf(this.options);
    return pool ? poolOwnFindings(pool, this.options) : [];
  }

  summary(): ReportSummary {
    const options = this.options;
    const pool = poolOf(options);
    const poolFindings = this.poolFindings();
    const extra = countSeverity(poolFindings);
    const errors = this.errors + extra.errors;
    const lists = options.lists;
    const variantDef = options.variant?.def ?? null;
    const extraNotes = variantNotes(this.holders, variantDef, options.format.name, options.format.commander !== undefined);
    return {
      format: { id: options.format.id, name: options.format.name, ...(options.formatSource ? { source: options.formatSource } : {}) },
      variant: variantDef ? { id: variantDef.id, name: variantDef.name } : null,
      date: options.date,
      platform: reportPlatform(options),
      lists: lists
        ? {
            format: lists.format,
            date: lists.date,
            asOf: lists.asOf,
            banned: lists.banned,
            restricted: lists.restricted,
            pending: lists.pending.size,
            knownThrough: options.currency?.knowledge.day ?? null,
            extendedBy: options.currency?.extension
              ? { source: options.currency.extension.label, date: options.currency.extension.date }
              : null,
          }
        : null,
      cardDatabase: options.cardDatabase,
      notes: [
        ...(options.cardDatabase ? [] : [NO_DATABASE_NOTE]),
        ...(options.notes ?? []),
        ...(options.format.kind === 'limited' && !pool ? [NO_POOL_NOTE] : []),
        ...extraNotes,
      ],
      ...(pool
        ? {
            pool: {
              file: pool.file,
              input: pool.parsed.input,
              layout: pool.parsed.layout,
              cards: pool.total,
              distinct: pool.cards.size,
              findings: poolFindings,
            },
          }
        : {}),
      legal: errors === 0,
      fullyChecked: this.fullyChecked,
      errors,
      warnings: this.warnings + extra.warnings,
      unitCount: this.units,
      deckCount: this.decks,
      teamCount: this.teams,
    };
  }
}

/** The whole report from checked units, in the order given. */
export function buildReport(units: readonly UnitReport[], options: CheckOptions): CheckReport {
  const tally = new ReportTally(options);
  for (const u of units) tally.add(u);
  const all = sortFindings([...units.flatMap((r) => r.findings), ...tally.poolFindings()]);
  return reportFromSummary(tally.summary(), units, all);
}

/** A whole report from its summary, its units and its findings (the inverse of summarizing one). */
export function reportFromSummary(s: ReportSummary, units: readonly UnitReport[], findings: readonly Finding[]): CheckReport {
  return {
    ...(s.event ? { event: s.event } : {}),
    format: s.format,
    variant: s.variant ?? null,
    date: s.date,
    ...(s.platform !== undefined ? { platform: s.platform } : {}),
    lists: s.lists,
    cardDatabase: s.cardDatabase,
    notes: s.notes,
    ...(s.pool ? { pool: s.pool } : {}),
    units,
    findings,
    legal: s.legal,
    fullyChecked: s.fullyChecked,
    errors: s.errors,
    warnings: s.warnings,
  };
}

/** The summary of a whole report: its totals, without its units and findings. */
export function summaryOf(report: CheckReport): ReportSummary {
  const { units, findings: _findings, ...rest } = report;
  void _findings;
  return {
    ...rest,
    unitCount: units.length,
    deckCount: units.reduce((n, u) => n + u.decks.length, 0),
    teamCount: units.filter((u) => u.kind === 'team').length,
  };
}

export function checkUnits(units: readonly Unit[], options: CheckOptions): CheckReport {
  return buildReport(
    units.map((u) => checkUnit(u, options)),
    options,
  );
}
