/** Counting a unit's findings: the whole unit's, and a team's own (team rules, a shared pool), which no deck holds. */
import type { UnitReport } from '../check/check.js';
import type { Finding } from '../diagnostic.js';

export interface Counts {
  readonly errors: number;
  readonly warnings: number;
}

function count(findings: readonly Finding[], keep: (f: Finding) => boolean): Counts {
  let errors = 0;
  let warnings = 0;
  for (const f of findings) {
    if (!keep(f)) continue;
    if (f.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** Every finding of the unit: its decks' and, for a team, the team's own. */
export function unitCounts(u: UnitReport): Counts {
  return count(u.findings, () => true);
}

/** A team's own findings (the decks' summaries do not count them); none for a single deck. */
export function teamCounts(u: UnitReport): Counts {
  return count(u.findings, (f) => f.team !== undefined);
}
