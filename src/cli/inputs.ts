/**
 * Expanding the command line's inputs: files, directories (recursively) and glob patterns (`*`, `**`, `?`, `[…]`,
 * `{a,b}`). Node 20 has no fs.glob, so patterns are matched here. The result is sorted and de-duplicated, so the
 * report is the same whatever order the shell or the file system gives.
 */
import { readdirSync, statSync } from 'node:fs';
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

function walk(dir: string, out: string[], filter: (abs: string) => boolean): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) continue;
    // `dir` is already normalised and a name has no separators: joining needs no path.join.
    const abs = dir.endsWith(path.sep) ? dir + e.name : dir + path.sep + e.name;
    let isDir = e.isDirectory();
    let isFile = e.isFile();
    if (e.isSymbolicLink()) {
      try {
        const st = statSync(abs);
        isDir = st.isDirectory();
        isFile = st.isFile();
      } catch {
        continue;
      }
    }
    if (isDir) walk(abs, out, filter);
    else if (isFile && filter(abs)) out.push(abs);
  }
}

function hasDecklistExtension(abs: string): boolean {
  return DECKLIST_EXTENSIONS.includes(extensionOf(abs));
}

/** Expand inputs to files. A named file that does not exist is kept, so reading it reports it clearly. */
export function expandInputs(inputs: readonly string[], cwd: string): InputFile[] {
  const found = new Map<string, InputFile>();
  const add = (abs: string) => {
    if (!found.has(abs)) found.set(abs, { abs, shown: displayPath(cwd, abs) });
  };
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    let st;
    try {
      st = statSync(abs);
    } catch {
      st = undefined;
    }
    if (st?.isDirectory()) {
      const files: string[] = [];
      walk(abs, files, hasDecklistExtension);
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
      const files: string[] = [];
      walk(base, files, (f) => re.test(f.split(path.sep).join('/')));
      if (files.length === 0) throw new UsageError(`${input}: the pattern matches no files`);
      files.forEach(add);
    } else {
      add(abs);
    }
  }
  return [...found.values()].sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0));
}
