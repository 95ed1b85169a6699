/**
 * The command-line program: parses argv with commander, runs the command, and returns the exit code (it never calls
 * process.exit). Only the command the line names is built (from its own folder: check/command.ts, …), and its
 * action loads the command's code when it runs; a line that names no command (help, an unknown word) and
 * `completion` get every command. The commands come from the caller: run.ts gives all of them, check/main.ts (the
 * built CLI's entry for `deckcheck check …`) the check alone.
 */
import { Command, CommanderError } from 'commander';
import { VERSION } from '../version.js';
import { helpAfter } from './help.js';
import { EXIT_CANNOT_RUN, UsageError, type CliIo } from './io.js';

/** A command's definition: adds it to the program; its action sets the exit code. */
export type AddCommand = (program: Command, io: CliIo, setCode: (n: number) => void) => void;
/** Commands by name, each loading its definition, in the order `deckcheck --help` lists them. */
export type Commands = Readonly<Record<string, () => Promise<AddCommand>>>;

/** Examples and notes after each command's options (src/cli/help.ts), for every command and subcommand. */
function addHelpTexts(cmd: Command, path: readonly string[]): void {
  const text = helpAfter(path.length === 0 ? 'deckcheck' : path.join(' '));
  if (text !== '') cmd.addHelpText('after', text);
  for (const sub of cmd.commands) addHelpTexts(sub, [...path, sub.name()]);
}

/** A usage error of a command names that command's own --help (commander would repeat the parent's hint). */
function pointToOwnHelp(parent: Command, parentName: string): void {
  for (const cmd of parent.commands) {
    const name = `${parentName} ${cmd.name()}`;
    cmd.showHelpAfterError(`(run "${name} --help" for the ${cmd.commands.length > 0 ? 'commands' : 'options'})`);
    pointToOwnHelp(cmd, name);
  }
}

/**
 * The program with every command, or with the one command `only` (a command line that names it: the others' options
 * and help texts are not built, which start-up would pay for; their help and errors do not depend on each other).
 */
async function buildProgram(commands: Commands, io: CliIo, setCode: (n: number) => void, only?: string): Promise<Command> {
  const program = new Command('deckcheck')
    .description('Check Magic: The Gathering decklists and Two-Headed Giant teams against the rules.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run "deckcheck --help" for the commands)');
  const loads = only === undefined ? Object.values(commands) : [commands[only]];
  const adders = await Promise.all(loads.map((load) => load?.()));
  for (const add of adders) add?.(program, io, setCode);
  pointToOwnHelp(program, 'deckcheck');
  // After pointToOwnHelp: completion's usage errors point to the program's help, as they always have.
  if (only === undefined) (await import('./completion/command.js')).addCommand(program, io, setCode);
  addHelpTexts(program, []);
  return program;
}

/** The exit code of the command line `argv`, with these commands. */
export async function runProgram(commands: Commands, argv: readonly string[], io: CliIo): Promise<number> {
  let code = 0;
  const first = argv[0];
  const only = first !== undefined && Object.hasOwn(commands, first) ? first : undefined;
  try {
    const program = await buildProgram(
      commands,
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
