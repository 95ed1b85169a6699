/** What several commands' definitions share: repeatable options, and the output options of `check` and `event`. */
import type { Command } from 'commander';
import { REPORTERS } from './reporters.js';

/** A repeatable option's values, in the order given. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The output options `check` and `event` share. */
export function addOutputOptions(cmd: Command): Command {
  return cmd
    .option(
      '-r, --reporter <id[:path]>',
      `report format, repeatable; with :path written to a file (${REPORTERS.map((r) => r.id).join(', ')})`,
      collect,
      [],
    )
    .option('-q, --quiet', 'report errors only, not warnings')
    .option('--max-warnings <n>', 'exit 1 when there are more than this many warnings')
    .option('--color', 'force colour in the stylish report')
    .option('--no-color', 'no colour (NO_COLOR is honoured too)')
    .option('-j, --jobs <n>', 'threads that check decks: this one and n - 1 workers (default: one per 20,000 decks, up to the number of cores; 1 below 40,000)');
}

/** `--data-dir`'s description where the card database is only read. */
export const DATA_DIR = 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)';
export const NO_DB = 'do not use the card database (only the embedded facts)';
