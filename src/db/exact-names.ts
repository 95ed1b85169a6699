/**
 * The cards of a card database read so far by their own name as written on a deck line (most lines of most decks),
 * found by that name: a hash table of its own rather than a Map (one of the parts written by hand that the
 * architecture notes list). In a long run every line looks one up, among tens of thousands of names, and the table is
 * too large for the processor's cache: a Map reads each name that shares the name's bucket, and then an object that
 * points to the card. Here the names' hashes sit in one typed array, and a line reads the card itself, whose name
 * tells whether it is the one.
 */

import { keyHash } from './file.js';

/**
 * Slots when the first card is added; the table doubles before it is 80% full (a full database's 33,000 cards fit in
 * 65,536 slots, 512 KB; the 23,000 names of the 10,000-deck bench in 32,768). Probing goes slot by slot, eight to a
 * cache line, so a fuller table costs little; a larger one misses the cache more.
 */
const INITIAL_SLOTS = 256;

export class ExactNames<T extends { readonly name: string }> {
  /** Two int32 per slot: the name's hash, and 1 + the card's place in `cards` (0: the slot is empty). */
  #slots: Int32Array = new Int32Array(0);
  #cards: T[] = [];
  /** getAll's hashes, then slots, then lengths of a deck's names, and its cards' names (kept from deck to deck). */
  #hashes: Int32Array = new Int32Array(0);
  #names: string[] = [];

  get size(): number {
    return this.#cards.length;
  }

  /** The card whose name is `name`, exactly, if it was added. */
  get(name: string): T | undefined {
    const slots = this.#slots;
    if (slots.length === 0) return undefined;
    const hash = hashOf(name);
    const mask = slots.length - 2;
    for (let i = (hash << 1) & mask; ; i = (i + 2) & mask) {
      const at = slots[i + 1] as number;
      if (at === 0) return undefined;
      if (slots[i] === hash) {
        const card = this.#cards[at - 1];
        if (card !== undefined && card.name === name) return card;
      }
    }
  }

  /**
   * The cards named exactly by `lines`' names, in turn (undefined where a name was not added), as get() gives each.
   * A deck's lines are looked up together, a step at a time for all of them (hash every name, find every slot, read
   * every card, compare every name), not one line after the other: in a long run the table and the cards are mostly
   * out of the processor's cache, and the reads of one step do not wait for each other, so the processor makes them
   * at once instead of one miss after the other (the 10,000-deck bench spends half the time it did on these lookups).
   */
  getAll(lines: readonly { readonly name: string }[]): (T | undefined)[] {
    const n = lines.length;
    const found: (T | undefined)[] = [];
    const slots = this.#slots;
    if (slots.length === 0) return lines.map(() => undefined);
    if (this.#hashes.length < n) {
      this.#hashes = new Int32Array(Math.max(64, 2 * n));
      this.#names = new Array<string>(this.#hashes.length).fill('');
    }
    const hashes = this.#hashes;
    for (let j = 0; j < n; j++) hashes[j] = hashOf((lines[j] as { readonly name: string }).name);
    // The slot of each name's hash (its place in `cards`, 0: none); the name is compared after.
    const mask = slots.length - 2;
    for (let j = 0; j < n; j++) {
      const hash = hashes[j] as number;
      let i = (hash << 1) & mask;
      while (slots[i + 1] !== 0 && slots[i] !== hash) i = (i + 2) & mask;
      hashes[j] = slots[i + 1] as number;
    }
    const cards = this.#cards;
    for (let j = 0; j < n; j++) {
      const at = hashes[j] as number;
      found.push(at === 0 ? undefined : cards[at - 1]);
    }
    // Each card's name, then its length, for every line before any name is compared (each step's reads are the
    // ones that miss the cache: the card, then its name).
    const names = this.#names;
    for (let j = 0; j < n; j++) names[j] = found[j]?.name ?? '';
    for (let j = 0; j < n; j++) hashes[j] = (names[j] as string).length;
    for (let j = 0; j < n; j++) {
      const name = (lines[j] as { readonly name: string }).name;
      // Another name with the same hash: look further, as get() does.
      if (found[j] !== undefined && (hashes[j] !== name.length || names[j] !== name)) found[j] = this.get(name);
    }
    return found;
  }

  /** Add a card not in the table yet (get(card.name) gave undefined). */
  add(card: T): void {
    if ((this.#cards.length + 1) * 5 > (this.#slots.length / 2) * 4) this.#grow();
    this.#place(hashOf(card.name), this.#cards.push(card));
  }

  clear(): void {
    this.#slots = new Int32Array(0);
    this.#cards = [];
  }

  /** Put entry `at` (1 + its place) with `hash` in the first empty slot from its own. */
  #place(hash: number, at: number): void {
    const slots = this.#slots;
    const mask = slots.length - 2;
    let i = (hash << 1) & mask;
    while (slots[i + 1] !== 0) i = (i + 2) & mask;
    slots[i] = hash;
    slots[i + 1] = at;
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Int32Array(Math.max(2 * INITIAL_SLOTS, old.length * 2));
    for (let i = 0; i < old.length; i += 2) {
      const at = old[i + 1] as number;
      if (at !== 0) this.#place(old[i] as number, at);
    }
  }
}

/** The name's hash as the file's lookup sections hash keys (keyHash: FNV-1a), as an int32 the slots hold. */
function hashOf(s: string): number {
  return keyHash(s) | 0;
}
