/** The JSON reporter: exactly one JSON document, schemaVersion 1. Described by report/schema. */
import { bracketName } from '../formats/brackets.js';
import { summaryOf, type CheckReport, type ReportSummary, type UnitReport } from '../check/check.js';
import { FINDINGS_SLOT, jsonDocument, jsonItem, renderWhole, SLOT_VALUE, UNITS_SLOT, type StreamReporter } from './stream.js';
import type { Finding, Location } from '../diagnostic.js';
import { VERSION } from '../version.js';
import { unitCounts } from './unit-counts.js';

function location(l: Location) {
  return {
    file: l.file,
    line: l.line,
    column: l.column ?? null,
    section: l.section ?? null,
    count: l.count ?? null,
    written: l.written ?? null,
  };
}

/** Every key is always present (null when it does not apply), in a fixed order. */
export function findingJson(f: Finding) {
  return {
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column ?? null,
    section: f.section ?? null,
    team: f.team ?? null,
    player: f.player ?? null,
    card: f.card ?? null,
    count: f.count ?? null,
    limit: f.limit ?? null,
    minimum: f.minimum ?? null,
    reference: f.reference,
    related: f.related.map(location),
    suggestions: [...(f.suggestions ?? [])],
  };
}

function cardDatabaseJson(db: NonNullable<ReportSummary['cardDatabase']>) {
  return {
    source: db.source,
    version: db.version ?? null,
    date: db.date,
    cards: db.cards,
    names: db.names ?? null,
    foreignNames: db.foreignNames ?? null,
    languages: [...(db.languages ?? [])],
    builtIn: db.builtIn === true,
  };
}

function unitJson(u: UnitReport) {
  const { errors, warnings } = unitCounts(u);
  return {
    kind: u.kind,
    name: u.name,
    teamRules: u.teamRules ?? null,
    legal: u.legal,
    fullyChecked: u.fullyChecked ?? true,
    errors,
    warnings,
    decks: u.decks.map((d) => ({
      file: d.file,
      name: d.name ?? null,
      player: d.player ?? null,
      seat: d.seat ?? null,
      platform: d.platform ?? null,
      main: d.main,
      sideboard: d.sideboard,
      counts: { ...d.counts },
      errors: d.errors,
      warnings: d.warnings,
      supplementary: d.supplementary ? { ...d.supplementary } : null,
      commandZone: d.commandZone
        ? {
            source: d.commandZone.source,
            commanders: [...d.commandZone.commanders],
            companions: [...d.commandZone.companions],
            explanation: d.commandZone.explanation,
          }
        : null,
      bracket: d.bracket
        ? {
            lowest: d.bracket.lowest,
            name: bracketName(d.bracket.lowest),
            reasons: d.bracket.reasons.map((r) => ({ bracket: r.bracket, kind: r.kind, cards: [...r.cards] })),
            gameChangersAsOf: d.bracket.gameChangersAsOf,
            explanation: d.bracket.explanation,
          }
        : null,
      readings: (d.readings ?? []).map((r) => ({
        line: r.line,
        column: r.column,
        section: r.section,
        written: r.written,
        card: r.card,
        kind: r.kind,
        languages: [...r.languages],
        ...(r.outvoted !== undefined ? { sets: r.sets ?? 0, outvoted: r.outvoted.map((o) => ({ card: o.card, sets: o.sets })) } : {}),
      })),
    })),
    pool: u.pool
      ? {
          file: u.pool.file,
          cards: u.pool.cards,
          sideboard: u.pool.sideboard,
          unused: u.pool.unused.map((c) => ({ card: c.card, count: c.count, line: c.line })),
        }
      : null,
  };
}

/** Everything but the units and findings, with `units` and `findings` in their places holding `slot`. */
function headJson<T>(report: ReportSummary, slot: T) {
  return {
    schemaVersion: 1 as const,
    tool: { name: 'deckcheck', version: VERSION },
    event: report.event ? { name: report.event.name, location: report.event.location } : null,
    legal: report.legal,
    fullyChecked: report.fullyChecked ?? true,
    format: report.format,
    variant: report.variant ?? null,
    date: report.date,
    platform: report.platform ?? 'paper',
    lists: report.lists,
    cardDatabase: report.cardDatabase ? cardDatabaseJson(report.cardDatabase) : null,
    notes: [...report.notes],
    pool: report.pool
      ? {
          file: report.pool.file,
          input: report.pool.input,
          layout: report.pool.layout,
          cards: report.pool.cards,
          distinct: report.pool.distinct,
        }
      : null,
    summary: {
      units: report.unitCount,
      decks: report.deckCount,
      errors: report.errors,
      warnings: report.warnings,
    },
    units: slot,
    findings: slot,
  };
}

export function reportJson(report: CheckReport) {
  return {
    ...headJson(summaryOf(report), null),
    units: report.units.map(unitJson),
    findings: report.findings.map(findingJson),
  };
}

/**
 * The JSON reporter, unit by unit (see report/stream). `indent: false` writes the document on one line: half the bytes,
 * and faster for thousands of decks; the CLI indents only what it shows on a terminal.
 */
export function createJsonReporter(options: { indent?: boolean } = {}): StreamReporter {
  // Units and findings are items of top-level arrays: indented two levels deep.
  const pad = options.indent === false ? undefined : '    ';
  return {
    unit: (u, i) => jsonItem(unitJson(u), i, pad),
    finding: (f, i) => jsonItem(findingJson(f), i, pad),
    document: (s) =>
      jsonDocument(headJson(s, SLOT_VALUE), pad !== undefined, [
        { slot: UNITS_SLOT, count: s.unitCount },
        { slot: FINDINGS_SLOT, count: s.errors + s.warnings },
      ]),
  };
}

/** The report as JSON text, ending in a newline (indented unless `indent: false`). */
export function renderJson(report: CheckReport, options: { indent?: boolean } = {}): string {
  return renderWhole(createJsonReporter(options), report);
}
