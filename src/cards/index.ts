/**
 * The card index: names → card identities. Built from the embedded facts (basic lands, deck-limit cards, the
 * banned/restricted names of the format in use). Without an imported card database, a name the index does not know
 * is still counted, by its normalised spelling; it is simply not known to be a real card.
 */
import { BASIC_LANDS } from '../data/basics.js';
import { DECK_LIMITS, type DeckLimit } from '../data/deck-limits.js';
import { faceNames, nameKey } from './normalize.js';

export interface CardInfo {
  /** Canonical English (Oracle) name; multi-face cards as "Front // Back". */
  readonly name: string;
  readonly basic: boolean;
  /** The card's own copy limit when its text overrides the usual one. */
  readonly deckLimit?: DeckLimit;
  // Facts an imported card database adds (src/db); absent for cards known only from the embedded facts.
  /** Supertypes, e.g. ["Basic", "Snow"]. */
  readonly supertypes?: readonly string[];
  /** Card types, e.g. ["Creature"], ["Scheme"], ["Plane"], ["Phenomenon"]. */
  readonly types?: readonly string[];
  /** Per format id (e.g. "modern"): whether the card is in the format's card pool, as the data says. */
  readonly legalities?: Readonly<Record<string, Legality>>;
}

/** A card's standing in a format, as card data gives it; `not_legal` means it is not in the format's card pool. */
export type Legality = 'legal' | 'banned' | 'restricted' | 'not_legal';

export type Resolution =
  | { readonly kind: 'exact' | 'normalized' | 'face'; readonly card: CardInfo }
  /** A foreign-language name (src/db); `languages` are the codes it is printed in ("de", "ja", …). */
  | { readonly kind: 'foreign'; readonly card: CardInfo; readonly languages: readonly string[] }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] }
  /**
   * `complete`: the index knows every card (an imported card database), so the name is not a card at all;
   * `suggestions` are the closest card names.
   */
  | { readonly kind: 'unknown'; readonly complete?: boolean; readonly suggestions?: readonly string[] };


export class CardIndex {
  private readonly byKey = new Map<string, CardInfo>();
  private readonly byFace = new Map<string, CardInfo[]>();

  add(card: CardInfo): void {
    const key = nameKey(card.name);
    const prev = this.byKey.get(key);
    const merged: CardInfo = prev ? { ...prev, ...card, basic: prev.basic || card.basic } : card;
    this.byKey.set(key, merged);
    const faces = faceNames(card.name);
    if (faces.length > 1) {
      for (const face of faces) {
        const fk = nameKey(face);
        const list = this.byFace.get(fk) ?? [];
        const at = list.findIndex((c) => nameKey(c.name) === key);
        if (at >= 0) list[at] = merged;
        else list.push(merged);
        this.byFace.set(fk, list);
      }
    }
  }

  /** Add a name with no special facts (e.g. a card on a banned list), keeping facts already known. */
  addName(name: string): void {
    if (!this.byKey.has(nameKey(name))) this.add({ name, basic: false });
  }

  get size(): number {
    return this.byKey.size;
  }

  resolve(written: string): Resolution {
    return this.resolveKeyed(written, nameKey(written));
  }

  /** As resolve(), for a caller that already has the name's key (`nameKey(written)`). */
  resolveKeyed(written: string, key: string): Resolution {
    const card = this.byKey.get(key);
    if (card) return { kind: card.name === written ? 'exact' : 'normalized', card };
    const faces = this.byFace.get(key);
    if (faces && faces.length === 1 && faces[0] !== undefined) return { kind: 'face', card: faces[0] };
    if (faces && faces.length > 1) return { kind: 'ambiguous', candidates: faces.map((c) => c.name).sort() };
    return UNKNOWN;
  }
}

const UNKNOWN: Resolution = Object.freeze({ kind: 'unknown' });

/** The index of embedded facts, plus any extra names (such as a format's banned/restricted cards). */
export function embeddedIndex(extraNames: Iterable<string> = []): CardIndex {
  const index = new CardIndex();
  for (const name of BASIC_LANDS) index.add({ name, basic: true });
  for (const fact of DECK_LIMITS) index.add({ name: fact.name, basic: false, deckLimit: fact.limit });
  for (const name of extraNames) index.addName(name);
  return index;
}
