/** Rendering a report through the chosen reporters, the stderr notes and summary, and the exit code. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckReport } from '../check/check.js';
import { errorsOnly } from '../report/filter.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from './io.js';
import { REPORTERS, type ReporterSpec } from './reporters.js';

export interface OutputOptions {
  readonly specs: readonly ReporterSpec[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: number;
  /** When the run started (ms, performance.now()), for the summary line. */
  readonly started: number;
}

export function useColor(io: CliIo, flag: boolean | undefined): boolean {
  if (flag !== undefined) return flag;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  return io.stdoutIsTTY && io.env.TERM !== 'dumb';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function parseMaxWarnings(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--max-warnings takes a whole number, not "${value}"`);
  return Number(value);
}

/** Write every report, the notes and the summary; return the exit code. */
export async function emitReport(report: CheckReport, io: CliIo, opts: OutputOptions): Promise<number> {
  const shown = opts.quiet ? errorsOnly(report) : report;
  for (const note of report.notes) io.stderr(`deckcheck: note: ${note}\n`);
  for (const spec of opts.specs) {
    const def = REPORTERS.find((r) => r.id === spec.id);
    if (!def) continue;
    const toStdout = spec.path === undefined;
    const text = await def.render(shown, {
      color: toStdout ? useColor(io, opts.color) : false,
      terminal: toStdout && io.stdoutIsTTY,
    });
    if (spec.path === undefined) {
      io.stdout(text);
      continue;
    }
    const target = path.resolve(io.cwd, spec.path);
    try {
      writeFileSync(target, text);
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
      throw new UsageError(`could not write the ${spec.id} report to ${spec.path} (${code || String(e)})`);
    }
  }
  const decks = report.units.reduce((n, u) => n + u.decks.length, 0);
  const teams = report.units.filter((u) => u.kind === 'team').length;
  const seconds = ((performance.now() - opts.started) / 1000).toFixed(2);
  io.stderr(
    `deckcheck: ${plural(decks, 'deck')}${teams ? `, ${plural(teams, 'team')}` : ''}: ` +
      `${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')} (${seconds} s)\n`,
  );
  if (!report.legal) return EXIT_ILLEGAL;
  if (opts.maxWarnings !== undefined && report.warnings > opts.maxWarnings) {
    io.stderr(`deckcheck: ${plural(report.warnings, 'warning')}, more than --max-warnings ${opts.maxWarnings} allows\n`);
    return EXIT_ILLEGAL;
  }
  return EXIT_LEGAL;
}
