/** Reading an event manifest for a command (`event`, `sheet`): JSON with its line and column, then the schema. */
import path from 'node:path';
import type { Manifest } from '../event/manifest.js';
import { InputError, readTextFile } from '../input/read.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';

export interface LoadedManifest {
  readonly manifest: Manifest;
  /** The manifest's folder: deck paths are relative to it. */
  readonly base: string;
  /** A manifest-relative path as an absolute path and as shown to the user. */
  readonly fileOf: (rel: string) => { abs: string; shown: string };
}

/** Read a JSON file: a file that cannot be read, or is not JSON, stops the run (exit 2) naming its line and column. */
export async function readJsonFile(abs: string, shown: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = readTextFile(abs, shown).text;
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
  const { lineColumn } = await import('../event/manifest.js');
  const { jsonErrorOffset } = await import('../input/json-position.js');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(text);
    const where = offset !== undefined ? lineColumn(text, offset) : undefined;
    throw new UsageError(`${shown}${where ? `:${where.line}:${where.column}` : ''}: not valid JSON (${msg}); fix ${what} and run again`);
  }
}

/** Read and validate a manifest; every problem stops the run (exit 2) with the file, line and what to do. */
export async function loadManifest(manifestArg: string, io: CliIo): Promise<LoadedManifest> {
  const abs = path.resolve(io.cwd, manifestArg);
  const shown = displayPath(io.cwd, abs);
  const value = await readJsonFile(abs, shown, 'the manifest');
  const { validateManifest } = await import('../event/manifest.js');
  const result = validateManifest(value);
  if (!result.ok) {
    throw new UsageError(
      `${shown} is not a valid event manifest:\n${result.problems.map((p) => `  ${p}`).join('\n')}\n` +
        'See schema/event.schema.json and fixtures/events/example.json.',
    );
  }
  const base = path.dirname(abs);
  const fileOf = (rel: string) => {
    const a = path.resolve(base, rel);
    return { abs: a, shown: displayPath(io.cwd, a) };
  };
  return { manifest: result.manifest, base, fileOf };
}
