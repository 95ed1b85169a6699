import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';

type Row = {
  name: string;
  text: string;
  entries: [count: number, name: string, section: string, line: number][];
  errors?: number[];
  warnings?: number[];
  extra?: (d: ReturnType<typeof parseTextDeck>) => void;
};

const table: Row[] = [
  {
    name: 'MTGO: main, blank line, sideboard',
    text: '4 Lightning Bolt\n20 Mountain\n1 Dead/Gone\n\n2 Smash to Smithereens\n',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [20, 'Mountain', 'main', 2],
      [1, 'Dead/Gone', 'main', 3],
      [2, 'Smash to Smithereens', 'sideboard', 5],
    ],
  },
  {
    name: 'leading blank lines do not start the sideboard',
    text: '\n\n4 Lightning Bolt\n\n\n2 Pyroblast\n',
    entries: [
      [4, 'Lightning Bolt', 'main', 3],
      [2, 'Pyroblast', 'sideboard', 6],
    ],
  },
  {
    name: 'a third block is read as sideboard with a warning',
    text: '4 Lightning Bolt\n\n2 Pyroblast\n\n1 Abrade\n',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [2, 'Pyroblast', 'sideboard', 3],
      [1, 'Abrade', 'sideboard', 5],
    ],
    warnings: [5],
  },
  {
    name: 'Arena headers, set codes and collector numbers',
    text:
      'About\nName Mono Red\n\nCommander\n1 Kenrith, the Returned King (ELD) 303\n\nCompanion\n1 Yorion, Sky Nomad (IKO) 232\n\n' +
      'Deck\n4 Bonecrusher Giant (ELD) 115\n2 Integrity // Intervention (GRN) 227\n\nSideboard\n2 Negate (M21) 55\n',
    entries: [
      [1, 'Kenrith, the Returned King', 'commander', 5],
      [1, 'Yorion, Sky Nomad', 'companion', 8],
      [4, 'Bonecrusher Giant', 'main', 11],
      [2, 'Integrity // Intervention', 'main', 12],
      [2, 'Negate', 'sideboard', 15],
    ],
    extra: (d) => {
      expect(d.name).toBe('Mono Red');
      expect(d.entries[2]).toMatchObject({ set: 'ELD', collectorNumber: '115' });
      expect(d.sectionLines).toMatchObject({ commander: 4, companion: 7, main: 10, sideboard: 14 });
    },
  },
  {
    name: 'Arena headers: blank lines inside a section do not switch to sideboard',
    text: 'Deck\n4 Opt\n\n4 Island\n',
    entries: [
      [4, 'Opt', 'main', 2],
      [4, 'Island', 'main', 4],
    ],
  },
  {
    name: '4x style with a Sideboard: header',
    text: '4x Lightning Bolt\n20X Mountain\nSideboard:\n2x Smash to Smithereens\n',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [20, 'Mountain', 'main', 2],
      [2, 'Smash to Smithereens', 'sideboard', 4],
    ],
  },
  {
    name: 'SB: prefix with // comments and blank lines between groups',
    text: '// Creatures\n4 Goblin Guide\n\n// Lands\n20 Mountain\nSB: 2 Smash to Smithereens\nSB:  1 [DGM] Wear/Tear\n',
    entries: [
      [4, 'Goblin Guide', 'main', 2],
      [20, 'Mountain', 'main', 5],
      [2, 'Smash to Smithereens', 'sideboard', 6],
      [1, 'Wear/Tear', 'sideboard', 7],
    ],
  },
  {
    name: 'card names starting with X are not read as "4x"',
    text: '4 Xenagos, God of Revels\n2 x Ray\n',
    entries: [
      [4, 'Xenagos, God of Revels', 'main', 1],
      [2, 'Ray', 'main', 2],
    ],
  },
  {
    name: 'MWS, XMage, Forge, TCGplayer, Moxfield and MTGGoldfish decorations are stripped',
    text:
      '4 [M11] Lightning Bolt\n4 [M11:149] Chain Lightning\n4 Lava Spike|CHK\n1 Abandoned Sarcophagus [C20]\n' +
      '1 Counterspell (CMR) 632 *F* #Interaction\n1 Ashling, the Limitless <borderless> [ECC] (F)\n',
    entries: [
      [4, 'Lightning Bolt', 'main', 1],
      [4, 'Chain Lightning', 'main', 2],
      [4, 'Lava Spike', 'main', 3],
      [1, 'Abandoned Sarcophagus', 'main', 4],
      [1, 'Counterspell', 'main', 5],
      [1, 'Ashling, the Limitless', 'main', 6],
    ],
  },
  {
    name: 'Schemes and Planes sections are kept apart from the deck',
    text: '60 Mountain\n\nSchemes\n2 Feed the Machine\nPlanes\n1 Akoum\n',
    entries: [
      [60, 'Mountain', 'main', 1],
      [2, 'Feed the Machine', 'schemes', 4],
      [1, 'Akoum', 'planes', 6],
    ],
  },
  {
    name: 'comment lines naming a section switch to it; group labels are understood',
    text: '// Main\n4 Opt\nCreatures (4)\n4 Snapcaster Mage\n// Sideboard\n2 Negate\n',
    entries: [
      [4, 'Opt', 'main', 2],
      [4, 'Snapcaster Mage', 'main', 4],
      [2, 'Negate', 'sideboard', 6],
    ],
  },
  {
    name: 'junk lines are reported with their line numbers, never dropped',
    text: '4 Lightning Bolt\nfour Chain Lightning\n0 Fireblast\n4x\nhello world\n',
    entries: [[4, 'Lightning Bolt', 'main', 1]],
    errors: [2, 3, 4, 5],
  },
  {
    name: 'Apprentice-style [main] / [sideboard] headers',
    text: '[main]\n4 Opt\n[sideboard]\n1 Negate\n',
    entries: [
      [4, 'Opt', 'main', 2],
      [1, 'Negate', 'sideboard', 4],
    ],
  },
];

describe('parseTextDeck', () => {
  it.each(table)('$name', (row) => {
    const deck = parseTextDeck(row.text, 'deck.txt');
    expect(deck.entries.map((e) => [e.count, e.name, e.section, e.line])).toEqual(row.entries);
    const errs = deck.diagnostics.filter((d) => d.severity === 'error');
    const warns = deck.diagnostics.filter((d) => d.severity === 'warning');
    expect(errs.map((d) => d.line)).toEqual(row.errors ?? []);
    expect(warns.map((d) => d.line)).toEqual(row.warnings ?? []);
    for (const d of deck.diagnostics) {
      expect(d.rule).toBe('parse-error');
      expect(d.file).toBe('deck.txt');
      expect(d.message).toMatch(/line \d+/);
    }
    row.extra?.(deck);
  });

  it('reads CRLF, CR and LF line endings the same way', () => {
    const lf = '4 Opt\n20 Island\n\n2 Negate\n';
    const expected = parseTextDeck(lf, 'a.txt').entries;
    expect(parseTextDeck(lf.replace(/\n/g, '\r\n'), 'a.txt').entries).toEqual(expected);
    expect(parseTextDeck(lf.replace(/\n/g, '\r'), 'a.txt').entries).toEqual(expected);
  });

  it('reports an empty file', () => {
    const deck = parseTextDeck('\n  \n', 'empty.txt');
    expect(deck.entries).toHaveLength(0);
    expect(deck.diagnostics).toHaveLength(1);
    expect(deck.diagnostics[0]).toMatchObject({ rule: 'parse-error', severity: 'error', line: null });
  });

  it('records the column where a card line starts', () => {
    const deck = parseTextDeck('   4 Opt\n', 'a.txt');
    expect(deck.entries[0]?.column).toBe(4);
  });
});
