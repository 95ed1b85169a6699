/**
 * SARIF 2.1.0 for code-scanning tools: one run, the rule table as driver rules with help text, one result per finding
 * with its file, and related locations for team findings (the copies in each teammate's deck).
 *
 * File locations (SARIF 2.1.0 §3.4, §3.4.4): a file inside the working directory is a relative reference resolved
 * against `"uriBaseId": "%SRCROOT%"` (the checkout a code-scanning tool knows); a file outside it (shown by its whole
 * path) is an absolute `file://` URI, without `uriBaseId`. Path segments are percent-encoded (RFC 3986).
 */
import type { CheckReport, ReportSummary } from '../check/check.js';
import { FINDINGS_SLOT, jsonDocument, jsonItem, renderWhole, SLOT_VALUE, type StreamReporter } from './stream.js';
import { ALL_RULES } from '../rules/index.js';
import { VERSION } from '../version.js';
import type { Finding, Location } from '../diagnostic.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

function encodePath(file: string): string {
  return file
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
}

/** A path as reports show it (forward slashes): relative to the working directory, or whole when outside it. */
export function artifactLocation(file: string): { uri: string; uriBaseId?: string } {
  if (file.startsWith('//')) return { uri: `file:${encodePath(file)}` }; // a Windows UNC path: file://host/share/…
  const drive = /^[A-Za-z]:\//.exec(file);
  if (drive) return { uri: `file:///${file.slice(0, 2)}${encodePath(file.slice(2))}` }; // file:///C:/…
  if (file.startsWith('/')) return { uri: `file://${encodePath(file)}` };
  return { uri: encodePath(file), uriBaseId: '%SRCROOT%' };
}

function physical(l: Pick<Location, 'file' | 'line' | 'column'>) {
  return {
    artifactLocation: artifactLocation(l.file),
    ...(l.line !== null && l.line > 0
      ? { region: { startLine: l.line, ...(l.column ? { startColumn: l.column } : {}) } }
      : {}),
  };
}

function result(f: Finding, ruleIndex: number) {
  const related = f.related
    .filter((r) => !(r.file === f.file && r.line === f.line))
    .map((r, i) => ({
      id: i + 1,
      physicalLocation: physical(r),
      message: {
        text: `${r.count !== undefined ? `${r.count} ` : ''}${f.card ?? ''}${r.section ? ` (${r.section})` : ''}`.trim() || 'related',
      },
    }));
  return {
    ruleId: f.rule,
    ...(ruleIndex >= 0 ? { ruleIndex } : {}),
    level: f.severity === 'error' ? 'error' : 'warning',
    message: { text: f.message },
    locations: f.file ? [{ physicalLocation: physical({ file: f.file, line: f.line, column: f.column ?? null }) }] : [],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    properties: {
      reference: f.reference,
      ...(f.card !== undefined ? { card: f.card } : {}),
      ...(f.count !== undefined ? { count: f.count } : {}),
      ...(f.limit !== undefined ? { limit: f.limit } : {}),
      ...(f.minimum !== undefined ? { minimum: f.minimum } : {}),
      ...(f.team !== undefined ? { team: f.team } : {}),
      ...(f.player !== undefined ? { player: f.player } : {}),
    },
  };
}

function driverRules() {
  return ALL_RULES.map((r) => ({
    id: r.id,
    name: r.id.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase()),
    shortDescription: { text: r.description },
    fullDescription: { text: `${r.description} (${r.reference})` },
    help: { text: `${r.description}\nReference: ${r.reference}`, markdown: `${r.description}\n\n**Reference:** ${r.reference}` },
    defaultConfiguration: { level: 'error' },
    properties: { scope: r.scope, reference: r.reference },
  }));
}

let ruleIndex: Map<string, number> | undefined;
function indexOf(rule: string): number {
  ruleIndex ??= new Map(ALL_RULES.map((r, i) => [r.id, i]));
  return ruleIndex.get(rule) ?? -1;
}

/** The log with `results` holding `results` (an array, or the streaming slot). */
function logWith<T>(report: Pick<ReportSummary, 'format' | 'date' | 'lists'>, results: T) {
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'deckcheck',
            version: VERSION,
            semanticVersion: VERSION,
            rules: driverRules(),
          },
        },
        columnKind: 'unicodeCodePoints',
        properties: { format: report.format.id, date: report.date, listsAsOf: report.lists?.asOf ?? null },
        results,
      },
    ],
  };
}

export function sarifLog(report: CheckReport) {
  return logWith(report, report.findings.map((f) => result(f, indexOf(f.rule))));
}

/** The SARIF reporter (see report/stream): a result per finding, streamed into the one run's `results`. */
export function createSarifReporter(): StreamReporter {
  // Results are items of runs[0].results: four levels deep.
  const pad = '        ';
  return {
    finding: (f, i) => jsonItem(result(f, indexOf(f.rule)), i, pad),
    document: (s) => jsonDocument(logWith(s, SLOT_VALUE), true, [{ slot: FINDINGS_SLOT, count: s.errors + s.warnings }]),
  };
}

export function renderSarif(report: CheckReport): string {
  return renderWhole(createSarifReporter(), report);
}
