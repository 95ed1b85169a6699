/** The text-decklist shapes added for XMage, Forge and Magic Workstation files, and foil marks kept as the finish. */
import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';

describe('text variants', () => {
  it('XMage: NAME: is the deck name; LAYOUT lines are the editor layout, not cards; "+" in collector numbers', () => {
    const d = parseTextDeck('NAME:Tempo\n1 [ODY:72+] Cephalid Looter\nLAYOUT MAIN:(1,1)(NONE,false,50)|([ODY:72+])\n', 'x.dck');
    expect(d.name).toBe('Tempo');
    expect(d.entries.map((e) => [e.name, e.set, e.collectorNumber])).toEqual([['Cephalid Looter', 'ODY', '72+']]);
    expect(d.diagnostics).toEqual([]);
  });

  it('Forge: Key=Value lines are read only inside [metadata]; elsewhere they are reported', () => {
    const d = parseTextDeck('[metadata]\nName=Burn\nDeckType=constructed\n[Main]\n4 Opt|XLN\nName=Oops\n', 'x.dck');
    expect(d.name).toBe('Burn');
    expect(d.entries.map((e) => [e.count, e.name, e.set])).toEqual([[4, 'Opt', 'XLN']]);
    expect(d.diagnostics.map((x) => x.line)).toEqual([6]);
  });

  it('Magic Workstation: "// NAME : …" names the deck, other comments are notes', () => {
    const d = parseTextDeck('// Deck file for Magic Workstation\n// NAME : Goblins\n// CREATOR : me\n4 [M11] Lightning Bolt\n', 'x.mwDeck');
    expect(d.name).toBe('Goblins');
    expect(d.entries).toHaveLength(1);
  });

  it('the first deck name wins', () => {
    expect(parseTextDeck('About\nName One\nNAME:Two\n4 Opt\n', 'x').name).toBe('One');
  });

  it.each([
    ['1 Counterspell (CMR) 632 *F* #Interaction', 'foil'],
    ['1 Sol Ring (C21) 263 *E*', 'etched'],
    ['1 Ashling, the Limitless <borderless> [ECC] (F)', 'foil'],
    ['1 Counterspell (CMR) 632', undefined],
  ])('%s → finish %s', (line, finish) => {
    const [e] = parseTextDeck(`${line}\n`, 'x').entries;
    expect(e?.finish).toBe(finish);
  });
});
