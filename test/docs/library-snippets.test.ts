/**
 * Issue 42 items 12 and 14: the consumer snippets of docs/reference/library-api.md ("Consumers") run as written, in a
 * fresh project with deckcheck installed (a link to this repository's build): the `mjs` and `cjs` blocks with node, the
 * `ts` block compiled by tsc (strict, module node16, in a CommonJS package: the `await import()` way) and run. And the
 * browser entry's types stand alone: a consumer of `deckcheck/browser` compiles with `types: []`, lib es2022 and dom
 * and no skipLibCheck.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers.js';
import { fences, readDoc } from './markdown.js';

const BUILT = existsSync(path.join(REPO, 'dist/src/index.d.ts'));
const TSC = path.join(REPO, 'node_modules/typescript/bin/tsc');
const DOC = 'docs/reference/library-api.md';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The fenced blocks of the "Consumers" section. */
function consumerBlocks(): { lang: string; body: string }[] {
  const text = readDoc(DOC);
  const start = text.indexOf('## Consumers');
  const end = text.indexOf('\n## ', start + 1);
  return fences(text.slice(start, end)).map((f) => ({ lang: f.lang, body: f.body }));
}

/** A fresh project: deckcheck (and the zod its types name) linked in, alice.txt beside it. */
function project(type: 'module' | 'commonjs'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-snippet-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(REPO, path.join(dir, 'node_modules', 'deckcheck'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, type }));
  cpSync(path.join(REPO, 'fixtures/rules/card-banned/legal-legacy.txt'), path.join(dir, 'alice.txt'));
  return dir;
}

function run(dir: string, file: string): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout + r.stderr };
}

function tsc(dir: string, compilerOptions: Record<string, unknown>, files: string[]): { code: number | null; out: string } {
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  const r = spawnSync(process.execPath, [TSC, '-p', dir], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe.skipIf(!BUILT)('the library docs\' consumer snippets (issue 42 item 14)', () => {
  const blocks = consumerBlocks();

  it('has an ES module, a CommonJS, a TypeScript and a browser snippet', () => {
    expect(blocks.map((b) => b.lang)).toEqual(['mjs', 'cjs', 'ts', 'mjs']);
    expect(blocks[3]?.body).toMatch(/from 'deckcheck\/browser'/);
  });

  it.each([
    ['the ES module', 0, 'snippet.mjs', 'true true'],
    ['the CommonJS module', 1, 'snippet.cjs', 'true'],
    ['the browser entry', 3, 'browser.mjs', 'true unknown-format [ \'format\' ]'],
  ])('%s runs', (_what, i, file, printed) => {
    const dir = project('commonjs');
    writeFileSync(path.join(dir, file), blocks[i]?.body ?? '');
    const r = run(dir, file);
    expect(r).toEqual({ code: 0, out: `${printed}\n` });
  }, 120_000);

  it('the TypeScript one compiles with module node16 in a CommonJS package, strict, and runs', () => {
    const dir = project('commonjs');
    writeFileSync(path.join(dir, 'check.ts'), blocks[2]?.body ?? '');
    writeFileSync(
      path.join(dir, 'main.ts'),
      "import { readFileSync } from 'node:fs';\nimport { check } from './check';\nvoid check(readFileSync('alice.txt', 'utf8')).then((r) => console.log(r.legal));\n",
    );
    const compiled = tsc(
      dir,
      {
        target: 'ES2022',
        module: 'node16',
        moduleResolution: 'node16',
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: true,
        outDir: 'out',
        typeRoots: [path.join(REPO, 'node_modules/@types')],
        types: ['node'],
      },
      ['check.ts', 'main.ts'],
    );
    expect(compiled).toEqual({ code: 0, out: '' });
    expect(run(dir, 'out/main.js')).toEqual({ code: 0, out: 'true\n' });
  }, 300_000);
});

describe.skipIf(!BUILT)('the browser entry\'s types stand alone (issue 42 item 12)', () => {
  it('compile with types: [], lib es2022 and dom, and no skipLibCheck', () => {
    const dir = project('module');
    writeFileSync(
      path.join(dir, 'app.ts'),
      [
        "import { checkTexts, importCardData, openCardDatabaseBytes, prepareCheck, type CardDatabase, type Finding } from 'deckcheck/browser';",
        "const prepared = await prepareCheck({ format: 'modern' });",
        "const report = checkTexts(prepared, [{ file: 'a.txt', text: '4 Island' }]);",
        'const first: Finding | undefined = report.findings[0];',
        'const open: (bytes: Uint8Array) => Promise<CardDatabase> = openCardDatabaseBytes;',
        'console.log(first?.rule, open, importCardData);',
        '',
      ].join('\n'),
    );
    const compiled = tsc(
      dir,
      { target: 'ES2022', module: 'node16', moduleResolution: 'node16', strict: true, types: [], lib: ['es2022', 'dom'], noEmit: true },
      ['app.ts'],
    );
    expect(compiled).toEqual({ code: 0, out: '' });
  }, 300_000);
});
