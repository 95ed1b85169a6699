/**
 * The Commander-family and companion rules, table-driven: legal and illegal decks per rule (every partner variant,
 * every companion), checked through the library API with hand-written card facts (test/commander/cards.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { computedColorIdentity } from '../../src/cards/characteristics.js';
import type { Platform, PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { countsForPauperRarity } from '../../src/rules/commander-eligible.js';
import { CARDS, indexWithFacts, TEST_DATABASE } from './cards.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface DeckSpec {
  commander?: string[];
  companion?: string[];
  /** Card lines of the main deck ("1 Sol Ring"); a card name alone means one copy. */
  main?: string[];
  /** Basic land filling the main deck to `size`. */
  land?: string;
  /** Total size: main deck + command zone (default: the format's). */
  size?: number;
  sideboard?: string[];
  /** Write the command zone as a short sideboard instead of a Commander section. */
  shortSideboard?: boolean;
}

const line = (s: string): string => (/^\d/.test(s) ? s : `1 ${s}`);
const count = (s: string): number => (/^(\d+) /.exec(s)?.[1] !== undefined ? Number(/^(\d+) /.exec(s)?.[1]) : 1);

function deckText(d: DeckSpec, formatSize: number): string {
  const out: string[] = [];
  const zone = [...(d.commander ?? [])];
  const main = d.main ?? [];
  const size = d.size ?? formatSize;
  const filler = size - zone.reduce((n, s) => n + count(s), 0) - main.reduce((n, s) => n + count(s), 0);
  if (d.shortSideboard) {
    out.push(...main.map(line));
    if (filler > 0) out.push(`${filler} ${d.land ?? 'Forest'}`);
    out.push('', ...[...zone, ...(d.companion ?? [])].map(line));
    return `${out.join('\n')}\n`;
  }
  if (zone.length > 0) out.push('Commander', ...zone.map(line), '');
  if (d.companion) out.push('Companion', ...d.companion.map(line), '');
  out.push('Deck', ...main.map(line));
  if (filler > 0) out.push(`${filler} ${d.land ?? 'Forest'}`);
  if (d.sideboard) out.push('', 'Sideboard', ...d.sideboard.map(line));
  return `${out.join('\n')}\n`;
}

interface Row {
  name: string;
  format: string;
  date?: string;
  deck: DeckSpec;
  commanderColor?: string;
  /** "severity rule card" for every finding, in any order. */
  findings: string[];
  /** Rules whose findings the row leaves out: card-not-legal for dates before the test cards' one printing (2024). */
  ignore?: string[];
}

const SIZE: Record<string, number> = {
  commander: 100,
  'duel-commander': 100,
  brawl: 100,
  'standard-brawl': 60,
  oathbreaker: 60,
  'pauper-commander': 100,
  casual: 60,
  modern: 60,
  sealed: 40,
};

const NOW = '2026-11-01';
const AZUSA = ['Azusa, Lost but Seeking'];

const table: Row[] = [
  // deck-size-exact
  { name: 'deck-size-exact: 100 with the commander', format: 'commander', deck: { commander: AZUSA }, findings: [] },
  { name: 'deck-size-exact: 99', format: 'commander', deck: { commander: AZUSA, size: 99 }, findings: ['error deck-size-exact'] },
  { name: 'deck-size-exact: 101', format: 'commander', deck: { commander: AZUSA, size: 101 }, findings: ['error deck-size-exact'] },
  { name: 'deck-size-exact: Standard Brawl is 60', format: 'standard-brawl', deck: { commander: AZUSA, size: 60 }, findings: [] },
  // card-singleton
  {
    name: 'card-singleton: two Sol Ring',
    format: 'commander',
    deck: { commander: AZUSA, main: ['2 Sol Ring'] },
    findings: ['error card-singleton Sol Ring', 'error card-banned Sol Ring'.replace('error card-banned Sol Ring', '')].filter(Boolean),
  },
  { name: 'card-singleton: basics any number', format: 'commander', deck: { commander: AZUSA, main: ['Llanowar Elves'] }, findings: [] },
  // sideboard (CR 903.5e) and the short-sideboard convention
  {
    name: 'no sideboard in Commander (CR 903.5e)',
    format: 'commander',
    deck: { commander: AZUSA, sideboard: ['Counterspell'] },
    findings: ['error sideboard-size-max'],
  },
  {
    name: 'a short sideboard is the command zone: commander and companion',
    format: 'commander',
    deck: { commander: AZUSA, companion: ['Keruga, the Macrosage'], shortSideboard: true, main: ['Kitchen Finks'], land: 'Forest' },
    // Keruga is G/U: outside Azusa's identity (CR 903.11).
    findings: ['error companion-condition Keruga, the Macrosage', 'error color-identity Kitchen Finks'],
  },
  // commander-eligible
  { name: 'commander-eligible: a planeswalker that says it can be your commander', format: 'commander', deck: { commander: ['Teferi, Temporal Archmage'], land: 'Island' }, findings: [] },
  { name: 'commander-eligible: Grist is a creature card outside the battlefield', format: 'commander', deck: { commander: ['Grist, the Hunger Tide'], land: 'Forest' }, findings: [] },
  { name: 'commander-eligible: a non-legendary creature', format: 'commander', deck: { commander: ['Kitchen Finks'] }, findings: ['error commander-eligible Kitchen Finks'] },
  { name: 'commander-eligible: a legendary planeswalker in Commander', format: 'commander', deck: { commander: ['Nissa, Who Shakes the World'] }, findings: ['error commander-eligible Nissa, Who Shakes the World'] },
  { name: 'commander-eligible: a legendary planeswalker in Brawl', format: 'brawl', deck: { commander: ['Nissa, Who Shakes the World'] }, findings: [] },
  { name: 'commander-eligible: a legendary Vehicle before 2025-07-25', format: 'commander', date: '2025-07-24', deck: { commander: ['Parhelion II'], land: 'Plains' }, findings: ['error commander-eligible Parhelion II'] },
  { name: 'commander-eligible: a legendary Vehicle from 2025-07-25', format: 'commander', date: '2025-07-25', deck: { commander: ['Parhelion II'], land: 'Plains' }, findings: [] },
  { name: 'commander-eligible: a Spacecraft with a P/T box', format: 'commander', deck: { commander: ['The Seriema'], land: 'Plains' }, findings: [] },
  { name: 'commander-eligible: a Spacecraft with no P/T box', format: 'commander', deck: { commander: ['The Eternity Elevator'], land: 'Wastes' }, findings: ['warning commander-eligible The Eternity Elevator'] },
  { name: 'commander-eligible: a Background alone', format: 'commander', deck: { commander: ['Candlekeep Sage'], land: 'Island' }, findings: ['error commander-eligible Candlekeep Sage'] },
  { name: 'commander-eligible: no commander at all', format: 'commander', deck: { main: ['Sol Ring'] }, findings: ['error commander-eligible'] },
  { name: 'commander-eligible: Pauper Commander, an uncommon creature', format: 'pauper-commander', deck: { commander: ['Kitchen Finks'] }, findings: [] },
  { name: 'commander-eligible: Pauper Commander, a rare legend', format: 'pauper-commander', deck: { commander: AZUSA }, findings: ['error commander-eligible Azusa, Lost but Seeking'] },
  { name: 'card-rarity: Pauper Commander, a rare in the 99', format: 'pauper-commander', deck: { commander: ['Kitchen Finks'], main: ['Birthing Pod'] }, findings: ['error card-rarity Birthing Pod'] },
  // commander-pair: every partner variant
  { name: 'commander-pair: Partner', format: 'commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'] }, findings: [] },
  { name: 'commander-pair: Partner with each other', format: 'commander', deck: { commander: ['Pir, Imaginative Rascal', 'Toothy, Imaginary Friend'] }, findings: [] },
  { name: 'commander-pair: Partner with another card', format: 'commander', deck: { commander: ['Pir, Imaginative Rascal', 'Thrasios, Triton Hero'] }, findings: ['error commander-pair Thrasios, Triton Hero'] },
  { name: 'commander-pair: Friends forever', format: 'commander', deck: { commander: ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'], land: 'Mountain' }, findings: [] },
  { name: 'commander-pair: Partner—Character select', format: 'commander', deck: { commander: ['Donatello, the Brains', 'Leonardo, the Balance'], land: 'Island' }, findings: [] },
  { name: 'commander-pair: Friends forever and Character select do not mix', format: 'commander', deck: { commander: ['Bjorna, Nightfall Alchemist', 'Donatello, the Brains'], land: 'Island' }, findings: ['error commander-pair Donatello, the Brains'] },
  { name: 'commander-pair: Choose a Background', format: 'commander', deck: { commander: ['Wilson, Refined Grizzly', 'Candlekeep Sage'] }, findings: [] },
  { name: "commander-pair: Doctor's companion with the Doctor", format: 'commander', deck: { commander: ['Amy Pond', 'The Tenth Doctor'], land: 'Mountain' }, findings: [] },
  { name: "commander-pair: Doctor's companion with a non-Doctor", format: 'commander', deck: { commander: ['Amy Pond', 'Thrasios, Triton Hero'], land: 'Island' }, findings: ['error commander-pair Thrasios, Triton Hero'] },
  { name: 'commander-pair: a legend without partner beside a partner', format: 'commander', deck: { commander: ['Azusa, Lost but Seeking', 'Thrasios, Triton Hero'] }, findings: ['error commander-pair Thrasios, Triton Hero'] },
  { name: 'commander-pair: three partners', format: 'commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver', 'Sengir, the Dark Baron'] }, findings: ['error commander-pair Thrasios, Triton Hero'] },
  // Duel Commander's partner rule (2022-02-14, DC comprehensive rules 301.5; RULES C13): a warning on every pair from that day
  { name: 'commander-pair: Duel Commander, Friends forever the day before the partner rule', format: 'duel-commander', date: '2022-02-13', deck: { commander: ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'], land: 'Mountain' }, ignore: ['card-not-legal'], findings: [] },
  { name: 'commander-pair: Duel Commander, Friends forever on the day of the partner rule', format: 'duel-commander', date: '2022-02-14', deck: { commander: ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'], land: 'Mountain' }, ignore: ['card-not-legal'], findings: ['warning commander-pair Elmar, Ulvenwald Informant'] },
  { name: 'commander-pair: Duel Commander, Thrasios and Tymna in 2026', format: 'duel-commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'] }, findings: ['warning commander-pair Tymna the Weaver'] },
  { name: 'commander-pair: Duel Commander, a pair CR 702.124 forbids, before the partner rule', format: 'duel-commander', date: '2022-02-13', deck: { commander: ['Pir, Imaginative Rascal', 'Elmar, Ulvenwald Informant'] }, ignore: ['card-not-legal'], findings: ['error commander-pair Elmar, Ulvenwald Informant'] },
  { name: 'commander-pair: Duel Commander, a pair CR 702.124 forbids, after the partner rule', format: 'duel-commander', date: '2022-02-14', deck: { commander: ['Pir, Imaginative Rascal', 'Elmar, Ulvenwald Informant'] }, ignore: ['card-not-legal'], findings: ['error commander-pair Elmar, Ulvenwald Informant'] },
  { name: 'commander-pair: the partner rule is Duel Commander\'s only', format: 'commander', date: '2022-02-14', deck: { commander: ['Bjorna, Nightfall Alchemist', 'Elmar, Ulvenwald Informant'], land: 'Mountain' }, ignore: ['card-not-legal'], findings: [] },
  // color-identity
  { name: 'color-identity: an off-colour instant', format: 'commander', deck: { commander: AZUSA, main: ['Counterspell'] }, findings: ['error color-identity Counterspell'] },
  { name: 'color-identity: hybrid counts both colours', format: 'commander', deck: { commander: AZUSA, main: ['Kitchen Finks'] }, findings: ['error color-identity Kitchen Finks'] },
  { name: 'color-identity: Phyrexian green fits green', format: 'commander', deck: { commander: AZUSA, main: ['Birthing Pod'] }, findings: [] },
  { name: 'color-identity: a dual land with an off-colour basic type', format: 'commander', deck: { commander: AZUSA, main: ['Bayou'] }, findings: ['error color-identity Bayou'] },
  { name: 'color-identity: two partners combine', format: 'commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'], main: ['Counterspell', 'Kitchen Finks'] }, findings: [] },
  { name: 'color-identity: a colourless commander takes no basics with a land type', format: 'commander', deck: { commander: ['The Eternity Elevator'], main: ['Sol Ring', '1 Forest'], land: 'Wastes' }, findings: ['warning commander-eligible The Eternity Elevator', 'error color-identity Forest'] },
  { name: 'color-identity: Prismatic Piper with --commander-color', format: 'commander', commanderColor: 'G', deck: { commander: ['The Prismatic Piper'], main: ['Llanowar Elves'] }, findings: [] },
  { name: 'color-identity: Prismatic Piper, colour inferred (C3)', format: 'commander', deck: { commander: ['The Prismatic Piper'], main: ['Llanowar Elves'] }, findings: ['warning color-identity The Prismatic Piper'] },
  { name: 'color-identity: Prismatic Piper, two colours', format: 'commander', deck: { commander: ['The Prismatic Piper'], main: ['Llanowar Elves', 'Counterspell'] }, findings: ['error color-identity The Prismatic Piper'] },
  // commander-banned
  { name: 'commander-banned: Edgar Markov is banned as commander in Duel Commander', format: 'duel-commander', deck: { commander: ['Edgar Markov'], land: 'Plains' }, findings: ['error commander-banned Edgar Markov'] },
  { name: 'commander-banned: Edgar Markov the day before his Duel Commander ban was announced', format: 'duel-commander', date: '2017-09-24', deck: { commander: ['Edgar Markov'], land: 'Plains' }, ignore: ['card-not-legal'], findings: [] },
  { name: 'commander-banned: Edgar Markov the day before his Duel Commander ban took effect: a warning', format: 'duel-commander', date: '2017-09-28', deck: { commander: ['Edgar Markov'], land: 'Plains' }, ignore: ['card-not-legal'], findings: ['warning commander-banned Edgar Markov'] },
  { name: 'commander-banned: Edgar Markov between the announcement (2017-09-25) and the effective day: a warning', format: 'duel-commander', date: '2017-09-26', deck: { commander: ['Edgar Markov'], land: 'Plains' }, ignore: ['card-not-legal'], findings: ['warning commander-banned Edgar Markov'] },
  { name: 'commander-banned: Edgar Markov on the day his Duel Commander ban took effect', format: 'duel-commander', date: '2017-09-29', deck: { commander: ['Edgar Markov'], land: 'Plains' }, ignore: ['card-not-legal'], findings: ['error commander-banned Edgar Markov'] },
  { name: 'commander-banned: Edgar Markov in the 99 is fine', format: 'duel-commander', deck: { commander: ['Teferi, Temporal Archmage'], main: ['Edgar Markov'], land: 'Island' }, findings: ['error color-identity Edgar Markov'] },
  { name: 'commander-banned: Teferi, Temporal Archmage banned as commander in Duel Commander 2019-08-31', format: 'duel-commander', date: '2019-08-31', deck: { commander: ['Teferi, Temporal Archmage'], land: 'Island' }, ignore: ['card-not-legal'], findings: ['error commander-banned Teferi, Temporal Archmage'] },
  { name: 'commander-banned: Teferi, Temporal Archmage legal again 2022-01-31', format: 'duel-commander', date: '2022-01-31', deck: { commander: ['Teferi, Temporal Archmage'], land: 'Island' }, ignore: ['card-not-legal'], findings: [] },
  { name: 'commander-banned: Thrasios and Tymna both banned as commander in Duel Commander 2020-12-04', format: 'duel-commander', date: '2020-12-04', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'] }, ignore: ['card-not-legal'], findings: ['error commander-banned Thrasios, Triton Hero', 'error commander-banned Tymna the Weaver'] },
  { name: 'commander-banned: Thrasios and Tymna the day before (announced, no partner rule yet)', format: 'duel-commander', date: '2020-12-03', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'] }, ignore: ['card-not-legal'], findings: ['warning commander-banned Thrasios, Triton Hero', 'warning commander-banned Tymna the Weaver'] },
  { name: 'commander-banned: Thrasios and Tymna before the announcement', format: 'duel-commander', date: '2020-11-19', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'] }, ignore: ['card-not-legal'], findings: [] },
  { name: 'commander-banned: Lutri banned as companion in Duel Commander from 2026-03-30', format: 'duel-commander', date: '2026-03-30', deck: { commander: ['Bjorna, Nightfall Alchemist'], companion: ['Lutri, the Spellchaser'], land: 'Island' }, findings: ['error commander-banned Lutri, the Spellchaser'] },
  { name: 'card-banned: Lutri anywhere in Duel Commander before 2026-03-30', format: 'duel-commander', date: '2026-03-29', deck: { commander: ['Bjorna, Nightfall Alchemist'], companion: ['Lutri, the Spellchaser'], land: 'Island' }, findings: ['error card-banned Lutri, the Spellchaser'] },
  { name: 'card-banned: Sol Ring in Duel Commander since its first list (2012)', format: 'duel-commander', date: '2012-03-20', deck: { commander: AZUSA, main: ['Sol Ring'] }, ignore: ['card-not-legal'], findings: ['error card-banned Sol Ring'] },
  { name: 'commander-banned: Lutri as companion in Commander from 2026-02-09', format: 'commander', deck: { commander: ['Bjorna, Nightfall Alchemist'], companion: ['Lutri, the Spellchaser'], land: 'Island' }, findings: ['error commander-banned Lutri, the Spellchaser'] },
  { name: 'card-banned: Lutri anywhere before 2026-02-09', format: 'commander', date: '2025-06-01', deck: { commander: ['Bjorna, Nightfall Alchemist'], companion: ['Lutri, the Spellchaser'], land: 'Island' }, findings: ['error card-banned Lutri, the Spellchaser'] },
  // Pauper Commander's own bans (pdhhomebase.com, effective 2021-05-17)
  { name: 'card-banned: Rhystic Study in Pauper Commander the day before its ban', format: 'pauper-commander', date: '2021-05-16', deck: { commander: ['Tetsuko Umezawa, Fugitive'], main: ['Rhystic Study'], land: 'Island' }, ignore: ['card-not-legal'], findings: [] },
  { name: 'card-banned: Rhystic Study in Pauper Commander on the day of its ban', format: 'pauper-commander', date: '2021-05-17', deck: { commander: ['Tetsuko Umezawa, Fugitive'], main: ['Rhystic Study'], land: 'Island' }, ignore: ['card-not-legal'], findings: ['error card-banned Rhystic Study'] },
  { name: 'card-banned: Rhystic Study still banned in Pauper Commander in 2026', format: 'pauper-commander', deck: { commander: ['Tetsuko Umezawa, Fugitive'], main: ['Rhystic Study'], land: 'Island' }, findings: ['error card-banned Rhystic Study'] },
  // Pauper Commander bans the ante cards from the start (issue 25 leftover; pdhhomebase.ca, 2021-05-17 announcement)
  { name: 'card-banned: Tempest Efreet (ante) as Pauper Commander commander', format: 'pauper-commander', date: '2020-06-10', deck: { commander: ['Tempest Efreet'], land: 'Mountain' }, ignore: ['card-not-legal'], findings: ['error card-banned Tempest Efreet'] },
  { name: 'card-banned: Tempest Efreet (ante) still banned in Pauper Commander in 2026', format: 'pauper-commander', deck: { commander: ['Tempest Efreet'], land: 'Mountain' }, findings: ['error card-banned Tempest Efreet'] },
  // signature-spell
  { name: 'signature-spell: Teferi and Counterspell', format: 'oathbreaker', deck: { commander: ['Teferi, Temporal Archmage', 'Counterspell'], land: 'Island' }, findings: [] },
  { name: 'signature-spell: none', format: 'oathbreaker', deck: { commander: ['Teferi, Temporal Archmage'], land: 'Island' }, findings: ['error signature-spell Teferi, Temporal Archmage'] },
  { name: 'signature-spell: off the identity', format: 'oathbreaker', deck: { commander: ['Teferi, Temporal Archmage', 'Fire // Ice'], land: 'Island' }, findings: ['error signature-spell Fire // Ice'] },
  // Partner oathbreakers (issue 31 item 19): Will and Rowan Kenrith, "Partner with" each other; a signature spell each
  { name: 'commander-pair: Will and Rowan Kenrith are two oathbreakers, each with its signature spell', format: 'oathbreaker', deck: { commander: ['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt'], land: 'Island' }, findings: [] },
  { name: 'signature-spell: two oathbreakers, one signature spell', format: 'oathbreaker', deck: { commander: ['Will Kenrith', 'Rowan Kenrith', 'Counterspell'], land: 'Island' }, findings: ['warning signature-spell Counterspell'] },
  { name: 'signature-spell: two spells that cannot be one per oathbreaker within its identity', format: 'oathbreaker', deck: { commander: ['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Fire // Ice'], land: 'Island' }, findings: ['warning signature-spell Fire // Ice'] },
  { name: 'signature-spell: three spells for two oathbreakers', format: 'oathbreaker', deck: { commander: ['Will Kenrith', 'Rowan Kenrith', 'Counterspell', 'Lightning Bolt', 'Fire // Ice'], land: 'Island' }, findings: ['error signature-spell Fire // Ice'] },
  { name: 'commander-pair: two oathbreakers without a partner ability each other', format: 'oathbreaker', deck: { commander: ['Teferi, Temporal Archmage', 'Will Kenrith', 'Counterspell'], land: 'Island' }, findings: ['error commander-pair Will Kenrith'] },
  { name: 'commander-pair: three oathbreakers', format: 'oathbreaker', deck: { commander: ['Teferi, Temporal Archmage', 'Will Kenrith', 'Rowan Kenrith', 'Counterspell'], land: 'Island' }, findings: ['error commander-pair Teferi, Temporal Archmage'] },
  // companion-condition: the ten, Constructed (casual, 60 cards), declared in a Companion section
  ...companionRows(),
  { name: 'companion-condition: in Commander the commander counts (C5)', format: 'commander', deck: { commander: ['Tymna the Weaver'], companion: ['Lurrus of the Dream-Den'], land: 'Plains' }, findings: ['error companion-condition Lurrus of the Dream-Den'] },
  { name: 'companion-condition: Yorion never fits Commander', format: 'commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'], companion: ['Yorion, Sky Nomad'], land: 'Island' }, findings: ['error companion-condition Yorion, Sky Nomad'] },
  { name: 'companion-condition: a companion that is also in the deck (CR 903.11)', format: 'commander', deck: { commander: ['Thrasios, Triton Hero', 'Tymna the Weaver'], companion: ['Kaheera, the Orphanguard'], main: ['Kaheera, the Orphanguard'], land: 'Island' }, findings: ['error companion-condition Kaheera, the Orphanguard', 'error companion-condition Kaheera, the Orphanguard'] },
];

/** Each companion: a deck that meets its condition and one that breaks it. */
function companionRows(): Row[] {
  const rows: [string, string[], string[], string][] = [
    // [companion, legal main cards, illegal main cards, the card that breaks it]
    ['Gyruda, Doom of Depths', ['Counterspell', 'Fire // Ice'], ['Llanowar Elves'], 'Llanowar Elves'],
    ['Jegantha, the Wellspring', ['Llanowar Elves', 'Sol Ring'], ['Fire // Ice'], 'Fire // Ice'],
    ['Kaheera, the Orphanguard', ['Changeling Outcast', 'Counterspell'], ['Llanowar Elves'], 'Llanowar Elves'],
    ['Keruga, the Macrosage', ['Kitchen Finks', 'Birthing Pod'], ['Counterspell'], 'Counterspell'],
    ['Lurrus of the Dream-Den', ['Llanowar Elves', "Smuggler's Copter", 'Fire // Ice'], ['Kitchen Finks'], 'Kitchen Finks'],
    ['Lutri, the Spellchaser', ['Counterspell', 'Sol Ring'], ['2 Counterspell'], 'Counterspell'],
    ['Obosh, the Preypiercer', ['Llanowar Elves', 'Kitchen Finks'], ['Counterspell'], 'Counterspell'],
    ['Umori, the Collector', ['Llanowar Elves', 'Kitchen Finks'], ['Counterspell'], 'Counterspell'],
    ['Zirda, the Dawnwaker', ['Llanowar Elves', "Smuggler's Copter", 'Birthing Pod'], ['Kitchen Finks'], 'Kitchen Finks'],
  ];
  const out: Row[] = [];
  for (const [companion, legal, illegal, culprit] of rows) {
    out.push({ name: `companion-condition: ${companion} met`, format: 'casual', deck: { companion: [companion], main: legal }, findings: [] });
    out.push({ name: `companion-condition: ${companion} broken by ${culprit}`, format: 'casual', deck: { companion: [companion], main: [...legal, ...illegal] }, findings: [`error companion-condition ${companion}`] });
  }
  out.push({ name: 'companion-condition: Yorion with 80 cards', format: 'casual', deck: { companion: ['Yorion, Sky Nomad'], size: 80 }, findings: [] });
  out.push({ name: 'companion-condition: Yorion with 60 cards', format: 'casual', deck: { companion: ['Yorion, Sky Nomad'] }, findings: ['error companion-condition Yorion, Sky Nomad'] });
  out.push({ name: 'companion-condition: Yorion in Limited needs 60', format: 'sealed', deck: { companion: ['Yorion, Sky Nomad'], size: 40 }, findings: ['error companion-condition Yorion, Sky Nomad'] });
  out.push({ name: 'companion-condition: Lurrus only in a sideboard, condition broken: a warning', format: 'casual', deck: { main: ['Kitchen Finks'], sideboard: ['Lurrus of the Dream-Den'] }, findings: ['warning companion-condition Lurrus of the Dream-Den'] });
  out.push({ name: 'companion-condition: Lurrus only in a sideboard, condition met: nothing', format: 'casual', deck: { main: ['Llanowar Elves'], sideboard: ['Lurrus of the Dream-Den'] }, findings: [] });
  return out;
}

async function prepared(format: string, date: string, commanderColor?: string): Promise<PreparedCheck> {
  const p = await prepareCheck({ builtInCardData: false, format, date, ...(commanderColor !== undefined ? { commanderColor } : {}) });
  return { ...p, index: indexWithFacts(p.index), cardDatabase: TEST_DATABASE };
}

describe.each(table)('$name', (row) => {
  it('gives exactly the expected findings', async () => {
    const p = await prepared(row.format, row.date ?? NOW, row.commanderColor);
    const text = deckText(row.deck, SIZE[row.format] ?? 60);
    const report = checkTexts(p, [{ file: 'deck.txt', text }]);
    // Pauper Commander's list is known only through 2021-05-17, so its checks on NOW also get lists-out-of-date:
    // test/currency holds the knowledge dates; here each row's own findings are compared.
    const got = report.findings
      .filter((f) => f.rule !== 'lists-out-of-date' && !(row.ignore ?? []).includes(f.rule))
      .map((f) => `${f.severity} ${f.rule}${f.card !== undefined ? ` ${f.card}` : ''}`)
      .sort();
    expect(got, `${text}\n${report.findings.map((f) => f.message).join('\n')}`).toEqual([...row.findings].sort());
    expect(report.fullyChecked).toBe(true);
  });
});

describe('messages and the command zone', () => {
  it('name the commander, the colours and the lines', async () => {
    const p = await prepared('commander', NOW);
    const report = checkTexts(p, [{ file: 'deck.txt', text: deckText({ commander: AZUSA, main: ['Counterspell'] }, 100) }]);
    const f = report.findings.find((x) => x.rule === 'color-identity');
    expect(f?.line).toBe(5);
    expect(f?.message).toMatch(/Counterspell has colour identity U; U is outside the commander's colour identity \(G: Azusa, Lost but Seeking \(line 2\)\)/);
    expect(f?.reference).toBe('CR 903.5c');
    const zone = report.units[0]?.decks[0]?.commandZone;
    expect(zone?.commanders).toEqual(['Azusa, Lost but Seeking']);
    expect(zone?.source).toBe('section');
  });

  it('a companion message names the condition and every card that breaks it, with lines', async () => {
    const p = await prepared('casual', NOW);
    const text = deckText({ companion: ['Lurrus of the Dream-Den'], main: ['Kitchen Finks', 'Birthing Pod'] }, 60);
    const f = checkTexts(p, [{ file: 'deck.txt', text }]).findings.find((x) => x.rule === 'companion-condition');
    expect(f?.message).toMatch(/"Each permanent card in your starting deck has mana value 2 or less\."/);
    expect(f?.message).toMatch(/2 cards break it: Kitchen Finks \(line 5\), Birthing Pod \(line 6\)/);
  });

  it('the short sideboard is read as the command zone, and the report says so', async () => {
    const p = await prepared('commander', NOW);
    const text = deckText({ commander: AZUSA, shortSideboard: true }, 100);
    const report = checkTexts(p, [{ file: 'deck.txt', text }]);
    expect(report.findings).toEqual([]);
    const zone = report.units[0]?.decks[0]?.commandZone;
    expect(zone?.source).toBe('sideboard');
    expect(zone?.explanation).toMatch(/Read commander Azusa, Lost but Seeking \(line 3\) from the short sideboard/);
  });

  it('COMMANDER: lines name the commander', async () => {
    const p = await prepared('commander', NOW);
    const text = `COMMANDER: Azusa, Lost but Seeking\n99 Forest\n`;
    const report = checkTexts(p, [{ file: 'deck.txt', text }]);
    expect(report.findings).toEqual([]);
    expect(report.units[0]?.decks[0]?.commandZone?.commanders).toEqual(['Azusa, Lost but Seeking']);
  });

  it('a sideboard before 2025-07-25 cites CR 903.5a', async () => {
    const p = await prepared('commander', '2024-06-01');
    const text = deckText({ commander: AZUSA, sideboard: ['Sol Ring', 'Counterspell', 'Birthing Pod', 'Llanowar Elves'] }, 100);
    const f = checkTexts(p, [{ file: 'deck.txt', text }]).findings.find((x) => x.rule === 'sideboard-size-max');
    expect(f?.reference).toBe('CR 903.5a');
    expect(f?.count).toBe(4);
  });
});

describe('without card facts', () => {
  it('checks sizes, singleton and lists, and says on the deck what it did not check', async () => {
    const p = await prepareCheck({ builtInCardData: false, format: 'commander', date: NOW });
    const text = deckText({ commander: AZUSA, main: ['2 Sol Ring', 'Dockside Extortionist'], size: 99 }, 100);
    const report = checkTexts(p, [{ file: 'deck.txt', text }]);
    const rules = report.findings.map((f) => `${f.severity} ${f.rule}`).sort();
    expect(rules).toEqual(['error card-banned', 'error card-singleton', 'error deck-size-exact', 'warning card-facts-missing']);
    const w = report.findings.find((f) => f.rule === 'card-facts-missing');
    expect(w?.message).toMatch(/^Not fully checked: no card database is loaded/);
    expect(w?.message).toMatch(/colour identity .* commander eligibility .* commander pairs/);
    expect(report.fullyChecked).toBe(false);
    expect(report.units[0]?.fullyChecked).toBe(false);
  });

  it('a database without one card names that card', async () => {
    const p = await prepared('commander', NOW);
    const report = checkTexts(p, [{ file: 'deck.txt', text: deckText({ commander: AZUSA, main: ['Mystery Card'] }, 100) }]);
    const w = report.findings.find((f) => f.rule === 'card-facts-missing');
    expect(w?.message).toMatch(/no characteristics for Mystery Card \(line 5\)/);
  });
});

describe('colour identity computed from the faces (CR 903.4)', () => {
  const byName = new Map(CARDS.map((c) => [c.name, c]));
  it.each([
    ['Kitchen Finks', 'GW'.split('').sort().join('')],
    ['Birthing Pod', 'G'],
    ['Bayou', 'BG'],
    ['Jegantha, the Wellspring', 'BGRUW'],
    ['Sol Ring', ''],
  ])('%s', (name, want) => {
    const c = byName.get(name);
    expect(computedColorIdentity(c?.faces ?? []).sort().join('')).toBe(want);
  });
  it('reminder text is ignored (Syndic of Tithes: extort {W/B} is reminder text)', () => {
    const face = { name: 'Syndic of Tithes', manaCost: '{1}{W}', manaValue: 2, supertypes: [], types: ['Creature'], subtypes: ['Human', 'Cleric'], text: 'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)' };
    expect(computedColorIdentity([face])).toEqual(['W']);
  });
  it('rules-text symbols count (Bosh, Iron Golem is red)', () => {
    const face = { name: 'Bosh, Iron Golem', manaCost: '{8}', manaValue: 8, supertypes: ['Legendary'], types: ['Artifact', 'Creature'], subtypes: ['Golem'], text: "Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed artifact's mana value to any target." };
    expect(computedColorIdentity([face])).toEqual(['R']);
  });
});

describe('Pauper Commander: which printings count for rarity (RULES C14)', () => {
  const sets = new Map<string, SetFacts>([
    ['REN', { code: 'REN', name: 'Renaissance', releaseDate: '1995-08-01', type: 'masters', onlineOnly: false, foreignOnly: true }],
    ['PDCI', { code: 'PDCI', name: 'DCI Promos', releaseDate: '2000-01-01', type: 'promo', onlineOnly: false, foreignOnly: false }],
    ['FDN', { code: 'FDN', name: 'Foundations', releaseDate: '2024-11-15', type: 'core', onlineOnly: false, foreignOnly: false }],
  ]);
  const p = (set: string, availability: Platform[], extra: Partial<PrintingFacts> = {}): PrintingFacts => ({ set, rarity: 'common', availability, ...extra });
  it.each([
    ['a paper and MTGO common', p('FDN', ['paper', 'mtgo']), true],
    ['a Magic Online common', p('FDN', ['mtgo']), true],
    ['an Arena-only common', p('FDN', ['arena']), false],
    ['a Secret Lair printing', p('SLD', ['paper']), false],
    ['a printing flagged promo', p('FDN', ['paper'], { promo: true }), false],
    ['a printing in a set of type promo', p('PDCI', ['paper']), false],
    ['a local (foreign-only) release: Cursed Rack in Renaissance', p('REN', ['paper']), false],
    ['a silver-border printing', p('FDN', ['paper'], { funny: true }), false],
  ])('%s: %s', (_what, printing, counts) => {
    expect(countsForPauperRarity(printing, sets)).toBe(counts);
  });
  it('without set facts a foreign-only set is not recognised (only the set codes of pools.json are)', () => {
    expect(countsForPauperRarity(p('REN', ['paper']))).toBe(true);
    expect(countsForPauperRarity(p('SLD', ['paper']))).toBe(false);
  });
});
