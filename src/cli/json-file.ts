/** Reading a JSON file a command is given (an event manifest, a format file): its text, parsed, or exit 2 at its line. */
import path from 'node:path';
import { InputError, readTextFile } from '../input/read.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';

export interface JsonFile {
  readonly abs: string;
  /** The path as shown to the user. */
  readonly shown: string;
  readonly text: string;
  readonly value: unknown;
}

/** Read the text of `arg` (relative to the working directory), or exit 2 with the reason. */
export function readCliText(arg: string, io: CliIo): Omit<JsonFile, 'value'> {
  const abs = path.resolve(io.cwd, arg);
  const shown = displayPath(io.cwd, abs);
  try {
    return { abs, shown, text: readTextFile(abs, shown).text };
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
}

/** Read and parse `arg` (relative to the working directory); `what` names the file in the error ("the manifest"). */
export async function readJsonFile(arg: string, io: CliIo, what: string): Promise<JsonFile> {
  const { abs, shown, text } = readCliText(arg, io);
  const { jsonErrorOffset, lineColumn } = await import('../input/json-position.js');
  try {
    return { abs, shown, text, value: JSON.parse(text) as unknown };
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(text);
    const where = offset !== undefined ? lineColumn(text, offset) : undefined;
    throw new UsageError(`${shown}${where ? `:${where.line}:${where.column}` : ''}: not valid JSON (${msg}); fix ${what} and run again`);
  }
}
