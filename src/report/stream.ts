/**
 * Reporters written unit by unit, so that a run of any size holds one unit at a time, never the whole report.
 *
 * The interface (every reporter of `--reporter` implements it; the CLI drives it, cli/report-stream):
 *
 *   const r = createXReporter(head, options);  // a fresh reporter per run (head: what is known before the first
 *                                              // unit); it may count what its totals need
 *   r.unit(unit, 0); r.unit(unit, 1); …        // each checked unit as soon as it is checked, in report order
 *   r.finding(finding, 0); …                   // then the report's findings (every unit's and the pool's), in
 *                                              // canonical order (compareFindings), when the reporter lists them
 *   r.document(summary)                        // last: the document, as text parts and the two slots where the
 *                                              // texts returned by unit() and finding() go, in order
 *
 * The caller writes each unit's text out (to a temporary file when it grows large) and assembles the document at the
 * end, so a reporter that puts totals first (the JSON `summary`, JUnit's root attributes, the Markdown verdict) still
 * writes them first. Texts are concatenated as they are: a reporter adds its own separators (the index tells it which
 * item comes first). `renderWhole` runs a reporter over a report already in memory (the library's renderX functions);
 * `wholeDocument` adapts a reporter that can only render a whole report (it holds every unit until the end, so its
 * memory grows with the run: move such a reporter onto unit() and document() to bound it).
 */
import { reportFromSummary, summaryOf, type CheckReport, type ReportSummary, type UnitReport } from '../check/check.js';
import type { Finding } from '../diagnostic.js';

/** What is known of a report before its first unit is checked. */
export type ReportHead = Pick<ReportSummary, 'event' | 'format' | 'variant' | 'date' | 'lists' | 'cardDatabase'>;

export interface Slot {
  readonly slot: 'units' | 'findings';
}
export const UNITS_SLOT: Slot = { slot: 'units' };
export const FINDINGS_SLOT: Slot = { slot: 'findings' };
export type DocumentPart = string | Slot;

export interface StreamReporter {
  /** The text of one unit, in report order (index from 0). Without it the reporter shows no units. */
  unit?(unit: UnitReport, index: number): string;
  /** The text of one of the report's findings, in canonical order. Without it the findings are not passed. */
  finding?(finding: Finding, index: number): string;
  /** The document: text, and the slots where the units' and the findings' texts go. */
  document(summary: ReportSummary): readonly DocumentPart[];
}

/** Run a reporter over a whole report in memory: the same bytes as streaming it. */
export function renderWhole(reporter: StreamReporter, report: CheckReport): string {
  const units = reporter.unit ? report.units.map((u, i) => reporter.unit?.(u, i) ?? '').join('') : '';
  const findings = reporter.finding ? report.findings.map((f, i) => reporter.finding?.(f, i) ?? '').join('') : '';
  return reporter
    .document(summaryOf(report))
    .map((p) => (typeof p === 'string' ? p : p.slot === 'units' ? units : findings))
    .join('');
}

/** A reporter that renders only whole reports, streamed: it holds every unit and finding until the end. */
export function wholeDocument(render: (report: CheckReport) => string): StreamReporter {
  const units: UnitReport[] = [];
  const findings: Finding[] = [];
  return {
    unit(u) {
      units.push(u);
      return '';
    },
    finding(f) {
      findings.push(f);
      return '';
    },
    document: (summary) => [render(reportFromSummary(summary, units, findings))],
  };
}

const MARK = '\u0000deckcheck-slot\u0000';

/**
 * JSON text of `value` (as JSON.stringify writes it, indented by 2 or on one line) where the values of the keys in
 * `slots` are arrays streamed into their slots: `value` holds SLOT_VALUE at those keys, in the order of `slots`.
 * `count` is how many items each will hold (an empty array is written `[]`).
 */
export function jsonDocument(
  value: unknown,
  indent: boolean,
  slots: readonly { readonly slot: Slot; readonly count: number }[],
): DocumentPart[] {
  const text = `${JSON.stringify(value, null, indent ? 2 : undefined)}\n`;
  const quoted = JSON.stringify(MARK);
  const parts: DocumentPart[] = [];
  let from = 0;
  for (const { slot, count } of slots) {
    const at = text.indexOf(quoted, from);
    if (at < 0) throw new Error(`jsonDocument: no slot for ${slot.slot}`);
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const pad = indent ? (/^ */.exec(text.slice(lineStart, at))?.[0] ?? '') : '';
    parts.push(text.slice(from, at));
    if (count === 0) parts.push('[]');
    else parts.push('[', slot, indent ? `\n${pad}]` : ']');
    from = at + quoted.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** The placeholder for a streamed array in the value given to jsonDocument. */
export const SLOT_VALUE: unknown = MARK;

/**
 * One item of a streamed JSON array: `pad` is the item's indentation (undefined: one line), as JSON.stringify would
 * indent it at that depth.
 */
export function jsonItem(value: unknown, index: number, pad: string | undefined): string {
  if (pad === undefined) return `${index > 0 ? ',' : ''}${JSON.stringify(value)}`;
  return `${index > 0 ? ',\n' : '\n'}${pad}${JSON.stringify(value, null, 2).replace(/\n/g, `\n${pad}`)}`;
}
