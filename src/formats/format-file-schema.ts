/**
 * The zod schema of a format file (formats/format-file says what each field does; its published JSON Schema,
 * schema/format.schema.json, is made from it by formats/format-file-json-schema), and the checks zod cannot make alone (sizes that
 * contradict each other, days out of order, unknown "@group" names). Loaded only when a format file is given, so a
 * check without one does not pay for zod. Problems come back with their path, so the caller can name each one's line.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { LIST_GROUPS } from '../data/banlists.js';
import { BASE_FORMAT_IDS } from './formats.js';
import type { FormatFileData } from './format-file.js';
import { formatFileSizeProblem, type FormatFileProblem } from './format-file-bounds.js';

export type { FormatFileProblem } from './format-file-bounds.js';

// zod/mini: the checks this schema uses and no more (zod's classic API brings all of zod, some 580 KB that a check
// with a format file would load and compile on every run); it loads no messages of its own: zod's English ones.
z.config(en());

/** A real calendar day written YYYY-MM-DD. */
function isDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const dt = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dt.toISOString().slice(0, 10) === s;
}

export type Describe = <T extends z.ZodMiniType>(schema: T, description: string) => T;
/** The descriptions are for the JSON Schema alone: a check makes the schema without them (fewer zod objects). */
const undescribed: Describe = (schema) => schema;

/** The schema of a format file; `describe` gives each field its description, or not. */
export function formatFileSchema(describe: Describe) {
  // Each zod object made costs start-up time (zod sets each one up as the check runs): the schemas used in several
  // places are made once, and so is each one's z.optional().
  const optionals = new Map<z.ZodMiniType, z.ZodMiniOptional>();
  const opt = <T extends z.ZodMiniType>(schema: T): z.ZodMiniOptional<T> => {
    let o = optionals.get(schema);
    if (o === undefined) optionals.set(schema, (o = z.optional(schema)));
    return o as z.ZodMiniOptional<T>;
  };
  const Text = z.string().check(z.minLength(1));
  const Day = z.string().check(z.refine(isDay, 'write the day as YYYY-MM-DD (a real calendar day)'));
  const Name = z.string().check(z.trim(), z.minLength(1, 'a card name cannot be empty'));
  const Names = z.array(Name);
  const Count = z.number().check(z.int('a whole number'), z.gte(0, 'at least 0'));
  const Size = z.number().check(z.int('a whole number'), z.gte(1, 'at least 1'));

  const ListEvent = z.strictObject({
    announced: describe(Day, 'The day the change was announced.'),
    effective: describe(Day, 'The day it took effect.'),
    platformEffective: describe(
      opt(z.strictObject({ mtgo: opt(Day), arena: opt(Day) })),
      'The day it took effect on Magic Online (mtgo) or MTG Arena (arena), where that differs from "effective": a check ' +
        'for that platform (--platform, or an MTGO .dek file) counts the change from that day.',
    ),
    source: describe(Text, 'Where it was announced (a URL, or a short description).'),
    note: opt(Text),
    unverified: describe(opt(z.literal(true)), 'The change could not be confirmed.'),
    changes: describe(
      z.strictObject({
        banned: opt(Names),
        restricted: opt(Names),
        legal: describe(opt(Names), 'Taken off the list.'),
        bannedAsCommander: describe(opt(Names), 'May be in the deck but not its commander (a Commander-family base).'),
      }),
      'Cards by their new status.',
    ),
  });

  const PointsTable = z.strictObject({
    effective: describe(Day, 'First day the table is in force.'),
    announced: describe(opt(Day), 'The day it was published, when different.'),
    source: describe(Text, 'Where the table was published.'),
    note: opt(Text),
    unverified: describe(
      opt(z.literal(true)),
      "The table's announcement was not found: its day is a later one (e.g. the day a client adopted it).",
    ),
    cards: describe(z.record(Name, Count), 'Card name -> points. The whole table in force from its day.'),
    companions: describe(
      opt(z.record(Name, Count)),
      "A card's points when it is the deck's companion, where they differ (7 Point Highlander).",
    ),
  });

  const PointsChangeNotHeld = z.strictObject({
    day: describe(Day, 'The points list in force on this day is known to differ from the last table given.'),
    announced: describe(opt(Day), 'The day the change was published, where known.'),
    source: describe(Text, 'Where the change is recorded.'),
    note: opt(Text),
  });

  return describe(
    z.strictObject({
      $schema: opt(z.string()),
      schemaVersion: z.literal(1),
      id: describe(
        opt(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'))),
        "The format's id in reports. Default: the file's name.",
      ),
      name: describe(Text, "The format's name, as reports show it."),
      reference: describe(Text, "The format's rules (a URL or a document): cited in every finding."),
      notes: describe(opt(z.array(Text)), 'Anything a reader should know; shown by deckcheck formats.'),
      sources: describe(opt(z.array(Text)), "Where the file's facts come from."),
      base: describe(
        opt(
          z.nullable(
            z.enum(BASE_FORMAT_IDS as [string, ...string[]], {
              error: (issue) => `unknown format ${JSON.stringify(issue.input)}; use a built-in format id (deckcheck formats lists them)`,
            }),
          ),
        ),
        'A built-in format to start from: its deck rules, card pool and dated lists. null or absent: none.',
      ),
      deck: opt(
        z.strictObject({
          min: describe(opt(Size), 'Minimum main deck size.'),
          max: describe(opt(Size), 'Maximum main deck size.'),
          exact: describe(opt(Size), 'Exact main deck size (instead of min and max).'),
          sideboardMax: describe(opt(Count), 'Most cards in the sideboard (0: no sideboard).'),
          copyLimit: describe(opt(Size), 'Copies of a card (by English name) across main deck and sideboard.'),
          singleton: describe(
            opt(z.enum(['main', 'main+sideboard'])),
            'One of each card but basic lands: in the main deck, or across main deck and sideboard.',
          ),
          manaValueMax: describe(
            opt(Count),
            'Every card (command zone and sideboard included) has mana value at most this; each face of a split or double-faced card on its own (needs a card database).',
          ),
        }),
      ),
      pool: opt(
        z.strictObject({
          cardList: describe(
            opt(Text),
            'A text file beside this one, one card name per line: the only cards allowed (basic lands always are).',
          ),
          rarities: describe(
            opt(z.array(z.enum(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'])).check(z.minLength(1))),
            'A card needs a printing at one of these rarities (needs a card database).',
          ),
          sets: describe(
            opt(z.array(z.string().check(z.regex(/^[A-Za-z0-9]{2,6}$/, 'a set code such as LEA or DMU'))).check(z.minLength(1))),
            'A card needs a printing in one of these sets (needs a card database).',
          ),
          printedFrom: describe(opt(Day), 'A card needs a printing on or after this day (needs a card database).'),
          printedUntil: describe(opt(Day), 'A card needs a printing on or before this day (needs a card database).'),
        }),
      ),
      list: opt(
        z.strictObject({
          mode: describe(
            opt(z.enum(['add', 'replace'])),
            '"add" (default with a base): the base format\'s list plus these; "replace": these only.',
          ),
          since: describe(opt(Day), 'First day of this list; needed with "replace" or without a base.'),
          knownThrough: describe(opt(Day), 'The day this list was last confirmed complete.'),
          initial: describe(
            opt(
              z.strictObject({
                banned: opt(Names),
                restricted: opt(Names),
                bannedAsCommander: describe(opt(Names), 'May be in the deck but not its commander (a Commander-family base).'),
              }),
            ),
            'The list on its first day.',
          ),
          events: describe(opt(z.array(ListEvent)), 'Every change after that, ascending by effective day.'),
        }),
      ),
      points: opt(
        z.strictObject({
          mode: describe(
            opt(z.enum(['amend', 'replace'])),
            'With a base that has points (a Highlander format): "amend" (default) changes its tables card by card (0: off the list); "replace": these tables alone.',
          ),
          max: describe(Count, 'Most points a deck may hold.'),
          reference: describe(opt(Text), 'Where the points rule is written. Default: reference.'),
          knownThrough: describe(opt(Day), 'The day the points tables were last confirmed complete.'),
          tables: describe(z.array(PointsTable).check(z.minLength(1)), 'Ascending by effective day.'),
          changesNotHeld: describe(
            opt(z.array(PointsChangeNotHeld)),
            'Changes known to be in force by a day after the last table, whose tables are not given (ascending by day): a check on or after that day says so.',
          ),
        }),
      ),
    }),
    'deckcheck format file',
  );
}

type FormatFileSchema = ReturnType<typeof formatFileSchema>;
let checking: FormatFileSchema | undefined;


export type FormatFileResult =
  | { readonly ok: true; readonly data: FormatFileData }
  | { readonly ok: false; readonly problems: readonly FormatFileProblem[] };

type Parsed = z.infer<FormatFileSchema>;

/** The checks across fields, on a file zod accepted. */
function crossChecks(d: Parsed): FormatFileProblem[] {
  const out: FormatFileProblem[] = [];
  const deck = d.deck;
  if (deck?.exact !== undefined && (deck.min !== undefined || deck.max !== undefined)) {
    out.push({ path: ['deck', 'exact'], message: 'give either exact or min/max, not both' });
  }
  if (deck?.min !== undefined && deck.max !== undefined && deck.min > deck.max) {
    out.push({ path: ['deck', 'max'], message: `the maximum (${deck.max}) is below the minimum (${deck.min})` });
  }
  const pool = d.pool;
  if (pool?.printedFrom !== undefined && pool.printedUntil !== undefined && pool.printedFrom > pool.printedUntil) {
    out.push({ path: ['pool', 'printedUntil'], message: `${pool.printedUntil} is before printedFrom ${pool.printedFrom}` });
  }
  const list = d.list;
  if (list) {
    const base = d.base ?? null;
    if ((list.mode === 'replace' || base === null) && list.since === undefined) {
      out.push({
        path: ['list'],
        message: 'give "since", the first day of the list: it replaces the base\'s list (or there is no base)',
      });
    }
    if (list.mode === 'add' && base === null) out.push({ path: ['list', 'mode'], message: '"add" needs a base format' });
    const names: { name: string; path: (string | number)[] }[] = [];
    (['banned', 'restricted', 'bannedAsCommander'] as const).forEach((k) =>
      list.initial?.[k]?.forEach((name, i) => names.push({ name, path: ['list', 'initial', k, i] })),
    );
    list.events?.forEach((e, i) => {
      if (e.announced > e.effective) {
        out.push({ path: ['list', 'events', i, 'announced'], message: `announced ${e.announced} is after effective ${e.effective}` });
      }
      for (const p of ['mtgo', 'arena'] as const) {
        const day = e.platformEffective?.[p];
        if (day !== undefined && e.announced > day) {
          out.push({ path: ['list', 'events', i, 'platformEffective', p], message: `${p} ${day} is before the announcement ${e.announced}` });
        }
      }
      const prev = list.events?.[i - 1];
      if (prev && prev.effective > e.effective) {
        out.push({ path: ['list', 'events', i, 'effective'], message: `${e.effective} is before the previous event's ${prev.effective}; list events in order` });
      }
      if (list.since !== undefined && e.effective < list.since) {
        out.push({ path: ['list', 'events', i, 'effective'], message: `${e.effective} is before the list's first day ${list.since}` });
      }
      (['banned', 'restricted', 'legal', 'bannedAsCommander'] as const).forEach((k) =>
        e.changes[k]?.forEach((name, j) => names.push({ name, path: ['list', 'events', i, 'changes', k, j] })),
      );
    });
    for (const n of names) {
      if (n.name.startsWith('@') && LIST_GROUPS[n.name.slice(1)] === undefined) {
        out.push({ path: n.path, message: `unknown group ${n.name}; use one of ${Object.keys(LIST_GROUPS).map((g) => `@${g}`).join(', ')}` });
      }
    }
  }
  if (d.points?.mode === 'amend' && (d.base ?? null) === null) {
    out.push({ path: ['points', 'mode'], message: '"amend" needs a base format with points (e.g. canadian-highlander)' });
  }
  d.points?.tables.forEach((t, i) => {
    const prev = d.points?.tables[i - 1];
    if (prev && prev.effective >= t.effective) {
      out.push({ path: ['points', 'tables', i, 'effective'], message: `${t.effective} is not after the previous table's ${prev.effective}; list tables in order` });
    }
    if (t.announced !== undefined && t.announced > t.effective) {
      out.push({ path: ['points', 'tables', i, 'announced'], message: `announced ${t.announced} is after effective ${t.effective}` });
    }
  });
  const lastTable = d.points?.tables.reduce<string | undefined>((m, t) => (m === undefined || t.effective > m ? t.effective : m), undefined);
  d.points?.changesNotHeld?.forEach((c, i) => {
    const prev = d.points?.changesNotHeld?.[i - 1];
    if (lastTable !== undefined && c.day <= lastTable) {
      out.push({ path: ['points', 'changesNotHeld', i, 'day'], message: `${c.day} is not after the last table's ${lastTable}; give that change as a table` });
    }
    if (prev && prev.day > c.day) {
      out.push({ path: ['points', 'changesNotHeld', i, 'day'], message: `${c.day} is before the previous change's ${prev.day}; list changes in order` });
    }
    if (c.announced !== undefined && c.announced > c.day) {
      out.push({ path: ['points', 'changesNotHeld', i, 'announced'], message: `announced ${c.announced} is after day ${c.day}` });
    }
  });
  return out;
}

/** Validate a parsed JSON value as a format file: every problem, in document order as zod and the checks find them. */
export function validateFormatFile(value: unknown): FormatFileResult {
  const tooLarge = formatFileSizeProblem(value);
  if (tooLarge) return { ok: false, problems: [tooLarge] };
  // jitless: zod would otherwise write and compile a parser for each object shape, which pays on the second parse of
  // a schema, and a run parses one format file once.
  checking ??= formatFileSchema(undescribed);
  const r = checking.safeParse(value, { jitless: true });
  if (!r.success) {
    const problems: FormatFileProblem[] = [];
    for (const issue of r.error.issues) {
      const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
      // An unknown field is named at its own place, so its line can be found.
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) problems.push({ path: [...path, key], message: 'no such field in a format file (see schema/format.schema.json)' });
      } else if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
        problems.push({ path, message: `missing: this field is required (${issue.expected})` });
      } else problems.push({ path, message: issue.message });
    }
    return { ok: false, problems };
  }
  const problems = crossChecks(r.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data: r.data as FormatFileData };
}
