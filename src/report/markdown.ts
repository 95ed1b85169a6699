/** Markdown for job summaries and pull-request comments: a verdict, a table of decks, a table of problems. */
import type { CheckReport } from '../check/check.js';

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function renderMarkdown(report: CheckReport): string {
  const out: string[] = [];
  const verdict = report.legal ? '✅ legal' : '❌ not legal';
  out.push(`## deckcheck: ${verdict} — ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`, '');
  const lists = report.lists ? `banned/restricted list as of ${report.lists.asOf}` : 'no banned/restricted list';
  out.push(`Format **${cell(report.format.name)}**, checked for ${report.date}, ${lists}.`, '');
  out.push('| Deck | Player | Team | Main | Sideboard | Errors | Warnings | Result |', '|---|---|---|---:|---:|---:|---:|---|');
  for (const u of report.units) {
    for (const d of u.decks) {
      const ok = d.errors === 0 && u.legal ? '✅' : d.errors === 0 ? '✅ (team ❌)' : '❌';
      out.push(
        `| ${cell(d.file)} | ${cell(d.player ?? '')} | ${u.kind === 'team' ? cell(u.name) : ''} | ${d.main} | ${d.sideboard} | ${d.errors} | ${d.warnings} | ${ok} |`,
      );
    }
  }
  if (report.findings.length > 0) {
    out.push('', '### Problems', '', '| Where | Severity | Rule | Problem | Reference |', '|---|---|---|---|---|');
    for (const f of report.findings) {
      const where = f.file ? `${f.file}${f.line !== null ? `:${f.line}` : ''}` : '';
      out.push(`| ${cell(where)} | ${f.severity} | \`${f.rule}\` | ${cell(f.message)} | ${cell(f.reference)} |`);
    }
  }
  return `${out.join('\n')}\n`;
}
