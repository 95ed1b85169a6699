/**
 * Real data (../shared/data): the lowest Commander bracket of each of the 201 Commander product decks in
 * precons/commander_decks.json, on 2026-06-30 (after the newest of them, 2026-06-26, with the Game Changers list of
 * 2026-02-09). The panel places preconstructed decks around Bracket 2; the decks above it are listed with the cards
 * that put them there, so a change of the lists or of the bracket reading shows here. The decks are read by name only
 * (no card database is needed: the bracket lists are names).
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../helpers.js';
import { loadPrecons, type Precon } from '../precons-data.js';

const precons = loadPrecons();

function text(p: Precon): string {
  const lines = ['Commander', ...(p.sections.Commander ?? []).map((e) => `${e.count} ${e.name}`), '', 'Deck'];
  lines.push(...(p.sections['Main Deck'] ?? []).map((e) => `${e.count} ${e.name}`));
  return `${lines.join('\n')}\n`;
}

/**
 * The decks whose cards put them above Bracket 2, with their lowest bracket and what does it. Most hold one card the
 * panel put on the Game Changers list after the deck was printed (Cyclonic Rift in 2014, Seedborn Muse and Crop
 * Rotation added 2025-10-21, Farewell 2026-02-09) or a card deckcheck's rules-text list reads as mass land denial
 * (From the Ashes, Magus of the Balance, Ruination, Planetary Annihilation). Four Brawl product decks are among the 201
 * (ELD Faerie Schemes holds Smothering Tithe); their bracket is read as Commander's, as the brackets are Commander's only.
 */
const ABOVE_TWO: Readonly<Record<string, 3 | 4>> = {
  'ELD Faerie Schemes': 3,
  'TD0 Enchantress Rubinia': 3,
  'WHO Timey-Wimey': 3,
  'C13 Nature of the Beast': 4,
  'C14 Peer Through Time': 3,
  'C17 Vampiric Bloodlust': 3,
  'C18 Subjective Reality': 4,
  'C19 Faceless Menace': 3,
  'C20 Arcane Maelstrom': 3,
  'C20 Timeless Wisdom': 3,
  'CLB Exit from Exile': 3,
  'CLB Party Time': 4,
  'CMD Counterpunch': 3,
  'CMD Mirror Mastery': 4,
  'CMM Planeswalker Party': 3,
  'EOC World Shaper': 4,
  'FIC Counter Blitz (FINAL FANTASY X)': 3,
  "FIC Counter Blitz Collector's Edition (FINAL FANTASY X)": 3,
  'LTC The Hosts of Mordor': 3,
  "M3C Creative Energy Collector's Edition": 3,
  'M3C Creative Energy': 3,
  'MKC Deadly Disguise': 3,
  'MKC Deep Clue Sea': 3,
  'SLD 20 Ways to Win': 3,
  'SLD Heads I Win, Tails You Lose': 3,
  'TDC Abzan Armor': 3,
  'ZNC Sneak Attack': 3,
};

describe.skipIf(!HAS_SHARED)('the lowest bracket of the Commander product decks (../shared/data/precons)', () => {
  it('201 decks: how many are Bracket 2 or lower, and the cards behind every other', async () => {
    const prepared = await prepareCheck({ format: 'commander', date: '2026-06-30' });
    const above: Record<string, number> = {};
    const byBracket: Record<number, number> = {};
    let gameChangerSteps = 0;
    for (const p of precons) {
      const report = checkTexts(prepared, [{ file: `${p.setCode} ${p.name}`, text: text(p) }]);
      const b = report.units[0]?.decks[0]?.bracket;
      expect(b, `${p.setCode} ${p.name}`).toBeDefined();
      if (!b) continue;
      byBracket[b.lowest] = (byBracket[b.lowest] ?? 0) + 1;
      if (b.lowest > 2) above[`${p.setCode} ${p.name}`] = b.lowest;
      if (b.reasons.some((r) => r.kind === 'game-changers')) gameChangerSteps++;
    }
    expect(precons.length).toBe(201);
    // 174 of the 201 are Bracket 2 or lower by their cards (170 with none of the listed cards at all).
    expect(byBracket).toEqual({ 1: 170, 2: 4, 3: 22, 4: 5 });
    expect(above).toEqual(ABOVE_TWO);
    expect(gameChangerSteps).toBe(22);
  });
});

describe.skipIf(HAS_SHARED)('the lowest bracket of the Commander product decks', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
