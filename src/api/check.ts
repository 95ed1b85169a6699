/**
 * Checking decks: decklist texts (or decks already parsed) of a prepared check, one deck or one team at a time, and
 * the report over them, built unit by unit. Pure of Node; never throws on what the decks say.
 */
import {
  checkUnit,
  NO_POOL_NOTE,
  poolOwnFindings,
  ReportTally,
  resolvedPoolOf,
  reportFromSummary,
  type CheckOptions,
  type CheckReport,
  type ReportSummary,
  type Unit,
  type UnitReport,
} from '../check/check.js';
import { parseTextDeck, type ParseOptions } from '../parse/text.js';
import { sortFindings, type Finding } from '../diagnostic.js';
import { readDeckOrReport } from '../input/detect.js';
import type { ParsedDeck } from '../parse/types.js';
import type { TeamRules } from '../rules/types.js';
import { inputTooLarge } from '../input/limits.js';
import { parseError } from '../parse/parse-error.js';
import { batchStopper, SettingsError, type BatchOptions } from '../errors.js';
import { type PreparedCheck, inputFormatSetting, teamDecksProblem, UNIFIED_SEATS } from './settings.js';
import type { PreparedPool } from './pools.js';

export interface DeckText {
  /** The file name shown in reports. */
  readonly file: string;
  readonly text: string;
  /** The player's name, when known (event manifests). */
  readonly player?: string;
  /** The player's seat in a Team Unified Constructed team (A, B, C). */
  readonly seat?: string;
  /** Findings from reading the bytes (e.g. an encoding fallback). */
  readonly inputFindings?: readonly Finding[];
  /**
   * This player's scheme deck or planar deck as a file of its own (`--schemes` / `--planes`), checked only under a
   * variant of that kind. Cards under no header count as that deck; a `Schemes`/`Planes` section of the deck file
   * counts too.
   */
  readonly supplementary?: Omit<DeckText, 'supplementary'>;
  /** Read as this input format (see INPUT_FORMATS) instead of detecting it from the name and content. */
  readonly inputFormat?: string;
  /** The deck already parsed from `text` (the CLI parses while reading, to stop on a file it cannot read). */
  readonly parsed?: ParsedDeck;
}

/**
 * Parse one deck: a deck already parsed as it was read, a supplementary deck file (plain text, every card in that
 * deck), or any input format, detected (or forced with `inputFormat`). A text longer than MAX_INPUT_BYTES characters
 * is not read: one `parse-error` finding says so.
 */
export function parseDeckText(d: Omit<DeckText, 'supplementary'>, options?: ParseOptions): ParsedDeck {
  const tooLarge = d.parsed ? undefined : inputTooLarge(d.text.length, 'characters');
  const p =
    d.parsed ??
    (tooLarge !== undefined
      ? { file: d.file, entries: [], sectionLines: {}, diagnostics: [parseError(d.file, null, `the text ${tooLarge}`)] }
      : options
        ? parseTextDeck(d.text, d.file, options)
        : readDeckOrReport(d.text, d.file, d.inputFormat));
  if (d.player === undefined && d.seat === undefined && !(d.inputFindings && d.inputFindings.length > 0)) return p;
  return {
    ...p,
    ...(d.player !== undefined ? { player: d.player } : {}),
    ...(d.seat !== undefined ? { seat: d.seat } : {}),
    ...(d.inputFindings && d.inputFindings.length > 0 ? { diagnostics: [...d.inputFindings, ...p.diagnostics] } : {}),
  };
}

/** Check options made once per prepared check (and pool): every deck of a run shares them. */
const optionsMade = new WeakMap<PreparedCheck, { plain?: CheckOptions; pooled: WeakMap<PreparedPool, CheckOptions> }>();

/** The checker's options for a prepared check (and pool), made once and shared. */
export function checkOptions(prepared: PreparedCheck, pool?: PreparedPool): CheckOptions {
  let made = optionsMade.get(prepared);
  if (!made) {
    made = { pooled: new WeakMap() };
    optionsMade.set(prepared, made);
  }
  if (!pool) return (made.plain ??= makeCheckOptions(prepared));
  let options = made.pooled.get(pool);
  if (!options) {
    options = makeCheckOptions(prepared, pool);
    made.pooled.set(pool, options);
  }
  return options;
}

function makeCheckOptions(prepared: PreparedCheck, pool?: PreparedPool): CheckOptions {
  return {
    format: prepared.format,
    ...(prepared.formatSource ? { formatSource: prepared.formatSource } : {}),
    date: prepared.date,
    lists: prepared.lists,
    index: prepared.index,
    teamOverrides: prepared.teamOverrides,
    cardDatabase: prepared.cardDatabase ?? null,
    sets: prepared.index.sets(),
    notes: prepared.notes ?? [],
    variant: prepared.variant ?? null,
    currency: prepared.currency ?? null,
    ...(prepared.commanderColors ? { commanderColors: prepared.commanderColors } : {}),
    ...(prepared.platform !== undefined ? { platform: prepared.platform } : {}),
    ...(prepared.platformLists !== undefined ? { platformLists: prepared.platformLists } : {}),
    ...(prepared.maxFindings !== undefined ? { maxFindings: prepared.maxFindings } : {}),
    ...(prepared.bracket !== undefined ? { bracket: prepared.bracket } : {}),
    ...(pool ? { pool } : {}),
  };
}

/**
 * Check one deck, or one team when `teamName` is given, against the pool when one is given. A team is checked under
 * `teamRules` (default: the prepared check's); under 'unified', decks without a seat take seats A, B, C in order.
 * Never throws on user input.
 */
export function checkUnitTexts(
  prepared: PreparedCheck,
  decks: readonly DeckText[],
  teamName?: string,
  pool?: PreparedPool,
  teamRules: TeamRules = prepared.teamRules,
): UnitReport {
  // By a loop and push, not Array#map, whose result's elements kind depends on whether V8 runs it compiled: the code
  // that reads this list per unit then meets one kind of list and is not thrown away in a late unit.
  const parsed: ParsedDeck[] = [];
  for (const [i, d] of decks.entries()) {
    const seat = teamName !== undefined && teamRules === 'unified' && d.seat === undefined ? UNIFIED_SEATS[i] : undefined;
    parsed.push(parseDeckText(seat !== undefined ? { ...d, seat } : d));
  }
  let unit: Unit;
  if (teamName !== undefined) {
    unit = { kind: 'team', name: teamName, decks: parsed, teamRules };
  } else {
    const deck = parsed[0] ?? parseTextDeck('', '(no deck)');
    const extra = decks[0]?.supplementary;
    const kind = prepared.variant?.def.supplementary;
    unit =
      extra && kind
        ? { kind: 'deck', deck, supplementary: parseDeckText(extra, { defaultSection: kind }) }
        : { kind: 'deck', deck };
  }
  return checkUnit(unit, checkOptions(prepared, pool));
}

/**
 * A report built unit by unit: the totals of the units added so far, never the units themselves. With several pools
 * (an event with a pool per player or team) the report names none at the top; each unit names its own, and every
 * pool's unreadable lines are still reported.
 */
export class ReportBuilder {
  private readonly pools: readonly PreparedPool[];
  private readonly tally: ReportTally;

  constructor(
    private readonly prepared: PreparedCheck,
    pool?: PreparedPool | readonly PreparedPool[],
  ) {
    this.pools = pool === undefined ? [] : Array.isArray(pool) ? (pool as readonly PreparedPool[]) : [pool as PreparedPool];
    this.tally = new ReportTally(checkOptions(prepared, this.pools.length <= 1 ? this.pools[0] : undefined));
  }

  add(unit: UnitReport): void {
    this.tally.add(unit);
  }

  /** Findings that are no unit's (the pools' own), sorted: they join the units' findings in the report. */
  extraFindings(): Finding[] {
    if (this.pools.length <= 1) return this.tally.poolFindings();
    return sortFindings(
      this.pools.flatMap((p) => {
        const options = checkOptions(this.prepared, p);
        const resolved = resolvedPoolOf(options);
        return resolved ? poolOwnFindings(resolved, options) : p.deck.diagnostics;
      }),
    );
  }

  summary(): ReportSummary {
    const s = this.tally.summary();
    if (this.pools.length <= 1) return s;
    const extra = this.extraFindings();
    const errors = s.errors + extra.filter((f) => f.severity === 'error').length;
    const warnings = s.warnings + extra.filter((f) => f.severity !== 'error').length;
    return { ...s, notes: s.notes.filter((n) => n !== NO_POOL_NOTE), errors, warnings, legal: errors === 0 };
  }
}

/** The report over units already checked, in the order given. */
export function finishReport(
  prepared: PreparedCheck,
  units: readonly UnitReport[],
  pool?: PreparedPool | readonly PreparedPool[],
): CheckReport {
  const builder = new ReportBuilder(prepared, pool);
  for (const u of units) builder.add(u);
  const findings = sortFindings([...units.flatMap((u) => u.findings), ...builder.extraFindings()]);
  return reportFromSummary(builder.summary(), units, findings);
}

/**
 * Check decklists already read into text: each on its own, or all as one team; against a Sealed / Draft pool when
 * one is given. Throws SettingsError when the decks cannot be the prepared team (fewer than two; not three under
 * Team Unified Constructed) or a deck names an unknown input format; never throws on what the decks say.
 */
export function checkTexts(prepared: PreparedCheck, decks: readonly DeckText[], pool?: PreparedPool, batch?: BatchOptions): CheckReport {
  const stop = batchStopper(batch);
  for (const d of decks) {
    if (d.inputFormat !== undefined) inputFormatSetting(d.inputFormat);
    if (d.supplementary?.inputFormat !== undefined) inputFormatSetting(d.supplementary.inputFormat);
  }
  const teamProblem = prepared.team ? teamDecksProblem(prepared.teamRules, decks.length) : undefined;
  if (teamProblem !== undefined) throw new SettingsError('team-size', teamProblem, 'team');
  const units: UnitReport[] = [];
  if (prepared.team) {
    stop(0);
    units.push(checkUnitTexts(prepared, decks, decks.map((d) => d.file).join(' + '), pool));
  } else {
    for (const d of decks) {
      stop(units.length);
      units.push(checkUnitTexts(prepared, [d], undefined, pool));
    }
  }
  return finishReport(prepared, units, pool);
}

/** Check decks already parsed (e.g. with readDeck from input/detect). Never throws on user input. */
export function checkParsed(prepared: PreparedCheck, parsed: readonly ParsedDeck[], pool?: PreparedPool, batch?: BatchOptions): CheckReport {
  return checkTexts(
    prepared,
    parsed.map((deck) => ({ file: deck.file, text: '', parsed: deck })),
    pool,
    batch,
  );
}
