/**
 * card-not-legal's first-printed day after deckcheck's knowledge date (issue 25, read with issue 29 item 3): it reads
 * printings as the card pools do (src/formats/pool.ts printingDayOf), so a Secret Lair Drop printing without a date of
 * its own is not dated by the set's first day (2019-12-02): the day it was printed is unknown, and the report says
 * so rather than calling the card old or new. Card data of 2027-03-01 (test/currency/future-data.ts) with a Secret
 * Lair Drop set added: Negan, the Cold-Blooded (The Walking Dead drop), its printing undated.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';
import { futureAllPrintings } from './future-data.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const DATA_DAY = '2027-03-01';
let dataDir = '';

beforeAll(async () => {
  const data = futureAllPrintings(DATA_DAY) as { data: Record<string, unknown> };
  data.data.SLD = {
    code: 'SLD',
    name: 'Secret Lair Drop',
    releaseDate: '2019-12-02',
    type: 'box',
    isOnlineOnly: false,
    tokens: [],
    cards: [
      {
        name: 'Negan, the Cold-Blooded',
        layout: 'normal',
        type: 'Legendary Creature — Human Rogue',
        types: ['Creature'],
        supertypes: ['Legendary'],
        subtypes: ['Human', 'Rogue'],
        manaCost: '{2}{R}{W}{B}',
        manaValue: 5,
        convertedManaCost: 5,
        colors: ['B', 'R', 'W'],
        colorIdentity: ['B', 'R', 'W'],
        rarity: 'mythic',
        number: '580',
        setCode: 'SLD',
        uuid: '5d1c8a3e-0000-4000-8000-5d1c8a3e5d1c',
        availability: ['paper'],
        legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
        printings: ['SLD'],
        foreignData: [],
      },
    ],
  };
  const dir = tempDir('deckcheck-future-');
  const file = path.join(dir, 'AllPrintings.json');
  writeFileSync(file, JSON.stringify(data));
  dataDir = tempDir();
  await importCardFile(file, dataDir, { now: IMPORTED_AT });
});
afterAll(removeTempDirs);

async function findings(date: string) {
  const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date, dataDir });
  const report = checkTexts(prepared, [{ file: 'deck.txt', text: '56 Mountain\n4 Negan, the Cold-Blooded\n' }]);
  return report.findings.filter((f) => f.rule === 'card-not-legal' && f.card === 'Negan, the Cold-Blooded');
}

describe('first printed, after the knowledge date', () => {
  it('between the knowledge date and the data\'s: a warning that the day it was printed is not known, not a day', async () => {
    const [f, ...rest] = await findings('2026-12-15');
    expect(rest).toEqual([]);
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain('the day it was printed is not known');
    expect(f?.message).toContain('Secret Lair Drop (SLD) holds printings of many years');
    expect(f?.message).not.toContain('2019-12-02');
  });

  it("on the data's day the card exists: the data's legality holds", async () => {
    expect(await findings('2027-03-05')).toEqual([]);
  });
});
