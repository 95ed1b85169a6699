/**
 * The library API without a file system: everything the CLI does, from text and bytes. Pure of Node: the browser
 * entry (src/browser.ts) serves it as it is, and src/api.ts adds what needs Node (data directories, reading files).
 */
import type { DatabaseFile } from './db/file.js';
import { DB_FILE_NAME } from './db/file-name.js';
import { embeddedIndex } from './cards/index.js';
import { PLATFORM_NAMES, PLATFORMS, type CardDatabaseInfo, type Color, type Platform } from './cards/facts.js';
import {
  checkUnit,
  NO_POOL_NOTE,
  poolOwnFindings,
  ReportTally,
  resolvedPoolOf,
  reportFromSummary,
  type CheckOptions,
  type CheckReport,
  type FormatSource,
  type ReportSummary,
  type Unit,
  type UnitReport,
} from './check/check.js';
import { BASE_FORMAT_IDS, FORMAT_CHOICES, findDataFormat, findFormat, playedOnArenaOnly, pointsTableOn, type FormatDef } from './formats/formats.js';
import { ListDateError, beforeHistoryText, combinedHistory, historyCardNames, listsInForce, type ListsInForce } from './formats/lists.js';
import type { CardListInput, FormatFileInput } from './formats/format-file.js';
import type { ListHistory } from './data/banlists.js';
import type { OwnListLayer } from './formats/formats.js';
import { loadPoolRules, poolRules } from './formats/pool-load.js';
import { checkCurrency, extensionNote, formatKnowledge, type Currency } from './formats/knowledge.js';
import { BRACKETS_SINCE, bracketNote, bracketProblem, loadBracketData, type Bracket } from './formats/brackets.js';
import { parseTextDeck, type ParseOptions } from './parse/text.js';
import { preloadCsvParse } from './parse/csv-load.js';
import { sortFindings, type Finding } from './diagnostic.js';
import { findInputFormat, inputFormatIds, readDeckOrReport } from './input/detect.js';
import type { ParsedDeck } from './parse/types.js';
import type { TeamOverridePolicy, TeamRules } from './rules/types.js';
import type { CardIndex } from './cards/index.js';
import type { VariantSetup } from './model/supplementary.js';
import { findVariant, VARIANT_IDS } from './variants/variants.js';
import { parsePool, unusablePoolReason, type ParsedPool } from './parse/pool.js';
import { deepFreeze } from './freeze.js';
import { inputTooLarge } from './input/limits.js';
import { parseError } from './parse/parse-error.js';
import { batchStopper, SettingsError, type BatchOptions } from './errors.js';

export interface CheckSettings {
  /** Format id (default "casual"). */
  readonly format?: string;
  /** YYYY-MM-DD; default: today (local time). */
  readonly date?: string;
  /**
   * The platform the check is for: 'paper' (tabletop), 'mtgo' (Magic Online) or 'arena' (MTG Arena), any case. Sets
   * and printings are dated by the day they came to it where deckcheck knows that day (src/data/pools/mtgo.json,
   * arena.json). Default: each deck's own (an MTGO .dek file: 'mtgo'), else the format's (MTG Arena for Historic,
   * Timeless and Brawl; tabletop for the rest). A format that exists only on MTG Arena refuses another platform
   * (SettingsError `settings-conflict`); an unknown value is SettingsError `unknown-platform`.
   */
  readonly platform?: string;
  /** The decks are one Two-Headed Giant team. */
  readonly team?: boolean;
  readonly teamOverrides?: TeamOverridePolicy;
  /**
   * The team model for `team`: '2hg' (Two-Headed Giant, the default) or 'unified' (Team Unified Constructed, MTR 8.4:
   * three players, a card name in one deck of the team only, sideboards allowed).
   */
  readonly teamRules?: TeamRules;
  /** A casual variant with a supplementary deck: archenemy, supervillain-rumble, archenemy-commander, planechase. */
  readonly variant?: string;
  /** Sealed / Draft: the pool file the decks are built from (checkFiles only; checkTexts takes a PreparedPool). */
  readonly pool?: string;
  /**
   * Directory of the card database (see `deckcheck db`): checks also know every card (unknown names, foreign-language
   * names, card-pool legality). Without it, only the embedded facts are used. The library refuses a directory that
   * holds no usable database (SettingsError `no-card-database`, `card-database-unusable`).
   */
  readonly dataDir?: string;
  /**
   * A card database opened once with openCardDatabase and shared by any number of prepared checks, for any format
   * and day (instead of `dataDir`, which opens the database for this check alone).
   */
  readonly cardDatabase?: CardDatabase;
  /**
   * false: do not use deckcheck's built-in card data (the card snapshot in the package, data/card-snapshot) when no
   * `dataDir` or `cardDatabase` gives a card database; the check then knows only the embedded facts. By default
   * (true) Node's prepareCheck uses it; the browser entry has none of its own (give it as `cardDatabase`, opened
   * with openCardDatabaseBytes from the snapshot's bytes).
   */
  readonly builtInCardData?: boolean;
  /**
   * The colour(s) chosen for a commander that chooses its colour before the game (CR 903.4b: The Prismatic Piper,
   * Faceless One, Clara Oswald), as letters ("G") or names ("green"); RULES.md C3.
   */
  readonly commanderColor?: string;
  /**
   * Commander only, from 2025-02-11: check each deck against this Commander bracket (1 Exhibition … 5 cEDH) of the
   * Commander Format Panel: Game Changers, mass land denial, extra turns, two-card combos. A number, or its digits.
   */
  readonly bracket?: number | string;
  /**
   * A format file, read and validated (readFormatFileText in src/input/format-file-text.ts, for the CLI, the web page
   * and other programs): used instead of `format`.
   */
  readonly formatFile?: FormatFileInput;
  /**
   * Where the format came from when the caller did not name it: the decklists' own declaration (the format is then
   * `format`), or nowhere (`{ kind: 'none' }`: Casual constructed, and the report says no format was named).
   */
  readonly formatSource?: FormatSource;
  /**
   * How many findings of one deck or team a report lists (a whole number, at least 1; default MAX_FINDINGS, 500): the
   * rest are counted in one `findings-not-listed` finding, an error when any of them is one.
   */
  readonly maxFindings?: number;
}

export { SettingsError, nameAsSetting, type SettingNamer, type SettingsErrorCode } from './errors.js';

export interface PreparedCheck {
  readonly format: FormatDef;
  /** `formatSource`, as given. */
  readonly formatSource?: FormatSource;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly team: boolean;
  readonly teamOverrides: TeamOverridePolicy;
  /** The team model of teams checked with this preparation (an event may name another per team). */
  readonly teamRules: TeamRules;
  /** The variant and the scheme/plane lists it needs; null without a variant. */
  readonly variant?: VariantSetup | null;
  /** The card database in use (null: none). */
  readonly cardDatabase?: CardDatabaseInfo | null;
  /** Notes for the report about what this check can and cannot tell. */
  readonly notes?: readonly string[];
  /** `commanderColor`, read (CR 903.4b). */
  readonly commanderColors?: readonly Color[];
  /** How current the check's knowledge is: deckcheck's own, the card data's (null: a format without lists or pool). */
  readonly currency?: Currency | null;
  /** `platform`, read; absent when not given (each deck's own, else the format's). */
  readonly platform?: Platform;
  /** `maxFindings`: how many findings of one deck or team are listed (absent: MAX_FINDINGS). */
  readonly maxFindings?: number;
  /** `bracket`, read (Commander only). */
  readonly bracket?: Bracket;
}

/** The report's note on a format that was not named: where it came from, or that it came from nowhere. */
export function formatSourceNote(source: FormatSource, formatName: string): string {
  if (source.kind === 'none') {
    return (
      `No format was named (on the command line, in a configuration or event manifest, or in the decklist): checked as ` +
      `${formatName}, which has deck sizes and copy limits but no banned list and no card pool. A "legal" here says ` +
      'nothing about a tournament format: name it (--format modern, or a "// FORMAT : Modern" line in the decklist).'
    );
  }
  const more = source.files > 1 ? ` and ${source.files - 1} more decklist${source.files > 2 ? 's' : ''}` : '';
  return `Checked as ${formatName}, the format ${source.file}${more} declare${source.files > 1 ? '' : 's'} (line ${source.line}: "${source.written}"); give --format to check for another.`;
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

/**
 * A card database opened once (openCardDatabase) and passed as `cardDatabase` to any number of prepareCheck calls,
 * for any format and day: its file is read whole when it is opened and closed at once, so it holds no file
 * descriptor; every check prepared with it shares its one copy of the data. `close()` (or `using`) lets it go: later
 * prepareCheck calls with it are refused, and its memory is freed once the checks prepared with it are dropped.
 */
export interface CardDatabase {
  /** The data directory it was opened from. */
  readonly dir: string;
  /** What the database holds (source, date, counts). */
  readonly info: CardDatabaseInfo;
  /** True after close(). */
  readonly closed: boolean;
  close(): void;
  // A handle is also disposable (`using`): `[Symbol.dispose]()` closes it. The Node entry's CardDatabase type says
  // so (src/api.ts); this one does not, so that the browser entry's types need no `esnext.disposable` lib.
}

/** A database's card index over a format's embedded index, made once per format list and kept with the handle. */
type IndexOver = (embedded: CardIndex) => CardIndex;

const handles = new WeakMap<CardDatabase, { indexOver: IndexOver | null; indexes: Map<string, CardIndex> }>();

class OpenedCardDatabase implements CardDatabase {
  constructor(
    readonly dir: string,
    readonly info: CardDatabaseInfo,
    indexOver: IndexOver,
  ) {
    handles.set(this, { indexOver, indexes: new Map() });
    Object.freeze(this);
  }

  get closed(): boolean {
    return handles.get(this)?.indexOver == null;
  }

  close(): void {
    handles.set(this, { indexOver: null, indexes: new Map() });
  }

  [Symbol.dispose](): void {
    this.close();
  }
}

/** True for a handle openCardDatabase made (and not some other object). */
export function isCardDatabase(value: unknown): value is CardDatabase {
  return value instanceof OpenedCardDatabase;
}

/**
 * Open the card database of a data directory (see `deckcheck db`) once, to pass as `cardDatabase` to prepareCheck.
 * Throws SettingsError `no-card-database` when the directory holds none, `card-database-unusable` when it cannot be
 * read or is damaged.
 * @internal Not part of the published types (it names the reader's file type, which names Node's Buffer).
 */
export async function cardDatabaseOf(dir: string, db: DatabaseFile): Promise<CardDatabase> {
  const [{ databaseInfo }, { DatabaseIndex }] = await Promise.all([import('./db/open-bytes.js'), import('./db/database-index.js'), loadPoolRules()]);
  return new OpenedCardDatabase(dir, deepFreeze(databaseInfo(db.header)), (embedded) => new DatabaseIndex(db, embedded));
}

/**
 * Open a card database from the bytes of a cards.db file that `deckcheck db` made (in a browser: a file the user
 * gave), to pass as `cardDatabase` to prepareCheck. `name` stands for the file in messages and as the handle's `dir`.
 * Throws SettingsError `card-database-unusable` when the bytes are not a usable database.
 */
export async function openCardDatabaseBytes(bytes: Uint8Array, name = DB_FILE_NAME): Promise<CardDatabase> {
  const { databaseFromBytes, DatabaseError } = await import('./db/open-bytes.js');
  let db: DatabaseFile;
  try {
    db = databaseFromBytes(bytes, name);
  } catch (e) {
    if (e instanceof DatabaseError) throw new SettingsError('card-database-unusable', e.message, 'cardDatabase');
    throw e;
  }
  return cardDatabaseOf(name, db);
}

/** The handle's index for a format's list (made once) and its facts; a SettingsError when it is closed. */
function databaseFor(handle: CardDatabase, list: string, embedded: () => CardIndex): { index: CardIndex; info: CardDatabaseInfo } {
  const state = handles.get(handle);
  if (!state) {
    throw new SettingsError('invalid-settings', (name) => `${name('cardDatabase')} is not a card database made by openCardDatabase`, 'cardDatabase');
  }
  if (!state.indexOver) {
    throw new SettingsError('card-database-closed', (name) => `the card database given as ${name('cardDatabase')} was closed`, 'cardDatabase');
  }
  let index = state.indexes.get(list);
  if (!index) {
    index = state.indexOver(embedded());
    state.indexes.set(list, index);
  }
  return { index, info: handle.info };
}

/**
 * A card database opened for a check: its index and what the report says of it (db/open-bytes.ts's OpenedDatabase,
 * written here so that the browser entry's declarations do not reach db/file.ts and its Node `Buffer`).
 */
export interface OpenedData {
  readonly index: CardIndex;
  readonly info: CardDatabaseInfo;
}

/** How prepareCheck treats a `dataDir` without a card database. */
export interface PrepareHow {
  /**
   * Throw SettingsError `no-card-database` (the library: a directory given is meant to hold one). Without it, the
   * check goes on without a database and its notes say how to get one (the CLI, whose default directory may be empty).
   */
  readonly requireDatabase?: boolean;
  /**
   * Open the card database of a `dataDir` over the embedded index: null when the directory holds none; a
   * SettingsError when it cannot be used. Given by src/api.ts (Node); without it a `dataDir` is refused.
   */
  readonly openDataDir?: (dir: string, embedded: CardIndex) => Promise<OpenedData | null>;
  /**
   * Open deckcheck's built-in card data over the embedded index (null when the package has none): used when neither
   * `cardDatabase` nor a `dataDir` holding a database gives card data, unless `builtInCardData` is false. Given by
   * src/api.ts (Node).
   */
  readonly openBuiltIn?: (embedded: CardIndex) => Promise<OpenedData | null>;
}

export function noDatabase(dir: string): SettingsError {
  return new SettingsError(
    'no-card-database',
    (name) =>
      `${dir} holds no card database (no readable ${DB_FILE_NAME}); make one there with deckcheck db update or ` +
      `deckcheck db import <file>, or leave out ${name('dataDir')} to check without one`,
    'dataDir',
  );
}

/** Validate settings and load what the check needs (the format's dated lists only when it has them). */
export async function prepareCheck(settings: CheckSettings = {}, how: PrepareHow = {}): Promise<PreparedCheck> {
  // Archenemy Commander is a Commander game (CR 904.13a): its main deck is a Commander deck unless a format is named.
  const formatId = settings.format ?? (settings.variant?.trim().toLowerCase() === 'archenemy-commander' ? 'commander' : 'casual');
  await preloadCsvParse();
  let format = settings.formatFile ? await fileFormat(settings.formatFile) : await builtinFormat(formatId);
  if (!format) {
    throw new SettingsError('unknown-format', `unknown format "${formatId}"; use one of: ${FORMAT_CHOICES.join(', ')}`, 'format');
  }
  await loadBracketData(format);
  const date = settings.date ?? todayIso();
  if (!isIsoDate(date)) {
    throw new SettingsError('invalid-date', `"${date}" is not a date; write the day as YYYY-MM-DD, e.g. 2025-01-15`, 'date');
  }
  if (format.lastDay && date > format.lastDay.day) {
    const last = format.lastDay;
    const formatName = format.name;
    throw new SettingsError(
      'date-out-of-range',
      (name) => `${formatName} ended on ${last.day}; ${date} is later. Use ${name('date', last.day)} or earlier (${last.source}).`,
      'date',
    );
  }
  let lists: ListsInForce | null = null;
  let extraNames: string[] = [];
  const formatNotes: string[] = [];
  const history = await formatHistory(format);
  if (history) {
    const own = format.ownList;
    const since = history.since;
    if (date < since) {
      throw new SettingsError(
        'date-out-of-range',
        (name) =>
          `${beforeHistoryText(history, date)} Use ${name('date', since)} or later.`,
        'date',
      );
    }
    try {
      lists = listsInForce(history, date, own ? format.name : undefined);
    } catch (e) {
      if (e instanceof ListDateError) throw new SettingsError('date-out-of-range', e.message, 'date');
      throw e;
    }
    extraNames = historyCardNames(history);
    if (own?.knownThrough !== undefined && date > own.knownThrough) {
      formatNotes.push(
        `${format.name}'s own banned and restricted list is known complete through ${own.knownThrough}; a change after that day ` +
          `and by ${date} would not be known. Check the format's announcements (${format.reference ?? format.name}).`,
      );
    }
  }
  if (format.points) {
    const table = pointsTableOn(format.points, date);
    if (!table) {
      throw new SettingsError(
        'date-out-of-range',
        `${format.name}'s points list begins on ${format.points.tables[0]?.effective ?? '(no table)'}; ${date} is earlier. ` +
          'Use a later date.',
        'date',
      );
    }
    for (const t of table.byKey.values()) extraNames.push(t.card);
    if (format.points.knownThrough !== undefined && date > format.points.knownThrough) {
      formatNotes.push(
        `${format.name}'s points list is known complete through ${format.points.knownThrough}; a change after that day ` +
          `and by ${date} would not be known (${format.points.reference}).`,
      );
    }
    const notHeld = (format.points.changesNotHeld ?? []).filter((c) => c.day <= date);
    if (notHeld.length > 0) {
      const each = notHeld.map((c) => `by ${c.day}${c.announced !== undefined ? ` (announced ${c.announced})` : ''}: ${c.source}`);
      formatNotes.push(
        `${format.name}: points are counted by the table in force from ${table.effective}, but the points list is known to have ` +
          `changed since in a way deckcheck does not hold (${each.join('; ')}); check the points against the current list.`,
      );
    }
  }
  if (format.notChecked) formatNotes.push(...format.notChecked);
  const platform = platformSetting(settings.platform, format);
  const maxFindings = settings.maxFindings;
  if (maxFindings !== undefined && !(Number.isSafeInteger(maxFindings) && maxFindings >= 1)) {
    throw new SettingsError('invalid-settings', (name) => `${name('maxFindings')} is a whole number of at least 1, not ${String(maxFindings)}`, 'maxFindings');
  }
  const team = settings.team === true;
  const teamOverrides = teamOverridesSetting(settings.teamOverrides) ?? 'lenient';
  const teamRules = teamRulesSetting(settings.teamRules, team) ?? '2hg';
  const teamProblem = teamRulesFormatProblem(teamRules, format);
  if (teamProblem !== undefined) throw new SettingsError('settings-conflict', teamProblem, 'teamRules');
  const commanderColors = settings.commanderColor !== undefined ? parseColors(settings.commanderColor) : undefined;
  const bracket = bracketSetting(settings.bracket, format, date);
  if (bracket !== undefined) formatNotes.push(bracketNote(bracket, date));
  let variant: VariantSetup | null = null;
  if (settings.variant !== undefined) {
    const def = findVariant(settings.variant);
    if (!def) {
      throw new SettingsError('unknown-variant', `unknown variant "${settings.variant}"; use one of: ${VARIANT_IDS.join(', ')}`, 'variant');
    }
    if (settings.team) {
      throw new SettingsError(
        'settings-conflict',
        (name) => `${name('team')} and ${name('variant', def.id)} cannot be combined; check each player's decks on their own`,
        'variant',
      );
    }
    const { embeddedSpecialCards } = await import('./variants/special-cards.js');
    variant = { def, special: embeddedSpecialCards() };
  }
  let index: CardIndex = embeddedIndex(extraNames);
  let cardDatabase: CardDatabaseInfo | null = null;
  const notes: string[] = formatNotes;
  const sourceNote = settings.formatSource ? formatSourceNote(settings.formatSource, format.name) : undefined;
  if (sourceNote !== undefined) notes.unshift(sourceNote);
  if (format.id === 'commander' && date < COMMANDER_SOURCED_FROM) {
    notes.push(
      `The Commander list before ${COMMANDER_SOURCED_FROM} is unsourced: the reference history gives no announcements ` +
        "for it, and it partly mirrors Vintage's list of the time (RULES.md C15). Treat its verdicts as approximate.",
    );
  }
  let opened: { index: CardIndex; info: CardDatabaseInfo } | null = null;
  if (settings.cardDatabase !== undefined) {
    if (settings.dataDir !== undefined) {
      throw new SettingsError('settings-conflict', (name) => `give ${name('dataDir')} or ${name('cardDatabase')}, not both`, 'cardDatabase');
    }
    opened = databaseFor(settings.cardDatabase, format.list ?? '', () => index);
  } else if (settings.dataDir !== undefined) {
    if (!how.openDataDir) {
      throw new SettingsError(
        'invalid-settings',
        (name) => `${name('dataDir')} needs a file system; open the card database from its bytes (openCardDatabaseBytes) and give it as ${name('cardDatabase')}`,
        'dataDir',
      );
    }
    opened = await how.openDataDir(settings.dataDir, index);
    if (!opened && how.requireDatabase === true) throw noDatabase(settings.dataDir);
  }
  if (!opened && settings.cardDatabase === undefined && settings.builtInCardData !== false && how.openBuiltIn) {
    opened = await how.openBuiltIn(index);
  }
  if (!opened && settings.dataDir !== undefined) notes.push(IMPORT_HINT);
  if (opened) {
    const db = await import('./db/open-bytes.js');
    index = opened.index;
    cardDatabase = opened.info;
    notes.push(...db.databaseNotes(opened.info, format, date));
  }
  if (settings.formatFile?.cardList) {
    const withList = cardListFormat(format, settings.formatFile.cardList, index);
    format = withList.format;
    notes.push(...withList.notes);
  }
  if (format.printingRestriction && cardDatabase?.holds?.printings !== true) {
    notes.push(
      `${format.name} allows only some printings (rarities, sets or printing days); without a card database that ` +
        'holds printings this is not checked.',
    );
  }
  const knowledge = formatKnowledge(format, history);
  const currency = knowledge ? checkCurrency(format, date, knowledge, cardDatabase) : null;
  const extended = currency ? extensionNote(format, date, currency) : undefined;
  if (extended !== undefined) notes.push(extended);
  else if (cardDatabase?.holds?.printings === true) {
    // Where the card data does not extend the pool rules, a day they do not cover is not checked (and the report says so).
    const day = poolRules().poolOn(format.pool, date, platform);
    const uncovered = day.uncovered;
    if (uncovered !== undefined && day.bound !== undefined) {
      notes.push(`card-not-legal is checked only in part for ${format.name} on ${date}: ${uncovered}; but ${day.bound}`);
    } else if (uncovered !== undefined) notes.push(`card-not-legal is not checked for ${format.name} on ${date}: ${uncovered}`);
  }
  // Frozen: a caller who changes what it is handed cannot change this check or a later one. The card index is a
  // class with its own caches and stays as it is.
  return madeHere(Object.freeze({
    format,
    date,
    lists: deepFreeze(lists),
    index,
    team,
    teamOverrides,
    teamRules,
    variant: variant && Object.freeze(variant),
    cardDatabase: deepFreeze(cardDatabase),
    notes: Object.freeze(notes),
    currency: deepFreeze(currency),
    ...(commanderColors ? { commanderColors: Object.freeze(commanderColors) } : {}),
    ...(settings.formatSource ? { formatSource: deepFreeze({ ...settings.formatSource }) } : {}),
    ...(platform !== undefined ? { platform } : {}),
    ...(maxFindings !== undefined ? { maxFindings } : {}),
    ...(bracket !== undefined ? { bracket } : {}),
  }));
}

/** The prepared checks and pools prepareCheck and preparePool made: the library's calls take no others. */
const MADE = new WeakSet<object>();

function madeHere<T extends object>(value: T): T {
  MADE.add(value);
  return value;
}

/** True for a prepared check prepareCheck made (or a pool preparePool made), not an object shaped like one. */
export function isPrepared(value: unknown): boolean {
  return typeof value === 'object' && value !== null && MADE.has(value);
}

/**
 * The bracket `value` asks for, or undefined when none is: a SettingsError for a value that is not 1-5, for a format
 * other than Commander (the brackets are the Commander Format Panel's), and for a day before the brackets began.
 */
export function bracketSetting(value: number | string | undefined, format: FormatDef, date: string): Bracket | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  const problem = bracketProblem(n, format, date);
  if (problem === undefined) return n as Bracket;
  const code = !Number.isInteger(n) || n < 1 || n > 5 ? 'invalid-settings' : date < BRACKETS_SINCE && format.id === 'commander' ? 'date-out-of-range' : 'settings-conflict';
  const shown = Number.isNaN(n) ? `"${String(value)}"` : String(n);
  throw new SettingsError(code, (name) => `${name('bracket', String(value))}: ${problem.replace(`not ${n}`, `not ${shown}`)}`, 'bracket');
}

/**
 * The platform `value` names (any case), or undefined when not given. A SettingsError for another value, and for a
 * platform a format is not played on: the MTG Arena formats exist only on Arena (a tabletop or Magic Online check of
 * them would be a different format). Every other format takes any platform: deckcheck dates its sets by the platform's
 * days and does not judge whether the platform runs the format (docs/explanations/decisions.md).
 */
export function platformSetting(value: string | undefined, format: FormatDef): Platform | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  const platform = PLATFORMS.find((p) => p === v);
  if (platform === undefined) {
    throw new SettingsError(
      'unknown-platform',
      (name) => `${name('platform')} takes ${PLATFORMS.map((p) => `"${p}"`).join(', ')}, not "${value}"`,
      'platform',
    );
  }
  if (playedOnArenaOnly(format) && platform !== 'arena') {
    const formatName = format.name;
    throw new SettingsError(
      'settings-conflict',
      (name) =>
        `${formatName} exists only on MTG Arena; it cannot be checked for ${PLATFORM_NAMES[platform]}. ` +
        `Leave out ${name('platform')} or use ${name('platform', 'arena')}.`,
      'platform',
    );
  }
  return platform;
}

/** The policy of `teamOverrides` (any case), or undefined when not given; a SettingsError for another value. */
export function teamOverridesSetting(value: string | undefined): TeamOverridePolicy | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'lenient' || v === 'strict') return v;
  throw new SettingsError(
    'unknown-team-overrides',
    (name) => `${name('teamOverrides')} takes "lenient" or "strict", not "${value}"`,
    'teamOverrides',
  );
}

/** The team model of `teamRules` (any case; only for a team), or undefined when not given; else a SettingsError. */
export function teamRulesSetting(value: string | undefined, team: boolean): TeamRules | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v !== '2hg' && v !== 'unified') {
    throw new SettingsError('unknown-team-rules', (name) => `${name('teamRules')} takes "2hg" or "unified", not "${value}"`, 'teamRules');
  }
  if (!team) {
    throw new SettingsError(
      'settings-conflict',
      (name) => `${name('teamRules')} is for a team: add ${name('team')} and name every player's decklist`,
      'teamRules',
    );
  }
  return v;
}

/** The input format `id` names (any case), or a SettingsError naming the ones there are. */
export function inputFormatSetting(id: string): string {
  const f = findInputFormat(id);
  if (!f) throw new SettingsError('unknown-input-format', `unknown input format "${id}"; use one of: ${inputFormatIds().join(', ')}`, 'inputFormat');
  return f.id;
}

/** Why `decks` cannot be one team under `teamRules`, or undefined when they can: a team has two players or more. */
export function teamDecksProblem(teamRules: TeamRules, decks: number): string | undefined {
  if (decks < 2) return `a team needs the decklists of every player on the team (at least two decks, not ${decks})`;
  return teamSizeProblem(teamRules, decks);
}

/**
 * The dated banned and restricted history a format checks against: its built-in list, a format file's own list on top
 * of its base's (or instead of it), or null when it has none.
 */
export async function formatHistory(format: FormatDef): Promise<ListHistory | null> {
  if (!format.list && !format.ownList) return null;
  const { historyFromData, listHistory, loadListHistory } = await import('./data/banlists.js');
  if (format.list) await loadListHistory(format.list);
  // A layer's own list on the history beneath it: its base's own list (a format file on a Highlander format), or the
  // coded format's list at the bottom. Combined once per layer and base list (a program that prepares many checks
  // with one format file's data pays for it once).
  const layered = (own: OwnListLayer | undefined, bottom: ListHistory | null): ListHistory | null => {
    if (!own) return bottom;
    const below = layered(own.under, bottom);
    const memo = COMBINED.get(own);
    if (memo && memo.below === below) return memo.history;
    const history = combinedHistory(below, historyFromData(own.data), own.mode);
    COMBINED.set(own, { below, history });
    return history;
  };
  return layered(format.ownList, format.list ? listHistory(format.list) : null);
}

/** formatHistory's combined histories, by own-list layer (kept while the layer is). */
const COMBINED = new WeakMap<OwnListLayer, { readonly below: ListHistory | null; readonly history: ListHistory }>();

/** fileFormat's compiled formats, by file name and content (the last few; a caller may change its data object). */
const FILE_FORMATS = new Map<string, FormatDef>();
const FILE_FORMATS_KEPT = 8;

/** A built-in format by id or alias: one defined in code, or one written as format-file data (loaded only now). */
export async function builtinFormat(id: string): Promise<FormatDef | undefined> {
  const coded = findFormat(id);
  if (coded || !findDataFormat(id)) return coded;
  const { loadDataFormat } = await import('./formats/builtin.js');
  return loadDataFormat(id);
}

/** A format file's format, on its base (compiled once per file name and content). */
async function fileFormat(input: FormatFileInput): Promise<FormatDef> {
  const key = `${input.file}\n${JSON.stringify(input.data)}`;
  const memo = FILE_FORMATS.get(key);
  if (memo) return memo;
  const format = await compileFileFormat(input);
  if (FILE_FORMATS.size >= FILE_FORMATS_KEPT) FILE_FORMATS.delete(FILE_FORMATS.keys().next().value ?? '');
  FILE_FORMATS.set(key, format);
  return format;
}

async function compileFileFormat(input: FormatFileInput): Promise<FormatDef> {
  const { formatFromData } = await import('./formats/format-file.js');
  const baseId = input.data.base ?? null;
  const base = baseId === null ? null : await builtinFormat(baseId);
  if (base === undefined) {
    throw new SettingsError(
      'unknown-format',
      `${input.file}: base: unknown format "${baseId ?? ''}"; use one of: ${BASE_FORMAT_IDS.join(', ')}`,
      'formatFile',
    );
  }
  if (input.data.points?.mode === 'amend' && !base?.points) {
    throw new SettingsError(
      'settings-conflict',
      `${input.file}: points.mode: "amend" needs a base format with points (canadian-highlander, australian-highlander); ` +
        `${baseId ?? 'no base'} has none: leave mode out or write "replace"`,
      'formatFile',
    );
  }
  return formatFromData(input.data, base, { file: input.file });
}

/**
 * The format with its card list, each name read with the card index (so a face or another printed name counts as its
 * card); with a complete index (a card database), the names that are no card are named in a note.
 */
function cardListFormat(format: FormatDef, list: CardListInput, index: CardIndex): { format: FormatDef; notes: string[] } {
  const keys = new Set<string>();
  const unknown: string[] = [];
  for (const { name, line } of list.names) {
    const read = index.read(name);
    keys.add(read.groupKey);
    if (read.resolution.kind === 'unknown' && read.resolution.complete === true) unknown.push(`line ${line}: ${name}`);
  }
  const notes =
    unknown.length > 0
      ? [
          `${list.file}: ${unknown.length} name${unknown.length === 1 ? ' is' : 's are'} no card the card database knows ` +
            `(${unknown.slice(0, 5).join('; ')}${unknown.length > 5 ? '; …' : ''}); a deck card of that name is checked by its spelling.`,
        ]
      : [];
  return { format: { ...format, cardList: { file: list.file, keys, size: list.names.length } }, notes };
}

/** Players of a Team Unified Constructed team: three, in seats A, B and C (MTR 8.2). */
export const UNIFIED_TEAM_SIZE = 3;
export const UNIFIED_SEATS: readonly string[] = ['A', 'B', 'C'];

/** Why a team model cannot be used with a format, or undefined when it can. */
export function teamRulesFormatProblem(teamRules: TeamRules, format: FormatDef): string | undefined {
  if (teamRules === 'unified' && format.kind === 'limited') {
    return (
      `Team Unified Constructed (team rules "unified", MTR 8.4) is for Constructed formats, not ${format.name}; ` +
      'check a Sealed or Draft team with the 2hg team rules and its pool'
    );
  }
  return undefined;
}

/** Why a team of `players` cannot be checked under a team model, or undefined when it can. */
export function teamSizeProblem(teamRules: TeamRules, players: number): string | undefined {
  if (teamRules === 'unified' && players !== UNIFIED_TEAM_SIZE) {
    return (
      `a Team Unified Constructed team has three players, in seats A, B and C (MTR 8.2, 8.4), not ${players}; ` +
      'give the three decklists of one team (for a two-player team use the 2hg team rules)'
    );
  }
  return undefined;
}

/** The first Commander list change with an announcement (mtgcommander.net, 2007-03-08); before it, RULES.md C15. */
const COMMANDER_SOURCED_FROM = '2007-03-08';

const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "G", "green", "WU", "white,blue" → colour letters; a SettingsError for anything else. */
export function parseColors(text: string): Color[] {
  const t = text.trim().toLowerCase();
  const words = t.split(/[\s,+/]+/).filter((w) => w !== '');
  const out = new Set<Color>();
  for (const w of words) {
    const named = COLOR_WORDS[w];
    if (named) {
      out.add(named);
      continue;
    }
    if (!/^[wubrg]+$/.test(w)) {
      throw new SettingsError(
        'invalid-commander-color',
        (name) =>
          `"${text}" is not a colour; write ${name('commanderColor')} as letters (W, U, B, R, G) or names (white, blue, black, red, green)`,
        'commanderColor',
      );
    }
    for (const ch of w) out.add(ch.toUpperCase() as Color);
  }
  if (out.size === 0) {
    throw new SettingsError('invalid-commander-color', (name) => `${name('commanderColor')} needs a colour: W, U, B, R or G`, 'commanderColor');
  }
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => out.has(c));
}

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
      'pool-not-limited',
      (name) =>
        `a pool is for Limited decks; use ${name('format', 'sealed')} or ${name('format', 'draft')} with ${name('pool')} ` +
        `(the format is ${prepared.format.id})`,
      'format',
    );
  }
  const tooLarge = inputTooLarge(pool.text.length, 'characters');
  if (tooLarge !== undefined) throw new SettingsError('input-too-large', `${pool.file}: the text ${tooLarge}`, 'pool');
  const parsed = parsePool(pool.text, pool.file);
  const withInput =
    pool.inputFindings && pool.inputFindings.length > 0
      ? { ...parsed, deck: { ...parsed.deck, diagnostics: [...pool.inputFindings, ...parsed.deck.diagnostics] } }
      : parsed;
  const reason = unusablePoolReason(withInput);
  if (reason !== undefined) throw new SettingsError('pool-unusable', reason, 'pool');
  return madeHere(withInput);
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

/** Check decks already parsed (e.g. with readDeck from src/input/detect.ts). Never throws on user input. */
export function checkParsed(prepared: PreparedCheck, parsed: readonly ParsedDeck[], pool?: PreparedPool, batch?: BatchOptions): CheckReport {
  return checkTexts(
    prepared,
    parsed.map((deck) => ({ file: deck.file, text: '', parsed: deck })),
    pool,
    batch,
  );
}
