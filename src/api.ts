/**
 * The library API: everything the CLI does, without the CLI. Usable from other programs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { databasePath } from './db/paths.js';
import { embeddedIndex } from './cards/index.js';
import type { CardDatabaseInfo } from './cards/facts.js';
import { buildReport, checkUnit, NO_POOL_NOTE, type CheckOptions, type CheckReport, type Unit, type UnitReport } from './check/check.js';
import { FORMAT_IDS, findFormat, type FormatDef } from './formats/formats.js';
import { ListDateError, historyCardNames, listsInForce, type ListsInForce } from './formats/lists.js';
import { parseTextDeck, type ParseOptions } from './parse/text.js';
import { sortFindings, type Finding } from './report/diagnostic.js';
import { readDeckOrReport } from './input/detect.js';
import type { ParsedDeck } from './parse/types.js';
import type { TeamOverridePolicy } from './rules/types.js';
import type { CardIndex } from './cards/index.js';
import { decodeText } from './input/decode.js';
import type { VariantSetup } from './check/supplementary.js';
import { findVariant, VARIANT_IDS } from './variants/variants.js';
import { parsePool, unusablePoolReason, type ParsedPool } from './parse/pool.js';

export interface CheckSettings {
  /** Format id (default "casual"). */
  readonly format?: string;
  /** YYYY-MM-DD; default: today (local time). */
  readonly date?: string;
  /** The decks are one Two-Headed Giant team. */
  readonly team?: boolean;
  readonly teamOverrides?: TeamOverridePolicy;
  /** A casual variant with a supplementary deck: archenemy, supervillain-rumble, archenemy-commander, planechase. */
  readonly variant?: string;
  /** Sealed / Draft: the pool file the decks are built from (checkFiles only; checkTexts takes a PreparedPool). */
  readonly pool?: string;
  /**
   * Directory of the card database (see `deckcheck db`). When it holds one, checks also know every card: unknown
   * names, foreign-language names, card-pool legality. Without it, only the embedded facts are used.
   */
  readonly dataDir?: string;
}

/** Settings that cannot be used (unknown format, impossible date, …). The CLI exits 2 on these. */
export class SettingsError extends Error {}

export interface PreparedCheck {
  readonly format: FormatDef;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly team: boolean;
  readonly teamOverrides: TeamOverridePolicy;
  /** The variant and the scheme/plane lists it needs; null without a variant. */
  readonly variant?: VariantSetup | null;
  /** The card database in use (null: none). */
  readonly cardDatabase?: CardDatabaseInfo | null;
  /** Notes for the report about what this check can and cannot tell. */
  readonly notes?: readonly string[];
}

export const IMPORT_HINT =
  'To check card names and card-pool legality too, get a card database: deckcheck db update (downloads ' +
  "MTGJSON's card data) or deckcheck db import <file>.";

export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** Validate settings and load what the check needs (the format's dated lists only when it has them). */
export async function prepareCheck(settings: CheckSettings = {}): Promise<PreparedCheck> {
  const formatId = settings.format ?? 'casual';
  const format = findFormat(formatId);
  if (!format) {
    throw new SettingsError(`unknown format "${formatId}"; use one of: ${FORMAT_IDS.join(', ')}`);
  }
  const date = settings.date ?? todayIso();
  if (!isIsoDate(date)) {
    throw new SettingsError(`"${date}" is not a date; write the day as YYYY-MM-DD, e.g. 2025-01-15`);
  }
  let lists: ListsInForce | null = null;
  let extraNames: string[] = [];
  if (format.list) {
    const { listHistory } = await import('./data/banlists.js');
    const history = listHistory(format.list);
    try {
      lists = listsInForce(history, date);
    } catch (e) {
      if (e instanceof ListDateError) throw new SettingsError(e.message);
      throw e;
    }
    extraNames = historyCardNames(history);
  }
  let variant: VariantSetup | null = null;
  if (settings.variant !== undefined) {
    const def = findVariant(settings.variant);
    if (!def) throw new SettingsError(`unknown variant "${settings.variant}"; use one of: ${VARIANT_IDS.join(', ')}`);
    if (settings.team) {
      throw new SettingsError(`--team and --variant ${def.id} cannot be combined; check each player's decks on their own`);
    }
    const { embeddedSpecialCards } = await import('./variants/special-cards.js');
    variant = { def, special: embeddedSpecialCards() };
  }
  let index: CardIndex = embeddedIndex(extraNames);
  let cardDatabase: CardDatabaseInfo | null = null;
  const notes: string[] = [];
  if (settings.dataDir !== undefined && !existsSync(databasePath(settings.dataDir))) {
    // No database there: say how to get one, without loading the database code.
    notes.push(IMPORT_HINT);
  } else if (settings.dataDir !== undefined) {
    const db = await import('./db/load.js');
    let opened;
    try {
      opened = await db.openCardDatabase(settings.dataDir, index);
    } catch (e) {
      if (e instanceof db.DatabaseError) throw new SettingsError(e.message);
      throw e;
    }
    if (opened) {
      index = opened.index;
      cardDatabase = opened.info;
      notes.push(...db.databaseNotes(opened.info, format, date));
    } else {
      notes.push(IMPORT_HINT);
    }
  }
  return {
    format,
    date,
    lists,
    index,
    team: settings.team ?? false,
    teamOverrides: settings.teamOverrides ?? 'lenient',
    variant,
    cardDatabase,
    notes,
  };
}

export interface DeckText {
  /** The file name shown in reports. */
  readonly file: string;
  readonly text: string;
  /** The player's name, when known (event manifests). */
  readonly player?: string;
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

/** A Sealed / Draft pool file already read into text. */
export interface PoolText {
  readonly file: string;
  readonly text: string;
  /** Findings from reading the bytes (e.g. an encoding fallback). */
  readonly inputFindings?: readonly Finding[];
  /** Read as this input format (see INPUT_FORMATS) instead of detecting it from the name and content. */
  readonly inputFormat?: string;
}

/** A parsed pool, ready for checkTexts. */
export type PreparedPool = ParsedPool;

/**
 * Parse a pool (a text card list in any decklist syntax, or a CSV export). Throws SettingsError when the format is
 * not a Limited one, or when the pool has no cards at all (an empty file, an unreadable CSV header); lines that are
 * not understood are kept as `parse-error` findings for the report.
 */
export function preparePool(prepared: PreparedCheck, pool: PoolText): PreparedPool {
  if (prepared.format.kind !== 'limited') {
    throw new SettingsError(
      `a pool is for Limited decks; use --format sealed or --format draft with --pool (the format is ${prepared.format.id})`,
    );
  }
  const parsed = parsePool(pool.text, pool.file);
  const withInput =
    pool.inputFindings && pool.inputFindings.length > 0
      ? { ...parsed, deck: { ...parsed.deck, diagnostics: [...pool.inputFindings, ...parsed.deck.diagnostics] } }
      : parsed;
  const reason = unusablePoolReason(withInput);
  if (reason !== undefined) throw new SettingsError(reason);
  return withInput;
}

/**
 * Parse one deck: a deck already parsed as it was read, a supplementary deck file (plain text, every card in that
 * deck), or any input format, detected (or forced with `inputFormat`).
 */
function parseDeckText(d: Omit<DeckText, 'supplementary'>, options?: ParseOptions): ParsedDeck {
  const p = d.parsed ?? (options ? parseTextDeck(d.text, d.file, options) : readDeckOrReport(d.text, d.file, d.inputFormat));
  if (d.player === undefined && !(d.inputFindings && d.inputFindings.length > 0)) return p;
  return {
    ...p,
    ...(d.player !== undefined ? { player: d.player } : {}),
    ...(d.inputFindings && d.inputFindings.length > 0 ? { diagnostics: [...d.inputFindings, ...p.diagnostics] } : {}),
  };
}

/** Check options made once per prepared check (and pool): every deck of a run shares them. */
const optionsMade = new WeakMap<PreparedCheck, { plain?: CheckOptions; pooled: WeakMap<PreparedPool, CheckOptions> }>();

function checkOptions(prepared: PreparedCheck, pool?: PreparedPool): CheckOptions {
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
    date: prepared.date,
    lists: prepared.lists,
    index: prepared.index,
    teamOverrides: prepared.teamOverrides,
    cardDatabase: prepared.cardDatabase ?? null,
    notes: prepared.notes ?? [],
    variant: prepared.variant ?? null,
    ...(pool ? { pool } : {}),
  };
}

/**
 * Check one deck, or one team when `teamName` is given, against the pool when one is given. Never throws on user
 * input.
 */
export function checkUnitTexts(
  prepared: PreparedCheck,
  decks: readonly DeckText[],
  teamName?: string,
  pool?: PreparedPool,
): UnitReport {
  const parsed = decks.map((d) => parseDeckText(d));
  let unit: Unit;
  if (teamName !== undefined) {
    unit = { kind: 'team', name: teamName, decks: parsed };
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

/** The report over units already checked, in the order given. */
export function finishReport(
  prepared: PreparedCheck,
  units: readonly UnitReport[],
  pool?: PreparedPool | readonly PreparedPool[],
): CheckReport {
  const pools = pool === undefined ? [] : Array.isArray(pool) ? (pool as readonly PreparedPool[]) : [pool as PreparedPool];
  if (pools.length <= 1) return buildReport(units, checkOptions(prepared, pools[0]));
  // Several pools (an event with a pool per player or team): the report names none at the top; each unit names its
  // own, and every pool's unreadable lines are still reported.
  const report = buildReport(units, checkOptions(prepared));
  const findings = sortFindings([...report.findings, ...pools.flatMap((p) => p.deck.diagnostics)]);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const notes = report.notes.filter((n) => n !== NO_POOL_NOTE);
  return { ...report, notes, findings, errors, warnings: findings.length - errors, legal: errors === 0 };
}

/**
 * Check decklists already read into text: each on its own, or all as one team; against a Sealed / Draft pool when
 * one is given. Never throws on user input.
 */
export function checkTexts(prepared: PreparedCheck, decks: readonly DeckText[], pool?: PreparedPool): CheckReport {
  const units = prepared.team
    ? [checkUnitTexts(prepared, decks, decks.map((d) => d.file).join(' + '), pool)]
    : decks.map((d) => checkUnitTexts(prepared, [d], undefined, pool));
  return finishReport(prepared, units, pool);
}

/** Check decks already parsed (e.g. with readDeck from src/input/detect.ts). Never throws on user input. */
export function checkParsed(prepared: PreparedCheck, parsed: readonly ParsedDeck[], pool?: PreparedPool): CheckReport {
  return checkTexts(
    prepared,
    parsed.map((deck) => ({ file: deck.file, text: '', parsed: deck })),
    pool,
  );
}

/** Read and check decklist files (a convenience for library users; the CLI reads files itself for better errors). */
export async function checkFiles(paths: readonly string[], settings: CheckSettings = {}): Promise<CheckReport> {
  const prepared = await prepareCheck(settings);
  const decks: DeckText[] = [];
  for (const file of paths) {
    const decoded = decodeText(await readFile(file));
    decks.push({ file, text: decoded.text });
  }
  const pool =
    settings.pool !== undefined
      ? preparePool(prepared, { file: settings.pool, text: decodeText(await readFile(settings.pool)).text })
      : undefined;
  return checkTexts(prepared, decks, pool);
}
