/** Reading an event manifest for a command (`event`, `sheet`): JSON with its line and column, then the schema. */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../event/manifest.js';
import { describeFsError } from '../input/read.js';
import { readJsonFile } from './json-file.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';

/** The keys of a manifest that name files, for a player (`deck`, `pool`, …) and for a team (`pool`). */
const PLAYER_FILES = ['deck', 'pool', 'schemes', 'planes'] as const;

/** A file the manifest names that cannot be read. `deck`: a player's decklist. */
interface MissingFile {
  readonly key: string;
  readonly abs: string;
  readonly shown: string;
  readonly reason: string;
  readonly deck: boolean;
}

function describeMissing(m: MissingFile): string {
  return `${m.key}: ${m.shown}: ${m.reason}`;
}

/**
 * Every file the manifest names (players' decks, pools, scheme and planar decks; teams' pools
 * and players) that is not a readable file. Works on the value as parsed, so it runs beside the schema's problems.
 */
function missingFiles(value: unknown, base: string, cwd: string): MissingFile[] {
  const out: MissingFile[] = [];
  const check = (key: string, rel: unknown) => {
    if (typeof rel !== 'string' || rel === '') return;
    const abs = path.resolve(base, rel);
    let reason: string | undefined;
    try {
      if (statSync(abs).isDirectory()) reason = 'is a directory, not a file; name the file inside it';
      else accessSync(abs, constants.R_OK);
    } catch (e) {
      reason = describeFsError(e);
    }
    if (reason !== undefined) out.push({ key, abs, shown: displayPath(cwd, abs), reason, deck: key.endsWith('.deck') });
  };
  const field = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined);
  const list = (v: unknown, key: string): readonly unknown[] => {
    const items = field(v, key);
    return Array.isArray(items) ? items : [];
  };
  list(value, 'teams').forEach((t, i) => {
    check(`teams[${i}].pool`, field(t, 'pool'));
    list(t, 'players').forEach((p, j) => {
      for (const k of PLAYER_FILES) check(`teams[${i}].players[${j}].${k}`, field(p, k));
    });
  });
  list(value, 'players').forEach((p, i) => {
    for (const k of PLAYER_FILES) check(`players[${i}].${k}`, field(p, k));
  });
  return out;
}

export interface LoadedManifest {
  readonly manifest: Manifest;
  /** The manifest's folder: deck paths are relative to it. */
  readonly base: string;
  /** A manifest-relative path as an absolute path and as shown to the user. */
  readonly fileOf: (rel: string) => { abs: string; shown: string };
  /**
   * The players' decklists that cannot be read, by absolute path: why, with the manifest's key ("players[2].deck:
   * decks/carol.txt: no such file; check the path"). The run goes on without them (`event` lists each such player as
   * having no decklist; `sheet --event` prints the others' sheets).
   */
  readonly missingDecks: ReadonlyMap<string, string>;
}

/** Read and validate a manifest; every problem stops the run (exit 2) with the file, line and what to do. */
export async function loadManifest(manifestArg: string, io: CliIo): Promise<LoadedManifest> {
  const { abs, shown, value } = await readJsonFile(manifestArg, io, 'the manifest');
  const { validateManifest } = await import('../event/manifest.js');
  const result = validateManifest(value);
  const base = path.dirname(abs);
  // Every file the manifest names that cannot be read, with its key, beside the other problems: all fixed in one go.
  const missing = missingFiles(value, base, io.cwd);
  if (!result.ok) {
    throw new UsageError(
      `${shown} is not a valid event manifest:\n${[...result.problems, ...missing.map(describeMissing)].map((p) => `  ${p}`).join('\n')}\n` +
        'See schema/event.schema.json and fixtures/events/example.json.',
    );
  }
  // A pool, scheme or planar deck that cannot be read is the event's (a team's pool is every player's): it stops the
  // run. A player's missing decklist is that player's alone.
  const stopping = missing.filter((m) => !m.deck);
  if (stopping.length > 0) {
    throw new UsageError(`${shown} names files that cannot be read:\n${missing.map((p) => `  ${describeMissing(p)}`).join('\n')}`);
  }
  const missingDecks = new Map<string, string>();
  for (const m of missing) if (!missingDecks.has(m.abs)) missingDecks.set(m.abs, describeMissing(m));
  const fileOf = (rel: string) => {
    const a = path.resolve(base, rel);
    return { abs: a, shown: displayPath(io.cwd, a) };
  };
  return { manifest: result.manifest, base, fileOf, missingDecks };
}
