/**
 * Format definitions: deck minimum, sideboard rule, copy limit, which banned/restricted list applies, which card pool
 * the format draws from and (for a retired format) its last day. The dated facts themselves live in data: the lists in
 * data/lists, the pools' set tables in data/pools.
 */
import type { Rarity } from '../cards/facts.js';
import type { ListFormat, OwnListData } from '../data/banlists.js';
import { BLOCKS } from '../data/pool-index.js';
import { deepFreeze } from '../freeze.js';

/**
 * The card pool a format draws from (data/pools describes each by date):
 * - `standard`, `pioneer`, `frontier`, `modern`, `extended`, `premodern`: the sets the format allows on the day;
 * - `eternal`: every tournament-legal set (Legacy, Vintage; Commander at merge);
 * - `pauper`: cards with a common printing in a paper or Magic Online set;
 * - `arena`: every card on MTG Arena (Historic, Timeless, Brawl);
 * - `gladiator`, `explorer`, `alchemy`: MTG Arena's pool as those formats take it (formats/pool);
 * - `old-school`: Old School 93/94's sets (data/pools/pools.json `oldSchool`);
 * - `any`: no pool limit (casual play; Limited decks are checked against their own pool);
 * - `block:<id>`: a Block Constructed format's sets (data/pools/blocks.json).
 */
export type PoolId =
  | 'standard'
  | 'pioneer'
  | 'frontier'
  | 'modern'
  | 'extended'
  | 'premodern'
  | 'eternal'
  | 'pauper'
  | 'arena'
  | 'gladiator'
  | 'explorer'
  | 'alchemy'
  | 'old-school'
  | 'any'
  | `block:${string}`;

export interface FormatDef {
  readonly id: string;
  readonly name: string;
  /** Limited formats (Sealed, Draft) build decks from a pool: 40 cards, no copy limit, no sideboard maximum. */
  readonly kind: 'constructed' | 'limited';
  /** Minimum main deck size. */
  readonly deckMin: number;
  readonly deckMinReference: string;
  /** Maximum sideboard size (Infinity in Limited, where the sideboard is the rest of the pool: CR 100.4b). */
  readonly sideboardMax: number;
  /**
   * Copies of one card (by English name) across main deck and sideboard. Infinity in Limited (CR 100.2b: as many as
   * the product holds); cards whose text sets their own limit keep it there.
   */
  readonly copyLimit: number;
  /** The dated banned/restricted list, or null for formats without one. */
  readonly list: ListFormat | null;
  /** Whether a Two-Headed Giant team of this format may keep sideboards (only casual play). */
  readonly teamSideboards: boolean;
  /** Commander-family formats: exact deck size, singleton, no sideboard, a command zone (CR 903). */
  readonly commander?: CommanderFormatDef;
  /** The card pool the format draws from. */
  readonly pool: PoolId;
  /**
   * A retired format's last day (YYYY-MM-DD), with where that comes from: a later --date cannot be checked. The first
   * day is the start of the format's banned/restricted history (data/lists).
   */
  readonly lastDay?: { readonly day: string; readonly source: string };
  /** The format's own rules (a format file's `reference`): every finding under the format cites it too. */
  readonly reference?: string;
  /** Where the sideboard maximum is written, when not CR 100.4a (a format file's `deck.sideboardMax`). */
  readonly sideboardReference?: string;
  /** Where the copy limit is written, when not CR 100.2a (a format file's `deck.copyLimit`). */
  readonly copyLimitReference?: string;
  /** An exact main deck size outside the Commander family (a format file's `deck.exact`): rule deck-size-exact. */
  readonly deckExact?: number;
  /** A maximum main deck size (a format file's `deck.max`): rule deck-size-max. */
  readonly deckMax?: number;
  /**
   * One card of each English name but basic lands outside the Commander family (rule card-singleton): in the main deck,
   * or in main deck and sideboard together (Highlander formats).
   */
  readonly singleton?: { readonly scope: SingletonScope; readonly reference: string };
  /**
   * The highest mana value a card may have (Tiny Leaders: 3), command zone and sideboard included; each face of a split
   * or double-faced card on its own (rule card-mana-value-max; needs card characteristics).
   */
  readonly manaValueMax?: { readonly max: number; readonly reference: string };
  /** A points limit (Highlander formats; rule points-max). */
  readonly points?: PointsDef;
  /**
   * The format's own dated banned and restricted list (formats/format-file): added to the base format's list
   * (`list`), or in place of it (then `list` is null). Expanded and merged when a check is prepared.
   */
  readonly ownList?: OwnListLayer;
  /** The only cards allowed besides basic lands: a format file's card list (Penny Dreadful style). */
  readonly cardList?: { readonly file: string; readonly keys: ReadonlySet<string>; readonly size: number };
  /** Printings that bring a card into the pool (rarities, sets, a date range): needs a card database with printings. */
  readonly printingRestriction?: PoolRestriction;
  /** What a check under the format does not check, said as a note on every check (Frontier: its banned list). */
  readonly notChecked?: readonly string[];
  /** Where a format read from a format file (or a built-in one written as such data) comes from. */
  readonly fromFile?: { readonly file?: string; readonly base: string | null };
  readonly notes?: readonly string[];
  readonly sources?: readonly string[];
}

/** A format's own list, on the list beneath it: the base's list, or (`under`) a base's own list on its base's. */
export interface OwnListLayer {
  readonly mode: 'add' | 'replace';
  readonly data: OwnListData;
  /** The day the list was last confirmed complete. */
  readonly knownThrough?: string;
  /** A base written as format-file data (a Highlander format) has its own list: this one is added to it. */
  readonly under?: OwnListLayer;
}

/** Where the singleton rule counts: the main deck, or main deck and sideboard together. */
export type SingletonScope = 'main' | 'main+sideboard';

/** A points table in force from a day: card → points, and a companion's own points. Keys are normalised names. */
export interface PointsTable {
  readonly effective: string;
  readonly announced?: string;
  readonly source: string;
  /** The table's announcement was not found: `effective` is a later day (the day a client adopted it). */
  readonly unverified?: boolean;
  readonly byKey: ReadonlyMap<string, { readonly card: string; readonly points: number }>;
  /** A card's points when it is the deck's companion (7 Point Highlander), where they differ. */
  readonly companionByKey: ReadonlyMap<string, number>;
}

/** A change to a points list known to be in force by `day`, after its last table, whose table deckcheck does not hold. */
export interface PointsChange {
  /** The points list in force on this day is known to differ from the last table (YYYY-MM-DD). */
  readonly day: string;
  /** The day the change was published, where known. */
  readonly announced?: string;
  /** Where the change is recorded. */
  readonly source: string;
}

export interface PointsDef {
  /** Most points a deck may hold. */
  readonly max: number;
  readonly reference: string;
  readonly knownThrough?: string;
  /**
   * Changes known to be in force by a day after the last table, whose tables deckcheck does not hold (ascending by
   * day): a check on or after such a day counts points by the last table and says so.
   */
  readonly changesNotHeld?: readonly PointsChange[];
  /** Ascending by effective day. */
  readonly tables: readonly PointsTable[];
}

/** The table in force on `date`, or undefined before the first one. */
export function pointsTableOn(points: PointsDef, date: string): PointsTable | undefined {
  let found: PointsTable | undefined;
  for (const t of points.tables) if (t.effective <= date) found = t;
  return found;
}

/** Printings that bring a card into a format file's pool: every field given must hold for one printing. */
export interface PoolRestriction {
  readonly rarities?: ReadonlySet<Rarity>;
  /** Upper-case set codes. */
  readonly sets?: ReadonlySet<string>;
  /** First and last printing day (YYYY-MM-DD), inclusive. */
  readonly from?: string;
  readonly until?: string;
}

/**
 * What a format's command zone holds: a commander (Commander, Duel Commander), a commander that may also be a
 * planeswalker (Brawl), an oathbreaker and its signature spell (Oathbreaker), an uncommon creature (Pauper Commander).
 */
export type CommandZoneKind = 'commander' | 'brawl' | 'oathbreaker' | 'pauper-commander';

export interface CommanderFormatDef {
  readonly zone: CommandZoneKind;
  /** Exact deck size, counting the command zone (CR 903.5a) and not a companion. */
  readonly deckSize: number;
  readonly deckSizeReference: string;
  /** Where the singleton rule is written (CR 903.5b, or the format's own rules). */
  readonly singletonReference: string;
  /** Where "no sideboards" is written (CR 903.5e, or the format's own rules). */
  readonly sideboardReference: string;
  /** The format's rules as a whole, for the command-zone rules' citations. */
  readonly reference: string;
  /** Whether two commanders with matching partner abilities are allowed (CR 702.124). */
  readonly partners: boolean;
  /** A format rule that limits how two commanders are played, in force from a day on (Duel Commander). */
  readonly partnerRule?: PartnerRule;
}

/**
 * A format's own rule on two commanders. It does not make a pair illegal to build: commander-pair names it in a
 * warning on every pair checked on or after `from`, so the player knows how the pair may be played.
 */
export interface PartnerRule {
  /** First day the rule is in force (YYYY-MM-DD). */
  readonly from: string;
  /** What the rule says, for the warning. */
  readonly text: string;
  readonly reference: string;
}

/** A Commander-family format: 100 (or 60) cards exactly, one of each, no sideboard; `list` is the format's own. */
function commanderFormat(id: ListFormat, name: string, pool: PoolId, commander: CommanderFormatDef): FormatDef {
  return {
    id,
    name,
    kind: 'constructed',
    deckMin: commander.deckSize,
    deckMinReference: commander.deckSizeReference,
    sideboardMax: 0,
    copyLimit: 1,
    list: id,
    teamSideboards: false,
    pool,
    commander,
  };
}

const COMMANDER_CR: Omit<CommanderFormatDef, 'zone' | 'deckSize' | 'deckSizeReference' | 'reference' | 'partners'> = {
  singletonReference: 'CR 903.5b',
  sideboardReference: 'CR 903.5e',
};

function constructed(id: ListFormat, name: string, pool: PoolId, extra: Partial<FormatDef> = {}): FormatDef {
  return {
    id,
    name,
    kind: 'constructed',
    deckMin: 60,
    deckMinReference: 'CR 100.2a',
    sideboardMax: 15,
    copyLimit: 4,
    list: id,
    teamSideboards: false,
    pool,
    ...extra,
  };
}

export const FORMATS: readonly FormatDef[] = deepFreeze([
  constructed('standard', 'Standard', 'standard'),
  constructed('pioneer', 'Pioneer', 'pioneer'),
  constructed('modern', 'Modern', 'modern'),
  constructed('legacy', 'Legacy', 'eternal'),
  constructed('vintage', 'Vintage', 'eternal'),
  constructed('pauper', 'Pauper', 'pauper'),
  constructed('premodern', 'Premodern', 'premodern'),
  // MTG Arena's own formats: every card on Arena (data/pools/arena.json), each with its own dated list. Arena
  // "suspends" cards as well as banning them; a suspended card is listed as banned (data/lists/README.md).
  constructed('historic', 'Historic', 'arena'),
  constructed('timeless', 'Timeless', 'arena'),
  constructed('extended', 'Extended', 'extended', {
    lastDay: {
      day: '2013-10-08',
      source:
        'Extended was retired on 2013-07-22 (announcement by Trick Jarrett): no sanctioning after 2013-08-07, and ' +
        'events already sanctioned ran until 2013-10-08 (RULES.md §11.5)',
    },
  }),
  {
    id: 'casual',
    name: 'Casual constructed',
    kind: 'constructed',
    deckMin: 60,
    deckMinReference: 'CR 100.2a',
    sideboardMax: 15,
    copyLimit: 4,
    list: null,
    teamSideboards: true,
    pool: 'any',
  },
  limited('sealed', 'Sealed Deck'),
  limited('draft', 'Booster Draft'),
  // Commander (CR 903; the list: magic.wizards.com/en/banned-restricted-list, formerly mtgcommander.net).
  commanderFormat('commander', 'Commander', 'eternal', {
    ...COMMANDER_CR,
    zone: 'commander',
    deckSize: 100,
    deckSizeReference: 'CR 903.5a',
    reference: 'CR 903',
    partners: true,
  }),
  // Duel Commander: the rules at duelcommander.org ("100 cards … No sideboards are used"), its own lists.
  commanderFormat('duel-commander', 'Duel Commander', 'eternal', {
    zone: 'commander',
    deckSize: 100,
    deckSizeReference: 'Duel Commander rules; CR 903.5a',
    singletonReference: 'Duel Commander rules; CR 903.5b',
    sideboardReference: 'Duel Commander rules ("No sideboards are used")',
    reference: 'Duel Commander rules (duelcommander.org); CR 903',
    partners: true,
    // The February 2022 update (mtgdc.info/announcements/2022/february-2022-rules-bannedrestricted-update, dated
    // 2022-02-14, applying at once): "each player can only play one of the Commanders in their command zone". Rule
    // text: Duel Commander comprehensive rules 301.5a-d (quoted in magefree/mage#12483); the quick rules at
    // duelcommander.org: "you can only cast one commander directly from the command zone per game". Before it, both
    // commanders could be cast (CR 903.8).
    partnerRule: {
      from: '2022-02-14',
      text:
        'Since 2022-02-14 Duel Commander lets a player cast only one of their commanders from the command zone in a ' +
        'game: once one of them has been cast from there, the other cannot be (it can still be cast from anywhere ' +
        'else). The pair is legal to build; choose which one to cast.',
      reference: 'Duel Commander comprehensive rules 301.5 (February 2022 update)',
    },
  }),
  // Brawl on MTG Arena (Historic Brawl until December 2023): 100 cards, a legendary creature or planeswalker
  // commander, every card on Arena (magic.wizards.com/en/formats/brawl).
  commanderFormat('brawl', 'Brawl', 'arena', {
    ...COMMANDER_CR,
    zone: 'brawl',
    deckSize: 100,
    deckSizeReference: 'MTG Arena Brawl rules (100 cards); CR 903.12',
    reference: 'CR 903.12; MTG Arena Brawl rules',
    partners: true,
  }),
  // Standard Brawl (the Brawl of CR 903.12): exactly 60 cards (903.12d).
  commanderFormat('standard-brawl', 'Standard Brawl', 'standard', {
    ...COMMANDER_CR,
    zone: 'brawl',
    deckSize: 60,
    deckSizeReference: 'CR 903.12d',
    reference: 'CR 903.12',
    partners: true,
  }),
  // Oathbreaker (oathbreakermtg.org; magic.wizards.com/en/formats/oathbreaker): 60 cards including the oathbreaker
  // (a planeswalker) and its signature spell (an instant or sorcery). Partners: the Oathbreaker rules build on the
  // Commander rules, so two planeswalkers with a partner ability (Will and Rowan Kenrith, "Partner with" each other)
  // are two oathbreakers, and each oathbreaker has its own signature spell, cast only while that oathbreaker is on the
  // battlefield (oathbreakermtg.org rules, as quoted in magefree/mage#5678, 2019: "For each commander, you must also
  // put a 'signature spell' … into the command zone"; docs/explanations/decisions.md). The rules page's own wording
  // was not read: signature-spell says so where it matters.
  commanderFormat('oathbreaker', 'Oathbreaker', 'eternal', {
    zone: 'oathbreaker',
    deckSize: 60,
    deckSizeReference: 'Oathbreaker rules (60 cards, including the oathbreaker and its signature spell)',
    singletonReference: 'Oathbreaker rules; CR 903.5b',
    sideboardReference: 'Oathbreaker rules; CR 903.5e',
    reference: 'Oathbreaker rules (oathbreakermtg.org)',
    partners: true,
  }),
  // Pauper Commander (pdhhomebase.com/rules): an uncommon creature as commander, 99 commons.
  commanderFormat('pauper-commander', 'Pauper Commander', 'eternal', {
    ...COMMANDER_CR,
    zone: 'pauper-commander',
    deckSize: 100,
    deckSizeReference: 'PDH rules (pdhhomebase.com/rules); CR 903.5a',
    reference: 'PDH rules (pdhhomebase.com/rules)',
    partners: true,
  }),
  // PreDH: Commander with the cards released before the first Commander product (Commander 2011, 2011-06-17; the last
  // set is New Phyrexia), under Commander's rules and banned list.
  {
    ...commanderFormat('predh', 'PreDH', 'eternal', {
      ...COMMANDER_CR,
      zone: 'commander',
      deckSize: 100,
      deckSizeReference: 'CR 903.5a (PreDH keeps the Commander rules)',
      reference: 'PreDH: Commander with the cards released before Commander 2011; CR 903',
      partners: true,
    }),
    list: 'commander',
    printingRestriction: { until: '2011-06-16' },
    reference: 'PreDH: Commander with the cards released before Commander 2011 (2011-06-17)',
    sources: [
      'mtg.cardsrealm.com, "PreDH: the format that is conquering the heart of veteran Commander fans" (2023): "the same ' +
        'as regular Commander, the only difference being that the only cards allowed to play are the ones released ' +
        'before [Commander 2011] ... the last legal set is New Phyrexia"',
    ],
    notes: [
      "PreDH's banned list is taken as Commander's (the format changes no Commander rule); after its knowledge date, card " +
        "data's predh legalities (Scryfall, MTGJSON) extend it. A card needs a printing released by 2011-06-16 (needs a " +
        'card database with printings).',
    ],
  },
  // Explorer (2022-04-21): Pioneer's cards that are on MTG Arena, with its own list (from Pioneer's of that day).
  constructed('explorer', 'Explorer', 'explorer', {
    reference: 'MTG Arena Explorer (magic.wizards.com, announcing Explorer, 2022-04-21)',
    sources: [
      'hipstersofthecoast.com/2022/04/new-explorer-format-will-bring-pioneer-to-mtg-arena-eventually: "a Constructed, ' +
        'non-rotating, true-to-tabletop format using all the Pioneer-legal cards available on MTG Arena"',
      'mtg.wiki/page/Explorer: no digital-only or Alchemy cards',
    ],
  }),
  // Alchemy (2021-12-09): Standard on MTG Arena with rebalanced cards and Alchemy sets; no bans so far.
  constructed('alchemy', 'Alchemy', 'alchemy', {
    reference: 'MTG Arena Alchemy (magic.wizards.com "Introducing Alchemy", 2021-12-02)',
    sources: ['mtg.wiki/page/Alchemy: "Alchemy begins with all the cards in the Standard card pool and rotates on the same cadence"'],
    notes: [
      'The card pool is computed from 2021-12-09 to 2023-09-04, while Alchemy rotated with Standard; later days are not ' +
        'checked for the pool (Alchemy kept a two-year rotation from 2023).',
    ],
  }),
  // Gladiator (community format on MTG Arena): at least 100 cards, one of each, no sideboard, the Arena pool without
  // rebalanced versions (gladiator.blog/about-gladiator; gladiatormtga.com).
  constructed('gladiator', 'Gladiator', 'gladiator', {
    deckMin: 100,
    deckMinReference: 'Gladiator rules ("Decks must contain a minimum of 100 cards"; gladiator.blog/about-gladiator)',
    sideboardMax: 0,
    sideboardReference: 'Gladiator rules ("There are no sideboards")',
    singleton: { scope: 'main', reference: 'Gladiator rules (100-card singleton; gladiator.blog/about-gladiator)' },
    reference: 'Gladiator rules (gladiator.blog/about-gladiator; gladiatormtga.com)',
    sources: [
      'gladiator.blog/about-gladiator: 100 cards minimum, no sideboards or companions, every card on MTG Arena, Alchemy ' +
        'cards legal, rebalanced versions not',
      'gladiatormtga.com/posts: the Gladiator Council\'s banned list updates',
    ],
  }),
  // Old School 93/94 under Eternal Central's rules (the rule set Scryfall and MTGJSON carry as oldschool; see
  // docs/reference/formats.md for the other rule sets and why this one).
  constructed('old-school', 'Old School 93/94', 'old-school', {
    reference: "Eternal Central's Old School 93-94 rules (eternalcentral.com/9394rules)",
    sources: [
      'eternalcentral.com/9394rules: the sets (Alpha to Fallen Empires, three 1994 promos) and the reprint policy',
      'MTGJSON 5.2.0 (2022-04-25) oldschool legalities and mtgoldframe.com/93-94-old-school-cardmarket: the list',
    ],
    notes: [
      'Cards are checked by name: the reprint policy (original frame and art, no foils) is about the physical cards and ' +
        'is not checked.',
      'Other rule sets (Swedish, the Old School MTG blog; Cardmarket; Paladin; …) differ in Fallen Empires and a few ' +
        'restrictions: write a format file with "base": "old-school" for them (docs/reference/formats.md).',
    ],
  }),
  // Frontier (Hareruya and BIG MAGIC, 2016-09-26): Standard's deck rules, the Standard sets from Magic 2015 on. Its
  // banned list was not found with its days, so it has none here and every check says the list is not checked.
  {
    id: 'frontier',
    name: 'Frontier',
    kind: 'constructed',
    deckMin: 60,
    deckMinReference: 'CR 100.2a',
    sideboardMax: 15,
    copyLimit: 4,
    list: null,
    teamSideboards: false,
    pool: 'frontier',
    reference: 'Frontier (Hareruya and BIG MAGIC, 2016; article.hareruyamtg.com/article/article_3365)',
    sources: [
      "article.hareruyamtg.com/article/article_3365 (Hareruya's introduction of the format, with BIG MAGIC)",
      'mtgolibrary.blogspot.com/2016/11/frontier-new-format.html: announced 2016-09-26, every Standard set from Magic 2015 on',
      'mtg.wiki/page/Frontier (2017): regular core sets and expansions since Magic 2015; "There is currently no banned list"',
    ],
    notes: [
      "Frontier's banned list is not checked: no announcement of its bans with their days was found (Hareruya's " +
        'later bans, e.g. of Felidar Guardian, Smuggler\'s Copter, Aetherworks Marvel, could not be verified). A format ' +
        'file on "base": "frontier" can add them.',
    ],
    notChecked: [
      "Frontier's banned list is not checked: no dated list of its bans was found (docs/reference/formats.md, Frontier). " +
        'Deck size, sideboard, copies and, with a card database, the card pool (Standard sets from Magic 2015 on) are.',
    ],
  },
  // Block Constructed (MTR 6.7 until 2018): one block's sets, 60 cards, 15 in the sideboard, four copies.
  ...BLOCKS.list.map((b) =>
    constructed(b.id, b.name, `block:${b.id}`, { lastDay: { day: BLOCKS.lastDay, source: BLOCKS.lastDaySource } }),
  ),
]);

/**
 * Sealed Deck and Booster Draft (CR 100.2b; MTR 7.2): 40-card minimum, no four-copy limit, no sideboard maximum.
 * With `--pool` the decks are checked against the pool (rule pool-covers-decks); in a Two-Headed Giant team the
 * decks share the pool and the rest of it is the team's sideboard (CR 100.4c).
 */
function limited(id: string, name: string): FormatDef {
  return {
    id,
    name,
    kind: 'limited',
    deckMin: 40,
    deckMinReference: 'CR 100.2b',
    sideboardMax: Number.POSITIVE_INFINITY,
    copyLimit: Number.POSITIVE_INFINITY,
    list: null,
    teamSideboards: true,
    pool: 'any',
  };
}

/**
 * Whether a format is played on MTG Arena with its rebalanced cards: Historic, Timeless, Brawl (Arena's whole pool) and
 * Alchemy. There a rebalanced (A-) card and its original are one card (cards/rebalanced), and rebalanced cards
 * are legal. Explorer and Gladiator are played on Arena too, but with the original cards only (their pools leave the
 * rebalanced versions out), so an A- card is out of them as it is out of every paper format.
 */
export function usesArenaPool(format: Pick<FormatDef, 'pool'>): boolean {
  return format.pool === 'arena' || format.pool === 'alchemy';
}

/**
 * Whether a format is played on MTG Arena only: those with Arena's pool and its rebalanced cards (usesArenaPool), and
 * Explorer and Gladiator, whose pools are Arena's printings of the original cards. Such a format is checked for Arena
 * unless another platform is named, and refuses another (prepareCheck).
 */
export function playedOnArenaOnly(format: Pick<FormatDef, 'pool'>): boolean {
  return usesArenaPool(format) || format.pool === 'explorer' || format.pool === 'gladiator';
}

export function findFormat(id: string): FormatDef | undefined {
  const want = id.trim().toLowerCase();
  return FORMATS.find((f) => f.id === want);
}

/**
 * Built-in formats written as format-file data (data/formats/<id>.json), read by the same code as a user's format
 * file (formats/format-file). Their data is loaded only when the format is checked (formats/builtin), so
 * they are named here and nowhere else at start-up.
 */
export interface DataFormatEntry {
  readonly id: string;
  readonly name: string;
  /** Other ids `--format` takes for it. */
  readonly aliases: readonly string[];
}

export const DATA_FORMATS: readonly DataFormatEntry[] = deepFreeze([
  { id: 'canadian-highlander', name: 'Canadian Highlander', aliases: [] },
  { id: 'australian-highlander', name: '7 Point Highlander (Australian Highlander)', aliases: ['7pt-highlander'] },
  { id: 'european-highlander', name: 'European Highlander', aliases: [] },
  { id: 'tiny-leaders', name: 'Tiny Leaders', aliases: [] },
]);

/** Every built-in format id, as `deckcheck formats` lists them. */
export const FORMAT_IDS: readonly string[] = [...FORMATS.map((f) => f.id), ...DATA_FORMATS.map((f) => f.id)];

/** What `--format` and an event manifest's `format` accept: every id and every alias. */
export const FORMAT_CHOICES: readonly string[] = [...FORMAT_IDS, ...DATA_FORMATS.flatMap((f) => f.aliases)];

/**
 * The formats a format file may start from (`base`): every built-in one, those defined in code and those written as
 * format-file data (a league on Canadian Highlander), by id or alias.
 */
export const BASE_FORMAT_IDS: readonly string[] = FORMAT_CHOICES;

/** The built-in format-file format of this id or alias, or undefined. */
export function findDataFormat(id: string): DataFormatEntry | undefined {
  const want = id.trim().toLowerCase();
  return DATA_FORMATS.find((f) => f.id === want || f.aliases.includes(want));
}

/**
 * The key under which card data gives `format`'s legality, among the keys `dataFormats` it has; undefined when it has
 * none. The Brawl keys changed meaning when MTG Arena renamed its formats in December 2023: in older data (MTGJSON 5.2
 * of 2022) `historicbrawl` is the 100-card Arena Brawl and `brawl` the 60-card Standard Brawl; newer data (Scryfall,
 * later MTGJSON) calls them `brawl` and `standardbrawl`.
 */
export function legalityKey(format: FormatDef, dataFormats: readonly string[]): string | undefined {
  const has = (k: string): boolean => dataFormats.includes(k);
  const old = has('historicbrawl');
  let key = format.id;
  if (format.id === 'brawl') key = old ? 'historicbrawl' : 'brawl';
  else if (format.id === 'standard-brawl') key = has('standardbrawl') ? 'standardbrawl' : old ? 'brawl' : 'standardbrawl';
  return has(key) ? key : undefined;
}
