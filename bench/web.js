// Sizes of the browser builds and the page's check time: `npm run bench:web` (run once; not a timed test).
//   - the library's browser entry (src/browser.ts, deckcheck/browser) bundled and minified: ≤ 200 KB gzip;
//   - the web app (dist/web: page, styles, script, service worker) without card data: ≤ 300 KB gzip in all;
//   - the built-in card data (the card snapshot, gzip, a file of its own fetched on the first visit): its size, and how
//     long the page takes to have it in use on a first visit (fetched) and on a later one (from the browser's cache);
//   - a 75-card check in the page (chromium, when installed; with the built-in card data) against the same check by
//     the Node library with the same database;
//   - importing the real MTGJSON AllPrintings 5.2.0 (../shared/data, gzip) in the page (the import worker, timed inside
//     the page from the file chosen to the cards.db bytes back in the page) against `deckcheck db import` in Node, alternating, 3 runs each
//     (--import-runs <n>); target: within 2x. Skipped with the reason when the file or chromium is absent.
import { build } from 'esbuild';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserBuild, buildWeb, CARD_SNAPSHOT, REPO } from '../scripts/web-build.js';
import { serveWeb } from '../scripts/web-serve.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deckcheck-bench-web-'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  const entry = path.join(tmp, 'browser.js');
  await build(browserBuild(path.join(REPO, 'src/browser.ts'), entry));
  const lib = readFileSync(entry);
  const site = path.join(tmp, 'site');
  const files = await buildWeb(site);
  let raw = 0;
  let gz = 0;
  const isCardData = (f) => /^cards-[0-9a-f]{16}\.db\.gz$/.test(f);
  for (const f of readdirSync(site).filter((name) => !isCardData(name))) {
    const b = readFileSync(path.join(site, f));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`library browser entry (deckcheck/browser, minified): ${kb(lib.length)}, ${kb(gzipSync(lib, { level: 9 }).length)} gzip (bound 200 KB)`);
  const worker = readFileSync(path.join(site, 'import-worker.js'));
  const workerGz = gzipSync(worker, { level: 9 }).length;
  console.log(`web app (${files.length - 1} files, without the card data): ${kb(raw)}, ${kb(gz)} gzip (bound 300 KB); without the import worker (loaded only to import card data): ${kb(gz - workerGz)} gzip`);
  const cardData = files.find(isCardData);
  const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
  console.log(`built-in card data (${cardData}, outside the budget): ${mb(readFileSync(path.join(site, cardData)).length)} gzip, the snapshot ${mb(readFileSync(CARD_SNAPSHOT).length)}`);
  console.log(`import worker (import-worker.js): ${kb(worker.length)}, ${kb(workerGz)} gzip`);

  // The same 75-card check: the Node library, then the page.
  const deck = readFileSync(path.join(REPO, 'fixtures/real/legacy-2020-02-temur-delver-oko.txt'), 'utf8');
  const lib2 = await import('../dist/src/index.js');
  const dataDir = path.join(tmp, 'snapshot');
  mkdirSync(dataDir);
  copyFileSync(CARD_SNAPSHOT, path.join(dataDir, 'cards.db'));
  const prepared = await lib2.prepareCheck({ format: 'legacy', date: '2020-02-20', dataDir });
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    lib2.checkTexts(prepared, [{ file: 'deck.txt', text: deck }]);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`75-card check, Node library (the snapshot as its card database): median ${times[10].toFixed(1)} ms (of 20)`);
  let chromium = '';
  try {
    chromium = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    console.log('75-card check in the page: chromium not found (Debian package chromium), not measured');
  }
  if (chromium !== '') {
    const { chromium: pw } = await import('playwright-core');
    const server = await serveWeb(site, 0);
    const browser = await pw.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      // bypassCSP: the page allows no eval, and the bench's waiting conditions are strings.
      const page = await browser.newPage({ bypassCSP: true });
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
      await page.selectOption('#format', 'legacy');
      await page.fill('#date', '2020-02-20');
      const page75 = [];
      for (let i = 0; i < 10; i++) {
        const before = await page.evaluate("document.body.dataset.checked ?? ''");
        await page.fill('.deck-text', i % 2 === 0 ? deck : `${deck}\n`);
        await page.waitForFunction(`(document.body.dataset.checked ?? '') !== ${JSON.stringify(before)}`);
        const m = /checked in (\d+) ms/.exec((await page.textContent('#message')) ?? '');
        page75.push(Number(m?.[1]));
      }
      page75.sort((a, b) => a - b);
      console.log(`75-card check in the page (chromium ${browser.version()}, built-in card data): median ${page75[5]} ms (of 10; in its worker: check and HTML report)`);
      await builtInBench(browser, `http://127.0.0.1:${server.address().port}/`);
      await importBench(browser, `http://127.0.0.1:${server.address().port}/`);
    } finally {
      await browser.close();
      server.close();
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/**
 * The page until its built-in card data is in use: a first visit (a new browser profile: fetched from the local server,
 * decompressed, opened) and a second visit of the same profile (from the browser's cache), 3 of each, alternating.
 */
async function builtInBench(browser, url) {
  const first = [];
  const second = [];
  const ready = async (context) => {
    const p = await context.newPage();
    const t = performance.now();
    await p.goto(url);
    await p.waitForFunction("document.getElementById('db-status')?.textContent?.startsWith('card database: built-in')", undefined, { timeout: 120_000 });
    const ms = performance.now() - t;
    await p.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await p.close();
    return ms;
  };
  for (let i = 0; i < 3; i++) {
    // bypassCSP: the page allows no eval, and the bench's waiting conditions are strings.
    const context = await browser.newContext({ bypassCSP: true });
    first.push(await ready(context));
    second.push(await ready(context));
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[1];
  const s = (ms) => `${Math.round(ms)} ms`;
  console.log(`page to built-in card data in use (local server; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  console.log(`  first visit (fetched): ${first.map(s).join(', ')}; median ${s(median(first))}`);
  console.log(`  second visit (from the browser's cache): ${second.map(s).join(', ')}; median ${s(median(second))}`);
}

/** The real AllPrintings imported in the page and by `db import` in Node, alternating; medians and their ratio. */
async function importBench(browser, url) {
  const file = path.resolve(REPO, '..', 'shared', 'data', 'mtgjson', 'AllPrintings-5.2.0.json.gz');
  if (!existsSync(file)) {
    console.log(`import of the real AllPrintings: not measured (${path.relative(REPO, file)} is absent: ../shared/data holds the real data)`);
    return;
  }
  const at = process.argv.indexOf('--import-runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  if (!(runs > 0)) return;
  const node = [];
  const page = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(tmp, 'db-'));
    const t = performance.now();
    const r = spawnSync(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), 'db', 'import', '--data-dir', dir, file], { encoding: 'utf8' });
    node.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`db import failed: ${r.stderr}`);
    rmSync(dir, { recursive: true, force: true });
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(url);
    await p.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await p.click('#tab-data');
    await p.setInputFiles('#db-file', file);
    await p.waitForSelector('body[data-import-ms]', { state: 'attached', timeout: 600_000 });
    page.push(Number(await p.evaluate("document.body.dataset.importMs")));
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`import of the real AllPrintings 5.2.0 (${(readFileSync(file).length / 1e6).toFixed(0)} MB gzip), ${runs} runs each, alternating; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`  db import in Node (process start to exit): ${node.map(s).join(', ')}; median ${s(median(node))}`);
  console.log(`  in the page (import worker; file chosen to the cards.db bytes in the page): ${page.map(s).join(', ')}; median ${s(median(page))}`);
  console.log(`  page / Node: ${(median(page) / median(node)).toFixed(2)}x (target at most 2x)`);
}
