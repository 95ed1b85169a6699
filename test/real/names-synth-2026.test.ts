/**
 * Decklists as players write them, checked with the synthesised 2026 card data
 * (../shared/data/mtgjson/AllPrintings-synth-2026.json.gz, imported once; skipped with the reason shown when absent):
 * an Archidekt export, Spanish basic lands, loose card lines and invisible characters, a Windows-1252 file; Pauper
 * Commander's rarity on a day.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { decodeText } from '../../src/input/decode.js';
import { FIXTURES, HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';

const SYNTH = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-synth-2026.json.gz');
let dataDir = '';

async function check(format: string, date: string, text: string, file = 'deck.txt') {
  const prepared: PreparedCheck = await prepareCheck({ format, date, dataDir });
  return checkTexts(prepared, [{ file, text }]);
}

describe.skipIf(!HAS_SHARED)('decklists as players write them, with the 2026 card data', () => {
  beforeAll(async () => {
    dataDir = tempDir();
    await importCardFile(SYNTH, dataDir);
  }, 600_000);
  afterAll(removeTempDirs);

  it("Archidekt's export: every card known, the basics basics, the sideboard a sideboard", async () => {
    const text = readFileSync(path.join(FIXTURES, 'formats/text/archidekt.txt'), 'utf8');
    const report = await check('legacy', '2026-06-01', text, 'archidekt.txt');
    expect(report.findings).toEqual([]);
    expect(report.units[0]?.decks[0]).toMatchObject({ main: 60, sideboard: 3 });
  });

  it('"20 Isla, 20 Pantano, 20 Llanura" in Legacy: Island, Swamp and Plains by the clear majority of their sets', async () => {
    const report = await check('legacy', '2026-06-01', '20 Isla\n20 Pantano\n20 Llanura\n');
    expect(report.findings).toEqual([]);
    const readings = report.units[0]?.decks[0]?.readings ?? [];
    expect(readings.map((r) => [r.written, r.card, r.outvoted?.map((o) => o.card)])).toEqual([
      ['Isla', 'Island', ['Plains']],
      ['Pantano', 'Swamp', ['Island', 'Quagmire']],
      ['Llanura', 'Plains', ['Swamp']],
    ]);
  });

  it('lower-case and colon-less sideboard marks, a thousand Rats, and a zero-width space after a name', async () => {
    const text = '1,000 Relentless Rats\n4 Brainstorm\u200b\nsb: 1 Negate\nSB 1 Duress\n';
    const report = await check('legacy', '2026-06-01', text);
    expect(report.findings.map((f) => [f.rule, f.severity, f.line])).toEqual([['parse-error', 'warning', 2]]);
    expect(report.units[0]?.decks[0]).toMatchObject({ main: 1004, sideboard: 2 });
  });

  it('a Windows-1252 file from a word processor: "4 Urza\x92s Saga" is Urza’s Saga', async () => {
    const bytes = new Uint8Array([...Buffer.from('4 Urza'), 0x92, ...Buffer.from('s Saga\r\n56 Island\r\n')]);
    const { text, fallback } = decodeText(bytes);
    expect(fallback).toBe(true);
    const report = await check('legacy', '2026-06-01', text);
    expect(report.findings).toEqual([]);
  });

  // Pauper Commander counts only printings released by the check day.
  const rarity = async (date: string, card: string) =>
    (await check('pauper-commander', date, `Commander\n1 Kitchen Finks\nDeck\n1 ${card}\n`)).findings
      .filter((f) => f.rule === 'card-rarity')
      .map((f) => f.message);

  it.each([
    ['Everflowing Chalice', '2020-07-01', '2020-08-07'],
    ['Juggernaut', '2021-06-01', '2023-01-13'],
  ])('%s: not a common on %s, a common from its first common printing (%s)', async (card, before, first) => {
    expect(await rarity(before, card)).toEqual([
      `${card} had not been printed at common in paper or on Magic Online by ${before} (outside promos, Secret Lair and foreign-only sets; its first such common printing came later); the 99 cards of a Pauper Commander deck must be commons (PDH rules (pdhhomebase.com/rules); RULES C14). Remove it.`,
    ]);
    expect(await rarity(first, card)).toEqual([]);
  });

  it('a Pauper Commander commander counts only its uncommon printings released by the day: Mire Boa (uncommon from Time Spiral Remastered, 2021-03-19)', async () => {
    const eligible = async (date: string) =>
      (await check('pauper-commander', date, 'Commander\n1 Mire Boa\nDeck\n99 Forest\n')).findings
        .filter((f) => f.rule === 'commander-eligible')
        .map((f) => f.message);
    const [before] = await eligible('2021-01-01');
    expect(before).toContain('must have been printed at uncommon');
    expect(before).toContain('its first such printing came after 2021-01-01');
    expect(await eligible('2021-03-19')).toEqual([]);
  });
});

describe.skipIf(HAS_SHARED)('decklists as players write them, with the 2026 card data', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
