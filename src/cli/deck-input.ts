/** Reading one decklist file for the checker (`check`, `event`, and the worker threads of `--jobs`). */
import type { DeckText } from '../api.js';
import { readDeck as parseDeckFile } from '../input/detect.js';
import { InputFormatError } from '../input/format-error.js';
import { InputError, readTextFile } from '../input/read.js';
import type { Finding } from '../diagnostic.js';
import type { InputFile } from './inputs.js';
import { UsageError } from './io.js';

export function encodingFinding(file: string): Finding {
  return {
    rule: 'parse-error',
    severity: 'warning',
    message: 'The file is not valid UTF-8; it was read as Windows-1252. If names look wrong, save the file as UTF-8.',
    file,
    line: null,
    reference: 'deckcheck decklist syntax (README, "Decklist syntax")',
    related: [],
  };
}

/**
 * Read and parse one decklist file for the checker, in its detected input format (or `inputFormat`). A file that
 * cannot be read, or whose shape deckcheck does not know, stops the run (exit 2).
 */
export function readDeck(file: InputFile, player?: string, inputFormat?: string): DeckText {
  try {
    const decoded = readTextFile(file.abs, file.shown);
    const { deck } = parseDeckFile(decoded.text, file.shown, inputFormat);
    const parsed = decoded.fallback ? { ...deck, diagnostics: [encodingFinding(file.shown), ...deck.diagnostics] } : deck;
    return {
      file: file.shown,
      text: decoded.text,
      parsed,
      ...(player !== undefined ? { player } : {}),
      ...(inputFormat !== undefined ? { inputFormat } : {}),
    };
  } catch (e) {
    if (e instanceof InputError || e instanceof InputFormatError) throw new UsageError(e.message);
    throw e;
  }
}
