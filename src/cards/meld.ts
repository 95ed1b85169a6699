/**
 * Melded permanents by name (data/meld-results): the name of the combined back faces of a meld pair, which a decklist
 * may write but no deck holds.
 */
import { MELD_RESULTS, type MeldResult } from '../data/meld-results.js';
import { nameKey } from './normalize.js';

let byKey: Map<string, MeldResult> | undefined;

/** The meld pair whose melded permanent `name` is (any case, accents, punctuation as name keys read them); else undefined. */
export function meldResult(name: string): MeldResult | undefined {
  byKey ??= new Map(MELD_RESULTS.map((m) => [nameKey(m.result), m]));
  return byKey.get(nameKey(name));
}
