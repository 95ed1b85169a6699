/**
 * unknown-card on the name of a melded permanent (data/meld-results): "Brisela, Voice of Nightmares" is the two back
 * faces of Bruna and Gisela combined, no card of its own. With the built-in card data it was "not a card name … No
 * card has a similar name" before the data's date and a "newer card?" warning after it; it is an error on any day that
 * names the two meld cards. The list is compared with the reference card list's melded permanents.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts, prepareCheck } from '../../src/index.js';
import { MELD_RESULTS } from '../../src/data/meld-results.js';
import { meldResult } from '../../src/cards/meld.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const ROWS = [
  {
    what: 'the melded permanent in the main deck, before the data\'s date: an error naming its two cards',
    date: '2025-01-15',
    text: '1 Brisela, Voice of Nightmares\n59 Island\n',
    expected: [{ rule: 'unknown-card', severity: 'error', line: 1, suggestions: [], message: /^"Brisela, Voice of Nightmares" is the melded permanent of Bruna, the Fading Light and Gisela, the Broken Blade: .*\(CR 701\.42a\).* List the cards: Bruna, the Fading Light and Gisela, the Broken Blade/ }],
  },
  {
    what: 'after the data\'s date: still an error, not a "newer card?" warning',
    date: '2026-12-01',
    text: '60 Island\nSideboard\n1 chittering host\n',
    expected: [{ rule: 'unknown-card', severity: 'error', line: 3, suggestions: [], message: /^"chittering host" is the melded permanent of Graf Rats and Midnight Scavengers/ }],
  },
  {
    what: 'the two meld cards themselves: legal',
    date: '2025-01-15',
    text: '1 Bruna, the Fading Light\n1 Gisela, the Broken Blade\n58 Island\n',
    expected: [],
  },
  {
    what: 'a misspelled ordinary card is still an unknown card with its suggestion',
    date: '2025-01-15',
    text: '1 Lightnig Bolt\n59 Island\n',
    expected: [{ rule: 'unknown-card', severity: 'error', line: 1, suggestions: ['Lightning Bolt', 'Lightning Colt'], message: /is not a card name in the built-in card data/ }],
  },
];

describe('unknown-card: the name of a melded permanent, with the built-in card data', () => {
  it.each(ROWS)('$what', async ({ date, text, expected }) => {
    const report = checkTexts(await prepareCheck({ format: 'legacy', date }), [{ file: 'deck.txt', text }]);
    expect(report.findings).toHaveLength(expected.length);
    expected.forEach((want, i) => expect(report.findings[i]).toMatchObject(want));
  });

  it('reads the name as a name key reads it (case, accents, punctuation)', () => {
    expect(meldResult('HANWEIR, THE WRITHING TOWNSHIP')?.parts).toEqual(['Hanweir Battlements', 'Hanweir Garrison']);
    expect(meldResult('Hanweir Garrison')).toBeUndefined();
  });
});

describe.skipIf(!HAS_SHARED)('the melded permanents match ../shared/data', () => {
  const cards = readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('meld'))
    .map((l) => JSON.parse(l) as { name: string; layout?: string; flags?: string[] });

  it('every melded permanent of the reference list is in the list', () => {
    const reference = cards.filter((c) => c.flags?.includes('meldResult')).map((c) => c.name);
    expect(reference.length).toBeGreaterThanOrEqual(3);
    for (const name of reference) expect(meldResult(name)?.result).toBe(name);
  });

  it('every meld card the list names is a meld card of the reference list', () => {
    const meldCards = new Set(cards.filter((c) => c.layout === 'meld' && !c.flags?.includes('meldResult')).map((c) => c.name));
    const named = MELD_RESULTS.flatMap((m) => m.parts);
    const missing = named.filter((n) => !meldCards.has(n));
    // The reference list's cards of 2022 sets carry their layout; the newer pairs may be listed without it.
    expect(missing.filter((n) => cards.some((c) => c.name === n && c.layout !== undefined && c.layout !== 'meld'))).toEqual([]);
    expect(named.length - missing.length).toBeGreaterThanOrEqual(6);
  });
});

describe.skipIf(HAS_SHARED)('reference data for the melded permanents', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
