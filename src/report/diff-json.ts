/** The JSON reporter of `deckcheck diff`: one document, described by report/diff-schema. */
import type { DiffReport, DiffSide } from '../check/diff.js';
import type { SectionTotals } from '../model/compare.js';
import { VERSION } from '../version.js';
import { findingJson } from './json.js';

function totals(t: SectionTotals) {
  return { total: t.total, creatures: t.creatures, lands: t.lands, other: t.other, unknown: t.unknown };
}

function side(s: DiffSide) {
  return {
    file: s.file,
    name: s.name ?? null,
    totals: { main: totals(s.totals.main), sideboard: totals(s.totals.sideboard), commander: totals(s.totals.commander) },
  };
}

export function diffJson(report: DiffReport) {
  return {
    schemaVersion: 1 as const,
    kind: 'diff' as const,
    tool: { name: 'deckcheck' as const, version: VERSION },
    matches: report.matches,
    registeredLegal: report.registeredLegal,
    ok: report.errors === 0,
    format: report.format,
    date: report.date,
    cardDatabase: report.cardDatabase
      ? { source: report.cardDatabase.source, date: report.cardDatabase.date, cards: report.cardDatabase.cards }
      : null,
    notes: [...report.notes],
    typesKnown: report.typesKnown,
    registered: side(report.registered),
    presented: side(report.presented),
    cards: report.rows.map((r) => ({
      card: r.card,
      section: r.section,
      registered: r.registered,
      presented: r.presented,
      difference: r.difference,
      type: r.kind,
      registeredLines: r.registeredLines.flatMap((l) => (l.line !== null ? [l.line] : [])),
      presentedLines: r.presentedLines.flatMap((l) => (l.line !== null ? [l.line] : [])),
    })),
    moves: report.moves.map((m) => ({ card: m.card, from: m.from, to: m.to, count: m.count })),
    summary: { differing: report.differing, errors: report.errors, warnings: report.warnings },
    remedies: report.remedies.map((r) => ({ ...r })),
    findings: report.findings.map(findingJson),
  };
}

export function renderDiffJson(report: DiffReport, options: { indent?: boolean } = {}): string {
  return `${JSON.stringify(diffJson(report), null, options.indent === false ? undefined : 2)}\n`;
}
