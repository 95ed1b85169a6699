/**
 * Preparing a check: settings read into a PreparedCheck once (the format, its dated lists and points, the card index
 * over a card database, the notes of what the check can and cannot tell), for any number of decks. Pure of Node: a
 * data directory and the built-in card data are opened by the ways a PrepareHow gives (api/node gives Node's).
 */
import { embeddedIndex } from '../cards/index.js';
import { PLATFORMS, type CardDatabaseInfo, type Platform } from '../cards/facts.js';
import type { FormatSource } from '../check/check.js';
import { BASE_FORMAT_IDS, FORMAT_CHOICES, findDataFormat, findFormat, playedOnArenaOnly, pointsTableOn, type FormatDef } from '../formats/formats.js';
import { ListDateError, beforeHistoryText, combinedHistory, hasPlatformDays, historyCardNames, listsInForce, type ListsInForce } from '../formats/lists.js';
import type { CardListInput, FormatFileInput } from '../formats/format-file.js';
import type { ListHistory } from '../data/banlists.js';
import type { OwnListLayer } from '../formats/formats.js';
import { poolRules } from '../formats/pool-load.js';
import { checkCurrency, extensionNote, formatKnowledge } from '../formats/knowledge.js';
import { bracketNote, loadBracketData } from '../formats/brackets.js';
import { preloadCsvParse } from '../parse/csv-load.js';
import { loadRules } from '../check/rule-set.js';
import type { CardIndex } from '../cards/index.js';
import type { VariantSetup } from '../model/supplementary.js';
import { findVariant, VARIANT_IDS } from '../variants/variants.js';
import { deepFreeze } from '../freeze.js';
import { SettingsError } from '../errors.js';
import type { CheckSettings, PreparedCheck } from './settings.js';
import { bracketSetting, isIsoDate, parseColors, platformSetting, teamOverridesSetting, teamRulesFormatProblem, teamRulesSetting, todayIso } from './settings.js';
import { databaseFor, noDatabase } from './card-database.js';
import type { OpenedDatabase } from '../db/header.js';

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

/** How prepareCheck treats a `dataDir` without a card database. */
export interface PrepareHow {
  /**
   * Throw SettingsError `no-card-database` (the library: a directory given is meant to hold one). Without it, the
   * check goes on without a database and its notes say how to get one (the CLI, whose default directory may be empty).
   */
  readonly requireDatabase?: boolean;
  /**
   * Open the card database of a `dataDir` over the embedded index: null when the directory holds none; a
   * SettingsError when it cannot be used. Given by api/node (Node); without it a `dataDir` is refused.
   */
  readonly openDataDir?: (dir: string, embedded: CardIndex) => Promise<OpenedDatabase | null>;
  /**
   * Open deckcheck's built-in card data over the embedded index (null when the package has none): used when neither
   * `cardDatabase` nor a `dataDir` holding a database gives card data, unless `builtInCardData` is false. Given by
   * api/node (Node).
   */
  readonly openBuiltIn?: (embedded: CardIndex) => Promise<OpenedDatabase | null>;
}

/** Validate settings and load what the check needs (the format's dated lists only when it has them). */
export async function prepareCheck(settings: CheckSettings = {}, how: PrepareHow = {}): Promise<PreparedCheck> {
  // Archenemy Commander is a Commander game (CR 904.13a): its main deck is a Commander deck unless a format is named.
  const formatId = settings.format ?? (settings.variant?.trim().toLowerCase() === 'archenemy-commander' ? 'commander' : 'casual');
  await Promise.all([preloadCsvParse(), loadRules()]);
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
  const platform = platformSetting(settings.platform, format);
  let lists: ListsInForce | null = null;
  let platformLists: Partial<Record<Platform, ListsInForce>> | undefined;
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
      // Each change counts from its day on the platform checked (Magic Online often changed before tabletop).
      lists = listsInForce(history, date, own ? format.name : undefined, platform);
      if (platform === undefined && !playedOnArenaOnly(format)) {
        // No platform given: a deck of a platform's own (an MTGO .dek file) is checked by that platform's days.
        for (const p of PLATFORMS) {
          if (!hasPlatformDays(history, p)) continue;
          platformLists ??= {};
          platformLists[p] = listsInForce(history, date, own ? format.name : undefined, p);
        }
      }
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
    const { embeddedSpecialCards } = await import('../variants/special-cards.js');
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
    const db = await import('../db/open-bytes.js');
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
    ...(platformLists !== undefined ? { platformLists: deepFreeze(platformLists) } : {}),
    ...(maxFindings !== undefined ? { maxFindings } : {}),
    ...(bracket !== undefined ? { bracket } : {}),
  }));
}

/** The prepared checks and pools prepareCheck and preparePool made: the library's calls take no others. */
const MADE = new WeakSet<object>();

export function madeHere<T extends object>(value: T): T {
  MADE.add(value);
  return value;
}

/** True for a prepared check prepareCheck made (or a pool preparePool made), not an object shaped like one. */
export function isPrepared(value: unknown): boolean {
  return typeof value === 'object' && value !== null && MADE.has(value);
}

/**
 * The dated banned and restricted history a format checks against: its built-in list, a format file's own list on top
 * of its base's (or instead of it), or null when it has none.
 */
export async function formatHistory(format: FormatDef): Promise<ListHistory | null> {
  if (!format.list && !format.ownList) return null;
  const { historyFromData, listHistory, loadListHistory } = await import('../data/banlists.js');
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
  const { loadDataFormat } = await import('../formats/builtin.js');
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
  const { formatFromData } = await import('../formats/format-file.js');
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

/** The first Commander list change with an announcement (mtgcommander.net, 2007-03-08); before it, RULES.md C15. */
const COMMANDER_SOURCED_FROM = '2007-03-08';
