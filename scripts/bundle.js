// Bundles the compiled CLI (dist/src/cli/run.js) into a few files under dist/bundle, so that starting deckcheck reads
// and compiles a handful of modules instead of some seventy. Commands stay lazy: each dynamic import() becomes a chunk
// of its own, loaded only when that command runs. Dependencies (commander, chalk, csv-parse, zod) are not bundled;
// they load from node_modules as usual. Run by `npm run build`, after tsc.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(repo, 'dist/bundle');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(repo, 'dist/src/cli/run.js'), path.join(repo, 'dist/src/cli/worker.js')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
});
