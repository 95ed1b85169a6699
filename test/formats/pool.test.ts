/**
 * The card-pool engine (src/formats/pool.ts) with printings and sets written by hand: no card database needed.
 * Dated tables: a card on its set's legal day and the day before, a Standard card on its rotation day and the day
 * before, a Pauper card on the day of its first common printing, across eras; the MTG Arena pool (Historic, Timeless,
 * Brawl) by the day each set came to Arena.
 */
import { describe, expect, it } from 'vitest';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { findFormat, legalityKey, type PoolId } from '../../src/formats/formats.js';
import { cardInPool, computeCardInPool, poolOn, periodsOn, standardWindows, type PoolVerdict } from '../../src/formats/pool.js';

function printing(set: string, rarity: PrintingFacts['rarity'] = 'rare', extra: Partial<PrintingFacts> = {}): PrintingFacts {
  return { set, rarity, availability: ['paper', 'mtgo'], ...extra };
}

function setFacts(code: string, releaseDate: string, type = 'expansion', extra: Partial<SetFacts> = {}): SetFacts {
  return { code, name: `Set ${code}`, releaseDate, type, onlineOnly: false, foreignOnly: false, ...extra };
}

interface Row {
  readonly what: string;
  /** The card's name (default "Test Card"). */
  readonly name?: string;
  readonly pool: PoolId;
  readonly date: string;
  readonly printings: readonly PrintingFacts[];
  readonly sets?: readonly SetFacts[];
  /** true: in the pool; false: not (and the reason matches `why`); null: cannot tell. */
  readonly expected: boolean | null;
  readonly why?: RegExp;
}

const ROWS: readonly Row[] = [
  // 1995-1997: Type 2 from its first day, the rotations of the basic set and expansions, and the 1997 rule changes.
  { what: 'Type 2 begins (1995-01-10): a Fallen Empires card', pool: 'standard', date: '1995-01-10', printings: [printing('FEM')], expected: true },
  { what: 'the day before Type 2 began: cannot tell', pool: 'standard', date: '1995-01-09', printings: [printing('FEM')], expected: null, why: /1995-01-10/ },
  { what: 'Ice Age card on its release day (1995)', pool: 'standard', date: '1995-06-03', printings: [printing('ICE')], expected: true },
  { what: 'Ice Age card the day before', pool: 'standard', date: '1995-06-02', printings: [printing('ICE')], expected: false, why: /Ice Age \(ICE\) is legal in Standard from 1995-06-03, after 1995-06-02/ },
  { what: 'The Dark card the day Ice Age rotates it out', pool: 'standard', date: '1995-06-03', printings: [printing('DRK')], expected: false, why: /The Dark \(DRK\) rotated out of Standard on 1995-06-03/ },
  { what: 'The Dark card the day before', pool: 'standard', date: '1995-06-02', printings: [printing('DRK')], expected: true },
  { what: 'Revised card the day Fourth Edition replaces it', pool: 'standard', date: '1995-04-01', printings: [printing('3ED')], expected: false, why: /Revised Edition \(3ED\) rotated out of Standard on 1995-04-01/ },
  { what: 'Alliances card on its release day (1996)', pool: 'standard', date: '1996-06-10', printings: [printing('ALL')], expected: true },
  { what: 'Alliances card the day before', pool: 'standard', date: '1996-06-09', printings: [printing('ALL')], expected: false, why: /from 1996-06-10/ },
  { what: 'Ice Age card on 1997-01-01, when the DCI took Ice Age and Fallen Empires out', pool: 'standard', date: '1997-01-01', printings: [printing('ICE')], expected: false, why: /Ice Age \(ICE\) rotated out of Standard on 1997-01-01 \(it is back from 1997-07-01\)/ },
  { what: 'Ice Age card on 1996-12-31', pool: 'standard', date: '1996-12-31', printings: [printing('ICE')], expected: true },
  { what: 'Fallen Empires card on 1997-01-01', pool: 'standard', date: '1997-01-01', printings: [printing('FEM')], expected: false, why: /Fallen Empires \(FEM\) rotated out of Standard on 1997-01-01 \(its last printing in a Standard set\)$/ },
  { what: 'Ice Age card back with the Ice Age block (1997-07-01)', pool: 'standard', date: '1997-07-01', printings: [printing('ICE')], expected: true },
  { what: 'Fourth Edition card the day Fifth Edition replaces it', pool: 'standard', date: '1997-03-24', printings: [printing('4ED')], expected: false, why: /Fourth Edition \(4ED\) rotated out of Standard on 1997-03-24/ },
  { what: 'Fourth Edition card the day before', pool: 'standard', date: '1997-03-23', printings: [printing('4ED')], expected: true },
  // Block Constructed: the block's sets, each from its legal day.
  { what: "Urza Block: an Urza's Legacy card on its release day", pool: 'block:urza-block', date: '1999-02-15', printings: [printing('ULG')], expected: true },
  { what: "Urza Block: the day before", pool: 'block:urza-block', date: '1999-02-14', printings: [printing('ULG')], expected: false, why: /Urza's Legacy \(ULG\) is legal in the Urza Block from 1999-02-15, after 1999-02-14/ },
  { what: 'Urza Block: a Tempest card', pool: 'block:urza-block', date: '1999-07-01', printings: [printing('TMP')], expected: false, why: /Tempest \(TMP\) is not a set of the Urza Block/ },
  { what: 'Ice Age Block: Homelands leaves on Coldsnap\'s day', pool: 'block:ice-age-block', date: '2006-08-20', printings: [printing('HML')], expected: false, why: /Homelands \(HML\) left the Ice Age Block on 2006-08-20/ },
  { what: 'Ice Age Block: Homelands the day before', pool: 'block:ice-age-block', date: '2006-08-19', printings: [printing('HML')], expected: true },
  { what: 'Ice Age Block: a Coldsnap card on its legal day', pool: 'block:ice-age-block', date: '2006-08-20', printings: [printing('CSP')], expected: true },
  { what: 'Mirrodin Block on its first day (the 20th, 2003)', pool: 'block:mirrodin-block', date: '2003-10-20', printings: [printing('MRD')], expected: true },
  // 1996-2004: release and rotation days of the older eras.
  { what: 'Tempest card on Tempest release day (1997)', pool: 'standard', date: '1997-10-14', printings: [printing('TMP')], expected: true },
  { what: 'Tempest card the day before', pool: 'standard', date: '1997-10-13', printings: [printing('TMP')], expected: false, why: /Tempest \(TMP\) is legal in Standard from 1997-10-14, after 1997-10-13/ },
  { what: 'Ice Age leaves with the Ice Age block on Tempest day', pool: 'standard', date: '1997-10-14', printings: [printing('ICE')], expected: false, why: /Ice Age \(ICE\) rotated out of Standard on 1997-10-14 \(its last printing in a Standard set\)$/ },
  { what: 'Mirage card the day Urza\'s Saga rotates it out (1998)', pool: 'standard', date: '1998-10-12', printings: [printing('MIR')], expected: false, why: /Mirage \(MIR\) rotated out of Standard on 1998-10-12/ },
  { what: 'Mirage card the day before', pool: 'standard', date: '1998-10-11', printings: [printing('MIR')], expected: true },
  { what: 'Champions card on its legal day, the 20th (2004)', pool: 'standard', date: '2004-10-20', printings: [printing('CHK')], expected: true },
  { what: 'Champions card on its release day, before it is legal', pool: 'standard', date: '2004-10-01', printings: [printing('CHK')], expected: false, why: /legal in Standard from 2004-10-20, after 2004-10-01/ },
  { what: 'Onslaught card the day Champions rotates it out', pool: 'standard', date: '2004-10-20', printings: [printing('ONS')], expected: false, why: /rotated out of Standard on 2004-10-20/ },
  { what: 'Onslaught card the day before', pool: 'standard', date: '2004-10-19', printings: [printing('ONS')], expected: true },
  // 2013
  { what: 'Theros card on release (2013)', pool: 'standard', date: '2013-09-27', printings: [printing('THS')], expected: true },
  { what: 'Theros card the day before', pool: 'standard', date: '2013-09-26', printings: [printing('THS')], expected: false, why: /from 2013-09-27/ },
  { what: 'Innistrad card rotates with Theros', pool: 'standard', date: '2013-09-27', printings: [printing('ISD')], expected: false, why: /Innistrad \(ISD\) rotated out of Standard on 2013-09-27/ },
  { what: 'Innistrad card the day before', pool: 'standard', date: '2013-09-26', printings: [printing('ISD')], expected: true },
  { what: 'Extended 2013: Scars card after SOM-onward rotation', pool: 'extended', date: '2013-09-27', printings: [printing('SOM')], expected: true },
  { what: 'Extended 2013: Zendikar card rotated out', pool: 'extended', date: '2013-09-27', printings: [printing('ZEN')], expected: false, why: /not in Extended/ },
  { what: 'Extended 2013: Zendikar card the day before', pool: 'extended', date: '2013-09-26', printings: [printing('ZEN')], expected: true },
  { what: 'Extended 2000: a Revised dual land, allowed on its own', name: 'Tundra', pool: 'extended', date: '2000-01-01', printings: [printing('3ED')], expected: true },
  { what: 'Extended 2000: another Revised card is not', pool: 'extended', date: '2000-01-01', printings: [printing('3ED')], expected: false, why: /not in Extended/ },
  { what: 'Extended 2003: the dual lands rotated out on 2002-11-01', name: 'Tundra', pool: 'extended', date: '2003-01-01', printings: [printing('3ED')], expected: false, why: /not in Extended/ },
  // 2019
  { what: 'Eldraine card on release (2019)', pool: 'standard', date: '2019-10-04', printings: [printing('ELD')], expected: true },
  { what: 'Dominaria card rotated by Eldraine', pool: 'standard', date: '2019-10-04', printings: [printing('DOM')], expected: false, why: /Dominaria \(DOM\) rotated out of Standard on 2019-10-04/ },
  { what: 'Dominaria card the day before', pool: 'standard', date: '2019-10-03', printings: [printing('DOM')], expected: true },
  { what: 'Pioneer: Dominaria card stays', pool: 'pioneer', date: '2019-10-21', printings: [printing('DOM')], expected: true },
  { what: 'Pioneer: M13 card (before Return to Ravnica) is not a Pioneer set', pool: 'pioneer', date: '2019-10-21', printings: [printing('M13')], expected: false, why: /Magic 2013 \(M13\) is not a Pioneer set/ },
  { what: 'Modern: Modern Horizons card on release', pool: 'modern', date: '2019-06-14', printings: [printing('MH1')], expected: true },
  { what: 'Modern: Modern Horizons card the day before', pool: 'modern', date: '2019-06-13', printings: [printing('MH1')], expected: false, why: /legal in Modern from 2019-06-14/ },
  { what: 'Modern: Mirage-only card', pool: 'modern', date: '2019-06-14', printings: [printing('MIR')], expected: false, why: /not a Modern set/ },
  { what: 'Modern: a card reprinted in M10 (Lightning Bolt)', pool: 'modern', date: '2019-06-14', printings: [printing('LEA'), printing('M10', 'common')], expected: true },
  { what: 'Standard: a promo (PRM) never makes a card legal', pool: 'standard', date: '2019-10-04', printings: [printing('PRM', 'rare', { date: '2019-10-01', promo: true })], expected: false, why: /not a Standard set/ },
  // 2024: prerelease legality (P1) and three-year rotation.
  { what: 'Bloomburrow card on its prerelease (2024)', pool: 'standard', date: '2024-07-26', printings: [printing('BLB')], expected: true },
  { what: 'Bloomburrow card the day before', pool: 'standard', date: '2024-07-25', printings: [printing('BLB')], expected: false, why: /from 2024-07-26/ },
  { what: 'Neon Dynasty card rotated with Bloomburrow', pool: 'standard', date: '2024-07-26', printings: [printing('NEO')], expected: false, why: /rotated out of Standard on 2024-07-26/ },
  { what: 'Neon Dynasty card the day before', pool: 'standard', date: '2024-07-25', printings: [printing('NEO')], expected: true },
  { what: 'Wilds of Eldraine rotated nothing (2023): Dominaria United still in', pool: 'standard', date: '2023-09-08', printings: [printing('DMU')], expected: true },
  { what: 'Premodern: a Tempest card', pool: 'premodern', date: '2024-01-01', printings: [printing('TMP')], expected: true },
  { what: 'Premodern: a Mirrodin card', pool: 'premodern', date: '2024-01-01', printings: [printing('MRD')], expected: false, why: /not a Premodern set/ },
  // Eternal: printings dated by their own date; promo sets without one do not count.
  {
    what: 'Eternal: a Secret Lair card on its own date',
    pool: 'eternal',
    date: '2021-06-01',
    printings: [printing('SLD', 'rare', { date: '2021-06-01' })],
    sets: [setFacts('SLD', '2019-12-02', 'box')],
    expected: true,
  },
  {
    what: 'Eternal: the same card the day before',
    pool: 'eternal',
    date: '2021-05-31',
    printings: [printing('SLD', 'rare', { date: '2021-06-01' })],
    sets: [setFacts('SLD', '2019-12-02', 'box')],
    expected: false,
    why: /printed on 2021-06-01, after 2021-05-31/,
  },
  {
    what: 'Eternal: PRM (dated 2002) with no date of its own cannot be dated: cannot tell',
    pool: 'eternal',
    date: '2010-01-01',
    printings: [printing('PRM', 'rare', { promo: true })],
    sets: [setFacts('PRM', '2002-06-24', 'promo')],
    expected: null,
    why: /Set PRM \(PRM\) holds printings of many years, and the card data gives no date of its own for this one/,
  },
  // Issue 29: a Secret Lair printing without its own date is not dated by the Secret Lair Drop set (2019-12-02).
  {
    what: 'Eternal: Haystack (ACR 2024-07-05, an undated SLD printing) on 2022-04-25: cannot tell',
    pool: 'eternal',
    date: '2022-04-25',
    printings: [printing('ACR'), printing('SLD')],
    sets: [setFacts('ACR', '2024-07-05', 'expansion'), setFacts('SLD', '2019-12-02', 'box')],
    expected: null,
    why: /Set SLD \(SLD\) holds printings of many years/,
  },
  {
    what: 'Eternal: Haystack on the day of its ACR printing',
    pool: 'eternal',
    date: '2024-07-05',
    printings: [printing('ACR'), printing('SLD')],
    sets: [setFacts('ACR', '2024-07-05', 'expansion'), setFacts('SLD', '2019-12-02', 'box')],
    expected: true,
  },
  ...(['SLU', 'SLP', 'PPRO', 'PRES', 'PURL', 'PSUS', 'PJJT', 'PJSE', 'PJAS', 'PGPX', 'PWCQ', 'PCMP', 'PMEI'] as const).map(
    (code): Row => ({
      what: `Eternal: an undated ${code} printing cannot be dated by its set`,
      pool: 'eternal',
      date: '2030-01-01',
      printings: [printing(code, 'rare', { promo: true })],
      sets: [setFacts(code, '1999-01-01', 'promo')],
      expected: null,
      why: /holds printings of many years/,
    }),
  ),
  {
    what: "Eternal: Kozilek's Command (MH3 2024-06-07, an undated Secret Lair Showdown printing) before the Showdown's first day",
    pool: 'eternal',
    date: '2022-04-25',
    printings: [printing('MH3'), printing('SLP', 'rare', { promo: true })],
    sets: [setFacts('MH3', '2024-06-07', 'draft_innovation'), setFacts('SLP', '2023-02-17', 'promo')],
    expected: false,
    why: /Set SLP \(SLP\) was printed on 2023-02-17 or later, after 2022-04-25/,
  },
  {
    what: 'Eternal: a dated SLD printing counts from its own day (2022 data: SLD Dwight-style drops)',
    pool: 'eternal',
    date: '2022-04-22',
    printings: [printing('SLD', 'rare', { date: '2022-04-22' })],
    sets: [setFacts('SLD', '2019-12-02', 'box')],
    expected: true,
  },
  {
    what: 'Eternal: a set of one season (Game Night 2019) is dated by the set',
    pool: 'eternal',
    date: '2019-11-15',
    printings: [printing('GN2')],
    sets: [setFacts('GN2', '2019-11-15', 'box')],
    expected: true,
  },
  {
    what: 'Eternal: silver-border printing',
    pool: 'eternal',
    date: '2020-01-01',
    printings: [printing('UST', 'common', { funny: true })],
    sets: [setFacts('UST', '2017-12-08', 'funny')],
    expected: false,
    why: /silver-border or acorn/,
  },
  {
    what: 'Eternal: Arena-only printing',
    pool: 'eternal',
    date: '2022-01-01',
    printings: [printing('Y22', 'rare', { availability: ['arena'] })],
    sets: [setFacts('Y22', '2021-12-09', 'alchemy', { onlineOnly: true })],
    expected: false,
    why: /not a tournament-legal set|only on arena/,
  },
  // Pauper: rarity, platforms and dates.
  {
    what: 'Pauper: a card on the day of its first common printing (2019)',
    pool: 'pauper',
    date: '2019-07-12',
    printings: [printing('M20', 'common')],
    sets: [setFacts('M20', '2019-07-12', 'core')],
    expected: true,
  },
  {
    what: 'Pauper: the day before',
    pool: 'pauper',
    date: '2019-07-11',
    printings: [printing('M20', 'common')],
    sets: [setFacts('M20', '2019-07-12', 'core')],
    expected: false,
    why: /\(common\) was printed on 2019-07-12, after 2019-07-11/,
  },
  {
    what: 'Pauper: only at uncommon',
    pool: 'pauper',
    date: '2024-01-01',
    printings: [printing('ONE', 'uncommon')],
    sets: [setFacts('ONE', '2023-02-10')],
    expected: false,
    why: /prints it at uncommon/,
  },
  {
    what: 'Pauper: common only on Arena',
    pool: 'pauper',
    date: '2024-01-01',
    printings: [printing('HBG', 'common', { availability: ['arena'] })],
    sets: [setFacts('HBG', '2022-07-07', 'alchemy', { onlineOnly: true })],
    expected: false,
    why: /does not count|only on arena/,
  },
  {
    what: 'Pauper 2015 (Magic Online rules): a paper-only common does not count',
    pool: 'pauper',
    date: '2015-01-01',
    printings: [printing('FEM', 'common', { availability: ['paper'] })],
    sets: [setFacts('FEM', '1994-11-01')],
    expected: false,
    why: /common only on paper, not mtgo/,
  },
  {
    what: 'Pauper 2019 (paper rules): the same paper common counts',
    pool: 'pauper',
    date: '2019-06-27',
    printings: [printing('FEM', 'common', { availability: ['paper'] })],
    sets: [setFacts('FEM', '1994-11-01')],
    expected: true,
  },
  {
    what: 'Pauper: a foreign-only common does not count',
    pool: 'pauper',
    date: '2020-01-01',
    printings: [printing('REN', 'common', { availability: ['paper'] })],
    sets: [setFacts('REN', '1995-08-01', 'masters', { foreignOnly: true })],
    expected: false,
    why: /foreign-only/,
  },
  // Pauper in more eras: the day of a card's first common printing, and before the format existed.
  {
    what: 'Pauper 2013 (Magic Online rules): a Theros common on its release day',
    pool: 'pauper',
    date: '2013-09-27',
    printings: [printing('THS', 'common')],
    sets: [setFacts('THS', '2013-09-27')],
    expected: true,
  },
  {
    what: 'Pauper 2013: the day before',
    pool: 'pauper',
    date: '2013-09-26',
    printings: [printing('THS', 'common')],
    sets: [setFacts('THS', '2013-09-27')],
    expected: false,
    why: /Theros \(THS\) \(common\) was printed on 2013-09-27, after 2013-09-26/,
  },
  {
    what: 'Pauper 2024: a Bloomburrow common on its legal day (the prerelease, RULES.md P1)',
    pool: 'pauper',
    date: '2024-07-26',
    printings: [printing('BLB', 'common')],
    sets: [setFacts('BLB', '2024-08-02')],
    expected: true,
  },
  {
    what: 'Pauper 2024: the day before',
    pool: 'pauper',
    date: '2024-07-25',
    printings: [printing('BLB', 'common')],
    sets: [setFacts('BLB', '2024-08-02')],
    expected: false,
    why: /\(common\) was printed on 2024-07-26, after 2024-07-25/,
  },
  { what: 'Pauper 1996 and 2004: no Pauper yet, cannot tell', pool: 'pauper', date: '2004-06-01', printings: [printing('FEM', 'common')], expected: null, why: /not defined before 2009-01-01/ },
  // The MTG Arena pool: a printing on Arena, from the day its set came to Arena (src/data/pools/arena.json).
  { what: 'Arena: a New Capenna card the day it came to Arena, before its tabletop release', pool: 'arena', date: '2022-04-28', printings: [printing('SNC', 'rare', { availability: ['paper', 'mtgo', 'arena'] })], expected: true },
  { what: 'Arena: the day before', pool: 'arena', date: '2022-04-27', printings: [printing('SNC', 'rare', { availability: ['paper', 'mtgo', 'arena'] })], expected: false, why: /came to MTG Arena on 2022-04-28, after 2022-04-27/ },
  { what: 'Arena: a set not in the table counts from the data\'s set date (an Arena-only set)', pool: 'arena', date: '2020-03-12', printings: [printing('HA2', 'rare', { availability: ['arena'] })], sets: [setFacts('HA2', '2020-03-12', 'box', { onlineOnly: true })], expected: true },
  { what: 'Arena: paper and Magic Online only', pool: 'arena', date: '2024-01-01', printings: [printing('LEA'), printing('2ED'), printing('3ED'), printing('4ED'), printing('5ED')], expected: false, why: /^LEA, 2ED, Revised Edition \(3ED\) and 2 more printings are not on MTG Arena$/ },
  { what: 'Arena: the new-player extras (XANA) do not count', pool: 'arena', date: '2024-01-01', printings: [printing('XANA', 'common', { availability: ['arena'] })], sets: [setFacts('XANA', '2018-07-14', 'box', { onlineOnly: true })], expected: false, why: /not a set of the MTG Arena formats/ },
  { what: 'Arena: Ponder, only conjured from Jumpstart: Historic Horizons', name: 'Ponder', pool: 'arena', date: '2024-01-01', printings: [printing('J21', 'common', { availability: ['arena'] })], sets: [setFacts('J21', '2021-08-26', 'draft_innovation', { onlineOnly: true })], expected: false, why: /Ponder exists on MTG Arena only to be conjured/ },
  { what: 'Arena: Ponder a deck card again from 2025-09-23', name: 'Ponder', pool: 'arena', date: '2025-09-23', printings: [printing('J21', 'common', { availability: ['arena'] })], sets: [setFacts('J21', '2021-08-26', 'draft_innovation', { onlineOnly: true })], expected: true },
  { what: 'Arena: a printing the data cannot date: cannot tell', pool: 'arena', date: '2024-01-01', printings: [printing('ZZZ', 'rare', { availability: ['arena'] })], expected: null, why: /gives no date/ },
  { what: 'no printings: cannot tell', pool: 'modern', date: '2020-01-01', printings: [], expected: null, why: /no printings/ },
  { what: 'Standard after the known sets: cannot tell', pool: 'standard', date: '2027-03-01', printings: [printing('FDN')], expected: null, why: /2027/ },
];

describe('card pools by date (hand-built printings)', () => {
  it.each(ROWS)('$what', (row) => {
    const sets = row.sets ? new Map(row.sets.map((s) => [s.code, s])) : undefined;
    const verdict = cardInPool({ name: row.name ?? 'Test Card', printings: row.printings }, row.pool, row.date, sets);
    expect(verdict.in).toBe(row.expected);
    if (row.why) {
      const text = verdict.in === false ? verdict.reasons.join(' | ') : verdict.in === null ? verdict.reason : '';
      expect(text).toMatch(row.why);
    }
  });

  it('Standard: names the sets that left last together, and is in when a later printing is in a Standard set', () => {
    const v = cardInPool({ name: 'Llanowar Elves', printings: [printing('DOM', 'common'), printing('M19', 'common')] }, 'standard', '2023-10-01');
    expect(v).toEqual({
      in: false,
      reasons: ['Dominaria (DOM) and Core Set 2019 (M19) rotated out of Standard on 2019-10-04 (its last printings in Standard sets)'],
    });
    expect(cardInPool({ name: 'Llanowar Elves', printings: [printing('DOM'), printing('FDN')] }, 'standard', '2025-01-01')).toEqual({ in: true });
  });

  // Issue 41, item 25: a card long out of Standard with dozens of printings got one reason per printing (ten sets and
  // more); the message names the last Standard set it was in and when it left, and counts the sets never in Standard.
  it('Standard: the last Standard set and the day it left, then how many sets were never Standard sets, three named', () => {
    const bolt = { name: 'Lightning Bolt', printings: ['2ED', 'M10', 'M11', 'A25', '2X2', 'MM2', '30A'].map((code) => printing(code)) };
    expect(cardInPool(bolt, 'standard', '2026-09-01')).toEqual({
      in: false,
      reasons: [
        'Magic 2011 (M11) rotated out of Standard on 2011-09-30 (its last printing in a Standard set)',
        'its 5 other sets (2ED, A25, 2X2 and 2 more) are not Standard sets',
      ],
    });
    expect(cardInPool({ name: 'Promo Only', printings: [printing('2X2')] }, 'standard', '2026-09-01')).toEqual({
      in: false,
      reasons: ['its set (2X2) is not a Standard set'],
    });
  });

  // A card out of Pioneer, a block or Pauper with dozens of printings got one reason per printing ("Unlimited Edition
  // (2ED) is not a Pioneer set; …" 42 times in one finding): the printings that share a reason are one reason, three
  // sets named and the rest counted, after the reasons of their own.
  it.each([
    {
      what: 'Pioneer: 42 sets that are not Pioneer sets, in one reason',
      pool: 'pioneer',
      printings: ['2ED', 'A25', '2X2', ...Array.from({ length: 39 }, (_, i) => `Q${String(i).padStart(2, '0')}`)].map((c) => printing(c)),
      reasons: ['2ED, A25, 2X2 and 39 more sets are not Pioneer sets'],
    },
    {
      what: 'Pioneer: two sets, both named',
      pool: 'pioneer',
      printings: [printing('2ED'), printing('A25')],
      reasons: ['2ED and A25 are not Pioneer sets'],
    },
    {
      what: 'Pioneer: one set',
      pool: 'pioneer',
      printings: [printing('2ED')],
      reasons: ['2ED is not a Pioneer set'],
    },
    {
      what: 'Urza Block: the sets outside the block, in one reason',
      pool: 'block:urza-block',
      date: '1999-05-31',
      printings: [printing('2ED'), printing('TMP'), printing('A25'), printing('4ED')],
      reasons: ['2ED, Tempest (TMP), A25 and Fourth Edition (4ED) are not sets of the Urza Block'],
    },
    {
      what: 'Pauper: the printings at uncommon in one reason, those at rare in another',
      pool: 'pauper',
      printings: [printing('2ED', 'uncommon'), printing('A25', 'rare'), printing('2X2', 'uncommon'), printing('MM2', 'uncommon'), printing('M11', 'uncommon')],
      reasons: [
        '2ED, 2X2, MM2 and Magic 2011 (M11) print it at uncommon',
        'A25 prints it at rare',
      ],
    },
  ] as { what: string; pool: PoolId; date?: string; printings: PrintingFacts[]; reasons: string[] }[])('$what', ({ pool, date = '2026-09-01', printings, reasons }) => {
    expect(cardInPool({ name: 'Many Printings', printings }, pool, date)).toEqual({ in: false, reasons });
    expect(computeCardInPool({ name: 'Many Printings', printings }, pool, date)).toEqual({ in: false, reasons });
  });

  it('cannot tell when a printing cannot be dated (its set unknown to the data), even beside printings that do not count', () => {
    const sets = new Map([['XLS', setFacts('XLS', '2030-01-01')]]);
    const v = cardInPool({ name: 'Undated Card', printings: [printing('ZZZ'), printing('XLS')] }, 'eternal', '2025-01-01', sets);
    expect(v).toEqual({
      in: null,
      reason: 'Undated Card cannot be placed: ZZZ: the card data gives no date for this printing or its set',
    });
    // Without the undated printing, the dated one is a reason: the card is not in the pool.
    expect(cardInPool({ name: 'Dated Card', printings: [printing('XLS')] }, 'eternal', '2025-01-01', sets).in).toBe(false);
  });

  // A card database shares one printing object among the cards that have the same printing, and the verdicts are
  // remembered per printing: the answers must be those computed afresh, whichever card asked first.
  it('remembered verdicts equal fresh ones, with printing objects shared between cards and asked again', () => {
    const shared = ROWS.flatMap((r) => r.printings);
    for (const row of ROWS) {
      const sets = row.sets ? new Map(row.sets.map((s) => [s.code, s])) : undefined;
      const cards = [
        { name: row.name ?? 'Test Card', printings: row.printings },
        { name: 'Other Card', printings: [...row.printings].reverse() },
        { name: 'Scheme Card', types: ['Scheme'], printings: row.printings },
        { name: 'Many Printings', printings: shared },
      ];
      for (const card of [...cards, ...cards]) {
        expect(cardInPool(card, row.pool, row.date, sets), `${row.what}: ${card.name}`).toEqual(
          computeCardInPool(card, row.pool, row.date, sets),
        );
      }
    }
  });

  it('a card that keeps its own verdict gets back the one for the pool and day asked, not the last one kept', () => {
    class KeepingCard {
      kept: [object, PoolVerdict] | undefined;
      stored = 0;
      constructor(
        readonly name: string,
        readonly printings: readonly PrintingFacts[],
      ) {}
      remembered(key: object): PoolVerdict | undefined {
        return this.kept?.[0] === key ? this.kept[1] : undefined;
      }
      remember(key: object, verdict: PoolVerdict): void {
        this.kept = [key, verdict];
        this.stored++;
      }
    }
    const card = new KeepingCard('Llanowar Elves', [printing('DOM', 'common'), printing('M19', 'common')]);
    const days = [['standard', '2019-01-01', true], ['standard', '2023-10-01', false], ['pauper', '2023-10-01', true]] as const;
    for (const [pool, date, expected] of [...days, ...days]) {
      expect(cardInPool(card, pool, date).in).toBe(expected);
      expect(cardInPool(card, pool, date)).toEqual(computeCardInPool(card, pool, date));
    }
    // Asked twice in a row, the second answer is the card's own: nothing stored again.
    expect(card.stored).toBe(6);
  });

  it('computes each pool day once (memoised)', () => {
    expect(poolOn('modern', '2020-01-01')).toBe(poolOn('modern', '2020-01-01'));
  });

  it('gives every Standard set a window that starts on its legal day, and rotation days in order', () => {
    expect(standardWindows().get('DOM')).toEqual({ code: 'DOM', from: '2018-04-27', until: '2019-10-04' });
    expect(standardWindows().get('FDN')?.until).toBeUndefined();
    expect(standardWindows().get('CSP')).toEqual({ code: 'CSP', from: '2006-08-20', until: '2008-10-03' });
    for (const w of standardWindows().values()) if (w.until !== undefined) expect(w.from < w.until, w.code).toBe(true);
  });

  it('gives a set that left and came back (Ice Age, Homelands in 1997) one period per stay', () => {
    expect(periodsOn().get('ICE')).toEqual([
      { code: 'ICE', from: '1995-06-03', until: '1997-01-01' },
      { code: 'ICE', from: '1997-07-01', until: '1997-10-14' },
    ]);
    expect(periodsOn().get('HML')).toEqual([
      { code: 'HML', from: '1995-10-01', until: '1997-02-03' },
      { code: 'HML', from: '1997-07-01', until: '1997-10-14' },
    ]);
    expect(periodsOn().get('3ED')).toEqual([{ code: '3ED', from: '1995-01-10', until: '1995-04-01' }]);
    for (const periods of periodsOn().values()) {
      for (let i = 1; i < periods.length; i++) expect((periods[i - 1]?.until ?? '') < (periods[i]?.from ?? ''), periods[0]?.code).toBe(true);
    }
  });
});

describe('the data key of a format\'s legality (the Brawl keys were renamed in December 2023)', () => {
  const brawl = findFormat('brawl');
  const standardBrawl = findFormat('standard-brawl');
  const historic = findFormat('historic');
  it.each([
    ['MTGJSON 2022: brawl is Standard Brawl, historicbrawl is Brawl', ['brawl', 'historicbrawl', 'historic'], 'historicbrawl', 'brawl', 'historic'],
    ['newer data: brawl is Brawl, standardbrawl Standard Brawl', ['brawl', 'standardbrawl', 'historic', 'timeless'], 'brawl', 'standardbrawl', 'historic'],
    ['data without these formats', ['legacy'], undefined, undefined, undefined],
  ] as const)('%s', (_what, keys, forBrawl, forStandardBrawl, forHistoric) => {
    if (!brawl || !standardBrawl || !historic) throw new Error('formats');
    expect([legalityKey(brawl, keys), legalityKey(standardBrawl, keys), legalityKey(historic, keys)]).toEqual([forBrawl, forStandardBrawl, forHistoric]);
  });
});
