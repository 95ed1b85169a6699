/** Reading input files from disk. The only I/O below the CLI. */
import { readFileSync } from 'node:fs';
import { BinaryInputError, decodeText, type DecodedText } from './decode.js';

import { inputTooLarge, MAX_INPUT_BYTES } from './limits.js';

export { MAX_INPUT_BYTES } from './limits.js';

/** A file that could not be read at all: the CLI reports it and exits 2. */
export class InputError extends Error {
  constructor(
    readonly file: string,
    /** What is wrong, without the file name. */
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

/** Options made once: given a string, readFileSync would copy its defaults into a new object for every file. */
const UTF8 = { encoding: 'utf8', flag: 'r' } as const;

/**
 * Read and decode a decklist file. Most files are plain UTF-8, and Node reads those straight into a string; only a
 * file whose text shows a byte order mark, a NUL or a replacement character (invalid UTF-8, or UTF-16) is read again
 * as bytes and decoded by decodeText, which gives the same text for everything the straight read accepts.
 */
export function readTextFile(absPath: string, displayPath: string): DecodedText {
  let text: string;
  try {
    text = readFileSync(absPath, UTF8);
  } catch (e) {
    throw new InputError(displayPath, describeFsError(e));
  }
  if (text.length <= MAX_INPUT_BYTES / 4 && text.charCodeAt(0) !== 0xfeff && !text.includes('\0') && !text.includes('\uFFFD')) {
    return { text, encoding: 'utf-8', fallback: false };
  }
  return readBytes(absPath, displayPath);
}

function readBytes(absPath: string, displayPath: string): DecodedText {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(absPath);
  } catch (e) {
    throw new InputError(displayPath, describeFsError(e));
  }
  const tooLarge = inputTooLarge(bytes.length, 'bytes');
  if (tooLarge !== undefined) throw new InputError(displayPath, tooLarge);
  try {
    return decodeText(bytes);
  } catch (e) {
    if (e instanceof BinaryInputError) throw new InputError(displayPath, e.message);
    throw e;
  }
}

/** What a file-system error means for a user, and what to do ("no such file; check the path"). */
export function describeFsError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file; check the path';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied; check that the file is readable';
    case 'EISDIR':
      return 'is a directory, not a decklist file; name the files inside it';
    default:
      return `could not be read (${code || (e instanceof Error ? e.message : String(e))})`;
  }
}
