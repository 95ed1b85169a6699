/** Bytes → text. Pure: no I/O. */

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: Encoding;
  /** Set when the bytes were not valid UTF-8 and were read as Windows-1252 instead. */
  readonly fallback: boolean;
}

export class BinaryInputError extends Error {}

function hasNul(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  return false;
}

/**
 * Decode a decklist file. UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such;
 * bytes that are not valid UTF-8 are read as Windows-1252 (what old Windows exporters write) and flagged.
 * A file with NUL bytes and no UTF-16 BOM is not text: BinaryInputError.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom', fallback: false };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', fallback: false };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be', fallback: false };
  }
  if (hasNul(bytes)) {
    throw new BinaryInputError('contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)');
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', fallback: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252', fallback: true };
  }
}

/** Split text into lines on LF, CRLF or CR. A final line ending does not make an extra empty line. */
export function splitLines(text: string): string[] {
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
