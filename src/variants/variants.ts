/**
 * Casual variants with a supplementary deck: Archenemy (CR 904), Supervillain Rumble (CR 904.12), Archenemy Commander
 * (CR 904.13) and Planechase (CR 901). Each player's main deck is checked under the chosen format as usual; the
 * variant adds the supplementary deck (schemes or planes) and its construction rules.
 *
 * Plain data, no card lists: those are loaded only when a variant is used (src/variants/special-cards.ts).
 */
import { deepFreeze } from '../freeze.js';

export type SupplementaryKind = 'schemes' | 'planes';

export interface VariantDef {
  readonly id: 'archenemy' | 'supervillain-rumble' | 'archenemy-commander' | 'planechase';
  readonly name: string;
  /** Which supplementary deck each checked player needs. */
  readonly supplementary: SupplementaryKind;
  /** Minimum number of cards in the supplementary deck. */
  readonly minimum: number;
  readonly minimumReference: string;
  /** Copies of one card (by English name) the supplementary deck may hold. */
  readonly copyLimit: number;
  readonly copyReference: string;
  /** The copy rule in words, for messages. */
  readonly copyRule: string;
  /** Most phenomenon cards a planar deck may hold; null when the variant has no such rule. */
  readonly phenomenaMax: number | null;
  /** Who needs the supplementary deck and why, for messages: "an archenemy", … */
  readonly holder: string;
}

export const VARIANTS: readonly VariantDef[] = deepFreeze([
  {
    id: 'archenemy',
    name: 'Archenemy',
    supplementary: 'schemes',
    minimum: 20,
    minimumReference: 'CR 904.3',
    copyLimit: 2,
    copyReference: 'CR 904.3',
    copyRule: 'a scheme deck may hold no more than two cards with one English name',
    phenomenaMax: null,
    holder: "the archenemy's scheme deck",
  },
  {
    id: 'supervillain-rumble',
    name: 'Supervillain Rumble',
    supplementary: 'schemes',
    minimum: 20,
    minimumReference: 'CR 904.12c, CR 904.3',
    copyLimit: 2,
    copyReference: 'CR 904.12c, CR 904.3',
    copyRule: 'a scheme deck may hold no more than two cards with one English name',
    phenomenaMax: null,
    holder: 'in Supervillain Rumble every player is an archenemy, and each scheme deck',
  },
  {
    id: 'archenemy-commander',
    name: 'Archenemy Commander',
    supplementary: 'schemes',
    minimum: 10,
    minimumReference: 'CR 904.13d',
    copyLimit: 1,
    copyReference: 'CR 904.13d',
    copyRule: 'each card in an Archenemy Commander scheme deck must have a different English name',
    phenomenaMax: null,
    holder: 'an Archenemy Commander scheme deck',
  },
  {
    id: 'planechase',
    name: 'Planechase',
    supplementary: 'planes',
    minimum: 10,
    minimumReference: 'CR 901.3',
    copyLimit: 1,
    copyReference: 'CR 901.3',
    copyRule: 'each card in a planar deck must have a different English name',
    phenomenaMax: 2,
    holder: "each player's planar deck",
  },
]);

export const VARIANT_IDS: readonly string[] = VARIANTS.map((v) => v.id);

export function findVariant(id: string): VariantDef | undefined {
  const want = id.trim().toLowerCase();
  return VARIANTS.find((v) => v.id === want);
}

/** "scheme deck" / "planar deck" */
export function supplementaryLabel(kind: SupplementaryKind): string {
  return kind === 'schemes' ? 'scheme deck' : 'planar deck';
}

/** The section header a decklist uses for the supplementary deck. */
export function supplementaryHeader(kind: SupplementaryKind): string {
  return kind === 'schemes' ? 'Schemes' : 'Planes';
}

/** The command-line option that gives the supplementary deck as its own file. */
export function supplementaryOption(kind: SupplementaryKind): string {
  return kind === 'schemes' ? '--schemes' : '--planes';
}
