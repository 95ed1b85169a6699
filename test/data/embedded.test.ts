/** The embedded facts (src/data) compared with the reference data in ../shared/data. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { BASIC_LANDS, FREELY_ADDED_BASICS } from '../../src/data/basics.js';
import { DECK_LIMITS } from '../../src/data/deck-limits.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

interface CardLine {
  name: string;
  supertypes: string[];
  deckLimit?: number | 'any';
}

function loadCards(): CardLine[] {
  return readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as CardLine);
}

describe('embedded facts, self-consistent', () => {
  it('has no duplicate names', () => {
    expect(new Set(BASIC_LANDS.map(nameKey)).size).toBe(BASIC_LANDS.length);
    expect(new Set(DECK_LIMITS.map((d) => nameKey(d.name))).size).toBe(DECK_LIMITS.length);
  });
  it('the freely added Limited basics are basics', () => {
    for (const b of FREELY_ADDED_BASICS) expect(BASIC_LANDS).toContain(b);
    expect(FREELY_ADDED_BASICS).not.toContain('Wastes');
  });
  it('every deck-limit text names its card and states its limit', () => {
    for (const d of DECK_LIMITS) {
      expect(d.text).toContain(d.name);
      if (d.limit === 'any') expect(d.text).toMatch(/^A deck can have any number of cards named /);
    }
  });
});

describe.skipIf(!HAS_SHARED)('embedded facts match ../shared/data', () => {
  const cards = HAS_SHARED ? loadCards() : [];

  it('basic lands: exactly the cards with the Basic supertype', () => {
    const basics = cards.filter((c) => c.supertypes.includes('Basic')).map((c) => c.name);
    expect([...BASIC_LANDS].sort()).toEqual(basics.sort());
    const groups = JSON.parse(readFileSync(path.join(SHARED_DATA, 'special/nontraditional.json'), 'utf8')) as {
      groups: Record<string, string[]>;
    };
    expect([...BASIC_LANDS].sort()).toEqual([...(groups.groups.Basic ?? [])].sort());
  });

  it('deck limits: the reference list, plus the printed ruling of Once More with Feeling', () => {
    const ref = JSON.parse(readFileSync(path.join(SHARED_DATA, 'special/deck_limits.json'), 'utf8')) as {
      cards: { name: string; limit: number | 'any' }[];
    };
    const ours = DECK_LIMITS.filter((d) => d.name !== 'Once More with Feeling').map((d) => [d.name, d.limit]);
    expect(ours.sort()).toEqual(ref.cards.map((c) => [c.name, c.limit]).sort());
    const fromCards = cards.filter((c) => c.deckLimit !== undefined).map((c) => [c.name, c.deckLimit]);
    expect(ours.sort()).toEqual(fromCards.sort());
  });

  it('every embedded name is a real card name', () => {
    const names = new Set(cards.map((c) => c.name));
    for (const n of [...BASIC_LANDS, ...DECK_LIMITS.map((d) => d.name)]) expect(names.has(n), n).toBe(true);
  });
});

describe.skipIf(HAS_SHARED)('reference data', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
