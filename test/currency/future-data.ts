/**
 * Card data of a day after deckcheck's knowledge date, for the tests of "How deckcheck stays current": MTGJSON
 * AllPrintings and Scryfall default-cards files built from a small table of real cards and sets, with the
 * legalities a later card data would carry. Written here (not copied from shared/data): the facts are real (names,
 * sets, release dates); the legalities are what a later day might bring:
 * - a new set after the knowledge date (Reality Fracture, FRA, 2026-10-02) whose card is in Standard, Pioneer, Modern;
 * - a set whose cards all come after some check days (Star Trek, TRK, 2026-11-13);
 * - a rotation: Wilds of Eldraine (WOE, 2023) out of Standard;
 * - new bans (Lightning Bolt in Modern, Galvanic Blast in Pauper, Sol Ring in Commander), a new restriction (Ponder
 *   in Vintage; Galvanic Blast in Pauper Commander, under the data's own key `paupercommander`) and unbans (Ponder in Modern, Upheaval in Commander);
 * - an unrestriction (Brainstorm in Vintage), and a ban lifted to a restriction (Chaos Orb in Vintage);
 * - Duel Commander's ban as commander (the data's `duel` Restricted): new for Krenko, Mob Boss, lifted for Edgar Markov;
 *   and a card banned only as commander there banned outright (Lumra, Bellow of the Woods).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

interface FutureSet {
  readonly code: string;
  readonly name: string;
  readonly releaseDate: string;
  readonly type: string;
}

export const FUTURE_SETS: readonly FutureSet[] = [
  { code: 'LEA', name: 'Limited Edition Alpha', releaseDate: '1993-08-05', type: 'core' },
  { code: 'LRW', name: 'Lorwyn', releaseDate: '2007-10-12', type: 'expansion' },
  { code: 'M10', name: 'Magic 2010', releaseDate: '2009-07-17', type: 'core' },
  { code: 'SOM', name: 'Scars of Mirrodin', releaseDate: '2010-10-01', type: 'expansion' },
  { code: 'INV', name: 'Invasion', releaseDate: '2000-10-02', type: 'expansion' },
  { code: 'ICE', name: 'Ice Age', releaseDate: '1995-06-03', type: 'expansion' },
  { code: 'M13', name: 'Magic 2013', releaseDate: '2012-07-13', type: 'core' },
  { code: 'C17', name: 'Commander 2017', releaseDate: '2017-08-25', type: 'commander' },
  { code: 'BLB', name: 'Bloomburrow', releaseDate: '2024-08-02', type: 'expansion' },
  { code: 'WOE', name: 'Wilds of Eldraine', releaseDate: '2023-09-08', type: 'expansion' },
  { code: 'FRA', name: 'Reality Fracture', releaseDate: '2026-10-02', type: 'expansion' },
  { code: 'TRK', name: 'Star Trek', releaseDate: '2026-11-13', type: 'expansion' },
];

/** Per format: 'l' legal, 'b' banned, 'r' restricted; a format not named is not legal (MTGJSON omits it). */
type Legal = Readonly<Record<string, 'l' | 'b' | 'r'>>;

interface FutureCard {
  readonly name: string;
  readonly types: readonly string[];
  readonly supertypes?: readonly string[];
  readonly type: string;
  readonly manaCost: string;
  readonly manaValue: number;
  readonly colors: readonly string[];
  readonly text?: string;
  readonly printings: readonly { readonly set: string; readonly rarity: string; readonly number: string }[];
  readonly legal: Legal;
}

const ETERNAL: Legal = { legacy: 'l', vintage: 'l', commander: 'l' };

export const FUTURE_CARDS: readonly FutureCard[] = [
  {
    name: 'Mountain',
    types: ['Land'],
    supertypes: ['Basic'],
    type: 'Basic Land — Mountain',
    manaCost: '',
    manaValue: 0,
    colors: [],
    text: '({T}: Add {R}.)',
    printings: [
      { set: 'LEA', rarity: 'common', number: '290' },
      { set: 'WOE', rarity: 'common', number: '268' },
      { set: 'FRA', rarity: 'common', number: '280' },
    ],
    legal: { ...ETERNAL, standard: 'l', pioneer: 'l', modern: 'l', pauper: 'l', paupercommander: 'l' },
  },
  {
    name: 'Lightning Bolt',
    types: ['Instant'],
    type: 'Instant',
    manaCost: '{R}',
    manaValue: 1,
    colors: ['R'],
    text: 'Lightning Bolt deals 3 damage to any target.',
    printings: [
      { set: 'LEA', rarity: 'common', number: '161' },
      { set: 'M10', rarity: 'common', number: '146' },
    ],
    legal: { ...ETERNAL, modern: 'b', pauper: 'l' },
  },
  {
    name: 'Ponder',
    types: ['Sorcery'],
    type: 'Sorcery',
    manaCost: '{U}',
    manaValue: 1,
    colors: ['U'],
    text: 'Look at the top three cards of your library, then put them back in any order. You may shuffle.\nDraw a card.',
    printings: [
      { set: 'LRW', rarity: 'common', number: '79' },
      { set: 'M10', rarity: 'common', number: '66' },
    ],
    legal: { ...ETERNAL, vintage: 'r', modern: 'l', pauper: 'l' },
  },
  {
    // Banned in Vintage by deckcheck's list; the data gives it as restricted (a ban lifted to a restriction).
    name: 'Chaos Orb',
    types: ['Artifact'],
    type: 'Artifact',
    manaCost: '{2}',
    manaValue: 2,
    colors: [],
    text: '{1}, {T}: If Chaos Orb is on the battlefield, flip Chaos Orb onto the battlefield from a height of at least one foot. Destroy each nontoken permanent touched by Chaos Orb. Then destroy Chaos Orb.',
    printings: [{ set: 'LEA', rarity: 'rare', number: '237' }],
    legal: { legacy: 'b', vintage: 'r', commander: 'b' },
  },
  {
    name: 'Galvanic Blast',
    types: ['Instant'],
    type: 'Instant',
    manaCost: '{R}',
    manaValue: 1,
    colors: ['R'],
    text: 'Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.',
    printings: [{ set: 'SOM', rarity: 'common', number: '91' }],
    legal: { ...ETERNAL, modern: 'l', pauper: 'b', paupercommander: 'b' },
  },
  {
    name: 'Sol Ring',
    types: ['Artifact'],
    type: 'Artifact',
    manaCost: '{1}',
    manaValue: 1,
    colors: [],
    text: '{T}: Add {C}{C}.',
    printings: [{ set: 'LEA', rarity: 'uncommon', number: '268' }],
    // `duel` Restricted: banned as commander only (MTGJSON's meaning for Duel Commander), no longer in the 99.
    legal: { legacy: 'b', vintage: 'r', commander: 'b', duel: 'r' },
  },
  {
    name: 'Upheaval',
    types: ['Sorcery'],
    type: 'Sorcery',
    manaCost: '{4}{U}{U}',
    manaValue: 6,
    colors: ['U'],
    text: "Return all permanents to their owners' hands.",
    printings: [{ set: 'INV', rarity: 'rare', number: '83' }],
    legal: { ...ETERNAL },
  },
  {
    name: 'Brainstorm',
    types: ['Instant'],
    type: 'Instant',
    manaCost: '{U}',
    manaValue: 1,
    colors: ['U'],
    text: 'Draw three cards, then put two cards from your hand on top of your library in any order.',
    printings: [{ set: 'ICE', rarity: 'common', number: '61' }],
    legal: { ...ETERNAL, pauper: 'l' },
  },
  {
    name: 'Krenko, Mob Boss',
    types: ['Creature'],
    supertypes: ['Legendary'],
    type: 'Legendary Creature — Goblin Warrior',
    manaCost: '{2}{R}{R}',
    manaValue: 4,
    colors: ['R'],
    text: '{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.',
    printings: [{ set: 'M13', rarity: 'rare', number: '139' }],
    legal: { ...ETERNAL, modern: 'l', duel: 'r' },
  },
  {
    name: 'Edgar Markov',
    types: ['Creature'],
    supertypes: ['Legendary'],
    type: 'Legendary Creature — Vampire Knight',
    manaCost: '{3}{R}{W}{B}',
    manaValue: 6,
    colors: ['B', 'R', 'W'],
    text:
      'Eminence — Whenever you cast another Vampire spell, if Edgar Markov is in the command zone or on the ' +
      'battlefield, create a 1/1 black Vampire creature token.\nFirst strike, haste\nWhenever Edgar Markov attacks, put ' +
      'a +1/+1 counter on each Vampire you control.',
    printings: [{ set: 'C17', rarity: 'mythic', number: '36' }],
    legal: { ...ETERNAL, duel: 'l' },
  },
  {
    name: 'Lumra, Bellow of the Woods',
    types: ['Creature'],
    supertypes: ['Legendary'],
    type: 'Legendary Creature — Elemental Bear',
    manaCost: '{4}{G}{G}',
    manaValue: 6,
    colors: ['G'],
    text:
      "Vigilance, reach, trample\nLumra, Bellow of the Woods's power and toughness are each equal to the number of " +
      'lands you control.\nWhen Lumra enters, mill four cards. Then return all land cards from your graveyard to the ' +
      'battlefield tapped.',
    printings: [{ set: 'BLB', rarity: 'mythic', number: '183' }],
    legal: { ...ETERNAL, modern: 'l', duel: 'b' },
  },
  {
    name: 'Beseech the Mirror',
    types: ['Sorcery'],
    type: 'Sorcery',
    manaCost: '{1}{B}{B}{B}',
    manaValue: 4,
    colors: ['B'],
    text:
      'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nSearch your library for a ' +
      'card, exile it face down, then shuffle. If this spell was bargained, you may cast the exiled card without paying ' +
      "its mana cost if that spell's mana value is 4 or less. Put the exiled card into your hand if it wasn't cast this way.",
    printings: [{ set: 'WOE', rarity: 'mythic', number: '82' }],
    legal: { ...ETERNAL, pioneer: 'l', modern: 'l' },
  },
  {
    name: 'Craterclaw Colossus',
    types: ['Artifact', 'Creature'],
    type: 'Artifact Creature — Golem',
    manaCost: '{6}',
    manaValue: 6,
    colors: [],
    printings: [{ set: 'FRA', rarity: 'mythic', number: '240' }],
    legal: { ...ETERNAL, standard: 'l', pioneer: 'l', modern: 'l' },
  },
  {
    name: 'Federation Field Medic',
    types: ['Creature'],
    type: 'Creature — Human Cleric',
    manaCost: '{1}{W}',
    manaValue: 2,
    colors: ['W'],
    printings: [{ set: 'TRK', rarity: 'common', number: '12' }],
    legal: { ...ETERNAL, standard: 'l', pioneer: 'l', modern: 'l', pauper: 'l' },
  },
];

const WORD: Readonly<Record<string, string>> = { l: 'Legal', b: 'Banned', r: 'Restricted' };

/** A stable fake identifier from a text (the tests need one per printing, not a real one). */
function fakeId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  const hex = h.toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${hex}${hex.slice(0, 4)}`;
}

/** MTGJSON AllPrintings dated `date`: every set of FUTURE_SETS with its printings of FUTURE_CARDS. */
export function futureAllPrintings(date: string): unknown {
  const data: Record<string, unknown> = {};
  for (const set of FUTURE_SETS) {
    const cards = FUTURE_CARDS.flatMap((c) =>
      c.printings
        .filter((p) => p.set === set.code)
        .map((p) => ({
          name: c.name,
          layout: 'normal',
          type: c.type,
          types: c.types,
          supertypes: c.supertypes ?? [],
          subtypes: [],
          manaCost: c.manaCost,
          manaValue: c.manaValue,
          convertedManaCost: c.manaValue,
          colors: c.colors,
          colorIdentity: c.colors,
          ...(c.text !== undefined ? { text: c.text } : {}),
          rarity: p.rarity,
          number: p.number,
          setCode: set.code,
          uuid: fakeId(`${set.code}|${p.number}|${c.name}`),
          availability: ['mtgo', 'paper'],
          legalities: Object.fromEntries(Object.entries(c.legal).map(([f, v]) => [f, WORD[v]])),
          printings: c.printings.map((q) => q.set),
          foreignData: [],
          identifiers: { scryfallOracleId: fakeId(c.name) },
        })),
    );
    data[set.code] = { code: set.code, name: set.name, releaseDate: set.releaseDate, type: set.type, isOnlineOnly: false, cards, tokens: [] };
  }
  return { meta: { date, version: `5.2.2+${date.replaceAll('-', '')}` }, data };
}

/** Scryfall's format keys, every one of them given for every card (Scryfall writes not_legal out). */
const SCRYFALL_FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'paupercommander'] as const;
const SCRYFALL_WORD: Readonly<Record<string, string>> = { l: 'legal', b: 'banned', r: 'restricted' };

/** Scryfall default-cards of the same cards: one object per printing. */
export function futureScryfall(): unknown[] {
  const sets = new Map(FUTURE_SETS.map((s) => [s.code, s]));
  return FUTURE_CARDS.flatMap((c) =>
    c.printings.map((p) => {
      const set = sets.get(p.set);
      return {
        object: 'card',
        id: fakeId(`${p.set}|${p.number}|${c.name}`),
        oracle_id: fakeId(c.name),
        lang: 'en',
        name: c.name,
        layout: 'normal',
        released_at: set?.releaseDate ?? '1993-08-05',
        mana_cost: c.manaCost,
        cmc: c.manaValue,
        type_line: c.type,
        ...(c.text !== undefined ? { oracle_text: c.text } : {}),
        colors: c.colors,
        color_identity: c.colors,
        legalities: Object.fromEntries(SCRYFALL_FORMATS.map((f) => [f, SCRYFALL_WORD[c.legal[f] ?? ''] ?? 'not_legal'])),
        games: ['paper', 'mtgo'],
        set: p.set.toLowerCase(),
        set_name: set?.name ?? p.set,
        set_type: set?.type ?? 'expansion',
        collector_number: p.number,
        rarity: p.rarity,
        digital: false,
      };
    }),
  );
}

/** Write both files into `dir`; returns their paths. The Scryfall file's name carries its date, as Scryfall's do. */
export function writeFutureData(dir: string, date: string): { mtgjson: string; scryfall: string } {
  const mtgjson = path.join(dir, 'AllPrintings.json');
  writeFileSync(mtgjson, JSON.stringify(futureAllPrintings(date)));
  const scryfall = path.join(dir, `default-cards-${date.replaceAll('-', '')}000000.json`);
  writeFileSync(scryfall, JSON.stringify(futureScryfall()));
  return { mtgjson, scryfall };
}
