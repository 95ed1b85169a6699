/** The reporter table and `--reporter <id>[:<path>]` parsing. */
import type { CheckReport } from '../check/check.js';
import { UsageError } from './io.js';

export interface ReporterSpec {
  readonly id: string;
  /** undefined: standard output. */
  readonly path?: string;
}

export interface ReporterDef {
  readonly id: string;
  readonly description: string;
  /** `terminal`: the text goes to standard output on a terminal (a person reads it). */
  render(report: CheckReport, opts: { color: boolean; terminal: boolean }): Promise<string>;
}

export const REPORTERS: readonly ReporterDef[] = [
  {
    id: 'stylish',
    description: 'for people: grouped by team and file, colour on a terminal (default)',
    async render(report, opts) {
      const { renderStylish } = await import('../report/stylish.js');
      return renderStylish(report, opts);
    },
  },
  {
    id: 'json',
    description: 'one JSON document, schemaVersion 1 (schema/report.schema.json); indented on a terminal',
    async render(report, opts) {
      const { renderJson } = await import('../report/json.js');
      return renderJson(report, { indent: opts.terminal });
    },
  },
  {
    id: 'junit',
    description: 'JUnit XML: a test suite per deck or team, a test case per deck',
    async render(report) {
      const { renderJunit } = await import('../report/junit.js');
      return renderJunit(report);
    },
  },
  {
    id: 'sarif',
    description: 'SARIF 2.1.0 for code scanning (relative paths, rule help, related locations)',
    async render(report) {
      const { renderSarif } = await import('../report/sarif.js');
      return renderSarif(report);
    },
  },
  {
    id: 'github',
    description: 'GitHub Actions annotations (::error file=…,line=…::message)',
    async render(report) {
      const { renderGithub } = await import('../report/github.js');
      return renderGithub(report);
    },
  },
  {
    id: 'markdown',
    description: 'a Markdown summary table, for job summaries and pull-request comments',
    async render(report) {
      const { renderMarkdown } = await import('../report/markdown.js');
      return renderMarkdown(report);
    },
  },
  {
    id: 'html',
    description: 'an event page: one self-contained HTML file with filters by verdict and rule, for phones and print',
    async render(report) {
      const { renderHtml } = await import('../report/html.js');
      return renderHtml(report);
    },
  },
];

export function parseReporterSpecs(values: readonly string[]): ReporterSpec[] {
  const specs: ReporterSpec[] = values.length === 0 ? [{ id: 'stylish' }] : [];
  for (const v of values) {
    const colon = v.indexOf(':');
    const id = (colon < 0 ? v : v.slice(0, colon)).trim();
    const path = colon < 0 ? undefined : v.slice(colon + 1).trim();
    if (!REPORTERS.some((r) => r.id === id)) {
      throw new UsageError(`unknown reporter "${id}"; use one of: ${REPORTERS.map((r) => r.id).join(', ')}`);
    }
    if (path === '') throw new UsageError(`--reporter ${v}: give a file path after the colon, or leave the colon out`);
    specs.push(path === undefined ? { id } : { id, path });
  }
  if (specs.filter((s) => s.path === undefined).length > 1) {
    throw new UsageError('only one reporter can write to standard output; give the others a file: --reporter json:report.json');
  }
  return specs;
}
