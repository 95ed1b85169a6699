// The Node-free core (DESIGN.md, docs/explanations/node-free-core.md): every module the browser entry reaches —
// the engine that reads, parses, resolves, checks and reports, and the card-database reader — imports no Node module.
// Node's file system, threads, process and terminal live at the edges (src/cli, src/api/node.ts, the
// database's directory code). package.json's `browser` field names the modules swapped for the browser: csv-parse's
// loader (Node's is the edge that imports node:module), each format's list file (loaded when a check of that format is
// prepared), the pools' code and set tables (loaded with a card database there) and
// the Commander Brackets' tables (loaded when a Commander check is prepared).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');
const rel = (file: string): string => path.relative(SRC, file).split(path.sep).join('/');

/** package.json's browser field, as src/ paths: the module Node loads → the module a browser bundle loads instead. */
function browserSwaps(): Map<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { browser?: Record<string, string> };
  const toSrc = (p: string): string => path.join(ROOT, p.replace(/^\.\/dist\/src\//, 'src/').replace(/\.js$/, '.ts'));
  return new Map(Object.entries(pkg.browser ?? {}).map(([from, to]) => [toSrc(from), toSrc(to)]));
}

interface Imports {
  readonly relative: string[];
  readonly bare: string[];
}

/** A file's imports (static, re-exported, dynamic; `import type` too, which costs nothing but is kept honest). */
function importsOf(file: string): Imports {
  const text = readFileSync(file, 'utf8');
  const relative: string[] = [];
  const bare: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm)) {
    const spec = m[1] ?? '';
    if (spec.startsWith('.')) relative.push(path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
    else bare.push(spec);
  }
  return { relative, bare };
}

const NODE_BUILTINS = new Set(builtinModules);

/** A Node module: `node:…`, or a builtin's bare name (`fs`, `path`, `fs/promises`). */
function isNodeModule(spec: string): boolean {
  return spec.startsWith('node:') || NODE_BUILTINS.has(spec) || NODE_BUILTINS.has(spec.split('/')[0] ?? '');
}

/** Every module reachable from `entry` (swaps applied) and each Node module among their imports ("file imports x"). */
function reach(entry: string, swaps: ReadonlyMap<string, string>): { modules: string[]; node: string[] } {
  const seen = new Set<string>();
  const node: string[] = [];
  const stack = [swaps.get(entry) ?? entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { relative, bare } = importsOf(file);
    for (const spec of bare) if (isNodeModule(spec)) node.push(`${rel(file)} imports ${spec}`);
    for (const target of relative) stack.push(swaps.get(target) ?? target);
  }
  return { modules: [...seen].map(rel).sort(), node: node.sort() };
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The Node edges outside src/cli: the modules that may import Node, and why. A new one fails the last test. */
const NODE_EDGES: Readonly<Record<string, string>> = {
  'api/node.ts': "the library's Node edge: data directories, the built-in card data on disk, checkFiles",
  'index.ts': 'the Node entry (deckcheck)',
  'db/download.ts': 'db update: HTTP download',
  'db/import.ts': 'db import: reads the file, writes the database',
  'db/load.ts': "reads a data directory's database file",
  'db/paths.ts': 'where the data directory is',
  'db/update.ts': 'db update',
  'input/read.ts': "reads decklist files for the CLI",
  'parse/csv-load.ts': 'loads csv-parse synchronously in Node (the browser field swaps it)',
  'sheet/pdf.ts': 'deck registration sheets (PDFKit, Node streams)',
};

describe('the Node-free core (browser entry)', () => {
  const swaps = browserSwaps();
  const { modules, node } = reach(path.join(SRC, 'browser.ts'), swaps);

  it('package.json swaps csv-load.ts, the data loaders (pool-sets, list-files, pool-load, bracket-tables-load) the rules (rule-set) and the door’s schemas (door-load) for their browser twins, and both of each exist', () => {
    expect([...swaps].map(([a, b]) => [rel(a), rel(b)])).toEqual([
      ['parse/csv-load.ts', 'parse/csv-load.browser.ts'],
      ['data/pool-sets.ts', 'data/pool-sets.browser.ts'],
      ['data/list-files.ts', 'data/list-files.browser.ts'],
      ['formats/pool-load.ts', 'formats/pool-load.browser.ts'],
      ['data/bracket-tables-load.ts', 'data/bracket-tables-load.browser.ts'],
      ['check/rule-set.ts', 'check/rule-set.browser.ts'],
      ['api/door-load.ts', 'api/door-load.browser.ts'],
    ]);
    for (const [a, b] of swaps) expect(sources(path.dirname(a))).toEqual(expect.arrayContaining([a, b]));
  });

  it('reaches the engine: read, parse, resolve, check, report, the card-database reader', () => {
    expect(modules.length).toBeGreaterThan(150);
    for (const m of ['input/detect.ts', 'parse/text.ts', 'cards/index.ts', 'check/check.ts', 'report/html.ts', 'report/json.ts', 'db/open-bytes.ts', 'db/database-index.ts', 'convert/index.ts', 'check/diff.ts']) {
      expect(modules).toContain(m);
    }
    expect(modules).toContain('parse/csv-load.browser.ts');
    expect(modules).not.toContain('parse/csv-load.ts');
  });

  it('imports no Node module anywhere it reaches', () => {
    expect(node).toEqual([]);
  });

  it('reaches none of the Node edges', () => {
    expect(modules.filter((m) => NODE_EDGES[m] !== undefined || m.startsWith('cli/'))).toEqual([]);
  });

  it('names a Node import where one is added (the check can fail)', () => {
    expect(isNodeModule('node:fs')).toBe(true);
    expect(isNodeModule('fs/promises')).toBe(true);
    expect(isNodeModule('path')).toBe(true);
    expect(isNodeModule('csv-parse/sync')).toBe(false);
    expect(isNodeModule('zod/mini')).toBe(false);
    // Without the swap, the browser entry would reach csv-load.ts and node:module.
    expect(reach(path.join(SRC, 'browser.ts'), new Map()).node).toEqual(['parse/csv-load.ts imports node:module']);
  });

  it('the web page and its check worker (web/) reach no Node module; the page reaches the format-file reader', () => {
    const page = reach(path.join(ROOT, 'web/app.ts'), swaps);
    const worker = reach(path.join(ROOT, 'web/check-worker.ts'), swaps);
    expect([...page.node, ...worker.node]).toEqual([]);
    expect(page.modules).toContain('input/format-file-text.ts');
    expect(page.modules).toContain('formats/format-file-schema.ts');
    expect(worker.modules).toContain('check/check.ts');
    expect([...page.modules, ...worker.modules].filter((m) => NODE_EDGES[m] !== undefined || m.startsWith('cli/'))).toEqual([]);
  });

  it('every module outside src/cli that imports Node is a listed edge', () => {
    const unlisted = sources(SRC)
      .filter((f) => !rel(f).startsWith('cli/'))
      .filter((f) => importsOf(f).bare.some(isNodeModule))
      .map(rel)
      .filter((m) => NODE_EDGES[m] === undefined);
    expect(unlisted).toEqual([]);
  });
});
