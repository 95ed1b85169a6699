/**
 * Issue 32 item 5: a program that embeds the library type-checks against the built package. fixtures/library/
 * consumer.ts calls every documented call and names the public types; it is compiled with tsc (strict, node16
 * resolution, as a fresh TypeScript project would) against dist/, then run. A consumer that misuses a type must fail
 * to compile, so the exported types are the real ones and not `any`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers.js';

const BUILT = existsSync(path.join(REPO, 'dist/src/index.d.ts'));
const TSC = path.join(REPO, 'node_modules/typescript/bin/tsc');
const dirs: string[] = [];

/** A fresh project with deckcheck installed (a link to this repository) and `files`, compiled with tsc. */
function project(files: Record<string, string>): { dir: string; code: number; out: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-consumer-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(REPO, path.join(dir, 'node_modules', 'deckcheck'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, type: 'module' }));
  const compilerOptions = {
    target: 'ES2022',
    module: 'node16',
    moduleResolution: 'node16',
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    // As tsc --init writes it: the consumer's code is checked against our declarations; theirs and zod's are not.
    skipLibCheck: true,
    outDir: 'out',
    typeRoots: [path.join(REPO, 'node_modules/@types')],
    types: ['node'],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: Object.keys(files) }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [TSC, '-p', dir], { cwd: dir, encoding: 'utf8' });
  return { dir, code: r.status ?? -1, out: r.stdout + r.stderr };
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const BAD = [
  "import { prepareCheck, type Finding, type TeamRules } from 'deckcheck';",
  "const rules: TeamRules = 'trios';",
  "await prepareCheck({ teamRules: rules, teamOverrides: 'loose' });",
  // A finding's rule is one of the rule ids (issue 42 item 13): a misspelt one does not compile.
  "export const misspelt: Finding['rule'] = 'card-baned';",
  '',
].join('\n');

describe.skipIf(!BUILT)('a TypeScript consumer of the built library (issue 32 item 5)', () => {
  // One compilation (tsc is slow on a busy machine): the consumer must compile cleanly, the misuse must not.
  const consumer = readFileSync(path.join(REPO, 'fixtures/library/consumer.ts'), 'utf8');
  let compiled: { dir: string; code: number; out: string } | undefined;
  const compile = () => (compiled ??= project({ 'consumer.ts': consumer, 'bad.ts': BAD }));

  it('refuses a consumer that gives a setting or a rule id a value its type does not allow, and nothing else', () => {
    const { code, out } = compile();
    expect(code).not.toBe(0);
    expect(out.trim().split('\n')).toEqual([
      `bad.ts(2,7): error TS2322: Type '"trios"' is not assignable to type 'TeamRules'.`,
      `bad.ts(3,40): error TS2322: Type '"loose"' is not assignable to type 'TeamOverridePolicy | undefined'.`,
      expect.stringMatching(/^bad\.ts\(4,14\): error TS2820: Type '"card-baned"' is not assignable to type '"parse-error" \| .*'\. Did you mean '"card-banned"'\?$/),
    ]);
  }, 180_000);

  it('compiles every documented call and public type, and runs', () => {
    const { dir } = compile();
    const r = spawnSync(process.execPath, [path.join(dir, 'out/consumer.js')], { cwd: dir, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      format: 'legacy',
      banned: expect.any(Number),
      card: 'Mountain',
      variant: null,
      formats: true,
      team: true,
      stylish: true,
      json: true,
      html: true,
      htmlParts: true,
      parsed: true,
      convert: true,
      diff: false,
      files: true,
      pool: true,
      settingsError: ['SettingsError', 'invalid-date', 'date'],
      inputError: ['InputFormatError', 'unknown-input-format'],
      convertError: ['SettingsError', 'unknown-convert-target'],
    });
  }, 180_000);
});
