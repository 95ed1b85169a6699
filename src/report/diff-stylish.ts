/** The stylish reporter of `deckcheck diff`, for a judge at the desk: the count view, the differences, the findings. */
import { PLAIN_STYLES, type Styles } from './styles.js';
import { cardDataHeader } from './lists-line.js';
import type { DiffReport } from '../check/diff.js';
import type { CompareSection, SectionTotals } from '../model/compare.js';
import type { Finding } from '../diagnostic.js';

const LABEL: Readonly<Record<CompareSection, string>> = { main: 'Main deck', sideboard: 'Sideboard', commander: 'Command zone' };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function signed(n: number): string {
  return n === 0 ? '0' : n > 0 ? `+${n}` : `−${-n}`;
}

/** Totals by section (and by type with a card database), registered and presented side by side. */
function countLines(c: Styles, report: DiffReport): string[] {
  const rows: [string, number | null, number | null][] = [];
  const sections: CompareSection[] = ['main', 'sideboard', 'commander'];
  for (const s of sections) {
    const r = report.registered.totals[s];
    const p = report.presented.totals[s];
    if (s === 'commander' && r.total === 0 && p.total === 0) continue;
    rows.push([LABEL[s], r.total, p.total]);
    if (!report.typesKnown) continue;
    const parts: [string, keyof SectionTotals][] = [
      ['creatures', 'creatures'],
      ['lands', 'lands'],
      ['other', 'other'],
      ['type not known', 'unknown'],
    ];
    for (const [label, k] of parts) {
      if (k === 'unknown' && !r.unknown && !p.unknown) continue;
      rows.push([`  ${label}`, r[k], p[k]]);
    }
  }
  const width = Math.max(...rows.map((r) => r[0].length), 'Count'.length);
  const out = [c.bold(`${'Count'.padEnd(width)}  registered  presented`)];
  for (const [label, r, p] of rows) {
    const differs = r !== p;
    const line = `${label.padEnd(width)}  ${String(r ?? '-').padStart(10)}  ${String(p ?? '-').padStart(9)}`;
    out.push(differs ? c.red(line) : line);
  }
  if (!report.typesKnown) out.push(c.dim('(type split not available without a card database: section totals only)'));
  return out;
}

function differenceLines(c: Styles, report: DiffReport): string[] {
  const rows = report.rows.filter((r) => r.difference !== 0);
  if (rows.length === 0) return [c.green('Every card matches, section by section.')];
  const nameWidth = Math.max(...rows.map((r) => r.card.length), 4);
  const out = [c.bold(`${'Section'.padEnd(12)}  ${'Card'.padEnd(nameWidth)}  registered  presented  difference`)];
  for (const r of rows) {
    out.push(
      `${LABEL[r.section].padEnd(12)}  ${r.card.padEnd(nameWidth)}  ${String(r.registered).padStart(10)}  ` +
        `${String(r.presented).padStart(9)}  ${c.red(signed(r.difference).padStart(10))}`,
    );
  }
  for (const m of report.moves) {
    out.push(c.yellow(`moved: ${m.count} ${m.card} from the ${LABEL[m.from].toLowerCase()} to the ${LABEL[m.to].toLowerCase()}`));
  }
  return out;
}

function findingLine(c: Styles, f: Finding): string {
  const sev = f.severity === 'error' ? c.red('error  ') : c.yellow('warning');
  const loc = f.file ? `${f.file}:${f.line ?? '-'}` : '-';
  return `  ${c.dim(loc)}  ${sev}  ${f.message}  ${c.dim(`${f.rule} · ${f.reference}`)}`;
}

/** `styles`: what to write with (default: none, plain text); the CLI gives chalk's when colour is on. */
export function renderDiffStylish(report: DiffReport, options: { readonly styles?: Styles } = {}): string {
  const c = options.styles ?? PLAIN_STYLES;
  const checked = report.format
    ? `registered list checked for ${report.format.name} on ${report.date ?? ''}: ${report.registeredLegal ? 'legal' : 'not legal'}`
    : 'registered list not checked for legality (no --format)';
  const db = report.cardDatabase ? ` · ${cardDataHeader(report.cardDatabase)}` : '';
  const lines: string[] = [
    c.dim(`deckcheck diff · ${checked}${db}`),
    `Registered: ${c.underline(report.registered.file)}${report.registered.name ? ` "${report.registered.name}"` : ''}`,
    `Presented:  ${c.underline(report.presented.file)}${report.presented.name ? ` "${report.presented.name}"` : ''}`,
    '',
    ...countLines(c, report),
    '',
    ...differenceLines(c, report),
  ];
  if (report.findings.length > 0) {
    lines.push('', c.bold('Findings'));
    for (const f of report.findings) lines.push(findingLine(c, f));
  }
  if (report.remedies.length > 0) {
    lines.push('', c.bold('What the IPG says (the penalty is the head judge\'s to decide)'));
    for (const r of report.remedies) lines.push(`  ${r.reference}: usually ${r.remedy}.`);
  }
  lines.push('');
  const counts = `${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`;
  if (report.errors === 0) {
    lines.push(c.green(`✔ the deck matches the registered list${report.warnings ? ` · ${counts}` : ''}`));
  } else if (report.matches) {
    lines.push(c.red(c.bold(`✖ the deck matches the registered list, but ${counts}`)));
  } else {
    lines.push(c.red(c.bold(`✖ the deck does not match the registered list · ${plural(report.differing, 'card')} differ${report.differing === 1 ? 's' : ''} · ${counts}`)));
  }
  return `${lines.join('\n')}\n`;
}
