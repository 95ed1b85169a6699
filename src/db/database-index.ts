/**
 * The card index of an imported card database, behind the same resolve() as the embedded index. Lookups read the
 * database file in place (it is already in memory): one hash bucket per lookup, cards decoded when first asked for.
 *
 * Order of resolution: an English card name (exact or normalised) → a face of a multi-face card → a foreign-language
 * name → the embedded facts (cards newer than the data, e.g. on a recent banned list) → not a card, with suggestions.
 * A name that fits more than one card is ambiguous, never a guess.
 */
import type { CardFacts, FaceFacts, PrintingFacts, SetFacts } from '../cards/facts.js';
import { CardIndex, readOf, type CardInfo, type Legality, type NameRead, type Resolution } from '../cards/index.js';
import { nameKey, ownCopy } from '../cards/normalize.js';
import { DECK_LIMITS, type DeckLimit } from '../data/deck-limits.js';
import type { PoolVerdict } from '../formats/pool.js';
import { CardNames } from './card-names.js';
import { ExactNames } from './exact-names.js';
import {
  decodeCoreFacts,
  decodeFaces,
  decodePrintings,
  decodePrintingsAscii,
  decodePrintingsSpan,
  parseFactsLine,
  AsciiTable,
  asciiHash,
  PrintingTable,
  printingsSpan,
  sameAscii,
  type CoreFacts,
  type FactsLine,
} from './facts-codec.js';
import { bucketCount, fieldEnd, keyHash, NUMBERED_CARD_LINES, postingBucket, u32, type DatabaseFile } from './file.js';
import { foreignKey, strictForeignKey } from './keys.js';
import { bagSlot, MASKS_MADE, MAX_POSITION, postingKey, postingKeyOfAscii, postingKeyOfGram, Suggester, type SuggestIndex } from './suggest.js';


const LEGALITY: Readonly<Record<string, Legality>> = { l: 'legal', b: 'banned', r: 'restricted', '-': 'not_legal' };

/**
 * The CardInfo fields a database card reads itself: its name, its line's profile (CardProfile), and its facts
 * (CardFacts, read from its facts line on first use). Added facts merged into a card keep their other fields as the
 * card's own.
 */
const CARD_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'basic',
  'deckLimit',
  'supertypes',
  'types',
  'legalities',
  'layout',
  'manaCost',
  'manaValue',
  'colors',
  'colorIdentity',
  'subtypes',
  'faces',
  'leadership',
  'printings',
]);

/** A card's facts line parsed, and its core facts and faces once decoded (null: the data has no faces). */
interface ParsedFacts {
  readonly line: FactsLine;
  core: CoreFacts | undefined;
  faces: readonly FaceFacts[] | null | undefined;
}

/**
 * What is read of a card's facts line: the line parsed and its parts decoded, the printings, the first printing read
 * alone (null: none). One object, made when the first of them is read, so that a card none is read of holds one field.
 */
interface LazyFacts {
  facts: ParsedFacts | undefined;
  printings: readonly PrintingFacts[] | null | undefined;
  first: PrintingFacts | null | undefined;
}

/**
 * The fields of a card line after the name (supertypes, types, legalities, copy limit), decoded: one object for every
 * card of an index whose line has the same text there (99 for the 33,401 cards of the built-in data), which the cards
 * read through getters. Optional for a card merged with added facts that lack them.
 */
interface CardProfile {
  /** The index whose file holds the cards' facts lines. */
  readonly index: DatabaseIndex;
  readonly basic: boolean;
  readonly deckLimit: DeckLimit | undefined;
  readonly supertypes: readonly string[] | undefined;
  readonly types: readonly string[] | undefined;
  readonly legalities: Readonly<Record<string, Legality>> | undefined;
}

/**
 * A card of the database. Its facts (CardFacts) are getters on the class, read from the card's facts line when one of
 * them is first read (most checks read none): the line is parsed then, and its parts decoded as they are asked for
 * (the card pools read only the printings, the Commander rules the faces), each once. A fact the data lacks reads
 * undefined. Its supertypes, types, legalities, copy limit and whether it is basic are getters too, read from its
 * CardProfile (shared by the cards whose line has the same text there), which keeps the card small: a long run keeps
 * tens of thousands of cards. Being getters, none of these are own properties: spread or JSON.stringify a card and
 * they are left out (its own property is its name).
 *
 * A card is also the NameRead of its own name written exactly (kind 'exact'; key and group key its name key): getters
 * too, so not own properties either. The index finds it by that name in ExactNames and gives the card itself, so a
 * deck line naming it reads no other object first (a NameRead, then the card).
 */
class DatabaseCard implements CardInfo, NameRead {
  readonly name: string;
  /** The card line's fields after the name, shared with the cards that have the same. */
  readonly #profile: CardProfile;
  /** nameKey(name), once known: the key and group key of the card's exact reading. */
  #key: string | undefined;
  /** What is read of the card's facts line so far (LazyFacts): made when the first of them is read. */
  #lazy: LazyFacts | undefined;
  /**
   * The printing the card line gives (a file of format 3 or later): the facts line's printings are then the others.
   * Undefined when the card line gives none (all printings are in the facts line).
   */
  readonly #lead: PrintingFacts | undefined;
  /** The card's last pool verdict and the memo it is for (formats/pool.ts): a check asks the same question per deck. */
  #verdictKey: object | undefined;
  #verdict: PoolVerdict | undefined;
  /** Where the card's facts are: its lines in the file of its profile's index. */
  readonly #id: number;

  /**
   * `profile`: the card line's fields after the name; `extra`: a CardInfo merged with them (added facts), whose other
   * fields, not facts, the card keeps as its own; `lead`: the card line's printing.
   */
  constructor(name: string, profile: CardProfile, id: number, lead: PrintingFacts | undefined, extra?: CardInfo) {
    this.name = name;
    this.#profile = profile;
    if (extra !== undefined) {
      for (const key of Object.keys(extra)) {
        if (!CARD_FIELDS.has(key)) (this as unknown as Record<string, unknown>)[key] = (extra as unknown as Record<string, unknown>)[key];
      }
    }
    this.#id = id;
    this.#lead = lead;
  }

  get basic(): boolean {
    return this.#profile.basic;
  }
  get deckLimit(): DeckLimit | undefined {
    return this.#profile.deckLimit;
  }
  get supertypes(): readonly string[] | undefined {
    return this.#profile.supertypes;
  }
  get types(): readonly string[] | undefined {
    return this.#profile.types;
  }
  get legalities(): Readonly<Record<string, Legality>> | undefined {
    return this.#profile.legalities;
  }

  get kind(): 'exact' {
    return 'exact';
  }
  get card(): this {
    return this;
  }
  get key(): string {
    return (this.#key ??= nameKey(this.name));
  }
  get groupKey(): string {
    return this.key;
  }
  /** A new object each time, so that a Resolution serialises as any other does (kind and card). */
  get resolution(): Resolution {
    return { kind: 'exact', card: this };
  }

  /** The card as the NameRead of its own name, whose key (`nameKey(name)`) the reader has already made. */
  exactRead(key: string): this {
    this.#key ??= key;
    return this;
  }

  /** What is read of the card's facts line so far, made when first asked for. */
  static #lazyOf(card: DatabaseCard): LazyFacts {
    return (card.#lazy ??= { facts: undefined, printings: undefined, first: undefined });
  }

  static #parsed(card: DatabaseCard): ParsedFacts {
    const lazy = DatabaseCard.#lazyOf(card);
    return (lazy.facts ??= { line: parseFactsLine(card.#profile.index.factsLine(card.#id)), core: undefined, faces: undefined });
  }

  static #get(card: DatabaseCard): CoreFacts {
    const facts = DatabaseCard.#parsed(card);
    return (facts.core ??= decodeCoreFacts(facts.line));
  }

  get layout(): string | undefined {
    return DatabaseCard.#get(this).layout;
  }
  get manaCost(): string | undefined {
    return DatabaseCard.#get(this).manaCost;
  }
  get manaValue(): number | undefined {
    return DatabaseCard.#get(this).manaValue;
  }
  get colors(): CardFacts['colors'] {
    return DatabaseCard.#get(this).colors;
  }
  get colorIdentity(): CardFacts['colorIdentity'] {
    return DatabaseCard.#get(this).colorIdentity;
  }
  get subtypes(): CardFacts['subtypes'] {
    return DatabaseCard.#get(this).subtypes;
  }
  get faces(): CardFacts['faces'] {
    const facts = DatabaseCard.#parsed(this);
    if (facts.faces === undefined) facts.faces = decodeFaces(facts.line) ?? null;
    return facts.faces ?? undefined;
  }
  get leadership(): CardFacts['leadership'] {
    return DatabaseCard.#get(this).leadership;
  }
  remembered(key: object): PoolVerdict | undefined {
    return this.#verdictKey === key ? this.#verdict : undefined;
  }

  remember(key: object, verdict: PoolVerdict): void {
    this.#verdictKey = key;
    this.#verdict = verdict;
  }

  /**
   * One of the card's printings (null when it has none), read alone: the one its card line gives (format 3 on), else
   * the first, from its facts line while its printings are not decoded (DatabaseIndex.factsFirstPrinting). A card pool
   * finds most cards in it by this printing (formats/pool.ts), and the rest of them is then never decoded.
   */
  leadPrinting(): PrintingFacts | null {
    // Read with the card line (format 3 on): no facts line is read for it.
    if (this.#lead !== undefined) return this.#lead;
    const lazy = DatabaseCard.#lazyOf(this);
    if (lazy.first !== undefined) return lazy.first;
    if (lazy.printings === undefined && lazy.facts === undefined) {
      const first = this.#profile.index.factsFirstPrinting(this.#id);
      if (first !== undefined) return (lazy.first = first);
    }
    return (lazy.first = this.printings?.[0] ?? null);
  }

  get printings(): CardFacts['printings'] {
    const lazy = DatabaseCard.#lazyOf(this);
    if (lazy.printings === undefined) {
      // The card pools read only the printings: taken from the end of the line unless it is already parsed.
      const alone = lazy.facts === undefined ? this.#profile.index.factsPrintings(this.#id) : null;
      const rest = (alone ?? decodePrintings(DatabaseCard.#parsed(this).line)) ?? null;
      // The card line's printing in its place among the facts line's (format 3 on); else the facts line holds them all.
      lazy.printings = this.#lead === undefined ? rest : withLead(rest ?? [], this.#lead, this.#profile.index.leadAt(this.#id));
    }
    return lazy.printings ?? undefined;
  }
}

/** A card's printings: `rest` (its facts line's) with `lead` (its card line's) put back at `at`. */
function withLead(rest: readonly PrintingFacts[], lead: PrintingFacts, at: number): readonly PrintingFacts[] {
  if (at <= 0) return [lead].concat(rest);
  return rest.slice(0, at).concat(lead, rest.slice(at));
}

/** Cards whose printings are parsed by JSON.parse before the byte reader takes over (factsPrintings). */
const JSON_PRINTINGS = 256;

/**
 * Distinct names read by key before the cards' names are read into a table of their own (CardNames): a check of one
 * deck or of a few dozen decks reads fewer and never pays for the table (10-25 ms, one pass over the 33,401 card lines
 * of the built-in data); a run of thousands of decks finds its other names there.
 */
export const CARD_NAMES_AFTER = 1024;

/** Distinct written names remembered; a long-running library user checking endless new names stays bounded. */
const MEMO_LIMIT = 200_000;

/** The empty list of supertypes or types, shared. */
const NONE: readonly string[] = Object.freeze([]);

/**
 * Distinct card profiles, and supertype and type lists, kept (about a hundred in real data); a damaged file cannot
 * grow them without bound.
 */
const WORD_LISTS_LIMIT = 4_096;

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The embedded copy-limit facts (data/deck-limits), by card name: for card data that lacks a card's text. */
const EMBEDDED_LIMITS: ReadonlyMap<string, DeckLimit> = new Map(DECK_LIMITS.map((f) => [f.name, f.limit]));

/**
 * A card's profile with added facts (DatabaseIndex.add) merged in: the data's own fields win, a field it lacks (a copy
 * limit, most often) is the added one's, and the card is basic if either says so.
 */
function withAdded(profile: CardProfile, extra: CardInfo): CardProfile {
  return {
    index: profile.index,
    basic: profile.basic || extra.basic,
    deckLimit: profile.deckLimit ?? extra.deckLimit,
    supertypes: profile.supertypes ?? extra.supertypes,
    types: profile.types ?? extra.types,
    legalities: profile.legalities ?? extra.legalities,
  };
}

export class DatabaseIndex extends CardIndex {
  /** Cards read by their own name, written exactly (most lines): found there first. */
  private readonly exact = new ExactNames<DatabaseCard>();
  /** Every other name read: another spelling, a face, another printed name, a foreign name, several cards or none. */
  private readonly memo = new Map<string, NameRead>();
  /** The cards read so far, by id. */
  private readonly infos: CardTable;
  /** The card profiles, found by the bytes of a card line's fields after the name: cards share the few distinct ones. */
  private readonly profileTable = new FieldTable<CardProfile>((text) => this.profile(text));
  /** The supertype and type lists of the profiles, by their text (words()). */
  private readonly wordLists = new Map<string, readonly string[]>();
  /** The printings decoded so far, shared by the cards that have the same printing string. */
  private readonly printingTable = new PrintingTable();
  /** Cards whose printings were read from their facts line so far (factsPrintings). */
  private printingsRead = 0;
  private readonly added = new Map<string, CardInfo>();
  private suggester: Suggester | undefined;
  /** The cards by their names (CardNames), once the index has read CARD_NAMES_AFTER distinct names. */
  private cardNames: CardNames | undefined;
  /** Distinct names read so far, up to CARD_NAMES_AFTER. */
  private namesRead = 0;
  private setTable: SetTable | undefined;
  /** Whether card lines name their profile and lead printing by number (format 5 on), not by their text. */
  private readonly numbered: boolean;
  /** Format 5: the profiles and the lead printings that card lines name by number. */
  private readonly profiles: NumberedLines<CardProfile>;
  private readonly leads: NumberedLines<PrintingFacts>;
  private readonly nameBucketCount: number;
  private readonly foreignBucketCount: number;

  /** `fallback`: the embedded facts, for names the data does not know and facts it does not carry. */
  constructor(
    readonly db: DatabaseFile,
    private readonly fallback: CardIndex = new CardIndex(),
  ) {
    super();
    this.infos = new CardTable(db.header.cards);
    this.numbered = db.header.formatVersion >= NUMBERED_CARD_LINES;
    this.profiles = new NumberedLines(db, 'profiles', (start, end) => this.profile(this.db.buf.toString('utf8', start, end)));
    // Found by its bytes as the facts lines' printings are: the same object.
    this.leads = new NumberedLines(db, 'leads', (start, end) => this.cardLinePrinting(this.db.buf, start, end));
    this.nameBucketCount = bucketCount(db.header.names);
    this.foreignBucketCount = bucketCount(db.header.foreignNames);
  }

  override get size(): number {
    return this.db.header.cards;
  }

  /**
   * Facts added later (by other features): kept beside the database and merged into its cards of that name (the
   * database's own facts win); names the database does not know are looked up there too.
   */
  override add(card: CardInfo): void {
    this.fallback.add(card);
    this.added.set(nameKey(card.name), card);
    this.exact.clear();
    this.memo.clear();
    this.infos.clear();
  }

  override addName(name: string): void {
    this.fallback.addName(name);
    this.exact.clear();
    this.memo.clear();
  }

  /** The legality per format of a legality string (frozen): made for each CardProfile, which the cards share. */
  private legalities(legal: string): Readonly<Record<string, Legality>> {
    const decoded: Record<string, Legality> = {};
    this.db.header.formats.forEach((f, i) => {
      decoded[f] = LEGALITY[legal.charAt(i)] ?? 'not_legal';
    });
    return Object.freeze(decoded);
  }

  /** The set table, read from the file when first asked for (a set at a time: SetTable). */
  override sets(): ReadonlyMap<string, SetFacts> {
    return (this.setTable ??= new SetTable(this.db));
  }

  /** The facts line of a card (its characteristics and printings, db/facts-codec). */
  factsLine(id: number): string {
    const [start, end] = this.line('facts', 'factOffsets', id);
    return this.db.buf.toString('utf8', start, end);
  }

  /** Where the line of card `id` is in a section (`offsets`: its table), without its line break; its bytes read in. */
  private line(section: 'cards' | 'facts', offsets: 'cardOffsets' | 'factOffsets', id: number): [number, number] {
    return entrySpan(this.db, section, offsets, id, 1);
  }

  /**
   * The printings of a card read from the end of its facts line, the rest unparsed (db/facts-codec, printingsSpan);
   * null when the file has no printings or the line does not allow it (then the whole line is parsed). The first
   * cards' printings are parsed by JSON.parse, native code that is fast from its first call; from the
   * JSON_PRINTINGS-th card on, they are found and read byte by byte (printingsSpan's loop, decodePrintingsAscii), which
   * makes no object or string for a printing string seen before and is faster once V8 has compiled it, as it has by
   * then in a long run.
   */
  factsPrintings(id: number): PrintingFacts[] | null {
    if (!this.db.header.holds.printings) return null;
    const [start, end] = this.line('facts', 'factOffsets', id);
    const { buf } = this.db;
    const bytes = this.printingsRead >= JSON_PRINTINGS;
    const span = printingsSpan(buf, start, end, bytes);
    if (span === null) return null;
    this.printingsRead++;
    return (bytes ? decodePrintingsAscii(buf, span, this.printingTable) : undefined) ?? decodePrintingsSpan(buf, span, this.printingTable) ?? null;
  }

  /**
   * The first printing of a card, read from the end of its facts line as factsPrintings reads them all (the same
   * printing as their first; the rest of the array is checked but not looked up); null when the card has none;
   * undefined for the first JSON_PRINTINGS cards read, and when the line is not as the compiler writes it (non-ASCII,
   * an escape): the caller then decodes them all.
   */
  factsFirstPrinting(id: number): PrintingFacts | null | undefined {
    // The first JSON_PRINTINGS cards decode them all, by JSON.parse (factsPrintings): a check of a few decks never
    // runs the byte loop, which would run in the interpreter (slow, and V8's compiling it took memory).
    if (!this.db.header.holds.printings || this.printingsRead < JSON_PRINTINGS) return undefined;
    const [start, end] = this.line('facts', 'factOffsets', id);
    const { buf } = this.db;
    const span = printingsSpan(buf, start, end, true);
    if (span === null) return undefined;
    this.printingsRead++;
    const first = decodePrintingsAscii(buf, span, this.printingTable, 1);
    return first === undefined ? undefined : (first[0] ?? null);
  }

  /** Just the name of a card. */
  cardName(id: number): string {
    const cached = this.infos.get(id);
    if (cached) return cached.name;
    const [start, end] = this.line('cards', 'cardOffsets', id);
    return this.db.buf.toString('utf8', start, fieldEnd(this.db.buf, start, end));
  }

  /**
   * The card with this id, from its line in the cards section. Read from the bytes: the name is the one string made.
   * Its supertypes, types, legalities and copy limit (its profile) and its lead printing are those its line names by
   * number (format 5 on), decoded once each; in an older file, found by the bytes of those fields among those read
   * before (FieldTable, PrintingTable).
   */
  card(id: number): CardInfo {
    const cached = this.infos.get(id);
    if (cached) return cached;
    const [start, end] = this.line('cards', 'cardOffsets', id);
    const { buf } = this.db;
    const nameEnd = fieldEnd(buf, start, end);
    const name = buf.toString('utf8', start, nameEnd);
    // Supertypes, types, legalities and copy limit: the profile the line names by number (format 5 on; a profile of
    // nothing for a number the file lacks), else the profile of their text, one per distinct text.
    const profileAt = Math.min(end, nameEnd + 1);
    const limitEnd = profileEnd(buf, profileAt, end, this.numbered);
    const ownProfile = this.numbered
      ? (this.profiles.get(numberOf(buf, profileAt, limitEnd)) ?? this.profile(''))
      : this.profileTable.get(buf, profileAt, limitEnd);
    // The lead printing (format 3 on; none in older files): by number (format 5 on), else found by its bytes as the
    // facts line's printings are.
    const leadStart = Math.min(end, limitEnd + 1);
    const leadEnd = fieldEnd(buf, leadStart, end);
    const lead =
      leadStart >= leadEnd
        ? undefined
        : this.numbered
          ? this.leads.get(numberOf(buf, leadStart, leadEnd))
          : this.cardLinePrinting(buf, leadStart, leadEnd);
    // Data that lacks the card's text gives no limit: the embedded fact keeps it (Templar Knight: any number).
    const embedded = ownProfile.deckLimit === undefined ? EMBEDDED_LIMITS.get(name) : undefined;
    const profile = embedded === undefined ? ownProfile : { ...ownProfile, deckLimit: embedded };
    const extra = this.added.size > 0 ? this.added.get(nameKey(name)) : undefined;
    const info =
      extra === undefined ? new DatabaseCard(name, profile, id, lead) : new DatabaseCard(name, withAdded(profile, extra), id, lead, extra);
    this.infos.set(id, info);
    return info;
  }

  /**
   * Where the lead printing of card `id` is among its printings (format 4: its card line's last field, when it is not
   * the first; before, the first): read again from the line when its printings are decoded, as few cards' are.
   */
  leadAt(id: number): number {
    const [start, end] = this.line('cards', 'cardOffsets', id);
    const { buf } = this.db;
    const leadStart = Math.min(end, profileEnd(buf, Math.min(end, fieldEnd(buf, start, end) + 1), end, this.numbered) + 1);
    const leadEnd = fieldEnd(buf, leadStart, end);
    return leadEnd < end ? Math.max(0, numberOf(buf, leadEnd + 1, end)) : 0;
  }

  /** The printing of a card line's first-printing field (the same object as the facts lines' same string decodes to). */
  private cardLinePrinting(buf: Buffer, start: number, end: number): PrintingFacts {
    const hash = asciiHash(buf, start, end);
    return hash < 0 ? this.printingTable.of(buf.toString('utf8', start, end)) : this.printingTable.get(buf, start, end, hash);
  }

  /** A space-separated list of supertypes or types (frozen), one per distinct text: the profiles share them. */
  private words(text: string): readonly string[] {
    if (text === '') return NONE;
    let list = this.wordLists.get(text);
    if (list === undefined) {
      list = Object.freeze(text.split(' '));
      if (this.wordLists.size < WORD_LISTS_LIMIT) this.wordLists.set(text, list);
    }
    return list;
  }

  /** The profile of a card line's text after its name: supertypes, types, legalities and copy limit, tab-separated. */
  private profile(text: string): CardProfile {
    const [supers = '', types = '', legal = '', limit = ''] = text.split('\t');
    const supertypes = this.words(supers);
    return {
      index: this,
      basic: supertypes.includes('Basic'),
      deckLimit: limit === '' ? undefined : deckLimitOf(limit),
      supertypes,
      types: this.words(types),
      legalities: this.legalities(legal),
    };
  }

  /**
   * The card ids of a key's line in the names section: cards of that name, cards with a face of that name, cards
   * printed under it; null when no line has the key. Read from the bytes: no string is made.
   */
  private nameIds(key: string): readonly [cards: number[], faces: number[], aliases: number[]] | null {
    const { buf } = this.db;
    const { start, end, want, length } = keyBucket(this.db, 'names', 'nameBuckets', this.nameBucketCount, key);
    let p = start;
    while (p < end) {
      if (sameKey(buf, p, end, key, want, length)) {
        const stop = lineEnd(buf, p + length + 1, end);
        // New lists each time: emptying kept ones (`length = 0`) is a call into the runtime, dearer than three small
        // arrays that die young.
        const cards: number[] = [];
        const faces: number[] = [];
        const aliases: number[] = [];
        const cardCount = this.db.header.cards;
        let at = readIds(buf, p + length + 1, stop, cards, cardCount);
        if (at < stop) at = readIds(buf, at + 1, stop, faces, cardCount);
        if (at < stop) readIds(buf, at + 1, stop, aliases, cardCount);
        return [cards, faces, aliases];
      }
      p = lineEnd(buf, p, end) + 1;
    }
    return null;
  }

  /**
   * The lines of the foreign section whose key is `key`: card id, language, strict key (empty when it is the key), and
   * how many sets print the card under the name (1 in files written before the count was kept).
   */
  private foreignRows(key: string): ForeignRow[] {
    const { buf } = this.db;
    const { start, end, want, length } = keyBucket(this.db, 'foreign', 'foreignBuckets', this.foreignBucketCount, key);
    let p = start;
    const out: ForeignRow[] = [];
    while (p < end) {
      const hit = sameKey(buf, p, end, key, want, length);
      const stop = lineEnd(buf, hit ? p + length + 1 : p, end);
      if (hit) {
        const ids: number[] = [];
        const at = readIds(buf, p + length + 1, stop, ids, this.db.header.cards);
        const card = ids[0];
        if (card !== undefined) {
          const rest = at < stop ? buf.toString('utf8', at + 1, stop).split('\t') : [];
          const sets = Number(rest[2]);
          out.push({ card, lang: rest[0] ?? '', strict: rest[1] ?? '', sets: Number.isInteger(sets) && sets > 0 ? sets : 1 });
        }
      }
      p = stop + 1;
    }
    return out;
  }

  /** A deck line's name, remembered whole: a name met again costs one lookup (no key is made). */
  override read(written: string): NameRead {
    return this.readBefore(written) ?? this.readNew(written, nameKey(written));
  }

  /**
   * A deck's lines' names, as read() reads each: the cards read before by their own name are looked up together
   * (ExactNames.getAll), the other names then one by one, in turn (a name new to the index, read on an earlier line,
   * is found by read() as read before).
   */
  override readAll(lines: readonly { readonly name: string }[]): NameRead[] {
    const reads: (NameRead | undefined)[] = this.exact.getAll(lines);
    for (let j = 0; j < reads.length; j++) {
      if (reads[j] === undefined) reads[j] = this.read((lines[j] as { readonly name: string }).name);
    }
    return reads as NameRead[];
  }

  /** As resolve(), for a caller that already has the name's key (`nameKey(written)`). */
  override resolveKeyed(written: string, key: string): Resolution {
    return (this.readBefore(written) ?? this.readNew(written, key)).resolution;
  }

  /** The reading of a name read before: a card by its own name (`exact`), else any other reading (`memo`). */
  private readBefore(written: string): NameRead | undefined {
    return this.exact.get(written) ?? this.memo.get(written);
  }

  /** A name not read before, remembered: a card written exactly is its own NameRead (DatabaseCard), kept in `exact`. */
  private readNew(written: string, key: string): NameRead {
    const byName = this.byCardName(written, key);
    if (byName !== undefined) {
      this.exact.add(byName.exactRead(key));
      return byName;
    }
    const r = this.lookup(written, key);
    if (r.kind === 'exact' && r.card instanceof DatabaseCard) {
      // At most one entry per card of the database: no bound needed beyond the file's own.
      this.exact.add(r.card.exactRead(key));
      return r.card;
    }
    return this.remember(written, readOf(key, r));
  }

  override resolve(written: string): Resolution {
    return this.read(written).resolution;
  }

  /**
   * The card whose name is `written`, exactly, found by the card names' table (CardNames) once the index has read
   * CARD_NAMES_AFTER distinct names (a long run), in a file whose cards have name keys of their own; undefined before,
   * and for any other name (looked up by key). A key that lookup() reads otherwise ("A // A" is A) is left to it.
   */
  private byCardName(written: string, key: string): DatabaseCard | undefined {
    let names = this.cardNames;
    if (names === undefined) {
      if (this.db.header.uniqueNameKeys !== true || ++this.namesRead < CARD_NAMES_AFTER) return undefined;
      names = this.cardNames = CardNames.of(this.db);
    }
    const id = names.find(written);
    if (id < 0 || key === '' || oneSided(key) !== key) return undefined;
    const card = this.card(id);
    return card instanceof DatabaseCard ? card : undefined;
  }

  private remember(written: string, r: NameRead): NameRead {
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    // Kept by a string of its own: the name as parsed is a slice of its deck's whole text, which it would keep alive
    // (the text of the first deck to name each card: thousands of them in a long run). The card's own name is such a
    // string already (read from the file), and most names are written as the card's; others are copied.
    this.memo.set(r.card !== undefined && r.card.name === written ? r.card.name : ownCopy(written), r);
    return r;
  }

  private lookup(written: string, writtenKey: string): Resolution {
    const key = oneSided(writtenKey);
    const rec = key === '' ? null : this.nameIds(key);
    if (rec) {
      const [cards, faces, aliases] = rec;
      const only = cards.length === 1 ? cards[0] : undefined;
      if (only !== undefined) {
        const card = this.card(only);
        return { kind: card.name === written ? 'exact' : 'normalized', card };
      }
      if (cards.length > 1) return { kind: 'ambiguous', candidates: cards.map((id) => this.card(id).name).sort() };
      const face = faces.length === 1 ? faces[0] : undefined;
      if (face !== undefined) return { kind: 'face', card: this.card(face) };
      if (faces.length > 1) return { kind: 'ambiguous', candidates: faces.map((id) => this.card(id).name).sort() };
      const alias = aliases.length === 1 ? aliases[0] : undefined;
      if (alias !== undefined) return { kind: 'alias', card: this.card(alias) };
      if (aliases.length > 1) return { kind: 'ambiguous', candidates: aliases.map((id) => this.card(id).name).sort() };
    }
    const foreign = this.foreign(written);
    if (foreign?.kind === 'foreign') {
      // A foreign name that also begins an English card's name ("Uro": Aurochs in Spanish, and Uro, Titan of Nature's
      // Wrath) is read as the foreign card, with the English ones it may have meant.
      this.suggester ??= new Suggester(new FileSuggestIndex(this.db));
      const startOf = this.suggester.startingWith(key);
      return startOf.length > 0 ? { ...foreign, startOf } : foreign;
    }
    if (foreign) return foreign;
    const known = this.fallback.resolveKeyed(written, writtenKey);
    if (known.kind !== 'unknown') return known;
    if (key === '') return { kind: 'unknown', complete: true, suggestions: [] };
    // Similar names are searched for when first asked (a deck of thousands of unknown names asks for the first few).
    let suggestions: readonly string[] | undefined;
    const suggest = () => (suggestions ??= this.suggest(key));
    return {
      kind: 'unknown',
      complete: true,
      get suggestions() {
        return suggest();
      },
    };
  }

  private foreign(written: string): Resolution | undefined {
    if (this.db.header.foreignNames === 0) return undefined;
    const key = foreignKey(written);
    if (key === '') return undefined;
    let rows = this.foreignRows(key);
    if (rows.length === 0) return undefined;
    let cards = unique(rows.map((r) => r.card));
    if (cards.length > 1) {
      // The loose key (no accents) joins names that differ only by accents; the name as written decides if it can.
      const strict = strictForeignKey(written);
      const exact = rows.filter((r) => (r.strict || key) === strict);
      const exactCards = unique(exact.map((r) => r.card));
      if (exactCards.length === 1) {
        rows = exact;
        cards = exactCards;
      }
    }
    const vote = cards.length === 1 ? undefined : clearMajority(rows, cards);
    const only = cards.length === 1 ? cards[0] : vote?.card;
    if (only === undefined) return { kind: 'ambiguous', candidates: cards.map((id) => this.card(id).name).sort() };
    const languages = unique(rows.filter((r) => r.card === only).map((r) => r.lang)).sort();
    if (vote === undefined) return { kind: 'foreign', card: this.card(only), languages };
    const outvoted = vote.others.map(({ card, sets }) => ({ card: this.card(card).name, sets }));
    return { kind: 'foreign', card: this.card(only), languages, sets: vote.sets, outvoted };
  }

  private suggest(key: string): string[] {
    this.suggester ??= new Suggester(new FileSuggestIndex(this.db));
    return this.suggester.suggest(key);
  }
}

/**
 * The key of a card printed with the same card on both sides as that card's ("propaganda // propaganda" is
 * "propaganda"); any other key as it is.
 */
function oneSided(key: string): string {
  if (!key.includes(' // ')) return key;
  const parts = key.split(' // ');
  return parts.every((p) => p === parts[0]) ? (parts[0] ?? key) : key;
}

/**
 * Where a card line's profile ends, from `at`: its number's one field (`numbered`, format 5 on), else its four
 * (supertypes, types, legalities, copy limit).
 */
function profileEnd(buf: Uint8Array, at: number, end: number, numbered: boolean): number {
  let p = fieldEnd(buf, at, end);
  if (!numbered) for (let i = 1; i < 4; i++) p = fieldEnd(buf, Math.min(end, p + 1), end);
  return p;
}

/** The number buf[start, end) writes in decimal digits; -1 when it is not one, or is empty (a damaged line). */
function numberOf(buf: Uint8Array, start: number, end: number): number {
  if (start >= end) return -1;
  let n = 0;
  for (let p = start; p < end; p++) {
    const d = (buf[p] as number) - 0x30;
    if (d < 0 || d > 9 || n > 100_000_000) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * The lines of a short section that card lines name by number (format 5's `profiles` and `leads`), each made into its
 * value (`make`, given where the line is, without its line break) the first time its number is asked for. The section
 * is read whole then.
 */
class NumberedLines<T> {
  /** Where each line starts and ends, two numbers a line; found when first needed. */
  #spans: number[] | undefined;
  readonly #made: T[] = [];

  constructor(
    private readonly db: DatabaseFile,
    private readonly section: 'profiles' | 'leads',
    private readonly make: (start: number, end: number) => T,
  ) {}

  /** The value of line `n`; undefined for a number the section does not have (a damaged card line). */
  get(n: number): T | undefined {
    const known = this.#made[n];
    if (known !== undefined) return known;
    const spans = (this.#spans ??= this.lineSpans());
    if (n < 0 || 2 * n + 1 >= spans.length) return undefined;
    const value = this.make(spans[2 * n] as number, spans[2 * n + 1] as number);
    this.#made[n] = value;
    return value;
  }

  private lineSpans(): number[] {
    const range = this.db.range[this.section];
    if (range === undefined) return [];
    this.db.need(this.section);
    const [first, last] = range;
    const spans: number[] = [];
    for (let p = first; p < last; ) {
      const end = lineEnd(this.db.buf, p, last);
      spans.push(p, end);
      p = end + 1;
    }
    return spans;
  }
}

/** A card line's deck limit field, not empty: a number of copies, or "any". */
function deckLimitOf(limit: string): DeckLimit {
  return limit === 'any' ? 'any' : Number(limit);
}

/**
 * What the text of a card line's fields decodes to (`make`), found by their bytes (an AsciiTable, as printings are
 * found), so a text seen before makes no string. A text with a byte that is not ASCII is decoded each time (not in
 * files deckcheck writes: type names and legality codes are ASCII). Bounded: past WORD_LISTS_LIMIT distinct texts,
 * new ones are decoded each time.
 */
class FieldTable<T> {
  readonly #table: AsciiTable<T>;

  constructor(private readonly make: (text: string) => T) {
    this.#table = new AsciiTable(make, WORD_LISTS_LIMIT);
  }

  get(buf: Buffer, start: number, end: number): T {
    const hash = asciiHash(buf, start, end);
    return hash < 0 ? this.make(buf.toString('utf8', start, end)) : this.#table.get(buf, start, end, hash);
  }
}

/** Cards read before their table (CardTable) turns from a Map into an array as long as the card count. */
const CARDS_IN_MAP = 256;

/**
 * The cards read so far, by id: a Map for the first CARDS_IN_MAP (an array of 24,000 slots costs most of a
 * millisecond to make, more than a check of one deck reads cards: tens of them), then an array (a run that reads
 * thousands of cards finds each in one step, where a Map of thousands hashes the id and follows its bucket).
 */
class CardTable {
  #map = new Map<number, CardInfo>();
  #slots: (CardInfo | undefined)[] | undefined;

  constructor(private readonly count: number) {}

  get(id: number): CardInfo | undefined {
    return this.#slots !== undefined ? this.#slots[id] : this.#map.get(id);
  }

  set(id: number, info: CardInfo): void {
    if (this.#slots !== undefined) {
      if (id >= 0 && id < this.count) this.#slots[id] = info;
      return;
    }
    this.#map.set(id, info);
    if (this.#map.size >= CARDS_IN_MAP) {
      const slots = new Array<CardInfo | undefined>(this.count).fill(undefined);
      for (const [k, v] of this.#map) if (k >= 0 && k < this.count) slots[k] = v;
      this.#slots = slots;
      this.#map = new Map();
    }
  }

  clear(): void {
    this.#map.clear();
    this.#slots = undefined;
  }
}

/** Sets read alone before the whole set table is parsed (SetTable): a search costs about 1% of the whole parse. */
const SETS_ALONE = 64;

/**
 * The set table of a database file (its sets section: one JSON array of SetFacts), read a set at a time: get(code)
 * finds the set's object by the text it starts with, `{"code":"<code>",` (String#indexOf in the section read as
 * Latin-1, one character per byte: native code, 5 µs a search; a code found twice
 * is left to the whole table, where the last one counts), and parses that object alone. A check of one deck asks for
 * some tens of the 579 sets of MTGJSON 5.2.0; parsing the whole section (78 KB) and decoding its text cost more than
 * the rest of what its card pools do. A code not found that way, an object that does not parse, the SETS_ALONE-th set,
 * or any other use of the table (size, iteration) parses the whole section, as a Map of its valid entries, and the
 * table answers from it from then on.
 */
class SetTable implements ReadonlyMap<string, SetFacts> {
  #all: Map<string, SetFacts> | undefined;
  readonly #one = new Map<string, SetFacts>();
  /** The section's bytes as Latin-1 text (one character per byte), to search. */
  #text: string | undefined;

  constructor(private readonly db: DatabaseFile) {}

  /** The whole table, parsed once. */
  #whole(): Map<string, SetFacts> {
    if (!this.#all) {
      this.db.need('sets');
      const { buf, range } = this.db;
      let list: unknown;
      try {
        list = JSON.parse(buf.toString('utf8', range.sets[0], range.sets[1]) || '[]');
      } catch {
        list = [];
      }
      const map = new Map<string, SetFacts>();
      if (Array.isArray(list)) for (const s of list as SetFacts[]) if (typeof s?.code === 'string') map.set(s.code, s);
      this.#all = map;
    }
    return this.#all;
  }

  /** The set of `code` read alone, or null when it cannot be (then the whole table decides). */
  #alone(code: string): SetFacts | null {
    if (!isAscii(code)) return null;
    this.db.need('sets');
    const { buf } = this.db;
    const [start, end] = this.db.range.sets;
    // One character per byte, so a place in the text is the same place in the bytes; searched by String#indexOf.
    const text = (this.#text ??= buf.toString('latin1', start, end));
    const opening = `{"code":${JSON.stringify(code)},`;
    const at = text.indexOf(opening);
    if (at < 1 || text.indexOf(opening, at + 1) >= 0) return null;
    // The object ends where the next one starts, or at the end of the array (a `}` in a string is escaped: `"` is).
    const next = text.indexOf('},{"code":', at);
    const close = next >= 0 ? next + 1 : text.endsWith('}]') ? text.length - 1 : -1;
    if (close <= at) return null;
    let set: unknown;
    try {
      set = JSON.parse(buf.toString('utf8', start + at, start + close));
    } catch {
      return null;
    }
    return typeof set === 'object' && set !== null && (set as SetFacts).code === code ? (set as SetFacts) : null;
  }

  get(code: string): SetFacts | undefined {
    if (this.#all) return this.#all.get(code);
    const known = this.#one.get(code);
    if (known !== undefined) return known;
    const set = this.#one.size < SETS_ALONE ? this.#alone(code) : null;
    if (set === null) return this.#whole().get(code);
    this.#one.set(code, set);
    return set;
  }

  has(code: string): boolean {
    return this.get(code) !== undefined;
  }

  get size(): number {
    return this.#whole().size;
  }

  forEach(f: (value: SetFacts, key: string, map: ReadonlyMap<string, SetFacts>) => void, thisArg?: unknown): void {
    this.#whole().forEach((value, key) => f.call(thisArg, value, key, this));
  }

  entries(): MapIterator<[string, SetFacts]> {
    return this.#whole().entries();
  }

  keys(): MapIterator<string> {
    return this.#whole().keys();
  }

  values(): MapIterator<SetFacts> {
    return this.#whole().values();
  }

  [Symbol.iterator](): MapIterator<[string, SetFacts]> {
    return this.#whole()[Symbol.iterator]();
  }
}

/** A line of the foreign section. */
interface ForeignRow {
  readonly card: number;
  readonly lang: string;
  readonly strict: string;
  readonly sets: number;
}

/**
 * The share of the sets printing a foreign name that one card must hold for the name to mean that card: 19 sets in
 * 20. The basics' mislabelled printings are far below it ("Isla": Island in 309 printings, Plains in 4); a name two
 * cards were really printed under stays ambiguous ("Zwang": Duress in 13 sets, Coercion in Sixth Edition).
 */
export const FOREIGN_MAJORITY = 0.95;

/**
 * The card that a clear majority of the sets printing a name give it to (at least FOREIGN_MAJORITY of them, over
 * every language), with its count and the others' counts (most first); undefined when no card has one. A handful of
 * mislabelled printings ("Isla", Spanish for Island, on four Plains) is outvoted by the hundreds of right ones; a
 * name two cards really share keeps both.
 */
function clearMajority(
  rows: readonly ForeignRow[],
  cards: readonly number[],
): { card: number; sets: number; others: { card: number; sets: number }[] } | undefined {
  const tally = new Map<number, number>(cards.map((c) => [c, 0]));
  let total = 0;
  for (const r of rows) {
    tally.set(r.card, (tally.get(r.card) ?? 0) + r.sets);
    total += r.sets;
  }
  const ranked = [...tally].map(([card, sets]) => ({ card, sets })).sort((a, b) => b.sets - a.sets || a.card - b.card);
  const [top, ...others] = ranked;
  if (top === undefined || top.sets < FOREIGN_MAJORITY * total) return undefined;
  return { card: top.card, sets: top.sets, others };
}

function u16(buf: Buffer, at: number): number {
  return (buf[at] as number) | ((buf[at + 1] as number) << 8);
}

const UTF8 = new TextEncoder();

/** Whether this machine stores a Uint32Array's numbers little-endian, as the file does. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/**
 * A key's hash bucket in a section (`table`: the section of its bucket offsets): where the bucket's lines start and end
 * (read in), and the key as the lines are compared with it (`want`: its UTF-8 bytes when it is not ASCII).
 */
function keyBucket(
  db: DatabaseFile,
  section: 'names' | 'foreign',
  table: 'nameBuckets' | 'foreignBuckets',
  buckets: number,
  key: string,
): { start: number; end: number; want: Uint8Array | undefined; length: number } {
  const want = isAscii(key) ? undefined : UTF8.encode(key);
  const [start, end] = entrySpan(db, section, table, keyHash(key) % buckets, 0);
  return { start, end, want, length: want ? want.length : key.length };
}

/**
 * Entry `i` of a section whose offsets table is `table` (u32 offsets into the section, one more than its entries):
 * where the entry starts and ends (absolute, less `trim` bytes at its end: 1 for a line without its line break), its
 * offsets and its bytes read in first. Offsets a damaged file gives are cut to the section.
 */
function entrySpan(
  db: DatabaseFile,
  section: 'cards' | 'facts' | 'names' | 'foreign',
  table: 'cardOffsets' | 'factOffsets' | 'nameBuckets' | 'foreignBuckets',
  i: number,
  trim: number,
): [number, number] {
  const { buf, range } = db;
  const at = range[table][0] + 4 * i;
  db.part(table, at, at + 8);
  const [first, last] = range[section];
  const start = Math.min(last, first + u32(buf, at));
  const end = Math.max(start, Math.min(last, first + u32(buf, at + 4) - trim));
  db.part(section, start, end);
  return [start, end];
}

/** Whether the line at `p` begins with the key and a tab (`want`: the key's UTF-8 bytes when it is not ASCII). */
function sameKey(buf: Buffer, p: number, end: number, key: string, want: Uint8Array | undefined, length: number): boolean {
  const tab = p + length;
  if (tab >= end || buf[tab] !== 0x09) return false;
  return want ? buf.compare(want, 0, length, p, tab) === 0 : sameAscii(key, buf, p, tab);
}

/** Where the line that `p` is in ends: its line break, or `end`. */
function lineEnd(buf: Buffer, p: number, end: number): number {
  while (p < end && buf[p] !== 0x0a) p++;
  return p;
}

/**
 * The comma-separated card ids at `p`, up to a tab or `end`, appended to `out` (ids of no card, in a damaged file,
 * are left out); returns where the list stopped.
 */
function readIds(buf: Buffer, p: number, end: number, out: number[], cards: number): number {
  let id = -1;
  for (; p < end; p++) {
    const c = buf[p] as number;
    if (c >= 0x30 && c <= 0x39) id = (id < 0 ? 0 : id * 10) + (c - 0x30);
    else if (c === 0x2c || c === 0x09) {
      if (id >= 0 && id < cards) out.push(id);
      id = -1;
      if (c === 0x09) break;
    }
  }
  if (id >= 0 && id < cards) out.push(id);
  return p;
}

/**
 * Where the key of a suggestion-name line (`start` to `end`: key, tab, name) ends, at its tab, when every byte of it is
 * ASCII; -1 when one is not (é, Ψ) or the line has no tab (a damaged file): the key is then read as a string.
 */
function asciiKeyEnd(buf: Uint8Array, start: number, end: number): number {
  for (let p = start; p < end; p++) {
    const b = buf[p] as number;
    if (b === 0x09) return p;
    if (b >= 0x80) return -1;
  }
  return -1;
}

/**
 * FileSuggestIndex.want's pass over the names: for each name whose key is all ASCII, the postings keys of its trigrams
 * up to place `last` + 2 (every place when `last` is -1) that `bits` lets through and `wanted` lists get the name's
 * line; the names whose key is not all ASCII (or whose line has no tab) are put in `odd`, and their count returned.
 * A function of its own that ends with its loop, with no branch that only a rare name takes: it runs a few times in a
 * run, mostly as code V8 compiles while it runs (on-stack replacement), and code after the loop, or a branch not taken
 * before that, had no feedback when it was compiled: reaching it threw the compiled code away, and V8 compiled the
 * whole loop again at the next search (twice per run on the built-in card data).
 */
function scanAsciiKeys(
  buf: Buffer,
  names: number,
  namesEnd: number,
  offsets: number,
  size: number,
  bits: Uint32Array,
  last: number,
  wanted: Map<number, number[]>,
  odd: Int32Array,
): number {
  let oddCount = 0;
  for (let i = 0, at = offsets; i < size; i++, at += 4) {
    const start = Math.min(namesEnd, names + u32(buf, at));
    const end = Math.max(start, Math.min(namesEnd, names + u32(buf, at + 4) - 1));
    const stop = asciiKeyEnd(buf, start, end);
    // A name not all ASCII is noted (no branch: its trigram loop below is empty), and read by want after the pass.
    odd[oddCount] = i;
    oddCount += stop < 0 ? 1 : 0;
    const to = stop < 0 ? start : last < 0 ? stop : Math.min(stop, start + last + 3);
    let gram = 0;
    for (let p = start; p < to; p++) {
      gram = ((gram << 8) | (buf[p] as number)) & 0xffffff;
      const pos = p - start - 2;
      if (pos < 0) continue;
      // postingKeyOfAscii(buf, pos + start, pos), from the trigram rolled along instead of its three bytes read again.
      const key = postingKeyOfGram(gram, pos) >>> 0;
      const b = madeBucket(key);
      if (((bits[b >>> 5] as number) & (1 << (b & 31))) !== 0) wanted.get(key)?.push(i);
    }
  }
  return oddCount;
}

/** The postings made in memory (FileSuggestIndex's `made`): keys and name lines grouped by madeBucket of the key. */
interface MadePostings {
  readonly starts: Uint32Array;
  readonly keys: Uint32Array;
  readonly ids: Uint32Array;
}

/** Buckets of the postings made in memory: about ten pairs each for the built-in card data's 600,000. */
const MADE_BUCKETS = 1 << 16;

/** The bucket of a postings key among MADE_BUCKETS (a multiplicative hash: its top 16 bits). */
function madeBucket(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 16;
}

/**
 * Searches (FileSuggestIndex.want) that find their postings by a pass over the names before the postings are made
 * whole. On the built-in card data (35,067 names; Node 26, the 2-core development machine under load, 2026-12-05) a
 * pass costs 5–30 ms once V8 has compiled it (the first 50–70 ms), making them whole 120–150 ms, after which a search
 * costs 1–3 ms: past this many passes, making them whole costs less than the passes a run with more misspelled
 * names would make.
 */
export const SCANS_BEFORE_WHOLE = 6;

/** Postings keys found by one pass (want) at most: a search asks for fewer than 200 (a name of 25 or more characters). */
const WANTED_LIMIT = 4_096;

/**
 * The suggestion index stored in the database file, read in place. Its key lengths are read whole when it is made (the
 * first misspelled name) and copied out (read in every loop), its masks when the Suggester asks for them; the rest is
 * read as a misspelled name needs it: the postings of the key's trigrams (a hash bucket each), the lines of the names
 * compared in full, a few keys of the sorted list (a prefix search). A check of one deck with a misspelled name reads
 * a few hundred KB of the 2.4 MB of these sections (MTGJSON AllPrintings 5.2.0); a run with many reads them whole
 * after many parts, as the other sections. The keys read are kept (one string per name). Offsets a damaged file gives
 * are cut to their section.
 */
export class FileSuggestIndex implements SuggestIndex {
  readonly size: number;
  private readonly buckets: number;
  private readonly keys: (string | undefined)[];
  private readonly lengths: Uint16Array;
  private readonly buf: Buffer;
  private readonly names: number;
  private readonly namesEnd: number;
  private readonly offsets: number;
  private readonly postingsStart: number;
  private readonly postingsEnd: number;
  private readonly postingBuckets: number;
  private readonly idBytes: number;
  /**
   * The postings made in memory from the names, for a file that stores none (the compact profile, db/profile): null
   * when the file stores them, undefined until the searches need them whole (want). Every (postings key, name line)
   * pair, grouped by a hash of the key into MADE_BUCKETS buckets (one counting pass: `starts[b]` to `starts[b + 1]` are
   * bucket b's pairs), the lines of one key ascending as a file stores them; a lookup reads its key's bucket.
   */
  private made: MadePostings | null | undefined;
  /**
   * While `made` is undefined: the postings of the keys searches asked for so far (want), each found by a pass over
   * the names, as `made` would list them; `scans` counts the passes (SCANS_BEFORE_WHOLE).
   */
  private found: Map<number, number[]> | undefined;
  private scans = 0;

  constructor(private readonly db: DatabaseFile) {
    db.need('suggestLengths');
    const { buf, range, header } = db;
    this.buf = buf;
    this.size = header.suggestions;
    this.buckets = bucketCount(header.postingKeys);
    this.keys = new Array<string | undefined>(this.size).fill(undefined);
    this.lengths = new Uint16Array(this.size);
    for (let i = 0, at = range.suggestLengths[0]; i < this.size; i++, at += 2) this.lengths[i] = u16(buf, at);
    this.names = range.suggestNames[0];
    this.namesEnd = range.suggestNames[1];
    this.offsets = range.suggestOffsets[0];
    this.postingsStart = range.postings[0];
    this.postingsEnd = range.postings[1];
    this.postingBuckets = range.postingBuckets[0];
    this.idBytes = header.postingIdBytes === 2 ? 2 : 4;
    this.made = header.postingKeys === 0 && this.size > 0 ? undefined : null;
  }

  /**
   * Finds the postings of `keys` that are not found yet by one pass over the names, for a file that stores none, while
   * the postings are not made whole (`found`); makes them whole instead after SCANS_BEFORE_WHOLE passes. A search of one
   * misspelled name asks for a few hundred keys at most: a pass reads each name's trigrams up to the last place asked
   * for and keeps only those asked for (a bit per madeBucket first), where making them whole keeps all 600,000 pairs of
   * the built-in card data and sorts them.
   */
  want(keys: readonly number[]): void {
    if (this.made !== undefined) return;
    const found = (this.found ??= new Map());
    const wanted = new Map<number, number[]>();
    for (const k of keys) {
      const key = k >>> 0;
      if (!found.has(key) && !wanted.has(key)) wanted.set(key, []);
    }
    if (wanted.size === 0) return;
    if (this.scans >= SCANS_BEFORE_WHOLE || wanted.size > WANTED_LIMIT) {
      this.made = this.makePostings();
      this.found = undefined;
      return;
    }
    this.scans++;
    // A bit per madeBucket of the keys asked for (most trigrams of a name are turned down by it), and the last place
    // asked for: a trigram after it has a key of a later place (MAX_POSITION and later share one).
    const bits = new Uint32Array(MADE_BUCKETS >>> 5);
    let last = 0;
    for (const key of wanted.keys()) {
      const b = madeBucket(key);
      bits[b >>> 5] = (bits[b >>> 5] as number) | (1 << (b & 31));
      last = Math.max(last, key & MAX_POSITION);
    }
    const everywhere = last >= MAX_POSITION;
    this.db.need('suggestOffsets');
    this.db.need('suggestNames');
    const { buf, names, namesEnd, offsets } = this;
    // The names whose key is not all ASCII (one of the built-in card data's 35,067), read after the pass as key()
    // reads them; their lines then go into the lists they belong to, in order.
    const odd = new Int32Array(this.size);
    const oddCount = scanAsciiKeys(buf, names, namesEnd, offsets, this.size, bits, everywhere ? -1 : last, wanted, odd);
    for (let n = 0; n < oddCount; n++) {
      const i = odd[n] as number;
      const key = this.key(i);
      for (let p = 0; p + 3 <= key.length && (everywhere || p <= last); p++) {
        const ids = wanted.get(postingKey(key, p, p) >>> 0);
        if (ids === undefined) continue;
        // Lines ascending, as a file stores them: this one goes before the ASCII lines after it.
        let at = ids.length;
        while (at > 0 && (ids[at - 1] as number) > i) at--;
        ids.splice(at, 0, i);
      }
    }
    for (const [key, ids] of wanted) found.set(key, ids);
  }

  /** Whether the postings are made in memory whole (a file that stores none, after SCANS_BEFORE_WHOLE passes). */
  get madeWhole(): boolean {
    return this.made !== undefined && this.made !== null;
  }

  /** The postings of every name (see `made`); a key has one trigram per character after its second. */
  private makePostings(): MadePostings {
    this.db.need('suggestOffsets');
    this.db.need('suggestNames');
    let n = 0;
    for (let i = 0; i < this.size; i++) n += Math.max(0, (this.lengths[i] ?? 0) - 2);
    const keys = new Uint32Array(n);
    const ids = new Uint32Array(n);
    let at = 0;
    const { buf } = this;
    for (let i = 0; i < this.size; i++) {
      // The key's bytes, up to the tab: an ASCII key's trigrams are read from them, with no string made (a string per
      // name cost most of the postings' making); a key with a byte of 0x80 or more (é, Ψ), or a line without its tab
      // (a damaged file), is read as key() reads it.
      const [start, end] = this.span(i);
      const stop = asciiKeyEnd(buf, start, end);
      if (stop >= 0) {
        for (let p = start; p + 3 <= stop && at < n; p++) {
          keys[at] = postingKeyOfAscii(buf, p, p - start) >>> 0;
          ids[at++] = i;
        }
        continue;
      }
      const key = this.key(i);
      for (let p = 0; p + 3 <= key.length && at < n; p++) {
        keys[at] = postingKey(key, p, p) >>> 0;
        ids[at++] = i;
      }
    }
    // One stable counting pass by bucket: the pairs of a bucket keep the order of the names (ascending lines).
    const starts = new Uint32Array(MADE_BUCKETS + 1);
    for (let j = 0; j < at; j++) {
      const b = madeBucket(keys[j] as number) + 1;
      starts[b] = (starts[b] as number) + 1;
    }
    for (let b = 1; b <= MADE_BUCKETS; b++) starts[b] = (starts[b] as number) + (starts[b - 1] as number);
    const next = starts.slice(0, MADE_BUCKETS);
    const byKey = new Uint32Array(at);
    const byId = new Uint32Array(at);
    for (let j = 0; j < at; j++) {
      const k = keys[j] as number;
      const b = madeBucket(k);
      const to = next[b] as number;
      next[b] = to + 1;
      byKey[to] = k;
      byId[to] = ids[j] as number;
    }
    return { starts, keys: byKey, ids: byId };
  }

  /** Where the line of name `i` is (without its line break), its bytes read in. */
  private span(i: number): [number, number] {
    const { buf, db } = this;
    const at = this.offsets + 4 * i;
    db.part('suggestOffsets', at, at + 8);
    const start = Math.min(this.namesEnd, this.names + u32(buf, at));
    const end = Math.max(start, Math.min(this.namesEnd, this.names + u32(buf, at + 4) - 1));
    db.part('suggestNames', start, end);
    return [start, end];
  }

  private line(i: number): string {
    const [start, end] = this.span(i);
    return this.buf.toString('utf8', start, end);
  }

  key(i: number): string {
    let key = this.keys[i];
    if (key === undefined) {
      const l = this.line(i);
      key = l.slice(0, l.indexOf('\t'));
      this.keys[i] = key;
    }
    return key;
  }

  /** The character counts of key(i) read from its UTF-8 bytes: one per character, as bagOf counts UTF-16 units. */
  bag(i: number, into: Uint8Array, at: number): void {
    const { buf } = this;
    const [start, end] = this.span(i);
    for (let p = start; p < end; p++) {
      const c = buf[p] as number;
      if (c === 0x09) break;
      // A lead byte starts a character (four-byte ones are two UTF-16 units); continuation bytes add nothing.
      const units = c < 0x80 ? 1 : c >= 0xf0 ? 2 : c >= 0xc0 ? 1 : 0;
      if (units === 0) continue;
      const slot = at + bagSlot(c < 0x80 ? c : 0x80);
      for (let u = 0; u < units; u++) if ((into[slot] as number) < 255) into[slot] = (into[slot] as number) + 1;
    }
  }

  name(i: number): string {
    const l = this.line(i);
    return l.slice(l.indexOf('\t') + 1);
  }

  masks(into: Uint32Array): void {
    const r = this.db.range.suggestMasks;
    if (!r) return;
    this.db.need('suggestMasks');
    const { buf } = this;
    const pairs = Math.min(this.size, into.length >>> 1, Math.floor((r[1] - r[0]) / 8));
    if (LITTLE_ENDIAN) {
      // The file's little-endian uint32s are the array's own bytes: copied in one call (the loop below, run once per
      // check, would run in the interpreter over every name), then the pairs not marked as made set back to zero.
      new Uint8Array(into.buffer, into.byteOffset, 8 * pairs).set(buf.subarray(r[0], r[0] + 8 * pairs));
      for (let i = 0; i < 2 * pairs; i += 2) {
        if (((into[i] as number) & MASKS_MADE) === 0) {
          into[i] = 0;
          into[i + 1] = 0;
        }
      }
      return;
    }
    for (let i = 0, at = r[0]; i < pairs; i++, at += 8) {
      const once = u32(buf, at);
      // A pair not marked as made (a damaged file) is left at zero, for the Suggester to make.
      if ((once & MASKS_MADE) === 0) continue;
      into[2 * i] = once;
      into[2 * i + 1] = u32(buf, at + 4);
    }
  }

  length(i: number): number {
    return this.lengths[i] ?? 0;
  }

  postings(k: number, into?: number[]): number {
    if (this.made !== null) {
      const listed = this.made === undefined ? this.found?.get(k >>> 0) : undefined;
      if (listed !== undefined) {
        if (into) for (const i of listed) into.push(i);
        return listed.length;
      }
      // A key no search asked for before (want): the postings are made whole.
      this.found = undefined;
      const { starts, keys, ids } = (this.made ??= this.makePostings());
      const want = k >>> 0;
      const b = madeBucket(want);
      const end = starts[b + 1] as number;
      let count = 0;
      for (let p = starts[b] as number; p < end; p++) {
        if (keys[p] !== want) continue;
        count++;
        if (into) into.push(ids[p] as number);
      }
      return count;
    }
    const { buf, db } = this;
    const b = postingBucket(k, this.buckets);
    const base = this.postingsStart;
    const at = this.postingBuckets + 4 * b;
    db.part('postingBuckets', at, at + 8);
    let p = Math.min(this.postingsEnd, base + u32(buf, at));
    const end = Math.min(this.postingsEnd, base + u32(buf, at + 4));
    db.part('postings', p, end);
    const width = this.idBytes;
    const want = k >>> 0;
    while (p + 8 <= end) {
      const key = u32(buf, p);
      const count = u32(buf, p + 4);
      p += 8;
      if (key === want) {
        const size = this.size;
        if (into) {
          const stop = Math.min(end, p + width * count);
          if (width === 2) {
            for (; p + 2 <= stop; p += 2) {
              const i = (buf[p] as number) | ((buf[p + 1] as number) << 8);
              if (i < size) into.push(i);
            }
          } else {
            for (; p + 4 <= stop; p += 4) {
              const i = u32(buf, p);
              if (i < size) into.push(i);
            }
          }
        }
        return count;
      }
      p += width * count;
    }
    return 0;
  }
}
