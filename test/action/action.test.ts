/**
 * The GitHub Action (action.yml), run the way the runner runs a composite action's step: each input's value (the
 * workflow's, else the default in action.yml) in the environment variable the step maps it to, GITHUB_ACTION_PATH
 * the action's checkout, GITHUB_STEP_SUMMARY a file, and the step's `run` line under `bash -eo pipefail`. Checked:
 * the annotations on standard output, the job summary, files of further reporters, and the exit code.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_BUILT, REPO } from '../helpers.js';

interface ActionInput {
  readonly name: string;
  readonly default: string;
}

/** What the runner reads from action.yml for the step: the inputs with their defaults, the step's env and run line. */
function readAction(): { inputs: ActionInput[]; env: Map<string, string>; run: string; using: string } {
  const text = readFileSync(path.join(REPO, 'action.yml'), 'utf8');
  const inputs: ActionInput[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) section = line.replace(/:.*/, '');
    const name = /^ {2}([a-z][a-z-]*):$/.exec(line);
    if (section === 'inputs' && name?.[1] !== undefined) inputs.push({ name: name[1], default: '' });
    const def = /^ {4}default: '(.*)'$/.exec(line)?.[1];
    const last = inputs.at(-1);
    if (section === 'inputs' && def !== undefined && last) inputs[inputs.length - 1] = { name: last.name, default: def.replace(/''/g, "'") };
  }
  const env = new Map<string, string>();
  for (const [, variable = '', name = ''] of text.matchAll(/^ {8}(INPUT_[A-Z_]+): \$\{\{ inputs\.([a-z-]+) \}\}$/gm)) env.set(variable, name);
  const run = /^ {6}run: (.+)$/m.exec(text)?.[1] ?? '';
  const using = /^ {2}using: (\S+)$/m.exec(text)?.[1] ?? '';
  return { inputs, env, run, using };
}

const action = readAction();
let workspace = '';

interface StepResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly summary: string;
}

/** Run the action's step with these inputs (by their names in action.yml), in the workspace. */
function runStep(given: Record<string, string>, options: { summary?: boolean; env?: Record<string, string> } = {}, cwd = workspace): StepResult {
  const known = new Set(action.inputs.map((i) => i.name));
  for (const name of Object.keys(given)) expect(known, `input ${name} is declared in action.yml`).toContain(name);
  const env: Record<string, string> = {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? workspace,
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION_PATH: REPO,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(workspace, '..', 'runner-temp'),
    ...options.env,
  };
  mkdirSync(path.join(workspace, '..', 'runner-temp'), { recursive: true });
  for (const [variable, name] of action.env) {
    env[variable] = given[name] ?? action.inputs.find((i) => i.name === name)?.default ?? '';
  }
  const summaryFile = path.join(workspace, '..', 'step-summary.md');
  writeFileSync(summaryFile, '');
  if (options.summary !== false) env.GITHUB_STEP_SUMMARY = summaryFile;
  // The step's working-directory (action.yml: `working-directory: ${{ inputs.working-directory }}`) is `cwd`.
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', action.run], { cwd, env, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, summary: readFileSync(summaryFile, 'utf8') };
}

const LEGAL = 'decks/legal-a.txt\ndecks/legal-b.txt';
const ILLEGAL = 'decks/illegal-a.txt\ndecks/illegal-b.txt';
const RATS = 'decks/rats-a.txt\ndecks/rats-b.txt'; // a legal team with one warning
const TEAM = { format: 'legacy', date: '2025-01-15', team: 'true' };

describe('action.yml', () => {
  it('is a composite action whose step maps every input it uses to INPUT_<NAME>', () => {
    expect(action.using).toBe('composite');
    expect(action.run).toBe('node "$GITHUB_ACTION_PATH/scripts/action.js"');
    const mapped = [...action.env.values()];
    // node-version and working-directory are used by action.yml itself (the setup-node step, the step's directory).
    const forScript = action.inputs.map((i) => i.name).filter((n) => n !== 'node-version' && n !== 'working-directory');
    expect(mapped.sort()).toEqual(forScript.sort());
    for (const [variable, name] of action.env) expect(variable).toBe(`INPUT_${name.toUpperCase().replace(/-/g, '_')}`);
  });
});

describe.skipIf(!BIN_BUILT)('the action, run as the runner runs it', { timeout: 60_000 }, () => {
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'deckcheck-action-'));
    workspace = path.join(root, 'workspace');
    mkdirSync(path.join(workspace, 'decks'), { recursive: true });
    for (const [from, to] of [
      ['teams/legal/player-a.txt', 'legal-a.txt'],
      ['teams/legal/player-b.txt', 'legal-b.txt'],
      ['teams/illegal/player-a.txt', 'illegal-a.txt'],
      ['teams/illegal/player-b.txt', 'illegal-b.txt'],
      ['rules/team/rats-a.txt', 'rats-a.txt'],
      ['rules/team/rats-b.txt', 'rats-b.txt'],
    ] as const) {
      copyFileSync(path.join(REPO, 'fixtures', from), path.join(workspace, 'decks', to));
    }
  });
  afterAll(() => {
    if (workspace) rmSync(path.dirname(workspace), { recursive: true, force: true });
  }, 60_000);

  it('a legal team: exit 0, no annotation, a job summary with the verdict', () => {
    const r = runStep({ files: LEGAL, ...TEAM });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/^::(error|warning)/m);
    expect(r.summary).toMatch(/^## deckcheck: ✅ legal — 0 errors, 0 warnings$/m);
    expect(r.summary).toContain('| decks/legal-a.txt |');
  });

  it('an illegal team: exit 1, an annotation on each problem line, the problems in the summary', () => {
    const r = runStep({ files: ILLEGAL, ...TEAM });
    expect(r.code).toBe(1);
    const annotations = r.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(annotations.map((l) => /^::error (file=[^,]+,line=\d+)[^:]*title=deckcheck ([\w-]+)::/.exec(l)?.slice(1).join(' '))).toEqual([
      'file=decks/illegal-a.txt,line=2 team-card-copies-max',
      'file=decks/illegal-a.txt,line=3 team-card-copies-max',
      'file=decks/illegal-a.txt,line=5 card-banned',
      'file=decks/illegal-b.txt,line=5 team-sideboard',
    ]);
    expect(r.summary).toMatch(/^## deckcheck: ❌ not legal — 4 errors, 0 warnings$/m);
    expect(r.summary).toContain('| `card-banned` |');
  });

  it.each([
    { warnings: 'report', code: 0, annotation: true },
    { warnings: 'fail', code: 1, annotation: true },
    { warnings: 'hide', code: 0, annotation: false },
  ])('warnings: $warnings on a team with one warning: exit $code', ({ warnings, code, annotation }) => {
    const r = runStep({ files: RATS, ...TEAM, warnings });
    expect(r.code).toBe(code);
    expect(/^::warning /m.test(r.stdout)).toBe(annotation);
  });

  it.each([
    { max: '0', code: 1 },
    { max: '1', code: 0 },
  ])('max-warnings: $max on a team with one warning: exit $code', ({ max, code }) => {
    expect(runStep({ files: RATS, ...TEAM, 'max-warnings': max }).code).toBe(code);
  });

  it('annotations: false and summary: false leave both out; reporters write their files', () => {
    const r = runStep({ files: ILLEGAL, ...TEAM, annotations: 'false', summary: 'false', reporters: 'json:report.json\njunit:report.xml' });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/^::error/m);
    expect(r.summary).toBe('');
    const report = JSON.parse(readFileSync(path.join(workspace, 'report.json'), 'utf8')) as { legal: boolean; findings: unknown[] };
    expect(report).toMatchObject({ legal: false });
    expect(report.findings).toHaveLength(4);
    expect(readFileSync(path.join(workspace, 'report.xml'), 'utf8')).toMatch(/^<\?xml/);
  });

  it('a glob pattern and no team: each deck on its own; without GITHUB_STEP_SUMMARY no summary is written', () => {
    const r = runStep({ files: 'decks/legal-*.txt', format: 'legacy', date: '2025-01-15' }, { summary: false });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^deckcheck check --format legacy --date 2025-01-15 --no-color --reporter github "decks\/legal-\*\.txt"$/m);
    expect(r.stderr).toMatch(/2 decks: 0 errors, 0 warnings/);
    expect(r.summary).toBe('');
  });

  it.each<{ name: string; given: Record<string, string>; message: RegExp }>([
    { name: 'team: yes', given: { team: 'yes' }, message: /^::error title=deckcheck action::input team: "yes" is neither true nor false$/m },
    { name: 'warnings: sometimes', given: { warnings: 'sometimes' }, message: /^::error title=deckcheck action::input warnings: "sometimes" is not one of report, fail, hide$/m },
    { name: 'warnings: fail with max-warnings', given: { warnings: 'fail', 'max-warnings': '3' }, message: /give one of them/ },
  ])('a bad input ($name): exit 2 with an error annotation', ({ given, message }) => {
    const r = runStep({ files: LEGAL, ...TEAM, ...given });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(message);
  });

  it('no files: the checks of deckcheck.config.json, each with its annotations and its part of the summary', () => {
    cpSync(path.join(REPO, 'fixtures/config/repo'), path.join(workspace, 'configured'), { recursive: true });
    const r = runStep({ 'working-directory': 'configured' }, {}, path.join(workspace, 'configured'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error file=modern\/oko\.txt,line=3,[^:]*title=deckcheck card-banned::/m);
    expect(r.stdout).toMatch(/^::error file=2hg\/beta\/dave\.txt,line=5,title=deckcheck team-sideboard::/m);
    expect([...r.summary.matchAll(/^## deckcheck\b.*$/gm)].map((m) => m[0])).toEqual([
      '## deckcheck · check modern: ❌ not legal — 1 error, 0 warnings',
      '## deckcheck · check 2hg: ❌ not legal — 4 errors, 0 warnings',
    ]);
    expect(r.summary.indexOf('modern/oko.txt')).toBeLessThan(r.summary.indexOf('2hg/beta/dave.txt'));
  });

  it('a job summary over GitHub\'s limit is cut at a whole line, with a note; the whole summary is kept in a file', () => {
    const full = runStep({ files: ILLEGAL, ...TEAM });
    const size = Buffer.byteLength(full.summary);
    expect(existsSync(path.join(workspace, 'deckcheck-summary.md'))).toBe(false);
    // A limit one byte short of this summary (GitHub's is 1 MiB: 6,000 decks give 1.4 MB).
    const limit = size - 1;
    const r = runStep({ files: ILLEGAL, ...TEAM }, { env: { DECKCHECK_SUMMARY_BYTES: String(limit) } });
    expect(r.code).toBe(1);
    expect(Buffer.byteLength(r.summary)).toBeLessThanOrEqual(limit);
    const [shown = '', note = ''] = r.summary.split('\n\n> **The summary is cut here: ');
    expect(full.summary.startsWith(shown)).toBe(true);
    expect(shown.endsWith('\n')).toBe(true);
    const leftOut = full.summary.slice(shown.length).split('\n').filter((l) => l.startsWith('|')).length;
    expect(leftOut).toBeGreaterThan(0);
    expect(note).toMatch(new RegExp(`^${leftOut} more table rows? not shown\\.\\*\\* GitHub takes at most 0\\.00 MiB of job summary per step`));
    expect(note).toContain('The whole summary is in `deckcheck-summary.md` in the working directory');
    expect(readFileSync(path.join(workspace, 'deckcheck-summary.md'), 'utf8')).toBe(full.summary);
    rmSync(path.join(workspace, 'deckcheck-summary.md'));
  });

  it('event: a manifest is checked as deckcheck event, with its annotations and summary (issue 41 item 17)', () => {
    writeFileSync(
      path.join(workspace, 'event.json'),
      JSON.stringify({
        schemaVersion: 1,
        name: 'Legacy 2HG night',
        format: 'legacy',
        date: '2025-01-15',
        teams: [{ name: 'Bolts', players: [{ name: 'Ann', deck: 'decks/illegal-a.txt' }, { name: 'Bo', deck: 'decks/illegal-b.txt' }] }],
      }),
    );
    const r = runStep({ event: 'event.json' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^deckcheck event event\.json --no-color --reporter github --reporter "markdown:/m);
    expect(r.stdout).toMatch(/^::error file=decks\/illegal-a\.txt,line=5,[^:]*title=deckcheck card-banned::/m);
    expect(r.summary).toMatch(/^## deckcheck: ❌ not legal — 4 errors, 0 warnings$/m);
    expect(r.summary).toContain('Event: **Legacy 2HG night**');
  });

  it('event with files or a per-check input: exit 2, an error annotation naming them', () => {
    const r = runStep({ event: 'event.json', format: 'modern', platform: 'mtgo', files: LEGAL });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^::error title=deckcheck action::input event: the manifest names the players, format, date and platform; leave out format, platform, files$/m);
  });

  it('platform and format-file reach deckcheck check', () => {
    mkdirSync(path.join(workspace, 'league'), { recursive: true });
    for (const f of ['league.json', 'league-cards.txt', 'with-bolt.txt', 'legal.txt']) {
      copyFileSync(path.join(REPO, 'fixtures/format-files/league', f), path.join(workspace, 'league', f));
    }
    const r = runStep({ files: 'league/with-bolt.txt\nleague/legal.txt', 'format-file': 'league/league.json', platform: 'mtgo', date: '2025-02-01', reporters: 'json:league.json' });
    expect(r.stdout).toMatch(/^deckcheck check --format-file league\/league\.json --date 2025-02-01 --platform mtgo --no-color /m);
    const report = JSON.parse(readFileSync(path.join(workspace, 'league.json'), 'utf8')) as { platform: string; format: { id: string }; findings: { rule: string; card: string }[] };
    expect(report.platform).toBe('mtgo');
    expect(report.format.id).toBe('tuesday-pauper-league');
    expect(report.findings.filter((f) => f.rule === 'card-banned').map((f) => f.card)).toEqual(['Lightning Bolt']);
    expect(r.code).toBe(1);
  });

  it("deckcheck's own usage errors keep their exit code 2 and message (an unknown format)", () => {
    const r = runStep({ files: LEGAL, format: 'nonesuch' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/nonesuch/);
    expect(existsSync(path.join(workspace, 'nonesuch'))).toBe(false);
  });
});
