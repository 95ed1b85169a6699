/**
 * The supplementary-deck helpers (src/rules/supplementary-shared.ts) with a scheme deck given in two places: a
 * "Schemes" section of the decklist and a --schemes file. A card's lines are listed by file name, then line, whatever
 * order they were read in; the finding stands on the first of them, with its file.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';

async function findings(rule: string, deckFile: string, schemesFile: string) {
  const prepared = await prepareCheck({ variant: 'archenemy', date: '2025-01-15' });
  const report = checkTexts(prepared, [
    {
      file: deckFile,
      text: 'Deck\n60 Mountain\n\nSchemes\n2 Feed the Machine\n1 Lightning Bolt\n',
      supplementary: { file: schemesFile, text: 'Schemes\n1 Feed the Machine\n2 Lightning Bolt\n' },
    },
  ]);
  return report.findings.filter((f) => f.rule === rule).map((f) => ({ ...f, related: f.related.map((l) => [l.file, l.line]) }));
}

describe('a scheme deck in the decklist and in a --schemes file', () => {
  it.each([
    // The decklist is read first; the --schemes file's name sorts first here, so its lines come first.
    ['zz-deck.txt', 'aa-schemes.txt', 'aa-schemes.txt', 2, 'zz-deck.txt', 5],
    ['aa-deck.txt', 'zz-schemes.txt', 'aa-deck.txt', 5, 'zz-schemes.txt', 2],
  ] as const)('deck %s, schemes %s: scheme-copies-max on %s line %i', async (deckFile, schemesFile, file, line, other, otherLine) => {
    const found = await findings('scheme-copies-max', deckFile, schemesFile);
    // Feed the Machine 2 + 1, Lightning Bolt 1 + 2 (not a scheme, but copies are counted all the same), each on the next line.
    expect(found.map((f) => [f.card, f.count, f.limit, f.file, f.line, f.column, f.section, f.related])).toEqual([
      ['Feed the Machine', 3, 2, file, line, 1, 'schemes', [[file, line], [other, otherLine]]],
      ['Lightning Bolt', 3, 2, file, line + 1, 1, 'schemes', [[file, line + 1], [other, otherLine + 1]]],
    ]);
  });

  it.each([
    ['zz-deck.txt', 'aa-schemes.txt', 'aa-schemes.txt', 3, [['aa-schemes.txt', 3], ['zz-deck.txt', 6]]],
    ['aa-deck.txt', 'zz-schemes.txt', 'aa-deck.txt', 6, [['aa-deck.txt', 6], ['zz-schemes.txt', 3]]],
  ] as const)('deck %s, schemes %s: scheme-deck-only-schemes on %s line %i', async (deckFile, schemesFile, file, line, related) => {
    const found = await findings('scheme-deck-only-schemes', deckFile, schemesFile);
    expect(found.map((f) => [f.card, f.count, f.file, f.line, f.column, f.section, f.related])).toEqual([
      ['Lightning Bolt', 3, file, line, 1, 'schemes', related],
    ]);
  });
});
