/**
 * The input size bound the CLI, the library and the page share. Decklists are small (a 75-card list is 2 KB, a cube or
 * a pool export some tens of KB); anything larger than this is not a decklist, and is refused before it is read.
 */
export const MAX_INPUT_BYTES = 8 * 1024 * 1024;

/**
 * Why an input of `size` (bytes of a file, or characters of a text given to the library: a text within the bound in
 * characters may be up to three times larger in bytes, and every file the CLI accepts is within it) is refused, or
 * undefined when it is not.
 */
export function inputTooLarge(size: number, unit: 'bytes' | 'characters'): string | undefined {
  if (size <= MAX_INPUT_BYTES) return undefined;
  return `is ${size} ${unit}; decklists larger than ${MAX_INPUT_BYTES} ${unit} are refused (is this the right file?)`;
}
