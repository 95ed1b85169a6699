/**
 * One table for the variant rules (scheme decks, planar decks): legal and illegal fixtures under fixtures/variants,
 * checked through the library API, with the exact findings expected (rule, file, line, card, count, limit, minimum)
 * and the supplementary deck's summary.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts, type DeckText } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { REPO, expectFindings } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Expect {
  rule: string;
  severity?: 'error' | 'warning';
  file?: string;
  line?: number | null;
  card?: string;
  count?: number;
  limit?: number;
  minimum?: number;
  suggestions?: string[];
}

interface Summary {
  cards: number;
  distinct: number;
  ongoing?: number | null;
  planes?: number | null;
  phenomena?: number | null;
  other?: number;
  file?: string | null;
  line?: number | null;
}

interface Row {
  name: string;
  variant: string;
  files: string[];
  /** A separate --schemes / --planes file for the (single) deck. */
  supplementary?: string;
  findings: Expect[];
  /** The supplementary summary of each deck, in file order. */
  summaries?: Summary[];
}

const V = 'fixtures/variants';
const AE = `${V}/archenemy`;
const PC = `${V}/planechase`;

const table: Row[] = [
  // Archenemy: legal scheme decks
  {
    name: 'archenemy: 20 schemes in a Schemes section',
    variant: 'archenemy',
    files: [`${AE}/legal-section.txt`],
    findings: [],
    summaries: [{ cards: 20, distinct: 15, ongoing: 4, planes: null, phenomena: null, other: 0, file: `${AE}/legal-section.txt`, line: 13 }],
  },
  {
    name: 'archenemy: the scheme deck as its own file, a blank line inside it',
    variant: 'archenemy',
    files: [`${AE}/legal-main-only.txt`],
    supplementary: `${AE}/schemes-20.txt`,
    findings: [],
    summaries: [{ cards: 20, distinct: 15, ongoing: 4, other: 0, file: `${AE}/schemes-20.txt`, line: 1 }],
  },
  {
    name: 'archenemy: scheme names in other case and with curly apostrophes are the same schemes',
    variant: 'archenemy',
    files: [`${AE}/legal-spellings.txt`],
    findings: [],
    summaries: [{ cards: 20, distinct: 15, ongoing: 4, other: 0 }],
  },
  // scheme-deck-size-min
  {
    name: 'scheme-deck-size-min: 12 scheme cards',
    variant: 'archenemy',
    files: [`${V}/scheme-deck-size-min/illegal-12.txt`],
    findings: [{ rule: 'scheme-deck-size-min', severity: 'error', line: 13, count: 12, minimum: 20 }],
    summaries: [{ cards: 12, distinct: 7, ongoing: 2 }],
  },
  {
    name: 'scheme-deck-size-min: no scheme deck at all',
    variant: 'archenemy',
    files: [`${V}/scheme-deck-size-min/illegal-missing.txt`],
    findings: [{ rule: 'scheme-deck-size-min', file: `${V}/scheme-deck-size-min/illegal-missing.txt`, line: null, count: 0, minimum: 20 }],
    summaries: [{ cards: 0, distinct: 0, file: null, line: null }],
  },
  {
    name: 'scheme-deck-size-min: a Schemes header with no cards under it',
    variant: 'archenemy',
    files: [`${V}/scheme-deck-size-min/illegal-empty-section.txt`],
    findings: [{ rule: 'scheme-deck-size-min', line: 13, count: 0, minimum: 20 }],
  },
  {
    name: 'scheme-deck-size-min: 10 different schemes are enough for Archenemy Commander',
    variant: 'archenemy-commander',
    files: [`${V}/archenemy-commander/legal-10.txt`],
    findings: [],
    summaries: [{ cards: 10, distinct: 10, ongoing: 4 }],
  },
  {
    name: 'scheme-deck-size-min: 10 schemes are not enough for plain Archenemy',
    variant: 'archenemy',
    files: [`${V}/archenemy-commander/legal-10.txt`],
    findings: [{ rule: 'scheme-deck-size-min', line: 7, count: 10, minimum: 20 }],
  },
  {
    name: 'scheme-deck-size-min: 9 schemes in Archenemy Commander',
    variant: 'archenemy-commander',
    files: [`${V}/archenemy-commander/illegal-9.txt`],
    findings: [{ rule: 'scheme-deck-size-min', line: 7, count: 9, minimum: 10 }],
  },
  // scheme-copies-max
  {
    name: 'scheme-copies-max: three Feed the Machine, two spellings',
    variant: 'archenemy',
    files: [`${V}/scheme-copies-max/illegal-three-feed.txt`],
    findings: [{ rule: 'scheme-copies-max', severity: 'error', line: 14, card: 'Feed the Machine', count: 3, limit: 2 }],
    summaries: [{ cards: 20, distinct: 14 }],
  },
  {
    name: 'scheme-copies-max: two of a scheme is fine in Archenemy …',
    variant: 'archenemy',
    files: [`${V}/archenemy-commander/illegal-two-of-one.txt`],
    findings: [{ rule: 'scheme-deck-size-min', line: 7, count: 10, minimum: 20 }],
  },
  {
    name: 'scheme-copies-max: … but not in Archenemy Commander (each a different English name)',
    variant: 'archenemy-commander',
    files: [`${V}/archenemy-commander/illegal-two-of-one.txt`],
    findings: [{ rule: 'scheme-copies-max', line: 8, card: 'A Premonition of Your Demise', count: 2, limit: 1 }],
  },
  {
    name: 'scheme-copies-max: the 2010-style two-of scheme deck fails Archenemy Commander',
    variant: 'archenemy-commander',
    files: [`${AE}/legal-section.txt`],
    findings: [
      { rule: 'scheme-copies-max', line: 14, card: 'Feed the Machine', count: 2, limit: 1 },
      { rule: 'scheme-copies-max', line: 15, card: 'Ignite the Cloneforge!', count: 2, limit: 1 },
      { rule: 'scheme-copies-max', line: 18, card: 'I Know All, I See All', count: 2, limit: 1 },
      { rule: 'scheme-copies-max', line: 21, card: 'The Pieces Are Coming Together', count: 2, limit: 1 },
      { rule: 'scheme-copies-max', line: 26, card: 'Which of You Burns Brightest?', count: 2, limit: 1 },
    ],
  },
  // scheme-deck-only-schemes
  {
    name: 'scheme-deck-only-schemes: a basic land, a misspelt scheme, a plane, an unknown name',
    variant: 'archenemy',
    files: [`${V}/scheme-deck-only-schemes/illegal-mixed.txt`],
    findings: [
      { rule: 'scheme-deck-only-schemes', line: 25, card: 'Island', count: 1, limit: 0, suggestions: [] },
      {
        rule: 'scheme-deck-only-schemes',
        line: 26,
        card: 'Ignite the Cloneforge',
        count: 2,
        suggestions: ['Ignite the Cloneforge!'],
      },
      { rule: 'scheme-deck-only-schemes', line: 27, card: 'Akoum', count: 1, suggestions: [] },
      { rule: 'scheme-deck-only-schemes', line: 28, card: 'Make Them Kneel Before Me Forever', count: 1 },
    ],
    summaries: [{ cards: 20, distinct: 15, ongoing: 4, other: 5 }],
  },
  // scheme-in-main-deck
  {
    name: 'scheme-in-main-deck: schemes in the main deck and the sideboard',
    variant: 'archenemy',
    files: [`${V}/scheme-in-main-deck/illegal-main-and-sideboard.txt`],
    findings: [
      { rule: 'scheme-in-main-deck', severity: 'error', line: 12, card: 'Feed the Machine', count: 2, limit: 0 },
      { rule: 'scheme-in-main-deck', line: 15, card: 'Nothing Can Stop Me Now', count: 1, limit: 0 },
    ],
  },
  {
    name: 'scheme-in-main-deck: not checked without an Archenemy variant; the schemes are still no deck cards (card-not-deck-card)',
    variant: 'planechase',
    files: [`${V}/scheme-in-main-deck/illegal-main-and-sideboard.txt`],
    findings: [
      { rule: 'planar-deck-size-min', line: null, count: 0, minimum: 10 },
      { rule: 'card-not-deck-card', line: 12, card: 'Feed the Machine', count: 2 },
      { rule: 'card-not-deck-card', line: 15, card: 'Nothing Can Stop Me Now', count: 1 },
    ],
  },
  // Supervillain Rumble: every player needs a scheme deck
  {
    name: 'supervillain-rumble: each player is checked; the one without schemes fails',
    variant: 'supervillain-rumble',
    files: [`${V}/supervillain-rumble/player-a.txt`, `${V}/supervillain-rumble/player-b.txt`],
    findings: [{ rule: 'scheme-deck-size-min', file: `${V}/supervillain-rumble/player-b.txt`, line: null, count: 0, minimum: 20 }],
    summaries: [{ cards: 20, distinct: 15 }, { cards: 0, distinct: 0, file: null }],
  },
  // parse-error in a --schemes file
  {
    name: 'a --schemes file: a Sideboard section in it is reported, its cards are not schemes',
    variant: 'archenemy',
    files: [`${AE}/legal-main-only.txt`],
    supplementary: `${AE}/schemes-with-sideboard.txt`,
    findings: [{ rule: 'parse-error', severity: 'error', file: `${AE}/schemes-with-sideboard.txt`, line: 19, card: 'Smash to Smithereens', count: 2 }],
    summaries: [{ cards: 20, distinct: 15, file: `${AE}/schemes-with-sideboard.txt`, line: 1 }],
  },
  // Planechase
  {
    name: 'planechase: 8 planes and 2 phenomena in a Planes section',
    variant: 'planechase',
    files: [`${PC}/legal-section.txt`],
    findings: [],
    summaries: [{ cards: 10, distinct: 10, ongoing: null, planes: 8, phenomena: 2, other: 0, line: 13 }],
  },
  {
    name: 'planechase: the planar deck as its own file',
    variant: 'planechase',
    files: [`${PC}/legal-main-only.txt`],
    supplementary: `${PC}/planes-10.txt`,
    findings: [],
    summaries: [{ cards: 10, distinct: 10, planes: 8, phenomena: 2, file: `${PC}/planes-10.txt`, line: 2 }],
  },
  {
    name: 'planar-deck-size-min: 9 planar cards under a "Planar Deck" header',
    variant: 'planechase',
    files: [`${V}/planar-deck-size-min/illegal-9.txt`],
    findings: [{ rule: 'planar-deck-size-min', severity: 'error', line: 13, count: 9, minimum: 10 }],
  },
  {
    name: 'planar-deck-size-min: no planar deck',
    variant: 'planechase',
    files: [`${V}/planar-deck-size-min/illegal-missing.txt`],
    findings: [{ rule: 'planar-deck-size-min', line: null, count: 0, minimum: 10 }],
  },
  {
    name: 'planar-deck-only-planes: a scheme, a non-planar card and a misspelt plane',
    variant: 'planechase',
    files: [`${V}/planar-deck-only-planes/illegal-scheme-bolt-typo.txt`],
    findings: [
      { rule: 'planar-deck-only-planes', line: 22, card: 'Feed the Machine', count: 1, limit: 0 },
      { rule: 'planar-deck-only-planes', line: 23, card: 'Lightning Bolt', count: 1, suggestions: [] },
      { rule: 'planar-deck-only-planes', line: 24, card: 'Akuom', count: 1, suggestions: ['Akoum'] },
    ],
    summaries: [{ cards: 11, distinct: 11, planes: 8, phenomena: 0, other: 3 }],
  },
  {
    name: 'planar-deck-singleton: Akoum twice, in two spellings',
    variant: 'planechase',
    files: [`${V}/planar-deck-singleton/illegal-two-akoum.txt`],
    findings: [{ rule: 'planar-deck-singleton', severity: 'error', line: 16, card: 'Akoum', count: 2, limit: 1 }],
    summaries: [{ cards: 11, distinct: 10 }],
  },
  {
    name: 'planar-deck-phenomena-max: three phenomena',
    variant: 'planechase',
    files: [`${V}/planar-deck-phenomena-max/illegal-three.txt`],
    findings: [{ rule: 'planar-deck-phenomena-max', severity: 'error', line: 22, count: 3, limit: 2 }],
    summaries: [{ cards: 11, distinct: 11, planes: 8, phenomena: 3 }],
  },
  {
    name: 'planechase ignores the scheme deck and Archenemy ignores the planar deck',
    variant: 'archenemy',
    files: [`${PC}/legal-section.txt`],
    findings: [{ rule: 'scheme-deck-size-min', line: null, count: 0, minimum: 20 }],
  },
];

function read(file: string): DeckText {
  return { file, text: readFileSync(path.join(REPO, file), 'utf8') };
}

describe.each(table)('$name', (row) => {
  it('gives exactly the expected findings and summary', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'casual', date: '2025-01-15', variant: row.variant });
    const decks = row.files.map(read);
    const first = decks[0];
    if (row.supplementary !== undefined && first) decks[0] = { ...first, supplementary: read(row.supplementary) };
    const report = checkTexts(prepared, decks);
    expect(report.variant?.id).toBe(row.variant);
    expectFindings(report, row.findings);
    for (const f of report.findings) {
      expect(f.reference).toMatch(/^(CR \d|deckcheck)/);
      expect(f.message.length).toBeGreaterThan(40);
    }
    const decksOut = report.units.flatMap((u) => u.decks);
    expect(decksOut.every((d) => d.supplementary !== undefined)).toBe(true);
    row.summaries?.forEach((want, i) => {
      const got = decksOut[i]?.supplementary as unknown as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(want).map((k) => [k, got[k]]))).toEqual(want);
    });
  });
});

describe('messages say what, why (with the citation) and what to do', () => {
  async function findings(variant: string, file: string) {
    const prepared = await prepareCheck({ builtInCardData: false, variant });
    return checkTexts(prepared, [read(file)]).findings;
  }

  it('a missing scheme deck says so plainly and how to give one', async () => {
    const [f] = await findings('archenemy', `${V}/scheme-deck-size-min/illegal-missing.txt`);
    expect(f?.message).toMatch(/has no scheme deck/);
    expect(f?.message).toMatch(/CR 904\.3/);
    expect(f?.message).toMatch(/"Schemes" section/);
    expect(f?.message).toMatch(/--schemes FILE/);
  });

  it('Supervillain Rumble and Archenemy Commander cite their own rules', async () => {
    const [rumble] = await findings('supervillain-rumble', `${V}/scheme-deck-size-min/illegal-missing.txt`);
    expect(rumble?.reference).toBe('CR 904.12c, CR 904.3');
    expect(rumble?.message).toMatch(/every player is an archenemy/);
    const commander = (await findings('archenemy-commander', `${V}/archenemy-commander/illegal-two-of-one.txt`)).find(
      (f) => f.rule === 'scheme-copies-max',
    );
    expect(commander?.reference).toBe('CR 904.13d');
    expect(commander?.message).toMatch(/different English name/);
    expect(commander?.message).toMatch(/Remove 1\./);
  });

  it('a misspelt scheme gets a suggestion; a plane in a scheme deck is named as a plane', async () => {
    const fs = await findings('archenemy', `${V}/scheme-deck-only-schemes/illegal-mixed.txt`);
    expect(fs.find((f) => f.card === 'Ignite the Cloneforge')?.message).toMatch(/did you mean Ignite the Cloneforge!\?/);
    expect(fs.find((f) => f.card === 'Akoum')?.message).toMatch(/Akoum is a plane, not a scheme/);
  });

  it('a scheme in the main deck says where it is and where it goes', async () => {
    const fs = await findings('archenemy', `${V}/scheme-in-main-deck/illegal-main-and-sideboard.txt`);
    const feed = fs.find((f) => f.card === 'Feed the Machine');
    expect(feed?.message).toMatch(/2 in the main deck/);
    expect(feed?.message).toMatch(/under "Schemes"/);
    expect(fs.find((f) => f.card === 'Nothing Can Stop Me Now')?.message).toMatch(/1 in the sideboard/);
  });

  it('too many phenomena lists them and every line holding one', async () => {
    const [f] = await findings('planechase', `${V}/planar-deck-phenomena-max/illegal-three.txt`);
    expect(f?.message).toMatch(/Chaotic Aether, Interplanar Tunnel, Morphic Tide/);
    expect(f?.related.map((r) => r.line)).toEqual([22, 23, 24]);
  });
});

describe('without a variant', () => {
  it('scheme and planar sections are counted, not checked, and a note says how to check them', async () => {
    const prepared = await prepareCheck({ builtInCardData: false });
    const report = checkTexts(prepared, [read(`${V}/scheme-deck-only-schemes/illegal-mixed.txt`), read(`${PC}/legal-section.txt`)]);
    expect(report.findings).toEqual([]);
    expect(report.variant).toBeNull();
    expect(report.units[0]?.decks[0]?.supplementary).toBeUndefined();
    expect(report.units[0]?.decks[0]?.counts.schemes).toBe(20);
    expect(report.notes.join('\n')).toMatch(/illegal-mixed\.txt has a scheme deck; it is not checked unless you choose one of --variant archenemy/);
    expect(report.notes.join('\n')).toMatch(/legal-section\.txt has a planar deck; .*--variant planechase/);
  });

  it('an unknown variant and --team with a variant are settings errors', async () => {
    await expect(prepareCheck({ builtInCardData: false, variant: 'conspiracy' })).rejects.toThrow(/unknown variant "conspiracy"; use one of: archenemy/);
    await expect(prepareCheck({ builtInCardData: false, variant: 'archenemy', team: true })).rejects.toThrow(/cannot be combined/);
  });
});
