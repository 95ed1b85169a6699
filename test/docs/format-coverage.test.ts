/**
 * docs/reference/format-coverage.md (issue 26, part 3): a row for every XMage format class (../shared/data's
 * banlists/xmage_formats.json; skipped with the reason when absent) and for every legality key of the card data (the
 * keys MTGJSON and Scryfall document, and every key of the real MTGJSON 5.2.0 in ../shared/data); each row names a
 * deckcheck format that exists, or says why there is none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '../../src/formats/formats.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { readDoc } from './markdown.js';

const PAGE = 'docs/reference/format-coverage.md';

/**
 * The legality keys as the card data's own documentation lists them: MTGJSON's Legalities (mtgjson.com, Card (Set)
 * data model; the mtgjson 5.2.2 crate's struct mirrors it) and Scryfall's card legalities (scryfall.com/docs/api/cards).
 */
const MTGJSON_KEYS = [
  'alchemy', 'brawl', 'commander', 'duel', 'explorer', 'future', 'gladiator', 'historic', 'historicbrawl', 'legacy', 'modern',
  'oathbreaker', 'oldschool', 'pauper', 'paupercommander', 'penny', 'pioneer', 'predh', 'premodern', 'standard',
  'standardbrawl', 'timeless', 'vintage',
];
const SCRYFALL_KEYS = [
  'standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper', 'vintage',
  'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander', 'duel', 'oldschool',
  'premodern', 'predh',
];
/** Formats built by the Highlander work of issue 26 (another branch): named before it is merged. */
const HIGHLANDER = new Set(['canadian-highlander', 'australian-highlander', 'european-highlander']);

interface Row {
  readonly key: string;
  readonly cells: readonly string[];
}

/** The rows of the table under `heading`: the first cell's `code`, and every cell. */
function table(heading: string): Row[] {
  const text = readDoc(PAGE);
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${PAGE}: no section ${heading}`);
  const end = text.indexOf('\n## ', start + 1);
  const rows: Row[] = [];
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n')) {
    const m = /^\| `([^`]+)` \|(.*)\|$/.exec(line);
    if (m?.[1] === undefined || m[2] === undefined) continue;
    rows.push({ key: m[1], cells: m[2].split(' | ').map((c) => c.trim()) });
  }
  return rows;
}

/** The deckcheck cell: a format id it names first, or why there is none. */
function deckcheckCell(row: Row): { id?: string; why?: string } {
  const cell = row.cells.at(-1) ?? '';
  const id = /^`([a-z0-9-]+)`/.exec(cell)?.[1];
  return id !== undefined ? { id } : { why: cell };
}

function checkRows(rows: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const { id, why } = deckcheckCell(row);
    if (id !== undefined && !FORMAT_IDS.includes(id) && !HIGHLANDER.has(id)) problems.push(`${row.key}: no format ${id}`);
    if (id === undefined && !/^none\b.{20,}/.test(why ?? '')) problems.push(`${row.key}: neither a format nor why there is none: ${why ?? ''}`);
  }
  return problems;
}

describe('format coverage: card data keys', () => {
  const rows = table('Card data legality keys');
  it('has one row for each key MTGJSON or Scryfall documents, and no other', () => {
    expect(rows.map((r) => r.key).sort()).toEqual([...new Set([...MTGJSON_KEYS, ...SCRYFALL_KEYS])].sort());
  });
  it('says which data has each key', () => {
    for (const r of rows) expect([r.cells[0], r.cells[1]], r.key).toEqual([MTGJSON_KEYS.includes(r.key) ? 'yes' : 'no', SCRYFALL_KEYS.includes(r.key) ? 'yes' : 'no']);
  });
  it('names a deckcheck format for each, or why there is none', () => {
    expect(checkRows(rows)).toEqual([]);
  });
  it.skipIf(!HAS_SHARED)('covers every key of the real MTGJSON 5.2.0 (2022-04-25)', () => {
    const keys = new Set<string>();
    for (const line of readFileSync(path.join(SHARED_DATA, 'cards', 'cards.ndjson'), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const card = JSON.parse(line) as { legalities2022?: Record<string, string> | null };
      for (const k of Object.keys(card.legalities2022 ?? {})) keys.add(k);
    }
    expect(keys.size).toBeGreaterThan(15);
    const named = new Set(rows.map((r) => r.key));
    expect([...keys].filter((k) => !named.has(k))).toEqual([]);
  });
});

describe('format coverage: XMage', () => {
  const rows = table("XMage's format classes");
  it('names a deckcheck format for each class, or why there is none', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(checkRows(rows)).toEqual([]);
  });
  it.skipIf(!HAS_SHARED)('has one row for each of XMage\'s format classes, with its name', () => {
    const xmage = JSON.parse(readFileSync(path.join(SHARED_DATA, 'banlists', 'xmage_formats.json'), 'utf8')) as {
      formats: Record<string, { name?: string | null }>;
    };
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(xmage.formats).sort());
    for (const r of rows) {
      const name = xmage.formats[r.key]?.name;
      if (typeof name === 'string') expect(r.cells[0], r.key).toBe(name);
    }
  });
});

describe.skipIf(HAS_SHARED)('format coverage against ../shared/data', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
