/**
 * The format of a run that names none (no --format, no format file, no configuration or manifest format): the one
 * its decklists declare (`// FORMAT : Modern`, Cockatrice's `<format>`; src/parse/declared-format.ts), else none,
 * which the report says (checked as Casual constructed). Only the head of each file is read here; a file that
 * cannot be read is left to the check, which reports it.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { FormatSource } from '../../check/check.js';
import { decodeText } from '../../input/decode.js';
import { declaredFormat, type DeclaredFormat } from '../../parse/declared-format.js';
import type { InputFile } from '../inputs.js';

/** Bytes read from the start of each file: a declaration sits in the header, before the cards. */
const HEAD_BYTES = 8192;

function headOf(abs: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(abs, 'r');
    const buf = new Uint8Array(HEAD_BYTES);
    const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
    return decodeText(buf.subarray(0, n)).text;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface FormatChoice {
  /** The format to check with: the declared one, or undefined (the default, Casual constructed). */
  readonly format: string | undefined;
  readonly source: FormatSource;
  /** Notes for standard error: declarations of formats deckcheck does not know. */
  readonly notes: readonly string[];
}

/**
 * The format the decklists declare. Decklists that declare different formats are one run with no format named (a
 * report holds one format), with a note naming each declaration and saying how to go on; so is a declaration of a
 * format deckcheck does not know.
 */
export function formatOfDecklists(files: Iterable<InputFile>): FormatChoice {
  const known = new Map<string, { file: InputFile; declared: DeclaredFormat }[]>();
  const notes: string[] = [];
  for (const file of files) {
    const head = headOf(file.abs);
    const declared = head === undefined ? undefined : declaredFormat(head);
    if (declared === undefined) continue;
    if (declared.id === undefined) {
      notes.push(
        `${file.shown} line ${declared.line} declares the format "${declared.written}", which deckcheck does not know; ` +
          'name a format with --format (deckcheck formats lists them), or describe it in a format file (--format-file)',
      );
      continue;
    }
    const list = known.get(declared.id) ?? [];
    list.push({ file, declared });
    known.set(declared.id, list);
  }
  if (known.size > 1) {
    const each = [...known.values()].map((l) => {
      const first = l[0];
      const more = l.length > 1 ? ` (and ${l.length - 1} more)` : '';
      return first ? `${first.file.shown} line ${first.declared.line}: ${first.declared.written}${more}` : '';
    });
    notes.push(
      `the decklists declare different formats (${each.join('; ')}), so none of them is used: check each format's ` +
        'decklists on their own, or name the format for all of them with --format',
    );
    return { format: undefined, source: { kind: 'none' }, notes };
  }
  const [id, list] = [...known.entries()][0] ?? [];
  const first = list?.[0];
  if (id === undefined || first === undefined) return { format: undefined, source: { kind: 'none' }, notes };
  return {
    format: id,
    source: { kind: 'declared', file: first.file.shown, line: first.declared.line, written: first.declared.written, files: list?.length ?? 1 },
    notes,
  };
}
