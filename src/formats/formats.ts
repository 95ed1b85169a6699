/**
 * Format definitions: deck minimum, sideboard rule, copy limit, which banned/restricted list applies, which card pool
 * the format draws from and (for a retired format) its last day. The dated facts themselves live in data: the lists in
 * src/data/lists, the pools' set tables in src/data/pools.
 */
import type { ListFormat } from '../data/banlists.js';

/**
 * The card pool a format draws from (src/data/pools describes each by date):
 * - `standard`, `pioneer`, `modern`, `extended`, `premodern`: the sets the format allows on the day;
 * - `eternal`: every tournament-legal set (Legacy, Vintage; Commander at merge);
 * - `pauper`: cards with a common printing in a paper or Magic Online set;
 * - `any`: no pool limit (casual play; Limited decks are checked against their own pool).
 */
export type PoolId = 'standard' | 'pioneer' | 'modern' | 'extended' | 'premodern' | 'eternal' | 'pauper' | 'any';

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
  /** The card pool the format draws from. */
  readonly pool: PoolId;
  /**
   * A retired format's last day (YYYY-MM-DD), with where that comes from: a later --date cannot be checked. The first
   * day is the start of the format's banned/restricted history (src/data/lists).
   */
  readonly lastDay?: { readonly day: string; readonly source: string };
}

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

export const FORMATS: readonly FormatDef[] = [
  constructed('standard', 'Standard', 'standard'),
  constructed('pioneer', 'Pioneer', 'pioneer'),
  constructed('modern', 'Modern', 'modern'),
  constructed('legacy', 'Legacy', 'eternal'),
  constructed('vintage', 'Vintage', 'eternal'),
  constructed('pauper', 'Pauper', 'pauper'),
  constructed('premodern', 'Premodern', 'premodern'),
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
    pool: 'any',
  };
}

export function findFormat(id: string): FormatDef | undefined {
  const want = id.trim().toLowerCase();
  return FORMATS.find((f) => f.id === want);
}

export const FORMAT_IDS: readonly string[] = FORMATS.map((f) => f.id);
