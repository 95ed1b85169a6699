/**
 * Windows-1252 (the WHATWG Encoding Standard's index-windows-1252, https://encoding.spec.whatwg.org/#windows-1252):
 * the characters of bytes 0x80–0x9F, where it differs from Latin-1. The five bytes it leaves undefined (0x81, 0x8D,
 * 0x8F, 0x90, 0x9D) keep their C1 control, as the standard says. Every other byte is its Latin-1 character. Written
 * out here because Node's TextDecoder reads "windows-1252" as Latin-1 where Node is built without full ICU data.
 */
export const WINDOWS_1252_HIGH: readonly string[] = [
  '\u20ac', '\u0081', '\u201a', '\u0192', '\u201e', '\u2026', '\u2020', '\u2021',
  '\u02c6', '\u2030', '\u0160', '\u2039', '\u0152', '\u008d', '\u017d', '\u008f',
  '\u0090', '\u2018', '\u2019', '\u201c', '\u201d', '\u2022', '\u2013', '\u2014',
  '\u02dc', '\u2122', '\u0161', '\u203a', '\u0153', '\u009d', '\u017e', '\u0178',
];

const C1 = /[\u0080-\u009f]/g;

/** Bytes read as Windows-1252, the same on every Node version and build. */
export function decodeWindows1252(latin1: string): string {
  return latin1.replace(C1, (ch) => WINDOWS_1252_HIGH[ch.charCodeAt(0) - 0x80] ?? ch);
}
