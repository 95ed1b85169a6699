/**
 * A registered decklist beside the deck as presented (a judge's deck check): card by card, section by section, by
 * card identity (English name, faces, foreign names with a card database). Pure: no I/O.
 */
import type { Location } from '../diagnostic.js';
import { cardLocations, sideboardCopies, type CardGroup, type ResolvedDeck } from './model.js';
import { frontKey } from './pool.js';

/** The sections compared: the main deck, the sideboard (a companion counts there, CR 702.139a) and a command zone. */
export type CompareSection = 'main' | 'sideboard' | 'commander';
export const COMPARE_SECTIONS: readonly CompareSection[] = ['main', 'sideboard', 'commander'];

/** What a judge counts a card as: lands first (a Dryad Arbor is a land), then creatures; null when not known. */
export type CardKind = 'creature' | 'land' | 'other';

export interface CardRow {
  readonly key: string;
  /** The English name when known; otherwise the spelling of the registered list (or of the presented deck). */
  readonly card: string;
  readonly section: CompareSection;
  readonly registered: number;
  readonly presented: number;
  /** presented − registered. */
  readonly difference: number;
  readonly kind: CardKind | null;
  /** The lines holding the card on each side (every section). */
  readonly registeredLines: readonly Location[];
  readonly presentedLines: readonly Location[];
}

/** Copies registered in one section and presented in another. */
export interface CardMove {
  readonly key: string;
  readonly card: string;
  readonly from: CompareSection;
  readonly to: CompareSection;
  readonly count: number;
}

/** Totals of one section, by card type; the type counts are null when the card types are not known. */
export interface SectionTotals {
  readonly total: number;
  readonly creatures: number | null;
  readonly lands: number | null;
  readonly other: number | null;
  /** Cards whose type is not known (names the card database does not know); null without types at all. */
  readonly unknown: number | null;
}

export type SideTotals = Readonly<Record<CompareSection, SectionTotals>>;

export interface DeckComparison {
  readonly registered: ResolvedDeck;
  readonly presented: ResolvedDeck;
  /** Every card in either deck, per section where either side has it: sorted by section, then card name. */
  readonly rows: readonly CardRow[];
  /** Cards that moved between sections, sorted by card name. */
  readonly moves: readonly CardMove[];
  /** Whether card types are known (a card database with characteristics), so the type split can be given. */
  readonly typesKnown: boolean;
  readonly totals: { readonly registered: SideTotals; readonly presented: SideTotals };
}

function sectionCount(groups: readonly CardGroup[], section: CompareSection): number {
  let n = 0;
  for (const g of groups) n += section === 'sideboard' ? sideboardCopies(g) : g.counts[section];
  return n;
}

/**
 * One identity per card across both decks: a name written by its front face and a whole `Front // Back` name with
 * that front face are one card when exactly one such whole name is in either deck (exporters disagree on
 * double-faced and split cards, and without a card database deckcheck cannot tell them apart otherwise).
 */
function identities(decks: readonly ResolvedDeck[]): (key: string) => string {
  const fulls = new Map<string, Set<string>>();
  for (const d of decks) {
    for (const key of d.cards.keys()) {
      const f = frontKey(key);
      if (f !== undefined) fulls.set(f, (fulls.get(f) ?? new Set()).add(key));
    }
  }
  return (key) => {
    const set = fulls.get(key);
    if (!set || set.size !== 1) return key;
    const [full] = set;
    return full ?? key;
  };
}

function grouped(deck: ResolvedDeck, identity: (key: string) => string): Map<string, CardGroup[]> {
  const out = new Map<string, CardGroup[]>();
  for (const g of deck.cards.values()) {
    const id = identity(g.key);
    const list = out.get(id);
    if (list) list.push(g);
    else out.set(id, [g]);
  }
  return out;
}

export function cardKind(group: CardGroup): CardKind | null {
  const info = group.info;
  if (!info) return null;
  const types = info.types ?? info.faces?.[0]?.types;
  if (info.basic || types?.includes('Land')) return 'land';
  if (!types || types.length === 0) return null;
  return types.includes('Creature') ? 'creature' : 'other';
}

function totals(deck: ResolvedDeck, typesKnown: boolean): SideTotals {
  const make = (section: CompareSection): SectionTotals => {
    let total = 0;
    const by = { creature: 0, land: 0, other: 0, unknown: 0 };
    for (const g of deck.cards.values()) {
      const n = sectionCount([g], section);
      if (n === 0) continue;
      total += n;
      by[cardKind(g) ?? 'unknown'] += n;
    }
    return typesKnown
      ? { total, creatures: by.creature, lands: by.land, other: by.other, unknown: by.unknown }
      : { total, creatures: null, lands: null, other: null, unknown: null };
  };
  return { main: make('main'), sideboard: make('sideboard'), commander: make('commander') };
}

function byLine(a: Location, b: Location): number {
  return (a.line ?? 0) - (b.line ?? 0);
}

/**
 * Compare two resolved decks. `typesKnown`: the card index carries card types (with a card database), so totals by
 * type are given; otherwise only section totals.
 */
export function compareDecks(registered: ResolvedDeck, presented: ResolvedDeck, typesKnown: boolean): DeckComparison {
  const identity = identities([registered, presented]);
  const regCards = grouped(registered, identity);
  const presCards = grouped(presented, identity);
  const keys = new Set([...regCards.keys(), ...presCards.keys()]);
  const rows: CardRow[] = [];
  const moves: CardMove[] = [];
  for (const key of keys) {
    const r = regCards.get(key) ?? [];
    const p = presCards.get(key) ?? [];
    // The name to show: a card the index knows, else the whole multi-face name, else the registered spelling.
    const all = [...r, ...p];
    const known = all.find((g) => g.info) ?? all.find((g) => g.key === key) ?? all[0];
    if (!known) continue;
    const registeredLines = r.flatMap((g) => cardLocations(registered, g)).sort(byLine);
    const presentedLines = p.flatMap((g) => cardLocations(presented, g)).sort(byLine);
    const diffs: { section: CompareSection; difference: number }[] = [];
    for (const section of COMPARE_SECTIONS) {
      const a = sectionCount(r, section);
      const b = sectionCount(p, section);
      if (a === 0 && b === 0) continue;
      rows.push({
        key,
        card: known.name,
        section,
        registered: a,
        presented: b,
        difference: b - a,
        kind: cardKind(known),
        registeredLines,
        presentedLines,
      });
      if (a !== b) diffs.push({ section, difference: b - a });
    }
    // Copies missing from one section and extra in another moved between them (a sideboard not taken out, …).
    const short = diffs.filter((d) => d.difference < 0);
    const extra = diffs.filter((d) => d.difference > 0).map((d) => ({ ...d }));
    for (const s of short) {
      let left = -s.difference;
      for (const e of extra) {
        const n = Math.min(left, e.difference);
        if (n <= 0) continue;
        moves.push({ key, card: known.name, from: s.section, to: e.section, count: n });
        e.difference -= n;
        left -= n;
      }
    }
  }
  const order = (s: CompareSection) => COMPARE_SECTIONS.indexOf(s);
  rows.sort((a, b) => order(a.section) - order(b.section) || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0));
  moves.sort((a, b) => (a.card < b.card ? -1 : a.card > b.card ? 1 : order(a.from) - order(b.from)));
  return {
    registered,
    presented,
    rows,
    moves,
    typesKnown,
    totals: { registered: totals(registered, typesKnown), presented: totals(presented, typesKnown) },
  };
}
