/**
 * What `deckcheck <command> --help` shows after the options: examples, exit codes, where to read more. Data, so
 * that test/docs runs every example (against copies of fixtures named as the examples name them).
 */

export interface HelpExample {
  readonly command: string;
  /** Shown after the command as a comment. */
  readonly note?: string;
  /** Why a test does not run it: it downloads, or it installs the completion into a shell's own folders. */
  readonly notRun?: 'network' | 'shell setup';
}

export interface CommandHelp {
  readonly examples: readonly HelpExample[];
  /** Lines shown after the examples. */
  readonly notes?: readonly string[];
}

const EXIT_CHECK = 'Exit codes: 0 legal (warnings allowed), 1 not legal, 2 could not run (the reason on standard error).';
const DOCS = 'Documentation: docs/README.md in the deckcheck repository; every option in docs/reference/commands-and-options.md.';

/** Keyed by the command's path: "deckcheck" for the program, "check", "db import", … */
export const COMMAND_HELP: Readonly<Record<string, CommandHelp>> = {
  deckcheck: {
    examples: [
      { command: 'deckcheck check --format modern --date 2025-01-04 my-deck.txt', note: 'one deck, the lists of that day' },
      { command: 'deckcheck check --team --format legacy alice.txt bob.txt', note: 'a Two-Headed Giant team' },
      { command: 'deckcheck event event.json -r stylish -r html:results.html', note: 'a whole event, and its web page' },
      { command: 'deckcheck diff registered.txt presented.txt', note: "a judge's deck check" },
      { command: 'deckcheck convert deck.dek --to arena', note: 'MTGO .dek to MTG Arena text' },
      { command: 'deckcheck rules card-banned', note: 'what a rule checks, and its reference' },
      { command: 'deckcheck db update', note: 'download the card database (optional)', notRun: 'network' },
    ],
    notes: [
      'Run "deckcheck <command> --help" for a command\'s options and examples.',
      'Shell completion: source <(deckcheck completion bash)  (also zsh, fish).',
      EXIT_CHECK,
      DOCS,
    ],
  },
  check: {
    examples: [
      { command: 'deckcheck check --format modern --date 2025-01-04 my-deck.txt' },
      { command: "deckcheck check --format pioneer 'decks/**/*.txt' -r stylish -r json:report.json", note: 'a folder, two reports' },
      { command: 'deckcheck check --team --format legacy alice.txt bob.txt', note: 'Two-Headed Giant' },
      {
        command: 'deckcheck check --team --team-rules unified --format legacy seat-a.txt seat-b.txt seat-c.txt',
        note: 'Team Trios',
      },
      { command: 'deckcheck check --format sealed --pool pool.csv my-deck.txt', note: 'built from a Sealed pool?' },
      { command: 'deckcheck check --format commander --commander-color G valgavoth.txt' },
      { command: 'deckcheck check --variant archenemy villain.txt', note: 'the deck and its scheme deck' },
    ],
    notes: [
      'Inputs: files, directories (searched for .txt, .dec, .dck, .mwDeck) and quoted glob patterns; each file is one deck.',
      'Environment: DECKCHECK_DATA_DIR (the card database), NO_COLOR / FORCE_COLOR, TMPDIR (large reports wait there).',
      EXIT_CHECK,
      DOCS,
    ],
  },
  event: {
    examples: [
      { command: 'deckcheck event event.json' },
      { command: 'deckcheck event event.json -r stylish -r html:results.html -r junit:results.xml' },
    ],
    notes: ['The manifest: schema/event.schema.json (format, date, teams, players, pools).', EXIT_CHECK, DOCS],
  },
  diff: {
    examples: [
      { command: 'deckcheck diff registered.txt presented.txt' },
      { command: 'deckcheck diff --format legacy --date 2025-01-15 registered.txt presented.txt -r json:diff.json' },
    ],
    notes: [
      'Exit codes: 0 the deck matches (and, with --format, the list is legal), 1 it does not, 2 could not run.',
      DOCS,
    ],
  },
  convert: {
    examples: [
      { command: 'deckcheck convert deck.dek --to arena', note: 'to standard output' },
      { command: 'deckcheck convert list.txt --to dek -o deck.dek' },
      { command: 'deckcheck convert deck.txt --to cod --strict -o deck.cod', note: 'refuse if anything would not fit' },
    ],
    notes: [
      'Exit codes: 0 written, 1 lines could not be read (with --strict: nothing written), 2 could not run.',
      DOCS,
    ],
  },
  sheet: {
    examples: [
      { command: 'deckcheck sheet --event event.json -o sheets.pdf' },
      {
        command:
          'deckcheck sheet alice.txt --player "Anderson, Alice" --player-id 1001 --event-name "Legacy 2HG" --date 2025-01-15 -o alice.pdf',
      },
    ],
    notes: ['Exit codes: 0 written, 1 a line is not a card (the sheet is written without it), 2 could not run.', DOCS],
  },
  rules: {
    examples: [
      { command: 'deckcheck rules' },
      { command: 'deckcheck rules card-banned card-restricted', note: 'only these rules' },
      { command: 'deckcheck rules --json' },
    ],
  },
  formats: {
    examples: [{ command: 'deckcheck formats' }, { command: 'deckcheck formats --json' }],
  },
  db: {
    examples: [
      { command: 'deckcheck db update', notRun: 'network' },
      { command: 'deckcheck db import AllPrintings.json.gz' },
      { command: 'deckcheck db status' },
    ],
    notes: ['The database is optional: without it deck sizes, copy limits and the banned/restricted lists are checked.', DOCS],
  },
  'db import': {
    examples: [
      { command: 'deckcheck db import AllPrintings.json.gz', note: 'MTGJSON AllPrintings or AtomicCards' },
      { command: 'deckcheck db import oracle-cards-20240708090143.json --max-size 8GiB', note: 'Scryfall bulk data' },
    ],
    notes: ['Exit codes: 0 imported, 2 could not (the previous database is unchanged).'],
  },
  'db update': {
    examples: [
      { command: 'deckcheck db update', notRun: 'network' },
      { command: 'deckcheck db update --url https://example.org/AtomicCards.json.gz', notRun: 'network' },
    ],
    notes: ['Exit codes: 0 updated, 2 could not (the previous database is unchanged).'],
  },
  'db status': {
    examples: [{ command: 'deckcheck db status' }, { command: 'deckcheck db status --json' }],
    notes: ['Exit codes: 0 a database is there, 1 there is none.'],
  },
  completion: {
    examples: [
      { command: 'source <(deckcheck completion bash)', note: 'bash, this session', notRun: 'shell setup' },
      {
        command: 'deckcheck completion bash > ~/.local/share/bash-completion/completions/deckcheck',
        note: 'bash, for good',
        notRun: 'shell setup',
      },
      { command: 'deckcheck completion zsh > "${fpath[1]}/_deckcheck"', note: 'zsh', notRun: 'shell setup' },
      { command: 'deckcheck completion fish > ~/.config/fish/completions/deckcheck.fish', note: 'fish', notRun: 'shell setup' },
      { command: 'deckcheck completion bash' },
    ],
  },
};

/** The text shown after a command's options. */
export function helpAfter(key: string): string {
  const help = COMMAND_HELP[key];
  if (!help) return '';
  // Notes line up, but a long command does not push every note to the right.
  const width = Math.min(60, Math.max(...help.examples.map((e) => e.command.length)));
  const lines = help.examples.map((e) => `  $ ${e.note ? `${e.command.padEnd(width)}  # ${e.note}` : e.command}`);
  return `\nExamples:\n${lines.join('\n')}\n${(help.notes ?? []).map((n) => `\n${n}`).join('')}${help.notes ? '\n' : ''}`;
}
