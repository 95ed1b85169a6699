/**
 * `--format-file`: read a format file (JSON, src/formats/format-file-schema.ts) and the card list beside it. Every
 * problem stops the run (exit 2), each as "path: message (line N)".
 */
import path from 'node:path';
import type { CardListInput, FormatFileInput } from '../formats/format-file.js';
import { InputError, readTextFile } from '../input/read.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';
import { readJsonFile } from './json-file.js';

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

export async function loadFormatFile(arg: string, io: CliIo): Promise<FormatFileInput> {
  const { shown, abs, text, value } = await readJsonFile(arg, io, 'the format file');
  const { validateFormatFile } = await import('../formats/format-file-schema.js');
  const { jsonPathText, jsonValueOffsets, lineColumn } = await import('../input/json-position.js');
  const offsets = jsonValueOffsets(text);
  /** The line of a path, or of its nearest ancestor in the file (a missing field: the object that lacks it). */
  const lineOf = (p: readonly (string | number)[]): number => {
    for (let n = p.length; n > 0; n--) {
      const at = offsets.get(jsonPathText(p.slice(0, n)));
      if (at !== undefined) return lineColumn(text, at).line;
    }
    return 1;
  };
  const problem = (p: readonly (string | number)[], message: string) => `  ${jsonPathText(p)}: ${message} (line ${lineOf(p)})`;
  const result = validateFormatFile(value);
  if (!result.ok) {
    throw new UsageError(
      `${shown} is not a valid format file:\n${result.problems.map((p) => problem(p.path, p.message)).join('\n')}\n` +
        'See schema/format.schema.json and fixtures/format-files/league/league.json.',
    );
  }
  const listFile = result.data.pool?.cardList;
  let cardList: CardListInput | undefined;
  if (listFile !== undefined) {
    const listAbs = path.resolve(path.dirname(abs), listFile);
    const listShown = displayPath(io.cwd, listAbs);
    let listText: string;
    try {
      listText = readTextFile(listAbs, listShown).text;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      throw new UsageError(`${shown} is not a valid format file:\n${problem(['pool', 'cardList'], `${e.message}; the path is relative to the format file`)}`);
    }
    const names = cardListNames(listText);
    if (names.length === 0) {
      throw new UsageError(`${shown} is not a valid format file:\n${problem(['pool', 'cardList'], `${listShown} names no card (one name a line)`)}`);
    }
    cardList = { file: listShown, names };
  }
  return { file: shown, data: result.data, ...(cardList ? { cardList } : {}) };
}
