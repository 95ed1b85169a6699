/**
 * Format files: a format described as data (a league's own format, or a built-in one such as Canadian Highlander),
 * turned into the FormatDef every rule reads. This module compiles already-validated data and does no I/O; the zod
 * schema that validates a user's file is formats/format-file-schema, loaded only when a file is given.
 *
 * The shape (schema/format.schema.json is the published JSON Schema):
 * - `base`: a built-in format id the file starts from (deck rules, card pool and dated lists), or null;
 * - `deck`: min / max / exact size, sideboard maximum, copy limit, singleton ("main" or "main+sideboard");
 * - `pool`: a card list file beside the format file (one name per line), rarities, sets, a printing date range;
 * - `list`: banned and restricted cards, dated like the built-in lists, added to the base's or replacing them;
 * - `points`: dated points tables (card → points; a companion's own points), and the maximum per deck;
 * - `name`, `reference` (cited in every finding), `notes`, and `knownThrough` days.
 */
import type { Rarity } from '../cards/facts.js';
import { nameKey } from '../cards/normalize.js';
import type { ListHistoryData } from '../data/banlists.js';
import {
  pointsTableOn,
  type FormatDef,
  type OwnListLayer,
  type PointsChange,
  type PointsDef,
  type PointsTable,
  type PoolRestriction,
  type SingletonScope,
} from './formats.js';

/** A dated change of a format file's list: a list file's event, with `bannedAsCommander` for its banned_as_commander. */
export type ListEventData = Omit<ListHistoryData['events'][number], 'changes'> & {
  readonly changes: {
    readonly banned?: readonly string[];
    readonly restricted?: readonly string[];
    readonly legal?: readonly string[];
    readonly bannedAsCommander?: readonly string[];
  };
};

/** A format file's event as a list file writes it. */
function listEvent(e: ListEventData): ListHistoryData['events'][number] {
  const { bannedAsCommander, ...changes } = e.changes;
  return { ...e, changes: { ...changes, ...(bannedAsCommander ? { banned_as_commander: bannedAsCommander } : {}) } };
}

/** A change to a points list whose table is not given (PointsChange), as written in a file, with a note. */
export interface PointsChangeNotHeld extends PointsChange {
  readonly note?: string;
}

/** A dated points table as written in a file. */
export interface PointsTableData {
  /** First day the table is in force (YYYY-MM-DD). */
  readonly effective: string;
  /** Day it was published, when known and different. */
  readonly announced?: string;
  /** Where the table comes from (the announcement's URL). */
  readonly source: string;
  readonly note?: string;
  /** The announcement was not found: `effective` is a later day (the day a client adopted the table). */
  readonly unverified?: true;
  /** Card → points. */
  readonly cards: Readonly<Record<string, number>>;
  /** A companion's points when it is the deck's companion (7 Point Highlander), where they differ. */
  readonly companions?: Readonly<Record<string, number>>;
}

/** The data of a format file, as validated by formats/format-file-schema. */
export interface FormatFileData {
  readonly $schema?: string;
  readonly schemaVersion: 1;
  /** The format's id (lower-case letters, digits, dashes); default: the file's name. */
  readonly id?: string;
  readonly name: string;
  /** The format's rules (a URL or a document): cited in every finding. */
  readonly reference: string;
  readonly notes?: readonly string[];
  /** Where the file's facts come from. */
  readonly sources?: readonly string[];
  /** A built-in format to start from, or null for none. */
  readonly base?: string | null;
  readonly deck?: {
    readonly min?: number;
    readonly max?: number;
    readonly exact?: number;
    readonly sideboardMax?: number;
    readonly copyLimit?: number;
    readonly singleton?: 'main' | 'main+sideboard';
    /** Every card's mana value at most this (Tiny Leaders: 3); rule card-mana-value-max. */
    readonly manaValueMax?: number;
  };
  readonly pool?: {
    /** A card list file beside the format file: the only cards allowed (basic lands always are). */
    readonly cardList?: string;
    readonly rarities?: readonly Rarity[];
    readonly sets?: readonly string[];
    readonly printedFrom?: string;
    readonly printedUntil?: string;
  };
  readonly list?: {
    /** "add" (default): the base format's list plus these; "replace": these only. */
    readonly mode?: 'add' | 'replace';
    /** First day of this list (needed with "replace" or without a base; default: the base list's first day). */
    readonly since?: string;
    /** The day this list was last confirmed complete. */
    readonly knownThrough?: string;
    readonly initial?: {
      readonly banned?: readonly string[];
      readonly restricted?: readonly string[];
      /** May be in the deck but not its commander. */
      readonly bannedAsCommander?: readonly string[];
    };
    readonly events?: readonly ListEventData[];
  };
  readonly points?: {
    /**
     * With a base that has points (a Highlander format): "amend" (default) changes the base's tables, card by card;
     * "replace" uses these tables alone. Without such a base the tables are the format's own.
     */
    readonly mode?: 'amend' | 'replace';
    readonly max: number;
    /** Where the points rule is written (default: the format's reference). */
    readonly reference?: string;
    /** The day the points tables were last confirmed complete. */
    readonly knownThrough?: string;
    /** Ascending by effective day; each one is the whole table in force from its day. */
    readonly tables: readonly PointsTableData[];
    /** Changes known to be in force by a day after the last table, whose tables are not given. */
    readonly changesNotHeld?: readonly PointsChangeNotHeld[];
  };
}

/** A card list file as read: its path as shown, and every name with its line. */
export interface CardListInput {
  readonly file: string;
  readonly names: readonly { readonly name: string; readonly line: number }[];
}

/** What a check is given to use a format file: where it is, what it says, and its card list when it has one. */
export interface FormatFileInput {
  /** The format file's path as shown to the user. */
  readonly file: string;
  readonly data: FormatFileData;
  readonly cardList?: CardListInput;
}

function table(t: PointsTableData): PointsTable {
  const byKey = new Map<string, { readonly card: string; readonly points: number }>();
  for (const [card, points] of Object.entries(t.cards)) byKey.set(nameKey(card), { card, points });
  const companionByKey = new Map<string, number>();
  for (const [card, points] of Object.entries(t.companions ?? {})) companionByKey.set(nameKey(card), points);
  return {
    effective: t.effective,
    ...(t.announced !== undefined ? { announced: t.announced } : {}),
    source: t.source,
    ...(t.unverified === true ? { unverified: true } : {}),
    byKey,
    companionByKey,
  };
}

function pointsDef(p: NonNullable<FormatFileData['points']>, reference: string): PointsDef {
  const notHeld = (p.changesNotHeld ?? []).map((c) => ({ day: c.day, ...(c.announced !== undefined ? { announced: c.announced } : {}), source: c.source }));
  return {
    max: p.max,
    reference: p.reference ?? reference,
    ...(p.knownThrough !== undefined ? { knownThrough: p.knownThrough } : {}),
    ...(notHeld.length > 0 ? { changesNotHeld: notHeld } : {}),
    tables: [...p.tables].sort((a, b) => (a.effective < b.effective ? -1 : a.effective > b.effective ? 1 : 0)).map(table),
  };
}

/**
 * A base's points tables amended by a file's (mode "amend"): on each day either changes its table, the base's table in
 * force that day with the file's table in force that day laid over it, card by card (a card the file gives 0 points
 * is off the list). Days before the base's first table have no points list, so none is made for them; a file table
 * dated earlier applies from that first table on. Known through the earlier of the two days (unknown when the file
 * gives none, as a list added to a base is).
 */
export function amendedPoints(base: PointsDef, own: PointsDef): PointsDef {
  const first = base.tables[0]?.effective ?? '';
  const days = [...new Set([...base.tables, ...own.tables].map((t) => (t.effective < first ? first : t.effective)))].sort();
  const tables: PointsTable[] = [];
  for (const day of days) {
    const b = pointsTableOn(base, day);
    const o = pointsTableOn(own, day);
    if (!b) continue;
    if (!o) {
      tables.push(b);
      continue;
    }
    const byKey = new Map(b.byKey);
    for (const [k, v] of o.byKey) {
      if (v.points === 0) byKey.delete(k);
      else byKey.set(k, v);
    }
    const companionByKey = new Map(b.companionByKey);
    for (const [k, v] of o.companionByKey) companionByKey.set(k, v);
    tables.push({
      effective: day,
      source: `${b.source}, amended by ${o.source}`,
      // The day is the newer table's: unverified when that table's day is.
      ...((o.effective >= b.effective ? o.unverified : b.unverified) === true ? { unverified: true } : {}),
      byKey,
      companionByKey,
    });
  }
  const known = own.knownThrough !== undefined && base.knownThrough !== undefined && base.knownThrough < own.knownThrough ? base.knownThrough : own.knownThrough;
  // A change to the base's list that deckcheck does not hold is not in the base tables the file's are laid over either.
  const notHeld = [...(base.changesNotHeld ?? []), ...(own.changesNotHeld ?? [])].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return {
    max: own.max,
    reference: own.reference,
    ...(known !== undefined ? { knownThrough: known } : {}),
    ...(notHeld.length > 0 ? { changesNotHeld: notHeld } : {}),
    tables,
  };
}

function poolRestriction(pool: FormatFileData['pool'], base: PoolRestriction | undefined): PoolRestriction | undefined {
  if (!pool) return base;
  const r: { -readonly [K in keyof PoolRestriction]: PoolRestriction[K] } = { ...base };
  // Every field must hold: a field the base gives too is narrowed to what both allow.
  const both = <T>(own: readonly T[], had: ReadonlySet<T> | undefined): Set<T> => new Set(had ? own.filter((x) => had.has(x)) : own);
  if (pool.rarities) r.rarities = both(pool.rarities, base?.rarities);
  if (pool.sets) r.sets = both(pool.sets.map((s) => s.toUpperCase()), base?.sets);
  if (pool.printedFrom !== undefined) r.from = base?.from !== undefined && base.from > pool.printedFrom ? base.from : pool.printedFrom;
  if (pool.printedUntil !== undefined) r.until = base?.until !== undefined && base.until < pool.printedUntil ? base.until : pool.printedUntil;
  return Object.keys(r).length > 0 ? r : undefined;
}

/** The fallback id of a format file: its file name without folders and extension, in lower case. */
export function idFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return (
    base
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'format-file'
  );
}

/**
 * A format from a format file's data, on top of its base (null: none). The base is looked up by the caller, so the
 * built-in formats can be compiled by the module that defines them. A card list is added when a check is prepared
 * (api), where its names are read with the card index.
 */
export function formatFromData(data: FormatFileData, base: FormatDef | null, origin: { readonly file?: string } = {}): FormatDef {
  const id = data.id ?? (origin.file !== undefined ? idFromFile(origin.file) : 'format-file');
  const deck = data.deck ?? {};
  const reference = data.reference;
  const singleton: SingletonScope | undefined = deck.singleton ?? base?.singleton?.scope;
  const exact = deck.exact ?? (deck.min === undefined && deck.max === undefined ? base?.deckExact : undefined);
  const min = exact ?? deck.min ?? base?.deckMin ?? 60;
  const max = exact ?? deck.max ?? (deck.min === undefined ? base?.deckMax : undefined);
  const listData = data.list;
  const ownList =
    listData && (listData.initial !== undefined || (listData.events?.length ?? 0) > 0 || listData.mode === 'replace')
      ? {
          mode: listData.mode ?? (base?.list || base?.ownList ? 'add' : 'replace'),
          data: {
            format: id,
            since: listData.since ?? '',
            initial: {
              banned: listData.initial?.banned ?? [],
              restricted: listData.initial?.restricted ?? [],
              ...(listData.initial?.bannedAsCommander ? { banned_as_commander: listData.initial.bannedAsCommander } : {}),
            },
            events: (listData.events ?? []).map(listEvent),
            ...(listData.knownThrough !== undefined
              ? { knownThrough: { day: listData.knownThrough, source: `${origin.file ?? id} (list.knownThrough)` } }
              : {}),
          },
        } as const
      : undefined;
  const restriction = poolRestriction(data.pool, base?.printingRestriction);
  const def: { -readonly [K in keyof FormatDef]: FormatDef[K] } = {
    id,
    name: data.name,
    kind: base?.kind ?? 'constructed',
    deckMin: min,
    deckMinReference: deck.min !== undefined || deck.exact !== undefined || !base ? reference : base.deckMinReference,
    sideboardMax: deck.sideboardMax ?? base?.sideboardMax ?? 15,
    copyLimit: deck.copyLimit ?? (singleton === 'main+sideboard' ? 1 : (base?.copyLimit ?? 4)),
    list: ownList?.mode === 'replace' ? null : (base?.list ?? null),
    teamSideboards: base?.teamSideboards ?? false,
    pool: base?.pool ?? 'any',
    reference,
    fromFile: { ...(origin.file !== undefined ? { file: origin.file } : {}), base: base?.id ?? null },
  };
  if (deck.copyLimit !== undefined) def.copyLimitReference = reference;
  else if (base?.copyLimitReference !== undefined) def.copyLimitReference = base.copyLimitReference;
  if (deck.sideboardMax !== undefined) def.sideboardReference = reference;
  else if (base?.sideboardReference !== undefined) def.sideboardReference = base.sideboardReference;
  if (exact !== undefined) def.deckExact = exact;
  if (max !== undefined && exact === undefined) def.deckMax = max;
  if (singleton !== undefined) def.singleton = { scope: singleton, reference };
  // A Commander-family base keeps its command zone; an exact size in the file becomes the command-zone deck's size.
  if (base?.commander) def.commander = exact !== undefined ? { ...base.commander, deckSize: exact, deckSizeReference: reference } : base.commander;
  if (base?.lastDay) def.lastDay = base.lastDay;
  if (ownList) {
    const under = ownList.mode === 'add' ? base?.ownList : undefined;
    def.ownList = {
      ...ownList,
      ...(listData?.knownThrough !== undefined ? { knownThrough: listData.knownThrough } : {}),
      ...(under ? { under } : {}),
    } satisfies OwnListLayer;
  } else if (base?.ownList) def.ownList = base.ownList;
  if (data.points) {
    const own = pointsDef(data.points, reference);
    def.points = base?.points && (data.points.mode ?? 'amend') === 'amend' ? amendedPoints(base.points, own) : own;
  } else if (base?.points) def.points = base.points;
  if (restriction) def.printingRestriction = restriction;
  if (deck.manaValueMax !== undefined) def.manaValueMax = { max: deck.manaValueMax, reference };
  else if (base?.manaValueMax) def.manaValueMax = base.manaValueMax;
  // What the base does not check (Frontier's list) stays unchecked unless the file replaces the list.
  if (base?.notChecked && ownList?.mode !== 'replace') def.notChecked = base.notChecked;
  if (data.notes) def.notes = data.notes;
  if (data.sources) def.sources = data.sources;
  return def;
}
