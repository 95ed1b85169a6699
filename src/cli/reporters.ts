/** The reporter table and `--reporter <id>[:<path>]` parsing. */
import path from 'node:path';
import type { ReportHead, StreamReporter } from '../report/stream.js';
import type { Styles } from '../report/styles.js';
import { UsageError } from './io.js';

export interface ReporterSpec {
  readonly id: string;
  /** undefined: standard output. */
  readonly path?: string;
}

/** A reporter of check reports (`check`, `event`), written unit by unit. */
export interface ReporterDef {
  readonly id: string;
  readonly description: string;
  /**
   * A fresh reporter for one run, written unit by unit (src/report/stream.ts). `head`: what is known before the first
   * unit. `terminal`: the text goes to standard output on a terminal (a person reads it).
   */
  create(head: ReportHead, opts: { color: boolean; terminal: boolean }): Promise<StreamReporter>;
}

/** A reporter of another kind of report, rendered whole (`deckcheck diff` has its own). */
export interface WholeReporterDef<R> {
  readonly id: string;
  readonly description: string;
  /** `terminal`: the text goes to standard output on a terminal (a person reads it). */
  render(report: R, opts: { color: boolean; terminal: boolean }): Promise<string>;
}

/** The text reports' styles: chalk's when colour is on (loaded only then), none otherwise. */
export async function stylesFor(color: boolean): Promise<{ styles?: Styles }> {
  if (!color) return {};
  const { chalkStyles } = await import('../report/chalk-styles.js');
  return { styles: chalkStyles() };
}

export const REPORTERS: readonly ReporterDef[] = [
  {
    id: 'stylish',
    description: 'for people: grouped by team and file, colour on a terminal (default)',
    async create(_head, opts) {
      const { createStylishReporter } = await import('../report/stylish.js');
      return createStylishReporter(await stylesFor(opts.color));
    },
  },
  {
    id: 'json',
    description: 'one JSON document, schemaVersion 1 (schema/report.schema.json); indented on a terminal',
    async create(_head, opts) {
      const { createJsonReporter } = await import('../report/json.js');
      return createJsonReporter({ indent: opts.terminal });
    },
  },
  {
    id: 'junit',
    description: 'JUnit XML: a test suite per deck or team, a test case per deck',
    async create(head) {
      const { createJunitReporter } = await import('../report/junit.js');
      return createJunitReporter(head);
    },
  },
  {
    id: 'sarif',
    description: 'SARIF 2.1.0 for code scanning (relative paths, rule help, related locations)',
    async create() {
      const { createSarifReporter } = await import('../report/sarif.js');
      return createSarifReporter();
    },
  },
  {
    id: 'github',
    description: 'GitHub Actions annotations (::error file=…,line=…::message)',
    async create() {
      const { createGithubReporter } = await import('../report/github.js');
      return createGithubReporter();
    },
  },
  {
    id: 'markdown',
    description: 'a Markdown summary table, for job summaries and pull-request comments',
    async create() {
      const { createMarkdownReporter } = await import('../report/markdown.js');
      return createMarkdownReporter();
    },
  },
  {
    id: 'html',
    description: 'an event page: one self-contained HTML file with filters by verdict and rule, for phones and print',
    async create() {
      const { createHtmlReporter } = await import('../report/html.js');
      return createHtmlReporter();
    },
  },
];

/** `--reporter` values as specs; `cwd`: what relative paths are relative to (two specs naming one file are refused). */
export function parseReporterSpecs(values: readonly string[], cwd: string): ReporterSpec[] {
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
  const files = new Map<string, ReporterSpec>();
  for (const spec of specs) {
    if (spec.path === undefined) continue;
    const abs = path.resolve(cwd, spec.path);
    const before = files.get(abs);
    if (before) {
      throw new UsageError(
        `--reporter ${before.id}:${before.path ?? ''} and --reporter ${spec.id}:${spec.path} write the same file; give each reporter a file of its own`,
      );
    }
    files.set(abs, spec);
  }
  return specs;
}
