/** Bytes → text. Pure: no I/O, no Node module (the browser entry decodes dropped files with it too). */
import { decodeWindows1252 } from './windows-1252.js';

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: Encoding;
  /** Set when the bytes were not valid UTF-8 and were read as Windows-1252 instead. */
  readonly fallback: boolean;
}

/** Bytes that are not text (NUL bytes without a UTF-16 byte order mark); `file` is the file's name when one is known. */
export class BinaryInputError extends Error {
  override readonly name = 'BinaryInputError';
  readonly code = 'binary-input' as const;

  constructor(
    message: string,
    readonly file?: string,
  ) {
    super(file === undefined ? message : `${file}: ${message}`);
  }
}

function hasNul(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).indexOf(0) >= 0;
}

// Decoders are made once: decoding thousands of decklists should not build thousands of them. ignoreBOM: a byte order
// mark is handled here, and one after it is text, as Buffer#toString keeps it.
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const UTF8_STRICT = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF16LE = new TextDecoder('utf-16le');
const UTF16BE = new TextDecoder('utf-16be');

/**
 * Decode a decklist file. UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such;
 * bytes that are not valid UTF-8 are read as Windows-1252 (what old Windows exporters write) and flagged.
 * A file with NUL bytes and no UTF-16 BOM is not text: BinaryInputError.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    // Invalid sequences after a UTF-8 byte order mark become U+FFFD, as a UTF-8 decoder does.
    return { text: UTF8.decode(bytes.subarray(3)), encoding: 'utf-8-bom', fallback: false };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: UTF16LE.decode(bytes.subarray(2)), encoding: 'utf-16le', fallback: false };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: UTF16BE.decode(bytes.subarray(2)), encoding: 'utf-16be', fallback: false };
  }
  if (hasNul(bytes)) {
    throw new BinaryInputError('contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)');
  }
  const utf8 = strictUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8', fallback: false };
  return { text: decodeWindows1252(latin1(bytes)), encoding: 'windows-1252', fallback: true };
}

/** The bytes as UTF-8, or undefined when they are not valid UTF-8. */
function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return UTF8_STRICT.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Each byte as the character of that code (Latin-1), a block at a time (fromCharCode takes a bounded argument list). */
function latin1(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += 8192) parts.push(String.fromCharCode(...bytes.subarray(at, at + 8192)));
  return parts.join('');
}

/** Split text into lines on LF, CRLF or CR. A final line ending does not make an extra empty line. */
export function splitLines(text: string): string[] {
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
