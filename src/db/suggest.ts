/**
 * "Did you mean …?": the card names closest to a name that is not a card. Ranked by edit distance (optimal string
 * alignment: insertions, deletions, substitutions and swapped neighbours, on normalised names), then names that begin
 * with what was written ("Jace" → "Jace Beleren"), then alphabetically.
 *
 * Fast enough to run for every unknown name of thousands of decks: an index of positional trigrams picks the few names
 * that can be within the typo budget, a count of characters drops most of those, and only the rest are compared in
 * full. (An edit breaks at most four of a name's trigrams — a swap of neighbours the four that hold either letter; an
 * insertion, deletion or substitution at most three — and moves the others at most one place, so two names at most k
 * edits apart share all but 4k of the key's trigrams, each at most k places away (after Gravano et al., "Approximate
 * String Joins in a Database (Almost) for Free", VLDB 2001, where edits are not swaps and 3k is enough): a name within
 * the budget has one of any 4k + 1 of the key's trigrams, and the rarest are looked up.)
 *
 * The index is built when the database is imported and stored in it (db/file), so it costs nothing to load;
 * `MemorySuggestIndex` builds the same index in memory, for small lists.
 */

export interface Candidate {
  /** Normalised name (nameKey). */
  readonly key: string;
  /** The name to show. */
  readonly name: string;
}

/** The candidates, in order of their keys, and their trigram postings. */
export interface SuggestIndex {
  readonly size: number;
  key(i: number): string;
  name(i: number): string;
  /** Length of key(i) in UTF-16 units (capped at 65535). */
  length(i: number): number;
  /**
   * Adds the character counts of key(i) to `into` from `at` (BAG slots, as `bagOf`), when the index can without
   * making the key's string (most candidates are turned down by their counts alone).
   */
  bag?(i: number, into: Uint8Array, at: number): void;
  /**
   * Copies the candidates' character masks (two per candidate, as `candidateMasks` makes them) into `into` when the
   * index stores them; a candidate whose stored pair is not marked as made is left at zero (made when first met).
   */
  masks?(into: Uint32Array): void;
  /** How many candidates are listed under a postings key; with `into`, they are also appended to it. */
  postings(postingKey: number, into?: number[]): number;
  /**
   * Told, before one search asks `postings` for some of them, every postings key it may ask for: an index that makes
   * its postings in memory can find just those (one pass over the names) instead of making them all.
   */
  want?(postingKeys: readonly number[]): void;
}

/** How many edits still count as a typo, by length of the name written. */
export function typoBudget(length: number): number {
  if (length <= 5) return 1;
  if (length <= 15) return 2;
  if (length <= 24) return 3;
  return 4;
}

let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
const FAR = 1 << 20;

/**
 * Optimal-string-alignment distance, or `max + 1` as soon as it must exceed `max`. Only the band of cells within
 * `max` of the diagonal is computed (Ukkonen): a path outside it costs more than `max` anyway.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  if ((rows[0]?.length ?? 0) <= m + 1) rows = [new Int32Array(m + 2), new Int32Array(m + 2), new Int32Array(m + 2)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  prev.fill(FAR, 0, m + 2);
  prev2.fill(FAR, 0, m + 2);
  for (let j = 0; j <= Math.min(m, max); j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    cur.fill(FAR, Math.max(0, from - 1), Math.min(m + 1, to + 2));
    cur[0] = i <= max ? i : FAR;
    let rowMin = cur[0] as number;
    const ai = a.charCodeAt(i - 1);
    const ai1 = i > 1 ? a.charCodeAt(i - 2) : -1;
    let bj1 = from > 1 ? b.charCodeAt(from - 2) : -1;
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = (prev[j - 1] as number) + (ai === bj ? 0 : 1);
      const del = (prev[j] as number) + 1;
      if (del < v) v = del;
      const ins = (cur[j - 1] as number) + 1;
      if (ins < v) v = ins;
      if (ai === bj1 && ai1 === bj) {
        const swap = (prev2[j - 2] as number) + 1;
        if (swap < v) v = swap;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
      bj1 = bj;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[m] as number;
  return d > max ? max + 1 : d;
}

/** Letters a-z, then digits, space, and everything else. */
export const BAG = 29;

export function bagSlot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 26;
  return code === 32 ? 27 : 28;
}

/** How often each kind of character occurs in a key (capped at 255). */
export function bagOf(key: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < key.length; i++) {
    const slot = at + bagSlot(key.charCodeAt(i));
    if ((into[slot] as number) < 255) into[slot] = (into[slot] as number) + 1;
  }
}

/** The last position a postings key tells apart: later trigrams all share it. Part of the database format. */
export const MAX_POSITION = 63;
/** Names up to this long are also looked for as the beginning of a longer name. */
const PREFIX_LENGTH = 10;

/**
 * The postings key of the trigram at `at` in a key, placed at position `pos`: eight bits of each of its three UTF-16
 * units, and the position (later positions share the last value). Characters that share bits only let more names
 * through to the full comparison. Part of the database format.
 */
export function postingKey(key: string, at: number, pos: number): number {
  return postingKeyOfGram(((key.charCodeAt(at) & 0xff) << 16) | ((key.charCodeAt(at + 1) & 0xff) << 8) | (key.charCodeAt(at + 2) & 0xff), pos);
}

/** The postings key of a trigram (its three units' low bytes, the first highest: 24 bits) at position `pos`. */
export function postingKeyOfGram(gram: number, pos: number): number {
  return (gram << 6) | Math.min(pos, MAX_POSITION);
}

/**
 * postingKey of a key held as bytes: the trigram of the three ASCII bytes at `at` (a byte below 0x80 is its own UTF-16
 * unit, so this is postingKey of the string of those bytes), placed at position `pos`.
 */
export function postingKeyOfAscii(bytes: Uint8Array, at: number, pos: number): number {
  return postingKeyOfGram((((bytes[at] as number) & 0xff) << 16) | (((bytes[at + 1] as number) & 0xff) << 8) | ((bytes[at + 2] as number) & 0xff), pos);
}

/** Every postings key of a key (one per trigram, at its own position). */
export function postingKeys(key: string): number[] {
  const out: number[] = [];
  for (let p = 0; p + 3 <= key.length; p++) out.push(postingKey(key, p, p));
  return out;
}

/** Whether `key` begins `candidate` as whole words ("jace" begins "jace beleren" and "jace, the mind sculptor"). */
function wordPrefix(key: string, candidate: string): boolean {
  if (key.length < 4 || !candidate.startsWith(key)) return false;
  const next = candidate.charAt(key.length);
  return next === ' ' || next === ',';
}

/** The first place in the index's sorted keys whose key is not before `key` (bisection). */
function firstAtOrAfter(index: SuggestIndex, key: string): number {
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.key(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The candidates sorted by key, with their postings, in memory. */
export class MemorySuggestIndex implements SuggestIndex {
  private readonly list: Candidate[];
  private readonly map = new Map<number, number[]>();

  constructor(candidates: readonly Candidate[]) {
    this.list = [...candidates].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : 1));
    this.list.forEach((c, i) => {
      for (const k of postingKeys(c.key)) {
        const l = this.map.get(k);
        if (l) l.push(i);
        else this.map.set(k, [i]);
      }
    });
  }

  get size(): number {
    return this.list.length;
  }

  key(i: number): string {
    return this.list[i]?.key ?? '';
  }

  name(i: number): string {
    return this.list[i]?.name ?? '';
  }

  length(i: number): number {
    return Math.min(this.key(i).length, 65535);
  }

  postings(k: number, into?: number[]): number {
    const l = this.map.get(k) ?? [];
    if (into) for (const i of l) into.push(i);
    return l.length;
  }
}

export class Suggester {
  /** Per candidate, the last call that met it (`calls`): a candidate is compared once per call. */
  private readonly seen: Uint32Array;
  private calls = 0;
  /** Character counts of the candidates, BAG slots each, filled when first needed (with the masks). */
  private readonly bags: Uint8Array;

  /** The candidates ordered by length (`order`), and where each length starts in that order (`starts`). */
  private byLength: { order: Uint32Array; starts: Uint32Array } | undefined;

  /**
   * Two bit masks per candidate, made with its bag: the kinds of character it has at least once, and at least twice
   * (bit 31 of the first marks the pair as made). Cheaper to compare than the bags, and most candidates fail them.
   */
  private readonly masks: Uint32Array;

  /** Whether a candidate's bag is made (its masks may have come made from the index, its bag not). */
  private readonly bagMade: Uint8Array;

  constructor(private readonly index: SuggestIndex) {
    this.seen = new Uint32Array(index.size);
    this.bags = new Uint8Array(index.size * BAG);
    this.masks = new Uint32Array(index.size * 2);
    this.bagMade = new Uint8Array(index.size);
    index.masks?.(this.masks);
  }

  /** Fills in the bag and the masks of candidate i (the caller asks only when its bag is not yet made). */
  private bagOfCandidate(i: number): void {
    const index = this.index;
    if (index.bag) index.bag(i, this.bags, i * BAG);
    else bagOf(index.key(i), this.bags, i * BAG);
    const [once, twice] = masksOf(this.bags, i * BAG);
    this.masks[2 * i] = (once | MASKS_MADE) >>> 0;
    this.masks[2 * i + 1] = twice;
    this.bagMade[i] = 1;
  }

  /**
   * The names that begin with `key` as whole words (followed by a space or a comma: "uro" → "Uro, Titan of Nature's
   * Wrath", not "Urogalax"), at most `max`, in key order; none for a key shorter than 3.
   */
  startingWith(key: string, max = 3): string[] {
    const index = this.index;
    if (key.length < 3) return [];
    const out: string[] = [];
    for (let i = firstAtOrAfter(index, key); i < index.size && out.length < max; i++) {
      const other = index.key(i);
      if (!other.startsWith(key)) break;
      const next = other.charAt(key.length);
      if (next === ' ' || next === ',') out.push(index.name(i));
    }
    return out;
  }

  /**
   * Up to `max` names closest to `key` (a normalised name): first the names the key is once rewritten the way players
   * write names ("and" for "&" and back; a set written after the name: "Brainstorm - M11", "Brainstorm (M11) 47"),
   * then the typos within the budget, then names that begin with what was written, whole words ("Jace" → "Jace
   * Beleren"), or share the part before a comma ("Uro, Titan of Critical Mass" → "Uro, Titan of Nature's Wrath").
   */
  suggest(key: string, max = 3): string[] {
    if (key.length < 2) return [];
    const rewritten: string[] = [];
    for (const variant of rewrites(key)) {
      const exact = this.exact(variant);
      if (exact !== undefined) rewritten.push(exact);
    }
    const stripped = withoutSet(key);
    const typos = this.typos(key, max);
    // A set suffix with a typo in the name: the name alone is looked at too.
    const strippedTypos = stripped !== undefined && stripped.length >= 2 ? this.typos(stripped, max) : [];
    const out: string[] = [];
    for (const name of [...rewritten, ...strippedTypos, ...typos, ...this.sameHead(key, max)]) {
      if (!out.includes(name)) out.push(name);
      if (out.length === max) break;
    }
    return out;
  }

  /** The name whose key is `key`, by bisection over the keys in order; undefined when there is none. */
  private exact(key: string): string | undefined {
    const i = firstAtOrAfter(this.index, key);
    return i < this.index.size && this.index.key(i) === key ? this.index.name(i) : undefined;
  }

  /**
   * Names with the same part before the first comma (a legendary card's own name): "Uro, Titan of Critical Mass"
   * finds "Uro, Titan of Nature's Wrath", a word-level slip no typo budget reaches.
   */
  private sameHead(key: string, max: number): string[] {
    const comma = key.indexOf(',');
    if (comma < 2) return [];
    const head = key.slice(0, comma + 1);
    const out: string[] = [];
    for (let i = firstAtOrAfter(this.index, head); i < this.index.size && out.length < max; i++) {
      const other = this.index.key(i);
      if (!other.startsWith(head)) break;
      if (other !== key) out.push(this.index.name(i));
    }
    return out;
  }

  /** Up to `max` names within the typo budget of `key`, then names that begin with it (whole words). */
  private typos(key: string, max: number): string[] {
    if (key.length < 2) return [];
    const index = this.index;
    const budget = typoBudget(key.length);
    const n = key.length;
    const scored: { name: string; score: number }[] = [];
    const bag = new Uint8Array(BAG);
    bagOf(key, bag, 0);
    const [once, twice] = masksOf(bag, 0);
    const masks = this.masks;
    const consider = (i: number) => {
      if (masks[2 * i] === 0) this.bagOfCandidate(i);
      // Each edit adds at most one character and removes at most one: first by the masks (a kind of character the
      // other lacks, or has once where this has it twice, is one edit more), then by the counts.
      const otherOnce = masks[2 * i] as number;
      const otherTwice = masks[2 * i + 1] as number;
      if (popcount(once & ~otherOnce) + popcount(twice & ~otherTwice) > budget) return;
      if (popcount(otherOnce & ~once & ~MASKS_MADE) + popcount(otherTwice & ~twice) > budget) return;
      if (this.bagMade[i] === 0) this.bagOfCandidate(i);
      let more = 0;
      let fewer = 0;
      for (let k = 0, at = i * BAG; k < BAG; k++, at++) {
        const d = (bag[k] as number) - (this.bags[at] as number);
        if (d > 0) {
          more += d;
          if (more > budget) return;
        } else if (d < 0) {
          fewer -= d;
          if (fewer > budget) return;
        }
      }
      const other = index.key(i);
      if (other === key) return;
      const d = boundedDistance(key, other, budget);
      if (d <= budget) scored.push({ name: index.name(i), score: d });
    };
    if (n <= PREFIX_LENGTH) {
      // A short name may begin longer ones ("Jace" → "Jace Beleren"): the names that start with it, by bisection.
      for (let i = firstAtOrAfter(index, key); i < index.size; i++) {
        const other = index.key(i);
        if (!other.startsWith(key)) break;
        if (wordPrefix(key, other)) scored.push({ name: index.name(i), score: budget + 1 });
      }
    }
    if (n - 2 - 4 * budget <= 0) {
      // Too short for the trigram filter: compare with every name of a length within the budget (the names listed
      // by length once, so only those are visited).
      const { order, starts } = (this.byLength ??= namesByLength(index));
      const from = starts[Math.max(0, n - budget)] ?? order.length;
      const to = starts[Math.min(starts.length - 1, n + budget + 1)] ?? order.length;
      for (let j = from; j < to; j++) consider(order[j] as number);
    } else {
      // A name within the budget keeps all but at most 4 × budget of the key's n - 2 trigrams (each at most `budget`
      // places away), so it has at least one of any 4 × budget + 1 of them: take the rarest, and compare in full
      // every name of a length within the budget that has one of them. Which ones are taken changes only the work,
      // never the names found; a trigram's rarity is judged by its count at its own place (one lookup per trigram).
      // Each trigram's count and place in one number, count × n + place: sorted, the rarest first, then by place.
      if (index.want) {
        // Every key the search below may ask for: each trigram at its own place and up to `budget` places away.
        const wanted: number[] = [];
        for (let at = 0; at + 3 <= n; at++) {
          for (let p = Math.max(0, at - budget); p <= at + budget; p++) wanted.push(postingKey(key, at, p));
        }
        index.want(wanted);
      }
      const windows: number[] = [];
      for (let at = 0; at + 3 <= n; at++) windows.push(index.postings(postingKey(key, at, at)) * n + at);
      windows.sort((a, b) => a - b);
      if (this.calls === 0xffffffff) {
        this.seen.fill(0);
        this.calls = 0;
      }
      const call = ++this.calls;
      const seen = this.seen;
      // The candidates listed under the chosen trigrams, gathered into one list first (no call per candidate), then
      // each of a length within the budget compared once.
      const ids: number[] = [];
      const taken = Math.min(windows.length, 4 * budget + 1);
      for (let w = 0; w < taken; w++) {
        const at = (windows[w] as number) % n;
        for (let p = Math.max(0, at - budget); p <= at + budget; p++) index.postings(postingKey(key, at, p), ids);
      }
      for (let j = 0; j < ids.length; j++) {
        const i = ids[j] as number;
        if (seen[i] === call) continue;
        seen[i] = call;
        const d = index.length(i) - n;
        if (d > budget || d < -budget) continue;
        consider(i);
      }
    }
    scored.sort((x, y) => x.score - y.score || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    const out: string[] = [];
    for (const s of scored) {
      if (!out.includes(s.name)) out.push(s.name);
      if (out.length === max) break;
    }
    return out;
  }
}

/** The rewrites of a key players make of a card name: "and" for "&" and "&" for "and", as whole words. */
export function rewrites(key: string): string[] {
  const out: string[] = [];
  if (key.includes(' & ')) out.push(key.replaceAll(' & ', ' and '));
  if (key.includes(' and ')) out.push(key.replaceAll(' and ', ' & '));
  const stripped = withoutSet(key);
  if (stripped !== undefined) out.push(stripped, ...(stripped.includes(' & ') ? [stripped.replaceAll(' & ', ' and ')] : []));
  return out;
}

/**
 * A key without a set written after the name, the way exports and players add it: "brainstorm - m11",
 * "brainstorm (m11)", "brainstorm [m11]", "brainstorm (m11) 47", "brainstorm | m11"; undefined when there is none.
 * A set code is 2 to 6 letters or digits with at least one letter.
 */
export function withoutSet(key: string): string | undefined {
  const m = /^(.+?)\s*(?:[-–—|]\s*([a-z0-9]{2,6})|\(([a-z0-9]{2,6})\)|\[([a-z0-9]{2,6})\])(?:\s*#?\d+[a-z]?)?$/.exec(key);
  if (!m) return undefined;
  const code = m[2] ?? m[3] ?? m[4] ?? '';
  return /[a-z]/.test(code) ? (m[1] as string).trim() : undefined;
}

/** Bit 31 of a candidate's first mask: its masks are made (the character kinds use bits 0 to BAG - 1). */
export const MASKS_MADE = 0x80000000;

/**
 * The two character masks of each candidate key, in order, as the Suggester makes them (the first with bit 31 set:
 * made): stored in the card database, so a run's first misspelled name does not count the characters of every
 * name of its length.
 */
export function candidateMasks(keys: readonly string[]): Uint32Array {
  const out = new Uint32Array(2 * keys.length);
  const bag = new Uint8Array(BAG);
  keys.forEach((key, i) => {
    bag.fill(0);
    bagOf(key, bag, 0);
    const [once, twice] = masksOf(bag, 0);
    out[2 * i] = (once | MASKS_MADE) >>> 0;
    out[2 * i + 1] = twice;
  });
  return out;
}

/** The kinds of character a bag (at `at`) has at least once, and at least twice, as bit masks. */
function masksOf(bags: Uint8Array, at: number): [number, number] {
  let once = 0;
  let twice = 0;
  for (let k = 0; k < BAG; k++) {
    const c = bags[at + k] as number;
    if (c >= 1) once |= 1 << k;
    if (c >= 2) twice |= 1 << k;
  }
  return [once, twice];
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The candidates of an index by length (a counting sort: within a length, in index order). */
function namesByLength(index: SuggestIndex): { order: Uint32Array; starts: Uint32Array } {
  let longest = 0;
  for (let i = 0; i < index.size; i++) longest = Math.max(longest, index.length(i));
  // starts[len] is where names of length `len` begin; starts[longest + 1] is the end.
  const starts = new Uint32Array(longest + 2);
  for (let i = 0; i < index.size; i++) {
    const at = index.length(i) + 1;
    starts[at] = (starts[at] ?? 0) + 1;
  }
  for (let len = 1; len < starts.length; len++) starts[len] = (starts[len] ?? 0) + (starts[len - 1] ?? 0);
  const next = starts.slice();
  const order = new Uint32Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const len = index.length(i);
    const at = next[len] ?? 0;
    order[at] = i;
    next[len] = at + 1;
  }
  return { order, starts };
}

/** Up to `max` names closest to `key`, for a small list of candidates. */
export function suggestNames(key: string, candidates: readonly Candidate[], max = 3): string[] {
  return new Suggester(new MemorySuggestIndex(candidates)).suggest(key, max);
}
