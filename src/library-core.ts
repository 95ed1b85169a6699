/**
 * The library's entry points as a program calls them (src/index.ts exports these): each validates what it is given
 * with zod before the work is done by src/api.ts, so that a setting or deck object from a JSON body with the wrong
 * shape (`format: 5`, no `text`, an unknown key) is a SettingsError naming it rather than a TypeError from deep
 * inside. The CLI calls src/api.ts directly: its settings are built by its own option parsing, and zod stays out of
 * its start-up. Pure of Node (the browser entry serves it); src/library.ts adds the calls that need a file system.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import * as api from './api-core.js';
import type { CheckReport } from './check/check.js';
import type { DiffReport } from './check/diff.js';
import { diffTexts as diffCore } from './diff-api.js';
import { SettingsError } from './errors.js';

// zod/mini (a tenth of zod's size in the browser bundle) loads no messages of its own: the same English ones as zod's.
z.config(en());

const text = z.string();
const objectLike = z.custom<object>((v) => typeof v === 'object' && v !== null, 'expected an object');

const settingsSchema = z.strictObject({
  format: z.optional(text),
  date: z.optional(text),
  platform: z.optional(text),
  team: z.optional(z.boolean()),
  teamOverrides: z.optional(text),
  teamRules: z.optional(text),
  variant: z.optional(text),
  pool: z.optional(text),
  dataDir: z.optional(text),
  commanderColor: z.optional(text),
  bracket: z.optional(z.union([z.number(), text])),
  cardDatabase: z.optional(z.custom<api.CardDatabase>(api.isCardDatabase, 'expected a card database made by openCardDatabase')),
});

const deckFields = {
  file: text,
  text,
  player: z.optional(text),
  seat: z.optional(text),
  inputFindings: z.optional(z.array(objectLike)),
  inputFormat: z.optional(text),
  parsed: z.optional(objectLike),
};
const deckSchema = z.object({ ...deckFields, supplementary: z.optional(z.object(deckFields)) });
const decksSchema = z.array(deckSchema);
const poolSchema = z.object({ file: text, text, inputFindings: z.optional(z.array(objectLike)), inputFormat: z.optional(text) });

/** The library's way of preparing: a `dataDir` without a usable card database is a SettingsError. */
export const LIBRARY: api.PrepareHow = { requireDatabase: true };

/** `value` as `schema` says, or a SettingsError naming each place that is wrong (`settings.format: …`). */
function valid<T>(schema: z.ZodMiniType<T>, value: unknown, what: string, code: 'invalid-settings' | 'invalid-deck'): T {
  const r = schema.safeParse(value);
  if (r.success) return value as T;
  const where = (path: readonly PropertyKey[]) => [what, ...path.map(String)].join('.');
  const problems = r.error.issues.map((i) => `${where(i.path)}: ${i.message}`);
  throw new SettingsError(code, problems.join('; '), what === 'settings' ? (r.error.issues[0]?.path[0]?.toString() ?? what) : what);
}

/** Opens a data directory's card database (src/library.ts gives Node's; without one a `dataDir` is refused). */
export type OpenDir = (dir: string) => Promise<api.CardDatabase>;

/** Settings as the library takes them, validated; a `dataDir` opened with `openDir`. */
export async function librarySettings(settings: unknown, openDir?: OpenDir): Promise<api.CheckSettings> {
  const valid_ = valid(settingsSchema, settings, 'settings', 'invalid-settings') as api.CheckSettings;
  return openDir ? withDatabase(valid_, openDir) : valid_;
}

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export async function prepareCheck(settings: api.CheckSettings = {}, openDir?: OpenDir): Promise<api.PreparedCheck> {
  return api.prepareCheck(await librarySettings(settings, openDir), LIBRARY);
}

/**
 * A `dataDir` is opened as a handle of its own (read whole, its file closed at once) rather than read lazily from a
 * file kept open, so that a program preparing a check per request leaves no descriptors behind. Handles made once
 * with openCardDatabase cost less still: the data is read once and shared.
 */
async function withDatabase(settings: api.CheckSettings, openDir: OpenDir): Promise<api.CheckSettings> {
  if (settings.dataDir === undefined || settings.cardDatabase !== undefined) return settings;
  const { dataDir, ...rest } = settings;
  return { ...rest, cardDatabase: await openDir(dataDir) };
}

/** `dir`, checked to be a string (SettingsError otherwise). */
export function validDir(dir: unknown): string {
  return valid(text, dir, 'dir', 'invalid-settings');
}

/** `paths`, checked to be an array of strings (SettingsError otherwise). */
export function validPaths(paths: unknown): readonly string[] {
  return valid(z.array(text), paths, 'paths', 'invalid-settings');
}

/** Open a card database from the bytes of a cards.db file (see api-core.ts openCardDatabaseBytes). */
export async function openCardDatabaseBytes(bytes: Uint8Array, name?: string): Promise<api.CardDatabase> {
  if (!(bytes instanceof Uint8Array)) throw new SettingsError('invalid-settings', 'bytes: expected a Uint8Array', 'bytes');
  return api.openCardDatabaseBytes(bytes, name === undefined ? undefined : valid(text, name, 'name', 'invalid-settings'));
}

/** Check decklists already read into text (see api.ts checkTexts). Throws SettingsError only on malformed objects. */
export function checkTexts(prepared: api.PreparedCheck, decks: readonly api.DeckText[], pool?: api.PreparedPool): CheckReport {
  return api.checkTexts(prepared, valid(decksSchema, decks, 'decks', 'invalid-deck') as readonly api.DeckText[], pool);
}

/** Parse a Sealed / Draft pool (see api.ts preparePool). */
export function preparePool(prepared: api.PreparedCheck, pool: api.PoolText): api.PreparedPool {
  return api.preparePool(prepared, valid(poolSchema, pool, 'pool', 'invalid-deck') as api.PoolText);
}

/** Compare a registered decklist with the deck as presented (see diff-api.ts). */
export function diffTexts(
  prepared: api.PreparedCheck,
  registered: api.DeckText,
  presented: api.DeckText,
  checkRegistered: boolean,
): DiffReport {
  valid(deckSchema, registered, 'registered', 'invalid-deck');
  valid(deckSchema, presented, 'presented', 'invalid-deck');
  return diffCore(prepared, registered, presented, checkRegistered);
}
