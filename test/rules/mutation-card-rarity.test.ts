/**
 * card-rarity, table-driven: Pauper Commander's 99 must have been printed at common, word for word (the printings'
 * rarities, sorted, once each; none at all), with the printings that do not count (Arena only, promos, Secret Lair,
 * sets the set table calls promo or foreign-only) and those that do (paper or Magic Online, a set the table lacks);
 * cards the rule leaves alone (the commander, the sideboard, unknown printings, other formats).
 */
import { describe, it } from 'vitest';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'card-rarity';
const REFERENCE = 'PDH rules (pdhhomebase.com/rules)';
const p = (set: string, rarity: PrintingFacts['rarity'] = 'common', more: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity, availability: ['paper'], ...more });
const printed = (name: string, printings: PrintingFacts[]): CardInfo => ({ ...card(name, { cost: '{G}', mv: 1, ci: ['G'], types: ['Instant'], text: 'Draw a card.' }), printings });
const SETS: SetFacts[] = [
  { code: 'TPR', name: 'Test Promos', releaseDate: '2020-01-01', type: 'promo', onlineOnly: false, foreignOnly: false },
  { code: 'TFO', name: 'Test Foreign Only', releaseDate: '2020-01-01', type: 'expansion', onlineOnly: false, foreignOnly: true },
  { code: 'TEX', name: 'Test Expansion', releaseDate: '2020-01-01', type: 'expansion', onlineOnly: false, foreignOnly: false },
];
const CARDS: CardInfo[] = [
  printed('Test Many Rarities', [p('TEX', 'uncommon'), p('TEX', 'rare'), p('TEX', 'common', { availability: ['arena'] }), p('TPR', 'uncommon')]),
  printed('Test Never Printed', []),
  printed('Test Only Secret Lair', [p('SLD'), p('PLIST')]),
  printed('Test Common Online', [p('TEX', 'common', { availability: ['mtgo'] })]),
  printed('Test Common Unknown Set', [p('ZZZ')]),
  printed('Test Common Promo', [p('TEX', 'common', { promo: true }), p('TEX', 'rare')]),
  printed('Test Common Funny', [p('TEX', 'common', { funny: true }), p('TEX', 'rare')]),
  printed('Test Common Rebalanced', [p('TEX', 'common', { rebalanced: true }), p('TEX', 'rare')]),
  printed('Test Common Secret Lair', [p('SLD'), p('TEX', 'rare')]),
  printed('Test Common The List', [p('PLIST'), p('TEX', 'rare')]),
  printed('Test Common Promo Set', [p('TPR'), p('TEX', 'rare')]),
  printed('Test Common Foreign Only', [p('TFO'), p('TEX', 'rare')]),
];
const never = (name: string, rarities: string): string =>
  `${name} has never been printed at common in paper or on Magic Online outside promos, Secret Lair and foreign-only sets (${rarities}); the 99 cards of a Pauper Commander deck must be commons (${REFERENCE}; RULES C14). Remove it.`;
const base = { rule: RULE, format: 'pauper-commander', cards: CARDS, sets: SETS } as const;
const rows: Row[] = [
  {
    ...base,
    name: 'a rare in the 99: its printings, where it stands, the citation',
    text: commanderDeck(['Kitchen Finks'], ['Birthing Pod']),
    findings: [{ severity: 'error', line: 5, column: 1, section: 'main', card: 'Birthing Pod', reference: REFERENCE, related: [5], message: never('Birthing Pod', 'its printings: rare') }],
  },
  // Issue 41, item 25: "common" among the printings of a card "never printed at common" read as a contradiction; the
  // commons that do not count are named apart, with why where the printing says (Arena only, promo, ...).
  { ...base, name: 'the rarities sorted, once each, the common that does not count apart', text: commanderDeck(['Kitchen Finks'], ['Test Many Rarities']), findings: [{ message: never('Test Many Rarities', 'its printings: rare, uncommon; at common only in printings that do not count: TEX (MTG Arena only)') }] },
  { ...base, name: 'no printings at all', text: commanderDeck(['Kitchen Finks'], ['Test Never Printed']), findings: [{ message: never('Test Never Printed', 'its printings: none') }] },
  { ...base, name: 'only commons that do not count', text: commanderDeck(['Kitchen Finks'], ['Test Only Secret Lair']), findings: [{ message: never('Test Only Secret Lair', 'at common only in printings that do not count: PLIST, SLD') }] },
  ...(
    [
      ['Test Common Promo', 'TEX (promo)'],
      ['Test Common Funny', 'TEX (silver-border or acorn)'],
      ['Test Common Rebalanced', 'TEX (rebalanced)'],
      ['Test Common Secret Lair', 'SLD'],
      ['Test Common The List', 'PLIST'],
      ['Test Common Promo Set', 'TPR'],
      ['Test Common Foreign Only', 'TFO'],
    ] as const
  ).map(
    ([name, common]): Row => ({
      ...base,
      name: `a common that does not count: ${name}`,
      text: commanderDeck(['Kitchen Finks'], [name]),
      findings: [{ card: name, message: never(name, `its printings: rare; at common only in printings that do not count: ${common}`) }],
    }),
  ),
  { ...base, name: 'a common only on Magic Online counts', text: commanderDeck(['Kitchen Finks'], ['Test Common Online']), findings: [] },
  { ...base, name: 'a common of a set the table lacks counts', text: commanderDeck(['Kitchen Finks'], ['Test Common Unknown Set']), findings: [] },
  { ...base, name: 'the commander is not one of the 99', text: commanderDeck(['Kitchen Finks'], ['Llanowar Elves']), findings: [] },
  { ...base, name: 'a sideboard card is not one of the 99', text: commanderDeck(['Kitchen Finks'], [], 100, 'Forest', '\nSideboard\n1 Birthing Pod\n'), findings: [] },
  { ...base, name: 'unknown printings are left to card-facts-missing', text: commanderDeck(['Kitchen Finks'], ['Zyx Unknown Card']), findings: [] },
  { ...base, name: 'only in Pauper Commander', format: 'commander', text: commanderDeck(['Azusa, Lost but Seeking'], ['Birthing Pod']), findings: [] },
];

describe('card-rarity', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
