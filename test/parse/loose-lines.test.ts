/**
 * Lines as people type and paste them: a lower-case or colon-less sideboard mark, a count with a thousands separator,
 * invisible format characters from a web page (removed, with a warning naming the line and the character).
 */
import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';

const read = (text: string) => {
  const d = parseTextDeck(text, 'deck.txt');
  return {
    entries: d.entries.map((e) => [e.count, e.name, e.section, e.line]),
    findings: d.diagnostics.map((f) => [f.severity, f.line, f.message]),
  };
};

describe('loose card lines', () => {
  it.each([
    ['sb: 1 Negate', [1, 'Negate', 'sideboard', 2]],
    ['Sb: 1 Negate', [1, 'Negate', 'sideboard', 2]],
    ['SB 1 Duress', [1, 'Duress', 'sideboard', 2]],
    ['sb 2x Duress', [2, 'Duress', 'sideboard', 2]],
    ['1,000 Relentless Rats', [1000, 'Relentless Rats', 'main', 2]],
    ['1,000x Relentless Rats', [1000, 'Relentless Rats', 'main', 2]],
    ['SB: 1,000 Relentless Rats', [1000, 'Relentless Rats', 'sideboard', 2]],
  ])('%j is a card line', (line, entry) => {
    expect(read(`4 Brainstorm\n${line}\n`)).toEqual({ entries: [[4, 'Brainstorm', 'main', 1], entry], findings: [] });
  });

  it.each(['1,00 Relentless Rats', '1,0000 Relentless Rats', 'SBX 1 Duress', 'sb:1,000'])('%j is still reported', (line) => {
    const r = read(`4 Brainstorm\n${line}\n`);
    expect(r.entries).toEqual([[4, 'Brainstorm', 'main', 1]]);
    expect(r.findings.map(([severity, line]) => [severity, line])).toEqual([['error', 2]]);
  });

  it('"sb:" lines make the file one with named sections: a blank line starts no sideboard', () => {
    expect(read('4 Brainstorm\n\n4 Ponder\nsb: 1 Negate\n').entries).toEqual([
      [4, 'Brainstorm', 'main', 1],
      [4, 'Ponder', 'main', 3],
      [1, 'Negate', 'sideboard', 4],
    ]);
  });
});

describe('invisible format characters', () => {
  it('a zero-width space pasted after a name is removed, and the line is named', () => {
    expect(read('4 Brainstorm\u200b\n56 Island\n')).toEqual({
      entries: [
        [4, 'Brainstorm', 'main', 1],
        [56, 'Island', 'main', 2],
      ],
      findings: [['warning', 1, 'line 1 holds an invisible character (U+200B zero-width space); it is ignored: "4 Brainstorm". Remove it from the file.']],
    });
  });

  it('anywhere on the line, several kinds at once; a byte-order mark is blank space, as before', () => {
    const r = read('\ufeff\u200e4 Brain\u00adstorm\n4\u2060 Ponder\u2069\nSide\u200dboard\n1 Negate\n');
    expect(r.entries).toEqual([
      [4, 'Brainstorm', 'main', 1],
      [4, 'Ponder', 'main', 2],
      [1, 'Negate', 'sideboard', 4],
    ]);
    expect(r.findings.map(([, line, message]) => [line, String(message).replace(/\); it is ignored.*/, ')')])).toEqual([
      [1, 'line 1 holds an invisible character (U+200E left-to-right mark, U+00AD soft hyphen)'],
      [2, 'line 2 holds an invisible character (U+2060 word joiner, U+2069)'],
      [3, 'line 3 holds an invisible character (U+200D zero-width joiner)'],
    ]);
  });
});
