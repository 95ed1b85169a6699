/** `deckcheck sheet`: its arguments and options; the action loads the sheet writer (action.ts) when it runs. */
import type { Command } from 'commander';
import { inputFormatIds } from '../../input/detect.js';
import type { CliIo } from '../io.js';
import { collect } from '../options.js';
import type { SheetCommandOptions } from './action.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('sheet')
    .description('write deck registration sheets (PDF, one page per player) from decklists or an event manifest')
    .argument('[decklists...]', 'decklist files, directories or glob patterns (or use --event)')
    .option('-o, --output <file.pdf>', 'the PDF to write (required)')
    .option('--event <manifest>', 'every player of an event manifest, teams first, in the manifest\'s order')
    .option('--player <name>', 'the player of each decklist, in order ("Last, First" or "First Last"); repeatable', collect, [])
    .option('--player-id <id>', "each player's ID number, in order; repeatable", collect, [])
    .option('--event-name <name>', 'the event, printed on every sheet')
    .option('-d, --date <YYYY-MM-DD>', 'the event day, printed on every sheet')
    .option('--location <text>', 'where the event is held')
    .option('--designer <name>', 'the deck designer')
    .option('--input-format <id>', `read every file as this format instead of detecting it (${inputFormatIds().join(', ')})`)
    .option('--data-dir <dir>', 'card database directory (card types group the cards; default as for check)')
    .option('--no-db', 'do not use the card database')
    .exitOverride()
    .action(async (files: string[], opts: SheetCommandOptions) => {
      const { runSheet } = await import('./action.js');
      setCode(await runSheet(files, opts, io));
    });
}
