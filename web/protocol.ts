/**
 * What the page (web/app.ts, through web/checker.ts) and its check worker (web/check-worker.ts) say to each other.
 * Everything here is plain data (it crosses postMessage): the worker sends back the reports already rendered.
 */
import type { DeckText, FormatFileInput, PoolText, TeamRules } from '../src/browser.js';

/** The check's settings as the page's form gives them (the card database is the worker's own, sent once). */
export interface JobSettings {
  readonly format: string;
  readonly date: string;
  readonly team?: boolean;
  readonly teamRules?: TeamRules;
  readonly variant?: string;
  readonly formatFile?: FormatFileInput;
}

export type Job =
  | { readonly id: number; readonly kind: 'check'; readonly settings: JobSettings; readonly decks: readonly DeckText[]; readonly pool?: PoolText }
  | {
      readonly id: number;
      readonly kind: 'diff';
      readonly settings: JobSettings;
      readonly registered: DeckText;
      readonly presented: DeckText;
      readonly checkRegistered: boolean;
    };

/** The page's card database (the bytes of a cards.db), or none. */
export interface DatabaseMessage {
  readonly kind: 'db';
  readonly bytes?: Uint8Array;
  readonly name?: string;
}

export type WorkerRequest = Job | DatabaseMessage;

export type Outcome =
  | {
      readonly id: number;
      readonly kind: 'check';
      readonly legal: boolean;
      readonly decks: number;
      readonly errors: number;
      readonly ms: number;
      readonly html: string;
      readonly json: string;
      readonly markdown: string;
    }
  | {
      readonly id: number;
      readonly kind: 'diff';
      readonly matches: boolean;
      readonly ms: number;
      readonly html: string;
      readonly json: string;
      readonly markdown: string;
    }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
