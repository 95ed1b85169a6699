/**
 * The ten companions (CR 702.139) and their deck-building conditions, as their Oracle text reads (MTGJSON 5.2.0,
 * AllPrintings; Ikoria: Lair of Behemoths, 2020-04-24, and its Commander decks). The checks themselves are in rules/companion-condition, one per `condition`.
 */
export type CompanionCondition =
  | 'even'
  | 'no-repeated-symbol'
  | 'creature-types'
  | 'mv-3-or-land'
  | 'permanents-mv-2'
  | 'nonland-singleton'
  | 'odd-or-land'
  | 'shared-type'
  | 'twenty-over-minimum'
  | 'permanents-activated';

export interface CompanionFact {
  readonly name: string;
  readonly condition: CompanionCondition;
  /** The condition as printed (Oracle). */
  readonly text: string;
}

export const COMPANIONS: readonly CompanionFact[] = [
  { name: 'Gyruda, Doom of Depths', condition: 'even', text: 'Your starting deck contains only cards with even mana values.' },
  {
    name: 'Jegantha, the Wellspring',
    condition: 'no-repeated-symbol',
    text: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
  },
  {
    name: 'Kaheera, the Orphanguard',
    condition: 'creature-types',
    text: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
  },
  {
    name: 'Keruga, the Macrosage',
    condition: 'mv-3-or-land',
    text: 'Your starting deck contains only cards with mana value 3 or greater and land cards.',
  },
  {
    name: 'Lurrus of the Dream-Den',
    condition: 'permanents-mv-2',
    text: 'Each permanent card in your starting deck has mana value 2 or less.',
  },
  {
    name: 'Lutri, the Spellchaser',
    condition: 'nonland-singleton',
    text: 'Each nonland card in your starting deck has a different name.',
  },
  {
    name: 'Obosh, the Preypiercer',
    condition: 'odd-or-land',
    text: 'Your starting deck contains only cards with odd mana values and land cards.',
  },
  { name: 'Umori, the Collector', condition: 'shared-type', text: 'Each nonland card in your starting deck shares a card type.' },
  {
    name: 'Yorion, Sky Nomad',
    condition: 'twenty-over-minimum',
    text: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
  },
  {
    name: 'Zirda, the Dawnwaker',
    condition: 'permanents-activated',
    text: 'Each permanent card in your starting deck has an activated ability.',
  },
];

const BY_NAME: ReadonlyMap<string, CompanionFact> = new Map(COMPANIONS.map((c) => [c.name.toLowerCase(), c]));

/** The shortest companion name, and the first letters of them all (lower case): most names are turned down by these. */
const SHORTEST = Math.min(...COMPANIONS.map((c) => c.name.length));
const FIRST_LETTERS: ReadonlySet<number> = new Set(COMPANIONS.map((c) => c.name.toLowerCase().charCodeAt(0)));

/** The companion of that English name (any letter case, spaces around it ignored), if it is one. */
export function companionFact(name: string): CompanionFact | undefined {
  // Asked for every card of every deck: a name too short, or one that starts with another letter, is no companion
  // (spaces only make a name longer; a name that starts with a space or a non-ASCII character takes the full path).
  if (name.length < SHORTEST) return undefined;
  const first = name.charCodeAt(0);
  if (first > 32 && first < 128 && !FIRST_LETTERS.has(first | 0x20)) return undefined;
  return BY_NAME.get(name.trim().toLowerCase());
}
