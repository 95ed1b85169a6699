/**
 * Issue 42 item 13: what an editor shows of the shipped types (dist/src/**\/*.d.ts, as `npm run build` emits them).
 * Their JSDoc names no file that the package does not ship (a hover that says "see api.ts" or "RULES.md C3" sends a
 * user to a file they do not have); `Finding.rule` is the union of the rule ids; the browser `prepareCheck` has no
 * internal second parameter; `SettingsError` has no private member. Read with TypeScript's own checker.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/index.js';
import { RULE_IDS } from '../../src/diagnostic.js';
import { REPO } from '../helpers.js';

const DIST = path.join(REPO, 'dist', 'src');
const BUILT = existsSync(path.join(DIST, 'index.d.ts'));

interface PackageJson {
  readonly files: readonly string[];
}

const FILES = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as PackageJson).files;

/** True when the package ships `rel` (a path from the package root): package.json `files`, and what npm always packs. */
function shipped(rel: string): boolean {
  const files = FILES;
  const clean = rel.replace(/\/$/, '');
  if (['package.json', 'README.md', 'LICENSE'].includes(clean)) return existsSync(path.join(REPO, clean));
  const under = (dir: string) => clean === dir || clean.startsWith(`${dir}/`);
  const included = files.filter((f) => !f.startsWith('!')).some(under);
  const excluded = files.filter((f) => f.startsWith('!')).some((f) => under(f.slice(1)));
  return included && !excluded && existsSync(path.join(REPO, clean));
}

/** The folders of the repository (which a JSDoc path may start with). */
const TOP = ['src', 'test', 'docs', 'bench', 'scripts', 'web', 'fixtures', 'data', 'dist', 'schema', 'bin'];

/**
 * The paths a comment names that the package does not ship: a repository path (`src/…`, `docs/…`), a source or
 * document file (`api.ts`, `RULES.md`), a path to a .js/.json file, or a citation of the project's rule notes
 * (`RULES C3`, `RULES.md §10`). Addresses (https://…) are not paths; a module named as the package holds it
 * (`formats/knowledge`, `data/lists`: dist/src/formats/knowledge.js) is shipped.
 */
export function unshippedPaths(comment: string): string[] {
  const text = comment.replace(/https?:\/\/\S+/g, '');
  const out: string[] = [...text.matchAll(/\bRULES(?:\.md)?\s+§?[A-Z]?\d+(?:\.\d+)?/g)].map((m) => m[0]);
  for (const m of text.matchAll(/[\w.@-]+(?:\/[\w.*-]+)*\/?/g)) {
    const token = m[0].replace(/[.]+$/, '');
    const hasDir = token.includes('/');
    const claim =
      (hasDir && TOP.some((t) => token.startsWith(`${t}/`))) ||
      /\.(ts|md)$/.test(token) ||
      (hasDir && /\.(js|json|cjs|mjs)$/.test(token));
    const module = ['', '.js', '.d.ts'].some((ext) => shipped(`dist/src/${token.replace(/\/$/, '')}${ext}`));
    if (claim && !shipped(token) && !module) out.push(token);
  }
  return out;
}

function declarations(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => shipped(path.relative(REPO, f).split(path.sep).join('/')))
    .sort();
}

/** Every comment of a declaration file, with its line. */
function comments(file: string): { line: number; text: string }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => ({
    line: source.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

describe('the JSDoc path check', () => {
  it('names an unshipped file, and lets shipped files, addresses and words pass', () => {
    expect(unshippedPaths('/** see api.ts and RULES.md C3 */')).toEqual(['RULES.md C3', 'api.ts', 'RULES.md']);
    expect(unshippedPaths('/** a command zone (RULES §10.1), a box (RULES C2) */')).toEqual(['RULES §10.1', 'RULES C2']);
    expect(unshippedPaths('/** formats/knowledge, data/lists, api/node, db/file */')).toEqual([]);
    expect(unshippedPaths('/** src/cards/facts.ts, docs/reference/library-api.md, test/x.test.ts. */')).toEqual([
      'src/cards/facts.ts',
      'docs/reference/library-api.md',
      'test/x.test.ts',
    ]);
    expect(unshippedPaths('/** src/data/pools (the pool data) and src/data/lists/modern.json */')).toEqual(['src/data/pools', 'src/data/lists/modern.json']);
    expect(unshippedPaths('/** data/card-snapshot/cards.db, schema/report.schema.json, README.md, package.json */')).toEqual([]);
    expect(unshippedPaths('/** https://example.org/src/a.ts; MTGJSON/Scryfall; JSON or CSV; a cards.db file */')).toEqual([]);
  });
});

describe.skipIf(!BUILT)('the shipped declarations (dist/src, after npm run build)', () => {
  it('their comments name no file the package does not ship', () => {
    const files = declarations(DIST);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      for (const c of comments(file)) {
        for (const p of unshippedPaths(c.text)) found.push(`${path.relative(REPO, file)}:${c.line}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });

  const program = ts.createProgram([path.join(DIST, 'index.d.ts'), path.join(DIST, 'browser.d.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (entry: string): Map<string, ts.Symbol> => {
    const file = program.getSourceFile(path.join(DIST, entry));
    const module = file && checker.getSymbolAtLocation(file);
    if (!module) throw new Error(`${entry}: no module`);
    return new Map(checker.getExportsOfModule(module).map((s) => [s.name, s]));
  };
  const resolved = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const parameters = (entry: string, name: string): string[][] => {
    const symbol = exportsOf(entry).get(name);
    if (!symbol) throw new Error(`${entry} exports no ${name}`);
    const type = checker.getTypeOfSymbol(resolved(symbol));
    return type.getCallSignatures().map((sig) => sig.getParameters().map((p) => p.name));
  };

  it('prepareCheck of either entry takes the settings and nothing else', () => {
    expect(parameters('browser.d.ts', 'prepareCheck')).toEqual([['settings']]);
    expect(parameters('index.d.ts', 'prepareCheck')).toEqual([['settings']]);
    expect(parameters('index.d.ts', 'checkFiles')).toEqual([['paths', 'settings', 'batch']]);
  });

  it('SettingsError has no private member (its message renderer is kept out of the object and the type)', () => {
    for (const entry of ['index.d.ts', 'browser.d.ts']) {
      const symbol = exportsOf(entry).get('SettingsError');
      if (!symbol) throw new Error(`${entry} exports no SettingsError`);
      const instance = checker.getDeclaredTypeOfSymbol(resolved(symbol));
      const members = checker.getPropertiesOfType(instance);
      const hidden = members.filter((m) =>
        (m.declarations ?? []).some((d) => (ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0),
      );
      expect(hidden.map((m) => m.name)).toEqual([]);
      expect(members.map((m) => m.name)).toEqual(expect.arrayContaining(['code', 'setting', 'issues', 'describe']));
    }
  });

  it('Finding.rule is the union of the rule ids of ALL_RULES, not string', () => {
    for (const entry of ['index.d.ts', 'browser.d.ts']) {
      const finding = exportsOf(entry).get('Finding');
      if (!finding) throw new Error(`${entry} exports no Finding`);
      const rule = checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(resolved(finding)), 'rule');
      if (!rule) throw new Error('Finding has no rule');
      const type = checker.getTypeOfSymbol(rule);
      expect(type.isUnion()).toBe(true);
      const members = type.isUnion() ? type.types : [type];
      expect(members.every((t) => t.isStringLiteral())).toBe(true);
      expect(members.map((t) => (t.isStringLiteral() ? t.value : '')).sort()).toEqual(ALL_RULES.map((r) => r.id).sort());
    }
  });
});

describe('RULE_IDS (the type of Finding.rule)', () => {
  it('is every rule id of the registry, in its order, each once', () => {
    expect([...RULE_IDS]).toEqual(ALL_RULES.map((r) => r.id));
  });

  it('refuses a rule id that is none (a type error that npm run typecheck reports)', () => {
    const f: { rule: (typeof RULE_IDS)[number] } = { rule: 'card-banned' };
    // @ts-expect-error: 'card-forbidden' is no rule id.
    f.rule = 'card-forbidden';
    expect(RULE_IDS).not.toContain(f.rule);
  });
});
