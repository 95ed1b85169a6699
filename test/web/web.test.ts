/// <reference lib="dom" />
/**
 * The web app (web/, built by scripts/web-build.js) in a real browser: Debian's chromium, headless, driven by
 * playwright-core as the HTML report's tests do. The page's exported JSON report is the CLI's for the same decklist,
 * format and day; card data from a cards.db is used and kept across a reload; the page works offline after the first
 * visit; bad input gets a clear message and the page stays usable. Screenshots at 360 px go to the temporary folder.
 * With nothing imported the page uses its built-in card data (the card snapshot, data/card-snapshot/cards.db): its
 * reports are the CLI's with that database, and it knows every card, offline too after the first visit.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';
import { FIXTURES } from '../helpers.js';
import { requireTool } from '../system-tools.js';
import { requireSnapshot, startWebApp, type WebApp } from './harness.js';
import { buildWeb, CARD_SNAPSHOT } from '../../scripts/web-build.js';
import { serveWeb } from '../../scripts/web-serve.js';
import type { AddressInfo } from 'node:net';
import { openCardDatabase } from '../../src/api/node.js';
import { pageText } from '../../web/page-words.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-web-'));
const shots = path.join(tmp, 'shots');
/** A data directory holding the card snapshot: the CLI checks with the same card data as the page's built-in. */
const SNAPSHOT_DIR = path.join(tmp, 'snapshot');
const WITH_SNAPSHOT = ['--data-dir', SNAPSHOT_DIR];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  removeTempDirs();
});

/** The CLI's report by `reporter` for `file` (a name relative to `cwd`). */
async function cliReport(cwd: string, file: string, args: readonly string[], reporter: string): Promise<string> {
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd, env: {}, stdoutIsTTY: false };
  await run(['check', ...args, '-r', reporter, file], io);
  return stdout;
}

/** The CLI's JSON report for `file` (a name relative to `cwd`), parsed. */
async function cliJson(cwd: string, file: string, args: readonly string[]): Promise<unknown> {
  // The page gives the engine's advice in its own words (web/page-words.ts): the same report otherwise.
  return JSON.parse(await cliReport(cwd, file, args, 'json'), (_key, value: unknown) => (typeof value === 'string' ? pageText(value) : value));
}

interface RealDeck {
  readonly file: string;
  readonly format: string;
  readonly date: string;
}

const REAL = path.join(FIXTURES, 'real');
const REAL_DECKS = (JSON.parse(readFileSync(path.join(REAL, 'index.json'), 'utf8')) as RealDeck[]).filter((d) =>
  ['pauper-2019-04-izzet-faeries-gush.txt', 'legacy-2020-02-temur-delver-oko.txt', 'standard-2021-05-izzet-dragons.txt', 'vintage-2024-04-doomsday-ponder.txt'].includes(d.file),
);

describe('the web app in a browser (chromium headless)', () => {
  if (!requireTool('chromium', 'chromium') || !requireSnapshot()) return;
  let app: WebApp | undefined;
  /** The date of the built-in card data (the snapshot's own header). */
  let snapshotDate = '';
  let browser: Browser;
  let base = '';
  /** The page the checks without card data share (each sets its own settings). */
  let shared: Page;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    copyFileSync(CARD_SNAPSHOT, path.join(SNAPSHOT_DIR, DB_FILE_NAME));
    const db = await openCardDatabase(SNAPSHOT_DIR);
    snapshotDate = db.info.date;
    db.close();
    app = await startWebApp(tmp);
    ({ browser, base } = app);
    shared = await open();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function open(context?: BrowserContext): Promise<Page> {
    const page = await (context ?? browser).newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(base);
    await page.waitForSelector('body[data-ready="true"]');
    return page;
  }

  /** A page whose built-in card data cannot be fetched (the request fails): it checks without card data and says so. */
  async function openWithoutCardData(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.route(/\/cards-[0-9a-f]{16}\.db\.gz$/, (route) => route.abort());
    await page.goto(base);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#db-status').textContent()).toMatch(/^No card data \(the built-in card data \(cards-[0-9a-f]{16}\.db\.gz\) could not be fetched: is the network on\?\): checks use/);
    return page;
  }

  /** Do `action`, then wait until the page has checked again and has nothing left to check (no edit waiting, no check running). */
  async function checked(page: Page, action: () => Promise<unknown>): Promise<void> {
    const before = await page.evaluate(() => document.body.dataset.checked ?? '');
    await action();
    await page.waitForFunction(
      (prev) => (document.body.dataset.checked ?? '') !== prev && !document.body.hasAttribute('data-pending') && !document.body.hasAttribute('data-busy'),
      before,
      { timeout: 20_000 },
    );
  }

  async function settings(page: Page, format: string, date: string): Promise<void> {
    await page.selectOption('#format', format);
    await page.fill('#date', date);
  }

  async function paste(page: Page, name: string, text: string): Promise<void> {
    await page.fill('.deck-name', name);
    await checked(page, () => page.fill('.deck-text', text));
  }

  async function exported(page: Page, button: string): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    return readFileSync((await download.path()) as string, 'utf8');
  }

  it('real decklists pasted in: the exported JSON report is the CLI’s for the same list, format and day', { timeout: 60_000 }, async () => {
    expect(REAL_DECKS).toHaveLength(4);
    const page = shared;
    for (const deck of REAL_DECKS) {
      const args = [...WITH_SNAPSHOT, '--format', deck.format, '--date', deck.date];
      await settings(page, deck.format, deck.date);
      await paste(page, deck.file, readFileSync(path.join(REAL, deck.file), 'utf8'));
      const json = JSON.parse(await exported(page, '#save-json')) as { readonly legal: boolean; readonly findings: readonly { readonly rule: string }[] };
      expect(json).toEqual(await cliJson(REAL, deck.file, args));
      // The page shows the HTML reporter's report: one item per finding, with the same rule ids, and the verdict.
      const items = page.locator('#report li.finding');
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')))).toEqual(json.findings.map((f) => f.rule));
      expect(await page.locator('#message').textContent()).toMatch(json.legal ? /^Legal: 1 deck, 0 errors/ : /^Not legal: 1 deck/);
      // The Markdown export is the CLI's Markdown report of the same list, format and day, byte for byte.
      expect(await exported(page, '#save-md'), deck.file).toBe(await cliReport(REAL, deck.file, args, 'markdown'));
      expect(json.legal).toBe(true);
    }
    await page.screenshot({ path: path.join(shots, 'check.png'), fullPage: true });
  });

  it('an illegal list: the findings are the HTML reporter’s, updated as the list is edited', { timeout: 30_000 }, async () => {
    const page = shared;
    await settings(page, 'legacy', '2025-01-15');
    await paste(page, 'deck.txt', '4 Oko, Thief of Crowns\n56 Island\n');
    const shadow = page.locator('#report li.finding');
    expect(await shadow.first().getAttribute('data-rule')).toBe('card-banned');
    expect(await page.locator('#message').textContent()).toMatch(/^Not legal: 1 deck, 1 error/);
    await checked(page, () => page.fill('.deck-text', '60 Island\n'));
    expect(await page.locator('#message').textContent()).toMatch(/^Legal: 1 deck, 0 errors/);
  });

  it('nothing imported, the built-in card data: a typo with its suggestion, colour identity, the card pool; the CLI’s JSON with the same data', { timeout: 60_000 }, async () => {
    const page = shared;
    expect(await page.locator('#db-status').textContent()).toMatch(new RegExp(`^card database: built-in card data of ${snapshotDate} \\([\\d.]+ MB downloaded once`));
    const dir = path.join(tmp, 'built-in');
    mkdirSync(dir, { recursive: true });
    const cases = [
      // The first suggestion is the card meant.
      { file: 'typo.txt', format: 'legacy', date: '2025-01-15', text: '4 Lightnig Bolt\n56 Mountain\n', rule: 'unknown-card', line: 1, suggestion: 'Lightning Bolt' },
      { file: 'atraxa.txt', format: 'commander', date: '2025-01-15', text: "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Lightning Bolt\n98 Island\n", rule: 'color-identity', line: 5 },
      { file: 'pioneer.txt', format: 'pioneer', date: '2025-01-15', text: '4 Brainstorm\n56 Island\n', rule: 'card-not-legal', line: 1 },
    ];
    for (const c of cases) {
      await settings(page, c.format, c.date);
      await paste(page, c.file, c.text);
      expect(await page.locator('#message').textContent()).toBe(`Not legal: 1 deck, 1 error (checked in ${/\d+ ms/.exec((await page.locator('#message').textContent()) ?? '')?.[0]} with the built-in card data of ${snapshotDate}).`);
      expect(await page.locator('#report li.finding').first().getAttribute('data-rule')).toBe(c.rule);
      const json = JSON.parse(await exported(page, '#save-json')) as { findings: { rule: string; severity: string; line: number; suggestions: string[] }[] };
      expect(json.findings.filter((f) => f.severity === 'error').map((f) => [f.rule, f.line, f.suggestions[0]])).toEqual([[c.rule, c.line, c.suggestion]]);
      writeFileSync(path.join(dir, c.file), c.text);
      expect(json).toEqual(await cliJson(dir, c.file, [...WITH_SNAPSHOT, '--format', c.format, '--date', c.date]));
    }
    await page.screenshot({ path: path.join(shots, 'built-in.png'), fullPage: true });
  });

  // Issue 41, item 22: the page's own words and layout.
  it('the page: no command-line advice, verdict on the first screen at 360 px, team rules only for a team, Save only with a report, no favicon 404', { timeout: 40_000 }, async () => {
    const requests: string[] = [];
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    context.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('body[data-ready="true"]');
    // Before anything is checked: no Save buttons, no team rules box, no request for /favicon.ico.
    expect(await page.locator('#save-actions').isVisible()).toBe(false);
    expect(await page.locator('#team-rules-box').isVisible()).toBe(false);
    expect(requests).not.toContain('/favicon.ico');
    await page.check('#team');
    expect(await page.locator('#team-rules-box').isVisible()).toBe(true);
    await page.uncheck('#team');
    expect(await page.locator('#team-rules-box').isVisible()).toBe(false);
    // Pauper Commander long after deckcheck's lists: the out-of-date warning names the Card data tab, no command.
    await settings(page, 'pauper-commander', '2026-11-01');
    await paste(page, 'deck.txt', 'Commander\n1 Kitchen Finks\nDeck\n99 Forest\n');
    // The report is in the page's shadow root: its findings' text through locators, which pierce it.
    const text = (await page.locator('#report li.finding').allTextContents()).join('\n');
    expect(text).toContain('lists-out-of-date');
    expect(text).toContain('open newer card data (MTGJSON or Scryfall) in the Card data tab');
    expect(text).not.toMatch(/deckcheck db (update|import)/);
    expect(JSON.stringify(JSON.parse(await exported(page, '#save-json')))).not.toMatch(/deckcheck db (update|import)/);
    // The verdict is on the first screen; the Save buttons are there once there is a report.
    // In the page (not the viewport scrolled to the decklist): its bottom within the first 640 px; and it stays in view
    // while the decklist is edited (sticky).
    const atTop = await page.evaluate(() => {
      scrollTo(0, 0);
      return document.getElementById('message')?.getBoundingClientRect().bottom ?? 9999;
    });
    expect(atTop).toBeLessThanOrEqual(640);
    await page.focus('.deck-text');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight / 2));
    const inView = await page.locator('#message').boundingBox();
    expect(inView?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((inView?.y ?? 9999) + (inView?.height ?? 0)).toBeLessThanOrEqual(640);
    expect(await page.locator('#message').textContent()).toMatch(/^Not legal: 1 deck|^Legal: 1 deck/);
    expect(await page.locator('#save-actions').isVisible()).toBe(true);
    // No "Player:" with nothing after it in the report's deck table.
    const labels = await page.locator('#report table.decks td[data-label="Player"]').evaluateAll((cells) =>
      cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent ?? ''),
    );
    expect(labels.filter((t) => t.trim() === '')).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'first-screen-360.png') });
    await context.close();
  });

  it('a file of another input format opened (CSV) is read and converted as the CLI does', { timeout: 30_000 }, async () => {
    const page = shared;
    await settings(page, 'legacy', '2025-01-15');
    for (const file of [path.join(FIXTURES, 'csv', 'moxfield.csv')]) {
      await checked(page, () => page.setInputFiles('.deck-file', file));
      expect(await page.inputValue('.deck-name')).toBe(path.basename(file));
      const json = JSON.parse(await exported(page, '#save-json')) as unknown;
      expect(json).toEqual(await cliJson(path.dirname(file), path.basename(file), [...WITH_SNAPSHOT, '--format', 'legacy', '--date', '2025-01-15']));
      // Converted as `deckcheck convert --to arena` converts it.
      await page.selectOption('#convert-to', 'arena');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-convert')]);
      expect(download.suggestedFilename()).toBe('moxfield.txt');
      let stdout = '';
      const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd: path.dirname(file), env: {}, stdoutIsTTY: false };
      await run(['convert', '--to', 'arena', path.basename(file)], io);
      expect(readFileSync((await download.path()) as string, 'utf8')).toBe(stdout);
    }
  });

  it('a scheme deck and a planar deck in their own box: the JSON report is the CLI’s with --schemes / --planes', { timeout: 40_000 }, async () => {
    const page = shared;
    await page.fill('.deck-text', '');
    await settings(page, 'casual', '2025-01-15');
    expect(await page.locator('#supp-box').isHidden()).toBe(true);
    const VARIANTS_DIR = path.join(FIXTURES, 'variants');
    for (const [variant, option, dir, extra] of [
      ['archenemy', '--schemes', 'archenemy', 'schemes-20.txt'],
      ['planechase', '--planes', 'planechase', 'planes-10.txt'],
    ] as const) {
      const cwd = path.join(VARIANTS_DIR, dir);
      // Each step checks once (the first variant before any deck: nothing to check).
      if (variant === 'archenemy') await page.selectOption('#variant', variant);
      else await checked(page, () => page.selectOption('#variant', variant));
      expect(await page.locator('#supp-h').textContent()).toBe(option === '--schemes' ? 'Scheme deck' : 'Planar deck');
      await checked(page, () => page.setInputFiles('.deck-file', path.join(cwd, 'legal-main-only.txt')));
      await checked(page, () => page.setInputFiles('#supplementary-file', path.join(cwd, extra)));
      const json = JSON.parse(await exported(page, '#save-json')) as unknown;
      expect(json).toEqual(await cliJson(cwd, 'legal-main-only.txt', [...WITH_SNAPSHOT, '--date', '2025-01-15', option, extra]));
      await page.screenshot({ path: path.join(shots, `variant-${variant}.png`), fullPage: true });
    }
    // A decklist with its own Schemes section takes no second scheme deck, as with the CLI.
    await page.selectOption('#variant', 'archenemy');
    await page.setInputFiles('#supplementary-file', path.join(VARIANTS_DIR, 'archenemy', 'schemes-20.txt'));
    await page.setInputFiles('.deck-file', path.join(VARIANTS_DIR, 'archenemy', 'legal-section.txt'));
    await page.waitForFunction(() => document.getElementById('message')?.textContent?.includes('give the scheme deck once'));
    expect(await page.locator('#message').textContent()).toMatch(
      /^legal-section\.txt has its own scheme deck \(line \d+\) and the scheme deck box gives another; give the scheme deck once\.$/,
    );
    await page.fill('#supplementary', '');
    await page.selectOption('#variant', '');
  });

  it('a format file opened with its card list: the JSON report is the CLI’s with --format-file; a bad one gets the CLI’s problems', { timeout: 40_000 }, async () => {
    const page = shared;
    await settings(page, 'legacy', '2025-06-01');
    const league = path.join(FIXTURES, 'format-files', 'league');
    await page.setInputFiles('#format-file', [path.join(league, 'league.json'), path.join(league, 'league-cards.txt')]);
    await page.waitForFunction(() => document.getElementById('format-file-status')?.textContent?.startsWith('Format file'));
    expect(await page.locator('#format-file-status').textContent()).toBe(
      'Format file league.json is in use (Tuesday Pauper League, card list league-cards.txt), instead of the format above.',
    );
    expect(await page.locator('#format').isDisabled()).toBe(true);
    for (const deck of ['illegal.txt', 'legal.txt']) {
      await checked(page, () => page.setInputFiles('.deck-file', path.join(league, deck)));
      const json = JSON.parse(await exported(page, '#save-json')) as { format: unknown };
      expect(json).toEqual(await cliJson(league, deck, [...WITH_SNAPSHOT, '--format-file', 'league.json', '--date', '2025-06-01']));
    }
    await page.screenshot({ path: path.join(shots, 'format-file.png'), fullPage: true });
    // A bad format file: the CLI's problems, each with its path and line; the format file in use stays.
    const dir = path.join(tmp, 'bad-format');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'bad.json'), '{\n  "schemaVersion": 1,\n  "name": "Bad",\n  "reference": "x",\n  "deck": { "min": 60, "max": 40 },\n  "pool": { "cardList": "cards.txt" }\n}\n');
    writeFileSync(path.join(dir, 'deck.txt'), '60 Island\n');
    let stderr = '';
    const io: CliIo = { stdout: () => undefined, stderr: (t) => void (stderr += t), cwd: dir, env: {}, stdoutIsTTY: false };
    expect(await run(['check', '--no-db', '--format-file', 'bad.json', 'deck.txt'], io)).toBe(2);
    await page.setInputFiles('#format-file', path.join(dir, 'bad.json'));
    await page.waitForFunction(() => document.getElementById('message')?.textContent?.startsWith('bad.json'));
    const said = (await page.locator('#message').textContent()) ?? '';
    expect(said).toMatch(/^bad\.json is not a valid format file:\n {2}deck\.max: the maximum \(40\) is below the minimum \(60\) \(line 5\)/);
    expect(stderr).toContain(said);
    expect(await page.locator('#format-file-status').textContent()).toMatch(/^Format file league\.json is in use/);
    await checked(page, () => page.click('#format-file-forget'));
    expect(await page.locator('#format').isDisabled()).toBe(false);
  });

  it('deck-check comparison: registered against presented, the CLI’s diff JSON', { timeout: 30_000 }, async () => {
    const page = shared;
    await settings(page, 'legacy', '2025-01-15');
    await page.click('#tab-diff');
    await page.fill('#registered', '4 Brainstorm\n56 Island\n');
    await checked(page, () => page.fill('#presented', '3 Brainstorm\n57 Island\n'));
    expect(await page.locator('#message').textContent()).toBe('The deck presented differs from the registered list.');
    const dir = path.join(tmp, 'diff');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'registered.txt'), '4 Brainstorm\n56 Island\n');
    writeFileSync(path.join(dir, 'presented.txt'), '3 Brainstorm\n57 Island\n');
    let stdout = '';
    const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd: dir, env: {}, stdoutIsTTY: false };
    await run(['diff', ...WITH_SNAPSHOT, '--format', 'legacy', '--date', '2025-01-15', '-r', 'json', 'registered.txt', 'presented.txt'], io);
    expect(JSON.parse(await exported(page, '#save-json'))).toEqual(JSON.parse(stdout));
    // Shown as the HTML reporter shows it (`deckcheck diff -r html`), and saved as that page.
    expect(await page.locator('#report tr[data-card="Brainstorm"] td.less').textContent()).toBe('−1');
    expect(await page.locator('#report .verdict').textContent()).toBe('✖ the deck does not match the registered list');
    stdout = '';
    await run(['diff', ...WITH_SNAPSHOT, '--format', 'legacy', '--date', '2025-01-15', '-r', 'html', 'registered.txt', 'presented.txt'], io);
    expect(await exported(page, '#save-html')).toBe(stdout);
    await page.screenshot({ path: path.join(shots, 'diff.png'), fullPage: true });
    await page.click('#tab-check');
  });

  it('axe-core: no serious or critical accessibility violations on the check (with a format file and a scheme deck), comparison and card data views; 360 px wide; keyboard', { timeout: 90_000 }, async () => {
    const { source } = (await import('axe-core')).default;
    // The page's Content-Security-Policy allows no inline script; the test's own (axe) is let in.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 780 } });
    const page = await open(context);
    await settings(page, 'legacy', '2025-01-15');
    await paste(page, 'deck.txt', '4 Oko, Thief of Crowns\n56 Island\n');
    const problems: string[] = [];
    const league = path.join(FIXTURES, 'format-files', 'league');
    for (const view of ['check', 'check-extras', 'diff', 'data']) {
      await page.click(`#tab-${view === 'check-extras' ? 'check' : view}`);
      if (view === 'check-extras') {
        // The views this page adds to a check: a format file in use, the scheme deck box.
        await page.setInputFiles('#format-file', [path.join(league, 'league.json'), path.join(league, 'league-cards.txt')]);
        await page.waitForFunction(() => document.getElementById('format-file-status')?.textContent?.startsWith('Format file'));
        await page.selectOption('#variant', 'archenemy');
        await checked(page, () => page.fill('#supplementary', '20 Feed the Machine\n'));
        // Keyboard: Tab from the top reaches every control this view adds.
        await page.focus('.skip');
        const reached = new Set<string>();
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          reached.add(await page.evaluate(() => document.activeElement?.id || document.activeElement?.className || ''));
        }
        expect([...reached]).toEqual(expect.arrayContaining(['format-file', 'format-file-forget', 'supplementary', 'supplementary-file']));
      }
      if (view === 'diff') {
        await page.fill('#registered', '60 Island\n');
        await checked(page, () => page.fill('#presented', '59 Island\n1 Mountain\n'));
      }
      // The 360 px layout holds: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.addScriptTag({ content: source });
      const found = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as {
        violations: { id: string; impact: string | null; nodes: unknown[] }[];
      };
      for (const v of found.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') problems.push(`${view}: ${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
      }
      await page.screenshot({ path: path.join(shots, `axe-${view}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('card data: a cards.db opened is used (the CLI’s JSON with the same database), shown as db status, kept across a reload', { timeout: 60_000 }, async () => {
    const dataDir = await fixtureDatabase('atomic');
    const db = path.join(tmp, DB_FILE_NAME);
    copyFileSync(path.join(dataDir, DB_FILE_NAME), db);
    const context = await browser.newContext();
    let page = await open(context);
    await page.click('#tab-data');
    await page.setInputFiles('#db-file', db);
    await page.waitForFunction(() => document.getElementById('db-status')?.textContent?.startsWith('card database: cards.db'));
    expect(await page.locator('#db-status').textContent()).toMatch(/^card database: cards\.db\nsource: +MTGJSON AtomicCards/);
    await page.screenshot({ path: path.join(shots, 'data.png'), fullPage: true });
    page = await reopen(page, context);
    await page.waitForFunction(() => document.getElementById('db-status')?.textContent?.startsWith('card database: cards.db'));
    await page.click('#tab-check');
    const dir = path.join(tmp, 'with-db');
    mkdirSync(dir, { recursive: true });
    const text = '4 Lightning Bolt\n4 Lightnin Bolt\n52 Mountain\n';
    writeFileSync(path.join(dir, 'deck.txt'), text);
    await settings(page, 'legacy', '2025-01-15');
    await paste(page, 'deck.txt', text);
    const json = JSON.parse(await exported(page, '#save-json')) as { cardDatabase: unknown; findings: { rule: string }[] };
    expect(json.cardDatabase).not.toBeNull();
    // The card data opened wins over the built-in card data: the report is the CLI's with that database.
    expect(json).toEqual(await cliJson(dir, 'deck.txt', ['--data-dir', dataDir, '--format', 'legacy', '--date', '2025-01-15']));
    expect(await page.locator('#message').textContent()).toMatch(/ with the card data of 2024-01-02 from cards\.db\)\.$/);
    // Forgotten, the built-in card data is back.
    await page.click('#tab-data');
    await checked(page, () => page.click('#db-forget'));
    expect(await page.locator('#db-status').textContent()).toMatch(new RegExp(`^card database: built-in card data of ${snapshotDate} \\(`));
    await page.click('#tab-check');
    const back = JSON.parse(await exported(page, '#save-json')) as unknown;
    expect(back).toEqual(await cliJson(dir, 'deck.txt', [...WITH_SNAPSHOT, '--format', 'legacy', '--date', '2025-01-15']));
    await context.close();
  });

  async function reopen(page: Page, context: BrowserContext): Promise<Page> {
    await page.close();
    return open(context);
  }

  it('a damaged cards.db is refused with the CLI’s sentence, and the page still checks', { timeout: 30_000 }, async () => {
    const dataDir = await fixtureDatabase('atomic');
    const bytes = readFileSync(path.join(dataDir, DB_FILE_NAME));
    const damaged = path.join(tmp, 'damaged', DB_FILE_NAME);
    mkdirSync(path.dirname(damaged), { recursive: true });
    writeFileSync(damaged, bytes.subarray(0, bytes.length - 100));
    const page = await open();
    await page.click('#tab-data');
    await page.setInputFiles('#db-file', damaged);
    await page.waitForFunction(() => document.getElementById('message')?.classList.contains('error'));
    const said = await page.locator('#message').textContent();
    let stderr = '';
    const io: CliIo = { stdout: () => undefined, stderr: (t) => void (stderr += t), cwd: path.dirname(damaged), env: {}, stdoutIsTTY: false };
    writeFileSync(path.join(path.dirname(damaged), 'deck.txt'), '60 Island\n');
    expect(await run(['check', '--data-dir', '.', 'deck.txt'], io)).toBe(2);
    const sentence = /cannot be used: (.*)$/m.exec(stderr)?.[1];
    expect(sentence).toMatch(/the file is damaged/);
    expect(said).toBe(`the card database cards.db cannot be used: ${sentence}`);
    expect(await page.locator('#db-status').textContent()).toMatch(/^card database: built-in card data of /);
    await page.click('#tab-check');
    await paste(page, 'deck.txt', '60 Island\n');
    expect(await page.locator('#message').textContent()).toMatch(/^Legal/);
    await page.close();
  });

  it('offline: after the first visit the page reloads and checks with the network off, card names too; the card data is downloaded once', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    let downloads = 0;
    const count = (req: IncomingMessage) => void (/\/cards-[0-9a-f]{16}\.db\.gz$/.test(req.url ?? '') && downloads++);
    app?.server.on('request', count);
    try {
      const first = await open(context);
      await first.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await first.waitForFunction(() => document.getElementById('db-status')?.textContent?.startsWith('card database: built-in'));
      await first.close();
      await context.setOffline(true);
      const page = await open(context);
      await settings(page, 'legacy', '2025-01-15');
      await paste(page, 'deck.txt', '4 Oko, Thief of Crowns\n56 Island\n');
      expect(await page.locator('#message').textContent()).toMatch(/^Not legal/);
      await paste(page, 'deck.txt', '4 Lightnig Bolt\n56 Mountain\n');
      expect(await page.locator('#message').textContent()).toMatch(
        new RegExp(`^Not legal: 1 deck, 1 error \\(checked in \\d+ ms with the built-in card data of ${snapshotDate}\\)\\.$`),
      );
      const json = JSON.parse(await exported(page, '#save-json')) as { findings: { rule: string; line: number; suggestions: string[] }[] };
      expect(json.findings.map((f) => [f.rule, f.line, f.suggestions[0]])).toEqual([['unknown-card', 1, 'Lightning Bolt']]);
      await page.close();
      // A third visit, online, under the service worker: the card data comes from the browser's cache.
      await context.setOffline(false);
      await (await open(context)).waitForFunction(() => document.getElementById('db-status')?.textContent?.startsWith('card database: built-in'));
      expect(downloads).toBe(1);
    } finally {
      app?.server.off('request', count);
      await context.close();
    }
  });

  it('a newer build with a newer snapshot: from the visit after the update the page uses it, and the older card data leaves the browser', { timeout: 120_000 }, async () => {
    const site = path.join(tmp, 'update-site');
    const older = path.join(await fixtureDatabase('atomic'), DB_FILE_NAME);
    const newer = path.join(await fixtureDatabase('allPrintings'), DB_FILE_NAME);
    const cardFile = (files: string[]) => `/${files.find((f) => f.endsWith('.db.gz')) ?? ''}`;
    const olderFile = cardFile(await buildWeb(site, older));
    const server = await serveWeb(site, 0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const context = await browser.newContext();
    /** A visit: the card data in use, and what the card data cache holds once the service worker is ready. */
    const visit = async (until?: string) => {
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => document.getElementById('db-status')?.textContent?.startsWith('card database: built-in'));
      const source = /source: +(.*)/.exec((await page.locator('#db-status').textContent()) ?? '')?.[1];
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      const kept = () => page.evaluate(async () => (await (await caches.open('deckcheck-card-data')).keys()).map((r) => new URL(r.url).pathname));
      // After an update, the newer service worker takes over during the visit: wait until it has pruned.
      for (let i = 0; i < 100 && until !== undefined && (await kept()).includes(until); i++) await page.waitForTimeout(100);
      const keys = await kept();
      await page.close();
      return { source, keys };
    };
    try {
      expect(await visit()).toEqual({ source: expect.stringMatching(/^MTGJSON AtomicCards/), keys: [olderFile] });
      const newerFile = cardFile(await buildWeb(site, newer));
      expect(newerFile).not.toBe(olderFile);
      // The first visit after the update is served by the older service worker (the older page, its card data), which
      // finds the newer one; that one removes the older card data.
      expect(await visit(olderFile)).toEqual({ source: expect.stringMatching(/^MTGJSON AtomicCards/), keys: [] });
      expect(await visit()).toEqual({ source: expect.stringMatching(/^MTGJSON AllPrintings/), keys: [newerFile] });
    } finally {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the app shell (what the service worker caches on install) is within 300 KB gzip; the card data is a file of its own, outside it', () => {
    const site = path.join(tmp, 'site');
    const sw = readFileSync(path.join(site, 'sw.js'), 'utf8');
    const shell = JSON.parse(/const FILES = (\[.*\]);/.exec(sw)?.[1] ?? '[]') as string[];
    const cardData = readdirSync(site).filter((f) => /^cards-[0-9a-f]{16}\.db\.gz$/.test(f));
    expect(cardData).toHaveLength(1);
    expect(shell).not.toContain(cardData[0]);
    expect(sw).toContain(`const CARD_DATA = ${JSON.stringify(cardData[0])};`);
    // Every file of the site but the card data is in the shell.
    expect([...shell.filter((f) => f !== './'), 'sw.js', cardData[0]].sort()).toEqual(readdirSync(site).sort());
    const gz = [...shell.filter((f) => f !== './'), 'sw.js'].reduce((n, f) => n + gzipSync(readFileSync(path.join(site, f)), { level: 9 }).length, 0);
    expect(gz).toBeLessThanOrEqual(300 * 1024);
    // The card data is the snapshot, gzip-compressed.
    expect(gunzipSync(readFileSync(path.join(site, cardData[0] as string))).equals(readFileSync(CARD_SNAPSHOT))).toBe(true);
  });

  it('bad input: a binary file, 10,000 lines, a 5 MB paste: a clear message, the page stays responsive', { timeout: 60_000 }, async () => {
    const page = await openWithoutCardData();
    const binary = path.join(tmp, 'deck.png');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]));
    await page.setInputFiles('.deck-file', binary);
    await page.waitForFunction(() => document.getElementById('message')?.classList.contains('error'));
    expect(await page.locator('#message').textContent()).toBe(
      'deck.png: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)',
    );
    // 10,000 lines are checked; the page answers at once after the check.
    const lines = Array.from({ length: 10_000 }, (_, i) => `1 Card Number ${i}`).join('\n');
    await checked(page, () =>
      page.evaluate((t) => {
        const area = document.querySelector('.deck-text') as HTMLTextAreaElement;
        area.value = t;
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }, lines),
    );
    expect(await page.locator('#message').textContent()).toMatch(
      /^Legal: 1 deck, 0 errors \(checked in \d+ ms without card data: the built-in card data could not be loaded\)\.$/,
    );
    const t0 = Date.now();
    await page.evaluate(() => 1 + 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    // A 5 MB paste is refused before the text box takes it, with what to do instead.
    await page.evaluate((mb) => {
      const data = new DataTransfer();
      data.setData('text/plain', '1 Island\n'.repeat((mb * 1024 * 1024) / 9));
      document.querySelector('.deck-text')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, 5);
    expect(await page.locator('#message').textContent()).toBe(
      'The pasted text is 5.0 MB of text, larger than any decklist (a 75-card list is about 2 KB). A text box takes up to ' +
        '1 MB: open the file instead (files up to 8 MB are checked from the file), or check it with the command line (deckcheck check).',
    );
    expect(await page.inputValue('.deck-text')).toBe(lines);
    await page.close();
  });

  it('a 5 MB file is checked from the file in the worker: the page answers a click within a second meanwhile, and a newer edit wins', { timeout: 60_000 }, async () => {
    const page = await openWithoutCardData();
    await settings(page, 'legacy', '2025-01-15');
    const big = path.join(tmp, 'big.txt');
    writeFileSync(big, Array.from({ length: 300_000 }, (_, i) => `1 Card Number ${i}`).join('\n'));
    // The longest pause of the page's own thread while the file is read and checked (timer ticks every 50 ms).
    await page.evaluate(() => {
      const w = window as unknown as { gap: number; tick: number };
      w.gap = 0;
      w.tick = performance.now();
      setInterval(() => {
        const now = performance.now();
        w.gap = Math.max(w.gap, now - w.tick);
        w.tick = now;
      }, 50);
    });
    await checked(page, async () => {
      await page.setInputFiles('.deck-file', big);
      await page.waitForSelector('.held');
      // While the worker checks, a button is handled at once.
      const t0 = Date.now();
      await page.click('#tab-data');
      expect(await page.getAttribute('#tab-data', 'aria-pressed')).toBe('true');
      expect(Date.now() - t0).toBeLessThan(1000);
      await page.click('#tab-check');
    });
    expect(await page.locator('.held p').textContent()).toMatch(/^big\.txt: 5\.\d MB, 300,000 lines, is checked from the file/);
    expect(await page.locator('.deck-text').isHidden()).toBe(true);
    expect(await page.locator('#message').textContent()).toMatch(/^Legal: 1 deck, 0 errors/);
    expect(await page.evaluate(() => (window as unknown as { gap: number }).gap)).toBeLessThan(1000);
    // Cleared, the text box is back; a long check is overtaken by a newer edit, whose report alone is shown.
    await page.click('.held button');
    expect(await page.locator('.deck-text').isVisible()).toBe(true);
    await page.setInputFiles('.deck-file', big);
    await page.waitForSelector('body[data-busy]', { state: 'attached' });
    await page.click('.held button');
    await checked(page, () => page.fill('.deck-text', '4 Oko, Thief of Crowns\n56 Island\n'));
    expect(await page.locator('#message').textContent()).toMatch(/^Not legal: 1 deck, 1 error/);
    await page.waitForSelector('body:not([data-busy])', { state: 'attached' });
    expect(await page.locator('#message').textContent()).toMatch(/^Not legal: 1 deck, 1 error/);
    expect(await page.locator('#report li.finding').first().getAttribute('data-rule')).toBe('card-banned');
    await page.close();
  });
});
