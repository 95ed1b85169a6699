/**
 * A real Magic Online Standard list of 2026 written with Magic Online's names for the Marvel's Spider-Man cards
 * ("Through the Omenpaths", OM1): fixtures/omenpaths/standard-2026-01-simic-leyline-weaver.txt (source in its
 * index.json) plays four "Leyline Weaver", which is Spider Manifestation, and four "Detect Intrusion" (three main,
 * one sideboard), which is Spider-Sense. With the synthesised 2026 MTGJSON imported as the card database
 * (../shared/data/mtgjson/AllPrintings-synth-2026.json.gz, skipped with the reason shown when absent): the list is
 * legal on its day, each line written under the MTGO name is read as the card it is, and copies under both names are
 * one card for the four-copy rule. Before Spider-Man was legal (2025-09-19, the set's prerelease), the card is named.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { decodeText } from '../../src/input/decode.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { FIXTURES, HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const SYNTH = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-synth-2026.json.gz');
const FILE = 'standard-2026-01-simic-leyline-weaver.txt';
const TEXT = decodeText(readFileSync(path.join(FIXTURES, 'omenpaths', FILE))).text;

let dataDir = '';

async function check(text: string, date: string) {
  const prepared = await prepareCheck({ format: 'standard', date, dataDir });
  return checkTexts(prepared, [{ file: FILE, text }]);
}

/** The list with `n` of its four Leyline Weaver written under the paper name, and `extra` more under it. */
function mixed(paper: number, extra = 0): string {
  return TEXT.replace('4 Leyline Weaver\n', `${4 - paper} Leyline Weaver\n${paper + extra} Spider Manifestation\n`);
}

describe.skipIf(!HAS_SHARED)('an MTGO Standard list with Through the Omenpaths names (synthesised 2026 data)', () => {
  beforeAll(async () => {
    dataDir = tempDir();
    await importCardFile(SYNTH, dataDir);
  }, 600_000);
  afterAll(removeTempDirs);

  it('is legal on its day (2026-01-04), 60 cards and 15 in the sideboard', async () => {
    const report = await check(TEXT, '2026-01-04');
    expect(report.findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report.units[0]?.decks[0]).toMatchObject({ main: 60, sideboard: 15 });
  });

  it('reads each MTGO name as the card it is, on its line ("Detect Intrusion" is Spider-Sense, main and sideboard)', async () => {
    const report = await check(TEXT, '2026-01-04');
    const readings = report.units[0]?.decks[0]?.readings ?? [];
    expect(readings.filter((r) => r.kind === 'alias').map((r) => [r.line, r.written, r.card])).toEqual([
      [5, 'Detect Intrusion', 'Spider-Sense'],
      [8, 'Leyline Weaver', 'Spider Manifestation'],
      [19, 'Detect Intrusion', 'Spider-Sense'],
    ]);
  });

  it('counts copies under both names as one card: 2 + 2 is four, 2 + 3 is five', async () => {
    const four = await check(mixed(2), '2026-01-04');
    expect(four.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const five = await check(mixed(2, 1).replace('5 Forest\n', '4 Forest\n'), '2026-01-04');
    const over = five.findings.filter((f) => f.rule === 'card-copies-max');
    expect(over.map((f) => [f.card, f.count, f.limit, f.line])).toEqual([['Spider Manifestation', 5, 4, 8]]);
    expect(over[0]?.related.map((r) => r.line).sort()).toEqual([8, 9]);
  });

  it('the day before Spider-Man was legal in Standard (prerelease 2025-09-19), the card is named, under its own name', async () => {
    const report = await check(TEXT, '2025-09-18');
    const notLegal = report.findings.filter((f) => f.rule === 'card-not-legal' && f.card === 'Spider Manifestation');
    expect(notLegal).toHaveLength(1);
    expect(notLegal[0]?.severity).toBe('error');
    expect(notLegal[0]?.line).toBe(8);
    expect(report.legal).toBe(false);
  });
});

describe.skipIf(HAS_SHARED)('an MTGO Standard list with Through the Omenpaths names', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
