// A minimal page of deckcheck/browser (it imports only prepareCheck and checkTexts) bundled as a site bundles it:
// esbuild, minified ES module, browser platform, code splitting on. Used by bench/browser-size.js and
// test/web/browser-size.test.ts.
import { build } from 'esbuild';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserBuild, REPO } from './web-build.js';

/**
 * The bound of what the minimal page loads with itself (its entry file and the chunks that imports statically), gzip:
 * issue 42 item 15's goal, 60 KB. The rules, the settings' validation (zod), csv-parse, the card-data importer, the
 * pools' code and tables, the Commander Brackets' tables and each format's list are chunks loaded on use.
 * bench/browser-size.js prints the current figures.
 */
export const MINIMAL_ENTRY_BOUND = 60 * 1024;

/** The minimal page's source: what a site that only checks deck texts imports. */
export const MINIMAL_PAGE = `import { prepareCheck, checkTexts } from ${JSON.stringify(path.join(REPO, 'src/browser.ts'))};
export async function check(settings, decks) {
  return checkTexts(await prepareCheck(settings), decks);
}
`;

/** A page that also opens a card database from its bytes (the test's: the set tables come with the card data). */
export const CARD_DATA_PAGE = `import { prepareCheck, checkTexts, openCardDatabaseBytes } from ${JSON.stringify(path.join(REPO, 'src/browser.ts'))};
export async function check(settings, decks, bytes) {
  return checkTexts(await prepareCheck({ ...settings, cardDatabase: await openCardDatabaseBytes(bytes) }), decks);
}
`;

/**
 * Bundles the minimal page (or `page`, a page's source) into `out` (a new folder) and gives its files: what it loads
 * before its first call (`entry`: the entry file and the chunks it imports) and the chunks it loads on use (`lazy`),
 * each with its size and gzip size (level 9) and the largest source it holds (`what`), and esbuild's metafile.
 */
export async function buildMinimalPage(out, page = MINIMAL_PAGE) {
  mkdirSync(out, { recursive: true });
  const source = path.join(out, 'page.js');
  writeFileSync(source, page);
  const options = browserBuild(source, path.join(out, 'page.bundle.js'));
  delete options.outfile;
  const result = await build({ ...options, outdir: path.join(out, 'dist'), splitting: true, chunkNames: 'chunk-[hash]', entryNames: '[name]' });
  const chunks = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, meta]) => {
      const bytes = readFileSync(path.resolve(file));
      const biggest = Object.entries(meta.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)[0];
      return {
        output: file,
        file: path.resolve(file),
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        what: biggest ? `${path.relative(REPO, path.resolve(biggest[0]))}${Object.keys(meta.inputs).length > 1 ? ` and ${Object.keys(meta.inputs).length - 1} more` : ''}` : '(imports only)',
        entry: meta.entryPoint !== undefined && path.resolve(meta.entryPoint) === source,
      };
    });
  // What the page loads before its first call: the entry file and every chunk it imports statically, transitively
  // (code splitting puts the code the entry shares with a chunk loaded on use in a chunk of its own).
  const byOutput = new Map(chunks.map((c) => [c.output, c]));
  const first = chunks.find((c) => c.entry);
  const eager = new Set([first.output]);
  for (const file of eager) {
    for (const i of result.metafile.outputs[file].imports) if (i.kind === 'import-statement' && byOutput.has(i.path)) eager.add(i.path);
  }
  const eagerChunks = [...eager].map((f) => byOutput.get(f));
  const entry = {
    file: first,
    files: eagerChunks,
    bytes: eagerChunks.reduce((s, c) => s + c.bytes, 0),
    gzip: eagerChunks.reduce((s, c) => s + c.gzip, 0),
    inputs: Object.fromEntries(eagerChunks.flatMap((c) => Object.entries(result.metafile.outputs[c.output].inputs))),
  };
  return { entry, chunks, lazy: chunks.filter((c) => !eager.has(c.output)), metafile: result.metafile };
}
