/**
 * Hand-written card facts for the Commander-family and companion tests: real cards, their Oracle facts as printed
 * (type line, mana cost, colour identity, text, P/T). A small helper builds CardInfos, so these tests do not need an
 * imported card database.
 */
import type { CardIndex} from '../../src/cards/index.js';
import { embeddedIndex, type CardInfo } from '../../src/cards/index.js';
import type { CardDatabaseInfo, Color, PrintingFacts, Rarity } from '../../src/cards/facts.js';

interface Spec {
  cost?: string;
  mv?: number;
  ci?: Color[] | null;
  super?: string[];
  types: string[];
  sub?: string[];
  text?: string;
  pt?: [string, string];
  layout?: string;
  /** Rarities of paper printings (Pauper Commander). */
  rarities?: Rarity[];
}

export function card(name: string, s: Spec): CardInfo {
  const face = {
    name,
    manaCost: s.cost ?? '',
    manaValue: s.mv ?? 0,
    supertypes: s.super ?? [],
    types: s.types,
    subtypes: s.sub ?? [],
    text: s.text ?? '',
    ...(s.pt ? { power: s.pt[0], toughness: s.pt[1] } : {}),
  };
  // Printed in Foundations (in Standard through 2029): the tests are about deck rules, not card pools.
  const printings: PrintingFacts[] | undefined = s.rarities?.map((rarity) => ({ set: 'FDN', rarity, availability: ['paper', 'mtgo', 'arena'] }));
  return {
    name,
    basic: (s.super ?? []).includes('Basic'),
    layout: s.layout ?? 'normal',
    manaCost: s.cost ?? '',
    manaValue: s.mv ?? 0,
    ...(s.ci === null ? {} : { colorIdentity: s.ci ?? [] }),
    subtypes: s.sub ?? [],
    supertypes: s.super ?? [],
    types: s.types,
    faces: [face],
    ...(printings ? { printings } : {}),
  };
}

const L = ['Legendary'];
const PARTNER = 'Partner (You can have two commanders if both have partner.)';
const COMPANION = (c: string) =>
  `Companion — ${c} (If this card is your chosen companion, you may put it into your hand from outside the game for {3} any time you could cast a sorcery.)`;

function basic(name: string, type: string, ci: Color[]): CardInfo {
  return card(name, { super: ['Basic'], types: ['Land'], sub: type ? [type] : [], ci, text: '', rarities: ['common'] });
}

export const CARDS: CardInfo[] = [
  basic('Forest', 'Forest', ['G']),
  basic('Island', 'Island', ['U']),
  basic('Plains', 'Plains', ['W']),
  basic('Swamp', 'Swamp', ['B']),
  basic('Mountain', 'Mountain', ['R']),
  basic('Wastes', '', []),
  card('Azusa, Lost but Seeking', { cost: '{2}{G}', mv: 3, ci: ['G'], super: L, types: ['Creature'], sub: ['Human', 'Monk'], text: 'You may play two additional lands on each of your turns.', pt: ['1', '2'], rarities: ['rare'] }),
  card('Llanowar Elves', { cost: '{G}', mv: 1, ci: ['G'], types: ['Creature'], sub: ['Elf', 'Druid'], text: '{T}: Add {G}.', pt: ['1', '1'], rarities: ['common'] }),
  card('Counterspell', { cost: '{U}{U}', mv: 2, ci: ['U'], types: ['Instant'], text: 'Counter target spell.', rarities: ['common', 'uncommon'] }),
  card('Sol Ring', { cost: '{1}', mv: 1, ci: [], types: ['Artifact'], text: '{T}: Add {C}{C}.', rarities: ['uncommon'] }),
  card('Kitchen Finks', { cost: '{1}{G/W}{G/W}', mv: 3, ci: ['G', 'W'], types: ['Creature'], sub: ['Ouphe'], text: 'When Kitchen Finks enters the battlefield, you gain 2 life.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner\'s control with a -1/-1 counter on it.)', pt: ['3', '2'], rarities: ['uncommon'] }),
  card('Birthing Pod', { cost: '{3}{G/P}', mv: 4, ci: ['G'], types: ['Artifact'], text: '({G/P} can be paid with either {G} or 2 life.)\n{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature\'s mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.', rarities: ['rare'] }),
  card('Bayou', { ci: ['B', 'G'], types: ['Land'], sub: ['Swamp', 'Forest'], text: '({T}: Add {B} or {G}.)', rarities: ['rare'] }),
  card('Fire // Ice', { cost: '{1}{R} // {1}{U}', mv: 4, ci: ['R', 'U'], types: ['Instant'], layout: 'split', text: 'Fire deals 2 damage divided as you choose among one or two targets.', rarities: ['uncommon'] }),
  card('Smuggler\'s Copter', { cost: '{2}', mv: 2, ci: [], types: ['Artifact'], sub: ['Vehicle'], text: 'Flying\nWhenever Smuggler\'s Copter attacks or blocks, you may draw a card. If you do, discard a card.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)', pt: ['3', '3'], rarities: ['rare'] }),
  card('Changeling Outcast', { cost: '{B}', mv: 1, ci: ['B'], types: ['Creature'], sub: ['Shapeshifter'], text: 'Changeling (This card is every creature type.)\nChangeling Outcast can\'t block and can\'t be blocked.', pt: ['1', '1'], rarities: ['common'] }),
  card('Nissa, Who Shakes the World', { cost: '{3}{G}{G}', mv: 5, ci: ['G'], super: L, types: ['Planeswalker'], sub: ['Nissa'], text: 'Whenever you tap a Forest for mana, add an additional {G}.\n[+1]: Put three +1/+1 counters on up to one target noncreature land you control. Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that\'s still a land.\n[−8]: You get an emblem with "Lands you control have indestructible." Search your library for any number of Forest cards, put them onto the battlefield tapped, then shuffle.', rarities: ['rare'] }),
  card('Teferi, Temporal Archmage', { cost: '{4}{U}{U}', mv: 6, ci: ['U'], super: L, types: ['Planeswalker'], sub: ['Teferi'], text: '[+1]: Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.\n[−1]: Untap up to four target permanents.\nTeferi, Temporal Archmage can be your commander.', rarities: ['mythic'] }),
  card('Grist, the Hunger Tide', { cost: '{1}{B}{G}', mv: 3, ci: ['B', 'G'], super: L, types: ['Planeswalker'], sub: ['Grist'], text: 'As long as Grist, the Hunger Tide isn\'t on the battlefield, it\'s a 1/1 Insect creature in addition to its other types.\n[+1]: Create a 1/1 black and green Insect creature token, then mill a card.', rarities: ['mythic'] }),
  card('Parhelion II', { cost: '{6}{W}{W}', mv: 8, ci: ['W'], super: L, types: ['Artifact'], sub: ['Vehicle'], text: 'Flying, first strike, vigilance\nCrew 4 (Tap any number of creatures you control with total power 4 or more: This Vehicle becomes an artifact creature until end of turn.)', pt: ['5', '5'], rarities: ['rare'] }),
  card('The Seriema', { cost: '{1}{W}{W}', mv: 3, ci: ['W'], super: L, types: ['Artifact'], sub: ['Spacecraft'], text: 'When The Seriema enters, search your library for a legendary creature card, reveal it, put it into your hand, then shuffle.\nStation (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It\'s an artifact creature at 7+.)\nSTATION 7+\nFlying\n5/5', rarities: ['rare'] }),
  card('The Eternity Elevator', { cost: '{5}', mv: 5, ci: [], super: L, types: ['Artifact'], sub: ['Spacecraft'], text: '{T}: Add {C}{C}{C}.\nStation (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery.)\nSTATION 20+\n{T}: Add X mana of any one color, where X is the number of charge counters on The Eternity Elevator.', rarities: ['rare'] }),
  // Partner variants.
  card('Thrasios, Triton Hero', { cost: '{G}{U}', mv: 2, ci: ['G', 'U'], super: L, types: ['Creature'], sub: ['Merfolk', 'Wizard'], text: `{4}: Scry 1, then reveal the top card of your library. If it's a land card, put it onto the battlefield tapped. Otherwise, draw a card.\n${PARTNER}`, pt: ['1', '3'], rarities: ['rare'] }),
  card('Tymna the Weaver', { cost: '{1}{W}{B}', mv: 3, ci: ['W', 'B'], super: L, types: ['Creature'], sub: ['Human', 'Cleric'], text: `Lifelink\nAt the beginning of your postcombat main phase, you may pay X life, where X is the number of opponents that were dealt combat damage this turn. If you do, draw X cards.\n${PARTNER}`, pt: ['2', '2'], rarities: ['rare'] }),
  card('Sengir, the Dark Baron', { cost: '{4}{B}{B}', mv: 6, ci: ['B'], super: L, types: ['Creature'], sub: ['Vampire', 'Noble'], text: `Flying\n${PARTNER}`, pt: ['4', '4'], rarities: ['rare'] }),
  card('Pir, Imaginative Rascal', { cost: '{2}{G}', mv: 3, ci: ['G'], super: L, types: ['Creature'], sub: ['Human'], text: 'Partner with Toothy, Imaginary Friend (When this creature enters the battlefield, target player may put Toothy into their hand from their library, then shuffle.)\nIf one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.', pt: ['1', '1'], rarities: ['rare'] }),
  card('Toothy, Imaginary Friend', { cost: '{3}{U}', mv: 4, ci: ['U'], super: L, types: ['Creature'], sub: ['Illusion'], text: 'Partner with Pir, Imaginative Rascal (When this creature enters the battlefield, target player may put Pir into their hand from their library, then shuffle.)\nWhenever you draw a card, put a +1/+1 counter on Toothy, Imaginary Friend.', pt: ['1', '1'], rarities: ['rare'] }),
  card('Bjorna, Nightfall Alchemist', { cost: '{U}{R}', mv: 2, ci: ['U', 'R'], super: L, types: ['Creature'], sub: ['Human'], text: 'Friends forever (You can have two commanders if both have friends forever.)', pt: ['1', '3'], rarities: ['rare'] }),
  card('Elmar, Ulvenwald Informant', { cost: '{1}{R}{G}', mv: 3, ci: ['R', 'G'], super: L, types: ['Creature'], sub: ['Human'], text: 'Friends forever (You can have two commanders if both have friends forever.)', pt: ['3', '3'], rarities: ['rare'] }),
  card('Donatello, the Brains', { cost: '{2}{U}', mv: 3, ci: ['U'], super: L, types: ['Creature'], sub: ['Mutant', 'Ninja', 'Turtle'], text: 'Partner—Character select (You can have two commanders if both have this ability.)', pt: ['2', '3'], rarities: ['rare'] }),
  card('Leonardo, the Balance', { cost: '{2}{W}', mv: 3, ci: ['W'], super: L, types: ['Creature'], sub: ['Mutant', 'Ninja', 'Turtle'], text: 'Partner—Character select (You can have two commanders if both have this ability.)', pt: ['3', '3'], rarities: ['rare'] }),
  card('Wilson, Refined Grizzly', { cost: '{1}{G}', mv: 2, ci: ['G'], super: L, types: ['Creature'], sub: ['Bear', 'Warrior'], text: 'This spell can\'t be countered.\nVigilance, reach, trample, ward {2}\nChoose a Background', pt: ['2', '2'], rarities: ['uncommon'] }),
  card('Candlekeep Sage', { cost: '{2}{U}', mv: 3, ci: ['U'], super: L, types: ['Enchantment'], sub: ['Background'], text: 'Commander creatures you own have "When this creature enters or leaves the battlefield, draw a card."', rarities: ['common'] }),
  card('Amy Pond', { cost: '{2}{R}', mv: 3, ci: ['R'], super: L, types: ['Creature'], sub: ['Human'], text: "Partner with Rory Williams (When this creature enters the battlefield, target player may put Rory into their hand from their library, then shuffle.)\nWhenever Amy Pond deals combat damage to a player, choose a suspended card you own and remove that many time counters from it.\nDoctor's companion (You can have two commanders if the other is the Doctor.)", pt: ['2', '2'], rarities: ['rare'] }),
  card('The Tenth Doctor', { cost: '{3}{U}{R}', mv: 5, ci: ['U', 'R'], super: L, types: ['Creature'], sub: ['Time Lord', 'Doctor'], text: 'Allons-y! — Whenever you attack, exile cards from the top of your library until you exile a nonland card.', pt: ['3', '5'], rarities: ['mythic'] }),
  card('Clara Oswald', { cost: '{6}', mv: 6, ci: [], super: L, types: ['Creature'], sub: ['Human', 'Advisor'], text: "Impossible Girl — If Clara Oswald is your commander, choose a color before the game begins. Clara Oswald is the chosen color.\nDoctor's companion (You can have two commanders if the other is the Doctor.)", pt: ['2', '6'], rarities: ['rare'] }),
  card('The Prismatic Piper', { cost: '{5}', mv: 5, ci: [], super: L, types: ['Creature'], sub: ['Shapeshifter'], text: `If The Prismatic Piper is your commander, choose a color before the game begins. The Prismatic Piper is the chosen color.\n${PARTNER}`, pt: ['3', '3'], rarities: ['common'] }),
  card('Tetsuko Umezawa, Fugitive', { cost: '{1}{U}', mv: 2, ci: ['U'], super: L, types: ['Creature'], sub: ['Human', 'Rogue'], text: "Creatures you control with power or toughness 1 or less can't be blocked.", pt: ['1', '3'], rarities: ['uncommon'] }),
  card('Rhystic Study', { cost: '{2}{U}', mv: 3, ci: ['U'], types: ['Enchantment'], text: 'Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.', rarities: ['common', 'rare'] }),
  // An ante card with an uncommon printing (Renaissance): a creature that could otherwise be a PDH commander.
  card('Tempest Efreet', { cost: '{1}{R}{R}{R}', mv: 4, ci: ['R'], types: ['Creature'], sub: ['Efreet'], text: "Remove Tempest Efreet from your deck before playing if you're not playing for ante.\n{T}, Sacrifice Tempest Efreet: Target opponent may pay 10 life. If that player doesn't, they reveal a card at random from their hand. Exchange ownership of the revealed card and Tempest Efreet. Put the revealed card into your hand and Tempest Efreet from anywhere into that player's graveyard. This change in ownership is permanent.", pt: ['3', '3'], rarities: ['rare', 'uncommon'] }),
  // Battlebond's partner planeswalkers (Oathbreaker partners: issue 31 item 19).
  card('Will Kenrith', { cost: '{4}{U}{U}', mv: 6, ci: ['U'], super: L, types: ['Planeswalker'], sub: ['Will'], text: "+2: Until your next turn, up to two target creatures each have base power and toughness 0/3 and lose all abilities.\n−2: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.\n−8: Target player gets an emblem with \"Whenever you cast an instant or sorcery spell, copy it. You may choose new targets for the copy.\"\nPartner with Rowan Kenrith\nWill Kenrith can be your commander.", rarities: ['mythic'] }),
  card('Rowan Kenrith', { cost: '{4}{R}{R}', mv: 6, ci: ['R'], super: L, types: ['Planeswalker'], sub: ['Rowan'], text: "+2: During target player's next turn, each creature that player controls attacks if able.\n−2: Rowan Kenrith deals 3 damage to each tapped creature target player controls.\n−8: Target player gets an emblem with \"Whenever you activate an ability that isn't a mana ability, copy it. You may choose new targets for the copy.\"\nPartner with Will Kenrith\nRowan Kenrith can be your commander.", rarities: ['mythic'] }),
  card('Lightning Bolt', { cost: '{R}', mv: 1, ci: ['R'], types: ['Instant'], text: 'Lightning Bolt deals 3 damage to any target.', rarities: ['common', 'uncommon'] }),
  card('Edgar Markov', { cost: '{3}{R}{W}{B}', mv: 6, ci: ['R', 'W', 'B'], super: L, types: ['Creature'], sub: ['Vampire', 'Knight'], text: 'Eminence — Whenever you cast another Vampire spell, if Edgar Markov is in the command zone or on the battlefield, create a 1/1 black Vampire creature token.\nFirst strike, haste', pt: ['4', '4'], rarities: ['mythic'] }),
  // The ten companions.
  card('Gyruda, Doom of Depths', { cost: '{4}{U/B}{U/B}', mv: 6, ci: ['U', 'B'], super: L, types: ['Creature'], sub: ['Demon', 'Kraken'], text: COMPANION('Your starting deck contains only cards with even mana values.'), pt: ['6', '6'], rarities: ['rare'] }),
  card('Jegantha, the Wellspring', { cost: '{4}{R/G}', mv: 5, ci: ['W', 'U', 'B', 'R', 'G'], super: L, types: ['Creature'], sub: ['Elemental', 'Elk'], text: `${COMPANION('No card in your starting deck has more than one of the same mana symbol in its mana cost.')}\n{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.`, pt: ['5', '5'], rarities: ['rare'] }),
  card('Kaheera, the Orphanguard', { cost: '{1}{G/W}{G/W}', mv: 3, ci: ['G', 'W'], super: L, types: ['Creature'], sub: ['Cat', 'Beast'], text: COMPANION('Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.'), pt: ['3', '2'], rarities: ['rare'] }),
  card('Keruga, the Macrosage', { cost: '{3}{G/U}{G/U}', mv: 5, ci: ['G', 'U'], super: L, types: ['Creature'], sub: ['Dinosaur', 'Hippo'], text: COMPANION('Your starting deck contains only cards with mana value 3 or greater and land cards.'), pt: ['5', '4'], rarities: ['rare'] }),
  card('Lurrus of the Dream-Den', { cost: '{1}{W/B}{W/B}', mv: 3, ci: ['W', 'B'], super: L, types: ['Creature'], sub: ['Cat', 'Nightmare'], text: `${COMPANION('Each permanent card in your starting deck has mana value 2 or less.')}\nLifelink`, pt: ['3', '2'], rarities: ['rare'] }),
  card('Lutri, the Spellchaser', { cost: '{1}{U/R}{U/R}', mv: 3, ci: ['U', 'R'], super: L, types: ['Creature'], sub: ['Elemental', 'Otter'], text: `${COMPANION('Each nonland card in your starting deck has a different name.')}\nFlash`, pt: ['3', '2'], rarities: ['rare'] }),
  card('Obosh, the Preypiercer', { cost: '{3}{B/R}{B/R}', mv: 5, ci: ['B', 'R'], super: L, types: ['Creature'], sub: ['Hellion', 'Horror'], text: COMPANION('Your starting deck contains only cards with odd mana values and land cards.'), pt: ['3', '5'], rarities: ['rare'] }),
  card('Umori, the Collector', { cost: '{2}{B/G}{B/G}', mv: 4, ci: ['B', 'G'], super: L, types: ['Creature'], sub: ['Ooze'], text: COMPANION('Each nonland card in your starting deck shares a card type.'), pt: ['4', '5'], rarities: ['rare'] }),
  card('Yorion, Sky Nomad', { cost: '{3}{W/U}{W/U}', mv: 5, ci: ['W', 'U'], super: L, types: ['Creature'], sub: ['Bird', 'Serpent'], text: `${COMPANION('Your starting deck contains at least twenty cards more than the minimum deck size.')}\nFlying`, pt: ['4', '5'], rarities: ['rare'] }),
  card('Zirda, the Dawnwaker', { cost: '{1}{R/W}{R/W}', mv: 3, ci: ['R', 'W'], super: L, types: ['Creature'], sub: ['Elemental', 'Fox'], text: `${COMPANION('Each permanent card in your starting deck has an activated ability.')}\n{1}, {T}: Target creature can't block this turn.`, pt: ['3', '3'], rarities: ['rare'] }),
];

export const TEST_DATABASE: CardDatabaseInfo = {
  source: 'hand-written test facts',
  date: '2026-11-01',
  cards: CARDS.length,
  holds: { characteristics: true, printings: true },
};

/** The embedded index plus these cards (and whatever extra names the format's lists bring). */
export function indexWithFacts(base: CardIndex = embeddedIndex()): CardIndex {
  for (const c of CARDS) base.add(c);
  return base;
}
