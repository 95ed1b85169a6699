/** Report transforms applied before rendering. */
import type { CheckReport } from '../check/check.js';

/** `--quiet`: errors only. The verdict does not change (warnings never make a deck illegal). */
export function errorsOnly(report: CheckReport): CheckReport {
  return {
    ...report,
    findings: report.findings.filter((f) => f.severity === 'error'),
    units: report.units.map((u) => ({
      ...u,
      findings: u.findings.filter((f) => f.severity === 'error'),
      decks: u.decks.map((d) => ({ ...d, warnings: 0 })),
    })),
    warnings: 0,
  };
}
