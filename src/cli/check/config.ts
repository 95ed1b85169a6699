/**
 * `deckcheck check` with no inputs: the checks of deckcheck.config.json, found in the working directory or the
 * nearest folder above it. Each check runs as `deckcheck check` would with its files and settings, from the config
 * file's folder (paths in the file and in the reports are relative to it); the exit code is the worst of them.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, patternList, type Config, type ConfigCheck } from '../../event/config.js';
import { runCheck, type CheckCommandOptions } from './action.js';
import { displayPath, globToRegExp, isGlob } from '../inputs.js';
import { readJsonFile } from '../json-file.js';
import { EXIT_CANNOT_RUN, UsageError, type CliIo } from '../io.js';

/** The nearest deckcheck.config.json: in `dir`, else in the folders above it. */
export function findConfig(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, CONFIG_FILE);
    if (existsSync(file)) return file;
    if (path.dirname(at) === at) return undefined;
  }
}

/** Read and validate a configuration file; a problem stops the run (exit 2) naming the file and each "path: message". */
export async function loadConfig(abs: string, io: CliIo): Promise<Config> {
  const { shown, value } = await readJsonFile(abs, io, 'the configuration');
  const { validateConfig } = await import('../../event/config.js');
  const result = validateConfig(value);
  if (!result.ok) {
    throw new UsageError(
      `${shown} is not a valid deckcheck configuration:\n${result.problems.map((p) => `  ${p}`).join('\n')}\n` +
        'See schema/config.schema.json.',
    );
  }
  return result.config;
}

/** Folders below `base` (hidden ones and node_modules left out), relative, with forward slashes, sorted. */
function folders(base: string, rel = ''): string[] {
  const out: string[] = [];
  const entries = readdirSync(path.join(base, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('.') || e.name === 'node_modules') continue;
    const sub = rel === '' ? e.name : `${rel}/${e.name}`;
    out.push(sub, ...folders(base, sub));
  }
  return out;
}

/** The team folders of a check's "teams": each folder named, or each folder a pattern ("2hg/*\/") matches. */
export function teamFolders(patterns: readonly string[], base: string, file: string): string[] {
  const found = new Set<string>();
  for (const raw of patterns) {
    const pattern = raw.replace(/\/+$/, '');
    if (!isGlob(pattern)) {
      const abs = path.resolve(base, pattern);
      if (!existsSync(abs) || !statSync(abs).isDirectory()) throw new UsageError(`${file}: teams: ${raw} is not a folder`);
      found.add(pattern);
      continue;
    }
    const re = globToRegExp(pattern);
    const start = pattern.slice(0, pattern.search(/[*?[\]{}]/)).replace(/[^/]*$/, '').replace(/\/$/, '');
    const under = start === '' ? base : path.join(base, start);
    const matched = existsSync(under) ? folders(under).map((f) => (start === '' ? f : `${start}/${f}`)).filter((f) => re.test(f)) : [];
    if (matched.length === 0) throw new UsageError(`${file}: teams: no folder matches ${raw}`);
    for (const f of matched) found.add(f);
  }
  return [...found].sort();
}

/** Options given on the command line that each check sets for itself: naming one with a configuration is an error. */
const PER_CHECK = ['format', 'formatFile', 'team', 'teamRules', 'teamOverrides', 'pool', 'variant', 'schemes', 'planes', 'commanderColor', 'bracket'] as const;

function flagOf(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The options of one check: its settings, the configuration's, then what the command line adds (date, output). */
function checkOptions(check: ConfigCheck, name: string, config: Config, cli: CheckCommandOptions, folderOf: () => string[]): CheckCommandOptions {
  const reporters = cli.reporter !== undefined && cli.reporter.length > 0 ? cli.reporter : (config.reporters ?? []);
  const date = cli.date ?? check.date ?? config.date;
  const platform = cli.platform ?? check.platform ?? config.platform;
  const maxWarnings = cli.maxWarnings ?? (config.maxWarnings !== undefined ? String(config.maxWarnings) : undefined);
  // What the command line gives every check: the output, the threads, the card database, the input format.
  const output: CheckCommandOptions = {};
  for (const key of ['quiet', 'color', 'jobs', 'db', 'dataDir', 'inputFormat'] as const) {
    if (cli[key] !== undefined) Object.assign(output, { [key]: cli[key] });
  }
  return {
    ...output,
    ...(check.format !== undefined ? { format: check.format } : { format: 'casual', formatIsDefault: true }),
    ...(check.formatFile !== undefined ? { formatFile: check.formatFile } : {}),
    ...(date !== undefined ? { date } : {}),
    ...(platform !== undefined ? { platform } : {}),
    ...(check.variant !== undefined ? { variant: check.variant } : {}),
    ...(check.pool !== undefined ? { pool: check.pool } : {}),
    ...(check.commanderColor !== undefined ? { commanderColor: check.commanderColor } : {}),
    ...(check.bracket !== undefined ? { bracket: String(check.bracket) } : {}),
    ...(check.teams !== undefined ? { team: true, teams: folderOf().map((f) => [f]) } : {}),
    ...(check.teamRules !== undefined ? { teamRules: check.teamRules } : {}),
    ...(check.teamOverrides !== undefined ? { teamOverrides: check.teamOverrides } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
    // Several checks each write a report (a job summary each): the Markdown heading names the check.
    ...(config.checks.length > 1 || check.name !== undefined ? { checkName: name } : {}),
    reporter: reporters.map((r) => r.replaceAll('{name}', name)),
  };
}

/**
 * `deckcheck check` without inputs. `given`: the per-deck options named on the command line (they belong to the
 * configuration's checks, so naming them is a usage error).
 */
export async function runConfigured(cli: CheckCommandOptions, given: readonly string[], io: CliIo): Promise<number> {
  const file = findConfig(io.cwd);
  if (file === undefined) {
    throw new UsageError(
      `no inputs: name decklist files, folders or patterns, or write a ${CONFIG_FILE} (in this folder or one above it) that lists them; see schema/config.schema.json`,
    );
  }
  const shown = displayPath(io.cwd, file);
  const clash = PER_CHECK.filter((k) => given.includes(k));
  if (clash.length > 0) {
    throw new UsageError(
      `${clash.map(flagOf).join(', ')}: each check of ${shown} sets its own; name the decklists to check them with these options, or change ${shown}`,
    );
  }
  const config = await loadConfig(file, io);
  const base = path.dirname(file);
  const here = { ...io, cwd: base };
  let worst = 0;
  for (const [i, check] of config.checks.entries()) {
    const name = check.name ?? String(i + 1);
    if (config.checks.length > 1) io.stderr(`deckcheck: ${shown} check ${name} (${i + 1} of ${config.checks.length})\n`);
    const folderOf = () => teamFolders(patternList(check.teams), base, shown);
    const inputs = check.teams !== undefined ? [] : patternList(check.files);
    // A check that cannot run (a report it cannot write, a folder of teams that is missing) is said and counted
    // (exit 2), and the checks after it still run.
    let code: number;
    try {
      code = await runCheck(inputs, checkOptions(check, name, config, cli, folderOf), here);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.stderr(`deckcheck: ${config.checks.length > 1 ? `check ${name}: ` : ''}${e.message}\n`);
      code = EXIT_CANNOT_RUN;
    }
    worst = Math.max(worst, code);
  }
  return worst;
}
