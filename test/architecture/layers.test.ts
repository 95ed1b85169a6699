// The layer contract of DESIGN.md, checked on every import in src/: cli -> api -> check/report -> rules ->
// parse/input -> cards/formats -> data. A module imports only from its own layer or below. The few modules that
// several layers share but that live higher are listed with the reason, so a new upward import fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..', '..', 'src');

/** Each top-level directory (or file) of src/ and its layer: higher numbers are higher layers. */
const LAYER: Readonly<Record<string, number>> = {
  cli: 7,
  // The library: src/api/ (the API by concern, the door, the Node edge) and its two thin entries.
  api: 6,
  index: 6,
  browser: 6,
  check: 5,
  report: 5,
  event: 5,
  sheet: 5,
  convert: 5,
  rules: 4,
  model: 3,
  parse: 3,
  input: 3,
  variants: 3,
  cards: 2,
  formats: 2,
  db: 2,
  data: 1,
  version: 1,
  diagnostic: 1,
  freeze: 1,
  errors: 1,
};

/** Modules imported from below their layer on purpose, and why (none today: keep it so). */
const SHARED_UPWARD: Readonly<Record<string, string>> = {};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(full));
    else if (e.name.endsWith('.ts')) out.push(full);
  }
  return out.sort();
}

/** The layer name of a file under src/: its top directory, or its own name for a top-level file. */
function area(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length === 1 ? (rel[0] ?? '').replace(/\.ts$/, '') : (rel[0] ?? '');
}

/** The relative imports of a file (static `import`/`export ... from`, and dynamic `import('...')`). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
    const spec = m[1] ?? '';
    out.push(path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
  }
  return out;
}

/** The upward imports among these files and their imports: "from (layer) imports to (layer)". */
function upward(edges: readonly (readonly [file: string, target: string])[]): string[] {
  const out: string[] = [];
  for (const [file, target] of edges) {
    const from = area(file);
    const to = area(target);
    const rel = path.relative(SRC, target).split(path.sep).join('/');
    if ((LAYER[to] ?? 0) > (LAYER[from] ?? 0) && SHARED_UPWARD[rel] === undefined) {
      out.push(`${path.relative(SRC, file).split(path.sep).join('/')} (${from}) imports ${rel} (${to})`);
    }
  }
  return out;
}

describe('layer contract (DESIGN.md)', () => {
  const files = sources(SRC);

  it('every file of src/ belongs to a known layer', () => {
    const unknown = [...new Set(files.map(area))].filter((a) => LAYER[a] === undefined);
    expect(unknown).toEqual([]);
  });

  it('no module imports from a layer above its own', () => {
    const edges = files.flatMap((file) => imports(file).map((target) => [file, target] as const));
    expect(edges.length).toBeGreaterThan(500);
    expect(upward(edges)).toEqual([]);
  });

  it('names an upward import, and allows one within a layer or downward', () => {
    const at = (rel: string) => path.join(SRC, rel);
    expect(
      upward([
        [at('rules/card-banned.ts'), at('check/check.ts')],
        [at('parse/text.ts'), at('report/json.ts')],
        [at('rules/card-banned.ts'), at('model/model.ts')],
        [at('check/check.ts'), at('report/json.ts')],
        [at('cli/run.ts'), at('data/banlists.ts')],
      ]),
    ).toEqual(['rules/card-banned.ts (rules) imports check/check.ts (check)', 'parse/text.ts (parse) imports report/json.ts (report)']);
  });

  it('reads static, re-exported and dynamic imports', () => {
    const runImports = imports(path.join(SRC, 'cli', 'run.ts')).map((t) => path.relative(SRC, t).split(path.sep).join('/'));
    expect(runImports.length).toBeGreaterThan(3);
    expect(runImports.every((t) => t.endsWith('.ts'))).toBe(true);
  });
});
