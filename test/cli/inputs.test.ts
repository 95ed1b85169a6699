import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { displayPath, expandInputs, globToRegExp } from '../../src/cli/inputs.js';
import { rng } from '../helpers.js';

/** What displayPath must agree with: path.relative, or the whole path when the file is not below the directory. */
function reference(cwd: string, abs: string): string {
  const rel = path.relative(cwd, abs);
  const shown = rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? abs : rel;
  return shown.split(path.sep).join('/');
}

describe('displayPath', () => {
  it.each([
    ['/work/main', '/work/main/decks/a.txt', 'decks/a.txt'],
    ['/work/main/', '/work/main/decks/a.txt', 'decks/a.txt'],
    ['/work/main', '/tmp/corpus/00/deck.txt', '/tmp/corpus/00/deck.txt'],
    ['/work/main', '/work/mainly/a.txt', '/work/mainly/a.txt'],
    ['/work/main', '/work', '/work'],
    ['/work/main', '/work/main', '/work/main'],
    ['/work/main', '/work/main/../main/a.txt', 'a.txt'],
    ['/work/main', '/work//main/a.txt', 'a.txt'],
    ['/work/main', '/work/main/./a.txt', 'a.txt'],
    ['/work/./main', '/work/main/a.txt', 'a.txt'],
    ['/work/main', '/work/main/..x', '..x'],
  ])('cwd %s, file %s → %s', (cwd, abs, shown) => {
    expect(displayPath(cwd, abs)).toBe(shown);
    expect(reference(cwd, abs)).toBe(shown);
  });

  it('agrees with path.relative on 20,000 generated paths', () => {
    const next = rng(11);
    const parts = ['work', 'main', 'mainly', 'tmp', '.', '..', '', 'a.txt', '.hidden', '..x'];
    const make = () => {
      let p = '';
      const n = 1 + Math.floor(next() * 5);
      for (let k = 0; k < n; k++) p += `/${parts[Math.floor(next() * parts.length)]}`;
      return p;
    };
    for (let n = 0; n < 20_000; n++) {
      const cwd = make();
      const abs = make();
      expect(displayPath(cwd, abs), `${cwd} ${abs}`).toBe(reference(cwd, abs));
    }
  });
});

describe('expandInputs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-inputs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const f of ['b/2.txt', 'b/1.dek', 'a/x.csv', 'a/notes.md', '.git/c.txt', 'node_modules/d.txt', 'top.txt']) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), '4 Opt\n');
  }

  it('takes decklist files from directories, sorted, skipping .git and node_modules', () => {
    expect(expandInputs([dir], dir).map((f) => f.shown)).toEqual(['a/x.csv', 'b/1.dek', 'b/2.txt', 'top.txt']);
  });

  it('matches glob patterns and names each file once', () => {
    expect(expandInputs(['b/*.txt', '**/2.txt', 'top.txt'], dir).map((f) => f.shown)).toEqual(['b/2.txt', 'top.txt']);
    expect(globToRegExp('/d/**/*.{txt,dek}').test('/d/b/1.dek')).toBe(true);
  });
});
