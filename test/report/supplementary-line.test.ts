/** The supplementary deck's line in the stylish report. */
import { describe, expect, it } from 'vitest';
import type { SupplementarySummary } from '../../src/model/supplementary.js';
import { supplementaryLine } from '../../src/report/supplementary-line.js';

const schemes: SupplementarySummary = {
  kind: 'schemes', file: 'a.txt', line: 62, cards: 20, distinct: 15, ongoing: 4, planes: null, phenomena: null, other: 0, minimum: 20,
};
const planes: SupplementarySummary = {
  kind: 'planes', file: 'p.txt', line: 1, cards: 11, distinct: 10, ongoing: null, planes: 8, phenomena: 1, other: 2, minimum: 10,
};

describe('supplementaryLine', () => {
  it.each([
    [schemes, 'a.txt', 'scheme deck: 20 schemes, 15 different, 4 ongoing'],
    [{ ...schemes, other: 1 }, 'a.txt', 'scheme deck: 20 cards, 15 different, 4 ongoing, 1 not a scheme'],
    [{ ...schemes, other: 3, file: 's.txt' }, 'a.txt', 'scheme deck (s.txt): 20 cards, 15 different, 4 ongoing, 3 not schemes'],
    [{ ...schemes, file: null, line: null, cards: 0, distinct: 0, ongoing: 0 }, 'a.txt', 'scheme deck: none (at least 20 cards needed)'],
    [planes, 'a.txt', 'planar deck (p.txt): 11 cards, 10 different, 8 planes, 1 phenomenon, 2 neither plane nor phenomenon'],
    [{ ...planes, phenomena: 2, other: 0, file: 'a.txt' }, 'a.txt', 'planar deck: 11 cards, 10 different, 8 planes, 2 phenomena'],
  ] as const)('%#: %s', (summary, deckFile, want) => {
    expect(supplementaryLine(summary, deckFile)).toBe(want);
  });
});
