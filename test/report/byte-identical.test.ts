/**
 * Golden reports: every case below is run with --jobs 1, 2 and 3 (and a spool of 0 bytes, so every report and finding
 * goes through a file) and every reporter, and must give the same bytes as the golden. The stylish and Markdown
 * reports of the cases that read only the repository's fixtures are kept as text in test/report/golden/ (one file per
 * case and reporter), so a change of output shows as a diff in review; the other reporters and the generated corpus
 * (made from ../shared/data) are kept as exit code, length and SHA-256 in byte-identical.json. Both are written by the
 * test itself when output changes on purpose, then reviewed as a diff:
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/report/byte-identical.test.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import type { CliIo } from '../../src/cli/io.js';
import { BIN_BUILT, HAS_SHARED, REPO, SHARED_SKIP_REASON, runBin, runCli } from '../helpers.js';

const GOLDEN = path.join(REPO, 'test/report/byte-identical.json');
/** The readable goldens: `<case>.stylish.txt` and `<case>.markdown.md`. */
const GOLDEN_TEXT = path.join(REPO, 'test/report/golden');
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

/** The readable golden of a case and reporter, or undefined when only its hash is kept. */
function textGolden(c: Case, reporter: string): string | undefined {
  if (c.corpus === true || (reporter !== 'stylish' && reporter !== 'markdown')) return undefined;
  // The terminal case's Markdown is the plain case's, byte for byte (its hash says so): only its stylish is kept.
  if (c.tty === true && reporter !== 'stylish') return undefined;
  const slug = c.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
  return path.join(GOLDEN_TEXT, `${slug}.${reporter}.${reporter === 'markdown' ? 'md' : 'txt'}`);
}

/** A report against its goldens: the readable text first (a failure shows the diff), then code, length and hash. */
function expectGolden(c: Case, reporter: string, code: number, text: string, label: string): void {
  const file = textGolden(c, reporter);
  if (file !== undefined) {
    expect(existsSync(file), `${file}: no golden; write it with UPDATE_GOLDEN=1`).toBe(true);
    expect(text, label).toBe(readFileSync(file, 'utf8'));
  }
  expect(`${code} ${text.length} ${sha(text)}`, label).toBe(golden[`${c.name} · ${reporter}`]);
}
const golden: Record<string, string> = UPDATE ? {} : (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>);

/** Each run: --jobs, and the bytes a spool keeps in memory (0: every report and finding goes through a file). */
const RUNS = [
  { jobs: '1', spool: undefined },
  { jobs: '2', spool: '0' },
  { jobs: '3', spool: undefined },
];

describe('reports are byte-identical to their goldens, whatever --jobs and the spool', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'deckcheck-golden-out-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  for (const c of CASES) {
    it.skipIf(c.corpus === true && !HAS_SHARED)(`${c.name}${c.corpus && !HAS_SHARED ? ` (${SHARED_SKIP_REASON})` : ''}`, async () => {
      const cwd = c.corpus ? await corpus() : REPO;
      if (UPDATE) {
        for (const reporter of REPORTERS) {
          const { code, stdout } = await runIn(cwd, [...c.argv.slice(0, 1), '-r', reporter, ...c.argv.slice(1)], c.tty === true);
          golden[`${c.name} · ${reporter}`] = `${code} ${stdout.length} ${sha(stdout)}`;
          const file = textGolden(c, reporter);
          if (file !== undefined) {
            mkdirSync(GOLDEN_TEXT, { recursive: true });
            writeFileSync(file, stdout);
          }
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
            expectGolden(c, r, code, text, `${c.name} · ${r}, --jobs ${jobs}${spool !== undefined ? `, spool ${spool}` : ''}`);
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

/**
 * The command line itself, byte for byte (issue 43: one parser, chalk for colour): each line's exit code, standard
 * output and standard error, colour escapes included, kept as text in test/report/golden/cli/ (`<case>.txt`). Run
 * in-process with the given environment and terminal, and through the built CLI (a real process, never a terminal)
 * when `npm run build` has made it. The time on the summary line is the one part that is not compared.
 */
interface LineCase {
  readonly name: string;
  readonly argv: readonly string[];
  readonly env?: Record<string, string>;
  /** Standard output is a terminal (in-process only: a real process here never has one). */
  readonly tty?: boolean;
}
const RULES = ['check', ...LEGACY, 'fixtures/rules/card-banned', 'fixtures/rules/deck-size'];
const DIFF = ['diff', '--no-db', 'fixtures/diff/registered.txt', 'fixtures/diff/presented-missing-extra.txt'];
const LINES: readonly LineCase[] = [
  // Colour: the flag, NO_COLOR, FORCE_COLOR at each level, a terminal, TERM=dumb.
  { name: 'check plain', argv: RULES },
  { name: 'check --color', argv: [...RULES, '--color'] },
  { name: 'check --no-color, FORCE_COLOR=1', argv: [...RULES, '--no-color'], env: { FORCE_COLOR: '1' } },
  { name: 'check FORCE_COLOR=0, terminal', argv: RULES, env: { FORCE_COLOR: '0' }, tty: true },
  { name: 'check FORCE_COLOR=1', argv: RULES, env: { FORCE_COLOR: '1' } },
  { name: 'check FORCE_COLOR=2', argv: RULES, env: { FORCE_COLOR: '2' } },
  { name: 'check FORCE_COLOR=3', argv: RULES, env: { FORCE_COLOR: '3' } },
  { name: 'check NO_COLOR, terminal', argv: RULES, env: { NO_COLOR: '1' }, tty: true },
  { name: 'check NO_COLOR and --color', argv: [...RULES, '--color'], env: { NO_COLOR: '1' } },
  { name: 'check terminal', argv: RULES, tty: true },
  { name: 'check terminal, TERM=dumb', argv: RULES, env: { TERM: 'dumb' }, tty: true },
  // Reporters and options.
  { name: 'check json', argv: [...RULES, '-r', 'json'] },
  { name: 'check html', argv: [...RULES, '--reporter=html'] },
  { name: 'check sarif quiet', argv: [...RULES, '-r', 'sarif', '-q'] },
  { name: 'check junit', argv: [...RULES, '-r', 'junit'] },
  { name: 'check github', argv: [...RULES, '-r', 'github', '--max-warnings', '0'] },
  { name: 'check markdown', argv: [...RULES, '-r', 'markdown'] },
  { name: 'check -f= and -d', argv: ['check', '--no-db', '--format=modern', '-d', '2025-01-15', '-j', '1', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'check team 2hg strict', argv: ['check', ...LEGACY, '-t', '--team-rules', '2hg', '--team-overrides', 'strict', 'fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'] },
  { name: 'check bracket', argv: ['check', '--no-db', '-f', 'commander', '--bracket', '3', '--date', '2025-06-01', 'fixtures/brackets/core.txt', 'fixtures/brackets/time-warp.txt'] },
  { name: 'check format file', argv: ['check', '--no-db', '--format-file', 'fixtures/format-files/league/league.json', '--date', '2025-01-15', 'fixtures/format-files/league/legal.txt', 'fixtures/format-files/league/illegal.txt'] },
  { name: 'check platform arena', argv: ['check', '--no-db', '-f', 'standard', '--platform', 'arena', '--date', '2025-01-15', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'check archenemy schemes', argv: ['check', '--no-db', '--variant', 'archenemy', '--date', '2025-01-15', '--schemes', 'fixtures/variants/archenemy/schemes-20.txt', 'fixtures/variants/archenemy/legal-main-only.txt'] },
  { name: 'check input format', argv: ['check', ...LEGACY, '--input-format', 'text', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'check -- file', argv: ['check', ...LEGACY, '--', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'check -tq grouped', argv: ['check', ...LEGACY, '-tq', 'fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'] },
  // Other commands.
  { name: 'event', argv: ['event', '--no-db', 'fixtures/events/example.json'] },
  { name: 'event html', argv: ['event', '--no-db', '-r', 'html', 'fixtures/events/example.json'] },
  { name: 'event colour', argv: ['event', '--no-db', '--color', 'fixtures/events/example.json'] },
  { name: 'diff', argv: DIFF },
  { name: 'diff colour', argv: [...DIFF, '--color'] },
  { name: 'diff FORCE_COLOR=1', argv: DIFF, env: { FORCE_COLOR: '1' } },
  { name: 'diff json', argv: [...DIFF, '-r', 'json'] },
  { name: 'diff markdown', argv: [...DIFF, '-r', 'markdown'] },
  { name: 'diff with format', argv: [...DIFF, '-f', 'legacy', '-d', '2025-01-15'] },
  { name: 'convert', argv: ['convert', '--no-db', '--to', 'arena', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'formats', argv: ['formats'] },
  { name: 'formats json', argv: ['formats', '--json'] },
  { name: 'formats format file', argv: ['formats', '--format-file', 'fixtures/format-files/league/league.json'] },
  { name: 'rules', argv: ['rules'] },
  { name: 'rules json', argv: ['rules', '--json'] },
  { name: 'rules ids', argv: ['rules', 'card-banned', 'deck-size'] },
  { name: 'completion bash', argv: ['completion', 'bash'] },
  { name: 'completion fish', argv: ['completion', 'fish'] },
  // Help and version.
  { name: 'version', argv: ['--version'] },
  { name: 'version short', argv: ['-V'] },
  { name: 'no arguments', argv: [] },
  { name: 'help', argv: ['--help'] },
  { name: 'help command', argv: ['help', 'check'] },
  ...['check', 'event', 'diff', 'convert', 'sheet', 'rules', 'formats', 'db', 'completion'].map((c) => ({ name: `${c} --help`, argv: [c, '--help'] })),
  { name: 'check -h', argv: ['check', '-h'] },
  { name: 'db update --help', argv: ['db', 'update', '--help'] },
  { name: 'db status --help', argv: ['db', 'status', '--help'] },
  // Errors.
  { name: 'unknown command', argv: ['frobnicate'] },
  { name: 'unknown option', argv: ['check', '--bogus', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'missing file', argv: ['check', '--no-db', 'fixtures/no-such-deck.txt'] },
  { name: 'bad format', argv: ['check', '--format', 'nope', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'bad bracket', argv: ['check', '--bracket', '9', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'missing value', argv: ['check', 'fixtures/teams/legal/player-a.txt', '--format'] },
  { name: 'bad max-warnings', argv: ['check', '--no-db', '--max-warnings', 'x', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'bad reporter', argv: ['check', '--no-db', '-r', 'nope', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'bad date', argv: ['check', '--no-db', '--date', '2025-13-45', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'convert without --to', argv: ['convert', 'fixtures/teams/legal/player-a.txt'] },
  { name: 'diff one file', argv: ['diff', 'fixtures/diff/registered.txt'] },
  { name: 'rules unknown id', argv: ['rules', 'no-such-rule'] },
  { name: 'completion bad shell', argv: ['completion', 'tcsh'] },
  { name: 'data dir missing', argv: ['check', '--data-dir', 'fixtures/no-such-dir', '--date', '2025-01-15', 'fixtures/teams/legal/player-a.txt'] },
];

/** A run's text as kept: exit code, then each stream; the summary line's time as `<time>`. */
function lineText(code: number, stdout: string, stderr: string): string {
  const timeless = (s: string) => s.replace(/\(\d+\.\d+ s\)$/gm, '(<time> s)');
  return `exit ${code}\n--- stdout\n${timeless(stdout)}--- stderr\n${timeless(stderr)}`;
}
const lineGolden = (c: LineCase) => path.join(GOLDEN_TEXT, 'cli', `${c.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.txt`);

describe('command lines give the same bytes as their goldens (in-process and built)', () => {
  it('every case has a golden of its own name', () => {
    expect(new Set(LINES.map(lineGolden)).size).toBe(LINES.length);
  });
  for (const c of LINES) {
    it(c.name, async () => {
      const { code, stdout, stderr } = await runCli(c.argv, { ...c.env }, REPO, c.tty === true);
      const text = lineText(code, stdout, stderr);
      const file = lineGolden(c);
      if (UPDATE) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
        return;
      }
      expect(existsSync(file), `${file}: no golden; write it with UPDATE_GOLDEN=1`).toBe(true);
      const want = readFileSync(file, 'utf8');
      expect(text, 'in-process').toBe(want);
      if (BIN_BUILT && c.tty !== true) {
        const r = runBin(c.argv, { ...c.env, DECKCHECK_COMPILE_CACHE: '0' });
        expect(lineText(r.code, r.stdout, r.stderr), 'built CLI').toBe(want);
      }
    });
  }
});
