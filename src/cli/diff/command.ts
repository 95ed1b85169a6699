/** `deckcheck diff`: its arguments and options; the action loads the comparison (action.ts) when it runs. */
import { Option, type Command } from 'commander';
import { FORMAT_CHOICES } from '../../formats/formats.js';
import { inputFormatIds } from '../../input/detect.js';
import type { DiffCommandOptions } from './action.js';
import type { CliIo } from '../io.js';
import { collect, DATA_DIR, NO_DB } from '../options.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('diff')
    .description("a judge's deck check: the registered decklist against the deck as presented, card by card")
    .argument('<registered>', 'the registered decklist (any input format)')
    .argument('<presented>', 'the deck as presented: typed in, or scanned into a CSV by a collection app (any input format)')
    .addOption(new Option('-f, --format <id>', 'also check the registered list for this format').choices([...FORMAT_CHOICES]))
    .option('-d, --date <YYYY-MM-DD>', 'with --format: the day the registered list is checked for (default: today)')
    .option('-r, --reporter <id[:path]>', 'stylish, json or markdown; repeatable; with :path written to a file', collect, [])
    .option('--color', 'force colour in the stylish report')
    .option('--no-color', 'no colour (NO_COLOR is honoured too)')
    .option('--input-format <id>', `read both files as this format instead of detecting it (${inputFormatIds().join(', ')})`)
    .option('--data-dir <dir>', DATA_DIR)
    .option('--no-db', NO_DB)
    .exitOverride()
    .action(async (registered: string, presented: string, opts: DiffCommandOptions) => {
      const { runDiff } = await import('./action.js');
      setCode(await runDiff(registered, presented, opts, io));
    });
}
