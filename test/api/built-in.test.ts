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

  it('builtInCardData must be a boolean', async () => {
    await expect(prepareCheck({ builtInCardData: 'no' } as never)).rejects.toThrow(SettingsError);
  });
});
