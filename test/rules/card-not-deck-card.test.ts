/**
 * card-not-deck-card, table-driven: schemes, planes, phenomena and Vanguard cards (nontraditional cards, CR 100.2,
 * CR 108.2a) are never in a main deck or sideboard, in every format, with a card database (their card types) and
 * without one (the embedded lists); the message names the card's type, where it belongs and the source of the verdict.
 * Real card names throughout; the card facts of the database rows are written here (types as MTGJSON gives them).
 */
import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../../src/cards/index.js';
import { nontraditionalType } from '../../src/cards/nontraditional.js';
import { nameKey } from '../../src/cards/normalize.js';
import { FORMAT_IDS } from '../../src/formats/formats.js';
import { PHENOMENA, PLANES } from '../../src/data/planes.js';
import { SCHEMES } from '../../src/data/schemes.js';
import { VANGUARDS } from '../../src/data/vanguard.js';
import { card } from '../commander/cards.js';
import { check, expectRow, type Row } from './rules-a-harness.js';

const REFERENCE = 'CR 100.2, CR 108.2a';
const DB = 'the card type in the card database (hand-written test facts of 2026-11-01)';

const typed = (name: string, types: string[], supertypes: string[] = []): CardInfo => ({ ...card(name, { types, text: '' }), supertypes });
/** Real nontraditional cards with their MTGJSON card types. */
const CARDS: CardInfo[] = [
  typed('Llanowar', ['Plane']),
  typed('Chaotic Aether', ['Phenomenon']),
  typed('Choose Your Champion', ['Scheme']),
  typed('I Am Duskmourn', ['Scheme'], ['Ongoing']),
  typed('Karn', ['Vanguard']),
  typed("Ral's Vanguard", ['Vanguard']),
  typed('Backup Plan', ['Conspiracy']),
];

const deck = (...lines: string[]): string => `${lines.join('\n')}\n`;
const base = { cards: CARDS, rule: 'card-not-deck-card' } as const;
const msg = (name: string, is: string, belongs: string, source: string, todo: string): string =>
  `${name} is ${is}: a nontraditional card, never part of a main deck or sideboard in any format (${REFERENCE}); ` +
  `it belongs ${belongs}. Source: ${source}. ${todo}.`;
const PLANE = ['a plane card (CR 311.1)', 'in a Planechase planar deck (CR 901.3)'] as const;
const PHENOMENON = ['a phenomenon card (CR 312.1)', 'in a Planechase planar deck (CR 901.3)'] as const;
const SCHEME = ['a scheme card (CR 314.1)', 'in an Archenemy scheme deck (CR 904.3)'] as const;
const VANGUARD = ['a Vanguard card (CR 313.1)', "beside the deck, as a player's vanguard in the Vanguard variant (CR 902)"] as const;

/** Each kind, with and without the database: the whole message. */
const KIND_ROWS: Row[] = (
  [
    ['Llanowar', PLANE, 'planes'],
    ['Chaotic Aether', PHENOMENON, 'phenomena'],
    ['Choose Your Champion', SCHEME, 'schemes'],
    ['I Am Duskmourn', SCHEME, 'schemes'],
    ['Karn', VANGUARD, 'Vanguard cards'],
    ["Ral's Vanguard", VANGUARD, 'Vanguard cards'],
  ] as const
).flatMap(([name, [is, belongs], list]) =>
  ([true, false] as const).map(
    (withDb): Row => ({
      ...base,
      name: `${name} in a Legacy deck, ${withDb ? 'with the database' : 'without a database'}`,
      format: 'legacy',
      ...(withDb ? {} : { db: null, cards: [] }),
      text: deck('Deck', `4 ${name}`, '56 Mountain'),
      findings: [
        {
          severity: 'error',
          line: 2,
          column: 1,
          card: name,
          count: 4,
          limit: 0,
          reference: REFERENCE,
          related: [2],
          message: msg(name, is, belongs, withDb ? DB : `deckcheck's embedded list of ${list}`, 'Remove all 4 from the main deck and sideboard'),
        },
      ],
    }),
  ),
);

/** Every format, with and without the database: a plane is never a deck card. */
const FORMAT_ROWS: Row[] = FORMAT_IDS.flatMap((format) =>
  ([true, false] as const).map(
    (withDb): Row => ({
      ...base,
      name: `${format}, ${withDb ? 'with' : 'without'} the database: 1 Llanowar in the sideboard`,
      format,
      ...(withDb ? {} : { db: null, cards: [] }),
      text: deck('Deck', '60 Mountain', '', 'Sideboard', '1 Llanowar'),
      findings: [{ severity: 'error', line: 5, card: 'Llanowar', count: 1, message: msg('Llanowar', ...PLANE, withDb ? DB : "deckcheck's embedded list of planes", 'Remove it from the main deck and sideboard') }],
    }),
  ),
);

const rows: Row[] = [
  ...KIND_ROWS,
  ...FORMAT_ROWS,
  {
    ...base,
    name: 'copies in the main deck and the sideboard: one finding, every line, the count of both',
    format: 'modern',
    db: null,
    cards: [],
    text: deck('Deck', '2 Chaotic Aether', '58 Mountain', '', 'Sideboard', '1 Chaotic Aether'),
    findings: [{ line: 2, count: 3, related: [2, 6] }],
  },
  {
    ...base,
    name: 'the name as written in another spelling: case, curly apostrophe',
    format: 'vintage',
    db: null,
    cards: [],
    text: deck('Deck', '1 llanowar', '1 Ral’s Vanguard', '58 Mountain'),
    findings: [{ line: 2, card: 'llanowar' }, { line: 3, card: 'Ral’s Vanguard' }],
  },
  {
    ...base,
    name: 'two kinds in one deck: one finding each, in deck order',
    format: 'pauper',
    text: deck('Deck', '1 Karn', '1 Choose Your Champion', '58 Mountain'),
    findings: [{ card: 'Karn', line: 2 }, { card: 'Choose Your Champion', line: 3 }],
  },
  { ...base, name: 'a card only in the maybeboard is not in the deck', format: 'legacy', db: null, cards: [], text: deck('Deck', '60 Mountain', '', 'Maybeboard', '1 Llanowar'), findings: [] },
  { ...base, name: 'a deck card whose name starts like a Vanguard card', format: 'legacy', text: deck('Deck', '1 Karn, Silver Golem', '59 Mountain'), findings: [] },
  { ...base, name: 'a conspiracy is the banned lists\' business (card-banned), not this rule\'s', format: 'legacy', text: deck('Deck', '1 Backup Plan', '59 Mountain'), findings: [] },
  { ...base, name: 'a conspiracy without a database too', format: 'vintage', db: null, cards: [], text: deck('Deck', '1 Backup Plan', '59 Mountain'), findings: [] },
  { ...base, name: 'a deck of deck cards', format: 'legacy', text: deck('Deck', '60 Mountain'), findings: [] },
  {
    ...base,
    name: 'Planechase: a plane in the deck is to be moved under "Planes"',
    format: 'casual',
    variant: 'planechase',
    db: null,
    cards: [],
    text: deck('Deck', '2 Llanowar', '60 Mountain'),
    findings: [{ card: 'Llanowar', message: msg('Llanowar', ...PLANE, "deckcheck's embedded list of planes", 'Move the 2 copies under "Planes" (or into the --planes file)') }],
  },
  {
    ...base,
    name: 'Planechase: a scheme in the deck is still removed',
    format: 'casual',
    variant: 'planechase',
    db: null,
    cards: [],
    text: deck('Deck', '1 Choose Your Champion', '60 Mountain'),
    findings: [{ card: 'Choose Your Champion', message: msg('Choose Your Champion', ...SCHEME, "deckcheck's embedded list of schemes", 'Remove it from the main deck and sideboard') }],
  },
  {
    ...base,
    name: 'Archenemy: a scheme in the deck is scheme-in-main-deck\'s; a plane is still this rule\'s',
    format: 'casual',
    variant: 'archenemy',
    db: null,
    cards: [],
    text: deck('Deck', '1 Choose Your Champion', '1 Llanowar', '60 Mountain'),
    findings: [{ card: 'Llanowar', line: 3 }],
  },
];

describe('card-not-deck-card', () => {
  it.each(rows)('$name', (row) => {
    expectRow(row);
  });

  it('under Archenemy the scheme gets exactly one finding, from scheme-in-main-deck', () => {
    const all = check({ format: 'casual', variant: 'archenemy', db: null, text: deck('Deck', '1 Choose Your Champion', '60 Mountain') });
    expect(all.filter((f) => f.card === 'Choose Your Champion').map((f) => f.rule)).toEqual(['scheme-in-main-deck']);
  });

  it('with a database, card-not-legal leaves a plane to this rule (one finding per card)', () => {
    const all = check({ format: 'legacy', cards: [{ ...typed('Llanowar', ['Plane']), legalities: { legacy: 'not_legal' } }], text: deck('Deck', '1 Llanowar', '59 Mountain') });
    expect(all.filter((f) => f.card === 'Llanowar').map((f) => f.rule)).toEqual(['card-not-deck-card']);
  });
});

describe('nontraditionalType', () => {
  it.each([
    ...SCHEMES.map((s) => [s.name, 'Scheme'] as const),
    ...PLANES.map((n) => [n, 'Plane'] as const),
    ...PHENOMENA.map((n) => [n, 'Phenomenon'] as const),
    ...VANGUARDS.map((n) => [n, 'Vanguard'] as const),
  ])('without types, the embedded lists: %s is a %s', (name, type) => {
    expect(nontraditionalType(undefined, nameKey(name))).toEqual({ type, source: 'embedded' });
  });

  it.each([
    [['Plane'], 'Llanowar', { type: 'Plane', source: 'types' }],
    [['Enchantment', 'Plane'], 'Test', { type: 'Plane', source: 'types' }],
    [['Vanguard'], 'Sliver Queen, Brood Mother', { type: 'Vanguard', source: 'types' }],
    // Known types win over the embedded lists: a card the data knows as a creature is a deck card.
    [['Creature'], 'Karn', undefined],
    [['Conspiracy'], 'Backup Plan', undefined],
    [[], 'Llanowar', undefined],
  ] as const)('types %j of %s: %j', (types, name, want) => {
    expect(nontraditionalType(types, nameKey(name))).toEqual(want);
  });

  it.each(['Lightning Bolt', 'Backup Plan', 'Karn, Silver Golem', 'Sliver Queen', ''])('%j is in no embedded list', (name) => {
    expect(nontraditionalType(undefined, nameKey(name))).toBeUndefined();
  });
});
