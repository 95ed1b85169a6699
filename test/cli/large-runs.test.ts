/**
 * Bounded memory on large runs (issue 14, item 4): the lazy input walk gives exactly the files and order of sorting
 * every path, the real-path hash table finds every file reached twice, spools give back what was written, and a
 * report on standard output waits for it to drain.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DECKLIST_EXTENSIONS, displayPath, globToRegExp, listInputs, RepeatCounter } from '../../src/cli/inputs.js';
import type { CliIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { Spool, SpoolDir } from '../../src/cli/spool.js';
import { fixture, REPO, rng } from '../helpers.js';

/**
 * The reference: every path each input reaches, collected whole, one per real file (its real path if reached by it,
 * else a path that is not a link, else the first by the path shown), sorted by the path shown. What the inputs were
 * before they were walked lazily.
 */
function reference(inputs: readonly string[], cwd: string): string[] {
  const found: { abs: string; real: string; link: boolean }[] = [];
  const walk = (dir: string, filter: (abs: string) => boolean) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const abs = path.join(dir, name);
      const l = lstatSync(abs);
      if (l.isDirectory()) walk(abs, filter);
      else if (l.isSymbolicLink()) {
        if (!filter(abs)) continue;
        const target = statSync(abs, { throwIfNoEntry: false });
        if (target?.isFile()) found.push({ abs, real: realpathSync(abs), link: true });
      } else if (l.isFile() && filter(abs)) found.push({ abs, real: path.join(realpathSync(dir), name), link: false });
    }
  };
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    let st;
    try {
      st = statSync(abs);
    } catch {
      st = undefined;
    }
    if (st?.isDirectory()) walk(abs, (f) => DECKLIST_EXTENSIONS.includes(path.extname(f).toLowerCase()));
    else if (!st && /[*?[\]{}]/.test(input)) {
      const first = input.search(/[*?[\]{}]/);
      const baseRel = input.slice(0, input.lastIndexOf('/', first) + 1);
      const base = path.resolve(cwd, baseRel || '.');
      const re = globToRegExp(path.posix.join(base, input.slice(baseRel.length)));
      walk(base, (f) => re.test(f));
    } else {
      const link = lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
      found.push({ abs, real: link ? realpathSync(abs) : path.join(realpathSync(path.dirname(abs)), path.basename(abs)), link });
    }
  }
  const rank = (f: { abs: string; real: string; link: boolean }) => (f.abs === f.real ? 0 : f.link ? 2 : 1);
  const best = new Map<string, { shown: string; rank: number }>();
  for (const f of found) {
    const shown = displayPath(cwd, f.abs);
    const prev = best.get(f.real);
    if (!prev || rank(f) < prev.rank || (rank(f) === prev.rank && shown < prev.shown)) best.set(f.real, { shown, rank: rank(f) });
  }
  return [...best.values()].map((b) => b.shown).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

describe.skipIf(process.platform === 'win32')('listInputs: the lazy walk gives what sorting every path gives', () => {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'deckcheck-lazy-')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // Names whose order differs between sorting each directory by name and sorting whole paths: "a" (a directory)
  // against "a.txt", "a-b.txt", "a b.txt" ("." "-" " " sort before "/"), "a0.txt" (after it), upper case, non-ASCII.
  const names = ['a', 'a.txt', 'a-b.txt', 'a b.txt', 'a0.txt', 'A.txt', 'é.txt', 'b.dek', 'b', 'notes.md', '.hidden.txt'];
  const next = rng(1414);
  const make = (dir: string, depth: number) => {
    mkdirSync(dir, { recursive: true });
    for (const name of names) {
      if (next() < 0.25) continue;
      const p = path.join(dir, name);
      if (path.extname(name) === '') {
        if (depth < 3) make(p, depth + 1);
      } else writeFileSync(p, '4 Opt\n');
    }
  };
  make(path.join(root, 'tree'), 0);
  mkdirSync(path.join(root, 'tree', 'a'), { recursive: true });
  writeFileSync(path.join(root, 'tree', 'a.txt'), '4 Opt\n');
  writeFileSync(path.join(root, 'tree', 'a', 'x.txt'), '4 Opt\n');
  symlinkSync('../a.txt', path.join(root, 'tree', 'a', 'link-up.txt'));
  symlinkSync('a', path.join(root, 'tree', 'dirlink'));
  symlinkSync('tree', path.join(root, 'alias'));
  mkdirSync(path.join(root, 'other'));
  writeFileSync(path.join(root, 'other', 'o.txt'), '4 Opt\n');
  symlinkSync('../tree/a/x.txt', path.join(root, 'other', 'to-x.txt'));
  symlinkSync('../tree/a/x.txt', path.join(root, 'other', 'also-x.txt'));

  const pool = ['tree', 'tree/a', 'alias', 'alias/a', 'other', 'tree/a.txt', 'tree/a/x.txt', 'other/to-x.txt', 'tree/**/*.txt',
    'alias/*/*.dek', '**/x.txt', 'other/*.txt', 'tree/dirlink', 'missing.txt', '.'];

  it.each([
    { cwd: '.', inputs: ['tree'] },
    { cwd: '.', inputs: ['tree', 'other', 'alias'] },
    { cwd: 'tree', inputs: ['.'] },
    { cwd: 'tree/a', inputs: ['..', '../../other'] },
    { cwd: 'tree/a', inputs: ['../**/*.txt'] },
    { cwd: 'other', inputs: ['../alias', '../tree/a/x.txt'] },
  ])('from $cwd: $inputs', ({ cwd, inputs }) => {
    const dir = path.join(root, cwd);
    const list = listInputs(inputs, dir);
    const want = reference(inputs, dir);
    expect([...list].map((f) => f.shown)).toEqual(want);
    expect(list.length).toBe(want.length);
  });

  it('agrees on 60 random sets of inputs, from the tree and from inside it, in any order', () => {
    const pick = rng(77);
    let compared = 0;
    for (let n = 0; n < 60; n++) {
      const inputs = pool.filter(() => pick() < 0.3);
      if (inputs.length === 0) continue;
      const dir = pick() < 0.5 ? root : path.join(root, 'tree');
      let want: string[];
      try {
        want = reference(inputs, dir);
      } catch {
        continue; // an input that does not exist from there, taken as a glob with no base
      }
      let got: string[];
      try {
        got = [...listInputs(inputs, dir)].map((f) => f.shown);
      } catch {
        continue; // a directory or pattern with no decklists: a usage error, checked elsewhere
      }
      expect(got, `${dir}: ${inputs.join(' ')}`).toEqual(want);
      expect([...listInputs([...inputs].reverse(), dir)].map((f) => f.shown)).toEqual(want);
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('at(i) gives the same files in increasing order, after going back, and nothing past the end', () => {
    const list = listInputs(['tree', 'other'], root);
    const all = [...list];
    expect(Array.from({ length: list.length }, (_, i) => list.at(i))).toEqual(all);
    expect(list.at(1)).toEqual(all[1]);
    expect(list.at(0)).toEqual(all[0]);
    expect(list.at(list.length)).toBeUndefined();
    expect(list.some((f) => f.shown === 'other/o.txt')).toBe(true);
    expect(list.some((f) => f.shown === 'nothing.txt')).toBe(false);
  });
});

describe('RepeatCounter', () => {
  it('tells strings added twice from strings added once, over 50,000 paths (the table grows)', () => {
    const counter = new RepeatCounter();
    const path = (i: number) => `/decks/${Math.floor(i / 1000)}/deck-${i}.txt`;
    for (let i = 0; i < 50_000; i++) counter.add(path(i));
    expect(counter.repeated).toBe(false);
    for (let i = 0; i < 50_000; i += 997) counter.add(path(i));
    expect(counter.repeated).toBe(true);
    for (let i = 0; i < 50_000; i++) expect(counter.seenTwice(path(i))).toBe(i % 997 === 0);
    expect(counter.seenTwice('/never/added.txt')).toBe(false);
  });
});

describe('Spool', () => {
  it.each([0, 1, 100, 70_000, 1 << 20])('gives back every byte written (limit %i), across buffers and characters', (limit) => {
    const dir = new SpoolDir(limit);
    const spool = new Spool(dir);
    const next = rng(limit + 1);
    const parts: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const n = Math.floor(next() * (i % 100 === 0 ? 90_000 : 60));
      const text = 'é✓a'.repeat(Math.ceil(n / 3)).slice(0, n);
      parts.push(text);
      spool.write(text);
    }
    const whole = parts.join('');
    try {
      expect(spool.bytes).toBe(Buffer.byteLength(whole));
      spool.seal();
      expect([...spool.texts()].join('')).toBe(whole);
      expect(spool.readAt(3, 4)).toEqual(Buffer.from(whole).subarray(3, 7));
    } finally {
      spool.close();
      dir.dispose();
    }
  });
});

describe('a long report on standard output waits for it to drain', () => {
  it('asks io.drain between pieces of about 64 KB; the bytes are those written without it', async () => {
    const inputs = ['check', '--format', 'legacy', '--date', '2025-01-15', '-r', 'sarif', fixture('rules')];
    const collect = async (drain?: () => Promise<void>) => {
      let stdout = '';
      const io: CliIo = {
        stdout: (t) => {
          stdout += t;
        },
        ...(drain ? { drain } : {}),
        stderr: () => undefined,
        cwd: REPO,
        env: {},
        stdoutIsTTY: false,
      };
      await run(inputs, io);
      return stdout;
    };
    let drains = 0;
    const waited = await collect(async () => {
      drains++;
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(waited.length).toBeGreaterThan(1 << 16);
    expect(drains).toBeGreaterThanOrEqual(1);
    expect(waited).toBe(await collect());
  });
});
