/**
 * Expanding the command line's inputs: files, directories (recursively) and glob patterns (`*`, `**`, `?`, `[…]`,
 * `{a,b}`). Node 20 has no fs.glob, so patterns are matched here. The result is sorted and de-duplicated, so the
 * report is the same whatever order the shell or the file system gives.
 *
 * Symbolic links: a walk (a directory, or a pattern) takes a symlink to a file but does not follow a symlink to a
 * directory (as git, ripgrep and bash's `**` do), so a link back up the tree (`a/up -> ..`) cannot loop and a walk
 * never leaves the directory named. A directory named on the command line is walked even when it is a link. Every
 * file is one deck, however often it is named (two patterns, a path and its directory, a link and its target): files
 * are told apart by their real path (symlinks resolved). When one file is reached by several paths, the report shows
 * its real path if that was among them, else the path that sorts first.
 *
 * Memory: a run of any size does not hold its list of files. Each directory is read and sorted on its own, in the
 * order whole paths sort (a directory's entries sort as its name and a "/"), so a walk gives its files already in
 * report order, one at a time; the inputs' walks are merged. The list is walked once to count the files and find
 * the few that are reached more than once (a compact table of real-path hashes, not a set of strings), then again,
 * lazily, as the files are checked. What is held: the entries of the directories being walked, the paths of files
 * named one by one on the command line, and the real paths of the files reached twice.
 */
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { extensionOf } from '../input/detect.js';
import { UsageError } from './io.js';

/**
 * File endings taken from directories and by patterns that name no ending of their own (`modern/**`, `decks/*`;
 * a file named explicitly, or matched by a pattern that names its ending, `decks/*.csv`, is always taken): the
 * decklist formats. Not `.csv`: a CSV beside decklists is as often a Sealed pool or a collection as a deck, so a walk
 * leaves it out and says so (InputList.skipped); name a CSV deck, or match it with a pattern.
 */
export const DECKLIST_EXTENSIONS: readonly string[] = ['.txt', '.dec', '.dck', '.mwdeck', '.dek', '.cod', '.o8d'];

/** How many of the files a walk leaves out are named (a note names a few; the list stays small in any run). */
const MAX_SKIPPED = 1000;

/** Endings deckcheck reads that a directory walk leaves out (and reports). */
const NOT_WALKED_EXTENSIONS: readonly string[] = ['.csv'];

const SKIP_DIRS = new Set(['node_modules', '.git']);

export interface InputFile {
  readonly abs: string;
  /** Relative to the working directory, with forward slashes. */
  readonly shown: string;
}

/** A "//", "/./" or "/../" in a POSIX path (also at its end), or a "/" at its end. */
const UNTIDY = /\/\/|\/\.\.?(?:\/|$)|\/$/;

/** Whether `cwd` is a tidy absolute POSIX path; asked once per file, so the last answer is kept. */
let lastCwd: string | undefined;
let lastCwdTidy = false;
function tidyDirectory(cwd: string): boolean {
  if (cwd !== lastCwd) {
    lastCwd = cwd;
    lastCwdTidy = cwd.startsWith('/') && !UNTIDY.test(cwd);
  }
  return lastCwdTidy;
}

export function displayPath(cwd: string, abs: string): string {
  // Fast path: two tidy absolute POSIX paths (no "//", "." or ".." parts, no "/" at the end). Below the working
  // directory a file is shown by the rest of its path; anywhere else, whole.
  if (path.sep === '/' && abs.startsWith('/') && tidyDirectory(cwd) && !UNTIDY.test(abs)) {
    return abs.startsWith(`${cwd}/`) ? abs.slice(cwd.length + 1) : abs;
  }
  const rel = path.relative(cwd, abs);
  const shown = rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? abs : rel;
  return shown.split(path.sep).join('/');
}

export function isGlob(s: string): boolean {
  return /[*?[\]{}]/.test(s);
}

/** Translate one glob to a RegExp over forward-slash paths. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let i = 0;
  let braces = 0;
  while (i < glob.length) {
    const c = glob[i] ?? '';
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        re += slash ? '(?:.*/)?' : '.*';
        i += slash ? 3 : 2;
        continue;
      }
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        let body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        re += `[${body}]`;
        i = end;
      }
    } else if (c === '{') {
      braces++;
      re += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      re += ')';
    } else if (c === ',' && braces > 0) re += '|';
    else re += c.replace(/[.+^$()|\\]/g, '\\$&');
    i++;
  }
  return new RegExp(`^${re}$`);
}

/** A file found: the path it was reached by, how it is shown, its real path (the identity of the file), whether it is a link. */
interface Found extends InputFile {
  readonly real: string;
  readonly link: boolean;
}

/** Which of several paths to one file the report shows: its real path, else a path that is not a link, else the first. */
function rank(f: Found): number {
  return f.abs === f.real ? 0 : f.link ? 2 : 1;
}

/** Whether `a` is shown rather than `b` when both reach one file: the better rank, then the path that sorts first. */
function better(a: Found, b: Found): boolean {
  const ra = rank(a);
  const rb = rank(b);
  return ra < rb || (ra === rb && a.shown < b.shown);
}

/** `dir` is normalised and a name has no separators: joining needs no path.join. */
function join(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

function realpath(p: string): string | undefined {
  try {
    return realpathSync.native(p);
  } catch {
    return undefined;
  }
}

/**
 * Two entries of one directory in the order of the paths they lead to: a directory's paths all start with its name
 * and a "/", so it sorts as that ("a.txt" before "a/b.txt", as the whole paths do). The "/" matters only when one
 * name starts with the other.
 */
function compareEntries(a: Dirent, b: Dirent): number {
  const x = a.isDirectory() && b.name.startsWith(a.name) ? `${a.name}/` : a.name;
  const y = b.isDirectory() && a.name.startsWith(b.name) ? `${b.name}/` : b.name;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The entries of a directory a walk looks at (not hidden, not node_modules or .git), in path order. */
function sortedEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => !e.name.startsWith('.') && !SKIP_DIRS.has(e.name))
      .sort(compareEntries);
  } catch {
    return [];
  }
}

/**
 * The files under `dir` (whose real path is `realDir`), one at a time, in the order of their paths. Symlinks to files
 * are taken, symlinks to directories are not followed (no loops; a walk stays in its tree), dangling links are passed
 * over.
 */
function* walk(dir: string, realDir: string, filter: (abs: string) => boolean, cwd: string): Generator<Found> {
  for (const e of sortedEntries(dir)) {
    const abs = join(dir, e.name);
    if (e.isSymbolicLink()) {
      if (!filter(abs)) continue;
      let st;
      try {
        st = statSync(abs);
      } catch {
        continue; // a dangling link
      }
      const real = st.isFile() ? realpath(abs) : undefined;
      if (real !== undefined) yield { abs, shown: displayPath(cwd, abs), real, link: true };
    } else if (e.isDirectory()) yield* walk(abs, join(realDir, e.name), filter, cwd);
    else if (e.isFile() && filter(abs)) yield { abs, shown: displayPath(cwd, abs), real: join(realDir, e.name), link: false };
  }
}

function byShown(a: InputFile, b: InputFile): number {
  return a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0;
}

/** Files in the order they are shown, from scratch each time it is called. */
type Source = () => Iterable<Found>;

/**
 * A walk from `root` as a source. Its paths come in the order they are shown, unless the working directory is below
 * `root` (then some are shown relative to it and some whole): such a walk is sorted whole.
 */
function walkSource(root: string, filter: (abs: string) => boolean, cwd: string): Source {
  const realRoot = realpath(root) ?? root;
  const rel = path.relative(root, cwd);
  const aboveCwd = rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
  return aboveCwd ? () => [...walk(root, realRoot, filter, cwd)].sort(byShown) : () => walk(root, realRoot, filter, cwd);
}

/** Two sources' files in one order (each in order already). */
function* merge2(a: Iterable<Found>, b: Iterable<Found>): Generator<Found> {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  let x = ia.next();
  let y = ib.next();
  while (!x.done || !y.done) {
    if (y.done || (!x.done && x.value.shown <= y.value.shown)) {
      yield x.value;
      x = ia.next();
    } else {
      yield y.value;
      y = ib.next();
    }
  }
}

/** Every source's files in one order, merged in pairs. */
function mergeAll(sources: readonly Source[]): Iterable<Found> {
  if (sources.length <= 1) return sources[0]?.() ?? [];
  const mid = sources.length >> 1;
  return merge2(mergeAll(sources.slice(0, mid)), mergeAll(sources.slice(mid)));
}

/**
 * How often each string was added (once, or more), kept as 64-bit hashes (two 32-bit FNV-1a variants) in typed
 * arrays: about 20 bytes a path however long the run, where a Set of the paths would hold every string. A hash seen
 * twice is either the same path twice or (rarely) two paths that share it; the caller tells which.
 */
export class RepeatCounter {
  private mask = 1023;
  private keys = new Uint32Array(2 * 1024);
  private counts = new Uint8Array(1024);
  private size = 0;
  /** Whether any hash was added more than once. */
  repeated = false;

  add(s: string): void {
    const i = this.slot(s);
    if (this.counts[i] === 0) {
      this.size++;
      this.counts[i] = 1;
      if (this.size * 2 > this.mask) this.grow();
    } else {
      this.counts[i] = 2;
      this.repeated = true;
    }
  }

  /** Whether `s` (or a string with its hash) was added more than once. */
  seenTwice(s: string): boolean {
    return this.counts[this.slot(s)] === 2;
  }

  /** The slot of `s`: where its hash is, or the empty slot where it goes. */
  private slot(s: string): number {
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
      h2 ^= h2 >>> 13;
    }
    h1 >>>= 0;
    h2 >>>= 0;
    return this.find(h1, h2);
  }

  private find(h1: number, h2: number): number {
    for (let i = h1 & this.mask; ; i = (i + 1) & this.mask) {
      if (this.counts[i] === 0 || (this.keys[2 * i] === h1 && this.keys[2 * i + 1] === h2)) {
        this.keys[2 * i] = h1;
        this.keys[2 * i + 1] = h2;
        return i;
      }
    }
  }

  private grow(): void {
    const { keys, counts } = this;
    this.mask = this.mask * 2 + 1;
    this.keys = new Uint32Array(2 * (this.mask + 1));
    this.counts = new Uint8Array(this.mask + 1);
    for (let i = 0; i < counts.length; i++) {
      const count = counts[i] ?? 0;
      if (count !== 0) this.counts[this.find(keys[2 * i] ?? 0, keys[2 * i + 1] ?? 0)] = count;
    }
  }
}

/**
 * The files of a run, each real file once, in the order they are shown: `length` is known at once, the files are
 * walked when asked for (`at` in increasing order, or iterating). A file added or removed while the run goes on
 * can shift the walk; the run checks what the walk finds, at most `length` files.
 */
export class InputList implements Iterable<InputFile> {
  private cursor: Iterator<InputFile> | undefined;
  private position = 0;

  constructor(
    private readonly sources: readonly Source[],
    /** For each real path reached by more than one path: the one shown. */
    private readonly chosen: ReadonlyMap<string, Found>,
    readonly length: number,
    /** Files a directory walk left out although deckcheck reads them (CSV: maybe a pool), as shown. */
    readonly skipped: readonly string[] = [],
  ) {}

  *[Symbol.iterator](): Generator<InputFile> {
    let last: string | undefined;
    let n = 0;
    for (const f of mergeAll(this.sources)) {
      if (f.shown === last) continue; // one path named twice (a file and its directory, two patterns)
      last = f.shown;
      const pick = this.chosen.get(f.real);
      if (pick !== undefined && pick.abs !== f.abs) continue;
      if (n++ === this.length) return;
      yield { abs: f.abs, shown: f.shown };
    }
  }

  /** The file at `index`: cheap in increasing order (the walk goes on from where it stopped), else walked again. */
  at(index: number): InputFile | undefined {
    if (this.cursor === undefined || index < this.position) {
      this.cursor = this[Symbol.iterator]();
      this.position = 0;
    }
    for (;;) {
      const r = this.cursor.next();
      if (r.done) {
        this.cursor = undefined;
        return undefined;
      }
      if (this.position++ === index) return r.value;
    }
  }

  /** Whether a file of the list passes `test` (walks the list, holds none of it). */
  some(test: (file: InputFile) => boolean): boolean {
    for (const f of this) if (test(f)) return true;
    return false;
  }
}

/**
 * `-` (the usual name for standard input) where a decklist file is named: deckcheck reads files, not standard input,
 * so it says so, unless a file is really called `-`.
 */
export function refuseStandardInput(input: string, cwd: string): void {
  if (input !== '-') return;
  try {
    lstatSync(path.resolve(cwd, input));
  } catch {
    throw new UsageError(
      '-: deckcheck does not read decklists from standard input; save the list to a file and name the file (name a file called "-" as ./-)',
    );
  }
}

/** Whether a pattern's last part names a file ending of its own: `*.csv`, `deck.txt`, `*.{txt,dek}`; not `**`, `*`, `*.*`. */
function namesEnding(pattern: string): boolean {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  return /\.[^*?]+$/.test(last);
}

function hasDecklistExtension(abs: string): boolean {
  return DECKLIST_EXTENSIONS.includes(extensionOf(abs));
}

/**
 * Expand inputs to files, each real file once, sorted by the path shown. A named file that does not exist is kept,
 * so reading it reports it clearly. Walks every input once now (to count, and to report an input with no files);
 * the files are walked again as they are used.
 */
export function listInputs(inputs: readonly string[], cwd: string): InputList {
  const named: Found[] = [];
  const sources: Source[] = [];
  // Real paths of the directories named files are in: one look-up per directory, not per file.
  const realDirs = new Map<string, string>();
  const realFile = (abs: string): string => {
    const dir = path.dirname(abs);
    let realDir = realDirs.get(dir);
    if (realDir === undefined) {
      realDir = realpath(dir) ?? dir;
      realDirs.set(dir, realDir);
    }
    return join(realDir, path.basename(abs));
  };
  const reals = new RepeatCounter();
  const skipped: string[] = [];
  /** Whether a walk takes `f` as a decklist; the CSV files it leaves out are noted while `noting` (its first pass). */
  const takes = (f: string, noting: boolean): boolean => {
    if (hasDecklistExtension(f)) return true;
    if (noting && skipped.length < MAX_SKIPPED && NOT_WALKED_EXTENSIONS.includes(extensionOf(f))) skipped.push(displayPath(cwd, f));
    return false;
  };
  let total = 0;
  /** Count a walk's files now (and hash their real paths); false when it has none. */
  const counted = (source: Source): boolean => {
    const before = total;
    for (const f of source()) {
      reals.add(f.real);
      total++;
    }
    return total > before;
  };
  for (const input of inputs) {
    refuseStandardInput(input, cwd);
    const abs = path.resolve(cwd, input);
    let st;
    let real: string | undefined;
    let link = false;
    try {
      st = lstatSync(abs);
      if (st.isSymbolicLink()) {
        link = true;
        real = realpath(abs);
        st = statSync(abs);
      } else if (st.isFile()) real = realFile(abs);
    } catch {
      st = undefined;
    }
    if (st?.isDirectory()) {
      // The walk's first pass (counting) also notes the CSV files it leaves out.
      let counting = true;
      const source = walkSource(abs, (f) => takes(f, counting), cwd);
      const found = counted(source);
      counting = false;
      if (!found) {
        const csv = skipped.some((f) => f.startsWith(`${displayPath(cwd, abs)}/`))
          ? `; its CSV files may be pools, so a walk leaves them out: name a CSV deck, or match it with a pattern ('${displayPath(cwd, abs)}/**/*.csv')`
          : '';
        throw new UsageError(`${displayPath(cwd, abs)}: no decklist files in this directory (${DECKLIST_EXTENSIONS.join(', ')})${csv}`);
      }
      sources.push(source);
    } else if (!st && isGlob(input)) {
      const pattern = input.split(path.sep).join('/');
      const first = pattern.search(/[*?[\]{}]/);
      const baseRel = pattern.slice(0, pattern.lastIndexOf('/', first) + 1);
      const base = path.resolve(cwd, baseRel || '.');
      const re = globToRegExp(path.posix.join(base.split(path.sep).join('/'), pattern.slice(baseRel.length)));
      // A pattern that names no file ending (`modern/**`) takes decklists only, as a directory walk does: a README.md
      // or a pool's CSV beside the decks is not a deck. One that names its ending (`*.csv`, `*.{txt,dek}`) takes it.
      const ownEnding = namesEnding(pattern);
      let counting = true;
      const source = walkSource(base, (f) => re.test(f.split(path.sep).join('/')) && (ownEnding || takes(f, counting)), cwd);
      const found = counted(source);
      counting = false;
      if (!found) {
        throw new UsageError(
          ownEnding
            ? `${input}: the pattern matches no files`
            : `${input}: the pattern matches no decklist files (${DECKLIST_EXTENSIONS.join(', ')}); to take other files, name their ending in the pattern ("${pattern.replace(/\/?\*\*?$/, '')}/**/*.csv")`,
        );
      }
      sources.push(source);
    } else {
      const f = { abs, shown: displayPath(cwd, abs), real: real ?? abs, link };
      reals.add(f.real);
      total++;
      named.push(f);
    }
  }
  if (named.length > 0) {
    named.sort(byShown);
    sources.push(() => named);
  }
  // Files reached by more than one path: walk again for those only, and choose the path each is shown by.
  const chosen = new Map<string, Found>();
  let length = total;
  if (reals.repeated) {
    let repeats = 0;
    for (const source of sources) {
      for (const f of source()) {
        if (!reals.seenTwice(f.real)) continue;
        repeats++;
        const prev = chosen.get(f.real);
        if (prev === undefined || better(f, prev)) chosen.set(f.real, f);
      }
    }
    length = total - repeats + chosen.size;
  }
  return new InputList(sources, chosen, length, [...new Set(skipped)].sort());
}

/** Expand inputs to a list of files in memory (see listInputs). */
export function expandInputs(inputs: readonly string[], cwd: string): InputFile[] {
  return [...listInputs(inputs, cwd)];
}
