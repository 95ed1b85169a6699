/** Reading an event manifest for a command (`event`, `sheet`): JSON with its line and column, then the schema. */
import path from 'node:path';
import type { Manifest } from '../event/manifest.js';
import { readJsonFile } from './json-file.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';

export interface LoadedManifest {
  readonly manifest: Manifest;
  /** The manifest's folder: deck paths are relative to it. */
  readonly base: string;
  /** A manifest-relative path as an absolute path and as shown to the user. */
  readonly fileOf: (rel: string) => { abs: string; shown: string };
}

/** Read and validate a manifest; every problem stops the run (exit 2) with the file, line and what to do. */
export async function loadManifest(manifestArg: string, io: CliIo): Promise<LoadedManifest> {
  const { shown, abs, value } = await readJsonFile(manifestArg, io, 'the manifest');
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
