/**
 * Sealed / Draft and Two-Headed Giant Limited, through the library API: one table of legal and illegal fixtures,
 * with and without a pool, individual and team, with the exact findings expected and the size of the unused pool.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts, preparePool } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { REPO, expectFindings } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Expect {
  rule: string;
  severity?: 'error' | 'warning';
  file?: string;
  line?: number | null;
  team?: string;
  card?: string;
  count?: number;
  limit?: number;
  minimum?: number;
}

interface Row {
  name: string;
  files: string[];
  format?: string;
  pool?: string;
  team?: boolean;
  findings: Expect[];
  /** Cards left in the pool per unit (the sideboard, or the team's shared sideboard). */
  sideboards?: number[];
}

const L = 'fixtures/rules/limited';
const K = 'fixtures/pools/khm';
const H = 'fixtures/pools/2hg';
const KHM_POOL = `${K}/pool.txt`;
const EXPORTS = ['manabox', 'moxfield', 'deckbox', 'tcgplayer', 'archidekt', 'mtggoldfish', 'dragonshield'];

const table: Row[] = [
  // deck-size-min and the copy limits in Limited, without a pool
  { name: 'sealed: five copies of a card are fine (no four-copy limit)', files: [`${L}/legal-five-copies.txt`], findings: [] },
  {
    name: 'the same deck in casual Constructed breaks the four-copy limit and the 60-card minimum',
    files: [`${L}/legal-five-copies.txt`],
    format: 'casual',
    findings: [
      { rule: 'deck-size-min', line: null, count: 40, minimum: 60 },
      { rule: 'card-copies-max', line: 1, card: 'Berg Strider', count: 5, limit: 4 },
    ],
  },
  {
    name: 'sealed: Seven Dwarves keep their own limit of seven (RULES A5)',
    files: [`${L}/illegal-seven-dwarves-eight.txt`],
    findings: [{ rule: 'card-copies-max', severity: 'error', line: 1, card: 'Seven Dwarves', count: 8, limit: 7 }],
  },
  {
    name: 'draft: the own limit counts the main deck only; the sideboard is the rest of the pool (RULES A4)',
    files: [`${L}/legal-seven-dwarves-sideboard.txt`],
    format: 'draft',
    findings: [],
  },
  { name: 'sealed: any number of Relentless Rats', files: [`${L}/legal-rats.txt`], findings: [] },
  { name: 'sealed: no sideboard maximum', files: [`${L}/legal-sideboard-30.txt`], findings: [] },
  {
    name: 'draft: 39 cards are too few',
    files: [`${K}/illegal-39.txt`],
    format: 'draft',
    findings: [{ rule: 'deck-size-min', severity: 'error', line: null, count: 39, minimum: 40 }],
  },
  {
    name: '2HG sealed without a pool: no team copy limit, sideboards allowed',
    files: [`${L}/team-a.txt`, `${L}/team-b.txt`],
    team: true,
    findings: [],
  },
  {
    name: 'the same team in casual Constructed',
    files: [`${L}/team-a.txt`, `${L}/team-b.txt`],
    format: 'casual',
    team: true,
    findings: [
      { rule: 'deck-size-min', file: `${L}/team-a.txt`, line: 1, count: 40, minimum: 60 },
      { rule: 'team-card-copies-max', file: `${L}/team-a.txt`, line: 2, card: 'Berg Strider', count: 6, limit: 4 },
      { rule: 'deck-size-min', file: `${L}/team-b.txt`, line: null, count: 40, minimum: 60 },
    ],
  },

  {
    name: '2HG sealed: cards with their own limit keep it per deck, with no team limit or warning',
    files: [`${L}/team-dwarves-a.txt`, `${L}/team-dwarves-b.txt`, `${L}/team-rats-a.txt`],
    team: true,
    findings: [],
  },
  {
    name: 'the same team in casual Constructed: the team limits of A1/A2 apply',
    files: [`${L}/team-dwarves-a.txt`, `${L}/team-dwarves-b.txt`, `${L}/team-rats-a.txt`],
    format: 'casual',
    team: true,
    findings: [
      { rule: 'deck-size-min', file: `${L}/team-dwarves-a.txt`, count: 40 },
      { rule: 'team-card-copies-max', severity: 'error', file: `${L}/team-dwarves-a.txt`, line: 1, card: 'Seven Dwarves', count: 8, limit: 7 },
      { rule: 'deck-size-min', file: `${L}/team-dwarves-b.txt`, count: 40 },
      { rule: 'team-card-copies-max', severity: 'warning', file: `${L}/team-dwarves-b.txt`, line: 2, card: 'Relentless Rats', count: 16 },
      { rule: 'deck-size-min', file: `${L}/team-rats-a.txt`, count: 40 },
    ],
  },

  // pool-covers-decks, one player
  { name: 'pool: a legal sealed deck', files: [`${K}/legal.txt`], pool: KHM_POOL, findings: [], sideboards: [29] },
  {
    name: 'pool: a legal deck that lists its sideboard',
    files: [`${K}/legal-with-sideboard.txt`],
    pool: KHM_POOL,
    findings: [],
    sideboards: [29],
  },
  ...EXPORTS.map(
    (e): Row => ({
      name: `pool: the legal deck against the ${e} CSV export of the pool`,
      files: [`${K}/legal.txt`],
      pool: `fixtures/csv/${e}.csv`,
      findings: [],
      sideboards: [29],
    }),
  ),
  ...['tcgplayer', 'mtggoldfish', 'dragonshield'].map(
    (e): Row => ({
      name: `pool: a whole double-faced name in the deck, the front face in the ${e} export`,
      files: [`${K}/legal-full-names.txt`],
      pool: `fixtures/csv/${e}.csv`,
      findings: [],
      sideboards: [29],
    }),
  ),
  {
    name: 'pool: a card not in the pool, and a misspelt one',
    files: [`${K}/illegal-not-in-pool.txt`],
    pool: KHM_POOL,
    findings: [
      { rule: 'pool-covers-decks', severity: 'error', line: 6, card: 'Mistwalkr', count: 1, limit: 0 },
      { rule: 'pool-covers-decks', severity: 'error', line: 16, card: 'Lightning Bolt', count: 1, limit: 0 },
    ],
    sideboards: [31],
  },
  {
    name: 'pool: more copies than the pool holds',
    files: [`${K}/illegal-more-than-pool.txt`],
    pool: KHM_POOL,
    findings: [{ rule: 'pool-covers-decks', severity: 'error', line: 9, card: "Sarulf's Packmate", count: 3, limit: 2 }],
    sideboards: [30],
  },
  {
    name: 'pool: more copies than the pool holds, pool summed over duplicate CSV rows',
    files: [`${K}/illegal-more-than-pool.txt`],
    pool: `${H}/pool.csv`,
    findings: [{ rule: 'pool-covers-decks', line: 9, card: "Sarulf's Packmate", count: 3, limit: 2 }],
    sideboards: [47],
  },
  {
    name: 'pool: Snow-Covered basics and Wastes count against the pool (MTR 7.2)',
    files: [`${K}/illegal-snow-and-wastes.txt`],
    pool: KHM_POOL,
    findings: [
      { rule: 'pool-covers-decks', line: 20, card: 'Snow-Covered Island', count: 3, limit: 2 },
      { rule: 'pool-covers-decks', line: 23, card: 'Wastes', count: 1, limit: 0 },
    ],
    sideboards: [29],
  },
  {
    name: 'pool: a listed sideboard is checked against the pool too; added Plains are free',
    files: [`${K}/illegal-sideboard-listed.txt`],
    pool: KHM_POOL,
    findings: [{ rule: 'pool-covers-decks', line: 17, card: 'Koma, Cosmos Serpent', count: 2, limit: 1 }],
    sideboards: [29],
  },

  // pool-covers-decks, Two-Headed Giant team
  {
    name: '2HG pool: two legal decks from one team pool',
    files: [`${H}/a.txt`, `${H}/b.txt`],
    pool: `${H}/pool.csv`,
    team: true,
    findings: [],
    sideboards: [21],
  },
  {
    name: '2HG pool: each deck alone fits, together they take more than the team pool holds',
    files: [`${H}/a.txt`, `${H}/b-over.txt`],
    pool: `${H}/pool.csv`,
    team: true,
    findings: [
      {
        rule: 'pool-covers-decks',
        severity: 'error',
        file: `${H}/a.txt`,
        line: 17,
        team: `${H}/a.txt + ${H}/b-over.txt`,
        card: 'Koma, Cosmos Serpent',
        count: 2,
        limit: 1,
      },
      { rule: 'pool-covers-decks', file: `${H}/a.txt`, line: 20, card: 'Snow-Covered Island', count: 3, limit: 2 },
    ],
    sideboards: [22],
  },
  {
    name: '2HG pool: the same decks checked one by one each fit the pool',
    files: [`${H}/a.txt`, `${H}/b-over.txt`],
    pool: `${H}/pool.csv`,
    findings: [],
    sideboards: [46, 45],
  },
];

function read(file: string) {
  return { file, text: readFileSync(path.join(REPO, file), 'utf8').replace(/^\uFEFF/, '') };
}

describe.each(table)('$name', (row) => {
  it('gives exactly the expected findings and unused pool', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: row.format ?? 'sealed', date: '2025-01-15', team: row.team ?? false });
    const pool = row.pool ? preparePool(prepared, read(row.pool)) : undefined;
    const report = checkTexts(prepared, row.files.map(read), pool);
    expectFindings(report, row.findings);
    if (row.pool) {
      expect(report.units.map((u) => u.pool?.sideboard)).toEqual(row.sideboards);
      for (const u of report.units) {
        expect(u.pool?.unused.reduce((n, c) => n + c.count, 0)).toBe(u.pool?.sideboard);
      }
      expect(report.pool?.file).toBe(row.pool);
    } else {
      expect(report.units.every((u) => u.pool === undefined)).toBe(true);
    }
  });
});

describe('pool-covers-decks: what the findings say', () => {
  async function check(files: string[], pool: string, team = false) {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'sealed', date: '2025-01-15', team });
    return checkTexts(prepared, files.map(read), preparePool(prepared, read(pool)));
  }

  it('names the card, the pool count with its pool lines, the count used, and every deck line involved', async () => {
    const r = await check([`${H}/a.txt`, `${H}/b-over.txt`], `${H}/pool.csv`, true);
    const koma = r.findings.find((f) => f.card === 'Koma, Cosmos Serpent');
    expect(koma?.message).toMatch(/2 copies across the team \(1 in .*a\.txt \+ 1 in .*b-over\.txt\)/);
    expect(koma?.message).toMatch(/the team pool has 1 \(fixtures\/pools\/2hg\/pool\.csv line 37\)/);
    expect(koma?.message).toMatch(/Each deck alone would fit.*CR 100\.4c/);
    expect(koma?.reference).toBe('CR 100.2b, CR 100.4c, MTR 7.2');
    expect(koma?.related.map((l) => [l.file, l.line, l.count])).toEqual([
      [`${H}/a.txt`, 17, 1],
      [`${H}/b-over.txt`, 24, 1],
    ]);
  });

  it('sums a pool card over its duplicate rows and cites each row', async () => {
    const r = await check([`${K}/illegal-more-than-pool.txt`], `${H}/pool.csv`);
    expect(r.findings[0]?.message).toMatch(/the pool has 2 \(fixtures\/pools\/2hg\/pool\.csv lines 51, 52\)/);
  });

  it('suggests the pool card a misspelt name probably means', async () => {
    const r = await check([`${K}/illegal-not-in-pool.txt`], KHM_POOL);
    const typo = r.findings.find((f) => f.card === 'Mistwalkr');
    expect(typo?.suggestions).toEqual(['Mistwalker']);
    expect(typo?.message).toMatch(/did you mean "Mistwalker"\?/);
    expect(r.findings.find((f) => f.card === 'Lightning Bolt')?.suggestions ?? []).toEqual([]);
  });

  it('explains the five basic lands for Snow-Covered basics and Wastes', async () => {
    const r = await check([`${K}/illegal-snow-and-wastes.txt`], KHM_POOL);
    for (const f of r.findings) {
      expect(f.message).toMatch(/Only Plains, Island, Swamp, Mountain and Forest may be added.*MTR 7\.2/);
    }
  });

  it('explains that a listed sideboard need not be listed', async () => {
    const r = await check([`${K}/illegal-sideboard-listed.txt`], KHM_POOL);
    expect(r.findings[0]?.message).toMatch(/Sideboard sections count against the pool too/);
    expect(r.findings[0]?.related.map((l) => [l.line, l.section])).toEqual([
      [17, 'main'],
      [27, 'sideboard'],
    ]);
  });

  it('lists the unused pool by name with the first pool line, front-face names matched to whole names', async () => {
    const r = await check([`${K}/legal.txt`], 'fixtures/csv/tcgplayer.csv');
    const unused = r.units[0]?.pool?.unused ?? [];
    expect(unused.map((u) => u.card)).toEqual([...unused.map((u) => u.card)].sort((a, b) => a.localeCompare(b)));
    expect(unused.find((u) => u.card === 'Snakeskin Veil')).toEqual({ card: 'Snakeskin Veil', count: 1, line: 26 });
    expect(unused.some((u) => u.card.startsWith('Alrund'))).toBe(false);
  });

  it('a pool for a Constructed format is refused', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    expect(() => preparePool(prepared, read(KHM_POOL))).toThrow(/use format: "sealed" or format: "draft" with pool/);
  });

  it('without a pool, a note says the pool was not checked', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'sealed', date: '2025-01-15' });
    const r = checkTexts(prepared, [read(`${K}/illegal-more-than-pool.txt`)]);
    expect(r.legal).toBe(true);
    expect(r.notes.join(' ')).toMatch(/No pool is given \(--pool\)/);
  });
});
