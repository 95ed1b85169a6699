/** `parse-error` findings: the one shape every reader uses for a line it could not understand. */
import type { Finding } from '../diagnostic.js';
import type { ParsedDeck } from './types.js';

export const PARSE_ERROR_REFERENCE = 'deckcheck decklist syntax (README, "Decklist syntax")';

/** A `parse-error` finding at a line (or the whole file when `line` is null). */
export function parseError(
  file: string,
  line: number | null,
  message: string,
  severity: 'error' | 'warning' = 'error',
): Finding {
  return {
    rule: 'parse-error',
    severity,
    message,
    file,
    line,
    column: line === null ? null : 1,
    reference: PARSE_ERROR_REFERENCE,
    related: [],
  };
}

/**
 * A deck whose file could not be read at all: no entries, one `parse-error` finding (at `line`, or the whole file),
 * and `unreadable` set so that no rule checks it (an empty deck is not a deck that was checked).
 */
export function unreadableDeck(file: string, line: number | null, reason: string): ParsedDeck {
  const message = line === null ? reason : `line ${line}: ${reason}`;
  return { file, entries: [], sectionLines: {}, diagnostics: [parseError(file, line, message)], unreadable: message };
}

/** A line shown in a message: quoted, and cut to 60 characters. */
export function quote(s: string): string {
  const shown = s.length > 60 ? `${s.slice(0, 57)}...` : s;
  return JSON.stringify(shown);
}
