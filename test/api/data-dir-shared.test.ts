/**
 * Issue 42 item 8: prepareCheck({ dataDir }) opens a data directory's database once and shares it, as a handle from
 * openCardDatabase is shared: concurrent prepares hold one copy (they held one each, 2.35 GB for 100). A database
 * replaced since is opened anew; a directory refused is not remembered as refused. The memory itself is measured by
 * bench/library.js (RSS of 100 concurrent prepares), not here.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCardFile } from '../../src/db/import.js';
import { checkTexts, prepareCheck } from '../../src/index.js';
import { DB_FIXTURES, fixtureDatabase, IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';
import { refusal } from './refusal.js';
import { REPO } from '../helpers.js';

let dbDir = '';
beforeAll(async () => {
  dbDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

const TYPO = { file: 'a.txt', text: '4 Lightning Blot\n56 Mountain\n' };

describe('one opened database per data directory (issue 42 item 8)', () => {
  it('50 concurrent prepares of a format share one card index; other formats share the data', async () => {
    const prepared = await Promise.all(Array.from({ length: 50 }, () => prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dbDir })));
    const first = prepared[0];
    for (const p of prepared) {
      expect(p.index).toBe(first?.index);
      expect(p.cardDatabase).toBe(first?.cardDatabase);
    }
    // Written another way, the same directory.
    const again = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: `${dbDir}/.` });
    expect(again.index).toBe(first?.index);
    const legacy = await prepareCheck({ format: 'legacy', date: '2024-02-01', dataDir: dbDir });
    expect(legacy.cardDatabase).toBe(first?.cardDatabase);
    expect(checkTexts(legacy, [TYPO]).findings.find((f) => f.rule === 'unknown-card')?.card).toBe('Lightning Blot');
  });

  it('the built-in card data is one of these shared handles: named as a dataDir, it is the same opened file', async () => {
    const builtIn = await Promise.all(Array.from({ length: 10 }, () => prepareCheck({ format: 'modern', date: '2024-02-01' })));
    for (const p of builtIn) expect(p.index).toBe(builtIn[0]?.index);
    expect(builtIn[0]?.cardDatabase?.cards).toBeGreaterThan(1000);
    const named = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: path.join(REPO, 'data', 'card-snapshot') });
    expect(named.index).toBe(builtIn[0]?.index);
    expect(named.cardDatabase).toBe(builtIn[0]?.cardDatabase);
  });

  it('a database replaced since is opened anew; checks prepared before keep theirs', async () => {
    const dir = tempDir();
    await importCardFile(DB_FIXTURES.atomic, dir, { now: IMPORTED_AT });
    const before = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dir });
    await importCardFile(DB_FIXTURES.scryfallOracle, dir, { now: IMPORTED_AT });
    const after = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dir });
    expect(before.cardDatabase?.source).not.toBe(after.cardDatabase?.source);
    expect(after.index).not.toBe(before.index);
    expect(checkTexts(before, [TYPO]).findings.some((f) => f.rule === 'unknown-card')).toBe(true);
  });

  it('a directory refused (no database yet) is tried again at the next call', async () => {
    const dir = tempDir();
    expect((await refusal(() => prepareCheck({ dataDir: dir })))[0]).toBe('no-card-database');
    await importCardFile(DB_FIXTURES.atomic, dir, { now: IMPORTED_AT });
    expect((await prepareCheck({ dataDir: dir })).cardDatabase).not.toBeNull();
  });
});
