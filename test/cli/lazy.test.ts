/** Start-up stays lean: csv-parse is loaded only when a CSV file is read. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO, runBin } from '../helpers.js';

const binBuilt = BIN_BUILT;

function modulesLoaded(argv: string[]): string {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', NODE_DEBUG: 'module' },
    encoding: 'utf8',
  });
  return r.stderr;
}

describe.skipIf(!binBuilt)('lazy loading', () => {
  it('a text decklist check does not load csv-parse', () => {
    expect(modulesLoaded(['check', 'fixtures/rules/deck-size-min/legal-60.txt'])).not.toMatch(/csv-parse/);
  });
  it('a CSV pool loads it', () => {
    const err = modulesLoaded(['check', '--format', 'sealed', '--pool', 'fixtures/csv/manabox.csv', 'fixtures/pools/khm/legal.txt']);
    expect(err).toMatch(/csv-parse\/sync/);
  });
});

describe.skipIf(!binBuilt)('a check with a format file', () => {
  it("brings zod/mini, not zod's classic API (some 580 KB to load and compile on every run)", () => {
    const meta = JSON.parse(readFileSync(path.join(REPO, 'dist/bundle.meta.json'), 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    // The bundle's chunks the check loads (a module hook names each), as the sources in them.
    const hook =
      'data:text/javascript,' +
      encodeURIComponent(
        "import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(\"import { writeSync } from 'node:fs'; " +
          "export async function load(url, context, next) { if (url.includes('/dist/bundle/')) writeSync(2, 'loaded ' + url + '\\\\n'); return next(url, context); }\"));",
      );
    const r = spawnSync(
      process.execPath,
      ['--import', hook, path.join(REPO, 'bin/deckcheck.js'), 'check', '--no-db', '--format-file', 'fixtures/format-files/league/league.json', 'fixtures/format-files/league/legal.txt'],
      { cwd: REPO, env: { PATH: process.env.PATH ?? '', DECKCHECK_COMPILE_CACHE: '0' }, encoding: 'utf8' },
    );
    const chunks = [...r.stderr.matchAll(/^loaded file:\/\/(.*)$/gm)].map((m) => path.relative(REPO, m[1] ?? ''));
    expect(chunks, r.stderr).toContain('dist/bundle/check/main.js');
    const inputs = chunks.flatMap((c) => Object.keys(meta.outputs[c]?.inputs ?? {}));
    expect(inputs.some((i) => i.includes('dist/src/formats/format-file-schema.js'))).toBe(true);
    expect(inputs.filter((i) => /zod[\\/]v4[\\/]classic/.test(i))).toEqual([]);
  });

  it("reports zod's English messages (zod/mini loads none of its own)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-lazy-'));
    try {
      const file = path.join(dir, 'bad.json');
      writeFileSync(file, '{\n  "schemaVersion": 1,\n  "name": 5\n}\n');
      const r = runBin(['check', '--no-db', '--format-file', file, 'fixtures/rules/deck-size-min/legal-60.txt'], { DECKCHECK_DATA_DIR: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('  name: Invalid input: expected string, received number (line 3)');
      expect(r.stderr).toContain('  reference: missing: this field is required (string) (line 1)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
