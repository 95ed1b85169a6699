/** The messages between the page and its import worker (web/import-worker.ts). */
import type { ImportedCardData } from '../src/db/import-browser.js';

export interface ImportRequest {
  readonly file: File;
}

export type ImportMessage =
  | { readonly type: 'progress'; readonly read: number; readonly total: number }
  | { readonly type: 'done'; readonly bytes: Uint8Array; readonly info: ImportedCardData['info'] }
  | { readonly type: 'error'; readonly message: string };
