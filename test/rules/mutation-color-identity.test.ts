/**
 * color-identity, table-driven: each card outside the commanders' combined colour identity, word for word (its
 * identity, the colours outside, the commanders with their lines, CR 903.5d for lands), in deck order; partners
 * combine; Oathbreaker's signature spell sets nothing; a commander that chooses its colour (the option, the one colour
 * the deck points to, or an error when it points to more); Brawl's basic lands of one type under a colourless
 * commander; cards the rule leaves alone (sideboard, unknown identity, the command zone's own cards).
 */
import { describe, it } from 'vitest';
import { card } from '../commander/cards.js';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'color-identity';
const AZUSA = 'Azusa, Lost but Seeking';
const PIPER = 'The Prismatic Piper';
const COLOURLESS = card('Test Colourless Legend', { cost: '{7}', mv: 7, ci: [], super: ['Legendary'], types: ['Creature'], sub: ['Eldrazi'], pt: ['7', '7'], rarities: ['rare'] });
/** A basic land the data gives a colour identity but no faces (no type line to read). */
const FACELESS = { name: 'Test Faceless Land', basic: true, colorIdentity: ['U'] } as const;
const outside = (name: string, identity: string, out: string, allowed: string, land = false): string =>
  `${name} has colour identity ${identity}; ${out} is outside the commander's colour identity (${allowed}). Every card must be within it (CR 903.5c${land ? ', CR 903.5d' : ''}). Remove it.`;
const err = { severity: 'error', reference: 'CR 903.5c' } as const;

const rows: Row[] = [
  {
    name: 'a spell and a land outside one commander, in deck order, each with its lines',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], ['Counterspell', 'Bayou', 'Sol Ring', 'Llanowar Elves']),
    findings: [
      { ...err, line: 5, column: 1, section: 'main', card: 'Counterspell', related: [5], message: outside('Counterspell', 'U', 'U', `G: ${AZUSA} (line 2)`) },
      { ...err, line: 6, card: 'Bayou', related: [6], message: outside('Bayou', 'BG', 'B', `G: ${AZUSA} (line 2)`, true) },
    ],
  },
  {
    name: 'partners combine their identities; only the colour outside both is named',
    rule: RULE,
    format: 'commander',
    text: commanderDeck(['Thrasios, Triton Hero', 'Tymna the Weaver'], ['Fire // Ice', 'Kitchen Finks', 'Bayou']),
    findings: [{ ...err, card: 'Fire // Ice', line: 6, message: outside('Fire // Ice', 'UR', 'R', 'WUBG: Thrasios, Triton Hero (line 2), Tymna the Weaver (line 3)') }],
  },
  {
    name: 'a colourless commander: a basic land is outside it',
    rule: RULE,
    format: 'commander',
    cards: [COLOURLESS],
    text: commanderDeck(['Test Colourless Legend'], ['Sol Ring'], 100, 'Mountain'),
    findings: [{ ...err, card: 'Mountain', line: 6, message: outside('Mountain', 'R', 'R', 'colourless: Test Colourless Legend (line 2)', true) }],
  },
  {
    name: 'Oathbreaker: the signature spell sets no identity',
    rule: RULE,
    format: 'oathbreaker',
    text: commanderDeck(['Teferi, Temporal Archmage', 'Fire // Ice'], ['Kitchen Finks'], 60, 'Island'),
    findings: [{ ...err, card: 'Kitchen Finks', line: 6, message: outside('Kitchen Finks', 'WG', 'WG', 'U: Teferi, Temporal Archmage (line 2)') }],
  },
  {
    name: 'a command-zone card that is also in the main deck is not judged here',
    rule: RULE,
    format: 'oathbreaker',
    text: commanderDeck(['Teferi, Temporal Archmage', 'Fire // Ice'], ['Fire // Ice'], 60, 'Island'),
    findings: [],
  },
  {
    name: 'a card in the sideboard only is not judged',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([AZUSA], [], 100, 'Forest', '\nSideboard\n1 Counterspell\n'),
    findings: [],
  },
  { name: 'a card the data does not know is left alone (card-facts-missing names it)', rule: RULE, format: 'commander', text: commanderDeck([AZUSA], ['Zyx Unknown Card']), findings: [] },
  { name: 'no command zone: nothing to compare with', rule: RULE, format: 'commander', text: 'Deck\n1 Counterspell\n99 Forest\n', findings: [] },
  { name: 'a commander the data does not know: nothing to compare with', rule: RULE, format: 'commander', text: commanderDeck(['Thrasios, Triton Hero', 'Zyx Unknown Legend'], ['Kitchen Finks']), findings: [] },
  { name: 'not outside Commander-family formats', rule: RULE, format: 'casual', text: 'Commander\n1 Azusa, Lost but Seeking\n\nDeck\n1 Counterspell\n59 Forest\n', findings: [] },
  {
    name: 'an instant alone in the command zone still sets the identity outside Oathbreaker',
    rule: RULE,
    format: 'commander',
    text: commanderDeck(['Counterspell'], ['Kitchen Finks'], 100, 'Island'),
    findings: [{ ...err, card: 'Kitchen Finks', line: 5, message: outside('Kitchen Finks', 'WG', 'WG', 'U: Counterspell (line 2)') }],
  },
  { name: 'Oathbreaker: only a signature spell, no identity to compare with', rule: RULE, format: 'oathbreaker', text: commanderDeck(['Counterspell'], ['Kitchen Finks'], 60, 'Island'), findings: [] },
  // A commander that chooses its colour (CR 903.4b).
  {
    name: 'choose a colour: the option gives it',
    rule: RULE,
    format: 'commander',
    commanderColors: ['R'],
    text: commanderDeck([PIPER], ['Counterspell'], 100, 'Mountain'),
    findings: [{ ...err, card: 'Counterspell', line: 5, message: outside('Counterspell', 'U', 'U', `R: ${PIPER} (line 2)`) }],
  },
  {
    name: 'choose a colour: the one colour the deck points to is taken, with a warning',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([PIPER], ['Sol Ring'], 100, 'Mountain'),
    findings: [
      {
        severity: 'warning',
        line: 2,
        card: PIPER,
        reference: 'CR 903.4b',
        message: `${PIPER} chooses its colour before the game begins (CR 903.4b); the deck's cards point to R, so R is taken as its colour. Say so with --commander-color R.`,
      },
    ],
  },
  {
    name: 'choose a colour: an empty choice is no choice',
    rule: RULE,
    format: 'commander',
    commanderColors: [],
    text: commanderDeck([PIPER], [], 100, 'Island'),
    findings: [{ severity: 'warning', card: PIPER, message: `${PIPER} chooses its colour before the game begins (CR 903.4b); the deck's cards point to U, so U is taken as its colour. Say so with --commander-color U.` }],
  },
  {
    name: 'choose a colour: two colours beyond the identity is an error, and the only finding',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([PIPER], ['Counterspell', 'Kitchen Finks'], 100, 'Mountain'),
    findings: [
      {
        severity: 'error',
        line: 2,
        card: PIPER,
        reference: 'CR 903.4b',
        message: `${PIPER} chooses one colour before the game begins (CR 903.4b), but the deck's cards need WURG beyond the other commanders' identity. Give the chosen colour with --commander-color, or remove the cards of the other colours.`,
      },
    ],
  },
  {
    name: "choose a colour beside a partner: only colours beyond the partner's count",
    rule: RULE,
    format: 'commander',
    text: commanderDeck([PIPER, 'Thrasios, Triton Hero'], ['Counterspell', 'Llanowar Elves'], 100, 'Mountain'),
    findings: [{ severity: 'warning', card: PIPER, message: `${PIPER} chooses its colour before the game begins (CR 903.4b); the deck's cards point to R, so R is taken as its colour. Say so with --commander-color R.` }],
  },
  {
    name: 'choose a colour: a card the data does not know points nowhere',
    rule: RULE,
    format: 'commander',
    text: commanderDeck([PIPER], ['Zyx Unknown Card'], 100, 'Mountain'),
    findings: [{ severity: 'warning', card: PIPER, message: `${PIPER} chooses its colour before the game begins (CR 903.4b); the deck's cards point to R, so R is taken as its colour. Say so with --commander-color R.` }],
  },
  { name: 'choose a colour: a colourless deck needs none', rule: RULE, format: 'commander', text: commanderDeck([PIPER], ['Sol Ring'], 100, 'Wastes'), findings: [] },
  // Brawl: basic lands of one type under a colourless commander (CR 903.12e).
  {
    name: 'Standard Brawl, colourless commander: basics of the first type only',
    rule: RULE,
    format: 'standard-brawl',
    cards: [COLOURLESS],
    text: 'Commander\n1 Test Colourless Legend\n\nDeck\n30 Forest\n28 Island\n1 Bayou\n',
    findings: [
      { ...err, card: 'Island', line: 6, message: outside('Island', 'U', 'U', 'colourless: Test Colourless Legend (line 2)', true) },
      { ...err, card: 'Bayou', line: 7, message: outside('Bayou', 'BG', 'BG', 'colourless: Test Colourless Legend (line 2)', true) },
    ],
  },
  {
    name: 'Brawl, coloured commander: basics of another colour are outside it',
    rule: RULE,
    format: 'brawl',
    text: `Commander\n1 ${AZUSA}\n\nDeck\n50 Forest\n49 Island\n`,
    findings: [{ ...err, card: 'Island', line: 6, message: outside('Island', 'U', 'U', `G: ${AZUSA} (line 2)`, true) }],
  },
  {
    name: 'Brawl, colourless commander: a basic land the data gives no faces has no basic land type to share',
    rule: RULE,
    format: 'brawl',
    cards: [COLOURLESS, FACELESS],
    text: 'Commander\n1 Test Colourless Legend\n\nDeck\n98 Forest\n1 Test Faceless Land\n',
    findings: [{ ...err, card: 'Test Faceless Land', line: 6, message: outside('Test Faceless Land', 'U', 'U', 'colourless: Test Colourless Legend (line 2)') }],
  },
  {
    name: 'Brawl, colourless commander: a basic without a basic land type (Wastes) fits, any basic type after it is outside',
    rule: RULE,
    format: 'brawl',
    cards: [COLOURLESS],
    text: 'Commander\n1 Test Colourless Legend\n\nDeck\n50 Wastes\n49 Swamp\n',
    findings: [],
  },
];

describe('color-identity', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
