/**
 * Issue 32 item 4: a `dataDir` given to the library must hold a usable card database. A folder without one, a file, a
 * folder that does not exist or a damaged database is a SettingsError, not a silent check without unknown-card and
 * pool checks. (The CLI still checks without a database when its directory has none, with a note: test/cli/db.test.ts.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './refusal.js';
import { checkFiles, checkTexts, prepareCheck } from '../../src/index.js';
import { fixtureDatabase, removeTempDirs, tempDir } from '../db/db-helpers.js';

let dbDir = '';
beforeAll(async () => {
  dbDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

describe('a dataDir without a usable card database (issue 32 item 4)', () => {
  it.each([
    ['an empty folder', () => tempDir()],
    ['a folder that does not exist', () => path.join(tempDir(), 'nowhere')],
    [
      'a file',
      () => {
        const file = path.join(tempDir(), 'cards.txt');
        writeFileSync(file, '4 Island\n');
        return file;
      },
    ],
  ])('%s: no-card-database', async (_what, dir) => {
    const d = dir();
    const [code, setting, message] = await refusal(() => prepareCheck({ format: 'modern', dataDir: d }));
    expect([code, setting]).toEqual(['no-card-database', 'dataDir']);
    expect(message).toBe(
      `${d} holds no card database (no readable cards.db); make one there with deckcheck db update or deckcheck db import <file>, ` +
        'or leave out dataDir to check without one',
    );
    expect((await refusal(() => checkFiles([], { dataDir: d })))[0]).toBe('no-card-database');
  });

  it.each([
    ['a damaged database', (d: string) => writeFileSync(path.join(d, 'cards.db'), 'deckcheck-cards 1\nnot a database\n')],
    ['cards.db a folder', (d: string) => mkdirSync(path.join(d, 'cards.db'))],
  ])('%s: card-database-unusable', async (_what, spoil) => {
    const d = tempDir();
    spoil(d);
    const [code, setting, message] = await refusal(() => prepareCheck({ dataDir: d }));
    expect([code, setting]).toEqual(['card-database-unusable', 'dataDir']);
    expect(message).toContain(path.join(d, 'cards.db'));
  });

  it('a folder with a database: checks know every card', async () => {
    const prepared = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dbDir });
    expect(prepared.cardDatabase?.cards).toBeGreaterThan(0);
    const report = checkTexts(prepared, [{ file: 'a.txt', text: '4 Lightning Blot\n56 Mountain\n' }]);
    expect(report.findings.map((f) => [f.rule, f.card])).toContainEqual(['unknown-card', 'Lightning Blot']);
  });
});
