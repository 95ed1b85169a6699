/**
 * The published package, as a user gets it: `npm pack`, then `npm install <tarball>` in an empty directory with
 * production dependencies only (--prefer-offline: the packages come from the npm cache that `npm ci` filled; only
 * the registry's metadata may be fetched, no other network). The `deckcheck` command, an
 * ESM import and the TypeScript types (moduleResolution node16 and bundler) must work from there; publint and
 * @arethetypeswrong/cli, the ecosystem's package linters, must find no problem; and the tarball holds only what the
 * package needs.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO } from '../helpers.js';

/** Node of this test run first on PATH, so `npm`, the bin's `#!/usr/bin/env node` and tsc run on the tested line. */
const ENV = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };

function sh(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: ENV, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function ok(r: SpawnSyncReturns<string>, what: string): string {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

interface PackedFile {
  readonly path: string;
  readonly size: number;
}
interface Packed {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly PackedFile[];
}

let work = '';
let tarball = '';
let packed: Packed;
let consumer = '';

const TEAM = ['fixtures/teams/legal/player-a.txt', 'fixtures/teams/legal/player-b.txt'];
const ILLEGAL_TEAM = ['fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'];

describe.skipIf(!BIN_BUILT)('the packed package', { timeout: 120_000 }, () => {
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'deckcheck-package-'));
    // --ignore-scripts: the build is `npm test`'s first step; prepack would rebuild dist/ under the other test files.
    const json = ok(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], REPO), 'npm pack');
    [packed] = JSON.parse(json) as [Packed];
    tarball = path.join(work, packed.filename);
    process.stdout.write(
      `deckcheck package: ${packed.filename}, ${(packed.size / 1024).toFixed(1)} kB packed, ` +
        `${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked, ${packed.entryCount} files\n`,
    );

    consumer = path.join(work, 'consumer');
    mkdirSync(path.join(consumer, 'decks'), { recursive: true });
    writeFileSync(path.join(consumer, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
    for (const file of [...TEAM, ...ILLEGAL_TEAM]) {
      copyFileSync(path.join(REPO, file), path.join(consumer, 'decks', file.split('/').slice(-2).join('-')));
    }
    ok(
      sh('npm', ['install', '--prefer-offline', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock', tarball], consumer),
      'npm install --prefer-offline --omit=dev <tarball>',
    );
  }, 180_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  describe('what the tarball holds', () => {
    it('the bin, the compiled library with its types, the CLI bundle, the schemas; no tests, fixtures or sources', () => {
      const files = packed.files.map((f) => f.path);
      for (const needed of ['bin/deckcheck.js', 'dist/src/index.js', 'dist/src/index.d.ts', 'dist/bundle/run.js', 'dist/bundle/worker.js', 'dist/bundle/lists/modern.json', 'schema/report.schema.json', 'data/card-snapshot/cards.db', 'data/card-snapshot/provenance.json', 'package.json', 'README.md']) {
        expect(files).toContain(needed);
      }
      const unneeded = files.filter(
        (f) =>
          /^(test|fixtures|bench|scripts|src|\.ci|\.cache|node_modules)\//.test(f) ||
          f.startsWith('dist/src/cli/') || // the CLI runs from dist/bundle; the library does not import it
          f.startsWith('dist/test/') ||
          (f.endsWith('.ts') && !f.endsWith('.d.ts')),
      );
      expect(unneeded).toEqual([]);
      expect(packed.entryCount).toBe(files.length);
    });
  });

  describe('installed from the tarball, production dependencies only', () => {
    const bin = (): string => path.join(consumer, 'node_modules', '.bin', 'deckcheck');

    it.each([
      { decks: TEAM.map((f) => `decks/${f.split('/').slice(-2).join('-')}`), code: 0, out: /legal · 1 team, 2 decks/ },
      { decks: ILLEGAL_TEAM.map((f) => `decks/${f.split('/').slice(-2).join('-')}`), code: 1, out: /team-card-copies-max/ },
    ])('the deckcheck command checks a team: exit $code', ({ decks, code, out }) => {
      const r = sh(bin(), ['check', '--team', '--format', 'legacy', '--date', '2025-01-15', '--no-color', ...decks], consumer);
      expect(r.stderr).not.toMatch(/internal error|ERR_MODULE_NOT_FOUND|Cannot find/);
      expect(r.status).toBe(code);
      expect(r.stdout).toMatch(out);
    });

    it('the command checks in worker threads too (--jobs 2 loads the bundled worker)', () => {
      const decks = TEAM.map((f) => `decks/${f.split('/').slice(-2).join('-')}`);
      const r = sh(bin(), ['check', '--jobs', '2', '--format', 'legacy', '--date', '2025-01-15', '-r', 'json', ...decks], consumer);
      expect(r.stderr).not.toMatch(/internal error/);
      expect(r.status).toBe(0);
      expect((JSON.parse(r.stdout) as { summary: { decks: number } }).summary.decks).toBe(2);
    });

    it('--version is the package version', () => {
      const version = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
      expect(ok(sh(bin(), ['--version'], consumer), 'deckcheck --version').trim()).toBe(version);
    });

    it("import { checkFiles } from 'deckcheck' works from ESM; the schemas are exported, the internals are not", () => {
      writeFileSync(
        path.join(consumer, 'check.mjs'),
        [
          "import { checkFiles, VERSION } from 'deckcheck';",
          "import schema from 'deckcheck/schema/report.schema.json' with { type: 'json' };",
          "const report = await checkFiles(process.argv.slice(2), { format: 'legacy', date: '2025-01-15', team: true });",
          'let internal;',
          "try { await import('deckcheck/dist/src/api/node.js'); internal = 'importable'; } catch (e) { internal = e.code; }",
          'console.log(JSON.stringify({ version: VERSION, legal: report.legal, rules: report.findings.map((f) => f.rule), schema: typeof schema, internal }));',
        ].join('\n'),
      );
      const decks = ILLEGAL_TEAM.map((f) => `decks/${f.split('/').slice(-2).join('-')}`);
      const out = JSON.parse(ok(sh(process.execPath, ['check.mjs', ...decks], consumer), 'node check.mjs')) as Record<string, unknown>;
      expect(out).toMatchObject({ legal: false, schema: 'object', internal: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
      expect(out.rules).toEqual(['team-card-copies-max', 'team-card-copies-max', 'card-banned', 'team-sideboard']);
    });

    it("deckcheck/browser bundles for a browser (no Node module; csv-parse's loader swapped) and checks text", async () => {
      const { build } = await import('esbuild');
      writeFileSync(
        path.join(consumer, 'page.mjs'),
        [
          "import { prepareCheck, checkTexts, renderJson, parseCsvDeck } from 'deckcheck/browser';",
          "const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });",
          "const report = checkTexts(prepared, [{ file: 'deck.txt', text: '4 Oko, Thief of Crowns\\n56 Island\\n' }]);",
          "const csv = parseCsvDeck('Count,Name\\n4,Island\\n', 'deck.csv');",
          'globalThis.out = { rules: JSON.parse(renderJson(report)).findings.map((f) => f.rule), csv: csv.entries.length };',
        ].join('\n'),
      );
      const bundle = path.join(consumer, 'page.bundle.mjs');
      const r = await build({ entryPoints: [path.join(consumer, 'page.mjs')], outfile: bundle, bundle: true, format: 'esm', platform: 'browser', logLevel: 'silent', metafile: true });
      const inputs = Object.keys(r.metafile.inputs);
      expect(inputs.some((f) => f.endsWith('dist/src/parse/csv-load.browser.js'))).toBe(true);
      expect(inputs.filter((f) => f.endsWith('dist/src/parse/csv-load.js') || f.startsWith('node:'))).toEqual([]);
      const run = sh(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(JSON.stringify(globalThis.out));`], consumer);
      expect(JSON.parse(ok(run, 'the browser bundle'))).toEqual({ rules: ['card-banned'], csv: 1 });
    });

    it.each([
      { resolution: 'node16', module: 'node16' },
      { resolution: 'bundler', module: 'esnext' },
    ])('its types resolve in a TypeScript consumer (moduleResolution $resolution)', ({ resolution, module }) => {
      // skipLibCheck: the package's .d.ts files are tsc's own output; that their imports resolve inside the package is
      // @arethetypeswrong's check below. Checking every library's declarations too takes a minute on a busy machine.
      writeFileSync(
        path.join(consumer, 'consumer.ts'),
        [
          "import { checkFiles, openCardDatabase, SettingsError, MAX_INPUT_BYTES, MAX_LINE_FINDINGS } from 'deckcheck';",
          "import type { CardDatabase, CheckReport, Finding, SettingsErrorCode } from 'deckcheck';",
          "import { prepareCheck as preparePage, checkTexts as checkPage, openCardDatabaseBytes } from 'deckcheck/browser';",
          "import type { CardDatabase as PageDatabase, CheckReport as PageReport } from 'deckcheck/browser';",
          "const page: PageReport = checkPage(await preparePage({ format: 'legacy' }), [{ file: 'd.txt', text: '60 Island' }]);",
          '// The browser entry\'s handle type has no [Symbol.dispose] (its types need no esnext.disposable lib; issue 42).',
          'const fromBytes: (bytes: Uint8Array, name?: string) => Promise<PageDatabase> = openCardDatabaseBytes;',
          'console.log(page.legal, typeof fromBytes);',
          "const report: CheckReport = await checkFiles(['decks/legal-player-a.txt'], { format: 'legacy', date: '2025-01-15' });",
          '// The library calls of issue 32: a card database handle, coded errors, the bounds.',
          'const open: (dir: string) => Promise<CardDatabase> = openCardDatabase;',
          "const code: SettingsErrorCode | undefined = new SettingsError('unknown-format', 'x').code;",
          'const bounds: number = MAX_INPUT_BYTES + MAX_LINE_FINDINGS;',
          'console.log(typeof open, code, bounds);',
          'const first: Finding | undefined = report.findings[0];',
          'const legal: boolean = report.legal;',
          'console.log(legal, first?.rule);',
          '// @ts-expect-error: the types are real (not `any`): a format is a string',
          'await checkFiles([], { format: 42 });',
          '',
        ].join('\n'),
      );
      const tsconfig = path.join(consumer, `tsconfig.${resolution}.json`);
      writeFileSync(
        tsconfig,
        JSON.stringify({
          compilerOptions: { module, moduleResolution: resolution, target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: [] },
          files: ['consumer.ts'],
        }),
      );
      const r = sh(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], consumer);
      expect(r.stdout + r.stderr).toBe('');
      expect(r.status).toBe(0);
    });
  });

  describe('a fresh install knows the cards: the built-in card data (issue 40), HOME empty, no db update', () => {
    const bin = (): string => path.join(consumer, 'node_modules', '.bin', 'deckcheck');
    let home = '';
    /** HOME an empty folder; nothing else that could point at card data. */
    const fresh = (args: readonly string[]): SpawnSyncReturns<string> => {
      home ||= mkdtempSync(path.join(work, 'home-'));
      const env: Record<string, string | undefined> = { ...ENV, HOME: home, USERPROFILE: home };
      delete env.XDG_CACHE_HOME;
      delete env.LOCALAPPDATA;
      delete env.DECKCHECK_DATA_DIR;
      return spawnSync(bin(), args, { cwd: consumer, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    };
    const deck = (name: string, text: string): string => {
      writeFileSync(path.join(consumer, 'decks', name), text);
      return `decks/${name}`;
    };
    interface Doc {
      cardDatabase: { builtIn: boolean; date: string } | null;
      findings: { rule: string; severity: string; line: number | null; suggestions: string[]; message: string }[];
    }
    const json = (r: SpawnSyncReturns<string>): Doc => JSON.parse(r.stdout) as Doc;

    it('the tarball holds the snapshot and stays within 4 MB', () => {
      expect(packed.size).toBeLessThanOrEqual(4_000_000);
      const db = packed.files.find((f) => f.path === 'data/card-snapshot/cards.db');
      expect(db?.size).toBeGreaterThan(1_000_000);
    });

    it('a typo is caught with its suggestion: an error on the data\'s day, a warning ("a newer card?") after it', () => {
      const typo = deck('typo.txt', '4 Lightnig Bolt\n56 Mountain\n');
      const on = fresh(['check', '--format', 'modern', '--date', '2026-08-22', '-r', 'json', typo]);
      expect(on.status).toBe(1);
      const doc = json(on);
      expect(doc.cardDatabase).toMatchObject({ builtIn: true, date: '2026-08-22' });
      expect(doc.findings.map((f) => [f.rule, f.severity, f.line, f.suggestions[0]])).toEqual([['unknown-card', 'error', 1, 'Lightning Bolt']]);
      const after = fresh(['check', '--format', 'modern', '--date', '2026-12-01', typo]);
      expect(after.status).toBe(0);
      expect(after.stdout).toContain('built-in card data of 2026-08-22');
      expect(after.stdout).toMatch(/warning +"Lightnig Bolt" is not in the card data of 2026-08-22; a newer card\? deckcheck db update\. Did you mean "Lightning Bolt"/);
    });

    it('Atraxa with Lightning Bolt: a colour-identity error', () => {
      const atraxa = deck('atraxa.txt', "Commander\n1 Atraxa, Praetors' Voice\nDeck\n1 Lightning Bolt\n98 Island\n");
      const r = fresh(['check', '--format', 'commander', '--date', '2026-08-22', '-r', 'json', atraxa]);
      expect(r.status).toBe(1);
      expect(json(r).findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['color-identity', 'error', 4]]);
    });

    it('Brainstorm in Pioneer: card-not-legal', () => {
      const brainstorm = deck('brainstorm.txt', '4 Brainstorm\n56 Island\n');
      const r = fresh(['check', '--format', 'pioneer', '--date', '2026-08-01', '-r', 'json', brainstorm]);
      expect(r.status).toBe(1);
      expect(json(r).findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['card-not-legal', 'error', 1]]);
    });

    it('every real legal decklist among the tests is still legal', () => {
      const index = JSON.parse(readFileSync(path.join(REPO, 'fixtures/real/index.json'), 'utf8')) as { file: string; format: string; date: string }[];
      // Every decklist of fixtures/real is in its index.
      expect(index.map((d) => d.file).sort()).toEqual(readdirSync(path.join(REPO, 'fixtures/real')).filter((f) => f.endsWith('.txt')).sort());
      const verdicts = index.map(({ file, format, date }) => {
        copyFileSync(path.join(REPO, 'fixtures/real', file), path.join(consumer, 'decks', file));
        const r = fresh(['check', '--format', format, '--date', date, '-r', 'json', `decks/${file}`]);
        const doc = json(r);
        return [file, r.status, doc.cardDatabase?.builtIn, doc.findings.filter((f) => f.severity === 'error').map((f) => f.message)];
      });
      expect(verdicts).toEqual(index.map(({ file }) => [file, 0, true, []]));
    });

    it('--no-db checks without any card data', () => {
      const typo = deck('typo-no-db.txt', '4 Lightnig Bolt\n56 Mountain\n');
      const r = fresh(['check', '--no-db', '--format', 'modern', '--date', '2026-08-22', '-r', 'json', typo]);
      expect(r.status).toBe(0);
      expect(json(r)).toMatchObject({ cardDatabase: null, findings: [] });
    });
  });

  describe("the ecosystem's package linters", () => {
    it('publint (strict): no errors, no warnings', async () => {
      const { publint } = await import('publint');
      const { formatMessage } = await import('publint/utils');
      const bytes = readFileSync(tarball);
      const result = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }, strict: true });
      const problems = result.messages
        .filter((m) => m.type !== 'suggestion')
        .map((m) => `${m.type}: ${formatMessage(m, result.pkg) ?? m.code}`);
      expect(problems).toEqual([]);
    });

    it('@arethetypeswrong/cli (an ESM-only package): no problems', () => {
      // --profile esm-only: deckcheck is an ES module package; `require('deckcheck')` from CommonJS is not offered.
      const attw = path.join(REPO, 'node_modules/@arethetypeswrong/cli/dist/index.js');
      const r = sh(process.execPath, [attw, tarball, '--profile', 'esm-only', '--format', 'json'], work);
      const report = JSON.parse(r.stdout) as { analysis: { problems: readonly { resolutionKind?: string }[] } };
      // The profile's exit code leaves out node10 and node16-cjs (require from CommonJS); every other problem counts.
      const ignored = new Set(['node10', 'node16-cjs']);
      expect(report.analysis.problems.filter((p) => !ignored.has(p.resolutionKind ?? ''))).toEqual([]);
      expect(r.status).toBe(0);
    });
  });
});
