/**
 * The bounds of a format file's size and depth, checked before the schema walks it (formats/format-file-schema):
 * a value from a stranger cannot cost seconds or exhaust the stack. No zod here, so the entries can export the bounds
 * without loading the schema.
 */

/** One problem of a format file: where (a JSON path) and what. */
export interface FormatFileProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * The deepest nesting a format file may have: its schema nests 7 levels (list.events[i].changes.banned[j]); the rest is
 * headroom. Deeper values are refused before the schema walks them (12,500 levels took zod 17 s).
 */
export const MAX_FORMAT_FILE_DEPTH = 32;
/**
 * The most values (objects, arrays, strings, numbers, …) a format file may hold: the largest real one, Australian
 * Highlander's points history (data/formats), holds 1,057; 50,000 is more than there are Magic cards, and bounds
 * the schema's work (50,000 wrong values take zod about 2 s to report).
 */
export const MAX_FORMAT_FILE_VALUES = 50_000;

/** Why `value` is too deep or too large to validate, or undefined; walked without recursion (no stack to exhaust). */
export function formatFileSizeProblem(value: unknown): FormatFileProblem | undefined {
  const stack: { v: unknown; depth: number; path: readonly (string | number)[] }[] = [{ v: value, depth: 1, path: [] }];
  let values = 1;
  const tooMany = (more: number): boolean => (values += more) > MAX_FORMAT_FILE_VALUES;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop() as (typeof stack)[number];
    if (typeof v !== 'object' || v === null) continue;
    // Counted before they are stacked, so that a huge array is refused without a stack entry per element.
    if (tooMany(Array.isArray(v) ? v.length : Object.keys(v).length)) {
      return {
        path: [],
        message: `the file holds more than ${MAX_FORMAT_FILE_VALUES} values; a format file is far smaller (is this the right file?)`,
      };
    }
    if (depth > MAX_FORMAT_FILE_DEPTH) {
      return {
        path,
        message: `nested deeper than ${MAX_FORMAT_FILE_DEPTH} levels; a format file nests 7 at most (is this the right file?)`,
      };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i] as unknown, depth: depth + 1, path: [...path, i] });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string;
        stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: [...path, k] });
      }
    }
  }
  return undefined;
}
