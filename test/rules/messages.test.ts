/**
 * What each rule's message tells the user: the card, the numbers (copies, where they are, the limit, how many to
 * remove or add), the list, its date and the citation. One row per case; each row names the finding by rule (and
 * card) and lists the facts its message must state, so a wrong number or a dropped clause fails.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, prepareCheck, preparePool } from '../../src/api.js';

interface Row {
  name: string;
  format: string;
  date?: string;
  team?: boolean;
  variant?: string;
  /** A Sealed / Draft pool (pool.txt). */
  pool?: string;
  teamOverrides?: 'lenient' | 'strict';
  decks: string[];
  rule: string;
  card?: string;
  severity?: 'error' | 'warning';
  says: string[];
  /** Facts that must not be there (a clause for another case). */
  never?: string[];
}

const table: Row[] = [
  // deck-size-min
  {
    name: 'deck-size-min: how many the deck has, the minimum, the format and how many to add',
    format: 'legacy',
    decks: ['Deck\n4 Lightning Bolt\n3 Brainstorm'],
    rule: 'deck-size-min',
    says: ['The main deck has 7 cards;', 'Legacy needs at least 60 (CR 100.2a).', 'Add 53 more cards.'],
  },
  {
    name: 'deck-size-min: one card short, one card in the deck',
    format: 'sealed',
    decks: ['39 Mountain'],
    rule: 'deck-size-min',
    says: ['The main deck has 39 cards;', 'Sealed Deck needs at least 40 (CR 100.2b).', 'Add 1 more card.'],
  },
  {
    name: 'deck-size-min: a deck of one card',
    format: 'legacy',
    decks: ['1 Lightning Bolt'],
    rule: 'deck-size-min',
    says: ['The main deck has 1 card;', 'Add 59 more cards.'],
  },
  // sideboard-size-max
  {
    name: 'sideboard-size-max: the size, the maximum, the companion it counts, how many to remove',
    format: 'casual',
    decks: ['Deck\n60 Mountain\n\nSideboard\n16 Island\nCompanion\n1 Lurrus of the Dream-Den'],
    rule: 'sideboard-size-max',
    says: ['The sideboard has 17 cards; at most 15 are allowed (CR 100.4a).', 'This counts the companion Lurrus of the Dream-Den.', 'Remove 2 cards from it.'],
  },
  {
    name: 'sideboard-size-max: one over, no companion',
    format: 'casual',
    decks: ['Deck\n60 Mountain\n\nSideboard\n16 Island'],
    rule: 'sideboard-size-max',
    says: ['The sideboard has 16 cards;', 'Remove 1 card from it.'],
    never: ['companion'],
  },
  // card-copies-max
  {
    name: 'card-copies-max: the breakdown by section, the limit and its citation',
    format: 'casual',
    decks: ['Deck\n3 Lightning Bolt\n57 Mountain\n\nSideboard\n2 Lightning Bolt'],
    rule: 'card-copies-max',
    card: 'Lightning Bolt',
    says: ['Lightning Bolt: 5 copies (3 in the main deck + 2 in the sideboard);', 'at most 4 copies', '(CR 100.2a, CR 100.4a). Remove 1.'],
  },
  {
    name: "card-copies-max: a card's own limit",
    format: 'casual',
    decks: ['Deck\n8 Seven Dwarves\n52 Mountain'],
    rule: 'card-copies-max',
    card: 'Seven Dwarves',
    says: ['Seven Dwarves: 8 copies (8 in the main deck);', "the card's own text allows at most 7.", 'Remove 1.'],
    never: ['Limited'],
  },
  {
    name: "card-copies-max: a card's own limit in Limited counts the main deck only",
    format: 'sealed',
    decks: ['Deck\n9 Seven Dwarves\n31 Mountain\n\nSideboard\n3 Seven Dwarves'],
    rule: 'card-copies-max',
    card: 'Seven Dwarves',
    says: ['Seven Dwarves: 9 copies (in the main deck);', 'at most 7 in a deck, in Limited too (RULES A5).', 'Remove 2.'],
  },
  {
    name: 'card-copies-max: a companion that is also a sideboard card',
    format: 'casual',
    decks: ['Deck\n4 Lurrus of the Dream-Den\n56 Mountain\n\nCompanion\n1 Lurrus of the Dream-Den'],
    rule: 'card-copies-max',
    card: 'Lurrus of the Dream-Den',
    says: ['5 copies (4 in the main deck + 1 as companion)'],
  },
  // card-banned
  {
    name: 'card-banned: the list, the day, since when, how many to remove',
    format: 'legacy',
    date: '2025-01-15',
    decks: ['Deck\n4 Oko, Thief of Crowns\n56 Mountain\n\nSideboard\n1 Oko, Thief of Crowns'],
    rule: 'card-banned',
    card: 'Oko, Thief of Crowns',
    says: ['Oko, Thief of Crowns is banned in Legacy on 2025-01-15 since 2021-02-15.', 'Remove all 5 (main deck and sideboard).'],
  },
  {
    name: 'card-banned: one copy',
    format: 'modern',
    date: '2024-12-10',
    decks: ['Deck\n1 Grief\n59 Mountain'],
    rule: 'card-banned',
    card: 'Grief',
    says: ['Grief is banned in Modern on 2024-12-10 since 2024-08-26.', 'Remove it (main deck and sideboard).'],
  },
  // card-restricted
  {
    name: 'card-restricted: the list, the copies by section and how many to remove',
    format: 'vintage',
    date: '2025-01-15',
    decks: ['Deck\n2 Black Lotus\n58 Island\n\nSideboard\n1 Black Lotus'],
    rule: 'card-restricted',
    card: 'Black Lotus',
    says: ['Black Lotus is restricted in Vintage (already on the list on 1994-01-01):', 'at most 1 copy', 'this deck has 3 copies (2 in the main deck + 1 in the sideboard). Remove 2.'],
  },
  // team rules
  {
    name: 'team-card-copies-max: the copies in each deck and how many to remove',
    format: 'legacy',
    team: true,
    decks: ['4 Lightning Bolt\n56 Mountain', '3 Lightning Bolt\n57 Mountain'],
    rule: 'team-card-copies-max',
    card: 'Lightning Bolt',
    says: ['Lightning Bolt: 7 copies across the team (4 in deck-1.txt + 3 in deck-2.txt);', 'Remove 3 from the team\'s decks.'],
  },
  {
    name: "team-card-copies-max: a card's own limit, applied to the team (lenient)",
    format: 'legacy',
    team: true,
    decks: ['5 Seven Dwarves\n55 Mountain', '3 Seven Dwarves\n57 Mountain'],
    rule: 'team-card-copies-max',
    card: 'Seven Dwarves',
    says: ['Seven Dwarves: 8 copies across the team (5 in deck-1.txt + 3 in deck-2.txt);', 'its text allows up to 7 copies in a deck', '(RULES A2). Remove 1.'],
  },
  {
    name: 'team-card-copies-max: any number of copies, in two decks (lenient: a warning)',
    format: 'legacy',
    team: true,
    decks: ['20 Relentless Rats\n40 Swamp', '2 Relentless Rats\n58 Swamp'],
    rule: 'team-card-copies-max',
    card: 'Relentless Rats',
    severity: 'warning',
    says: ['Relentless Rats is in 2 of the team\'s decks (20 in deck-1.txt + 2 in deck-2.txt).', 'Its text allows any number of copies in a deck;', '--team-overrides strict'],
  },
  {
    name: 'team-card-copies-max: the same under the strict policy (an error)',
    format: 'legacy',
    team: true,
    teamOverrides: 'strict',
    decks: ['20 Relentless Rats\n40 Swamp', '2 Relentless Rats\n58 Swamp'],
    rule: 'team-card-copies-max',
    card: 'Relentless Rats',
    severity: 'error',
    says: ['Relentless Rats is in 2 of the team\'s decks', 'Its text allows any number of copies in a deck, but under the strict team policy (MTR 8.4', 'Keep it in one deck.'],
  },
  {
    name: 'team-card-restricted: the copies in each deck',
    format: 'vintage',
    team: true,
    decks: ['1 Black Lotus\n59 Island', '1 Black Lotus\n59 Island'],
    rule: 'team-card-restricted',
    card: 'Black Lotus',
    says: ['Black Lotus is restricted in Vintage and the team has 2 (1 in deck-1.txt + 1 in deck-2.txt):', 'Keep one copy in one deck.'],
  },
  {
    name: 'team-sideboard: the deck and the size of its sideboard',
    format: 'legacy',
    team: true,
    decks: ['Deck\n60 Mountain\n\nSideboard\n1 Pyroblast', '60 Island'],
    rule: 'team-sideboard',
    says: ['deck-1.txt has a sideboard of 1 card, but Two-Headed Giant Constructed decks have none'],
  },
  // variant rules
  {
    name: 'scheme-deck-size-min: no scheme deck at all, and how to give one',
    format: 'casual',
    variant: 'archenemy',
    decks: ['60 Mountain'],
    rule: 'scheme-deck-size-min',
    says: ["deck-1.txt has no scheme deck: the archenemy's scheme deck needs at least 20 scheme cards (CR 904.3).", 'Add a "Schemes" section', '--schemes FILE.'],
  },
  {
    name: 'scheme-deck-size-min: too few schemes',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n60 Mountain\n\nSchemes\n2 Feed the Machine\n1 Lightning Bolt'],
    rule: 'scheme-deck-size-min',
    says: ['The scheme deck has 3 cards;', 'needs at least 20 scheme cards (CR 904.3). Add 17 more.'],
  },
  {
    name: 'scheme-copies-max: copies, the rule and how many to remove',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n60 Mountain\n\nSchemes\n3 Feed the Machine'],
    rule: 'scheme-copies-max',
    card: 'Feed the Machine',
    says: ['Feed the Machine: 3 copies in the scheme deck; a scheme deck may hold no more than two cards with one English name (CR 904.3). Remove 1.'],
  },
  {
    name: 'scheme-deck-only-schemes: a plane among the schemes',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n60 Mountain\n\nSchemes\n1 Academy at Tolaria West'],
    rule: 'scheme-deck-only-schemes',
    says: ['Academy at Tolaria West is a plane, not a scheme; a scheme deck holds only scheme cards (CR 904.3, CR 314.1). Take it out of the scheme deck.'],
  },
  {
    name: 'scheme-deck-only-schemes: a misspelt scheme gets a suggestion',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n60 Mountain\n\nSchemes\n1 Feed the Machne'],
    rule: 'scheme-deck-only-schemes',
    says: ['"Feed the Machne" is not the name of a scheme (did you mean Feed the Machine?);', 'Correct the name, or take the card out.'],
  },
  {
    name: 'scheme-deck-only-schemes: a name deckcheck does not know',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n60 Mountain\n\nSchemes\n1 Zyx Unknown'],
    rule: 'scheme-deck-only-schemes',
    says: ['"Zyx Unknown" is not a scheme (deckcheck knows every scheme printed through Duskmourn Commander (2024));', "if it is a newer card, deckcheck's list needs an update."],
  },
  {
    name: 'scheme-in-main-deck: a scheme among the main deck cards',
    format: 'casual',
    variant: 'archenemy',
    decks: ['Deck\n59 Mountain\n1 Feed the Machine'],
    rule: 'scheme-in-main-deck',
    card: 'Feed the Machine',
    says: ['Feed the Machine is a scheme card, but it is in the deck (1 in the main deck);', 'Move it under "Schemes".'],
  },
  {
    name: 'planar-deck-size-min: one card',
    format: 'casual',
    variant: 'planechase',
    decks: ['Deck\n60 Mountain\n\nPlanes\n1 Chaotic Aether'],
    rule: 'planar-deck-size-min',
    says: ["The planar deck has 1 card; each player's planar deck needs at least 10 plane or phenomenon cards (CR 901.3). Add 9 more."],
  },
  {
    name: 'planar-deck-singleton: copies and how many to remove',
    format: 'casual',
    variant: 'planechase',
    decks: ['Deck\n60 Mountain\n\nPlanes\n3 Chaotic Aether'],
    rule: 'planar-deck-singleton',
    card: 'Chaotic Aether',
    says: ['Chaotic Aether: 3 copies in the planar deck; each card in a planar deck must have a different English name (CR 901.3). Remove 2.'],
  },
  {
    name: 'planar-deck-phenomena-max: the phenomena, their number and how many to replace',
    format: 'casual',
    variant: 'planechase',
    decks: ['Deck\n60 Mountain\n\nPlanes\n3 Chaotic Aether\n1 Interplanar Tunnel\n1 Spatial Merging'],
    rule: 'planar-deck-phenomena-max',
    says: ['The planar deck holds 5 phenomenon cards (3 Chaotic Aether, Interplanar Tunnel, Spatial Merging); no more than 2 cards in a planar deck can be phenomenon cards (CR 901.3). Replace 3 with planes.'],
  },
  {
    name: 'planar-deck-only-planes: a scheme among the planes',
    format: 'casual',
    variant: 'planechase',
    decks: ['Deck\n60 Mountain\n\nPlanes\n1 Feed the Machine'],
    rule: 'planar-deck-only-planes',
    says: ['Feed the Machine is a scheme, not a plane or phenomenon; a planar deck holds only plane and phenomenon cards (CR 901.3). Take it out of the planar deck.'],
  },
  // pool-covers-decks
  {
    name: 'pool-covers-decks: more copies than the pool has, and the pool line',
    format: 'sealed',
    pool: '2 Shock\n1 Giant Growth\n',
    decks: ['Deck\n3 Shock\n37 Forest'],
    rule: 'pool-covers-decks',
    card: 'Shock',
    says: ['Shock: 3 copies (3 in the main deck), but the pool has 2 (pool.txt line 1).', 'plus any number of Plains, Island, Swamp, Mountain and Forest (CR 100.2b, MTR 7.2). Remove 1.'],
    never: ['Sideboard sections'],
  },
  {
    name: 'pool-covers-decks: a listed sideboard counts against the pool, and the message says so',
    format: 'sealed',
    pool: '2 Shock\n',
    decks: ['Deck\n2 Shock\n38 Forest\n\nSideboard\n1 Shock'],
    rule: 'pool-covers-decks',
    card: 'Shock',
    says: ['Shock: 3 copies (2 in the main deck + 1 in the sideboard), but the pool has 2', 'Sideboard sections count against the pool too;', '(CR 100.4b), so it need not be listed.'],
  },
  {
    name: 'pool-covers-decks: a snow basic must come from the pool',
    format: 'sealed',
    pool: '2 Shock\n',
    decks: ['Deck\n1 Snow-Covered Island\n39 Forest'],
    rule: 'pool-covers-decks',
    card: 'Snow-Covered Island',
    says: ['Snow-Covered Island: 1 copy (1 in the main deck), but it is not in the pool (pool.txt).', 'Snow-Covered basics and Wastes must come from the pool (MTR 7.2). Remove it (add basic lands that may be added instead).'],
  },
  {
    name: 'pool-covers-decks: a misspelt pool card gets a suggestion',
    format: 'sealed',
    pool: '1 Giant Growth\n',
    decks: ['Deck\n2 Giant Grwth\n38 Forest'],
    rule: 'pool-covers-decks',
    card: 'Giant Grwth',
    says: ['it is not in the pool (pool.txt)', 'Remove all 2, or write the name as the pool does (did you mean "Giant Growth"?).'],
  },
  {
    name: 'pool-covers-decks: a team shares one pool',
    format: 'sealed',
    team: true,
    pool: '3 Llanowar Elves\n',
    decks: ['Deck\n2 Llanowar Elves\n38 Forest', 'Deck\n2 Llanowar Elves\n38 Forest'],
    rule: 'pool-covers-decks',
    card: 'Llanowar Elves',
    says: ['Llanowar Elves: 4 copies across the team (2 in deck-1.txt + 2 in deck-2.txt), but the team pool has 3 (pool.txt line 1).', 'Each deck alone would fit, but the team builds all its decks from one shared pool', '(CR 100.4c). Remove 1.'],
  },
  // Dated lists: announced and effective days, changes still to come, unconfirmed changes (src/data/lists)
  {
    name: 'card-banned: a ban announced but not yet in effect is a warning that says when',
    format: 'legacy',
    date: '2019-11-20',
    decks: ['Deck\n1 Wrenn and Six\n59 Mountain'],
    rule: 'card-banned',
    card: 'Wrenn and Six',
    severity: 'warning',
    says: ['Wrenn and Six is still legal in Legacy on 2019-11-20, but its ban was announced 2019-11-18, in effect from 2019-11-22.', 'Replace it before playing on or after that day.'],
  },
  {
    name: 'card-banned: once in effect, the announcement day is given too',
    format: 'legacy',
    date: '2019-12-01',
    decks: ['Deck\n2 Wrenn and Six\n58 Mountain'],
    rule: 'card-banned',
    card: 'Wrenn and Six',
    severity: 'error',
    says: ['Wrenn and Six is banned in Legacy on 2019-12-01 since 2019-11-22 (announced 2019-11-18). Remove all 2'],
    never: ['could not be confirmed'],
  },
  {
    name: 'card-banned: an unconfirmed change says so',
    format: 'legacy',
    date: '2026-06-01',
    decks: ['Deck\n1 Undercity Informer\n59 Mountain'],
    rule: 'card-banned',
    card: 'Undercity Informer',
    says: ['Undercity Informer is banned in Legacy on 2026-06-01 since 2026-05-18; this change could not be confirmed, check the official announcement.'],
  },
  {
    name: 'card-banned: a card about to come off the list is still banned, and the message says when it comes off',
    format: 'modern',
    date: '2019-08-27',
    decks: ['Deck\n1 Stoneforge Mystic\n59 Plains'],
    rule: 'card-banned',
    card: 'Stoneforge Mystic',
    severity: 'error',
    says: ['Stoneforge Mystic is banned in Modern on 2019-08-27', 'It comes off the list: announced 2019-08-26, in effect from 2019-08-30.'],
  },
  {
    name: 'card-restricted: a restriction announced but not yet in effect is a warning',
    format: 'vintage',
    date: '2019-11-20',
    decks: ['Deck\n2 Narset, Parter of Veils\n58 Island'],
    rule: 'card-restricted',
    card: 'Narset, Parter of Veils',
    severity: 'warning',
    says: ['Narset, Parter of Veils may still be played as 2 copies in Vintage on 2019-11-20, but its restriction was announced 2019-11-18, in effect from 2019-11-22.', 'Cut to 1 before playing on or after that day.'],
  },
  {
    name: 'card-restricted: once in effect, since when',
    format: 'vintage',
    date: '2019-12-01',
    decks: ['Deck\n2 Narset, Parter of Veils\n58 Island'],
    rule: 'card-restricted',
    card: 'Narset, Parter of Veils',
    severity: 'error',
    says: ['Narset, Parter of Veils is restricted in Vintage since 2019-11-22 (announced 2019-11-18): at most 1 copy', 'this deck has 2 copies (2 in the main deck). Remove 1.'],
  },
];

describe.each(table)('$name', (row) => {
  it('the message states the facts', async () => {
    const prepared = await prepareCheck({
      format: row.format,
      date: row.date ?? '2025-01-15',
      team: row.team ?? false,
      teamOverrides: row.teamOverrides ?? 'lenient',
      ...(row.variant !== undefined ? { variant: row.variant } : {}),
    });
    const pool = row.pool !== undefined ? preparePool(prepared, { file: 'pool.txt', text: row.pool }) : undefined;
    const report = checkTexts(
      prepared,
      row.decks.map((text, i) => ({ file: `deck-${i + 1}.txt`, text })),
      pool,
    );
    const found = report.findings.filter((f) => f.rule === row.rule && (row.card === undefined || f.card === row.card));
    expect(found, JSON.stringify(report.findings.map((f) => f.message))).toHaveLength(1);
    const f = found[0];
    if (!f) return;
    if (row.severity) expect(f.severity).toBe(row.severity);
    for (const fact of row.says) expect(f.message).toContain(fact);
    for (const fact of row.never ?? []) expect(f.message).not.toContain(fact);
  });
});
