/**
 * Card-line splitting (`splitCountLine`) and the text reader's two hand-written scanners, held to the expressions they
 * stand for and to the shapes they exist for. Each may decline a line (undefined), which the expression then reads; these tests check that (1) whatever a
 * scanner decides agrees with the expression, also when the line sits inside a longer text, and (2) it does decide
 * the lines real exports write, so that those never pay for the expression.
 */
import { describe, expect, it } from 'vitest';
import { arenaSuffixFast, scanCountLineFast, splitCountLine } from '../../src/parse/text.js';
import { rng } from '../helpers.js';

const CARD_LINE = /^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$/;
const ARENA_SUFFIX = /\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★*+†-]+))?$/;

function viaExpression(t: string): { sideboard: boolean; digits: string; rest: string } | undefined {
  const m = CARD_LINE.exec(t);
  return m ? { sideboard: m[1] !== undefined, digits: m[2] ?? '', rest: m[3] ?? '' } : undefined;
}

function suffixViaExpression(rest: string): { index: number; set: string; num: string | undefined } | null {
  const m = ARENA_SUFFIX.exec(rest);
  return m?.[1] !== undefined ? { index: m.index, set: m[1], num: m[2] } : null;
}

function pick<T>(next: () => number, xs: readonly T[]): T {
  return xs[Math.floor(next() * xs.length)] as T;
}

describe('splitCountLine', () => {
  it.each([
    ['4 Lightning Bolt', { sideboard: false, digits: '4', rest: 'Lightning Bolt' }],
    ['4x Lightning Bolt', { sideboard: false, digits: '4', rest: 'Lightning Bolt' }],
    ['4 X Name', { sideboard: false, digits: '4', rest: 'Name' }],
    ['4 Xenagos, the Reveler', { sideboard: false, digits: '4', rest: 'Xenagos, the Reveler' }],
    ['4 xName', { sideboard: false, digits: '4', rest: 'xName' }],
    ['4 x', { sideboard: false, digits: '4', rest: 'x' }],
    ['SB: 2 Duress', { sideboard: true, digits: '2', rest: 'Duress' }],
    ['SB:2 Duress', { sideboard: true, digits: '2', rest: 'Duress' }],
    ['12\tIsland', { sideboard: false, digits: '12', rest: 'Island' }],
    ['4\u00a0Æther Vial', { sideboard: false, digits: '4', rest: 'Æther Vial' }],
    ['4 Æther Vial', { sideboard: false, digits: '4', rest: 'Æther Vial' }],
    ['0004 Opt', { sideboard: false, digits: '0004', rest: 'Opt' }],
    ['4xName', undefined],
    ['4Name', undefined],
    ['SB 2 Duress', undefined],
    ['sb: 2 Duress', undefined],
    ['Sideboard', undefined],
    ['4 Bad\u2028Name', undefined],
  ])('%j', (line, expected) => {
    expect(splitCountLine(line)).toEqual(expected);
    expect(viaExpression(line)).toEqual(expected);
  });

  it('agrees with the expression on 50,000 generated lines', () => {
    const next = rng(7);
    const pieces = ['SB:', ' ', '  ', '\t', '\u00a0', '\u2028', '\v', 'x', 'X', '4', '12', '0', 'S', 'B', ':', 'Opt', 'Æ', '(M21)', '#', '-', ''];
    for (let n = 0; n < 50_000; n++) {
      let line = '';
      const len = 1 + Math.floor(next() * 7);
      for (let k = 0; k < len; k++) line += pieces[Math.floor(next() * pieces.length)];
      const t = line.trim();
      expect(splitCountLine(t), JSON.stringify(t)).toEqual(viaExpression(t));
    }
  });
});

describe('scanCountLineFast', () => {
  it.each([
    ['4 Lightning Bolt', '4', 'Lightning Bolt', false],
    ['4x Lightning Bolt', '4', 'Lightning Bolt', false],
    ['4X Lightning Bolt', '4', 'Lightning Bolt', false],
    ['4 x Lightning Bolt', '4', 'Lightning Bolt', false],
    ['4\tx\tLightning Bolt', '4', 'Lightning Bolt', false],
    ['4  X  Name', '4', 'Name', false],
    ['4 Xenagos, the Reveler', '4', 'Xenagos, the Reveler', false],
    ['2\txanthic Statue', '2', 'xanthic Statue', false],
    ['12\tIsland', '12', 'Island', false],
    ['0004 Opt', '0004', 'Opt', false],
    ['1 "Ach! Hans, Run!"', '1', '"Ach! Hans, Run!"', false],
    ['1 ~', '1', '~', false],
    ['SB: 2 Duress', '2', 'Duress', true],
    ['SB:2 Duress', '2', 'Duress', true],
    ['SB:\t 15x Plains', '15', 'Plains', true],
  ])('reads %j by hand', (line, digits, rest, sideboard) => {
    expect(scanCountLineFast(line, 0, line.length, false)).toBe(true);
    expect(scanCountLineFast(line, 0, line.length, true)).toBe(true);
    expect(splitCountLine(line)).toEqual({ sideboard, digits, rest });
    expect(viaExpression(line)).toEqual({ sideboard, digits, rest });
  });

  it.each(['Sideboard', 'S', 'SB', 'Sb: 2 Duress', 'SX: 2 Duress', 'Lightning Bolt', '', 'x 4 Opt', '4 Bad\u2028Name', '4 Bad\u2029Name'])(
    'turns down %j by hand',
    (line) => {
      expect(scanCountLineFast(line, 0, line.length, true)).toBe(false);
      expect(viaExpression(line)).toBeUndefined();
    },
  );

  it.each(['4xName', '4Name', '4', '4 x', '4x', '4\u00a0Æther Vial', '4 \u00a0Name', 'SB:', 'SB: Duress', '4x\u00a0Name', '4 Æther Vial'])(
    'leaves %j to the expression',
    (line) => {
      expect(scanCountLineFast(line, 0, line.length, true)).toBeUndefined();
    },
  );

  it('never reads outside its part of a longer text, and agrees with the expression wherever it decides', () => {
    const next = rng(11);
    const pieces = ['SB:', ' ', '  ', '\t', '\u00a0', '\u2028', 'x', 'X', '4', '12', '0', 'S', 'B', ':', 'Opt', 'Æ', '(M21)', '-'];
    // Padding that would extend a count, blank run, "x" or "SB:" if the scanner read past its bounds.
    const pads = ['', '7', ' ', '\t', 'x', 'S', 'SB:', ' 9', '9 ', 'B:'];
    let decided = 0;
    for (let n = 0; n < 30_000; n++) {
      let line = '';
      const len = 1 + Math.floor(next() * 6);
      for (let k = 0; k < len; k++) line += pick(next, pieces);
      line = line.trim();
      const before = pick(next, pads);
      const after = pick(next, pads);
      const text = before + line + after;
      const start = before.length;
      const end = start + line.length;
      const expected = viaExpression(line);
      const fast = scanCountLineFast(text, start, end, true);
      if (fast !== undefined) {
        decided++;
        expect(fast, JSON.stringify([before, line, after])).toBe(expected !== undefined);
      }
      expect(splitCountLine(text, start, end), JSON.stringify([before, line, after])).toEqual(expected);
    }
    // Most generated lines are decided by hand: the scanner is not declining everything.
    expect(decided).toBeGreaterThan(15_000);
  });
});

describe('arenaSuffixFast', () => {
  it.each([
    ['Lightning Bolt (M21) 162', 14, 'M21', '162'],
    ['Lightning Bolt (M21)', 14, 'M21', undefined],
    ['Lightning Bolt\t(M21)\t162', 14, 'M21', '162'],
    ['Lightning Bolt  (2XM) 117', 14, '2XM', '117'],
    ['Fire // Ice (MH2) 290a', 11, 'MH2', '290a'],
    ['Opt (PLST) XLN-65', 3, 'PLST', 'XLN-65'],
    ['Opt (PRM_AB) 1*', 3, 'PRM_AB', '1*'],
    ['Opt (ABCDEFGH) 1', 3, 'ABCDEFGH', '1'],
    ['Opt (AB) 1', 3, 'AB', '1'],
    ['Opt (AB)', 3, 'AB', undefined],
    ['Æther Vial (DST) 91', 10, 'DST', '91'],
    ['Forest (ZNR) 280+', 6, 'ZNR', '280+'],
    [' (M21)', 0, 'M21', undefined],
  ])('reads %j by hand', (rest, index, set, num) => {
    expect(arenaSuffixFast(rest)).toEqual({ index, set, num });
    expect(suffixViaExpression(rest)).toEqual({ index, set, num });
  });

  it.each([
    'Lightning Bolt',
    'Lightning Bolt (M21',
    'Lightning Bolt M21) 162',
    'Lightning Bolt(M21) 162',
    'Lightning Bolt (M21)162',
    'Opt (A) 1',
    'Opt (ABCDEFGHI) 1',
    'Opt (M21) 162★',
    'Opt\u00a0(M21) 162',
    'Opt (M21)\u00a0162',
    'Opt\u3000(M21)',
    'Opt (M-1) 1',
    '(M21) 162',
    '(M21)',
  ])('leaves %j to the expression', (rest) => {
    expect(arenaSuffixFast(rest)).toBeUndefined();
  });

  it('agrees with the expression wherever it decides', () => {
    const next = rng(13);
    const pieces = ['Opt', ' ', '\t', '\u00a0', '(', ')', 'M21', 'A', 'ABCDEFGH', '_', '162', 'a', '★', '-', '*', 'Æ', '//'];
    let decided = 0;
    for (let n = 0; n < 30_000; n++) {
      let rest = '';
      const len = 1 + Math.floor(next() * 8);
      for (let k = 0; k < len; k++) rest += pick(next, pieces);
      if (next() < 0.5) rest += ` (${pick(next, ['M21', 'AB', 'ABCDEFGH', 'PLST', 'A', 'ABCDEFGHI'])})`;
      if (next() < 0.5) rest += pick(next, [' 162', '\t7', ' 290a', ' XLN-65', ' 1★', '162', '  3']);
      const fast = arenaSuffixFast(rest);
      if (fast !== undefined) {
        decided++;
        expect(fast, JSON.stringify(rest)).toEqual(suffixViaExpression(rest));
      }
    }
    expect(decided).toBeGreaterThan(5_000);
  });
});
