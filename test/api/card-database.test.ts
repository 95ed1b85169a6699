/**
 * Issue 32 item 3: a card database handle, opened once and passed to any number of prepareCheck calls for any format
 * and day. It keeps no file descriptor (read from /proc/self/fd), shares one copy of the data, and can be closed.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, openCardDatabase, prepareCheck, SettingsError, type CardDatabase } from '../../src/index.js';
import { fixtureDatabase, removeTempDirs, tempDir } from '../db/db-helpers.js';

const HAS_PROC = (() => {
  try {
    return readdirSync('/proc/self/fd').length > 0;
  } catch {
    return false;
  }
})();
const openDescriptors = (): number => readdirSync('/proc/self/fd').length;

let dbDir = '';
beforeAll(async () => {
  dbDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

const TYPO = { file: 'a.txt', text: '4 Lightning Blot\n56 Mountain\n' };
const unknownCards = (prepared: Awaited<ReturnType<typeof prepareCheck>>) =>
  checkTexts(prepared, [TYPO])
    .findings.filter((f) => f.rule === 'unknown-card')
    .map((f) => f.card);

async function refusal(f: () => unknown): Promise<[string, string | undefined]> {
  try {
    await f();
  } catch (e) {
    if (e instanceof SettingsError) return [e.code, e.setting];
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('openCardDatabase (issue 32 item 3)', () => {
  it.skipIf(!HAS_PROC)('1,000 prepareCheck calls with one handle, any format and day, keep the descriptor count flat', async () => {
    const before = openDescriptors();
    const db = await openCardDatabase(dbDir);
    expect(openDescriptors()).toBe(before);
    const formats = ['modern', 'legacy', 'vintage', 'pauper', 'commander', 'casual', 'sealed', 'standard'];
    for (let i = 0; i < 1000; i++) {
      const format = formats[i % formats.length];
      const date = `2024-0${1 + (i % 2)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      const prepared = await prepareCheck({ format, date, cardDatabase: db });
      expect(prepared.cardDatabase).toBe(db.info);
    }
    expect(openDescriptors()).toBe(before);
    db.close();
    expect(openDescriptors()).toBe(before);
  });

  it.skipIf(!HAS_PROC)('prepareCheck with dataDir leaves no descriptor behind either', async () => {
    const before = openDescriptors();
    for (let i = 0; i < 50; i++) await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dbDir });
    expect(openDescriptors()).toBe(before);
  });

  it('checks prepared from one handle know every card, for each format and day; one index per format list', async () => {
    const db = await openCardDatabase(dbDir);
    expect(db.dir).toBe(dbDir);
    expect(db.info.cards).toBeGreaterThan(0);
    const a = await prepareCheck({ format: 'modern', date: '2024-02-01', cardDatabase: db });
    const b = await prepareCheck({ format: 'modern', date: '2024-01-01', cardDatabase: db });
    const c = await prepareCheck({ format: 'legacy', date: '2024-02-01', cardDatabase: db });
    expect(a.index).toBe(b.index);
    expect(c.index).not.toBe(a.index);
    for (const p of [a, b, c]) expect(unknownCards(p)).toEqual(['Lightning Blot']);
    // The same findings as a check that opens the directory itself.
    const own = await prepareCheck({ format: 'modern', date: '2024-02-01', dataDir: dbDir });
    expect(checkTexts(a, [TYPO])).toEqual(checkTexts(own, [TYPO]));
  });

  it('close() and Symbol.dispose: later prepareCheck calls are refused; checks already prepared still work', async () => {
    const db = await openCardDatabase(dbDir);
    const prepared = await prepareCheck({ format: 'modern', date: '2024-02-01', cardDatabase: db });
    expect(db.closed).toBe(false);
    db.close();
    expect(db.closed).toBe(true);
    expect(await refusal(() => prepareCheck({ cardDatabase: db }))).toEqual(['card-database-closed', 'cardDatabase']);
    expect(unknownCards(prepared)).toEqual(['Lightning Blot']);
    db.close(); // twice is harmless

    const disposed: CardDatabase = await openCardDatabase(dbDir);
    disposed[Symbol.dispose]();
    expect(disposed.closed).toBe(true);
  });

  it('refuses a folder without a database, a handle and a dataDir together, and an object that is no handle', async () => {
    expect(await refusal(() => openCardDatabase(tempDir()))).toEqual(['no-card-database', 'dataDir']);
    const db = await openCardDatabase(dbDir);
    expect(await refusal(() => prepareCheck({ cardDatabase: db, dataDir: dbDir }))).toEqual(['settings-conflict', 'cardDatabase']);
    expect(await refusal(() => prepareCheck({ cardDatabase: { ...db } as CardDatabase }))).toEqual(['invalid-settings', 'cardDatabase']);
    expect(Object.isFrozen(db)).toBe(true);
    expect(Object.isFrozen(db.info)).toBe(true);
  });
});
