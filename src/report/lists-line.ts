/** The report header's words on how current the lists are (README, "How deckcheck stays current"). */
import type { ListsSummary } from '../check/check.js';
import { PLATFORM_NAMES, type Platform } from '../cards/facts.js';

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
