/**
 * What the Commander-family and companion rules tell the user: per case, the finding (rule, card, severity, line,
 * count, limit, reference) and the facts its message must state (the card, its type line, the date, the ability, the
 * colours, the lines, how many to add or remove), plus clauses that belong to other cases. Card facts are the
 * hand-written ones of test/commander/cards.ts, plus a few made-up cards for boundaries no real card in that list has.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CardDatabaseInfo, PrintingFacts } from '../../src/cards/facts.js';
import type { CardInfo } from '../../src/cards/index.js';
import { card, indexWithFacts, TEST_DATABASE } from '../commander/cards.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const L = ['Legendary'];
const print = (rarity: PrintingFacts['rarity'], more: Partial<PrintingFacts> = {}): PrintingFacts => ({
  set: 'FDN',
  rarity,
  availability: ['paper', 'mtgo'],
  ...more,
});
const withPrintings = (c: CardInfo, printings: PrintingFacts[]): CardInfo => ({ ...c, printings });

/** Made-up cards (names that are no real card's) for cases the real cards above do not reach. */
const EXTRA: CardInfo[] = [
  card('Test Colourless Legend', { cost: '{7}', mv: 7, ci: [], super: L, types: ['Creature'], sub: ['Eldrazi'], text: '', pt: ['7', '7'], rarities: ['rare'] }),
  card('Test Boxed Spacecraft', { cost: '{3}', mv: 3, ci: [], super: L, types: ['Artifact'], sub: ['Spacecraft'], text: 'Station', pt: ['4', '4'], rarities: ['rare'] }),
  card('Test Plain Spacecraft', { cost: '{3}', mv: 3, ci: [], super: L, types: ['Artifact'], sub: ['Spacecraft'], text: 'Station\nSTATION 8+\nFlying', rarities: ['rare'] }),
  { ...card('Test Data Commander', { cost: '{3}', mv: 3, ci: [], types: ['Artifact'], text: '', rarities: ['rare'] }), leadership: { commander: true, brawl: false, oathbreaker: false } },
  card('Test Outside Creature', { cost: '{2}{G}', mv: 3, ci: ['G'], super: L, types: ['Enchantment'], text: "As long as Test Outside Creature isn't on the battlefield, it's a 2/2 Elf creature in addition to its other types.", rarities: ['rare'] }),
  card('Test Legendary Artifact', { cost: '{3}', mv: 3, ci: [], super: L, types: ['Artifact'], text: '{T}: Draw a card.', rarities: ['rare'] }),
  card('Test Unprinted Commons', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'], rarities: [] }),
  card('Test Unknown Printings', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }),
  withPrintings(card('Test Arena Common', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }), [print('rare'), print('common', { availability: ['arena'] })]),
  withPrintings(card('Test Promo Common', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }), [print('common', { promo: true }), print('uncommon')]),
  withPrintings(card('Test Funny Common', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }), [print('common', { funny: true }), print('mythic')]),
  withPrintings(card('Test Rebalanced Common', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }), [print('common', { rebalanced: true }), print('rare')]),
  withPrintings(card('Test MTGO Common', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['1', '1'] }), [print('common', { availability: ['mtgo'] })]),
  withPrintings(card('Test Paper Uncommon', { cost: '{1}{G}', mv: 2, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['2', '2'] }), [print('uncommon', { availability: ['paper'] })]),
  withPrintings(card('Test Arena Uncommon', { cost: '{1}{G}', mv: 2, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['2', '2'] }), [print('uncommon', { availability: ['arena'] }), print('common')]),
  withPrintings(card('Test Promo Uncommon', { cost: '{1}{G}', mv: 2, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['2', '2'] }), [print('uncommon', { promo: true }), print('common')]),
  withPrintings(card('Test Funny Uncommon', { cost: '{1}{G}', mv: 2, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['2', '2'] }), [print('uncommon', { funny: true }), print('common')]),
  withPrintings(card('Test Rebalanced Uncommon', { cost: '{1}{G}', mv: 2, ci: ['G'], types: ['Creature'], sub: ['Elf'], text: '', pt: ['2', '2'] }), [print('uncommon', { rebalanced: true }), print('common')]),
];

/** A Commander-family deck: the command zone (line 2 on), a blank line, "Deck", the main cards, then land to `size`. */
function deck(zone: string[], main: string[] = [], size = 100, land = 'Forest', sideboard: string[] = []): string {
  const n = (s: string) => Number(/^(\d+) /.exec(s)?.[1] ?? 1);
  const line = (s: string) => (/^\d/.test(s) ? s : `1 ${s}`);
  const used = [...zone, ...main].reduce((t, s) => t + n(s), 0);
  const out = ['Commander', ...zone.map(line), '', 'Deck', ...main.map(line)];
  if (size - used > 0) out.push(`${size - used} ${land}`);
  if (sideboard.length > 0) out.push('', 'Sideboard', ...sideboard.map(line));
  return `${out.join('\n')}\n`;
}

interface Row {
  name: string;
  format: string;
  date?: string;
  text: string;
  commanderColor?: string;
  /** The card database: the hand-written facts (default), none, or one without characteristics. */
  db?: 'facts' | 'none' | 'no-characteristics';
  rule: string;
  card?: string;
  severity?: 'error' | 'warning';
  line?: number | null;
  count?: number;
  limit?: number;
  reference?: string;
  /** The section the finding points at (the first line's, or the rule's own). */
  section?: string | null;
  says: string[];
  never?: string[];
}

/** Rows that expect no finding of `rule` at all. */
interface NoneRow {
  name: string;
  format: string;
  date?: string;
  text: string;
  db?: 'facts' | 'none';
  rule: string;
}

const AZUSA = 'Azusa, Lost but Seeking';
const NOW = '2026-11-01';

const table: Row[] = [
  // commander-eligible
  {
    name: 'commander-eligible: a creature that is not legendary, with the rule of the day',
    format: 'commander',
    text: deck(['Kitchen Finks']),
    rule: 'commander-eligible',
    card: 'Kitchen Finks',
    severity: 'error',
    line: 2,
    section: 'commander',
    reference: 'CR 903.3, CR 903.3a',
    says: [
      `Kitchen Finks (Creature — Ouphe) cannot be the commander in Commander on ${NOW}: a commander must be a legendary creature, a legendary Vehicle, or a legendary Spacecraft with a power/toughness box, or say it can be your commander (CR 903.3, CR 903.3a).`,
    ],
  },
  {
    name: 'commander-eligible: the day before Vehicles, the message does not offer them',
    format: 'commander',
    date: '2025-07-24',
    text: deck(['Kitchen Finks']),
    rule: 'commander-eligible',
    card: 'Kitchen Finks',
    says: ['on 2025-07-24: a commander must be a legendary creature, or say it can be your commander (CR 903.3, CR 903.3a).'],
    never: ['Vehicle'],
  },
  {
    name: 'commander-eligible: Brawl allows planeswalkers, and says so',
    format: 'brawl',
    text: deck(['Sol Ring']),
    rule: 'commander-eligible',
    card: 'Sol Ring',
    says: ['Sol Ring (Artifact) cannot be the commander in Brawl', 'a commander must be a legendary creature or planeswalker, a legendary Vehicle'],
  },
  {
    name: 'commander-eligible: a legendary artifact that is neither Vehicle nor Spacecraft',
    format: 'commander',
    text: deck(['Test Legendary Artifact']),
    rule: 'commander-eligible',
    card: 'Test Legendary Artifact',
    says: ['Test Legendary Artifact (Legendary Artifact) cannot be the commander', 'a commander must be a legendary creature, a legendary Vehicle'],
  },
  {
    name: 'commander-eligible: a legendary Vehicle the day before the rule',
    format: 'commander',
    date: '2025-07-24',
    text: deck(['Parhelion II'], [], 100, 'Plains'),
    rule: 'commander-eligible',
    card: 'Parhelion II',
    severity: 'error',
    reference: 'CR 903.3',
    says: ['Parhelion II (Legendary Artifact — Vehicle) cannot be the commander in Commander on 2025-07-24: legendary Vehicles may be commanders only from 2025-07-25 (CR 903.3).'],
  },
  {
    name: 'commander-eligible: a legendary Spacecraft the day before the rule',
    format: 'commander',
    date: '2025-07-24',
    text: deck(['The Seriema'], [], 100, 'Plains'),
    rule: 'commander-eligible',
    card: 'The Seriema',
    severity: 'error',
    reference: 'CR 903.3',
    says: ['The Seriema (Legendary Artifact — Spacecraft) cannot be the commander in Commander on 2025-07-24: legendary Spacecraft may be commanders only from 2025-07-25 (CR 903.3).'],
  },
  {
    name: 'commander-eligible: a Spacecraft whose data gives no P/T: a warning, not an error',
    format: 'commander',
    text: deck(['The Eternity Elevator'], [], 100, 'Wastes'),
    rule: 'commander-eligible',
    card: 'The Eternity Elevator',
    severity: 'warning',
    line: 2,
    reference: 'CR 903.3',
    says: [
      'The Eternity Elevator (Legendary Artifact — Spacecraft): a legendary Spacecraft may be a commander only with a power/toughness box (CR 903.3), and the card data gives no power and toughness for it: check the card (RULES C2).',
    ],
  },
  {
    name: 'commander-eligible: a Spacecraft whose last text line is no P/T box',
    format: 'commander',
    text: deck(['Test Plain Spacecraft'], [], 100, 'Wastes'),
    rule: 'commander-eligible',
    card: 'Test Plain Spacecraft',
    severity: 'warning',
    says: ['a legendary Spacecraft may be a commander only with a power/toughness box'],
  },
  {
    name: 'commander-eligible: a Background alone',
    format: 'commander',
    text: deck(['Candlekeep Sage'], [], 100, 'Island'),
    rule: 'commander-eligible',
    card: 'Candlekeep Sage',
    reference: 'CR 702.124k',
    says: ['Candlekeep Sage (Legendary Enchantment — Background) cannot be the commander in Commander', 'a Background can be a commander only beside a commander with "Choose a Background" (CR 702.124k).'],
  },
  {
    name: 'commander-eligible: a Background beside a partner that does not choose one',
    format: 'commander',
    text: deck(['Thrasios, Triton Hero', 'Candlekeep Sage'], [], 100, 'Island'),
    rule: 'commander-eligible',
    card: 'Candlekeep Sage',
    says: ['a Background can be a commander only beside a commander with "Choose a Background"'],
  },
  {
    name: 'commander-eligible: Oathbreaker wants a planeswalker',
    format: 'oathbreaker',
    text: deck([AZUSA, 'Counterspell'], [], 60, 'Island'),
    rule: 'commander-eligible',
    card: AZUSA,
    reference: 'Oathbreaker rules',
    says: [`${AZUSA} (Legendary Creature — Human Monk) cannot be the commander in Oathbreaker on ${NOW}: an oathbreaker must be a planeswalker card (Oathbreaker rules).`],
  },
  {
    name: 'commander-eligible: Pauper Commander wants a creature',
    format: 'pauper-commander',
    text: deck(['Sol Ring']),
    rule: 'commander-eligible',
    card: 'Sol Ring',
    reference: 'PDH rules',
    says: ['Sol Ring (Artifact) cannot be the commander in Pauper Commander', 'a Pauper Commander commander must be a creature (it need not be legendary) (PDH rules).'],
  },
  {
    name: 'commander-eligible: Pauper Commander, never printed at uncommon',
    format: 'pauper-commander',
    text: deck([AZUSA]),
    rule: 'commander-eligible',
    card: AZUSA,
    reference: 'PDH rules (pdhhomebase.com/rules)',
    says: ['a Pauper Commander commander must have been printed at uncommon (in paper or on Magic Online, not a promo; RULES C14) (PDH rules (pdhhomebase.com/rules)).'],
  },
  ...['Test Arena Uncommon', 'Test Promo Uncommon', 'Test Funny Uncommon', 'Test Rebalanced Uncommon'].map(
    (name): Row => ({
      name: `commander-eligible: Pauper Commander, an uncommon printing that does not count (${name})`,
      format: 'pauper-commander',
      text: deck([name]),
      rule: 'commander-eligible',
      card: name,
      says: ['must have been printed at uncommon'],
    }),
  ),
  {
    name: 'commander-eligible: Pauper Commander, a Background beside its chooser still needs an uncommon printing',
    format: 'pauper-commander',
    text: deck(['Wilson, Refined Grizzly', 'Candlekeep Sage']),
    rule: 'commander-eligible',
    card: 'Candlekeep Sage',
    says: ['must have been printed at uncommon'],
    never: ['must be a creature'],
  },
  {
    name: 'commander-eligible: no commander at all, and where to put one',
    format: 'duel-commander',
    text: 'Deck\n1 Sol Ring\n99 Forest\n',
    rule: 'commander-eligible',
    severity: 'error',
    line: null,
    section: 'commander',
    reference: 'Duel Commander rules (duelcommander.org); CR 903',
    says: ['A Duel Commander deck has a commander (Duel Commander rules (duelcommander.org); CR 903). Put it under a "Commander" header (or a "COMMANDER: 1 Name" line), or as the only card of the sideboard.'],
  },
  {
    name: 'commander-eligible: Oathbreaker, a signature spell and no oathbreaker',
    format: 'oathbreaker',
    text: deck(['Counterspell'], [], 60, 'Island'),
    rule: 'commander-eligible',
    card: 'Counterspell',
    line: 2,
    reference: 'Oathbreaker rules',
    says: ['The command zone holds no oathbreaker, only Counterspell (line 2): an Oathbreaker deck has a planeswalker card as its oathbreaker beside its signature spell (Oathbreaker rules). Add the oathbreaker under the "Commander" header.'],
  },
  {
    name: 'commander-eligible: Oathbreaker, two spells and no oathbreaker',
    format: 'oathbreaker',
    text: deck(['Counterspell', 'Fire // Ice'], [], 60, 'Island'),
    rule: 'commander-eligible',
    card: 'Counterspell',
    says: ['The command zone holds no oathbreaker, only Counterspell (line 2), Fire // Ice (line 3):'],
  },
  // commander-pair
  {
    name: 'commander-pair: three commanders, each on its line, never more than two',
    format: 'commander',
    text: deck(['Thrasios, Triton Hero', 'Tymna the Weaver', 'Sengir, the Dark Baron']),
    rule: 'commander-pair',
    card: 'Thrasios, Triton Hero',
    line: 2,
    count: 3,
    limit: 2,
    reference: 'CR 702.124g',
    says: [
      'The command zone holds 3 commanders: Thrasios, Triton Hero (line 2), Tymna the Weaver (line 3), Sengir, the Dark Baron (line 4). No partner ability or combination of them ever allows more than two commanders (CR 702.124g). Keep 2; the others go in the main deck or out of it.',
    ],
  },
  {
    name: 'commander-pair: two copies of one partner are two commanders',
    format: 'commander',
    text: deck(['3 Thrasios, Triton Hero']),
    rule: 'commander-pair',
    card: 'Thrasios, Triton Hero',
    count: 3,
    limit: 2,
    says: ['The command zone holds 3 commanders: Thrasios, Triton Hero (line 2).'],
  },
  {
    name: 'commander-pair: two oathbreakers need a partner ability (the signature spell does not count)',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Nissa, Who Shakes the World', 'Counterspell'], [], 60, 'Island'),
    rule: 'commander-pair',
    card: 'Nissa, Who Shakes the World',
    line: 3,
    reference: 'CR 702.124',
    says: [
      'Teferi, Temporal Archmage (no partner ability) and Nissa, Who Shakes the World (no partner ability) cannot both be oathbreakers: two oathbreakers need the same partner ability',
      'Keep one oathbreaker.',
    ],
    never: ['Counterspell', 'CR 702.124g'],
  },
  {
    name: 'signature-spell: two partner oathbreakers and one signature spell: a warning naming the rule and its source',
    format: 'oathbreaker',
    text: deck(['Will Kenrith', 'Rowan Kenrith', 'Counterspell'], [], 60, 'Island'),
    rule: 'signature-spell',
    severity: 'warning',
    card: 'Counterspell',
    line: 4,
    reference: 'Oathbreaker rules (oathbreakermtg.org), partner oathbreakers: a signature spell for each',
    says: [
      'Will Kenrith and Rowan Kenrith are two oathbreakers but the command zone holds one signature spell (Counterspell): each oathbreaker has its own signature spell, cast only while that oathbreaker is on the battlefield',
      "the rules page's own wording on partners was not read (docs/explanations/decisions.md)",
      'Add a signature spell for the other one.',
    ],
  },
  {
    name: 'commander-pair: a legend without a partner ability, and what each one has',
    format: 'commander',
    text: deck([AZUSA, 'Thrasios, Triton Hero']),
    rule: 'commander-pair',
    card: 'Thrasios, Triton Hero',
    line: 3,
    reference: 'CR 702.124',
    says: [`${AZUSA} (no partner ability) and Thrasios, Triton Hero (Partner) cannot both be commanders:`, 'different partner abilities cannot be combined (CR 702.124f). Keep one commander.'],
  },
  {
    name: 'commander-pair: Partner with another card, Friends forever, Character select named',
    format: 'commander',
    text: deck(['Pir, Imaginative Rascal', 'Bjorna, Nightfall Alchemist']),
    rule: 'commander-pair',
    card: 'Bjorna, Nightfall Alchemist',
    says: ['Pir, Imaginative Rascal (Partner with Toothy, Imaginary Friend) and Bjorna, Nightfall Alchemist', 'and Bjorna, Nightfall Alchemist (Partner—friends forever) cannot both'],
  },
  {
    name: "commander-pair: Doctor's companion and Background named",
    format: 'commander',
    text: deck(['Amy Pond', 'Candlekeep Sage']),
    rule: 'commander-pair',
    card: 'Candlekeep Sage',
    says: ["Amy Pond (Partner with Rory Williams, Doctor's companion) and Candlekeep Sage (Background) cannot both"],
  },
  {
    name: 'commander-pair: Choose a Background and the Time Lord Doctor named',
    format: 'commander',
    text: deck(['Wilson, Refined Grizzly', 'The Tenth Doctor']),
    rule: 'commander-pair',
    card: 'The Tenth Doctor',
    says: ['Wilson, Refined Grizzly (Choose a Background) and The Tenth Doctor (Time Lord Doctor) cannot both'],
  },
  {
    name: 'commander-pair: Partner—Character select named',
    format: 'commander',
    text: deck(['Donatello, the Brains', AZUSA]),
    rule: 'commander-pair',
    card: AZUSA,
    says: ['Donatello, the Brains (Partner—character select) and'],
  },
  ...(
    [
      [['Thrasios, Triton Hero', 'Tymna the Weaver'], 'Partner (CR 702.124h)'],
      [['Pir, Imaginative Rascal', 'Toothy, Imaginary Friend'], 'Partner with (CR 702.124j)'],
      [['Toothy, Imaginary Friend', 'Pir, Imaginative Rascal'], 'Partner with (CR 702.124j)'],
      [['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'], 'Partner—friends forever (CR 702.124i)'],
      [['Wilson, Refined Grizzly', 'Candlekeep Sage'], 'Choose a Background (CR 702.124k)'],
      [['Candlekeep Sage', 'Wilson, Refined Grizzly'], 'Choose a Background (CR 702.124k)'],
      [['Amy Pond', 'The Tenth Doctor'], "Doctor's companion (CR 702.124m)"],
      [['The Tenth Doctor', 'Amy Pond'], "Doctor's companion (CR 702.124m)"],
    ] as const
  ).map(
    ([pair, by]): Row => ({
      name: `commander-pair: Duel Commander's caveat names the pairing (${pair.join(' + ')})`,
      format: 'duel-commander',
      text: deck([...pair]),
      rule: 'commander-pair',
      card: pair[1],
      severity: 'warning',
      line: 3,
      says: [`${pair[0]} and ${pair[1]} are commanders together by ${by}. `],
    }),
  ),
  // color-identity
  {
    name: 'color-identity: a land cites CR 903.5d too',
    format: 'commander',
    text: deck([AZUSA], ['Bayou']),
    rule: 'color-identity',
    card: 'Bayou',
    line: 5,
    section: 'main',
    reference: 'CR 903.5c',
    says: [`Bayou has colour identity BG; B is outside the commander's colour identity (G: ${AZUSA} (line 2)). Every card must be within it (CR 903.5c, CR 903.5d). Remove it.`],
  },
  {
    name: 'color-identity: a spell cites CR 903.5c only; colours in WUBRG order',
    format: 'commander',
    text: deck(['Tymna the Weaver'], ['Fire // Ice']),
    rule: 'color-identity',
    card: 'Fire // Ice',
    says: ["Fire // Ice has colour identity UR; UR is outside the commander's colour identity (WB: Tymna the Weaver (line 2)). Every card must be within it (CR 903.5c). Remove it."],
  },
  {
    name: 'color-identity: a colourless commander',
    format: 'commander',
    text: deck(['Test Colourless Legend'], ['Llanowar Elves'], 100, 'Wastes'),
    rule: 'color-identity',
    card: 'Llanowar Elves',
    says: ["Llanowar Elves has colour identity G; G is outside the commander's colour identity (colourless: Test Colourless Legend (line 2))."],
  },
  {
    name: 'color-identity: The Prismatic Piper, its colour inferred, a warning that says how to give it',
    format: 'commander',
    text: deck(['The Prismatic Piper'], ['Llanowar Elves', 'Birthing Pod'], 100, 'Wastes'),
    rule: 'color-identity',
    card: 'The Prismatic Piper',
    severity: 'warning',
    line: 2,
    reference: 'CR 903.4b',
    says: ["The Prismatic Piper chooses its colour before the game begins (CR 903.4b); the deck's cards point to G, so G is taken as its colour. Say so with --commander-color G."],
  },
  {
    name: 'color-identity: The Prismatic Piper, cards of two colours beyond it: an error naming them',
    format: 'commander',
    text: deck(['The Prismatic Piper'], ['Llanowar Elves', 'Counterspell'], 100, 'Wastes'),
    rule: 'color-identity',
    card: 'The Prismatic Piper',
    severity: 'error',
    reference: 'CR 903.4b',
    says: ["The Prismatic Piper chooses one colour before the game begins (CR 903.4b), but the deck's cards need UG beyond the other commanders' identity. Give the chosen colour with --commander-color"],
  },
  {
    name: 'color-identity: The Prismatic Piper with --commander-color U: green is outside',
    format: 'commander',
    commanderColor: 'U',
    text: deck(['The Prismatic Piper'], ['Llanowar Elves', 'Counterspell'], 100, 'Wastes'),
    rule: 'color-identity',
    card: 'Llanowar Elves',
    says: ["Llanowar Elves has colour identity G; G is outside the commander's colour identity (U: The Prismatic Piper (line 2))."],
  },
  {
    name: 'color-identity: The Prismatic Piper beside a partner: only the colour beyond the partner is inferred',
    format: 'commander',
    text: deck(['The Prismatic Piper', 'Thrasios, Triton Hero'], ['Counterspell', 'Llanowar Elves', 'Mountain'], 100, 'Island'),
    rule: 'color-identity',
    card: 'The Prismatic Piper',
    severity: 'warning',
    says: ["the deck's cards point to R, so R is taken as its colour."],
  },
  {
    name: 'color-identity: Standard Brawl, a colourless commander takes basics of one type only',
    format: 'standard-brawl',
    text: 'Commander\n1 Test Colourless Legend\n\nDeck\n29 Forest\n30 Island\n',
    rule: 'color-identity',
    card: 'Island',
    line: 6,
    says: ["Island has colour identity U; U is outside the commander's colour identity (colourless: Test Colourless Legend (line 2))."],
  },
  {
    name: 'color-identity: Oathbreaker, the oathbreaker sets the identity, the signature spell does not',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Counterspell'], ['Fire // Ice'], 60, 'Island'),
    rule: 'color-identity',
    card: 'Fire // Ice',
    says: ["Fire // Ice has colour identity UR; R is outside the commander's colour identity (U: Teferi, Temporal Archmage (line 2))."],
  },
  // signature-spell
  {
    name: 'signature-spell: none, on the oathbreaker',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage'], [], 60, 'Island'),
    rule: 'signature-spell',
    card: 'Teferi, Temporal Archmage',
    line: 2,
    reference: 'Oathbreaker rules (oathbreakermtg.org)',
    says: ['The command zone has no signature spell: an Oathbreaker deck has its oathbreaker and one instant or sorcery as its signature spell, both in the command zone (Oathbreaker rules (oathbreakermtg.org)). Add it under the "Commander" header.'],
  },
  {
    name: 'signature-spell: two copies of one spell, on the first card of the zone',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', '2 Counterspell'], [], 60, 'Island'),
    rule: 'signature-spell',
    card: 'Teferi, Temporal Archmage',
    count: 2,
    limit: 1,
    says: ['The command zone holds 2 signature spells (Counterspell); an oathbreaker has one (Oathbreaker rules (oathbreakermtg.org)). Keep one.'],
  },
  {
    name: 'signature-spell: two spells, on the second',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Counterspell', 'Fire // Ice'], [], 60, 'Island'),
    rule: 'signature-spell',
    card: 'Fire // Ice',
    count: 2,
    limit: 1,
    says: ['The command zone holds 2 signature spells (Counterspell, Fire // Ice);'],
  },
  {
    name: 'signature-spell: outside the identity, with the colours and the oathbreaker',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Fire // Ice'], [], 60, 'Island'),
    rule: 'signature-spell',
    card: 'Fire // Ice',
    line: 3,
    says: ['Fire // Ice (colour identity UR) is outside the colour identity of the oathbreaker Teferi, Temporal Archmage (U); a signature spell must be within it (Oathbreaker rules (oathbreakermtg.org)).'],
  },
  {
    name: 'signature-spell: two oathbreakers, both named with their combined identity',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Nissa, Who Shakes the World', 'Fire // Ice'], [], 60, 'Island'),
    rule: 'signature-spell',
    card: 'Fire // Ice',
    says: ['Fire // Ice (colour identity UR) is outside the colour identity of the oathbreaker Teferi, Temporal Archmage, Nissa, Who Shakes the World (UG);'],
  },
  // card-rarity
  {
    name: 'card-rarity: a rare in the 99, its printings named',
    format: 'pauper-commander',
    text: deck(['Kitchen Finks'], ['Birthing Pod']),
    rule: 'card-rarity',
    card: 'Birthing Pod',
    line: 5,
    reference: 'PDH rules (pdhhomebase.com/rules)',
    says: ['Birthing Pod has never been printed at common in paper or on Magic Online outside promos, Secret Lair and foreign-only sets (its printings: rare); the 99 cards of a Pauper Commander deck must be commons (PDH rules (pdhhomebase.com/rules); RULES C14). Remove it.'],
  },
  {
    name: 'card-rarity: no printing at all',
    format: 'pauper-commander',
    text: deck(['Kitchen Finks'], ['Test Unprinted Commons']),
    rule: 'card-rarity',
    card: 'Test Unprinted Commons',
    says: ['(its printings: none)'],
  },
  ...(
    [
      ['Test Arena Common', 'rare; at common only in printings that do not count: FDN (MTG Arena only)'],
      ['Test Promo Common', 'uncommon; at common only in printings that do not count: FDN (promo)'],
      ['Test Funny Common', 'mythic; at common only in printings that do not count: FDN (silver-border or acorn)'],
      ['Test Rebalanced Common', 'rare; at common only in printings that do not count: FDN (rebalanced)'],
    ] as const
  ).map(
    ([name, rarities]): Row => ({
      name: `card-rarity: a common printing that does not count (${name})`,
      format: 'pauper-commander',
      text: deck(['Kitchen Finks'], [name]),
      rule: 'card-rarity',
      card: name,
      says: [`(its printings: ${rarities})`],
    }),
  ),
  // card-singleton
  {
    name: 'card-singleton: two of a card, the format rule cited',
    format: 'commander',
    text: deck([AZUSA], ['2 Llanowar Elves']),
    rule: 'card-singleton',
    card: 'Llanowar Elves',
    line: 5,
    count: 2,
    limit: 1,
    reference: 'CR 903.5b',
    says: ['Llanowar Elves: 2 copies in the deck; other than basic lands, each card in a Commander deck must have a different English name (CR 903.5b). Remove 1.'],
  },
  {
    name: 'card-singleton: the commander counts',
    format: 'commander',
    text: deck([AZUSA], [AZUSA]),
    rule: 'card-singleton',
    card: AZUSA,
    line: 2,
    count: 2,
    says: [`${AZUSA}: 2 copies in the deck;`],
  },
  {
    name: "card-singleton: a card's own limit",
    format: 'commander',
    text: deck([AZUSA], ['8 Seven Dwarves']),
    rule: 'card-singleton',
    card: 'Seven Dwarves',
    count: 8,
    limit: 7,
    reference: 'CR 903.5b; card text',
    says: ["Seven Dwarves: 8 copies in the deck; the card's own text allows at most 7. Remove 1."],
  },
  {
    name: "card-singleton: Duel Commander cites its own rules",
    format: 'duel-commander',
    text: deck([AZUSA], ['3 Llanowar Elves']),
    rule: 'card-singleton',
    card: 'Llanowar Elves',
    count: 3,
    reference: 'Duel Commander rules; CR 903.5b',
    says: ['each card in a Duel Commander deck must have a different English name (Duel Commander rules; CR 903.5b). Remove 2.'],
  },
  // deck-size-exact
  {
    name: 'deck-size-exact: one short',
    format: 'commander',
    text: deck([AZUSA], [], 99),
    rule: 'deck-size-exact',
    line: 4,
    section: 'main',
    count: 99,
    limit: 100,
    reference: 'CR 903.5a',
    says: ['The deck has 99 cards (98 in the main deck + 1 in the command zone); Commander needs exactly 100, counting the command zone and not a companion (CR 903.5a). Add 1 card.'],
  },
  {
    name: 'deck-size-exact: two over',
    format: 'oathbreaker',
    text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 62, 'Island'),
    rule: 'deck-size-exact',
    count: 62,
    limit: 60,
    says: ['The deck has 62 cards (60 in the main deck + 2 in the command zone); Oathbreaker needs exactly 60', 'Remove 2 cards.'],
  },
  // companion-condition
  {
    name: 'companion-condition: one card breaks it, named with its line',
    format: 'casual',
    text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Kitchen Finks\n59 Forest\n',
    rule: 'companion-condition',
    card: 'Lurrus of the Dream-Den',
    severity: 'error',
    line: 2,
    reference: 'CR 702.139a',
    says: [
      'Lurrus of the Dream-Den is declared as the companion, but the starting deck does not meet its condition "Each permanent card in your starting deck has mana value 2 or less.": this card breaks it: Kitchen Finks (line 5). Change the deck or drop the companion (CR 702.139a).',
    ],
  },
  {
    name: 'companion-condition: in a sideboard only, a warning that it is an ordinary sideboard card',
    format: 'casual',
    text: 'Deck\n1 Kitchen Finks\n59 Forest\n\nSideboard\n1 Lurrus of the Dream-Den\n',
    rule: 'companion-condition',
    card: 'Lurrus of the Dream-Den',
    severity: 'warning',
    line: 6,
    says: ['Lurrus of the Dream-Den is in the sideboard, but the starting deck does not meet its companion condition "Each permanent card in your starting deck has mana value 2 or less.": this card breaks it: Kitchen Finks (line 2). It cannot be revealed as the companion; it is an ordinary sideboard card (CR 702.139a).'],
  },
  {
    name: 'companion-condition: Yorion one card short of 20 over',
    format: 'casual',
    text: 'Companion\n1 Yorion, Sky Nomad\n\nDeck\n79 Island\n',
    rule: 'companion-condition',
    card: 'Yorion, Sky Nomad',
    says: ['"Your starting deck contains at least twenty cards more than the minimum deck size.": the starting deck has 79 cards; it needs at least 80 (60 + 20).'],
  },
  {
    name: 'companion-condition: Yorion in Commander can never fit',
    format: 'commander',
    text: 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nCompanion\n1 Yorion, Sky Nomad\n\nDeck\n98 Plains\n',
    rule: 'companion-condition',
    card: 'Yorion, Sky Nomad',
    says: [': Commander decks have exactly 100 cards, so the starting deck can never be 20 over the minimum.'],
  },
  {
    name: 'companion-condition: Umori blames the cards without the most common type',
    format: 'casual',
    text: 'Companion\n1 Umori, the Collector\n\nDeck\n1 Counterspell\n1 Fire // Ice\n1 Llanowar Elves\n57 Forest\n',
    rule: 'companion-condition',
    card: 'Umori, the Collector',
    says: ['this card breaks it: Llanowar Elves (line 7).'],
  },
  {
    name: 'companion-condition: Umori, a tie is broken by the type name',
    format: 'casual',
    text: 'Companion\n1 Umori, the Collector\n\nDeck\n1 Smuggler\'s Copter\n1 Counterspell\n58 Forest\n',
    rule: 'companion-condition',
    card: 'Umori, the Collector',
    says: ['this card breaks it: Counterspell (line 6).'],
  },
  {
    name: 'companion-condition: several cards break it, counted',
    format: 'casual',
    text: 'Companion\n1 Gyruda, Doom of Depths\n\nDeck\n1 Sol Ring\n1 Llanowar Elves\n1 Kitchen Finks\n1 Counterspell\n56 Island\n',
    rule: 'companion-condition',
    card: 'Gyruda, Doom of Depths',
    says: ['3 cards break it: Sol Ring (line 5), Llanowar Elves (line 6), Kitchen Finks (line 7).'],
  },
  {
    name: 'companion-condition: Kaheera, a noncreature card is never blamed',
    format: 'casual',
    text: 'Companion\n1 Kaheera, the Orphanguard\n\nDeck\n1 Sol Ring\n1 Azusa, Lost but Seeking\n58 Forest\n',
    rule: 'companion-condition',
    card: 'Kaheera, the Orphanguard',
    says: [`this card breaks it: ${AZUSA} (line 6).`],
  },
  {
    name: 'companion-condition: Jegantha, a repeated hybrid symbol breaks it',
    format: 'casual',
    text: 'Companion\n1 Jegantha, the Wellspring\n\nDeck\n1 Kitchen Finks\n1 Birthing Pod\n58 Forest\n',
    rule: 'companion-condition',
    card: 'Jegantha, the Wellspring',
    says: ['this card breaks it: Kitchen Finks (line 5).'],
  },
  {
    name: 'companion-condition: Keruga, mana value 2 breaks it, 3 and lands do not',
    format: 'casual',
    text: 'Companion\n1 Keruga, the Macrosage\n\nDeck\n1 Kitchen Finks\n1 Counterspell\n58 Forest\n',
    rule: 'companion-condition',
    card: 'Keruga, the Macrosage',
    says: ['this card breaks it: Counterspell (line 6).'],
  },
  {
    name: 'companion-condition: Lurrus, a permanent of mana value 3 breaks it, an instant of 4 does not',
    format: 'casual',
    text: "Companion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Smuggler's Copter\n1 Fire // Ice\n1 Azusa, Lost but Seeking\n57 Forest\n",
    rule: 'companion-condition',
    card: 'Lurrus of the Dream-Den',
    says: [`this card breaks it: ${AZUSA} (line 7).`],
  },
  {
    name: 'companion-condition: Lutri, two copies of a nonland card break it, many lands do not',
    format: 'casual',
    text: 'Companion\n1 Lutri, the Spellchaser\n\nDeck\n2 Counterspell\n1 Sol Ring\n57 Island\n',
    rule: 'companion-condition',
    card: 'Lutri, the Spellchaser',
    says: ['this card breaks it: Counterspell (line 5).'],
  },
  {
    name: 'companion-condition: Obosh, an even mana value breaks it, an odd one and lands do not',
    format: 'casual',
    text: 'Companion\n1 Obosh, the Preypiercer\n\nDeck\n1 Kitchen Finks\n1 Counterspell\n58 Mountain\n',
    rule: 'companion-condition',
    card: 'Obosh, the Preypiercer',
    says: ['this card breaks it: Counterspell (line 6).'],
  },
  {
    name: 'companion-condition: Zirda, a permanent without an activated ability breaks it',
    format: 'casual',
    text: 'Companion\n1 Zirda, the Dawnwaker\n\nDeck\n1 Llanowar Elves\n1 Counterspell\n1 Kitchen Finks\n57 Mountain\n',
    rule: 'companion-condition',
    card: 'Zirda, the Dawnwaker',
    says: ['this card breaks it: Kitchen Finks (line 7).'],
  },
  {
    name: "companion-condition: outside the commander's colour identity (CR 903.11)",
    format: 'commander',
    text: `Commander\n1 ${AZUSA}\n\nCompanion\n1 Keruga, the Macrosage\n\nDeck\n99 Forest\n`,
    rule: 'companion-condition',
    card: 'Keruga, the Macrosage',
    reference: 'CR 903.11',
    says: ["Keruga, the Macrosage (colour identity UG) is outside the commander's colour identity (G): a companion must fit it (CR 903.11). Remove the companion."],
  },
  {
    name: 'companion-condition: the companion is also in the deck (CR 903.11)',
    format: 'commander',
    text: 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nCompanion\n1 Kaheera, the Orphanguard\n\nDeck\n1 Kaheera, the Orphanguard\n97 Plains\n',
    rule: 'companion-condition',
    card: 'Kaheera, the Orphanguard',
    reference: 'CR 903.11',
    says: ['Kaheera, the Orphanguard is the companion and also in the deck: a card brought in from outside a Commander game cannot have the same name as a card in the starting deck (CR 903.11). Remove one.'],
  },
  // commander-banned
  {
    name: 'commander-banned: banned as commander, may stay in the deck',
    format: 'duel-commander',
    text: deck(['Edgar Markov'], [], 100, 'Plains'),
    rule: 'commander-banned',
    card: 'Edgar Markov',
    line: 2,
    reference: 'Duel Commander banned list',
    says: ['Edgar Markov is banned as commander in Duel Commander on 2026-11-01 since 2017-09-29 (announced 2017-09-25)', ': it may be in the deck but not in the command zone. Choose another commander.'],
  },
  {
    name: 'commander-banned: banned as companion',
    format: 'commander',
    text: 'Commander\n1 Bjorna, Nightfall Alchemist\n\nCompanion\n1 Lutri, the Spellchaser\n\nDeck\n99 Island\n',
    rule: 'commander-banned',
    card: 'Lutri, the Spellchaser',
    line: 5,
    says: ['Lutri, the Spellchaser is banned as a companion in Commander on 2026-11-01', 'Remove it from the companion slot (it may be played in the deck).'],
  },
  // card-facts-missing
  {
    name: 'card-facts-missing: no database, Commander',
    format: 'commander',
    db: 'none',
    text: deck([AZUSA]),
    rule: 'card-facts-missing',
    severity: 'warning',
    line: null,
    section: null,
    reference: 'CR 903.3, CR 903.4, CR 702.124, CR 702.139',
    says: [
      "Not fully checked: no card database is loaded, so card characteristics are not known; not checked: colour identity (CR 903.4, 903.5c), commander eligibility (CR 903.3) and commander pairs (CR 702.124). Deck size, singleton by name, the command zone's reading and the Commander lists were checked. Import a card database",
    ],
    never: ['signature spell', 'rarity', 'companion'],
  },
  {
    name: 'card-facts-missing: a database without characteristics, Oathbreaker',
    format: 'oathbreaker',
    db: 'no-characteristics',
    text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'),
    rule: 'card-facts-missing',
    says: ['Not fully checked: the card database in use does not hold card characteristics; not checked: colour identity (CR 903.4, 903.5c), commander eligibility (CR 903.3), commander pairs (CR 702.124) and the signature spell.'],
  },
  {
    name: 'card-facts-missing: Pauper Commander, a card without printings, and the rarity clause',
    format: 'pauper-commander',
    text: deck(['Kitchen Finks'], ['Test Unknown Printings']),
    rule: 'card-facts-missing',
    says: ['the card database has no characteristics for Test Unknown Printings (line 5); not checked: colour identity (CR 903.4, 903.5c), commander eligibility (CR 903.3), commander pairs (CR 702.124) and rarity (the PDH commander uncommon, the 99 common).'],
  },
  {
    name: 'card-facts-missing: a database that knows no card of the deck',
    format: 'commander',
    text: 'Commander\n1 Zyx Unknown Legend\n\nDeck\n99 Zyx Unknown Card\n',
    rule: 'card-facts-missing',
    says: ['the card database has no characteristics for any card of this deck;'],
  },
  {
    name: 'card-facts-missing: a declared companion outside Commander, without a database',
    format: 'casual',
    db: 'none',
    text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Forest\n',
    rule: 'card-facts-missing',
    says: ['not checked: companion conditions (CR 702.139) of Lurrus of the Dream-Den. The rest of the deck was checked as usual.'],
    never: ['colour identity', ' and '],
  },
  {
    name: 'card-facts-missing: Commander with a companion lists both',
    format: 'commander',
    db: 'none',
    text: 'Commander\n1 Bjorna, Nightfall Alchemist\n\nCompanion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Island\n',
    rule: 'card-facts-missing',
    says: ['commander pairs (CR 702.124) and companion conditions (CR 702.139) of Lurrus of the Dream-Den.'],
  },
  {
    name: 'card-facts-missing: Commander, a sideboard companion is named too',
    format: 'commander',
    db: 'none',
    text: deck([AZUSA], [], 100, 'Forest', ['Lurrus of the Dream-Den', 'Sol Ring', 'Counterspell', 'Birthing Pod']),
    rule: 'card-facts-missing',
    says: ['commander pairs (CR 702.124). '],
    never: ['Lurrus'],
  },
];

const none: NoneRow[] = [
  { name: 'commander-eligible: a card that says it can be your commander', format: 'commander', text: deck(['Teferi, Temporal Archmage'], [], 100, 'Island'), rule: 'commander-eligible' },
  { name: 'commander-eligible: the data says it can be the commander', format: 'commander', text: deck(['Test Data Commander'], [], 100, 'Wastes'), rule: 'commander-eligible' },
  { name: 'commander-eligible: a creature card outside the battlefield by its own text', format: 'commander', text: deck(['Test Outside Creature']), rule: 'commander-eligible' },
  { name: 'commander-eligible: a Spacecraft with a P/T box in the data', format: 'commander', text: deck(['Test Boxed Spacecraft'], [], 100, 'Wastes'), rule: 'commander-eligible' },
  { name: 'commander-eligible: Pauper Commander, an uncommon only in paper', format: 'pauper-commander', text: deck(['Test Paper Uncommon']), rule: 'commander-eligible' },
  { name: 'commander-eligible: Pauper Commander, printings unknown: said by card-facts-missing', format: 'pauper-commander', text: deck(['Test Unknown Printings']), rule: 'commander-eligible' },
  { name: 'commander-eligible: Oathbreaker, a spell beside an unknown card is left to card-facts-missing', format: 'oathbreaker', text: deck(['Zyx Unknown Walker', 'Counterspell'], [], 60, 'Island'), rule: 'commander-eligible' },
  { name: 'commander-eligible: Oathbreaker, the signature spell is not judged as a commander', format: 'oathbreaker', text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'), rule: 'commander-eligible' },
  { name: 'card-rarity: a common only on Magic Online counts', format: 'pauper-commander', text: deck(['Kitchen Finks'], ['Test MTGO Common']), rule: 'card-rarity' },
  { name: 'card-rarity: the commander is not judged as one of the 99', format: 'pauper-commander', text: deck(['Kitchen Finks']), rule: 'card-rarity' },
  { name: 'card-rarity: printings unknown: said by card-facts-missing', format: 'pauper-commander', text: deck(['Kitchen Finks'], ['Test Unknown Printings']), rule: 'card-rarity' },
  { name: 'card-rarity: only in Pauper Commander', format: 'commander', text: deck([AZUSA], ['Birthing Pod']), rule: 'card-rarity' },
  { name: 'card-singleton: any number of a card whose text allows it', format: 'commander', text: deck(['Tymna the Weaver'], ['30 Relentless Rats'], 100, 'Swamp'), rule: 'card-singleton' },
  { name: "card-singleton: a card's own limit, exactly", format: 'commander', text: deck([AZUSA], ['7 Seven Dwarves']), rule: 'card-singleton' },
  { name: 'card-singleton: basics', format: 'commander', text: deck([AZUSA], ['40 Forest']), rule: 'card-singleton' },
  { name: 'card-singleton: not outside Commander-family formats', format: 'casual', text: 'Deck\n4 Llanowar Elves\n56 Forest\n', rule: 'card-singleton' },
  { name: 'signature-spell: no command zone at all is commander-eligible\'s', format: 'oathbreaker', text: 'Deck\n60 Island\n', rule: 'signature-spell' },
  { name: 'signature-spell: no oathbreaker, so no identity to hold the spell to (commander-eligible says it)', format: 'oathbreaker', text: deck(['Counterspell'], [], 60, 'Island'), rule: 'signature-spell' },
  { name: 'card-rarity: an unknown card in the 99 is left to card-facts-missing', format: 'pauper-commander', text: deck(['Kitchen Finks'], ['Zyx Unknown Card']), rule: 'card-rarity' },
  { name: 'signature-spell: not outside Oathbreaker', format: 'commander', text: deck([AZUSA]), rule: 'signature-spell' },
  { name: 'signature-spell: within the identity', format: 'oathbreaker', text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'), rule: 'signature-spell' },
  { name: 'signature-spell: unknown cards in the zone are left to card-facts-missing', format: 'oathbreaker', text: deck(['Zyx Unknown Walker', 'Counterspell'], [], 60, 'Island'), rule: 'signature-spell' },
  { name: 'color-identity: not without a commander', format: 'commander', text: 'Deck\n1 Counterspell\n99 Forest\n', rule: 'color-identity' },
  { name: 'color-identity: not when a commander is unknown', format: 'commander', text: deck(['Zyx Unknown Legend'], ['Counterspell']), rule: 'color-identity' },
  { name: 'color-identity: Standard Brawl, basics of the first type', format: 'standard-brawl', text: 'Commander\n1 Test Colourless Legend\n\nDeck\n59 Forest\n', rule: 'color-identity' },
  { name: 'color-identity: Standard Brawl, a coloured commander has no basics exception to lean on', format: 'standard-brawl', text: `Commander\n1 ${AZUSA}\n\nDeck\n59 Forest\n`, rule: 'color-identity' },
  { name: 'commander-pair: one commander', format: 'commander', text: deck([AZUSA]), rule: 'commander-pair' },
  { name: 'commander-pair: one oathbreaker and its spell', format: 'oathbreaker', text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'), rule: 'commander-pair' },
  { name: 'commander-pair: a pair with an unknown card', format: 'commander', text: deck(['Thrasios, Triton Hero', 'Zyx Unknown Legend']), rule: 'commander-pair' },
  { name: 'commander-pair: a pair in Commander carries no caveat', format: 'commander', text: deck(['Thrasios, Triton Hero', 'Tymna the Weaver']), rule: 'commander-pair' },
  { name: 'companion-condition: no companion', format: 'casual', text: 'Deck\n1 Kitchen Finks\n59 Forest\n', rule: 'companion-condition' },
  { name: 'companion-condition: Commander, a sideboard companion is not judged', format: 'commander', text: deck([AZUSA], [], 100, 'Forest', ['Lurrus of the Dream-Den', 'Sol Ring', 'Counterspell', 'Birthing Pod']), rule: 'companion-condition' },
  { name: 'companion-condition: the companion itself does not break its condition', format: 'casual', text: 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Lurrus of the Dream-Den\n59 Plains\n', rule: 'companion-condition' },
  { name: 'companion-condition: Kaheera, a Changeling fits', format: 'casual', text: 'Companion\n1 Kaheera, the Orphanguard\n\nDeck\n1 Changeling Outcast\n59 Plains\n', rule: 'companion-condition' },
  { name: 'companion-condition: a companion within the identity, its condition met', format: 'commander', text: 'Commander\n1 Pir, Imaginative Rascal\n1 Toothy, Imaginary Friend\n\nCompanion\n1 Keruga, the Macrosage\n\nDeck\n98 Island\n', rule: 'companion-condition' },
  { name: 'commander-banned: Edgar Markov in the main deck', format: 'duel-commander', text: deck(['Tymna the Weaver'], ['Edgar Markov'], 100, 'Plains'), rule: 'commander-banned' },
  { name: 'commander-banned: Lutri in the main deck', format: 'commander', text: deck(['Bjorna, Nightfall Alchemist'], ['Lutri, the Spellchaser'], 100, 'Island'), rule: 'commander-banned' },
  { name: 'card-facts-missing: casual, no companion', format: 'casual', db: 'none', text: 'Deck\n60 Forest\n', rule: 'card-facts-missing' },
  { name: 'card-facts-missing: every card known', format: 'pauper-commander', text: deck(['Kitchen Finks'], ['Llanowar Elves']), rule: 'card-facts-missing' },
  { name: 'deck-size-exact: exactly the size', format: 'oathbreaker', text: deck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'), rule: 'deck-size-exact' },
];

const NO_CHARACTERISTICS: CardDatabaseInfo = { ...TEST_DATABASE, holds: { characteristics: false, printings: false } };

async function report(row: { format: string; date?: string; text: string; commanderColor?: string; db?: Row['db'] }) {
  const p = await prepareCheck({ builtInCardData: false, format: row.format, date: row.date ?? NOW, ...(row.commanderColor !== undefined ? { commanderColor: row.commanderColor } : {}) });
  const db = row.db ?? 'facts';
  const prepared =
    db === 'none'
      ? p
      : db === 'no-characteristics'
        ? { ...p, cardDatabase: NO_CHARACTERISTICS }
        : { ...p, index: indexWithFacts(p.index), cardDatabase: TEST_DATABASE };
  if (db === 'facts') for (const c of EXTRA) prepared.index.add(c);
  return checkTexts(prepared, [{ file: 'deck.txt', text: row.text }]);
}

describe.each(table)('$name', (row) => {
  it('the finding and the facts its message states', async () => {
    const r = await report(row);
    const found = r.findings.filter((f) => f.rule === row.rule && (row.card === undefined || f.card === row.card) && f.message.includes(row.says[0] ?? ''));
    expect(found, JSON.stringify(r.findings.map((f) => `${f.rule} ${f.card ?? ''}: ${f.message}`), null, 1)).toHaveLength(1);
    const f = found[0];
    if (!f) return;
    expect(f.severity).toBe(row.severity ?? (row.rule === 'card-facts-missing' ? 'warning' : 'error'));
    if (row.line !== undefined) expect(f.line).toBe(row.line);
    if (row.count !== undefined) expect(f.count).toBe(row.count);
    if (row.limit !== undefined) expect(f.limit).toBe(row.limit);
    if (row.reference !== undefined) expect(f.reference).toBe(row.reference);
    if (row.section !== undefined) expect(f.section ?? null).toBe(row.section);
    // A finding about a card points at its first line (column 1 in these decks) and relates every line of it; a
    // finding about the whole deck relates none.
    if (f.card !== undefined && f.line !== null) {
      expect(f.column).toBe(1);
      expect(f.related.map((l) => l.line)).toContain(f.line);
      expect(Math.min(...f.related.map((l) => l.line ?? Infinity))).toBe(f.line);
    }
    if (f.card === undefined) expect(f.related).toEqual([]);
    for (const fact of row.says) expect(f.message).toContain(fact);
    for (const fact of row.never ?? []) expect(f.message).not.toContain(fact);
  });
});

describe.each(none)('$name', (row) => {
  it(`gives no ${row.rule} finding`, async () => {
    const r = await report(row);
    // Every finding is a finding (a rule that returned anything else would show here), and none is of this rule.
    for (const f of r.findings) expect([typeof f.rule, typeof f.message]).toEqual(['string', 'string']);
    expect(r.findings.filter((f) => f.rule === row.rule).map((f) => f.message)).toEqual([]);
  });
});
