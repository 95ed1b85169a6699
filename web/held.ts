/**
 * Texts too long for a text box: a file of more than a megabyte of text is checked from the file, not put into the
 * text box (a box of megabytes stalls the browser itself while it lays the text out). The box is hidden and a note
 * in its place says which file is checked, with a button to clear it and type again.
 */
const held = new WeakMap<HTMLTextAreaElement, { readonly name: string; readonly text: string; readonly note: HTMLElement }>();

/** The text a box stands for: the file it holds, or what is typed in it. */
export function textOf(area: HTMLTextAreaElement): string {
  return held.get(area)?.text ?? area.value;
}

/** Let the box show what is typed again (the file it held is dropped). */
export function release(area: HTMLTextAreaElement): void {
  const h = held.get(area);
  if (!h) return;
  held.delete(area);
  h.note.remove();
  area.hidden = false;
}

function lineCount(text: string): number {
  let n = text.length > 0 && !text.endsWith('\n') ? 1 : 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Hold `text` (the file `name`) for the box instead of showing it; `changed` runs when the user clears it. */
export function hold(area: HTMLTextAreaElement, name: string, text: string, changed: () => void): void {
  release(area);
  area.value = '';
  const note = document.createElement('div');
  note.className = 'held';
  const p = document.createElement('p');
  p.textContent =
    `${name}: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${lineCount(text).toLocaleString('en')} lines, is checked from the file; ` +
    'it is too long to show in a text box. Open another file, or clear it to type a list.';
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.textContent = `Clear ${name}`;
  clear.addEventListener('click', () => {
    release(area);
    area.focus();
    changed();
  });
  note.append(p, clear);
  area.hidden = true;
  (area.closest('label') ?? area).after(note);
  held.set(area, { name, text, note });
}

/** Put a file's text into the box: shown when it is short enough, held otherwise. */
export function put(area: HTMLTextAreaElement, name: string, text: string, maxShown: number, changed: () => void): void {
  if (text.length > maxShown) return hold(area, name, text, changed);
  release(area);
  area.value = text;
}
