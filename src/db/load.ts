/**
 * Opening the card database for a check: read the file (the only I/O; lookups then work on memory), check it, and
 * wrap it in a card index. Loaded only when a data directory is given, and only this module and what it imports.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { CardIndex } from '../cards/index.js';
import { DatabaseIndex } from './database-index.js';
import { damagedDatabase, DatabaseError, databaseInfo, type OpenedDatabase } from './open-bytes.js';
import { DatabaseFormatError, decodeDatabase, type DatabaseFile, type SectionName } from './file.js';
import { databasePath } from './paths.js';

export { DatabaseError, databaseInfo, databaseNotes, STALE_AFTER_DAYS, type OpenedDatabase } from './open-bytes.js';

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** Fill `buf[start, end)` from the file (a read may return less than asked). */
function readRange(fd: number, buf: Buffer, start: number, end: number): void {
  let at = start;
  while (at < end) {
    const n = readSync(fd, buf, at, end - at, at);
    if (n === 0) throw new DatabaseFormatError('it ended early (the file is damaged)');
    at += n;
  }
}

/** Closes the file of a database that was dropped before all of it was read. */
const closeDropped = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

/** What has been read of an opened database file so far: bytes, read calls, and whether the file is still open. */
export interface ReadRecord {
  readonly bytes: number;
  readonly reads: number;
  readonly open: boolean;
}

const records = new WeakMap<DatabaseFile, () => ReadRecord>();

/** What has been read of a database readDatabaseFile opened (undefined for another). */
export function readSoFar(db: DatabaseFile): ReadRecord | undefined {
  return records.get(db)?.();
}

/** The file is read in pages of 2^PAGE_BITS bytes (4 KiB, the memory page): a card's line is on one or two. */
const PAGE_BITS = 12;

/**
 * A section read in this many parts is then read whole, in one call: a run that checks many decks soon needs most of
 * it, and one read of the whole costs less than hundreds of small ones (benchmarks.md, section 1 with the database).
 * Counted in parts per 64 pages of the section, at least MIN_PARTS: a check of one deck, a team's decks or a
 * 100-card deck (a part per distinct card and section at most) stays below it; then each new page read costs about as
 * much as reading a page of the whole (memory first written, on this kind of machine, costs more than the call).
 */
const PARTS_PER_64_PAGES = 8;
const MIN_PARTS = 128;
/**
 * The card facts are read whole later, from a quarter of the section's pages: outside the Commander formats a run
 * reads the facts of few cards (those of decks with a companion, cards out of the pool), and in a 10,000-deck run
 * about a quarter of the pages hold them. Each page of memory first written costs as much as the read of a small part
 * (page faults: 14 µs a page, 25 µs a read, on the 2-core development VM): the 6.6 MB section read whole for those
 * took more than the pages read alone. A Commander run, which reads every card's facts, reads it whole a little later.
 */
const FACTS_PARTS_PER_64_PAGES = 16;

/**
 * The database file of a data directory, or null when there is none. Only the header is read when it is opened (and
 * checked against the file: its size, its sections' places); the rest is read from the open file as lookups need it,
 * a page at a time (a card's line, a hash bucket, an offset), or a section whole (the set table, suggestions, a
 * section already read in many parts). The file is closed when all of it is read, or when the database is dropped.
 * A check of one deck reads a few hundred KB of the 19 MB: reading and touching all of it cost more than the check.
 */
export async function readDatabaseFile(dataDir: string): Promise<DatabaseFile | null> {
  const file = databasePath(dataDir);
  const cannotRead = (e: unknown): DatabaseError =>
    new DatabaseError(`the card database ${file} could not be read (${errorCode(e) || String(e)})`);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    const code = errorCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw cannotRead(e);
  }
  let open = true;
  // The key the FinalizationRegistry knows the file by (the database itself cannot be: it would never be dropped).
  const token = {};
  const close = (): void => {
    if (!open) return;
    open = false;
    closeDropped.unregister(token);
    closeSync(fd);
  };
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('a directory'), { code: 'EISDIR' });
    const size = stat.size;
    // Memory is taken as pages are written: a part never read costs none.
    const buf = Buffer.allocUnsafe(size);
    const pages = new Uint8Array((size + (1 << PAGE_BITS) - 1) >>> PAGE_BITS);
    let unread = pages.length;
    let bytesRead = 0;
    let calls = 0;
    /**
     * Read pages [first, last] of the file that are not read yet, in as few reads as they allow; `inOne`: in one read
     * from the first unread page to the last (the pages read between them are read again: the same bytes).
     */
    const readPages = (first: number, last: number, inOne = false): number => {
      let reads = 0;
      for (let p = first; p <= last; p++) {
        if (pages[p] === 1) continue;
        let q = p;
        if (inOne) {
          q = last;
          while (pages[q] === 1) q--;
        } else {
          while (q < last && pages[q + 1] === 0) q++;
        }
        const from = p << PAGE_BITS;
        const to = Math.min(size, (q + 1) << PAGE_BITS);
        readRange(fd, buf, from, to);
        bytesRead += to - from;
        calls++;
        for (let i = p; i <= q; i++) unread -= 1 - (pages[i] as number);
        pages.fill(1, p, q + 1);
        reads++;
        p = q;
      }
      return reads;
    };
    // The header: the first two lines (about 1.3 KB), read a page at a time. The line breaks are found by indexOf (in
    // native code): a loop over the bytes in JavaScript runs cold, in the interpreter, which Node 24 and 26 make slow.
    let have = 0;
    let lines = 0;
    while (have < size && lines < 2) {
      const end = Math.min(size, have + (1 << PAGE_BITS));
      readPages(have >>> PAGE_BITS, (end - 1) >>> PAGE_BITS);
      for (let i = buf.indexOf(0x0a, have); i >= 0 && i < end && lines < 2; i = buf.indexOf(0x0a, i + 1)) lines++;
      have = end;
    }
    /** Per section: the reads of parts of it so far, and whether it is read whole. */
    const parts = new Map<SectionName, number>();
    const whole = new Set<SectionName>();
    const fill = (name: SectionName, start: number, end: number, r: readonly [number, number]): void => {
      if (whole.has(name)) return;
      let first = start >>> PAGE_BITS;
      let last = (end - 1) >>> PAGE_BITS;
      // A whole section is read in one call, over any pages of it already read.
      let inOne = start <= r[0] && end >= r[1];
      if (!inOne) {
        const sectionFirst = r[0] >>> PAGE_BITS;
        const sectionLast = (r[1] - 1) >>> PAGE_BITS;
        const done = parts.get(name) ?? 0;
        const per64 = name === 'facts' ? FACTS_PARTS_PER_64_PAGES : PARTS_PER_64_PAGES;
        if (done >= Math.max(MIN_PARTS, ((sectionLast - sectionFirst + 1) * per64) >>> 6)) {
          first = sectionFirst;
          last = sectionLast;
          inOne = true;
        }
      }
      if (!open) {
        if (unread === 0) return;
        for (let p = first; p <= last; p++) {
          if (pages[p] === 0) throw new DatabaseError(`the card database ${file} was closed before its ${name} section was read`);
        }
        return;
      }
      let reads: number;
      try {
        reads = readPages(first, last, inOne);
      } catch (e) {
        close();
        if (e instanceof DatabaseFormatError) throw damagedDatabase(file, e);
        throw cannotRead(e);
      }
      if (first <= r[0] >>> PAGE_BITS && last >= (r[1] - 1) >>> PAGE_BITS) whole.add(name);
      else if (reads > 0) parts.set(name, (parts.get(name) ?? 0) + reads);
      if (unread === 0) close();
    };
    const db = decodeDatabase(buf, fill);
    records.set(db, () => ({ bytes: bytesRead, reads: calls, open }));
    if (unread === 0) close();
    else closeDropped.register(db, fd, token);
    return db;
  } catch (e) {
    close();
    if (e instanceof DatabaseError) throw e;
    if (e instanceof DatabaseFormatError) throw damagedDatabase(file, e);
    throw cannotRead(e);
  }
}

/** The database of `dataDir` as a card index over `embedded`, or null when the directory has none. */
export async function openCardDatabase(dataDir: string, embedded: CardIndex): Promise<OpenedDatabase | null> {
  const db = await readDatabaseFile(dataDir);
  if (!db) return null;
  return { index: new DatabaseIndex(db, embedded), info: databaseInfo(db.header) };
}
