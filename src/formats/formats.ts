/** Format definitions: deck minimum, sideboard rule, copy limit, which banned/restricted list applies. */
import type { ListFormat } from '../data/banlists.js';

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
   * the product holds); cards whose text sets their own limit keep it there (RULES A5).
   */
  readonly copyLimit: number;
  /** The dated banned/restricted list, or null for formats without one. */
  readonly list: ListFormat | null;
  /** Whether a Two-Headed Giant team of this format may keep sideboards (only casual play; RULES A6). */
  readonly teamSideboards: boolean;
}

function constructed(id: ListFormat, name: string): FormatDef {
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
  };
}

export const FORMATS: readonly FormatDef[] = [
  constructed('standard', 'Standard'),
  constructed('pioneer', 'Pioneer'),
  constructed('modern', 'Modern'),
  constructed('legacy', 'Legacy'),
  constructed('vintage', 'Vintage'),
  constructed('pauper', 'Pauper'),
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
  },
  limited('sealed', 'Sealed Deck'),
  limited('draft', 'Booster Draft'),
];

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
  };
}

export function findFormat(id: string): FormatDef | undefined {
  const want = id.trim().toLowerCase();
  return FORMATS.find((f) => f.id === want);
}

export const FORMAT_IDS: readonly string[] = FORMATS.map((f) => f.id);
