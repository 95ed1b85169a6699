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
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { extensionOf } from '../input/detect.js';
import { UsageError } from './io.js';

/** File endings taken from directories (a file named explicitly is always taken). */
export const DECKLIST_EXTENSIONS: readonly string[] = ['.txt', '.dec', '.dck', '.mwdeck', '.dek', '.cod', '.o8d', '.csv'];

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

function isGlob(s: string): boolean {
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

/** A file found: the path it was reached by, its real path (the identity of the file), whether it is a link. */
interface Found {
  readonly abs: string;
  readonly real: string;
  readonly link: boolean;
}

/** Which of several paths to one file the report shows: its real path, else a path that is not a link, else the first. */
function rank(f: Found): number {
  return f.abs === f.real ? 0 : f.link ? 2 : 1;
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
 * The files under `dir` (whose real path is `realDir`), sorted by name at each level. Symlinks to files are taken,
 * symlinks to directories are not followed (no loops; a walk stays in its tree), dangling links are passed over.
 */
function walk(dir: string, realDir: string, out: Found[], filter: (abs: string) => boolean): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) continue;
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
      if (real !== undefined) out.push({ abs, real, link: true });
    } else if (e.isDirectory()) walk(abs, join(realDir, e.name), out, filter);
    else if (e.isFile() && filter(abs)) out.push({ abs, real: join(realDir, e.name), link: false });
  }
}

function hasDecklistExtension(abs: string): boolean {
  return DECKLIST_EXTENSIONS.includes(extensionOf(abs));
}

/**
 * Expand inputs to files, each real file once. A named file that does not exist is kept, so reading it reports it
 * clearly.
 */
export function expandInputs(inputs: readonly string[], cwd: string): InputFile[] {
  const found = new Map<string, { file: InputFile; rank: number }>();
  const add = (f: Found) => {
    const prev = found.get(f.real);
    if (prev !== undefined && (prev.rank === 0 || prev.file.abs === f.abs)) return;
    const shown = displayPath(cwd, f.abs);
    const r = rank(f);
    if (prev === undefined || r < prev.rank || (r === prev.rank && shown < prev.file.shown)) {
      found.set(f.real, { file: { abs: f.abs, shown }, rank: r });
    }
  };
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
  for (const input of inputs) {
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
      const files: Found[] = [];
      walk(abs, realpath(abs) ?? abs, files, hasDecklistExtension);
      if (files.length === 0) {
        throw new UsageError(`${displayPath(cwd, abs)}: no decklist files in this directory (${DECKLIST_EXTENSIONS.join(', ')})`);
      }
      files.forEach(add);
    } else if (!st && isGlob(input)) {
      const pattern = input.split(path.sep).join('/');
      const first = pattern.search(/[*?[\]{}]/);
      const baseRel = pattern.slice(0, pattern.lastIndexOf('/', first) + 1);
      const base = path.resolve(cwd, baseRel || '.');
      const re = globToRegExp(path.posix.join(base.split(path.sep).join('/'), pattern.slice(baseRel.length)));
      const files: Found[] = [];
      walk(base, realpath(base) ?? base, files, (f) => re.test(f.split(path.sep).join('/')));
      if (files.length === 0) throw new UsageError(`${input}: the pattern matches no files`);
      files.forEach(add);
    } else {
      add({ abs, real: real ?? abs, link });
    }
  }
  return [...found.values()].map((f) => f.file).sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0));
}
