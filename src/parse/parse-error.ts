/** `parse-error` findings: the one shape every reader uses for a line it could not understand. */
import type { Finding } from '../diagnostic.js';

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

/** A line shown in a message: quoted, and cut to 60 characters. */
export function quote(s: string): string {
  const shown = s.length > 60 ? `${s.slice(0, 57)}...` : s;
  return JSON.stringify(shown);
}
