/**
 * Issue 29 on the synthesised 2026 card data (../shared/data/mtgjson/AllPrintings-synth-2026.json.gz, imported once
 * into a temp directory; skipped with the reason when ../shared is absent): nontraditional cards are in no deck in the
 * formats the issue sampled, and every card name of the data that holds parentheses is read whole, in each text style.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { importCardFile } from '../../src/db/import.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { legacyVerdict, LINE_STYLES, nontraditionalCards, nontraditionalProblems, parenthesisedNames, parenthesisedProblems, SAMPLED_FORMATS } from './issue-29-helpers.js';

const FILE = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-synth-2026.json.gz');

let dataDir = '';
let index: DatabaseIndex;

describe.skipIf(!HAS_SHARED)('the synthesised 2026 MTGJSON AllPrintings (../shared/data)', () => {
  beforeAll(async () => {
    dataDir = tempDir();
    await importCardFile(FILE, dataDir);
    const db = await readDatabaseFile(dataDir);
    if (!db) throw new Error('no database');
    index = new DatabaseIndex(db, embeddedIndex());
  }, 300_000);
  afterAll(removeTempDirs);

  it('knows the nontraditional cards by their types: 102 schemes, 139 planes, 12 phenomena, 33 Vanguard cards', () => {
    const counts: Record<string, number> = {};
    for (const t of nontraditionalCards(index).values()) counts[t] = (counts[t] ?? 0) + 1;
    expect(counts).toEqual({ Scheme: 102, Plane: 139, Phenomenon: 12, Vanguard: 33 });
  });

  it.each(SAMPLED_FORMATS.flatMap((f) => [[f, '2022-04-25'], [f, '2026-08-22']] as const))('%s on %s: each is one card-not-deck-card error, never card-not-legal', async (format, date) => {
    expect(await nontraditionalProblems(dataDir, nontraditionalCards(index), format, date)).toEqual([]);
  });

  // Item 3: a Secret Lair printing without its own date (this data gives none) is not dated by the set (2019-12-02).
  it.each([
    // card, its first printing outside Secret Lair (set, tabletop release)
    ['Haystack', '2024-07-05'],
    ["Dawn's Truce", '2024-08-02'],
    ['In the Trenches', '2022-11-18'],
    ['Archivist of Oghma', '2022-06-10'],
    ['Baylen, the Haymaker', '2024-08-02'],
  ])('%s: on 2022-04-25 a warning that the print day is not known; legal from %s', async (card, first) => {
    const before = await legacyVerdict(dataDir, card, '2022-04-25');
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^warning: .* may not be in Legacy's card pool on 2022-04-25: the day it was printed is not known \(Secret Lair Drop \(SLD\) holds printings of many years, and the card data gives no date of its own for this one, in the card database \(MTGJSON AllPrintings 5\.2\.0\+synth20260822 of 2026-08-22\)\)/);
    expect(await legacyVerdict(dataDir, card, first)).toEqual([]);
  });

  it('every card name with parentheses is read whole, in each text style', () => {
    const names = parenthesisedNames(index);
    expect(names).toEqual(['B.F.M. (Big Furry Monster)', 'B.O.B. (Bevy of Beebles)', "Erase (Not the Urza's Legacy One)", 'Hazmat Suit (Used)']);
    // A Secret Lair flavor name (another printed name of Dwight, the card's Oracle name is its own).
    expect(parenthesisedProblems(index, [...names, 'Dwight, Assistant (to the) King'])).toEqual([]);
  });
});

describe.skipIf(!HAS_SHARED)('names with parentheses of the reference card list, without a card database', () => {
  const names = HAS_SHARED
    ? readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
        .split('\n')
        .filter((l) => l.includes('('))
        .map((l) => (JSON.parse(l) as { name: string }).name)
        .filter((n) => n.includes('('))
    : [];
  /** The names whose parentheses hold a set code in one case (Mystery Booster playtest cards): read as a set code. */
  const CODES = ['Bind (CMB1)', 'Fast (UNK)', 'Fire (CMB1)', 'Furious (UNK)', 'Liberate (CMB1)', 'Pick Your Poison (CMB1)', 'Red Herring (CMB1)', 'Saw (CMB1)', 'Smelt (CMB1)', 'Start (CMB1)', 'Unquenchable Fury (TBTH)'];

  // Written all in one case, a word in parentheses may be a set code (Archidekt writes "(m21)"): without a database it
  // is read as one; with a database the whole name wins when it is a card (the 2022 and 2026 tables).
  const ONE_CASE = ['upper case', 'lower case'];
  const CODE_LIKE = /\([A-Za-z0-9_]{2,8}\)$/;

  it('272 names: each is read whole in each text style, but those whose parentheses hold a set code', () => {
    expect(names.length).toBe(272);
    const wrong: string[] = [];
    for (const name of names) {
      for (const [style, line] of LINE_STYLES) {
        const entry = parseTextDeck(`${line(name)}\n`, 'd.txt').entries[0];
        const written = style === 'upper case' ? name.toUpperCase() : style === 'lower case' ? name.toLowerCase() : name;
        // A playtest name's code in parentheses reads as a set code before a bracketed one too (`1 Bind (CMB1) [UST]`:
        // Archidekt writes `(set) [Category]`); a code-like word written in one case stays in the name there.
        const code =
          (CODES.includes(name) && style !== 'Arena set and number') ||
          (ONE_CASE.includes(style) && CODE_LIKE.test(name) && !['Arena set and number', 'bracket set'].includes(style));
        // "(F)" is the foil mark of several exporters: "EVERYTHINGAMAJIG (F)" is a foil Everythingamajig.
        const foil = style === 'upper case' && written.endsWith(' (F)');
        const want = code || foil ? written.slice(0, written.lastIndexOf(' (')) : written;
        if (entry?.name !== want) wrong.push(`${style}: ${line(name)} → ${entry?.name ?? 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe.skipIf(HAS_SHARED)('the synthesised 2026 MTGJSON AllPrintings', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
