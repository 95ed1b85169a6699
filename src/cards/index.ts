/**
 * The card index: names → card identities. Built from the embedded facts (basic lands, deck-limit cards, the
 * banned/restricted names of the format in use). Without an imported card database, a name the index does not know
 * is still counted, by its normalised spelling; it is simply not known to be a real card.
 */
import { BASIC_LANDS } from '../data/basics.js';
import { DECK_LIMITS, type DeckLimit } from '../data/deck-limits.js';
import type { CardFacts, PrintingFacts, SetFacts } from './facts.js';
import { faceNames, nameKey } from './normalize.js';

export interface CardInfo extends CardFacts {
  /** Canonical English (Oracle) name; multi-face cards as "Front // Back". */
  readonly name: string;
  readonly basic: boolean;
  /** The card's own copy limit when its text overrides the usual one. */
  readonly deckLimit?: DeckLimit;
  // Facts an imported card database adds (db); absent for cards known only from the embedded facts.
  /** Supertypes, e.g. ["Basic", "Snow"]. */
  readonly supertypes?: readonly string[];
  /** Card types, e.g. ["Creature"], ["Scheme"], ["Plane"], ["Phenomenon"]. */
  readonly types?: readonly string[];
  /** Per format id (e.g. "modern"): whether the card is in the format's card pool, as the data says. */
  readonly legalities?: Readonly<Record<string, Legality>>;
  /**
   * One of the card's printings (null when it has none), for a card that can read it without decoding the rest (a
   * card of the card database: the printing its card line holds, formats/pool leadPrintingIndex): a card pool finds
   * most cards in by it.
   */
  leadPrinting?(): PrintingFacts | null;
}

/** A card's standing in a format, as card data gives it; `not_legal` means it is not in the format's card pool. */
export type Legality = 'legal' | 'banned' | 'restricted' | 'not_legal';

export type Resolution =
  | { readonly kind: 'exact' | 'normalized' | 'face'; readonly card: CardInfo }
  /**
   * Another English name the card is printed under (db): a flavor name (Secret Lair, Universes Beyond, Godzilla
   * series) or a Magic Online/Arena name of a licensed card (Through the Omenpaths). It is that card for every rule.
   */
  | { readonly kind: 'alias'; readonly card: CardInfo }
  /**
   * A foreign-language name (db); `languages` are the codes it is printed in ("de", "ja", …). When some printings
   * give the name to other cards too, the card is the one a clear majority of the sets give it to: `sets` is its count
   * and `outvoted` the others', most first.
   */
  | {
      readonly kind: 'foreign';
      readonly card: CardInfo;
      readonly languages: readonly string[];
      readonly sets?: number;
      readonly outvoted?: readonly { readonly card: string; readonly sets: number }[];
      /**
       * English card names the written name is the start of, as whole words ("Uro" → "Uro, Titan of Nature's Wrath"):
       * the writer may have meant one of them (card-name-ambiguous warns).
       */
      readonly startOf?: readonly string[];
    }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] }
  /**
   * `complete`: the index knows every card (an imported card database), so the name is not a card at all;
   * `suggestions` are the closest card names.
   */
  | { readonly kind: 'unknown'; readonly complete?: boolean; readonly suggestions?: readonly string[] };


/**
 * A name as written on a deck line, read: its key (nameKey), what it resolves to, the card it names (an English name,
 * face, other printed name or foreign name of it; undefined when it names none or several), and the key the deck
 * groups it under (the key of that card's own name, else the written key).
 */
export interface NameRead {
  readonly key: string;
  readonly resolution: Resolution;
  /** `resolution.kind`, read once here: every NameRead has one shape, every Resolution kind its own. */
  readonly kind: Resolution['kind'];
  readonly card: CardInfo | undefined;
  readonly groupKey: string;
}

/** What one name key leads to: a card of that name, the multi-face cards with a face of that name, or both. */
interface NameRecord {
  card?: CardInfo;
  faces?: CardInfo[];
}

export class CardIndex {
  /** Card names and face names in one map, so a name is looked up once whatever it turns out to be. */
  private readonly names = new Map<string, NameRecord>();
  private cards = 0;

  private record(key: string): NameRecord {
    let rec = this.names.get(key);
    if (!rec) {
      rec = {};
      this.names.set(key, rec);
    }
    return rec;
  }

  add(card: CardInfo): void {
    const key = nameKey(card.name);
    const rec = this.record(key);
    const prev = rec.card;
    const merged = withDeckLimit(prev ? { ...prev, ...card, basic: prev.basic || card.basic } : card);
    if (!prev) this.cards++;
    rec.card = merged;
    const faces = faceNames(card.name);
    if (faces.length > 1) {
      for (const face of faces) {
        const list = (this.record(nameKey(face)).faces ??= []);
        const at = list.findIndex((c) => nameKey(c.name) === key);
        if (at >= 0) list[at] = merged;
        else list.push(merged);
      }
    }
  }

  /** Add a name with no special facts (e.g. a card on a banned list), keeping facts already known. */
  addName(name: string): void {
    if (!this.names.get(nameKey(name))?.card) this.add({ name, basic: false });
  }

  get size(): number {
    return this.cards;
  }

  /** The set table of the card data (code → set), for rules that read printings; empty without a card database. */
  sets(): ReadonlyMap<string, SetFacts> {
    return NO_SETS;
  }

  resolve(written: string): Resolution {
    return this.resolveKeyed(written, nameKey(written));
  }

  /** A deck line's name: its key, its resolution and the key it is grouped under (see NameRead). */
  read(written: string): NameRead {
    const key = nameKey(written);
    return readOf(key, this.resolveKeyed(written, key));
  }

  /** The NameReads of a deck's lines' names, in turn: read() of each (an index may read them together). */
  readAll(lines: readonly { readonly name: string }[]): NameRead[] {
    const reads: NameRead[] = [];
    for (const line of lines) reads.push(this.read(line.name));
    return reads;
  }

  /** As resolve(), for a caller that already has the name's key (`nameKey(written)`). */
  resolveKeyed(written: string, key: string): Resolution {
    const rec = this.names.get(key);
    if (rec === undefined) return UNKNOWN;
    const card = rec.card;
    if (card) return { kind: card.name === written ? 'exact' : 'normalized', card };
    const faces = rec.faces;
    if (faces && faces.length === 1 && faces[0] !== undefined) return { kind: 'face', card: faces[0] };
    if (faces && faces.length > 1) return { kind: 'ambiguous', candidates: faces.map((c) => c.name).sort() };
    return UNKNOWN;
  }
}

/**
 * The card as the index keeps it: `deckLimit` an own property, undefined for a card without a limit of its own, so
 * that the cards of the embedded facts (basic lands, cards with a limit of their own, names on a list) have one shape
 * and code V8 optimised for the usual card is not thrown away when a card with a limit comes. JSON leaves it out.
 */
function withDeckLimit(card: CardInfo): CardInfo {
  return Object.hasOwn(card, 'deckLimit') ? card : { ...card, deckLimit: undefined };
}

/** The NameRead of a written name with key `key` that resolves to `resolution`. */
export function readOf(key: string, resolution: Resolution): NameRead {
  const r = resolution;
  const card = r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face' || r.kind === 'alias' || r.kind === 'foreign' ? r.card : undefined;
  return { key, resolution, kind: r.kind, card, groupKey: card === undefined || r.kind === 'exact' ? key : nameKey(card.name) };
}

const UNKNOWN: Resolution = Object.freeze({ kind: 'unknown' });
const NO_SETS: ReadonlyMap<string, SetFacts> = new Map();

/** The index of embedded facts, plus any extra names (such as a format's banned/restricted cards). */
export function embeddedIndex(extraNames: Iterable<string> = []): CardIndex {
  const index = new CardIndex();
  for (const name of BASIC_LANDS) index.add({ name, basic: true });
  for (const fact of DECK_LIMITS) index.add({ name: fact.name, basic: false, deckLimit: fact.limit });
  for (const name of extraNames) index.addName(name);
  return index;
}
