/** Wording shared by the banned/restricted rules: which list, which change, since when. */
import type { ListEvent } from '../data/banlists.js';
import { findFormat } from '../formats/formats.js';
import type { ListEntry, ListsInForce } from '../formats/lists.js';

/** The list's format by its display name ("Duel Commander", not the id "duel-commander"). */
export function listName(lists: ListsInForce): string {
  return lists.name ?? findFormat(lists.format)?.name ?? lists.format;
}

export function listReference(lists: ListsInForce, status: 'banned' | 'restricted'): string {
  return `MTR 6.1; ${listName(lists)} ${status} list`;
}

function eventText(event: ListEvent): string {
  const when =
    event.announced === event.effective
      ? `since ${event.effective}`
      : `since ${event.effective} (announced ${event.announced})`;
  const doubt = event.unverified ? '; this change could not be confirmed, check the official announcement' : '';
  const suspended = event.suspended ? '; MTG Arena suspended it, which keeps it out of decks as a ban does' : '';
  return `${when}${suspended}${doubt}`;
}

/** " since 2024-08-26 (announced …)" or " (on the list when deckcheck's history begins, 2019-01-01)". */
export function sinceText(entry: ListEntry, lists: ListsInForce): string {
  return entry.event ? ` ${eventText(entry.event)}` : ` (already on the list on ${lists.since})`;
}

export function pendingText(event: ListEvent): string {
  const doubt = event.unverified ? ' This change could not be confirmed; check the official announcement.' : '';
  return `announced ${event.announced}, in effect from ${event.effective}.${doubt}`;
}
