/**
 * "Did you mean …?": the card names closest to a name that is not a card. Ranked by edit distance (optimal string
 * alignment: insertions, deletions, substitutions and swapped neighbours, on normalised names), then names that begin
 * with what was written ("Jace" → "Jace Beleren"), then alphabetically.
 *
 * Fast enough to run for every unknown name of thousands of decks: a trigram index picks the few names that can be
 * within the typo budget (two names k edits apart share all but at most 3k of their trigrams), and only those are
 * compared in full.
 */

export interface Candidate {
  /** Normalised name (nameKey). */
  readonly key: string;
  /** The name to show. */
  readonly name: string;
}

/** How many edits still count as a typo, by length of the name written. */
export function typoBudget(length: number): number {
  if (length <= 4) return 1;
  if (length <= 10) return 2;
  if (length <= 20) return 3;
  return 4;
}

let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  if ((rows[0]?.length ?? 0) <= m) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[m] as number;
  return d > max ? max + 1 : d;
}

/** The distinct trigrams of a key, each as one number (three UTF-16 units). */
function trigrams(key: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 <= key.length; i++) {
    const g = key.charCodeAt(i) * 4294967296 + key.charCodeAt(i + 1) * 65536 + key.charCodeAt(i + 2);
    if (!out.includes(g)) out.push(g);
  }
  return out;
}

/** Whether `key` begins `candidate` as whole words ("jace" begins "jace beleren" and "jace, the mind sculptor"). */
function wordPrefix(key: string, candidate: string): boolean {
  if (key.length < 4 || !candidate.startsWith(key)) return false;
  const next = candidate.charAt(key.length);
  return next === ' ' || next === ',';
}

export class Suggester {
  private readonly postings = new Map<number, number[]>();
  private readonly counts: Uint16Array;

  constructor(private readonly candidates: readonly Candidate[]) {
    candidates.forEach((c, i) => {
      for (const g of trigrams(c.key)) {
        const list = this.postings.get(g);
        if (list) list.push(i);
        else this.postings.set(g, [i]);
      }
    });
    this.counts = new Uint16Array(candidates.length);
  }

  /** Up to `max` names closest to `key` (a normalised name). */
  suggest(key: string, max = 3): string[] {
    if (key.length < 2) return [];
    const budget = typoBudget(key.length);
    const grams = trigrams(key);
    // Within `budget` edits, a name keeps at least this many of the key's trigrams (each edit breaks at most three).
    const need = grams.length - 3 * budget;
    const scored: { name: string; score: number }[] = [];
    const consider = (c: Candidate) => {
      if (c.key === key) return;
      const d = boundedDistance(key, c.key, budget);
      if (d <= budget) scored.push({ name: c.name, score: d });
      else if (wordPrefix(key, c.key)) scored.push({ name: c.name, score: budget + 1 });
    };
    if (need <= 0) {
      // Too short for the trigram filter: compare with every name of a length within the budget, and the prefixes.
      for (const c of this.candidates) {
        if (Math.abs(c.key.length - key.length) <= budget || wordPrefix(key, c.key)) consider(c);
      }
    } else {
      const touched: number[] = [];
      for (const g of grams) {
        for (const i of this.postings.get(g) ?? []) {
          if (this.counts[i] === 0) touched.push(i);
          this.counts[i] = (this.counts[i] ?? 0) + 1;
        }
      }
      for (const i of touched) {
        const c = this.candidates[i];
        // A word prefix holds all of the key's trigrams.
        if (c && (this.counts[i] ?? 0) >= need) consider(c);
        this.counts[i] = 0;
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

/** Up to `max` names closest to `key`, without an index (for small candidate lists). */
export function suggestNames(key: string, candidates: readonly Candidate[], max = 3): string[] {
  return new Suggester(candidates).suggest(key, max);
}
