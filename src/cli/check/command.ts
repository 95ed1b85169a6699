/** `deckcheck check`: its arguments and options; the action loads the check (action.ts) when it runs. */
import { Option, type Command } from 'commander';
import { PLATFORMS } from '../../cards/facts.js';
import { FORMAT_CHOICES } from '../../formats/formats.js';
import { inputFormatIds } from '../../input/detect.js';
import { VARIANT_IDS } from '../../variants/variants.js';
import type { CheckCommandOptions } from './action.js';
import type { CliIo } from '../io.js';
import { addOutputOptions, DATA_DIR, NO_DB } from '../options.js';

/** --team-overrides and --team-rules: the values they take. */
export const TEAM_OVERRIDE_CHOICES: readonly string[] = ['lenient', 'strict'];
export const TEAM_RULES_CHOICES: readonly string[] = ['2hg', 'unified'];

export function addCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
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
    .option('--data-dir <dir>', DATA_DIR)
    .option('--no-db', NO_DB);
  addOutputOptions(check)
    .exitOverride()
    .action(async (files: string[], opts: CheckCommandOptions) => {
      if (files.length === 0) {
        const { runConfigured } = await import('./config.js');
        const given = Object.keys(opts).filter((key) => check.getOptionValueSource(key) === 'cli');
        setCode(await runConfigured(opts, given, io));
        return;
      }
      const { runCheck } = await import('./action.js');
      // --format left at its default: the variant may choose (Archenemy Commander checks the main deck as Commander).
      const chosen = check.getOptionValueSource('format') === 'default' ? { ...opts, formatIsDefault: true } : opts;
      setCode(await runCheck(files, chosen, io));
    });
}
