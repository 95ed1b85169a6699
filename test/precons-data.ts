/** The Commander product decks of ../shared/data/precons/commander_decks.json, as the tests that read them see them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HAS_SHARED, SHARED_DATA } from './helpers.js';

export interface Entry {
  count: number;
  name: string;
}

export interface Precon {
  name: string;
  deckType: string;
  setCode: string;
  releaseDate: string;
  sections: Record<string, Entry[]>;
}

/** Every product deck, or none without ../shared. */
export function loadPrecons(): Precon[] {
  return HAS_SHARED
    ? (JSON.parse(readFileSync(path.join(SHARED_DATA, 'precons/commander_decks.json'), 'utf8')) as { decks: Precon[] }).decks
    : [];
}
