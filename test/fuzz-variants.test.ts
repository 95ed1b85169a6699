/**
 * Fuzzing the variants: random decklists and random --schemes / --planes files (seeded, reproducible) under every
 * variant. Nothing may throw; every card line of the separate file is in the supplementary deck or reported; the
 * summary adds up to the cards read.
 */
import { describe, expect, it } from 'vitest';
import { rng } from './helpers.js';
import { checkTexts } from '../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../src/api/node.js';
import { parseTextDeck } from '../src/parse/text.js';
import { VARIANT_IDS } from '../src/variants/variants.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).


const FRAGMENTS = [
  '2 Feed the Machine', '3 feed the machine', '1 I Know All, I See All', '1 Akoum', '2 akoum', '1 Chaotic Aether',
  '1 Morphic Tide', '1 Interplanar Tunnel', '4 Lightning Bolt', '20 Mountain', '1 Ignite the Cloneforge',
  'Schemes', 'Scheme Deck', 'Planes', 'Planar Deck', 'Sideboard', 'Deck', 'Commander', 'SB: 1 Nothing Can Stop Me Now',
  '', '   ', '// comment', 'junk line', '0 Zero', '1 Perhaps You’ve Met My Cohort', '1 [OPC2:9] Akoum', '1',
];

function randomText(next: () => number): string {
  const n = Math.floor(next() * 30);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(FRAGMENTS[Math.floor(next() * FRAGMENTS.length)] ?? '');
  return lines.join(next() < 0.5 ? '\n' : '\r\n');
}

describe('variant fuzz', () => {
  it('random decks and supplementary files never throw, and the numbers add up', async () => {
    const prepared = await Promise.all(VARIANT_IDS.map((variant) => prepareCheck({ builtInCardData: false, variant, date: '2025-01-15' })));
    const next = rng(904);
    for (let round = 0; round < 300; round++) {
      const p = prepared[round % prepared.length];
      if (!p) throw new Error('setup');
      const deck = randomText(next);
      const separate = next() < 0.5 ? randomText(next) : undefined;
      const report = checkTexts(p, [
        { file: 'd.txt', text: deck, ...(separate !== undefined ? { supplementary: { file: 's.txt', text: separate } } : {}) },
      ]);
      expect(report.legal).toBe(report.findings.every((f) => f.severity !== 'error'));
      const summary = report.units[0]?.decks[0]?.supplementary;
      if (!summary) throw new Error('no supplementary summary');
      expect(summary.distinct).toBeLessThanOrEqual(summary.cards);
      expect(summary.other).toBeLessThanOrEqual(summary.cards);
      if (summary.kind === 'planes') expect((summary.planes ?? 0) + (summary.phenomena ?? 0) + summary.other).toBe(summary.cards);
      const kind = summary.kind;
      const own = parseTextDeck(deck, 'd.txt').entries.filter((e) => e.section === kind);
      let fromFile = 0;
      if (separate !== undefined) {
        // Every card line of the separate file is in the supplementary deck, or reported at its line.
        expect(summary.file).toBe('s.txt');
        const reported = new Set(report.findings.filter((f) => f.file === 's.txt').map((f) => f.line));
        for (const e of parseTextDeck(separate, 's.txt', { defaultSection: kind }).entries) {
          if (e.section === kind) fromFile += e.count;
          else expect(reported.has(e.line), `s.txt line ${e.line}`).toBe(true);
        }
      }
      expect(summary.cards).toBe(own.reduce((n, e) => n + e.count, 0) + fromFile);
      for (const f of report.findings) {
        expect(f.rule).toMatch(/^[a-z-]+$/);
        expect(f.message.length).toBeGreaterThan(20);
      }
    }
  });
});
