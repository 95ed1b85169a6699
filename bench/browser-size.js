// The browser entry's size as a page pays it: `npm run bench:browser-size` (run once; not a timed test).
//   - a minimal page (it imports only prepareCheck and checkTexts from deckcheck/browser) bundled by esbuild as a
//     site bundles it (minified ES module, browser platform, code splitting): its entry chunk (what the page loads
//     before its first check, with the chunks it imports statically; bound 60 KB gzip), every chunk together, and each
//     chunk loaded on use;
//   - the whole browser entry (src/browser.ts, every export) in one file: bound 200 KB gzip (as bench/web.js gives it).
// --inputs lists the largest inputs of the minimal page's entry chunk (esbuild's metafile), to see what is eager.
import { buildMinimalPage, MINIMAL_ENTRY_BOUND } from '../scripts/browser-size.js';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserBuild, REPO } from '../scripts/web-build.js';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'deckcheck-bench-size-'));
try {
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  const page = await buildMinimalPage(path.join(tmp, 'page'));
  console.log(`minimal page (prepareCheck, checkTexts): the entry file ${kb(page.entry.file.bytes)}, ${kb(page.entry.file.gzip)} gzip`);
  console.log(`  with the chunks it imports (${page.entry.files.length} files, loaded with the page): ${kb(page.entry.bytes)}, ${kb(page.entry.gzip)} gzip (bound ${kb(MINIMAL_ENTRY_BOUND)})`);
  console.log(`  all ${page.chunks.length} files together: ${kb(page.chunks.reduce((s, c) => s + c.bytes, 0))}, ${kb(page.chunks.reduce((s, c) => s + c.gzip, 0))} gzip`);
  const lazy = [...page.lazy].sort((a, b) => b.gzip - a.gzip);
  for (const c of lazy.slice(0, 12)) console.log(`  on use: ${kb(c.gzip).padStart(9)} gzip  ${c.what}`);
  if (lazy.length > 12) console.log(`  on use: ${lazy.length - 12} more, ${kb(lazy.slice(12).reduce((s, c) => s + c.gzip, 0))} gzip together`);
  if (process.argv.includes('--inputs')) {
    const inputs = Object.entries(page.entry.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    for (const [file, i] of inputs.slice(0, 40)) console.log(`  eager: ${kb(i.bytesInOutput).padStart(9)}  ${file}`);
  }
  const entry = path.join(tmp, 'browser.js');
  await build(browserBuild(path.join(REPO, 'src/browser.ts'), entry));
  const lib = readFileSync(entry);
  console.log(`library browser entry (deckcheck/browser, every export, one file): ${kb(lib.length)}, ${kb(gzipSync(lib, { level: 9 }).length)} gzip (bound 200 KB)`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
