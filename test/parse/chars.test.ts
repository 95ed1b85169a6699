import { describe, expect, it } from 'vitest';
import { isAsciiBlank, isAsciiLetter, isCodeChar, isDigit, isNumberChar, isSpaceOrTab, isVisibleAscii } from '../../src/parse/chars.js';

// Every UTF-16 code unit: a fast path that misjudged one would fall back to the slow expression and go unnoticed.
const CLASSES: [string, (c: number) => boolean, RegExp][] = [
  ['isSpaceOrTab', isSpaceOrTab, /^[ \t]$/],
  ['isDigit', isDigit, /^\d$/],
  ['isCodeChar', isCodeChar, /^[A-Za-z0-9_]$/],
  ['isNumberChar', isNumberChar, /^[A-Za-z0-9*+-]$/],
  ['isAsciiBlank', isAsciiBlank, /^[ \t\v\f\r\n]$/],
  ['isAsciiLetter', isAsciiLetter, /^[A-Za-z]$/],
  ['isVisibleAscii', isVisibleAscii, /^[!-~]$/],
];

describe('character classes of the text reader', () => {
  it.each(CLASSES)('%s is exactly its expression on every code unit', (_name, fn, re) => {
    const wrong: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (fn(c) !== re.test(String.fromCharCode(c))) wrong.push(`U+${c.toString(16).padStart(4, '0')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the blanks are the ASCII characters that trim() removes', () => {
    for (let c = 0; c < 128; c++) expect(isAsciiBlank(c), `U+${c.toString(16)}`).toBe(String.fromCharCode(c).trim() === '');
  });
});
