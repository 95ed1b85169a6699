/** The JSON reporter: exactly one JSON document, schemaVersion 1. Described by src/report/schema.ts. */
import type { CheckReport } from '../check/check.js';
import type { Finding, Location } from './diagnostic.js';
import { VERSION } from '../version.js';

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

function cardDatabaseJson(db: NonNullable<CheckReport['cardDatabase']>) {
  return {
    source: db.source,
    version: db.version ?? null,
    date: db.date,
    cards: db.cards,
    names: db.names ?? null,
    foreignNames: db.foreignNames ?? null,
    languages: [...(db.languages ?? [])],
  };
}

export function reportJson(report: CheckReport) {
  return {
    schemaVersion: 1 as const,
    tool: { name: 'deckcheck', version: VERSION },
    legal: report.legal,
    fullyChecked: report.fullyChecked ?? true,
    format: report.format,
    variant: report.variant ?? null,
    date: report.date,
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
      units: report.units.length,
      decks: report.units.reduce((n, u) => n + u.decks.length, 0),
      errors: report.errors,
      warnings: report.warnings,
    },
    units: report.units.map((u) => ({
      kind: u.kind,
      name: u.name,
      legal: u.legal,
      fullyChecked: u.fullyChecked ?? true,
      decks: u.decks.map((d) => ({
        file: d.file,
        name: d.name ?? null,
        player: d.player ?? null,
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
        readings: (d.readings ?? []).map((r) => ({
          line: r.line,
          column: r.column,
          section: r.section,
          written: r.written,
          card: r.card,
          kind: r.kind,
          languages: [...r.languages],
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
    })),
    findings: report.findings.map(findingJson),
  };
}

/**
 * The report as JSON text, ending in a newline. `indent: false` writes it on one line: half the bytes, and faster for
 * thousands of decks; the CLI indents only what it shows on a terminal.
 */
export function renderJson(report: CheckReport, options: { indent?: boolean } = {}): string {
  return `${JSON.stringify(reportJson(report), null, options.indent === false ? undefined : 2)}\n`;
}
