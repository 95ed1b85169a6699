/**
 * JUnit XML: one <testsuite> per unit (deck or team), one <testcase> per deck (and one for a team's own rules), so a
 * CI shows at least one named test case even when everything passes. Errors are <failure>s, except that a file that
 * could not be read (or a player's missing decklist) is an <error>: the test could not run. Warnings go to
 * <system-out>. No timestamps or durations: the same input gives the same bytes.
 *
 * `file` attributes (and the places in messages) are paths as shown: relative to the working directory with forward
 * slashes, or, for a file outside it, its whole file-system path (not a URI), XML-escaped.
 */
import type { CheckReport, UnitReport } from '../check/check.js';
import type { Finding } from '../diagnostic.js';
import { renderWhole, UNITS_SLOT, type ReportHead, type StreamReporter } from './stream.js';

export function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .split('')
    .filter(xmlChar)
    .join('');
}

/** XML 1.0 allows tab, newline, carriage return and everything from U+0020 except U+FFFE and U+FFFF. */
function xmlChar(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c !== 0xfffe && c !== 0xffff);
}

function where(f: Finding): string {
  return f.file ? `${f.file}${f.line !== null ? `:${f.line}` : ''}` : '';
}

/**
 * `unreadable`: why the deck's file could not be read at all (DeckSummary.unreadable); its finding is an <error> (the
 * test could not run), not a <failure> (the deck broke a rule).
 */
function testcase(name: string, classname: string, findings: readonly Finding[], file?: string, unreadable?: string): string {
  const errors = findings.filter((f) => f.severity === 'error');
  const warnings = findings.filter((f) => f.severity === 'warning');
  const attrs = `name="${xmlEscape(name)}" classname="${xmlEscape(classname)}"${file ? ` file="${xmlEscape(file)}"` : ''}`;
  const parts: string[] = [];
  for (const f of errors) {
    const body = [`${where(f)} ${f.rule}: ${f.message}`, `Reference: ${f.reference}`]
      .concat(f.related.map((r) => `  also ${r.file}:${r.line ?? '-'}${r.count !== undefined ? ` (${r.count})` : ''}`))
      .join('\n');
    const tag = unreadable !== undefined && f.message === unreadable ? 'error' : 'failure';
    parts.push(`      <${tag} type="${xmlEscape(f.rule)}" message="${xmlEscape(f.message)}">${xmlEscape(body)}</${tag}>`);
  }
  if (warnings.length > 0) {
    const out = warnings.map((f) => `warning ${where(f)} ${f.rule}: ${f.message}`).join('\n');
    parts.push(`      <system-out>${xmlEscape(out)}</system-out>`);
  }
  return parts.length === 0 ? `    <testcase ${attrs}/>` : `    <testcase ${attrs}>\n${parts.join('\n')}\n    </testcase>`;
}

function suite(u: UnitReport, classname: string): { xml: string; tests: number; failures: number; errors: number } {
  const cases: string[] = [];
  let failures = 0;
  let errors = 0;
  for (const d of u.decks) {
    const mine = u.findings.filter((f) => f.team === undefined && f.file === d.file);
    // A file that could not be read is a test that could not run (JUnit's <error>), counted as an error, not a failure.
    if (d.unreadable !== undefined) errors++;
    else if (mine.some((f) => f.severity === 'error')) failures++;
    cases.push(testcase(d.player ? `${d.player} (${d.file})` : d.file, classname, mine, d.file, d.unreadable));
  }
  if (u.kind === 'team') {
    const team = u.findings.filter((f) => f.team !== undefined);
    if (team.some((f) => f.severity === 'error')) failures++;
    cases.push(testcase(`team rules: ${u.name}`, classname, team));
  }
  const orphans = u.findings.filter((f) => f.team === undefined && !u.decks.some((d) => d.file === f.file));
  if (orphans.length > 0) {
    if (orphans.some((f) => f.severity === 'error')) failures++;
    cases.push(testcase(`other: ${u.name}`, classname, orphans));
  }
  const xml =
    `  <testsuite name="${xmlEscape(u.name)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">\n` +
    `${cases.join('\n')}\n  </testsuite>`;
  return { xml, tests: cases.length, failures, errors };
}

/** The JUnit reporter, unit by unit (see report/stream): it counts tests and failures for the root element. */
export function createJunitReporter(head: ReportHead): StreamReporter {
  const classname = `deckcheck.${head.format.id}`;
  let tests = 0;
  let failures = 0;
  let errors = 0;
  return {
    unit(u, i) {
      const s = suite(u, classname);
      tests += s.tests;
      failures += s.failures;
      errors += s.errors;
      return `${i > 0 ? '\n' : ''}${s.xml}`;
    },
    document(report) {
      const body =
        report.unitCount > 0
          ? UNITS_SLOT
          : `  <testsuite name="deckcheck" tests="1" failures="0" errors="0" skipped="0">\n    <testcase name="no decks" classname="${classname}"/>\n  </testsuite>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<testsuites name="deckcheck ${xmlEscape(report.format.name)} ${report.date}" tests="${Math.max(tests, 1)}" failures="${failures}" errors="${errors}">\n`,
        body,
        '\n</testsuites>\n',
      ];
    },
  };
}

export function renderJunit(report: CheckReport): string {
  return renderWhole(createJunitReporter(report), report);
}
