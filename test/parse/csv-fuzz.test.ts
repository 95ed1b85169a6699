/**
 * Fuzzing the CSV reader and the pool check (seeded, reproducible): nothing throws, and in files without quotes
 * every non-blank row is the header, a card, or reported.
 */
import { describe, expect, it } from 'vitest';
import { rng } from '../helpers.js';
import { checkTexts, preparePool, SettingsError } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { splitLines } from '../../src/input/decode.js';
import { parseCsvDeck } from '../../src/parse/csv.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).


const HEADERS = [
  'Quantity,Name,Set code',
  'Count,Tradelist Count,Name,Edition',
  'Card,Set ID,Quantity',
  'Qty;Card Name;Set',
  'Quantity,Name,Simple Name',
  'Name,Colour',
  '"sep=,"\nFolder Name,Quantity,Trade Quantity,Card Name',
  '',
];
const CELLS = ['1', '2', '0', '-3', 'x', '', ' ', 'Opt', 'Forest', 'Snow-Covered Island', 'Nazgûl', 'Fire // Ice', '99999999', 'KHM', '\u0000', '—'];
const QUOTED = ['"Koma, Cosmos Serpent"', '"a ""b"""', '"open', 'x"y', '"multi\nline"'];

function randomCsv(next: () => number, quotes: boolean): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const lines: string[] = [pick(HEADERS)];
  const n = Math.floor(next() * 25);
  for (let i = 0; i < n; i++) {
    const width = Math.floor(next() * 6);
    const cells: string[] = [];
    for (let j = 0; j < width; j++) cells.push(quotes && next() < 0.15 ? pick(QUOTED) : pick(CELLS));
    lines.push(cells.join(next() < 0.9 ? ',' : ';'));
  }
  return lines.join(pick(['\n', '\r\n', '\r']));
}

describe('CSV fuzz', () => {
  it('files without quotes: every non-blank row is the header, a card, or reported', () => {
    const next = rng(4242);
    for (let round = 0; round < 300; round++) {
      const text = randomCsv(next, false);
      const deck = parseCsvDeck(text, 'f.csv');
      const lines = splitLines(text);
      const seen = new Set<number | null>([...deck.entries.map((e) => e.line), ...deck.diagnostics.map((d) => d.line)]);
      const header = lines.findIndex((l) => l.trim() !== '' && !/^"?sep=/i.test(l.trim())) + 1;
      const unreadableHeader = deck.diagnostics.some((d) => /CSV header/.test(d.message));
      lines.forEach((line, i) => {
        const n = i + 1;
        if (n <= header || unreadableHeader) return;
        if (line.split(/[,;]/).every((c) => c.trim() === '')) return;
        expect(seen.has(n), `round ${round}, line ${n}: ${JSON.stringify(line)}`).toBe(true);
      });
      for (const e of deck.entries) {
        expect(Number.isInteger(e.count) && e.count > 0).toBe(true);
        expect(e.name.trim()).not.toBe('');
      }
    }
  });

  it('files with quotes never throw, and pools from them check without throwing', async () => {
    const next = rng(777);
    const prepared = await prepareCheck({ builtInCardData: false, format: 'sealed', date: '2025-01-15', team: true });
    for (let round = 0; round < 200; round++) {
      const text = randomCsv(next, true);
      const lineCount = splitLines(text).length;
      const deck = parseCsvDeck(text, 'f.csv');
      for (const d of deck.diagnostics) if (d.line !== null) expect(d.line).toBeLessThanOrEqual(lineCount);
      for (const e of deck.entries) expect(e.line).toBeLessThanOrEqual(lineCount);
      let pool;
      try {
        pool = preparePool(prepared, { file: 'f.csv', text });
      } catch (e) {
        expect(e).toBeInstanceOf(SettingsError);
        continue;
      }
      const report = checkTexts(
        prepared,
        [
          { file: 'a.txt', text: '20 Forest\n2 Opt\n1 Snow-Covered Island\n' },
          { file: 'b.txt', text: '3 Fire // Ice\n1 Nazgul\n' },
        ],
        pool,
      );
      expect(report.legal).toBe(report.findings.every((f) => f.severity !== 'error'));
      expect(report.units[0]?.pool?.sideboard).toBe(report.units[0]?.pool?.unused.reduce((n, c) => n + c.count, 0));
    }
  });
});
