/** The error importCardData and `deckcheck db import` refuse with (a module of its own: both entries export the class). */

/**
 * The import could not be done; the message names the file and what to do (the previous database is unchanged).
 * `code` is always `card-data-refused`: the sentence says which refusal (too large, not card data, damaged gzip, …).
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly code = 'card-data-refused' as const;
}
