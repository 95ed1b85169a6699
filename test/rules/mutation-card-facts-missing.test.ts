/**
 * card-facts-missing, table-driven: the one warning on a deck whose Commander-family or companion rules could not
 * all be checked, word for word: why (no database, a database without characteristics, cards it does not know, all
 * of them), what was not checked (per format, with the companions and the PDH rarity clause), what was, and how to
 * get the facts. Cards of the sideboard only and cards the data knows are left out of the list.
 */
import { describe, it } from 'vitest';
import type { CardDatabaseInfo } from '../../src/cards/facts.js';
import { card } from '../commander/cards.js';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'card-facts-missing';
const REFERENCE = 'CR 903.3, CR 903.4, CR 702.124, CR 702.139';
const GET = 'Import a card database with card characteristics (deckcheck db update, or deckcheck db import <MTGJSON or Scryfall file>) to check them.';
const COMMANDER_WHAT = 'colour identity (CR 903.4, 903.5c), commander eligibility (CR 903.3)';
const NO_DB = 'no card database is loaded, so card characteristics are not known';
const NO_CHARACTERISTICS_DB: CardDatabaseInfo = { source: 'names only', date: '2026-11-01', cards: 1, holds: { characteristics: false, printings: false } };
/** A database imported before the `holds` record existed. */
const OLD_DB: CardDatabaseInfo = { source: 'old', date: '2026-11-01', cards: 1 };
const AZUSA = 'Azusa, Lost but Seeking';
const UNPRINTED = card('Test Unknown Printings', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], pt: ['1', '1'] });
const checked = (format: string): string => `Deck size, singleton by name, the command zone's reading and the ${format} lists were checked.`;
const message = (cause: string, list: string, done: string): string => `Not fully checked: ${cause}; not checked: ${list}. ${done} ${GET}`;
const whole = { severity: 'warning', line: null, reference: REFERENCE, related: [] } as const;

const rows: Row[] = [
  {
    name: 'Commander without a database: the three Commander checks, what was checked instead',
    rule: RULE,
    format: 'commander',
    db: null,
    text: commanderDeck([AZUSA], ['Sol Ring']),
    findings: [{ ...whole, message: message(NO_DB, `${COMMANDER_WHAT} and commander pairs (CR 702.124)`, checked('Commander')) }],
  },
  {
    name: 'Oathbreaker with a database without characteristics: the signature spell too',
    rule: RULE,
    format: 'oathbreaker',
    db: NO_CHARACTERISTICS_DB,
    text: commanderDeck(['Zyx Unknown Walker', 'Counterspell'], [], 60, 'Island'),
    findings: [
      {
        ...whole,
        message: message('the card database in use does not hold card characteristics', `${COMMANDER_WHAT}, commander pairs (CR 702.124) and the signature spell`, checked('Oathbreaker')),
      },
    ],
  },
  {
    name: 'a database from before the holds record counts as one without characteristics',
    rule: RULE,
    format: 'duel-commander',
    db: OLD_DB,
    text: commanderDeck(['Zyx Unknown Legend']),
    findings: [{ ...whole, message: message('the card database in use does not hold card characteristics', `${COMMANDER_WHAT} and commander pairs (CR 702.124)`, checked('Duel Commander')) }],
  },
  {
    name: 'Pauper Commander: a card without printings, named with its line, and the rarity clause',
    rule: RULE,
    format: 'pauper-commander',
    cards: [UNPRINTED],
    text: commanderDeck(['Kitchen Finks'], ['Test Unknown Printings']),
    findings: [
      {
        ...whole,
        message: message(
          'the card database has no characteristics for Test Unknown Printings (line 5)',
          `${COMMANDER_WHAT}, commander pairs (CR 702.124) and rarity (the PDH commander uncommon, the 99 common)`,
          checked('Pauper Commander'),
        ),
      },
    ],
  },
  { name: 'outside Pauper Commander printings are not needed', rule: RULE, format: 'commander', cards: [UNPRINTED], text: commanderDeck([AZUSA], ['Test Unknown Printings']), findings: [] },
  {
    name: 'a database that knows some cards: the others by name and line, the sideboard left out',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['Zyx Main Card'], 100, 'Forest', '\nSideboard\n1 Zyx Side Card\n'),
    findings: [{ ...whole, message: message('the card database has no characteristics for Zyx Main Card (line 5)', `${COMMANDER_WHAT} and commander pairs (CR 702.124)`, checked('Commander')) }],
  },
  {
    name: 'a card on two lines is named with both',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['Zyx Main Card', 'Sol Ring', 'Zyx Main Card']),
    findings: [{ ...whole, message: message('the card database has no characteristics for Zyx Main Card (lines 5, 7)', `${COMMANDER_WHAT} and commander pairs (CR 702.124)`, checked('Commander')) }],
  },
  {
    name: 'a database that knows no card of the deck',
    rule: RULE,
    format: 'commander',
    text: commanderDeck(['Zyx Unknown Legend'], ['Zyx Main Card'], 100, 'Zyx Unknown Land'),
    findings: [{ ...whole, message: message('the card database has no characteristics for any card of this deck', `${COMMANDER_WHAT} and commander pairs (CR 702.124)`, checked('Commander')) }],
  },
  {
    name: 'more than twelve unknown cards: twelve named, then how many more',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], Array.from({ length: 14 }, (_, i) => `Zyx Card ${String.fromCharCode(65 + i)}`)),
    findings: [
      {
        ...whole,
        message: message(
          `the card database has no characteristics for ${Array.from({ length: 12 }, (_, i) => `Zyx Card ${String.fromCharCode(65 + i)} (line ${5 + i})`).join(', ')} and 2 more`,
          `${COMMANDER_WHAT} and commander pairs (CR 702.124)`,
          checked('Commander'),
        ),
      },
    ],
  },
  {
    name: 'a declared companion outside Commander: its condition only, and the rest was checked as usual',
    rule: RULE,
    format: 'casual',
    db: null,
    text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Plains\n',
    findings: [{ ...whole, message: message(NO_DB, 'companion conditions (CR 702.139) of Lurrus of the Dream-Den', 'The rest of the deck was checked as usual.') }],
  },
  {
    name: 'two declared companions are both named',
    rule: RULE,
    format: 'casual',
    db: null,
    text: 'Companion\n1 Lurrus of the Dream-Den\n1 Keruga, the Macrosage\n\nDeck\n60 Plains\n',
    findings: [{ ...whole, message: message(NO_DB, 'companion conditions (CR 702.139) of Lurrus of the Dream-Den, Keruga, the Macrosage', 'The rest of the deck was checked as usual.') }],
  },
  {
    name: 'a declared companion the data does not know, the deck known',
    rule: RULE,
    format: 'casual',
    cards: [],
    db: { ...OLD_DB, holds: { characteristics: true, printings: true } },
    text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Plains\n',
    findings: [],
  },
  {
    name: 'Commander with a declared companion: the Commander checks and the companion',
    rule: RULE,
    format: 'commander',
    db: null,
    text: `Commander\n1 ${AZUSA}\n\nCompanion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Forest\n`,
    findings: [{ ...whole, message: message(NO_DB, `${COMMANDER_WHAT}, commander pairs (CR 702.124) and companion conditions (CR 702.139) of Lurrus of the Dream-Den`, checked('Commander')) }],
  },
  { name: 'a casual deck without a companion says nothing', rule: RULE, format: 'casual', db: null, text: 'Deck\n60 Plains\n\nSideboard\n1 Zyx Side Card\n', findings: [] },
  // Issue 31: a sideboard companion is judged by the companion rule, so without card data it is not fully checked.
  {
    name: 'a casual deck whose companion sits in the sideboard only: not fully checked, as a declared one',
    rule: RULE,
    format: 'casual',
    db: null,
    text: 'Deck\n60 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n',
    findings: [{ ...whole, message: message(NO_DB, 'companion conditions (CR 702.139) of Lurrus of the Dream-Den', 'The rest of the deck was checked as usual.') }],
  },
  { name: 'every card known: nothing to say', rule: RULE, format: 'commander', text: commanderDeck([AZUSA], ['Sol Ring']), findings: [] },
];

describe('card-facts-missing', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
