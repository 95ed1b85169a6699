/**
 * The streamed reports are byte-identical to the reports deckcheck wrote before they were streamed. The hashes in
 * byte-identical.json were made by the whole-report code (commit 3a1832f) with UPDATE_GOLDEN=1; every case is run
 * here with --jobs 1, 2 and 3 and every reporter, and must give the same bytes. Remade on purpose since: issue 31
 * item 6 (JSON units count their own errors and warnings; Markdown gives a team's own findings a row of their own);
 * item 10 (JSON has `event`; the event cases' stylish and Markdown reports start with the event's name and place);
 * issue 29 item 4 (JSON has `platform`, and each deck its own `platform`, null unless it differs: JSON hashes only);
 * issue 26 (four Canadian Highlander lists added to fixtures/real: the 'real decklists' case has four more decks).
 * Issue 41 items 7 and 9: card-name-ambiguous's and points-max's descriptions (in SARIF's rule table): SARIF hashes only.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import type { CliIo } from '../../src/cli/io.js';
import { HAS_SHARED, REPO, SHARED_SKIP_REASON } from '../helpers.js';

const GOLDEN = path.join(REPO, 'test/report/byte-identical.json');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const REPORTERS = ['stylish', 'json', 'junit', 'sarif', 'github', 'markdown'] as const;
const LEGACY = ['--no-db', '--format', 'legacy', '--date', '2025-01-15'];

interface Case {
  readonly name: string;
  readonly argv: readonly string[];
  /** Standard output is a terminal: indented JSON, colour in stylish. */
  readonly tty?: boolean;
  /** Run in the generated corpus instead of the repository. */
  readonly corpus?: boolean;
}

const CASES: readonly Case[] = [
  { name: 'rule fixtures', argv: ['check', ...LEGACY, 'fixtures/rules'] },
  { name: 'rule fixtures, quiet', argv: ['check', ...LEGACY, '--quiet', 'fixtures/rules'] },
  { name: 'rule fixtures, terminal', argv: ['check', ...LEGACY, 'fixtures/rules'], tty: true },
  { name: 'real decklists', argv: ['check', '--no-db', '--format', 'vintage', '--date', '2025-01-15', 'fixtures/real'] },
  { name: 'team', argv: ['check', ...LEGACY, '--team', 'fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'] },
  { name: 'sealed pool', argv: ['check', '--no-db', '--format', 'sealed', '--date', '2025-01-15', '--pool', 'fixtures/pools/khm/pool.txt', 'fixtures/pools/khm/legal.txt', 'fixtures/pools/khm/illegal-39.txt', 'fixtures/pools/khm/illegal-not-in-pool.txt'] },
  { name: 'archenemy', argv: ['check', '--no-db', '--variant', 'archenemy', '--date', '2025-01-15', '--schemes', 'fixtures/variants/archenemy/schemes-20.txt', 'fixtures/variants/archenemy/legal-main-only.txt'] },
  { name: 'event', argv: ['event', '--no-db', 'fixtures/events/example.json'] },
  { name: 'sealed event', argv: ['event', '--no-db', 'fixtures/events/sealed.json'] },
  { name: 'archenemy event', argv: ['event', '--no-db', 'fixtures/events/archenemy.json'] },
  { name: 'generated corpus', argv: ['check', ...LEGACY, '.'], corpus: true },
  { name: 'generated corpus, quiet', argv: ['check', ...LEGACY, '--quiet', '.'], corpus: true },
];

let corpusDir: string | undefined;
async function corpus(): Promise<string> {
  if (corpusDir) return corpusDir;
  const { writeCorpus } = (await import('../../bench/corpus.js')) as { writeCorpus: (dir: string, n: number) => string[] };
  corpusDir = mkdtempSync(path.join(tmpdir(), 'deckcheck-golden-'));
  writeCorpus(corpusDir, 400);
  return corpusDir;
}
afterAll(() => {
  if (corpusDir) rmSync(corpusDir, { recursive: true, force: true });
});

async function runIn(cwd: string, argv: readonly string[], tty: boolean, env: Record<string, string> = {}): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: () => {},
    cwd,
    env: { ...(tty ? { FORCE_COLOR: '1' } : {}), ...env },
    stdoutIsTTY: tty,
  };
  const code = await run(argv, io);
  return { code, stdout };
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const golden: Record<string, string> = UPDATE ? {} : (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>);

/** Each run: --jobs, and the bytes a spool keeps in memory (0: every report and finding goes through a file). */
const RUNS = [
  { jobs: '1', spool: undefined },
  { jobs: '2', spool: '0' },
  { jobs: '3', spool: undefined },
];

describe('reports are byte-identical to the whole-report code', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'deckcheck-golden-out-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  for (const c of CASES) {
    it.skipIf(c.corpus === true && !HAS_SHARED)(`${c.name}${c.corpus && !HAS_SHARED ? ` (${SHARED_SKIP_REASON})` : ''}`, async () => {
      const cwd = c.corpus ? await corpus() : REPO;
      if (UPDATE) {
        for (const reporter of REPORTERS) {
          const { code, stdout } = await runIn(cwd, [...c.argv.slice(0, 1), '-r', reporter, ...c.argv.slice(1)], c.tty === true);
          golden[`${c.name} · ${reporter}`] = `${code} ${stdout.length} ${sha(stdout)}`;
        }
        return;
      }
      for (const { jobs, spool } of RUNS) {
        const env: Record<string, string> = spool !== undefined ? { DECKCHECK_SPOOL_BYTES: spool } : {};
        // On a terminal, each reporter to standard output; otherwise every reporter at once, to files (the same bytes).
        const runs = c.tty ? REPORTERS.map((r) => [r]) : [REPORTERS];
        for (const group of runs) {
          const toFiles = group.length > 1;
          const spec = (r: string) => (toFiles ? `${r}:${path.join(out, `${r}.out`)}` : r);
          const argv = [...c.argv.slice(0, 1), ...group.flatMap((r) => ['-r', spec(r)]), '--jobs', jobs, ...c.argv.slice(1)];
          const { code, stdout } = await runIn(cwd, argv, c.tty === true, env);
          for (const r of group) {
            const text = toFiles ? readFileSync(path.join(out, `${r}.out`), 'utf8') : stdout;
            expect(`${code} ${text.length} ${sha(text)}`, `${c.name} · ${r}, --jobs ${jobs}`).toBe(golden[`${c.name} · ${r}`]);
          }
        }
      }
    });
  }

  it('several reporters at once, to files and standard output', async () => {
    // Also: the files are written whatever --jobs, and standard output keeps its own reporter.
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-golden-files-'));
    try {
      for (const jobs of UPDATE ? [undefined] : ['1', '2']) {
        const files = ['json', 'junit', 'sarif', 'markdown', 'github'].map((id) => ({ id, file: path.join(dir, `${id}.out`) }));
        const argv = ['check', ...files.flatMap((f) => ['-r', `${f.id}:${f.file}`]), '-r', 'stylish', ...(jobs ? ['--jobs', jobs] : []), ...LEGACY, 'fixtures/rules'];
        const { stdout } = await runIn(REPO, argv, false);
        const got = [sha(stdout), ...files.map((f) => sha(readFileSync(f.file, 'utf8')))].join(' ');
        if (UPDATE) golden['several reporters'] = got;
        else expect(got).toBe(golden['several reporters']);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  afterAll(() => {
    if (UPDATE) writeFileSync(GOLDEN, `${JSON.stringify(golden, null, 2)}\n`);
  });
});
