/**
 * The event page: one self-contained HTML file (inline CSS and script, no network: a Content-Security-Policy forbids
 * any fetch) with the verdict, every team and player with their decks, every finding with its rule and reference,
 * filters by verdict and by rule, a layout for phones, and print styles.
 *
 * Built from three pure parts so it can be written unit by unit: `htmlHead(meta)` (what is known before any deck is
 * checked), `htmlUnit(unit)` (one team or player), `htmlTail(totals)` (the verdict and counts, known at the end). The
 * summary is written last but shown first: the page is a flex column and the summary has `order: -1` (CSS, so it
 * also works with scripts off and in print). Every text from the input — card names, file names, player and team
 * names, messages — goes through `escapeHtml`.
 */
import { cardDataHeader, formatLine, listsKnowledge, platformName, unnamedFormatWords } from './lists-line.js';
import { readingText, shownReadings } from './readings.js';
import type { CheckReport, FormatSource, ListsSummary, UnitReport } from '../check/check.js';
import type { CardDatabaseInfo, Platform } from '../cards/facts.js';
import type { Finding, Location } from '../diagnostic.js';
import { supplementaryLine } from './supplementary-line.js';
import { VERSION } from '../version.js';
import { eventLine } from './event-line.js';
import { teamCounts } from './unit-counts.js';
import { isNoDecklist } from '../parse/parse-error.js';
import { renderWhole, UNITS_SLOT, type StreamReporter } from './stream.js';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element and inside a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What is known before the first unit: the report's settings. */
export interface HtmlMeta {
  readonly title?: string;
  /** The event (its name leads the page's title). */
  readonly event?: { readonly name: string | null; readonly location: string | null };
  readonly format: { readonly name: string; readonly source?: FormatSource };
  readonly variant?: { readonly name: string } | null;
  readonly date: string;
  /** The platform checked for (absent or 'paper': tabletop, not named). */
  readonly platform?: Platform;
  readonly lists:
    | (Pick<ListsSummary, 'knownThrough' | 'extendedBy'> & { readonly asOf: string; readonly banned: number; readonly restricted: number })
    | null;
  readonly cardDatabase: CardDatabaseInfo | null;
}

/** What is known at the end: the verdict, the counts, the rules that found something, the notes. */
export interface HtmlTotals {
  readonly legal: boolean;
  /** False when some deck was not fully checked (legal so far, not surely); absent: true. */
  readonly fullyChecked?: boolean;
  readonly errors: number;
  readonly warnings: number;
  readonly units: number;
  readonly decks: number;
  readonly teams: number;
  /** Rule ids with how many findings each, sorted by id. */
  readonly rules: readonly { readonly rule: string; readonly count: number }[];
  readonly notes: readonly string[];
  /** No format was named (the format's source is "none"): the verdict says so. */
  readonly formatUnnamed?: boolean;
  /** The Sealed / Draft pool file and the findings about its lines (they belong to no team or player). */
  readonly pool?: { readonly file: string; readonly cards: number; readonly distinct: number; readonly findings: readonly Finding[] };
}

/** The report pages' styles (the check report's and the deck check's, report/diff-html). */
export const HTML_STYLE = `
:root{--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--line:#d0d7de;--muted:#57606a;color-scheme:light}
*{box-sizing:border-box}
body{margin:0 auto;max-width:72rem;padding:1rem;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;display:flex;flex-direction:column;gap:1rem;overflow-wrap:anywhere}
header.meta{order:-2}
#summary{order:-1;border:2px solid var(--line);border-radius:8px;padding:.75rem 1rem}
#summary.legal{border-color:var(--ok)} #summary.illegal{border-color:var(--bad)}
.verdict{font-size:1.4rem;font-weight:700;margin:0}
.legal .verdict,.ok{color:var(--ok)} .illegal .verdict,.bad{color:var(--bad)} .warn{color:var(--warn)}
.counts{margin:.25rem 0 .5rem}
.controls{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.controls label{display:flex;gap:.4rem;align-items:center}
select{font:inherit;padding:.25rem}
.notes{color:var(--muted);font-size:.9rem}
h1{font-size:1.2rem;margin:0} h2{font-size:1.1rem;margin:0 0 .5rem} .muted{color:var(--muted)}
section.unit{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem}
main{display:contents}
section.unit[hidden],li.finding[hidden],.controls[hidden]{display:none}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
ul.findings{list-style:none;padding:0;margin:.5rem 0 0}
li.finding{border-left:4px solid var(--bad);padding:.35rem .6rem;margin:.4rem 0;background:#fff8f8}
li.finding.warning{border-color:var(--warn);background:#fffbea}
.where{font-family:ui-monospace,monospace;font-size:.9rem}
.rule{font-family:ui-monospace,monospace;font-size:.85rem;background:#eef1f4;border-radius:4px;padding:0 .3rem}
.ref{color:var(--muted);font-size:.9rem}
ul.related{margin:.2rem 0 0;padding-left:1.2rem;color:var(--muted);font-size:.9rem}
@media (max-width:40rem){
 body{padding:.5rem;font-size:16px}
 table.decks thead{display:none}
 table.decks tr{display:block;border-bottom:1px solid var(--line);padding:.3rem 0}
 table.decks td{display:inline-block;border:0;padding:.1rem .4rem .1rem 0}
 table.decks td[data-label]::before{content:attr(data-label) ": ";color:var(--muted)}
 table.decks td[data-label]:empty{display:none}
 .controls{flex-direction:column;align-items:stretch} select{width:100%}
}
@media print{
 body{max-width:none;padding:0;font-size:10pt}
 .controls,#shown{display:none}
 section.unit{break-inside:avoid;border-color:#999}
 li.finding{background:none}
 a{color:inherit;text-decoration:none}
}`;

// Reads only the page's own data attributes; no input text is ever placed in the script.
const SCRIPT = `
(function(){
 var verdict=document.getElementById('filter-verdict'),rule=document.getElementById('filter-rule'),shown=document.getElementById('shown');
 var units=[].slice.call(document.querySelectorAll('section.unit'));
 function apply(){
  var v=verdict.value,r=rule.value,n=0;
  units.forEach(function(u){
   var ok=(v==='all'||u.getAttribute('data-verdict')===v);
   var items=[].slice.call(u.querySelectorAll('li.finding')),hit=0;
   items.forEach(function(li){var m=(r==='all'||li.getAttribute('data-rule')===r);li.hidden=!m;if(m)hit++;});
   if(r!=='all'&&hit===0)ok=false;
   u.hidden=!ok;if(ok)n++;
  });
  shown.textContent='Showing '+n+' of '+units.length;
  shown.setAttribute('data-shown',String(n));
 }
 verdict.addEventListener('change',apply);rule.addEventListener('change',apply);
 document.getElementById('filters').hidden=false;apply();
})();`;

/** The document's start and the report's settings (format, date, lists, card data). */
export function htmlHead(meta: HtmlMeta): string {
  const event = eventLine(meta.event);
  const title = meta.title ?? `${event ? `${event} — ` : ''}deckcheck: ${meta.format.name}, ${meta.date}`;
  const lists = meta.lists
    ? `banned/restricted list as of ${meta.lists.asOf} (${meta.lists.banned} banned, ${meta.lists.restricted} restricted)` +
      listsKnowledge(meta.lists)
    : 'no banned/restricted list';
  const db = meta.cardDatabase
    ? cardDataHeader(meta.cardDatabase)
    : 'no card database (card names and card pools not checked)';
  const variant = meta.variant ? ` · ${escapeHtml(meta.variant.name)}` : '';
  const platform = platformName(meta.platform);
  const on = platform !== undefined ? ` · ${escapeHtml(platform)}` : '';
  return (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">\n` +
    `<meta name="generator" content="deckcheck ${escapeHtml(VERSION)}">\n` +
    `<title>${escapeHtml(title)}</title>\n<style>${HTML_STYLE}</style>\n</head>\n<body>\n` +
    `<header class="meta">${event ? `<p class="event">${escapeHtml(event)}</p>` : ''}<h1>${escapeHtml(formatLine(meta.format))}${variant} · ${escapeHtml(meta.date)}${on}</h1>` +
    `<p class="muted">${escapeHtml(lists)} · ${escapeHtml(db)}</p></header>\n<main id="units">\n`
  );
}

function where(file: string | null, line: number | null): string {
  if (file === null) return '';
  return line === null ? file : `${file}:${line}`;
}

function relatedItem(r: Location): string {
  const bits = [r.count !== undefined ? String(r.count) : '', r.section ?? '', r.written ? `written "${r.written}"` : '']
    .filter((s) => s !== '')
    .join(', ');
  return `<li><span class="where">${escapeHtml(where(r.file, r.line))}</span>${bits ? ` (${escapeHtml(bits)})` : ''}</li>`;
}

/** One finding as a list item: severity, where, rule id, message, suggestions, related lines, reference. */
export function findingItem(f: Finding): string {
  const others = f.related.filter((r) => !(r.file === f.file && r.line === f.line));
  const related = others.length > 0 ? `<ul class="related">${others.map(relatedItem).join('')}</ul>` : '';
  // The message of unknown-card already asks "Did you mean …?": the suggestions are shown apart only when it does not.
  const suggestions =
    f.suggestions && f.suggestions.length > 0 && !/did you mean/i.test(f.message)
      ? `<div class="muted">Did you mean: ${f.suggestions.map(escapeHtml).join(', ')}?</div>`
      : '';
  const loc = where(f.file, f.line);
  return (
    `<li class="finding ${f.severity}" data-rule="${escapeHtml(f.rule)}" data-severity="${f.severity}">` +
    `<div><strong class="${f.severity === 'error' ? 'bad' : 'warn'}">${f.severity}</strong>` +
    `${loc ? ` <span class="where">${escapeHtml(loc)}</span>` : ''} <span class="rule">${escapeHtml(f.rule)}</span></div>` +
    `<div class="message">${escapeHtml(f.message)}</div>${suggestions}${related}` +
    `<div class="ref">${escapeHtml(f.reference)}</div></li>`
  );
}

/** One team or player: its decks, its findings, and what is left of its pool. */
export function htmlUnit(u: UnitReport): string {
  const verdict = u.legal ? 'legal' : 'illegal';
  // Some rule could not check this unit (an unreadable file, missing card facts, a list deckcheck cannot check).
  const partial = u.fullyChecked === false ? ' · not fully checked' : '';
  const rules = [...new Set(u.findings.map((f) => f.rule))].sort();
  const title =
    u.kind === 'team'
      ? `Team: ${escapeHtml(u.name)}`
      : escapeHtml(u.decks[0]?.player ?? u.name);
  const rows = u.decks
    .map((d) => {
      const ok = d.errors === 0;
      const result =
        d.unreadable !== undefined ? (isNoDecklist(d.unreadable) ? 'no decklist' : 'not read') : `${ok ? 'legal' : 'not legal'}${partial}`;
      const readings = shownReadings(d)
        .map((r) => `<div class="muted reading">line ${r.line}: ${escapeHtml(readingText(r))}</div>`)
        .join('');
      // A Commander deck's lowest bracket (issue 44), as the stylish report gives it under the deck.
      const bracket = d.bracket ? `<div class="muted bracket">${escapeHtml(d.bracket.explanation)}</div>` : '';
      const extra = (d.supplementary ? `<div class="muted">${escapeHtml(supplementaryLine(d.supplementary, d.file))}</div>` : '') + bracket + readings;
      return (
        `<tr class="deck"><td data-label="Player">${escapeHtml(d.player ?? '')}</td>` +
        `<td data-label="Deck"><span class="where">${escapeHtml(d.file)}</span>${d.name ? ` <span class="muted">"${escapeHtml(d.name)}"</span>` : ''}${extra}</td>` +
        `<td class="n" data-label="Main">${d.main}</td><td class="n" data-label="Sideboard">${d.sideboard}</td>` +
        `<td class="n" data-label="Errors">${d.errors}</td><td class="n" data-label="Warnings">${d.warnings}</td>` +
        `<td data-label="Result" class="${ok ? 'ok' : 'bad'}">${result}</td></tr>`
      );
    })
    .join('\n');
  // A team's own findings are the team's, on a row of their own, not charged to a deck.
  const team = teamCounts(u);
  const teamRow =
    team.errors + team.warnings > 0
      ? `\n<tr class="team-rules"><td data-label="Player"></td><td data-label="Deck">Team rules</td><td class="n"></td><td class="n"></td>` +
        `<td class="n" data-label="Errors">${team.errors}</td><td class="n" data-label="Warnings">${team.warnings}</td>` +
        `<td data-label="Result" class="${team.errors === 0 ? 'ok' : 'bad'}">${team.errors === 0 ? 'legal' : 'not legal'}</td></tr>`
      : '';
  const findings =
    u.findings.length > 0
      ? `<ul class="findings">\n${u.findings.map(findingItem).join('\n')}\n</ul>`
      : '<p class="ok">No problems.</p>';
  let pool = '';
  if (u.pool) {
    const label = u.kind === 'team' ? 'Team sideboard (shared, the rest of the pool)' : 'Sideboard (the rest of the pool)';
    const items = u.pool.unused.map((x) => `<li>${x.count} ${escapeHtml(x.card)}</li>`).join('');
    pool = `<details><summary>${label}: ${plural(u.pool.sideboard, 'card')} of ${u.pool.cards} (${escapeHtml(u.pool.file)})</summary><ul>${items}</ul></details>`;
  }
  return (
    `<section class="unit ${u.kind}" data-verdict="${verdict}" data-rules="${escapeHtml(rules.join(' '))}">\n` +
    `<h2>${title} <span class="${u.legal ? 'ok' : 'bad'}">${u.legal ? 'legal' : 'not legal'}${partial}</span></h2>\n` +
    '<table class="decks"><thead><tr><th>Player</th><th>Deck</th><th class="n">Main</th><th class="n">Sideboard</th>' +
    '<th class="n">Errors</th><th class="n">Warnings</th><th>Result</th></tr></thead>\n' +
    `<tbody>\n${rows}${teamRow}\n</tbody></table>\n${findings}\n${pool}</section>\n`
  );
}

/** The verdict, the counts and the filters (shown at the top by CSS), the notes, the script, and the end. */
export function htmlTail(t: HtmlTotals): string {
  const scope = [t.teams ? plural(t.teams, 'team') : '', plural(t.decks, 'deck')].filter((s) => s !== '').join(', ');
  const partial = t.fullyChecked === false ? ' · not fully checked' : '';
  const verdict = `${!t.legal ? '✖ not legal' : t.warnings > 0 ? '✔ legal with warnings' : '✔ legal'}${partial}` + (t.formatUnnamed === true ? ' · no format named' : '');
  const ruleOptions = t.rules
    .map((r) => `<option value="${escapeHtml(r.rule)}">${escapeHtml(r.rule)} (${r.count})</option>`)
    .join('');
  const pool = t.pool
    ? `<div class="pool">Pool: <span class="where">${escapeHtml(t.pool.file)}</span> (${plural(t.pool.cards, 'card')}, ${t.pool.distinct} different)` +
      `${t.pool.findings.length > 0 ? `<ul class="findings">${t.pool.findings.map(findingItem).join('')}</ul>` : ''}</div>\n`
    : '';
  const notes = t.notes.length > 0 ? `<ul class="notes">${t.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : '';
  return (
    `</main>\n<section id="summary" class="${t.legal ? 'legal' : 'illegal'}" data-legal="${t.legal}" data-fully-checked="${t.fullyChecked !== false}" data-errors="${t.errors}" ` +
    `data-warnings="${t.warnings}" data-units="${t.units}" data-decks="${t.decks}">\n` +
    `<p class="verdict">${verdict}</p>\n` +
    `<p class="counts">${scope} · <span class="bad">${plural(t.errors, 'error')}</span>, <span class="warn">${plural(t.warnings, 'warning')}</span></p>\n` +
    '<div class="controls" id="filters" hidden>' +
    '<label>Verdict <select id="filter-verdict"><option value="all">all</option><option value="legal">legal</option>' +
    '<option value="illegal">not legal</option></select></label>' +
    `<label>Rule <select id="filter-rule"><option value="all">all rules</option>${ruleOptions}</select></label>` +
    '<span id="shown" class="muted" aria-live="polite"></span></div>\n' +
    `${pool}${notes}</section>\n<footer class="muted">Made by deckcheck ${escapeHtml(VERSION)}.</footer>\n` +
    `<script>${SCRIPT}</script>\n</body>\n</html>\n`
  );
}

/** The totals of a whole report. */
export function htmlTotals(report: CheckReport): HtmlTotals {
  const byRule = new Map<string, number>();
  for (const f of report.findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  return {
    legal: report.legal,
    ...(report.fullyChecked === false ? { fullyChecked: false } : {}),
    errors: report.errors,
    warnings: report.warnings,
    units: report.units.length,
    decks: report.units.reduce((n, u) => n + u.decks.length, 0),
    teams: report.units.filter((u) => u.kind === 'team').length,
    rules: [...byRule].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([rule, count]) => ({ rule, count })),
    notes: report.notes,
    ...(unnamedFormatWords(report.format) ? { formatUnnamed: true } : {}),
    ...(report.pool
      ? { pool: { file: report.pool.file, cards: report.pool.cards, distinct: report.pool.distinct, findings: report.pool.findings } }
      : {}),
  };
}

/**
 * The html reporter, written unit by unit (report/stream): each unit's section as it is checked; the head and
 * the tail (verdict, counts, the rule filter's counts, notes) when the document is assembled. It keeps only a count
 * per rule id (counted from each unit's findings as it passes), so its memory does not grow with the run.
 */
export function createHtmlReporter(): StreamReporter {
  const byRule = new Map<string, number>();
  const count = (findings: readonly Finding[]) => {
    for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  };
  return {
    unit(u) {
      count(u.findings);
      return htmlUnit(u);
    },
    document(summary) {
      // The report's findings are its units' findings and the pool file's (counted here, once, at the end).
      if (summary.pool) count(summary.pool.findings);
      const totals: HtmlTotals = {
        legal: summary.legal,
        ...(summary.fullyChecked === false ? { fullyChecked: false } : {}),
        errors: summary.errors,
        warnings: summary.warnings,
        units: summary.unitCount,
        decks: summary.deckCount,
        teams: summary.teamCount,
        rules: [...byRule].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([rule, count]) => ({ rule, count })),
        notes: summary.notes,
        ...(unnamedFormatWords(summary.format) ? { formatUnnamed: true } : {}),
        ...(summary.pool
          ? { pool: { file: summary.pool.file, cards: summary.pool.cards, distinct: summary.pool.distinct, findings: summary.pool.findings } }
          : {}),
      };
      return [htmlHead(summary), UNITS_SLOT, htmlTail(totals)];
    },
  };
}

export function renderHtml(report: CheckReport): string {
  return renderWhole(createHtmlReporter(), report);
}
