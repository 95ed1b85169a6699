/**
 * Card data imported in the page: an MTGJSON or Scryfall file (JSON or gzip) is compiled into a cards.db by the import
 * worker (web/import-worker.ts, loaded only now), with its progress in the page (a <progress> element and the bytes
 * read) and a button that cancels it; the page stays usable meanwhile. web/app.ts stores and opens the result.
 */
import type { ImportedCardData } from '../src/db/import-browser.js';
import type { ImportMessage, ImportRequest } from './import-messages.js';
import { $ } from './dom.js';

/** MTGJSON files open with their "meta" or "data" object; Scryfall bulk files are a list of card objects. */
const CARD_DATA_START = /^\s*(?:\{\s*"(?:meta|data)"\s*:|\[\s*\{\s*"object"\s*:\s*"card")/;

/** Whether a dropped or opened file is card data to import (rather than a decklist): gzip, or JSON that starts so. */
export async function isCardData(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (head[0] === 0x1f && head[1] === 0x8b) return true;
  return CARD_DATA_START.test(new TextDecoder().decode(head).replace(/^\uFEFF/, ''));
}

const MB = 1024 * 1024;
const mb = (n: number): string => `${(n / MB).toFixed(1)} MB`;

export interface Imported extends ImportedCardData {
  /** Milliseconds from the start of the import to its result in the page. */
  readonly ms: number;
}

let current: { readonly worker: Worker; readonly cancel: () => void } | undefined;

/** Whether an import is running (a second one waits for it, or for its cancel). */
export function importing(): boolean {
  return current !== undefined;
}

/**
 * Import `file` in the worker, showing progress; the cards.db bytes and what they hold, or undefined when the import
 * was cancelled. Throws an Error with `db import`'s sentence when the data is refused.
 */
export function importCardDataFile(file: File): Promise<Imported | undefined> {
  if (current) return Promise.reject(new Error(`Another import is running; wait for it or cancel it before importing ${file.name}.`));
  const box = $<HTMLDivElement>('import-box');
  const bar = $<HTMLProgressElement>('import-progress');
  const label = $<HTMLLabelElement>('import-label');
  const cancelButton = $<HTMLButtonElement>('import-cancel');
  const start = performance.now();
  const worker = new Worker(new URL('./import-worker.js', import.meta.url), { type: 'module', name: 'deckcheck import' });
  box.hidden = false;
  cancelButton.hidden = false;
  bar.max = Math.max(file.size, 1);
  bar.value = 0;
  label.textContent = `Importing ${file.name}: 0 of ${mb(file.size)} read`;
  document.body.dataset.importing = 'true';
  return new Promise<Imported | undefined>((resolve, reject) => {
    /** The import is over: the box stays with what was imported, or goes. */
    const finish = (summary?: string): void => {
      worker.terminate();
      current = undefined;
      if (summary === undefined) box.hidden = true;
      else {
        bar.value = bar.max;
        label.textContent = summary;
        cancelButton.hidden = true;
      }
      cancelButton.removeEventListener('click', cancel);
      delete document.body.dataset.importing;
    };
    const cancel = (): void => {
      finish();
      resolve(undefined);
    };
    current = { worker, cancel };
    cancelButton.addEventListener('click', cancel);
    worker.addEventListener('message', (e: MessageEvent<ImportMessage>) => {
      const m = e.data;
      if (m.type === 'progress') {
        bar.value = m.read;
        label.textContent = `Importing ${file.name}: ${mb(m.read)} of ${mb(m.total)} read`;
        return;
      }
      if (m.type === 'error') {
        finish();
        reject(new Error(m.message));
        return;
      }
      const ms = Math.round(performance.now() - start);
      const i = m.info;
      finish(`Imported ${i.source}${i.version ? ` ${i.version}` : ''} (${i.date}) from ${file.name} in ${(ms / 1000).toFixed(1)} s: ${i.cards} cards.`);
      resolve({ bytes: m.bytes, info: m.info, ms });
    });
    worker.addEventListener('error', (e) => {
      finish();
      reject(new Error(`${file.name} could not be imported: the import worker failed (${e.message || 'no reason given'})`));
    });
    const request: ImportRequest = { file };
    worker.postMessage(request);
  });
}
