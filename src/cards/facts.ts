/**
 * What deckcheck can know about a card beyond its name: the characteristics the Commander-family and companion rules
 * read (CR 903, 702.139), and the printings the card-pool-by-date rules read. Shared by the card
 * database (db, which fills them in), the checker and the rules, so it lives low: it imports nothing.
 *
 * Every field is optional on a card: absent means "not known" (no card database, or a source that does not carry
 * it), never "none". A rule that needs a fact it does not have says so in a finding; it never guesses.
 */

/** The five colours, as the data writes them (CR 105.1). */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** A printing's rarity as the data gives it. */
export type Rarity = 'common' | 'uncommon' | 'rare' | 'mythic' | 'special' | 'bonus';

/** Where a printing can be played. */
export type Platform = 'paper' | 'mtgo' | 'arena';

/** Every platform, in order: a check is for one of them (`--platform`). */
export const PLATFORMS: readonly Platform[] = ['paper', 'mtgo', 'arena'];

/** A platform's name in messages and report headers. */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = { paper: 'tabletop', mtgo: 'Magic Online', arena: 'MTG Arena' };

/** One face of a card (the only face of a single-faced card). */
export interface FaceFacts {
  readonly name: string;
  /** Printed mana cost, e.g. "{2}{W}{U/P}"; '' when the face has none. */
  readonly manaCost: string;
  /** The face's own mana value (CR 202.3). */
  readonly manaValue: number;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Oracle text as the data gives it (reminder text in parentheses is still there; rules that must ignore it strip it). */
  readonly text: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly defense?: string;
  /** Colour indicator (CR 204), when the face has one. */
  readonly colorIndicator?: readonly Color[];
  /** The face's colours (CR 105.2), as the data gives them. */
  readonly colors?: readonly Color[];
}

/** What the data says a card may lead (MTGJSON `leadershipSkills`). Predates the 2025 Vehicle rule. */
export interface LeadershipFacts {
  readonly commander: boolean;
  readonly brawl: boolean;
  readonly oathbreaker: boolean;
}

/** One printing of a card in one set. */
export interface PrintingFacts {
  /** Set code, upper case ("DMU", "PLST"). */
  readonly set: string;
  readonly rarity: Rarity;
  /** The printing's own release date (MTGJSON `originalReleaseDate`, Scryfall `released_at`) when it differs from the set's. */
  readonly date?: string;
  readonly availability: readonly Platform[];
  readonly promo?: boolean;
  /** Silver-bordered, acorn-stamped or otherwise not tournament legal by authorisation (MTR 3.3). */
  readonly funny?: boolean;
  /** An Arena rebalanced ("A-") version. */
  readonly rebalanced?: boolean;
  /** The name this printing carries instead of the card's own (Secret Lair, Universes Beyond, MTGO/Arena names). */
  readonly flavorName?: string;
}

/** A set, as the data describes it. */
export interface SetFacts {
  /** Upper case. */
  readonly code: string;
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly releaseDate: string;
  /** MTGJSON set type / Scryfall set_type: expansion, core, masters, commander, promo, funny, alchemy, … */
  readonly type: string;
  readonly onlineOnly: boolean;
  readonly foreignOnly: boolean;
  readonly parentCode?: string;
}

/** A card's characteristics and printings, as an imported card database knows them. */
export interface CardFacts {
  /** MTGJSON/Scryfall layout: normal, split, transform, modal_dfc, adventure, flip, meld, … */
  readonly layout?: string;
  /** Mana cost of the card as a whole (a split card: its halves joined with " // "). */
  readonly manaCost?: string;
  /** Mana value of the card in a library or hand (split cards: the halves combined, CR 709.4b). */
  readonly manaValue?: number;
  readonly colors?: readonly Color[];
  /** Colour identity (CR 903.4) as the data gives it. */
  readonly colorIdentity?: readonly Color[];
  readonly subtypes?: readonly string[];
  /** Every face, front first. Single-faced cards have one. */
  readonly faces?: readonly FaceFacts[];
  readonly leadership?: LeadershipFacts;
  readonly printings?: readonly PrintingFacts[];
}

/** The imported card database in use: where its data came from and what it holds. */
export interface CardDatabaseInfo {
  readonly source: string;
  readonly date: string;
  readonly cards: number;
  /** The source's own version ("5.2.0+20220425"), when it has one. */
  readonly version?: string | null;
  /** English lookup names (card and face names) and foreign-language names. */
  readonly names?: number;
  readonly foreignNames?: number;
  /** Language codes of the foreign names. */
  readonly languages?: readonly string[];
  /** Formats the data gives card-pool legality for. */
  readonly formats?: readonly string[];
  /**
   * Which kinds of fact the cards carry: `characteristics` (costs, types, text, colour identity: CardFacts other than
   * printings) and `printings` (per-printing set, rarity, date, availability). Absent on a database imported before
   * these existed.
   */
  readonly holds?: { readonly characteristics: boolean; readonly printings: boolean };
  /** Sets in the database's set table (0 when the source has none). */
  readonly sets?: number;
  /** Other English names cards are printed under (flavor names, MTGO/Arena names), resolved to their card. */
  readonly aliases?: number;
  /**
   * True for deckcheck's built-in card data (the card snapshot in the package, a file of the compact profile:
   * db/profile), absent for a database imported with `deckcheck db`.
   */
  readonly builtIn?: boolean;
}
