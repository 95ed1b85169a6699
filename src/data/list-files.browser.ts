/**
 * The formats' list files in a browser (package.json's browser field puts this module in data/list-files's place): each
 * format's file a chunk of its own, loaded when a check of that format is prepared (loadListData, awaited by
 * prepareCheck through data/banlists loadListHistory), so that a page checking Modern loads Modern's list alone.
 * A list read before it is loaded is an error saying so.
 */
import type { ListFormat, ListHistoryData } from './banlists.js';

const LOADERS: Readonly<Record<ListFormat, () => Promise<{ readonly default: unknown }>>> = {
  standard: () => import('./lists/standard.json', { with: { type: 'json' } }),
  pioneer: () => import('./lists/pioneer.json', { with: { type: 'json' } }),
  modern: () => import('./lists/modern.json', { with: { type: 'json' } }),
  legacy: () => import('./lists/legacy.json', { with: { type: 'json' } }),
  vintage: () => import('./lists/vintage.json', { with: { type: 'json' } }),
  pauper: () => import('./lists/pauper.json', { with: { type: 'json' } }),
  commander: () => import('./lists/commander.json', { with: { type: 'json' } }),
  'duel-commander': () => import('./lists/duel-commander.json', { with: { type: 'json' } }),
  brawl: () => import('./lists/brawl.json', { with: { type: 'json' } }),
  'standard-brawl': () => import('./lists/standard-brawl.json', { with: { type: 'json' } }),
  oathbreaker: () => import('./lists/oathbreaker.json', { with: { type: 'json' } }),
  'pauper-commander': () => import('./lists/pauper-commander.json', { with: { type: 'json' } }),
  premodern: () => import('./lists/premodern.json', { with: { type: 'json' } }),
  extended: () => import('./lists/extended.json', { with: { type: 'json' } }),
  'ice-age-block': () => import('./lists/ice-age-block.json', { with: { type: 'json' } }),
  'mirage-block': () => import('./lists/mirage-block.json', { with: { type: 'json' } }),
  'tempest-block': () => import('./lists/tempest-block.json', { with: { type: 'json' } }),
  'urza-block': () => import('./lists/urza-block.json', { with: { type: 'json' } }),
  'masques-block': () => import('./lists/masques-block.json', { with: { type: 'json' } }),
  'invasion-block': () => import('./lists/invasion-block.json', { with: { type: 'json' } }),
  'odyssey-block': () => import('./lists/odyssey-block.json', { with: { type: 'json' } }),
  'onslaught-block': () => import('./lists/onslaught-block.json', { with: { type: 'json' } }),
  'mirrodin-block': () => import('./lists/mirrodin-block.json', { with: { type: 'json' } }),
  'kamigawa-block': () => import('./lists/kamigawa-block.json', { with: { type: 'json' } }),
  'ravnica-block': () => import('./lists/ravnica-block.json', { with: { type: 'json' } }),
  'time-spiral-block': () => import('./lists/time-spiral-block.json', { with: { type: 'json' } }),
  'lorwyn-shadowmoor-block': () => import('./lists/lorwyn-shadowmoor-block.json', { with: { type: 'json' } }),
  'shards-of-alara-block': () => import('./lists/shards-of-alara-block.json', { with: { type: 'json' } }),
  'zendikar-block': () => import('./lists/zendikar-block.json', { with: { type: 'json' } }),
  'scars-of-mirrodin-block': () => import('./lists/scars-of-mirrodin-block.json', { with: { type: 'json' } }),
  'innistrad-block': () => import('./lists/innistrad-block.json', { with: { type: 'json' } }),
  'return-to-ravnica-block': () => import('./lists/return-to-ravnica-block.json', { with: { type: 'json' } }),
  'theros-block': () => import('./lists/theros-block.json', { with: { type: 'json' } }),
  'khans-of-tarkir-block': () => import('./lists/khans-of-tarkir-block.json', { with: { type: 'json' } }),
  'battle-for-zendikar-block': () => import('./lists/battle-for-zendikar-block.json', { with: { type: 'json' } }),
  'shadows-over-innistrad-block': () => import('./lists/shadows-over-innistrad-block.json', { with: { type: 'json' } }),
  'kaladesh-block': () => import('./lists/kaladesh-block.json', { with: { type: 'json' } }),
  'amonkhet-block': () => import('./lists/amonkhet-block.json', { with: { type: 'json' } }),
  'ixalan-block': () => import('./lists/ixalan-block.json', { with: { type: 'json' } }),
  historic: () => import('./lists/historic.json', { with: { type: 'json' } }),
  timeless: () => import('./lists/timeless.json', { with: { type: 'json' } }),
  'old-school': () => import('./lists/old-school.json', { with: { type: 'json' } }),
  gladiator: () => import('./lists/gladiator.json', { with: { type: 'json' } }),
  explorer: () => import('./lists/explorer.json', { with: { type: 'json' } }),
  alchemy: () => import('./lists/alchemy.json', { with: { type: 'json' } }),
};

const loaded = new Map<ListFormat, ListHistoryData>();

/** Every list file, keyed by format id: each readable once loadListData has loaded it. */
export const LIST_DATA: Readonly<Record<ListFormat, ListHistoryData>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(LOADERS).map((id) => [
      id,
      {
        enumerable: true,
        get: (): ListHistoryData => {
          const data = loaded.get(id);
          if (!data) throw new Error(`deckcheck/browser: the ${id} list is loaded by prepareCheck of a ${id} check; none was prepared`);
          return data;
        },
      },
    ]),
  ),
) as Readonly<Record<ListFormat, ListHistoryData>>;

export async function loadListData(format: ListFormat): Promise<void> {
  const load = Object.hasOwn(LOADERS, format) ? LOADERS[format] : undefined;
  if (load === undefined || loaded.has(format)) return;
  // The files are validated against data/lists/schema by test/data/banlists.test.ts.
  loaded.set(format, (await load()).default as ListHistoryData);
}
