/**
 * The supplementary-deck cards deckcheck knows: every scheme, plane and phenomenon (src/data/schemes.ts,
 * src/data/planes.ts). Names are matched with the same card-identity rules as every other card (CardIndex, nameKey):
 * case, curly apostrophes, dashes and diacritics do not matter. Imported only when a variant is checked.
 */
import { CardIndex } from '../cards/index.js';
import { nameKey } from '../cards/normalize.js';
import { PHENOMENA, PLANES } from '../data/planes.js';
import { SCHEMES } from '../data/schemes.js';

export type SpecialType = 'scheme' | 'plane' | 'phenomenon';

export interface SpecialCard {
  /** Canonical English name. */
  readonly name: string;
  readonly type: SpecialType;
  /** Ongoing scheme (CR 314.7); false for everything else. */
  readonly ongoing: boolean;
}

export interface SpecialCards {
  /** The scheme, plane or phenomenon a written name means; undefined when it is none of them. */
  lookup(written: string): SpecialCard | undefined;
  /** The closest names of the given types to a name that is none of them, best first (at most three). */
  suggest(written: string, types: readonly SpecialType[]): string[];
  /** How many cards of each type are known. */
  readonly counts: Readonly<Record<SpecialType, number>>;
}

/** Edit distance (insert, delete, substitute), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

class EmbeddedSpecialCards implements SpecialCards {
  private readonly index = new CardIndex();
  private readonly byName = new Map<string, SpecialCard>();
  readonly counts: Record<SpecialType, number> = { scheme: 0, plane: 0, phenomenon: 0 };

  constructor() {
    for (const s of SCHEMES) this.add({ name: s.name, type: 'scheme', ongoing: s.ongoing });
    for (const name of PLANES) this.add({ name, type: 'plane', ongoing: false });
    for (const name of PHENOMENA) this.add({ name, type: 'phenomenon', ongoing: false });
  }

  private add(card: SpecialCard): void {
    this.index.add({ name: card.name, basic: false });
    this.byName.set(card.name, card);
    this.counts[card.type]++;
  }

  lookup(written: string): SpecialCard | undefined {
    const r = this.index.resolve(written);
    return r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face' ? this.byName.get(r.card.name) : undefined;
  }

  suggest(written: string, types: readonly SpecialType[]): string[] {
    const key = nameKey(written);
    const max = Math.max(2, Math.floor(key.length / 5));
    const scored: { name: string; d: number }[] = [];
    for (const card of this.byName.values()) {
      if (!types.includes(card.type)) continue;
      const d = editDistance(key, nameKey(card.name), max);
      if (d <= max) scored.push({ name: card.name, d });
    }
    scored.sort((x, y) => x.d - y.d || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    return scored.slice(0, 3).map((s) => s.name);
  }
}

let cached: SpecialCards | undefined;

/** The embedded scheme, plane and phenomenon lists (built once). */
export function embeddedSpecialCards(): SpecialCards {
  cached ??= new EmbeddedSpecialCards();
  return cached;
}
