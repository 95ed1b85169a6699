/**
 * The tables the card database's reader finds printings and card-line fields in by their bytes (facts-codec.ts,
 * AsciiTable): the hash keeps to 30 bits (a small integer to V8, never a boxed number), and strings whose hashes are
 * the same are still told apart by their bytes.
 */
import { describe, expect, it } from 'vitest';
import { AsciiTable, asciiHash, PrintingTable } from '../../src/db/facts-codec.js';

const bytes = (s: string): Buffer => Buffer.from(s, 'utf8');

describe('asciiHash', () => {
  it('keeps to 30 bits for every string (seeded printing strings and field texts), -1 for a non-ASCII byte', () => {
    let high = 0;
    for (let i = 0; i < 20_000; i++) {
      const b = bytes(`S${i.toString(36).toUpperCase()}|${'cumr'[i % 4]}|pm|${i % 7 === 0 ? 'P' : ''}||`);
      const h = asciiHash(b, 0, b.length);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThanOrEqual(0x3fffffff);
      // What the hash was before it was cut: about three quarters of these strings have a 32-bit hash of 2^30 or more.
      let full = 0x811c9dc5;
      for (const c of b) full = Math.imul(full ^ c, 0x01000193);
      if (full >>> 0 > 0x3fffffff) high++;
      expect(h).toBe((full >>> 0) & 0x3fffffff);
    }
    expect(high).toBeGreaterThan(10_000);
    expect(asciiHash(bytes('Æther|c|pm|||'), 0, bytes('Æther|c|pm|||').length)).toBe(-1);
  });
});

describe('AsciiTable', () => {
  it('tells apart strings given the same hash, and makes each value once', () => {
    const made: string[] = [];
    const table = new AsciiTable((text) => {
      made.push(text);
      return { text };
    }, 100);
    const a = bytes('Instant');
    const b = bytes('Creature');
    expect(table.get(a, 0, a.length, 7)).toEqual({ text: 'Instant' });
    expect(table.get(b, 0, b.length, 7)).toEqual({ text: 'Creature' });
    expect(table.get(a, 0, a.length, 7)).toBe(table.get(a, 0, a.length, 7));
    expect(made).toEqual(['Instant', 'Creature']);
  });

  it('a printing found by its bytes is the one its string gives', () => {
    const table = new PrintingTable();
    const b = bytes('M10|c|pm|||');
    expect(table.get(b, 0, b.length, asciiHash(b, 0, b.length))).toEqual(table.of('M10|c|pm|||'));
  });
});
