/**
 * One table for every input format's fixtures (fixtures/formats, written in each format's documented shape): the
 * entries read (count, name, section, line), the printing details kept, the deck name, and every row that is not
 * understood reported with its line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDeck } from '../../src/input/detect.js';
import { decodeText } from '../../src/input/decode.js';
import type { DeckEntry, ParsedDeck } from '../../src/parse/types.js';
import { FIXTURES } from '../helpers.js';

type E = [count: number, name: string, section: string, line: number];

interface Row {
  file: string;
  format: string;
  entries: E[];
  name?: string;
  errors?: number[];
  warnings?: number[];
  /** Printing details of some entries, by index. */
  printings?: Record<number, Partial<Pick<DeckEntry, 'set' | 'collectorNumber' | 'finish' | 'mtgoId'>>>;
  extra?: (d: ParsedDeck) => void;
}

const table: Row[] = [
  {
    file: 'dek/burn.dek',
    format: 'dek',
    entries: [
      [4, 'Lightning Bolt', 'main', 5],
      [4, 'Goblin Guide', 'main', 6],
      [4, 'Lava Spike', 'main', 7],
      [1, 'Dead/Gone', 'main', 8],
      [3, 'Boros Charm', 'main', 9],
      [44, 'Mountain', 'main', 10],
      [2, 'Smash to Smithereens', 'sideboard', 11],
      [2, 'Smash to Smithereens', 'sideboard', 12],
      [1, 'Refuse/Cooperate', 'sideboard', 13],
      [4, 'Pyroblast', 'sideboard', 14],
    ],
    printings: { 0: { mtgoId: '38906' }, 7: { mtgoId: '81931' } },
    extra: (d) => expect(d.entries[0]?.column).toBe(3),
  },
  {
    file: 'dek/commander.dek',
    format: 'dek',
    entries: [
      [1, 'Ancient Den', 'main', 5],
      [1, 'Arcane Signet', 'main', 6],
      [1, 'Counterspell', 'main', 7],
      [30, 'Plains', 'main', 8],
      [33, 'Island', 'main', 9],
      [33, 'Swamp', 'main', 10],
      [1, 'Sharuum the Hegemon', 'commander', 11],
    ],
  },
  {
    file: 'dek/no-declaration.dek',
    format: 'dek',
    entries: [
      [2, 'Nezumi Shortfang', 'main', 4],
      [1, 'Kessig Prowler', 'main', 5],
      [1, 'Murderous Rider', 'main', 6],
      [1, 'Refuse/Cooperate', 'main', 7],
      [2, 'Riverglide Pathway', 'sideboard', 8],
      [1, 'Dead/Gone', 'sideboard', 9],
    ],
  },
  {
    file: 'dek/bad-rows.dek',
    format: 'dek',
    entries: [
      [4, 'Lightning Bolt', 'main', 4],
      [2, 'Pyroblast', 'sideboard', 8],
    ],
    errors: [5, 6, 7, 10],
    warnings: [8, 9],
  },
  {
    file: 'cod/burn.cod',
    format: 'cod',
    name: 'Mono-Red Burn',
    entries: [
      [4, 'Lightning Bolt', 'main', 6],
      [4, 'Goblin Guide', 'main', 7],
      [4, 'Lava Spike', 'main', 8],
      [1, 'Fire // Ice', 'main', 9],
      [3, 'Boros Charm', 'main', 10],
      [44, 'Mountain', 'main', 11],
      [4, 'Smash to Smithereens', 'sideboard', 14],
      [1, 'Wear // Tear', 'sideboard', 15],
      [4, 'Pyroblast', 'sideboard', 16],
      [1, 'Goblin', 'tokens', 19],
    ],
    printings: { 0: { set: 'M11', collectorNumber: '149' }, 2: {}, 3: { set: 'MH2', collectorNumber: '290' } },
    extra: (d) => expect(d.sectionLines).toEqual({ main: 5, sideboard: 13, tokens: 18 }),
  },
  {
    file: 'cod/problems.cod',
    format: 'cod',
    name: 'Deck Name',
    entries: [
      [12, 'Forest', 'main', 6],
      [5, 'Razorverge Thicket', 'main', 7],
      [1, "Avacyn's Pilgrim", 'main', 8],
      [3, 'War Priest of Thune', 'sideboard', 15],
    ],
    errors: [9, 11],
    warnings: [8],
  },
  {
    file: 'o8d/burn.o8d',
    format: 'o8d',
    entries: [
      [4, 'Lightning Bolt', 'main', 4],
      [4, 'Goblin Guide', 'main', 5],
      [4, 'Lava Spike', 'main', 6],
      [4, 'Boros Charm', 'main', 7],
      [44, 'Mountain', 'main', 8],
      [4, 'Smash to Smithereens', 'sideboard', 11],
      [2, 'Pyroblast', 'sideboard', 12],
    ],
  },
  {
    file: 'json/hand-written.json',
    format: 'json',
    name: 'Hand-written burn',
    entries: [
      [4, 'Lightning Bolt', 'main', 6],
      [56, 'Mountain', 'main', 7],
      [4, 'Smash to Smithereens', 'sideboard', 10],
    ],
    printings: { 1: { set: 'M11' }, 2: { finish: 'foil' } },
  },
  {
    file: 'json/bad-entries.json',
    format: 'json',
    entries: [[4, 'Lightning Bolt', 'main', 6]],
    errors: [7, 8, 9, 11],
  },
  {
    file: 'text/xmage.dck',
    format: 'text',
    name: 'Izzet Tempo',
    entries: [
      [4, 'Lightning Bolt', 'main', 2],
      [4, 'Cephalid Looter', 'main', 3],
      [2, 'Ugin, the Ineffable', 'main', 4],
      [1, 'Wear/Tear', 'main', 5],
      [49, 'Island', 'main', 6],
      [3, 'Archon of Emeria', 'sideboard', 7],
      [2, 'Negate', 'sideboard', 8],
    ],
    printings: { 1: { set: 'ODY', collectorNumber: '72+' }, 2: { set: 'WAR', collectorNumber: '2*' } },
  },
  {
    file: 'text/forge.dck',
    format: 'text',
    name: 'Archenemy Burn',
    entries: [
      [4, 'Lightning Bolt', 'main', 5],
      [1, 'Fire // Ice', 'main', 6],
      [55, 'Mountain', 'main', 7],
      [2, 'Negate', 'sideboard', 9],
      [2, 'Plots That Span Centuries', 'schemes', 11],
      [1, 'Academy at Tolaria West', 'planes', 13],
    ],
    printings: { 1: { set: 'MH2' } },
  },
  {
    file: 'text/mws.mwDeck',
    format: 'text',
    name: 'Goblins',
    entries: [
      [4, 'Lightning Bolt', 'main', 5],
      [56, 'Mountain', 'main', 6],
      [1, 'Wear/Tear', 'sideboard', 7],
      [2, 'Smash to Smithereens', 'sideboard', 8],
    ],
  },
  {
    file: 'text/apprentice.dec',
    format: 'text',
    entries: [
      [4, 'Lightning Bolt', 'main', 2],
      [56, 'Mountain', 'main', 3],
      [2, 'Smash to Smithereens', 'sideboard', 5],
    ],
  },
  {
    file: 'text/archidekt.txt',
    format: 'text',
    entries: [
      [4, 'Goblin Guide', 'main', 1],
      [4, 'Lava Spike', 'main', 2],
      [4, 'Lightning Bolt', 'main', 3],
      [4, 'Rift Bolt', 'main', 4],
      [44, 'Mountain', 'main', 5],
      [2, 'Pyroblast', 'sideboard', 6],
      [1, 'Smash to Smithereens', 'sideboard', 7],
      [1, 'Fireblast', 'maybeboard', 8],
    ],
    printings: { 2: { set: '2XM', collectorNumber: '141' }, 3: { set: 'TSP', collectorNumber: '176', finish: 'foil' } },
  },
  {
    file: 'text/moxfield.txt',
    format: 'text',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [1, 'Counterspell', 'main', 2],
      [1, 'Pegasus Guardian // Rescue the Foal', 'main', 3],
      [1, 'Sol Ring', 'main', 4],
      [53, 'Island', 'main', 5],
      [2, 'Negate', 'sideboard', 8],
    ],
    printings: { 0: { set: 'M11', collectorNumber: '149' }, 1: { set: 'CMR', collectorNumber: '632', finish: 'foil' }, 3: { set: 'C21', collectorNumber: '263', finish: 'etched' } },
  },
  {
    file: 'text/mtggoldfish.txt',
    format: 'text',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [1, 'Ashling, the Limitless', 'main', 2],
      [1, 'Find/Finality', 'main', 3],
      [54, 'Mountain', 'main', 4],
      [2, 'Smash to Smithereens', 'sideboard', 6],
    ],
    printings: { 1: { set: 'ECC', finish: 'foil' } },
  },
  {
    file: 'text/tcgplayer.txt',
    format: 'text',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [1, 'Abandoned Sarcophagus', 'main', 2],
      [55, 'Mountain', 'main', 3],
      [2, 'Smash to Smithereens', 'sideboard', 5],
    ],
    printings: { 1: { set: 'C20' } },
  },
  {
    file: 'text/arena.txt',
    format: 'text',
    name: 'Kenrith Yorion',
    entries: [
      [1, 'Kenrith, the Returned King', 'commander', 5],
      [1, 'Yorion, Sky Nomad', 'companion', 8],
      [4, 'Bonecrusher Giant', 'main', 11],
      [2, 'Integrity // Intervention', 'main', 12],
      [4, "Emeria's Call", 'main', 13],
      [70, 'Plains', 'main', 14],
      [1, 'Yorion, Sky Nomad', 'sideboard', 17],
      [2, 'Negate', 'sideboard', 18],
    ],
  },
  {
    file: 'text/mtgo.txt',
    format: 'text',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [20, 'Mountain', 'main', 2],
      [1, 'Dead/Gone', 'main', 3],
      [35, 'Mountain', 'main', 4],
      [2, 'Smash to Smithereens', 'sideboard', 6],
    ],
  },
];

describe('input formats: every fixture read as documented', () => {
  it.each(table)('$file', (row) => {
    const text = decodeText(readFileSync(path.join(FIXTURES, 'formats', row.file))).text;
    const { deck, format } = readDeck(text, row.file);
    expect(format.id).toBe(row.format);
    expect(deck.file).toBe(row.file);
    expect(deck.entries.map((e): E => [e.count, e.name, e.section, e.line])).toEqual(row.entries);
    expect(deck.name).toBe(row.name);
    const lines = (sev: string) => deck.diagnostics.filter((d) => d.severity === sev).map((d) => d.line);
    expect(lines('error')).toEqual(row.errors ?? []);
    expect(lines('warning')).toEqual(row.warnings ?? []);
    for (const d of deck.diagnostics) {
      expect(d.rule).toBe('parse-error');
      expect(d.file).toBe(row.file);
      expect(d.message).toMatch(new RegExp(`^line ${d.line ?? ''}: `));
    }
    for (const [i, p] of Object.entries(row.printings ?? {})) {
      const e = deck.entries[Number(i)];
      expect(e, `entry ${i}`).toBeDefined();
      expect({ set: e?.set, collectorNumber: e?.collectorNumber, finish: e?.finish, mtgoId: e?.mtgoId }).toEqual({
        set: p.set,
        collectorNumber: p.collectorNumber,
        finish: p.finish,
        mtgoId: p.mtgoId,
      });
    }
    row.extra?.(deck);
  });
});

describe('what the messages say', () => {
  const read = (rel: string) => readDeck(decodeText(readFileSync(path.join(FIXTURES, 'formats', rel))).text, rel).deck;

  it('.dek rows: what is wrong and what to write', () => {
    const msgs = read('dek/bad-rows.dek').diagnostics.map((d) => d.message);
    expect(msgs).toEqual([
      'line 5: Quantity="four" is not a number of cards; write a whole number such as Quantity="4".',
      'line 6: a <Cards> row without a card Name; write Name="Lightning Bolt".',
      'line 7: Sideboard="maybe" for "Mountain" must be "true" or "false".',
      'line 8: Annotation="42" on "Pyroblast" is not one deckcheck knows (0, or 16777728 for the commander); the card is read as an ordinary sideboard card.',
      'line 9: <Frobnicate> is not part of an MTGO .dek deck; it is ignored.',
      'line 10: a <Cards> row without Quantity; write Quantity="4" (how many copies).',
    ]);
  });

  it('.cod: an unknown zone is reported with its card count, never dropped silently', () => {
    const d = read('cod/problems.cod');
    expect(d.diagnostics.find((x) => x.line === 11)?.message).toBe(
      'line 11: zone "commander" is not a Cockatrice zone (main, side, tokens); its 1 card row is not read. Move it into <zone name="main"> or <zone name="side">.',
    );
  });

  it('an XML deck with no cards is reported as empty', () => {
    const { deck } = readDeck('<Deck><NetDeckID>0</NetDeckID></Deck>', 'e.dek');
    expect(deck.diagnostics.map((d) => d.message)).toEqual(['the MTGO .dek file holds no cards: nothing to check.']);
  });
});
