/**
 * The resolved deck model the rules read: every card grouped by its identity (canonical English name, or the
 * normalised spelling when the card is not known), with its count per section and every line that holds it.
 */
import type { CardIndex, CardInfo, NameRead } from '../cards/index.js';
import type { DeckEntry, ParsedDeck, SectionId } from '../parse/types.js';
import type { Location } from '../diagnostic.js';

export interface CardGroup {
  readonly key: string;
  /** Canonical name when known; otherwise the first spelling seen. */
  readonly name: string;
  readonly info?: CardInfo;
  readonly entries: DeckEntry[];
  readonly counts: Record<SectionId, number>;
}

export interface ResolvedDeck {
  readonly file: string;
  readonly parsed: ParsedDeck;
  readonly cards: ReadonlyMap<string, CardGroup>;
  /** Cards in the main deck. */
  readonly mainCount: number;
  /** Cards in the sideboard, including a companion that is not also listed in the sideboard. */
  readonly sideboardCount: number;
  readonly commanderCount: number;
  readonly sectionCounts: Readonly<Record<SectionId, number>>;
  /**
   * Names the index found ambiguous, with the entries that wrote them; `basic` when every card the name could mean
   * is a basic land (any number may be played whichever it is, CR 100.2a).
   */
  readonly ambiguous: readonly { entry: DeckEntry; candidates: readonly string[]; basic?: boolean }[];
  /** Names that are not cards at all (known only with a card database), with the closest card names. */
  readonly unknown?: readonly { entry: DeckEntry; suggestions: readonly string[] }[];
  /** Lines whose name was read as a card written another way: a face of it, another printed name, a foreign name. */
  readonly readings?: readonly NameReading[];
  /** Commander-family formats: what the command zone holds and how it was read (check/command-zone). */
  readonly commandZone?: CommandZone;
}

/** The command zone of a deck in a Commander-family format. */
export interface CommandZone {
  /**
   * Where it was read: the decklist's own commander/companion sections (Arena, Moxfield, Forge, deck JSON, the MTGO
   * .dek annotation, `COMMANDER:` lines), a short sideboard (the MTGO convention), or nowhere.
   */
  readonly source: 'section' | 'sideboard' | 'none';
  /** The commander(s); in Oathbreaker also the signature spell (the rules tell them apart by type). */
  readonly commanders: readonly CardGroup[];
  /** Companions declared in the command zone or a Companion section. */
  readonly companions: readonly CardGroup[];
  /** One sentence: which cards were read as what, and why. */
  readonly explanation: string;
}

export interface NameReading {
  readonly entry: DeckEntry;
  /** The card's English name. */
  readonly card: string;
  /** A face of the card, another English name it is printed under (a flavor or MTGO/Arena name), or a foreign name. */
  readonly kind: 'face' | 'alias' | 'foreign';
  /** Language codes of a foreign name ("de", "ja", …). */
  readonly languages?: readonly string[];
  /**
   * A foreign name some printings give to other cards too: how many sets give it to this card, and to each other
   * card (most first). The name was read as the card a clear majority of the sets give it to.
   */
  readonly sets?: number;
  readonly outvoted?: readonly { readonly card: string; readonly sets: number }[];
  /** English card names a foreign name is also the start of (card-name-ambiguous warns). */
  readonly startOf?: readonly string[];
}

function zeroCounts(): Record<SectionId, number> {
  return { main: 0, sideboard: 0, commander: 0, companion: 0, maybeboard: 0, schemes: 0, planes: 0, tokens: 0 };
}

/** `counts[section] += n`, written out: a store to a named property is cheaper than one through a computed key. */
function addCount(counts: Record<SectionId, number>, section: SectionId, n: number): void {
  switch (section) {
    case 'main':
      counts.main += n;
      break;
    case 'sideboard':
      counts.sideboard += n;
      break;
    case 'commander':
      counts.commander += n;
      break;
    case 'companion':
      counts.companion += n;
      break;
    case 'maybeboard':
      counts.maybeboard += n;
      break;
    case 'schemes':
      counts.schemes += n;
      break;
    case 'planes':
      counts.planes += n;
      break;
    case 'tokens':
      counts.tokens += n;
      break;
  }
}

/**
 * A companion listed in the Companion section and again in the sideboard is one card (Arena exports list it twice);
 * one listed only in the Companion section is a sideboard card (CR 702.139a: it starts outside the game).
 */
export function extraCompanion(group: CardGroup): number {
  return Math.max(0, group.counts.companion - group.counts.sideboard);
}

/** Copies of a card in the deck proper: main deck, sideboard, command zone, companion (counted once). */
export function deckCopies(group: CardGroup): number {
  return group.counts.main + group.counts.sideboard + group.counts.commander + extraCompanion(group);
}

/** Copies in the sideboard, counting a companion the sideboard does not already list. */
export function sideboardCopies(group: CardGroup): number {
  return group.counts.sideboard + extraCompanion(group);
}

const DECK_SECTIONS: ReadonlySet<SectionId> = new Set(['main', 'sideboard', 'commander', 'companion']);

/** Locations of a card's lines in the deck proper. */
export function cardLocations(deck: ResolvedDeck, group: CardGroup): Location[] {
  return group.entries
    .filter((e) => DECK_SECTIONS.has(e.section))
    .map((e) => ({
      file: deck.file,
      line: e.line,
      column: e.column,
      section: e.section,
      count: e.count,
      ...(e.name !== group.name ? { written: e.name } : {}),
    }));
}

/**
 * Whether the group is a name that could mean several cards, each a basic land (`20 Isla` read as Island or Plains):
 * no copy limit applies whichever it is, so only the ambiguity is reported.
 */
export function basicWhicheverItIs(deck: ResolvedDeck, group: CardGroup): boolean {
  return (
    group.info === undefined &&
    deck.ambiguous.length > 0 &&
    group.entries.every((e) => deck.ambiguous.some((a) => a.entry === e && a.basic === true))
  );
}

/**
 * A line whose trailing `(…)` was read as a set code (DeckEntry.nameSuffix): the name with it wins when it is a card
 * (`Hazmat Suit (Used)`), and when the name without it is none and the code is no set of the card data's set table
 * (so the report names what was written); otherwise the code stays a set code (`Bind (CMB1)`: Bind from CMB1).
 * `short`: the name without the code, read.
 */
function readWithSuffix(entry: DeckEntry, short: NameRead, index: CardIndex): { entry: DeckEntry; read: NameRead } {
  const suffix = entry.nameSuffix ?? '';
  const fullName = `${entry.name} ${suffix}`;
  const full = index.read(fullName);
  const code = suffix.slice(1, -1).toUpperCase();
  const sets = index.sets();
  const keep =
    full.card !== undefined ||
    (short.card === undefined && short.resolution.kind !== 'ambiguous' && sets.size > 0 && !sets.has(code));
  if (!keep) return { entry, read: short };
  const whole: { -readonly [K in keyof DeckEntry]: DeckEntry[K] } = { ...entry, name: fullName };
  delete whole.nameSuffix;
  // A set code written before the name (`[UST] Hazmat Suit (Used)`) is still the line's set.
  if (whole.set === code) delete whole.set;
  return { entry: whole, read: full };
}

/**
 * A line read whole (`read`: its name, read). A name ending in a mixed-case `(…)` kept it (`Hazmat Suit (Used)`); when
 * that whole name is no card but the name before the parentheses is (`Narfi, Betrayer King (Alchemy)`, as some lists
 * mark a digital version), the line is that card.
 */
function readWhole(entry: DeckEntry, read: NameRead, index: CardIndex): { entry: DeckEntry; read: NameRead } {
  // Whether the name ends in ")" is asked of every line, first: asked only of an unknown name, it would be asked first
  // in some late deck, and V8 would throw away the code it compiled for resolveDeck without it.
  if (!entry.name.endsWith(')') || read.kind !== 'unknown') return { entry, read };
  const open = entry.name.lastIndexOf(' (');
  if (open <= 0) return { entry, read };
  const short = index.read(entry.name.slice(0, open));
  return short.card === undefined ? { entry, read } : { entry, read: short };
}

type Ambiguous = ResolvedDeck['ambiguous'][number];
type Unknown = NonNullable<ResolvedDeck['unknown']>[number];

/**
 * A new, empty list for objects, made with the elements kind of a list that holds objects (`[]` is made for small
 * integers, and turns into a list for objects at its first object). Code that loops over lists, or pushes onto them,
 * then meets one kind of list whether a list has any objects or not, and V8 does not throw away the code it optimised
 * for the one when the other comes in some late deck. For the lists of every deck that are mostly empty (a rule's
 * findings, a deck's ambiguous names).
 */
export function objectList<T extends object>(): T[] {
  const list: object[] = [OBJECT_SEED];
  list.pop();
  return list as T[];
}
const OBJECT_SEED = {};
/** One empty list for objects, shared by every deck: read only. */
const NONE: readonly never[] = objectList<never>();

/**
 * A line read as no card; its similar names are looked for when first asked (the card database's index looks them up
 * lazily too), so that lines past what a report lists cost no search.
 */
function unknownRead(entry: DeckEntry, r: { readonly suggestions?: readonly string[] }): Unknown {
  return {
    entry,
    get suggestions() {
      return r.suggestions ?? NO_STRINGS;
    },
  };
}
const NO_STRINGS: readonly string[] = [];

/** The lines of a deck read some other way than by the card's own name (the `other` of resolveDeck). */
interface OtherReads {
  readonly ambiguous: readonly Ambiguous[];
  readonly unknown: readonly Unknown[];
  readonly readings: readonly NameReading[];
}

/**
 * What resolveDeck reports of the lines it read as a face, another printed name or a foreign name, as several cards,
 * or as no card: `other` holds those lines and their reads, in turn. A function of its own, so the loop that reads
 * every line stays small, and what the rarer reads need is compiled only when they come.
 */
function otherReads(other: readonly (DeckEntry | NameRead)[], index: CardIndex): OtherReads {
  const ambiguous: Ambiguous[] = [];
  const unknown: Unknown[] = [];
  const readings: NameReading[] = [];
  for (let i = 0; i + 1 < other.length; i += 2) {
    const entry = other[i] as DeckEntry;
    const read = other[i + 1] as NameRead;
    const r = read.resolution;
    const name = read.card?.name ?? entry.name;
    if (r.kind === 'face') readings.push({ entry, card: name, kind: 'face' });
    else if (r.kind === 'alias') readings.push({ entry, card: name, kind: 'alias' });
    else if (r.kind === 'foreign') {
      const base = { entry, card: name, kind: 'foreign' as const, languages: r.languages, ...(r.startOf ? { startOf: r.startOf } : {}) };
      readings.push(r.outvoted === undefined ? base : { ...base, sets: r.sets ?? 0, outvoted: r.outvoted });
    } else if (r.kind === 'ambiguous') {
      const basic = r.candidates.every((c) => index.read(c).card?.basic === true);
      ambiguous.push(basic ? { entry, candidates: r.candidates, basic } : { entry, candidates: r.candidates });
    } else if (r.kind === 'unknown' && r.complete) unknown.push(unknownRead(entry, r));
  }
  return {
    ambiguous: ambiguous.length > 0 ? ambiguous : NONE,
    unknown: unknown.length > 0 ? unknown : NONE,
    readings: readings.length > 0 ? readings : NONE,
  };
}

const NO_OTHER_READS: OtherReads = { ambiguous: NONE, unknown: NONE, readings: NONE };

export function resolveDeck(parsed: ParsedDeck, index: CardIndex): ResolvedDeck {
  const cards = new Map<string, CardGroup>();
  const sectionCounts = zeroCounts();
  // Lines read as something other than a card by its own name, and their reads, in turn (otherReads).
  let other: (DeckEntry | NameRead)[] | undefined;
  // The lines' names read together (CardIndex.readAll), before the loop that groups them.
  const entries = parsed.entries;
  const reads = index.readAll(entries);
  for (let i = 0; i < entries.length; i++) {
    const written = entries[i] as DeckEntry;
    // One read per line: the card, and the key that groups the line with the card's other lines (written as its own
    // name, a face, another printed name or a foreign name); a name that is no card is grouped by its own key.
    const nameRead = reads[i] as NameRead;
    const { entry, read } =
      written.nameSuffix === undefined ? readWhole(written, nameRead, index) : readWithSuffix(written, nameRead, index);
    const info = read.card;
    const key = read.groupKey;
    // Read on every line, not only for a name that is no card: a first unknown name late in a run would otherwise
    // reach a read V8 has no feedback for and recompile resolveDeck.
    const writtenName = entry.name;
    if (read.kind !== 'exact' && read.kind !== 'normalized') (other ??= []).push(entry, read);
    let group = cards.get(key);
    if (!group) {
      // Most cards are on one line: an array made with its entry holds one slot, not the 17 a first push reserves.
      group = { key, name: info?.name ?? writtenName, info, entries: [entry], counts: zeroCounts() };
      cards.set(key, group);
    } else {
      group.entries.push(entry);
    }
    addCount(group.counts, entry.section, entry.count);
    addCount(sectionCounts, entry.section, entry.count);
  }
  const { ambiguous, unknown, readings } = other === undefined ? NO_OTHER_READS : otherReads(other, index);
  let extra = 0;
  if (sectionCounts.companion > 0) for (const g of cards.values()) extra += extraCompanion(g);
  return {
    file: parsed.file,
    parsed,
    cards,
    mainCount: sectionCounts.main,
    sideboardCount: sectionCounts.sideboard + extra,
    commanderCount: sectionCounts.commander,
    sectionCounts,
    ambiguous,
    unknown,
    readings,
  };
}
