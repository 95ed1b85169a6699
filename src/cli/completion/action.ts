/**
 * `deckcheck completion bash|zsh|fish`: a completion script for the shell, made from the program's own commands and
 * options (so it cannot fall behind them), with the values deckcheck knows: formats, variants, reporters, input
 * formats, conversion targets, team models, and rule ids for `deckcheck rules`.
 */
import type { Command, Option } from 'commander';
import { inputFormatIds } from '../../input/detect.js';
import { ALL_RULES } from '../../rules/index.js';
import { VERSION } from '../../version.js';
import { REPORTERS } from '../reporters.js';
import { DIFF_REPORTERS } from '../diff/action.js';

export type Shell = 'bash' | 'zsh' | 'fish';

type Values =
  | { readonly kind: 'words'; readonly words: readonly string[] }
  | { readonly kind: 'files' }
  | { readonly kind: 'dirs' }
  /** A value deckcheck cannot guess (a date, a number, a name): nothing is offered. */
  | { readonly kind: 'free' };

interface OptionSpec {
  readonly short: string | null;
  readonly long: string;
  readonly description: string;
  /** null: a flag without a value. */
  readonly value: Values | null;
}

interface CommandSpec {
  /** "" for the program, "check", "db import", … */
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly options: readonly OptionSpec[];
  readonly subcommands: readonly CommandSpec[];
  /** What its arguments are; null when it takes none. */
  readonly positional: Values | null;
}

const HELP_OPTION: OptionSpec = { short: '-h', long: '--help', description: 'show help', value: null };

/** Values of options whose choices commander does not check itself (a reporter may carry ":path"). */
function knownValues(commandKey: string, long: string): readonly string[] | null {
  if (long === '--reporter') return (commandKey === 'diff' ? DIFF_REPORTERS : REPORTERS).map((r) => r.id);
  if (long === '--input-format') return inputFormatIds();
  if (long === '--commander-color') return ['W', 'U', 'B', 'R', 'G', 'white', 'blue', 'black', 'red', 'green'];
  if (long === '--bracket') return ['1', '2', '3', '4', '5'];
  return null;
}

function optionValues(commandKey: string, option: Option): Values | null {
  if (!option.required && !option.optional) return null;
  const words = option.argChoices ?? knownValues(commandKey, option.long ?? '');
  if (words) return { kind: 'words', words };
  const arg = /<([^>]+)>/.exec(option.flags)?.[1] ?? '';
  if (arg === 'dir') return { kind: 'dirs' };
  if (/file|manifest|pdf/.test(arg)) return { kind: 'files' };
  return { kind: 'free' };
}

function describe(cmd: Command, parentKey: string): CommandSpec {
  const key = parentKey === '' ? cmd.name() : `${parentKey} ${cmd.name()}`;
  const args = cmd.registeredArguments;
  const choices = args[0]?.argChoices;
  let positional: Values | null = null;
  if (key === 'rules') positional = { kind: 'words', words: ALL_RULES.map((r) => r.id) };
  else if (choices) positional = { kind: 'words', words: choices };
  else if (args.length > 0) positional = { kind: 'files' };
  return {
    key,
    name: cmd.name(),
    description: cmd.description(),
    options: [
      ...cmd.options
        .filter((o) => o.long !== undefined)
        .map((o) => ({ short: o.short ?? null, long: o.long ?? '', description: o.description, value: optionValues(key, o) })),
      HELP_OPTION,
    ],
    subcommands: cmd.commands.filter((c) => c.name() !== 'help').map((c) => describe(c, key)),
    positional,
  };
}

function programSpec(program: Command): CommandSpec {
  const top = describe(program, '');
  // The program's own key is "": its subcommands' keys start from their own names.
  return {
    ...top,
    key: '',
    subcommands: program.commands.filter((c) => c.name() !== 'help').map((c) => describe(c, '')),
  };
}

function all(spec: CommandSpec): CommandSpec[] {
  return [spec, ...spec.subcommands.flatMap(all)];
}

function flagsOf(o: OptionSpec): string[] {
  return o.short ? [o.short, o.long] : [o.long];
}

// ---------------------------------------------------------------------------------------------------------- bash

function bashReply(values: Values, cur = '"$cur"'): string {
  switch (values.kind) {
    case 'words':
      return `COMPREPLY=($(compgen -W "${values.words.join(' ')}" -- ${cur}))`;
    case 'files':
      return `COMPREPLY=($(compgen -f -- ${cur}))`;
    case 'dirs':
      return `COMPREPLY=($(compgen -d -- ${cur}))`;
    case 'free':
      return 'COMPREPLY=()';
  }
}

/**
 * How a shell writes one command's case: its reply to a set of values, `$prev` as its case reads it, and the line that
 * offers the options when the word begins with "-", else `rest`.
 */
interface Dialect {
  readonly reply: (values: Values) => string;
  readonly prev: string;
  readonly choose: (optionWords: string, rest: string) => string;
}

/** One command's case of the completion script: the values of an option after it, else its options or what follows it. */
function commandCase(spec: CommandSpec, shell: Dialect): string {
  const lines = [`    "${spec.key}")`];
  const valued = spec.options.filter((o) => o.value !== null);
  if (valued.length > 0) {
    lines.push(`      case ${shell.prev} in`);
    for (const o of valued) lines.push(`        ${flagsOf(o).join('|')}) ${shell.reply(o.value as Values)}; return ;;`);
    lines.push('      esac');
  }
  const rest: Values =
    spec.subcommands.length > 0
      ? { kind: 'words', words: spec.subcommands.map((s) => s.name) }
      : (spec.positional ?? { kind: 'free' });
  lines.push(`      ${shell.choose(spec.options.flatMap(flagsOf).join(' '), shell.reply(rest))}`, '      ;;');
  return lines.join('\n');
}

const BASH: Dialect = {
  reply: bashReply,
  prev: '"$prev"',
  choose: (optionWords, rest) => `if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "${optionWords}" -- "$cur")); else ${rest}; fi`,
};

function bashScript(spec: CommandSpec): string {
  const commands = all(spec);
  const steps = commands.flatMap((c) => c.subcommands.map((s) => `"${c.key}:${s.name}"`));
  return `# deckcheck ${VERSION} completion for bash. Load it in this shell:  source <(deckcheck completion bash)
# or for good:  deckcheck completion bash > ~/.local/share/bash-completion/completions/deckcheck
_deckcheck() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
  local path="" i word
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$path:$word" in
      ${steps.join('|')}) path="\${path:+$path }$word" ;;
    esac
  done
  case "$path" in
${commands.map((c) => commandCase(c, BASH)).join('\n')}
  esac
}
complete -o filenames -F _deckcheck deckcheck
`;
}

// ----------------------------------------------------------------------------------------------------------- zsh

function zshReply(values: Values): string {
  switch (values.kind) {
    case 'words':
      return `compadd -- ${values.words.join(' ')}`;
    case 'files':
      return '_files';
    case 'dirs':
      return '_files -/';
    case 'free':
      return ':';
  }
}

const ZSH: Dialect = {
  reply: zshReply,
  prev: '$prev',
  choose: (optionWords, rest) => `if [[ $cur == -* ]]; then compadd -- ${optionWords}; else ${rest}; fi`,
};

function zshScript(spec: CommandSpec): string {
  const commands = all(spec);
  const steps = commands.flatMap((c) => c.subcommands.map((s) => `"${c.key}:${s.name}"`));
  return `#compdef deckcheck
# deckcheck ${VERSION} completion for zsh. Load it in this shell:  source <(deckcheck completion zsh)
# or for good, in a folder of $fpath:  deckcheck completion zsh > "\${fpath[1]}/_deckcheck"
_deckcheck() {
  local cur=\${words[CURRENT]} prev=\${words[CURRENT-1]}
  local path_="" i word
  for ((i = 2; i < CURRENT; i++)); do
    word=\${words[i]}
    case "$path_:$word" in
      ${steps.join('|')}) path_="\${path_:+$path_ }$word" ;;
    esac
  done
  case "$path_" in
${commands.map((c) => commandCase(c, ZSH)).join('\n')}
  esac
}
if [[ "\${funcstack[1]}" == "_deckcheck" ]]; then
  _deckcheck "$@"
else
  compdef _deckcheck deckcheck
fi
`;
}

// ---------------------------------------------------------------------------------------------------------- fish

function fishQuote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function fishCondition(spec: CommandSpec, siblings: readonly string[]): string {
  if (spec.key === '') return '__fish_use_subcommand';
  const own = `__fish_seen_subcommand_from ${spec.name}`;
  return spec.subcommands.length > 0 ? `${own}; and not __fish_seen_subcommand_from ${siblings.join(' ')}` : own;
}

function fishLines(spec: CommandSpec): string[] {
  const condition = fishCondition(
    spec,
    spec.subcommands.map((s) => s.name),
  );
  const n = `-n ${fishQuote(condition)}`;
  const lines: string[] = [];
  for (const sub of spec.subcommands) lines.push(`complete -c deckcheck ${n} -a ${sub.name} -d ${fishQuote(sub.description)}`);
  for (const o of spec.options) {
    const flags = `${o.short ? `-s ${o.short.slice(1)} ` : ''}-l ${o.long.slice(2)}`;
    let value = '';
    if (o.value?.kind === 'words') value = ` -x -a ${fishQuote(o.value.words.join(' '))}`;
    else if (o.value?.kind === 'files') value = ' -r -F';
    else if (o.value?.kind === 'dirs') value = " -x -a '(__fish_complete_directories)'";
    else if (o.value?.kind === 'free') value = ' -x';
    lines.push(`complete -c deckcheck ${n} ${flags}${value} -d ${fishQuote(o.description)}`);
  }
  if (spec.subcommands.length === 0 && spec.positional?.kind === 'words') {
    lines.push(`complete -c deckcheck ${n} -x -a ${fishQuote(spec.positional.words.join(' '))}`);
  } else if (spec.subcommands.length === 0 && spec.positional?.kind === 'files') {
    lines.push(`complete -c deckcheck ${n} -F`);
  }
  return [...lines, ...spec.subcommands.flatMap(fishLines)];
}

function fishScript(spec: CommandSpec): string {
  return `# deckcheck ${VERSION} completion for fish. Load it in this shell:  deckcheck completion fish | source
# or for good:  deckcheck completion fish > ~/.config/fish/completions/deckcheck.fish
complete -c deckcheck -f
${fishLines(spec).join('\n')}
`;
}

/** The completion script for a shell, from the program as built (src/cli/run.ts). */
export function completionScript(program: Command, shell: Shell): string {
  const spec = programSpec(program);
  if (shell === 'bash') return bashScript(spec);
  if (shell === 'zsh') return zshScript(spec);
  return fishScript(spec);
}
