/**
 * card-not-legal computed from printings (src/formats/pool.ts) and the banned lists by date, through the checker,
 * with a card index and set table written by hand: no card database file needed. Dated tables for several eras:
 * a card on its set's legal day and the day before, a Standard card on its rotation day and the day before, a Pauper
 * card on its first common printing's day, and a ban on its announcement day (warning) and effective day (error).
 * The MTG Arena formats (Historic, Timeless): a card on the day its set came to Arena and the day before, Alchemy and
 * rebalanced cards, a paper-only card, a card Arena only conjures, a suspension, Timeless's restricted list.
 */
import { describe, expect, it } from 'vitest';
import { handBuiltCheck } from './hand-built-check.js';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';

const paperOnline = ['paper', 'mtgo'] as const;
const everywhere: PrintingFacts['availability'] = ['paper', 'mtgo', 'arena'];
const arenaOnly: PrintingFacts['availability'] = ['arena'];
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
  // Dated by the card data's own printing day, the set's release (Scryfall's released_at), not its prerelease.
  { name: 'Psychic Frog', printings: [p('MH3', 'rare', { date: '2024-06-14' })] },
  { name: 'The One Ring', printings: [p('LTR', 'mythic', { date: '2023-06-23' })] },
  { name: 'Sheoldred, the Apocalypse', printings: [p('DMU', 'mythic', { date: '2022-09-09' })] },
  { name: "Gaea's Cradle", printings: [p('USG', 'rare')] },
  { name: 'Island', printings: [p('LEA'), p('4ED'), p('USG'), p('TMP'), p('ONS'), p('ISD'), p('THS'), p('ELD'), p('DOM'), p('FDN'), p('BLB'), p('M20', 'common', { availability: everywhere })] },
  { name: 'Bloodthirsty Adversary', printings: [p('MID', 'mythic', { availability: everywhere }), p('PMID', 'mythic')] },
  { name: 'Davriel, Soul Broker', printings: [p('YMID', 'mythic', { availability: arenaOnly })] },
  { name: 'A-Teferi, Time Raveler', printings: [p('WAR', 'rare', { availability: arenaOnly, rebalanced: true })] },
  { name: "Thassa's Oracle", printings: [p('THB', 'rare', { availability: everywhere })] },
  { name: 'Winota, Joiner of Forces', printings: [p('IKO', 'mythic', { availability: everywhere })] },
  { name: 'Demonic Tutor', printings: [p('LEA', 'uncommon'), p('STA', 'uncommon', { availability: everywhere })] },
  { name: 'Oko, Thief of Crowns', printings: [p('ELD', 'mythic', { availability: everywhere })] },
  { name: 'Black Lotus', printings: [p('LEA', 'rare'), p('YDMU', 'rare', { availability: arenaOnly })] },
];
const SETS: readonly SetFacts[] = [
  s('LEA', 'Limited Edition Alpha', '1993-08-05', 'core'),
  s('FEM', 'Fallen Empires', '1994-11-01'),
  s('EMA', 'Eternal Masters', '2016-06-10', 'masters'),
  s('DMR', 'Dominaria Remastered', '2023-01-13', 'masters'),
  s('MM3', 'Modern Masters 2017', '2017-03-17', 'masters'),
  s('M19', 'Core Set 2019', '2018-07-13', 'core'),
  s('MH3', 'Modern Horizons 3', '2024-06-14', 'draft_innovation'),
  s('LTR', 'The Lord of the Rings: Tales of Middle-earth', '2023-06-23', 'expansion'),
  s('DMU', 'Dominaria United', '2022-09-09', 'expansion'),
  s('M20', 'Core Set 2020', '2019-07-12', 'core'),
  s('PMID', 'Innistrad: Midnight Hunt Promos', '2021-09-24', 'promo'),
  { ...s('YMID', 'Alchemy: Innistrad', '2021-12-09', 'alchemy'), onlineOnly: true },
  { ...s('YDMU', 'Alchemy: Dominaria', '2022-10-05', 'alchemy'), onlineOnly: true },
];

const HAND_BUILT = CARDS.map((c) => ({ ...c, basic: c.name === 'Island' }));
const check = handBuiltCheck(HAND_BUILT, SETS);

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
  { what: '1999 Urza Block: Dark Ritual (Tempest, Mercadian Masques) is not an Urza Block card', format: 'urza-block', date: '1999-05-31', card: 'Dark Ritual', expected: [{ rule: 'card-not-legal', severity: 'error', message: /: Limited Edition Alpha \(LEA\), Tempest \(TMP\) and Mercadian Masques \(MMQ\) are not sets of the Urza Block\. Remove all 4/ }] },
  // 2004
  { what: '2004: Skullclamp ban in Standard on its announcement day (warning)', format: 'standard', date: '2004-06-01', card: 'Skullclamp', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2004-06-01, in effect from 2004-06-20/ }] },
  { what: '2004: Skullclamp ban on its effective day (error)', format: 'standard', date: '2004-06-20', card: 'Skullclamp', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2004 Standard: Counterspell (7ED) rotated with Eighth Edition', format: 'standard', date: '2004-01-01', card: 'Counterspell', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Seventh Edition \(7ED\) rotated out of Standard on 2003-07-28/ }] },
  { what: '2003 Standard: Counterspell the day before Eighth Edition', format: 'standard', date: '2003-07-27', card: 'Counterspell', expected: [] },
  // 2013
  { what: '2013 Standard: Snapcaster Mage the day before Theros', format: 'standard', date: '2013-09-26', card: 'Snapcaster Mage', expected: [] },
  { what: '2013 Standard: Snapcaster Mage rotated with Theros', format: 'standard', date: '2013-09-27', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Innistrad \(ISD\) rotated out of Standard on 2013-09-27/ }] },
  { what: '2013 Modern: Lightning Bolt through M10', format: 'modern', date: '2013-06-01', card: 'Lightning Bolt', expected: [] },
  { what: '2013 Modern: Dark Ritual is not a Modern card', format: 'modern', date: '2013-06-01', card: 'Dark Ritual', expected: [{ rule: 'card-not-legal', severity: 'error', message: /: Limited Edition Alpha \(LEA\), Tempest \(TMP\) and Mercadian Masques \(MMQ\) are not Modern sets\. Remove all 4/ }] },
  { what: '2013 Modern: Seething Song ban on its announcement day (warning)', format: 'modern', date: '2013-01-28', card: 'Seething Song', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2013-01-28, in effect from 2013-02-01/ }] },
  { what: '2013 Modern: Seething Song ban on its effective day (error)', format: 'modern', date: '2013-02-01', card: 'Seething Song', expected: [{ rule: 'card-banned', severity: 'error' }] },
  // 2019
  { what: '2019 Standard: Llanowar Elves the day before Eldraine', format: 'standard', date: '2019-10-03', card: 'Llanowar Elves', expected: [] },
  { what: '2019 Standard: Llanowar Elves rotated with Eldraine', format: 'standard', date: '2019-10-04', card: 'Llanowar Elves', expected: [{ rule: 'card-not-legal', severity: 'error', message: /: Dominaria \(DOM\) and Core Set 2019 \(M19\) rotated out of Standard on 2019-10-04 \(its last printings in Standard sets\); Foundations \(FDN\) is legal in Standard from 2024-11-08, after 2019-10-04\. Remove all 4 \(main deck and sideboard\)\.$/ }] },
  { what: '2019 Pauper: Hymn to Tourach banned with paper Pauper (2019-06-27)', format: 'pauper', date: '2019-06-27', card: 'Hymn to Tourach', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2019 Pauper (Magic Online rules): Hymn to Tourach has no online common printing', format: 'pauper', date: '2019-06-01', card: 'Hymn to Tourach', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Fallen Empires \(FEM\) is common only on paper, not mtgo; Eternal Masters \(EMA\) prints it at uncommon/ }] },
  // Issue 41, item 3: since Phyrexia: All Will Be One (2023-02-03) a set is legal in every tabletop format from its
  // prerelease, Modern Horizons 3 (prerelease 2024-06-07, release 2024-06-14) and The Lord of the Rings (2023-06-16) too.
  ...(['modern', 'legacy', 'vintage'] as const).flatMap((format): Row[] => [
    { what: `2024 ${format}: Psychic Frog (MH3) the day after its prerelease`, format, date: '2024-06-08', card: 'Psychic Frog', expected: [] },
    { what: `2024 ${format}: Grief (MH3, undated printing) on its prerelease day`, format, date: '2024-06-07', card: 'Grief', copies: 1, expected: [] },
    {
      what: `2024 ${format}: Psychic Frog the day before its prerelease`,
      format,
      date: '2024-06-06',
      card: 'Psychic Frog',
      expected: [{ rule: 'card-not-legal', severity: 'error', message: format === 'modern' ? /Modern Horizons 3 \(MH3\) is legal in Modern from 2024-06-07, after 2024-06-06/ : /Modern Horizons 3 \(MH3\) was printed on 2024-06-07, after 2024-06-06/ }],
    },
  ]),
  { what: '2023 Legacy: The One Ring (LTR) the day after its prerelease', format: 'legacy', date: '2023-06-17', card: 'The One Ring', expected: [] },
  { what: '2023 Modern: The One Ring (LTR) the day after its prerelease', format: 'modern', date: '2023-06-17', card: 'The One Ring', expected: [] },
  { what: '2023 Legacy: The One Ring the day before its prerelease', format: 'legacy', date: '2023-06-15', card: 'The One Ring', expected: [{ rule: 'card-not-legal', severity: 'error' }] },
  // Before Phyrexia: All Will Be One a set was legal from its release: Dominaria United (prerelease 2022-09-02).
  { what: '2022 Legacy: Sheoldred (DMU) in its prerelease week, before the rule: not yet legal', format: 'legacy', date: '2022-09-03', card: 'Sheoldred, the Apocalypse', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Dominaria United \(DMU\) was printed on 2022-09-09, after 2022-09-03/ }] },
  // 2024
  { what: '2024 Standard: Llanowar Elves is back with Foundations, on its prerelease', format: 'standard', date: '2024-11-08', card: 'Llanowar Elves', expected: [] },
  { what: '2024 Standard: Llanowar Elves the day before', format: 'standard', date: '2024-11-07', card: 'Llanowar Elves', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Foundations \(FDN\) is legal in Standard from 2024-11-08, after 2024-11-07/ }] },
  { what: '2024 Modern: Grief the day before its ban', format: 'modern', date: '2024-08-25', card: 'Grief', expected: [] },
  { what: '2024 Modern: Grief banned on the announcement day, which is the effective day from 2020 on (error)', format: 'modern', date: '2024-08-26', card: 'Grief', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: '2024 Modern: Grief the day before Modern Horizons 3 was released, in its prerelease week: legal', format: 'modern', date: '2024-06-13', card: 'Grief', expected: [] },
  { what: '2024 Pauper: Counterspell by its common printings', format: 'pauper', date: '2024-01-01', card: 'Counterspell', expected: [] },
  { what: '2024 Premodern: Counterspell (Tempest)', format: 'premodern', date: '2024-01-01', card: 'Counterspell', expected: [] },
  { what: '2024 Premodern: Snapcaster Mage', format: 'premodern', date: '2024-01-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /not in Premodern's card pool on 2024-01-01/ }] },
  // MTG Arena: Historic from 2019-11-21, Timeless from 2023-12-12 (src/data/pools/arena.json)
  { what: 'Historic 2021: Bloodthirsty Adversary on the day Midnight Hunt came to Arena', format: 'historic', date: '2021-09-16', card: 'Bloodthirsty Adversary', expected: [] },
  { what: 'Historic 2021: Bloodthirsty Adversary the day before', format: 'historic', date: '2021-09-15', card: 'Bloodthirsty Adversary', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Innistrad: Midnight Hunt \(MID\) came to MTG Arena on 2021-09-16, after 2021-09-15; Innistrad: Midnight Hunt Promos \(PMID\) is not on MTG Arena/ }] },
  { what: 'Historic: an Alchemy card (Arena only) is legal', format: 'historic', date: '2021-12-09', card: 'Davriel, Soul Broker', expected: [] },
  { what: 'Timeless: an Alchemy card (Arena only) is legal', format: 'timeless', date: '2024-01-01', card: 'Davriel, Soul Broker', expected: [] },
  { what: 'Legacy: the same Alchemy card is not (digital only)', format: 'legacy', date: '2024-01-01', card: 'Davriel, Soul Broker', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Davriel, Soul Broker is not in Legacy's card pool on 2024-01-01: Alchemy: Innistrad \(YMID\)/ }] },
  { what: 'Historic: a rebalanced (A-) card is legal', format: 'historic', date: '2022-01-25', card: 'A-Teferi, Time Raveler', expected: [] },
  { what: 'Historic: a paper-only card is refused, with the reason', format: 'historic', date: '2024-01-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Snapcaster Mage is not in Historic's card pool on 2024-01-01: Innistrad \(ISD\) and Modern Masters 2017 \(MM3\) are not on MTG Arena/ }] },
  { what: "Historic 2021: Thassa's Oracle ban on its announcement day (warning)", format: 'historic', date: '2021-05-19', card: "Thassa's Oracle", expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2021-05-19, in effect from 2021-05-20/ }] },
  { what: "Historic 2021: Thassa's Oracle ban on its effective day (error)", format: 'historic', date: '2021-05-20', card: "Thassa's Oracle", expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Historic 2020: Winota suspended: an error that says so', format: 'historic', date: '2020-06-09', card: 'Winota, Joiner of Forces', expected: [{ rule: 'card-banned', severity: 'error', message: /MTG Arena suspended it, which keeps it out of decks as a ban does/ }] },
  { what: 'Historic 2022: Black Lotus exists on Arena only to be conjured', format: 'historic', date: '2022-10-05', card: 'Black Lotus', expected: [{ rule: 'card-not-legal', severity: 'error', message: /only to be conjured or specialized into by other cards \(since 2022-10-05\); it cannot be put in a deck/ }] },
  { what: 'Historic 2024: Oko banned (suspended 2019-12-10)', format: 'historic', date: '2024-01-01', card: 'Oko, Thief of Crowns', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Timeless 2024: Oko legal', format: 'timeless', date: '2024-01-01', card: 'Oko, Thief of Crowns', expected: [] },
  { what: 'Timeless 2023: Demonic Tutor restricted on the first day, four copies', format: 'timeless', date: '2023-12-12', card: 'Demonic Tutor', expected: [{ rule: 'card-restricted', severity: 'error' }] },
  { what: 'Timeless 2023: one Demonic Tutor', format: 'timeless', date: '2023-12-12', card: 'Demonic Tutor', copies: 1, expected: [] },
  // Issue 41, item 4: out of the pool on the data's own date too, so a reprint after it is no reason for a warning.
  { what: "after the data's date, a card out of the pool on that date too: an error", format: 'standard', date: '2026-09-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /it was already out of the pool in the card database \(hand-built of 2026-08-22\)\. Remove all 4/ }] },
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
    const findings = handBuiltCheck(HAND_BUILT)('pauper', '2019-06-01', deckOf('Hymn to Tourach'));
    expect(findings.filter((f) => f.rule === 'card-not-legal')).toEqual([]);
  });
});
