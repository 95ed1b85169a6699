/**
 * The embedded scheme, plane, phenomenon and Vanguard lists (src/data/schemes.ts, planes.ts, vanguard.ts) compared with the
 * reference data in ../shared/data: special/schemes.json, special/planar.json, special/nontraditional.json, and the
 * card types in cards/cards.ndjson. Skipped, with the reason shown, when that folder is absent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { PHENOMENA, PLANES } from '../../src/data/planes.js';
import { SCHEMES } from '../../src/data/schemes.js';
import { VANGUARDS } from '../../src/data/vanguard.js';
import { editDistance, embeddedSpecialCards } from '../../src/variants/special-cards.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

function json<T>(rel: string): T {
  return JSON.parse(readFileSync(path.join(SHARED_DATA, rel), 'utf8')) as T;
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('embedded scheme and planar lists, self-consistent', () => {
  it('no two names are the same card by the card-identity rules, within or across the lists', () => {
    const all = [...SCHEMES.map((s) => s.name), ...PLANES, ...PHENOMENA, ...VANGUARDS];
    expect(new Set(all.map(nameKey)).size).toBe(all.length);
  });

  it('lookup follows the card-identity rules and tells the types apart', () => {
    const special = embeddedSpecialCards();
    expect(special.lookup('feed the machine')).toEqual({ name: 'Feed the Machine', type: 'scheme', ongoing: false });
    expect(special.lookup('I KNOW ALL,  I SEE ALL')).toMatchObject({ name: 'I Know All, I See All', ongoing: true });
    expect(special.lookup('Perhaps You’ve Met My Cohort')?.name).toBe("Perhaps You've Met My Cohort");
    expect(special.lookup('Akoum')?.type).toBe('plane');
    expect(special.lookup('Chaotic Aether')?.type).toBe('phenomenon');
    expect(special.lookup('Lightning Bolt')).toBeUndefined();
    expect(special.counts).toEqual({ scheme: SCHEMES.length, plane: PLANES.length, phenomenon: PHENOMENA.length });
  });

  it('suggestions: close names of the wanted type only, best first', () => {
    const special = embeddedSpecialCards();
    expect(special.suggest('Feed the Machien', ['scheme'])).toEqual(['Feed the Machine']);
    expect(special.suggest('Akuom', ['plane', 'phenomenon'])).toEqual(['Akoum']);
    expect(special.suggest('Akuom', ['scheme'])).toEqual([]);
    expect(special.suggest('Lightning Bolt', ['scheme'])).toEqual([]);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe.skipIf(!HAS_SHARED)('embedded scheme and planar lists match ../shared/data', () => {
  it('schemes: every scheme of special/schemes.json, with its ongoing flag', () => {
    const ref = json<{ count: number; ongoingCount: number; schemes: { name: string; ongoing: boolean }[] }>(
      'special/schemes.json',
    );
    expect(SCHEMES.map((s) => [s.name, s.ongoing]).sort()).toEqual(ref.schemes.map((s) => [s.name, s.ongoing]).sort());
    expect(SCHEMES).toHaveLength(ref.count);
    expect(SCHEMES.filter((s) => s.ongoing)).toHaveLength(ref.ongoingCount);
  });

  it('planes and phenomena: every card of special/planar.json, by type', () => {
    const ref = json<{ planes: number; phenomena: number; cards: { name: string; type: string }[] }>('special/planar.json');
    expect(sorted(PLANES)).toEqual(sorted(ref.cards.filter((c) => c.type === 'Plane').map((c) => c.name)));
    expect(sorted(PHENOMENA)).toEqual(sorted(ref.cards.filter((c) => c.type === 'Phenomenon').map((c) => c.name)));
    expect([PLANES.length, PHENOMENA.length]).toEqual([ref.planes, ref.phenomena]);
  });

  it('the groups of special/nontraditional.json agree', () => {
    const groups = json<{ groups: Record<string, string[]> }>('special/nontraditional.json').groups;
    expect(sorted(SCHEMES.map((s) => s.name))).toEqual(sorted(groups.Scheme ?? []));
    expect(sorted(PLANES)).toEqual(sorted(groups.Plane ?? []));
    expect(sorted(PHENOMENA)).toEqual(sorted(groups.Phenomenon ?? []));
    expect(sorted(VANGUARDS)).toEqual(sorted(groups.Vanguard ?? []));
  });

  it('the card list agrees: types Scheme / Plane / Phenomenon / Vanguard, supertype Ongoing', () => {
    const lines = readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8').split('\n');
    const schemes: [string, boolean][] = [];
    const planes: string[] = [];
    const phenomena: string[] = [];
    const vanguards: string[] = [];
    for (const line of lines) {
      // Cheap pre-filter: only lines that can hold one of the three types are parsed.
      if (!/"(?:Scheme|Plane|Phenomenon|Vanguard)"/.test(line)) continue;
      const c = JSON.parse(line) as { name: string; types: string[]; supertypes: string[] };
      if (c.types.includes('Scheme')) schemes.push([c.name, c.supertypes.includes('Ongoing')]);
      if (c.types.includes('Plane')) planes.push(c.name);
      if (c.types.includes('Phenomenon')) phenomena.push(c.name);
      if (c.types.includes('Vanguard')) vanguards.push(c.name);
    }
    expect(sorted(VANGUARDS)).toEqual(sorted(vanguards));
    expect(SCHEMES.map((s) => [s.name, s.ongoing]).sort()).toEqual(schemes.sort());
    expect(sorted(PLANES)).toEqual(sorted(planes));
    expect(sorted(PHENOMENA)).toEqual(sorted(phenomena));
  });
});

describe.skipIf(HAS_SHARED)('reference data for the scheme and planar lists', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
