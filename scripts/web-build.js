// Builds the web app (web/) into dist/web, a folder any static host serves: the page, its styles, its scripts (the
// library's browser entry, the page's code and its check worker, bundled by esbuild into chunks they share), the
// import worker (a bundle of its own) and a service worker that caches them for offline use. `npm run build:web`; `npm run web` serves the folder. Also used by bench/web.js and the web tests.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Build the app into `out`; returns the files written (relative names). */
export async function buildWeb(out = WEB_OUT) {
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
  });
  const scripts = Object.keys(result.metafile.outputs)
    .map((f) => path.relative(out, path.resolve(REPO, f)))
    .sort();
  // The import worker (card data from MTGJSON or Scryfall): a bundle of its own, loaded only when card data is imported.
  await build(browserBuild(path.join(REPO, 'web/import-worker.ts'), path.join(out, 'import-worker.js')));
  for (const f of STATIC) copyFileSync(path.join(REPO, 'web', f), path.join(out, f));
  const files = [...scripts, 'import-worker.js', ...STATIC];
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(path.join(out, f)));
  const sw = readFileSync(path.join(REPO, 'web/sw.js'), 'utf8')
    .replace('__CACHE__', `deckcheck-${hash.digest('hex').slice(0, 16)}`)
    .replace("const FILES = ['./'];", `const FILES = ${JSON.stringify(['./', ...files])};`);
  writeFileSync(path.join(out, 'sw.js'), sw);
  return [...files, 'sw.js'];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : WEB_OUT;
  const files = await buildWeb(out);
  console.log(`deckcheck web app: ${files.length} files in ${path.relative(process.cwd(), out) || '.'}`);
}
