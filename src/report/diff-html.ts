/**
 * The deck check (`deckcheck diff -r html`, and the web page's comparison view) as one self-contained HTML page: the
 * verdict, the count view, the cards that differ, the findings and what the IPG says, in the words of the Markdown
 * reporter (report/diff-markdown) and the look of the check report (report/html). No script; tables with
 * header cells, and differences written with their sign, not shown by colour alone.
 */
import type { DiffReport } from '../check/diff.js';
import type { CompareSection, SectionTotals } from '../model/compare.js';
import { VERSION } from '../version.js';
import { escapeHtml, findingItem, HTML_STYLE } from './html.js';
import { cardDataHeader } from './lists-line.js';

const LABEL: Readonly<Record<CompareSection, string>> = { main: 'Main deck', sideboard: 'Sideboard', commander: 'Command zone' };

const STYLE = `${HTML_STYLE}
table.diff td.more{color:var(--ok)} table.diff td.less{color:var(--bad)}
caption{text-align:left;font-weight:600;padding:.25rem 0}
.table-scroll{overflow-x:auto;background:linear-gradient(to right,#fff 30%,#fff0),linear-gradient(to right,#fff0,#fff 70%) 100% 0,radial-gradient(farthest-side at 0 50%,#0003,#0000),radial-gradient(farthest-side at 100% 50%,#0003,#0000) 100% 0;background-repeat:no-repeat;background-size:2.5rem 100%,2.5rem 100%,.9rem 100%,.9rem 100%;background-attachment:local,local,scroll,scroll}
.table-scroll table{overflow-wrap:normal}
@media (max-width:30rem){.table-scroll table{font-size:.85em} .table-scroll th,.table-scroll td{padding:.3rem .35rem}}`;

function num(n: number | null): string {
  return n === null ? '–' : String(n);
}

function signed(n: number): string {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)}`;
}

function countTable(report: DiffReport): string {
  const kinds: [string, keyof SectionTotals][] = report.typesKnown
    ? [['total', 'total'], ['creatures', 'creatures'], ['lands', 'lands'], ['other', 'other'], ['type not known', 'unknown']]
    : [['total', 'total']];
  const rows: string[] = [];
  for (const s of ['main', 'sideboard', 'commander'] as const) {
    const r = report.registered.totals[s];
    const p = report.presented.totals[s];
    if (s === 'commander' && r.total === 0 && p.total === 0) continue;
    for (const [label, k] of kinds) {
      const differs = r[k] !== p[k];
      rows.push(
        `<tr${differs ? ' class="differs"' : ''}><th scope="row">${LABEL[s]}</th><td>${label}</td>` +
          `<td class="n">${num(r[k])}</td><td class="n">${num(p[k])}</td></tr>`,
      );
    }
  }
  const note = report.typesKnown ? '' : '<p class="muted">Type split not available without a card database: section totals only.</p>';
  return (
    '<section class="unit" aria-labelledby="counts-h"><h2 id="counts-h">Counts</h2>' +
    // A narrow screen scrolls the table sideways rather than breaking its words; the region takes the focus for it.
    '<div class="table-scroll" tabindex="0" role="region" aria-labelledby="counts-h">' +
    '<table class="counts"><thead><tr><th scope="col">Section</th><th scope="col">Count</th>' +
    '<th scope="col" class="n">Registered</th><th scope="col" class="n">Presented</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table></div>${note}</section>\n`
  );
}

function differences(report: DiffReport): string {
  const rows = report.rows.filter((r) => r.difference !== 0);
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (r) =>
        `<tr data-card="${escapeHtml(r.card)}" data-section="${r.section}"><td>${LABEL[r.section]}</td><th scope="row">${escapeHtml(r.card)}</th>` +
        `<td class="n">${r.registered}</td><td class="n">${r.presented}</td>` +
        `<td class="n ${r.difference > 0 ? 'more' : 'less'}">${signed(r.difference)}</td></tr>`,
    )
    .join('');
  const moves = report.moves
    .map((m) => `<li>Moved: ${m.count} ${escapeHtml(m.card)} from the ${LABEL[m.from].toLowerCase()} to the ${LABEL[m.to].toLowerCase()}.</li>`)
    .join('');
  return (
    '<section class="unit" aria-labelledby="diff-h"><h2 id="diff-h">Differences</h2>' +
    '<div class="table-scroll" tabindex="0" role="region" aria-labelledby="diff-h">' +
    '<table class="diff"><thead><tr><th scope="col">Section</th><th scope="col">Card</th><th scope="col" class="n">Registered</th>' +
    `<th scope="col" class="n">Presented</th><th scope="col" class="n">Difference</th></tr></thead><tbody>${body}</tbody></table></div>` +
    `${moves ? `<ul class="moves">${moves}</ul>` : ''}</section>\n`
  );
}

export function renderDiffHtml(report: DiffReport): string {
  const ok = report.errors === 0;
  const verdict = ok
    ? '✔ the deck matches the registered list'
    : report.matches
      ? '✖ the deck matches, but there are errors'
      : '✖ the deck does not match the registered list';
  const checkedFor = report.format
    ? `Registered list checked for ${escapeHtml(report.format.name)} on ${escapeHtml(report.date ?? '')}: ${report.registeredLegal ? 'legal' : 'not legal'}.`
    : 'Registered list not checked for legality (no format).';
  const db = report.cardDatabase ? cardDataHeader(report.cardDatabase) : 'no card database';
  const findings =
    report.findings.length > 0
      ? `<section class="unit" aria-labelledby="findings-h"><h2 id="findings-h">Findings</h2><ul class="findings">\n${report.findings.map(findingItem).join('\n')}\n</ul></section>\n`
      : '';
  const remedies =
    report.remedies.length > 0
      ? '<section class="unit" aria-labelledby="ipg-h"><h2 id="ipg-h">What the IPG says (the penalty is the head judge\'s to decide)</h2><ul>' +
        `${report.remedies.map((r) => `<li>${escapeHtml(r.reference)}: usually ${escapeHtml(r.remedy)}.</li>`).join('')}</ul></section>\n`
      : '';
  const notes = report.notes.length > 0 ? `<ul class="notes">${report.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '';
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">\n` +
    `<meta name="generator" content="deckcheck ${escapeHtml(VERSION)}">\n` +
    `<title>deckcheck diff: ${escapeHtml(report.registered.file)} against ${escapeHtml(report.presented.file)}</title>\n` +
    `<style>${STYLE}</style>\n</head>\n<body>\n` +
    '<header class="meta"><h1>Deck check: the registered list against the deck presented</h1>' +
    `<p>Registered: <span class="where">${escapeHtml(report.registered.file)}</span> · presented: <span class="where">${escapeHtml(report.presented.file)}</span></p>` +
    `<p class="muted">${checkedFor} · ${escapeHtml(db)}</p></header>\n` +
    `<section id="summary" class="${ok ? 'legal' : 'illegal'}" data-matches="${report.matches}" data-errors="${report.errors}" data-warnings="${report.warnings}">` +
    `<p class="verdict">${verdict}</p><p class="counts">${plural(report.differing, 'card')} differing · ` +
    `<span class="bad">${plural(report.errors, 'error')}</span>, <span class="warn">${plural(report.warnings, 'warning')}</span></p>${notes}</section>\n` +
    `${countTable(report)}${differences(report)}${findings}${remedies}` +
    `<footer class="muted">Made by deckcheck ${escapeHtml(VERSION)}.</footer>\n</body>\n</html>\n`
  );
}
