/**
 * companion-condition, table-driven: each of the ten companions' conditions with cards on both sides of it (the
 * mana values at the boundary, each of Kaheera's five creature types, Umori's most common type and its tie), word for
 * word: the companion, its condition, the cards that break it with their lines, declared (an error) or only in the
 * sideboard (a warning); Yorion's deck size; and in Commander the companion's own rules (CR 903.11): no shared name
 * with the starting deck, within the commanders' colour identity. Findings on one line come in the report's order.
 */
import { describe, it } from 'vitest';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { expectRow, type Row } from './rules-a-harness.js';

const RULE = 'companion-condition';
const creature = (name: string, sub: string[], mv = 2, text = ''): CardInfo =>
  card(name, { cost: `{${mv}}`, mv, ci: [], types: ['Creature'], sub, text, pt: ['1', '1'] });
const CARDS: CardInfo[] = [
  creature('Test Cat', ['Cat']),
  creature('Test Elemental', ['Elemental']),
  creature('Test Nightmare', ['Nightmare']),
  creature('Test Dinosaur', ['Dinosaur']),
  creature('Test Beast', ['Beast']),
  creature('Test Goblin', ['Goblin']),
  card('Test Free Artifact', { cost: '{0}', mv: 0, ci: [], types: ['Artifact'], text: '{T}: Draw a card.' }),
  card('Test Sorcery', { cost: '{2}{B}', mv: 3, ci: ['B'], types: ['Sorcery'], text: 'Draw two cards.' }),
];

const TEXT: Record<string, string> = {
  Gyruda: 'Your starting deck contains only cards with even mana values.',
  Jegantha: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
  Kaheera: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
  Keruga: 'Your starting deck contains only cards with mana value 3 or greater and land cards.',
  Lurrus: 'Each permanent card in your starting deck has mana value 2 or less.',
  Lutri: 'Each nonland card in your starting deck has a different name.',
  Obosh: 'Your starting deck contains only cards with odd mana values and land cards.',
  Umori: 'Each nonland card in your starting deck shares a card type.',
  Yorion: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
  Zirda: 'Each permanent card in your starting deck has an activated ability.',
};
const FULL: Record<string, string> = {
  Gyruda: 'Gyruda, Doom of Depths',
  Jegantha: 'Jegantha, the Wellspring',
  Kaheera: 'Kaheera, the Orphanguard',
  Keruga: 'Keruga, the Macrosage',
  Lurrus: 'Lurrus of the Dream-Den',
  Lutri: 'Lutri, the Spellchaser',
  Obosh: 'Obosh, the Preypiercer',
  Umori: 'Umori, the Collector',
  Yorion: 'Yorion, Sky Nomad',
  Zirda: 'Zirda, the Dawnwaker',
};

/** A casual deck: the companion declared (line 2), then the main cards from line 5, then land to `size`. */
function declared(companion: string, main: readonly string[], size = 60, land = 'Plains'): string {
  const n = (s: string): number => Number(/^(\d+) /.exec(s)?.[1] ?? 1);
  const used = main.reduce((t, s) => t + n(s), 0);
  const lines = main.map((s) => (/^\d/.test(s) ? s : `1 ${s}`));
  return `Companion\n1 ${FULL[companion] ?? companion}\n\nDeck\n${[...lines, `${size - used} ${land}`].join('\n')}\n`;
}
/** Cards that break it, with their lines. */
const breaks = (list: string, n: number): string => (n === 1 ? `this card breaks it: ${list}` : `${n} cards break it: ${list}`);
const isDeclared = (companion: string, why: string): string =>
  `${FULL[companion] ?? ''} is declared as the companion, but the starting deck does not meet its condition "${TEXT[companion] ?? ''}": ${why}. Change the deck or drop the companion (CR 702.139a).`;
const row = (companion: string, name: string, main: readonly string[], why?: string, more: Partial<Row> = {}): Row => ({
  name: `${companion}: ${name}`,
  rule: RULE,
  format: 'casual',
  cards: CARDS,
  text: declared(companion, main),
  findings: why === undefined ? [] : [{ severity: 'error', line: 2, card: FULL[companion] ?? '', reference: 'CR 702.139a', related: [2], message: isDeclared(companion, why) }],
  ...more,
});

const rows: Row[] = [
  row('Gyruda', 'odd mana values break it; even ones and lands do not', ['Llanowar Elves', 'Counterspell', 'Sol Ring', 'Test Free Artifact'], breaks('Llanowar Elves (line 5), Sol Ring (line 7)', 2)),
  row('Gyruda', 'only even mana values', ['Counterspell', 'Birthing Pod', 'Test Free Artifact'], undefined),
  row('Jegantha', 'a repeated symbol, hybrid too', ['Counterspell', 'Kitchen Finks', 'Llanowar Elves', 'Sol Ring'], breaks('Counterspell (line 5), Kitchen Finks (line 6)', 2)),
  row('Jegantha', 'no repeated symbol', ['Llanowar Elves', 'Test Sorcery', 'Birthing Pod'], undefined),
  row('Kaheera', 'each of the five types, a Changeling, a noncreature', ['Test Cat', 'Test Elemental', 'Test Nightmare', 'Test Dinosaur', 'Test Beast', 'Changeling Outcast', 'Sol Ring'], undefined),
  row('Kaheera', 'another creature type breaks it', ['Test Cat', 'Test Goblin'], breaks('Test Goblin (line 6)', 1)),
  row('Keruga', 'mana value under 3 breaks it, 3 and lands do not', ['Llanowar Elves', 'Kitchen Finks', 'Counterspell', 'Bayou'], breaks('Llanowar Elves (line 5), Counterspell (line 7)', 2)),
  row('Lurrus', 'permanents over 2 break it; 2, and a 3 that is no permanent, do not', ["Smuggler's Copter", 'Kitchen Finks', 'Test Sorcery', 'Sol Ring', 'Birthing Pod'], breaks('Kitchen Finks (line 6), Birthing Pod (line 9)', 2)),
  row('Lutri', 'two copies of a nonland card; many copies of a land', ['2 Counterspell', 'Sol Ring'], breaks('Counterspell (line 5)', 1)),
  row('Obosh', 'even mana values break it, 0 too; odd ones and lands do not', ['Counterspell', 'Sol Ring', 'Kitchen Finks', 'Test Free Artifact', 'Bayou'], breaks('Counterspell (line 5), Test Free Artifact (line 8)', 2)),
  row('Umori', 'the card without the most common type is blamed', ['Llanowar Elves', 'Counterspell', 'Kitchen Finks', 'Bayou'], breaks('Counterspell (line 6)', 1)),
  row('Umori', 'a tie is broken by the type name: Creature before Instant', ['Counterspell', 'Llanowar Elves'], breaks('Counterspell (line 5)', 1)),
  row('Umori', 'a tie the other way round: Artifact before Creature', ['Llanowar Elves', 'Sol Ring'], breaks('Llanowar Elves (line 5)', 1)),
  row('Umori', 'every nonland card a creature', ['Llanowar Elves', 'Kitchen Finks', 'Bayou'], undefined),
  row('Umori', 'only lands', ['Bayou'], undefined),
  row('Zirda', 'a permanent without an activated ability breaks it; basics, mana abilities and spells do not', ['Kitchen Finks', 'Sol Ring', 'Llanowar Elves', 'Counterspell'], breaks('Kitchen Finks (line 5)', 1)),
  row('Yorion', 'the starting deck one card short of 20 over', [], 'the starting deck has 79 cards; it needs at least 80 (60 + 20)', { text: declared('Yorion', [], 79) }),
  row('Yorion', 'exactly 20 over', [], undefined, { text: declared('Yorion', [], 80) }),
  {
    name: 'a companion only in the sideboard whose condition fails: a warning',
    rule: RULE,
    format: 'casual',
    text: 'Deck\n1 Kitchen Finks\n59 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n',
    findings: [
      {
        severity: 'warning',
        line: 6,
        card: 'Lurrus of the Dream-Den',
        message: `Lurrus of the Dream-Den is in the sideboard, but the starting deck does not meet its companion condition "${TEXT.Lurrus ?? ''}": this card breaks it: Kitchen Finks (line 2). It cannot be revealed as the companion; it is an ordinary sideboard card (CR 702.139a).`,
      },
    ],
  },
  { name: 'a sideboard companion whose condition holds', rule: RULE, format: 'casual', text: 'Deck\n1 Sol Ring\n59 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n', findings: [] },
  // Commander (CR 903.11).
  {
    name: 'Commander: Yorion can never be 20 over',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nCompanion\n1 Yorion, Sky Nomad\n\nDeck\n98 Island\n',
    findings: [{ severity: 'error', card: 'Yorion, Sky Nomad', line: 6, message: isDeclared('Yorion', 'Commander decks have exactly 100 cards, so the starting deck can never be 20 over the minimum') }],
  },
  {
    name: 'Commander: the condition counts the commanders, and the companion must fit their identity',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Azusa, Lost but Seeking\n\nCompanion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Forest\n',
    findings: [
      {
        severity: 'error',
        line: 5,
        card: 'Lurrus of the Dream-Den',
        reference: 'CR 903.11',
        message: "Lurrus of the Dream-Den (colour identity WB) is outside the commander's colour identity (G): a companion must fit it (CR 903.11). Remove the companion.",
      },
      { severity: 'error', card: 'Lurrus of the Dream-Den', message: isDeclared('Lurrus', breaks('Azusa, Lost but Seeking (line 2)', 1)) },
    ],
  },
  {
    name: 'Commander: the companion also in the deck shares its name',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nCompanion\n1 Lutri, the Spellchaser\n\nDeck\n1 Lutri, the Spellchaser\n97 Island\n',
    findings: [
      { reference: 'CR 903.11', message: "Lutri, the Spellchaser (colour identity UR) is outside the commander's colour identity (WUBG): a companion must fit it (CR 903.11). Remove the companion." },
      {
        severity: 'error',
        line: 6,
        card: 'Lutri, the Spellchaser',
        reference: 'CR 903.11',
        related: [6, 9],
        message:
          'Lutri, the Spellchaser is the companion and also in the deck: a card brought in from outside a Commander game cannot have the same name as a card in the starting deck (CR 903.11). Remove one.',
      },
    ],
  },
  {
    name: 'Commander: a companion within the identity of partners',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nCompanion\n1 Lutri, the Spellchaser\n\nDeck\n98 Island\n',
    findings: [{ reference: 'CR 903.11', message: "Lutri, the Spellchaser (colour identity UR) is outside the commander's colour identity (WUBG): a companion must fit it (CR 903.11). Remove the companion." }],
  },
  {
    name: 'Commander: an unknown commander leaves the identity unjudged',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Zyx Unknown Legend\n\nCompanion\n1 Lutri, the Spellchaser\n\nDeck\n99 Island\n',
    findings: [],
  },
  {
    name: 'Commander: a companion within the identity, its condition met',
    rule: RULE,
    format: 'commander',
    text: 'Commander\n1 Bjorna, Nightfall Alchemist\n1 Elmar, Ulvenwald Informant\n\nCompanion\n1 Lutri, the Spellchaser\n\nDeck\n98 Island\n',
    findings: [],
  },
  { name: 'no companion: nothing to judge', rule: RULE, format: 'casual', text: 'Deck\n1 Kitchen Finks\n59 Plains\n', findings: [] },
];

describe('companion-condition', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
