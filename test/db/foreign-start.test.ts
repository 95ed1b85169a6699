/**
 * Issue 41, item 7: "4 Uro" was read silently as Aurochs (its Spanish name). A foreign name that is also the start of
 * an English card's name, as whole words, is still read as the foreign card, but with a card-name-ambiguous warning
 * naming both; and the readings show in the HTML report (which the web app shows) as in the stylish one. Card data: a
 * small MTGJSON AllPrintings file written here and imported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { renderHtml } from '../../src/report/html.js';
import { renderStylish } from '../../src/report/stylish-render.js';
import { oneSetDatabase, removeTempDirs, tstCard } from './db-helpers.js';


let dataDir: string;

beforeAll(async () => {
  dataDir = await oneSetDatabase([
    tstCard('Aurochs', ['Creature'], { foreign: [{ language: 'Spanish', name: 'Uro' }, { language: 'German', name: 'Auerochse' }] }),
    tstCard("Uro, Titan of Nature's Wrath", ['Creature']),
    tstCard('Forest', ['Land'], { supertypes: ['Basic'] }),
    // A longer word that begins with the same letters is not a name that "Uro" begins.
    tstCard('Urogalax', ['Creature']),
  ]);
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
