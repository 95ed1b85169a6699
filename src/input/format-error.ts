/**
 * A deck file that cannot be read at all: not well-formed XML, a refused DOCTYPE, an unknown file shape, a JSON
 * document that is not a deck. The CLI reports it in one line and exits 2; the library's checkTexts turns it into a
 * `parse-error` finding instead.
 */

/** `unknown-input-format`: an input format id deckcheck does not know; `unreadable-input`: a file it cannot read. */
export type InputFormatErrorCode = 'unknown-input-format' | 'unreadable-input';

export class InputFormatError extends Error {
  override readonly name = 'InputFormatError';

  constructor(
    readonly file: string,
    /** 1-based line where the problem is, or null when it concerns the whole file. */
    readonly line: number | null,
    readonly reason: string,
    readonly code: InputFormatErrorCode = 'unreadable-input',
  ) {
    super(line === null ? `${file}: ${reason}` : `${file}: line ${line}: ${reason}`);
  }
}
