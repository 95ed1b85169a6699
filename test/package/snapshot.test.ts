/**
 * The built-in card snapshot (data/card-snapshot, issue 40) is what scripts/card-snapshot.js makes from the source its
 * provenance.json records: the script is run again on that file (../shared/data/mtgjson) and must give the same bytes,
 * and the recorded hashes must be the files' own. Skips with a reason when the reference data is absent.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO, SHARED_DATA } from '../helpers.js';

const DIR = path.join(REPO, 'data/card-snapshot');
const provenance = JSON.parse(readFileSync(path.join(DIR, 'provenance.json'), 'utf8')) as {
  source: { file: string; bytes: number; sha256: string; metaDate: string; metaVersion: string };
  snapshot: { file: string; bytes: number; sha256: string; profile: string; date: string; cards: number };
  made: { script: string; command: string };
};
const SOURCE = path.join(SHARED_DATA, 'mtgjson', provenance.source.file);
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const shipped = readFileSync(path.join(DIR, 'cards.db'));

describe('the built-in card snapshot', () => {
  it('provenance.json records the shipped file: its size, SHA-256, date and profile', () => {
    expect(provenance.snapshot).toMatchObject({ file: 'cards.db', bytes: shipped.length, sha256: sha256(shipped), profile: 'compact' });
    expect(provenance.made).toEqual({ script: 'scripts/card-snapshot.js', command: `npm run data:cards -- ${provenance.source.file}` });
    const header = JSON.parse(shipped.toString('utf8', shipped.indexOf(0x0a) + 1, shipped.indexOf(0x0a, shipped.indexOf(0x0a) + 1))) as Record<string, unknown>;
    expect(header).toMatchObject({
      source: 'MTGJSON AllPrintings',
      date: provenance.source.metaDate,
      version: provenance.source.metaVersion,
      file: provenance.source.file,
      profile: 'compact',
      foreignNames: 0,
      cards: provenance.snapshot.cards,
      importedAt: `${provenance.source.metaDate}T00:00:00Z`,
    });
  });

  describe.skipIf(!existsSync(SOURCE) || !BIN_BUILT)(`rebuilt from ${provenance.source.file}`, { timeout: 300_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), 'deckcheck-snapshot-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it('the recorded source is the file in the reference data (size and SHA-256)', () => {
      const source = readFileSync(SOURCE);
      expect([source.length, sha256(source)]).toEqual([provenance.source.bytes, provenance.source.sha256]);
    });

    it('the script makes the same bytes and the same provenance', () => {
      const r = spawnSync(process.execPath, [path.join(REPO, 'scripts/card-snapshot.js'), SOURCE, '--out', out], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^wrote .*cards\.db \(\d+\.\d MB\): 33401 cards, \d+ English names, \d+ sets, card data of 2026-08-22\n$/);
      const rebuilt = readFileSync(path.join(out, 'cards.db'));
      expect(sha256(rebuilt)).toBe(sha256(shipped));
      expect(readFileSync(path.join(out, 'provenance.json'), 'utf8')).toBe(readFileSync(path.join(DIR, 'provenance.json'), 'utf8'));
    });
  });

  it('the script refuses anything but one file, exit 2 with its usage', () => {
    const r = spawnSync(process.execPath, [path.join(REPO, 'scripts/card-snapshot.js')], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^card-snapshot: name one MTGJSON AllPrintings file\nusage: npm run data:cards -- <MTGJSON AllPrintings file> \[--out <dir>\]\n$/);
  });
});
