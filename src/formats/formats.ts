/** Format definitions: deck minimum, sideboard rule, copy limit, which banned/restricted list applies. */
import type { ListFormat } from '../data/banlists.js';

export interface FormatDef {
  readonly id: string;
  readonly name: string;
  readonly kind: 'constructed';
  /** Minimum main deck size. */
  readonly deckMin: number;
  readonly deckMinReference: string;
  /** Maximum sideboard size. */
  readonly sideboardMax: number;
  /** Copies of one card (by English name) across main deck and sideboard. */
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
];

export function findFormat(id: string): FormatDef | undefined {
  const want = id.trim().toLowerCase();
  return FORMATS.find((f) => f.id === want);
}

export const FORMAT_IDS: readonly string[] = FORMATS.map((f) => f.id);
