/**
 * The html reporter: escaping (file and card names are user input), the head/unit/tail parts, and the page in a real
 * browser (Debian's chromium, headless, driven by playwright-core without downloading a browser): counts, filters,
 * a phone-sized screen, print styles, no network, and a screenshot.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/api/node.js';
import { escapeHtml, htmlHead, htmlTail, htmlTotals, htmlUnit, renderHtml } from '../../src/report/html.js';
import type { CliIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { runCli } from '../helpers.js';
import { findTool, requireTool } from '../system-tools.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-html-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const HOSTILE_CARD = '<script>window.pwned=1</script>';
const HOSTILE_FILE = `<img src=x onerror="window.pwned=2">'.txt`;
const HOSTILE_TEAM_DIR = 'evil"&dir';

/** A folder with hostile file names and card names; returns the report's HTML path. */
async function hostileReport(): Promise<{ html: string; code: number }> {
  const dir = path.join(tmp, HOSTILE_TEAM_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, HOSTILE_FILE), `4 ${HOSTILE_CARD}\n4 Oko, Thief of Crowns\n52 Island\n`);
  writeFileSync(path.join(dir, 'b.txt'), `4 ${HOSTILE_CARD}\n56 Island\n5 <b>bold</b> & "quoted"\n`);
  const html = path.join(tmp, 'hostile.html');
  let stderr = '';
  const io: CliIo = { stdout: () => undefined, stderr: (t) => void (stderr += t), cwd: tmp, env: {}, stdoutIsTTY: false };
  const code = await run(
    ['check', '--team', '--format', 'legacy', '--date', '2025-01-15', '--no-db', '-r', `html:${html}`, path.join(HOSTILE_TEAM_DIR, HOSTILE_FILE), path.join(HOSTILE_TEAM_DIR, 'b.txt')],
    io,
  );
  expect(stderr).toContain('deckcheck: 2 decks, 1 team');
  return { html, code };
}

describe('html reporter (text)', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>', '&lt;script&gt;'],
    [`a & b "c" 'd'`, 'a &amp; b &quot;c&quot; &#39;d&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('escapeHtml(%j) = %j', (input, out) => {
    expect(escapeHtml(input)).toBe(out);
  });

  it('the page is head + one part per unit + tail, with the totals at the end', async () => {
    const report = await checkFiles(['fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'], {
      format: 'legacy',
      date: '2025-01-15',
      team: true,
    });
    const html = renderHtml(report);
    expect(html).toBe(htmlHead(report) + report.units.map(htmlUnit).join('') + htmlTail(htmlTotals(report)));
    expect(htmlTotals(report)).toMatchObject({
      legal: false,
      errors: 4,
      warnings: 0,
      units: 1,
      decks: 2,
      teams: 1,
      rules: [
        { rule: 'card-banned', count: 1 },
        { rule: 'team-card-copies-max', count: 2 },
        { rule: 'team-sideboard', count: 1 },
      ],
    });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`default-src 'none'`);
    // Self-contained: no address to fetch anything from.
    expect(html).not.toMatch(/\b(src|href)=|url\(|@import|https?:\/\//);
    expect(html.match(/<li class="finding /g)).toHaveLength(4);
  });

  it('hostile file, team and card names are escaped everywhere', async () => {
    const { html, code } = await hostileReport();
    expect(code).toBe(1);
    const text = readFileSync(html, 'utf8');
    expect(text).not.toContain('<script>window');
    expect(text).not.toContain('<img src=x');
    expect(text).not.toContain('<b>bold</b>');
    expect(text).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
    expect(text).toContain('&lt;img src=x onerror=&quot;window.pwned=2&quot;&gt;&#39;.txt');
    expect(text).toContain('evil&quot;&amp;dir');
    // Exactly one script element: the page's own.
    expect(text.match(/<script/g)).toHaveLength(1);
  });

  it('--reporter html goes to standard output or a file, exit code as for every reporter', async () => {
    const r = await runCli(['event', 'fixtures/events/example.json', '-r', 'html', '--no-db']);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(r.stdout.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('html reporter in a browser (chromium headless)', () => {
  if (!requireTool('chromium', 'chromium')) return;
  let browser: Browser;
  const eventHtml = path.join(tmp, 'event.html');
  const shots = path.join(tmp, 'shots');

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    const r = await runCli(['event', 'fixtures/events/example.json', '-r', `html:${eventHtml}`, '--no-db']);
    expect(r.code).toBe(1);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: findTool('chromium') ?? 'chromium',
      // Root in a container has no user namespaces for chromium's sandbox.
      args: ['--no-sandbox', '--disable-gpu'],
      timeout: 30_000,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the counts, filters by verdict and by rule, fetches nothing', { timeout: 60_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(pathToFileURL(eventHtml).href, { timeout: 20_000 });
    expect(requests).toEqual([pathToFileURL(eventHtml).href]);

    const summary = page.locator('#summary');
    expect(await summary.getAttribute('data-errors')).toBe('4');
    expect(await summary.getAttribute('data-decks')).toBe('5');
    expect(await page.locator('.verdict').textContent()).toBe('✖ not legal');
    expect(await page.locator('.counts').textContent()).toBe('2 teams, 5 decks · 4 errors, 0 warnings');
    // The summary is written last but shown above the first unit.
    const top = await summary.boundingBox();
    const firstUnit = await page.locator('section.unit').first().boundingBox();
    expect(top && firstUnit && top.y < firstUnit.y).toBe(true);
    expect(await page.locator('section.unit').count()).toBe(3);
    expect(await page.locator('tr.deck').count()).toBe(5);
    expect(await page.locator('#shown').textContent()).toBe('Showing 3 of 3');

    await page.selectOption('#filter-verdict', 'illegal');
    expect(await page.locator('#shown').textContent()).toBe('Showing 1 of 3');
    expect(await page.locator('section.unit:visible h2').allTextContents()).toEqual(['Team: Too Many Bolts not legal']);

    await page.selectOption('#filter-verdict', 'legal');
    expect(await page.locator('#shown').textContent()).toBe('Showing 2 of 3');

    await page.selectOption('#filter-verdict', 'all');
    await page.selectOption('#filter-rule', 'team-card-copies-max');
    expect(await page.locator('#shown').textContent()).toBe('Showing 1 of 3');
    expect(await page.locator('li.finding:visible').count()).toBe(2);
    expect(await page.locator('li.finding:visible .rule').allTextContents()).toEqual(['team-card-copies-max', 'team-card-copies-max']);

    const shot = path.join(shots, 'event-filtered.png');
    await page.screenshot({ path: shot, fullPage: true });
    expect(statSync(shot).size).toBeGreaterThan(20_000);
    await page.close();
  });

  it('fits a phone screen and prints without the filters', { timeout: 60_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(pathToFileURL(eventHtml).href, { timeout: 20_000 });
    // Evaluated in the page (this project's types have no DOM).
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width as number).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, 'event-phone.png') });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#filters').isVisible()).toBe(false);
    expect(await page.locator('li.finding').first().isVisible()).toBe(true);
    await page.close();
  });

  it('does not scroll sideways on a phone when file, player and team names are long (issue 31 item 12)', { timeout: 60_000 }, async () => {
    // A Two-Headed Giant Sealed team whose files sit deep in folders with long names, with no space to break at.
    const deep = path.join(tmp, 'Grand_Prix_Birmingham_2025_Two_Headed_Giant_Sealed_Registered_Decklists', 'Team_Number_0042_Alexandria_Featherstonehaugh');
    mkdirSync(deep, { recursive: true });
    const a = path.join(deep, 'Alexandria_Featherstonehaugh_Simic_Snow_Ramp_Final_Registered_Version_3.txt');
    const b = path.join(deep, 'Bartholomew_Montgomery_Smythe_Rakdos_Aggro_Final_Registered_Version_3.txt');
    writeFileSync(a, '4 Lightning Bolt\n56 Mountain\n');
    writeFileSync(b, '4 Lightning Bolt\n56 Mountain\n');
    const out = path.join(tmp, 'long-names.html');
    const r = await runCli(['check', '--team', '--no-db', '-f', 'legacy', '-d', '2025-01-15', '-r', `html:${out}`, a, b]);
    expect(r.code).toBe(1);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(pathToFileURL(out).href, { timeout: 20_000 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, 'long-names-phone.png'), fullPage: true });
    await page.close();
  });

  it('hostile names stay text: no script runs but the page\'s own', { timeout: 60_000 }, async () => {
    const { html } = await hostileReport();
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(pathToFileURL(html).href, { timeout: 20_000 });
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    expect(dialogs).toEqual([]);
    expect(await page.locator('img').count()).toBe(0);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).toContain(HOSTILE_CARD);
    expect(text).toContain(HOSTILE_FILE);
    expect(text).toContain('<b>bold</b> & "quoted"');
    expect(await page.locator('#shown').textContent()).toBe('Showing 1 of 1');
    await page.close();
  });
});
