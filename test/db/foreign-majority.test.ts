/**
 * Foreign names given to more than one card: a name is read as the card a clear majority of the sets print it on
 * ("Isla": Island in twenty sets, a mislabelled Plains in one), the report says so; a name two cards really share stays
 * ambiguous; and a name that could only mean basic lands gets no copy-limit error.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { runCli } from '../helpers.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

const BASIC = { W: 'Plains', U: 'Island', B: 'Swamp' } as const;

/** A printing of a basic land with the Spanish name `es` (and, optionally, an Italian one). */
function basic(color: keyof typeof BASIC, set: string, number: number, es: string, it?: string) {
  return {
    name: BASIC[color],
    supertypes: ['Basic'],
    types: ['Land'],
    subtypes: [BASIC[color]],
    type: `Basic Land — ${BASIC[color]}`,
    layout: 'normal',
    colorIdentity: [color],
    colors: [],
    setCode: set,
    number: String(number),
    rarity: 'common',
    availability: ['paper'],
    legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
    foreignData: [{ language: 'Spanish', name: es }, ...(it ? [{ language: 'Italian', name: it }] : [])],
  };
}

let dataDir: string;

beforeAll(async () => {
  const data: Record<string, unknown> = {};
  for (let i = 0; i < 20; i++) {
    const code = `S${i}`;
    // Two Island printings a set count once for the set.
    const cards = [basic('U', code, 1, 'Isla'), basic('U', code, 2, 'Isla'), basic('W', code, 3, 'Llanura'), basic('B', code, 4, 'Pantano')];
    // The data's mislabelled printings: a Plains named "Isla" in one set; "Ciénaga" on a Swamp and an Island alike.
    if (i === 0) cards.push(basic('W', code, 5, 'Isla'));
    if (i < 2) cards.push(basic('B', code, 6, 'Ciénaga'), basic('U', code, 7, 'Ciénaga'));
    data[code] = { code, name: `Set ${code}`, releaseDate: `${2000 + i}-01-01`, type: 'expansion', cards };
  }
  const file = path.join(tempDir(), 'AllPrintings.json');
  writeFileSync(file, JSON.stringify({ meta: { date: '2026-08-22', version: '5.2.0' }, data }));
  dataDir = tempDir();
  await importCardFile(file, dataDir, { now: IMPORTED_AT });
}, 60_000);
afterAll(removeTempDirs);

describe('foreign names by the clear majority of their sets', () => {
  it('"20 Isla" in Legacy is 20 Islands, and the report says some sets print the name on Plains', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir });
    const report = checkTexts(prepared, [{ file: 'es.txt', text: '20 Isla\n20 Llanura\n20 Pantano\n' }]);
    expect(report.findings).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report.units[0]?.decks[0]?.readings).toEqual([
      { line: 1, column: 1, section: 'main', written: 'Isla', card: 'Island', kind: 'foreign', languages: ['es'], sets: 20, outvoted: [{ card: 'Plains', sets: 1 }] },
      { line: 2, column: 1, section: 'main', written: 'Llanura', card: 'Plains', kind: 'foreign', languages: ['es'] },
      { line: 3, column: 1, section: 'main', written: 'Pantano', card: 'Swamp', kind: 'foreign', languages: ['es'] },
    ]);
  });

  it('the stylish report names the outvoted card', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'es.txt'), '20 Isla\n40 Llanura\n');
    const r = await runCli(['check', '--data-dir', dataDir, '-f', 'legacy', '-d', '2025-01-15', path.join(dir, 'es.txt')]);
    expect(r.stdout).toContain('reads "Isla" as Island (Spanish; 20 sets print it on Island, 1 on Plains)');
    expect(r.stdout).toContain('reads "Llanura" as Plains (Spanish)\n');
    expect(r.code).toBe(0);
  });

  it('a name without a clear majority stays ambiguous; when every candidate is a basic land, no copy limit applies', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir });
    const report = checkTexts(prepared, [{ file: 'es.txt', text: '20 Ciénaga\n40 Isla\n' }]);
    expect(report.findings.map((f) => [f.rule, f.line])).toEqual([['card-name-ambiguous', 1]]);
    expect(report.findings[0]?.message).toBe('"Ciénaga" could mean "Island" or "Swamp"; a decklist must name one card (IPG 3.4). Write the full card name.');
  });

  it('the same in Commander: an ambiguous basic is not a singleton error', async () => {
    const prepared = await prepareCheck({ format: 'commander', date: '2025-01-15', dataDir });
    const report = checkTexts(prepared, [{ file: 'es.txt', text: 'Commander\n1 Island\nDeck\n20 Ciénaga\n79 Isla\n' }]);
    expect(report.findings.filter((f) => f.rule === 'card-singleton')).toEqual([]);
    expect(report.findings.filter((f) => f.rule === 'card-name-ambiguous').map((f) => f.line)).toEqual([4]);
  });
});
