/**
 * planar-deck-phenomena-max: the phenomena named in alphabetical order (a repeated one with its number), every line
 * that holds one in line order (a phenomenon written twice is two lines), the first of them pointed at.
 */
import { describe, expect, it } from 'vitest';
import { ruleFindings } from './rule-cases.js';

describe('planar-deck-phenomena-max', () => {
  it('names the phenomena in order and relates their lines in line order', async () => {
    const found = await ruleFindings('planar-deck-phenomena-max', {
      format: 'casual',
      variant: 'planechase',
      decks: ['Deck\n60 Mountain\n\nPlanes\n1 Spatial Merging\n1 Interplanar Tunnel\n1 Akoum\n1 Chaotic Aether\n1 Spatial Merging'],
    });
    expect(found).toHaveLength(1);
    const f = found[0];
    expect(f).toMatchObject({ severity: 'error', file: 'deck-1.txt', line: 5, column: 1, section: 'planes', count: 4, limit: 2 });
    expect(f?.related.map((l) => l.line)).toEqual([5, 6, 8, 9]);
    expect(f?.message).toBe(
      'The planar deck holds 4 phenomenon cards (2 Spatial Merging, Chaotic Aether, Interplanar Tunnel); no more than 2 ' +
        'cards in a planar deck can be phenomenon cards (CR 901.3). Replace 2 with planes.',
    );
  });

  it('two phenomena are allowed', async () => {
    const found = await ruleFindings('planar-deck-phenomena-max', {
      format: 'casual',
      variant: 'planechase',
      decks: ['Deck\n60 Mountain\n\nPlanes\n1 Spatial Merging\n1 Akoum\n1 Chaotic Aether'],
    });
    expect(found).toEqual([]);
  });
});
