/**
 * Events and reports as organisers and judges meet them (issue 31, items 6–16): bulk runs with a bad file, team
 * findings counted on the team, manifests, reporters, usage errors.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts, prepareCheck } from '../../src/api.js';
import { ReportSchema } from '../../src/report/schema.js';
import { REPO, runCli } from '../helpers.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-events-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LEGACY = ['--format', 'legacy', '--date', '2025-01-15'];
const LEGAL_60 = readFileSync(path.join(REPO, 'fixtures/rules/card-banned/legal-legacy.txt'), 'utf8');

/** A fresh folder under the test's temporary folder, with these files. */
function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('item 7: one unreadable file in a bulk run', () => {
  // 100 decklists and one file that is not a decklist (a PNG's first bytes, NULs and all).
  const decks: Record<string, string> = {};
  for (let i = 0; i < 100; i++) decks[`deck-${String(i).padStart(3, '0')}.txt`] = LEGAL_60;
  decks['deck-050-photo.txt'] = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';

  it('is an error finding in the report, every other deck is checked, exit 1', async () => {
    const dir = folder('bulk', decks);
    const out = path.join(tmp, 'bulk.json');
    const r = await runCli(['check', ...LEGACY, '--no-db', '-r', `json:${out}`, dir]);
    expect(r.code).toBe(1);
    const doc = ReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(doc.summary).toEqual({ units: 101, decks: 101, errors: 1, warnings: 0 });
    expect(doc.units.filter((u) => u.legal)).toHaveLength(100);
    const bad = doc.units.find((u) => !u.legal);
    expect(bad?.decks[0]).toMatchObject({ file: `${dir}/deck-050-photo.txt`, errors: 1, main: 0 });
    expect(bad?.fullyChecked).toBe(false);
    expect(doc.findings).toEqual([
      expect.objectContaining({ rule: 'parse-error', severity: 'error', file: `${dir}/deck-050-photo.txt`, line: null }),
    ]);
    expect(doc.findings[0]?.message).toMatch(/contains NUL bytes: this is not a text decklist/);
  });

  it('exits 2 with every reason, and writes no report, when no file could be read', async () => {
    const dir = folder('none', { 'a.txt': '\u0000\u0001', 'b.dek': '\u0000' });
    const out = path.join(tmp, 'none.json');
    const r = await runCli(['check', '--no-db', '-r', `json:${out}`, dir, path.join(dir, 'gone.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `deckcheck: ${dir}/a.txt: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)\n` +
        `deckcheck: ${dir}/b.dek: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)\n` +
        `deckcheck: ${dir}/gone.txt: no such file; check the path\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('a team with a file that cannot be read: the file is reported, no team rule claims anything', async () => {
    const r = await runCli(['check', '--team', ...LEGACY, '-r', 'json', 'fixtures/teams/illegal/player-a.txt', path.join(tmp, 'no-b.txt')]);
    expect(r.code).toBe(1);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.findings.filter((f) => f.rule.startsWith('team-'))).toEqual([]);
    expect(doc.findings).toContainEqual(expect.objectContaining({ rule: 'parse-error', file: `${tmp}/no-b.txt`, message: 'no such file; check the path' }));
    expect(doc.units[0]?.fullyChecked).toBe(false);
  });

  it('the library: a file of an unknown shape gets its parse-error, not a "0 cards" deck-size error', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = checkTexts(prepared, [{ file: 'notes.json', text: '{"a": 1}' }]);
    expect(report.findings.map((f) => f.rule)).toEqual(['parse-error']);
    expect(report.units[0]?.fullyChecked).toBe(false);
  });
});
