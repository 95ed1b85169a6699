/** --jobs: parsing, the default, worker threads reporting bad input as one thread does; the finding store's order. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchSize, chooseJobs, parseJobs, UNITS_PER_THREAD } from '../../src/cli/jobs.js';
import { FindingStore, SpoolDir } from '../../src/cli/spool.js';
import { UsageError } from '../../src/cli/io.js';
import { sortFindings, type Finding, type RuleId } from '../../src/diagnostic.js';
import { BIN_BUILT, rng, runCli } from '../helpers.js';

describe('--jobs', () => {
  it.each([
    ['0', 'from 1 to 256'],
    ['two', 'from 1 to 256'],
    ['1.5', 'from 1 to 256'],
    ['257', 'from 1 to 256'],
  ])('refuses --jobs %s', (value, message) => {
    expect(() => parseJobs(value)).toThrow(UsageError);
    expect(() => parseJobs(value)).toThrow(message);
  });

  it('exits 2 with one line on a bad --jobs', async () => {
    const r = await runCli(['check', '--jobs', '0', 'fixtures/rules/card-banned/legal-legacy.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--jobs takes a whole number from 1 to 256, not "0"/);
  });

  it.each([
    [undefined, 1, 2, 1],
    [undefined, 10000, 2, 1],
    [undefined, UNITS_PER_THREAD * 2 - 1, 2, 1],
    [undefined, UNITS_PER_THREAD * 2, 2, 2],
    [undefined, 100000, 2, 2],
    [undefined, 100000, 1, 1],
    [undefined, 70000, 8, 3],
    [undefined, 1000000, 8, 8],
    [3, 10, 2, 3],
    [3, 2, 8, 2],
    [1, 50000, 8, 1],
    [4, 100000, 2, 4],
  ])('--jobs %s over %i units on %i cores uses %i threads', (jobs, units, cores, want) => {
    expect(chooseJobs(jobs, units, cores)).toBe(want);
  });

  it('by default uses one thread below 40,000 units, whatever the machine', () => {
    expect(UNITS_PER_THREAD).toBe(20000);
    expect(chooseJobs(undefined, 39999)).toBe(1);
  });

  it.each([
    [10000, 2, 50],
    [100000, 8, 50],
    [400, 2, 50],
    [121, 2, 16],
    [5, 2, 1],
    [2, 3, 1],
  ])('%i units over %i threads go in batches of %i (every thread gets a few, even in a small run)', (units, threads, want) => {
    expect(batchSize(units, threads)).toBe(want);
  });


  it.skipIf(!BIN_BUILT)('reports an unreadable file in its place and checks the rest, the same bytes whatever --jobs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-jobs-'));
    try {
      for (let i = 0; i < 120; i++) writeFileSync(path.join(dir, `d${String(i).padStart(3, '0')}.txt`), '4 Lightning Bolt\n56 Mountain\n');
      // A file that is no decklist (NUL bytes): the 71st input of 121, in the second batch of a worker.
      writeFileSync(path.join(dir, 'd069x.txt'), '\u0000\u0001binary');
      const results = [];
      for (const jobs of ['1', '2', '3']) results.push(await runCli(['check', '--no-db', '--jobs', jobs, dir]));
      // Issue 31 item 7: the bad file is an error finding of its own deck; the other 120 are checked.
      expect(results[0]?.code).toBe(1);
      expect(results[0]?.stdout).toMatch(/d069x\.txt \(0 main deck, 0 sideboard\)\n +- +error +contains NUL bytes/);
      expect(results[0]?.stdout).toMatch(/121 decks · 1 error, 0 warnings/);
      for (const r of results) {
        expect(r.code).toBe(results[0]?.code);
        expect(r.stdout).toBe(results[0]?.stdout);
        expect(r.stderr.replace(/\(\d+\.\d+ s\)/, '')).toBe(results[0]?.stderr.replace(/\(\d+\.\d+ s\)/, ''));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function finding(file: string, line: number, rule: RuleId): Finding {
  return { rule, severity: 'error', message: `${rule} at ${file}:${line}`, file, line, reference: 'CR 100.2a', related: [] };
}

describe('the finding store', () => {
  it.each([
    ['in memory', 1 << 20],
    ['through a file', 0],
  ])('gives back what a stable sort gives, %s, over many runs out of order', (_name, limit) => {
    const next = rng(7);
    const dir = new SpoolDir(limit);
    const store = new FindingStore(dir);
    const all: Finding[] = [];
    try {
      // 300 units whose files come in random order: about 150 runs, more than one merge pass takes.
      for (let u = 0; u < 300; u++) {
        const file = `deck-${Math.floor(next() * 100)}.txt`;
        const unit = sortFindings(Array.from({ length: Math.floor(next() * 4) }, () => finding(file, Math.floor(next() * 5), next() < 0.5 ? 'card-banned' : 'deck-size-min')));
        store.addSorted(unit);
        all.push(...unit);
      }
      store.seal();
      expect([...store.sorted()]).toEqual(sortFindings(all));
      expect([...store.sorted()]).toHaveLength(all.length);
    } finally {
      store.close();
      dir.dispose();
    }
  });
});
