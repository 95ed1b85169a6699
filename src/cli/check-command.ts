/** `deckcheck check [options] <inputs...>`: files, directories and glob patterns; each file is one player's deck. */
import path from 'node:path';
import { checkUnitTexts, finishReport, prepareCheck, SettingsError, type DeckText, type PreparedCheck } from '../api.js';
import type { UnitReport } from '../check/check.js';
import { findInputFormat, inputFormatIds, readDeck as parseDeckFile } from '../input/detect.js';
import { InputFormatError } from '../input/format-error.js';
import { InputError, readTextFile } from '../input/read.js';
import { resolveDataDir } from '../db/paths.js';
import type { Finding } from '../report/diagnostic.js';
import { displayPath, expandInputs, type InputFile } from './inputs.js';
import { UsageError, type CliIo } from './io.js';
import { emitReport, parseMaxWarnings } from './output.js';
import { createProgress } from './progress.js';
import { readPool } from './pool-input.js';
import { parseReporterSpecs } from './reporters.js';
import { attachSupplementary, chooseVariant } from './variant-options.js';

export interface CheckCommandOptions {
  readonly format?: string;
  readonly date?: string;
  readonly team?: boolean;
  readonly teamOverrides?: string;
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
  /** --commander-color (CR 903.4b). */
  readonly commanderColor?: string;
  /** Set by the program when --format was not given (its default applies unless the variant chooses one). */
  readonly formatIsDefault?: boolean;
}

/** The card database to use: none with --no-db; else --data-dir, DECKCHECK_DATA_DIR or the cache directory. */
export function databaseSetting(opts: { db?: boolean; dataDir?: string }, io: CliIo): { dataDir?: string } {
  if (opts.db === false) return {};
  const dir = resolveDataDir(opts.dataDir, io.env, io.cwd);
  return dir ? { dataDir: dir.dir } : {};
}

export function encodingFinding(file: string): Finding {
  return {
    rule: 'parse-error',
    severity: 'warning',
    message: 'The file is not valid UTF-8; it was read as Windows-1252. If names look wrong, save the file as UTF-8.',
    file,
    line: null,
    reference: 'deckcheck decklist syntax (README, "Decklist syntax")',
    related: [],
  };
}

/**
 * Read and parse one decklist file for the checker, in its detected input format (or `inputFormat`). A file that
 * cannot be read, or whose shape deckcheck does not know, stops the run (exit 2).
 */
export function readDeck(file: InputFile, player?: string, inputFormat?: string): DeckText {
  try {
    const decoded = readTextFile(file.abs, file.shown);
    const { deck } = parseDeckFile(decoded.text, file.shown, inputFormat);
    const parsed = decoded.fallback ? { ...deck, diagnostics: [encodingFinding(file.shown), ...deck.diagnostics] } : deck;
    return {
      file: file.shown,
      text: decoded.text,
      parsed,
      ...(player !== undefined ? { player } : {}),
      ...(inputFormat !== undefined ? { inputFormat } : {}),
    };
  } catch (e) {
    if (e instanceof InputError || e instanceof InputFormatError) throw new UsageError(e.message);
    throw e;
  }
}

/** Validate settings into a prepared check; bad settings are usage errors (exit 2). */
export async function prepareOrExplain(settings: Parameters<typeof prepareCheck>[0]): Promise<PreparedCheck> {
  try {
    return await prepareCheck(settings);
  } catch (e) {
    if (e instanceof SettingsError) throw new UsageError(e.message);
    throw e;
  }
}

export function teamOverridesOption(value: string | undefined): 'lenient' | 'strict' | undefined {
  if (value === undefined || value === 'lenient' || value === 'strict') return value;
  throw new UsageError(`--team-overrides takes "lenient" or "strict", not "${value}"`);
}

export async function runCheck(inputs: readonly string[], opts: CheckCommandOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const specs = parseReporterSpecs(opts.reporter ?? []);
  const maxWarnings = parseMaxWarnings(opts.maxWarnings);
  const teamOverrides = teamOverridesOption(opts.teamOverrides);
  if (opts.inputFormat !== undefined && !findInputFormat(opts.inputFormat)) {
    throw new UsageError(`unknown input format "${opts.inputFormat}"; use one of: ${inputFormatIds().join(', ')}`);
  }
  if (opts.team) {
    const named = inputs.map((i) => path.resolve(io.cwd, i));
    const twice = named.find((p, i) => named.indexOf(p) !== i);
    if (twice !== undefined) throw new UsageError(`${inputs[named.indexOf(twice)]} is named twice; name each decklist once`);
  }
  const files = expandInputs(inputs, io.cwd);
  if (opts.team && files.length < 2) {
    throw new UsageError('--team needs the decklists of every player on the team (at least two files)');
  }
  const variant = chooseVariant(opts, files.length);
  const prepared = await prepareOrExplain({
    ...databaseSetting(opts, io),
    ...(variant.variant !== undefined ? { variant: variant.variant } : {}),
    ...(opts.format !== undefined && !(opts.formatIsDefault && variant.variant === 'archenemy-commander') ? { format: opts.format } : {}),
    ...(opts.commanderColor !== undefined ? { commanderColor: opts.commanderColor } : {}),
    ...(opts.date !== undefined ? { date: opts.date } : {}),
    team: opts.team ?? false,
    ...(teamOverrides !== undefined ? { teamOverrides } : {}),
  });
  const pool =
    opts.pool !== undefined
      ? await readPool(io, opts.pool, displayPath(io.cwd, path.resolve(io.cwd, opts.pool)), prepared, new Set(files.map((f) => f.abs)), encodingFinding)
      : undefined;
  const units: UnitReport[] = [];
  if (opts.team) {
    const decks = files.map((f) => readDeck(f, undefined, opts.inputFormat));
    units.push(checkUnitTexts(prepared, decks, decks.map((d) => d.file).join(' + '), pool));
  } else {
    const progress = createProgress(io, files.length, 'checking');
    for (const [i, f] of files.entries()) {
      let deck = readDeck(f, undefined, opts.inputFormat);
      if (variant.file !== undefined) {
        const shown = displayPath(io.cwd, path.resolve(io.cwd, variant.file));
        if (files.some((x) => x.shown === shown)) throw new UsageError(`${shown} is named twice; name each decklist once`);
        deck = await attachSupplementary(deck, variant, io, shown, encodingFinding);
      }
      units.push(checkUnitTexts(prepared, [deck], undefined, pool));
      progress.tick(i + 1);
    }
    progress.done();
  }
  const report = finishReport(prepared, units, pool);
  return emitReport(report, io, {
    specs,
    started,
    ...(opts.color !== undefined ? { color: opts.color } : {}),
    ...(opts.quiet !== undefined ? { quiet: opts.quiet } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
  });
}
