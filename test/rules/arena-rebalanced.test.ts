/**
 * Issue 31 item 4: on MTG Arena a rebalanced (A-) card and its original are one card for the copy limit and the
 * singleton rule; outside Arena's pool a rebalanced card is not legal at all. With and without card data.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { rebalancedOriginal } from '../../src/cards/rebalanced.js';
import { importCardFile } from '../../src/db/import.js';
import type { Finding } from '../../src/diagnostic.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';

const DATE = '2026-06-01';

async function check(format: string, text: string, dataDir?: string) {
  // Without a dataDir: no card data at all (not the built-in data), as the 'without card data' cases say.
  const prepared = await prepareCheck({ format, date: DATE, ...(dataDir !== undefined ? { dataDir } : { builtInCardData: false }) });
  return checkTexts(prepared, [{ file: 'deck.txt', text }]);
}

const of = (findings: readonly Finding[], rule: string) => findings.filter((f) => f.rule === rule);

describe('rebalancedOriginal', () => {
  it.each([
    ['A-Blood Artist', 'Blood Artist'],
    ['A-Monster Manual // A-Zoological Study', 'Monster Manual // Zoological Study'],
    ['A-Fates\' Reversal', 'Fates\' Reversal'],
    ['Blood Artist', undefined],
    ['A- Blood Artist', undefined],
    ['A-Monster Manual // Zoological Study', undefined],
    ['Akki Ronin', undefined],
  ])('%s → %s', (name, original) => {
    expect(rebalancedOriginal(name)).toBe(original);
  });
});

/** [format, deck, rule, card, count, limit, lines]: the one finding of that rule, or null for none. */
type Expect = readonly [string, string, string, string | null, number?, number?, number[]?];
const CASES: readonly Expect[] = [
  // The reproduction: eight copies of one card on Arena.
  ['historic', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp', 'card-copies-max', 'Blood Artist', 8, 4, [1, 2]],
  ['timeless', '4 Blood Artist\n1 A-Blood Artist\n55 Swamp', 'card-copies-max', 'Blood Artist', 5, 4, [1, 2]],
  ['historic', '2 A-Blood Artist\n2 Blood Artist\n56 Swamp', 'card-copies-max', null],
  ['historic', '4 A-Blood Artist\n56 Swamp', 'card-copies-max', null],
  // The sideboard counts too (CR 100.4a).
  ['historic', '4 Blood Artist\n56 Swamp\nSideboard\n1 A-Blood Artist', 'card-copies-max', 'Blood Artist', 5, 4, [1, 4]],
  // A split card's rebalanced version: every face carries the prefix.
  ['historic', '2 A-Monster Manual // A-Zoological Study\n3 Monster Manual // Zoological Study\n55 Island', 'card-copies-max', 'Monster Manual // Zoological Study', 5, 4, [1, 2]],
  // Arena's singleton format.
  ['brawl', 'Commander\n1 Sorin, Vengeful Bloodlord\nDeck\n1 A-Blood Artist\n1 Blood Artist\n97 Swamp', 'card-singleton', 'Blood Artist', 2, 1, [4, 5]],
  ['brawl', 'Commander\n1 Sorin, Vengeful Bloodlord\nDeck\n1 A-Blood Artist\n98 Swamp', 'card-singleton', null],
  // Paper formats: not one card (the A- card is not legal there at all: card-not-legal).
  ['legacy', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp', 'card-copies-max', null],
  ['legacy', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp', 'card-not-legal', 'A-Blood Artist', 4, 0, [1]],
  ['modern', '4 Blood Artist\n56 Swamp', 'card-not-legal', null],
  ['commander', 'Commander\n1 Sorin, Vengeful Bloodlord\nDeck\n1 A-Blood Artist\n98 Swamp', 'card-not-legal', 'A-Blood Artist', 1, 0, [4]],
  ['historic', '4 A-Blood Artist\n56 Swamp', 'card-not-legal', null],
  // Alchemy plays the rebalanced cards; Explorer and Gladiator, played on Arena too, only the originals.
  ['alchemy', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp', 'card-copies-max', 'Blood Artist', 8, 4, [1, 2]],
  ['alchemy', '4 A-Blood Artist\n56 Swamp', 'card-not-legal', null],
  ['explorer', '4 A-Blood Artist\n56 Swamp', 'card-not-legal', 'A-Blood Artist', 4, 0, [1]],
  ['gladiator', '1 A-Blood Artist\n99 Swamp', 'card-not-legal', 'A-Blood Artist', 1, 0, [1]],
  // Casual play has no card pool.
  ['casual', '4 A-Blood Artist\n56 Swamp', 'card-not-legal', null],
];

describe('without card data', () => {
  for (const [format, deck, rule, card, count, limit, lines] of CASES) {
    it(`${format}: ${JSON.stringify(deck)}: ${rule} ${card ?? 'none'}`, async () => {
      const found = of((await check(format, deck)).findings, rule);
      if (card === null) {
        expect(found).toEqual([]);
        return;
      }
      expect(found.map((f) => [f.card, f.severity, f.count, f.limit])).toEqual([[card, 'error', count, limit]]);
      expect(found[0]?.related.map((l) => l.line)).toEqual(lines);
    });
  }
});

it('the message names both versions and says why they are one card, with the Arena citation', async () => {
  const [f] = of((await check('historic', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp')).findings, 'card-copies-max');
  expect(f?.message).toBe(
    'Blood Artist and its rebalanced version A-Blood Artist: 8 copies (Blood Artist: 4 in the main deck; A-Blood ' +
      'Artist: 4 in the main deck); at most 4 copies of a card with one English name are allowed across main deck and ' +
      'sideboard (CR 100.2a, CR 100.4a). Remove 4. On MTG Arena a rebalanced (A-) card is the same card as its ' +
      "original, under the original's name, so they count together.",
  );
  expect(f?.reference).toContain('CR 100.2a');
  expect(f?.reference).toContain('MTG Arena rebalancing');
});

describe('with card data (MTGJSON AllPrintings: Blood Artist and A-Blood Artist as Jumpstart prints them)', () => {
  let dataDir = '';
  beforeAll(async () => {
    const card = (name: string, number: string, rebalanced: boolean) => ({
      name,
      layout: 'normal',
      type: 'Creature — Vampire',
      types: ['Creature'],
      supertypes: [],
      subtypes: ['Vampire'],
      manaCost: '{1}{B}',
      manaValue: 2,
      convertedManaCost: 2,
      colors: ['B'],
      colorIdentity: ['B'],
      text: 'Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.',
      rarity: 'uncommon',
      number,
      setCode: 'JMP',
      uuid: `00000000-0000-4000-8000-00000000000${rebalanced ? 2 : 1}`,
      availability: rebalanced ? ['arena'] : ['arena', 'paper'],
      ...(rebalanced ? { isRebalanced: true } : {}),
      legalities: rebalanced
        ? { alchemy: 'Legal', historic: 'Legal', historicbrawl: 'Legal' }
        : { commander: 'Legal', legacy: 'Legal', modern: 'Legal', vintage: 'Legal' },
      printings: ['JMP'],
      foreignData: [],
      identifiers: {},
    });
    const data = {
      meta: { date: '2022-04-25', version: '5.2.0+20220425' },
      data: {
        JMP: {
          code: 'JMP',
          name: 'Jumpstart',
          releaseDate: '2020-07-17',
          type: 'draft_innovation',
          isOnlineOnly: false,
          cards: [card('Blood Artist', '206', false), card('A-Blood Artist', 'A-206', true)],
          tokens: [],
        },
      },
    };
    const file = path.join(tempDir('deckcheck-rebalanced-'), 'AllPrintings.json');
    writeFileSync(file, JSON.stringify(data));
    dataDir = tempDir();
    await importCardFile(file, dataDir, { now: IMPORTED_AT });
  });
  afterAll(() => removeTempDirs());

  it('Historic: eight copies of one card', async () => {
    const found = of((await check('historic', '4 A-Blood Artist\n4 Blood Artist\n52 Swamp', dataDir)).findings, 'card-copies-max');
    expect(found.map((f) => [f.card, f.count, f.limit])).toEqual([['Blood Artist', 8, 4]]);
  });

  it('Legacy: the rebalanced card is out of the pool (from its printings), once', async () => {
    const found = of((await check('legacy', '4 A-Blood Artist\n56 Swamp', dataDir)).findings, 'card-not-legal');
    expect(found.map((f) => [f.card, f.severity])).toEqual([['A-Blood Artist', 'error']]);
    expect(found[0]?.message).toContain('rebalanced');
  });
});
