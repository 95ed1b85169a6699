#!/usr/bin/env node
// The step of deckcheck's GitHub Action (action.yml). The runner hands a composite action's inputs over as
// environment variables: action.yml maps each input `name-with-dashes` to INPUT_NAME_WITH_DASHES. This script turns
// them into one `deckcheck check` (or, with the `event` input, `deckcheck event`) command line, runs the CLI (the package's bin/deckcheck.js) with the `github`
// reporter (annotations on the files' lines) and the `markdown` reporter (the job summary, appended to
// $GITHUB_STEP_SUMMARY), and exits with deckcheck's exit code: 0 legal, 1 not legal (or too many warnings), 2 could
// not run.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ACTION_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An input's value as the runner passes it ('' when not given and without a default). */
function input(name) {
  return (process.env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] ?? '').trim();
}

/** A multi-line input: one entry per line, blank lines and `#` comments left out. */
function lines(name) {
  return input(name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

class InputError extends Error {}

function boolean(name) {
  const value = input(name).toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new InputError(`input ${name}: "${input(name)}" is neither true nor false`);
}

/** The inputs that set what `deckcheck check` checks; an event's manifest sets them itself. */
const PER_CHECK = [
  ['format', '--format'],
  ['format-file', '--format-file'],
  ['date', '--date'],
  ['platform', '--platform'],
  ['variant', '--variant'],
  ['team-rules', '--team-rules'],
  ['team-overrides', '--team-overrides'],
  ['pool', '--pool'],
];

/**
 * The command and its options from the inputs (without the reporters and the files): `deckcheck event <manifest>`
 * with the `event` input, else `deckcheck check`.
 */
function commandOptions() {
  const args = [];
  const event = input('event');
  if (event !== '') {
    const clash = [...PER_CHECK.map(([name]) => name).filter((name) => input(name) !== ''), ...(boolean('team') ? ['team'] : []), ...(lines('files').length > 0 ? ['files'] : [])];
    if (clash.length > 0) {
      throw new InputError(`input event: the manifest names the players, format, date and platform; leave out ${clash.join(', ')}`);
    }
    args.push('event', event);
  } else {
    args.push('check');
    for (const [name, flag] of PER_CHECK) if (input(name) !== '') args.push(flag, input(name));
    if (boolean('team')) args.push('--team');
  }
  if (input('data-dir') !== '') args.push('--data-dir', input('data-dir'));
  const warnings = input('warnings') || 'report';
  const maxWarnings = input('max-warnings');
  if (!['report', 'fail', 'hide'].includes(warnings)) {
    throw new InputError(`input warnings: "${warnings}" is not one of report, fail, hide`);
  }
  if (warnings === 'fail' && maxWarnings !== '') {
    throw new InputError('inputs warnings: fail and max-warnings: give one of them (warnings: fail is max-warnings: 0)');
  }
  if (warnings === 'fail') args.push('--max-warnings', '0');
  if (warnings === 'hide') args.push('--quiet');
  if (maxWarnings !== '') args.push('--max-warnings', maxWarnings);
  return args;
}

function runQuiet(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  if (r.status !== 0) {
    throw new InputError(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
  }
}

/**
 * The CLI to run: the npm package named by the `package` input (a version such as `deckcheck@0.1.0`, or a tarball
 * made by `npm pack`), installed with its production dependencies; else this action's own checkout, built on first
 * use (a checkout of the repository holds the sources, not the built files).
 */
function locateCli(workDir) {
  const spec = input('package');
  if (spec !== '') {
    const local = /^\.{0,2}[\\/]|\.tgz$/.test(spec) ? path.resolve(workDir, spec) : spec;
    const prefix = mkdtempSync(path.join(process.env.RUNNER_TEMP || tmpdir(), 'deckcheck-cli-'));
    console.log(`::group::npm install ${spec}`);
    runQuiet('npm', ['install', '--prefix', prefix, '--omit=dev', '--no-audit', '--no-fund', '--no-save', local], workDir);
    console.log('::endgroup::');
    return path.join(prefix, 'node_modules', 'deckcheck', 'bin', 'deckcheck.js');
  }
  if (!existsSync(path.join(ACTION_DIR, 'dist', 'bundle', 'run.js'))) {
    console.log('::group::Build deckcheck (npm ci, npm run build)');
    runQuiet('npm', ['ci', '--no-audit', '--no-fund'], ACTION_DIR);
    runQuiet('npm', ['run', 'build'], ACTION_DIR);
    console.log('::endgroup::');
  }
  return path.join(ACTION_DIR, 'bin', 'deckcheck.js');
}

/**
 * GitHub takes at most 1 MiB of job summary per step and refuses a larger one whole ("$GITHUB_STEP_SUMMARY upload
 * aborted, supports content up to a size of 1024k"): GitHub Docs, "Workflow commands for GitHub Actions", "Adding a
 * job summary" (step isolation and limits), read 2026-12-05. DECKCHECK_SUMMARY_BYTES lowers it for tests.
 */
const SUMMARY_LIMIT = /^\d+$/.test(process.env.DECKCHECK_SUMMARY_BYTES ?? '') ? Number(process.env.DECKCHECK_SUMMARY_BYTES) : 1024 * 1024;
/** Room kept for the note that says where the summary was cut. */
const NOTE_ROOM = 1024;
/** Where the whole summary goes when the job summary has to be cut (in the working directory). */
const FULL_SUMMARY = 'deckcheck-summary.md';

/**
 * The job summary from the checks' Markdown reports, in order: whole when it fits GitHub's limit; else cut at the
 * last whole line that fits, with a note that says so and points to the whole summary, written to FULL_SUMMARY.
 */
function jobSummary(parts, workDir) {
  const whole = Buffer.concat(parts);
  if (whole.length <= SUMMARY_LIMIT) return whole;
  const text = whole.toString('utf8');
  const budget = Math.max(0, SUMMARY_LIMIT - NOTE_ROOM);
  let end = 0;
  let used = 0;
  for (const line of text.split(/(?<=\n)/)) {
    const size = Buffer.byteLength(line);
    if (used + size > budget) break;
    used += size;
    end += line.length;
  }
  const leftOut = text.slice(end).split('\n').filter((l) => l.startsWith('|')).length;
  writeFileSync(path.join(workDir, FULL_SUMMARY), whole);
  const mib = (n) => `${(n / (1024 * 1024)).toFixed(2)} MiB`;
  const note =
    `\n\n> **The summary is cut here: ${leftOut} more table row${leftOut === 1 ? '' : 's'} not shown.** GitHub takes at most ` +
    `${mib(SUMMARY_LIMIT)} of job summary per step, and this one is ${mib(whole.length)}. The whole summary is in ` +
    `\`${FULL_SUMMARY}\` in the working directory: keep it with actions/upload-artifact, or add a report file with the ` +
    '`reporters` input (`json:deckcheck.json`, `html:deckcheck.html`). The exit code and the annotations are the whole run\'s.\n';
  return Buffer.concat([Buffer.from(text.slice(0, end), 'utf8'), Buffer.from(note, 'utf8')]);
}

function main() {
  const workDir = process.cwd();
  const args = [...commandOptions(), '--no-color'];
  if (input('annotations') === '' || boolean('annotations')) args.push('--reporter', 'github');
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  let summaryDir;
  if ((input('summary') === '' || boolean('summary')) && summaryFile) {
    summaryDir = mkdtempSync(path.join(process.env.RUNNER_TEMP || tmpdir(), 'deckcheck-summary-'));
    // {name}: with deckcheck.config.json each check writes its own summary (deckcheck puts the check's name there).
    args.push('--reporter', `markdown:${path.join(summaryDir, 'summary-{name}.md')}`);
  }
  for (const reporter of lines('reporters')) args.push('--reporter', reporter);
  if (input('event') === '') args.push(...lines('files'));

  const cli = locateCli(workDir);
  console.log(`deckcheck ${args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(' ')}`);
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: workDir, stdio: 'inherit' });
  if (summaryDir) {
    // In the order the checks ran.
    const written = readdirSync(summaryDir)
      .map((name) => ({ file: path.join(summaryDir, name), at: statSync(path.join(summaryDir, name)).mtimeMs }))
      .sort((a, b) => a.at - b.at);
    appendFileSync(summaryFile, jobSummary(written.map(({ file }) => readFileSync(file)), workDir));
    rmSync(summaryDir, { recursive: true, force: true });
  }
  return r.status ?? 2;
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  // The annotation names the problem in the workflow run's summary; exit 2 as deckcheck's own usage errors do.
  console.log(`::error title=deckcheck action::${error.message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`);
  process.exitCode = 2;
}
