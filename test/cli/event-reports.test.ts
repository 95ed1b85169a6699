/**
 * Events and reports as organisers and judges meet them (issue 31, items 6–16): bulk runs with a bad file, team
 * findings counted on the team, manifests, reporters, usage errors.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { ReportSchema } from '../../src/report/schema.js';
import { REPO, runCli } from '../helpers.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-events-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LEGACY = ['--format', 'legacy', '--date', '2025-01-15'];
const LEGAL_60 = readFileSync(path.join(REPO, 'fixtures/rules/card-banned/legal-legacy.txt'), 'utf8');

/** A fresh folder under the test's temporary folder, with these files. */
function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('item 7: one unreadable file in a bulk run', () => {
  // 100 decklists and one file that is not a decklist (a PNG's first bytes, NULs and all).
  const decks: Record<string, string> = {};
  for (let i = 0; i < 100; i++) decks[`deck-${String(i).padStart(3, '0')}.txt`] = LEGAL_60;
  decks['deck-050-photo.txt'] = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';

  it('is an error finding in the report, every other deck is checked, exit 1', async () => {
    const dir = folder('bulk', decks);
    const out = path.join(tmp, 'bulk.json');
    const r = await runCli(['check', ...LEGACY, '--no-db', '-r', `json:${out}`, dir]);
    expect(r.code).toBe(1);
    const doc = ReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(doc.summary).toEqual({ units: 101, decks: 101, errors: 1, warnings: 0 });
    expect(doc.units.filter((u) => u.legal)).toHaveLength(100);
    const bad = doc.units.find((u) => !u.legal);
    expect(bad?.decks[0]).toMatchObject({ file: `${dir}/deck-050-photo.txt`, errors: 1, main: 0 });
    expect(bad?.fullyChecked).toBe(false);
    expect(doc.findings).toEqual([
      expect.objectContaining({ rule: 'parse-error', severity: 'error', file: `${dir}/deck-050-photo.txt`, line: null }),
    ]);
    expect(doc.findings[0]?.message).toMatch(/contains NUL bytes: this is not a text decklist/);
  });

  it('exits 2 with every reason, and writes no report, when no file could be read', async () => {
    const dir = folder('none', { 'a.txt': '\u0000\u0001', 'b.dek': '\u0000' });
    const out = path.join(tmp, 'none.json');
    const r = await runCli(['check', '--no-db', '-r', `json:${out}`, dir, path.join(dir, 'gone.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `deckcheck: ${dir}/a.txt: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)\n` +
        `deckcheck: ${dir}/b.dek: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)\n` +
        `deckcheck: ${dir}/gone.txt: no such file; check the path\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('a team with a file that cannot be read: the file is reported, no team rule claims anything', async () => {
    const r = await runCli(['check', '--team', ...LEGACY, '-r', 'json', 'fixtures/teams/illegal/player-a.txt', path.join(tmp, 'no-b.txt')]);
    expect(r.code).toBe(1);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.findings.filter((f) => f.rule.startsWith('team-'))).toEqual([]);
    expect(doc.findings).toContainEqual(expect.objectContaining({ rule: 'parse-error', file: `${tmp}/no-b.txt`, message: 'no such file; check the path' }));
    expect(doc.units[0]?.fullyChecked).toBe(false);
  });

  it('the library: a file of an unknown shape gets its parse-error, not a "0 cards" deck-size error', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = checkTexts(prepared, [{ file: 'notes.json', text: '{"a": 1}' }]);
    expect(report.findings.map((f) => f.rule)).toEqual(['parse-error']);
    expect(report.units[0]?.fullyChecked).toBe(false);
  });
});

describe('item 6: a team finding is counted on the team, not on its first player', () => {
  // A 2HG Legacy team broken only by the team rule: 4 + 4 Wasteland, each deck legal on its own.
  const dir = folder('wastes', {
    'alice.txt': '4 Wasteland\n56 Mountain\n',
    'bob.txt': '4 Wasteland\n56 Mountain\n',
    'event.json': JSON.stringify({
      schemaVersion: 1,
      format: 'legacy',
      date: '2025-01-15',
      teams: [{ name: 'Wastes', players: [{ name: 'Alice', deck: 'alice.txt' }, { name: 'Bob', deck: 'bob.txt' }] }],
    }),
  });
  const manifest = path.join(dir, 'event.json');

  it('JSON: each deck 0 errors, the unit 1', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'json', manifest]);
    expect(r.code).toBe(1);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.units[0]?.decks.map((d) => [d.player, d.errors])).toEqual([
      ['Alice', 0],
      ['Bob', 0],
    ]);
    expect(doc.units[0]).toMatchObject({ legal: false, errors: 1, warnings: 0 });
    expect(doc.findings).toEqual([expect.objectContaining({ rule: 'team-card-copies-max', team: 'Wastes', card: 'Wasteland' })]);
  });

  it('Markdown: both players ✅ (team ❌), the team rules on a row of their own', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'markdown', manifest]);
    expect(r.stdout).toContain(`| ${dir}/alice.txt | Alice | Wastes | 60 | 0 | 0 | 0 | ✅ (team ❌) |\n`);
    expect(r.stdout).toContain(`| ${dir}/bob.txt | Bob | Wastes | 60 | 0 | 0 | 0 | ✅ (team ❌) |\n`);
    expect(r.stdout).toContain('| team rules | | Wastes | | | 1 | 0 | ❌ |\n');
  });

  it('HTML: both decks legal, a "Team rules" row not legal', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'html', manifest]);
    const rows = [...r.stdout.matchAll(/<tr class="(deck|team-rules)">(.*?)<\/tr>/g)].map((m) => [
      m[1],
      /data-label="Errors">(\d+)</.exec(m[2] ?? '')?.[1],
      /data-label="Result" class="\w+">([^<]+)</.exec(m[2] ?? '')?.[1],
    ]);
    expect(rows).toEqual([
      ['deck', '0', 'legal'],
      ['deck', '0', 'legal'],
      ['team-rules', '1', 'not legal'],
    ]);
  });

  it('Sealed: a 2HG team overdrawing its shared pool is charged to the team, not to the player listed first', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'json', 'fixtures/events/sealed.json']);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    const team = doc.units.find((u) => u.kind === 'team');
    expect(team?.decks.map((d) => [d.player, d.errors])).toEqual([
      ['Kim', 0],
      ['Lee', 0],
    ]);
    expect(team).toMatchObject({ legal: false, errors: 2 });
    expect(doc.findings.filter((f) => f.team === 'Shared Pool Team').map((f) => f.rule)).toEqual(['pool-covers-decks', 'pool-covers-decks']);
  });
});

describe('item 16: usage errors name their own command; diff counts in English; "-" is not standard input', () => {
  it.each([
    [['convert', 'fixtures/diff/registered.txt'], 'deckcheck convert --help'],
    [['sheet', '--frobnicate'], 'deckcheck sheet --help'],
    [['event'], 'deckcheck event --help'],
    [['diff', 'fixtures/diff/registered.txt'], 'deckcheck diff --help'],
    [['check', '--frobnicate', 'x.txt'], 'deckcheck check --help'],
    [['db', 'import'], 'deckcheck db import --help'],
    [['frobnicate'], 'deckcheck --help'],
  ])('%j: exit 2, "run %s"', async (argv, help) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`(run "${help}" for the`);
  });

  it('diff: "1 card differs"', async () => {
    const dir = folder('diff-one', { 'registered.txt': '4 Lightning Bolt\n56 Mountain\n', 'presented.txt': '3 Lightning Bolt\n56 Mountain\n' });
    const r = await runCli(['diff', '--no-db', path.join(dir, 'registered.txt'), path.join(dir, 'presented.txt')]);
    expect(r.stderr).toMatch(/deckcheck: diff: 1 card differs; /);
  });

  it.each([
    [['check', '-']],
    [['check', '--format', 'legacy', 'fixtures/rules/card-banned/legal-legacy.txt', '-']],
    [['diff', '-', 'fixtures/diff/registered.txt']],
    [['convert', '-', '--to', 'arena']],
    [['sheet', '-o', 'x.pdf', '-']],
  ])('%j: says standard input is not read (exit 2)', async (argv) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'deckcheck: -: deckcheck does not read decklists from standard input; save the list to a file and name the file (name a file called "-" as ./-)\n',
    );
  });
});

describe('item 15: two reporters writing one file', () => {
  it.each([
    [['check', '-r', 'json:o.json', '-r', 'junit:o.json', 'fixtures/rules/card-banned/legal-legacy.txt'], 'json:o.json', 'junit:o.json'],
    [['check', '-r', 'json:out/o.json', '-r', 'sarif:./out/../out/o.json', 'fixtures/rules/card-banned/legal-legacy.txt'], 'json:out/o.json', 'sarif:./out/../out/o.json'],
    [['event', '-r', 'html:o.html', '-r', 'markdown:o.html', 'fixtures/events/example.json'], 'html:o.html', 'markdown:o.html'],
    [['diff', '-r', 'json:d.json', '-r', 'markdown:d.json', 'fixtures/diff/registered.txt', 'fixtures/diff/presented-same.txt'], 'json:d.json', 'markdown:d.json'],
  ])('%j: exit 2 naming both, nothing written', async (argv, first, second) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`deckcheck: --reporter ${first} and --reporter ${second} write the same file; give each reporter a file of its own\n`);
    for (const f of ['o.json', 'out', 'o.html', 'd.json']) expect(existsSync(path.join(REPO, f))).toBe(false);
  });

  it('two files of their own are fine', async () => {
    const r = await runCli(['check', '-r', `json:${tmp}/a.json`, '-r', `junit:${tmp}/a.xml`, 'fixtures/rules/card-banned/legal-legacy.txt']);
    expect(r.code).toBe(0);
    expect(existsSync(path.join(tmp, 'a.json')) && existsSync(path.join(tmp, 'a.xml'))).toBe(true);
  });
});

describe('item 13: a directory walk takes the decklist formats, never a pool CSV silently', () => {
  const POOL_CSV = readFileSync(path.join(REPO, 'fixtures/pools/2hg/pool.csv'), 'utf8');

  it('a Sealed pool CSV beside the decks is left out, and a note says so', async () => {
    const dir = folder('sealed-dir', {
      'legal.txt': readFileSync(path.join(REPO, 'fixtures/pools/khm/legal.txt'), 'utf8'),
      'pool.csv': POOL_CSV,
      'mtgo.dek': readFileSync(path.join(REPO, 'fixtures/formats/dek/burn.dek'), 'utf8'),
    });
    const r = await runCli(['check', '--no-db', '-f', 'sealed', '-d', '2025-01-15', '-r', 'json', dir]);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.units.map((u) => u.decks[0]?.file)).toEqual([`${dir}/legal.txt`, `${dir}/mtgo.dek`]);
    expect(r.stderr).toContain(`deckcheck: note: left out ${dir}/pool.csv: a directory walk does not take CSV files`);
  });

  it('a directory of CSV files only: exit 2, saying how to take them', async () => {
    const dir = folder('csv-only', { 'pool.csv': POOL_CSV });
    const r = await runCli(['check', '--no-db', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no decklist files in this directory \(\.txt, \.dec, \.dck, \.mwdeck, \.dek, \.cod, \.o8d\); its CSV files may be pools/);
  });

  it('a CSV named, or matched by a pattern, is read as a deck', async () => {
    const dir = folder('csv-named', { 'deck.csv': POOL_CSV });
    for (const arg of [path.join(dir, 'deck.csv'), `${dir}/*.csv`]) {
      const r = await runCli(['check', '--no-db', '-r', 'json', arg]);
      expect(ReportSchema.parse(JSON.parse(r.stdout)).units).toHaveLength(1);
      expect(r.stderr).not.toContain('left out');
    }
  });
});

describe('item 11: --quiet --max-warnings 0', () => {
  // Relentless Rats in both decks of a team: one warning under the lenient policy, no error.
  const RATS = ['--team', 'fixtures/rules/team/rats-a.txt', 'fixtures/rules/team/rats-b.txt'];

  it.each(['stylish', 'json', 'markdown'])('the hidden warnings do not count: exit 0 under a %s report that says legal, with a note', async (reporter) => {
    const r = await runCli(['check', '--quiet', '--max-warnings', '0', '-r', reporter, ...RATS]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('team-card-copies-max');
    expect(r.stderr).toContain('deckcheck: note: --quiet leaves warnings out of the report, so --max-warnings 0 does not count them; drop --quiet to enforce it\n');
  });

  it('without --quiet the warning shows and fails the run', async () => {
    const r = await runCli(['check', '--max-warnings', '0', ...RATS]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('team-card-copies-max');
  });

  it('errors still fail a quiet run', async () => {
    const r = await runCli(['check', '--quiet', '--max-warnings', '0', '--format', 'legacy', '--date', '2025-01-15', '--team', 'fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt']);
    expect(r.code).toBe(1);
  });
});

describe("item 8: a manifest's missing files, all at once, each with its key", () => {
  it('every missing deck and pool, with the schema problems, in one run (event and sheet --event)', async () => {
    const dir = folder('missing-many', {
      'b.txt': '40 Island\n',
      'event.json': JSON.stringify({
        schemaVersion: 1,
        format: 'sealed',
        date: '2025-01-15',
        teams: [{ name: 'T', pool: 'team-pool.csv', players: [{ name: 'A', deck: 'a.txt' }, { name: 'B', deck: 'b.txt' }] }],
        players: [{ name: 'Jo', deck: 'jo.txt', pool: 'jo-pool.txt' }],
      }),
    });
    const want =
      `deckcheck: ${dir}/event.json names files that cannot be read:\n` +
      `  teams[0].pool: ${dir}/team-pool.csv: no such file; check the path\n` +
      `  teams[0].players[0].deck: ${dir}/a.txt: no such file; check the path\n` +
      `  players[0].deck: ${dir}/jo.txt: no such file; check the path\n` +
      `  players[0].pool: ${dir}/jo-pool.txt: no such file; check the path\n`;
    for (const argv of [['event', path.join(dir, 'event.json')], ['sheet', '--event', path.join(dir, 'event.json'), '-o', path.join(dir, 's.pdf')]]) {
      const r = await runCli(argv);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(want);
    }
  });

  it('beside the schema problems, in the same list', async () => {
    const dir = folder('missing-and-invalid', {
      'event.json': JSON.stringify({ schemaVersion: 1, format: 'legacy', players: [{ name: 'Jo', deck: 'jo.txt' }, { name: 'Ki', deck: 5 }] }),
    });
    const r = await runCli(['event', path.join(dir, 'event.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`  players[1].deck: Invalid input: expected string, received number\n  players[0].deck: ${dir}/jo.txt: no such file; check the path\n`);
  });
});

describe('item 9: a Sealed event without a pool gets the note, naming the player or team', () => {
  const abs = (f: string) => path.join(REPO, f);
  const manifest = (name: string, maxPool: boolean) =>
    path.join(
      folder(name, {
        'event.json': JSON.stringify({
          schemaVersion: 1,
          format: 'sealed',
          date: '2025-01-15',
          teams: [{ name: 'Giants', players: [{ name: 'Kim', deck: abs('fixtures/pools/2hg/a.txt') }, { name: 'Lee', deck: abs('fixtures/pools/2hg/b.txt') }] }],
          players: [
            { name: 'Max', deck: abs('fixtures/pools/khm/legal.txt'), ...(maxPool ? { pool: abs('fixtures/pools/khm/pool.txt') } : {}) },
            { name: 'Nia', deck: abs('fixtures/pools/khm/illegal-not-in-pool.txt') },
          ],
        }),
      }),
      'event.json',
    );

  it.each([
    ['no pool at all', false, 'team Giants (Kim, Lee), Max, Nia'],
    ['a pool for one player only', true, 'team Giants (Kim, Lee), Nia'],
  ])('%s: the note names who has none, in every report; no pool is shown as the whole event\'s', async (name, maxPool, who) => {
    const r = await runCli(['event', '--no-db', '-r', 'json', manifest(name.replace(/ /g, '-'), maxPool)]);
    const note = `The manifest gives no pool for ${who}: their decks are checked for the 40-card minimum, but not against the cards they opened or drafted. Give each a "pool" to check that.`;
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.notes).toContain(note);
    expect(doc.notes.join(' ')).not.toContain('(--pool)');
    expect(doc.pool).toBeNull();
    expect(r.stderr).toContain(`deckcheck: note: ${note}\n`);
  });

  it('an event where everyone has a pool has no such note', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'json', 'fixtures/events/sealed.json']);
    expect(ReportSchema.parse(JSON.parse(r.stdout)).notes.join(' ')).not.toMatch(/no pool/i);
  });
});

describe("item 10: the event's name and location in the reports", () => {
  const dir = folder('named-event', {
    'alice.txt': LEGAL_60,
    'event.json': JSON.stringify({
      schemaVersion: 1,
      name: 'Legacy <Night> & Friends',
      location: 'The Game Shop, Leeds',
      format: 'legacy',
      date: '2025-01-15',
      players: [{ name: 'Alice', deck: 'alice.txt' }],
    }),
  });
  const manifest = path.join(dir, 'event.json');

  it.each([
    ['stylish', (out: string) => expect(out.split('\n')[0]).toBe('Legacy <Night> & Friends · The Game Shop, Leeds')],
    ['markdown', (out: string) => expect(out).toContain('\nEvent: **Legacy <Night> & Friends · The Game Shop, Leeds**\n')],
    [
      'html',
      (out: string) => {
        expect(out).toContain('<title>Legacy &lt;Night&gt; &amp; Friends · The Game Shop, Leeds — deckcheck: Legacy, 2025-01-15</title>');
        expect(out).toContain('<p class="event">Legacy &lt;Night&gt; &amp; Friends · The Game Shop, Leeds</p>');
      },
    ],
    [
      'json',
      (out: string) => expect(ReportSchema.parse(JSON.parse(out)).event).toEqual({ name: 'Legacy <Night> & Friends', location: 'The Game Shop, Leeds' }),
    ],
  ])('%s', async (reporter, expectation) => {
    const r = await runCli(['event', '--no-db', '-r', reporter, manifest]);
    expect(r.code).toBe(0);
    expectation(r.stdout);
  });

  it('check has no event: JSON "event": null, the HTML title as before', async () => {
    const json = await runCli(['check', '--no-db', '-r', 'json', path.join(dir, 'alice.txt')]);
    expect(JSON.parse(json.stdout)).toMatchObject({ event: null });
    const html = await runCli(['check', '--no-db', '-f', 'legacy', '-d', '2025-01-15', '-r', 'html', path.join(dir, 'alice.txt')]);
    expect(html.stdout).toContain('<title>deckcheck: Legacy, 2025-01-15</title>');
  });
});

describe('item 14: sheet --event on a Limited manifest', () => {
  it('refuses with a sentence and writes nothing (Sealed and Draft)', async () => {
    const draft = path.join(folder('draft-event', {
      'a.txt': '40 Island\n',
      'event.json': JSON.stringify({ schemaVersion: 1, format: 'draft', players: [{ name: 'Ann', deck: 'a.txt' }] }),
    }), 'event.json');
    for (const [manifest, name] of [['fixtures/events/sealed.json', 'Sealed Deck'], [draft, 'Booster Draft']] as const) {
      const out = path.join(tmp, 'limited.pdf');
      const r = await runCli(['sheet', '--event', manifest, '-o', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `deckcheck: ${manifest} is a ${name} event: deckcheck makes Constructed registration sheets only. The Limited sheet is a checklist of one set's cards, and deckcheck has no per-set card lists to print it from; use the sheet Wizards of the Coast publishes for the set\n`,
      );
      expect(existsSync(out)).toBe(false);
    }
  });
});
