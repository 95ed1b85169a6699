/**
 * The command-line program. Thin: parses argv with commander, calls the library, writes through the injected io,
 * and returns an exit code (it never calls process.exit). Loaded by run.ts for every command line that its fast
 * paths do not answer.
 */
import { Argument, Command, CommanderError, Option } from 'commander';
import { FORMAT_CHOICES } from '../formats/formats.js';
import { PLATFORMS } from '../cards/facts.js';
import { VARIANT_IDS } from '../variants/variants.js';
import { TARGET_IDS } from '../convert/targets.js';
import { inputFormatIds } from '../input/detect.js';
import { VERSION } from '../version.js';
import type { CheckCommandOptions } from './check-command.js';
import type { EventCommandOptions } from './event-command.js';
import type { DiffCommandOptions } from './diff-command.js';
import type { SheetCommandOptions } from './sheet-command.js';
import { addDbCommand } from './db-command.js';
import { TEAM_OVERRIDE_CHOICES, TEAM_RULES_CHOICES } from './check-argv.js';
import { EXIT_CANNOT_RUN, UsageError, type CliIo } from './io.js';
import { REPORTERS } from './reporters.js';
import { helpAfter } from './help.js';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The output options `check` and `event` share. */
function addOutputOptions(cmd: Command): Command {
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

/** Examples and notes after each command's options (src/cli/help.ts), for every command and subcommand. */
function addHelpTexts(cmd: Command, path: readonly string[]): void {
  const text = helpAfter(path.length === 0 ? 'deckcheck' : path.join(' '));
  if (text !== '') cmd.addHelpText('after', text);
  for (const sub of cmd.commands) addHelpTexts(sub, [...path, sub.name()]);
}

/**
 * The program with every command, or with the one command `only` (a command line that names it: the others' options
 * and help texts are not built, which start-up would pay for; their help and errors do not depend on each other).
 */
function buildProgram(io: CliIo, setCode: (n: number) => void, only?: string): Command {
  const want = (name: string) => only === undefined || only === name;
  const program = new Command('deckcheck')
    .description('Check Magic: The Gathering decklists and Two-Headed Giant teams against the rules.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run "deckcheck --help" for the commands)');

  if (want('check')) {
    const check = program
      .command('check')
      .description('check decklists; each file is one player\'s deck')
      .argument(
        '[inputs...]',
        'decklist files (text: MTGO, Arena, "4x", "SB:" …; MTGO .dek, Cockatrice .cod, OCTGN .o8d, deck JSON), ' +
          'directories (searched recursively) or glob patterns ("decks/**/*.txt"); none: the checks of ' +
          'deckcheck.config.json, in this folder or the nearest one above',
      )
      .addOption(new Option('-f, --format <id>', 'format to check against').choices([...FORMAT_CHOICES]).default('casual'))
      .option('--format-file <file>', 'check against a format described in a JSON file (see schema/format.schema.json) instead of --format')
      .option('-d, --date <YYYY-MM-DD>', 'check against the banned/restricted lists in force on this day (default: today)')
      .addOption(
        new Option(
          '--platform <id>',
          "where the decks are played: paper, mtgo (Magic Online) or arena (MTG Arena); sets are dated by the day they came to it (default: a .dek file's own, else the format's)",
        ).choices([...PLATFORMS]),
      )
      .option('-t, --team', 'the files are one Two-Headed Giant team\'s decks (2 or more players)')
      .addOption(
        new Option('--team-overrides <policy>', 'team rule for cards whose text lifts the copy limit (docs/explanations/decisions.md, A1/A2)')
          .choices([...TEAM_OVERRIDE_CHOICES])
          .default('lenient'),
      )
      .addOption(
        new Option('--team-rules <model>', 'with --team: 2hg (Two-Headed Giant, default) or unified (Team Unified Constructed, three players)').choices([...TEAM_RULES_CHOICES]),
      )
      .option('--pool <file>', 'sealed/draft: the pool the decks are built from (text card list or CSV export)')
      .addOption(
        new Option('--variant <id>', 'casual variant with a supplementary deck (scheme deck or planar deck)').choices([
          ...VARIANT_IDS,
        ]),
      )
      .option('--commander-color <colors>', 'the colour chosen for a commander that chooses one before the game (CR 903.4b), e.g. G')
      .option('--bracket <n>', 'commander: check against this Commander bracket, 1 (Exhibition) to 5 (cEDH), from 2025-02-11')
      .option('--schemes <file>', "the archenemy's scheme deck as its own file (implies --variant archenemy)")
      .option('--planes <file>', "the player's planar deck as its own file (implies --variant planechase)")
      .option('--input-format <id>', `read every file as this format instead of detecting it (${inputFormatIds().join(', ')})`)
      .option('--data-dir <dir>', 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)')
      .option('--no-db', 'do not use the card database (only the embedded facts)');
    addOutputOptions(check)
      .exitOverride()
      .action(async (files: string[], opts: CheckCommandOptions) => {
        if (files.length === 0) {
          const { runConfigured } = await import('./config-input.js');
          const given = Object.keys(opts).filter((key) => check.getOptionValueSource(key) === 'cli');
          setCode(await runConfigured(opts, given, io));
          return;
        }
        // Each command's code is loaded when it runs, so a command does not pay for the others.
        const { runCheck } = await import('./check-command.js');
        // --format left at its default: the variant may choose (Archenemy Commander checks the main deck as Commander).
        const chosen = check.getOptionValueSource('format') === 'default' ? { ...opts, formatIsDefault: true } : opts;
        setCode(await runCheck(files, chosen, io));
      });
  }

  if (want('event')) {
    const event = program
      .command('event')
      .description('check every player and team of an event manifest (JSON; see schema/event.schema.json)')
      .argument('<manifest>', 'the event manifest file')
      .option('--data-dir <dir>', 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)')
      .option('--no-db', 'do not use the card database (only the embedded facts)');
    addOutputOptions(event)
      .exitOverride()
      .action(async (manifest: string, opts: EventCommandOptions) => {
        const { runEvent } = await import('./event-command.js');
        setCode(await runEvent(manifest, opts, io));
      });
  }

  if (want('diff')) {
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
      .option('--data-dir <dir>', 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)')
      .option('--no-db', 'do not use the card database (only the embedded facts)')
      .exitOverride()
      .action(async (registered: string, presented: string, opts: DiffCommandOptions) => {
        const { runDiff } = await import('./diff-command.js');
        setCode(await runDiff(registered, presented, opts, io));
      });
  }

  if (want('convert')) {
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
      .action(async (file: string, opts: { to: string; output?: string; inputFormat?: string; strict?: boolean; db?: boolean; dataDir?: string }) => {
        const { runConvert } = await import('./convert-command.js');
        setCode(await runConvert(file, opts, io));
      });
  }

  if (want('sheet')) {
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
        const { runSheet } = await import('./sheet-command.js');
        setCode(await runSheet(files, opts, io));
      });
  }

  if (want('rules')) {
    program
      .command('rules')
      .description('list every rule: id, scope, reference, what it checks')
      .argument('[ids...]', 'only these rules (default: all)')
      .option('--json', 'as JSON')
      .exitOverride()
      .action(async (ids: string[], opts: { json?: boolean }) => {
        const { runRules } = await import('./rules-command.js');
        setCode(runRules(ids, opts, io));
      });
  }

  if (want('formats')) {
    program
      .command('formats')
      .description('list every format: deck rules, card pool, and the dates its banned/restricted history covers')
      .option('--json', 'as JSON')
      .option('--format-file <file>', 'show how deckcheck reads this format file, instead of the built-in formats')
      .exitOverride()
      .action(async (opts: { json?: boolean; formatFile?: string }) => {
        const { runFormats } = await import('./formats-command.js');
        setCode(await runFormats(opts, io));
      });
  }

  if (want('db')) addDbCommand(program, io, setCode);
  pointToOwnHelp(program, 'deckcheck');

  program
    .command('completion')
    .description('print a shell completion script: commands, options, formats, reporters, rule ids')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .exitOverride()
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion-command.js');
      io.stdout(completionScript(program, shell));
      setCode(0);
    });

  addHelpTexts(program, []);
  return program;
}

/** A usage error of a command names that command's own --help (commander would repeat the parent's hint). */
function pointToOwnHelp(parent: Command, parentName: string): void {
  for (const cmd of parent.commands) {
    const name = `${parentName} ${cmd.name()}`;
    cmd.showHelpAfterError(`(run "${name} --help" for the ${cmd.commands.length > 0 ? 'commands' : 'options'})`);
    pointToOwnHelp(cmd, name);
  }
}

/** The commands a command line can name to get a program of that command alone (completion lists them all). */
const ONE_COMMAND: ReadonlySet<string> = new Set(['check', 'event', 'diff', 'convert', 'sheet', 'rules', 'formats', 'db']);

export async function runProgram(argv: readonly string[], io: CliIo): Promise<number> {
  let code = 0;
  const first = argv[0];
  const only = first !== undefined && ONE_COMMAND.has(first) ? first : undefined;
  const program = buildProgram(
    io,
    (n) => {
      code = n;
    },
    only,
  );
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
