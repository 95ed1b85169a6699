/**
 * A streaming JSON scanner for card-data files of hundreds of megabytes. It walks the containers the caller wants to
 * walk, hands every value the caller wants to `JSON.parse` (one card at a time), and skips everything else byte by
 * byte without building it. Memory stays at one value, whatever the size of the file.
 *
 * The caller decides per value, by its path (`["data", "10E", "cards", 3]`):
 *   - `descend`: walk into this object or array (its members are offered in turn);
 *   - `capture`: parse this value and pass it to `value()`;
 *   - `skip`: step over it.
 */
import { concatBytes } from './bytes.js';

export type PathItem = string | number;
export type Decision = 'descend' | 'capture' | 'skip';

export interface JsonVisitor {
  /** `first` is the value's first byte: `{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`. */
  decide(path: readonly PathItem[], first: number): Decision;
  value(path: readonly PathItem[], value: unknown): void;
  /** A container the scanner descended into has ended. */
  leave?(path: readonly PathItem[]): void;
}

/** The input is not well-formed JSON (or ends too early). `offset` is the byte offset in the (decompressed) data. */
export class JsonScanError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * Limits that keep a hostile file from costing unbounded memory or time: `maxToken` bounds every string (property
 * names too), every number or literal, and every value handed to the visitor (bytes as in the file); `maxDepth`
 * bounds how many objects and arrays may be open at once. Unset: no limit.
 */
export interface JsonLimits {
  readonly maxToken?: number;
  readonly maxDepth?: number;
}

/** The input is over one of the scanner's limits; the scan stops at `offset` without reading further. */
export class JsonLimitError extends JsonScanError {
  constructor(
    readonly limit: 'token' | 'depth',
    readonly max: number,
    offset: number,
  ) {
    super(
      limit === 'depth'
        ? `objects and arrays nested more than ${max} deep`
        : `a string, number or value longer than ${max} bytes`,
      offset,
    );
  }
}

/**
 * The bytes the scanner reads: a Node Buffer where there is one (its toString is the fastest way to UTF-8 text), else
 * a Uint8Array with the same toString (ScanBytes), so the scanner runs in a browser or a worker too.
 */
export type ScanBuffer = Uint8Array & { toString(encoding: 'utf8' | 'latin1', start: number, end: number): string };

const UTF8 = new TextDecoder('utf-8');

/** A Uint8Array with Buffer#toString('utf8' | 'latin1', start, end), for runtimes without Buffer. */
class ScanBytes extends Uint8Array {
  override toString(encoding?: 'utf8' | 'latin1', start = 0, end = this.length): string {
    const part = this.subarray(start, end);
    return encoding === 'latin1' ? String.fromCharCode(...part) : UTF8.decode(part);
  }
}

const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/** `bytes` as the scanner reads them (the same memory, not a copy). */
export function scanBuffer(bytes: Uint8Array): ScanBuffer {
  if (NodeBuffer) return NodeBuffer.isBuffer(bytes) ? bytes : NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new ScanBytes(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) as ScanBuffer;
}

/** The bytes of `parts` one after the other. */
function concatScan(parts: readonly Uint8Array[]): ScanBuffer {
  if (NodeBuffer) return NodeBuffer.concat(parts);
  return scanBuffer(concatBytes(parts));
}

const EMPTY = scanBuffer(new Uint8Array(0));
const UTF8_ENCODER = new TextEncoder();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isScalarEnd(c: number): boolean {
  return c === COMMA || c === RBRACE || c === RBRACKET || isSpace(c);
}

function isValueStart(c: number): boolean {
  return c === LBRACE || c === LBRACKET || c === QUOTE || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;
}

const enum Expect {
  /** Object: a key or `}`; array: a value or `]`. */
  First,
  /** Object only: a key (after a comma). */
  Key,
  Colon,
  Value,
  CommaOrEnd,
}

interface Frame {
  readonly array: boolean;
  expect: Expect;
  key: PathItem;
  index: number;
}

/** What the raw (byte-skipping) mode is reading. */
const enum RawKind {
  None,
  Value,
  Key,
}

/** The position after the closing quote of a string whose content starts at `from`; -1 when it is not in `buf`. */
function stringEnd(buf: ScanBuffer, from: number): number {
  let at = from;
  for (;;) {
    const q = buf.indexOf(QUOTE, at);
    if (q < 0) return -1;
    let k = q - 1;
    while (k >= from && buf[k] === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
    at = q + 1;
  }
}

/** The position just after a number, true, false or null whose second byte is at `from`; -1 when it runs to the end of `buf`. */
function scalarEnd(buf: ScanBuffer, from: number): number {
  const n = buf.length;
  for (let k = from; k < n; k++) if (isScalarEnd(buf[k] as number)) return k;
  return -1;
}

/** No backslash and no control character between `from` and `to`: the bytes are the string's UTF-8 as is. */
function plainString(buf: ScanBuffer, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const b = buf[k] as number;
    if (b === BACKSLASH || b < 0x20) return false;
  }
  return true;
}

function sameAscii(s: string, buf: ScanBuffer, from: number, to: number): boolean {
  if (s.length !== to - from) return false;
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) !== buf[from + k]) return false;
  return true;
}

function describe(c: number): string {
  return c >= 0x20 && c < 0x7f ? `"${String.fromCharCode(c)}"` : `byte 0x${c.toString(16).padStart(2, '0')}`;
}

export class JsonScanner {
  private readonly stack: Frame[] = [];
  private rootDone = false;
  private rootStarted = false;
  /** Bytes consumed before the current chunk. */
  private base = 0;

  // Raw mode: stepping over one value (capture or skip) or reading a key.
  private raw: RawKind = RawKind.None;
  private rawCapture = false;
  private rawDepth = 0;
  private rawInString = false;
  private rawScalar = false;
  private rawBackslashes = 0;
  private rawParts: ScanBuffer[] = [];
  /** Where the value being captured starts in the current chunk (0 when it began in an earlier one). */
  private rawStartInChunk = 0;
  /** Bytes of the value being captured in earlier chunks. */
  private rawCaptured = 0;
  /** The string or scalar being stepped over: its bytes in earlier chunks, and where it starts in this one. */
  private tokenBytes = 0;
  private tokenStart = 0;

  private readonly maxToken: number;
  private readonly maxDepth: number;

  constructor(
    private readonly visitor: JsonVisitor,
    limits: JsonLimits = {},
  ) {
    this.maxToken = limits.maxToken ?? Infinity;
    this.maxDepth = limits.maxDepth ?? Infinity;
  }

  /**
   * The live path: the current key (or index) of every open container. Passed to the visitor as is, so the visitor
   * must read it during the call and not keep it.
   */
  private readonly keys: PathItem[] = [];
  private readonly interned = new Map<number, string>();

  private fail(message: string, at: number): never {
    throw new JsonScanError(message, this.base + at);
  }

  /** A string or scalar of `length` bytes ends (or is still open) at `at`. */
  private token(length: number, at: number): void {
    if (length > this.maxToken) throw new JsonLimitError('token', this.maxToken, this.base + at);
  }

  /** `depth` objects and arrays are open once the one at `at` is. */
  private depth(depth: number, at: number): void {
    if (depth > this.maxDepth) throw new JsonLimitError('depth', this.maxDepth, this.base + at);
  }

  /** A string or scalar starts at `at` (its first content byte) in raw mode. */
  private beginToken(at: number): void {
    this.tokenBytes = 0;
    this.tokenStart = at;
  }

  /** Feed the next chunk of bytes. */
  push(buf: ScanBuffer): void {
    const n = buf.length;
    let i = 0;
    while (i < n) {
      if (this.raw !== RawKind.None) {
        i = this.rawStep(buf, i);
        continue;
      }
      const c = buf[i] as number;
      if (isSpace(c)) {
        i++;
        continue;
      }
      if (this.rootDone) this.fail(`unexpected ${describe(c)} after the end of the JSON document`, i);
      const top = this.stack[this.stack.length - 1];
      if (top === undefined) {
        // The root value.
        if (!isValueStart(c)) this.fail(`expected a JSON value, found ${describe(c)}`, i);
        this.rootStarted = true;
        i = this.startValue(buf, i, c);
        continue;
      }
      switch (top.expect) {
        case Expect.First:
        case Expect.Key:
          if (top.array) {
            if (c === RBRACKET && top.expect === Expect.First) {
              i = this.closeContainer(i);
              continue;
            }
            if (!isValueStart(c)) this.fail(`expected a value or "]", found ${describe(c)}`, i);
            top.key = top.index;
            this.keys[this.stack.length - 1] = top.index;
            top.expect = Expect.CommaOrEnd;
            i = this.startValue(buf, i, c);
            continue;
          }
          if (c === RBRACE && top.expect === Expect.First) {
            i = this.closeContainer(i);
            continue;
          }
          if (c !== QUOTE) this.fail(`expected a property name in double quotes, found ${describe(c)}`, i);
          top.expect = Expect.Colon;
          {
            // Fast path: a key without escapes, inside this chunk. Short ASCII keys repeat (every card has the same
            // field names), so they are interned instead of decoded each time.
            const q = buf.indexOf(QUOTE, i + 1);
            let plain = q >= 0;
            let ascii = true;
            let h = 0x811c9dc5;
            for (let k = i + 1; plain && k < q; k++) {
              const b = buf[k] as number;
              if (b === BACKSLASH || b < 0x20) plain = false;
              else if (b >= 0x80) ascii = false;
              h = Math.imul(h ^ b, 0x01000193);
            }
            if (plain) {
              let key: string;
              const len = q - i - 1;
              this.token(len, i);
              if (ascii && len <= 40) {
                const slot = (h ^ len) >>> 0;
                const cached = this.interned.get(slot);
                if (cached !== undefined && sameAscii(cached, buf, i + 1, q)) key = cached;
                else {
                  key = buf.toString('latin1', i + 1, q);
                  if (this.interned.size < 8192) this.interned.set(slot, key);
                }
              } else {
                key = buf.toString('utf8', i + 1, q);
              }
              top.key = key;
              this.keys[this.stack.length - 1] = key;
              i = q + 1;
              continue;
            }
          }
          this.beginRaw(RawKind.Key, true, i);
          this.rawInString = true;
          this.beginToken(i + 1);
          i++;
          continue;
        case Expect.Colon:
          if (c !== COLON) this.fail(`expected ":" after a property name, found ${describe(c)}`, i);
          top.expect = Expect.Value;
          i++;
          continue;
        case Expect.Value:
          if (!isValueStart(c)) this.fail(`expected a value, found ${describe(c)}`, i);
          top.expect = Expect.CommaOrEnd;
          i = this.startValue(buf, i, c);
          continue;
        case Expect.CommaOrEnd:
          if (c === COMMA) {
            if (top.array) {
              top.index++;
              top.expect = Expect.Key;
            } else {
              top.expect = Expect.Key;
            }
            i++;
            continue;
          }
          if ((top.array && c === RBRACKET) || (!top.array && c === RBRACE)) {
            i = this.closeContainer(i);
            continue;
          }
          this.fail(`expected "," or "${top.array ? ']' : '}'}", found ${describe(c)}`, i);
      }
    }
    if (this.raw !== RawKind.None) {
      if (this.rawInString || this.rawScalar) {
        // A string or scalar runs on into the next chunk.
        this.tokenBytes += n - this.tokenStart;
        this.tokenStart = 0;
        this.token(this.tokenBytes, n);
      }
      if (this.rawCapture) {
        // Keep the part of this chunk that belongs to the value being captured.
        const start = this.rawStartInChunk;
        this.rawCaptured += n - start;
        this.token(this.rawCaptured, n);
        this.rawParts.push(start === 0 ? buf : buf.subarray(start));
      }
    }
    this.rawStartInChunk = 0;
    this.base += n;
  }

  /** Call after the last chunk. */
  end(): void {
    if (this.raw !== RawKind.None && this.rawScalar && this.rawDepth === 0) {
      // A scalar at the very end of the input (only possible as the root value).
      this.finishRaw(EMPTY, 0);
    }
    if (!this.rootStarted) throw new JsonScanError('the file holds no JSON data', this.base);
    if (this.raw !== RawKind.None || this.stack.length > 0 || !this.rootDone) {
      throw new JsonScanError('the JSON data ends in the middle of a value (is the file complete?)', this.base);
    }
  }

  private beginRaw(kind: RawKind, capture: boolean, at: number): void {
    this.raw = kind;
    this.rawCapture = capture;
    this.rawDepth = 0;
    this.rawInString = false;
    this.rawScalar = false;
    this.rawBackslashes = 0;
    this.rawParts = [];
    this.rawCaptured = 0;
    this.rawStartInChunk = at;
  }

  private startValue(buf: ScanBuffer, i: number, c: number): number {
    const container = c === LBRACE || c === LBRACKET;
    let decision = this.visitor.decide(this.keys, c);
    if (decision === 'descend' && !container) decision = 'capture';
    if (!container) {
      // Fast path: a string or scalar that ends inside this chunk is skipped or read right here.
      const end = c === QUOTE ? stringEnd(buf, i + 1) : scalarEnd(buf, i + 1);
      if (end >= 0) {
        this.token(c === QUOTE ? end - i - 2 : end - i, i);
        if (decision === 'capture') {
          let value: unknown;
          if (c === QUOTE && plainString(buf, i + 1, end - 1)) value = buf.toString('utf8', i + 1, end - 1);
          else {
            try {
              value = JSON.parse(buf.toString('utf8', i, end));
            } catch (e) {
              this.fail(`malformed JSON value (${e instanceof Error ? e.message : String(e)})`, i);
            }
          }
          this.visitor.value(this.keys, value);
        }
        if (this.stack.length === 0) this.rootDone = true;
        return end;
      }
    }
    if (decision === 'descend') {
      const array = c === LBRACKET;
      this.depth(this.stack.length + 1, i);
      this.stack.push({ array, expect: Expect.First, key: array ? 0 : '', index: 0 });
      this.keys.push(array ? 0 : '');
      return i + 1;
    }
    this.beginRaw(RawKind.Value, decision === 'capture', i);
    if (container) {
      this.depth(this.stack.length + 1, i);
      this.rawDepth = 1;
      return i + 1;
    }
    if (c === QUOTE) {
      this.rawInString = true;
      this.beginToken(i + 1);
      return i + 1;
    }
    this.rawScalar = true;
    this.beginToken(i);
    return i + 1;
  }

  private closeContainer(i: number): number {
    this.stack.pop();
    this.keys.pop();
    this.visitor.leave?.(this.keys);
    if (this.stack.length === 0) this.rootDone = true;
    return i + 1;
  }

  /** Step through raw bytes from `i`; returns the next position (n when the chunk is used up). */
  private rawStep(buf: ScanBuffer, i: number): number {
    const n = buf.length;
    if (this.rawScalar) {
      while (i < n && !isScalarEnd(buf[i] as number)) i++;
      if (i < n) {
        this.token(this.tokenBytes + i - this.tokenStart, i);
        return this.finishRaw(buf, i);
      }
      return n;
    }
    for (;;) {
      if (this.rawInString) {
        const q = buf.indexOf(QUOTE, i);
        if (q < 0) {
          let k = n - 1;
          let cnt = 0;
          while (k >= i && buf[k] === BACKSLASH) {
            cnt++;
            k--;
          }
          this.rawBackslashes = k < i ? this.rawBackslashes + cnt : cnt;
          return n;
        }
        let k = q - 1;
        let cnt = 0;
        while (k >= i && buf[k] === BACKSLASH) {
          cnt++;
          k--;
        }
        if (k < i) cnt += this.rawBackslashes;
        this.rawBackslashes = 0;
        i = q + 1;
        if (cnt % 2 === 1) continue; // an escaped quote
        this.token(this.tokenBytes + q - this.tokenStart, q);
        this.rawInString = false;
        if (this.rawDepth === 0) return this.finishRaw(buf, i);
      }
      // Outside strings, inside a container.
      for (; i < n; i++) {
        const c = buf[i] as number;
        if (c === QUOTE) break;
        if (c === LBRACE || c === LBRACKET) {
          this.rawDepth++;
          this.depth(this.stack.length + this.rawDepth, i);
        }
        else if (c === RBRACE || c === RBRACKET) {
          this.rawDepth--;
          if (this.rawDepth === 0) return this.finishRaw(buf, i + 1);
        }
      }
      if (i >= n) return n;
      this.rawInString = true;
      this.beginToken(i + 1);
      i++;
    }
  }

  /** The raw value ends just before `end` in `buf`. */
  private finishRaw(buf: ScanBuffer, end: number): number {
    const kind = this.raw;
    const capture = this.rawCapture;
    this.raw = RawKind.None;
    if (capture) {
      const start = this.rawStartInChunk;
      const parts = this.rawParts;
      this.rawParts = [];
      let value: unknown;
      if (parts.length === 0 && buf[start] === QUOTE && plainString(buf, start + 1, end - 1)) {
        value = buf.toString('utf8', start + 1, end - 1); // a string without escapes: no need for JSON.parse
      } else {
        const tail = buf.subarray(start, end) as ScanBuffer; // a Buffer's or ScanBytes' subarray is one too
        this.token(this.rawCaptured + tail.length, end);
        const bytes = parts.length === 0 ? tail : concatScan([...parts, tail]);
        try {
          value = JSON.parse(bytes.toString('utf8', 0, bytes.length));
        } catch (e) {
          this.fail(`malformed JSON value (${e instanceof Error ? e.message : String(e)})`, end);
        }
      }
      if (kind === RawKind.Key) {
        const top = this.stack[this.stack.length - 1];
        const key = typeof value === 'string' ? value : String(value);
        if (top) top.key = key;
        this.keys[this.stack.length - 1] = key;
      } else {
        this.visitor.value(this.keys, value);
      }
    }
    this.rawStartInChunk = end;
    if (kind === RawKind.Value && this.stack.length === 0) this.rootDone = true;
    return end;
  }
}

/** Scan a stream of byte chunks. */
export async function scanJson(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  visitor: JsonVisitor,
  limits: JsonLimits = {},
): Promise<void> {
  const scanner = new JsonScanner(visitor, limits);
  for await (const chunk of chunks) {
    scanner.push(scanBuffer(typeof chunk === 'string' ? UTF8_ENCODER.encode(chunk) : chunk));
  }
  scanner.end();
}
