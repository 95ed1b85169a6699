/**
 * CLI cases for --variant, --schemes and --planes, run twice like test/cli/cli.test.ts: in-process through
 * run(argv, io), and as a real process through bin/deckcheck.js (built by `npm test` before vitest runs).
 */
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/schema.js';
import { BIN_BUILT, runBin, runCli, type CliResult } from '../helpers.js';

const V = 'fixtures/variants';
const AE = `${V}/archenemy`;
const PC = `${V}/planechase`;

interface Case {
  name: string;
  argv: string[];
  code: number;
  check?: (r: CliResult) => void;
}

function json(r: CliResult) {
  return ReportSchema.parse(JSON.parse(r.stdout));
}

const cases: Case[] = [
  {
    name: 'archenemy, scheme deck in the decklist: exit 0, its makeup next to the main deck',
    argv: ['check', '--variant', 'archenemy', `${AE}/legal-section.txt`],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('deckcheck · Casual constructed · Archenemy ·');
      expect(r.stdout).toContain(`${AE}/legal-section.txt (60 main deck, 0 sideboard)\n  scheme deck: 20 schemes, 15 different, 4 ongoing\n`);
      expect(r.stdout).toContain('✔ legal · 1 deck · no problems');
    },
  },
  {
    name: '--schemes FILE implies archenemy; the file is named in the summary',
    argv: ['check', '--schemes', `${AE}/schemes-20.txt`, `${AE}/legal-main-only.txt`],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('· Archenemy ·');
      expect(r.stdout).toContain(`scheme deck (${AE}/schemes-20.txt): 20 schemes, 15 different, 4 ongoing`);
    },
  },
  {
    name: 'json: variant and supplementary summary, schema-valid',
    argv: ['check', '-r', 'json', '--schemes', `${AE}/schemes-20.txt`, `${AE}/legal-main-only.txt`],
    code: 0,
    check: (r) => {
      const doc = json(r);
      expect(doc.variant).toEqual({ id: 'archenemy', name: 'Archenemy' });
      const deck = doc.units[0]?.decks[0];
      expect(deck?.counts.schemes).toBe(20);
      expect(deck?.supplementary).toEqual({
        kind: 'schemes',
        file: `${AE}/schemes-20.txt`,
        line: 1,
        cards: 20,
        distinct: 15,
        ongoing: 4,
        planes: null,
        phenomena: null,
        other: 0,
        minimum: 20,
      });
    },
  },
  {
    name: 'json: no variant, supplementary is null and variant is null',
    argv: ['check', '-r', 'json', `${AE}/legal-section.txt`],
    code: 0,
    check: (r) => {
      const doc = json(r);
      expect(doc.variant).toBeNull();
      expect(doc.units[0]?.decks[0]?.supplementary).toBeNull();
      expect(doc.notes.join(' ')).toMatch(/has a scheme deck; it is not checked unless/);
      expect(r.stderr).toMatch(/note: .*legal-section\.txt has a scheme deck/);
    },
  },
  {
    name: 'json: a misspelt scheme, a land and a plane: exit 1, suggestions',
    argv: ['check', '-r', 'json', '--date', '2026-12-01', '--variant', 'archenemy', `${V}/scheme-deck-only-schemes/illegal-mixed.txt`],
    code: 1,
    check: (r) => {
      const doc = json(r);
      // The two names the built-in card data (of 2026-08-22) does not know are also unknown-card warnings on a later day.
      expect(doc.findings.map((f) => [f.rule, f.severity, f.line, f.card, f.section])).toEqual([
        ['scheme-deck-only-schemes', 'error', 25, 'Island', 'schemes'],
        ['scheme-deck-only-schemes', 'error', 26, 'Ignite the Cloneforge', 'schemes'],
        ['unknown-card', 'warning', 26, 'Ignite the Cloneforge', 'schemes'],
        ['scheme-deck-only-schemes', 'error', 27, 'Akoum', 'schemes'],
        ['scheme-deck-only-schemes', 'error', 28, 'Make Them Kneel Before Me Forever', 'schemes'],
        ['unknown-card', 'warning', 28, 'Make Them Kneel Before Me Forever', 'schemes'],
      ]);
      expect(doc.findings[1]?.suggestions).toEqual(['Ignite the Cloneforge!']);
      expect(doc.units[0]?.decks[0]?.supplementary).toMatchObject({ cards: 20, other: 5 });
    },
  },
  {
    name: 'missing scheme deck: exit 1, said plainly',
    argv: ['check', '--variant', 'archenemy', `${V}/scheme-deck-size-min/illegal-missing.txt`],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('scheme deck: none (at least 20 cards needed)');
      expect(r.stdout).toMatch(/has no scheme deck: .*CR 904\.3.*--schemes FILE/);
      expect(r.stdout).toContain('scheme-deck-size-min · CR 904.3');
    },
  },
  {
    name: 'archenemy-commander: a 10-scheme deck is legal; the main deck is checked as Commander',
    argv: ['check', '--variant', 'archenemy-commander', `${V}/archenemy-commander/legal-10.txt`],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('scheme deck: 10 schemes, 10 different, 4 ongoing');
      expect(r.stdout).toContain('deckcheck · Commander · Archenemy Commander');
      expect(r.stderr).toMatch(/the main deck is checked as a Commander deck \(CR 904\.13a\)/);
    },
  },
  {
    name: 'archenemy-commander with --format casual: the main deck is a casual deck, with a note',
    argv: ['check', '--variant', 'archenemy-commander', '--format', 'casual', `${V}/archenemy-commander/legal-10.txt`],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('deckcheck · Casual constructed · Archenemy Commander');
      expect(r.stderr).toMatch(/Commander deck rules .* are not checked/);
    },
  },
  {
    name: 'supervillain-rumble: every player needs their own scheme deck',
    argv: ['check', '--variant', 'supervillain-rumble', `${V}/supervillain-rumble/player-a.txt`, `${V}/supervillain-rumble/player-b.txt`],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('· Supervillain Rumble ·');
      expect(r.stdout).toMatch(/player-b\.txt has no scheme deck: in Supervillain Rumble every player is an archenemy/);
      expect(r.stdout).toContain('✖ not legal · 2 decks · 1 error, 0 warnings');
    },
  },
  {
    name: 'a stray Sideboard in a --schemes file is reported under the deck, with the file',
    argv: ['check', '--schemes', `${AE}/schemes-with-sideboard.txt`, `${AE}/legal-main-only.txt`],
    code: 1,
    check: (r) => {
      expect(r.stdout).toMatch(
        new RegExp(`scheme deck \\(${AE}/schemes-with-sideboard\\.txt\\): 20 schemes.*\\n  ${AE}/schemes-with-sideboard\\.txt:19:1 +error`),
      );
      expect(r.stdout).not.toContain('no problems');
    },
  },
  {
    name: 'planechase: --planes implies the variant; planes and phenomena counted',
    argv: ['check', '-r', 'json', '--planes', `${PC}/planes-10.txt`, `${PC}/legal-main-only.txt`],
    code: 0,
    check: (r) => {
      const doc = json(r);
      expect(doc.variant?.id).toBe('planechase');
      expect(doc.units[0]?.decks[0]?.supplementary).toMatchObject({ kind: 'planes', cards: 10, planes: 8, phenomena: 2, ongoing: null });
    },
  },
  {
    name: 'planechase: stylish summary and phenomena rule',
    argv: ['check', '--variant', 'planechase', `${V}/planar-deck-phenomena-max/illegal-three.txt`],
    code: 1,
    check: (r) => {
      expect(r.stdout).toContain('planar deck: 11 cards, 11 different, 8 planes, 3 phenomena');
      expect(r.stdout).toMatch(/22:1 +error +The planar deck holds 3 phenomenon cards/);
    },
  },
  {
    name: '--schemes with two decklists: exit 2',
    argv: ['check', '--schemes', `${AE}/schemes-20.txt`, `${AE}/legal-main-only.txt`, `${PC}/legal-main-only.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/--schemes gives one player's scheme deck, but 2 decklists were named/),
  },
  {
    name: '--schemes and --planes together: exit 2',
    argv: ['check', '--schemes', `${AE}/schemes-20.txt`, '--planes', `${PC}/planes-10.txt`, `${AE}/legal-main-only.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/cannot be combined/),
  },
  {
    name: '--schemes with --variant planechase: exit 2',
    argv: ['check', '--variant', 'planechase', '--schemes', `${AE}/schemes-20.txt`, `${AE}/legal-main-only.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/--variant planechase does not use; give its planar deck with --planes/),
  },
  {
    name: 'a Schemes section and --schemes: exit 2, naming the line',
    argv: ['check', '--schemes', `${AE}/schemes-20.txt`, `${AE}/legal-section.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/legal-section\.txt has its own scheme deck \(line 13\)/),
  },
  {
    name: '--team with --variant: exit 2',
    argv: ['check', '--team', '--variant', 'archenemy', `${V}/supervillain-rumble/player-a.txt`, `${V}/supervillain-rumble/player-b.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/--team and --variant archenemy cannot be combined/),
  },
  {
    name: 'unknown variant: exit 2 with the choices',
    argv: ['check', '--variant', 'conspiracy', `${AE}/legal-section.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/archenemy, supervillain-rumble, archenemy-commander, planechase/),
  },
  {
    name: 'a missing --schemes file: exit 2 naming it',
    argv: ['check', '--schemes', `${AE}/nope.txt`, `${AE}/legal-main-only.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toBe(`deckcheck: ${AE}/nope.txt: no such file; check the path\n`),
  },
  {
    name: 'the decklist given as its own --schemes file: exit 2',
    argv: ['check', '--schemes', `${AE}/legal-main-only.txt`, `${AE}/legal-main-only.txt`],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/named twice/),
  },
  {
    name: 'rules: the eight variant rules are listed',
    argv: ['rules', '--json'],
    code: 0,
    check: (r) => {
      const rules = (JSON.parse(r.stdout) as { rules: { id: string; reference: string }[] }).rules;
      const ids = rules.map((x) => x.id);
      expect(ids).toEqual(
        expect.arrayContaining([
          'scheme-deck-size-min',
          'scheme-copies-max',
          'scheme-deck-only-schemes',
          'scheme-in-main-deck',
          'planar-deck-size-min',
          'planar-deck-only-planes',
          'planar-deck-singleton',
          'planar-deck-phenomena-max',
        ]),
      );
      expect(rules.find((x) => x.id === 'scheme-deck-size-min')?.reference).toMatch(/CR 904\.3/);
    },
  },
  {
    name: '--help lists the variant options',
    argv: ['check', '--help'],
    code: 0,
    check: (r) => {
      expect(r.stdout).toMatch(/--variant <id>/);
      expect(r.stdout).toMatch(/--schemes <file>/);
      expect(r.stdout).toMatch(/--planes <file>/);
    },
  },
];

const binBuilt = BIN_BUILT;

describe.each([
  ['in-process', false],
  ['real process', true],
] as const)('variant CLI (%s)', (_label, real) => {
  it.skipIf(real && !binBuilt).each(cases)('$name', async (c) => {
    const r = real ? runBin(c.argv) : await runCli(c.argv);
    expect(r.code, `stderr: ${r.stderr}`).toBe(c.code);
    c.check?.(r);
    if (c.code === 2) expect(r.stderr).not.toMatch(/\n\s+at /); // never a stack trace
  });
});
