/**
 * The door: the library's calls as a program calls them (both entries export these), each validating what it is
 * given with zod before the engine (api/engine) does the work, so that a setting or deck object from a JSON body with
 * the wrong shape (`format: 5`, no `text`, an unknown key) is a SettingsError naming it rather than a TypeError from
 * deep inside. The CLI calls the engine directly: its settings are built by its own option parsing, and zod stays out
 * of its start-up. Pure of Node; api/node adds the calls that need a file system.
 */
import type * as z from 'zod/mini';
import * as api from './engine.js';
import type { CheckReport } from '../check/check.js';
import type { DiffReport } from '../check/diff.js';
import { SettingsError, type BatchOptions, type SettingsIssue } from '../errors.js';
import type { FormatFileResult } from '../formats/format-file-schema.js';
import type { ReadDeck } from '../input/detect.js';
import type { ParsedDeck } from '../parse/types.js';
import { doorSchemas, loadDoorSchemas } from './door-load.js';
import { loadRules } from '../check/rule-set.js';
import { preloadCsvParse } from '../parse/csv-load.js';

/** The library's way of preparing: a `dataDir` without a usable card database is a SettingsError. */
export const LIBRARY: api.PrepareHow = { requireDatabase: true };

/** `value` as `schema` says, or a SettingsError naming each place that is wrong (`settings.format: …`). */
function valid<T>(schema: z.ZodMiniType<T>, value: unknown, what: string, code: 'invalid-settings' | 'invalid-deck'): T {
  const r = schema.safeParse(value);
  if (r.success) return value as T;
  const where = (path: readonly PropertyKey[]) => [what, ...path.map(String)].join('.');
  const problems = r.error.issues.map((i) => `${where(i.path)}: ${i.message}`);
  const issues: SettingsIssue[] = r.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    code: i.code,
    message: i.message,
  }));
  throw new SettingsError(code, problems.join('; '), what === 'settings' ? (r.error.issues[0]?.path[0]?.toString() ?? what) : what, issues);
}

/** `prepared`, checked to be a check prepareCheck made (a SettingsError otherwise, not a TypeError from deep inside). */
function validPrepared(prepared: unknown): api.PreparedCheck {
  if (!api.isPrepared(prepared) || !('format' in (prepared as object))) {
    throw new SettingsError('invalid-settings', 'prepared: expected a check made by prepareCheck', 'prepared');
  }
  return prepared as api.PreparedCheck;
}

/** `pool`, checked to be absent or a pool preparePool made. */
function validPool(pool: unknown): api.PreparedPool | undefined {
  if (pool !== undefined && (!api.isPrepared(pool) || 'format' in (pool as object))) {
    throw new SettingsError('invalid-settings', 'pool: expected a pool made by preparePool', 'pool');
  }
  return pool as api.PreparedPool | undefined;
}

/** A format file's data checked with validateFormatFile: a SettingsError `invalid-format-file` naming each problem. */
async function validFormatFile(settings: api.CheckSettings): Promise<api.CheckSettings> {
  const input = settings.formatFile;
  if (input === undefined) return settings;
  const { validateFormatFile } = await import('../formats/format-file-schema.js');
  const result = validateFormatFile(input.data);
  if (result.ok) return { ...settings, formatFile: { ...input, data: result.data } };
  const issues = result.problems.map((p) => ({ path: ['formatFile', 'data', ...p.path], code: 'invalid-format-file', message: p.message }));
  const lines = result.problems.map((p) => `${p.path.length > 0 ? p.path.join('.') : '(the file)'}: ${p.message}`);
  throw new SettingsError('invalid-format-file', `${input.file} is not a valid format file: ${lines.join('; ')}`, 'formatFile', issues);
}

/** Opens a data directory's card database (api/node gives Node's; without one a `dataDir` is refused). */
export type OpenDir = (dir: string) => Promise<api.CardDatabase>;

/** The built-in card data as a handle shared by every check (api/node gives Node's); null when there is none. */
export type OpenBuiltIn = () => Promise<api.CardDatabase | null>;

/**
 * Settings as the library takes them, validated; a `dataDir` opened with `openDir`; without a `dataDir` or
 * `cardDatabase`, the built-in card data from `builtIn` unless `builtInCardData` is false.
 */
export async function librarySettings(settings: unknown, openDir?: OpenDir, builtIn?: OpenBuiltIn): Promise<api.CheckSettings> {
  // A browser fetches the schemas, the rules and csv-parse (chunks of their own) at once rather than one after another:
  // prepareCheck awaits the rules and csv-parse too. In Node all three are there already.
  await Promise.all([loadDoorSchemas(), loadRules(), preloadCsvParse()]);
  const valid_ = await validFormatFile(valid(doorSchemas().settings, settings, 'settings', 'invalid-settings') as api.CheckSettings);
  const opened = openDir ? await withDatabase(valid_, openDir) : valid_;
  if (builtIn && opened.cardDatabase === undefined && opened.dataDir === undefined && opened.builtInCardData !== false) {
    const handle = await builtIn();
    if (handle) return { ...opened, cardDatabase: handle };
  }
  return opened;
}

/** prepareCheck with a way to open a `dataDir` and the built-in card data (api/node gives Node's; the browser entry none). */
export async function prepareWith(settings: api.CheckSettings = {}, openDir?: OpenDir, builtIn?: OpenBuiltIn): Promise<api.PreparedCheck> {
  return api.prepareCheck(await librarySettings(settings, openDir, builtIn), LIBRARY);
}

/**
 * A `dataDir` is opened as a handle (read whole, its file closed at once) rather than read lazily from a file kept
 * open, so that a program preparing a check per request leaves no descriptors behind; api/node shares one handle
 * per data directory, so that it holds one copy of the data however many checks are prepared.
 */
async function withDatabase(settings: api.CheckSettings, openDir: OpenDir): Promise<api.CheckSettings> {
  if (settings.dataDir === undefined || settings.cardDatabase !== undefined) return settings;
  const { dataDir, ...rest } = settings;
  return { ...rest, cardDatabase: await openDir(dataDir) };
}

/**
 * Validate a format file's parsed JSON, as prepareCheck does with `formatFile.data`: `{ ok: true, data }` (pass
 * `data` as `formatFile.data`) or `{ ok: false, problems: [{ path, message }] }`, every problem with its JSON path. For
 * a site that checks a user's format file before storing it. A promise: the schema is loaded on the first call only.
 */
export async function validateFormatFile(value: unknown): Promise<FormatFileResult> {
  const schema = await import('../formats/format-file-schema.js');
  return schema.validateFormatFile(value);
}

/** `dir`, checked to be a string (SettingsError otherwise). */
export function validDir(dir: unknown): string {
  return valid(doorSchemas().text, dir, 'dir', 'invalid-settings');
}

/** `paths`, checked to be an array of strings (SettingsError otherwise). */
export function validPaths(paths: unknown): readonly string[] {
  return valid(doorSchemas().texts, paths, 'paths', 'invalid-settings');
}

/** Open a card database from the bytes of a cards.db file (see api/card-database). */
export async function openCardDatabaseBytes(bytes: Uint8Array, name?: string): Promise<api.CardDatabase> {
  if (!(bytes instanceof Uint8Array)) throw new SettingsError('invalid-settings', 'bytes: expected a Uint8Array', 'bytes');
  if (name === undefined) return api.openCardDatabaseBytes(bytes);
  await loadDoorSchemas();
  return api.openCardDatabaseBytes(bytes, valid(doorSchemas().text, name, 'name', 'invalid-settings'));
}

/** Check decklists already read into text (see api/check). Throws SettingsError only on malformed objects. */
export function checkTexts(
  prepared: api.PreparedCheck,
  decks: readonly api.DeckText[],
  pool?: api.PreparedPool,
  batch?: BatchOptions,
): CheckReport {
  return api.checkTexts(
    validPrepared(prepared),
    valid(doorSchemas().decks, decks, 'decks', 'invalid-deck') as readonly api.DeckText[],
    validPool(pool),
    validBatch(batch),
  );
}

/** `batch`, checked to be absent or `{ signal?, timeLimit? }` (SettingsError otherwise). */
export function validBatch(batch: unknown): BatchOptions | undefined {
  return valid(doorSchemas().batch, batch, 'batch', 'invalid-settings');
}

/**
 * Check decks already parsed: what parseTextDeck or parseCsvDeck returns, or what readDeck returns (its `deck` is
 * checked). Throws SettingsError `invalid-deck` on an object of another shape; never throws on what the decks say.
 */
export function checkParsed(
  prepared: api.PreparedCheck,
  parsed: readonly (ParsedDeck | ReadDeck)[],
  pool?: api.PreparedPool,
  batch?: BatchOptions,
): CheckReport {
  // What readDeck returns (`{ deck, format }`) is its deck.
  const decks = Array.isArray(parsed)
    ? parsed.map((d: unknown) => (typeof d === 'object' && d !== null && 'deck' in d && !('entries' in d) ? (d as ReadDeck).deck : d))
    : parsed;
  return api.checkParsed(
    validPrepared(prepared),
    valid(doorSchemas().parsedDecks, decks, 'parsed', 'invalid-deck') as readonly ParsedDeck[],
    validPool(pool),
    validBatch(batch),
  );
}

/** Parse a Sealed / Draft pool (see api/pools). */
export function preparePool(prepared: api.PreparedCheck, pool: api.PoolText): api.PreparedPool {
  return api.preparePool(validPrepared(prepared), valid(doorSchemas().pool, pool, 'pool', 'invalid-deck') as api.PoolText);
}

/** Compare a registered decklist with the deck as presented (see api/diff). */
export function diffTexts(
  prepared: api.PreparedCheck,
  registered: api.DeckText,
  presented: api.DeckText,
  checkRegistered: boolean,
): DiffReport {
  valid(doorSchemas().deck, registered, 'registered', 'invalid-deck');
  valid(doorSchemas().deck, presented, 'presented', 'invalid-deck');
  return api.diffTexts(validPrepared(prepared), registered, presented, checkRegistered === true);
}
