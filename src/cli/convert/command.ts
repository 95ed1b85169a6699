/** `deckcheck convert`: its argument and options; the action loads the conversion (action.ts) when it runs. */
import { Option, type Command } from 'commander';
import { TARGET_IDS } from '../../convert/targets.js';
import { inputFormatIds } from '../../input/detect.js';
import type { CliIo } from '../io.js';

interface ConvertOptions {
  to: string;
  output?: string;
  inputFormat?: string;
  strict?: boolean;
  db?: boolean;
  dataDir?: string;
}

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('convert')
    .description('convert a decklist to another program\'s format; notes on stderr say what the target cannot hold')
    .argument('<file>', 'a decklist in any format deckcheck reads')
    .addOption(new Option('--to <id>', 'the format to write').choices([...TARGET_IDS]).makeOptionMandatory())
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .option('--input-format <id>', `read the file as this format instead of detecting it (${inputFormatIds().join(', ')})`)
    .option('--strict', 'write nothing and exit 1 when the target cannot hold every card where it was, or a line could not be read')
    .option('--data-dir <dir>', 'card database directory: foreign names and typos written as its card names (default as for check)')
    .option('--no-db', 'do not use the card database (names written as read)')
    .exitOverride()
    .action(async (file: string, opts: ConvertOptions) => {
      const { runConvert } = await import('./action.js');
      setCode(await runConvert(file, opts, io));
    });
}
