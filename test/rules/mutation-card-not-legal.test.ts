/**
 * card-not-legal, table-driven: a card outside the format's card pool, from the data's own legalities (the
 * fallback) and from its printings and the set table, with the boundaries a user meets: the data's day (an error on
 * it, a warning after it), Standard before the data's day, a format the data gives no legality for, the formats
 * that need a set table, cards of casual variants (each kind names its own rule), one copy or several, no database.
 * Card facts are made up (names no real card has) so the rows do not depend on the reference data.
 */
import { describe, it } from 'vitest';
import type { CardDatabaseInfo, PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import type { CardInfo } from '../../src/cards/index.js';
import type { Legality } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { expectRow, type Row } from './rules-a-harness.js';

const DAY = '2026-11-01';
const REFERENCE = 'MTR 6 (format card pools)';

/** A database that gives legalities, without printings. */
const LEGALITIES: CardDatabaseInfo = {
  source: 'hand-written legalities',
  date: DAY,
  cards: 20,
  formats: ['legacy', 'modern', 'standard', 'pauper', 'historic'],
  holds: { characteristics: true, printings: false },
};
/** The same with printings, and a version. */
const PRINTINGS: CardDatabaseInfo = { ...LEGALITIES, source: 'hand-written printings', version: '1.0', holds: { characteristics: true, printings: true } };

const print = (set: string, more: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity: 'common', availability: ['paper', 'mtgo'], ...more });
const set = (code: string, name: string, releaseDate: string, more: Partial<SetFacts> = {}): SetFacts => ({
  code,
  name,
  releaseDate,
  type: 'expansion',
  onlineOnly: false,
  foreignOnly: false,
  ...more,
});
const SETS: SetFacts[] = [set('LEA', 'Limited Edition Alpha', '1993-08-05', { type: 'core' }), set('YTST', 'Alchemy: Test', '2022-01-01', { type: 'alchemy', onlineOnly: true })];

function made(name: string, types: string[], legalities: Record<string, Legality>, printings?: PrintingFacts[]): CardInfo {
  return { ...card(name, { types, text: '' }), legalities, ...(printings ? { printings } : {}) };
}

const OUT = made('Test Outsider', ['Creature'], { legacy: 'not_legal', modern: 'not_legal', standard: 'not_legal', vintage: 'not_legal' });
const IN = made('Test Insider', ['Creature'], { legacy: 'legal', modern: 'legal', standard: 'legal' });
const BANNED_IN_DATA = made('Test Data Banned', ['Creature'], { legacy: 'banned' });
const KINDS: CardInfo[] = [
  made('Test Scheme', ['Scheme'], { legacy: 'not_legal' }, [print('LEA')]),
  made('Test Plane', ['Plane'], { legacy: 'not_legal' }),
  made('Test Phenomenon', ['Phenomenon'], { legacy: 'not_legal' }),
  made('Test Conspiracy', ['Conspiracy'], { legacy: 'not_legal' }),
  made('Test Vanguard', ['Vanguard'], { legacy: 'not_legal' }),
  made('Test Dungeon', ['Dungeon'], { legacy: 'not_legal' }),
];
/** Printed only in Alpha (in every eternal pool, in no Modern one) and said not legal by the data. */
const ALPHA_ONLY = made('Test Alpha Card', ['Creature'], { legacy: 'not_legal', modern: 'not_legal', pauper: 'not_legal', historic: 'not_legal' }, [print('LEA')]);
/** Printed only in an online-only Alchemy set (in no paper pool), and said legal by the data. */
const ALCHEMY_ONLY = made('Test Alchemy Card', ['Creature'], { legacy: 'legal', pauper: 'legal', historic: 'legal' }, [print('YTST', { availability: ['arena'] })]);
/** Printings known to be none at all. */
const NO_PRINTINGS = made('Test Unprinted', ['Creature'], { legacy: 'not_legal' }, []);
/** Printed only in a set no table knows: the pool cannot place it, so the data's legalities decide. */
const UNPLACED = made('Test Unplaced', ['Creature'], { legacy: 'not_legal' }, [print('ZZZ')]);
/** Printed in two sets, neither in Modern. */
const TWO_SETS = made('Test Two Sets', ['Creature'], { modern: 'legal' }, [print('LEA'), print('YTST', { availability: ['arena'] })]);
/** A plane with another card type first. */
const TWO_TYPES = made('Test Two-Type Plane', ['Enchantment', 'Plane'], { legacy: 'not_legal' }, [print('LEA')]);
/** Legalities for casual play too, as a data file could give them. */
const CASUAL_KEY = made('Test Casual Key', ['Creature'], { casual: 'not_legal' });
/** Real cards of the synthesised 2026 data: Haystack is in Assassin's Creed (2024-07-05) and a Secret Lair drop. */
const PROMO_SETS: SetFacts[] = [
  set('ACR', "Assassin's Creed", '2024-07-05'),
  set('SLD', 'Secret Lair Drop', '2019-12-02', { type: 'box' }),
  set('PRM', 'Magic Online Promos', '2002-06-24', { type: 'promo' }),
];
const HAYSTACK = made('Haystack', ['Artifact'], { legacy: 'legal', vintage: 'legal', commander: 'legal', pauper: 'not_legal' }, [print('ACR', { rarity: 'uncommon' }), print('SLD', { rarity: 'rare' })]);
const DATED_DROP = made('Test Dated Drop', ['Creature'], { legacy: 'legal' }, [print('SLD', { rarity: 'rare', date: '2021-06-01' })]);
const ONLINE_PROMO = made('Test Online Promo', ['Creature'], { vintage: 'legal' }, [print('PRM', { rarity: 'rare' })]);
const HAYSTACK_WARNING =
  "Haystack may not be in Legacy's card pool on 2022-04-25: the day it was printed is not known (Secret Lair Drop (SLD) holds printings of many years, and the card data gives no date of its own for this one, in the card database (hand-written printings 1.0 of 2026-11-01)). Check that the card was printed by 2022-04-25 (its own release date, e.g. on Scryfall), or remove it.";
/** A common of Alpha, in every eternal and Pauper pool: the rest of a deck. */
const FILLER = made('Test Filler', ['Land'], {}, [print('LEA')]);
const CARDS = [HAYSTACK, DATED_DROP, ONLINE_PROMO, FILLER, OUT, IN, BANNED_IN_DATA, ...KINDS, ALPHA_ONLY, ALCHEMY_ONLY, NO_PRINTINGS, UNPLACED, TWO_SETS, TWO_TYPES, CASUAL_KEY];

const deck = (...lines: string[]): string => `${lines.join('\n')}\n`;
const base = { cards: CARDS, db: LEGALITIES, date: DAY, rule: 'card-not-legal' } as const;
const said = (name: string, format: string, more = ''): string =>
  `${name} is not legal in ${format}: it is not in the format's card pool, according to the card database (hand-written legalities of ${DAY}). Remove ${more || 'it'} (main deck and sideboard).`;

const rows: Row[] = [
  // From the data's legalities.
  {
    ...base,
    name: 'one copy: the card, its line, the count, the database that says so; a card the data does not know is left alone',
    format: 'legacy',
    text: deck('Deck', '1 Test Outsider', '58 Mountain', '1 Zyx Unknown Card'),
    findings: [{ severity: 'error', line: 2, column: 1, card: 'Test Outsider', count: 1, limit: 0, reference: REFERENCE, related: [2], message: said('Test Outsider', 'Legacy') }],
  },
  {
    ...base,
    name: 'copies in main deck and sideboard: all of them, every line',
    format: 'legacy',
    text: deck('Deck', '58 Mountain', '2 Test Outsider', '', 'Sideboard', '1 Test Outsider'),
    findings: [{ line: 3, count: 3, related: [3, 6], message: said('Test Outsider', 'Legacy', 'all 3') }],
  },
  {
    ...base,
    name: 'two cards: one finding each, in deck order',
    format: 'modern',
    text: deck('Deck', '1 Test Outsider', '1 Test Alpha Card', '1 Test Insider', '57 Mountain'),
    findings: [
      { card: 'Test Outsider', line: 2, message: said('Test Outsider', 'Modern') },
      { card: 'Test Alpha Card', line: 3, message: said('Test Alpha Card', 'Modern') },
    ],
  },
  { ...base, name: 'a card the data says is legal', format: 'legacy', text: deck('Deck', '4 Test Insider', '56 Mountain'), findings: [] },
  { ...base, name: "a card the data says is banned is the lists' business, not this rule's", format: 'legacy', text: deck('Deck', '1 Test Data Banned', '59 Mountain'), findings: [] },
  { ...base, name: 'a format the data gives no legality for is not judged', format: 'premodern', date: '2024-01-01', text: deck('Deck', '1 Test Outsider', '59 Mountain'), findings: [] },
  { ...base, name: 'no card pool to judge in casual play', format: 'casual', text: deck('Deck', '1 Test Outsider', '59 Mountain'), findings: [] },
  { ...base, name: 'no card database: nothing is judged', format: 'legacy', db: null, text: deck('Deck', '1 Test Outsider', '59 Mountain'), findings: [] },
  {
    ...base,
    name: 'a database record that lists no formats',
    format: 'legacy',
    db: { source: 'x', date: DAY, cards: 1 },
    text: deck('Deck', '1 Test Outsider', '59 Mountain'),
    findings: [],
  },
  {
    ...base,
    name: 'Standard on the data’s day is judged by the data',
    format: 'standard',
    text: deck('Deck', '1 Test Outsider', '59 Mountain'),
    findings: [{ severity: 'error', message: said('Test Outsider', 'Standard') }],
  },
  { ...base, name: 'Standard before the data’s day cannot be judged by it (sets rotate)', format: 'standard', date: '2026-10-31', text: deck('Deck', '1 Test Outsider', '59 Mountain'), findings: [] },
  {
    ...base,
    name: 'Legacy before the data’s day is judged by it (its pool only grows)',
    format: 'legacy',
    date: '2026-10-31',
    text: deck('Deck', '1 Test Outsider', '59 Mountain'),
    findings: [{ severity: 'error', card: 'Test Outsider' }],
  },
  {
    ...base,
    name: 'a card banned by the dated list is card-banned only',
    format: 'legacy',
    cards: [...CARDS, made('Oko, Thief of Crowns', ['Planeswalker'], { legacy: 'not_legal' })],
    text: deck('Deck', '1 Oko, Thief of Crowns', '59 Mountain'),
    findings: [],
  },
  {
    ...base,
    name: 'a card only in the maybeboard is not in the deck',
    format: 'legacy',
    text: deck('Deck', '60 Mountain', '', 'Maybeboard', '1 Test Outsider'),
    findings: [],
  },
  // Cards of casual variants: what they are, each with its rule. Schemes, planes, phenomena and Vanguard cards are in
  // no deck at all: card-not-deck-card reports them (test/rules/card-not-deck-card.test.ts), this rule does not.
  ...(['Test Scheme', 'Test Plane', 'Test Phenomenon', 'Test Vanguard'] as const).map(
    (name): Row => ({ ...base, db: PRINTINGS, sets: SETS, name: `${name}: card-not-deck-card's, not this rule's`, format: 'legacy', text: deck('Deck', `1 ${name}`, '59 Mountain'), findings: [] }),
  ),
  ...(
    [
      ['Test Conspiracy', 'a conspiracy card, used only in Conspiracy drafts (CR 315.1)'],
      ['Test Dungeon', 'a dungeon card, which starts outside the game and is not part of a deck (CR 309.1)'],
    ] as const
  ).map(
    ([name, kind]): Row => ({
      ...base,
      db: PRINTINGS,
      sets: SETS,
      name: `${name}: ${kind.split(',')[0] ?? ''}`,
      format: 'legacy',
      text: deck('Deck', `1 ${name}`, '59 Mountain'),
      findings: [{ severity: 'error', card: name, message: `${name} is ${kind}; it is not in Legacy's card pool. Remove it (main deck and sideboard).` }],
    }),
  ),
  // From the printings and the set table.
  {
    ...base,
    name: 'printings: not a Modern set, on the data’s day: an error',
    db: PRINTINGS,
    sets: SETS,
    format: 'modern',
    text: deck('Deck', '2 Test Alpha Card', '58 Mountain'),
    findings: [{ severity: 'error', line: 2, count: 2, limit: 0, message: "Test Alpha Card is not in Modern's card pool on 2026-11-01: Limited Edition Alpha (LEA) is not a Modern set. Remove all 2 (main deck and sideboard)." }],
  },
  {
    ...base,
    // Issue 41, item 4: out of the pool on the data's own day too, so a reprint after it is no reason for a warning.
    name: 'printings: after the data’s day, a card already out of the pool on that day is an error',
    db: PRINTINGS,
    sets: SETS,
    format: 'modern',
    date: '2026-11-02',
    text: deck('Deck', '1 Test Alpha Card', '59 Mountain'),
    findings: [
      {
        severity: 'error',
        message:
          "Test Alpha Card is not in Modern's card pool on 2026-11-02: Limited Edition Alpha (LEA) is not a Modern set; it was already out of the pool in the card database (hand-written printings 1.0 of 2026-11-01). Remove it (main deck and sideboard).",
      },
    ],
  },
  {
    ...base,
    // Issue 41, item 4: Kumano Faces Kakkazan (Kamigawa: Neon Dynasty) left Standard in 2024; after the data's day it is an error, not a warning.
    name: 'printings: a card rotated out of Standard before the data’s day, checked after it: an error',
    db: PRINTINGS,
    sets: [...SETS, set('NEO', 'Kamigawa: Neon Dynasty', '2022-02-18')],
    cards: [made('Test Kumano', ['Enchantment'], { standard: 'not_legal' }, [print('NEO')])],
    format: 'standard',
    date: '2026-12-05',
    text: deck('Deck', '4 Test Kumano', '56 Mountain'),
    findings: [
      {
        severity: 'error',
        line: 2,
        count: 4,
        message:
          "Test Kumano is not in Standard's card pool on 2026-12-05: Kamigawa: Neon Dynasty (NEO) rotated out of Standard on 2024-07-26 (its last printing in a Standard set); it was already out of the pool in the card database (hand-written printings 1.0 of 2026-11-01). Remove all 4 (main deck and sideboard).",
      },
    ],
  },
  { ...base, name: 'printings: in the pool, whatever the data’s legalities say', db: PRINTINGS, sets: SETS, format: 'legacy', text: deck('Deck', '1 Test Alpha Card', '59 Mountain'), findings: [] },
  {
    ...base,
    name: 'printings: an online-only set is out of Legacy',
    db: PRINTINGS,
    sets: SETS,
    format: 'legacy',
    text: deck('Deck', '1 Test Alchemy Card', '59 Mountain'),
    findings: [{ severity: 'error', card: 'Test Alchemy Card' }],
  },
  {
    ...base,
    name: 'printings: the sets that are not the format\'s, in one reason',
    db: PRINTINGS,
    sets: SETS,
    format: 'modern',
    text: deck('Deck', '1 Test Two Sets', '59 Mountain'),
    findings: [{ severity: 'error', message: "Test Two Sets is not in Modern's card pool on 2026-11-01: Limited Edition Alpha (LEA) and Alchemy: Test (YTST) are not Modern sets. Remove it (main deck and sideboard)." }],
  },
  {
    ...base,
    name: 'printings the pool cannot place: the legalities decide',
    db: PRINTINGS,
    sets: SETS,
    format: 'legacy',
    text: deck('Deck', '1 Test Unplaced', '59 Mountain'),
    findings: [{ severity: 'error', message: said('Test Unplaced', 'Legacy').replace('hand-written legalities', 'hand-written printings 1.0') }],
  },
  {
    ...base,
    name: "a plane whose first type is another is card-not-deck-card's too",
    db: PRINTINGS,
    sets: SETS,
    format: 'legacy',
    text: deck('Deck', '1 Test Two-Type Plane', '59 Mountain'),
    findings: [],
  },
  {
    ...base,
    name: 'casual play has no card pool, whatever the data says',
    db: { ...LEGALITIES, formats: [...(LEGALITIES.formats ?? []), 'casual'] },
    format: 'casual',
    text: deck('Deck', '1 Test Casual Key', '59 Mountain'),
    findings: [],
  },
  // Without a set table the eternal, Pauper and Arena pools cannot be computed: the data's legalities decide.
  ...(['legacy', 'pauper', 'historic'] as const).map(
    (format): Row => ({ ...base, name: `${format}: no set table, the data's legalities (legal) decide`, db: PRINTINGS, sets: null, format, date: '2024-01-01', text: deck('Deck', '1 Test Alchemy Card', '59 Mountain'), findings: [] }),
  ),
  {
    ...base,
    name: 'no set table for Modern is needed: its pool is computed from its own tables',
    db: PRINTINGS,
    sets: null,
    format: 'modern',
    text: deck('Deck', '1 Test Alpha Card', '59 Mountain'),
    // Without the set table the set is named by its code.
    findings: [{ severity: 'error', message: "Test Alpha Card is not in Modern's card pool on 2026-11-01: LEA is not a Modern set. Remove it (main deck and sideboard)." }],
  },
  {
    ...base,
    name: 'a database without printings: the legalities decide even for a card with printings',
    sets: SETS,
    format: 'legacy',
    text: deck('Deck', '1 Test Alpha Card', '59 Mountain'),
    findings: [{ severity: 'error', message: said('Test Alpha Card', 'Legacy') }],
  },
  {
    ...base,
    name: 'no printings at all: the legalities decide',
    db: PRINTINGS,
    sets: SETS,
    format: 'legacy',
    text: deck('Deck', '1 Test Unprinted', '59 Mountain'),
    findings: [{ severity: 'error', message: said('Test Unprinted', 'Legacy').replace('hand-written legalities', 'hand-written printings 1.0') }],
  },
  // Issue 29: promotional printings are dated by their own day; a Secret Lair printing without one is not dated by
  // the Secret Lair Drop set (2019-12-02), and the card is neither claimed legal nor illegal before the data's day.
  ...(
    [
      ['before the data: a warning that the print day is not known', 'legacy', '2022-04-25', [{ severity: 'warning', card: 'Haystack', count: 4, message: HAYSTACK_WARNING }]],
      ['in Vintage and Commander too', 'vintage', '2022-04-25', [{ severity: 'warning', card: 'Haystack' }]],
      ['Commander', 'commander', '2022-04-25', [{ severity: 'warning', card: 'Haystack' }]],
      ['on the day its ACR printing came out: legal', 'legacy', '2024-07-05', []],
      ['on the data\'s day: the data has the card, its legalities decide (legal)', 'legacy', DAY, []],
      ['Pauper does not count Secret Lair printings: an uncommon elsewhere, an error', 'pauper', '2022-04-25', [{ severity: 'error', card: 'Haystack' }]],
    ] as const
  ).map(
    ([what, format, date, findings]): Row => ({
      ...base,
      name: `Haystack (ACR 2024-07-05, an undated SLD printing), ${format} ${date}: ${what}`,
      db: PRINTINGS,
      sets: [...SETS, ...PROMO_SETS],
      format,
      date,
      text: format === 'commander' ? deck('Commander', '1 Test Commander', '', 'Deck', '4 Haystack', '95 Test Filler') : deck('Deck', '4 Haystack', '56 Test Filler'),
      findings,
    }),
  ),
  {
    ...base,
    name: 'an SLD printing with its own date (as the 2022 MTGJSON gives them): an error the day before it',
    db: PRINTINGS,
    sets: [...SETS, ...PROMO_SETS],
    format: 'legacy',
    date: '2021-05-31',
    text: deck('Deck', '1 Test Dated Drop', '59 Test Filler'),
    findings: [{ severity: 'error', message: "Test Dated Drop is not in Legacy's card pool on 2021-05-31: Secret Lair Drop (SLD) was printed on 2021-06-01, after 2021-05-31. Remove it (main deck and sideboard)." }],
  },
  { ...base, name: 'an SLD printing with its own date: legal on that day', db: PRINTINGS, sets: [...SETS, ...PROMO_SETS], format: 'legacy', date: '2021-06-01', text: deck('Deck', '1 Test Dated Drop', '59 Test Filler'), findings: [] },
  {
    ...base,
    name: 'a PRM promo without its own date, and nothing else: the print day is not known',
    db: PRINTINGS,
    sets: [...SETS, ...PROMO_SETS],
    format: 'vintage',
    date: '2015-01-01',
    text: deck('Deck', '1 Test Online Promo', '59 Test Filler'),
    findings: [
      {
        severity: 'warning',
        message:
          "Test Online Promo may not be in Vintage's card pool on 2015-01-01: the day it was printed is not known (Magic Online Promos (PRM) holds printings of many years, and the card data gives no date of its own for this one, in the card database (hand-written printings 1.0 of 2026-11-01)). Check that the card was printed by 2015-01-01 (its own release date, e.g. on Scryfall), or remove it.",
      },
    ],
  },
];

describe('card-not-legal', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
