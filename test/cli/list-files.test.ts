/**
 * A check of one format does not load another format's data (issue 30): in the built CLI each format's dated list is a
 * file of its own (dist/bundle/lists/<format>.json, scripts/bundle.js), read on first use, and no chunk of the bundle
 * carries a list's text. Held by the files a real process reads (a preload that records every read of a list file) and
 * by the chunks it loads (a module hook, read against dist/bundle.meta.json), not by time.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO, fixture } from '../helpers.js';

const LISTS = path.join(REPO, 'dist/bundle/lists');

/**
 * A preload (run by the main thread and by each worker thread): prints every file under dist/bundle/lists/ that the
 * thread opens or reads through node:fs (the bundle reaches node:fs by require, the same object), and every module of
 * dist/ that Node loads (a module hook).
 */
const PRELOAD =
  'data:text/javascript,' +
  encodeURIComponent(
    `import fs from 'node:fs';
import module from 'node:module';
const note = (file) => { const s = String(file instanceof URL ? file.pathname : file); if (s.includes('/dist/bundle/lists/')) fs.writeSync(2, '\\nlist file read: ' + s.slice(s.lastIndexOf('/') + 1) + '\\n'); };
for (const [obj, names] of [[fs, ['readFileSync', 'openSync', 'readFile', 'open', 'createReadStream']], [fs.promises, ['readFile', 'open']]]) {
  for (const name of names) { const real = obj[name]; obj[name] = function (file, ...rest) { note(file); return real.call(this, file, ...rest); }; }
}
module.register('data:text/javascript,' + encodeURIComponent("import { writeSync } from 'node:fs'; export async function load(url, context, next) { if (url.includes('/dist/')) writeSync(2, '\\\\nmodule loaded: ' + url + '\\\\n'); return next(url, context); }"));
process.on('exit', () => fs.writeSync(2, '\\nexit\\n'));`,
  );

interface Run {
  readonly code: number | null;
  /** The list files read (file names under dist/bundle/lists/), once per read, by every thread of the run. */
  readonly listsRead: string[];
  /** The bundle's chunks loaded (paths relative to the repository). */
  readonly chunks: string[];
  readonly stderr: string;
}

function run(argv: readonly string[]): Run {
  const r = spawnSync(process.execPath, ['--import', PRELOAD, path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', DECKCHECK_COMPILE_CACHE: '0' },
    encoding: 'utf8',
  });
  expect(r.stderr, 'the preload ran').toMatch(/^exit$/m);
  return {
    code: r.status,
    listsRead: [...r.stderr.matchAll(/^list file read: (\S+)$/gm)].map((m) => m[1] ?? ''),
    chunks: [...r.stderr.matchAll(/^module loaded: (\S+)$/gm)].map((m) => path.relative(REPO, new URL(m[1] ?? '').pathname)),
    stderr: r.stderr,
  };
}

/** How every list file opens (`{"format":"modern","since":…`), as text or as a string in a chunk's code. */
const LIST_TEXT = /format\\?":\\?"[a-z0-9-]+\\?",\\?"since/;

/** For each loaded chunk, the formats' list sources it carries and how many bytes of each (dist/bundle.meta.json). */
function listBytesIn(chunks: readonly string[]): Record<string, number> {
  const meta = JSON.parse(readFileSync(path.join(REPO, 'dist/bundle.meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const out: Record<string, number> = {};
  for (const chunk of chunks) {
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[chunk]?.inputs ?? {})) {
      const list = /^dist\/src\/data\/lists\/(.+)\.json$/.exec(input)?.[1];
      if (list && list !== 'groups') out[list] = (out[list] ?? 0) + bytesInOutput;
    }
  }
  return out;
}

describe.skipIf(!BIN_BUILT)('a check reads the list file of its own format alone', () => {
  const legacyDeck = fixture('rules', 'card-banned', 'legal-legacy.txt');
  const modernDeck = fixture('teams', 'legal', 'player-a.txt');
  it.each([
    [['check', '--format', 'modern', '--date', '2025-01-15', '--no-db', modernDeck], 'modern', 1],
    [['check', '--format', 'legacy', '--date', '2025-01-15', '--no-db', legacyDeck], 'legacy', 1],
    [['check', '--format', 'vintage', '--date', '2025-01-15', '--no-db', legacyDeck], 'vintage', 1],
    [['check', '--format', 'commander', '--date', '2025-01-15', '--no-db', legacyDeck], 'commander', 1],
    [['check', '--format', 'pauper', '--date', '2025-01-15', '--no-db', legacyDeck], 'pauper', 1],
    // With --jobs 2 the worker thread reads it too.
    [['check', '-q', '--format', 'legacy', '--date', '2025-01-15', '--no-db', legacyDeck], 'legacy', 1],
    [['check', '--jobs', '2', '--format', 'modern', '--date', '2025-01-15', '--no-db', modernDeck, fixture('teams', 'legal', 'player-b.txt')], 'modern', 2],
  ])('%j reads lists/%s.json and no other list (%i threads)', (argv, format, threads) => {
    const r = run(argv);
    expect(r.code, r.stderr).toBeLessThanOrEqual(1);
    // Once per thread: the object that reads it keeps what it read.
    expect(r.listsRead).toEqual(Array.from({ length: threads }, () => `${format}.json`));
    expect(r.chunks).toContain('dist/bundle/check/main.js');
    const bytes = listBytesIn(r.chunks);
    expect(Object.keys(bytes), 'the lists module is loaded').toContain(format);
    // The chunks it loads carry no list's text (a list source in a chunk is a stub that names its file): the text that
    // opens every list file is in the list file, and in none of them.
    expect(readFileSync(path.join(LISTS, `${format}.json`), 'utf8')).toMatch(LIST_TEXT);
    expect(r.chunks.filter((chunk) => LIST_TEXT.test(readFileSync(path.join(REPO, chunk), 'utf8')))).toEqual([]);
  });

  it('`deckcheck formats` reads every list file (the counts above are not blind)', () => {
    const r = run(['formats']);
    expect(r.code, r.stderr).toBe(0);
    const files = readdirSync(LISTS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(30);
    expect([...new Set(r.listsRead)].sort()).toEqual(files.sort());
  });

  it('--version reads no list file', () => {
    const r = run(['--version']);
    expect(r.code).toBe(0);
    expect(r.listsRead).toEqual([]);
  });
});
