/**
 * Nontraditional Magic cards that are never part of a deck or sideboard (CR 100.2, CR 108.2a): schemes, planes,
 * phenomena and Vanguard cards. A card is one when the card database gives it such a card type, or, for a card whose
 * types are not known (no database), when the embedded lists name it (src/data/schemes.ts, planes.ts, vanguard.ts).
 * Conspiracy cards are not here: they are ordinary-sized, drafted, and the formats' banned lists name them.
 */
import { PHENOMENA, PLANES } from '../data/planes.js';
import { SCHEMES } from '../data/schemes.js';
import { VANGUARDS } from '../data/vanguard.js';
import { nameKey } from './normalize.js';

export type NontraditionalType = 'Scheme' | 'Plane' | 'Phenomenon' | 'Vanguard';

const TYPES: ReadonlySet<string> = new Set<NontraditionalType>(['Scheme', 'Plane', 'Phenomenon', 'Vanguard']);

/** Name key → type, made on first use. */
let embedded: Map<string, NontraditionalType> | undefined;

function embeddedTypes(): Map<string, NontraditionalType> {
  if (embedded) return embedded;
  const map = new Map<string, NontraditionalType>();
  for (const s of SCHEMES) map.set(nameKey(s.name), 'Scheme');
  for (const name of PLANES) map.set(nameKey(name), 'Plane');
  for (const name of PHENOMENA) map.set(nameKey(name), 'Phenomenon');
  for (const name of VANGUARDS) map.set(nameKey(name), 'Vanguard');
  embedded = map;
  return map;
}

/** Where the verdict comes from: the card's types in the card data, or deckcheck's embedded lists. */
export type NontraditionalSource = 'types' | 'embedded';

/**
 * The nontraditional type of a card: from its card types when they are known (`types`), else from the embedded lists
 * by its name key (`nameKey`); undefined for a deck card.
 */
export function nontraditionalType(
  types: readonly string[] | undefined,
  key: string,
): { readonly type: NontraditionalType; readonly source: NontraditionalSource } | undefined {
  if (types !== undefined) {
    // By a loop: every card of every deck is asked, and `find` would make a closure for each.
    for (let i = 0; i < types.length; i++) {
      const type = types[i] as string;
      if (TYPES.has(type)) return { type: type as NontraditionalType, source: 'types' };
    }
    return undefined;
  }
  const type = embeddedTypes().get(key);
  return type === undefined ? undefined : { type, source: 'embedded' };
}
