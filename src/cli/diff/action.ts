/** `deckcheck diff <registered> <presented>`: a judge's deck check, the registered list against the deck as presented. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DiffReport } from '../../check/diff.js';
import { diffTexts } from '../../api/diff.js';
import { findInputFormat, inputFormatIds } from '../../input/detect.js';
import { databaseSetting, prepareOrExplain, readDeck } from '../check/action.js';
import { displayPath, refuseStandardInput } from '../inputs.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from '../io.js';
import { now, useColor } from '../output.js';
import { REPORTERS, parseReporterSpecs, stylesFor, type WholeReporterDef } from '../reporters.js';

export interface DiffCommandOptions {
  readonly format?: string;
  readonly date?: string;
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  readonly inputFormat?: string;
  /** false with --no-db. */
  readonly db?: boolean;
  readonly dataDir?: string;
}

/** The reporters `diff` writes; the others of `check` refuse with a sentence (exit 2). */
export const DIFF_REPORTERS: readonly WholeReporterDef<DiffReport>[] = [
  {
    id: 'stylish',
    description: 'the count view, the differences, the findings (default)',
    async render(report, opts) {
      const { renderDiffStylish } = await import('../../report/diff-stylish.js');
      return renderDiffStylish(report, await stylesFor(opts.color));
    },
  },
  {
    id: 'json',
    description: 'one JSON document (schema/diff.schema.json)',
    async render(report, opts) {
      const { renderDiffJson } = await import('../../report/diff-json.js');
      return renderDiffJson(report, { indent: opts.terminal });
    },
  },
  {
    id: 'markdown',
    description: 'the verdict and tables, for a note or a report',
    async render(report) {
      const { renderDiffMarkdown } = await import('../../report/diff-markdown.js');
      return renderDiffMarkdown(report);
    },
  },
  {
    id: 'html',
    description: 'one self-contained page: the verdict, the counts, the differences, the findings',
    async render(report) {
      const { renderDiffHtml } = await import('../../report/diff-html.js');
      return renderDiffHtml(report);
    },
  },
];

function diffReporterSpecs(values: readonly string[], cwd: string) {
  const ids = DIFF_REPORTERS.map((r) => r.id).join(', ');
  for (const v of values) {
    const id = v.split(':')[0]?.trim() ?? '';
    if (!DIFF_REPORTERS.some((r) => r.id === id) && REPORTERS.some((r) => r.id === id)) {
      throw new UsageError(`the ${id} reporter is for check reports (decks and teams, not a deck check); deckcheck diff writes ${ids}`);
    }
  }
  return parseReporterSpecs(values, cwd);
}

export async function runDiff(registeredArg: string, presentedArg: string, opts: DiffCommandOptions, io: CliIo): Promise<number> {
  const started = now();
  const specs = diffReporterSpecs(opts.reporter ?? [], io.cwd);
  if (opts.inputFormat !== undefined && !findInputFormat(opts.inputFormat)) {
    throw new UsageError(`unknown input format "${opts.inputFormat}"; use one of: ${inputFormatIds().join(', ')}`);
  }
  if (opts.date !== undefined && opts.format === undefined) {
    throw new UsageError('--date is the day the registered list is checked for; give the format too (--format)');
  }
  const file = (arg: string) => {
    refuseStandardInput(arg, io.cwd);
    const abs = path.resolve(io.cwd, arg);
    return { abs, shown: displayPath(io.cwd, abs) };
  };
  const reg = file(registeredArg);
  const pres = file(presentedArg);
  if (reg.abs === pres.abs) throw new UsageError(`${reg.shown} is named twice; give the registered list and the deck as presented`);
  const prepared = await prepareOrExplain({
    ...databaseSetting(opts, io),
    format: opts.format ?? 'casual',
    ...(opts.date !== undefined ? { date: opts.date } : {}),
  });
  const registered = readDeck(reg, undefined, opts.inputFormat);
  const presented = readDeck(pres, undefined, opts.inputFormat);
  const report = diffTexts(prepared, registered, presented, opts.format !== undefined);
  for (const note of report.notes) io.stderr(`deckcheck: note: ${note}\n`);
  for (const spec of specs) {
    const def = DIFF_REPORTERS.find((r) => r.id === spec.id);
    if (!def) continue;
    const toStdout = spec.path === undefined;
    const text = await def.render(report, { color: toStdout ? useColor(io, opts.color) : false, terminal: toStdout && io.stdoutIsTTY });
    if (spec.path === undefined) {
      io.stdout(text);
      continue;
    }
    try {
      writeFileSync(path.resolve(io.cwd, spec.path), text);
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
      throw new UsageError(`could not write the ${spec.id} report to ${spec.path} (${code || String(e)})`);
    }
  }
  const seconds = ((now() - started) / 1000).toFixed(2);
  io.stderr(
    `deckcheck: diff: ${report.matches ? 'the deck matches' : report.differing === 1 ? '1 card differs' : `${report.differing} cards differ`}; ` +
      `${report.errors} error${report.errors === 1 ? '' : 's'}, ${report.warnings} warning${report.warnings === 1 ? '' : 's'} (${seconds} s)\n`,
  );
  return report.errors === 0 ? EXIT_LEGAL : EXIT_ILLEGAL;
}
