/** Report transforms applied before rendering. */
import type { CheckReport, UnitReport } from '../check/check.js';

/** `--quiet` on one unit: its errors only. */
export function unitErrorsOnly(u: UnitReport): UnitReport {
  return {
    ...u,
    findings: u.findings.filter((f) => f.severity === 'error'),
    decks: u.decks.map((d) => ({ ...d, warnings: 0 })),
  };
}

/** `--quiet`: errors only. The verdict does not change (warnings never make a deck illegal). */
export function errorsOnly(report: CheckReport): CheckReport {
  return {
    ...report,
    findings: report.findings.filter((f) => f.severity === 'error'),
    units: report.units.map(unitErrorsOnly),
    warnings: 0,
  };
}
