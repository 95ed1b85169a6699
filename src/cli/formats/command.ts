/** `deckcheck formats`: its options; the action loads the format table (action.ts) when it runs. */
import type { Command } from 'commander';
import type { CliIo } from '../io.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('formats')
    .description('list every format: deck rules, card pool, and the dates its banned/restricted history covers')
    .option('--json', 'as JSON')
    .option('--format-file <file>', 'show how deckcheck reads this format file, instead of the built-in formats')
    .exitOverride()
    .action(async (opts: { json?: boolean; formatFile?: string }) => {
      const { runFormats } = await import('./action.js');
      setCode(await runFormats(opts, io));
    });
}
