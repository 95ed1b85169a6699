/**
 * The real MTGJSON AllPrintings 5.2.0 (2022-04-25, ../shared/data; skipped with the reason shown when absent) against
 * deckcheck's own banned and restricted lists on the data's date (issue 25): for every format with a list whose legality
 * key the data has (extensionKey: the key by which the data extends the lists), every card on which the two disagree, in both directions, is recorded with its reason in
 * mtgjson-2022-disagreements.json. A new disagreement or a vanished one fails, naming the card; so does a reason that
 * no longer holds (a "rotated" card back in the pool, a "not-in-data" card the data now knows).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameKey } from '../../src/cards/normalize.js';
import type { CardInfo } from '../../src/cards/index.js';
import { listHistory } from '../../src/data/banlists.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { importCardFile } from '../../src/db/import.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { FORMATS, type FormatDef } from '../../src/formats/formats.js';
import { extensionKey } from '../../src/formats/knowledge.js';
import { listsInForce } from '../../src/formats/lists.js';
import { cardInPool } from '../../src/formats/pool.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import recordedFile from './mtgjson-2022-disagreements.json' with { type: 'json' };

const ALL_PRINTINGS = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-5.2.0.json.gz');
const DATE = '2022-04-25';

const REASONS = ['rotated', 'not-in-data', 'unconfirmed', 'conspiracy', 'never-common', 'data-omits-ban', 'data-stale', 'outside-pool'] as const;
type Reason = (typeof REASONS)[number];

const count = z.object({ banned: z.number().int().nonnegative(), restricted: z.number().int().nonnegative() });
const recordedSchema = z
  .object({
    about: z.string().min(1),
    date: z.literal(DATE),
    reasons: z.record(z.enum(REASONS), z.string().min(20)),
    keyMeaning: z.record(z.string(), z.object({ restricted: z.enum(['banned_as_commander', 'legal']), why: z.string().min(20) }).strict()),
    compared: z.array(z.object({ format: z.string(), key: z.string(), data: count, deckcheck: count }).strict()),
    notCompared: z.array(z.object({ format: z.string(), why: z.string().min(10) }).strict()),
    disagreements: z.array(
      z
        .object({
          format: z.string(),
          card: z.string().min(1),
          data: z.enum(['banned', 'restricted', 'banned_as_commander', 'legal', 'not_legal', 'absent']),
          deckcheck: z.enum(['banned', 'restricted', 'banned_as_commander', 'banned_as_companion', 'not listed']),
          reason: z.enum(REASONS),
          explanation: z.string().min(20),
        })
        .strict(),
    ),
  })
  .strict();
type Recorded = z.infer<typeof recordedSchema>;
type Disagreement = Omit<Recorded['disagreements'][number], 'reason' | 'explanation'>;

const recorded = recordedSchema.parse(recordedFile);

/** One line per disagreement, for messages that name the card. */
const line = (d: Disagreement): string => `${d.format} | ${d.card} | data ${d.data} | deckcheck ${d.deckcheck}`;

describe('the record of disagreements (mtgjson-2022-disagreements.json)', () => {
  it('matches its schema; each disagreement once, sorted by format and card; each reason described is used, and only those', () => {
    const lines = recorded.disagreements.map(line);
    expect(new Set(lines).size).toBe(lines.length);
    const sorted = [...recorded.disagreements].sort((a, b) => (a.format + '\0' + a.card < b.format + '\0' + b.card ? -1 : 1));
    expect(recorded.disagreements.map(line)).toEqual(sorted.map(line));
    expect(Object.keys(recorded.reasons).sort()).toEqual([...new Set(recorded.disagreements.map((d) => d.reason))].sort());
  });

  it('names only formats deckcheck has, with a list: each compared or said why not, once', () => {
    const withList = FORMATS.filter((f) => f.list !== null).map((f) => f.id).sort();
    expect([...recorded.compared.map((c) => c.format), ...recorded.notCompared.map((c) => c.format)].sort()).toEqual(withList);
    const compared = new Set(recorded.compared.map((c) => c.format));
    for (const d of recorded.disagreements) expect(compared.has(d.format), line(d)).toBe(true);
    const keys = new Set(recorded.compared.map((c) => c.key));
    for (const key of Object.keys(recorded.keyMeaning)) expect(keys.has(key), key).toBe(true);
  });
});

let index: DatabaseIndex;

/** The card the data holds under a name of deckcheck's lists, or undefined when the data does not know it. */
function dataCard(name: string): CardInfo | undefined {
  const r = index.resolve(name);
  return 'card' in r ? r.card : undefined;
}

interface Comparison {
  readonly key: string;
  readonly data: { banned: number; restricted: number };
  readonly deckcheck: { banned: number; restricted: number };
  readonly disagreements: Disagreement[];
}

/**
 * The data's statuses under `key` against deckcheck's list for `format` on DATE, by the data's card: deckcheck's list
 * names are resolved in the data (a face or a differently written name finds the card), and the cards the data bans or
 * restricts are looked up on the list by their own name. A status missing from the data's card reads `not_legal`.
 */
function compare(format: FormatDef, key: string, cards: readonly CardInfo[]): Comparison {
  const lists = listsInForce(listHistory(format.list ?? format.id), DATE);
  const own = new Map<string, { card: string; status: Disagreement['deckcheck'] }>();
  const out: Disagreement[] = [];
  for (const e of lists.entries.values()) {
    const c = dataCard(e.card);
    if (c) own.set(nameKey(c.name), { card: e.card, status: e.status });
    else out.push({ format: format.id, card: e.card, data: 'absent', deckcheck: e.status });
  }
  const data = { banned: 0, restricted: 0 };
  const seen = new Set<string>();
  for (const c of cards) {
    const raw = c.legalities?.[key] ?? 'not_legal';
    // A key whose Restricted means something else (recorded keyMeaning) is read in deckcheck's words.
    const status = raw === 'restricted' ? (recorded.keyMeaning[key]?.restricted ?? raw) : raw;
    if (raw === 'banned' || raw === 'restricted') data[raw]++;
    const k = nameKey(c.name);
    const mine = own.get(k);
    if (mine) seen.add(k);
    if ((status !== 'legal' && status !== 'not_legal') || mine) {
      if (status === (mine?.status ?? 'not listed')) continue;
      out.push({ format: format.id, card: mine?.card ?? c.name, data: status, deckcheck: mine?.status ?? 'not listed' });
    }
  }
  // Two list names that find one card of the data would leave one of them unseen: none may.
  expect([...own.keys()].filter((k) => !seen.has(k)), format.id).toEqual([]);
  return { key, data, deckcheck: { banned: lists.banned, restricted: lists.restricted }, disagreements: out };
}

/** What each reason claims, checked on the data and deckcheck's own pool. */
const REASON_HOLDS: Readonly<Record<Reason, (d: Disagreement, format: FormatDef) => string | undefined>> = {
  rotated: (d, format) => {
    const c = dataCard(d.card);
    if (!c || d.data !== 'not_legal' || d.deckcheck !== 'banned') return 'not a listed card the data marks not legal';
    const v = cardInPool(c, format.pool, DATE, index.sets());
    return v.in === false ? undefined : `in ${format.pool}'s pool on ${DATE}: ${JSON.stringify(v)}`;
  },
  'not-in-data': (d) => (d.data === 'absent' && dataCard(d.card) === undefined ? undefined : 'the data knows the card'),
  unconfirmed: (d, format) => {
    const c = dataCard(d.card);
    if (!c || d.data !== 'banned' || d.deckcheck !== 'not listed') return 'not a card the data bans and deckcheck does not list';
    const v = cardInPool(c, format.pool, DATE, index.sets());
    return v.in === false ? undefined : `in ${format.pool}'s pool on ${DATE}: ${JSON.stringify(v)}`;
  },
  conspiracy: (d) => {
    const c = dataCard(d.card);
    if (!c || d.data !== 'not_legal' || d.deckcheck !== 'banned') return 'not a listed card the data marks not legal';
    return c.types?.includes('Conspiracy') ? undefined : `types ${String(c.types)}`;
  },
  'never-common': (d) => {
    const c = dataCard(d.card);
    if (!c || d.data !== 'not_legal' || d.deckcheck !== 'banned') return 'not a listed card the data marks not legal';
    const rarities = (c.printings ?? []).map((p) => p.rarity);
    return rarities.length > 0 && !rarities.includes('common') ? undefined : `rarities ${rarities.join(',')}`;
  },
  'data-omits-ban': (d) => (d.data === 'legal' && d.deckcheck === 'banned' ? undefined : 'not a listed card the data gives as legal'),
  'data-stale': (d) =>
    (d.data === 'banned' || d.data === 'restricted') && d.deckcheck === 'not listed' ? undefined : 'not a card the data lists and deckcheck does not',
  'outside-pool': (d, format) => {
    const c = dataCard(d.card);
    if (!c) return 'the data does not know the card';
    const v = cardInPool(c, format.pool, DATE, index.sets());
    return v.in === false ? undefined : `in ${format.pool}'s pool on ${DATE}: ${JSON.stringify(v)}`;
  },
};

describe.skipIf(!HAS_SHARED)(`MTGJSON AllPrintings 5.2.0 against deckcheck's own lists on ${DATE}`, () => {
  let cards: CardInfo[] = [];
  let keys: readonly string[] = [];
  const comparisons = new Map<string, Comparison>();

  beforeAll(async () => {
    const dir = tempDir();
    await importCardFile(ALL_PRINTINGS, dir);
    const db = await readDatabaseFile(dir);
    if (!db) throw new Error(`no database in ${dir}`);
    index = new DatabaseIndex(db);
    expect(db.header.date).toBe(DATE);
    keys = db.header.formats;
    cards = Array.from({ length: db.header.cards }, (_, id) => index.card(id));
    for (const f of FORMATS) {
      const key = f.list === null ? undefined : extensionKey(f, keys);
      if (key !== undefined) comparisons.set(f.id, compare(f, key, cards));
    }
  }, 300_000);
  afterAll(removeTempDirs);

  it('compares every format with a list whose key the data has, with the recorded counts on each side', () => {
    const got = [...comparisons].map(([format, c]) => ({ format, key: c.key, data: c.data, deckcheck: c.deckcheck }));
    expect(got).toEqual(recorded.compared);
    for (const n of recorded.notCompared) {
      const f = FORMATS.find((x) => x.id === n.format);
      expect(f && extensionKey(f, keys), n.format).toBeUndefined();
    }
  });

  it('finds exactly the recorded disagreements, in both directions', () => {
    const got = [...comparisons.values()].flatMap((c) => c.disagreements).map(line);
    const want = recorded.disagreements.map(line);
    const have = new Set(got);
    const had = new Set(want);
    expect({ new: got.filter((l) => !had.has(l)).sort(), vanished: want.filter((l) => !have.has(l)).sort() }).toEqual({ new: [], vanished: [] });
  });

  it.each(REASONS)('every disagreement recorded as %s is one', (reason) => {
    const wrong: string[] = [];
    for (const d of recorded.disagreements.filter((x) => x.reason === reason)) {
      const format = FORMATS.find((f) => f.id === d.format);
      const why = format ? REASON_HOLDS[reason](d, format) : 'no such format';
      if (why !== undefined) wrong.push(`${line(d)}: ${why}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe.skipIf(HAS_SHARED)('MTGJSON AllPrintings 5.2.0 against deckcheck\'s own lists', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
