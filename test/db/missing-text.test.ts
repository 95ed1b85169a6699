/**
 * Card data that lacks a fact: Templar Knight without its rules text keeps the embedded "any number"; a companion in
 * the sideboard without card data is "not fully checked", as a declared one is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

/** A printing with names, types and legalities only: no rules text, no mana cost, no colours. */
const bare = (name: string, types: string[], supertypes: string[] = []) => ({
  name,
  types,
  supertypes,
  subtypes: [],
  layout: 'normal',
  setCode: 'LAK',
  number: '1',
  rarity: 'common',
  availability: ['paper'],
  legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
});

let dataDir: string;

beforeAll(async () => {
  const cards = [bare('Templar Knight', ['Creature']), bare('Lurrus of the Dream-Den', ['Creature'], ['Legendary']), bare('Plains', ['Land'], ['Basic'])];
  const file = path.join(tempDir(), 'AllPrintings.json');
  writeFileSync(file, JSON.stringify({ meta: { date: '2026-08-22', version: '5.2.0' }, data: { LAK: { code: 'LAK', name: 'Lacking', releaseDate: '2020-01-01', type: 'expansion', cards } } }));
  dataDir = tempDir();
  await importCardFile(file, dataDir, { now: IMPORTED_AT });
}, 60_000);
afterAll(removeTempDirs);

describe('card data that lacks a fact', () => {
  it.each([
    ['legacy', 'Deck\n12 Templar Knight\n48 Plains\n'],
    ['commander', 'Commander\n1 Lurrus of the Dream-Den\nDeck\n40 Templar Knight\n59 Plains\n'],
  ])('%s: Templar Knight keeps the embedded "any number" when the data has no rules text', async (format, text) => {
    const report = checkTexts(await prepareCheck({ format, date: '2025-01-15', dataDir }), [{ file: 'knights.txt', text }]);
    expect(report.findings.filter((f) => f.rule === 'card-copies-max' || f.rule === 'card-singleton')).toEqual([]);
  });

  it('Legacy: a companion in the sideboard without card data is not fully checked, naming it, as a declared one is', async () => {
    // No card data at all (builtInCardData: false): the embedded facts only, as with --no-db.
    const report = checkTexts(await prepareCheck({ format: 'legacy', date: '2019-06-01', builtInCardData: false }), [
      { file: 'lurrus.txt', text: 'Deck\n60 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n' },
      { file: 'declared.txt', text: 'Companion\n1 Lurrus of the Dream-Den\nDeck\n60 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n' },
    ]);
    expect(report.findings.map((f) => [f.file, f.rule, f.severity])).toEqual([
      ['declared.txt', 'card-facts-missing', 'warning'],
      ['lurrus.txt', 'card-facts-missing', 'warning'],
    ]);
    expect(report.findings[0]?.message).toBe(report.findings[1]?.message);
    expect(report.findings[1]?.message).toContain('companion conditions (CR 702.139) of Lurrus of the Dream-Den');
    expect(report.fullyChecked).toBe(false);
  });
});
