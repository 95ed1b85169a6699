/**
 * Where the card database lives: `--data-dir`, else DECKCHECK_DATA_DIR, else the user's cache directory
 * ($XDG_CACHE_HOME/deckcheck, on Windows %LOCALAPPDATA%\deckcheck, else ~/.cache/deckcheck).
 * Reads only the environment it is given, so tests and library users control it completely. bin/deckcheck.js imports
 * this module (built, dist/src/db/paths.js) to put Node's compile cache in the same folder: keep it small, importing
 * nothing but node:path and the file name.
 */
import path from 'node:path';

export { DB_FILE_NAME } from './file-name.js';
import { DB_FILE_NAME } from './file-name.js';

export type Env = Readonly<Record<string, string | undefined>>;

export interface DataDir {
  readonly dir: string;
  /** Given by --data-dir or DECKCHECK_DATA_DIR rather than the default. */
  readonly explicit: boolean;
}

function nonEmpty(v: string | undefined): string | undefined {
  return v !== undefined && v.trim() !== '' ? v : undefined;
}

export function resolveDataDir(
  flag: string | undefined,
  env: Env,
  cwd: string,
  platform: NodeJS.Platform = process.platform,
): DataDir | undefined {
  const given = nonEmpty(flag) ?? nonEmpty(env.DECKCHECK_DATA_DIR);
  if (given !== undefined) return { dir: path.resolve(cwd, given), explicit: true };
  const xdg = nonEmpty(env.XDG_CACHE_HOME);
  // The XDG spec: a relative XDG_CACHE_HOME is invalid and ignored.
  if (xdg !== undefined && path.isAbsolute(xdg)) return { dir: path.join(xdg, 'deckcheck'), explicit: false };
  const local = nonEmpty(env.LOCALAPPDATA);
  if (platform === 'win32' && local !== undefined) return { dir: path.join(local, 'deckcheck'), explicit: false };
  const home = nonEmpty(env.HOME) ?? nonEmpty(env.USERPROFILE);
  if (home !== undefined) return { dir: path.join(home, '.cache', 'deckcheck'), explicit: false };
  return undefined;
}

export function databasePath(dir: string): string {
  return path.join(dir, DB_FILE_NAME);
}
