/** The report header's words on how current the lists are (README, "How deckcheck stays current"). */
import type { ListsSummary } from '../check/check.js';
import { PLATFORM_NAMES, type CardDatabaseInfo, type Platform } from '../cards/facts.js';

/** The card data a report header names: "built-in card data of 2026-08-22", "card database MTGJSON AllPrintings 2026-08-22". */
export function cardDataHeader(db: Pick<CardDatabaseInfo, 'source' | 'date' | 'builtIn'>): string {
  return db.builtIn === true ? `built-in card data of ${db.date}` : `card database ${db.source} ${db.date}`;
}

/** ", known through 2026-09-22" or ", known through 2026-09-22, extended by MTGJSON AllPrintings of 2027-03-01". */
export function listsKnowledge(lists: Pick<ListsSummary, 'knownThrough' | 'extendedBy'>): string {
  if (lists.knownThrough === null) return '';
  const ext = lists.extendedBy ? `, extended by ${lists.extendedBy.source}` : '';
  return `, known through ${lists.knownThrough}${ext}`;
}

/** The platform a report header names: Magic Online or MTG Arena; undefined for tabletop (the default, not named). */
export function platformName(platform: Platform | undefined): string | undefined {
  return platform === undefined || platform === 'paper' ? undefined : PLATFORM_NAMES[platform];
}
