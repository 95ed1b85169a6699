/**
 * Text kept for later: in memory while small, then in a temporary file, so a long run's report does not stay in
 * memory. Used for each reporter's unit texts and for the findings waiting to be sorted (src/cli/report-output.ts).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { compareFindings, type Finding } from '../diagnostic.js';

/** Bytes a spool holds in memory before it moves to a file (DECKCHECK_SPOOL_BYTES sets it; 0 spools everything). */
export const SPOOL_BYTES = 1 << 20;
const READ_BYTES = 1 << 16;

/** The temporary directory of one run, made when a spool first needs it, removed by `dispose`. */
export class SpoolDir {
  private dir: string | undefined;
  private files = 0;

  constructor(readonly limit: number) {}

  file(): string {
    this.dir ??= mkdtempSync(path.join(tmpdir(), 'deckcheck-'));
    return path.join(this.dir, `spool-${this.files++}`);
  }

  dispose(): void {
    if (this.dir !== undefined) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}

/** Bytes of text gathered before they are written out: a fixed buffer, so written text does not stay in the heap. */
const CHUNK_BYTES = 1 << 16;

/**
 * Text written into fixed buffers outside the JavaScript heap (the strings written die at once, so a long run does
 * not fill V8's old generation with text waiting to be written); kept in memory up to the limit, then in a file.
 */
export class Spool {
  /** The buffer being filled, and how much of it is. */
  private chunk: Buffer | undefined;
  private used = 0;
  /** Full buffers kept in memory (before there is a file). */
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private fd: number | undefined;
  private flushed = 0;
  private sealed: Buffer | undefined;
  /** Buffer size: CHUNK_BYTES, or less when the limit is lower (0: every write goes to the file). */
  private readonly chunkBytes: number;

  constructor(private readonly dir: SpoolDir) {
    this.chunkBytes = Math.min(CHUNK_BYTES, dir.limit);
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.flushed + this.keptBytes + this.used;
  }

  write(text: string): void {
    if (text === '') return;
    const n = Buffer.byteLength(text);
    if (this.used + n > this.chunkBytes) this.endChunk();
    if (n > this.chunkBytes) {
      this.keep(Buffer.from(text));
      return;
    }
    this.chunk ??= Buffer.allocUnsafe(this.chunkBytes);
    this.chunk.write(text, this.used);
    this.used += n;
  }

  /** Pass on the buffer being filled (kept, or written to the file and then filled again). */
  private endChunk(): void {
    const chunk = this.chunk;
    if (chunk === undefined || this.used === 0) return;
    const full = chunk.subarray(0, this.used);
    this.used = 0;
    if (this.keep(full)) this.chunk = undefined; // kept in memory: the next text goes into a new buffer
  }

  /** Keep bytes in memory while under the limit (true), else write them and everything kept to the file. */
  private keep(buf: Buffer): boolean {
    if (this.fd === undefined && this.keptBytes + buf.length <= this.dir.limit) {
      this.kept.push(buf);
      this.keptBytes += buf.length;
      return true;
    }
    const fd = (this.fd ??= openSync(this.dir.file(), 'w+'));
    for (const b of [...this.kept, buf]) {
      writeSync(fd, b, 0, b.length, this.flushed);
      this.flushed += b.length;
    }
    this.kept = [];
    this.keptBytes = 0;
    return false;
  }

  /** Stop writing; reading may start. */
  seal(): void {
    this.endChunk();
    if (this.fd === undefined) this.sealed ??= Buffer.concat(this.kept);
  }

  /** Bytes [position, position + length) of what was written (after seal). */
  readAt(position: number, length: number): Buffer {
    if (this.sealed) return this.sealed.subarray(position, position + length);
    if (this.fd === undefined) return Buffer.alloc(0);
    const buf = Buffer.allocUnsafe(length);
    const n = readSync(this.fd, buf, 0, length, position);
    return buf.subarray(0, n);
  }

  /** Everything written, as text in pieces (after seal). */
  *texts(): Generator<string> {
    const decoder = new StringDecoder('utf8');
    for (let at = 0; at < this.bytes; at += READ_BYTES) {
      const text = decoder.write(this.readAt(at, Math.min(READ_BYTES, this.bytes - at)));
      if (text !== '') yield text;
    }
    const rest = decoder.end();
    if (rest !== '') yield rest;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** The findings of a range of a spool, one JSON line each, read a piece at a time. */
class FindingCursor {
  private buf: Buffer = Buffer.alloc(0);
  head: Finding | undefined;

  constructor(
    private readonly spool: Spool,
    private at: number,
    private readonly end: number,
  ) {
    this.head = this.read();
  }

  advance(): void {
    this.head = this.read();
  }

  private read(): Finding | undefined {
    for (;;) {
      const nl = this.buf.indexOf(10);
      if (nl >= 0) {
        const line = this.buf.toString('utf8', 0, nl);
        this.buf = this.buf.subarray(nl + 1);
        return JSON.parse(line) as Finding;
      }
      if (this.at >= this.end) return undefined;
      const chunk = this.spool.readAt(this.at, Math.min(READ_BYTES, this.end - this.at));
      if (chunk.length === 0) return undefined;
      this.at += chunk.length;
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    }
  }
}

/** Runs merged at once; more are merged in passes, so memory stays bounded however many runs there are. */
const FAN_IN = 32;

/**
 * Findings kept until the end and given back in canonical order (compareFindings), the same order a stable sort of
 * all of them in the order added would give. Each unit's findings come sorted; while units follow each other in
 * order (the usual case: files sorted by path) they extend one sorted run, and the runs are merged at the end.
 */
export class FindingStore {
  private readonly runs: { start: number; end: number }[] = [];
  private last: Finding | undefined;
  private spool: Spool;
  count = 0;

  constructor(private readonly dir: SpoolDir) {
    this.spool = new Spool(dir);
  }

  /** Add findings already sorted among themselves. */
  addSorted(findings: readonly Finding[]): void {
    if (findings.length === 0) return;
    const first = findings[0] as Finding;
    const current = this.runs[this.runs.length - 1];
    if (!current || !this.last || compareFindings(this.last, first) > 0) {
      this.runs.push({ start: this.spool.bytes, end: this.spool.bytes });
    }
    for (const f of findings) this.spool.write(`${JSON.stringify(f)}\n`);
    (this.runs[this.runs.length - 1] as { end: number }).end = this.spool.bytes;
    this.last = findings[findings.length - 1];
    this.count += findings.length;
  }

  /** Stop adding; merge down to at most FAN_IN runs. */
  seal(): void {
    this.spool.seal();
    let runs = this.runs;
    while (runs.length > FAN_IN) {
      const next = new Spool(this.dir);
      const merged: { start: number; end: number }[] = [];
      for (let i = 0; i < runs.length; i += FAN_IN) {
        const start = next.bytes;
        for (const f of merge(this.spool, runs.slice(i, i + FAN_IN))) next.write(`${JSON.stringify(f)}\n`);
        merged.push({ start, end: next.bytes });
      }
      next.seal();
      this.spool.close();
      this.spool = next;
      runs = merged;
    }
    this.runs.splice(0, this.runs.length, ...runs);
  }

  /** Every finding in canonical order (after seal; may be read more than once). */
  sorted(): Generator<Finding> {
    return merge(this.spool, this.runs);
  }

  close(): void {
    this.spool.close();
  }
}

/** A stable merge: on equal findings the earlier run goes first. */
function* merge(spool: Spool, runs: readonly { start: number; end: number }[]): Generator<Finding> {
  const cursors = runs.map((r) => new FindingCursor(spool, r.start, r.end));
  for (;;) {
    let best: FindingCursor | undefined;
    for (const c of cursors) {
      if (c.head !== undefined && (best === undefined || compareFindings(c.head, best.head as Finding) < 0)) best = c;
    }
    if (!best) return;
    yield best.head as Finding;
    best.advance();
  }
}
