/** Reading one decklist file for the checker (`check`, `event`, and the worker threads of `--jobs`). */
import type { DeckText } from '../api/engine.js';
import { readDeck as parseDeckFile } from '../input/detect.js';
import { InputFormatError } from '../input/format-error.js';
import { InputError, readTextFile } from '../input/read.js';
import type { Finding } from '../diagnostic.js';
import { noDecklistDeck, unreadableDeck } from '../parse/parse-error.js';
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

/** Read and parse one decklist file in its detected input format (or `inputFormat`); throws what reading throws. */
function parseFile(file: InputFile, player: string | undefined, inputFormat: string | undefined): DeckText {
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
}

/**
 * Read and parse one decklist file (`sheet`, `diff`). A file that cannot be read, or whose shape deckcheck does not
 * know, stops the run (exit 2).
 */
export function readDeck(file: InputFile, player?: string, inputFormat?: string): DeckText {
  try {
    return parseFile(file, player, inputFormat);
  } catch (e) {
    if (e instanceof InputError || e instanceof InputFormatError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * As readDeck, for the checker (`check`, `event`, the worker threads of `--jobs`): a file that cannot be read becomes
 * a deck with one `parse-error` finding that no rule checks (unreadableDeck), so that one bad file among many is
 * reported with the rest and the others are still checked.
 */
export function readDeckOrUnreadable(file: InputFile, player?: string, inputFormat?: string): DeckText {
  try {
    return parseFile(file, player, inputFormat);
  } catch (e) {
    let parsed;
    if (e instanceof InputError) parsed = unreadableDeck(file.shown, null, e.reason);
    else if (e instanceof InputFormatError) parsed = unreadableDeck(file.shown, e.line, e.reason);
    else throw e;
    return { file: file.shown, text: '', parsed, ...(player !== undefined ? { player } : {}) };
  }
}

/**
 * A player of an event whose decklist the manifest names but cannot be read: a deck that could not be read (its one
 * `parse-error` finding, `unreadable` in the report, the unit not fully checked), whose message begins "No decklist".
 * The other players are checked as usual.
 */
export function noDecklist(file: InputFile, missing: string, player?: string): DeckText {
  return { file: file.shown, text: '', parsed: noDecklistDeck(file.shown, missing), ...(player !== undefined ? { player } : {}) };
}
