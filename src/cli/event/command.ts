/** `deckcheck event`: its argument and options; the action loads the event run (action.ts) when it runs. */
import type { Command } from 'commander';
import type { EventCommandOptions } from './action.js';
import type { CliIo } from '../io.js';
import { addOutputOptions, DATA_DIR, NO_DB } from '../options.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  const event = program
    .command('event')
    .description('check every player and team of an event manifest (JSON; see schema/event.schema.json)')
    .argument('<manifest>', 'the event manifest file')
    .option('--data-dir <dir>', DATA_DIR)
    .option('--no-db', NO_DB);
  addOutputOptions(event)
    .exitOverride()
    .action(async (manifest: string, opts: EventCommandOptions) => {
      const { runEvent } = await import('./action.js');
      setCode(await runEvent(manifest, opts, io));
    });
}
