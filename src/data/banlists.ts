/**
 * Dated banned and restricted lists for the six constructed formats deckcheck checks.
 *
 * Hand-authored. The facts come from Wizards of the Coast's banned-and-restricted announcements (URLs below), checked
 * against press coverage that quotes each announcement's "Effective Date" lines, and cross-checked against the
 * reference history in shared/data/banlists/history.json (taw/magic-search-engine), which test/data/banlists.test.ts
 * compares with this file.
 *
 * What the history covers
 * - `initial` is the list in force on `since` (2019-01-01; Pioneer: 2019-10-21, the day the format was announced with
 *   the five Khans of Tarkir fetch lands banned). `events` are every change after that, up to the newest change known
 *   (2026-09-02).
 * - Standard lists are cumulative: a ban is not removed when the card rotates out of Standard (Wizards' own list page
 *   drops rotated cards without an announcement). A rotated card is illegal anyway; combine with set legality. On
 *   2019-01-01 only Rampaging Ferocidon (Ixalan) was still in a Standard-legal set.
 * - Pauper became a sanctioned tabletop format on 2019-06-27; before that the list is the Magic Online Pauper list.
 *
 * Dates
 * - `announced` is the day the announcement was published, `effective` the day the change took effect for tabletop
 *   play. Through 2019 Wizards usually let tabletop changes take effect on the Friday after a Monday announcement
 *   (Magic Online changed the same day; the weekly Pioneer changes of late 2019 took effect the next day). The
 *   January and March 2020 changes took effect the next day; from May 2020 on the announcements give one effective
 *   date, the announcement day, for tabletop and Magic Online alike. Each event's `note` says how its effective date
 *   was established; "not re-checked" means the date follows that practice but was not confirmed for that
 *   announcement in particular.
 * - Changes from May 2026 on are marked `unverified`: the reference lists them, but they could not be confirmed, and
 *   Magic Online decklists from May-June 2026 still play cards the 2026-05-18 announcement bans (see
 *   shared/data/SOURCES.md, "Corrections and caveats"). The February 9, 2026 announcement (confirmed) changed none of
 *   these six formats.
 *
 * Names are the canonical English (Oracle) names as in shared/data/cards/cards.ndjson; multi-face cards are
 * "Front // Back".
 */

export type ListFormat = 'standard' | 'pioneer' | 'modern' | 'legacy' | 'vintage' | 'pauper';
export type ListStatus = 'banned' | 'restricted' | 'legal'; // 'legal' = removed from the list
export interface ListEvent {
  /** Day the announcement was published (YYYY-MM-DD). */
  readonly announced: string;
  /** Day the change took effect for tabletop (paper) play (YYYY-MM-DD). */
  readonly effective: string;
  /** Announcement URL (or a short description when there is no announcement). */
  readonly source: string;
  /** Free text: e.g. how the effective date was established, or doubts about the event. */
  readonly note?: string;
  /** true when the event could not be confirmed (see SOURCES.md: 2026 events look incomplete). */
  readonly unverified?: boolean;
  readonly changes: readonly (readonly [card: string, status: ListStatus])[];
}
export interface ListHistory {
  readonly format: ListFormat;
  /** First day the history covers: '2019-01-01', or the day the format began (pioneer). */
  readonly since: string;
  /** Lists in force on `since`. */
  readonly initial: { readonly banned: readonly string[]; readonly restricted: readonly string[] };
  /** Ascending by effective date. */
  readonly events: readonly ListEvent[];
}

type Change = readonly [card: string, status: ListStatus];

function each(status: ListStatus, cards: readonly string[]): Change[] {
  return cards.map((card) => [card, status] as const);
}
const banned = (...cards: string[]): Change[] => each('banned', cards);
const restricted = (...cards: string[]): Change[] => each('restricted', cards);
const legal = (...cards: string[]): Change[] => each('legal', cards);

const WIZARDS = 'https://magic.wizards.com/en/articles/archive/news/';
const WIZARDS_NEW = 'https://magic.wizards.com/en/news/announcements/';

// ---------------------------------------------------------------------------------------------------------------
// Shared card lists
// ---------------------------------------------------------------------------------------------------------------

/**
 * The 25 cards of type Conspiracy (Conspiracy 2014, Conspiracy: Take the Crown 2016). They only work in Conspiracy
 * draft and are banned in every constructed format; Legacy's and Vintage's official lists name them. The reference
 * history (taw/magic-search-engine) leaves them out of Legacy and Vintage; Forge's Vintage list names them. They are
 * part of the Legacy and Vintage lists here from the start.
 */
export const CONSPIRACY_CARDS: readonly string[] = [
  "Adriana's Valor",
  'Advantageous Proclamation',
  'Assemble the Rank and Vile',
  'Backup Plan',
  "Brago's Favor",
  'Double Stroke',
  'Echoing Boon',
  "Emissary's Ploy",
  'Hired Heist',
  'Hold the Perimeter',
  'Hymn of the Wilds',
  'Immediate Action',
  'Incendiary Dissent',
  'Iterative Analysis',
  "Muzzio's Preparations",
  'Natural Unity',
  'Power Play',
  'Secret Summoning',
  'Secrets of Paradise',
  'Sentinel Dispatch',
  "Sovereign's Realm",
  "Summoner's Bond",
  'Unexpected Potential',
  'Weight Advantage',
  'Worldknit',
];

/** Ante cards, banned in Legacy and Vintage since those lists began. */
const ANTE_CARDS: readonly string[] = [
  'Amulet of Quoz',
  'Bronze Tablet',
  'Contract from Below',
  'Darkpact',
  'Demonic Attorney',
  'Jeweled Bird',
  'Rebirth',
  'Tempest Efreet',
  'Timmerian Fiends',
];

/** Dexterity and subgame cards, banned in Legacy and Vintage. */
const DEXTERITY_AND_SUBGAME_CARDS: readonly string[] = ['Chaos Orb', 'Falling Star', 'Shahrazad'];

/** June 10, 2020: cards with racist depictions, banned in every format where they are legal. */
const RACISM_2020_06_10: readonly string[] = [
  'Cleanse',
  'Crusade',
  'Imprison',
  'Invoke Prejudice',
  'Jihad',
  'Pradesh Gypsies',
  'Stone-Throwing Devils',
];

/**
 * May 13, 2024: "All cards that bring a sticker or an Attraction into the game are banned" (Legacy, Vintage and
 * Pauper). The announcement lists the 36 sticker cards and 20 Attraction cards of Unfinity; "Name Sticker" Goblin
 * (also Unfinity, also puts a sticker) falls under the same wording. Following the reference history, the Attractions
 * themselves and the 48 sticker sheets are listed too: with every card that could bring them into a game banned they
 * cannot be used, and a list that names them reports them as banned rather than as unknown. Each group is split into
 * the commons (which Pauper's own 2024-05-13 change lists) and the rest.
 */
const UNF_STICKER_CARDS_COMMON: readonly string[] = [
  'Aerialephant',
  '_____ Bird Gets the Worm',
  'Carnival Carnivore',
  'Chicken Troupe',
  'Command Performance',
  'Finishing Move',
  'Glitterflitter',
  '_____ Goblin',
  '"Name Sticker" Goblin',
  'Minotaur de Force',
  '_____-o-saurus',
  'Prize Wall',
  'Robo-Piñata',
  'Stiltstrider',
  'Ticketomaton',
  'Wizards of the _____',
  'Wolf in _____ Clothing',
];
const UNF_STICKER_CARDS_OTHER: readonly string[] = [
  'Ambassador Blorpityblorpboop',
  'Baaallerina',
  '_____ Balls of Fire',
  'Bioluminary',
  'Clandestine Chameleon',
  'Done for the Day',
  'Fight the _____ Fight',
  'Last Voyage of the _____',
  'Lineprancers',
  'Make a _____ Splash',
  'Park Bleater',
  'Pin Collection',
  'Proficient Pyrodancer',
  '_____ _____ Rocketship',
  'Roxi, Publicist to the Stars',
  'Scampire',
  'Sword-Swallowing Seraph',
  '_____ _____ _____ Trespasser',
  'Tusk and Whiskers',
  'Wicker Picker',
];
const UNF_ATTRACTION_CARDS_COMMON: readonly string[] = [
  'Coming Attraction',
  'Deadbeat Attendant',
  'Draconian Gate-Bot',
  'Line Cutter',
  'Petting Zookeeper',
  'Rad Rascal',
  'Ride Guide',
  'Seasoned Buttoneer',
  'Soul Swindler',
  'Step Right Up',
];
const UNF_ATTRACTION_CARDS_OTHER: readonly string[] = [
  'Complaints Clerk',
  'Dee Kay, Finder of the Lost',
  'Discourtesy Clerk',
  '"Lifetime" Pass Holder',
  'Monitor Monitor',
  'Myra the Magnificent',
  'Quick Fixer',
  'Spinnerette, Arachnobat',
  'Squirrel Squatters',
  'The Most Dangerous Gamer',
];
/** The Attractions (the reference history names the six printings of three of them "Scavenger Hunt (a)" … "(f)"). */
const UNF_ATTRACTIONS_COMMON: readonly string[] = [
  'Clown Extruder',
  'Costume Shop',
  'Cover the Spot',
  'Dart Throw',
  'Drop Tower',
  'Foam Weapons Kiosk',
  'Fortune Teller',
  'Kiddie Coaster',
  'Pick-a-Beeble',
  'Spinny Ride',
];
const UNF_ATTRACTIONS_OTHER: readonly string[] = [
  'Balloon Stand',
  'Bounce Chamber',
  'Bumper Cars',
  'Centrifuge',
  'Concession Stand',
  'Ferris Wheel',
  'Gallery of Legends',
  'Gift Shop',
  'Guess Your Fate',
  'Hall of Mirrors',
  'Haunted House',
  'Information Booth',
  'Log Flume',
  'Memory Test',
  'Merry-Go-Round',
  'Push Your Luck',
  'Roller Coaster',
  'Scavenger Hunt',
  'Squirrel Stack',
  'Storybook Ride',
  'Swinging Ship',
  'The Superlatorium',
  'Trash Bin',
  'Trivia Contest',
  'Tunnel of Love',
];
/** Unfinity's 48 sticker sheets (not deck cards; listed as in the reference history, see above). */
const UNF_STICKER_SHEETS: readonly string[] = [
  'Ancestral Hot Dog Minotaur',
  'Carnival Elephant Meteor',
  'Contortionist Otter Storm',
  'Cool Fluffy Loxodon',
  'Cursed Firebreathing Yogurt',
  'Deep-Fried Plague Myr',
  'Demonic Tourist Laser',
  'Eldrazi Guacamole Tightrope',
  'Elemental Time Flamingo',
  'Eternal Acrobat Toast',
  'Familiar Beeble Mascot',
  'Geek Lotus Warrior',
  'Giant Mana Cake',
  'Goblin Coward Parade',
  'Happy Dead Squirrel',
  'Jetpack Death Seltzer',
  'Misunderstood Trapeze Elf',
  'Mystic Doom Sandwich',
  'Narrow-Minded Baloney Fireworks',
  'Night Brushwagg Ringmaster',
  'Notorious Sliver War',
  'Phyrexian Midway Bamboozle',
  'Playable Delusionary Hydra',
  'Primal Elder Kitty',
  'Sassy Gremlin Blood',
  'Slimy Burrito Illusion',
  'Snazzy Aether Homunculus',
  'Space Fungus Snickerdoodle',
  'Spooky Clown Mox',
  'Squid Fire Knight',
  'Squishy Sphinx Ninja',
  'Sticky Kavu Daredevil',
  'Trained Blessed Mind',
  'Trendy Circus Pirate',
  'Unassuming Gelatinous Serpent',
  'Unglued Pea-Brained Dinosaur',
  'Unhinged Beast Hunt',
  'Unique Charmed Pants',
  'Unsanctioned Ancient Juggler',
  'Unstable Robot Dragon',
  "Urza's Dark Cannonball",
  'Vampire Champion Fury',
  'Weird Angel Flame',
  'Werewolf Lightning Mage',
  'Wild Ogre Bupkis',
  'Wrinkly Monkey Shenanigans',
  'Yawgmoth Merfolk Soul',
  'Zombie Cheese Magician',
];

/** The May 13, 2024 sticker and Attraction ban as it applies to Legacy and Vintage (identical in both). */
export const UNF_STICKER_ATTRACTION_BAN_2024_05_13: readonly string[] = [
  ...UNF_STICKER_CARDS_COMMON,
  ...UNF_STICKER_CARDS_OTHER,
  ...UNF_ATTRACTION_CARDS_COMMON,
  ...UNF_ATTRACTION_CARDS_OTHER,
  ...UNF_ATTRACTIONS_COMMON,
  ...UNF_ATTRACTIONS_OTHER,
  ...UNF_STICKER_SHEETS,
];

/** The same ban as it applies to Pauper: only cards with a common printing (plus the sticker sheets). */
export const UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER: readonly string[] = [
  ...UNF_STICKER_CARDS_COMMON,
  ...UNF_ATTRACTION_CARDS_COMMON,
  ...UNF_ATTRACTIONS_COMMON,
  ...UNF_STICKER_SHEETS,
];

/*
 * Left out on purpose: the reference history has an event dated 2025-03-24 in Legacy, Vintage and Pauper, "New
 * sticker card printed and falls under sticker card ban", whose only change is "Sticker sheet" banned. That is a
 * placeholder, not a card name (no card or sticker sheet is called that), it comes with no announcement, and a card
 * that puts a sticker is already banned by the 2024-05-13 wording; a new card would be added here by name when known.
 */

// ---------------------------------------------------------------------------------------------------------------
// Notes on effective dates, shared by several events
// ---------------------------------------------------------------------------------------------------------------

const FRIDAY_AFTER =
  'Tabletop effective date as given in the announcement (quoted by contemporary coverage); Magic Online changed on the announcement day.';
const SAME_DAY_CONFIRMED =
  'The announcement gives one effective date for tabletop and Magic Online: the announcement day (quoted by contemporary coverage).';
const SAME_DAY_NOT_RECHECKED =
  'Effective date not re-checked for this announcement: from May 2020 on the announcements take effect for tabletop on the announcement day, so effective = announced.';
const UNVERIFIED_2026 =
  'Listed by the reference history but not confirmed: no text of this announcement could be found, and SOURCES.md reports the 2026 events as incomplete (MTGO decklists from May-June 2026 still play cards banned on 2026-05-18). Effective date assumed = announcement day, as for every announcement since May 2020.';

// ---------------------------------------------------------------------------------------------------------------
// Shared events (the same announcement, the same dates, in several formats)
// ---------------------------------------------------------------------------------------------------------------

const AUG_26_2019 = {
  announced: '2019-08-26',
  effective: '2019-08-30',
  source: `${WIZARDS}august-26-2019-banned-and-restricted-announcement-2019-08-26`,
  note: `${FRIDAY_AFTER} MTG Arena: 2019-09-04.`,
} as const;

const OCT_21_2019 = {
  announced: '2019-10-21',
  effective: '2019-10-25',
  source: `${WIZARDS}october-21-2019-banned-and-restricted-announcement`,
  note: `${FRIDAY_AFTER} MTG Arena: 2019-10-24. The announcement was moved up from its scheduled date, November 18.`,
} as const;

const NOV_18_2019 = {
  announced: '2019-11-18',
  effective: '2019-11-22',
  source: `${WIZARDS}november-18-2019-banned-and-restricted-announcement`,
  note: `${FRIDAY_AFTER} MTG Arena: 2019-11-18.`,
} as const;

const MAR_9_2020 = {
  announced: '2020-03-09',
  effective: '2020-03-10',
  source: `${WIZARDS}march-9-2020-banned-and-restricted-announcement`,
  note: 'The announcement gives 2020-03-10 as the effective date for tabletop and Magic Online (MTG Arena: 2020-03-12).',
} as const;

const MAY_18_2020 = {
  announced: '2020-05-18',
  effective: '2020-05-18',
  source: `${WIZARDS}may-18-2020-banned-and-restricted-announcement`,
  note: `${SAME_DAY_CONFIRMED} MTG Arena: 2020-05-21.`,
} as const;

const JUN_10_2020 = {
  announced: '2020-06-10',
  effective: '2020-06-10',
  source: `${WIZARDS}depictions-racism-magic-2020-06-10`,
  note: `Not a regular banned-list announcement: Wizards removed these cards from every format where they were legal, with immediate effect. ${SAME_DAY_NOT_RECHECKED}`,
} as const;

const JUL_13_2020 = {
  announced: '2020-07-13',
  effective: '2020-07-13',
  source: `${WIZARDS}july-13-2020-banned-and-restricted-announcement-2020-07-13`,
  note: `${SAME_DAY_CONFIRMED} MTG Arena: 2020-07-16.`,
} as const;

const AUG_3_2020 = {
  announced: '2020-08-03',
  effective: '2020-08-03',
  // The article's address says "august-8" although it was published, and took effect, on August 3.
  source: `${WIZARDS}august-8-2020-banned-and-restricted-announcement`,
  note: `Unscheduled announcement, effective immediately for tabletop and digital play (contemporary coverage). The article's address says "august-8"; it was published on August 3.`,
} as const;

const FEB_15_2021 = {
  announced: '2021-02-15',
  effective: '2021-02-15',
  source: `${WIZARDS}february-15-2021-banned-and-restricted-announcement`,
  note: `${SAME_DAY_CONFIRMED} (The cascade rules change took effect on Magic Online on 2021-02-17.)`,
} as const;

const JAN_25_2022 = {
  announced: '2022-01-25',
  effective: '2022-01-25',
  source: `${WIZARDS}january-25-2022-banned-and-restricted-announcement`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const MAR_7_2022 = {
  announced: '2022-03-07',
  effective: '2022-03-07',
  source: `${WIZARDS}march-7-2022-banned-and-restricted-announcement`,
  note: SAME_DAY_CONFIRMED,
} as const;

const OCT_10_2022 = {
  announced: '2022-10-10',
  effective: '2022-10-10',
  source: `${WIZARDS}october-10-2022-banned-and-restricted-announcement`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const AUG_7_2023 = {
  announced: '2023-08-07',
  effective: '2023-08-07',
  source: `${WIZARDS_NEW}august-7-2023-banned-and-restricted-announcement`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const DEC_4_2023 = {
  announced: '2023-12-04',
  effective: '2023-12-04',
  source: `${WIZARDS_NEW}december-4-2023-banned-and-restricted-announcement`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const MAR_11_2024 = {
  announced: '2024-03-11',
  effective: '2024-03-11',
  source: `${WIZARDS_NEW}march-11-2024-banned-and-restricted-announcement`,
  note: `The reference source dated this 2025-03-11; corrected to 2024-03-11 (announcement URL, MTGO decklists; SOURCES.md). ${SAME_DAY_NOT_RECHECKED}`,
} as const;

const MAY_13_2024 = {
  announced: '2024-05-13',
  effective: '2024-05-13',
  source: `${WIZARDS_NEW}may-13-2024-banned-and-restricted-announcement`,
  note: 'The announcement: "Effective Date for Tabletop and Magic Online: May 13, 2024".',
} as const;

const AUG_26_2024 = {
  announced: '2024-08-26',
  effective: '2024-08-26',
  source: `${WIZARDS_NEW}august-26-2024-banned-and-restricted-announcement`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const DEC_16_2024 = {
  announced: '2024-12-16',
  effective: '2024-12-16',
  source: `${WIZARDS_NEW}banned-and-restricted-december-16-2024`,
  note: SAME_DAY_NOT_RECHECKED,
} as const;

const MAR_31_2025 = {
  announced: '2025-03-31',
  effective: '2025-03-31',
  source: `${WIZARDS_NEW}banned-and-restricted-announcement-march-31-2025`,
  note: 'The announcement: "Effective Date: March 31, 2025".',
} as const;

const NOV_10_2025 = {
  announced: '2025-11-10',
  effective: '2025-11-10',
  source: `${WIZARDS_NEW}banned-and-restricted-november-10-2025`,
  note: 'The announcement: "Effective Date: November 10, 2025" (moved up from November 24).',
} as const;

const MAY_18_2026 = {
  announced: '2026-05-18',
  effective: '2026-05-18',
  source: `${WIZARDS_NEW}banned-and-restricted-may-18-2026`,
  note: UNVERIFIED_2026,
  unverified: true,
} as const;

const JUN_29_2026 = {
  announced: '2026-06-29',
  effective: '2026-06-29',
  source: `${WIZARDS_NEW}banned-and-restricted-june-29-2026`,
  note: UNVERIFIED_2026,
  unverified: true,
} as const;

const AUG_10_2026 = {
  announced: '2026-08-10',
  effective: '2026-08-10',
  source: `${WIZARDS_NEW}banned-and-restricted-august-10-2026`,
  note: UNVERIFIED_2026,
  unverified: true,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Standard
// ---------------------------------------------------------------------------------------------------------------

const STANDARD: ListHistory = {
  format: 'standard',
  since: '2019-01-01',
  initial: {
    // Cumulative: every Standard ban up to 2019-01-01 that was never lifted (see the header). Only Rampaging
    // Ferocidon was in a Standard-legal set on that day.
    banned: [
      'Aetherworks Marvel',
      'Ancient Den',
      'Arcbound Ravager',
      'Attune with Aether',
      'Balance',
      'Black Vise',
      'Disciple of the Vault',
      'Dream Halls',
      'Earthcraft',
      'Emrakul, the Promised End',
      'Felidar Guardian',
      'Fluctuator',
      'Great Furnace',
      'Ivory Tower',
      'Jace, the Mind Sculptor',
      'Land Tax',
      'Lotus Petal',
      'Memory Jar',
      'Mind Over Matter',
      'Mind Twist',
      'Rampaging Ferocidon',
      'Ramunap Ruins',
      'Recurring Nightmare',
      'Reflector Mage',
      'Rogue Refiner',
      'Seat of the Synod',
      'Skullclamp',
      "Smuggler's Copter",
      'Stoneforge Mystic',
      'Strip Mine',
      'Time Spiral',
      'Tolarian Academy',
      'Tree of Tales',
      'Vault of Whispers',
      'Windfall',
      'Zuran Orb',
    ],
    restricted: [],
  },
  events: [
    { ...AUG_26_2019, changes: legal('Rampaging Ferocidon') },
    { ...OCT_21_2019, changes: banned('Field of the Dead') },
    { ...NOV_18_2019, changes: banned('Oko, Thief of Crowns', 'Once Upon a Time', 'Veil of Summer') },
    {
      announced: '2020-06-01',
      effective: '2020-06-01',
      source: `${WIZARDS}june-1-2020-banned-and-restricted-announcement`,
      note: `${SAME_DAY_CONFIRMED} MTG Arena: 2020-06-04.`,
      changes: banned('Agent of Treachery', 'Fires of Invention'),
    },
    {
      ...AUG_3_2020,
      changes: banned('Wilderness Reclamation', 'Growth Spiral', 'Teferi, Time Raveler', 'Cauldron Familiar'),
    },
    {
      announced: '2020-09-28',
      effective: '2020-09-28',
      source: `${WIZARDS}september-28-2020-banned-and-restricted-announcement-2020-09-28`,
      note: 'The announcement: "Effective Date: September 28, 2020".',
      changes: banned("Uro, Titan of Nature's Wrath"),
    },
    {
      announced: '2020-10-12',
      effective: '2020-10-12',
      source: `${WIZARDS}october-12-2020-banned-and-restricted-announcement`,
      note: 'The announcement: "Effective Date: October 12, 2020".',
      changes: banned('Omnath, Locus of Creation', 'Lucky Clover', 'Escape to the Wilds'),
    },
    { ...JAN_25_2022, changes: banned("Alrund's Epiphany", 'Divide by Zero', 'Faceless Haven') },
    { ...OCT_10_2022, changes: banned('The Meathook Massacre') },
    {
      announced: '2023-05-29',
      effective: '2023-05-29',
      source: `${WIZARDS_NEW}may-29-2023-banned-and-restricted-announcement`,
      note: 'The announcement: effective for tabletop and Magic Online on May 29, 2023 (MTG Arena: May 30). The reference names the two faces of Fable separately.',
      changes: banned(
        'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki',
        'Invoke Despair',
        'Reckoner Bankbuster',
      ),
    },
    {
      announced: '2025-06-30',
      effective: '2025-06-30',
      source: `${WIZARDS_NEW}banned-and-restricted-june-30-2025`,
      note: SAME_DAY_NOT_RECHECKED,
      changes: banned(
        'Cori-Steel Cutter',
        "Abuelo's Awakening",
        'Monstrous Rage',
        'Heartfire Hero',
        'Up the Beanstalk',
        'Hopeless Nightmare',
        "This Town Ain't Big Enough",
      ),
    },
    { ...NOV_10_2025, changes: banned('Vivi Ornitier', 'Screaming Nemesis', "Proft's Eidetic Memory") },
    { ...AUG_10_2026, changes: banned('Badgermole Cub', "Stormchaser's Talent", 'Gran-Gran') },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Pioneer
// ---------------------------------------------------------------------------------------------------------------

const PIONEER: ListHistory = {
  format: 'pioneer',
  // Announced on 2019-10-21 (https://magic.wizards.com/en/articles/archive/news/announcing-pioneer-format-2019-10-21)
  // with the five fetch lands banned; first Magic Online events 2019-10-23.
  since: '2019-10-21',
  initial: {
    banned: ['Bloodstained Mire', 'Flooded Strand', 'Polluted Delta', 'Windswept Heath', 'Wooded Foothills'],
    restricted: [],
  },
  events: [
    {
      announced: '2019-11-04',
      effective: '2019-11-08',
      source: `${WIZARDS}november-4-2019-pioneer-banned-announcement`,
      note: 'Effective on Magic Online 2019-11-05, in tabletop 2019-11-08 (contemporary coverage of the announcement).',
      changes: banned('Felidar Guardian', 'Leyline of Abundance', 'Oath of Nissa'),
    },
    {
      announced: '2019-11-11',
      effective: '2019-11-12',
      source: `${WIZARDS}november-11-2019-pioneer-banned-announcement`,
      note: 'Effective 2019-11-12 for tabletop and Magic Online; from this announcement on, weekly Pioneer changes took effect in both on the same day (contemporary coverage).',
      changes: banned('Veil of Summer'),
    },
    {
      announced: '2019-12-02',
      effective: '2019-12-03',
      source: `${WIZARDS}december-2-2019-pioneer-banned-announcement`,
      note: 'Effective date not confirmed directly: the weekly Pioneer changes of 2019-11-11 and 2019-12-16 took effect the next day in tabletop and Magic Online alike, and the reference gives 2019-12-03.',
      changes: banned('Once Upon a Time', 'Field of the Dead', "Smuggler's Copter"),
    },
    {
      announced: '2019-12-16',
      effective: '2019-12-17',
      source: `${WIZARDS}december-16-2019-pioneer-banned-announcement`,
      note: 'Both bans went into effect on 2019-12-17 (contemporary coverage of the announcement).',
      changes: banned('Oko, Thief of Crowns', 'Nexus of Fate'),
    },
    { ...JUL_13_2020, changes: legal('Oath of Nissa') },
    {
      ...AUG_3_2020,
      changes: banned('Inverter of Truth', 'Kethis, the Hidden Hand', 'Walking Ballista', 'Underworld Breach'),
    },
    {
      ...FEB_15_2021,
      changes: banned(
        'Balustrade Spy',
        'Teferi, Time Raveler',
        'Undercity Informer',
        "Uro, Titan of Nature's Wrath",
        'Wilderness Reclamation',
      ),
    },
    { ...MAR_7_2022, changes: banned('Lurrus of the Dream-Den') },
    {
      announced: '2022-06-07',
      effective: '2022-06-07',
      source: `${WIZARDS}june-7-2022-banned-and-restricted-announcement-2022-06-07`,
      note: SAME_DAY_NOT_RECHECKED,
      changes: banned('Winota, Joiner of Forces', 'Expressive Iteration'),
    },
    {
      ...DEC_4_2023,
      changes: [...banned('Karn, the Great Creator', 'Geological Appraiser'), ...legal("Smuggler's Copter")],
    },
    { ...AUG_26_2024, changes: banned('Amalia Benavides Aguirre', 'Sorin, Imperious Bloodlord') },
    { ...DEC_16_2024, changes: banned('Jegantha, the Wellspring') },
    { ...NOV_10_2025, changes: banned('Heartfire Hero') },
    { ...MAY_18_2026, changes: banned('Cori-Steel Cutter') },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Modern
// ---------------------------------------------------------------------------------------------------------------

const MODERN: ListHistory = {
  format: 'modern',
  since: '2019-01-01',
  initial: {
    banned: [
      'Ancient Den',
      'Birthing Pod',
      'Blazing Shoal',
      'Chrome Mox',
      'Cloudpost',
      'Dark Depths',
      'Deathrite Shaman',
      'Dig Through Time',
      'Dread Return',
      'Eye of Ugin',
      'Gitaxian Probe',
      'Glimpse of Nature',
      'Golgari Grave-Troll',
      'Great Furnace',
      "Green Sun's Zenith",
      'Hypergenesis',
      'Mental Misstep',
      'Ponder',
      'Preordain',
      'Punishing Fire',
      'Rite of Flame',
      'Seat of the Synod',
      'Second Sunrise',
      'Seething Song',
      "Sensei's Divining Top",
      'Skullclamp',
      'Splinter Twin',
      'Stoneforge Mystic',
      'Summer Bloom',
      'Treasure Cruise',
      'Tree of Tales',
      "Umezawa's Jitte",
      'Vault of Whispers',
    ],
    restricted: [],
  },
  events: [
    {
      announced: '2019-01-21',
      effective: '2019-01-25',
      source: `${WIZARDS}january-21-2019-banned-and-restricted-announcement`,
      note: `${FRIDAY_AFTER} (An Italian translation of the announcement: "Data di applicazione: 25 gennaio 2019".) The reference dates this 2019-01-21.`,
      changes: banned('Krark-Clan Ironworks'),
    },
    {
      announced: '2019-07-08',
      effective: '2019-07-12',
      source: `${WIZARDS}july-8-2019-banned-and-restricted-announcement-2019-07-08`,
      note: `${FRIDAY_AFTER} Magic Online: 2019-07-08, 12 p.m. PT.`,
      changes: banned('Bridge from Below'),
    },
    {
      ...AUG_26_2019,
      changes: [...banned('Hogaak, Arisen Necropolis', 'Faithless Looting'), ...legal('Stoneforge Mystic')],
    },
    {
      announced: '2020-01-13',
      effective: '2020-01-14',
      source: `${WIZARDS}january-13-2020-banned-and-restricted-announcement`,
      note: 'Effective 2020-01-14 for tabletop and Magic Online (contemporary coverage of the announcement).',
      changes: banned('Mox Opal', 'Oko, Thief of Crowns', 'Mycosynth Lattice'),
    },
    { ...MAR_9_2020, changes: banned('Once Upon a Time') },
    { ...JUL_13_2020, changes: banned("Arcum's Astrolabe") },
    {
      ...FEB_15_2021,
      changes: banned(
        'Field of the Dead',
        'Mystic Sanctuary',
        'Simian Spirit Guide',
        "Tibalt's Trickery",
        "Uro, Titan of Nature's Wrath",
      ),
    },
    { ...MAR_7_2022, changes: banned('Lurrus of the Dream-Den') },
    { ...OCT_10_2022, changes: banned('Yorion, Sky Nomad') },
    { ...AUG_7_2023, changes: legal('Preordain') },
    { ...DEC_4_2023, changes: banned('Fury', 'Up the Beanstalk') },
    { ...MAR_11_2024, changes: banned('Violent Outburst') },
    { ...AUG_26_2024, changes: banned('Nadu, Winged Wisdom', 'Grief') },
    {
      ...DEC_16_2024,
      changes: [
        ...banned('The One Ring', 'Amped Raptor', 'Jegantha, the Wellspring'),
        ...legal('Mox Opal', "Green Sun's Zenith", 'Faithless Looting', 'Splinter Twin'),
      ],
    },
    { ...MAR_31_2025, changes: banned('Underworld Breach') },
    {
      ...MAY_18_2026,
      changes: [
        ...banned("Phlage, Titan of Fire's Fury", 'Lotus Field'),
        ...legal('Violent Outburst', "Umezawa's Jitte"),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Legacy
// ---------------------------------------------------------------------------------------------------------------

const LEGACY: ListHistory = {
  format: 'legacy',
  since: '2019-01-01',
  initial: {
    banned: [
      ...ANTE_CARDS,
      ...DEXTERITY_AND_SUBGAME_CARDS,
      ...CONSPIRACY_CARDS,
      'Ancestral Recall',
      'Balance',
      'Bazaar of Baghdad',
      'Black Lotus',
      'Channel',
      'Deathrite Shaman',
      'Demonic Consultation',
      'Demonic Tutor',
      'Dig Through Time',
      'Earthcraft',
      'Fastbond',
      'Flash',
      'Frantic Search',
      'Gitaxian Probe',
      'Goblin Recruiter',
      'Gush',
      'Hermit Druid',
      'Imperial Seal',
      'Library of Alexandria',
      'Mana Crypt',
      'Mana Drain',
      'Mana Vault',
      'Memory Jar',
      'Mental Misstep',
      'Mind Twist',
      "Mind's Desire",
      "Mishra's Workshop",
      'Mox Emerald',
      'Mox Jet',
      'Mox Pearl',
      'Mox Ruby',
      'Mox Sapphire',
      'Mystical Tutor',
      'Necropotence',
      'Oath of Druids',
      "Sensei's Divining Top",
      'Skullclamp',
      'Sol Ring',
      'Strip Mine',
      'Survival of the Fittest',
      'Time Vault',
      'Time Walk',
      'Timetwister',
      'Tinker',
      'Tolarian Academy',
      'Treasure Cruise',
      'Vampiric Tutor',
      'Wheel of Fortune',
      'Windfall',
      "Yawgmoth's Bargain",
      "Yawgmoth's Will",
    ],
    restricted: [],
  },
  events: [
    { ...NOV_18_2019, changes: banned('Wrenn and Six') },
    { ...MAR_9_2020, changes: banned('Underworld Breach') },
    { ...MAY_18_2020, changes: banned('Lurrus of the Dream-Den', 'Zirda, the Dawnwaker') },
    { ...JUN_10_2020, changes: banned(...RACISM_2020_06_10) },
    { ...FEB_15_2021, changes: banned("Arcum's Astrolabe", 'Dreadhorde Arcanist', 'Oko, Thief of Crowns') },
    { ...JAN_25_2022, changes: banned('Ragavan, Nimble Pilferer') },
    {
      announced: '2023-03-06',
      effective: '2023-03-06',
      source: `${WIZARDS_NEW}march-6-2023-banned-and-restricted-announcement`,
      note: SAME_DAY_NOT_RECHECKED,
      changes: banned('Expressive Iteration', 'White Plume Adventurer'),
    },
    { ...AUG_7_2023, changes: legal("Mind's Desire") },
    { ...MAY_13_2024, changes: banned(...UNF_STICKER_ATTRACTION_BAN_2024_05_13) },
    { ...AUG_26_2024, changes: banned('Grief') },
    { ...DEC_16_2024, changes: banned('Psychic Frog', 'Vexing Bauble') },
    { ...MAR_31_2025, changes: banned('Sowing Mycospawn', 'Troll of Khazad-dûm') },
    { ...NOV_10_2025, changes: banned('Entomb', 'Nadu, Winged Wisdom') },
    { ...MAY_18_2026, changes: banned('Undercity Informer') },
    { ...JUN_29_2026, changes: banned('Candelabra of Tawnos') },
    { ...AUG_10_2026, changes: banned('The Fantasticar') },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Vintage
// ---------------------------------------------------------------------------------------------------------------

const VINTAGE: ListHistory = {
  format: 'vintage',
  since: '2019-01-01',
  initial: {
    banned: [...ANTE_CARDS, ...DEXTERITY_AND_SUBGAME_CARDS, ...CONSPIRACY_CARDS],
    restricted: [
      'Ancestral Recall',
      'Balance',
      'Black Lotus',
      'Brainstorm',
      'Chalice of the Void',
      'Channel',
      'Demonic Consultation',
      'Demonic Tutor',
      'Dig Through Time',
      'Fastbond',
      'Flash',
      'Gitaxian Probe',
      'Gush',
      'Imperial Seal',
      'Library of Alexandria',
      "Lion's Eye Diamond",
      'Lodestone Golem',
      'Lotus Petal',
      'Mana Crypt',
      'Mana Vault',
      'Memory Jar',
      'Merchant Scroll',
      "Mind's Desire",
      'Monastery Mentor',
      'Mox Emerald',
      'Mox Jet',
      'Mox Pearl',
      'Mox Ruby',
      'Mox Sapphire',
      'Mystical Tutor',
      'Necropotence',
      'Ponder',
      'Sol Ring',
      'Strip Mine',
      'Thorn of Amethyst',
      'Time Vault',
      'Time Walk',
      'Timetwister',
      'Tinker',
      'Tolarian Academy',
      'Treasure Cruise',
      'Trinisphere',
      'Vampiric Tutor',
      'Wheel of Fortune',
      'Windfall',
      "Yawgmoth's Will",
    ],
  },
  events: [
    {
      ...AUG_26_2019,
      changes: [
        ...restricted('Karn, the Great Creator', 'Mystic Forge', 'Mental Misstep', 'Golgari Grave-Troll'),
        ...legal('Fastbond'),
      ],
    },
    { ...NOV_18_2019, changes: restricted('Narset, Parter of Veils') },
    {
      ...MAY_18_2020,
      note: `${MAY_18_2020.note} Banned rather than restricted: a companion starts outside the game, so one copy is all it needs.`,
      changes: banned('Lurrus of the Dream-Den'),
    },
    { ...JUN_10_2020, changes: banned(...RACISM_2020_06_10) },
    {
      ...FEB_15_2021,
      note: `${FEB_15_2021.note} Lurrus was unbanned outright (not restricted) after the June 2020 companion rules change.`,
      changes: legal('Lurrus of the Dream-Den'),
    },
    { ...MAR_11_2024, changes: legal('Ponder') },
    { ...MAY_13_2024, changes: banned(...UNF_STICKER_ATTRACTION_BAN_2024_05_13) },
    { ...AUG_26_2024, changes: restricted("Urza's Saga", 'Vexing Bauble') },
    { ...AUG_10_2026, changes: restricted('The Fantasticar') },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Pauper
// ---------------------------------------------------------------------------------------------------------------

const PAUPER: ListHistory = {
  format: 'pauper',
  since: '2019-01-01',
  initial: {
    // The Magic Online Pauper list; paper Pauper was sanctioned with this list (plus three cards) on 2019-06-27.
    banned: [
      'Cloud of Faeries',
      'Cloudpost',
      'Cranial Plating',
      'Empty the Warrens',
      'Frantic Search',
      'Grapeshot',
      'Invigorate',
      'Peregrine Drake',
      'Temporal Fissure',
      'Treasure Cruise',
    ],
    restricted: [],
  },
  events: [
    {
      announced: '2019-05-20',
      effective: '2019-05-24',
      source: `${WIZARDS}may-20-2019-banned-and-restricted-announcement`,
      note: `${FRIDAY_AFTER} Magic Online: 2019-05-20, 12 p.m. PT.`,
      changes: banned('Gush', 'Gitaxian Probe', 'Daze'),
    },
    {
      announced: '2019-06-27',
      effective: '2019-06-27',
      source: `${WIZARDS}pauper-comes-paper-2019-06-27`,
      note: 'Pauper became a sanctioned tabletop format with one card pool for paper and Magic Online; these three cards, which became legal through their paper common printings, were banned at once ("already live in paper"). Magic Online applied the unified list on 2019-07-02, the date the reference gives.',
      changes: banned('Hymn to Tourach', 'Sinkhole', 'High Tide'),
    },
    { ...OCT_21_2019, changes: banned("Arcum's Astrolabe") },
    { ...JUN_10_2020, changes: banned('Pradesh Gypsies', 'Stone-Throwing Devils') },
    { ...JUL_13_2020, changes: banned('Expedition Map', 'Mystic Sanctuary') },
    {
      announced: '2021-01-14',
      effective: '2021-01-14',
      source: `${WIZARDS}january-14-2021-banned-and-restricted-announcement`,
      note: 'The announcement says "Effective Date: January 14, 2020", a typo for 2021 (published 2021-01-14, effective immediately on Magic Online).',
      changes: banned('Fall from Favor'),
    },
    {
      announced: '2021-09-08',
      effective: '2021-09-08',
      source: `${WIZARDS}september-8-2021-banned-and-restricted-announcement`,
      note: 'Effective immediately (Magic Online: the same afternoon), per contemporary coverage; tabletop assumed the same day.',
      changes: banned('Chatterstorm', "Sojourner's Companion"),
    },
    {
      announced: '2022-01-20',
      effective: '2022-01-20',
      source: `${WIZARDS}january-20-2022-banned-and-restricted-announcement`,
      note: 'First change by the Pauper Format Panel, announced on the January 20 Weekly MTG stream. Magic Online applied it on 2022-01-21 (the date the reference gives); the tabletop date could not be confirmed and is taken to be the announcement day, as for every announcement since May 2020.',
      changes: banned('Atog', "Bonder's Ornament", 'Prophetic Prism'),
    },
    {
      ...MAR_7_2022,
      changes: [...banned('Galvanic Relay', 'Disciple of the Vault'), ...legal('Expedition Map')],
    },
    {
      announced: '2022-09-19',
      effective: '2022-09-19',
      source: `${WIZARDS}september-19-2022-banned-and-restricted-announcement`,
      note: 'Effective immediately (contemporary coverage).',
      changes: banned('Aarakocra Sneak', 'Stirring Bard', 'Underdark Explorer', 'Vicious Battlerager'),
    },
    { ...DEC_4_2023, changes: banned('Monastery Swiftspear') },
    {
      ...MAY_13_2024,
      changes: banned('All That Glitters', ...UNF_STICKER_ATTRACTION_BAN_2024_05_13_PAUPER),
    },
    {
      announced: '2024-06-06',
      effective: '2024-06-06',
      source: `${WIZARDS_NEW}pauper-bans-for-june-6-2024`,
      note: 'Banned before its release: Cranial Ram (Modern Horizons 3) could not be played before the set came out on 2024-06-14, the date the reference gives. On the list from the announcement day.',
      changes: banned('Cranial Ram'),
    },
    {
      ...MAR_31_2025,
      note: `${MAR_31_2025.note} Prophetic Prism and High Tide were unbanned on a trial basis.`,
      changes: [
        ...banned('Basking Broodscale', 'Kuldotha Rebirth', 'Deadly Dispute'),
        ...legal('Prophetic Prism', 'High Tide'),
      ],
    },
    { ...NOV_10_2025, changes: banned('High Tide') },
    { ...MAY_18_2026, changes: legal("Bonder's Ornament") },
    { ...JUN_29_2026, changes: banned('Seeker of Skybreak') },
    {
      announced: '2026-09-02',
      effective: '2026-09-02',
      source: `${WIZARDS_NEW}on-the-zeta-set-in-pauper`,
      note: UNVERIFIED_2026,
      unverified: true,
      changes: banned('Narcomoeba', 'Price of Progress'),
    },
  ],
};

export const LIST_HISTORY: Readonly<Record<ListFormat, ListHistory>> = {
  standard: STANDARD,
  pioneer: PIONEER,
  modern: MODERN,
  legacy: LEGACY,
  vintage: VINTAGE,
  pauper: PAUPER,
};
