/**
 * The resolved pool of a Sealed or Draft event, and what a unit's decks take from it. Pure: no I/O.
 *
 * Cards are counted by English name, like everything else. Without a card database most names are not known to be
 * multi-face cards, while exporters disagree on how to write them (TCGplayer's `Simple Name`, MTGGoldfish and
 * DragonShield write `Fire` or `Delver of Secrets` where ManaBox writes `Fire // Ice`); so a name written by its front
 * face and a full `Front // Back` name with that front face are matched to each other, in the pool and between pool
 * and decks.
 */
import type { CardIndex } from '../cards/index.js';
import { nameKey } from '../cards/normalize.js';
import { FREELY_ADDED_BASICS } from '../data/basics.js';
import { POOL_SECTIONS, type ParsedPool } from '../parse/pool.js';
import type { DeckEntry } from '../parse/types.js';
import { cardLocations, deckCopies, resolveDeck, type CardGroup, type ResolvedDeck } from './model.js';

export interface PoolCard {
  /** Identity key (normalised English name). */
  readonly key: string;
  /** The name shown: canonical when known, else the fullest spelling in the pool. */
  readonly name: string;
  readonly count: number;
  /** The pool lines that hold the card, in file order. */
  readonly entries: readonly DeckEntry[];
  /** False when the card index does not know the name (with a card database: no card; unknown-card on the pool line). */
  readonly known: boolean;
}

export interface ResolvedPool {
  readonly file: string;
  readonly parsed: ParsedPool;
  readonly cards: ReadonlyMap<string, PoolCard>;
  /** Cards in the pool. */
  readonly total: number;
  /** Multi-face pool cards by the key of their front face. */
  readonly fronts: ReadonlyMap<string, readonly string[]>;
  /** The pool's lines whose name is no card (with a card database), with the closest card names. */
  readonly unknown: readonly { readonly entry: DeckEntry; readonly suggestions: readonly string[] }[];
}

const FREE_BASIC_KEYS: ReadonlySet<string> = new Set(FREELY_ADDED_BASICS.map(nameKey));

/** Plains, Island, Swamp, Mountain, Forest: any number may be added to a Limited deck (MTR 7.2). */
export function isFreelyAddedBasic(key: string): boolean {
  return FREE_BASIC_KEYS.has(key);
}

/** The key of the front face of a multi-face name key ("fire // ice" → "fire"), or undefined. */
export function frontKey(key: string): string | undefined {
  const at = key.indexOf(' // ');
  return at > 0 ? key.slice(0, at) : undefined;
}

function poolCount(group: CardGroup): number {
  let n = 0;
  for (const s of POOL_SECTIONS) n += group.counts[s];
  return n;
}

export function resolvePool(parsed: ParsedPool, index: CardIndex): ResolvedPool {
  const resolved = resolveDeck(parsed.deck, index);
  const byKey = new Map<string, { name: string; count: number; entries: DeckEntry[]; known: boolean }>();
  for (const group of resolved.cards.values()) {
    const count = poolCount(group);
    if (count === 0) continue;
    byKey.set(group.key, {
      name: group.name,
      count,
      entries: group.entries.filter((e) => POOL_SECTIONS.has(e.section)),
      known: group.info !== undefined,
    });
  }
  // Fold front-face spellings into the full multi-face name when the pool has exactly one such card.
  const fronts = new Map<string, string[]>();
  for (const key of byKey.keys()) {
    const f = frontKey(key);
    if (f !== undefined) fronts.set(f, [...(fronts.get(f) ?? []), key]);
  }
  for (const [f, fulls] of fronts) {
    const single = byKey.get(f);
    const full = fulls.length === 1 && fulls[0] !== undefined ? byKey.get(fulls[0]) : undefined;
    if (!single || !full) continue;
    full.count += single.count;
    full.entries.push(...single.entries);
    full.entries.sort((a, b) => a.line - b.line);
    byKey.delete(f);
  }
  const cards = new Map<string, PoolCard>();
  let total = 0;
  for (const [key, c] of byKey) {
    cards.set(key, { key, name: c.name, count: c.count, entries: c.entries, known: c.known });
    total += c.count;
  }
  const unknown = (resolved.unknown ?? []).filter((u) => POOL_SECTIONS.has(u.entry.section));
  return { file: parsed.deck.file, parsed, cards, total, fronts, unknown };
}

/** The pool identity of a deck card: its own key, or the pool card it names by front face (or vice versa). */
export function poolIdentity(pool: ResolvedPool, key: string): string {
  if (pool.cards.has(key)) return key;
  const f = frontKey(key);
  if (f !== undefined && pool.cards.has(f)) return f;
  const fulls = pool.fronts.get(key);
  if (fulls && fulls.length === 1 && fulls[0] !== undefined && pool.cards.has(fulls[0])) return fulls[0];
  return key;
}

export interface Holding {
  readonly deck: ResolvedDeck;
  readonly group: CardGroup;
  /** Copies in the deck proper: main deck, sideboard section, command zone, companion. */
  readonly copies: number;
  /** Copies in the main deck (and command zone): what the deck takes out of the sideboard. */
  readonly main: number;
}

export interface PoolUse {
  /** Pool identity key. */
  readonly key: string;
  /** Display name: the card index's canonical name, else the pool's spelling, else the deck's. */
  readonly name: string;
  readonly pool: PoolCard | undefined;
  readonly holdings: readonly Holding[];
  /** Copies used by the unit's decks (main deck, sideboard section, command zone, companion). */
  readonly used: number;
  readonly main: number;
}

/** What the decks of one unit (a deck, or a team's decks together) take from the pool, card by card. */
export function poolUses(pool: ResolvedPool, decks: readonly ResolvedDeck[]): PoolUse[] {
  const map = new Map<string, Holding[]>();
  for (const deck of decks) {
    for (const group of deck.cards.values()) {
      const copies = deckCopies(group);
      if (copies === 0) continue;
      const key = poolIdentity(pool, group.key);
      const list = map.get(key) ?? [];
      list.push({ deck, group, copies, main: group.counts.main + group.counts.commander });
      map.set(key, list);
    }
  }
  const out: PoolUse[] = [];
  for (const [key, holdings] of map) {
    const card = pool.cards.get(key);
    const known = holdings.find((h) => h.group.info !== undefined)?.group.name;
    out.push({
      key,
      name: known ?? card?.name ?? holdings[0]?.group.name ?? key,
      pool: card,
      holdings,
      used: holdings.reduce((n, h) => n + h.copies, 0),
      main: holdings.reduce((n, h) => n + h.main, 0),
    });
  }
  return out;
}

export interface UnusedCard {
  readonly card: string;
  readonly count: number;
  /** The first pool line holding the card. */
  readonly line: number | null;
}

/**
 * The unused pool: every pool card not in a main deck of the unit. For one player that is their sideboard
 * (CR 100.4b); for a Two-Headed Giant team, the team's shared sideboard (CR 100.4c). Sorted by name.
 */
export function unusedPool(pool: ResolvedPool, decks: readonly ResolvedDeck[]): UnusedCard[] {
  const taken = new Map<string, number>();
  for (const use of poolUses(pool, decks)) taken.set(use.key, use.main);
  const out: { key: string; unused: UnusedCard }[] = [];
  for (const card of pool.cards.values()) {
    const left = card.count - (taken.get(card.key) ?? 0);
    if (left > 0) out.push({ key: card.key, unused: { card: card.name, count: left, line: card.entries[0]?.line ?? null } });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((x) => x.unused);
}

/** Every deck line that holds the card, deck by deck in unit order, by line. */
export function useLocations(use: PoolUse) {
  return use.holdings.flatMap((h) => cardLocations(h.deck, h.group).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
}

/** Edit distance of a and b, or max + 1 once it is certain to exceed max. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Uint16Array(b.length + 1);
  let cur = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const sub = (prev[j - 1] ?? 0) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = (prev[j] ?? 0) + 1;
      const ins = (cur[j - 1] ?? 0) + 1;
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length] ?? max + 1;
}

/** Character counts in 32 buckets: half their difference is a lower bound of the edit distance. */
function histogram(s: string): Uint16Array {
  const h = new Uint16Array(32);
  for (let i = 0; i < s.length; i++) h[s.charCodeAt(i) & 31] = (h[s.charCodeAt(i) & 31] ?? 0) + 1;
  return h;
}

const histograms = new WeakMap<ResolvedPool, { card: PoolCard; hist: Uint16Array }[]>();

/** Pool cards whose names are close to a name the pool lacks (a likely typo), closest first, at most three. */
export function similarPoolNames(pool: ResolvedPool, key: string): string[] {
  return similarPoolCards(pool, key).map((c) => c.name);
}

/** The pool's cards whose names are close to `key` (see similarPoolNames), closest first. */
export function similarPoolCards(pool: ResolvedPool, key: string): PoolCard[] {
  const max = key.length < 6 ? 1 : key.length < 14 ? 2 : 3;
  let cards = histograms.get(pool);
  if (!cards) {
    cards = [...pool.cards.values()].map((card) => ({ card, hist: histogram(card.key) }));
    histograms.set(pool, cards);
  }
  const mine = histogram(key);
  const hits: { card: PoolCard; d: number }[] = [];
  for (const { card, hist } of cards) {
    if (Math.abs(card.key.length - key.length) > max) continue;
    let diff = 0;
    for (let i = 0; i < 32; i++) diff += Math.abs((hist[i] ?? 0) - (mine[i] ?? 0));
    if (diff > 2 * max) continue;
    const d = distance(key, card.key, max);
    if (d <= max) hits.push({ card, d });
  }
  return hits
    .sort((a, b) => a.d - b.d || (a.card.name < b.card.name ? -1 : a.card.name > b.card.name ? 1 : 0))
    .slice(0, 3)
    .map((h) => h.card);
}
