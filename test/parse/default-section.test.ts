/** parseTextDeck's defaultSection option: how a --schemes / --planes file is read. */
import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';

const entries = (d: ReturnType<typeof parseTextDeck>) => d.entries.map((e) => [e.count, e.name, e.section, e.line]);

describe('parseTextDeck with a default section', () => {
  it('cards before any header belong to it, and blank lines never start a sideboard', () => {
    const d = parseTextDeck('2 Feed the Machine\n\n1 All in Good Time\n\n\n1 Tooth, Claw, and Tail\n', 's.txt', {
      defaultSection: 'schemes',
    });
    expect(entries(d)).toEqual([
      [2, 'Feed the Machine', 'schemes', 1],
      [1, 'All in Good Time', 'schemes', 3],
      [1, 'Tooth, Claw, and Tail', 'schemes', 6],
    ]);
    expect(d.diagnostics).toEqual([]);
  });

  it('headers still switch sections, and set codes are read as usual', () => {
    const d = parseTextDeck('Planes\n1 Akoum [OPC2:9]\nSideboard\n1 Island\nSB: 1 Opt\n', 'p.txt', { defaultSection: 'planes' });
    expect(entries(d)).toEqual([
      [1, 'Akoum', 'planes', 2],
      [1, 'Island', 'sideboard', 4],
      [1, 'Opt', 'sideboard', 5],
    ]);
    expect(d.sectionLines.planes).toBe(1);
  });

  it('without the option a blank line still separates an MTGO sideboard', () => {
    const d = parseTextDeck('4 Opt\n\n2 Negate\n', 'd.txt');
    expect(entries(d)).toEqual([
      [4, 'Opt', 'main', 1],
      [2, 'Negate', 'sideboard', 3],
    ]);
  });

  it('junk is still reported', () => {
    const d = parseTextDeck('2 Feed the Machine\nwhat is this\n', 's.txt', { defaultSection: 'schemes' });
    expect(d.diagnostics.map((f) => [f.rule, f.line])).toEqual([['parse-error', 2]]);
  });

  it('an About block names the deck; the cards after it go to the default section', () => {
    const d = parseTextDeck('About\nName Plots\n2 Feed the Machine\n', 's.txt', { defaultSection: 'schemes' });
    expect(entries(d)).toEqual([[2, 'Feed the Machine', 'schemes', 3]]);
    expect(d.name).toBe('Plots');
    expect(d.diagnostics).toEqual([]);
  });

  it('the main deck as the default: a blank line separates nothing either', () => {
    const d = parseTextDeck('4 Opt\n\n2 Negate\n', 'd.txt', { defaultSection: 'main' });
    expect(entries(d)).toEqual([
      [4, 'Opt', 'main', 1],
      [2, 'Negate', 'main', 3],
    ]);
  });
});
