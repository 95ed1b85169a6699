/**
 * Reading the documentation for its tests: which files are documentation, their fenced blocks (the `sh` blocks, each
 * with the output shown after it and whether it is marked as not run), their relative links and their headings'
 * anchors as GitHub makes them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../helpers.js';

/**
 * README.md and every Markdown file under docs/, as paths relative to the repository, sorted. docs/incoming/ is left
 * out: it holds notes from branches for the maintainers to fold into the pages, where they are then tested.
 */
export function docFiles(): string[] {
  const out = ['README.md'];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (rel !== 'docs/incoming') walk(rel);
      }
      else if (entry.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out.sort();
}

export function readDoc(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8');
}

export interface Fence {
  readonly lang: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly body: string;
  /** The last non-blank line before the opening fence. */
  readonly before: string;
  /** Only blank lines between the previous fence's closing line and this fence's opening line. */
  readonly followsFence: boolean;
}

/** Every fenced block (```lang … ```) of a Markdown text, in order. */
export function fences(text: string): Fence[] {
  const lines = text.split('\n');
  const out: Fence[] = [];
  let lastClose = -2;
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && !/^```\s*$/.test(lines[j] ?? '')) j++;
    let k = i - 1;
    while (k >= 0 && (lines[k] ?? '').trim() === '') k--;
    out.push({
      lang: open[1] ?? '',
      line: i + 1,
      body: lines.slice(i + 1, j).join('\n'),
      before: k >= 0 ? (lines[k] ?? '') : '',
      followsFence: k === lastClose,
    });
    lastClose = j;
    i = j;
  }
  return out;
}

/**
 * Why a block may be left unrun, and the only reasons accepted. A block is marked by the line
 * `<!-- not run: <reason> -->` right before its opening fence.
 */
export const NOT_RUN_REASONS: Readonly<Record<string, string>> = {
  network: 'downloads from the internet (db update); tested against a local HTTP server in test/cli/db.test.ts',
  'whole suite': 'installs the dependencies or runs the whole test suite; .ci/run runs exactly these commands',
  'shell setup': "loads a completion script into the user's shell; test/cli/completion.test.ts loads each script",
  'repository build': 'builds from the repository (npm run build:web); test/web/web.test.ts builds the web app and drives it',
};

export interface ShBlock {
  readonly file: string;
  readonly line: number;
  /** One command a line, continuation lines (ending in a backslash) joined. */
  readonly commands: string[];
  readonly notRun: string | null;
  /** The `text` (or unlabelled) block right after it: the output it shows. */
  readonly shown: string | null;
}

export function shBlocks(file: string, text: string): ShBlock[] {
  const all = fences(text);
  const out: ShBlock[] = [];
  all.forEach((f, i) => {
    if (f.lang !== 'sh') return;
    const next = all[i + 1];
    const marker = /^<!--\s*not run:\s*(.+?)\s*-->$/.exec(f.before.trim());
    out.push({
      file,
      line: f.line,
      commands: f.body
        .replace(/\\\n/g, ' ')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#')),
      notRun: marker ? (marker[1] ?? null) : null,
      shown: next && next.followsFence && (next.lang === 'text' || next.lang === '') ? next.body : null,
    });
  });
  return out;
}

/** The exit code a command's trailing comment promises (`# exit 2: …`), if any. */
export function promisedExit(command: string): number | null {
  const m = /#\s*exit (\d+)\b/.exec(command);
  return m ? Number(m[1]) : null;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of every heading outside fenced blocks. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(text).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1] ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function withoutFences(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

export interface Link {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

/** Every Markdown link `[text](target)` outside fenced blocks and inline code, except to web addresses. */
export function relativeLinks(file: string, text: string): Link[] {
  const out: Link[] = [];
  withoutFences(text)
    .split('\n')
    .forEach((line, i) => {
      const prose = line.replace(/`[^`]*`/g, '');
      for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1] ?? '';
        if (/^[a-z]+:/i.test(target)) continue;
        out.push({ file, line: i + 1, target });
      }
    });
  return out;
}
