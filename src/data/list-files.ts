/**
 * The formats' list files (data/lists/<format>.json; groups.json apart, data/banlists), as Node loads them:
 * with the module (the CLI bundle reads each file on first use, the bundle script). package.json's browser field puts
 * data/list-files.browser in this module's place, which loads each format's file as a chunk of its own when a check of
 * that format is prepared (loadListData, awaited by prepareCheck); here that is nothing to do.
 */
import type { ListFormat, ListHistoryData } from './banlists.js';
import brawlData from './lists/brawl.json' with { type: 'json' };
import iceAgeBlockData from './lists/ice-age-block.json' with { type: 'json' };
import mirageBlockData from './lists/mirage-block.json' with { type: 'json' };
import tempestBlockData from './lists/tempest-block.json' with { type: 'json' };
import urzaBlockData from './lists/urza-block.json' with { type: 'json' };
import masquesBlockData from './lists/masques-block.json' with { type: 'json' };
import invasionBlockData from './lists/invasion-block.json' with { type: 'json' };
import odysseyBlockData from './lists/odyssey-block.json' with { type: 'json' };
import onslaughtBlockData from './lists/onslaught-block.json' with { type: 'json' };
import mirrodinBlockData from './lists/mirrodin-block.json' with { type: 'json' };
import kamigawaBlockData from './lists/kamigawa-block.json' with { type: 'json' };
import ravnicaBlockData from './lists/ravnica-block.json' with { type: 'json' };
import timeSpiralBlockData from './lists/time-spiral-block.json' with { type: 'json' };
import lorwynShadowmoorBlockData from './lists/lorwyn-shadowmoor-block.json' with { type: 'json' };
import shardsOfAlaraBlockData from './lists/shards-of-alara-block.json' with { type: 'json' };
import zendikarBlockData from './lists/zendikar-block.json' with { type: 'json' };
import scarsOfMirrodinBlockData from './lists/scars-of-mirrodin-block.json' with { type: 'json' };
import innistradBlockData from './lists/innistrad-block.json' with { type: 'json' };
import returnToRavnicaBlockData from './lists/return-to-ravnica-block.json' with { type: 'json' };
import therosBlockData from './lists/theros-block.json' with { type: 'json' };
import khansOfTarkirBlockData from './lists/khans-of-tarkir-block.json' with { type: 'json' };
import battleForZendikarBlockData from './lists/battle-for-zendikar-block.json' with { type: 'json' };
import shadowsOverInnistradBlockData from './lists/shadows-over-innistrad-block.json' with { type: 'json' };
import kaladeshBlockData from './lists/kaladesh-block.json' with { type: 'json' };
import amonkhetBlockData from './lists/amonkhet-block.json' with { type: 'json' };
import ixalanBlockData from './lists/ixalan-block.json' with { type: 'json' };
import commanderData from './lists/commander.json' with { type: 'json' };
import duelCommanderData from './lists/duel-commander.json' with { type: 'json' };
import extendedData from './lists/extended.json' with { type: 'json' };
import historicData from './lists/historic.json' with { type: 'json' };
import legacyData from './lists/legacy.json' with { type: 'json' };
import modernData from './lists/modern.json' with { type: 'json' };
import oathbreakerData from './lists/oathbreaker.json' with { type: 'json' };
import pauperCommanderData from './lists/pauper-commander.json' with { type: 'json' };
import pauperData from './lists/pauper.json' with { type: 'json' };
import pioneerData from './lists/pioneer.json' with { type: 'json' };
import standardBrawlData from './lists/standard-brawl.json' with { type: 'json' };
import premodernData from './lists/premodern.json' with { type: 'json' };
import standardData from './lists/standard.json' with { type: 'json' };
import timelessData from './lists/timeless.json' with { type: 'json' };
import oldSchoolData from './lists/old-school.json' with { type: 'json' };
import gladiatorData from './lists/gladiator.json' with { type: 'json' };
import explorerData from './lists/explorer.json' with { type: 'json' };
import alchemyData from './lists/alchemy.json' with { type: 'json' };
import vintageData from './lists/vintage.json' with { type: 'json' };

/** Every list file, keyed by format id. */
export const LIST_DATA: Readonly<Record<ListFormat, ListHistoryData>> = {
  standard: standardData,
  pioneer: pioneerData,
  modern: modernData,
  legacy: legacyData,
  vintage: vintageData,
  pauper: pauperData,
  commander: commanderData,
  'duel-commander': duelCommanderData,
  brawl: brawlData,
  'standard-brawl': standardBrawlData,
  oathbreaker: oathbreakerData,
  'pauper-commander': pauperCommanderData,
  premodern: premodernData,
  extended: extendedData,
  // Block Constructed (see pools/blocks.json).
  'ice-age-block': iceAgeBlockData,
  'mirage-block': mirageBlockData,
  'tempest-block': tempestBlockData,
  'urza-block': urzaBlockData,
  'masques-block': masquesBlockData,
  'invasion-block': invasionBlockData,
  'odyssey-block': odysseyBlockData,
  'onslaught-block': onslaughtBlockData,
  'mirrodin-block': mirrodinBlockData,
  'kamigawa-block': kamigawaBlockData,
  'ravnica-block': ravnicaBlockData,
  'time-spiral-block': timeSpiralBlockData,
  'lorwyn-shadowmoor-block': lorwynShadowmoorBlockData,
  'shards-of-alara-block': shardsOfAlaraBlockData,
  'zendikar-block': zendikarBlockData,
  'scars-of-mirrodin-block': scarsOfMirrodinBlockData,
  'innistrad-block': innistradBlockData,
  'return-to-ravnica-block': returnToRavnicaBlockData,
  'theros-block': therosBlockData,
  'khans-of-tarkir-block': khansOfTarkirBlockData,
  'battle-for-zendikar-block': battleForZendikarBlockData,
  'shadows-over-innistrad-block': shadowsOverInnistradBlockData,
  'kaladesh-block': kaladeshBlockData,
  'amonkhet-block': amonkhetBlockData,
  'ixalan-block': ixalanBlockData,
  historic: historicData,
  timeless: timelessData,
  // Formats of issue 26: Old School 93/94 and MTG Arena's Gladiator, Explorer and Alchemy.
  'old-school': oldSchoolData,
  gladiator: gladiatorData,
  explorer: explorerData,
  alchemy: alchemyData,
};

export function loadListData(_format: ListFormat): Promise<void> {
  return Promise.resolve();
}
