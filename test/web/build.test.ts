// The web build's built-in card data (scripts/web-build.js): the card snapshot gzip-compressed in a file named by its
// hash, or, when the snapshot is missing, a sentence naming the file and how to make it (the build stops there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { cardDataFile, REPO } from '../../scripts/web-build.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';

afterAll(removeTempDirs);

describe('the web build’s card data file', () => {
  it('is the snapshot, gzip-compressed, named by its hash (another snapshot, another name)', async () => {
    const atomic = path.join(await fixtureDatabase('atomic'), DB_FILE_NAME);
    const printings = path.join(await fixtureDatabase('allPrintings'), DB_FILE_NAME);
    const a = cardDataFile(atomic);
    expect(a.name).toMatch(/^cards-[0-9a-f]{16}\.db\.gz$/);
    expect(gunzipSync(a.bytes).equals(readFileSync(atomic))).toBe(true);
    expect(cardDataFile(atomic).name).toBe(a.name);
    expect(cardDataFile(printings).name).not.toBe(a.name);
  });

  it('a missing snapshot stops the build with a sentence naming the file (in the repository: its path there) and how to make it', () => {
    expect(() => cardDataFile(path.join(REPO, 'data/card-snapshot/none.db'))).toThrow(/^the web app's built-in card data is missing: data\/card-snapshot\/none\.db does not exist\. Make it with npm run data:cards/);
    expect(() => cardDataFile('/nonexistent/card-snapshot/cards.db')).toThrow(
      "the web app's built-in card data is missing: /nonexistent/card-snapshot/cards.db does not exist. Make it with npm run data:cards -- <MTGJSON AllPrintings file> (see docs/reference/card-database.md), then build again.",
    );
  });
});
