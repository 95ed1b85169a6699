/** The parse-error finding every reader makes, and how a line is quoted in it (whole up to 60 characters). */
import { describe, expect, it } from 'vitest';
import { parseError, PARSE_ERROR_REFERENCE, quote } from '../../src/parse/parse-error.js';

describe('parseError', () => {
  it('at a line: column 1, an error unless told', () => {
    expect(parseError('d.txt', 3, 'line 3: x.')).toEqual({
      rule: 'parse-error',
      severity: 'error',
      message: 'line 3: x.',
      file: 'd.txt',
      line: 3,
      column: 1,
      reference: PARSE_ERROR_REFERENCE,
      related: [],
    });
    expect(PARSE_ERROR_REFERENCE).toBe('deckcheck decklist syntax (README, "Decklist syntax")');
  });

  it('for the whole file: no line and no column; a warning when asked', () => {
    expect(parseError('d.txt', null, 'empty.', 'warning')).toMatchObject({ severity: 'warning', line: null, column: null });
  });
});

describe('quote', () => {
  it.each([
    ['', '""'],
    ['a "b"', '"a \\"b\\""'],
    ['x'.repeat(60), `"${'x'.repeat(60)}"`],
    ['x'.repeat(61), `"${'x'.repeat(57)}..."`],
  ])('%j', (s, want) => {
    expect(quote(s)).toBe(want);
  });
});
