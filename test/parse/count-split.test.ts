import { describe, expect, it } from 'vitest';
import { splitCountLine } from '../../src/parse/text.js';
import { rng } from '../helpers.js';

// The expression the hand-written scanner stands in for. The scanner must agree with it on every line.
const CARD_LINE = /^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$/;

function viaExpression(t: string): { sideboard: boolean; digits: string; rest: string } | undefined {
  const m = CARD_LINE.exec(t);
  return m ? { sideboard: m[1] !== undefined, digits: m[2] ?? '', rest: m[3] ?? '' } : undefined;
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
