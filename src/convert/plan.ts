/**
 * What the writers share: where each section goes in a target that lacks it, and the notes that say so. Nothing is
 * dropped silently: every card the target cannot hold, and every card written somewhere else than it was read, gets
 * a note. Pure.
 */
import type { CardIndex } from '../cards/index.js';
import { SECTION_LABELS, type DeckEntry, type ParsedDeck, type SectionId } from '../parse/types.js';
import { sameCardKey } from './names.js';

import type { TargetId } from './targets.js';

export { TARGET_IDS, type TargetId } from './targets.js';

export interface ConvertNote {
  /**
   * `moved`: cards written in another section than they were read from (the deck still holds them);
   * `dropped`: cards the target has no place for, left out; `info`: printing details or a remark — the deck is kept.
   */
  readonly kind: 'moved' | 'dropped' | 'info';
  /** The section read from, when the note is about one. */
  readonly section: SectionId | null;
  readonly message: string;
}

export interface ConvertOutput {
  readonly text: string;
  readonly notes: readonly ConvertNote[];
}

export interface ConvertContext {
  /** Resolves names to English card names for the JSON form; without it `english` is null. */
  readonly index?: CardIndex;
}

export interface ConvertTarget {
  readonly id: TargetId;
  /** What users call the target format. */
  readonly name: string;
  /** The usual file extension. */
  readonly extension: string;
  readonly write: (deck: ParsedDeck, ctx: ConvertContext) => ConvertOutput;
}

/** Section ids in the order decks are written. */
export const SECTION_ORDER = Object.keys(SECTION_LABELS) as SectionId[];

/** For each section read, the section the target writes it in (null: the target has no place for it). */
export type Placement = Readonly<Record<SectionId, SectionId | null>>;

export interface Placed {
  readonly sections: Record<SectionId, DeckEntry[]>;
  readonly notes: ConvertNote[];
}

function emptySections(): Record<SectionId, DeckEntry[]> {
  return { main: [], sideboard: [], commander: [], companion: [], maybeboard: [], schemes: [], planes: [], tokens: [] };
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function cardsOf(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + e.count, 0);
}

/** "Yorion, Sky Nomad", "A, B and C", "A, B, C and 4 more". */
export function nameList(entries: readonly DeckEntry[]): string {
  const names = [...new Set(entries.map((e) => e.name))];
  if (names.length <= 3) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** Sections of the deck placed as the target can hold them, with a note for everything moved or left out. */
export function place(
  deck: ParsedDeck,
  placement: Placement,
  targetName: string,
  /** Why a moved section goes where it goes, added to its note (", as Magic Online does"). */
  why: Partial<Record<SectionId, string>> = {},
): Placed {
  const sections = emptySections();
  const notes: ConvertNote[] = [];
  for (const from of SECTION_ORDER) {
    const entries = deck.entries.filter((e) => e.section === from);
    if (entries.length === 0) continue;
    const to = placement[from];
    const label = SECTION_LABELS[from];
    if (to === from) {
      sections[to].push(...entries);
    } else if (to === null) {
      notes.push({
        kind: 'dropped',
        section: from,
        message:
          `the ${label} (${plural(cardsOf(entries), 'card')}: ${nameList(entries)}) cannot be written to ${targetName}, ` +
          'which has no place for it; it is left out. To keep it, convert to json, arena or csv.',
      });
    } else if (from === 'companion' && to === 'sideboard') {
      // RULES A7: a companion the sideboard already lists is that sideboard card; otherwise it becomes one.
      const listed = new Map<string, number>();
      for (const e of deck.entries) {
        if (e.section === 'sideboard') listed.set(sameCardKey(e.name), (listed.get(sameCardKey(e.name)) ?? 0) + e.count);
      }
      for (const e of entries) {
        const key = sameCardKey(e.name);
        const have = listed.get(key) ?? 0;
        const add = Math.max(0, e.count - have);
        listed.set(key, Math.max(0, have - e.count));
        if (add > 0) sections.sideboard.push({ ...e, count: add, section: 'sideboard' });
        notes.push({
          kind: 'moved',
          section: from,
          message:
            `the companion ${e.name}: ${targetName} has no companion section; ` +
            (add > 0
              ? 'it is written as a sideboard card, which a companion is (RULES A7).'
              : 'the sideboard already lists it, so it is written there once (RULES A7).'),
        });
      }
    } else {
      sections[to].push(...entries.map((e) => ({ ...e, section: to })));
      notes.push({
        kind: 'moved',
        section: from,
        message:
          `the ${label} ${nameList(entries)}: ${targetName} has no ${label} section; written in the ${SECTION_LABELS[to]}` +
          `${why[from] ?? ''}.`,
      });
    }
  }
  return { sections, notes };
}

export interface PrintingKept {
  readonly set: boolean;
  readonly collectorNumber: boolean;
  readonly finish: boolean;
  readonly mtgoId: boolean;
}

/** One `info` note for the printing details (set, number, foil, MTGO id) a target cannot hold. */
export function printingNote(entries: readonly DeckEntry[], kept: PrintingKept, targetName: string): ConvertNote[] {
  const parts: string[] = [];
  const count = (pred: (e: DeckEntry) => boolean): number => entries.filter(pred).length;
  const sets = kept.set ? 0 : count((e) => e.set !== undefined);
  const nums = kept.collectorNumber ? 0 : count((e) => e.collectorNumber !== undefined);
  const foils = kept.finish ? 0 : count((e) => e.finish !== undefined);
  const ids = kept.mtgoId ? 0 : count((e) => e.mtgoId !== undefined);
  if (sets > 0) parts.push(`set codes (${plural(sets, 'line')})`);
  if (nums > 0) parts.push(`collector numbers (${plural(nums, 'line')})`);
  if (foils > 0) parts.push(`foil marks (${plural(foils, 'line')})`);
  if (ids > 0) parts.push(`MTGO catalog ids (${plural(ids, 'line')})`);
  if (parts.length === 0) return [];
  return [
    {
      kind: 'info',
      section: null,
      message: `${parts.join(', ')} have no place in ${targetName} and are left out; the cards are kept.`,
    },
  ];
}

export function deckNameNote(deck: ParsedDeck, targetName: string): ConvertNote[] {
  return deck.name === undefined
    ? []
    : [{ kind: 'info', section: null, message: `the deck name ${JSON.stringify(deck.name)} has no place in ${targetName}; left out.` }];
}
