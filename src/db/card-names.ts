/**
 * The cards of a database file by their own names, for a long run: a table of card ids found by the hash of each
 * card line's name, made in one pass over the cards section once a run has read many distinct names (DatabaseIndex).
 * A name written exactly as a card's (nearly every name of a deck) is then found by a probe here and a comparison
 * with the card line's bytes, not by its key's bucket and line in the names section and the card ids there. Only for
 * a file whose cards have name keys of their own (the header's `uniqueNameKeys`): then the name's key is that card's
 * alone, as the names section would say. One of the parts written by hand that the architecture notes list.
 */
import { asciiHash, asciiHashOf, sameAscii } from './facts-codec.js';
import { fieldEnd, u32, type DatabaseFile } from './file.js';

export class CardNames {
  /**
   * Two int32 per slot: the name's hash (asciiHash) and 1 + the card's id (0: the slot is empty). A card whose name
   * has a byte outside ASCII is left out: its name is found by key, as before the table was made.
   */
  readonly #slots: Int32Array;
  readonly #db: DatabaseFile;

  private constructor(db: DatabaseFile, slots: Int32Array) {
    this.#db = db;
    this.#slots = slots;
  }

  /**
   * The table of `db`'s card names: its cards section and their offsets are read whole first (a long run has read
   * most of them by then). Slots for at least one and a half times the cards: 65,536 (512 KB) for 33,401 cards. The
   * pass calls the functions that read a card's line (fieldEnd, asciiHash, u32): by then V8 has compiled them, and
   * the loop itself is short.
   */
  static of(db: DatabaseFile): CardNames {
    db.need('cards');
    db.need('cardOffsets');
    const cards = db.header.cards;
    let size = 2;
    while (size < cards + (cards >>> 1)) size *= 2;
    const slots = new Int32Array(size * 2);
    const mask = slots.length - 2;
    const { buf, range } = db;
    const [first, last] = range.cards;
    const offsets = range.cardOffsets[0];
    for (let id = 0; id < cards; id++) {
      const start = Math.min(last, first + u32(buf, offsets + 4 * id));
      const end = fieldEnd(buf, start, last);
      const hash = end > start ? asciiHash(buf, start, end) : -1;
      if (hash < 0) continue;
      let i = (hash << 1) & mask;
      while (slots[i + 1] !== 0) i = (i + 2) & mask;
      slots[i] = hash;
      slots[i + 1] = id + 1;
    }
    return new CardNames(db, slots);
  }

  /** The id of the card whose name is `name`, exactly; -1 when none is (or the name is not all ASCII). */
  find(name: string): number {
    const hash = asciiHashOf(name);
    if (hash < 0) return -1;
    const slots = this.#slots;
    const mask = slots.length - 2;
    const { buf, range } = this.#db;
    const [first, last] = range.cards;
    const offsets = range.cardOffsets[0];
    for (let i = (hash << 1) & mask; ; i = (i + 2) & mask) {
      const at = slots[i + 1] as number;
      if (at === 0) return -1;
      if (slots[i] === hash && sameName(name, buf, Math.min(last, first + u32(buf, offsets + 4 * (at - 1))), last)) return at - 1;
    }
  }
}

/** Whether the card line at `start` begins with `name` and then a tab or its end. */
function sameName(name: string, buf: Uint8Array, start: number, last: number): boolean {
  const end = start + name.length;
  if (end > last || (end < last && buf[end] !== 0x09 && buf[end] !== 0x0a)) return false;
  return sameAscii(name, buf, start, end);
}
