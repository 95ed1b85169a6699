/**
 * `deckcheck diff`: the registered decklist against the deck as presented. One table of cases in several input
 * formats, run through the CLI with the JSON reporter and checked against the published schema.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiffSchema, diffJsonSchema, type DiffJson } from '../../src/report/diff-schema.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';
import { fixture, REPO, runCli } from '../helpers.js';

const D = (f: string) => fixture('diff', f);
const LEGACY = ['--format', 'legacy', '--date', '2025-01-15'];

interface Row {
  card: string;
  section: 'main' | 'sideboard' | 'commander';
  registered: number;
  presented: number;
}

interface Case {
  name: string;
  registered: string;
  presented: string;
  args?: string[];
  db?: boolean;
  code: 0 | 1;
  /** Only the rows that differ, in report order. */
  differ: Row[];
  moves?: { card: string; from: string; to: string; count: number }[];
  /** Findings: rule, file, line. */
  findings: [string, string, number | null][];
  registeredLegal?: boolean | null;
  totals?: { registered: [number, number]; presented: [number, number] };
}

const cases: Case[] = [
  { name: 'text against MTGO .dek (Fire/Ice, a card on two rows)', registered: D('registered.txt'), presented: D('presented-same.dek'), args: LEGACY, code: 0, differ: [], findings: [], registeredLegal: true },
  { name: 'text against an Arena export with set codes', registered: D('registered.txt'), presented: D('presented-same-arena.txt'), args: LEGACY, code: 0, differ: [], findings: [] },
  {
    name: 'text against a CSV scan that writes Delver by both faces, without a card database',
    registered: D('registered.txt'),
    presented: D('presented-same.csv'),
    code: 0,
    differ: [],
    findings: [],
    registeredLegal: null,
    totals: { registered: [60, 15], presented: [60, 15] },
  },
  {
    name: 'the deck not de-sideboarded: cards moved both ways',
    registered: D('registered.txt'),
    presented: D('presented-not-desideboarded.txt'),
    args: LEGACY,
    code: 1,
    differ: [
      { card: 'Daze', section: 'main', registered: 4, presented: 2 },
      { card: 'Pyroblast', section: 'main', registered: 0, presented: 2 },
      { card: 'Daze', section: 'sideboard', registered: 0, presented: 2 },
      { card: 'Pyroblast', section: 'sideboard', registered: 2, presented: 0 },
    ],
    moves: [
      { card: 'Daze', from: 'main', to: 'sideboard', count: 2 },
      { card: 'Pyroblast', from: 'sideboard', to: 'main', count: 2 },
    ],
    findings: [
      ['deck-problem', D('presented-not-desideboarded.txt'), 9],
      ['deck-problem', D('presented-not-desideboarded.txt'), 10],
    ],
    registeredLegal: true,
  },
  {
    name: 'cards missing and extra, main deck and sideboard',
    registered: D('registered.txt'),
    presented: D('presented-missing-extra.txt'),
    code: 1,
    differ: [
      { card: 'Island', section: 'main', registered: 6, presented: 4 },
      { card: 'Pacifism', section: 'main', registered: 0, presented: 1 },
      { card: 'Submerge', section: 'sideboard', registered: 3, presented: 2 },
    ],
    findings: [
      ['deck-problem', D('presented-missing-extra.txt'), 16],
      ['deck-problem', D('presented-missing-extra.txt'), 17],
      ['deck-problem', D('presented-missing-extra.txt'), 22],
    ],
    totals: { registered: [60, 15], presented: [59, 14] },
  },
  {
    name: 'a registered list that is not legal, presented as registered',
    registered: D('registered-illegal.txt'),
    presented: D('presented-as-illegal.txt'),
    args: LEGACY,
    code: 1,
    differ: [],
    findings: [
      ['decklist-problem', D('registered-illegal.txt'), null],
      ['card-banned', D('registered-illegal.txt'), 4],
    ],
    registeredLegal: false,
  },
  {
    name: 'the same illegal list without --format: not checked, so it matches',
    registered: D('registered-illegal.txt'),
    presented: D('presented-as-illegal.txt'),
    code: 0,
    differ: [],
    findings: [],
    registeredLegal: null,
  },
  {
    name: 'with a card database: foreign-language names and faces are the English cards',
    registered: D('db/registered.txt'),
    presented: D('db/presented-foreign.txt'),
    db: true,
    code: 0,
    differ: [],
    findings: [],
  },
  {
    name: 'with a card database: a back face, a French name, one short, an extra in the sideboard',
    registered: D('db/registered.txt'),
    presented: D('db/presented-short.txt'),
    db: true,
    code: 1,
    differ: [
      { card: 'Lightning Bolt', section: 'main', registered: 4, presented: 3 },
      { card: 'Plains', section: 'main', registered: 20, presented: 19 },
      { card: 'Delver of Secrets // Insectile Aberration', section: 'sideboard', registered: 0, presented: 1 },
    ],
    findings: [
      ['deck-problem', D('db/presented-short.txt'), 2],
      ['deck-problem', D('db/presented-short.txt'), 4],
      ['deck-problem', D('db/presented-short.txt'), 8],
    ],
  },
];

let dataDir = '';
beforeAll(async () => {
  dataDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

async function diffJson(c: Pick<Case, 'registered' | 'presented' | 'args' | 'db'>): Promise<{ code: number; json: DiffJson; stderr: string }> {
  const db = c.db ? ['--data-dir', dataDir] : ['--no-db'];
  const r = await runCli(['diff', c.registered, c.presented, ...(c.args ?? []), ...db, '--reporter', 'json']);
  return { code: r.code, json: DiffSchema.parse(JSON.parse(r.stdout)), stderr: r.stderr };
}

describe.each(cases)('deckcheck diff: $name', (c) => {
  it(`exits ${c.code} with the expected differences and findings`, async () => {
    const { code, json, stderr } = await diffJson(c);
    expect(code, stderr).toBe(c.code);
    expect(json.matches).toBe(c.differ.length === 0);
    expect(json.ok).toBe(c.code === 0);
    expect(json.cards.filter((r) => r.difference !== 0).map((r) => ({ card: r.card, section: r.section, registered: r.registered, presented: r.presented }))).toEqual(c.differ);
    for (const r of json.cards) expect(r.difference).toBe(r.presented - r.registered);
    expect(json.moves).toEqual(c.moves ?? []);
    expect(json.findings.map((f) => [f.rule, f.file, f.line])).toEqual(c.findings);
    for (const f of json.findings) expect(f.reference.length).toBeGreaterThan(0);
    if (c.registeredLegal !== undefined) expect(json.registeredLegal).toBe(c.registeredLegal);
    if (c.totals) {
      expect([json.registered.totals.main.total, json.registered.totals.sideboard.total]).toEqual(c.totals.registered);
      expect([json.presented.totals.main.total, json.presented.totals.sideboard.total]).toEqual(c.totals.presented);
    }
    expect(json.typesKnown).toBe(c.db === true);
    expect(json.summary.differing).toBe(new Set(c.differ.map((r) => r.card)).size);
  });
});

describe('deckcheck diff: the count view', () => {
  it('splits totals by type with a card database', async () => {
    const { json } = await diffJson({ registered: D('db/registered.txt'), presented: D('db/presented-short.txt'), db: true });
    expect(json.registered.totals.main).toEqual({ total: 60, creatures: 8, lands: 40, other: 12, unknown: 0 });
    expect(json.presented.totals.main).toEqual({ total: 58, creatures: 8, lands: 39, other: 11, unknown: 0 });
    expect(json.presented.totals.sideboard).toEqual({ total: 3, creatures: 1, lands: 0, other: 2, unknown: 0 });
    expect(json.cards.find((r) => r.card === 'Tarmogoyf')?.type).toBe('creature');
  });

  it('says the type split is not available without one, and gives section totals', async () => {
    const { json, stderr } = await diffJson({ registered: D('registered.txt'), presented: D('presented-missing-extra.txt') });
    expect(json.registered.totals.main).toEqual({ total: 60, creatures: null, lands: null, other: null, unknown: null });
    expect(json.notes.join(' ')).toContain('section totals only');
    expect(stderr).toContain('section totals only');
    const text = await runCli(['diff', D('registered.txt'), D('presented-missing-extra.txt'), '--no-db']);
    expect(text.stdout).toContain('(type split not available without a card database: section totals only)');
    expect(text.stdout).toMatch(/Main deck\s+60\s+59\n/);
  });
});

describe('deckcheck diff: messages and remedies', () => {
  it('cites IPG 3.5 for a deck problem, with the usual remedy and the missing-card cases', async () => {
    const { json } = await diffJson({ registered: D('registered.txt'), presented: D('presented-missing-extra.txt') });
    const island = json.findings.find((f) => f.card === 'Island');
    expect(island?.reference).toBe('IPG 3.5 (Tournament Error — Deck Problem)');
    expect(island?.message).toContain('Island: main deck registered 6, presented 4 (−2)');
    expect(island?.message).toContain('IPG 3.5 treats it as a Decklist Problem (IPG 3.4) instead');
    expect(island?.related.map((l) => [l.file, l.line])).toEqual([
      [D('registered.txt'), 16],
      [D('presented-missing-extra.txt'), 16],
    ]);
    expect(json.findings.find((f) => f.card === 'Submerge')?.message).toContain('Missing sideboard cards are noted, with no penalty');
    expect(json.remedies.map((r) => r.rule)).toEqual(['deck-problem']);
  });

  it('cites IPG 3.4 for an illegal registered list, and keeps its check findings', async () => {
    const { json } = await diffJson({ registered: D('registered-illegal.txt'), presented: D('presented-as-illegal.txt'), args: LEGACY });
    const f = json.findings.find((x) => x.rule === 'decklist-problem');
    expect(f?.reference).toBe('IPG 3.4 (Tournament Error — Decklist Problem)');
    expect(f?.message).toMatch(/^The registered decklist is not legal for Legacy on 2025-01-15: 1 error \(card-banned\)/);
    expect(json.remedies.map((r) => r.rule)).toEqual(['decklist-problem']);
  });

  it('markdown: the verdict, the count table and the differences', async () => {
    const r = await runCli(['diff', D('registered.txt'), D('presented-not-desideboarded.txt'), '--no-db', '--reporter', 'markdown']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('## deckcheck diff: ❌ the deck does not match the registered list');
    expect(r.stdout).toContain('| Main deck | total | 60 | 60 |');
    expect(r.stdout).toContain('| Main deck | Pyroblast | 0 | 2 | +2 |');
    expect(r.stdout).toContain('Moved: 2 Daze from the main deck to the sideboard.');
  });

  it('html: one page with the verdict, the count table, the differences and the moves; escaped, no script', async () => {
    const r = await runCli(['diff', D('registered.txt'), D('presented-not-desideboarded.txt'), '--no-db', '--reporter', 'html']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(r.stdout).toContain('<p class="verdict">✖ the deck does not match the registered list</p>');
    expect(r.stdout).toContain('<tr><th scope="row">Main deck</th><td>total</td><td class="n">60</td><td class="n">60</td></tr>');
    expect(r.stdout).toMatch(/<tr data-card="Pyroblast" data-section="main"><td>Main deck<\/td><th scope="row">Pyroblast<\/th><td class="n">0<\/td><td class="n">2<\/td><td class="n more">\+2<\/td><\/tr>/);
    expect(r.stdout).toContain('<li>Moved: 2 Daze from the main deck to the sideboard.</li>');
    expect(r.stdout).not.toContain('<script');
    const same = await runCli(['diff', D('registered.txt'), D('presented-same.dek'), '--no-db', '-r', 'html']);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('<p class="verdict">✔ the deck matches the registered list</p>');
    expect(same.stdout).not.toContain('<h2 id="diff-h">');
  });
});

describe('deckcheck diff: what it refuses (exit 2, one line)', () => {
  const refusals: [string, string[], RegExp][] = [
    ['a check-only reporter', ['--reporter', 'junit'], /^deckcheck: the junit reporter is for check reports \(decks and teams, not a deck check\); deckcheck diff writes stylish, json, markdown, html\n$/],
    ['sarif', ['--reporter', 'sarif:out.sarif'], /the sarif reporter is for check reports/],
    ['github', ['-r', 'github'], /the github reporter is for check reports/],
    ['--date without --format', ['--date', '2025-01-15'], /^deckcheck: --date is the day the registered list is checked for; give the format too \(--format\)\n$/],
  ];
  it.each(refusals)('%s', async (_name, args, err) => {
    const r = await runCli(['diff', D('registered.txt'), D('presented-same.dek'), '--no-db', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(err);
  });

  it('the same file twice, a missing file', async () => {
    const twice = await runCli(['diff', D('registered.txt'), D('registered.txt'), '--no-db']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/is named twice/);
    const missing = await runCli(['diff', D('registered.txt'), D('nope.txt'), '--no-db']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.txt/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('diff JSON schema', () => {
  it('schema/diff.schema.json is what the zod schema says (run `npm run schema` after a change)', () => {
    const published = JSON.parse(readFileSync(path.join(REPO, 'schema/diff.schema.json'), 'utf8')) as unknown;
    expect(published).toEqual(diffJsonSchema());
  });
});
