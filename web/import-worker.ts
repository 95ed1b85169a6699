/// <reference lib="webworker" />
/**
 * The page's import worker: MTGJSON or Scryfall card data (JSON or gzip) compiled into a cards.db by the library's
 * importCardData (the code, limits and sentences of `deckcheck db import`), off the page's thread. Loaded only when
 * card data is imported (web/import-card-data.ts starts it). Messages: the page sends { file }; the worker answers with
 * progress ({ type: 'progress', read, total }, at most every 100 ms), then { type: 'done', bytes, info } (the bytes
 * transferred, not copied) or { type: 'error', message }.
 */
import { importCardData } from '../src/db/import-browser.js';
import { ImportError } from '../src/db/import-core.js';
import { unchanged } from '../src/db/limits.js';
import type { ImportMessage, ImportRequest } from './import-messages.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: ImportMessage, transfer: Transferable[] = []): void => scope.postMessage(m, transfer);

scope.addEventListener('message', (e: MessageEvent<ImportRequest>) => {
  const { file } = e.data;
  let last = 0;
  importCardData(file, {
    onProgress: (read, total) => {
      const now = performance.now();
      if (now - last < 100 && read < total) return;
      last = now;
      post({ type: 'progress', read, total });
    },
  }).then(
    ({ bytes, info }) => post({ type: 'done', bytes, info }, [bytes.buffer]),
    (err: unknown) =>
      post({ type: 'error', message: err instanceof ImportError ? unchanged(err.message) : `${file.name} could not be imported (${err instanceof Error ? err.message : String(err)})` }),
  );
});
