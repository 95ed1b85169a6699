/**
 * Character classes of the text reader's hand-written fast paths, by UTF-16 code unit. Each is exactly the class of a
 * regular expression the reader also uses (a test compares them on every code unit): a fast path
 * that judged a character wrongly would fall back to the expression and hide the mistake as slowness.
 */

export const SPACE = 32;
export const TAB = 9;

/** `[ \t]` */
export function isSpaceOrTab(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** `[0-9]` (`\d`) */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `[A-Za-z0-9_]`: a set code character. */
export function isCodeChar(c: number): boolean {
  return isDigit(c) || isAsciiLetter(c) || c === 95;
}

/** `[A-Za-z0-9*+-]`: the ASCII characters of a collector number (numbers may also hold ★ or †). */
export function isNumberChar(c: number): boolean {
  return isDigit(c) || isAsciiLetter(c) || c === 42 || c === 43 || c === 45;
}

/** `[ \t\v\f\r\n]`: the blank characters that trim() removes and that are ASCII. */
export function isAsciiBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === 11 || c === 12 || c === 13 || c === 10;
}

/** `[!-~]`: printable ASCII, not a space. */
export function isVisibleAscii(c: number): boolean {
  return c > SPACE && c < 127;
}

/** `[A-Za-z]` */
export function isAsciiLetter(c: number): boolean {
  const l = c | 0x20;
  return l >= 97 && l <= 122;
}
