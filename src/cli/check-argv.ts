/**
 * The common `deckcheck check` command line read without commander (start-up, issue 30): building the program and
 * its option tables cost a small check more than its own work. Only plain lines are read here: check's own options,
 * each as `--name value`, `--name=value`, `-x value` or a flag, and at least one file. Anything else (help, version,
 * `--`, grouped short flags `-tq`, an unknown option, a value that is not one of its choices, a missing value, a value
 * that starts with `-`, no file at all) goes to the full program, which answers it as before. What is read here is
 * exactly what commander gives the check action, key order included (test/cli/check-argv.test.ts compares both).
 */
import { PLATFORMS } from '../cards/facts.js';
import { FORMAT_CHOICES } from '../formats/formats.js';
import { VARIANT_IDS } from '../variants/variants.js';
import type { CheckCommandOptions } from './check-command.js';

/** --team-overrides and --team-rules: the values program.ts offers too. */
export const TEAM_OVERRIDE_CHOICES: readonly string[] = ['lenient', 'strict'];
export const TEAM_RULES_CHOICES: readonly string[] = ['2hg', 'unified'];

type Key = keyof CheckCommandOptions;
/** An option that takes a value (the choices it must be one of; `collect`: repeatable, gathered in a list). */
interface ValueOption {
  readonly key: Key;
  readonly choices?: readonly string[];
  readonly collect?: true;
}
/** A flag: the value it sets. */
interface Flag {
  readonly key: Key;
  readonly flag: boolean;
}

/** check's options as program.ts defines them (long name, and short name where there is one). */
const VALUE_OPTIONS: Readonly<Record<string, ValueOption>> = {
  '--format': { key: 'format', choices: FORMAT_CHOICES },
  '-f': { key: 'format', choices: FORMAT_CHOICES },
  '--format-file': { key: 'formatFile' },
  '--date': { key: 'date' },
  '-d': { key: 'date' },
  '--platform': { key: 'platform', choices: PLATFORMS },
  '--team-overrides': { key: 'teamOverrides', choices: TEAM_OVERRIDE_CHOICES },
  '--team-rules': { key: 'teamRules', choices: TEAM_RULES_CHOICES },
  '--pool': { key: 'pool' },
  '--variant': { key: 'variant', choices: VARIANT_IDS },
  '--commander-color': { key: 'commanderColor' },
  '--bracket': { key: 'bracket', choices: ['1', '2', '3', '4', '5'] },
  '--schemes': { key: 'schemes' },
  '--planes': { key: 'planes' },
  '--input-format': { key: 'inputFormat' },
  '--data-dir': { key: 'dataDir' },
  '--reporter': { key: 'reporter', collect: true },
  '-r': { key: 'reporter', collect: true },
  '--max-warnings': { key: 'maxWarnings' },
  '--jobs': { key: 'jobs' },
  '-j': { key: 'jobs' },
};
const FLAGS: Readonly<Record<string, Flag>> = {
  '--team': { key: 'team', flag: true },
  '-t': { key: 'team', flag: true },
  '--no-db': { key: 'db', flag: false },
  '--quiet': { key: 'quiet', flag: true },
  '-q': { key: 'quiet', flag: true },
  '--color': { key: 'color', flag: true },
  '--no-color': { key: 'color', flag: false },
};

/**
 * `check`'s arguments (after the word check) as the files and the options commander would give the check action, or
 * undefined when the line is not a plain one (the full program reads it).
 */
export function plainCheckArgv(args: readonly string[]): { inputs: string[]; opts: CheckCommandOptions } | undefined {
  // commander's defaults, in the order program.ts defines the options.
  const opts: Record<string, unknown> = { format: 'casual', teamOverrides: 'lenient', db: true, reporter: [] };
  const inputs: string[] = [];
  let formatGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('-')) {
      inputs.push(arg);
      continue;
    }
    const flag = Object.hasOwn(FLAGS, arg) ? FLAGS[arg] : undefined;
    if (flag) {
      opts[flag.key] = flag.flag;
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const option = Object.hasOwn(VALUE_OPTIONS, name) ? VALUE_OPTIONS[name] : undefined;
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (!option || value === undefined || value === '' || value.startsWith('-')) return undefined;
    if (option.choices && !option.choices.includes(value)) return undefined;
    opts[option.key] = option.collect ? [...(opts[option.key] as string[]), value] : value;
    if (option.key === 'format') formatGiven = true;
  }
  if (inputs.length === 0) return undefined;
  const read = opts as CheckCommandOptions;
  return { inputs, opts: formatGiven ? read : { ...read, formatIsDefault: true } };
}
