/** Start-up stays lean: csv-parse is loaded only when a CSV file is read. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO } from '../helpers.js';

const binBuilt = BIN_BUILT;

function modulesLoaded(argv: string[]): string {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', NODE_DEBUG: 'module' },
    encoding: 'utf8',
  });
  return r.stderr;
}

describe.skipIf(!binBuilt)('lazy loading', () => {
  it('a text decklist check does not load csv-parse', () => {
    expect(modulesLoaded(['check', 'fixtures/rules/deck-size-min/legal-60.txt'])).not.toMatch(/csv-parse/);
  });
  it('a CSV pool loads it', () => {
    const err = modulesLoaded(['check', '--format', 'sealed', '--pool', 'fixtures/csv/manabox.csv', 'fixtures/pools/khm/legal.txt']);
    expect(err).toMatch(/csv-parse\/sync/);
  });
});
