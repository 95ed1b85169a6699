/**
 * The library's entry points that need a file system (src/index.ts exports these with the rest of
 * src/library-core.ts): settings with a `dataDir`, a card database opened from a directory, decklists read from files.
 */
import * as api from './api.js';
import type { CheckReport } from './check/check.js';
import * as core from './library-core.js';

export { checkTexts, diffTexts, openCardDatabaseBytes, preparePool } from './library-core.js';

/** Validate settings and load what the check needs. Throws SettingsError (with a `code`) on settings it cannot use. */
export function prepareCheck(settings: api.CheckSettings = {}): Promise<api.PreparedCheck> {
  return core.prepareCheck(settings, api.openCardDatabase, builtInCardData);
}

let builtIn: Promise<api.CardDatabase | null> | undefined;

/**
 * The built-in card data (data/card-snapshot), opened once for every check of the program (read whole, its file
 * closed at once: a program that prepares a check per request keeps one copy and no descriptor); null when the
 * package has none.
 */
function builtInCardData(): Promise<api.CardDatabase | null> {
  builtIn ??= (async () => {
    const dir = api.builtInDataDir();
    return dir === undefined ? null : api.openCardDatabase(dir);
  })();
  // A failure is not kept: the next check tries again (and reports it again).
  builtIn.catch(() => {
    builtIn = undefined;
  });
  return builtIn;
}

/** Open a card database once, to share among prepared checks (see api.ts openCardDatabase). */
export async function openCardDatabase(dir: string): Promise<api.CardDatabase> {
  return api.openCardDatabase(core.validDir(dir));
}

/** Read and check decklist files (see api.ts checkFiles). */
export async function checkFiles(paths: readonly string[], settings: api.CheckSettings = {}): Promise<CheckReport> {
  core.validPaths(paths);
  return api.checkFiles(paths, await core.librarySettings(settings, api.openCardDatabase, builtInCardData), core.LIBRARY);
}
