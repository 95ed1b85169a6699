// Builds the web app (web/) into dist/web, a folder any static host serves: the page, its styles, its scripts (the
// library's browser entry, the page's code and its check worker, bundled by esbuild into chunks they share), the
// import worker (a bundle of its own), the built-in card data (the card snapshot, data/card-snapshot/cards.db,
// gzip-compressed in a file of its own that the page fetches on its first visit) and a service worker that caches the
// page's files for offline use. `npm run build:web`; `npm run web` serves the folder. Also used by bench/web.js and the web tests.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_OUT = path.join(REPO, 'dist/web');

/**
 * package.json's `browser` field (the modules swapped for a browser: csv-parse's loader) applied to src/ as well, so
 * the page built from the TypeScript sources loads the same modules a bundler gives a user of deckcheck/browser.
 */
export function browserSwaps() {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'));
  const toSrc = (p) => path.join(REPO, p.replace(/^\.\/dist\/src\//, 'src/').replace(/\.js$/, '.ts'));
  const swaps = new Map(Object.entries(pkg.browser ?? {}).map(([from, to]) => [toSrc(from), toSrc(to)]));
  return {
    name: 'browser-field',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = path.resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
        const swap = swaps.get(target);
        return swap ? { path: swap } : undefined;
      });
    },
  };
}

/** esbuild options for a browser bundle of `entry` (minified ES module; no Node module may be reached). */
export function browserBuild(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    plugins: [browserSwaps()],
    logLevel: 'warning',
    metafile: true,
  };
}

const STATIC = ['index.html', 'style.css', 'manifest.webmanifest'];

/** The card snapshot the page uses as its built-in card data (made by `npm run data:cards`). */
export const CARD_SNAPSHOT = path.join(REPO, 'data/card-snapshot/cards.db');

/**
 * The built-in card data as the page fetches it: the snapshot gzip-compressed (static hosts seldom compress a binary
 * file; the page decompresses it with DecompressionStream), named by its hash so that a new snapshot is a new file
 * (the page and the service worker keep the one the build names). Throws a clear sentence when the snapshot is missing.
 */
export function cardDataFile(snapshot = CARD_SNAPSHOT) {
  if (!existsSync(snapshot)) {
    throw new Error(
      `the web app's built-in card data is missing: ${snapshot.startsWith(REPO + path.sep) ? path.relative(REPO, snapshot) : snapshot} does not exist. ` +
        'Make it with npm run data:cards -- <MTGJSON AllPrintings file> (see docs/reference/card-database.md), then build again.',
    );
  }
  const bytes = gzipSync(readFileSync(snapshot), { level: 9 });
  const name = `cards-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.db.gz`;
  return { name, bytes };
}

/** Build the app into `out` with `snapshot` as its built-in card data; returns the files written (relative names). */
export async function buildWeb(out = WEB_OUT, snapshot = CARD_SNAPSHOT) {
  const cardData = cardDataFile(snapshot);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // The page and its check worker share the engine: esbuild puts what both load in chunks of their own.
  const shared = browserBuild(path.join(REPO, 'web/app.ts'), path.join(out, 'app.js'));
  delete shared.outfile;
  const result = await build({
    ...shared,
    entryPoints: [path.join(REPO, 'web/app.ts'), path.join(REPO, 'web/check-worker.ts')],
    outdir: out,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    define: { __CARD_DATA__: JSON.stringify(cardData.name) },
  });
  const scripts = Object.keys(result.metafile.outputs)
    .map((f) => path.relative(out, path.resolve(REPO, f)))
    .sort();
  // The import worker (card data from MTGJSON or Scryfall): a bundle of its own, loaded only when card data is imported.
  await build(browserBuild(path.join(REPO, 'web/import-worker.ts'), path.join(out, 'import-worker.js')));
  for (const f of STATIC) copyFileSync(path.join(REPO, 'web', f), path.join(out, f));
  writeFileSync(path.join(out, cardData.name), cardData.bytes);
  // The app shell, cached by the service worker when it is installed; the card data is kept once the page fetched it.
  const files = [...scripts, 'import-worker.js', ...STATIC];
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(path.join(out, f)));
  const sw = readFileSync(path.join(REPO, 'web/sw.js'), 'utf8')
    .replace('__CACHE__', `deckcheck-${hash.digest('hex').slice(0, 16)}`)
    .replace("const FILES = ['./'];", `const FILES = ${JSON.stringify(['./', ...files])};`)
    .replace("const CARD_DATA = '__CARD_DATA__';", `const CARD_DATA = ${JSON.stringify(cardData.name)};`);
  writeFileSync(path.join(out, 'sw.js'), sw);
  return [...files, 'sw.js', cardData.name];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : WEB_OUT;
  try {
    const files = await buildWeb(out);
    console.log(`deckcheck web app: ${files.length} files in ${path.relative(process.cwd(), out) || '.'}`);
  } catch (e) {
    console.error(`deckcheck web app not built: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
