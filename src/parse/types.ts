import type { Finding } from '../diagnostic.js';
import type { Platform } from '../cards/facts.js';

/** Sections a decklist can have. Only main, sideboard, commander and companion are part of the deck proper. */
export type SectionId = 'main' | 'sideboard' | 'commander' | 'companion' | 'maybeboard' | 'schemes' | 'planes' | 'tokens';

export const SECTION_LABELS: Readonly<Record<SectionId, string>> = {
  main: 'main deck',
  sideboard: 'sideboard',
  commander: 'commander',
  companion: 'companion',
  maybeboard: 'maybeboard',
  schemes: 'scheme deck',
  planes: 'planar deck',
  tokens: 'tokens',
};

export interface DeckEntry {
  readonly count: number;
  /** The card name as written, with set codes, collector numbers and tags removed. */
  readonly name: string;
  readonly section: SectionId;
  readonly line: number;
  readonly column: number;
  readonly set?: string;
  readonly collectorNumber?: string;
  /** A foil or etched-foil printing, where the file says so (`*F*`, `(F)`, a Foil column). */
  readonly finish?: 'foil' | 'etched';
  /** Magic Online catalog id (`CatID` in an MTGO .dek), kept so a .dek converts back to the same printing. */
  readonly mtgoId?: string;
  /**
   * A text line's trailing `(…)` that was read as the set code, as written (`(CMB1)`, `(used)`), when no collector
   * number follows: a card name can end in parentheses too (`Hazmat Suit (Used)`), so with a card database the name
   * with it wins when it is a card, and when the code is no set the data knows (model/model).
   */
  readonly nameSuffix?: string;
}

export interface ParsedDeck {
  /** Path as shown to the user (relative to the working directory). */
  readonly file: string;
  readonly entries: readonly DeckEntry[];
  /** The line of each section's header, where the file has one. */
  readonly sectionLines: Partial<Readonly<Record<SectionId, number>>>;
  /** The player whose deck this is, when known (event manifests name players). */
  readonly player?: string;
  /** The player's seat in a Team Unified Constructed team (A, B, C), when known. */
  readonly seat?: string;
  /** Deck name from an Arena "About / Name" block or similar, if present. */
  readonly name?: string;
  /** `parse-error` findings: every line that was not understood. */
  readonly diagnostics: readonly Finding[];
  /**
   * Set when the file could not be read at all (no such file, not text, a shape deckcheck does not know): why, as
   * its `parse-error` finding says. No rule checks such a deck; the finding is its only one.
   */
  readonly unreadable?: string;
  /**
   * The platform the file itself belongs to, when its format says (an MTGO `.dek` file: 'mtgo'): the deck is checked
   * for it unless the check names a platform.
   */
  readonly platform?: Platform;
}
