/** Card databases built from the fixtures in fixtures/db, in temporary directories. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCardFile } from '../../src/db/import.js';
import { FIXTURES } from '../helpers.js';

export const DB_FIXTURES = {
  atomic: path.join(FIXTURES, 'db', 'mtgjson-atomic.json'),
  allPrintings: path.join(FIXTURES, 'db', 'mtgjson-allprintings.json'),
  scryfallOracle: path.join(FIXTURES, 'db', 'scryfall-oracle-cards-20240102100000.json'),
  scryfallDefault: path.join(FIXTURES, 'db', 'scryfall-default-cards-20240102100000.json'),
} as const;

export type FixtureShape = keyof typeof DB_FIXTURES;

/** A fixed import time, so databases built in tests are byte-for-byte reproducible. */
export const IMPORTED_AT = new Date('2024-02-03T04:05:06Z');

const made: string[] = [];

export function tempDir(prefix = 'deckcheck-db-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Import a fixture into a new data directory; returns the directory. */
export async function fixtureDatabase(shape: FixtureShape = 'atomic'): Promise<string> {
  const dir = tempDir();
  await importCardFile(DB_FIXTURES[shape], dir, { now: IMPORTED_AT });
  return dir;
}
