/**
 * Fuzzing: random decklists (seeded, reproducible) through decode → parse → check, in every format and as teams.
 * Nothing may throw, and every non-blank line must be understood (a card, header, comment, label) or reported.
 */
import { describe, expect, it } from 'vitest';
import { rng } from './helpers.js';
import { checkTexts } from '../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../src/api/node.js';
import { BinaryInputError, decodeText, splitLines } from '../src/input/decode.js';
import { headerSection, isGroupLabel, parseTextDeck } from '../src/parse/text.js';
import { FORMAT_IDS, findFormat } from '../src/formats/formats.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

/** 2026-09-01 (after the first day of every list, the Brawl family's included), or a retired format's last day (Extended). */
function dayFor(format: string): string {
  return findFormat(format)?.lastDay?.day ?? '2026-09-01';
}


const FRAGMENTS = [
  '4 Lightning Bolt', '4x Oko, Thief of Crowns', 'SB: 2 Black Lotus', 'Sideboard', 'Deck', 'Companion', 'Commander',
  '// comment', '# tag', '', '   ', '1 Fire/Ice', '2 Fire // Ice', '3 Nazgûl', '10 Relentless Rats', '20 Mountain',
  '0 Nothing', '99999999 Huge', '4', 'SB:', '[main]', '[sideboard]', 'Creatures (4)', '1 Name (SET) 12 *F* #x',
  '\u0000', '\uFEFF4 Opt', '4 \u202EReversed', '1 ' + 'x'.repeat(3000), '—', '1 [M11:149]', '1 |M11', '1 <v>',
  'About', 'Name', 'Name My Deck', 'Schemes', 'Planes', '2 Feed the Machine', '4 Seven Dwarves', '1 Once More with Feeling',
];

function randomDeck(next: () => number): string {
  const lines: string[] = [];
  const n = Math.floor(next() * 40);
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.75) lines.push(FRAGMENTS[Math.floor(next() * FRAGMENTS.length)] ?? '');
    else {
      const len = Math.floor(next() * 30);
      let s = '';
      for (let j = 0; j < len; j++) s += String.fromCharCode(Math.floor(next() * (next() < 0.8 ? 128 : 0x3000)));
      lines.push(s);
    }
  }
  const eol = ['\n', '\r\n', '\r'][Math.floor(next() * 3)] ?? '\n';
  return lines.join(eol);
}

/** A day every format's list covers (the Commander-family lists other than Commander's begin on 2026-08-22). */

describe('fuzz', () => {
  it('random decklists never throw and every line is understood or reported', async () => {
    const prepared = await Promise.all(
      FORMAT_IDS.map((format) => prepareCheck({ builtInCardData: false, format, date: dayFor(format), team: false })),
    );
    const teams = await Promise.all(
      FORMAT_IDS.map((format) => prepareCheck({ builtInCardData: false, format, date: dayFor(format), team: true, teamOverrides: 'strict' })),
    );
    const next = rng(20261129);
    for (let round = 0; round < 400; round++) {
      const a = randomDeck(next);
      const b = randomDeck(next);
      const parsed = parseTextDeck(a, 'a.txt');
      const lines = splitLines(a);
      const understood = new Set(parsed.entries.map((e) => e.line));
      const reported = new Set(parsed.diagnostics.map((d) => d.line));
      lines.forEach((raw, i) => {
        const t = raw.replace(/^\uFEFF/, '').trim();
        if (t === '' || t.startsWith('//') || t.startsWith('#')) return;
        if (headerSection(t) !== undefined || isGroupLabel(t) || /^name\s+/i.test(t)) return;
        expect(understood.has(i + 1) || reported.has(i + 1), `line ${i + 1}: ${JSON.stringify(raw)}`).toBe(true);
      });
      const k = round % FORMAT_IDS.length;
      const single = prepared[k];
      const team = teams[k];
      if (!single || !team) throw new Error('setup');
      const r1 = checkTexts(single, [{ file: 'a.txt', text: a }]);
      const r2 = checkTexts(team, [
        { file: 'a.txt', text: a },
        { file: 'b.txt', text: b },
      ]);
      for (const r of [r1, r2]) {
        expect(r.legal).toBe(r.findings.every((f) => f.severity !== 'error'));
        for (const f of r.findings) {
          expect(f.rule).toMatch(/^[a-z-]+$/);
          expect(f.message.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('random bytes decode to text or a clear binary error', () => {
    const next = rng(7);
    for (let i = 0; i < 500; i++) {
      const bytes = new Uint8Array(Math.floor(next() * 64)).map(() => Math.floor(next() * 256));
      try {
        const d = decodeText(bytes);
        expect(typeof d.text).toBe('string');
        parseTextDeck(d.text, 'x.txt');
      } catch (e) {
        expect(e).toBeInstanceOf(BinaryInputError);
      }
    }
  });
});
