/**
 * The part of Node's Buffer that reading a card database uses (toString of a UTF-8 or Latin-1 range, readUInt32LE,
 * compare, indexOf and lastIndexOf of a string or a byte), over a plain Uint8Array, for runtimes without Buffer (a
 * browser). The database file is deckcheck's own, valid UTF-8.
 */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** One character per byte (a browser's "latin1" is windows-1252: the same for ASCII, and still one per byte). */
const LATIN1 = new TextDecoder('latin1');
const ENCODE = new TextEncoder();

/** A byte, or the UTF-8 bytes of a string, as Buffer#indexOf takes them. */
function needle(value: number | string): Uint8Array {
  return typeof value === 'string' ? ENCODE.encode(value) : Uint8Array.of(value & 0xff);
}

export class DatabaseBytes extends Uint8Array {
  /**
   * The text of [start, end), as Buffer#toString(encoding, start, end) gives it: UTF-8, or with 'latin1' one character
   * per byte (the same characters as Buffer's for ASCII bytes; the reader only searches such text for ASCII).
   */
  override toString(encoding?: string, start = 0, end = this.length): string {
    return (encoding === 'latin1' ? LATIN1 : UTF8).decode(this.subarray(start, end));
  }

  /** Buffer#indexOf of a string (its UTF-8 bytes) or a byte: the first place at or after `from`, or -1. */
  override indexOf(value: number | string, from = 0): number {
    const n = needle(value);
    const start = from < 0 ? Math.max(0, this.length + from) : from;
    for (let i = start; i + n.length <= this.length; i++) if (this.#at(n, i)) return i;
    return -1;
  }

  /** Buffer#lastIndexOf of a string (its UTF-8 bytes) or a byte: the last place at or before `from`, or -1. */
  override lastIndexOf(value: number | string, from = this.length - 1): number {
    const n = needle(value);
    const last = from < 0 ? this.length + from : from;
    for (let i = Math.min(last, this.length - n.length); i >= 0; i--) if (this.#at(n, i)) return i;
    return -1;
  }

  #at(n: Uint8Array, i: number): boolean {
    for (let k = 0; k < n.length; k++) if (this[i + k] !== n[k]) return false;
    return true;
  }

  readUInt32LE(at: number): number {
    return ((this[at] as number) | ((this[at + 1] as number) << 8) | ((this[at + 2] as number) << 16) | ((this[at + 3] as number) << 24)) >>> 0;
  }

  /** Buffer#compare: this[sourceStart, sourceEnd) against target[targetStart, targetEnd), byte by byte (-1, 0 or 1). */
  compare(target: Uint8Array, targetStart = 0, targetEnd = target.length, sourceStart = 0, sourceEnd = this.length): number {
    const n = Math.min(targetEnd - targetStart, sourceEnd - sourceStart);
    for (let i = 0; i < n; i++) {
      const a = this[sourceStart + i] as number;
      const b = target[targetStart + i] as number;
      if (a !== b) return a < b ? -1 : 1;
    }
    const left = sourceEnd - sourceStart;
    const right = targetEnd - targetStart;
    return left === right ? 0 : left < right ? -1 : 1;
  }
}

/** `bytes` as the reader's buffer: a Node Buffer over the same memory where there is one, else a DatabaseBytes. */
export function databaseBuffer(bytes: Uint8Array): Buffer {
  const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (NodeBuffer) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new DatabaseBytes(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) as unknown as Buffer;
}

/** The bytes of `parts` one after the other, in a new Uint8Array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
