/**
 * commander-pair, table-driven: which two commanders may share the command zone (each partner variant, in either
 * order), what the error says they have (every ability kind by name), more commanders than the format allows (with
 * partners and without), and Duel Commander's caveat on every pair from its day on.
 */
import { describe, it } from 'vitest';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'commander-pair';
const AZUSA = 'Azusa, Lost but Seeking';
const L = ['Legendary'];

/** A two-faced card whose front face has a name of its own, named by another card's "Partner with". */
const FACED: CardInfo = (() => {
  const base = card('Test Front Partner // Test Back Side', { cost: '{1}{G}', mv: 2, ci: ['G'], super: L, types: ['Creature'], sub: ['Elf'], pt: ['2', '2'], layout: 'transform' });
  const face = base.faces?.[0];
  if (!face) throw new Error('no face');
  return {
    ...base,
    faces: [
      { ...face, name: 'Test Front Partner', text: 'Partner with Test Named Partner' },
      { ...face, name: 'Test Back Side', text: '' },
    ],
  };
})();
const NAMED = card('Test Named Partner', { cost: '{1}{G}', mv: 2, ci: ['G'], super: L, types: ['Creature'], sub: ['Elf'], pt: ['2', '2'], text: 'Partner with Test Front Partner' });
/** Partner with a card that does not name it back. */
const ONE_SIDED = card('Test One-Sided Partner', { cost: '{1}{G}', mv: 2, ci: ['G'], super: L, types: ['Creature'], sub: ['Elf'], pt: ['2', '2'], text: 'Partner with Azusa, Lost but Seeking' });
const legend = (name: string, text: string): CardInfo => card(name, { cost: '{1}{U}', mv: 2, ci: ['U'], super: L, types: ['Creature'], sub: ['Human'], pt: ['2', '2'], text });
/** Cards with two partner abilities: the second must not hide the first. */
const DOUBLE = legend('Test Double Partner', 'Partner\nFriends forever');
const POND = legend('Test Pond', "Partner with Test Williams\nDoctor's companion");
const WILLIAMS = legend('Test Williams', 'Partner with Test Pond');
/** A card the data knows by name only (no faces). */
const FACELESS: CardInfo = { name: 'Test Faceless Legend', basic: false };
const CARDS = [FACED, NAMED, ONE_SIDED, DOUBLE, POND, WILLIAMS, FACELESS];

const cannot = (a: string, aHas: string, b: string, bHas: string): string =>
  `${a} (${aHas}) and ${b} (${bHas}) cannot both be commanders: two commanders need the same partner ability (Partner, Partner with each other, the same Partner—[text]), or Choose a Background with a Background, or Doctor's companion with a Time Lord Doctor; different partner abilities cannot be combined (CR 702.124f). Keep one commander.`;
const error = (a: string, aHas: string, b: string, bHas: string): Row['findings'][number] => ({
  severity: 'error',
  line: 3,
  card: b,
  reference: 'CR 702.124',
  related: [3],
  message: cannot(a, aHas, b, bHas),
});
const DUEL_TEXT =
  'Since 2022-02-14 Duel Commander lets a player cast only one of their commanders from the command zone in a game: once one of them has been cast from there, the other cannot be (it can still be cast from anywhere else). The pair is legal to build; choose which one to cast. (Duel Commander comprehensive rules 301.5 (February 2022 update))';
const pair = (a: string, b: string, format = 'commander', date?: string): Omit<Row, 'name' | 'findings'> => ({
  rule: RULE,
  format,
  cards: CARDS,
  text: commanderDeck([a, b]),
  ...(date ? { date } : {}),
});

const legal: [string, string][] = [
  ['Thrasios, Triton Hero', 'Tymna the Weaver'],
  ['Pir, Imaginative Rascal', 'Toothy, Imaginary Friend'],
  ['Toothy, Imaginary Friend', 'Pir, Imaginative Rascal'],
  ['Test Named Partner', 'Test Front Partner // Test Back Side'],
  ['Test Front Partner // Test Back Side', 'Test Named Partner'],
  ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'],
  ['Donatello, the Brains', 'Leonardo, the Balance'],
  ['Wilson, Refined Grizzly', 'Candlekeep Sage'],
  ['Candlekeep Sage', 'Wilson, Refined Grizzly'],
  ['Amy Pond', 'The Tenth Doctor'],
  ['The Tenth Doctor', 'Clara Oswald'],
  ['Thrasios, Triton Hero', 'Test Double Partner'],
  ['Bjorna, Nightfall Alchemist', 'Test Double Partner'],
  ['Test Williams', 'Test Pond'],
];

/** Duel Commander's caveat names the ability that pairs them. */
const byAbility: [string, string, string][] = [
  ['Thrasios, Triton Hero', 'Tymna the Weaver', 'Partner (CR 702.124h)'],
  ['Pir, Imaginative Rascal', 'Toothy, Imaginary Friend', 'Partner with (CR 702.124j)'],
  ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant', 'Partner—friends forever (CR 702.124i)'],
  ['Donatello, the Brains', 'Leonardo, the Balance', 'Partner—character select (CR 702.124i)'],
  ['Candlekeep Sage', 'Wilson, Refined Grizzly', 'Choose a Background (CR 702.124k)'],
  ['The Tenth Doctor', 'Amy Pond', "Doctor's companion (CR 702.124m)"],
];

const rows: Row[] = [
  ...legal.map(([a, b]): Row => ({ ...pair(a, b), name: `${a} and ${b} may be commanders together`, findings: [] })),
  ...byAbility.map(
    ([a, b, ability]): Row => ({
      ...pair(a, b, 'duel-commander'),
      name: `Duel Commander: ${a} and ${b}, by ${ability}`,
      findings: [{ severity: 'warning', line: 3, card: b, reference: 'Duel Commander comprehensive rules 301.5 (February 2022 update)', message: `${a} and ${b} are commanders together by ${ability}. ${DUEL_TEXT}` }],
    }),
  ),
  {
    ...pair('Thrasios, Triton Hero', 'Tymna the Weaver', 'duel-commander', '2022-02-14'),
    name: 'Duel Commander: the caveat from its first day',
    findings: [{ severity: 'warning', card: 'Tymna the Weaver' }],
  },
  { ...pair('Thrasios, Triton Hero', 'Tymna the Weaver', 'duel-commander', '2022-02-13'), name: 'Duel Commander: no caveat the day before', findings: [] },
  // Pairs that are not allowed: what each one has.
  { ...pair('Thrasios, Triton Hero', 'Pir, Imaginative Rascal'), name: 'Partner beside Partner with', findings: [error('Thrasios, Triton Hero', 'Partner', 'Pir, Imaginative Rascal', 'Partner with Toothy, Imaginary Friend')] },
  { ...pair('Pir, Imaginative Rascal', 'Test One-Sided Partner'), name: 'two Partner with that do not name each other', findings: [error('Pir, Imaginative Rascal', 'Partner with Toothy, Imaginary Friend', 'Test One-Sided Partner', 'Partner with Azusa, Lost but Seeking')] },
  { ...pair(AZUSA, 'Test One-Sided Partner'), name: 'Partner with a card that has no partner ability', findings: [error(AZUSA, 'no partner ability', 'Test One-Sided Partner', 'Partner with Azusa, Lost but Seeking')] },
  { ...pair('Bjorna, Nightfall Alchemist', 'Donatello, the Brains'), name: 'two different Partner—[text]', findings: [error('Bjorna, Nightfall Alchemist', 'Partner—friends forever', 'Donatello, the Brains', 'Partner—character select')] },
  { ...pair(AZUSA, 'Candlekeep Sage'), name: 'a Background beside a commander without Choose a Background', findings: [error(AZUSA, 'no partner ability', 'Candlekeep Sage', 'Background')] },
  { ...pair('Candlekeep Sage', AZUSA), name: 'a Background first, beside a commander without Choose a Background', findings: [error('Candlekeep Sage', 'Background', AZUSA, 'no partner ability')] },
  { ...pair('Thrasios, Triton Hero', 'Counterspell'), name: 'an instant in the command zone is a commander outside Oathbreaker', findings: [error('Thrasios, Triton Hero', 'Partner', 'Counterspell', 'no partner ability')] },
  { ...pair('Thrasios, Triton Hero', 'Test Faceless Legend'), name: 'a pair with a card the data knows by name only is not judged', findings: [] },
  { ...pair('Wilson, Refined Grizzly', 'Tymna the Weaver'), name: 'Choose a Background beside a Partner', findings: [error('Wilson, Refined Grizzly', 'Choose a Background', 'Tymna the Weaver', 'Partner')] },
  { ...pair('Amy Pond', AZUSA), name: "Doctor's companion beside a commander that is no Doctor", findings: [error('Amy Pond', "Partner with Rory Williams, Doctor's companion", AZUSA, 'no partner ability')] },
  { ...pair('The Tenth Doctor', 'Tymna the Weaver'), name: 'a Time Lord Doctor beside a Partner', findings: [error('The Tenth Doctor', 'Time Lord Doctor', 'Tymna the Weaver', 'Partner')] },
  { ...pair('Clara Oswald', 'Candlekeep Sage'), name: "Doctor's companion beside a Background", findings: [error('Clara Oswald', "Doctor's companion", 'Candlekeep Sage', 'Background')] },
  // More commanders than allowed.
  {
    rule: RULE,
    format: 'commander',
    name: 'three commanders: never more than two',
    text: commanderDeck(['Thrasios, Triton Hero', 'Tymna the Weaver', 'Sengir, the Dark Baron']),
    findings: [
      {
        severity: 'error',
        line: 2,
        card: 'Thrasios, Triton Hero',
        count: 3,
        limit: 2,
        reference: 'CR 702.124g',
        message:
          'The command zone holds 3 commanders: Thrasios, Triton Hero (line 2), Tymna the Weaver (line 3), Sengir, the Dark Baron (line 4). No partner ability or combination of them ever allows more than two commanders (CR 702.124g). Keep 2; the others go in the main deck or out of it.',
      },
    ],
  },
  {
    rule: RULE,
    format: 'commander',
    name: 'two copies of one commander are two, not more',
    text: commanderDeck(['2 Thrasios, Triton Hero']),
    findings: [],
  },
  {
    rule: RULE,
    format: 'commander',
    name: 'three copies of one commander',
    text: commanderDeck(['3 Thrasios, Triton Hero']),
    findings: [{ count: 3, limit: 2, message: 'The command zone holds 3 commanders: Thrasios, Triton Hero (line 2). No partner ability or combination of them ever allows more than two commanders (CR 702.124g). Keep 2; the others go in the main deck or out of it.' }],
  },
  {
    rule: RULE,
    format: 'oathbreaker',
    name: 'Oathbreaker: two oathbreakers without a partner ability, beside the signature spell',
    text: commanderDeck(['Teferi, Temporal Archmage', 'Nissa, Who Shakes the World', 'Counterspell'], [], 60, 'Island'),
    findings: [
      {
        severity: 'error',
        line: 3,
        card: 'Nissa, Who Shakes the World',
        reference: 'CR 702.124',
        message:
          'Teferi, Temporal Archmage (no partner ability) and Nissa, Who Shakes the World (no partner ability) cannot both be oathbreakers: two oathbreakers need the same partner ability (Partner, Partner with each other, the same Partner—[text]), or Choose a Background with a Background, or Doctor\'s companion with a Time Lord Doctor; different partner abilities cannot be combined (CR 702.124f). Keep one oathbreaker.',
      },
    ],
  },
  {
    rule: RULE,
    format: 'oathbreaker',
    name: 'Oathbreaker: three oathbreakers, whatever their abilities',
    text: commanderDeck(['Teferi, Temporal Archmage', 'Nissa, Who Shakes the World', 'Will Kenrith', 'Counterspell'], [], 60, 'Island'),
    findings: [
      {
        severity: 'error',
        line: 2,
        card: 'Teferi, Temporal Archmage',
        count: 3,
        limit: 2,
        reference: 'CR 702.124g',
        message:
          'The command zone holds 3 oathbreakers: Teferi, Temporal Archmage (line 2), Nissa, Who Shakes the World (line 3), Will Kenrith (line 4). No partner ability or combination of them ever allows more than two commanders (CR 702.124g). Keep 2; the others go in the main deck or out of it.',
      },
    ],
  },
  { rule: RULE, format: 'oathbreaker', name: 'Oathbreaker: Will and Rowan Kenrith partner with each other', text: commanderDeck(['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt'], [], 60, 'Island'), findings: [] },
  { rule: RULE, format: 'oathbreaker', name: 'Oathbreaker: one oathbreaker and its spell', text: commanderDeck(['Teferi, Temporal Archmage', 'Counterspell'], [], 60, 'Island'), findings: [] },
  { rule: RULE, format: 'oathbreaker', name: 'Oathbreaker: two spells and no oathbreaker are no pair', text: commanderDeck(['Counterspell', 'Fire // Ice'], [], 60, 'Island'), findings: [] },
  { ...pair('Thrasios, Triton Hero', 'Zyx Unknown Legend'), name: 'a pair with a card the data does not know is not judged', findings: [] },
  { ...pair('Zyx Unknown Legend', 'Thrasios, Triton Hero'), name: 'the same, the unknown card first', findings: [] },
  { rule: RULE, format: 'casual', name: 'not outside Commander-family formats', text: commanderDeck(['Thrasios, Triton Hero', 'Pir, Imaginative Rascal', AZUSA], [], 60), findings: [] },
];

describe('commander-pair', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
