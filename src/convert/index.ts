/**
 * Converting a deck to another program's format: `deckcheck convert <file> --to <id>`. Every writer is a pure
 * function from a parsed deck to text plus notes; nothing the target cannot hold is dropped without a note.
 */
import type { CardIndex } from '../cards/index.js';
import type { ParsedDeck } from '../parse/types.js';
import { ARENA_TARGET } from './arena.js';
import { COD_TARGET } from './cod.js';
import { CSV_TARGET } from './csv.js';
import { deepFreeze } from '../freeze.js';
import { SettingsError } from '../errors.js';
import { TARGET_IDS } from './plan.js';
import { DEK_TARGET } from './dek.js';
import { JSON_TARGET } from './json.js';
import { MTGO_TARGET } from './mtgo.js';
import type { ConvertContext, ConvertOutput, ConvertTarget, TargetId } from './plan.js';

export type { ConvertContext, ConvertNote, ConvertOutput, ConvertTarget, TargetId } from './plan.js';
export { TARGET_IDS } from './plan.js';
export { deckToJson } from './json.js';

export const CONVERT_TARGETS: readonly ConvertTarget[] = deepFreeze([JSON_TARGET, MTGO_TARGET, ARENA_TARGET, DEK_TARGET, COD_TARGET, CSV_TARGET]);

export function findTarget(id: string): ConvertTarget | undefined {
  return CONVERT_TARGETS.find((t) => t.id === id.trim().toLowerCase());
}

export function convertDeck(deck: ParsedDeck, to: TargetId, ctx: ConvertContext = {}): ConvertOutput {
  const target = typeof to === 'string' ? findTarget(to) : undefined;
  if (!target) {
    throw new SettingsError('unknown-convert-target', `unknown convert target "${String(to)}"; use one of: ${TARGET_IDS.join(', ')}`, 'to');
  }
  return target.write(deck, ctx);
}

/** True when the notes say some card was moved to another section or left out (what `--strict` refuses). */
export function losesCards(out: ConvertOutput): boolean {
  return out.notes.some((n) => n.kind === 'moved' || n.kind === 'dropped');
}

/**
 * The names deckcheck knows without a card database, for the JSON form's `english`: basic lands, cards with their own
 * copy limit, and every card on any format's banned or restricted list history. Loads the lists lazily.
 */
export async function embeddedEnglishIndex(): Promise<CardIndex> {
  const [{ embeddedIndex }, { LIST_HISTORY }, { historyCardNames }] = await Promise.all([
    import('../cards/index.js'),
    import('../data/banlists.js'),
    import('../formats/lists.js'),
  ]);
  return embeddedIndex(Object.values(LIST_HISTORY).flatMap((h) => historyCardNames(h)));
}
