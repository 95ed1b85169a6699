/* global document */
// Makes docs/images/web-app-360.png, the README's picture of the web app: builds the page (scripts/web-build.js),
// serves it on a free port of 127.0.0.1, opens it in Debian's chromium at 360 × 780 pixels, pastes a real Legacy list,
// waits for the report and saves the screen scrolled to it. Run by hand after a change to the page: `node scripts/web-screenshot.js`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildWeb } from './web-build.js';
import { serveWeb } from './web-serve.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repo, 'docs/images/web-app-360.png');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'deckcheck-shot-'));
const site = path.join(tmp, 'site');
await buildWeb(site);
const server = await serveWeb(site, 0);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#format', 'legacy');
  await page.fill('#date', '2025-01-15');
  const before = await page.evaluate(() => document.body.dataset.checked ?? '');
  await page.fill('.deck-name', 'legacy-2020-02-temur-delver-oko.txt');
  await page.fill('.deck-text', readFileSync(path.join(repo, 'fixtures/real/legacy-2020-02-temur-delver-oko.txt'), 'utf8'));
  await page.waitForFunction((prev) => (document.body.dataset.checked ?? '') !== prev, before, { timeout: 20_000 });
  mkdirSync(path.dirname(out), { recursive: true });
  // The report, from its heading: what a player sees after pasting.
  await page.evaluate(() => document.querySelector('#output')?.scrollIntoView());
  await page.screenshot({ path: out });
  console.log(`wrote ${path.relative(repo, out)}`);
} finally {
  await browser.close();
  server.close();
  rmSync(tmp, { recursive: true, force: true });
}
