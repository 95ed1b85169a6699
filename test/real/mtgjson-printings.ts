/**
 * Reads an MTGJSON AllPrintings file (gzip) from ../shared/data into what the pool engine reads: each card with its
 * printings (set, rarity, availability, own date, promo/funny/rebalanced flags), types and 2022-style legalities, and
 * the set table. Used by the real-data pool tests, which read the data directly so they run without a card database.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Platform, PrintingFacts, Rarity, SetFacts } from '../../src/cards/facts.js';

interface MjCard {
  name: string;
  rarity: string;
  availability?: string[];
  originalReleaseDate?: string;
  isPromo?: boolean;
  isFunny?: boolean;
  isRebalanced?: boolean;
  borderColor?: string;
  securityStamp?: string;
  legalities?: Record<string, string>;
  types?: string[];
  supertypes?: string[];
}
interface MjSet {
  code: string;
  name: string;
  releaseDate: string;
  type: string;
  isOnlineOnly?: boolean;
  isForeignOnly?: boolean;
  parentCode?: string;
  cards: MjCard[];
}

export interface MjPoolCard {
  readonly name: string;
  readonly basic: boolean;
  readonly types: readonly string[];
  /**
   * MTGJSON legalities (absent key: not legal): the first printing read, with any key a later printing adds. The keys
   * are the same on every printing but for `oldschool`, which MTGJSON gives only on the printings its reprint policy
   * allows (the original-frame ones): the card is legal when one of them is.
   */
  readonly legalities: Record<string, string>;
  readonly printings: PrintingFacts[];
}

const RARITIES: readonly Rarity[] = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'];

export function readAllPrintings(file: string): { cards: Map<string, MjPoolCard>; sets: Map<string, SetFacts> } {
  const data = (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { data: Record<string, MjSet> }).data;
  const cards = new Map<string, MjPoolCard>();
  const sets = new Map<string, SetFacts>();
  for (const set of Object.values(data)) {
    sets.set(set.code, {
      code: set.code,
      name: set.name,
      releaseDate: set.releaseDate,
      type: set.type,
      onlineOnly: set.isOnlineOnly === true,
      foreignOnly: set.isForeignOnly === true,
      ...(set.parentCode ? { parentCode: set.parentCode } : {}),
    });
    for (const c of set.cards) {
      let card = cards.get(c.name);
      if (!card) {
        card = {
          name: c.name,
          basic: (c.supertypes ?? []).includes('Basic'),
          types: c.types ?? [],
          legalities: { ...(c.legalities ?? {}) },
          printings: [],
        };
        cards.set(c.name, card);
      } else {
        for (const [k, v] of Object.entries(c.legalities ?? {})) if (card.legalities[k] === undefined) card.legalities[k] = v;
      }
      const funny = c.isFunny === true || c.borderColor === 'silver' || c.borderColor === 'gold' || c.securityStamp === 'acorn';
      card.printings.push({
        set: set.code,
        rarity: RARITIES.find((r) => r === c.rarity) ?? 'special',
        availability: (c.availability ?? []).filter((a): a is Platform => a === 'paper' || a === 'mtgo' || a === 'arena'),
        ...(c.originalReleaseDate ? { date: c.originalReleaseDate } : {}),
        ...(c.isPromo ? { promo: true } : {}),
        ...(funny ? { funny: true } : {}),
        ...(c.isRebalanced ? { rebalanced: true } : {}),
      });
    }
  }
  return { cards, sets };
}
