/** `deckcheck rules`: its arguments and option; the action loads the rule table (action.ts) when it runs. */
import type { Command } from 'commander';
import type { CliIo } from '../io.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('rules')
    .description('list every rule: id, scope, reference, what it checks')
    .argument('[ids...]', 'only these rules (default: all)')
    .option('--json', 'as JSON')
    .exitOverride()
    .action(async (ids: string[], opts: { json?: boolean }) => {
      const { runRules } = await import('./action.js');
      setCode(runRules(ids, opts, io));
    });
}
