/**
 * The library in Node uses the built-in card data by default (issue 40): prepareCheck and checkFiles know the cards
 * without a dataDir; `builtInCardData: false` opts out; a dataDir or cardDatabase given wins over it.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, prepareCheck } from '../../src/index.js';
import { SettingsError } from '../../src/errors.js';

const TYPO = { file: 'typo.txt', text: '4 Lightnig Bolt\n56 Mountain\n' };

describe('the library and the built-in card data', () => {
  it('prepareCheck() knows the cards by default: a typo is an unknown-card error with its suggestion', async () => {
    const prepared = await prepareCheck({ format: 'modern', date: '2026-08-22' });
    expect(prepared.cardDatabase).toMatchObject({ builtIn: true, date: '2026-08-22', source: 'MTGJSON AllPrintings', foreignNames: 0 });
    const report = checkTexts(prepared, [TYPO]);
    expect(report.findings.map((f) => [f.rule, f.severity, f.line, f.suggestions?.[0]])).toEqual([['unknown-card', 'error', 1, 'Lightning Bolt']]);
  });

  it('after the data\'s date the same name is a warning that says the card may be newer', async () => {
    const report = checkTexts(await prepareCheck({ format: 'modern', date: '2026-09-01' }), [TYPO]);
    expect(report.legal).toBe(true);
    expect(report.findings[0]).toMatchObject({ rule: 'unknown-card', severity: 'warning' });
    expect(report.findings[0]?.message).toMatch(/^"Lightnig Bolt" is not in the card data of 2026-08-22; a newer card\? deckcheck db update\./);
  });

  it('builtInCardData: false checks without card data', async () => {
    const prepared = await prepareCheck({ format: 'modern', date: '2026-08-22', builtInCardData: false });
    expect(prepared.cardDatabase).toBeNull();
    expect(checkTexts(prepared, [TYPO]).findings).toEqual([]);
  });

  // The source gives sets after 2022-04 a set-level ["paper"]; deckcheck's own table of Arena sets fills the gap
  // (src/db/compile.ts arenaGaps), so the Arena formats do not refuse every card of Bloomburrow or a basic land.
  it.each([
    ['historic', '4 Heartfire Hero\n56 Mountain\n'],
    ['timeless', '4 Heartfire Hero\n56 Mountain\n'],
    ['alchemy', '4 Llanowar Elves\n56 Swamp\n'],
    ['explorer', '4 Heartfire Hero\n56 Mountain\n'],
  ])('%s on 2026-06-01: cards printed on MTG Arena since 2022 are in the pool with the built-in data', async (format, text) => {
    const report = checkTexts(await prepareCheck({ format, date: '2026-06-01' }), [{ file: 'arena.txt', text }]);
    expect(report.findings.filter((f) => f.rule === 'card-not-legal')).toEqual([]);
  });

  it('a card never on MTG Arena stays out of Historic with the built-in data', async () => {
    const report = checkTexts(await prepareCheck({ format: 'historic', date: '2026-06-01' }), [{ file: 'paper.txt', text: '4 Wasteland\n56 Island\n' }]);
    expect(report.findings.filter((f) => f.rule === 'card-not-legal').map((f) => [f.card, f.severity, f.line])).toEqual([['Wasteland', 'error', 1]]);
  });

  it('builtInCardData must be a boolean', async () => {
    await expect(prepareCheck({ builtInCardData: 'no' } as never)).rejects.toThrow(SettingsError);
  });
});
