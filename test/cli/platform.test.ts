/**
 * Checks for Magic Online and MTG Arena (issue 29, item 4), end to end: `--platform`, the configuration file's
 * `platform`, an event manifest's `platform`, and an MTGO .dek file, which is checked for Magic Online unless a
 * platform is given. The card data is fixtures/db/platform-mtgjson-allprintings.json (real cards and sets, the text of
 * the cards left out: only their printings matter here). An MTGO Duel Commander deck of 2025-06-10 leads with Terra,
 * Herald of Hope (Final Fantasy Commander: on Magic Online from 2025-06-10, on paper from 2025-06-13).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { importCardFile } from '../../src/db/import.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';
import { FIXTURES, type CliResult } from '../helpers.js';

let dataDir = '';
let work = '';

const TERRA_TEXT = 'Commander\n1 Terra, Herald of Hope\n\nDeck\n33 Mountain\n33 Plains\n33 Swamp\n';
const TERRA_DEK = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="33" Sideboard="false" Name="Mountain" Annotation="0" />
  <Cards CatID="2" Quantity="33" Sideboard="false" Name="Plains" Annotation="0" />
  <Cards CatID="3" Quantity="33" Sideboard="false" Name="Swamp" Annotation="0" />
  <Cards CatID="4" Quantity="1" Sideboard="true" Name="Terra, Herald of Hope" Annotation="0" />
</Deck>
`;

beforeAll(async () => {
  dataDir = tempDir();
  await importCardFile(path.join(FIXTURES, 'db', 'platform-mtgjson-allprintings.json'), dataDir, { now: IMPORTED_AT });
  work = tempDir('deckcheck-platform-');
  writeFileSync(path.join(work, 'terra.txt'), TERRA_TEXT);
  writeFileSync(path.join(work, 'terra.dek'), TERRA_DEK);
  writeFileSync(path.join(work, 'sire.txt'), '4 Sire of Seven Deaths\n56 Mountain\n');
});
afterAll(removeTempDirs);

async function cli(argv: readonly string[], cwd = work): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: { DECKCHECK_DATA_DIR: dataDir },
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

interface JsonReport {
  platform: string;
  units: { decks: { file: string; platform: string | null }[] }[];
  findings: { rule: string; card: string | null; severity: string; message: string }[];
}

function json(r: CliResult): JsonReport {
  return JSON.parse(r.stdout) as JsonReport;
}

/** The card-not-legal findings of a report, as [card, severity]. */
function notLegal(r: CliResult): [string | null, string][] {
  return json(r)
    .findings.filter((f) => f.rule === 'card-not-legal')
    .map((f) => [f.card, f.severity]);
}

const DUEL = ['check', '-f', 'duel-commander', '-d', '2025-06-10', '-r', 'json'];

describe('--platform and .dek files', () => {
  it.each([
    ['a text decklist, tabletop by default', ['terra.txt'], 'paper', null, [['Terra, Herald of Hope', 'error']], 1],
    ['a text decklist with --platform mtgo', ['--platform', 'mtgo', 'terra.txt'], 'mtgo', null, [], 0],
    ['an MTGO .dek file: Magic Online without a word', ['terra.dek'], 'paper', 'mtgo', [], 0],
    ['an MTGO .dek file with --platform paper: tabletop', ['--platform', 'paper', 'terra.dek'], 'paper', null, [['Terra, Herald of Hope', 'error']], 1],
  ] as const)('%s', async (_what, args, platform, deckPlatform, findings, code) => {
    const r = await cli([...DUEL, ...args]);
    expect(r.code).toBe(code);
    expect(json(r).platform).toBe(platform);
    expect(json(r).units[0]?.decks[0]?.platform).toBe(deckPlatform);
    expect(notLegal(r)).toEqual(findings);
  });

  it('the tabletop refusal names the day the set came to Magic Online and what to do', async () => {
    const [f] = json(await cli([...DUEL, 'terra.txt'])).findings.filter((x) => x.rule === 'card-not-legal');
    expect(f?.message).toContain(
      'Final Fantasy Commander (FIC) was printed on 2025-06-13 (on Magic Online from 2025-06-10: for a Magic Online event, check with platform mtgo), after 2025-06-10',
    );
  });

  it('a Magic Online refusal names the source of its day (Foundations in Standard, 2024-11-10)', async () => {
    const paper = await cli(['check', '-f', 'standard', '-d', '2024-11-10', '-r', 'json', 'sire.txt']);
    expect(notLegal(paper)).toEqual([]);
    const mtgo = await cli(['check', '-f', 'standard', '-d', '2024-11-10', '-r', 'json', '--platform', 'mtgo', 'sire.txt']);
    const [f] = json(mtgo).findings.filter((x) => x.rule === 'card-not-legal');
    expect(f?.card).toBe('Sire of Seven Deaths');
    expect(f?.message).toContain('legal in Standard from 2024-11-12 on Magic Online (deckcheck\'s Magic Online release table: mtgo.com/news/foundations-on-mtgo');
  });

  it('the stylish header names the platform; a .dek deck checked for Magic Online says so on its line', async () => {
    const given = await cli(['check', '-f', 'duel-commander', '-d', '2025-06-10', '--platform', 'mtgo', 'terra.txt']);
    expect(given.stdout.split('\n')[0]).toMatch(/^deckcheck · Duel Commander · 2025-06-10 · Magic Online · /);
    const dek = await cli(['check', '-f', 'duel-commander', '-d', '2025-06-10', 'terra.dek']);
    expect(dek.stdout.split('\n')[0]).not.toContain('Magic Online');
    expect(dek.stdout).toContain('terra.dek (99 main deck, 0 sideboard, 1 commander, checked for Magic Online)');
  });

  it.each([
    ['markdown', 'Format **Duel Commander**, checked for 2025-06-10 on Magic Online, ', 'Format **Duel Commander**, checked for 2025-06-10, '],
    ['html', '<h1>Duel Commander · 2025-06-10 · Magic Online</h1>', '<h1>Duel Commander · 2025-06-10</h1>'],
  ])('the %s report names the platform, and not the tabletop', async (reporter, mtgoText, paperText) => {
    const r = await cli(['check', '-f', 'duel-commander', '-d', '2025-06-10', '--platform', 'mtgo', '-r', reporter, 'terra.txt']);
    expect(r.stdout).toContain(mtgoText);
    const paper = await cli(['check', '-f', 'duel-commander', '-d', '2025-06-10', '-r', reporter, 'terra.txt']);
    expect(paper.stdout).toContain(paperText);
  });

  it.each([
    [['-f', 'historic', '--platform', 'mtgo'], 'Historic exists only on MTG Arena; it cannot be checked for Magic Online. Leave out --platform or use --platform arena.'],
    [['-f', 'modern', '--platform', 'steam'], "option '--platform <id>' argument 'steam' is invalid"],
  ])('%j is refused (exit 2)', async (args, message) => {
    const r = await cli(['check', ...args, 'sire.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('an Arena format is checked for MTG Arena without --platform, and says so', async () => {
    const r = await cli(['check', '-f', 'historic', '-d', '2025-01-01', '-r', 'json', 'sire.txt']);
    expect(json(r).platform).toBe('arena');
  });
});

describe('the configuration file and the event manifest', () => {
  function folder(name: string, config: unknown): string {
    const dir = path.join(work, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'terra.txt'), TERRA_TEXT);
    writeFileSync(path.join(dir, 'deckcheck.config.json'), JSON.stringify(config));
    return dir;
  }

  it.each([
    ['top-level platform', { platform: 'mtgo', checks: [{ files: 'terra.txt', format: 'duel-commander' }] }, [], 'mtgo', 0],
    ['a check\'s own platform', { platform: 'paper', checks: [{ files: 'terra.txt', format: 'duel-commander', platform: 'mtgo' }] }, [], 'mtgo', 0],
    ['none: tabletop', { checks: [{ files: 'terra.txt', format: 'duel-commander' }] }, [], 'paper', 1],
    ['--platform on the command line wins', { platform: 'mtgo', checks: [{ files: 'terra.txt', format: 'duel-commander' }] }, ['--platform', 'paper'], 'paper', 1],
  ] as const)('deckcheck.config.json: %s', async (what, config, args, platform, code) => {
    const dir = folder(what.replace(/\W+/g, '-'), { date: '2025-06-10', reporters: ['json'], ...config });
    const r = await cli(['check', ...args], dir);
    expect(r.code).toBe(code);
    expect(json(r).platform).toBe(platform);
  });

  it('a configuration with an unknown platform is refused, naming the key', async () => {
    const dir = folder('bad', { platform: 'steam', checks: [{ files: 'terra.txt', format: 'duel-commander' }] });
    const r = await cli(['check'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/platform/);
  });

  it.each([
    ['mtgo', 0],
    [undefined, 1],
  ] as const)('an event manifest with platform %s', async (platform, code) => {
    const manifest = {
      schemaVersion: 1,
      name: 'MTGO Duel Commander',
      format: 'duel-commander',
      date: '2025-06-10',
      ...(platform !== undefined ? { platform } : {}),
      players: [{ name: 'Terra Player', deck: 'terra.txt' }],
    };
    const file = path.join(work, `event-${platform ?? 'none'}.json`);
    writeFileSync(file, JSON.stringify(manifest));
    const r = await cli(['event', file, '-r', 'json']);
    expect(r.code).toBe(code);
    expect(json(r).platform).toBe(platform ?? 'paper');
  });
});
