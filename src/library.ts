/**
 * The library's entry points as a program calls them (src/index.ts exports these): each validates what it is given
 * with zod before the work is done by src/api.ts, so that a setting or deck object from a JSON body with the wrong
 * shape (`format: 5`, no `text`, an unknown key) is a SettingsError naming it rather than a TypeError from deep
 * inside. The CLI calls src/api.ts directly: its settings are built by its own option parsing, and zod stays out of
 * its start-up.
 */
import { z } from 'zod';
import * as api from './api.js';
import type { CheckReport } from './check/check.js';
import type { DiffReport } from './check/diff.js';
import { diffTexts as diffCore } from './diff-api.js';
import { SettingsError } from './errors.js';

const text = z.string();
const objectLike = z.custom<object>((v) => typeof v === 'object' && v !== null, 'expected an object');

const settingsSchema = z.strictObject({
  format: text.optional(),
  date: text.optional(),
  platform: text.optional(),
  team: z.boolean().optional(),
  teamOverrides: text.optional(),
  teamRules: text.optional(),
  variant: text.optional(),
  pool: text.optional(),
  dataDir: text.optional(),
  commanderColor: text.optional(),
  cardDatabase: z.custom<api.CardDatabase>(api.isCardDatabase, 'expected a card database made by openCardDatabase').optional(),
});

const deckFields = {
  file: text,
  text,
  player: text.optional(),
  seat: text.optional(),
  inputFindings: z.array(objectLike).optional(),
  inputFormat: text.optional(),
  parsed: objectLike.optional(),
};
const deckSchema = z.object({ ...deckFields, supplementary: z.object(deckFields).optional() });
const decksSchema = z.array(deckSchema);
const poolSchema = z.object({ file: text, text, inputFindings: z.array(objectLike).optional(), inputFormat: text.optional() });

/** The library's way of preparing: a `dataDir` without a usable card database is a SettingsError. */
const LIBRARY: api.PrepareHow = { requireDatabase: true };

/** `value` as `schema` says, or a SettingsError naming each place that is wrong (`settings.format: …`). */
function valid<T>(schema: z.ZodType<T>, value: unknown, what: string, code: 'invalid-settings' | 'invalid-deck'): T {
  const r = schema.safeParse(value);
  if (r.success) return value as T;
  const where = (path: readonly PropertyKey[]) => [what, ...path.map(String)].join('.');
  const problems = r.error.issues.map((i) => `${where(i.path)}: ${i.message}`);
  throw new SettingsError(code, problems.join('; '), what === 'settings' ? (r.error.issues[0]?.path[0]?.toString() ?? what) : what);
}

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export async function prepareCheck(settings: api.CheckSettings = {}): Promise<api.PreparedCheck> {
  return api.prepareCheck(await withDatabase(valid(settingsSchema, settings, 'settings', 'invalid-settings') as api.CheckSettings), LIBRARY);
}

/**
 * A `dataDir` is opened as a handle of its own (read whole, its file closed at once) rather than read lazily from a
 * file kept open, so that a program preparing a check per request leaves no descriptors behind. Handles made once
 * with openCardDatabase cost less still: the data is read once and shared.
 */
async function withDatabase(settings: api.CheckSettings): Promise<api.CheckSettings> {
  if (settings.dataDir === undefined || settings.cardDatabase !== undefined) return settings;
  const { dataDir, ...rest } = settings;
  return { ...rest, cardDatabase: await api.openCardDatabase(dataDir) };
}

/** Open a card database once, to share among prepared checks (see api.ts openCardDatabase). */
export async function openCardDatabase(dir: string): Promise<api.CardDatabase> {
  return api.openCardDatabase(valid(text, dir, 'dir', 'invalid-settings'));
}

/** Check decklists already read into text (see api.ts checkTexts). Throws SettingsError only on malformed objects. */
export function checkTexts(prepared: api.PreparedCheck, decks: readonly api.DeckText[], pool?: api.PreparedPool): CheckReport {
  return api.checkTexts(prepared, valid(decksSchema, decks, 'decks', 'invalid-deck') as readonly api.DeckText[], pool);
}

/** Parse a Sealed / Draft pool (see api.ts preparePool). */
export function preparePool(prepared: api.PreparedCheck, pool: api.PoolText): api.PreparedPool {
  return api.preparePool(prepared, valid(poolSchema, pool, 'pool', 'invalid-deck') as api.PoolText);
}

/** Read and check decklist files (see api.ts checkFiles). */
export async function checkFiles(paths: readonly string[], settings: api.CheckSettings = {}): Promise<CheckReport> {
  valid(z.array(text), paths, 'paths', 'invalid-settings');
  return api.checkFiles(paths, await withDatabase(valid(settingsSchema, settings, 'settings', 'invalid-settings') as api.CheckSettings), LIBRARY);
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
