/** Wording shared by the banned/restricted rules: which list, which change, since when. */
import { PLATFORM_NAMES, type Platform } from '../cards/facts.js';
import type { ListEvent } from '../data/banlists.js';
import { findFormat } from '../formats/formats.js';
import { effectiveFor, type ListEntry, type ListsInForce } from '../formats/lists.js';

/** The list's format by its display name ("Duel Commander", not the id "duel-commander"). */
export function listName(lists: ListsInForce): string {
  return lists.name ?? findFormat(lists.format)?.name ?? lists.format;
}

export function listReference(lists: ListsInForce, status: 'banned' | 'restricted'): string {
  return `MTR 6.1; ${listName(lists)} ${status} list`;
}

/**
 * A change's day on the platform checked, "on Magic Online" when that is its own day rather than the event's
 * (tabletop) one, and what else the reader should know about its days.
 */
function eventDays(event: ListEvent, platform: Platform | undefined): { day: string; where: string; also: string[] } {
  const day = effectiveFor(event, platform);
  const also: string[] = [];
  if (event.announced !== day) also.push(`announced ${event.announced}`);
  if (platform !== undefined && day !== event.effective) {
    also.push(`tabletop from ${event.effective}`);
    return { day, where: ` on ${PLATFORM_NAMES[platform]}`, also };
  }
  const none = noOwnDay(event, platform);
  if (none !== undefined) also.push(none);
  return { day, where: '', also };
}

/**
 * For a check on Magic Online or MTG Arena of a change whose days differ by platform but that has none of its own for
 * this one: the day used is tabletop's, and the reader is told so.
 */
function noOwnDay(event: ListEvent, platform: Platform | undefined): string | undefined {
  if (platform === undefined || platform === 'paper' || event.platformEffective === undefined) return undefined;
  if (event.platformEffective[platform] !== undefined) return undefined;
  return `the tabletop day: deckcheck holds no ${PLATFORM_NAMES[platform]} day for this change`;
}

function eventText(event: ListEvent, platform: Platform | undefined): string {
  const { day, where, also } = eventDays(event, platform);
  const when = `since ${day}${where}${also.length > 0 ? ` (${also.join('; ')})` : ''}`;
  const doubt = event.unverified ? '; this change could not be confirmed, check the official announcement' : '';
  const suspended = event.suspended ? '; MTG Arena suspended it, which keeps it out of decks as a ban does' : '';
  return `${when}${suspended}${doubt}`;
}

/** " since 2024-08-26 (announced …)" or " (on the list when deckcheck's history begins, 2019-01-01)". */
export function sinceText(entry: ListEntry, lists: ListsInForce): string {
  return entry.event ? ` ${eventText(entry.event, lists.platform)}` : ` (already on the list on ${lists.since})`;
}

/**
 * "announced …, in effect from …." for a change not yet in effect on the day checked, on the platform of `lists`. A
 * tabletop check names the other platforms' own days too (Magic Online often changed first).
 */
export function pendingText(event: ListEvent, lists?: Pick<ListsInForce, 'platform'>): string {
  const doubt = event.unverified ? ' This change could not be confirmed; check the official announcement.' : '';
  const platform = lists?.platform;
  const day = effectiveFor(event, platform);
  const none = noOwnDay(event, platform);
  const where =
    platform !== undefined && day !== event.effective
      ? ` on ${PLATFORM_NAMES[platform]} (tabletop from ${event.effective})`
      : none !== undefined
        ? ` (${none})`
        : '';
  const others =
    platform === undefined
      ? (['mtgo', 'arena'] as const)
          .filter((p) => event.platformEffective?.[p] !== undefined && event.platformEffective[p] !== event.effective)
          .map((p) => `on ${PLATFORM_NAMES[p]} from ${event.platformEffective?.[p] ?? ''}`)
      : [];
  const elsewhere = others.length > 0 ? ` in tabletop play (${others.join('; ')})` : '';
  return `announced ${event.announced}, in effect from ${day}${where}${elsewhere}.${doubt}`;
}
