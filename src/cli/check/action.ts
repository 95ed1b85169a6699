/** `deckcheck check [options] <inputs...>`: files, directories and glob patterns; each file is one player's deck. */
import path from 'node:path';
import {
  inputFormatSetting,
  ReportBuilder,
  teamOverridesSetting,
  teamRulesSetting,
  teamSizeProblem,
  type PreparedCheck,
} from '../../api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../api/node.js';
import type { TeamOverridePolicy, TeamRules } from '../../rules/types.js';
import { resolveDataDir } from '../../db/paths.js';
import { encodingFinding } from '../deck-input.js';
import { displayPath, listInputs, type InputFile } from '../inputs.js';
import { asUsageError, UsageError, type CliIo } from '../io.js';
import { checkAll, chooseJobs, parseJobs, startWorkersEarly, type WorkerPool, type WorkItem, type WorkList } from '../jobs.js';
import { finishOutput, now, openOutput, outputOptions } from '../output.js';
import { createProgress } from '../progress.js';
import { readPool } from '../pool-input.js';
import { chooseVariant } from '../variant-options.js';
import { loadFormatFile } from '../format-file-input.js';
import { formatOfDecklists } from './declared-format.js';

export interface CheckCommandOptions {
  readonly format?: string;
  readonly date?: string;
  /** --platform: paper, mtgo or arena (the library's check, platformSetting). */
  readonly platform?: string;
  readonly team?: boolean;
  readonly teamOverrides?: string;
  readonly teamRules?: string;
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: string;
  readonly variant?: string;
  readonly schemes?: string;
  readonly planes?: string;
  readonly pool?: string;
  readonly inputFormat?: string;
  /** false with --no-db. */
  readonly db?: boolean;
  readonly dataDir?: string;
  /** --jobs N: threads that check decks, this one and N - 1 workers (default: see chooseJobs). */
  readonly jobs?: string;
  /** --commander-color (CR 903.4b). */
  readonly commanderColor?: string;
  /** --bracket: the Commander bracket, 1-5. */
  readonly bracket?: string;
  /** --format-file: a format described in a JSON file, instead of --format. */
  readonly formatFile?: string;
  /** Set by the program when --format was not given (its default applies unless the variant chooses one). */
  readonly formatIsDefault?: boolean;
  /**
   * Several teams at once, each given by its own inputs (deckcheck.config.json's "teams": a folder per team); with
   * `team`. Without it, `team` makes all the inputs one team.
   */
  readonly teams?: readonly (readonly string[])[];
  /** The deckcheck.config.json check this run is (its name, shown in the Markdown report's heading). */
  readonly checkName?: string;
}

/**
 * From how many decks a run makes the heap settings of heap.ts (a run with worker threads makes them whatever its
 * size: each worker makes them, and V8's flags are the process's). Below it the young generation has no time to
 * grow, and node:v8, which heap.ts loads to make them, cost a small check several milliseconds of its start-up.
 */
const BOUNDED_HEAP_FROM = 1000;

/**
 * The card data to use: none with --no-db; else the database of --data-dir, DECKCHECK_DATA_DIR or the cache
 * directory when it holds one, else the built-in card data (api.ts).
 */
export function databaseSetting(opts: { db?: boolean; dataDir?: string }, io: CliIo): { dataDir?: string; builtInCardData?: false } {
  if (opts.db === false) return { builtInCardData: false };
  const dir = resolveDataDir(opts.dataDir, io.env, io.cwd);
  return dir ? { dataDir: dir.dir } : {};
}

export { encodingFinding, readDeck } from '../deck-input.js';

/** Validate settings into a prepared check; bad settings are usage errors (exit 2). */
export async function prepareOrExplain(settings: Parameters<typeof prepareCheck>[0]): Promise<PreparedCheck> {
  try {
    return await prepareCheck(settings);
  } catch (e) {
    throw asUsageError(e);
  }
}

/** A library setting's check, its SettingsError a usage error naming the flag. */
function asOption<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    throw asUsageError(e);
  }
}

/** `--team-overrides`: "lenient" or "strict" (the library's check, teamOverridesSetting). */
export function teamOverridesOption(value: string | undefined): TeamOverridePolicy | undefined {
  return asOption(() => teamOverridesSetting(value));
}

/** `--team-rules`: only with --team; '2hg' or 'unified' (the library's check, teamRulesSetting). */
export function teamRulesOption(value: string | undefined, team: boolean): TeamRules | undefined {
  return asOption(() => teamRulesSetting(value, team));
}

/** The note on the CSV files a directory walk left out: they may be pools, and a pool is never taken for a deck. */
export function skippedNote(skipped: readonly string[]): string {
  const shown = skipped.slice(0, 3).join(', ') + (skipped.length > 3 ? ` and ${skipped.length - 3} more` : '');
  return (
    `left out ${shown}: a directory walk does not take CSV files, nor does a pattern that names no file ending (a CSV beside decklists is often a Sealed pool or a ` +
    'collection); name a CSV deck, or match it with a pattern ("decks/*.csv"); a pool goes to --pool'
  );
}

/** A team's one unit: every player's file (a team is a handful of files). */
function teamItem(files: readonly InputFile[], pool: string | undefined): WorkItem {
  return { decks: files.map((file) => ({ file })), team: files.map((f) => f.shown).join(' + '), ...(pool ? { pool } : {}) };
}

/**
 * One team's decklists: each named once, at least two, as many as the team model has players. `folder`: the team is
 * a folder of deckcheck.config.json's "teams", named in the messages.
 */
function teamFilesOf(inputs: readonly string[], cwd: string, teamRules: '2hg' | 'unified' | undefined, folder?: string): InputFile[] {
  const named = inputs.map((i) => path.resolve(cwd, i));
  const twice = named.find((p, i) => named.indexOf(p) !== i);
  if (twice !== undefined) throw new UsageError(`${inputs[named.indexOf(twice)]} is named twice; name each decklist once`);
  const files = [...listInputs(inputs, cwd)];
  if (files.length < 2) {
    throw new UsageError(
      folder !== undefined
        ? `${folder}: a team folder holds the decklists of every player on the team (at least two files)`
        : '--team needs the decklists of every player on the team (at least two files)',
    );
  }
  const sizeProblem = teamRules !== undefined ? teamSizeProblem(teamRules, files.length) : undefined;
  if (sizeProblem !== undefined) throw new UsageError(`${folder !== undefined ? `${folder}: ` : ''}--team-rules ${teamRules ?? ''}: ${sizeProblem}`);
  return files;
}

export async function runCheck(inputs: readonly string[], opts: CheckCommandOptions, io: CliIo): Promise<number> {
  const started = now();
  const jobsOption = parseJobs(opts.jobs);
  // Worker threads load deckcheck while this thread reads the options and lists the inputs.
  const workers = opts.team ? undefined : startWorkersEarly(jobsOption, inputs, io.cwd);
  try {
    return await checkRun(inputs, opts, io, started, jobsOption, workers);
  } finally {
    await workers?.close();
  }
}

async function checkRun(
  inputs: readonly string[],
  opts: CheckCommandOptions,
  io: CliIo,
  started: number,
  jobsOption: number | undefined,
  workers: WorkerPool | undefined,
): Promise<number> {
  const runOutput = outputOptions(opts, io, started);
  const teamOverrides = teamOverridesOption(opts.teamOverrides);
  const teamRules = teamRulesOption(opts.teamRules, opts.team ?? false);
  const inputFormat = opts.inputFormat;
  if (inputFormat !== undefined) asOption(() => inputFormatSetting(inputFormat));
  const teamInputs = opts.team ? (opts.teams ?? [inputs]) : undefined;
  const teamFiles = teamInputs?.map((team) => teamFilesOf(team, io.cwd, teamRules, opts.teams ? team.join(' ') : undefined));
  const listed = teamFiles ? undefined : listInputs(inputs, io.cwd);
  if (listed && listed.skipped.length > 0) io.stderr(`deckcheck: note: ${skippedNote(listed.skipped)}
`);
  const files = teamFiles ? teamFiles.flat() : (listed ?? listInputs([], io.cwd));
  if (files.length >= BOUNDED_HEAP_FROM || workers) (await import('../heap.js')).boundHeap();
  const variant = chooseVariant(opts, files.length);
  if (opts.formatFile !== undefined && opts.format !== undefined && opts.formatIsDefault !== true) {
    throw new UsageError('--format and --format-file cannot be combined; a format file names its base format as "base"');
  }
  const formatFile = opts.formatFile !== undefined ? await loadFormatFile(opts.formatFile, io) : undefined;
  // No format named anywhere above the decklists: the one they declare, else none (and the report says so).
  const chosen = opts.formatIsDefault === true && formatFile === undefined && variant.variant === undefined ? formatOfDecklists(files) : undefined;
  for (const note of chosen?.notes ?? []) io.stderr(`deckcheck: note: ${note}\n`);
  const format = chosen?.format ?? opts.format;
  const settings = {
    ...(formatFile ? { formatFile } : {}),
    ...(chosen ? { formatSource: chosen.source } : {}),
    ...databaseSetting(opts, io),
    ...(variant.variant !== undefined ? { variant: variant.variant } : {}),
    ...(format !== undefined && !(opts.formatIsDefault && variant.variant === 'archenemy-commander') ? { format } : {}),
    ...(opts.commanderColor !== undefined ? { commanderColor: opts.commanderColor } : {}),
    ...(opts.bracket !== undefined ? { bracket: opts.bracket } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
    ...(opts.platform !== undefined ? { platform: opts.platform } : {}),
    team: opts.team ?? false,
    ...(teamOverrides !== undefined ? { teamOverrides } : {}),
    ...(teamRules !== undefined ? { teamRules } : {}),
  };
  const prepared = await prepareOrExplain(settings);
  const pool =
    opts.pool !== undefined
      ? await readPool(io, opts.pool, displayPath(io.cwd, path.resolve(io.cwd, opts.pool)), prepared, { has: (abs) => files.some((f) => f.abs === abs) }, encodingFinding)
      : undefined;
  let supplementary: WorkItem['supplementary'];
  if (variant.file !== undefined && variant.kind !== undefined) {
    const abs = path.resolve(io.cwd, variant.file);
    const shown = displayPath(io.cwd, abs);
    if (files.some((x) => x.shown === shown)) throw new UsageError(`${shown} is named twice; name each decklist once`);
    supplementary = { abs, shown, kind: variant.kind, ...(variant.variant !== undefined ? { variant: variant.variant } : {}) };
  }
  const poolKey = pool ? 'pool' : undefined;
  const items: WorkList = teamFiles
    ? teamFiles.map((team) => teamItem(team, poolKey))
    : {
        length: files.length,
        at: (i) => {
          const file = files.at(i);
          return file && { decks: [{ file }], ...(supplementary ? { supplementary } : {}), ...(poolKey ? { pool: poolKey } : {}) };
        },
      };
  const pools = new Map(pool ? [['pool', pool] as const] : []);
  const builder = new ReportBuilder(prepared, pool);
  const checkName = opts.checkName;
  const summary = () => (checkName !== undefined ? { ...builder.summary(), check: checkName } : builder.summary());
  const output = await openOutput(io, runOutput, summary());
  try {
    const progress = opts.team ? undefined : createProgress(io, files.length, 'checking');
    const ctx = { prepared, pools, ...(opts.inputFormat !== undefined ? { inputFormat: opts.inputFormat } : {}), cwd: io.cwd };
    const setup = () => ({
      settings,
      pools: [...pools.entries()],
      ...(opts.inputFormat !== undefined ? { inputFormat: opts.inputFormat } : {}),
      cwd: io.cwd,
      env: io.env,
    });
    await checkAll(items, chooseJobs(jobsOption, items.length), workers, setup, ctx, io, (unit, done) => {
      builder.add(unit);
      output.add(unit);
      progress?.tick(done);
    });
    progress?.done();
    return await finishOutput(output, summary(), builder.extraFindings(), io, runOutput);
  } finally {
    output.dispose();
  }
}
