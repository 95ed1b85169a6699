/**
 * The bounds on one unit's findings (issue 42): past `maxFindings` findings in a deck or team, one `findings-not-listed`
 * finding counts the rest by rule; past MAX_RELATED_LOCATIONS places in a finding's `related`, the first ones are kept
 * and the message says how many there are. A request from a stranger (100,000 lines of unknown names, or of one card)
 * then costs a report of kilobytes, not tens of megabytes. Pure: findings in, findings out.
 */
import type { Finding } from '../diagnostic.js';
import type { RuleMeta } from './types.js';

/** How many findings of one unit (a deck, a team) are listed by default; `maxFindings` changes it. */
export const MAX_FINDINGS = 500;

/** How many `related` places one finding lists: a real deck's findings have a handful. */
export const MAX_RELATED_LOCATIONS = 50;

export const FINDINGS_NOT_LISTED_REFERENCE = 'deckcheck report bounds (docs/reference/library-api.md, "Bounds on input and output")';

export const FINDINGS_NOT_LISTED_META: RuleMeta = {
  id: 'findings-not-listed',
  description:
    'A deck or team with more findings than the bound (500, or the maxFindings setting) lists the first ones in the ' +
    "report's order and counts the rest in one finding, by rule; an error when any of them is one.",
  reference: FINDINGS_NOT_LISTED_REFERENCE,
  scope: 'report',
};

/** `f` with at most MAX_RELATED_LOCATIONS related places; the message says how many there were. */
export function boundRelated(f: Finding): Finding {
  const n = f.related.length;
  if (n <= MAX_RELATED_LOCATIONS) return f;
  return {
    ...f,
    message: `${f.message} (The first ${MAX_RELATED_LOCATIONS} of its ${n} other places are listed.)`,
    related: f.related.slice(0, MAX_RELATED_LOCATIONS),
  };
}

/**
 * `sorted` (a unit's findings in the report's order) with at most `max` listed, each with its related places bounded;
 * the rest counted in one more finding at the first one not listed.
 */
export function boundFindings(sorted: readonly Finding[], max: number): Finding[] {
  const listed = sorted.length <= max ? [...sorted] : sorted.slice(0, max);
  for (let i = 0; i < listed.length; i++) listed[i] = boundRelated(listed[i] as Finding);
  if (sorted.length <= max) return listed;
  const rest = sorted.slice(max);
  const first = rest[0] as Finding;
  const byRule = new Map<string, number>();
  let errors = 0;
  for (const f of rest) {
    byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    if (f.severity === 'error') errors++;
  }
  const rules = [...byRule].map(([rule, n]) => `${rule} ×${n}`).join(', ');
  const more = rest.length;
  listed.push({
    rule: FINDINGS_NOT_LISTED_META.id,
    severity: errors > 0 ? 'error' : 'warning',
    message:
      `${more} more finding${more === 1 ? ' is' : 's are'} not listed one by one (${rules}; ${errors} of them error${errors === 1 ? '' : 's'}): ` +
      `deckcheck lists the first ${max} of a deck or team. Fix the findings listed, or check the file is the decklist meant.`,
    file: first.file,
    line: first.line,
    ...(first.team !== undefined ? { team: first.team } : {}),
    ...(first.player !== undefined ? { player: first.player } : {}),
    count: more,
    limit: max,
    reference: FINDINGS_NOT_LISTED_REFERENCE,
    related: [],
  });
  return listed;
}
