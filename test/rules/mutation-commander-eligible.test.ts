/**
 * commander-eligible, table-driven: the command zone's cards judged under each format's rule (Commander, Brawl,
 * Oathbreaker, Pauper Commander), word for word: the type line, the format, the day, why, the citation. Boundaries:
 * the power/toughness box of a Spacecraft read from the data or from the last text line, a creature card outside the
 * battlefield by its own text, the data's own word, Backgrounds, Pauper Commander's uncommon printing and which
 * printings count (Arena, promo, Secret Lair, promo and foreign-only sets by the set table).
 */
import { describe, it } from 'vitest';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import type { CardInfo } from '../../src/cards/index.js';
import { card } from '../commander/cards.js';
import { commanderDeck, expectRow, NOW, type Row } from './rules-a-harness.js';

const RULE = 'commander-eligible';
const L = ['Legendary'];
const AZUSA = 'Azusa, Lost but Seeking';
const spacecraft = (name: string, text: string, pt?: [string, string]): CardInfo =>
  card(name, { cost: '{3}', mv: 3, ci: [], super: L, types: ['Artifact'], sub: ['Spacecraft'], text, ...(pt ? { pt } : {}) });
/** The card with its one face changed (a power without a toughness, …). */
function withFace(c: CardInfo, patch: Partial<NonNullable<CardInfo['faces']>[number]>): CardInfo {
  const face = c.faces?.[0];
  if (!face) throw new Error(`${c.name} has no face`);
  return { ...c, faces: [{ ...face, ...patch }] };
}
const printed = (name: string, printings: PrintingFacts[], types = ['Creature']): CardInfo => ({
  ...card(name, { cost: '{1}{G}', mv: 2, ci: ['G'], types, sub: types.includes('Creature') ? ['Elf'] : [], pt: ['2', '2'] }),
  printings,
});
const p = (set: string, rarity: PrintingFacts['rarity'] = 'uncommon', more: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity, availability: ['paper', 'mtgo'], ...more });
const SETS: SetFacts[] = [
  { code: 'TPR', name: 'Test Promos', releaseDate: '2020-01-01', type: 'promo', onlineOnly: false, foreignOnly: false },
  { code: 'TFO', name: 'Test Foreign Only', releaseDate: '2020-01-01', type: 'expansion', onlineOnly: false, foreignOnly: true },
  { code: 'TEX', name: 'Test Expansion', releaseDate: '2020-01-01', type: 'expansion', onlineOnly: false, foreignOnly: false },
];

const CARDS: CardInfo[] = [
  // The P/T box of a Spacecraft: the data's power and toughness, else a last text line "N/N".
  withFace(spacecraft('Test Half Box Spacecraft', 'Station'), { power: '4' }),
  spacecraft('Test Indented Box Spacecraft', 'Station\nSTATION 8+\n  6/6  '),
  spacecraft('Test Words Before Box Spacecraft', 'Station\nFlying 6/6'),
  spacecraft('Test Words After Box Spacecraft', 'Station\n6/6 Flying'),
  card('Test Noncreature Outside', { cost: '{2}', mv: 2, ci: [], super: L, types: ['Enchantment'], text: "As long as Test Noncreature Outside isn't on the battlefield, it's a noncreature card." }),
  card('Test Outside Creature Words', { cost: '{2}{G}', mv: 3, ci: ['G'], super: L, types: ['Artifact'], text: "As long as Test Outside Creature Words isn't on the battlefield, it's a 3/3 green Elf Warrior creature in addition to its other types." }),
  card('Test Shouting Commander', { cost: '{3}', mv: 3, ci: [], types: ['Artifact'], text: 'TEST SHOUTING COMMANDER CAN BE YOUR COMMANDER.' }),
  { ...card('Test Data Not Commander', { cost: '{3}', mv: 3, ci: [], types: ['Artifact'], text: '' }), leadership: { commander: false, brawl: true, oathbreaker: false } },
  { ...card('Test Data Commander', { cost: '{3}', mv: 3, ci: [], types: ['Artifact'], text: '' }), leadership: { commander: true, brawl: false, oathbreaker: false } },
  card('Test Legendary Sorcery', { cost: '{U}', mv: 1, ci: ['U'], super: L, types: ['Sorcery'], text: 'Draw a card.' }),
  card('Test Uncommon Background', { cost: '{1}{G}', mv: 2, ci: ['G'], super: L, types: ['Enchantment'], sub: ['Background'], text: '', rarities: ['uncommon'] }),
  // Pauper Commander: which uncommon printings count.
  printed('Test Uncommon Creature', [p('TEX')]),
  printed('Test Only Arena Uncommon', [p('TEX', 'rare'), p('TEX', 'uncommon', { availability: ['arena'] })]),
  printed('Test Only Promo Uncommon', [p('TEX', 'rare'), p('TEX', 'uncommon', { promo: true })]),
  printed('Test Only Secret Lair Uncommon', [p('SLD'), p('TEX', 'rare')]),
  printed('Test Only Promo Set Uncommon', [p('TPR'), p('TEX', 'rare')]),
  printed('Test Only Foreign Uncommon', [p('TFO'), p('TEX', 'rare')]),
  printed('Test Unknown Set Uncommon', [p('ZZZ')]),
  printed('Test Uncommon Artifact', [p('TEX')], ['Artifact']),
];

const cannot = (name: string, typeLine: string, format: string, why: string, reference: string, date = NOW): string =>
  `${name} (${typeLine}) cannot be the commander in ${format} on ${date}: ${why} (${reference}).`;
const NOT_LEGENDARY = 'a commander must be a legendary creature, a legendary Vehicle, or a legendary Spacecraft with a power/toughness box, or say it can be your commander';
const NO_BOX_WARNING =
  'a legendary Spacecraft may be a commander only with a power/toughness box (CR 903.3), and the card data gives no power and toughness for it: check the card (RULES C2).';
const PDH_UNCOMMON = 'a Pauper Commander commander must have been printed at uncommon (in paper or on Magic Online, not a promo; RULES C14)';
const PDH_REF = 'PDH rules (pdhhomebase.com/rules)';
const one = (name: string, format = 'commander', more: Partial<Row> = {}): Omit<Row, 'name' | 'findings'> => ({
  rule: RULE,
  format,
  cards: CARDS,
  sets: SETS,
  text: commanderDeck([name], [], format === 'oathbreaker' ? 60 : 100, 'Wastes'),
  ...more,
});
const pdhUncommonError = (name: string): Row => ({
  ...one(name, 'pauper-commander'),
  name: `Pauper Commander: ${name} has no uncommon printing that counts`,
  findings: [{ severity: 'error', card: name, reference: PDH_REF, message: cannot(name, 'Creature — Elf', 'Pauper Commander', PDH_UNCOMMON, PDH_REF) }],
});

const rows: Row[] = [
  {
    rule: RULE,
    format: 'commander',
    name: 'no commander at all: what the zone reading found, and where to put one',
    text: 'Deck\n1 Sol Ring\n99 Wastes\n',
    findings: [
      {
        severity: 'error',
        line: null,
        section: 'commander',
        reference: 'CR 903',
        related: [],
        message:
          'No commander found: the decklist has no Commander section, and no sideboard of 1 to 3 cards to read as the command zone. A Commander deck has a commander (CR 903). Put it under a "Commander" header (or a "COMMANDER: 1 Name" line), or as the only card of the sideboard.',
      },
    ],
  },
  {
    ...one(AZUSA),
    name: 'a legendary creature',
    findings: [],
  },
  {
    ...one('Sol Ring'),
    name: 'Commander: an artifact, with the rule of the day',
    findings: [{ severity: 'error', line: 2, section: 'commander', card: 'Sol Ring', reference: 'CR 903.3, CR 903.3a', related: [2], message: cannot('Sol Ring', 'Artifact', 'Commander', NOT_LEGENDARY, 'CR 903.3, CR 903.3a') }],
  },
  {
    ...one('Nissa, Who Shakes the World'),
    name: 'Commander: a legendary planeswalker',
    findings: [{ card: 'Nissa, Who Shakes the World', message: cannot('Nissa, Who Shakes the World', 'Legendary Planeswalker — Nissa', 'Commander', NOT_LEGENDARY, 'CR 903.3, CR 903.3a') }],
  },
  {
    ...one('Nissa, Who Shakes the World', 'brawl'),
    name: 'Brawl: a legendary planeswalker',
    findings: [],
  },
  {
    ...one('Sol Ring', 'brawl', { date: '2025-07-24' }),
    name: 'Brawl the day before Vehicles: creatures and planeswalkers only',
    findings: [{ card: 'Sol Ring', message: cannot('Sol Ring', 'Artifact', 'Brawl', 'a commander must be a legendary creature or planeswalker, or say it can be your commander', 'CR 903.3, CR 903.3a', '2025-07-24') }],
  },
  { ...one('Test Shouting Commander'), name: 'a card that says it can be your commander, in any case', findings: [] },
  { ...one('Test Data Commander', 'brawl'), name: "Brawl: the data's word that it can be the commander", findings: [] },
  {
    ...one('Test Data Not Commander'),
    name: "the data's no is not taken: the card is judged by its type",
    findings: [{ card: 'Test Data Not Commander', message: cannot('Test Data Not Commander', 'Artifact', 'Commander', NOT_LEGENDARY, 'CR 903.3, CR 903.3a') }],
  },
  { ...one('Test Outside Creature Words'), name: 'a creature card outside the battlefield, many words before "creature"', findings: [] },
  {
    ...one('Test Noncreature Outside'),
    name: 'a noncreature card outside the battlefield is no creature card',
    findings: [{ card: 'Test Noncreature Outside', message: cannot('Test Noncreature Outside', 'Legendary Enchantment', 'Commander', NOT_LEGENDARY, 'CR 903.3, CR 903.3a') }],
  },
  {
    ...one('Parhelion II', 'commander', { date: '2025-07-24' }),
    name: 'a legendary Vehicle the day before the rule',
    findings: [{ severity: 'error', reference: 'CR 903.3', message: cannot('Parhelion II', 'Legendary Artifact — Vehicle', 'Commander', 'legendary Vehicles may be commanders only from 2025-07-25', 'CR 903.3', '2025-07-24') }],
  },
  { ...one('Parhelion II', 'commander', { date: '2025-07-25' }), name: 'a legendary Vehicle on the day of the rule', findings: [] },
  {
    ...one('The Seriema', 'commander', { date: '2025-07-24' }),
    name: 'a legendary Spacecraft the day before the rule',
    findings: [{ severity: 'error', reference: 'CR 903.3', message: cannot('The Seriema', 'Legendary Artifact — Spacecraft', 'Commander', 'legendary Spacecraft may be commanders only from 2025-07-25', 'CR 903.3', '2025-07-24') }],
  },
  { ...one('The Seriema', 'commander', { date: '2025-07-25' }), name: 'a Spacecraft whose last text line is its box, on the day of the rule', findings: [] },
  { ...one('Test Indented Box Spacecraft'), name: 'a box line with spaces around it', findings: [] },
  ...['The Eternity Elevator', 'Test Half Box Spacecraft', 'Test Words Before Box Spacecraft', 'Test Words After Box Spacecraft'].map(
    (name): Row => ({
      ...one(name),
      name: `a Spacecraft without a box: ${name}`,
      findings: [{ severity: 'warning', line: 2, card: name, reference: 'CR 903.3', message: `${name} (Legendary Artifact — Spacecraft): ${NO_BOX_WARNING}` }],
    }),
  ),
  // Backgrounds.
  {
    ...one('Candlekeep Sage'),
    name: 'a Background alone',
    findings: [{ severity: 'error', reference: 'CR 702.124k', message: cannot('Candlekeep Sage', 'Legendary Enchantment — Background', 'Commander', 'a Background can be a commander only beside a commander with "Choose a Background"', 'CR 702.124k') }],
  },
  { ...one('Candlekeep Sage', 'commander', { text: commanderDeck(['Candlekeep Sage', 'Wilson, Refined Grizzly']) }), name: 'a Background beside Choose a Background', findings: [] },
  {
    ...one('Candlekeep Sage', 'commander', { text: commanderDeck(['Candlekeep Sage', 'Thrasios, Triton Hero']) }),
    name: 'a Background beside a Partner',
    findings: [{ card: 'Candlekeep Sage', reference: 'CR 702.124k' }],
  },
  { ...one('Test Uncommon Background', 'pauper-commander', { text: commanderDeck(['Test Uncommon Background', 'Wilson, Refined Grizzly']) }), name: 'Pauper Commander: an uncommon Background beside an uncommon chooser', findings: [] },
  {
    ...one('Candlekeep Sage', 'pauper-commander', { text: commanderDeck(['Wilson, Refined Grizzly', 'Candlekeep Sage']) }),
    name: 'Pauper Commander: a Background beside a chooser must still be uncommon',
    findings: [{ card: 'Candlekeep Sage', line: 3, message: cannot('Candlekeep Sage', 'Legendary Enchantment — Background', 'Pauper Commander', PDH_UNCOMMON, PDH_REF) }],
  },
  // Oathbreaker.
  { ...one('Nissa, Who Shakes the World', 'oathbreaker'), name: 'Oathbreaker: a planeswalker', findings: [] },
  {
    ...one(AZUSA, 'oathbreaker', { text: commanderDeck([AZUSA, 'Counterspell'], [], 60, 'Forest') }),
    name: 'Oathbreaker: a creature is no oathbreaker; the spell is not judged',
    findings: [{ card: AZUSA, line: 2, reference: 'Oathbreaker rules', message: cannot(AZUSA, 'Legendary Creature — Human Monk', 'Oathbreaker', 'an oathbreaker must be a planeswalker card', 'Oathbreaker rules') }],
  },
  {
    ...one('Counterspell', 'oathbreaker', { text: commanderDeck(['Counterspell', 'Test Legendary Sorcery'], [], 60, 'Island') }),
    name: 'Oathbreaker: only spells in the zone, no oathbreaker',
    findings: [
      {
        severity: 'error',
        line: 2,
        card: 'Counterspell',
        reference: 'Oathbreaker rules',
        related: [2],
        message:
          'The command zone holds no oathbreaker, only Counterspell (line 2), Test Legendary Sorcery (line 3): an Oathbreaker deck has a planeswalker card as its oathbreaker beside its signature spell (Oathbreaker rules). Add the oathbreaker under the "Commander" header.',
      },
    ],
  },
  // Pauper Commander.
  { ...one('Test Uncommon Creature', 'pauper-commander'), name: 'Pauper Commander: an uncommon creature', findings: [] },
  { ...one('Test Unknown Set Uncommon', 'pauper-commander'), name: 'Pauper Commander: an uncommon of a set the table does not have counts', findings: [] },
  {
    ...one('Test Uncommon Artifact', 'pauper-commander'),
    name: 'Pauper Commander: an uncommon that is no creature',
    findings: [{ reference: 'PDH rules', message: cannot('Test Uncommon Artifact', 'Artifact', 'Pauper Commander', 'a Pauper Commander commander must be a creature (it need not be legendary)', 'PDH rules') }],
  },
  pdhUncommonError('Test Only Arena Uncommon'),
  pdhUncommonError('Test Only Promo Uncommon'),
  pdhUncommonError('Test Only Secret Lair Uncommon'),
  pdhUncommonError('Test Only Promo Set Uncommon'),
  pdhUncommonError('Test Only Foreign Uncommon'),
  { ...one('Zyx Unknown Legend'), name: 'a commander the data does not know is left to card-facts-missing', findings: [] },
  { ...one('Sol Ring', 'casual'), name: 'not outside Commander-family formats', findings: [] },
];

describe('commander-eligible', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
