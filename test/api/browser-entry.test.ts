// The browser entry's calls in Node, held to the Node entry's results: a card database opened from bytes (with
// Node's Buffer and with the Buffer-free reader a browser uses) checks as the data directory's does; a `dataDir` is
// refused with what to do; decodeText decodes without node:buffer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as browser from '../../src/browser.js';
import * as node from '../../src/index.js';
import { databaseBuffer, DatabaseBytes } from '../../src/db/bytes.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';

afterAll(removeTempDirs);

const DECK = { file: 'deck.txt', text: '4 Lightning Bolt\n4 Lightnin Bolt\n4 Rayo\n48 Mountain\n' };
const SETTINGS = { format: 'legacy', date: '2025-01-15' } as const;

/** Run `work` with no global Buffer, as in a browser. */
async function withoutBuffer<T>(work: () => Promise<T>): Promise<T> {
  const saved = globalThis.Buffer;
  Reflect.deleteProperty(globalThis, 'Buffer');
  try {
    return await work();
  } finally {
    globalThis.Buffer = saved;
  }
}

describe('deckcheck/browser in Node', () => {
  it('a cards.db opened from bytes checks as the data directory does, with and without Buffer', async () => {
    const dir = await fixtureDatabase('atomic');
    const bytes = new Uint8Array(readFileSync(path.join(dir, DB_FILE_NAME)));
    const expected = node.checkTexts(await node.prepareCheck({ ...SETTINGS, dataDir: dir }), [DECK]);
    expect(expected.findings.map((f) => f.rule)).toContain('unknown-card');
    const fromBytes = await browser.openCardDatabaseBytes(bytes, dir);
    const withBuffer = browser.checkTexts(await browser.prepareCheck({ ...SETTINGS, cardDatabase: fromBytes }), [DECK]);
    expect(withBuffer).toEqual(expected);
    const noBuffer = await withoutBuffer(async () => {
      const db = await browser.openCardDatabaseBytes(bytes.slice(), dir);
      return browser.checkTexts(await browser.prepareCheck({ ...SETTINGS, cardDatabase: db }), [DECK]);
    });
    expect(noBuffer).toEqual(expected);
  });

  it('damaged bytes: card-database-unusable with the CLI’s sentence', async () => {
    const dir = await fixtureDatabase('atomic');
    const bytes = new Uint8Array(readFileSync(path.join(dir, DB_FILE_NAME)));
    const e = await browser.openCardDatabaseBytes(bytes.subarray(0, 1000), 'cards.db').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(browser.SettingsError);
    expect((e as browser.SettingsError).code).toBe('card-database-unusable');
    expect((e as Error).message).toMatch(/^the card database cards\.db cannot be used: it is 1000 bytes long, its header says \d+ \(the file is damaged\)\. Import it again/);
    const notOne = await browser.openCardDatabaseBytes(new TextEncoder().encode('4 Island\n'), 'deck.txt').catch((x: unknown) => x);
    expect((notOne as Error).message).toMatch(/^the card database deck\.txt cannot be used: it is not a deckcheck card database\./);
  });

  it('a dataDir is refused: the browser entry has no file system', async () => {
    const e = await browser.prepareCheck({ dataDir: '/tmp' }).catch((x: unknown) => x);
    expect((e as browser.SettingsError).code).toBe('invalid-settings');
    expect((e as Error).message).toBe('dataDir needs a file system; open the card database from its bytes (openCardDatabaseBytes) and give it as cardDatabase');
  });

  it('the same report without card data as the Node entry', async () => {
    const a = browser.checkTexts(await browser.prepareCheck(SETTINGS), [DECK]);
    // The Node entry's built-in card data opted out: the browser entry has none of its own.
    const b = node.checkTexts(await node.prepareCheck({ ...SETTINGS, builtInCardData: false }), [DECK]);
    expect(browser.renderJson(a)).toBe(node.renderJson(b));
  });
});

describe('DatabaseBytes: the Buffer calls the reader makes, without Buffer', () => {
  const text = 'héllo\tworld\n';
  const node = Buffer.from(text, 'utf8');
  const mine = new DatabaseBytes(new Uint8Array(node).buffer);
  it.each([
    [0, node.length],
    [1, 3],
    [7, 12],
  ])('toString(utf8, %i, %i)', (a, b) => {
    expect(mine.toString('utf8', a, b)).toBe(node.toString('utf8', a, b));
  });
  it('toString(latin1): one character per byte, the same as Buffer\'s where the bytes are ASCII', () => {
    expect(mine.toString('latin1', 0, node.length)).toHaveLength(node.length);
    expect(mine.toString('latin1', 3, 12)).toBe(node.toString('latin1', 3, 12));
  });
  it('indexOf, readUInt32LE, subarray', () => {
    expect(mine.indexOf(0x0a)).toBe(node.indexOf(0x0a));
    expect(mine.readUInt32LE(2)).toBe(node.readUInt32LE(2));
    expect(mine.subarray(1, 4)).toBeInstanceOf(DatabaseBytes);
  });
  // The set table and the printings reader search the bytes for a string (src/db/database-index.ts, facts-codec.ts).
  const long = Buffer.from('[{"code":"A"},{"code":"AB"},["x"],{"code":"A"}]é\n', 'utf8');
  const longMine = new DatabaseBytes(new Uint8Array(long).buffer);
  it.each([
    ['{"code":"A"}', undefined],
    ['{"code":"A"}', 20],
    ['{"code":"A"}', -5],
    [',["', undefined],
    [',["', 10],
    ['é', undefined],
    ['zzz', undefined],
    ['', 3],
    [0x0a, undefined],
    [0x7b, 5],
    [0x7b, -1],
  ] as [string | number, number | undefined][])('indexOf and lastIndexOf(%j, %s) as Buffer#indexOf and #lastIndexOf', (value, from) => {
    expect(longMine.indexOf(value, from)).toBe(long.indexOf(value, from));
    expect(longMine.lastIndexOf(value, from)).toBe(from === undefined ? long.lastIndexOf(value) : long.lastIndexOf(value, from));
  });
  it.each([
    ['héllo', 0, 6],
    ['hello', 0, 5],
    ['hél', 0, 4],
    ['world', 7, 12],
    ['zzz', 0, 3],
  ])('compare(%j) at %i..%i as Buffer#compare', (key, from, to) => {
    const want = new TextEncoder().encode(key);
    expect(mine.compare(want, 0, want.length, from, to)).toBe(node.compare(want, 0, want.length, from, to));
  });
  it('databaseBuffer: a Buffer over the same memory in Node', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const b = databaseBuffer(bytes);
    expect(Buffer.isBuffer(b)).toBe(true);
    bytes[0] = 9;
    expect(b[0]).toBe(9);
  });
});
