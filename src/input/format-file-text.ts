/**
 * A format file read from its text (JSON, formats/format-file-schema), with the card list it names: the same
 * checks and the same "path: message (line N)" problems wherever the file comes from. No I/O: the command line
 * (cli/format-file-input) gives it a file's text and a way to read the card list beside it; the web page gives
 * it the files the user opened. Loaded only when a format file is given (it brings the zod schema).
 */
import type { CardListInput, FormatFileInput } from '../formats/format-file.js';
import { validateFormatFile } from '../formats/format-file-schema.js';
import { jsonErrorOffset, jsonPathText, jsonValueOffsets, lineColumn } from './json-position.js';

/** A format file that cannot be used: the message names the file and each problem with its line. */
export class FormatFileError extends Error {
  override readonly name = 'FormatFileError';
}

/** The card list file a format file names, as the caller found it: its path as shown and its text, or why not. */
export type CardListLookup = (listFile: string) => { readonly shown: string; readonly text: string } | { readonly problem: string };

/** The card list's names: one a line; blank lines and lines starting with # or // are skipped. */
export function cardListNames(text: string): { name: string; line: number }[] {
  const out: { name: string; line: number }[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const name = raw.trim();
    if (name === '' || name.startsWith('#') || name.startsWith('//')) return;
    out.push({ name, line: i + 1 });
  });
  return out;
}

/**
 * Parse and validate the format file `shown` (its text), and read the card list it names through `cardList`. Throws
 * FormatFileError: "shown:line:column: not valid JSON (…)", or "shown is not a valid format file:" and a line per
 * problem ("  deck.max: … (line 7)").
 */
export function readFormatFileText(shown: string, text: string, cardList: CardListLookup): FormatFileInput {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(text);
    const where = offset !== undefined ? lineColumn(text, offset) : undefined;
    throw new FormatFileError(`${shown}${where ? `:${where.line}:${where.column}` : ''}: not valid JSON (${msg}); fix the format file and run again`);
  }
  let offsets: ReadonlyMap<string, number> | undefined;
  /** The line of a path, or of its nearest ancestor in the file (a missing field: the object that lacks it). */
  const lineOf = (p: readonly (string | number)[]): number => {
    offsets ??= jsonValueOffsets(text); // only for a file with problems
    for (let n = p.length; n > 0; n--) {
      const at = offsets.get(jsonPathText(p.slice(0, n)));
      if (at !== undefined) return lineColumn(text, at).line;
    }
    return 1;
  };
  const problem = (p: readonly (string | number)[], message: string) => `  ${jsonPathText(p)}: ${message} (line ${lineOf(p)})`;
  const invalid = (lines: string) => new FormatFileError(`${shown} is not a valid format file:\n${lines}`);
  const result = validateFormatFile(value);
  if (!result.ok) {
    throw new FormatFileError(
      `${shown} is not a valid format file:\n${result.problems.map((p) => problem(p.path, p.message)).join('\n')}\n` +
        'See schema/format.schema.json and fixtures/format-files/league/league.json.',
    );
  }
  const listFile = result.data.pool?.cardList;
  let list: CardListInput | undefined;
  if (listFile !== undefined) {
    const found = cardList(listFile);
    if ('problem' in found) throw invalid(problem(['pool', 'cardList'], found.problem));
    const names = cardListNames(found.text);
    if (names.length === 0) throw invalid(problem(['pool', 'cardList'], `${found.shown} names no card (one name a line)`));
    list = { file: found.shown, names };
  }
  return { file: shown, data: result.data, ...(list ? { cardList: list } : {}) };
}
