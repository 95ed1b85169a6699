/**
 * Sealed and Draft pools: a pool file's text parsed once (preparePool) for checkTexts to check decks against. Pure of
 * Node.
 */
import type { Finding } from '../diagnostic.js';
import { parsePool, unusablePoolReason, type ParsedPool } from '../parse/pool.js';
import { inputTooLarge } from '../input/limits.js';
import { SettingsError } from '../errors.js';
import type { PreparedCheck } from './settings.js';
import { madeHere } from './prepare.js';

/** A Sealed / Draft pool file already read into text. */
export interface PoolText {
  readonly file: string;
  readonly text: string;
  /** Findings from reading the bytes (e.g. an encoding fallback). */
  readonly inputFindings?: readonly Finding[];
  /** Read as this input format (see INPUT_FORMATS) instead of detecting it from the name and content. */
  readonly inputFormat?: string;
}

/** A parsed pool, ready for checkTexts. */
export type PreparedPool = ParsedPool;

/**
 * Parse a pool (a text card list in any decklist syntax, or a CSV export). Throws SettingsError when the format is
 * not a Limited one, or when the pool has no cards at all (an empty file, an unreadable CSV header); lines that are
 * not understood are kept as `parse-error` findings for the report.
 */
export function preparePool(prepared: PreparedCheck, pool: PoolText): PreparedPool {
  if (prepared.format.kind !== 'limited') {
    throw new SettingsError(
      'pool-not-limited',
      (name) =>
        `a pool is for Limited decks; use ${name('format', 'sealed')} or ${name('format', 'draft')} with ${name('pool')} ` +
        `(the format is ${prepared.format.id})`,
      'format',
    );
  }
  const tooLarge = inputTooLarge(pool.text.length, 'characters');
  if (tooLarge !== undefined) throw new SettingsError('input-too-large', `${pool.file}: the text ${tooLarge}`, 'pool');
  const parsed = parsePool(pool.text, pool.file);
  const withInput =
    pool.inputFindings && pool.inputFindings.length > 0
      ? { ...parsed, deck: { ...parsed.deck, diagnostics: [...pool.inputFindings, ...parsed.deck.diagnostics] } }
      : parsed;
  const reason = unusablePoolReason(withInput);
  if (reason !== undefined) throw new SettingsError('pool-unusable', reason, 'pool');
  return madeHere(withInput);
}
