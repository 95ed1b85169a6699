/** Bytes → text. Pure: no I/O. */
import { Buffer, isUtf8 } from 'node:buffer';
import { decodeWindows1252 } from './windows-1252.js';

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: Encoding;
  /** Set when the bytes were not valid UTF-8 and were read as Windows-1252 instead. */
  readonly fallback: boolean;
}

export class BinaryInputError extends Error {}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function hasNul(bytes: Uint8Array): boolean {
  return asBuffer(bytes).subarray(0, 8192).indexOf(0) >= 0;
}

// Decoders are made once: decoding thousands of decklists should not build thousands of them.
const UTF16LE = new TextDecoder('utf-16le');
const UTF16BE = new TextDecoder('utf-16be');

/**
 * Decode a decklist file. UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such;
 * bytes that are not valid UTF-8 are read as Windows-1252 (what old Windows exporters write) and flagged.
 * A file with NUL bytes and no UTF-16 BOM is not text: BinaryInputError.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const rest = asBuffer(bytes).subarray(3);
    // Invalid sequences after a UTF-8 byte order mark become U+FFFD, as a UTF-8 decoder does.
    return { text: rest.toString('utf8'), encoding: 'utf-8-bom', fallback: false };
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
  const buf = asBuffer(bytes);
  if (isUtf8(buf)) return { text: buf.toString('utf8'), encoding: 'utf-8', fallback: false };
  return { text: decodeWindows1252(buf.toString('latin1')), encoding: 'windows-1252', fallback: true };
}

/** Split text into lines on LF, CRLF or CR. A final line ending does not make an extra empty line. */
export function splitLines(text: string): string[] {
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
