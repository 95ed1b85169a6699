/** Rendering a report through the chosen reporters, the stderr notes and summary, and the exit code. */
import { summaryOf, type CheckReport, type ReportSummary } from '../check/check.js';
import type { Finding } from '../diagnostic.js';
import type { ReportHead } from '../report/stream.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from './io.js';
import { ReportOutput } from './report-output.js';
import { parseReporterSpecs, type ReporterSpec } from './reporters.js';

/**
 * Milliseconds on a monotonic clock, for the summary line's time: process.hrtime, not the global `performance`, which
 * Node builds on first use from a dozen modules of its own (perf_hooks), a cost every small check paid at start-up.
 */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export interface OutputOptions {
  readonly specs: readonly ReporterSpec[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: number;
  /** When the run started (ms, now()), for the summary line. */
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

/**
 * The output options of a run from its flags (`--reporter`, `--color`, `--quiet`, `--max-warnings`), read before any
 * work so that a wrong flag is a usage error at once.
 */
export function outputOptions(
  flags: { readonly reporter?: readonly string[]; readonly color?: boolean; readonly quiet?: boolean; readonly maxWarnings?: string },
  io: CliIo,
  started: number,
): OutputOptions {
  const specs = parseReporterSpecs(flags.reporter ?? [], io.cwd);
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  return {
    specs,
    started,
    ...(flags.color !== undefined ? { color: flags.color } : {}),
    ...(flags.quiet !== undefined ? { quiet: flags.quiet } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
  };
}

/** Open the reporters of a run, to be given its units as they are checked (see report-output.ts). */
export async function openOutput(io: CliIo, opts: OutputOptions, head: ReportHead): Promise<ReportOutput> {
  return ReportOutput.open(io, { specs: opts.specs, color: useColor(io, opts.color), quiet: opts.quiet ?? false }, head);
}

/**
 * After the last unit: the notes, every report, and the summary line; return the exit code. `extra`: the findings
 * that are no unit's (a pool's), sorted.
 */
export async function finishOutput(
  output: ReportOutput,
  summary: ReportSummary,
  extra: readonly Finding[],
  io: CliIo,
  opts: OutputOptions,
): Promise<number> {
  // Not one deck could be read: no report (it would say nothing checked), the reasons, exit 2.
  const unread = output.nothingChecked();
  if (unread) throw new UsageError(unread.join('\ndeckcheck: '));
  for (const note of summary.notes) io.stderr(`deckcheck: note: ${note}\n`);
  await output.finish(summary, extra);
  const seconds = ((now() - opts.started) / 1000).toFixed(2);
  io.stderr(
    `deckcheck: ${plural(summary.deckCount, 'deck')}${summary.teamCount ? `, ${plural(summary.teamCount, 'team')}` : ''}: ` +
      `${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')} (${seconds} s)\n`,
  );
  if (!summary.legal) return EXIT_ILLEGAL;
  // --quiet leaves warnings out of every report, so they do not count: the exit code never disagrees with the report.
  if (opts.maxWarnings !== undefined && opts.quiet) {
    io.stderr(`deckcheck: note: --quiet leaves warnings out of the report, so --max-warnings ${opts.maxWarnings} does not count them; drop --quiet to enforce it\n`);
  } else if (opts.maxWarnings !== undefined && summary.warnings > opts.maxWarnings) {
    io.stderr(`deckcheck: ${plural(summary.warnings, 'warning')}, more than --max-warnings ${opts.maxWarnings} allows\n`);
    return EXIT_ILLEGAL;
  }
  return EXIT_LEGAL;
}

/** Write every report of a report already in memory, the notes and the summary; return the exit code. */
export async function emitReport(report: CheckReport, io: CliIo, opts: OutputOptions): Promise<number> {
  const summary = summaryOf(report);
  const output = await openOutput(io, opts, summary);
  try {
    for (const u of report.units) output.add(u, false);
    return await finishOutput(output, summary, report.findings, io, opts);
  } finally {
    output.dispose();
  }
}
