/** The stylish reporter, for people: grouped by team and file, every finding with its line, numbers and rule. */
import { cardDataHeader, formatLine, listsKnowledge, platformName, unnamedFormatWords } from './lists-line.js';
import { PLAIN_STYLES, type Styles } from './styles.js';
import type { DeckSummary, ReportSummary, UnitReport } from '../check/check.js';
import { UNITS_SLOT, type StreamReporter } from './stream.js';
import type { Finding, Location } from '../diagnostic.js';
import { eventLine } from './event-line.js';
import { supplementaryLine } from './supplementary-line.js';
import { isNoDecklist } from '../parse/parse-error.js';
import { readingText, shownReadings } from './readings.js';

/** The stylish report's options (the library's renderStylish, report/stylish-render). */
export interface StylishOptions {
  /** Colour with chalk (default: none). */
  readonly color?: boolean;
  /** The styles to write with instead (default: none, plain text). */
  readonly styles?: Styles;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function where(l: Pick<Location, 'line' | 'column'>): string {
  if (l.line === null) return '-';
  return l.column ? `${l.line}:${l.column}` : String(l.line);
}

function deckLine(c: Styles, d: DeckSummary): string {
  const parts = isNoDecklist(d.unreadable) ? ['no decklist'] : [`${d.main} main deck`, `${d.sideboard} sideboard`];
  if (d.counts.commander) parts.push(`${d.counts.commander} commander`);
  if (d.commandZone && d.counts.companion) parts.push(`${d.counts.companion} companion`);
  if (d.counts.schemes && d.supplementary?.kind !== 'schemes') parts.push(`${d.counts.schemes} schemes`);
  if (d.counts.planes && d.supplementary?.kind !== 'planes') parts.push(`${d.counts.planes} planes`);
  if (d.counts.maybeboard) parts.push(`${d.counts.maybeboard} maybeboard (not checked)`);
  const platform = platformName(d.platform);
  if (platform !== undefined) parts.push(`checked for ${platform}`);
  const name = d.name ? ` "${d.name}"` : '';
  const player = d.player ? `${c.bold(d.player)}: ` : '';
  const seat = d.seat !== undefined ? `${c.bold(`Seat ${d.seat}`)} · ` : '';
  return `${seat}${player}${c.underline(d.file)}${name} ${c.dim(`(${parts.join(', ')})`)}`;
}

function relatedLines(c: Styles, f: Finding, indent: string): string[] {
  // Show the other places involved; the primary location is already on the finding's own line.
  const others = f.related.filter((r) => !(r.file === f.file && r.line === f.line));
  if (others.length === 0) return [];
  const multiFile = f.related.some((r) => r.file !== f.file);
  return others.map((r) => {
    const place = multiFile || r.file !== f.file ? `${r.file}:${r.line ?? '-'}` : `line ${r.line ?? '-'}`;
    const bits = [r.count !== undefined ? `${r.count}` : '', r.section ?? '', r.written ? `written "${r.written}"` : '']
      .filter((s) => s !== '')
      .join(', ');
    return `${indent}${c.dim(`also ${place}${bits ? ` (${bits})` : ''}`)}`;
  });
}

function findingLines(c: Styles, f: Finding, showFile: boolean): string[] {
  const sev = f.severity === 'error' ? c.red('error  ') : c.yellow('warning');
  const loc = showFile && f.file ? `${f.file}:${where(f)}` : where(f);
  const head = `  ${c.dim(loc.padEnd(showFile ? 0 : 6))}  ${sev}  ${f.message}  ${c.dim(`${f.rule} · ${f.reference}`)}`;
  return [head, ...relatedLines(c, f, '            ')];
}

/** Foreign-language names and other printed names (flavor, MTGO/Arena names), and what they were read as. */
function readingLines(c: Styles, d: DeckSummary): string[] {
  return shownReadings(d).map((r) => `  ${c.dim(where(r).padEnd(6))}  ${c.dim(readingText(r))}`);
}

function unitLines(c: Styles, u: UnitReport): string[] {
  const out: string[] = [];
  const model = u.teamRules === 'unified' ? ' (Team Unified Constructed)' : '';
  if (u.kind === 'team') out.push(c.bold(`Team: ${u.name}${model}`) + (u.legal ? c.green('  legal') : c.red('  not legal')));
  for (const d of u.decks) {
    out.push(deckLine(c, d));
    if (d.supplementary) out.push(`  ${supplementaryLine(d.supplementary, d.file)}`);
    if (d.commandZone) out.push(`  ${c.dim(d.commandZone.explanation)}`);
    if (d.bracket) out.push(`  ${c.dim(d.bracket.explanation)}`);
    out.push(...readingLines(c, d));
    const suppFile = d.supplementary?.file ?? d.file;
    const mine = u.findings.filter((f) => f.team === undefined && (f.file === d.file || f.file === suppFile));
    for (const f of mine) out.push(...findingLines(c, f, f.file !== d.file));
    if (mine.length === 0) out.push(`  ${c.green('no problems')}`);
  }
  const team = u.findings.filter((f) => f.team !== undefined);
  if (u.kind === 'team') {
    out.push(c.bold('Team rules'));
    for (const f of team) out.push(...findingLines(c, f, true));
    if (team.length === 0) out.push(`  ${c.green('no problems')}`);
  }
  const orphan = u.findings.filter(
    (f) => f.team === undefined && !u.decks.some((d) => d.file === f.file || d.supplementary?.file === f.file),
  );
  for (const f of orphan) out.push(...findingLines(c, f, true));
  out.push(...unusedPoolLines(c, u));
  return out;
}

/** The unused pool: the player's sideboard, or the team's shared sideboard (CR 100.4b, 100.4c). */
function unusedPoolLines(c: Styles, u: UnitReport): string[] {
  if (!u.pool) return [];
  const title = u.kind === 'team' ? 'Team sideboard (shared, the rest of the pool)' : 'Sideboard (the rest of the pool)';
  const out = [c.bold(`${title}: ${plural(u.pool.sideboard, 'card')} of ${u.pool.cards}`)];
  const width = String(Math.max(0, ...u.pool.unused.map((x) => x.count))).length;
  for (const x of u.pool.unused) out.push(`  ${String(x.count).padStart(width)} ${x.card}`);
  return out;
}

function poolHeaderLines(c: Styles, report: Pick<ReportSummary, 'pool'>): string[] {
  const pool = report.pool;
  if (!pool) return [];
  const kind = pool.input === 'csv' ? `${pool.layout === 'CSV' || pool.layout === null ? '' : `${pool.layout} `}CSV` : 'text';
  const out = [`${c.bold('Pool:')} ${c.underline(pool.file)} ${c.dim(`(${kind}, ${plural(pool.cards, 'card')}, ${pool.distinct} different)`)}`];
  for (const f of pool.findings) out.push(...findingLines(c, f, false));
  return [...out, ''];
}

/** The stylish reporter, unit by unit (see report/stream): the header line, each unit's lines, the verdict. */
export function createStylishReporter(options: { readonly styles?: Styles } = {}): StreamReporter {
  const c = options.styles ?? PLAIN_STYLES;
  const text = (lines: readonly string[]) => lines.map((l) => `${l}\n`).join('');
  return {
    unit: (u) => text([...unitLines(c, u), '']),
    document(report) {
      const lists = report.lists
        ? `banned/restricted list as of ${report.lists.asOf} (${report.lists.banned} banned, ${report.lists.restricted} restricted` +
          `${report.lists.pending ? `, ${report.lists.pending} announced changes pending` : ''})` +
          listsKnowledge(report.lists)
        : 'no banned/restricted list';
      const variant = report.variant ? ` · ${report.variant.name}` : '';
      const db = report.cardDatabase ? ` · ${cardDataHeader(report.cardDatabase)}` : '';
      const event = eventLine(report.event);
      const platform = platformName(report.platform);
      const on = platform !== undefined ? ` · ${platform}` : '';
      const head = [
        ...(event ? [c.bold(event)] : []),
        c.dim(`deckcheck · ${formatLine(report.format)}${variant} · ${report.date}${on} · ${lists}${db}`),
        '',
        ...poolHeaderLines(c, report),
      ];
      const scope = [report.teamCount ? plural(report.teamCount, 'team') : '', plural(report.deckCount, 'deck')].filter((s) => s).join(', ');
      // A deck some rule could not check (card-facts-missing), or in a format with a part deckcheck cannot check (Frontier's
      // banned list), is "not fully checked": legal so far, not surely.
      const partial = (report.fullyChecked === false ? ' · not fully checked' : '') + (unnamedFormatWords(report.format) ? ` · ${unnamedFormatWords(report.format)}` : '');
      let verdict: string;
      if (report.errors === 0 && report.warnings === 0) {
        verdict = c.green(`✔ legal${partial} · ${scope} · no problems`);
      } else {
        const counts = `${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`;
        verdict = report.legal
          ? c.yellow(`✔ legal with warnings${partial} · ${scope} · ${counts}`)
          : c.red(c.bold(`✖ not legal${partial} · ${scope} · ${counts}`));
      }
      return [text(head), UNITS_SLOT, text([verdict])];
    },
  };
}
