/**
 * Card facts in the database: what `db import` extracts from every source shape (characteristics of every layout,
 * printings, the set table, other printed names), how the database decodes them, and what a source cannot give.
 * Fixtures: fixtures/db/facts-* (scripts/make-db-fixtures.js, FACT_CARDS).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CardFacts, FaceFacts, PrintingFacts } from '../../src/cards/facts.js';
import type { CardInfo } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import {
  decodeFacts,
  decodePrintingsAscii,
  decodePrintingsSpan,
  encodeFacts,
  PrintingTable,
  printingsSpan,
} from '../../src/db/facts-codec.js';
import { manaValueOf, parseTypeLine } from '../../src/db/facts-extract.js';
import { compileCardFile, importCardFile } from '../../src/db/import.js';
import { databaseInfo, readDatabaseFile } from '../../src/db/load.js';
import { FIXTURES, rng } from '../helpers.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

const FACTS = {
  allPrintings: path.join(FIXTURES, 'db', 'facts-mtgjson-allprintings.json'),
  atomic: path.join(FIXTURES, 'db', 'facts-mtgjson-atomic.json'),
  scryfallDefault: path.join(FIXTURES, 'db', 'facts-scryfall-default-cards-20260901000000.json'),
  scryfallOracle: path.join(FIXTURES, 'db', 'facts-scryfall-oracle-cards-20260901000000.json'),
} as const;
type Shape = keyof typeof FACTS;
const SHAPES = Object.keys(FACTS) as Shape[];
const WITH_PRINTINGS: Shape[] = ['allPrintings', 'scryfallDefault'];

const dirs = {} as Record<Shape, string>;
const indexes = {} as Record<Shape, DatabaseIndex>;

beforeAll(async () => {
  for (const shape of SHAPES) {
    dirs[shape] = tempDir();
    await importCardFile(FACTS[shape], dirs[shape], { now: IMPORTED_AT });
    const db = await readDatabaseFile(dirs[shape]);
    if (!db) throw new Error(`no database for ${shape}`);
    indexes[shape] = new DatabaseIndex(db);
  }
});
afterAll(removeTempDirs);

function card(shape: Shape, name: string): CardInfo {
  const r = indexes[shape].resolve(name);
  if (r.kind === 'ambiguous' || r.kind === 'unknown') throw new Error(`${name}: ${r.kind} in ${shape}`);
  return r.card;
}

type FaceRow = Partial<FaceFacts>;
interface CharRow {
  name: string;
  card: Partial<Omit<CardFacts, 'faces' | 'printings'>>;
  faces: FaceRow[];
  /** Sources that carry leadership skills (MTGJSON only). */
  leadership?: CardFacts['leadership'];
}

const characteristics: CharRow[] = [
  {
    name: 'Fire // Ice',
    card: { layout: 'split', manaCost: '{1}{R} // {1}{U}', manaValue: 4, colors: ['U', 'R'], colorIdentity: ['U', 'R'], subtypes: [] },
    faces: [
      { name: 'Fire', manaCost: '{1}{R}', manaValue: 2, types: ['Instant'] },
      { name: 'Ice', manaCost: '{1}{U}', manaValue: 2, types: ['Instant'], text: 'Tap target permanent.\nDraw a card.' },
    ],
  },
  {
    name: 'Delver of Secrets // Insectile Aberration',
    card: { layout: 'transform', manaCost: '{U}', manaValue: 1, colors: ['U'], colorIdentity: ['U'], subtypes: ['Human', 'Wizard', 'Insect'] },
    faces: [
      { name: 'Delver of Secrets', manaCost: '{U}', manaValue: 1, power: '1', toughness: '1', subtypes: ['Human', 'Wizard'] },
      { name: 'Insectile Aberration', manaCost: '', manaValue: 0, power: '3', toughness: '2', colorIndicator: ['U'], text: 'Flying' },
    ],
  },
  {
    name: "Emeria's Call // Emeria, Shattered Skyclave",
    card: { layout: 'modal_dfc', manaCost: '{4}{W}{W}{W}', manaValue: 7, colors: ['W'], colorIdentity: ['W'] },
    faces: [
      { name: "Emeria's Call", manaCost: '{4}{W}{W}{W}', manaValue: 7, types: ['Sorcery'] },
      { name: 'Emeria, Shattered Skyclave', manaCost: '', manaValue: 0, types: ['Land'] },
    ],
  },
  {
    name: 'Bonecrusher Giant // Stomp',
    card: { layout: 'adventure', manaCost: '{2}{R} // {1}{R}', manaValue: 3, colors: ['R'], colorIdentity: ['R'], subtypes: ['Giant', 'Adventure'] },
    faces: [
      { name: 'Bonecrusher Giant', manaCost: '{2}{R}', manaValue: 3, types: ['Creature'], power: '4', toughness: '3' },
      { name: 'Stomp', manaCost: '{1}{R}', manaValue: 2, types: ['Instant'], subtypes: ['Adventure'] },
    ],
  },
  {
    name: 'Akki Lavarunner // Tok-Tok, Volcano Born',
    card: { layout: 'flip', manaCost: '{3}{R}', manaValue: 4, colors: ['R'], colorIdentity: ['R'] },
    faces: [
      { name: 'Akki Lavarunner', supertypes: [], power: '1' },
      { name: 'Tok-Tok, Volcano Born', manaCost: '', supertypes: ['Legendary'], types: ['Creature'], power: '2', toughness: '2' },
    ],
  },
  {
    // A meld card is its front; the melded result is not a face of it.
    name: 'Bruna, the Fading Light',
    card: { layout: 'meld', manaCost: '{5}{W}{W}', manaValue: 7, colorIdentity: ['W'] },
    faces: [{ name: 'Bruna, the Fading Light', supertypes: ['Legendary'], power: '5', toughness: '7' }],
    leadership: { commander: true, brawl: false, oathbreaker: false },
  },
  {
    // A reversible printing ("Propaganda // Propaganda") is the one card, with one face.
    name: 'Propaganda // Propaganda',
    card: { manaCost: '{2}{U}', manaValue: 3, colorIdentity: ['U'] },
    faces: [{ name: 'Propaganda', types: ['Enchantment'] }],
  },
  {
    name: 'Kitchen Finks',
    card: { manaCost: '{1}{G/W}{G/W}', manaValue: 3, colors: ['W', 'G'], colorIdentity: ['W', 'G'] },
    faces: [{ manaValue: 3, power: '3', toughness: '2' }],
  },
  {
    name: 'Birthing Pod',
    card: { manaCost: '{3}{G/P}', manaValue: 4, colors: ['G'], colorIdentity: ['G'] },
    faces: [{ manaValue: 4, types: ['Artifact'] }],
  },
  { name: 'Stroke of Genius', card: { manaCost: '{X}{2}{U}', manaValue: 3 }, faces: [{ manaValue: 3 }] },
  {
    name: 'Parhelion II',
    card: { manaCost: '{8}', colors: [], colorIdentity: ['W'], subtypes: ['Vehicle'] },
    faces: [{ supertypes: ['Legendary'], types: ['Artifact'], subtypes: ['Vehicle'], power: '5', toughness: '5' }],
  },
  {
    name: 'The Seriema',
    card: { subtypes: ['Spacecraft'] },
    faces: [{ supertypes: ['Legendary'], types: ['Artifact'], subtypes: ['Spacecraft'], power: '5', toughness: '5' }],
  },
  {
    name: 'The Eternity Elevator',
    card: { subtypes: ['Spacecraft'], colorIdentity: [] },
    faces: [{ subtypes: ['Spacecraft'], power: undefined, toughness: undefined }],
  },
  {
    name: 'Raised by Giants',
    card: { subtypes: ['Background'] },
    faces: [{ supertypes: ['Legendary'], types: ['Enchantment'], subtypes: ['Background'] }],
  },
  {
    name: 'Pir, Imaginative Rascal',
    card: { colorIdentity: ['G'] },
    faces: [{ text: expect.stringMatching(/^Partner with Toothy, Imaginative Friend\n/) as unknown as string }],
    leadership: { commander: true, brawl: false, oathbreaker: false },
  },
  {
    name: 'Toothy, Imaginative Friend',
    card: { colorIdentity: ['U'] },
    faces: [{ text: expect.stringMatching(/^Partner with Pir, Imaginative Rascal\n/) as unknown as string }],
  },
  {
    name: 'Ancestral Vision',
    card: { manaCost: '', manaValue: 0, colors: ['U'], colorIdentity: ['U'] },
    faces: [{ manaCost: '', colorIndicator: ['U'] }],
  },
];

describe('characteristics, from every source shape', () => {
  for (const shape of SHAPES) {
    it.each(characteristics)(`${shape}: $name`, ({ name, card: want, faces, leadership }) => {
      const c = card(shape, name);
      expect(c).toMatchObject(want);
      expect(c.faces).toHaveLength(faces.length);
      faces.forEach((f, i) => {
        const got = c.faces?.[i];
        expect(got).toBeDefined();
        for (const [k, v] of Object.entries(f)) expect((got as unknown as Record<string, unknown>)[k], `${name} face ${i} ${k}`).toEqual(v);
      });
      if (leadership && shape.startsWith('a')) expect(c.leadership).toEqual(leadership);
    });
  }

  it('Scryfall carries no leadership skills: the fact is absent, not false', () => {
    expect(card('scryfallDefault', 'Pir, Imaginative Rascal').leadership).toBeUndefined();
  });
});

interface PrintingRow {
  name: string;
  printings: Partial<PrintingFacts>[];
}

const printings: PrintingRow[] = [
  {
    // A promo in a promo set dated 2002 carries its own date; a printing on the set's day carries none.
    name: 'Bonecrusher Giant',
    printings: [
      { set: 'ELD', rarity: 'rare', availability: ['paper', 'mtgo', 'arena'], date: undefined, promo: undefined },
      { set: 'PELD', rarity: 'rare', promo: true, availability: ['paper'] },
      { set: 'PRM', rarity: 'rare', promo: true, availability: ['mtgo'] },
    ],
  },
  {
    // The Arena printing of a licensed card, under its Through the Omenpaths name.
    name: 'Superior Spider-Man',
    printings: [
      { set: 'OM1', availability: ['arena'], flavorName: 'Kavaero, Mind-Bitten' },
      { set: 'SPM', availability: ['paper'], flavorName: undefined },
    ],
  },
  {
    name: 'Dismember',
    printings: [
      { set: 'NPH', rarity: 'uncommon', availability: ['paper', 'mtgo'] },
      { set: 'SLD', rarity: 'rare', flavorName: "'Tis But a Scratch!" },
    ],
  },
  { name: 'Very Cryptic Command', printings: [{ set: 'UST', funny: true }] },
  { name: 'Propaganda', printings: [{ set: 'SLD', rarity: 'rare' }, { set: 'TMP', rarity: 'uncommon' }] },
];

describe('printings (AllPrintings, Scryfall default-cards)', () => {
  for (const shape of WITH_PRINTINGS) {
    it.each(printings)(`${shape}: $name`, ({ name, printings: want }) => {
      const got = card(shape, name).printings ?? [];
      expect(got.map((p) => p.set)).toEqual(want.map((p) => p.set));
      want.forEach((w, i) => {
        for (const [k, v] of Object.entries(w)) expect((got[i] as unknown as Record<string, unknown>)[k], `${name} ${w.set} ${k}`).toEqual(v);
      });
    });
  }

  it('AllPrintings: the promo printing in PRM keeps its own originalReleaseDate', () => {
    const prm = card('allPrintings', 'Bonecrusher Giant').printings?.find((p) => p.set === 'PRM');
    expect(prm?.date).toBe('2019-11-18');
  });

  it('the set table: code, name, date, type, online-only, parent (AllPrintings)', () => {
    const sets = indexes.allPrintings.sets();
    expect(sets.size).toBe(22);
    expect(sets.get('PRM')).toEqual({
      code: 'PRM',
      name: 'Magic Online Promos',
      releaseDate: '2002-06-24',
      type: 'promo',
      onlineOnly: true,
      foreignOnly: false,
    });
    expect(sets.get('PELD')).toMatchObject({ parentCode: 'ELD', type: 'promo' });
    expect(sets.get('OM1')).toMatchObject({ onlineOnly: true, releaseDate: '2025-09-23' });
  });

  it('the set table from Scryfall cards: name, type and digital from the cards, the date most printings carry', () => {
    const sets = indexes.scryfallDefault.sets();
    expect(sets.get('ELD')).toEqual({
      code: 'ELD',
      name: 'Throne of Eldraine',
      releaseDate: '2019-10-04',
      type: 'expansion',
      onlineOnly: false,
      foreignOnly: false,
    });
    expect(sets.get('OM1')).toMatchObject({ onlineOnly: true });
  });

  it.each(['atomic', 'scryfallOracle'] as Shape[])('%s: no printings and no set table, and the database says so', async (shape) => {
    expect(card(shape, 'Bonecrusher Giant').printings).toBeUndefined();
    expect(indexes[shape].sets().size).toBe(0);
    const db = await readDatabaseFile(dirs[shape]);
    expect(db && databaseInfo(db.header).holds).toEqual({ characteristics: true, printings: false });
  });

  it.each(WITH_PRINTINGS)('%s: holds characteristics and printings', async (shape) => {
    const db = await readDatabaseFile(dirs[shape]);
    expect(db && databaseInfo(db.header).holds).toEqual({ characteristics: true, printings: true });
  });
});

describe('other printed names resolve to their card', () => {
  const rows: { written: string; card: string }[] = [
    { written: 'Kavaero, Mind-Bitten', card: 'Superior Spider-Man' },
    { written: 'kavaero, mind-bitten', card: 'Superior Spider-Man' },
    { written: "'Tis But a Scratch!", card: 'Dismember' },
    { written: '’Tis But a Scratch!', card: 'Dismember' },
  ];
  for (const shape of WITH_PRINTINGS) {
    it.each(rows)(`${shape}: $written → $card`, ({ written, card: want }) => {
      const r = indexes[shape].resolve(written);
      expect(r.kind).toBe('alias');
      expect(r.kind === 'alias' && r.card.name).toBe(want);
    });
  }

  it('AtomicCards and oracle-cards carry no printed names: such a name is not a card', () => {
    expect(indexes.atomic.resolve('Kavaero, Mind-Bitten').kind).toBe('unknown');
    expect(indexes.scryfallOracle.resolve('Kavaero, Mind-Bitten').kind).toBe('unknown');
  });

  it.each(WITH_PRINTINGS)('%s: copies under both names count as one card, and the report names both', async (shape) => {
    const prepared = await prepareCheck({ format: 'vintage', date: '2026-09-10', dataDir: dirs[shape] });
    const text = '2 Superior Spider-Man\n3 Kavaero, Mind-Bitten\n55 Island\n';
    const report = checkTexts(prepared, [{ file: 'spider.txt', text }]);
    const copies = report.findings.filter((f) => f.rule === 'card-copies-max');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.message).toMatch(/^Superior Spider-Man: 5 copies/);
    expect(report.legal).toBe(false);
    const readings = report.units[0]?.decks[0]?.readings ?? [];
    expect(readings).toEqual([
      { line: 2, column: 1, section: 'main', written: 'Kavaero, Mind-Bitten', card: 'Superior Spider-Man', kind: 'alias', languages: [] },
    ]);
  });
});

describe('hostile card data: a fact of the wrong shape is skipped and counted, never a crash', () => {
  it('wrong types in characteristics, printings and set fields', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = path.join(tempDir(), 'hostile.json');
    const obj = (extra: Record<string, unknown>) => ({
      name: 'Hostile Card',
      types: ['Creature'],
      supertypes: [],
      subtypes: ['Elf'],
      layout: 'normal',
      setCode: 'HST',
      rarity: 'common',
      ...extra,
    });
    const doc = {
      meta: { date: '2026-09-01', version: 'x' },
      data: {
        HST: {
          code: 'HST',
          name: 'Hostile',
          releaseDate: 'soon',
          type: 'expansion',
          cards: [
            obj({ manaCost: 7, manaValue: 'two', colors: 'G', colorIdentity: ['G', 'Purple'], power: { x: 1 }, leadershipSkills: 'yes' }),
            obj({ availability: 'paper', originalReleaseDate: 20200101, flavorName: ['x'], isPromo: 'true' }),
            // Characteristics are read once per face: another card, so they are read.
            obj({ name: 'Hostile Card Two', rarity: 'legendary', text: null, subtypes: [1, 2] }),
          ],
        },
      },
    };
    writeFileSync(file, JSON.stringify(doc));
    const { info } = await compileCardFile(file, { now: IMPORTED_AT });
    expect(info.cards).toBe(2);
    expect(info.skipped).toMatchObject({
      manaCost: 1,
      manaValue: 1,
      colors: 1,
      colorIdentity: 1,
      power: 1,
      leadershipSkills: 1,
      rarity: 1,
      availability: 1,
      originalReleaseDate: 1,
      flavorName: 1,
      subtypes: 1,
      isPromo: 1,
      'set releaseDate': 1,
    });
    expect(info.sets).toBe(0);
  });
});

describe('units', () => {
  it.each([
    ['{2}{W}{U/P}', 4],
    ['{X}{X}{R}', 1],
    ['{2/W}{2/W}', 4],
    ['{G/W}{G/W}{1}', 3],
    ['{HW}', 0.5],
    ['{C}{S}', 2],
    ['', 0],
    ['{15}', 15],
  ])('mana value of %s is %d', (cost, mv) => {
    expect(manaValueOf(cost)).toBe(mv);
  });

  it('type lines', () => {
    expect(parseTypeLine('Legendary Snow Creature — Elf Druid')).toEqual({
      supertypes: ['Legendary', 'Snow'],
      types: ['Creature'],
      subtypes: ['Elf', 'Druid'],
    });
    expect(parseTypeLine('Plane — New Phyrexia').subtypes).toEqual(['New Phyrexia']);
  });

  it('the facts line round-trips, including "|" in a flavor name, and a damaged line gives no facts', () => {
    const facts: CardFacts = {
      layout: 'normal',
      manaCost: '{1}',
      manaValue: 1,
      colors: [],
      colorIdentity: ['W'],
      subtypes: [],
      faces: [{ name: 'A', manaCost: '{1}', manaValue: 1, supertypes: [], types: ['Artifact'], subtypes: [], text: 'x\ny' }],
      leadership: { commander: false, brawl: true, oathbreaker: false },
      printings: [{ set: 'AAA', rarity: 'bonus', availability: ['arena'], rebalanced: true, date: '2020-01-01', flavorName: 'A | B' }],
    };
    expect(decodeFacts(encodeFacts(facts))).toEqual(facts);
    expect(decodeFacts('{not json')).toEqual({});
  });

  // A card pool reads a card's printings from the end of its facts line, the faces and text left unparsed.
  const face: FaceFacts = { name: 'A', manaCost: '', manaValue: 0, supertypes: [], types: ['Land'], subtypes: [], text: 'x' };
  const printing = (flavorName?: string): PrintingFacts => ({
    set: 'SLD',
    rarity: 'rare',
    availability: ['paper'],
    ...(flavorName !== undefined ? { flavorName } : {}),
  });
  it.each([
    ['plain printings', [printing(), { set: 'M21', rarity: 'common', availability: ['paper', 'mtgo'], date: '2020-07-03' }]],
    ['no printings', []],
    ['a flavor name with a quote', [printing('Say "Hi"'), printing()]],
    ['a flavor name ending in a backslash', [printing('back\\'), printing('"')]],
    ['a flavor name with brackets and commas', [printing('[a], [b]'), printing('x","y')]],
    ['a flavor name in another script', [printing('ゴジラ, 怪獣王')]],
  ] as [string, PrintingFacts[]][])('printings from the end of the line equal the whole line decoded: %s', (_what, printings) => {
    const line = encodeFacts({ layout: 'normal', subtypes: [], faces: [face], printings });
    const buf = Buffer.from(`${line}\n`, 'utf8');
    const span = printingsSpan(buf, 0, buf.length - 1);
    expect(span).not.toBeNull();
    expect(decodePrintingsSpan(buf, span ?? [0, 0])).toEqual(decodeFacts(line).printings);
  });

  // Found by a loop over the bytes (a long run's way) or by lastIndexOf (a short check's): the same span, on lines as
  // the compiler writes them and on lines with random bytes in them.
  it.each([1, 2, 3, 4])('the printings span found by a loop over the bytes is the one lastIndexOf finds (round %i)', (round) => {
    const random = rng(round * 104_729);
    const lines = [
      encodeFacts({ layout: 'normal', subtypes: [], faces: [face], printings: [printing(), printing('[x],["y"]')] }),
      encodeFacts({ layout: 'normal', printings: [] }),
      encodeFacts({ layout: 'normal', printings: [printing('ゴジラ')] }),
      encodeFacts({ layout: 'normal' }),
      // Where the search starts: the span at the first byte the line is searched from.
      ',["SLD|r|p|||"]]',
    ];
    for (let i = 0; i < 200; i++) {
      const buf = Buffer.from(lines[i % lines.length] ?? '', 'utf8');
      for (let k = 0, n = Math.floor(random() * 4); k < n; k++) {
        // What the search looks for, and what closes the line.
        buf[Math.floor(random() * buf.length)] = [0x2c, 0x5b, 0x22, 0x5d, 0x0a][Math.floor(random() * 5)] ?? 0;
      }
      const start = i % lines.length === 4 ? 0 : Math.floor(random() * 3);
      expect(printingsSpan(buf, start, buf.length, true), buf.toString()).toEqual(printingsSpan(buf, start, buf.length));
    }
  });

  // The byte-by-byte reader: the same printings as JSON.parse when every string is plain ASCII; otherwise it declines
  // (undefined) and the caller parses the JSON.
  it.each([
    ['plain printings', [printing(), { set: 'M21', rarity: 'common', availability: ['paper', 'mtgo'], date: '2020-07-03' }], true],
    ['no printings', [], true],
    ['every field', [{ set: 'AAA', rarity: 'bonus', availability: ['arena'], promo: true, funny: true, rebalanced: true, date: '2020-01-01', flavorName: 'A | B' }], true],
    ['a flavor name with a quote', [printing(), printing('Say "Hi"')], false],
    ['a flavor name ending in a backslash', [printing('back\\')], false],
    ['a flavor name in another script', [printing('ゴジラ, 怪獣王')], false],
  ] as [string, PrintingFacts[], boolean][])('printings read byte by byte: %s', (_what, printings, ascii) => {
    const line = encodeFacts({ layout: 'normal', subtypes: [], faces: [face], printings });
    const buf = Buffer.from(`${line}\n`, 'utf8');
    const span = printingsSpan(buf, 0, buf.length - 1) ?? [0, 0];
    const read = decodePrintingsAscii(buf, span, new PrintingTable());
    if (ascii) expect(read).toEqual(printings);
    else expect(read).toBeUndefined();
  });

  it('a printing string seen before is the same (frozen) object; past its limit the table still decodes', () => {
    const line = encodeFacts({ printings: [printing(), printing(), { set: 'M21', rarity: 'common', availability: ['paper'] }] });
    const buf = Buffer.from(line, 'utf8');
    const span = printingsSpan(buf, 0, buf.length) ?? [0, 0];
    const table = new PrintingTable();
    const [a, b, c] = decodePrintingsAscii(buf, span, table) ?? [];
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(Object.isFrozen(a)).toBe(true);
    expect(decodePrintingsAscii(buf, span, table)?.[2]).toBe(c);
    const full = new PrintingTable(1);
    const once = decodePrintingsAscii(buf, span, full) ?? [];
    expect(once).toEqual([printing(), printing(), { set: 'M21', rarity: 'common', availability: ['paper'] }]);
    expect(once[0]).toBe(once[1]);
    expect(decodePrintingsAscii(buf, span, full)?.[2]).not.toBe(once[2]);
  });

  it('printings parsed as JSON through a table: the same as without it, one frozen object per printing string', () => {
    const printings = [printing(), printing('Say "Hi"'), printing(), { set: 'M21', rarity: 'common', availability: ['paper'] } as PrintingFacts];
    const buf = Buffer.from(encodeFacts({ printings }), 'utf8');
    const span = printingsSpan(buf, 0, buf.length) ?? [0, 0];
    const table = new PrintingTable();
    const read = decodePrintingsSpan(buf, span, table) ?? [];
    expect(read).toEqual(printings);
    expect(read).toEqual(decodePrintingsSpan(buf, span));
    expect(read[0]).toBe(read[2]);
    expect(Object.isFrozen(read[1])).toBe(true);
    expect(decodePrintingsSpan(buf, span, table)?.[3]).toBe(read[3]);
    const full = new PrintingTable(1);
    const once = decodePrintingsSpan(buf, span, full) ?? [];
    expect(once).toEqual(printings);
    expect(decodePrintingsSpan(buf, span, full)?.[3]).not.toBe(once[3]);
  });

  it('strings whose hashes collide are told apart by their bytes', () => {
    const table = new PrintingTable();
    const one = Buffer.from('AAA|c|p|||', 'latin1');
    const two = Buffer.from('BBB|r|p|||', 'latin1');
    expect(table.get(one, 0, one.length, 7).set).toBe('AAA');
    expect(table.get(two, 0, two.length, 7).set).toBe('BBB');
    expect(table.get(one, 0, one.length, 7).set).toBe('AAA');
  });

  it.each([
    ['not an array', '"SLD|r|p|||"'],
    ['an unterminated string', '["SLD|r|p|||]'],
    ['no comma between strings', '["SLD|r|p|||" "M21|c|p|||"]'],
    ['a number', '[1]'],
    ['a trailing comma', '["SLD|r|p|||",]'],
    ['a control escape', '["SLD|r|p|||\\n"]'],
  ])('a damaged printings array is declined, never a crash: %s', (_what, text) => {
    const buf = Buffer.from(text, 'utf8');
    expect(decodePrintingsAscii(buf, [0, buf.length], new PrintingTable())).toBeUndefined();
  });

  it('random bytes never crash the byte-by-byte reader (seeded)', () => {
    let seed = 12345;
    const next = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    const alphabet = Buffer.from('[]",\\|SLDcrp0123-\xff', 'latin1');
    for (let n = 0; n < 2000; n++) {
      const buf = Buffer.alloc(1 + (next() % 24));
      for (let i = 0; i < buf.length; i++) buf[i] = alphabet[next() % alphabet.length] ?? 0;
      const read = decodePrintingsAscii(buf, [0, buf.length], new PrintingTable());
      if (read !== undefined) expect(read).toEqual(decodePrintingsSpan(buf, [0, buf.length]));
    }
  });

  it.each([
    ['leadership last', encodeFacts({ subtypes: [], faces: [face], leadership: { commander: true, brawl: true, oathbreaker: false } })],
    ['a damaged line', '["normal",["SLD|r|p||'],
    ['an unterminated string', '["normal","x]]'],
    ['too short', ']]'],
  ])('no printings are read from the end of %s', (_what, line) => {
    const buf = Buffer.from(line, 'utf8');
    expect(printingsSpan(buf, 0, buf.length)).toBeNull();
  });
});
