/**
 * The card database's types that the library's public types name (the browser entry's `importCardData` result, the
 * database a check is prepared with), in a module of their own with no code: their declarations then need nothing of
 * Node (`Buffer`, which the file reader's types name).
 */
import type { CardIndex } from '../cards/index.js';
import type { CardDatabaseInfo } from '../cards/facts.js';

/** A card database opened for a check: its card index over the format's embedded one, and what the report says of it. */
export interface OpenedDatabase {
  readonly index: CardIndex;
  readonly info: CardDatabaseInfo;
}

/**
 * Sections a file may lack: `suggestMasks` (written by an earlier deckcheck of the same format version), read when
 * present; `profiles` and `leads`, which only files of format 5 and later have (their card lines name them by number).
 */
export type OptionalSectionName = 'suggestMasks' | 'profiles' | 'leads';

export type SectionName =
  | OptionalSectionName
  | 'cards'
  | 'cardOffsets'
  | 'facts'
  | 'factOffsets'
  | 'sets'
  | 'names'
  | 'nameBuckets'
  | 'foreign'
  | 'foreignBuckets'
  | 'suggestNames'
  | 'suggestOffsets'
  | 'suggestLengths'
  | 'postings'
  | 'postingBuckets';

export interface DatabaseHeader {
  readonly formatVersion: number;
  /** What was imported, e.g. "MTGJSON AllPrintings", "Scryfall oracle-cards". */
  readonly source: string;
  /** The source's own version, when it has one ("5.2.0+20220425"). */
  readonly version: string | null;
  /** The day the data describes (YYYY-MM-DD). */
  readonly date: string;
  /** Base name of the imported file. */
  readonly file: string;
  /** When the import ran (ISO 8601, UTC). */
  readonly importedAt: string;
  readonly cards: number;
  /** English lookup names: card names and face names. */
  readonly names: number;
  readonly foreignNames: number;
  /** Foreign names per language code. */
  readonly languages: Readonly<Record<string, number>>;
  /** Formats the data gives legality for, in the order of each card's legality string. */
  readonly formats: readonly string[];
  /** Which kinds of fact the cards carry (see CardDatabaseInfo.holds). */
  readonly holds: { readonly characteristics: boolean; readonly printings: boolean };
  /** Sets in the set table. */
  readonly sets: number;
  /** (name, card) pairs of other printed names. */
  readonly aliases: number;
  /** Facts the import skipped because the data had them in the wrong shape, by field. */
  readonly skipped: Readonly<Record<string, number>>;
  /** Names suggestions are made from, distinct postings keys, and the size of a line number in `postings`. */
  readonly suggestions: number;
  readonly postingKeys: number;
  readonly postingIdBytes: 2 | 4;
  readonly sections: Readonly<Record<Exclude<SectionName, OptionalSectionName>, readonly [number, number]>> &
    Readonly<Partial<Record<OptionalSectionName, readonly [number, number]>>>;
  /** Size of the whole file, to detect a damaged copy. */
  readonly bytes: number;
  /**
   * 'compact' for a file written with the compact profile (db/profile: deckcheck's built-in snapshot): no foreign
   * names, only the lines of rules text the rules read, and no stored postings (made in memory when needed). Absent
   * on a file with every fact its source gives.
   */
  readonly profile?: 'compact';
  /**
   * True when no two cards share a name key (nameKey): a name written exactly as a card's is then that card alone,
   * found by the card lines' names (db/card-names). Absent on files written before it was kept, and on a file where
   * two cards do share one: their names are found by key, as every other name is.
   */
  readonly uniqueNameKeys?: true;
}

export type HeaderInfo = Omit<
  DatabaseHeader,
  'formatVersion' | 'sections' | 'bytes' | 'suggestions' | 'postingKeys' | 'postingIdBytes'
>;

