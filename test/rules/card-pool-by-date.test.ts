/**
 * card-not-legal computed from printings (src/formats/pool.ts) and the banned lists by date, through the checker,
 * with a card index and set table written by hand: no card database file needed. Dated tables for several eras:
 * a card on its set's legal day and the day before, a Standard card on its rotation day and the day before, a Pauper
 * card on its first common printing's day, and a ban on its announcement day (warning) and effective day (error).
 */
import { describe, expect, it } from 'vitest';
import type { CardDatabaseInfo, PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { CardIndex } from '../../src/cards/index.js';
import { checkUnits, type CheckOptions } from '../../src/check/check.js';
import { listHistory } from '../../src/data/banlists.js';
import { findFormat } from '../../src/formats/formats.js';
import { listsInForce } from '../../src/formats/lists.js';
import { parseTextDeck } from '../../src/parse/text.js';

const paperOnline = ['paper', 'mtgo'] as const;
function p(set: string, rarity: PrintingFacts['rarity'] = 'common', extra: Partial<PrintingFacts> = {}): PrintingFacts {
  return { set, rarity, availability: [...paperOnline], ...extra };
}
function s(code: string, name: string, releaseDate: string, type = 'expansion'): SetFacts {
  return { code, name, releaseDate, type, onlineOnly: false, foreignOnly: false };
}

/** A few real cards with some of their real printings. */
const CARDS: readonly { name: string; printings: PrintingFacts[] }[] = [
  { name: 'Llanowar Elves', printings: [p('DOM'), p('M19'), p('FDN')] },
  { name: 'Counterspell', printings: [p('TMP'), p('7ED'), p('MMQ', 'common'), p('DMR', 'uncommon')] },
  { name: 'Lightning Bolt', printings: [p('LEA'), p('M10'), p('M11')] },
  { name: 'Snapcaster Mage', printings: [p('ISD', 'rare'), p('MM3', 'mythic')] },
  { name: 'Hymn to Tourach', printings: [p('FEM', 'common', { availability: ['paper'] }), p('EMA', 'uncommon')] },
  { name: 'Skullclamp', printings: [p('DST', 'uncommon')] },
  { name: 'Dark Ritual', printings: [p('LEA'), p('TMP'), p('MMQ')] },
  { name: 'Black Vise', printings: [p('3ED', 'uncommon'), p('4ED', 'uncommon')] },
  { name: 'Mind Twist', printings: [p('3ED', 'rare'), p('4ED', 'rare')] },
  { name: 'Seething Song', printings: [p('MRD'), p('9ED', 'uncommon')] },
  { name: 'Grief', printings: [p('MH3', 'mythic')] },
  { name: "Gaea's Cradle", printings: [p('USG', 'rare')] },
  { name: 'Island', printings: [p('LEA'), p('4ED'), p('USG'), p('TMP'), p('ONS'), p('ISD'), p('THS'), p('ELD'), p('DOM'), p('FDN'), p('BLB')] },
];
const SETS: readonly SetFacts[] = [
  s('LEA', 'Limited Edition Alpha', '1993-08-05', 'core'),
  s('FEM', 'Fallen Empires', '1994-11-01'),
  s('EMA', 'Eternal Masters', '2016-06-10', 'masters'),
  s('DMR', 'Dominaria Remastered', '2023-01-13', 'masters'),
  s('MM3', 'Modern Masters 2017', '2017-03-17', 'masters'),
  s('M19', 'Core Set 2019', '2018-07-13', 'core'),
];

function index(): CardIndex {
  const idx = new CardIndex();
  for (const c of CARDS) idx.add({ name: c.name, basic: c.name === 'Island', printings: c.printings });
  return idx;
}
const DB: CardDatabaseInfo = { source: 'hand-built', date: '2026-08-22', cards: CARDS.length, holds: { characteristics: false, printings: true } };

function check(format: string, date: string, text: string) {
  const def = findFormat(format);
  if (!def) throw new Error(format);
  const options: CheckOptions = {
    format: def,
    date,
    lists: def.list ? listsInForce(listHistory(def.list), date) : null,
    index: index(),
    teamOverrides: 'lenient',
    cardDatabase: DB,
    sets: new Map(SETS.map((x) => [x.code, x])),
  };
  const deck = parseTextDeck(text, 'deck.txt');
  return checkUnits([{ kind: 'deck', deck }], options).units[0]?.findings ?? [];
}

function deckOf(card: string, copies = 4): string {
  return `${copies} ${card}\n${60 - copies} Island\n`;
}

interface Row {
  readonly what: string;
  readonly format: string;
  readonly date: string;
  readonly card: string;
  readonly copies?: number;
  /** Expected findings on the card: rule and severity, and what the message says. */
  readonly expected: readonly { rule: string; severity: 'error' | 'warning'; message?: RegExp }[];
}

const ROWS: readonly Row[] = [
  // 1996
  { what: '1996 Vintage: Hymn to Tourach legal', format: 'vintage', date: '1996-06-01', card: 'Hymn to Tourach', expected: [] },
  { what: '1996 Standard (Type 2): Hymn to Tourach restricted, four copies', format: 'standard', date: '1996-10-01', card: 'Hymn to Tourach', expected: [{ rule: 'card-restricted', severity: 'error' }] },
  { what: '1996 Standard: Black Vise the day before it was restricted', format: 'standard', date: '1996-01-31', card: 'Black Vise', expected: [] },
  { what: '1996 Standard: Black Vise restricted on 1996-02-01 (no earlier announcement known: the same day), four copies', format: 'standard', date: '1996-02-01', card: 'Black Vise', expected: [{ rule: 'card-restricted', severity: 'error' }] },
  { what: '1996 Standard: Mind Twist banned on 1996-02-01 (no earlier announcement known: the same day)', format: 'standard', date: '1996-02-01', card: 'Mind Twist', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '1996 Standard: Mind Twist in Type 2 through Fourth Edition (Revised rotated out in 1995)', format: 'standard', date: '1995-12-01', card: 'Mind Twist', copies: 1, expected: [] },
  // 1999: a Block Constructed ban, announced a month before it took effect.
  { what: "1999 Urza Block: Gaea's Cradle on the announcement day (warning)", format: 'urza-block', date: '1999-06-01', card: "Gaea's Cradle", expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 1999-06-01, in effect from 1999-07-01/ }] },
  { what: "1999 Urza Block: Gaea's Cradle on the effective day (error)", format: 'urza-block', date: '1999-07-01', card: "Gaea's Cradle", expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: "1999 Urza Block: the day before the announcement, legal", format: 'urza-block', date: '1999-05-31', card: "Gaea's Cradle", expected: [] },
  { what: '1999 Urza Block: Dark Ritual (Tempest, Mercadian Masques) is not an Urza Block card', format: 'urza-block', date: '1999-05-31', card: 'Dark Ritual', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Tempest \(TMP\) is not a set of the Urza Block/ }] },
  // 2004
  { what: '2004: Skullclamp ban in Standard on its announcement day (warning)', format: 'standard', date: '2004-06-01', card: 'Skullclamp', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2004-06-01, in effect from 2004-06-20/ }] },
  { what: '2004: Skullclamp ban on its effective day (error)', format: 'standard', date: '2004-06-20', card: 'Skullclamp', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2004 Standard: Counterspell (7ED) rotated with Eighth Edition', format: 'standard', date: '2004-01-01', card: 'Counterspell', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Seventh Edition \(7ED\) rotated out of Standard on 2003-07-28/ }] },
  { what: '2003 Standard: Counterspell the day before Eighth Edition', format: 'standard', date: '2003-07-27', card: 'Counterspell', expected: [] },
  // 2013
  { what: '2013 Standard: Snapcaster Mage the day before Theros', format: 'standard', date: '2013-09-26', card: 'Snapcaster Mage', expected: [] },
  { what: '2013 Standard: Snapcaster Mage rotated with Theros', format: 'standard', date: '2013-09-27', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Innistrad \(ISD\) rotated out of Standard on 2013-09-27/ }] },
  { what: '2013 Modern: Lightning Bolt through M10', format: 'modern', date: '2013-06-01', card: 'Lightning Bolt', expected: [] },
  { what: '2013 Modern: Dark Ritual is not a Modern card', format: 'modern', date: '2013-06-01', card: 'Dark Ritual', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Tempest \(TMP\) is not a Modern set/ }] },
  { what: '2013 Modern: Seething Song ban on its announcement day (warning)', format: 'modern', date: '2013-01-28', card: 'Seething Song', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2013-01-28, in effect from 2013-02-01/ }] },
  { what: '2013 Modern: Seething Song ban on its effective day (error)', format: 'modern', date: '2013-02-01', card: 'Seething Song', expected: [{ rule: 'card-banned', severity: 'error' }] },
  // 2019
  { what: '2019 Standard: Llanowar Elves the day before Eldraine', format: 'standard', date: '2019-10-03', card: 'Llanowar Elves', expected: [] },
  { what: '2019 Standard: Llanowar Elves rotated with Eldraine', format: 'standard', date: '2019-10-04', card: 'Llanowar Elves', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Dominaria \(DOM\) rotated out of Standard on 2019-10-04; Core Set 2019 \(M19\) rotated out/ }] },
  { what: '2019 Pauper: Hymn to Tourach banned with paper Pauper (2019-06-27)', format: 'pauper', date: '2019-06-27', card: 'Hymn to Tourach', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2019 Pauper (Magic Online rules): Hymn to Tourach has no online common printing', format: 'pauper', date: '2019-06-01', card: 'Hymn to Tourach', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Fallen Empires \(FEM\) is common only on paper, not mtgo; Eternal Masters \(EMA\) prints it at uncommon/ }] },
  // 2024
  { what: '2024 Standard: Llanowar Elves is back with Foundations, on its prerelease', format: 'standard', date: '2024-11-08', card: 'Llanowar Elves', expected: [] },
  { what: '2024 Standard: Llanowar Elves the day before', format: 'standard', date: '2024-11-07', card: 'Llanowar Elves', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Foundations \(FDN\) is legal in Standard from 2024-11-08, after 2024-11-07/ }] },
  { what: '2024 Modern: Grief the day before its ban', format: 'modern', date: '2024-08-25', card: 'Grief', expected: [] },
  { what: '2024 Modern: Grief banned on the announcement day, which is the effective day from 2020 on (error)', format: 'modern', date: '2024-08-26', card: 'Grief', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2024 Modern: Grief the day before Modern Horizons 3', format: 'modern', date: '2024-06-13', card: 'Grief', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Modern Horizons 3 \(MH3\) is legal in Modern from 2024-06-14, after 2024-06-13/ }] },
  { what: '2024 Pauper: Counterspell by its common printings', format: 'pauper', date: '2024-01-01', card: 'Counterspell', expected: [] },
  { what: '2024 Premodern: Counterspell (Tempest)', format: 'premodern', date: '2024-01-01', card: 'Counterspell', expected: [] },
  { what: '2024 Premodern: Snapcaster Mage', format: 'premodern', date: '2024-01-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /not in Premodern's card pool on 2024-01-01/ }] },
  { what: 'after the data\'s date: a warning, not an error', format: 'standard', date: '2026-09-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'warning', message: /as far as the card database \(hand-built of 2026-08-22\) knows/ }] },
];

describe('card pools and lists by date, through the checker', () => {
  it.each(ROWS)('$what', (row) => {
    const findings = check(row.format, row.date, deckOf(row.card, row.copies)).filter((f) => f.card === row.card);
    expect(findings.map((f) => [f.rule, f.severity])).toEqual(row.expected.map((e) => [e.rule, e.severity]));
    row.expected.forEach((e, i) => {
      if (e.message) expect(findings[i]?.message).toMatch(e.message);
    });
  });

  it('names the line of the card and the count', () => {
    const [f] = check('standard', '2019-10-04', deckOf('Llanowar Elves', 3)).filter((x) => x.rule === 'card-not-legal');
    expect([f?.line, f?.count, f?.limit]).toEqual([1, 3, 0]);
  });

  it('without the set table, eternal and Pauper pools fall back to the data legalities (none here: nothing reported)', () => {
    const def = findFormat('pauper');
    if (!def) throw new Error('pauper');
    const options: CheckOptions = {
      format: def,
      date: '2019-06-01',
      lists: listsInForce(listHistory('pauper'), '2019-06-01'),
      index: index(),
      teamOverrides: 'lenient',
      cardDatabase: DB,
    };
    const report = checkUnits([{ kind: 'deck', deck: parseTextDeck(deckOf('Hymn to Tourach'), 'deck.txt') }], options);
    expect(report.units[0]?.findings.filter((f) => f.rule === 'card-not-legal')).toEqual([]);
  });
});
