/**
 * card-mana-value-max, table-driven (Tiny Leaders: 3): each card over the cap in deck order, word for word (its mana
 * value, the cap, the format's rules), the commander and the sideboard included; each face of a split or modal
 * double-faced card on its own (Fire // Ice, 2 and 2, is legal; a face of 4 is not); cards the data does not know are
 * left to card-facts-missing, which names the cap among what was not checked; no cap outside the formats that have one.
 */
import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { check, commanderDeck, expectRow, type Row } from './rules-a-harness.js';

const RULE = 'card-mana-value-max';
const REF = 'Tiny Leaders rules (tinyleaders.blogspot.com/p/tiny-leaders-magic-gathering-format.html)';
const AZUSA = 'Azusa, Lost but Seeking';

/** A card of two faces, each with its own cost (a split card, a modal double-faced card). */
function twoFaced(name: string, layout: string, a: [string, string, number], b: [string, string, number]): CardInfo {
  const base = card(name, { cost: `${a[1]} // ${b[1]}`, mv: a[2] + b[2], ci: ['G'], types: ['Instant'], layout });
  const face = (f: [string, string, number]) => ({ name: f[0], manaCost: f[1], manaValue: f[2], supertypes: [], types: ['Instant'], subtypes: [], text: '' });
  return { ...base, faces: [face(a), face(b)] };
}
const SPLIT_OK = twoFaced('Test Small // Split', 'split', ['Test Small', '{1}{G}', 2], ['Split', '{1}{G}', 2]);
const MDFC_BIG = twoFaced('Test Front // Big Back', 'modal_dfc', ['Test Front', '{G}', 1], ['Big Back', '{3}{G}', 4]);

const over = (name: string, mv: number, where: string, faces = ''): string =>
  `${name} has mana value ${mv}${faces}; every Tiny Leaders card, the commander and the sideboard included, must have mana value 3 or less (${REF}). Remove this ${where}.`;
const err = { severity: 'error', reference: `${REF}; CR 202.3`, limit: 3 } as const;

const rows: Row[] = [
  {
    name: 'legal: every card 3 or less, a split card of 2 and 2 (4 in all)',
    rule: RULE,
    format: 'tiny-leaders',
    cards: [SPLIT_OK],
    text: commanderDeck([AZUSA], ['Llanowar Elves', 'Kitchen Finks', 'Test Small // Split'], 50),
    findings: [],
  },
  {
    name: 'a main-deck card over the cap, with its lines',
    rule: RULE,
    format: 'tiny-leaders',
    text: commanderDeck([AZUSA], ['Llanowar Elves', 'Birthing Pod'], 50),
    findings: [{ ...err, line: 6, card: 'Birthing Pod', count: 4, related: [6], message: over('Birthing Pod', 4, 'card') }],
  },
  {
    name: 'the commander and a sideboard card count too, in deck order',
    rule: RULE,
    format: 'tiny-leaders',
    text: commanderDeck(['Toothy, Imaginary Friend'], ['Counterspell'], 50, 'Island', 'Sideboard\n1 Tempest Efreet\n1 Lightning Bolt\n'),
    findings: [
      { ...err, line: 2, card: 'Toothy, Imaginary Friend', count: 4, message: over('Toothy, Imaginary Friend', 4, 'commander') },
      { ...err, line: 8, card: 'Tempest Efreet', count: 4, message: over('Tempest Efreet', 4, 'sideboard card') },
    ],
  },
  {
    name: 'a double-faced card: each face on its own',
    rule: RULE,
    format: 'tiny-leaders',
    cards: [MDFC_BIG],
    text: commanderDeck([AZUSA], ['Test Front // Big Back'], 50),
    findings: [{ ...err, line: 5, count: 4, message: over('Test Front // Big Back', 4, 'card', ' (Test Front 1, Big Back 4: each face counts on its own)') }],
  },
  { name: 'a card the data does not know is left alone', rule: RULE, format: 'tiny-leaders', text: commanderDeck([AZUSA], ['Zyx Unknown Card'], 50), findings: [] },
  { name: 'no cap in Commander', rule: RULE, format: 'commander', text: commanderDeck([AZUSA], ['Birthing Pod']), findings: [] },
  { name: 'no card database: nothing (card-facts-missing says so)', rule: RULE, format: 'tiny-leaders', db: null, text: commanderDeck([AZUSA], ['Birthing Pod'], 50), findings: [] },
];

describe('card-mana-value-max', () => {
  it.each(rows)('$name', (row) => expectRow(row));

  it('without card data the deck is "not fully checked", the cap named among what was not checked', () => {
    const f = check({ format: 'tiny-leaders', db: null, text: commanderDeck([AZUSA], ['Birthing Pod'], 50) }).filter((x) => x.rule === 'card-facts-missing');
    expect(f).toHaveLength(1);
    expect(f[0]?.message).toContain('not checked: colour identity (CR 903.4, 903.5c), commander eligibility (CR 903.3), commander pairs (CR 702.124) and mana values (at most 3, card-mana-value-max)');
  });
});
