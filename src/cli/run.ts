/**
 * The command-line program. Thin: parses argv with commander, calls the library, writes through the injected io,
 * and returns an exit code (it never calls process.exit).
 */
import { Command, CommanderError, Option } from 'commander';
import { FORMAT_IDS } from '../formats/formats.js';
import { VERSION } from '../version.js';
import { runCheck, type CheckCommandOptions } from './check-command.js';
import { addDbCommand } from './db-command.js';
import { EXIT_CANNOT_RUN, UsageError, type CliIo } from './io.js';
import { REPORTERS } from './reporters.js';
import { runRules } from './rules-command.js';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function buildProgram(io: CliIo, setCode: (n: number) => void): Command {
  const program = new Command('deckcheck')
    .description('Check Magic: The Gathering decklists and Two-Headed Giant teams against the rules.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run "deckcheck check --help" for the options)');

  program
    .command('check')
    .description('check decklists; each file is one player\'s deck')
    .argument('<files...>', 'decklist files (text: MTGO, Arena, "4x", "SB:" styles)')
    .addOption(new Option('-f, --format <id>', 'format to check against').choices([...FORMAT_IDS]).default('casual'))
    .option('-d, --date <YYYY-MM-DD>', 'check against the banned/restricted lists in force on this day (default: today)')
    .option('-t, --team', 'the files are one Two-Headed Giant team\'s decks (2 or more players)')
    .addOption(
      new Option('--team-overrides <policy>', 'team rule for cards whose text lifts the copy limit (README: A1/A2)')
        .choices(['lenient', 'strict'])
        .default('lenient'),
    )
    .option(
      '-r, --reporter <id[:path]>',
      `report format, repeatable; with :path written to a file (${REPORTERS.map((r) => r.id).join(', ')})`,
      collect,
      [],
    )
    .option('--color', 'force colour in the stylish report')
    .option('--no-color', 'no colour (NO_COLOR is honoured too)')
    .option('--data-dir <dir>', 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)')
    .option('--no-db', 'do not use the card database (only the embedded facts)')
    .exitOverride()
    .action(async (files: string[], opts: CheckCommandOptions) => {
      setCode(await runCheck(files, opts, io));
    });

  program
    .command('rules')
    .description('list every rule: id, scope, reference, what it checks')
    .option('--json', 'as JSON')
    .exitOverride()
    .action((opts: { json?: boolean }) => {
      setCode(runRules(opts, io));
    });

  addDbCommand(program, io, setCode);

  return program;
}

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  let code = 0;
  const program = buildProgram(io, (n) => {
    code = n;
  });
  if (argv.length === 0) {
    io.stderr(program.helpInformation());
    return EXIT_CANNOT_RUN;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version exit 0; every other commander error (unknown option, missing argument, bad choice) is usage.
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') {
        return 0;
      }
      return EXIT_CANNOT_RUN;
    }
    if (e instanceof UsageError) {
      io.stderr(`deckcheck: ${e.message}\n`);
      return EXIT_CANNOT_RUN;
    }
    throw e;
  }
}
