/**
 * CLI cases for reading every input format and for `deckcheck convert`, run twice: in-process through run(argv, io),
 * and as a real process through bin/deckcheck.js (built by `npm test` before vitest runs).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeckJsonSchema } from '../../src/convert/schema.js';
import { ReportSchema } from '../../src/report/schema.js';
import { BIN_BUILT, runBin, runCli, type CliResult } from '../helpers.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-convert-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const F = 'fixtures/formats';
const MODERN = ['--format', 'modern', '--date', '2025-01-15'];
/** The input formats' fixtures are about reading (Burn lists with Pyroblast, a Cephalid Looter deck): no card pool. */
const MODERN_NO_DATA = ['--no-db', ...MODERN];

interface Case {
  name: string;
  argv: string[];
  code: number;
  check?: (r: CliResult, out: string) => void;
}

const cases: Case[] = [
  // check: every input format is detected and checked
  ...['dek/burn.dek', 'cod/burn.cod', 'o8d/burn.o8d', 'json/hand-written.json', 'text/xmage.dck', 'text/forge.dck'].map(
    (f): Case => ({
      name: `check reads ${f}`,
      argv: ['check', ...MODERN_NO_DATA, '-r', 'json', `${F}/${f}`],
      code: 0,
      check: (r) => {
        const doc = ReportSchema.parse(JSON.parse(r.stdout));
        expect(doc.findings).toEqual([]);
        expect(doc.units[0]?.decks[0]?.main).toBe(60);
      },
    }),
  ),
  {
    name: 'check: an MTGO .dek commander row is the commander (A8)',
    argv: ['check', '-r', 'json', `${F}/dek/commander.dek`],
    code: 0,
    check: (r) => {
      const d = ReportSchema.parse(JSON.parse(r.stdout)).units[0]?.decks[0];
      expect(d?.counts).toMatchObject({ main: 99, sideboard: 0, commander: 1 });
    },
  },
  {
    name: 'check: bad .dek rows are parse errors with their lines, the rest is checked',
    argv: ['check', '-r', 'json', `${F}/dek/bad-rows.dek`],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.findings.filter((f) => f.rule === 'parse-error').map((f) => [f.line, f.severity])).toEqual([
        [5, 'error'],
        [6, 'error'],
        [7, 'error'],
        [8, 'warning'],
        [9, 'warning'],
        [10, 'error'],
      ]);
    },
  },
  {
    name: 'check: one card across formats — MTGO "Fire/Ice" in a .dek and Arena "Fire // Ice" in a teammate\'s list',
    argv: ['check', '--team', '--format', 'legacy', '--date', '2025-01-15', '-r', 'json', `${F}/team/split-a.dek`, `${F}/team/split-b.txt`],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.findings.map((f) => [f.rule, f.file, f.line, f.count, f.limit])).toEqual([
        ['team-card-copies-max', 'fixtures/formats/team/split-a.dek', 5, 5, 4],
      ]);
      expect(doc.findings[0]?.related.map((l) => [l.file, l.line, l.count])).toEqual([
        ['fixtures/formats/team/split-a.dek', 5, 2],
        ['fixtures/formats/team/split-b.txt', 2, 3],
      ]);
    },
  },
  {
    name: 'check --input-format text reads a .dek as text: every XML line reported',
    argv: ['check', '--input-format', 'text', '-r', 'json', `${F}/dek/no-declaration.dek`],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.findings.filter((f) => f.rule === 'parse-error').map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    },
  },
  {
    name: 'check --input-format with an unknown id: exit 2 listing the ids',
    argv: ['check', '--input-format', 'mwdeck', `${F}/text/mws.mwDeck`],
    code: 2,
    check: (r) => expect(r.stderr).toBe('deckcheck: unknown input format "mwdeck"; use one of: dek, cod, o8d, csv, json, text\n'),
  },
  {
    name: 'check: a billion-laughs .dek is refused, exit 2, with the reason and line',
    argv: ['check', `${F}/hostile/billion-laughs.dek`],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/^deckcheck: fixtures\/formats\/hostile\/billion-laughs\.dek: line 2: a DOCTYPE declaration is refused/);
      expect(r.stdout).toBe('');
    },
  },
  {
    name: 'check: an external entity in a .cod is refused, exit 2',
    argv: ['check', `${F}/hostile/external-entity.cod`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/external-entity\.cod: line 2: a DOCTYPE declaration is refused.*external entities/),
  },
  {
    name: 'check: an undeclared entity is refused, exit 2',
    argv: ['check', `${F}/hostile/undeclared-entity.dek`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/line 3: unknown entity "&xxe;"/),
  },
  {
    name: 'check: XML that is not well-formed: exit 2 naming the line',
    argv: ['check', `${F}/hostile/not-well-formed.dek`],
    code: 2,
    check: (r) =>
      expect(r.stderr).toBe(
        'deckcheck: fixtures/formats/hostile/not-well-formed.dek: line 6: </Deck> does not close <Cards> (opened at line 4) ' +
          '(column 1); the MTGO .dek file cannot be read\n',
      ),
  },
  {
    name: 'check: a truncated .cod: exit 2',
    argv: ['check', `${F}/hostile/truncated.cod`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/truncated\.cod: line 6: the value of name in <card> is never closed/),
  },
  {
    name: 'check: an unknown shape lists the known formats, exit 2',
    argv: ['check', `${F}/unknown/page.xml`],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/page\.xml: the file is XML whose root element is <html>/);
      expect(r.stderr).toMatch(/Known formats: dek \(MTGO \.dek\), cod \(Cockatrice \.cod\), o8d \(OCTGN \.o8d\), csv \(CSV export: ManaBox, [^)]*\), json \(deckcheck deck JSON\), text/);
    },
  },
  {
    name: 'check: a deck JSON of another version: exit 2',
    argv: ['check', `${F}/json/wrong-version.json`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/"schemaVersion": 2 — this deckcheck reads deck JSON version 1/),
  },
  // convert
  {
    name: 'convert .dek → mtgo text on stdout; notes on stderr',
    argv: ['convert', `${F}/dek/burn.dek`, '--to', 'mtgo'],
    code: 0,
    check: (r) => {
      expect(r.stdout).toBe(
        '4 Lightning Bolt\n4 Goblin Guide\n4 Lava Spike\n1 Dead/Gone\n3 Boros Charm\n44 Mountain\n\n4 Smash to Smithereens\n1 Refuse/Cooperate\n4 Pyroblast\n',
      );
      expect(r.stderr).toBe(
        'deckcheck: note: fixtures/formats/dek/burn.dek: MTGO catalog ids (10 lines) have no place in MTGO text and are left out; the cards are kept.\n',
      );
    },
  },
  {
    name: 'convert .cod → arena',
    argv: ['convert', `${F}/cod/burn.cod`, '--to', 'arena'],
    code: 0,
    check: (r) => {
      expect(r.stdout.split('\n').slice(0, 6)).toEqual(['About', 'Name Mono-Red Burn', '', 'Deck', '4 Lightning Bolt (M11) 149', '4 Goblin Guide (ZEN) 126']);
      expect(r.stdout).toContain('\nSideboard\n4 Smash to Smithereens\n1 Wear // Tear\n4 Pyroblast\n\nTokens\n1 Goblin\n');
    },
  },
  {
    name: 'convert → json: one schema-valid document',
    argv: ['convert', `${F}/text/arena.txt`, '--to', 'json'],
    code: 0,
    check: (r) => {
      const doc = DeckJsonSchema.parse(JSON.parse(r.stdout));
      expect(doc.sections.commander.map((e) => e.name)).toEqual(['Kenrith, the Returned King']);
      expect(doc.sections.companion.map((e) => e.english)).toEqual(['Yorion, Sky Nomad']);
      expect(r.stderr).toMatch(/no card database is loaded, so "english" is null/);
    },
  },
  {
    name: 'convert --output writes the file and nothing to stdout',
    argv: ['convert', `${F}/o8d/burn.o8d`, '--to', 'cod', '--output', 'OUT'],
    code: 0,
    check: (r, out) => {
      expect(r.stdout).toBe('');
      expect(readFileSync(out, 'utf8')).toContain('<zone name="side">\n        <card number="4" name="Smash to Smithereens"/>');
    },
  },
  {
    name: 'convert: what the target cannot hold is said, exit 0',
    argv: ['convert', `${F}/text/forge.dck`, '--to', 'dek'],
    code: 0,
    check: (r) => {
      expect(r.stderr).toContain(
        'deckcheck: note: fixtures/formats/text/forge.dck: the scheme deck (2 cards: Plots That Span Centuries) cannot be written to an MTGO .dek, which has no place for it; it is left out. To keep it, convert to json, arena or csv.\n',
      );
      expect(r.stderr).toContain('the planar deck (1 card: Academy at Tolaria West) cannot be written to an MTGO .dek');
      expect(r.stdout).not.toContain('Plots That Span Centuries');
    },
  },
  {
    name: 'convert --strict: the target cannot hold the deck, nothing written, exit 1',
    argv: ['convert', `${F}/text/forge.dck`, '--to', 'dek', '--strict', '--output', 'OUT'],
    code: 1,
    check: (r, out) => {
      expect(r.stdout).toBe('');
      expect(existsSync(out)).toBe(false);
      expect(r.stderr).toMatch(/deckcheck: --strict: nothing written, because MTGO \.dek cannot hold the deck as read \(see above\)\.\n$/);
    },
  },
  {
    name: 'convert --strict when everything fits: exit 0',
    argv: ['convert', `${F}/text/forge.dck`, '--to', 'arena', '--strict'],
    code: 0,
    check: (r) => expect(r.stdout).toContain('\nSchemes\n2 Plots That Span Centuries (ARC)\n'),
  },
  {
    name: 'convert: lines that could not be read are reported; the rest is written; exit 1',
    argv: ['convert', `${F}/dek/bad-rows.dek`, '--to', 'mtgo'],
    code: 1,
    check: (r) => {
      expect(r.stdout).toBe('4 Lightning Bolt\n\n2 Pyroblast\n');
      expect(r.stderr).toContain(
        'deckcheck: fixtures/formats/dek/bad-rows.dek: error: line 5: Quantity="four" is not a number of cards; write a whole number such as Quantity="4".\n',
      );
    },
  },
  {
    name: 'convert --strict with unreadable lines: nothing written, exit 1',
    argv: ['convert', `${F}/dek/bad-rows.dek`, '--to', 'mtgo', '--strict'],
    code: 1,
    check: (r) => {
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/--strict: nothing written, because 4 lines of fixtures\/formats\/dek\/bad-rows\.dek could not be read/);
    },
  },
  {
    name: 'convert a hostile file: exit 2, nothing written',
    argv: ['convert', `${F}/hostile/billion-laughs.dek`, '--to', 'json'],
    code: 2,
    check: (r) => {
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/DOCTYPE declaration is refused/);
    },
  },
  {
    name: 'convert --to an unknown format: exit 2 with the choices',
    argv: ['convert', `${F}/text/mtgo.txt`, '--to', 'xml'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/Allowed choices are json, mtgo, arena, dek, cod, csv/),
  },
  {
    name: 'convert without --to: exit 2',
    argv: ['convert', `${F}/text/mtgo.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/required option '--to <id>' not specified/),
  },
  {
    name: 'convert --output onto the input file: exit 2',
    argv: ['convert', `${F}/text/mtgo.txt`, '--to', 'mtgo', '--output', `${F}/text/mtgo.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/is the input file/),
  },
  {
    name: 'convert --input-format that does not fit: exit 2',
    argv: ['convert', `${F}/text/mtgo.txt`, '--to', 'json', '--input-format', 'cod'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/mtgo\.txt: line 1: expected "<": this is not an XML document/),
  },
  {
    name: 'convert a missing file: exit 2',
    argv: ['convert', `${F}/nope.dek`, '--to', 'json'],
    code: 2,
    check: (r) => expect(r.stderr).toBe('deckcheck: fixtures/formats/nope.dek: no such file; check the path\n'),
  },
  {
    name: 'convert --help lists the targets',
    argv: ['convert', '--help'],
    code: 0,
    check: (r) => expect(r.stdout).toMatch(/--to <id> +the format to write \(choices: "json", "mtgo", "arena",\s+"dek", "cod", "csv"\)/),
  },
];

const binBuilt = BIN_BUILT;

describe.each([
  ['in-process', false],
  ['real process', true],
] as const)('input formats and convert, CLI (%s)', (_label, real) => {
  it.skipIf(real && !binBuilt).each(cases)('$name', async (c) => {
    const out = path.join(tmp, `${real ? 'bin' : 'lib'}-${c.name.replace(/\W+/g, '-')}.out`);
    const argv = c.argv.map((a) => (a === 'OUT' ? out : a));
    const r = real ? runBin(argv) : await runCli(argv);
    expect(r.code, `stderr: ${r.stderr}`).toBe(c.code);
    c.check?.(r, out);
    if (c.code === 2) expect(r.stderr).not.toMatch(/\n\s+at /); // never a stack trace
  });
});
