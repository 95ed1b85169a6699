/** Markdown for `deckcheck diff`: the verdict, the count view, the differences, the findings. */
import type { DiffReport } from '../check/diff.js';
import type { CompareSection, SectionTotals } from '../model/compare.js';

const LABEL: Readonly<Record<CompareSection, string>> = { main: 'Main deck', sideboard: 'Sideboard', commander: 'Command zone' };

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function num(n: number | null): string {
  return n === null ? '–' : String(n);
}

export function renderDiffMarkdown(report: DiffReport): string {
  const out: string[] = [];
  const verdict = report.errors === 0 ? '✅ the deck matches the registered list' : report.matches ? '❌ the deck matches, but there are errors' : '❌ the deck does not match the registered list';
  out.push(`## deckcheck diff: ${verdict}`, '');
  out.push(`Registered: \`${cell(report.registered.file)}\` · presented: \`${cell(report.presented.file)}\`.`);
  out.push(
    report.format
      ? `Registered list checked for **${cell(report.format.name)}** on ${report.date ?? ''}: ${report.registeredLegal ? 'legal' : 'not legal'}.`
      : 'Registered list not checked for legality (no `--format`).',
    '',
  );
  const kinds: [string, keyof SectionTotals][] = report.typesKnown
    ? [['total', 'total'], ['creatures', 'creatures'], ['lands', 'lands'], ['other', 'other'], ['type not known', 'unknown']]
    : [['total', 'total']];
  out.push('| Section | Count | Registered | Presented |', '|---|---|---:|---:|');
  for (const s of ['main', 'sideboard', 'commander'] as const) {
    const r = report.registered.totals[s];
    const p = report.presented.totals[s];
    if (s === 'commander' && r.total === 0 && p.total === 0) continue;
    for (const [label, k] of kinds) out.push(`| ${LABEL[s]} | ${label} | ${num(r[k])} | ${num(p[k])} |`);
  }
  if (!report.typesKnown) out.push('', '_Type split not available without a card database: section totals only._');
  const rows = report.rows.filter((r) => r.difference !== 0);
  if (rows.length > 0) {
    out.push('', '### Differences', '', '| Section | Card | Registered | Presented | Difference |', '|---|---|---:|---:|---:|');
    for (const r of rows) {
      out.push(`| ${LABEL[r.section]} | ${cell(r.card)} | ${r.registered} | ${r.presented} | ${r.difference > 0 ? '+' : ''}${r.difference} |`);
    }
    for (const m of report.moves) out.push('', `Moved: ${m.count} ${cell(m.card)} from the ${LABEL[m.from].toLowerCase()} to the ${LABEL[m.to].toLowerCase()}.`);
  }
  if (report.findings.length > 0) {
    out.push('', '### Findings', '', '| Where | Severity | Rule | Problem | Reference |', '|---|---|---|---|---|');
    for (const f of report.findings) {
      const where = f.file ? `${f.file}${f.line !== null ? `:${f.line}` : ''}` : '';
      out.push(`| ${cell(where)} | ${f.severity} | \`${f.rule}\` | ${cell(f.message)} | ${cell(f.reference)} |`);
    }
  }
  if (report.remedies.length > 0) {
    out.push('', "### What the IPG says (the penalty is the head judge's to decide)", '');
    for (const r of report.remedies) out.push(`- ${cell(r.reference)}: usually ${cell(r.remedy)}.`);
  }
  return `${out.join('\n')}\n`;
}
