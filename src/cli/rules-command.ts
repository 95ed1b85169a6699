/** `deckcheck rules`: the rule table (id, scope, reference, description). */
import { ALL_RULES } from '../rules/index.js';
import type { CliIo } from './io.js';

export function runRules(opts: { json?: boolean }, io: CliIo): number {
  if (opts.json) {
    io.stdout(`${JSON.stringify({ schemaVersion: 1, rules: ALL_RULES }, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...ALL_RULES.map((r) => r.id.length));
  for (const r of ALL_RULES) io.stdout(`${r.id.padEnd(width)}  ${r.scope.padEnd(5)}  ${r.reference}\n${' '.repeat(width + 9)}${r.description}\n`);
  return 0;
}
