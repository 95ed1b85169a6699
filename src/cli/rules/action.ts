/** `deckcheck rules [ids...]`: the rule table (id, scope, reference, description), whole or for the rules named. */
import { ALL_RULES } from '../../rules/index.js';
import { UsageError, type CliIo } from '../io.js';

export function runRules(ids: readonly string[], opts: { json?: boolean }, io: CliIo): number {
  const unknown = ids.filter((id) => !ALL_RULES.some((r) => r.id === id));
  if (unknown.length > 0) {
    throw new UsageError(`no rule ${unknown.map((id) => `"${id}"`).join(', ')}; "deckcheck rules" lists every rule id`);
  }
  const rules = ids.length === 0 ? ALL_RULES : ALL_RULES.filter((r) => ids.includes(r.id));
  if (opts.json) {
    io.stdout(`${JSON.stringify({ schemaVersion: 1, rules }, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...rules.map((r) => r.id.length));
  for (const r of rules) io.stdout(`${r.id.padEnd(width)}  ${r.scope.padEnd(5)}  ${r.reference}\n${' '.repeat(width + 9)}${r.description}\n`);
  return 0;
}
