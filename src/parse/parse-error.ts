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

/** How the message of a player's missing decklist begins (an event's manifest names a file that cannot be read). */
export const NO_DECKLIST = 'No decklist:';

/**
 * An event's player whose decklist cannot be read (`missing`: the manifest's key, the file and why): a deck that could
 * not be read, whose message begins NO_DECKLIST. Reporters show the player as having no decklist.
 */
export function noDecklistDeck(file: string, missing: string): ParsedDeck {
  return unreadableDeck(
    file,
    null,
    `${NO_DECKLIST} the manifest's ${missing}. This player's deck was not checked; add the file or correct its path in the manifest.`,
  );
}

/** Whether a deck's `unreadable` reason is a missing decklist (noDecklistDeck). */
export function isNoDecklist(unreadable: string | undefined): boolean {
  return unreadable?.startsWith(NO_DECKLIST) === true;
}

/** A line shown in a message: quoted, and cut to 60 characters. */
export function quote(s: string): string {
  const shown = s.length > 60 ? `${s.slice(0, 57)}...` : s;
  return JSON.stringify(shown);
}

/**
 * How many problem lines of one file are listed one by one. Past it, one finding says how many more there are: a
 * decklist with more problems than this is most likely not a decklist, and a finding per line of a large file would
 * make a report of hundreds of megabytes.
 */
export const MAX_LINE_FINDINGS = 100;

/**
 * One file's line findings: the first MAX_LINE_FINDINGS go to `out` as they come, the rest are only counted (their
 * findings are never made), and finish() adds the one finding that counts them.
 */
export class LineFindings {
  private listed = 0;
  private more = 0;
  private firstMore = 0;
  private lastMore = 0;
  private moreErrors = false;

  constructor(
    private readonly file: string,
    private readonly out: Finding[],
  ) {}

  /** A problem at `line`: `make` makes its finding while fewer than MAX_LINE_FINDINGS are listed. */
  add(line: number, severity: 'error' | 'warning', make: () => Finding): void {
    if (this.listed < MAX_LINE_FINDINGS) {
      this.listed++;
      this.out.push(make());
      return;
    }
    // The lowest and highest line: a file's invisible-character pass and its line pass share one bound, each in order.
    if (this.more === 0 || line < this.firstMore) this.firstMore = line;
    if (this.more === 0 || line > this.lastMore) this.lastMore = line;
    this.more++;
    if (severity === 'error') this.moreErrors = true;
  }

  /** The finding for the lines past the bound, if any. Call once, after the last line. */
  finish(): void {
    if (this.more === 0) return;
    const lines = this.more === 1 ? `line ${this.firstMore}` : `lines ${this.firstMore} to ${this.lastMore}`;
    this.out.push({
      ...parseError(
        this.file,
        this.firstMore,
        `${this.more} more line${this.more === 1 ? '' : 's'} with problems (${lines}) are not listed one by one: ` +
          `deckcheck lists the first ${MAX_LINE_FINDINGS} of a file. Is this a decklist?`,
        this.moreErrors ? 'error' : 'warning',
      ),
      count: this.more,
    });
  }
}

/** `diagnostics` with the line findings past MAX_LINE_FINDINGS counted in one (for readers that do not use LineFindings). */
export function boundLineFindings(file: string, diagnostics: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  const lines = new LineFindings(file, out);
  for (const d of diagnostics) {
    if (d.rule === 'parse-error' && d.line !== null) lines.add(d.line, d.severity, () => d);
    else out.push(d);
  }
  lines.finish();
  return out;
}
