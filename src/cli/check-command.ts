/** `deckcheck check [options] <files...>` */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkTexts, prepareCheck, SettingsError, type DeckText } from '../api.js';
import { resolveDataDir } from '../db/paths.js';
import { InputError, readTextFile } from '../input/read.js';
import type { Finding } from '../report/diagnostic.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from './io.js';
import { parseReporterSpecs, REPORTERS } from './reporters.js';

export interface CheckCommandOptions {
  readonly format?: string;
  readonly date?: string;
  readonly team?: boolean;
  readonly teamOverrides?: string;
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  /** false with --no-db. */
  readonly db?: boolean;
  readonly dataDir?: string;
}

function displayPath(cwd: string, file: string): string {
  const abs = path.resolve(cwd, file);
  const rel = path.relative(cwd, abs);
  const shown = rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
  return shown.split(path.sep).join('/');
}

function useColor(io: CliIo, flag: boolean | undefined): boolean {
  if (flag !== undefined) return flag;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  return io.stdoutIsTTY && io.env.TERM !== 'dumb';
}

function encodingFinding(file: string): Finding {
  return {
    rule: 'parse-error',
    severity: 'warning',
    message:
      'The file is not valid UTF-8; it was read as Windows-1252. If names look wrong, save the file as UTF-8.',
    file,
    line: null,
    reference: 'deckcheck decklist syntax (README, "Decklist syntax")',
    related: [],
  };
}

/** The card database to use: none with --no-db; else --data-dir, DECKCHECK_DATA_DIR or the cache directory. */
function databaseSetting(opts: CheckCommandOptions, io: CliIo): { dataDir?: string } {
  if (opts.db === false) return {};
  const dir = resolveDataDir(opts.dataDir, io.env, io.cwd);
  return dir ? { dataDir: dir.dir } : {};
}

export async function runCheck(files: readonly string[], opts: CheckCommandOptions, io: CliIo): Promise<number> {
  const specs = parseReporterSpecs(opts.reporter ?? []);
  if (opts.teamOverrides !== undefined && opts.teamOverrides !== 'lenient' && opts.teamOverrides !== 'strict') {
    throw new UsageError(`--team-overrides takes "lenient" or "strict", not "${opts.teamOverrides}"`);
  }
  if (opts.team && files.length < 2) {
    throw new UsageError('--team needs the decklists of every player on the team (at least two files)');
  }
  let prepared;
  try {
    prepared = await prepareCheck({
      ...(opts.format !== undefined ? { format: opts.format } : {}),
      ...(opts.date !== undefined ? { date: opts.date } : {}),
      team: opts.team ?? false,
      ...(opts.teamOverrides !== undefined ? { teamOverrides: opts.teamOverrides as 'lenient' | 'strict' } : {}),
      ...databaseSetting(opts, io),
    });
  } catch (e) {
    if (e instanceof SettingsError) throw new UsageError(e.message);
    throw e;
  }
  const seen = new Set<string>();
  const decks: DeckText[] = [];
  for (const file of files) {
    const abs = path.resolve(io.cwd, file);
    const shown = displayPath(io.cwd, file);
    if (seen.has(abs)) throw new UsageError(`${shown} is named twice; name each decklist once`);
    seen.add(abs);
    try {
      const decoded = await readTextFile(abs, shown);
      decks.push({ file: shown, text: decoded.text, ...(decoded.fallback ? { inputFindings: [encodingFinding(shown)] } : {}) });
    } catch (e) {
      if (e instanceof InputError) throw new UsageError(e.message);
      throw e;
    }
  }
  const report = checkTexts(prepared, decks);
  for (const note of report.notes) io.stderr(`deckcheck: note: ${note}\n`);
  for (const spec of specs) {
    const def = REPORTERS.find((r) => r.id === spec.id);
    if (!def) continue;
    const text = await def.render(report, { color: spec.path === undefined ? useColor(io, opts.color) : false });
    if (spec.path === undefined) {
      io.stdout(text);
    } else {
      const target = path.resolve(io.cwd, spec.path);
      try {
        await writeFile(target, text);
      } catch (e) {
        const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
        throw new UsageError(`could not write the ${spec.id} report to ${spec.path} (${code || String(e)})`);
      }
    }
  }
  return report.legal ? EXIT_LEGAL : EXIT_ILLEGAL;
}
