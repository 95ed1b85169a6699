/**
 * Card pools by platform (issue 29, item 4): a check for Magic Online or MTG Arena dates sets by the day they came to
 * that platform (src/data/pools/mtgo.json, arena.json), else by their tabletop day; a tabletop check names the day a
 * set came to a digital platform when it refuses a card for its tabletop day. Real cards, sets and days.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Platform, PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { mtgoSets, poolSets } from '../../src/data/pools.js';
import { mtgoSetsSchema } from '../../src/data/pools/schema.js';
import type { PoolId } from '../../src/formats/formats.js';
import { cardInPool, computeCardInPool, poolOn, printedBy, printingDayOf, type PoolVerdict } from '../../src/formats/pool.js';
import { REPO } from '../helpers.js';

function printing(set: string, rarity: PrintingFacts['rarity'] = 'rare', extra: Partial<PrintingFacts> = {}): PrintingFacts {
  return { set, rarity, availability: ['paper', 'mtgo'], ...extra };
}

function setFacts(code: string, releaseDate: string, type = 'expansion', extra: Partial<SetFacts> = {}): SetFacts {
  return { code, name: `Set ${code}`, releaseDate, type, onlineOnly: false, foreignOnly: false, ...extra };
}

/** The card data's set table for the rows: the sets' tabletop release days as MTGJSON gives them. */
const SETS: ReadonlyMap<string, SetFacts> = new Map(
  [
    setFacts('FIC', '2025-06-13', 'commander'),
    setFacts('FIN', '2025-06-13'),
    setFacts('LTR', '2023-06-23', 'draft_innovation'),
    setFacts('WOE', '2023-09-08'),
    setFacts('FDN', '2024-11-15', 'core'),
    setFacts('THB', '2020-01-24'),
    setFacts('BLB', '2024-08-02'),
    setFacts('ACR', '2024-07-05', 'expansion'),
    setFacts('VMA', '2014-06-16', 'masters', { onlineOnly: true }),
  ].map((s) => [s.code, s]),
);

interface Row {
  readonly what: string;
  readonly name: string;
  readonly pool: PoolId;
  readonly date: string;
  readonly printings: readonly PrintingFacts[];
  /** The verdict on each platform, and what its reason says. */
  readonly paper: boolean;
  readonly mtgo: boolean;
  readonly arena?: boolean;
  readonly paperWhy?: RegExp;
  readonly mtgoWhy?: RegExp;
}

const ROWS: readonly Row[] = [
  {
    what: 'Terra, Herald of Hope (Final Fantasy Commander) in an MTGO Duel Commander deck of 2025-06-10: out on paper, in on MTGO',
    name: 'Terra, Herald of Hope',
    pool: 'eternal',
    date: '2025-06-10',
    // The data's availability says paper only: the day, not the availability, decides.
    printings: [printing('FIC', 'mythic', { availability: ['paper'] })],
    paper: false,
    mtgo: true,
    paperWhy: /FIC\) was printed on 2025-06-13 \(on Magic Online from 2025-06-10: for a Magic Online event, check with platform mtgo\), after 2025-06-10/,
  },
  {
    what: 'Terra the day before it came to Magic Online: out there too, the source named',
    name: 'Terra, Herald of Hope',
    pool: 'eternal',
    date: '2025-06-09',
    printings: [printing('FIC', 'mythic', { availability: ['paper'] })],
    paper: false,
    mtgo: false,
    paperWhy: /was printed on 2025-06-13, after 2025-06-09$/,
    mtgoWhy: /came to Magic Online on 2025-06-10 \(deckcheck's Magic Online release table: .*\), after 2025-06-09/,
  },
  {
    // Issue 41, item 3: on paper from its prerelease, 2023-06-16 (release 2023-06-23).
    what: 'The One Ring in Modern on 2023-06-19: on paper from its prerelease (2023-06-16), on Magic Online (and Arena) from 2023-06-20',
    name: 'The One Ring',
    pool: 'modern',
    date: '2023-06-19',
    printings: [printing('LTR', 'mythic', { availability: ['paper', 'mtgo', 'arena'] })],
    paper: true,
    mtgo: false,
    arena: false,
  },
  {
    what: 'Sire of Seven Deaths (Foundations) in Standard on 2024-11-10: legal on paper from the prerelease, on MTGO from 2024-11-12',
    name: 'Sire of Seven Deaths',
    pool: 'standard',
    date: '2024-11-10',
    printings: [printing('FDN', 'mythic')],
    paper: true,
    mtgo: false,
    arena: false,
    mtgoWhy: /legal in Standard from 2024-11-12 on Magic Online \(deckcheck's Magic Online release table: mtgo\.com\/news\/foundations-on-mtgo/,
  },
  {
    what: 'Beseech the Mirror (Wilds of Eldraine) in Pioneer on 2023-09-03: paper from 2023-09-01, MTGO from 2023-09-05',
    name: 'Beseech the Mirror',
    pool: 'pioneer',
    date: '2023-09-03',
    printings: [printing('WOE', 'mythic')],
    paper: true,
    mtgo: false,
    mtgoWhy: /from 2023-09-05 on Magic Online \(deckcheck's Magic Online release table: forums\.mtgo\.com/,
  },
  {
    what: "Thassa's Oracle (Theros Beyond Death) in Pioneer on 2020-01-20: on MTGO from 2020-01-16, on paper from 2020-01-24",
    name: "Thassa's Oracle",
    pool: 'pioneer',
    date: '2020-01-20',
    printings: [printing('THB', 'rare')],
    paper: false,
    mtgo: true,
    arena: true,
  },
  {
    what: "Assassin's Creed in Legacy on 2024-07-03: on MTGO from 2024-07-02, printed 2024-07-05",
    name: 'Ezio Auditore da Firenze',
    pool: 'eternal',
    date: '2024-07-03',
    printings: [printing('ACR', 'mythic')],
    paper: false,
    mtgo: true,
  },
  {
    what: 'a set the Magic Online table does not list is dated there by its tabletop day, and the message says so',
    name: 'Maha, Its Feathers Night',
    pool: 'eternal',
    date: '2024-07-25',
    printings: [printing('BLB', 'mythic')],
    paper: false,
    mtgo: false,
    mtgoWhy: /was printed on 2024-07-26 \(its tabletop day: deckcheck knows no Magic Online release day for this set\), after 2024-07-25/,
  },
  {
    what: 'a Vintage Masters printing (only on Magic Online) counts in Legacy on Magic Online, not on paper',
    name: 'Brainstorm',
    pool: 'eternal',
    date: '2015-01-01',
    printings: [printing('VMA', 'common', { availability: ['mtgo'] })],
    paper: false,
    mtgo: true,
    paperWhy: /is only on mtgo/,
  },
];

function why(v: PoolVerdict): string {
  return v.in === false ? v.reasons.join(' | ') : v.in === null ? v.reason : '';
}

describe('card pools by platform (real cards and days)', () => {
  it.each(ROWS)('$what', (row) => {
    const card = { name: row.name, printings: row.printings };
    const on = (platform: Platform) => cardInPool(card, row.pool, row.date, SETS, platform);
    expect(on('paper').in).toBe(row.paper);
    expect(on('mtgo').in).toBe(row.mtgo);
    if (row.arena !== undefined) expect(on('arena').in).toBe(row.arena);
    if (row.paperWhy) expect(why(on('paper'))).toMatch(row.paperWhy);
    if (row.mtgoWhy) expect(why(on('mtgo'))).toMatch(row.mtgoWhy);
    // The memoised answer is the one computed afresh, platform by platform.
    for (const platform of ['paper', 'mtgo', 'arena'] as const) {
      expect(on(platform), platform).toEqual(computeCardInPool(card, row.pool, row.date, SETS, undefined, platform));
    }
  });

  it('the default platform is tabletop: the same verdicts as before platforms existed', () => {
    const card = { name: 'The One Ring', printings: [printing('LTR', 'mythic')] };
    expect(cardInPool(card, 'modern', '2023-06-15', SETS)).toEqual(cardInPool(card, 'modern', '2023-06-15', SETS, 'paper'));
    expect(why(cardInPool(card, 'modern', '2023-06-15', SETS))).toMatch(/from 2023-06-16/);
  });

  it("Standard's sets move with the platform: Foundations is in on paper on its prerelease day, on Magic Online and Arena from 2024-11-12", () => {
    expect(poolOn('standard', '2024-11-08').sets?.has('FDN')).toBe(true);
    expect(poolOn('standard', '2024-11-11', 'mtgo').sets?.has('FDN')).toBe(false);
    expect(poolOn('standard', '2024-11-12', 'mtgo').sets?.has('FDN')).toBe(true);
    expect(poolOn('standard', '2024-11-11', 'arena').sets?.has('FDN')).toBe(false);
    expect(poolOn('standard', '2024-11-12', 'arena').sets?.has('FDN')).toBe(true);
    // Memoised per platform: the tabletop day is not the Magic Online one.
    expect(poolOn('modern', '2023-06-21', 'mtgo')).not.toBe(poolOn('modern', '2023-06-21'));
    expect(poolOn('modern', '2023-06-21', 'mtgo').platform).toBe('mtgo');
  });

  it('the MTG Arena pool is Arena\'s on any platform', () => {
    expect(poolOn('arena', '2024-01-01', 'mtgo').platform).toBe('arena');
  });

  it.each([
    ['an own date', printing('PRM', 'rare', { date: '2021-03-19' }), 'paper', { day: '2021-03-19' }],
    ['a set on the Magic Online table', printing('FIC'), 'mtgo', { day: '2025-06-10', onPlatform: true }],
    ['a set on the Arena table', printing('FDN'), 'arena', { day: '2024-11-12', onPlatform: true }],
    ["a set of deckcheck's tables: its legal day (the prerelease)", printing('FDN'), 'paper', { day: '2024-11-08' }],
    ["another set: the card data's day", printing('FIC'), 'paper', { day: '2025-06-13' }],
    ['an undated Secret Lair printing', printing('SLD'), 'paper', undefined],
  ] as const)('printingDayOf: %s', (_what, p, platform, expected) => {
    const sets = new Map([...SETS, ['SLD', setFacts('SLD', '2019-12-02', 'box')], ['PRM', setFacts('PRM', '2002-06-24', 'promo')]]);
    expect(printingDayOf(p, '2026-01-01', sets, platform)).toEqual(expected);
    expect(printedBy(p, '2025-06-11', sets, platform)).toBe(expected === undefined ? undefined : expected.day <= '2025-06-11');
  });
});

describe('src/data/pools/mtgo.json', () => {
  const file = JSON.parse(readFileSync(path.join(REPO, 'src/data/pools/mtgo.json'), 'utf8')) as unknown;

  it('matches its schema; each set once, each with a source', () => {
    expect(mtgoSetsSchema.safeParse(file).error?.issues ?? []).toEqual([]);
    const codes = mtgoSets().sets.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("each day is within two weeks of the set's tabletop day (a release week, not a typo), and differs from it", () => {
    const tabletop = new Map(poolSets().map((s) => [s.code, s.released]));
    tabletop.set('FIC', '2025-06-13');
    for (const s of mtgoSets().sets) {
      const paper = tabletop.get(s.code);
      expect(paper, s.code).toBeDefined();
      const days = (Date.parse(s.mtgo) - Date.parse(paper ?? '')) / 86_400_000;
      expect(Math.abs(days), s.code).toBeLessThanOrEqual(14);
      expect(s.mtgo, s.code).not.toBe(paper);
    }
  });

  it('an entry without an official announcement says so', () => {
    for (const s of mtgoSets().sets) {
      const official = /mtgo\.com|magic\.wizards\.com/.test(s.source);
      expect(official || s.unofficial === true, s.code).toBe(true);
    }
  });
});
