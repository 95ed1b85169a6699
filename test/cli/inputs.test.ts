import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { displayPath, expandInputs, globToRegExp, listInputs } from '../../src/cli/inputs.js';
import { rng, runCli } from '../helpers.js';

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

  it('takes decklist files from directories, sorted, skipping .git and node_modules (and CSV files: maybe pools)', () => {
    expect(expandInputs([dir], dir).map((f) => f.shown)).toEqual(['b/1.dek', 'b/2.txt', 'top.txt']);
    expect(listInputs([dir], dir).skipped).toEqual(['a/x.csv']);
  });

  it('matches glob patterns and names each file once', () => {
    expect(expandInputs(['b/*.txt', '**/2.txt', 'top.txt'], dir).map((f) => f.shown)).toEqual(['b/2.txt', 'top.txt']);
    expect(globToRegExp('/d/**/*.{txt,dek}').test('/d/b/1.dek')).toBe(true);
  });
});

describe.skipIf(process.platform === 'win32')('symlinks and files named twice: each real file is one deck', () => {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'deckcheck-links-')));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const DECK = '4 Opt\n';
  // root/a/x.txt              a decklist
  // root/a/up -> ..           a loop (the issue: reported as 41 decks)
  // root/a/self -> .          another loop
  // root/a/link.txt -> x.txt  a second name for the same file
  // root/a/ext.txt -> ../elsewhere/y.txt  a link to a file outside the tree
  // root/a/dangling.txt -> nowhere.txt
  // root/a/outside -> ../elsewhere        a link to a directory outside the tree: not followed
  // root/b -> a               a directory link, named on the command line
  // root/elsewhere/y.txt, root/elsewhere/z.txt
  mkdirSync(path.join(root, 'a'));
  mkdirSync(path.join(root, 'elsewhere'));
  writeFileSync(path.join(root, 'a', 'x.txt'), DECK);
  writeFileSync(path.join(root, 'elsewhere', 'y.txt'), DECK);
  writeFileSync(path.join(root, 'elsewhere', 'z.txt'), DECK);
  symlinkSync('..', path.join(root, 'a', 'up'));
  symlinkSync('.', path.join(root, 'a', 'self'));
  symlinkSync('x.txt', path.join(root, 'a', 'link.txt'));
  symlinkSync('../elsewhere/y.txt', path.join(root, 'a', 'ext.txt'));
  symlinkSync('nowhere.txt', path.join(root, 'a', 'dangling.txt'));
  symlinkSync('../elsewhere', path.join(root, 'a', 'outside'));
  symlinkSync('a', path.join(root, 'b'));

  const shown = (inputs: string[]) => expandInputs(inputs, root).map((f) => f.shown);

  it.each([
    { inputs: ['a'], files: ['a/ext.txt', 'a/x.txt'], why: 'loops and directory links are not followed; a file link is its target' },
    { inputs: ['a', 'a/x.txt', './a/x.txt', 'a//x.txt', 'a/*.txt'], files: ['a/ext.txt', 'a/x.txt'], why: 'a path, its directory, a pattern' },
    { inputs: ['a/**/*.txt', '**/x.txt'], files: ['a/ext.txt', 'a/x.txt'], why: 'two patterns; ** does not follow links' },
    { inputs: ['a/link.txt'], files: ['a/link.txt'], why: 'a link named alone is shown as named' },
    { inputs: ['a/link.txt', 'a/x.txt'], files: ['a/x.txt'], why: 'a link and its target: the real path is shown' },
    { inputs: ['b'], files: ['b/ext.txt', 'b/x.txt'], why: 'a directory link named on the command line is walked' },
    { inputs: ['b', 'a'], files: ['a/ext.txt', 'a/x.txt'], why: 'the same directory by two names' },
    { inputs: ['a/up/a/self/x.txt', 'b/x.txt'], files: ['a/up/a/self/x.txt'], why: 'one file named through links twice: the first path' },
    { inputs: ['b/x.txt', 'a/up/a/x.txt', 'a'], files: ['a/ext.txt', 'a/x.txt'], why: 'and with its real path too: the real path' },
    { inputs: ['a', 'elsewhere'], files: ['a/x.txt', 'elsewhere/y.txt', 'elsewhere/z.txt'], why: 'the link target named too' },
    { inputs: ['.'], files: ['a/x.txt', 'elsewhere/y.txt', 'elsewhere/z.txt'], why: 'the whole tree: every file once' },
  ])('$inputs → $files ($why)', ({ inputs, files }) => {
    expect(shown(inputs)).toEqual(files);
    // The same whatever order the inputs come in.
    expect(shown([...inputs].reverse())).toEqual(files);
  });

  it('check counts one deck for a folder with a link to its parent (issue 14)', async () => {
    const r = await runCli(['check', '-r', 'json', path.join(root, 'a', 'self')]);
    const doc = JSON.parse(r.stdout) as { summary: { decks: number }; units: { decks: { file: string }[] }[] };
    expect(doc.summary.decks).toBe(2);
    expect(doc.units.flatMap((u) => u.decks.map((d) => d.file))).toEqual([
      `${root}/a/self/ext.txt`,
      `${root}/a/self/x.txt`,
    ]);
    const once = await runCli(['check', '-r', 'json', path.join(root, 'a'), path.join(root, 'a', 'x.txt'), path.join(root, 'a', 'link.txt')]);
    expect((JSON.parse(once.stdout) as { summary: { decks: number } }).summary.decks).toBe(2);
  });
});
