/**
 * The checker below the API (src/check/check.ts): checkUnit on decks and teams, the deck summaries (a supplementary
 * deck's findings counted on its deck, the player named on them), the report built from units (buildReport,
 * checkUnits), the running totals of a streamed report (ReportTally) and summaryOf, which must agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOptions, checkUnitTexts, parseDeckText, preparePool } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CardInfo } from '../../src/cards/index.js';
import { embeddedIndex } from '../../src/cards/index.js';
import { buildReport, checkUnit, checkUnits, NO_DATABASE_NOTE, NO_POOL_NOTE, ReportTally, summaryOf, type CheckOptions } from '../../src/check/check.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { REPO } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const AE = 'fixtures/variants/archenemy';
const read = (file: string) => ({ file, text: readFileSync(path.join(REPO, file), 'utf8') });

async function legacy(): Promise<CheckOptions> {
  return checkOptions(await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' }));
}

const deck = (file: string, text: string, extra: { player?: string; seat?: string } = {}) => ({ ...parseTextDeck(text, file), ...extra });

describe('checkUnit: a deck', () => {
  it('summarises the deck: no name, player or seat keys it does not have, no pool', async () => {
    const r = checkUnit({ kind: 'deck', deck: deck('a.txt', '60 Island\n') }, await legacy());
    expect(r).toStrictEqual({
      kind: 'deck',
      name: 'a.txt',
      legal: true,
      decks: [
        {
          file: 'a.txt',
          counts: { main: 60, sideboard: 0, commander: 0, companion: 0, maybeboard: 0, schemes: 0, planes: 0, tokens: 0 },
          main: 60,
          sideboard: 0,
          errors: 0,
          warnings: 0,
          readings: [],
        },
      ],
      findings: [],
      fullyChecked: true,
    });
  });

  it('names the player and seat, and puts the player on every finding of the deck', async () => {
    const r = checkUnit({ kind: 'deck', deck: deck('a.txt', '// NAME : Blue\n59 Island\nhello\n', { player: 'Al', seat: 'B' }) }, await legacy());
    expect(r.name).toBe('Al');
    expect(r.decks[0]).toMatchObject({ file: 'a.txt', name: 'Blue', player: 'Al', seat: 'B', errors: 2, warnings: 0 });
    expect(r.findings.map((f) => [f.rule, f.line, f.player])).toEqual([
      ['deck-size-min', null, 'Al'],
      ['parse-error', 3, 'Al'],
    ]);
    expect(r.legal).toBe(false);
    expect('teamRules' in r).toBe(false);
  });

  it('a finding without a player gets no player key', async () => {
    const r = checkUnit({ kind: 'deck', deck: deck('a.txt', '59 Island\n') }, await legacy());
    expect(Object.keys(r.findings[0] ?? {})).not.toContain('player');
  });

  it('a face of a multi-face card is a reading, with no languages', async () => {
    const index = embeddedIndex();
    const fire: CardInfo = { name: 'Fire // Ice', basic: false };
    index.add(fire);
    const options = { ...(await legacy()), index };
    const r = checkUnit({ kind: 'deck', deck: deck('a.txt', '58 Island\n2 Fire\n') }, options);
    expect(r.decks[0]?.readings).toEqual([{ line: 2, column: 1, section: 'main', written: 'Fire', card: 'Fire // Ice', kind: 'face', languages: [] }]);
  });

  it("a --schemes file's findings count on its deck and name the deck's player", async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'casual', date: '2025-01-15', variant: 'archenemy' });
    const r = checkUnitTexts(prepared, [{ ...read(`${AE}/legal-main-only.txt`), player: 'Vi', supplementary: read(`${AE}/schemes-with-sideboard.txt`) }]);
    expect(r.findings.map((f) => [f.rule, f.file, f.line, f.player])).toEqual([['parse-error', `${AE}/schemes-with-sideboard.txt`, 19, 'Vi']]);
    expect(r.decks[0]).toMatchObject({ file: `${AE}/legal-main-only.txt`, player: 'Vi', errors: 1, warnings: 0 });
    expect(r.decks[0]?.counts.schemes).toBe(20);
    expect(r.decks[0]?.supplementary).toMatchObject({ file: `${AE}/schemes-with-sideboard.txt`, cards: 20 });
  });

  it('without a variant a deck summary has no supplementary key', async () => {
    const r = checkUnit({ kind: 'deck', deck: deck('a.txt', '60 Island\nSchemes\n20 Foo\n') }, await legacy());
    expect('supplementary' in (r.decks[0] ?? {})).toBe(false);
    expect(r.decks[0]?.counts.schemes).toBe(20);
  });
});

describe('checkUnit: a team', () => {
  it('is checked as 2HG when no team model is given; team findings name no player', async () => {
    const r = checkUnit(
      {
        kind: 'team',
        name: 'T',
        decks: [deck('b.txt', '60 Island\n4 Brainstorm\n', { player: 'Bo' }), deck('a.txt', '60 Island\n4 Brainstorm\n')],
      },
      await legacy(),
    );
    expect(r.teamRules).toBe('2hg');
    expect(r.name).toBe('T');
    expect(r.findings.map((f) => [f.rule, f.file, f.team ?? null, f.player ?? null])).toEqual([['team-card-copies-max', 'a.txt', 'T', null]]);
  });

  it("a deck's own finding names its player when some decks of the team have one and some do not", async () => {
    const r = checkUnit(
      { kind: 'team', name: 'T', teamRules: '2hg', decks: [deck('a.txt', '60 Island\nhello\n'), deck('b.txt', '60 Island\nhello\n', { player: 'Bo' })] },
      await legacy(),
    );
    expect(r.findings.map((f) => [f.rule, f.file, f.player ?? null])).toEqual([
      ['parse-error', 'a.txt', null],
      ['parse-error', 'b.txt', 'Bo'],
    ]);
    expect(Object.keys(r.findings[0] ?? {})).not.toContain('player');
    expect(r.decks.map((d) => [d.file, d.errors])).toEqual([
      ['a.txt', 1],
      ['b.txt', 1],
    ]);
  });
});

describe('reports: buildReport, checkUnits, ReportTally and summaryOf agree', () => {
  it('counts units, decks, teams, errors and warnings, and the pool file’s own findings', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'sealed', date: '2025-01-15' });
    const pool = preparePool(prepared, { file: 'pool.txt', text: '40 Island\n2 Opt\n???\nMaybeboard\n1 Opt\n' });
    const options = checkOptions(prepared, pool);
    const units = [
      { kind: 'deck' as const, deck: parseDeckText({ file: 'a.txt', text: '40 Island\n' }) },
      { kind: 'deck' as const, deck: parseDeckText({ file: 'b.txt', text: '39 Island\n' }) },
      { kind: 'team' as const, name: 'T', decks: [parseDeckText({ file: 'c.txt', text: '38 Island\n2 Opt\n' }), parseDeckText({ file: 'd.txt', text: '38 Island\n2 Opt\n' })] },
    ];
    const report = checkUnits(units, options);
    expect(report.units.map((u) => [u.kind, u.name, u.legal, u.pool?.cards, u.pool?.sideboard])).toEqual([
      ['deck', 'a.txt', true, 42, 2],
      ['deck', 'b.txt', false, 42, 3],
      ['team', 'T', false, 42, 0],
    ]);
    expect(report.findings.map((f) => [f.rule, f.severity, f.file, f.line])).toEqual([
      ['deck-size-min', 'error', 'b.txt', null],
      ['pool-covers-decks', 'error', 'c.txt', 2],
      ['parse-error', 'error', 'pool.txt', 3],
      ['parse-error', 'warning', 'pool.txt', 4],
    ]);
    expect([report.errors, report.warnings, report.legal]).toEqual([3, 1, false]);
    expect(report.pool).toEqual({ file: 'pool.txt', input: 'text', layout: null, cards: 42, distinct: 2, findings: report.findings.slice(2) });
    expect(report.notes).toEqual([NO_DATABASE_NOTE]);
    const summary = summaryOf(report);
    expect(summary).toMatchObject({ unitCount: 3, deckCount: 4, teamCount: 1, errors: 3, warnings: 1, legal: false });
    const tally = new ReportTally(options);
    for (const u of report.units) tally.add(u);
    expect(tally.summary()).toEqual(summary);
    expect(tally.poolFindings()).toEqual(report.findings.slice(2));
    expect(buildReport(report.units, options)).toEqual(report);
  });

  it('without a pool: no pool key, a note in Limited, pool findings none', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'draft', date: '2025-01-15' });
    const options = checkOptions(prepared);
    const report = checkUnits([{ kind: 'deck', deck: parseDeckText({ file: 'a.txt', text: '40 Island\n' }) }], options);
    expect('pool' in report).toBe(false);
    expect('pool' in (report.units[0] ?? {})).toBe(false);
    expect(report.notes).toEqual([NO_DATABASE_NOTE, NO_POOL_NOTE]);
    expect(new ReportTally(options).poolFindings()).toEqual([]);
    expect(summaryOf(report)).toMatchObject({ unitCount: 1, deckCount: 1, teamCount: 0, errors: 0, warnings: 0, legal: true });
  });

  it('with a card database: no database note, the options’ own notes kept, the card database named', async () => {
    const db = { source: 'test', date: '2025-01-01', cards: 5 };
    const options: CheckOptions = { ...(await legacy()), cardDatabase: db, notes: ['a note'] };
    const report = checkUnits([], options);
    expect(report.notes).toEqual(['a note']);
    expect(report.cardDatabase).toEqual(db);
    expect([report.units, report.findings, report.errors, report.warnings, report.legal, report.fullyChecked]).toEqual([[], [], 0, 0, true, true]);
    expect(summaryOf(report)).toMatchObject({ unitCount: 0, deckCount: 0, teamCount: 0 });
  });

  it('a deck not fully checked makes the report not fully checked', async () => {
    const options = await legacy();
    const report = checkUnits(
      [
        { kind: 'deck', deck: deck('a.txt', '60 Island\nCompanion\n1 Kaheera, the Orphanguard\n') },
        { kind: 'deck', deck: deck('b.txt', '60 Island\n') },
      ],
      options,
    );
    expect(report.units.map((u) => u.fullyChecked)).toEqual([false, true]);
    expect([report.fullyChecked, report.legal, report.warnings]).toEqual([false, true, 1]);
    const tally = new ReportTally(options);
    for (const u of report.units) tally.add(u);
    expect(tally.summary().fullyChecked).toBe(false);
  });
});

describe('checkUnit: a deck of many lines', () => {
  // Decks up to 5,000 lines have each rule's findings added in one call, longer ones finding by finding (checkDeck):
  // the findings, their order and their lines must not depend on which way was taken.
  const text = (fillers: number) => `5 Lightning Bolt\n1 Black Lotus\n1 Island\n2 Mana Drain\n${'1 Island\n'.repeat(fillers)}`;
  const findings = async (fillers: number) =>
    checkUnit({ kind: 'deck', deck: deck('big.txt', text(fillers)) }, await legacy()).findings.map((f) => [f.rule, f.card ?? null, f.line]);
  it.each([
    [56, 4996],
    [4996, 5001],
    [56, 7000],
  ])('%i filler lines and %i give the same findings', async (a, b) => {
    const few = await findings(a);
    expect(few).toStrictEqual(await findings(b));
    expect(few).toStrictEqual([
      ['card-copies-max', 'Lightning Bolt', 1],
      ['card-banned', 'Black Lotus', 2],
      ['card-banned', 'Mana Drain', 4],
    ]);
  });
});
