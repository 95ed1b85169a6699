/** The report header's words on how current the lists are (README, "How deckcheck stays current"). */
import type { FormatSource, ListsSummary } from '../check/check.js';
import { PLATFORM_NAMES, type CardDatabaseInfo, type Platform } from '../cards/facts.js';

/** The card data a report header names: "built-in card data of 2026-08-22", "card database MTGJSON AllPrintings 2026-08-22". */
export function cardDataHeader(db: Pick<CardDatabaseInfo, 'source' | 'date' | 'builtIn'>): string {
  return db.builtIn === true ? `built-in card data of ${db.date}` : `card database ${db.source} ${db.date}`;
}

/** ", known through 2026-09-22" or ", known through 2026-09-22, extended by MTGJSON AllPrintings of 2027-03-01". */
export function listsKnowledge(lists: Pick<ListsSummary, 'knownThrough' | 'extendedBy'> & Partial<Pick<ListsSummary, 'asOf'>>): string {
  if (lists.knownThrough === null) return '';
  const ext = lists.extendedBy ? `, extended by ${lists.extendedBy.source}` : '';
  // A format with its own list on top of another's (7 Point Highlander on Vintage's) may be "as of" a change of the
  // other format made after the day its own list is known through: say whose knowledge the day is.
  if (!lists.extendedBy && lists.asOf !== undefined && lists.knownThrough < lists.asOf) {
    return `; its own changes known through ${lists.knownThrough} (later changes are those of the format it builds on)`;
  }
  return `, known through ${lists.knownThrough}${ext}`;
}

/** The platform a report header names: Magic Online or MTG Arena; undefined for tabletop (the default, not named). */
export function platformName(platform: Platform | undefined): string | undefined {
  return platform === undefined || platform === 'paper' ? undefined : PLATFORM_NAMES[platform];
}

/**
 * The format as a report header names it, with where it came from when it was not named: "Modern (declared by
 * alice.txt line 1)", "Casual constructed (no format named)"; the bare name when it was named.
 */
export function formatLine(format: { readonly name: string; readonly source?: FormatSource }): string {
  const source = format.source;
  if (source === undefined) return format.name;
  if (source.kind === 'none') return `${format.name} (no format named)`;
  const more = source.files > 1 ? ` and ${source.files - 1} more` : '';
  return `${format.name} (declared by ${source.file} line ${source.line}${more})`;
}

/** The verdict's words when no format was named: a "legal" that says nothing about a tournament format. */
export function unnamedFormatWords(format: { readonly source?: FormatSource }): string {
  return format.source?.kind === 'none' ? 'no format named' : '';
}
