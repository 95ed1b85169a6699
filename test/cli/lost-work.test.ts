/**
 * Nothing lost (issue 41, items 11, 16): a report's missing folder is made; a report that cannot be written costs
 * neither the other reports of the run nor the configuration's later checks; a configuration's pattern takes only
 * decklists. Each case runs the CLI in-process in a temporary copy of fixtures/config/repo.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { FIXTURES, type CliResult } from '../helpers.js';

let root = '';

async function cli(argv: readonly string[], cwd: string): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env: {}, stdoutIsTTY: false });
  return { code, stdout, stderr };
}

/** A fresh copy of the configured repository of decklists, with this configuration. */
function repoWith(name: string, config: unknown): string {
  const dir = path.join(root, name);
  cpSync(path.join(FIXTURES, 'config', 'repo'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'deckcheck.config.json'), JSON.stringify(config, null, 2));
  return dir;
}

interface JsonReport {
  legal: boolean;
  units: { decks: { file: string }[] }[];
  findings: { rule: string; file: string }[];
}

function readReport(file: string): JsonReport {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'deckcheck-lost-'));
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a report in a folder that does not exist (item 11)', () => {
  it('check -r json:reports/x.json makes the folders and writes the report', async () => {
    const dir = repoWith('mkdir-check', { checks: [{ files: 'modern' }] });
    const r = await cli(['check', '--format', 'modern', '--date', '2025-01-15', '-r', 'json:reports/deep/x.json', 'modern/oko.txt'], dir);
    expect(r.stderr).not.toMatch(/could not write/);
    expect(r.code).toBe(1);
    const out = readReport(path.join(dir, 'reports/deep/x.json'));
    expect(out.findings.map((f) => `${f.rule} ${f.file}`)).toEqual(['card-banned modern/oko.txt']);
  });

  it("a configuration's reporters with {name} in a folder: each check's folder is made", async () => {
    const dir = repoWith('mkdir-config', {
      date: '2025-01-15',
      reporters: ['json:reports/{name}/report.json', 'junit:reports/junit/{name}.xml'],
      checks: [
        { name: 'modern', files: 'modern/**/*.txt', format: 'modern' },
        { name: '2hg', teams: '2hg/*/', format: 'legacy' },
      ],
    });
    const r = await cli(['check'], dir);
    expect(r.code).toBe(1);
    expect(readReport(path.join(dir, 'reports/modern/report.json')).legal).toBe(false);
    expect(readReport(path.join(dir, 'reports/2hg/report.json')).units).toHaveLength(2);
    expect(readFileSync(path.join(dir, 'reports/junit/2hg.xml'), 'utf8')).toMatch(/^<\?xml/);
  });

  it('a report that cannot be written (its folder is a file): exit 2, named; the run\'s other reports are written', async () => {
    const dir = repoWith('blocked-check', { checks: [{ files: 'modern' }] });
    writeFileSync(path.join(dir, 'blocked'), 'not a folder\n');
    const r = await cli(
      ['check', '--format', 'modern', '--date', '2025-01-15', '-r', 'json:blocked/x.json', '-r', 'junit:ok/x.xml', 'modern/oko.txt'],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckcheck: could not write the json report to blocked\/x\.json \((ENOTDIR|EEXIST)\)$/m);
    expect(readFileSync(path.join(dir, 'ok/x.xml'), 'utf8')).toMatch(/<failure/);
  });

  it("one check's report that cannot be written never skips the configuration's later checks; exit 2", async () => {
    const dir = repoWith('blocked-config', {
      date: '2025-01-15',
      reporters: ['json:{name}/report.json'],
      checks: [
        { name: 'modern', files: 'modern/**/*.txt', format: 'modern' },
        { name: '2hg', teams: '2hg/*/', format: 'legacy' },
      ],
    });
    // "modern" is the decklists' folder: a folder "modern/report.json" in its place makes the file unwritable.
    mkdirSync(path.join(dir, 'modern', 'report.json'));
    const r = await cli(['check'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckcheck: check modern: could not write the json report to modern\/report\.json \(EISDIR\)$/m);
    expect(r.stderr).toMatch(/^deckcheck: deckcheck\.config\.json check 2hg \(2 of 2\)$/m);
    expect(existsSync(path.join(dir, '2hg', 'report.json'))).toBe(true);
    expect(readReport(path.join(dir, '2hg', 'report.json')).units).toHaveLength(2);
  });
});

describe('a configuration\'s pattern takes decklists only (item 16)', () => {
  it('"modern/**" leaves out a README.md and a pool CSV beside the decks (named in the note); the decks are checked', async () => {
    const dir = repoWith('globs', { date: '2025-01-15', reporters: ['json:report.json'], checks: [{ files: 'modern/**', format: 'modern' }] });
    writeFileSync(path.join(dir, 'modern', 'README.md'), '# Our Modern decks\n\nBurn and Oko.\n');
    writeFileSync(path.join(dir, 'modern', 'pool.csv'), 'Count,Name\n1,Lightning Bolt\n');
    const r = await cli(['check'], dir);
    expect(r.code).toBe(1);
    const out = readReport(path.join(dir, 'report.json'));
    expect(out.units.map((u) => u.decks[0]?.file)).toEqual(['modern/burn/mono-red.txt', 'modern/oko.txt']);
    expect(out.findings.map((f) => `${f.rule} ${f.file}`)).toEqual(['card-banned modern/oko.txt']);
    expect(r.stderr).toContain('deckcheck: note: left out modern/pool.csv: a directory walk does not take CSV files, nor does a pattern that names no file ending');
  });

  it('a pattern that names its ending takes what it matches ("modern/**/*.md" reads the README as a deck)', async () => {
    const dir = repoWith('globs-ending', { date: '2025-01-15', reporters: ['json:report.json'], checks: [{ files: 'modern/**/*.md', format: 'modern' }] });
    writeFileSync(path.join(dir, 'modern', 'README.md'), '# Our Modern decks\n');
    const r = await cli(['check'], dir);
    expect(readReport(path.join(dir, 'report.json')).units.map((u) => u.decks[0]?.file)).toEqual(['modern/README.md']);
    expect(r.code).toBe(1);
  });

  it('a pattern that matches files but no decklist: exit 2, how to take them', async () => {
    const dir = repoWith('globs-none', { checks: [{ files: 'notes/*' }] });
    rmSync(path.join(dir, 'notes', 'todo.txt'));
    writeFileSync(path.join(dir, 'notes', 'README.md'), '# notes\n');
    const r = await cli(['check'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'deckcheck: notes/*: the pattern matches no decklist files (.txt, .dec, .dck, .mwdeck, .dek, .cod, .o8d); to take other files, name their ending in the pattern ("notes/**/*.csv")\n',
    );
  });
});

describe("each check's Markdown report names the check (item 18)", () => {
  it('several checks: "## deckcheck · check <name>: …" in each; JSON unchanged', async () => {
    const dir = repoWith('headings', {
      date: '2025-01-15',
      reporters: ['markdown:{name}.md', 'json:{name}.json'],
      checks: [
        { name: 'modern', files: 'modern', format: 'modern' },
        { files: '2hg/alpha', format: 'legacy' },
      ],
    });
    const r = await cli(['check'], dir);
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(dir, 'modern.md'), 'utf8').split('\n')[0]).toBe('## deckcheck · check modern: ❌ not legal — 1 error, 0 warnings');
    expect(readFileSync(path.join(dir, '2.md'), 'utf8').split('\n')[0]).toBe('## deckcheck · check 2: ✅ legal — 0 errors, 0 warnings');
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, 'modern.json'), 'utf8')) as object)).not.toContain('check');
  });

  it('one unnamed check, and check with files named on the command line: the heading as before', async () => {
    const dir = repoWith('heading-one', { date: '2025-01-15', reporters: ['markdown:out.md'], checks: [{ files: 'modern', format: 'modern' }] });
    await cli(['check'], dir);
    expect(readFileSync(path.join(dir, 'out.md'), 'utf8').split('\n')[0]).toBe('## deckcheck: ❌ not legal — 1 error, 0 warnings');
    const r = await cli(['check', '--format', 'modern', '--date', '2025-01-15', '-r', 'markdown', 'modern/oko.txt'], dir);
    expect(r.stdout.split('\n')[0]).toBe('## deckcheck: ❌ not legal — 1 error, 0 warnings');
  });
});
