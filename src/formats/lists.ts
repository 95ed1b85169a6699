/**
 * The banned and restricted lists in force on a given day, computed from the dated history in data/banlists.
 * A change counts from its effective (tabletop) date, or for a check on Magic Online or MTG Arena from its day there
 * where the list gives one (`platformEffective`). A change announced on or before the day but effective after it is
 * reported as pending, so a deck checked in that week learns what is coming.
 */
import type { Platform } from '../cards/facts.js';
import { nameKey } from '../cards/normalize.js';
import type { ListedStatus, ListEvent, ListFormat, ListHistory, ListStatus } from '../data/banlists.js';

/**
 * The day a change took effect for a platform: the announcement's day for that platform where the list gives one
 * (`platformEffective`, e.g. Magic Online before tabletop until 2019), else the event's own effective day.
 */
export function effectiveFor(event: ListEvent, platform: Platform | undefined): string {
  if (platform === undefined || platform === 'paper') return event.effective;
  return event.platformEffective?.[platform] ?? event.effective;
}

/**
 * A history's events in the order they took effect on the platform: the history's own order (by tabletop day) unless
 * some change has a day of its own there, then by that platform's days (stable: one day keeps the history's order).
 */
function eventsInOrder(history: ListHistory, platform: Platform | undefined): readonly ListEvent[] {
  if (platform === undefined || !hasPlatformDays(history, platform)) return history.events;
  return history.events
    .map((e, i) => ({ e, i, day: effectiveFor(e, platform) }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.i - b.i))
    .map((x) => x.e);
}

/** Whether any change of a history has a day of its own for the platform. */
export function hasPlatformDays(history: ListHistory, platform: Platform): boolean {
  return platform !== 'paper' && history.events.some((e) => e.platformEffective?.[platform] !== undefined);
}

export interface ListEntry {
  readonly card: string;
  readonly status: ListedStatus;
  /** The change that put the card in this status; undefined when it was already so when the history begins. */
  readonly event?: ListEvent;
}

export interface PendingChange {
  readonly card: string;
  readonly status: ListStatus;
  readonly event: ListEvent;
}

export interface ListsInForce {
  readonly format: ListFormat;
  /** The format's display name when it is not a built-in format's (a format file's `name`). */
  readonly name?: string;
  readonly date: string;
  /**
   * The platform whose effective days were used, when it is not tabletop ('mtgo', 'arena'): a change counts from its
   * day there (effectiveFor).
   */
  readonly platform?: Platform;
  /** Effective date of the newest change in force on `date` (or the history's start). */
  readonly asOf: string;
  readonly since: string;
  /** Keyed by normalised card name. */
  readonly entries: ReadonlyMap<string, ListEntry>;
  readonly pending: ReadonlyMap<string, PendingChange>;
  /** Keys of every card in `entries` or `pending`: one lookup tells whether a card is on a list at all. */
  readonly listed: ReadonlySet<string>;
  readonly banned: number;
  readonly restricted: number;
}

export class ListDateError extends Error {}

/**
 * Why a day before a history's first day cannot be checked: that day is where deckcheck's list starts (the earliest
 * day whose whole list it holds), which need not be the day the format began.
 */
export function beforeHistoryText(history: Pick<ListHistory, 'format' | 'since'>, date: string): string {
  return (
    `deckcheck holds ${history.format}'s banned and restricted list from ${history.since} on (the earliest day it knows ` +
    `the whole list; the format itself may be older); ${date} is earlier.`
  );
}

/**
 * Lists in force on `date` (YYYY-MM-DD) for `platform` (tabletop when absent): each change counts from its day there
 * (effectiveFor). Throws ListDateError when the history does not reach back that far.
 */
export function listsInForce(history: ListHistory, date: string, name?: string, platform?: Platform): ListsInForce {
  if (date < history.since) {
    throw new ListDateError(
      `${beforeHistoryText(history, date)} Use --date ${history.since} or later.`,
    );
  }
  const entries = new Map<string, ListEntry>();
  for (const card of history.initial.banned) entries.set(nameKey(card), { card, status: 'banned' });
  for (const card of history.initial.restricted) entries.set(nameKey(card), { card, status: 'restricted' });
  for (const card of history.initial.banned_as_commander ?? []) entries.set(nameKey(card), { card, status: 'banned_as_commander' });
  for (const card of history.initial.banned_as_companion ?? []) entries.set(nameKey(card), { card, status: 'banned_as_companion' });
  let asOf: string | undefined;
  const pending = new Map<string, PendingChange>();
  for (const event of eventsInOrder(history, platform)) {
    const effective = effectiveFor(event, platform);
    if (effective <= date) {
      if (asOf === undefined || effective > asOf) asOf = effective;
      for (const [card, status] of event.changes) {
        const key = nameKey(card);
        if (status === 'legal') entries.delete(key);
        else entries.set(key, { card, status, event });
      }
    } else if (event.announced <= date) {
      for (const [card, status] of event.changes) pending.set(nameKey(card), { card, status, event });
    }
  }
  let banned = 0;
  let restricted = 0;
  for (const e of entries.values()) {
    if (e.status === 'banned') banned++;
    else if (e.status === 'restricted') restricted++;
  }
  const listed = new Set([...entries.keys(), ...pending.keys()]);
  return {
    format: history.format,
    ...(name !== undefined ? { name } : {}),
    date,
    ...(platform !== undefined && platform !== 'paper' ? { platform } : {}),
    asOf: asOf ?? history.since,
    since: history.since,
    entries,
    pending,
    listed,
    banned,
    restricted,
  };
}

/**
 * A format file's own list on top of its base's (mode "add"): the base history, with the file's initial list as a
 * change on its first day (the base's first day when it gives none) and its events, in order of effective day. Mode
 * "replace", or no base: the file's list alone, from its own first day.
 */
export function combinedHistory(base: ListHistory | null, own: ListHistory, mode: 'add' | 'replace'): ListHistory {
  if (!base || mode === 'replace') return own;
  const start = own.since === '' ? base.since : own.since;
  const initialChanges: (readonly [string, ListStatus])[] = [
    ...own.initial.banned.map((c) => [c, 'banned'] as const),
    ...own.initial.restricted.map((c) => [c, 'restricted'] as const),
  ];
  const initialEvent: ListEvent | undefined =
    initialChanges.length > 0
      ? { announced: start, effective: start, source: 'the format file\'s own list (initial)', changes: initialChanges }
      : undefined;
  // Stable: on one day the base's changes come first, then the file's.
  const events = [...base.events, ...(initialEvent ? [initialEvent] : []), ...own.events]
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.effective < b.e.effective ? -1 : a.e.effective > b.e.effective ? 1 : a.i - b.i))
    .map((x) => x.e);
  // A change dated before the base's first day is in force from that day on (listsInForce applies every earlier one).
  // Known complete through the earlier of the two lists' days (unknown when the file gives none).
  const known = own.knownThrough && base.knownThrough && own.knownThrough.day < base.knownThrough.day ? own.knownThrough : base.knownThrough;
  const { knownThrough: _unused, ...rest } = base;
  void _unused;
  return { ...rest, format: own.format, events, ...(own.knownThrough && known ? { knownThrough: known } : {}) };
}

/** Every card name the history mentions, for the embedded card index. */
export function historyCardNames(history: ListHistory): string[] {
  const names = new Set<string>([
    ...history.initial.banned,
    ...history.initial.restricted,
    ...(history.initial.banned_as_commander ?? []),
    ...(history.initial.banned_as_companion ?? []),
  ]);
  for (const e of history.events) for (const [card] of e.changes) names.add(card);
  return [...names];
}
