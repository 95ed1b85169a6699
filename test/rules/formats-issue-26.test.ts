/**
 * The formats of issue 26, part 3, through the checker with a hand-built card index of real cards and some of their
 * real printings (no card database file needed): Old School 93/94 (Eternal Central's rules), and MTG Arena's Gladiator,
 * Explorer and Alchemy. A legal and an illegal row per format: pool, list by date, deck rules.
 */
import { describe, expect, it } from 'vitest';
import { handBuiltCheck } from './hand-built-check.js';
import { listHistory } from '../../src/data/banlists.js';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { formatEntries } from '../../src/cli/formats/action.js';

const paper: PrintingFacts['availability'] = ['paper', 'mtgo'];
const everywhere: PrintingFacts['availability'] = ['paper', 'mtgo', 'arena'];
const arenaOnly: PrintingFacts['availability'] = ['arena'];
function p(set: string, availability: PrintingFacts['availability'] = paper, extra: Partial<PrintingFacts> = {}): PrintingFacts {
  return { set, rarity: 'rare', availability: [...availability], ...extra };
}
function s(code: string, name: string, releaseDate: string, type = 'expansion', onlineOnly = false): SetFacts {
  return { code, name, releaseDate, type, onlineOnly, foreignOnly: false };
}

const CARDS: readonly { name: string; printings: PrintingFacts[]; basic?: boolean }[] = [
  { name: 'Island', basic: true, printings: [p('LEA'), p('M20', everywhere), p('MID', everywhere)] },
  { name: 'Hymn to Tourach', printings: [p('FEM'), p('EMA')] },
  { name: 'Lightning Bolt', printings: [p('LEA'), p('M10'), p('STA', everywhere)] },
  { name: 'Mind Twist', printings: [p('LEA'), p('3ED'), p('4ED')] },
  { name: 'Maze of Ith', printings: [p('DRK')] },
  { name: 'Counterspell', printings: [p('TMP'), p('7ED')] },
  { name: 'Contract from Below', printings: [p('LEA')] },
  { name: 'Sewers of Estark', printings: [p('PHPR'), p('PRM', ['mtgo'])] },
  { name: 'Snapcaster Mage', printings: [p('ISD'), p('MM3')] },
  { name: 'Demonic Tutor', printings: [p('LEA'), p('STA', everywhere)] },
  { name: 'Oko, Thief of Crowns', printings: [p('ELD', everywhere)] },
  { name: "Thassa's Oracle", printings: [p('THB', everywhere)] },
  { name: 'Winota, Joiner of Forces', printings: [p('IKO', everywhere)] },
  { name: 'Eidolon of the Great Revel', printings: [p('JOU')] },
  { name: 'Bloodthirsty Adversary', printings: [p('MID', everywhere)] },
  { name: 'Grinning Ignus', printings: [p('SNC', everywhere)] },
  { name: 'Expressive Iteration', printings: [p('STX', everywhere)] },
  { name: 'Geological Appraiser', printings: [p('LCI', everywhere)] },
  { name: 'Davriel, Soul Broker', printings: [p('YMID', arenaOnly)] },
  { name: 'A-Teferi, Time Raveler', printings: [p('WAR', arenaOnly, { rebalanced: true })] },
  { name: 'Black Lotus', printings: [p('LEA'), p('YDMU', arenaOnly)] },
  { name: 'The One Ring', printings: [p('LTR', everywhere)] },
  { name: 'Reanimate', printings: [p('TMP'), p('EMA'), p('STA', everywhere)] },
  { name: 'Ragavan, Nimble Pilferer', printings: [p('MH2')] },
];
const SETS: readonly SetFacts[] = [
  s('LEA', 'Limited Edition Alpha', '1993-08-05', 'core'),
  s('FEM', 'Fallen Empires', '1994-11-01'),
  s('DRK', 'The Dark', '1994-08-01'),
  s('PHPR', 'HarperPrism Book Promos', '1994-09-01', 'promo'),
  s('PRM', 'Magic Online Promos', '2002-06-24', 'promo', true),
  s('EMA', 'Eternal Masters', '2016-06-10', 'masters'),
  s('MM3', 'Modern Masters 2017', '2017-03-17', 'masters'),
  s('MH2', 'Modern Horizons 2', '2021-06-18', 'draft_innovation'),
  s('STA', 'Strixhaven Mystical Archive', '2021-04-23', 'masters'),
  s('M20', 'Core Set 2020', '2019-07-12', 'core'),
  s('ELD', 'Throne of Eldraine', '2019-10-04'),
  s('THB', 'Theros Beyond Death', '2020-01-24'),
  s('MID', 'Innistrad: Midnight Hunt', '2021-09-24'),
  s('SNC', 'Streets of New Capenna', '2022-04-29'),
  s('STX', 'Strixhaven: School of Mages', '2021-04-23'),
  s('LCI', 'The Lost Caverns of Ixalan', '2023-11-17'),
  s('TMP', 'Tempest', '1997-10-14'),
  s('LTR', 'The Lord of the Rings: Tales of Middle-earth', '2023-06-23'),
  { ...s('YMID', 'Alchemy: Innistrad', '2021-12-09', 'alchemy', true) },
  { ...s('YDMU', 'Alchemy: Dominaria', '2022-10-05', 'alchemy', true) },
];

const check = handBuiltCheck(CARDS, SETS);

/** `copies` of the card and Islands to `size` cards (Gladiator: 100). */
function deckOf(card: string, copies: number, size: number): string {
  return `${copies} ${card}\n${size - copies} Island\n`;
}

interface Row {
  readonly what: string;
  readonly format: 'old-school' | 'gladiator' | 'explorer' | 'alchemy' | 'predh';
  readonly date: string;
  readonly card: string;
  readonly copies?: number;
  readonly expected: readonly { rule: string; severity: 'error' | 'warning'; message?: RegExp }[];
}

const ROWS: readonly Row[] = [
  // Old School 93/94 (Eternal Central): Alpha to Fallen Empires, any printing by name; its list of 2022-04-25.
  { what: 'Old School: Hymn to Tourach (Fallen Empires), four copies', format: 'old-school', date: '2022-06-01', card: 'Hymn to Tourach', expected: [] },
  { what: 'Old School: Lightning Bolt (Alpha), four copies', format: 'old-school', date: '2022-06-01', card: 'Lightning Bolt', expected: [] },
  { what: 'Old School: one Mind Twist (restricted)', format: 'old-school', date: '2022-06-01', card: 'Mind Twist', copies: 1, expected: [] },
  { what: 'Old School: four Mind Twist', format: 'old-school', date: '2022-06-01', card: 'Mind Twist', expected: [{ rule: 'card-restricted', severity: 'error' }] },
  // Eternal Central unrestricted Maze of Ith on 2019-09-07; MTGJSON's list of 2022-04-25 still restricts it.
  { what: 'Old School: four Maze of Ith (unrestricted by Eternal Central in 2019)', format: 'old-school', date: '2022-06-01', card: 'Maze of Ith', expected: [] },
  { what: 'Old School: Contract from Below (an ante card) banned', format: 'old-school', date: '2022-06-01', card: 'Contract from Below', copies: 1, expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Old School: Sewers of Estark, a 1994 book promo', format: 'old-school', date: '2022-06-01', card: 'Sewers of Estark', expected: [] },
  { what: 'Old School: Counterspell was printed in Alpha, but not in these printings', format: 'old-school', date: '2022-06-01', card: 'Counterspell', expected: [{ rule: 'card-not-legal', severity: 'error', message: /: Tempest \(TMP\) and Seventh Edition \(7ED\) are not Old School 93\/94 sets \(Alpha to Fallen Empires\)\. Remove all 4/ }] },
  { what: 'Old School: Snapcaster Mage', format: 'old-school', date: '2022-06-01', card: 'Snapcaster Mage', expected: [{ rule: 'card-not-legal', severity: 'error', message: /not in Old School 93\/94's card pool on 2022-06-01/ }] },
  // Gladiator: 100+ cards, one of each, no sideboard; the Arena pool but not the rebalanced versions.
  { what: "Gladiator: Thassa's Oracle", format: 'gladiator', date: '2022-06-01', card: "Thassa's Oracle", expected: [] },
  { what: 'Gladiator: an Alchemy card is legal', format: 'gladiator', date: '2022-06-01', card: 'Davriel, Soul Broker', expected: [] },
  { what: "Gladiator: two Thassa's Oracle: card-singleton alone", format: 'gladiator', date: '2022-06-01', card: "Thassa's Oracle", copies: 5, expected: [{ rule: 'card-singleton', severity: 'error', message: /5 copies in the deck; other than basic lands, each card in a Gladiator deck must have a different English name in the main deck/ }] },
  { what: 'Gladiator: a rebalanced (A-) card is not', format: 'gladiator', date: '2022-06-01', card: 'A-Teferi, Time Raveler', expected: [{ rule: 'card-not-legal', severity: 'error', message: /rebalanced version; Gladiator plays the original card/ }] },
  { what: 'Gladiator: Oko banned', format: 'gladiator', date: '2022-06-01', card: 'Oko, Thief of Crowns', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Gladiator: Demonic Tutor legal on the list known through 2023-04-09', format: 'gladiator', date: '2023-04-09', card: 'Demonic Tutor', expected: [] },
  // The Gladiator Council's updates read (gladiatormtga.com/posts): Demonic Tutor 2023-06-20, The One Ring and Reanimate
  // 2024-05-06. After 2023-04-09 the list is not known complete, so each such check also carries lists-out-of-date.
  { what: 'Gladiator: Demonic Tutor the day before the June 2023 update', format: 'gladiator', date: '2023-06-19', card: 'Demonic Tutor', expected: [] },
  { what: 'Gladiator: Demonic Tutor banned from 2023-06-20', format: 'gladiator', date: '2023-06-20', card: 'Demonic Tutor', expected: [{ rule: 'card-banned', severity: 'error', message: /Gladiator/ }] },
  { what: 'Gladiator: The One Ring the day before the May 2024 update', format: 'gladiator', date: '2024-05-05', card: 'The One Ring', expected: [] },
  { what: 'Gladiator: The One Ring banned from 2024-05-06', format: 'gladiator', date: '2024-05-06', card: 'The One Ring', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Gladiator: Reanimate banned from 2024-05-06', format: 'gladiator', date: '2024-06-01', card: 'Reanimate', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Gladiator: Black Lotus exists on Arena only to be conjured', format: 'gladiator', date: '2023-01-01', card: 'Black Lotus', expected: [{ rule: 'card-not-legal', severity: 'error', message: /only to be conjured or specialized/ }] },
  // Explorer: Pioneer's cards on Arena, true to tabletop.
  { what: "Explorer: Thassa's Oracle", format: 'explorer', date: '2022-06-01', card: "Thassa's Oracle", expected: [] },
  { what: 'Explorer: a Pioneer card not on Arena', format: 'explorer', date: '2022-06-01', card: 'Eidolon of the Great Revel', expected: [{ rule: 'card-not-legal', severity: 'error', message: /Journey into Nyx \(JOU\) is not on MTG Arena|JOU is not on MTG Arena/ }] },
  { what: 'Explorer: an Alchemy card', format: 'explorer', date: '2022-06-01', card: 'Davriel, Soul Broker', expected: [{ rule: 'card-not-legal', severity: 'error', message: /not in Explorer's card pool/ }] },
  { what: 'Explorer: a Strixhaven Mystical Archive card outside Pioneer (Lightning Bolt)', format: 'explorer', date: '2022-06-01', card: 'Lightning Bolt', expected: [{ rule: 'card-not-legal', severity: 'error' }] },
  { what: 'Explorer: Winota on the announcement day (warning)', format: 'explorer', date: '2022-05-11', card: 'Winota, Joiner of Forces', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2022-05-11, in effect from 2022-05-12/ }] },
  { what: 'Explorer: Winota banned from 2022-05-12', format: 'explorer', date: '2022-05-12', card: 'Winota, Joiner of Forces', expected: [{ rule: 'card-banned', severity: 'error' }] },
  // Explorer took Pioneer's later bans on MTG Arena's day (Forge's dated Explorer lists).
  { what: 'Explorer: Expressive Iteration the day before Pioneer\'s ban of 2022-06-07', format: 'explorer', date: '2022-06-06', card: 'Expressive Iteration', expected: [] },
  { what: 'Explorer: Expressive Iteration banned from 2022-06-07', format: 'explorer', date: '2022-06-07', card: 'Expressive Iteration', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Explorer: Geological Appraiser on the tabletop day of the ban (announced 2023-12-04; on Arena from 2023-12-05)', format: 'explorer', date: '2023-12-04', card: 'Geological Appraiser', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2023-12-04, in effect from 2023-12-05/ }] },
  { what: 'Explorer: Geological Appraiser banned from 2023-12-05', format: 'explorer', date: '2023-12-05', card: 'Geological Appraiser', expected: [{ rule: 'card-banned', severity: 'error' }] },
  { what: 'Explorer: Oko banned from the first day (Pioneer\'s list)', format: 'explorer', date: '2022-04-21', card: 'Oko, Thief of Crowns', expected: [{ rule: 'card-banned', severity: 'error' }] },
  // Alchemy: Standard's sets on Arena, rebalanced cards and the Alchemy sets of Standard's sets.
  { what: 'Alchemy: Bloodthirsty Adversary (Midnight Hunt)', format: 'alchemy', date: '2022-01-01', card: 'Bloodthirsty Adversary', expected: [] },
  { what: 'Alchemy: Davriel (Alchemy: Innistrad, with Midnight Hunt in Standard)', format: 'alchemy', date: '2022-01-01', card: 'Davriel, Soul Broker', expected: [] },
  { what: "Alchemy: Thassa's Oracle (Theros Beyond Death rotated in 2021)", format: 'alchemy', date: '2022-01-01', card: "Thassa's Oracle", expected: [{ rule: 'card-not-legal', severity: 'error', message: /Theros Beyond Death \(THB\) is not in Standard on 2022-01-01, so not in Alchemy/ }] },
  // Alchemy's first ban: Grinning Ignus, announced 2022-07-05, effective 2022-07-07 (unbanned in Forge's archive from 2022-09-01).
  { what: 'Alchemy: Grinning Ignus the day before its ban took effect (announced: warning)', format: 'alchemy', date: '2022-07-06', card: 'Grinning Ignus', expected: [{ rule: 'card-banned', severity: 'warning', message: /announced 2022-07-05, in effect from 2022-07-07/ }] },
  { what: 'Alchemy: Grinning Ignus banned from 2022-07-07', format: 'alchemy', date: '2022-07-07', card: 'Grinning Ignus', expected: [{ rule: 'card-banned', severity: 'error' }] },
  // Issue 41, item 5: after 2023-09-04 Alchemy's own rotation is not known, but its pool is within Standard's on MTG Arena.
  { what: 'Alchemy after 2023-09-04: a card in Standard on Arena is not judged', format: 'alchemy', date: '2023-10-01', card: 'Bloodthirsty Adversary', expected: [] },
  { what: 'Alchemy after 2023-09-04: an Alchemy set of a Standard set is not judged', format: 'alchemy', date: '2023-10-01', card: 'Davriel, Soul Broker', expected: [] },
  { what: "Alchemy after 2023-09-04: Thassa's Oracle, out of Standard since 2021, is out", format: 'alchemy', date: '2023-10-01', card: "Thassa's Oracle", expected: [{ rule: 'card-not-legal', severity: 'error', message: /Theros Beyond Death \(THB\) is not in Standard on 2023-10-01, so not in Alchemy/ }] },
  { what: 'Alchemy in 2026: Ragavan, never on MTG Arena, is out', format: 'alchemy', date: '2026-06-01', card: 'Ragavan, Nimble Pilferer', expected: [{ rule: 'card-not-legal', severity: 'error', message: /^Ragavan, Nimble Pilferer is not in Alchemy's card pool on 2026-06-01: Modern Horizons 2 \(MH2\) is not on MTG Arena/ }] },
  // PreDH: Commander's rules and list, the cards released before Commander 2011 (2011-06-17).
  { what: 'PreDH: Demonic Tutor (Alpha)', format: 'predh', date: '2024-01-01', card: 'Demonic Tutor', copies: 1, expected: [] },
  { what: "PreDH: Thassa's Oracle (2020)", format: 'predh', date: '2024-01-01', card: "Thassa's Oracle", copies: 1, expected: [{ rule: 'card-not-legal', severity: 'error', message: /Thassa's Oracle has no printing until 2011-06-16, which PreDH requires/ }] },
  { what: "PreDH: Black Lotus (Commander's list)", format: 'predh', date: '2024-01-01', card: 'Black Lotus', copies: 1, expected: [{ rule: 'card-banned', severity: 'error' }] },
];

describe('Old School, Gladiator, Explorer, Alchemy and PreDH, through the checker', () => {
  it.each(ROWS)('$what', (row) => {
    const size = row.format === 'gladiator' ? 100 : 60;
    const findings = check(row.format, row.date, deckOf(row.card, row.copies ?? (row.format === 'gladiator' ? 1 : 4), size)).filter(
      (f) => f.card === row.card,
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual(row.expected.map((e) => [e.rule, e.severity]));
    row.expected.forEach((e, i) => {
      if (e.message) expect(findings[i]?.message).toMatch(e.message);
    });
  });

  it.each([
    { what: 'Gladiator: 99 cards', text: deckOf("Thassa's Oracle", 1, 99), rule: 'deck-size-min' },
    { what: 'Gladiator: a sideboard', text: `${deckOf("Thassa's Oracle", 1, 100)}\nSideboard\n1 Island\n`, rule: 'sideboard-size-max' },
  ])('$what: $rule', ({ text, rule }) => {
    const findings = check('gladiator', '2022-06-01', text);
    expect(findings.filter((f) => f.severity === 'error').map((f) => f.rule)).toEqual([rule]);
  });

  it('Gladiator: a 100-card deck of one of each is legal', () => {
    expect(check('gladiator', '2022-06-01', deckOf("Thassa's Oracle", 1, 100)).filter((f) => f.severity === 'error')).toEqual([]);
  });
});

describe('deckcheck formats lists them with their knowledge date and sources', () => {
  const entries = formatEntries();
  it.each([
    { id: 'old-school', since: '2022-04-25', known: '2022-04-25', pool: 'old-school' },
    { id: 'gladiator', since: '2022-04-25', known: '2023-04-09', pool: 'gladiator' },
    { id: 'explorer', since: '2022-04-21', known: '2025-04-08', pool: 'explorer' },
    { id: 'alchemy', since: '2021-12-09', known: '2026-09-22', pool: 'alchemy' },
    { id: 'predh', since: listHistory('commander').since, known: listHistory('commander').knownThrough?.day, pool: 'eternal' },
  ])('$id', ({ id, since, known, pool }) => {
    const e = entries.find((x) => x.id === id);
    expect(e?.list?.since).toBe(since);
    expect(e?.knownThrough?.lists?.day).toBe(known);
    expect(e?.pool.id).toBe(pool);
    expect(e?.sources.length).toBeGreaterThan(0);
    expect(e?.reference).not.toBeNull();
  });
});
