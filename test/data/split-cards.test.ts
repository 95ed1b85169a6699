/** The split-card names used for writing MTGO names, compared with the card layouts in ../shared/data. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { SLASH_NAMES, SPLIT_CARDS } from '../../src/data/split-cards.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

interface CardLine {
  name: string;
  layout: string | null;
  faces?: string[];
}

describe('split-card facts, self-consistent', () => {
  it('every split card has two or more halves joined by " // ", no duplicates', () => {
    for (const n of SPLIT_CARDS) expect(n.split(' // ').length, n).toBeGreaterThanOrEqual(2);
    expect(new Set(SPLIT_CARDS.map(nameKey)).size).toBe(SPLIT_CARDS.length);
  });
  it('the slash names are not split cards', () => {
    for (const n of SLASH_NAMES) expect(SPLIT_CARDS.map(nameKey)).not.toContain(nameKey(n));
  });
});

describe.skipIf(!HAS_SHARED)('split-card facts match ../shared/data', () => {
  const cards = HAS_SHARED
    ? readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as CardLine)
    : [];

  it('SPLIT_CARDS: exactly the cards with layout split or aftermath', () => {
    const ref = cards.filter((c) => c.layout === 'split' || c.layout === 'aftermath').map((c) => c.name);
    expect([...SPLIT_CARDS].sort()).toEqual(ref.sort());
  });

  it('SLASH_NAMES: exactly the one-face names that contain a slash but no " // "', () => {
    const ref = cards.filter((c) => !c.faces && c.name.includes('/') && !c.name.includes(' // ')).map((c) => c.name);
    expect([...SLASH_NAMES].sort()).toEqual(ref.sort());
  });
});

describe.skipIf(HAS_SHARED)('split-card facts match ../shared/data (skipped)', () => {
  it.skip(SHARED_SKIP_REASON, () => {});
});
