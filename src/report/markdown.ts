/** Markdown for job summaries and pull-request comments: a verdict, a table of decks, a table of problems. */
import { cardDataHeader, formatLine, listsKnowledge, platformName, unnamedFormatWords } from './lists-line.js';
import type { CheckReport, DeckSummary, UnitReport } from '../check/check.js';
import { isNoDecklist } from '../parse/parse-error.js';
import { eventLine } from './event-line.js';
import { teamCounts } from './unit-counts.js';
import { FINDINGS_SLOT, renderWhole, UNITS_SLOT, type DocumentPart, type StreamReporter } from './stream.js';

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * A deck's Result cell: ❌ with why when its file could not be read (or the player has no decklist); "not fully
 * checked" beside ✅ when some rule could not check the unit (a verdict that is legal so far, not surely).
 */
function deckResult(d: DeckSummary, u: UnitReport): string {
  if (d.unreadable !== undefined) return isNoDecklist(d.unreadable) ? '❌ no decklist' : '❌ not read';
  const ok = d.errors === 0 && u.legal ? '✅' : d.errors === 0 ? '✅ (team ❌)' : '❌';
  return u.fullyChecked === false ? `${ok} not fully checked` : ok;
}

/** The Markdown reporter, unit by unit (see report/stream): a row per deck, a row per finding, the verdict first. */
export function createMarkdownReporter(): StreamReporter {
  return {
    unit(u) {
      let out = '';
      for (const d of u.decks) {
        const ok = deckResult(d, u);
        // A Commander deck's lowest bracket (issue 44) under its file name, as the stylish report gives it under the deck.
        const bracket = d.bracket ? `<br>${cell(d.bracket.explanation)}` : '';
        out += `| ${cell(d.file)}${bracket} | ${cell(d.player ?? '')} | ${u.kind === 'team' ? cell(u.name) : ''} | ${d.main} | ${d.sideboard} | ${d.errors} | ${d.warnings} | ${ok} |\n`;
      }
      // A team's own findings are the team's, on a row of their own, not charged to a deck.
      const team = teamCounts(u);
      if (team.errors + team.warnings > 0) {
        out += `| team rules | | ${cell(u.name)} | | | ${team.errors} | ${team.warnings} | ${team.errors > 0 ? '❌' : '✅'} |\n`;
      }
      return out;
    },
    finding(f) {
      const where = f.file ? `${f.file}${f.line !== null ? `:${f.line}` : ''}` : '';
      return `| ${cell(where)} | ${f.severity} | \`${f.rule}\` | ${cell(f.message)} | ${cell(f.reference)} |\n`;
    },
    document(report) {
      const unnamed = unnamedFormatWords(report.format);
      const verdict = `${report.legal ? '✅ legal' : '❌ not legal'}${report.fullyChecked === false ? ' · not fully checked' : ''}` + (unnamed ? ` (${unnamed})` : '');
      const lists = report.lists
        ? `banned/restricted list as of ${report.lists.asOf}${listsKnowledge(report.lists)}`
        : 'no banned/restricted list';
      const data = report.cardDatabase ? `, ${cardDataHeader(report.cardDatabase)}` : '';
      const event = eventLine(report.event);
      const head = [
        `## deckcheck${report.check !== undefined ? ` · check ${cell(report.check)}` : ''}: ${verdict} — ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`,
        '',
        ...(event ? [`Event: **${cell(event)}**`, ''] : []),
        `Format **${cell(formatLine(report.format))}**, checked for ${report.date}${platformName(report.platform) !== undefined ? ` on ${platformName(report.platform)}` : ''}, ${lists}${data}.`,
        '',
        '| Deck | Player | Team | Main | Sideboard | Errors | Warnings | Result |',
        '|---|---|---|---:|---:|---:|---:|---|',
      ];
      const parts: DocumentPart[] = [`${head.join('\n')}\n`, UNITS_SLOT];
      if (report.errors + report.warnings > 0) {
        parts.push('\n### Problems\n\n| Where | Severity | Rule | Problem | Reference |\n|---|---|---|---|---|\n', FINDINGS_SLOT);
      }
      return parts;
    },
  };
}

export function renderMarkdown(report: CheckReport): string {
  return renderWhole(createMarkdownReporter(), report);
}
