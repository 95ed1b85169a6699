/**
 * Every `sh` block of README.md and docs/ runs: each command line in a temporary directory holding the fixtures and
 * the files the examples name (copies of fixtures, table below), with `deckcheck` on PATH as the built CLI, no card
 * database unless the block imports one, and no colour. A command exits as its trailing comment promises
 * (`# exit 2: …`), else 0 or 1 (legal or not: never 2, "could not run", which is what a renamed option or a missing
 * file gives). Where the output is shown (a `text` block right after), the last command's output must read the same:
 * a line that is only "…" stands for any lines, and "…" inside a line for any text. A block that cannot run here is
 * marked `<!-- not run: <reason> -->`, with one of the reasons in NOT_RUN_REASONS.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../../src/cli/help.js';
import { BIN_BUILT, REPO } from '../helpers.js';
import { docFiles, NOT_RUN_REASONS, promisedExit, readDoc, shBlocks } from './markdown.js';

/** The files the examples name, each a copy of a fixture. */
const EXAMPLE_FILES: Readonly<Record<string, string>> = {
  'my-deck.txt': 'fixtures/real/modern-2025-01-breach-looting.txt',
  'alice.txt': 'fixtures/teams/legal/player-a.txt',
  'bob.txt': 'fixtures/teams/legal/player-b.txt',
  'carol.txt': 'fixtures/rules/card-banned/legal-legacy.txt',
  'seat-a.txt': 'fixtures/unified/legal/seat-a.txt',
  'seat-b.txt': 'fixtures/unified/legal/seat-b.txt',
  'seat-c.txt': 'fixtures/unified/legal/seat-c.txt',
  'deck.txt': 'fixtures/pools/khm/legal.txt',
  'pool.txt': 'fixtures/pools/khm/pool.txt',
  'picks.csv': 'fixtures/csv/manabox.csv',
  'pool.csv': 'fixtures/pools/2hg/pool.csv',
  'team-pool.csv': 'fixtures/pools/2hg/pool.csv',
  'decks/modern-breach.txt': 'fixtures/real/modern-2025-01-breach-looting.txt',
  'decks/modern-scam.txt': 'fixtures/real/modern-2023-10-rakdos-scam-fury.txt',
  'villain.txt': 'fixtures/variants/archenemy/legal-section.txt',
  'villain-main.txt': 'fixtures/variants/archenemy/legal-main-only.txt',
  'schemes.txt': 'fixtures/variants/archenemy/schemes-20.txt',
  'ann.txt': 'fixtures/variants/supervillain-rumble/player-a.txt',
  'ben.txt': 'fixtures/variants/supervillain-rumble/player-b.txt',
  'cy.txt': 'fixtures/variants/archenemy/legal-section.txt',
  'valgavoth.txt': 'fixtures/variants/archenemy-commander/legal-10.txt',
  'precon.txt': 'fixtures/brackets/core.txt',
  'upgraded.txt': 'fixtures/brackets/upgraded.txt',
  'time-warp.txt': 'fixtures/brackets/time-warp.txt',
  'planes.txt': 'fixtures/variants/planechase/planes-10.txt',
  'deck.dek': 'fixtures/formats/dek/burn.dek',
  'deck.cod': 'fixtures/formats/cod/burn.cod',
  'list.txt': 'fixtures/formats/text/mtgo.txt',
  'oracle-cards-20240708090143.json': 'fixtures/db/scryfall-oracle-cards-20240102100000.json',
  'registered.txt': 'fixtures/diff/registered.txt',
  'presented.txt': 'fixtures/diff/presented-not-desideboarded.txt',
};

/** An event manifest over the example files (the fixtures' own manifests name decks relative to fixtures/events). */
const EVENT_JSON = {
  schemaVersion: 1,
  name: 'Legacy 2HG at the local store',
  format: 'legacy',
  date: '2025-01-15',
  teams: [{ name: 'Giants', players: [{ name: 'Alice', deck: 'alice.txt' }, { name: 'Bob', deck: 'bob.txt' }] }],
  players: [{ name: 'Carol', deck: 'carol.txt' }],
};

let sandbox = '';
let bin = '';

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'deckcheck-docs-'));
  cpSync(path.join(REPO, 'fixtures'), path.join(sandbox, 'fixtures'), { recursive: true });
  for (const [name, from] of Object.entries(EXAMPLE_FILES)) {
    mkdirSync(path.dirname(path.join(sandbox, name)), { recursive: true });
    cpSync(path.join(REPO, from), path.join(sandbox, name));
  }
  writeFileSync(path.join(sandbox, 'event.json'), JSON.stringify(EVENT_JSON, null, 2));
  writeFileSync(
    path.join(sandbox, 'AllPrintings.json.gz'),
    gzipSync(readFileSync(path.join(REPO, 'fixtures/db/mtgjson-allprintings.json'))),
  );
  bin = path.join(sandbox, '.bin');
  mkdirSync(bin);
  const shim = path.join(bin, 'deckcheck');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${path.join(REPO, 'bin/deckcheck.js')}" "$@"\n`);
  chmodSync(shim, 0o755);
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

interface Ran {
  readonly command: string;
  readonly code: number | null;
  readonly output: string;
}

function runCommands(commands: readonly string[]): Ran[] {
  const dataDir = mkdtempSync(path.join(sandbox, '.data-'));
  return commands.map((command) => {
    const r = spawnSync('bash', ['-c', command], {
      cwd: sandbox,
      env: {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        HOME: sandbox,
        TMPDIR: tmpdir(),
        NO_COLOR: '1',
        DECKCHECK_DATA_DIR: dataDir,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { command, code: r.status, output: `${r.stdout}\n${r.stderr}` };
  });
}

/** Run-specific parts of an output: the seconds a run took. */
function normalise(text: string): string[] {
  return text.replace(/\(\d+(\.\d+)? s\)/g, '(<time>)').split('\n').map((l) => l.trimEnd());
}

function lineMatches(shown: string, actual: string): boolean {
  if (!shown.includes('…')) return shown === actual;
  const parts = shown.split('…');
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (!actual.startsWith(first) || !actual.endsWith(last) || actual.length < first.length + last.length) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const i = actual.indexOf(part, at);
    if (i < 0 || i + part.length > actual.length - last.length) return false;
    at = i + part.length;
  }
  return true;
}

/** Where the shown output departs from the actual one, or null when every shown line is there, in order. */
export function outputMismatch(shownText: string, actualText: string): string | null {
  const shown = normalise(shownText);
  const actual = normalise(actualText);
  const groups: string[][] = [[]];
  for (const line of shown) {
    if (line.trim() === '…') groups.push([]);
    else groups[groups.length - 1]?.push(line);
  }
  let pos = 0;
  for (const group of groups) {
    if (group.length === 0) continue;
    let found = -1;
    for (let start = pos; start + group.length <= actual.length && found < 0; start++) {
      if (group.every((line, k) => lineMatches(line, actual[start + k] ?? ''))) found = start;
    }
    if (found < 0) return `these shown lines are not in the output, in this order:\n${group.join('\n')}`;
    pos = found + group.length;
  }
  return null;
}

function expectExits(ran: readonly Ran[]): void {
  for (const r of ran) {
    const promised = promisedExit(r.command);
    const ok = promised === null ? r.code === 0 || r.code === 1 : r.code === promised;
    expect(ok, `${r.command}\nexited ${String(r.code)} (expected ${promised ?? '0 or 1'}):\n${r.output}`).toBe(true);
  }
}

const BLOCKS = docFiles().flatMap((file) => shBlocks(file, readDoc(file)));
const RUN = BLOCKS.filter((b) => b.notRun === null);

describe('documentation commands', () => {
  it('finds the sh blocks, and every one left unrun says why, with a known reason', () => {
    expect(RUN.length).toBeGreaterThan(20);
    const unknown = BLOCKS.filter((b) => b.notRun !== null && !(b.notRun in NOT_RUN_REASONS));
    expect(unknown.map((b) => `${b.file}:${b.line}: ${b.notRun ?? ''}`)).toEqual([]);
  });

  it('every command of a run block is a deckcheck command', () => {
    const others = RUN.flatMap((b) => b.commands.filter((c) => !c.startsWith('deckcheck ')).map((c) => `${b.file}:${b.line}: ${c}`));
    expect(others).toEqual([]);
  });

  it('README: `npm run example` is the command it says, and .ci/run runs `npm test`', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const example = (pkg.scripts.example ?? '').replace(/^npm run build && node bin\/deckcheck\.js /, 'deckcheck ');
    expect(readDoc('README.md')).toContain(`\`npm run example\` runs\n\`${example}\``);
    expect(readFileSync(path.join(REPO, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it.skipIf(!BIN_BUILT).each(RUN.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', (_name, block) => {
    const ran = runCommands(block.commands);
    expectExits(ran);
    const last = ran[ran.length - 1];
    if (block.shown !== null && last) {
      expect(outputMismatch(block.shown, last.output), `${last.command}\n${last.output}`).toBeNull();
    }
  }, 120_000);
});

const HELP_EXAMPLES = Object.entries(COMMAND_HELP).flatMap(([key, help]) =>
  help.examples.filter((e) => e.notRun === undefined).map((e) => [key, e.command] as const),
);

describe('the examples of deckcheck --help (src/cli/help.ts)', () => {
  it.skipIf(!BIN_BUILT).each(HELP_EXAMPLES)('%s: %s', (_key, command) => {
    expectExits(runCommands([command]));
  }, 60_000);
});

describe('shown output is compared line by line', () => {
  it.each([
    ['a line shown as it is', 'b', 'a\nb\nc', true],
    ['lines in order, "…" between', 'a\n…\nc', 'a\nb\nc', true],
    ['lines out of order', 'c\n…\na', 'a\nb\nc', false],
    ['"…" inside a line', 'x … z', 'x y z', true],
    ['a changed word', 'x y z', 'x q z', false],
    ['consecutive lines must be consecutive', 'a\nc', 'a\nb\nc', false],
    ['timings are ignored', 'done (0.17 s)', 'done (2.5 s)', true],
  ])('%s', (_name, shown, actual, expected) => {
    expect(outputMismatch(shown, actual) === null).toBe(expected);
  });
});
