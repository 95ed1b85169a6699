/** Archidekt's text export: `4x Name (set) 123 [Category{flags},…] ^label^`, its categories read as sections. */
import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';
import { runCli } from '../helpers.js';

const entriesOf = (text: string): unknown[] =>
  parseTextDeck(text, 'archidekt.txt').entries.map((e) => [e.count, e.name, e.section, e.set, e.collectorNumber]);

describe('Archidekt text export', () => {
  it('reads names, printings and the section categories of a real export', () => {
    const d = parseTextDeck(
      '4x Lightning Bolt (2xm) 141 [Burn]\n' +
        '2x Pyroblast (ice) 213 [Sideboard]\n' +
        '44x Mountain (unf) 239 [Land]\n' +
        '1x Sauron, the Dark Lord (ltr) 329 [Commander{top}]\n' +
        '1x Lurrus of the Dream-Den (iko) 226 [Companion]\n' +
        '1x Orc Army (tltr) 18 *F* [Tokens & Extras{noDeck}]\n' +
        '1x Sol Ring (c21) 263 [Maybeboard{noDeck}{noPrice},Ramp] ^Have,#37d67a^\n' +
        '1x Counterspell (cmr) 632 [Removal,Sideboard{noDeck}]\n',
      'archidekt.txt',
    );
    expect(d.diagnostics).toEqual([]);
    expect(d.entries.map((e) => [e.count, e.name, e.section, e.set, e.collectorNumber])).toEqual([
      [4, 'Lightning Bolt', 'main', '2XM', '141'],
      [2, 'Pyroblast', 'sideboard', 'ICE', '213'],
      [44, 'Mountain', 'main', 'UNF', '239'],
      [1, 'Sauron, the Dark Lord', 'commander', 'LTR', '329'],
      [1, 'Lurrus of the Dream-Den', 'companion', 'IKO', '226'],
      [1, 'Orc Army', 'maybeboard', 'TLTR', '18'],
      [1, 'Sol Ring', 'maybeboard', 'C21', '263'],
      [1, 'Counterspell', 'sideboard', 'CMR', '632'],
    ]);
    expect(d.entries[5]?.finish).toBe('foil');
  });

  it('without set codes, a category is no set code', () => {
    expect(entriesOf('4x Lightning Bolt [Burn]\n44x Mountain [Land]\n2x Pyroblast [Sideboard]\n')).toEqual([
      [4, 'Lightning Bolt', 'main', undefined, undefined],
      [44, 'Mountain', 'main', undefined, undefined],
      [2, 'Pyroblast', 'sideboard', undefined, undefined],
    ]);
    expect(entriesOf('4x Lightning Bolt ^Have,#37d67a^\n')).toEqual([[4, 'Lightning Bolt', 'main', undefined, undefined]]);
  });

  it('a file with Archidekt signs reads every trailing bracket as categories', () => {
    expect(entriesOf('1x Sol Ring (c21) 263 [Ramp{top}]\n4x Lightning Bolt [BURN]\n')).toEqual([
      [1, 'Sol Ring', 'main', 'C21', '263'],
      [4, 'Lightning Bolt', 'main', undefined, undefined],
    ]);
  });

  it('TCGplayer and MTGGoldfish set codes in brackets are still set codes', () => {
    expect(entriesOf('1 Abandoned Sarcophagus [C20]\n1 Ashling, the Limitless <borderless> [ECC] (F)\n4 Opt [xln]\n')).toEqual([
      [1, 'Abandoned Sarcophagus', 'main', 'C20', undefined],
      [1, 'Ashling, the Limitless', 'main', 'ECC', undefined],
      [4, 'Opt', 'main', 'XLN', undefined],
    ]);
  });

  it('blank lines do not start a sideboard in an export whose categories name sections', () => {
    expect(entriesOf('4x Lightning Bolt (2xm) 141 [Burn]\n\n4x Mountain (unf) 239 [Land]\n')).toEqual([
      [4, 'Lightning Bolt', 'main', '2XM', '141'],
      [4, 'Mountain', 'main', 'UNF', '239'],
    ]);
  });

  it('a legal Legacy deck exported from Archidekt is legal: its basics are basics, its sideboard a sideboard', async () => {
    const r = await runCli(['check', '--no-db', '-f', 'legacy', '-d', '2025-01-15', '-r', 'json', 'fixtures/formats/text/archidekt.txt']);
    const doc = JSON.parse(r.stdout) as { legal: boolean; findings: unknown[]; units: { decks: { main: number; sideboard: number }[] }[] };
    expect(doc.findings).toEqual([]);
    expect(doc.units[0]?.decks[0]).toMatchObject({ main: 60, sideboard: 3 });
    expect(r.code).toBe(0);
  });
});
