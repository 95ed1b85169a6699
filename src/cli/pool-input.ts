/** Reading the `--pool` file for `deckcheck check`. */
import path from 'node:path';
import { preparePool, type PreparedCheck, type PreparedPool } from '../api/engine.js';
import { InputError, readTextFile } from '../input/read.js';
import type { Finding } from '../diagnostic.js';
import { asUsageError, UsageError, type CliIo } from './io.js';

/**
 * Read and parse the pool. Exit 2 (UsageError) when it cannot be read, has no cards, is also named as a decklist, or
 * the format is not Sealed or Draft.
 */
export async function readPool(
  io: CliIo,
  file: string,
  shown: string,
  prepared: PreparedCheck,
  deckPaths: { has(abs: string): boolean },
  encodingFinding: (file: string) => Finding,
): Promise<PreparedPool> {
  const abs = path.resolve(io.cwd, file);
  if (deckPaths.has(abs)) throw new UsageError(`${shown} is named as the pool and as a decklist; name it once`);
  try {
    const decoded = await readTextFile(abs, shown);
    return preparePool(prepared, {
      file: shown,
      text: decoded.text,
      ...(decoded.fallback ? { inputFindings: [encodingFinding(shown)] } : {}),
    });
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw asUsageError(e);
  }
}
