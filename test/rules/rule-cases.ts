/**
 * A deck check run in-process for the per-rule tables (test/rules/<rule>.test.ts): decks and an optional pool given as
 * text (deck-1.txt, deck-2.txt, …, pool.txt), the report's findings of one rule returned.
 */
import { checkTexts, preparePool } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { Finding } from '../../src/diagnostic.js';

export interface RuleCase {
  format: string;
  date?: string;
  team?: boolean;
  teamRules?: '2hg' | 'unified';
  teamOverrides?: 'lenient' | 'strict';
  variant?: string;
  /** A Sealed / Draft pool (pool.txt). */
  pool?: string;
  decks: readonly string[];
}

/** Every finding of `rule` for the case, in report order. */
export async function ruleFindings(rule: string, c: RuleCase): Promise<Finding[]> {
  const prepared = await prepareCheck({
    format: c.format,
    date: c.date ?? '2025-01-15',
    team: c.team ?? false,
    teamOverrides: c.teamOverrides ?? 'lenient',
    ...(c.teamRules !== undefined ? { teamRules: c.teamRules } : {}),
    ...(c.variant !== undefined ? { variant: c.variant } : {}),
  });
  const pool = c.pool !== undefined ? preparePool(prepared, { file: 'pool.txt', text: c.pool }) : undefined;
  const report = checkTexts(
    prepared,
    c.decks.map((text, i) => ({ file: `deck-${i + 1}.txt`, text })),
    pool,
  );
  return report.findings.filter((f) => f.rule === rule);
}
