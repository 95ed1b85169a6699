/**
 * A format file in the page (the JSON files of `deckcheck check --format-file`): opened or dropped, with the card list
 * it names opened beside it, read by the CLI's reader (src/input/format-file-text.ts, loaded only now: it brings the
 * zod schema) and used instead of the format chosen. A bad file is refused with the CLI's "path: message (line N)"
 * problems.
 */
import type { FormatFileInput } from '../src/browser.js';

export interface FormatFileControl {
  /** The format file in use, when there is one. */
  current(): FormatFileInput | undefined;
  /** Use the format file among `files` (the .json one; the others are card lists it may name). */
  open(files: readonly File[]): Promise<void>;
}

/** The last part of a path written in a format file ("lists/cards.txt" → "cards.txt"). */
const baseName = (p: string): string => p.split(/[\\/]/).pop() ?? p;

/** A dropped file that is a format file: JSON naming a schemaVersion (decklists in JSON carry none). */
export async function isFormatFile(file: File): Promise<boolean> {
  if (!/\.json$/i.test(file.name) || file.size > 1024 * 1024) return false;
  const head = await file.slice(0, 4096).text();
  return /"schemaVersion"\s*:/.test(head);
}

export function formatFileControl(
  input: HTMLInputElement,
  status: HTMLElement,
  forget: HTMLButtonElement,
  format: HTMLSelectElement,
  readText: (file: File) => Promise<string>,
  said: (text: string, error: boolean) => void,
  changed: () => void,
): FormatFileControl {
  let current: FormatFileInput | undefined;

  function show(): void {
    format.disabled = current !== undefined;
    forget.hidden = current === undefined;
    status.textContent = current
      ? `Format file ${current.file} is in use (${current.data.name}${current.cardList ? `, card list ${current.cardList.file}` : ''}), instead of the format above.`
      : 'No format file: the format above is used.';
  }

  async function open(files: readonly File[]): Promise<void> {
    const main = files.find((f) => /\.json$/i.test(f.name)) ?? (files.length === 1 ? files[0] : undefined);
    if (!main) return said('Open the format file (.json) itself, with the card list it names if it has one.', true);
    try {
      const texts = new Map<string, string>();
      for (const f of files) texts.set(f.name, await readText(f));
      const { FormatFileError, readFormatFileText } = await import('../src/input/format-file-text.js');
      try {
        current = readFormatFileText(main.name, texts.get(main.name) ?? '', (listFile) => {
          const name = baseName(listFile);
          const text = name !== main.name ? texts.get(name) : undefined;
          if (text === undefined) {
            return { problem: `${listFile}: the card list was not opened; open it together with ${main.name} (choose both files)` };
          }
          return { shown: name, text };
        });
      } catch (e) {
        if (e instanceof FormatFileError) return said(e.message, true);
        throw e;
      }
      show();
      said(`Checking under the format file ${main.name}.`, false);
      changed();
    } catch (e) {
      said(e instanceof Error ? e.message : String(e), true);
    }
  }

  input.addEventListener('change', () => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) void open(files);
  });
  forget.addEventListener('click', () => {
    current = undefined;
    show();
    said('The format file is no longer used.', false);
    changed();
  });
  show();
  return { current: () => current, open };
}
