/**
 * The dated banned and restricted lists, as data: one JSON file per format in data/lists (the README beside them in
 * the repository says where the facts come from and how the dates were established), loaded here into the shape
 * formats/lists reads. The files are validated against data/lists/schema by a test, which also compares them with a
 * reference history of the lists.
 *
 * Names are the canonical English (Oracle) names; multi-face cards are "Front // Back". A name "@group" in a file
 * stands for every card of that group in groups.json.
 */
import type { KnownThrough } from './pools.js';
import { LIST_DATA, loadListData } from './list-files.js';
import groupsData from './lists/groups.json' with { type: 'json' };

/** A format that has a dated list (a format id, e.g. "modern"). */
export type ListFormat = string;

/**
 * A card's place on a list. `banned_as_commander`: may not be a commander (Duel Commander; Commander 2006–2014);
 * `banned_as_companion`: may not be a companion (Commander, from 2026-02-09). `legal` in a change: taken off the list.
 */
export type ListStatus = 'banned' | 'restricted' | 'banned_as_commander' | 'banned_as_companion' | 'legal';
/** The statuses a card can hold while on a list. */
export type ListedStatus = Exclude<ListStatus, 'legal'>;

export interface ListEvent {
  /** Day the announcement was published (YYYY-MM-DD). */
  readonly announced: string;
  /**
   * Day the change took effect on the format's own platform (YYYY-MM-DD): tabletop play, or MTG Arena for the formats
   * played only there.
   */
  readonly effective: string;
  /**
   * The day the change took effect on another platform, where the announcement gives a different one (Magic Online
   * often changed on the announcement day, before tabletop, until 2019). A check for that platform uses it.
   */
  readonly platformEffective?: PlatformEffective;
  /** Announcement URL (or a short description when there is no announcement). */
  readonly source: string;
  /** Free text: e.g. how the effective date was established, or doubts about the event. */
  readonly note?: string;
  /** true when the event could not be confirmed. */
  readonly unverified?: boolean;
  /** MTG Arena "suspended" the cards: they are out of decks as if banned, until Arena says otherwise. */
  readonly suspended?: boolean;
  readonly changes: readonly (readonly [card: string, status: ListStatus])[];
}

/** Days a change took effect on Magic Online and MTG Arena, where they differ from `effective`. */
export type PlatformEffective = Readonly<Partial<Record<'mtgo' | 'arena', string>>>;

export interface ListHistory {
  readonly format: ListFormat;
  /** First day the history covers. */
  readonly since: string;
  /**
   * The last day the list is known to be complete, and how that is known (the lists' README in the repository). Every built-in
   * list has one; a list without one (a user's format file) is taken as complete on any day.
   */
  readonly knownThrough?: KnownThrough;
  /** Lists in force on `since`. */
  readonly initial: {
    readonly banned: readonly string[];
    readonly restricted: readonly string[];
    readonly banned_as_commander?: readonly string[];
    readonly banned_as_companion?: readonly string[];
  };
  /** Ascending by effective date. */
  readonly events: readonly ListEvent[];
}

/** The shape of a list file (data/lists/schema is its zod schema). */
export interface ListHistoryData {
  readonly format: string;
  readonly since: string;
  readonly knownThrough: KnownThrough;
  readonly initial: Readonly<Partial<Record<ListedStatus, readonly string[]>>>;
  readonly events: readonly {
    readonly announced: string;
    readonly effective: string;
    readonly platformEffective?: PlatformEffective;
    readonly source: string;
    readonly note?: string;
    readonly unverified?: boolean;
    readonly suspended?: boolean;
    readonly changes: Readonly<Partial<Record<ListStatus, readonly string[]>>>;
  }[];
}

/** Named groups of cards (groups.json), e.g. the 25 Conspiracy cards. */
export const LIST_GROUPS: Readonly<Record<string, readonly string[]>> = groupsData;

/** The names a file's list stands for, with every "@group" expanded. Throws on an unknown group (a data bug). */
export function expandNames(names: readonly string[] | undefined, groups = LIST_GROUPS): string[] {
  const out: string[] = [];
  for (const name of names ?? []) {
    if (!name.startsWith('@')) {
      out.push(name);
      continue;
    }
    const group = groups[name.slice(1)];
    if (!group) throw new Error(`list data names an unknown group ${name}`);
    out.push(...group);
  }
  return out;
}

/** Change statuses in the order a list file's changes are applied within one event. */
const CHANGE_ORDER: readonly ListStatus[] = ['legal', 'banned', 'restricted', 'banned_as_commander', 'banned_as_companion'];

/** A list file → the history formats/lists reads. */
/** A list as a format file gives it (formats/format-file): a list file's shape, its knowledge date optional. */
export type OwnListData = Omit<ListHistoryData, 'knownThrough'> & { readonly knownThrough?: KnownThrough };

export function historyFromData(data: ListHistoryData | OwnListData, groups = LIST_GROUPS): ListHistory {
  const initial = {
    banned: expandNames(data.initial.banned, groups),
    restricted: expandNames(data.initial.restricted, groups),
    ...(data.initial.banned_as_commander ? { banned_as_commander: expandNames(data.initial.banned_as_commander, groups) } : {}),
    ...(data.initial.banned_as_companion ? { banned_as_companion: expandNames(data.initial.banned_as_companion, groups) } : {}),
  };
  const events: ListEvent[] = data.events.map((e) => {
    const changes: (readonly [string, ListStatus])[] = [];
    for (const status of CHANGE_ORDER) {
      for (const card of expandNames(e.changes[status], groups)) changes.push([card, status]);
    }
    return {
      announced: e.announced,
      effective: e.effective,
      ...(e.platformEffective !== undefined ? { platformEffective: e.platformEffective } : {}),
      source: e.source,
      ...(e.note !== undefined ? { note: e.note } : {}),
      ...(e.unverified ? { unverified: true } : {}),
      ...(e.suspended ? { suspended: true } : {}),
      changes,
    };
  });
  const known = data.knownThrough;
  return { format: data.format, since: data.since, ...(known ? { knownThrough: known } : {}), initial, events };
}


/** The formats whose history this process has built, in the order it built them (see LIST_HISTORY). */
const built: ListFormat[] = [];

/**
 * Every format's list history, keyed by format id. Each is built from its file the first time it is read (a check of
 * one format builds that format's alone, which a start-up test holds); enumerating the object builds them all.
 */
export const LIST_HISTORY: Readonly<Record<ListFormat, ListHistory>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(LIST_DATA).map((id) => {
      let history: ListHistory | undefined;
      const get = (): ListHistory => {
        if (!history) {
          history = historyFromData(LIST_DATA[id] as ListHistoryData);
          built.push(id);
        }
        return history;
      };
      return [id, { get, enumerable: true }];
    }),
  ),
) as Readonly<Record<ListFormat, ListHistory>>;

/** The formats whose list history has been built so far in this process, in order: what a run has read of the lists. */
export function listHistoriesBuilt(): readonly ListFormat[] {
  return [...built];
}

/** The 25 Conspiracy-type cards (groups.json `conspiracy`). */
export const CONSPIRACY_CARDS: readonly string[] = expandNames(['@conspiracy']);
/** The 2024-05-13 sticker and Attraction ban as it applies to Legacy and Vintage. */
export const UNF_STICKER_ATTRACTION_BAN_2024_05_13: readonly string[] = expandNames(['@unf-sticker-attraction-2024-05-13']);
/** The same ban as it applies to Pauper. */
export const UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER: readonly string[] = expandNames([
  '@unf-sticker-attraction-2024-05-13-pauper',
]);

export { LIST_DATA } from './list-files.js';

/**
 * Loads a format's list file, for listHistory: in Node it came with the module (nothing to do); a browser bundle loads
 * each format's file as a chunk of its own, when a check of that format is prepared (data/list-files.browser).
 */
export function loadListHistory(format: ListFormat): Promise<void> {
  return loadListData(format);
}

/** The history of a format's list. Throws when there is none: format definitions name only lists that exist (tested). */
export function listHistory(format: ListFormat): ListHistory {
  const history = Object.hasOwn(LIST_HISTORY, format) ? LIST_HISTORY[format] : undefined;
  if (!history) throw new Error(`no banned/restricted history for "${format}"`);
  return history;
}
