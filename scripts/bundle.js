// Bundles the compiled CLI (dist/src/cli/run.js) into a few files under dist/bundle, so that starting deckcheck reads
// and compiles a handful of modules instead of some seventy. Commands stay lazy: each dynamic import() becomes a chunk
// of its own, loaded only when that command runs (run.js builds only the command a line names, from that command's
// chunk). Run by `npm run build`, after tsc.
//
// What pays at start-up (docs/development/benchmarks.md):
// - The pure-JavaScript dependencies on the start path (commander, zod) are bundled too: Node's ESM loader would
//   otherwise resolve, read and (for commander, a CommonJS package) lexically scan some twenty files of theirs on
//   every run. pdfkit stays external: it reads its font files from its own directory.
// - Each embedded JSON data file (pools, tables) becomes `JSON.parse("…")` of its text: V8 scans a string literal
//   much faster than it parses and compiles the same data as an object literal. The pools' set tables (sets, arena,
//   mtgo) stay text until first use; the formats' dated lists are files of their own (dist/bundle/lists/), each read
//   and parsed on first use (jsonAsText below).
// - dist/bundle.meta.json is esbuild's metafile: which source went into which chunk and how big it is
//   (`npx esbuild --analyze` reads it, as does https://esbuild.github.io/analyze/).
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(repo, 'dist/bundle');

/**
 * JSON data files as `JSON.parse` of their text (the text minified: the same value, fewer bytes to scan). The dated
 * lists of the formats (src/data/lists/<format>.json, groups.json apart) are files of their own, dist/bundle/lists/
 * <format>.json, each read and parsed on first use: each is an object that reads its file the first time any of its
 * properties is asked for, so a check of one format reads and parses that format's list alone, and no chunk carries
 * the other formats' lists (186 KB of text that every check loaded when they were in the bundle).
 * test/cli/list-files.test.ts holds which list files a check reads. `listsDir` is the lists folder relative to the
 * build's chunks (all of a build's chunks are in one folder).
 */
const LAZY_JSON = /[\\/]data[\\/]lists[\\/]([^\\/]+)\.json$/;
/**
 * The set tables of the pools (src/data/pools/sets.json, arena.json, mtgo.json) stay in the bundle as text, parsed the
 * first time a check asks for a set's day (src/formats/pool.ts): a check without a card database never parses them.
 */
const LAZY_TEXT = /[\\/]data[\\/]pools[\\/](?:sets|arena|mtgo)\.json$/;
const listsOut = path.join(outdir, 'lists');
const jsonAsText = (listsDir) => ({
  name: 'json-as-text',
  setup(b) {
    b.onResolve({ filter: /^deckcheck:lazy-json$/ }, () => ({ path: 'lazy-json', namespace: 'deckcheck' }));
    b.onLoad({ filter: /^lazy-json$/, namespace: 'deckcheck' }, () => ({
      // Every operation on the object first fills it from the file, then acts on the filled object itself, so it
      // behaves as the parsed value would (keys in order, freezing, spreading, JSON.stringify).
      contents: `import { builtin } from 'deckcheck:builtin';
function lazyJson(readText) {
  const target = {};
  let filled = false;
  const fill = () => {
    if (!filled) {
      Object.assign(target, JSON.parse(readText()));
      filled = true;
    }
    return target;
  };
  const handler = {};
  for (const trap of Object.getOwnPropertyNames(Reflect)) handler[trap] = (_, ...args) => Reflect[trap](fill(), ...args);
  return new Proxy(target, handler);
}
export function lazyJsonFile(name) {
  return lazyJson(() => {
    const file = new URL(${JSON.stringify(listsDir)} + name, import.meta.url);
    try {
      return builtin('node:fs').readFileSync(file, 'utf8');
    } catch (e) {
      throw new Error(\`cannot read deckcheck's list file \${file.pathname} (\${e.code ?? e.message}): the installation is incomplete; reinstall deckcheck\`);
    }
  });
}
export function lazyJsonText(text) {
  return lazyJson(() => text);
}`,
      loader: 'js',
    }));
    b.onLoad({ filter: /\.json$/ }, (args) => {
      const minified = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
      const list = LAZY_JSON.exec(args.path);
      if (list && list[1] !== 'groups') {
        // groups.json is read when the lists module loads (CONSPIRACY_CARDS): it stays in the bundle.
        mkdirSync(listsOut, { recursive: true });
        writeFileSync(path.join(listsOut, `${list[1]}.json`), minified);
        return {
          contents: `import { lazyJsonFile } from 'deckcheck:lazy-json';\nexport default lazyJsonFile(${JSON.stringify(`${list[1]}.json`)});`,
          loader: 'js',
        };
      }
      if (LAZY_TEXT.test(args.path)) {
        return {
          contents: `import { lazyJsonText } from 'deckcheck:lazy-json';\nexport default lazyJsonText(${JSON.stringify(minified)});`,
          loader: 'js',
        };
      }
      return { contents: `export default JSON.parse(${JSON.stringify(minified)});`, loader: 'js' };
    });
  },
});

/**
 * commander require()s node:child_process when it loads, for subcommands that are programs of their own (deckcheck has
 * none): Node would load child_process and the network modules beneath it on every run. commander gets it on first use.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'lazy-builtin' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, () => ({
      contents:
        "const { builtin } = require('deckcheck:builtin');\n" +
        "let real; module.exports = new Proxy({}, { get: (_, key) => (real ??= builtin('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};

/**
 * Node's own modules through `require`, not `import`: Node builds the ES module namespace of a built-in by reading
 * every property it has, and for node:fs that reads `fs.promises`, which loads fs/promises, file streams, watchers
 * and readline (for node:process, chalk's import, also stdin): some forty modules of Node's own on every run, which
 * `require` does not load. The bundle's code reads the same functions from the same objects. (node:process is the
 * global `process`.)
 */
const builtinsAsRequire = {
  name: 'builtins-as-require',
  setup(b) {
    // Node's own modules by process.getBuiltinModule (Node 22.3 and later; before it, a require made once), not by a
    // `require` that each chunk would make for itself from its own URL (createRequire costs each of them a little).
    b.onResolve({ filter: /^deckcheck:builtin$/ }, () => ({ path: 'builtin', namespace: 'deckcheck' }));
    b.onLoad({ filter: /^builtin$/, namespace: 'deckcheck' }, () => ({
      contents:
        "import { createRequire } from 'node:module';\n" +
        "export const builtin = typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : createRequire(import.meta.url);\n",
      loader: 'js',
    }));
    // commander (CommonJS) require()s Node's own modules: the same, as a CommonJS module of its own.
    b.onResolve({ filter: /^node:/ }, (args) =>
      args.kind === 'require-call' && args.path !== 'node:module' ? { path: args.path, namespace: 'builtin-cjs' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'builtin-cjs' }, (args) => ({
      contents: `module.exports = require('deckcheck:builtin').builtin(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^node:/ }, (args) =>
      args.kind === 'import-statement' && args.path !== 'node:module' ? { path: args.path, namespace: 'builtin-require' } : undefined,
    );
    // An ES module of its own, not `module.exports = require(…)`: esbuild would wrap that in __toESM, which copies
    // every property of the built-in (a getter defined for each of node:fs's hundred) in each chunk that imports it.
    // Each data property is an export of its own (read once, when the chunk loads); accessors (fs.promises) are not
    // exports, so they are never read.
    b.onLoad({ filter: /.*/, namespace: 'builtin-require' }, (args) => {
      const real = args.path === 'node:process' ? process : createRequire(import.meta.url)(args.path);
      const names = Object.entries(Object.getOwnPropertyDescriptors(real))
        .filter(([name, d]) => 'value' in d && d.enumerable && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
        .map(([name]) => name);
      return {
        contents:
          (args.path === 'node:process'
            ? 'const m = process;\n'
            : `import { builtin } from 'deckcheck:builtin';\nconst m = builtin(${JSON.stringify(args.path)});\n`) +
          'export default m;\n' +
          names.map((name) => `export const ${name} = /* @__PURE__ */ (() => m.${name})();\n`).join(''),
        loader: 'js',
      };
    });
  },
};

/**
 * `deckcheck rules` prints the rules' metadata: in the bundle, cli/rules/action.js gets the rule table as data, taken
 * from the compiled rules when the bundle is made, instead of every rule's code and what it imports (formats, pools,
 * card tables). test/cli/start-up.test.ts holds that the built CLI prints what the in-process one does.
 */
const { ALL_RULES } = await import(pathToFileURL(path.join(repo, 'dist/src/rules/index.js')).href);
const ruleTable = {
  name: 'rule-table',
  setup(b) {
    b.onResolve({ filter: /[\\/]rules[\\/]index\.js$|^\.\.\/rules\/index\.js$/ }, (args) =>
      /[\\/]cli[\\/]rules[\\/]action\.js$/.test(args.importer) ? { path: 'rule-table', namespace: 'rule-table' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'rule-table' }, () => ({
      contents: `export const ALL_RULES = JSON.parse(${JSON.stringify(JSON.stringify(ALL_RULES))});`,
      loader: 'js',
    }));
  },
};

/**
 * The built code in ASCII. esbuild writes strings and names in ASCII but leaves other characters in regular expressions
 * (★, †, —, “, Æ in the sources' patterns): written as \uXXXX they match the same, and V8 keeps an ASCII module's text
 * at one byte per character, where one other character makes it two for the whole module
 * (test/cli/standard-streams.test.ts holds that every file of dist/bundle is ASCII).
 */
function asAscii(text, file) {
  if (/[\ud800-\udfff]/.test(text)) throw new Error(`${file}: a character beyond U+FFFF to escape by hand`);
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Rewrites each JavaScript file a build wrote (its metafile's outputs, relative to this folder) in ASCII. */
function writeAscii(metafile) {
  for (const out of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(out, 'utf8');
    const ascii = asAscii(text, out);
    if (ascii !== text) writeFileSync(out, ascii);
  }
}

const common = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: ['pdfkit', 'csv-parse'],
  // Whitespace and syntax (names kept): a check loads a third fewer bytes, which Node decodes, hashes for its compile
  // cache and V8 reads on every run.
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: 'warning',
};
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  ...common,
  entryPoints: [path.join(repo, 'dist/src/cli/run.js'), path.join(repo, 'dist/src/cli/worker.js')],
  outdir,
  plugins: [jsonAsText('./lists/'), lazyChildProcess, builtinsAsRequire, ruleTable],
});
/**
 * `deckcheck check …` starts from a build of its own, dist/bundle/check/main.js (src/cli/check/main.ts: the same
 * program, with the check command alone, which is all a check line builds anyway; bin/deckcheck.js picks it by the
 * line's first word). In the build above every command's code is split into chunks by which commands share it, and a
 * check loaded some fifty of them; Node's module loader costs per file (resolving, a package scope lookup, reading),
 * about a third of a small check. Here only the check's own lazy parts (reporters, the format-file reader, a
 * configuration, the card database) are chunks of their own. The worker (--jobs) is the one above: jobs.ts finds it
 * at ../worker.js from here.
 */
/**
 * In the check's build, the lazy imports every small check makes anyway are static, so their code joins the chunks
 * that are loaded anyway instead of each (and each combination of what they share) being a chunk of its own: the
 * check command's definition and action, the stylish reporter, the lists, the library's prepare and check. What a
 * small check does not need stays lazy (the other reporters, a format file, a configuration, the card database).
 */
// Import specifiers as written in dist/src (check/main.js's ./command.js, check/command.js's ./action.js, reporters.js's
// stylish, api/prepare.js's lists, json-file.js's error position).
const CHECK_PATH = new Set(['./command.js', './action.js', '../report/stylish.js', '../data/banlists.js', '../input/json-position.js']);
const checkPathStatic = {
  name: 'check-path-static',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]src[\\/].*\.js$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      let n = 0;
      const head = [];
      text = text.replace(/\bimport\((['"])([^'"]+)\1\)/g, (all, _q, spec) => {
        if (!CHECK_PATH.has(spec)) return all;
        head.push(`import * as __checkPath${n} from ${JSON.stringify(spec)};`);
        return `Promise.resolve(__checkPath${n++})`;
      });
      return { contents: n === 0 ? text : `${head.join('\n')}\n${text}`, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};
const check = await build({
  ...common,
  entryPoints: [path.join(repo, 'dist/src/cli/check/main.js')],
  outdir: path.join(outdir, 'check'),
  plugins: [checkPathStatic, jsonAsText('../lists/'), lazyChildProcess, builtinsAsRequire],
});
writeAscii(result.metafile);
writeAscii(check.metafile);
shareIdenticalChunks(check.metafile, path.join(outdir, 'check'));
// One metafile for both builds (their outputs are different files).
const meta = {
  inputs: { ...result.metafile.inputs, ...check.metafile.inputs },
  outputs: { ...result.metafile.outputs, ...check.metafile.outputs },
};
writeFileSync(path.join(repo, 'dist/bundle.meta.json'), JSON.stringify(meta));

/**
 * The two builds split the same modules the same way in many places, and esbuild names a chunk by its content: a
 * chunk of the check's build that is byte for byte a chunk of the other build is dropped, and the check's files import
 * the other build's copy ("../chunk-….js", which imports its own neighbours as they are). The package carries each such
 * chunk once (some 660 KB less in the tarball's dist/bundle); a run loads the same code from the same number of files.
 */
function shareIdenticalChunks(metafile, dir) {
  const key = (file) => path.relative(repo, file).split(path.sep).join('/');
  const own = Object.keys(metafile.outputs).filter((k) => k.endsWith('.js') && path.dirname(path.join(repo, k)) === dir);
  const shared = new Set();
  for (const k of own) {
    const name = path.basename(k);
    let other;
    try {
      other = readFileSync(path.join(dir, '..', name));
    } catch {
      continue;
    }
    if (other.equals(readFileSync(path.join(repo, k)))) shared.add(name);
  }
  if (shared.size === 0) return;
  const moved = (name) => key(path.join(dir, '..', name));
  for (const name of shared) rmSync(path.join(dir, name));
  const gone = new Set([...shared].map((name) => key(path.join(dir, name))));
  metafile.outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([k]) => !gone.has(k)));
  for (const [k, out] of Object.entries(metafile.outputs)) {
    if (!k.endsWith('.js')) continue;
    const file = path.join(repo, k);
    let text = readFileSync(file, 'latin1');
    for (const name of shared) text = text.split(`"./${name}"`).join(`"../${name}"`);
    writeFileSync(file, text, 'latin1');
    for (const i of out.imports) {
      const name = path.basename(i.path);
      if (shared.has(name) && path.dirname(path.join(repo, i.path)) === dir) i.path = moved(name);
    }
  }
}
