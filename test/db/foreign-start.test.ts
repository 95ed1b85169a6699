/**
 * Issue 41, item 7: "4 Uro" was read silently as Aurochs (its Spanish name). A foreign name that is also the start of
 * an English card's name, as whole words, is still read as the foreign card, but with a card-name-ambiguous warning
 * naming both; and the readings show in the HTML report (which the web app shows) as in the stylish one. Card data: a
 * small MTGJSON AllPrintings file written here and imported.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, prepareCheck } from '../../src/api.js';
import { renderHtml } from '../../src/report/html.js';
import { renderStylish } from '../../src/report/stylish.js';
import { importCardFile } from '../../src/db/import.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

function card(name: string, types: string[], foreign: { language: string; name: string }[] = [], supertypes: string[] = []) {
  return {
    name,
    supertypes,
    types,
    subtypes: [],
    type: types.join(' '),
    layout: 'normal',
    colorIdentity: ['G'],
    colors: ['G'],
    setCode: 'TST',
    number: '1',
    rarity: 'common',
    availability: ['paper'],
    legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
    foreignData: foreign,
  };
}

let dataDir: string;

beforeAll(async () => {
  const cards = [
    card('Aurochs', ['Creature'], [{ language: 'Spanish', name: 'Uro' }, { language: 'German', name: 'Auerochse' }]),
    card("Uro, Titan of Nature's Wrath", ['Creature']),
    card('Forest', ['Land'], [], ['Basic']),
    // A longer word that begins with the same letters is not a name that "Uro" begins.
    card('Urogalax', ['Creature']),
  ];
  const data = { TST: { code: 'TST', name: 'Test Set', releaseDate: '2020-01-01', type: 'expansion', cards } };
  const file = path.join(tempDir(), 'AllPrintings.json');
  writeFileSync(file, JSON.stringify({ meta: { date: '2026-08-22', version: '5.2.0' }, data }));
  dataDir = tempDir();
  await importCardFile(file, dataDir, { now: IMPORTED_AT });
}, 60_000);
afterAll(removeTempDirs);

describe('a foreign name that is also the start of an English card name', () => {
  it('"4 Uro": read as Aurochs, with a card-name-ambiguous warning naming Uro, Titan of Nature\'s Wrath', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir });
    const report = checkTexts(prepared, [{ file: 'deck.txt', text: '4 Uro\n56 Forest\n' }]);
    expect(report.legal).toBe(true);
    expect(report.findings.map((f) => [f.rule, f.severity, f.line, f.card, f.message, f.suggestions])).toEqual([
      [
        'card-name-ambiguous',
        'warning',
        1,
        'Aurochs',
        '"Uro" was read as Aurochs (its Spanish name), but it is also the start of "Uro, Titan of Nature\'s Wrath"; a decklist ' +
          'must name one card (IPG 3.4). Write the full English name of the card meant.',
        ['Aurochs', "Uro, Titan of Nature's Wrath"],
      ],
    ]);
    expect(report.units[0]?.decks[0]?.readings).toEqual([
      { line: 1, column: 1, section: 'main', written: 'Uro', card: 'Aurochs', kind: 'foreign', languages: ['es'] },
    ]);
    expect(renderStylish(report)).toMatch(/^ {2}1:1 +reads "Uro" as Aurochs \(Spanish\)$/m);
    expect(renderHtml(report)).toContain('<div class="muted reading">line 1: reads &quot;Uro&quot; as Aurochs (Spanish)</div>');
  });

  it('a foreign name that begins no English name ("Auerochse") is read without a warning, and still shown', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir });
    const report = checkTexts(prepared, [{ file: 'deck.txt', text: '4 Auerochse\n56 Forest\n' }]);
    expect(report.findings).toEqual([]);
    expect(renderHtml(report)).toContain('reads &quot;Auerochse&quot; as Aurochs (German)');
  });
});
