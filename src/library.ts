/**
 * The library's entry points that need a file system (src/index.ts exports these with the rest of
 * src/library-core.ts): settings with a `dataDir`, a card database opened from a directory, decklists read from files.
 */
import * as api from './api.js';
import type { CheckReport } from './check/check.js';
import * as core from './library-core.js';
import type { BatchOptions } from './errors.js';

export { checkParsed, checkTexts, diffTexts, openCardDatabaseBytes, preparePool, validateFormatFile } from './library-core.js';

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export function prepareCheck(settings: api.CheckSettings = {}): Promise<api.PreparedCheck> {
  return core.prepareWith(settings, api.openCardDatabase);
}

/** Open a card database once, to share among prepared checks (see api.ts openCardDatabase). */
export async function openCardDatabase(dir: string): Promise<api.CardDatabase> {
  return api.openCardDatabase(core.validDir(dir));
}

/** Read and check decklist files (see api.ts checkFiles). */
export async function checkFiles(paths: readonly string[], settings: api.CheckSettings = {}, batch?: BatchOptions): Promise<CheckReport> {
  core.validPaths(paths);
  const stop = core.validBatch(batch);
  return api.checkFiles(paths, await core.librarySettings(settings, api.openCardDatabase), core.LIBRARY, stop);
}
