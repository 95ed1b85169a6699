/**
 * Real tournament decklists (fixtures/real, transcribed from published MTGO and melee.gg results) must come out legal
 * for their format on the day they were played — and the lists' later changes must catch the cards they later banned.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { decodeText } from '../../src/input/decode.js';
import { FIXTURES } from '../helpers.js';

interface RealDeck {
  file: string;
  format: string;
  date: string;
  event: string;
  main: number;
  sideboard: number;
}

const dir = path.join(FIXTURES, 'real');
const decks = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as RealDeck[];

async function check(file: string, format: string, date: string) {
  const prepared = await prepareCheck({ format, date });
  const text = decodeText(readFileSync(path.join(dir, file))).text;
  return checkTexts(prepared, [{ file, text }]);
}

describe('real decklists are legal when played', () => {
  it('covers every format with lists', () => {
    expect(new Set(decks.map((d) => d.format))).toEqual(
      new Set(['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'canadian-highlander']),
    );
  });

  it.each(decks)('$file ($format, $date)', async (d) => {
    const report = await check(d.file, d.format, d.date);
    expect(report.findings).toEqual([]);
    expect(report.legal).toBe(true);
    expect(report.units[0]?.decks[0]).toMatchObject({ main: d.main, sideboard: d.sideboard });
  });
});

// Later bans, as the dated lists record them (tabletop effective dates).
const later: { file: string; format: string; date: string; banned: string[] }[] = [
  {
    file: 'standard-2019-11-sultai-food-oko.txt',
    format: 'standard',
    date: '2019-11-22',
    banned: ['Oko, Thief of Crowns', 'Once Upon a Time', 'Veil of Summer'],
  },
  { file: 'pauper-2019-04-izzet-faeries-gush.txt', format: 'pauper', date: '2019-05-24', banned: ['Gush'] },
  { file: 'modern-2019-06-footfalls-looting.txt', format: 'modern', date: '2019-08-30', banned: ['Faithless Looting'] },
  { file: 'pioneer-2019-11-mono-black-copter.txt', format: 'pioneer', date: '2019-12-03', banned: ["Smuggler's Copter"] },
  { file: 'legacy-2025-07-dimir-reanimator.txt', format: 'legacy', date: '2025-11-10', banned: ['Entomb'] },
];

describe('the same decks after their cards were banned', () => {
  it.each(later)('$file on $date', async (c) => {
    const report = await check(c.file, c.format, c.date);
    const banned = report.findings.filter((f) => f.rule === 'card-banned' && f.severity === 'error').map((f) => f.card);
    expect(banned.sort()).toEqual([...c.banned].sort());
    for (const f of report.findings.filter((x) => x.rule === 'card-banned')) {
      expect(f.line).toBeGreaterThan(0);
      expect(f.related.length).toBeGreaterThan(0);
    }
  });

  it('Standard, 2019-11-20: Oko\'s ban is announced (11-18) but not yet in effect (11-22): a warning', async () => {
    const report = await check('standard-2019-11-sultai-food-oko.txt', 'standard', '2019-11-20');
    expect(report.legal).toBe(true);
    const warned = report.findings.filter((f) => f.rule === 'card-banned').map((f) => [f.card, f.severity]);
    expect(warned).toContainEqual(['Oko, Thief of Crowns', 'warning']);
    expect(report.findings.find((f) => f.card === 'Oko, Thief of Crowns')?.message).toMatch(
      /announced 2019-11-18, in effect from 2019-11-22/,
    );
  });
});
