/** `deckcheck completion`: its argument; the action writes the script from the whole program (action.ts). */
import { Argument, type Command } from 'commander';
import type { CliIo } from '../io.js';

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  program
    .command('completion')
    .description('print a shell completion script: commands, options, formats, reporters, rule ids')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .exitOverride()
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./action.js');
      io.stdout(completionScript(program, shell));
      setCode(0);
    });
}
