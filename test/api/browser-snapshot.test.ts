// deckcheck/browser's built-in card data: prepareCheck({ cardSnapshot: address }) fetches the card snapshot (a cards.db,
// as it is or gzip-compressed) from a server the test starts on 127.0.0.1, opens it once per address, and checks as the
// same database from a data directory does; a cardDatabase given too wins; a missing, damaged or foreign file is a
// SettingsError naming the address and what to do; without cardSnapshot there is no card data (the opt-out).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as browser from '../../src/browser.js';
import * as node from '../../src/index.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';

const DECK = { file: 'deck.txt', text: '4 Lightning Bolt\n4 Lightnin Bolt\n52 Mountain\n' };
const SETTINGS = { format: 'legacy', date: '2025-01-15' } as const;

let server: Server;
let base = '';
let dir = '';
/** Requests seen, by path. */
const seen: string[] = [];

beforeAll(async () => {
  dir = await fixtureDatabase('atomic');
  const db = readFileSync(path.join(dir, DB_FILE_NAME));
  const files: Record<string, Buffer> = {
    '/cards.db': db,
    '/cards.db.gz': gzipSync(db),
    '/other/cards.db.gz': gzipSync(db),
    '/deck.txt': Buffer.from('4 Island\n'),
    '/cut.db.gz': gzipSync(db).subarray(0, 2000),
  };
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
    else res.writeHead(404, 'Not Found').end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  removeTempDirs();
});

describe('deckcheck/browser: the built-in card data from its address (cardSnapshot)', () => {
  it('plain or gzip, it checks as the same database from a data directory; fetched once per address', async () => {
    const expected = node.checkTexts(await node.prepareCheck({ ...SETTINGS, dataDir: dir }), [DECK]);
    expect(expected.findings.map((f) => [f.rule, f.line, f.suggestions?.[0]])).toEqual([['unknown-card', 2, 'Lightning Bolt']]);
    for (const file of ['/cards.db', '/cards.db.gz']) {
      const before = seen.length;
      const first = browser.checkTexts(await browser.prepareCheck({ ...SETTINGS, cardSnapshot: `${base}${file}` }), [DECK]);
      const again = await browser.prepareCheck({ format: 'modern', cardSnapshot: new URL(`${base}${file}`) });
      expect(first).toEqual(expected);
      expect(again.cardDatabase).toEqual(first.cardDatabase);
      expect(seen.slice(before)).toEqual([file]);
    }
  });

  it('a relative address is the page’s (location.href, in a page or a worker)', async () => {
    const before = seen.length;
    Reflect.set(globalThis, 'location', { href: `${base}/other/page.html` });
    try {
      const prepared = await browser.prepareCheck({ ...SETTINGS, cardSnapshot: 'cards.db.gz' });
      expect(prepared.cardDatabase).not.toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
    expect(seen.slice(before)).toEqual(['/other/cards.db.gz']);
  });

  it('a cardDatabase given too wins: the snapshot is not fetched', async () => {
    const before = seen.length;
    const db = await browser.openCardDatabaseBytes(new Uint8Array(readFileSync(path.join(dir, DB_FILE_NAME))), 'mine.db');
    const prepared = await browser.prepareCheck({ ...SETTINGS, cardDatabase: db, cardSnapshot: `${base}/other/cards.db.gz` });
    expect(prepared.cardDatabase?.source).toBe(db.info.source);
    expect(seen.slice(before)).toEqual([]);
  });

  it('without cardSnapshot: no card data, the typo is not caught (the opt-out)', async () => {
    const report = browser.checkTexts(await browser.prepareCheck(SETTINGS), [DECK]);
    expect(report.cardDatabase).toBeNull();
    expect(report.findings.map((f) => f.rule)).not.toContain('unknown-card');
  });

  it('openCardSnapshot shares one handle per address; a closed one is opened again', async () => {
    const a = await browser.openCardSnapshot(`${base}/other/cards.db.gz`);
    expect(await browser.openCardSnapshot(`${base}/other/cards.db.gz`)).toBe(a);
    expect(a.dir).toBe('built-in card data');
    a.close();
    const b = await browser.openCardSnapshot(`${base}/other/cards.db.gz`);
    expect(b).not.toBe(a);
    expect(b.closed).toBe(false);
  });

  it.each([
    ['/missing.db.gz', 'the server answered 404 Not Found'],
    ['/deck.txt', 'it is not a card database made by deckcheck'],
    ['/cut.db.gz', 'it is damaged gzip ('],
  ])('%s: card-database-unusable naming the address and what to do', async (file, why) => {
    const e = await browser.prepareCheck({ ...SETTINGS, cardSnapshot: `${base}${file}` }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(browser.SettingsError);
    expect((e as browser.SettingsError).code).toBe('card-database-unusable');
    expect((e as browser.SettingsError).setting).toBe('cardSnapshot');
    expect((e as Error).message).toContain(`the built-in card data at ${base}${file} cannot be used: ${why}`);
    expect((e as Error).message).toMatch(
      /Serve deckcheck's card snapshot there \(data\/card-snapshot\/cards\.db of the package, as it is or gzip-compressed\), or leave out cardSnapshot to check without card data\.$/,
    );
  });

  it('nothing served there (connection refused) and a value that is not an address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const e = await browser.prepareCheck({ cardSnapshot: `http://127.0.0.1:${port}/cards.db` }).catch((x: unknown) => x);
    expect((e as Error).message).toMatch(new RegExp(`^the built-in card data at http://127\\.0\\.0\\.1:${port}/cards\\.db cannot be used: it could not be fetched \\(`));
    const bad = await browser.prepareCheck({ cardSnapshot: 5 as unknown as string }).catch((x: unknown) => x);
    expect((bad as browser.SettingsError).code).toBe('invalid-settings');
    expect((bad as Error).message).toBe('settings.cardSnapshot: expected the address of the card snapshot (a string or a URL)');
  });
});
