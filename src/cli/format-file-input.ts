/**
 * `--format-file`: read a format file (JSON, src/formats/format-file-schema.ts) and the card list beside it, with the
 * reader the web page uses too (src/input/format-file-text.ts). Every problem stops the run (exit 2), each as
 * "path: message (line N)".
 */
import path from 'node:path';
import type { FormatFileInput } from '../formats/format-file.js';
import { InputError, readTextFile } from '../input/read.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';
import { readCliText } from './json-file.js';

export async function loadFormatFile(arg: string, io: CliIo): Promise<FormatFileInput> {
  const { abs, shown, text } = readCliText(arg, io);
  const { FormatFileError, readFormatFileText } = await import('../input/format-file-text.js');
  try {
    return readFormatFileText(shown, text, (listFile) => {
      const listAbs = path.resolve(path.dirname(abs), listFile);
      const listShown = displayPath(io.cwd, listAbs);
      try {
        return { shown: listShown, text: readTextFile(listAbs, listShown).text };
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        return { problem: `${e.message}; the path is relative to the format file` };
      }
    });
  } catch (e) {
    if (e instanceof FormatFileError) throw new UsageError(e.message);
    throw e;
  }
}
