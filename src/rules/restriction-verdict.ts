/**
 * The one reading of a restricted list, for the deck (card-restricted) and for a Two-Headed Giant team
 * (team-card-restricted): deckcheck's own list, a restriction announced but not yet in effect, and, after deckcheck's
 * knowledge date, the card data of a later date (formats/knowledge). The rules word the finding; this decides it.
 */
import type { ListEntry, ListsInForce, PendingChange } from '../formats/lists.js';
import type { CardGroup } from '../model/model.js';
import { dataSays, unknownDay, type DataSays } from './currency-notes.js';
import { listName } from './list-notes.js';
import type { CheckContext } from './types.js';

export type RestrictionVerdict =
  /** Restricted by deckcheck's list: an error. */
  | { readonly kind: 'listed'; readonly entry: ListEntry }
  /** Restricted by deckcheck's list, but the later card data gives it as legal on an unknown day before its date. */
  | { readonly kind: 'unrestricted-unknown-day'; readonly entry: ListEntry; readonly data: DataSays }
  /** Not restricted by deckcheck's list; the later card data restricts it (an error when `data.certain`). */
  | { readonly kind: 'data-restricted'; readonly data: DataSays }
  /** Not restricted yet: the restriction is announced and takes effect after the day checked. */
  | { readonly kind: 'pending'; readonly pending: PendingChange }
  /** Nothing to say. */
  | undefined;

/**
 * The verdict on one card in `lists` on the day checked. `group` is a group of the card that carries its card data
 * (any, for a team). A ban, by the list or by the data, is card-banned's finding, with one exception: a card deckcheck
 * lists as banned that the later card data gives as restricted, on or after the data's date, is restricted (before
 * that date card-banned warns that the ban may have been lifted, and names the restriction).
 */
export function restrictionVerdict(
  key: string,
  group: CardGroup | undefined,
  lists: ListsInForce,
  ctx: CheckContext,
): RestrictionVerdict {
  const extended = ctx.currency?.extension != null;
  if (!extended && !lists.listed.has(key)) return undefined;
  const entry = lists.entries.get(key);
  const data = extended && group ? dataSays(group, ctx) : undefined;
  if (entry?.status === 'restricted') {
    // A ban in the card data is card-banned's; an unrestriction holds from the data's date.
    if (data?.status === 'banned' || (data?.status === 'legal' && data.certain)) return undefined;
    if (data?.status === 'legal') return { kind: 'unrestricted-unknown-day', entry, data };
    return { kind: 'listed', entry };
  }
  if (data?.status === 'restricted' && (entry === undefined || (entry.status === 'banned' && data.certain))) {
    return { kind: 'data-restricted', data };
  }
  const pending = lists.pending.get(key);
  if (entry === undefined && pending?.status === 'restricted') return { kind: 'pending', pending };
  return undefined;
}

/**
 * Severity and message of a restriction the later card data has and deckcheck's list lacks: an error on or after the
 * data's date (`certain` ends it), before it a warning that the day is unknown (`uncertain` ends it).
 */
export function dataRestriction(
  card: string,
  lists: ListsInForce,
  ctx: CheckContext,
  data: DataSays,
  tails: { readonly certain: string; readonly uncertain: string },
): { severity: 'error' | 'warning'; message: string } {
  return data.certain
    ? {
        severity: 'error',
        message:
          `${card} is restricted in ${listName(lists)} on ${ctx.date} according to ${data.ext.label}; deckcheck's own ` +
          `lists end on ${data.known}, before the restriction${tails.certain}`,
      }
    : {
        severity: 'warning',
        message:
          `${data.ext.label} gives ${card} as restricted in ${listName(lists)}; deckcheck's lists, known through ` +
          `${data.known}, do not: it was restricted ${unknownDay(data)}, so on ${ctx.date} ${tails.uncertain}`,
      };
}
