/**
 * What deckcheck knows of a format, and until when (README, "How deckcheck stays current").
 *
 * Each built-in list file and the pool tables carry the last day they are known to be complete (`knownThrough`): the
 * format's knowledge date is the earlier of the two. Card data (MTGJSON, Scryfall) states every card's legality on
 * its own date; when that date is later than the knowledge date and the data names the format, it extends what
 * deckcheck knows for check days after the knowledge date:
 * - on and after the data's date, the data's bans, unbans and card pool hold, as certainly as the lists do;
 * - between the knowledge date and the data's date the day of a change is unknown: a difference is a warning.
 * On days up to the knowledge date, deckcheck's own dated lists and pool rules stand and the data is not read.
 * Pure: no I/O.
 */
import type { CardDatabaseInfo } from '../cards/facts.js';
import type { ListHistory } from '../data/banlists.js';
import type { KnownThrough } from '../data/pools.js';
import { POOLS_KNOWN_THROUGH } from '../data/pool-index.js';
import { legalityKey, type FormatDef } from './formats.js';

/**
 * Days a check may lie past everything deckcheck knows of a format before every deck is warned (`lists-out-of-date`).
 * Wizards announces banned and restricted changes in a window a few weeks after each main set's release, so a list
 * confirmed on one day is normally still complete a season later; 90 days is the longest wait between two such
 * windows, and the most the project allows (README explains the choice).
 */
export const LISTS_GRACE_DAYS = 90;

/** What deckcheck's own data knows of a format: until which day, from which sources. */
export interface FormatKnowledge {
  /** The last day deckcheck's own lists and pool rules are known to be complete: the earlier of the two. */
  readonly day: string;
  /** The list's own knowledge date and source; absent for a format without a list. */
  readonly lists?: KnownThrough;
  /** The pool tables' knowledge date and source; absent for a format without a card pool of its own. */
  readonly pool?: KnownThrough;
  /** A points format's points tables: the day they are known complete through (format files, Highlander formats). */
  readonly points?: KnownThrough;
}

/**
 * The knowledge of `format` with its list history (already loaded), or null for a format that has neither a list nor
 * a card pool of its own (casual, Sealed, Draft) or whose history gives no knowledge date (a user's list).
 */
export function formatKnowledge(format: FormatDef, history: ListHistory | null): FormatKnowledge | null {
  const lists = history?.knownThrough;
  if (history !== null && lists === undefined) return null;
  const pool = format.pool === 'any' ? undefined : POOLS_KNOWN_THROUGH;
  const pointsDay = format.points?.knownThrough;
  const points: KnownThrough | undefined =
    pointsDay !== undefined ? { day: pointsDay, source: `${format.name}'s points tables (${format.points?.reference ?? ''})` } : undefined;
  // A retired format (Extended, the blocks) is known on every day it can be checked: its list's date is its last day.
  const day = [lists?.day, pool?.day, points?.day].filter((d): d is string => d !== undefined).sort()[0];
  if (day === undefined) return null;
  return { day, ...(lists ? { lists } : {}), ...(pool ? { pool } : {}), ...(points ? { points } : {}) };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "MTGJSON AllPrintings of 2027-03-01", "built-in card data of 2026-08-22": the card data as findings name it. */
export function cardDataLabel(db: Pick<CardDatabaseInfo, 'source' | 'date' | 'builtIn'>): string {
  return db.builtIn === true ? `built-in card data of ${db.date}` : `${db.source} of ${db.date}`;
}

/** Card data that extends deckcheck's knowledge of a format on the day checked. */
export interface DataExtension {
  /** "MTGJSON AllPrintings of 2027-03-01". */
  readonly label: string;
  /** The data's date. */
  readonly date: string;
  /** The key under which the data gives the format's legality. */
  readonly key: string;
  /**
   * `after`: the day checked is on or after the data's date: what the data says holds (errors). `between`: the day
   * checked lies between the knowledge date and the data's date: a difference is a warning.
   */
  readonly mode: 'after' | 'between';
}

/** How current a check's knowledge is: deckcheck's own, the card data's, and whether the day lies past both. */
export interface Currency {
  readonly knowledge: FormatKnowledge;
  /** Card data whose date is later than the knowledge date and that names the format, or null. */
  readonly data: { readonly label: string; readonly date: string; readonly key: string } | null;
  /** The card data's extension on this day: null on days up to the knowledge date, or without such data. */
  readonly extension: DataExtension | null;
  /** The last day anything deckcheck reads knows the format's lists and pool: the knowledge date or the data's date. */
  readonly lastKnown: string;
  /** Days the check lies past `lastKnown` when that is more than LISTS_GRACE_DAYS, else null. */
  readonly outOfDate: number | null;
}

/**
 * Card data's own names for formats whose deckcheck id differs (MTGJSON and Scryfall write `duel`, `paupercommander`).
 * Used only to extend deckcheck's lists after their knowledge date; what the data says before it is not read.
 */
const DATA_KEYS: Readonly<Record<string, string>> = {
  'duel-commander': 'duel',
  'pauper-commander': 'paupercommander',
  'old-school': 'oldschool',
};

/**
 * Keys whose "Restricted" is no restriction: under `duel` it marks a card banned as commander only, under
 * `paupercommander` an uncommon that may only be the commander. For the main deck's lists both read as legal (the
 * commander rules judge the command zone).
 */
export const RESTRICTED_READS_LEGAL: ReadonlySet<string> = new Set(['duel', 'paupercommander']);

/**
 * Keys whose "Restricted" means banned as commander: the card may be in the 99 but not in the command zone (MTGJSON's
 * `duel`, Duel Commander's banned-as-commander list). commander-banned reads it so; the main deck's lists read it as
 * legal (RESTRICTED_READS_LEGAL).
 */
export const RESTRICTED_MEANS_BANNED_AS_COMMANDER: ReadonlySet<string> = new Set(['duel']);

/** The key under which card data gives `format`'s legality for extending the lists, or undefined. */
export function extensionKey(format: FormatDef, dataFormats: readonly string[]): string | undefined {
  const own = legalityKey(format, dataFormats);
  if (own !== undefined) return own;
  const alias = DATA_KEYS[format.id];
  return alias !== undefined && dataFormats.includes(alias) ? alias : undefined;
}

/** The currency of a check of `format` on `date` with `knowledge` and the card data in use (or none). */
export function checkCurrency(
  format: FormatDef,
  date: string,
  knowledge: FormatKnowledge,
  db: CardDatabaseInfo | null | undefined,
): Currency {
  const key = db ? extensionKey(format, db.formats ?? []) : undefined;
  const data = db && key !== undefined && db.date > knowledge.day ? { label: cardDataLabel(db), date: db.date, key } : null;
  const extension: DataExtension | null =
    data && date > knowledge.day ? { ...data, mode: date >= data.date ? 'after' : 'between' } : null;
  const lastKnown = data ? data.date : knowledge.day;
  const past = daysBetween(lastKnown, date);
  return { knowledge, data, extension, lastKnown, outOfDate: past > LISTS_GRACE_DAYS ? past : null };
}

/** One sentence for the report: where this check's lists and pool come from. Undefined when only deckcheck's own. */
export function extensionNote(format: FormatDef, date: string, currency: Currency): string | undefined {
  const ext = currency.extension;
  if (!ext) return undefined;
  const own = `deckcheck's own banned and restricted lists and card-pool rules for ${format.name} are known through ${currency.knowledge.day}`;
  if (ext.mode === 'after') {
    return (
      `${own}; for ${date} they are extended by ${ext.label}: its bans, unbans and card pool hold, and findings from it ` +
      'name it as their source.'
    );
  }
  return (
    `${own}; ${ext.label} is newer, but ${date} lies between the two days, so the day of any change between them is ` +
    'unknown: where the card data differs from deckcheck\'s lists, the finding is a warning.'
  );
}
