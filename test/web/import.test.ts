/// <reference lib="dom" />
/**
 * Card data imported in the web app (web/import-worker.ts, the library's importCardData) in a real browser: Debian's
 * chromium, headless, driven by playwright-core as test/web/web.test.ts does. A small MTGJSON file dropped in (gzip,
 * so the browser's DecompressionStream reads it) is imported in the worker, shown as `db status` shows it, kept across
 * a reload, and a check then gives the CLI's JSON with a `db import` of the same file; the gzip bomb the CLI tests use
 * (3,072 gzip members of 1 MiB of "a") is refused with the CLI's sentence and the page still checks a deck.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { DB_FIXTURES } from '../db/db-helpers.js';
import { requireTool } from '../system-tools.js';
import { requireSnapshot, startWebApp, type WebApp } from './harness.js';
import { pageText } from '../../web/page-words.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-web-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Run the CLI in this process: exit code, stdout, stderr. */
async function cli(cwd: string, args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env: {}, stdoutIsTTY: false };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

const MIB = 1 << 20;

/** The gzip bomb of test/db/limits.test.ts: 3 MB on disk, 3 GiB of JSON in one string (gzip members repeated). */
function bomb(file: string): void {
  const head = '{"meta":{"date":"2024-01-02","version":"5.2.2"},"data":{"Opt":[{"name":"Opt","types":["Instant"],"legalities":{"legacy":"Legal"},"text":"';
  const member = gzipSync(Buffer.alloc(MIB, 'a'), { level: 9 });
  writeFileSync(file, Buffer.concat([gzipSync(head), ...Array.from({ length: 3072 }, () => member), gzipSync('"}]}}')]));
}

describe('card data imported in the web app (chromium headless)', () => {
  if (!requireTool('chromium', 'chromium') || !requireSnapshot()) return;
  let app: WebApp | undefined;
  let browser: Browser;
  let base = '';

  beforeAll(async () => {
    app = await startWebApp(tmp);
    ({ browser, base } = app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function open(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('body[data-ready="true"]');
    return page;
  }

  /** Drop `file` on the page as a user drags it in from the desktop. */
  async function drop(page: Page, file: string): Promise<void> {
    const bytes = readFileSync(file).toString('base64');
    await page.evaluate(
      ({ name, b64 }) => {
        const data = new DataTransfer();
        data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      { name: path.basename(file), b64: bytes },
    );
  }

  async function checkDeck(page: Page, text: string): Promise<void> {
    await page.click('#tab-check');
    await page.selectOption('#format', 'legacy');
    await page.fill('#date', '2025-01-15');
    const before = await page.evaluate(() => document.body.dataset.checked ?? '');
    await page.fill('.deck-name', 'deck.txt');
    await page.fill('.deck-text', text);
    await page.waitForFunction((prev) => (document.body.dataset.checked ?? '') !== prev, before, { timeout: 20_000 });
  }

  it('an MTGJSON file dropped in is imported in the worker, shown as db status, kept across a reload; a check gives the CLI’s JSON', { timeout: 60_000 }, async () => {
    const dir = path.join(tmp, 'atomic');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'AtomicCards.json.gz');
    writeFileSync(file, gzipSync(readFileSync(DB_FIXTURES.atomic)));
    const dataDir = path.join(dir, 'data');
    const imported = await cli(dir, ['db', 'import', '--data-dir', dataDir, file]);
    expect(imported.code).toBe(0);
    const status = await cli(dir, ['db', 'status', '--data-dir', dataDir]);

    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    let page = await open(context);
    await drop(page, file);
    await page.waitForFunction(() => document.getElementById('db-status')?.textContent?.includes('(imported in this browser)'), undefined, { timeout: 20_000 });
    expect(await page.locator('#import-label').textContent()).toMatch(/^Imported MTGJSON AtomicCards 5\.2\.2\+20240102 \(2024-01-02\) from AtomicCards\.json\.gz in [\d.]+ s: 28 cards\.$/);
    expect(await page.locator('#import-cancel').isHidden()).toBe(true);
    const shown = (await page.locator('#db-status').textContent()) ?? '';
    expect(shown).toMatch(/^card database: AtomicCards\.json\.gz \(imported in this browser\)\nsource: +MTGJSON AtomicCards 5\.2\.2\+20240102\ndata date: +2024-01-02\ncards: +28\n/);
    for (const line of shown.split('\n').slice(1, 4)) expect(status.stdout).toContain(line.split(/: +/)[1]);
    await page.screenshot({ path: path.join(tmp, 'imported.png'), fullPage: true });

    await page.close();
    page = await open(context);
    await page.waitForFunction(() => document.getElementById('db-status')?.textContent?.includes('(imported in this browser)'));
    const text = '4 Lightning Bolt\n4 Lightnin Bolt\n52 Mountain\n';
    writeFileSync(path.join(dir, 'deck.txt'), text);
    await checkDeck(page, text);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-json')]);
    const json = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as { cardDatabase: unknown };
    expect(json.cardDatabase).not.toBeNull();
    const cliReport = await cli(dir, ['check', '--data-dir', dataDir, '--format', 'legacy', '--date', '2025-01-15', '-r', 'json', 'deck.txt']);
    // The page gives the engine's advice in its own words (web/page-words.ts): the same report otherwise.
    expect(json).toEqual(JSON.parse(cliReport.stdout, (_key, value: unknown) => (typeof value === 'string' ? pageText(value) : value)));
    await context.close();
  });

  it('the gzip bomb is refused with the CLI’s sentence; the card data is unchanged and the page still checks', { timeout: 60_000 }, async () => {
    const dir = path.join(tmp, 'bomb');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'bomb.json.gz');
    bomb(file);
    const refused = await cli(dir, ['db', 'import', '--data-dir', path.join(dir, 'data'), 'bomb.json.gz']);
    expect(refused.code).toBe(2);
    // The CLI names the file by the path it was given, the page by the file's name.
    const sentence = refused.stderr.replace(/^deckcheck: /, '').trim().replace(file, 'bomb.json.gz');
    expect(sentence).toMatch(/^bomb\.json\.gz has a string, number or card field longer than 1 MiB .*--max-string 2MiB/);

    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await open(context);
    await page.click('#tab-data');
    await page.setInputFiles('#db-file', file);
    await page.waitForFunction(() => document.getElementById('message')?.classList.contains('error'), undefined, { timeout: 30_000 });
    const said = (await page.locator('#message').textContent()) ?? '';
    // Word for word but the byte where the string went over the limit: the end of the decompressor's chunk there.
    const where = (m: string) => m.replace(/at byte \d+/, 'at byte N');
    expect(where(said)).toBe(where(sentence));
    // The card data in use is still the built-in card data.
    expect(await page.locator('#db-status').textContent()).toMatch(/^card database: built-in card data of \d{4}-\d\d-\d\d /);
    expect(await page.locator('#import-box').isHidden()).toBe(true);
    await checkDeck(page, '4 Oko, Thief of Crowns\n56 Island\n');
    expect(await page.locator('#message').textContent()).toMatch(/^Not legal: 1 deck, 1 error/);
    await context.close();
  });

  it('an import can be cancelled; the page stays responsive while it runs', { timeout: 60_000 }, async () => {
    const dir = path.join(tmp, 'cancel');
    mkdirSync(dir, { recursive: true });
    // 3 GiB of white space in gzip members: under every limit, it takes a long while to read; it is cancelled.
    const file = path.join(dir, 'slow.json.gz');
    const member = gzipSync(Buffer.alloc(MIB, ' '), { level: 9 });
    writeFileSync(file, Buffer.concat([gzipSync('{"data":'), ...Array.from({ length: 3072 }, () => member)]));
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await open(context);
    await page.click('#tab-data');
    await page.setInputFiles('#db-file', file);
    await page.waitForSelector('#import-box:not([hidden])');
    expect(await page.getAttribute('#import-progress', 'max')).toBe(String(readFileSync(file).length));
    const t0 = Date.now();
    await page.evaluate(() => 1 + 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    await page.click('#import-cancel');
    await page.waitForSelector('#import-box[hidden]', { state: 'attached' });
    expect(await page.locator('#message').textContent()).toBe('The import of slow.json.gz was cancelled; the card data is as it was.');
    await context.close();
  });
});
