/**
 * Tests of the embedded banned/restricted history (src/data/banlists.ts).
 *
 * 1. Self-contained: dates, order and internal consistency of the data (no shared data needed).
 * 2. Against the reference data in <repo>/../shared/data (skipped, with the reason shown, when it is absent):
 *    every card name exists in cards/cards.ndjson, and for each format and a series of dates the lists computed from
 *    the embedded history equal those computed from banlists/history.json, except for the known differences listed
 *    (and explained) below.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_DATA } from '../helpers.js';
import {
  CONSPIRACY_CARDS,
  LIST_DATA,
  LIST_GROUPS,
  LIST_HISTORY,
  listHistory,
  UNF_STICKER_ATTRACTION_BAN_2024_05_13,
  UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER,
} from '../../src/data/banlists.js';
import type { ListEvent, ListFormat, ListHistory, ListStatus } from '../../src/data/banlists.js';
import { listGroupsSchema, listHistorySchema } from '../../src/data/lists/schema.js';
import { POOLS } from '../../src/data/pools.js';
import { tableSet } from '../../src/formats/pool.js';

const FORMATS: readonly ListFormat[] = [
  'standard',
  'pioneer',
  'modern',
  'legacy',
  'vintage',
  'pauper',
  'premodern',
  'extended',
  ...POOLS.blocks.list.map((b) => b.id),
];

/** The Block Constructed formats (pools/blocks.json): the reference names them "urza block"; most have no list there. */
const BLOCK_FORMATS: ReadonlySet<ListFormat> = new Set(POOLS.blocks.list.map((b) => b.id));
function referenceKey(format: ListFormat): string {
  return BLOCK_FORMATS.has(format) ? format.replace(/-/g, ' ') : format;
}

type Listed = Exclude<ListStatus, 'legal'>;
type ListState = Map<string, Listed>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Every card name the history mentions. */
function namesOf(h: ListHistory): Set<string> {
  const names = new Set<string>([...h.initial.banned, ...h.initial.restricted]);
  for (const e of h.events) for (const [card] of e.changes) names.add(card);
  return names;
}

/**
 * Lists in force on `date`, applying each event on the day `dateOf` gives for it (the effective date by default).
 * Events are applied in the order of those days (stable, so same-day events keep their order in the data).
 */
function embeddedState(h: ListHistory, date: string, dateOf: (e: ListEvent) => string = (e) => e.effective): ListState {
  const state: ListState = new Map();
  for (const c of h.initial.banned) state.set(c, 'banned');
  for (const c of h.initial.restricted) state.set(c, 'restricted');
  const events = h.events
    .map((event, index) => ({ event, index, day: dateOf(event) }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.index - b.index));
  for (const { event, day } of events) {
    if (day > date) break;
    for (const [card, status] of event.changes) {
      if (status === 'legal') state.delete(card);
      else state.set(card, status);
    }
  }
  return state;
}

function sortedOf(state: ListState, status: Listed): string[] {
  return [...state].filter(([, s]) => s === status).map(([c]) => c).sort();
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Self-contained checks
// ---------------------------------------------------------------------------------------------------------------

describe('embedded banned/restricted history: shape and dates', () => {
  it('list files match their schema, and every @group they name exists', () => {
    expect(listGroupsSchema.safeParse(LIST_GROUPS).error?.issues ?? []).toEqual([]);
    for (const [id, data] of Object.entries(LIST_DATA)) {
      expect(listHistorySchema.safeParse(data).error?.issues ?? [], id).toEqual([]);
      expect(data.format, id).toBe(id);
    }
    const named = Object.values(LIST_DATA).flatMap((d) => [
      ...Object.values(d.initial).flat(),
      ...d.events.flatMap((e) => Object.values(e.changes).flat()),
    ]);
    const groups = named.filter((n): n is string => typeof n === 'string' && n.startsWith('@'));
    expect(groups.filter((g) => !(g.slice(1) in LIST_GROUPS))).toEqual([]);
  });

  it('has one history per format, keyed by its own format', () => {
    // The Commander-family lists are tested in test/data/commander-lists.test.ts, the MTG Arena formats' in
    // test/data/arena-lists.test.ts; Old School and MTG Arena's Gladiator, Explorer and Alchemy in
    // test/rules/formats-issue-26.test.ts and test/data/mtgjson-2022-lists.test.ts.
    const family = ['commander', 'duel-commander', 'brawl', 'standard-brawl', 'oathbreaker', 'pauper-commander', 'historic', 'timeless'];
    const issue26 = ['old-school', 'gladiator', 'explorer', 'alchemy'];
    expect(Object.keys(LIST_HISTORY).sort()).toEqual([...FORMATS, ...family, ...issue26].sort());
    for (const f of FORMATS) expect(listHistory(f).format).toBe(f);
  });

  it("begins on each format's first day (see README.md in src/data/lists for where each date comes from)", () => {
    const firstDay: Readonly<Record<ListFormat, string>> = {
      vintage: '1994-01-01',
      legacy: '1994-01-01',
      standard: '1995-01-10',
      extended: '1997-07-01',
      pauper: '2009-01-01',
      modern: '2011-08-12',
      premodern: '2018-06-25',
      pioneer: '2019-10-21',
    };
    for (const f of FORMATS) {
      // A block format begins on the legal day of its first set.
      const block = POOLS.blocks.list.find((b) => b.id === f);
      const first = block ? tableSet(block.sets[0]?.code ?? '')?.legal : firstDay[f];
      expect(first, f).toBeDefined();
      expect(listHistory(f).since, f).toBe(first);
    }
  });

  it('uses valid ISO days, effective on or after announced, all after `since`', () => {
    const problems: string[] = [];
    for (const f of FORMATS) {
      const h = listHistory(f);
      if (!isIsoDay(h.since)) problems.push(`${f}: since ${h.since}`);
      for (const e of h.events) {
        if (!isIsoDay(e.announced)) problems.push(`${f}: announced ${e.announced}`);
        if (!isIsoDay(e.effective)) problems.push(`${f}: effective ${e.effective}`);
        if (e.effective < e.announced) problems.push(`${f}: ${e.announced} takes effect before it is announced`);
        // `initial` is the list in force on `since`, so every change must come later.
        if (e.announced <= h.since) problems.push(`${f}: ${e.announced} is not after since ${h.since}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps events in ascending order of effective date (and of announcement date)', () => {
    for (const f of FORMATS) {
      const events = listHistory(f).events;
      for (let i = 1; i < events.length; i++) {
        const prev = events[i - 1];
        const cur = events[i];
        if (!prev || !cur) continue;
        expect(prev.effective <= cur.effective, `${f}: ${prev.effective} then ${cur.effective}`).toBe(true);
        expect(prev.announced <= cur.announced, `${f}: ${prev.announced} then ${cur.announced}`).toBe(true);
      }
    }
  });

  it('gives every event a source and at least one change; unverified events explain why', () => {
    for (const f of FORMATS) {
      for (const e of listHistory(f).events) {
        expect(e.source.trim(), `${f} ${e.announced}`).not.toBe('');
        expect(e.changes.length, `${f} ${e.announced}`).toBeGreaterThan(0);
        if (e.unverified) expect(e.note?.trim() ?? '', `${f} ${e.announced}`).not.toBe('');
      }
    }
  });

  it('marks the changes announced from May 2026 on as unverified, and nothing earlier', () => {
    for (const f of FORMATS) {
      for (const e of listHistory(f).events) {
        expect(e.unverified === true, `${f} ${e.announced}`).toBe(e.announced >= '2026-05-01');
      }
    }
  });
});

describe('embedded banned/restricted history: internal consistency', () => {
  it('writes card names cleanly', () => {
    for (const f of FORMATS) {
      for (const name of namesOf(listHistory(f))) {
        expect(name, f).toBe(name.trim());
        expect(name, f).not.toMatch(/\s{2}/);
        expect(name.length, f).toBeGreaterThan(0);
      }
    }
  });

  it('has no duplicates in the initial lists and no card on both', () => {
    for (const f of FORMATS) {
      const { banned, restricted } = listHistory(f).initial;
      expect(new Set(banned).size, `${f} banned`).toBe(banned.length);
      expect(new Set(restricted).size, `${f} restricted`).toBe(restricted.length);
      expect(
        banned.filter((c) => restricted.includes(c)),
        f,
      ).toEqual([]);
    }
  });

  it('uses the restricted status only in Vintage, and in Standard (Type 2) until 1997', () => {
    for (const f of FORMATS) {
      if (f === 'vintage') continue;
      if (f === 'standard') {
        // Type 2 restricted cards until the DCI turned every restriction into a ban on 1997-01-01 (Zuran Orb: 1997-07-01).
        const late = listHistory(f).events.filter((e) => e.effective > '1997-07-01' && e.changes.some(([, s]) => s === 'restricted'));
        expect(late.map((e) => e.effective)).toEqual([]);
        expect(embeddedState(listHistory(f), '1997-07-01').size).toBeGreaterThan(0);
        expect(sortedOf(embeddedState(listHistory(f), '1997-07-01'), 'restricted')).toEqual([]);
        continue;
      }
      const h = listHistory(f);
      expect(h.initial.restricted, f).toEqual([]);
      for (const e of h.events) expect(e.changes.filter(([, s]) => s === 'restricted'), `${f} ${e.announced}`).toEqual([]);
    }
  });

  it('makes every change a real change: no re-ban, no re-restriction, no removal of an unlisted card', () => {
    const problems: string[] = [];
    for (const f of FORMATS) {
      const h = listHistory(f);
      const state: ListState = new Map();
      for (const c of h.initial.banned) state.set(c, 'banned');
      for (const c of h.initial.restricted) state.set(c, 'restricted');
      for (const e of h.events) {
        const seen = new Set<string>();
        for (const [card, status] of e.changes) {
          if (seen.has(card)) problems.push(`${f} ${e.announced}: ${card} twice in one event`);
          seen.add(card);
          const current = state.get(card);
          if (status === 'legal') {
            if (current === undefined) problems.push(`${f} ${e.announced}: ${card} made legal but not on a list`);
            state.delete(card);
          } else {
            if (current === status) problems.push(`${f} ${e.announced}: ${card} already ${status}`);
            state.set(card, status);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shares the sticker/Attraction list between Legacy and Vintage, and Pauper takes a subset of it', () => {
    expect(new Set(UNF_STICKER_ATTRACTION_BAN_2024_05_13).size).toBe(UNF_STICKER_ATTRACTION_BAN_2024_05_13.length);
    expect(new Set(UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER).size).toBe(
      UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER.length,
    );
    const all = new Set(UNF_STICKER_ATTRACTION_BAN_2024_05_13);
    expect(UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER.filter((c) => !all.has(c))).toEqual([]);
    const onDay = (f: ListFormat): string[] =>
      listHistory(f).events
        .filter((e) => e.announced === '2024-05-13')
        .flatMap((e) => e.changes.map(([c]) => c))
        .sort();
    expect(onDay('legacy')).toEqual([...UNF_STICKER_ATTRACTION_BAN_2024_05_13].sort());
    expect(onDay('vintage')).toEqual(onDay('legacy'));
    expect(onDay('pauper')).toEqual(['All That Glitters', ...UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER].sort());
  });

  it('bans the Conspiracy cards in Legacy and Vintage from the start', () => {
    expect(new Set(CONSPIRACY_CARDS).size).toBe(25);
    for (const f of ['legacy', 'vintage'] as const) {
      const banned = new Set(listHistory(f).initial.banned);
      expect(CONSPIRACY_CARDS.filter((c) => !banned.has(c)), f).toEqual([]);
    }
  });

  it('does not contain the reference placeholder "Sticker sheet"', () => {
    for (const f of FORMATS) expect(namesOf(listHistory(f)).has('Sticker sheet'), f).toBe(false);
  });

  it('computes lists with the replay helper used below (a known Vintage and Modern fact)', () => {
    // Guards the helper the reference comparison relies on: Ponder was restricted until 2024-03-11;
    // Krark-Clan Ironworks was announced on 2019-01-21 but banned in tabletop from 2019-01-25.
    expect(embeddedState(listHistory('vintage'), '2024-03-10').get('Ponder')).toBe('restricted');
    expect(embeddedState(listHistory('vintage'), '2024-03-11').get('Ponder')).toBeUndefined();
    expect(embeddedState(listHistory('modern'), '2019-01-24').has('Krark-Clan Ironworks')).toBe(false);
    expect(embeddedState(listHistory('modern'), '2019-01-25').get('Krark-Clan Ironworks')).toBe('banned');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Against the reference data in <repo>/../shared/data
// ---------------------------------------------------------------------------------------------------------------

const HAVE_SHARED_DATA = HAS_SHARED;

/**
 * Events whose date in the reference history is not our effective date.
 *
 * The reference (taw/magic-search-engine) mixes meanings: older events mostly carry the day the change took effect in
 * tabletop (and so match our `effective`), newer ones the announcement day (which, from 2020 on, is also the
 * effective day). To compare meaningfully, each embedded event is applied on the day the reference uses for it: our
 * `effective` date, except for the events below, where the reference uses our `announced` date or a third date
 * (given with the reason). Any other disagreement about a date is a failure.
 */
type ReferenceDay = { readonly use: 'announced' } | { readonly use: 'other'; readonly day: string };
interface DateException {
  readonly format: ListFormat;
  /** Identifies our event. */
  readonly announced: string;
  readonly reference: ReferenceDay;
  readonly why: string;
}
const REFERENCE_DATE_EXCEPTIONS: readonly DateException[] = [
  {
    format: 'modern',
    announced: '2019-01-21',
    reference: { use: 'announced' },
    why: 'Krark-Clan Ironworks: tabletop effective 2019-01-25, the reference gives the announcement day',
  },
  {
    format: 'pauper',
    announced: '2019-06-27',
    reference: { use: 'other', day: '2019-07-02' },
    why: 'paper Pauper began (with these bans) on 2019-06-27; 2019-07-02 is when Magic Online adopted the list',
  },
  {
    format: 'standard',
    announced: '2019-10-21',
    reference: { use: 'announced' },
    why: 'Field of the Dead: tabletop effective 2019-10-25, the reference gives the announcement day',
  },
  {
    format: 'pauper',
    announced: '2019-10-21',
    reference: { use: 'announced' },
    why: "Arcum's Astrolabe: tabletop effective 2019-10-25, the reference gives the announcement day",
  },
  {
    format: 'standard',
    announced: '2019-11-18',
    reference: { use: 'announced' },
    why: 'tabletop effective 2019-11-22, the reference gives the announcement day',
  },
  {
    format: 'legacy',
    announced: '2019-11-18',
    reference: { use: 'announced' },
    why: 'tabletop effective 2019-11-22, the reference gives the announcement day',
  },
  {
    format: 'vintage',
    announced: '2019-11-18',
    reference: { use: 'announced' },
    why: 'tabletop effective 2019-11-22, the reference gives the announcement day',
  },
  {
    format: 'pauper',
    announced: '2022-01-20',
    reference: { use: 'other', day: '2022-01-21' },
    why: 'the reference gives the day Magic Online applied the change; we take the announcement day for tabletop',
  },
  {
    format: 'pauper',
    announced: '2024-06-06',
    reference: { use: 'other', day: '2024-06-14' },
    why: 'Cranial Ram was banned before release; the reference gives the release day of Modern Horizons 3',
  },
];

function exceptionFor(format: ListFormat, e: ListEvent): DateException | undefined {
  return REFERENCE_DATE_EXCEPTIONS.find((x) => x.format === format && x.announced === e.announced);
}

function referenceDayOf(format: ListFormat, e: ListEvent): string {
  const x = exceptionFor(format, e);
  if (!x) return e.effective;
  return x.reference.use === 'announced' ? e.announced : x.reference.day;
}

/**
 * Known differences in content (not dates) between the reference and this data, applied to the reference side:
 * - Legacy and Vintage: the reference omits the 25 Conspiracy cards; we list them from the start. The names are taken
 *   from shared/data/special/nontraditional.json (group Conspiracy), not from our constant.
 * - "Sticker sheet" (2025-03-24, Legacy/Vintage/Pauper) is a placeholder, not a card; left out (see banlists.ts).
 * - Names: the reference names the two faces of a double-faced card separately ("Fable of the Mirror-Breaker",
 *   "Reflection of Kiki-Jiki") and the six printings of three Attractions as "Scavenger Hunt (a)" … "(f)"; both are
 *   mapped to the canonical card name, found in cards.ndjson.
 */
const REFERENCE_PLACEHOLDERS: ReadonlySet<string> = new Set(['Sticker sheet']);
const FORMATS_WITH_CONSPIRACY_BAN: ReadonlySet<ListFormat> = new Set<ListFormat>(['legacy', 'vintage']);

interface RefEvent {
  readonly date: string | null;
  readonly changes: ReadonlyMap<string, string>;
}
interface Shared {
  readonly cardNames: ReadonlySet<string>;
  /** Face name → the multi-face cards that have it. */
  readonly faces: ReadonlyMap<string, readonly string[]>;
  readonly reference: ReadonlyMap<ListFormat, readonly RefEvent[]>;
  readonly conspiracy: readonly string[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readJson(file: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(path.join(SHARED_DATA, file), 'utf8'));
  return parsed;
}

let sharedCache: Shared | undefined;
/** Loaded on first use, inside the tests only (the suite is skipped, and this never runs, without shared data). */
function shared(): Shared {
  if (sharedCache) return sharedCache;
  const cardNames = new Set<string>();
  const faces = new Map<string, string[]>();
  for (const line of readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const card: unknown = JSON.parse(line);
    if (!isRecord(card) || typeof card.name !== 'string') throw new Error(`cards.ndjson: bad line ${line.slice(0, 80)}`);
    cardNames.add(card.name);
    if (Array.isArray(card.faces)) {
      for (const face of card.faces) {
        if (typeof face !== 'string') continue;
        const list = faces.get(face) ?? [];
        list.push(card.name);
        faces.set(face, list);
      }
    }
  }

  const history = readJson('banlists/history.json');
  if (!isRecord(history) || !isRecord(history.formats)) throw new Error('history.json: no formats');
  const reference = new Map<ListFormat, RefEvent[]>();
  for (const f of FORMATS) {
    const fmt = history.formats[referenceKey(f)];
    // Most block formats never had a banned list: the reference has no entry for them, which means no change.
    if (fmt === undefined && BLOCK_FORMATS.has(f)) {
      reference.set(f, []);
      continue;
    }
    if (!isRecord(fmt) || !Array.isArray(fmt.events)) throw new Error(`history.json: no events for ${f}`);
    const events: RefEvent[] = [];
    for (const e of fmt.events) {
      if (!isRecord(e) || !isRecord(e.changes)) throw new Error(`history.json: bad event in ${f}`);
      const date = e.date;
      if (date !== null && typeof date !== 'string') throw new Error(`history.json: bad date in ${f}`);
      const changes = new Map<string, string>();
      for (const [card, status] of Object.entries(e.changes)) {
        if (typeof status !== 'string') throw new Error(`history.json: bad status for ${card}`);
        changes.set(card, status);
      }
      events.push({ date, changes });
    }
    reference.set(f, events);
  }

  const nontraditional = readJson('special/nontraditional.json');
  const groups = isRecord(nontraditional) ? nontraditional.groups : undefined;
  const conspiracyGroup = isRecord(groups) ? groups.Conspiracy : undefined;
  if (!Array.isArray(conspiracyGroup)) throw new Error('nontraditional.json: no Conspiracy group');
  const conspiracy = conspiracyGroup.filter((c): c is string => typeof c === 'string');

  sharedCache = { cardNames, faces, reference, conspiracy };
  return sharedCache;
}

/** The reference's name for a card, mapped to ours (see the known differences above); null to leave it out. */
function canonicalReferenceName(name: string, s: Shared): string | null {
  if (REFERENCE_PLACEHOLDERS.has(name)) return null;
  const printing = /^(.*) \([a-f]\)$/.exec(name);
  if (printing?.[1] !== undefined && s.cardNames.has(printing[1])) return printing[1];
  if (s.cardNames.has(name)) return name;
  const owners = s.faces.get(name);
  if (owners?.length === 1 && owners[0] !== undefined) return owners[0];
  return name; // unknown: left as is, so the comparison shows it
}

/** Lists in force on `date` per the reference: every event dated on or before it, in order, undated first. */
function referenceState(format: ListFormat, date: string, s: Shared): ListState {
  const events = [...(s.reference.get(format) ?? [])]
    .map((event, index) => ({ event, index }))
    .sort((a, b) => {
      const da = a.event.date ?? '';
      const db = b.event.date ?? '';
      return da < db ? -1 : da > db ? 1 : a.index - b.index;
    });
  const state: ListState = new Map();
  if (FORMATS_WITH_CONSPIRACY_BAN.has(format)) for (const c of s.conspiracy) state.set(c, 'banned');
  for (const { event } of events) {
    if (event.date !== null && event.date > date) break;
    for (const [rawName, status] of event.changes) {
      const card = canonicalReferenceName(rawName, s);
      if (card === null) continue;
      if (status === 'legal') state.delete(card);
      else if (status === 'banned' || status === 'restricted') state.set(card, status);
      else throw new Error(`history.json ${format}: unexpected status ${status} for ${rawName}`);
    }
  }
  return state;
}

if (!HAVE_SHARED_DATA) {
  describe('banned/restricted history against the reference data', () => {
    it.skip(`skipped: reference data not found at ${SHARED_DATA} (expected <repo>/../shared/data)`, () => {});
  });
}

describe.skipIf(!HAVE_SHARED_DATA)('banned/restricted history against the reference data', () => {
  it('names only cards that exist in cards.ndjson', () => {
    const s = shared();
    const missing: string[] = [];
    for (const f of FORMATS) for (const n of namesOf(listHistory(f))) if (!s.cardNames.has(n)) missing.push(`${f}: ${n}`);
    expect(missing).toEqual([]);
  });

  it('lists as Conspiracy cards exactly the Conspiracy group of nontraditional.json', () => {
    expect([...CONSPIRACY_CARDS].sort()).toEqual([...shared().conspiracy].sort());
  });

  it('maps every reference name to a card name (or a documented placeholder)', () => {
    const s = shared();
    const unknown: string[] = [];
    for (const f of FORMATS) {
      for (const e of s.reference.get(f) ?? []) {
        for (const name of e.changes.keys()) {
          const card = canonicalReferenceName(name, s);
          if (card !== null && !s.cardNames.has(card)) unknown.push(`${f}: ${name}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('lists date exceptions that each match one event and really differ from our effective date', () => {
    for (const x of REFERENCE_DATE_EXCEPTIONS) {
      const matches = listHistory(x.format).events.filter((e) => e.announced === x.announced);
      expect(matches.length, `${x.format} ${x.announced}`).toBe(1);
      const [e] = matches;
      if (!e) continue;
      const day = referenceDayOf(x.format, e);
      expect(day, `${x.format} ${x.announced}: ${x.why}`).not.toBe(e.effective);
      expect(isIsoDay(day)).toBe(true);
    }
  });

  for (const f of FORMATS) {
    it(`${f}: the lists in force agree with the reference on every change date and today`, () => {
      const s = shared();
      const h = listHistory(f);
      const days = new Set<string>([h.since, today()]);
      for (const e of h.events) {
        days.add(e.announced);
        days.add(e.effective);
        days.add(referenceDayOf(f, e));
      }
      for (const e of s.reference.get(f) ?? []) if (e.date !== null && e.date >= h.since) days.add(e.date);

      const mismatches: string[] = [];
      for (const day of [...days].sort()) {
        const ours = embeddedState(h, day, (e) => referenceDayOf(f, e));
        const theirs = referenceState(f, day, s);
        for (const status of ['banned', 'restricted'] as const) {
          const a = sortedOf(ours, status);
          const b = sortedOf(theirs, status);
          const onlyOurs = a.filter((c) => !b.includes(c));
          const onlyTheirs = b.filter((c) => !a.includes(c));
          if (onlyOurs.length > 0) mismatches.push(`${day} ${status}, only here: ${onlyOurs.join('; ')}`);
          if (onlyTheirs.length > 0) mismatches.push(`${day} ${status}, only in reference: ${onlyTheirs.join('; ')}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('includes every reference change made after the history begins (no event missing)', () => {
    // The day-by-day comparison above would also catch this; this check names the event directly.
    const s = shared();
    const missing: string[] = [];
    for (const f of FORMATS) {
      const h = listHistory(f);
      const ours = new Set(
        h.events.flatMap((e) => e.changes.map(([card, status]) => `${referenceDayOf(f, e)} ${card} ${status}`)),
      );
      for (const e of s.reference.get(f) ?? []) {
        if (e.date === null || e.date <= h.since) continue;
        for (const [rawName, status] of e.changes) {
          const card = canonicalReferenceName(rawName, s);
          if (card === null) continue;
          if (!ours.has(`${e.date} ${card} ${status}`)) missing.push(`${f} ${e.date}: ${card} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
