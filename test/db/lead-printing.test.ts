/**
 * A card of the database reads its lead printing alone (DatabaseCard.leadPrinting: from its card line in a file of
 * format 3 or 4, as the built-in snapshot is; else its first, from the end of its facts line, the first 256 cards a
 * run reads decoding them whole), and a card pool finds a card in through it without decoding its other printings
 * (formats/pool.ts). Held on every card of the built-in card snapshot (data/card-snapshot/cards.db): the lead printing
 * is the decoded list's printing that leadPrintingIndex chooses, and every verdict, reasons included, is the one
 * computed afresh from all the printings; an in-pool card reads no facts line and decodes no printing list.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { readDatabaseFile } from '../../src/db/load.js';
import type { DatabaseFile } from '../../src/db/file.js';
import type { PrintingFacts } from '../../src/cards/facts.js';
import type { PoolId } from '../../src/formats/formats.js';
import { cardInPool, computeCardInPool, leadPrintingIndex } from '../../src/formats/pool.js';
import { REPO } from '../helpers.js';

async function snapshot(): Promise<DatabaseFile> {
  const db = await readDatabaseFile(path.join(REPO, 'data/card-snapshot'));
  if (!db) throw new Error('no data/card-snapshot/cards.db');
  return db;
}

const db = await snapshot();
const fresh = (): DatabaseIndex => new DatabaseIndex(db, embeddedIndex());

/** The printing of `printings` that the card line of a file of format 4 holds. */
const chosen = (index: DatabaseIndex, printings: readonly PrintingFacts[] | undefined) =>
  printings?.[leadPrintingIndex(printings, index.sets())] ?? null;

describe('the lead printing of a database card, read alone', () => {
  it('is the decoded printing leadPrintingIndex chooses (null when it has none), for every card of the built-in snapshot', () => {
    const alone = fresh();
    const whole = fresh();
    const differ: string[] = [];
    let notFirst = 0;
    for (let id = 0; id < db.header.cards; id++) {
      const lead = alone.card(id).leadPrinting?.();
      const printings = whole.card(id).printings;
      const want = chosen(whole, printings);
      if (JSON.stringify(lead) !== JSON.stringify(want)) differ.push(`${whole.card(id).name}: ${JSON.stringify(lead)}`);
      if (want !== null && want !== printings?.[0]) notFirst++;
    }
    expect(differ).toEqual([]);
    expect(notFirst).toBeGreaterThan(1_000);
  });

  it('once the printings are decoded, is the same object as that printing among them', () => {
    const index = fresh();
    const bolt = index.read('Lightning Bolt').card;
    expect(bolt?.printings?.length).toBeGreaterThan(1);
    expect(bolt?.leadPrinting?.()).toBe(chosen(index, bolt?.printings));
  });
});

describe('card pools through the lead printing', () => {
  const pools: readonly (readonly [PoolId, string])[] = [
    ['eternal', '2025-01-15'],
    ['eternal', '1996-01-01'],
    ['modern', '2025-01-15'],
    ['pioneer', '2026-10-01'],
    ['standard', '2025-01-15'],
    ['pauper', '2025-01-15'],
    ['explorer', '2025-01-15'],
    ['arena', '2025-01-15'],
  ];

  it.each(pools)('%s on %s: every card of the snapshot gets the verdict computed afresh from all its printings', (pool, date) => {
    const lazy = fresh();
    const reference = fresh();
    const sets = lazy.sets();
    const differ: string[] = [];
    for (let id = 0; id < db.header.cards; id++) {
      const got = JSON.stringify(cardInPool(lazy.card(id), pool, date, sets));
      // Asked twice: the second answer is the one the card remembered.
      const again = JSON.stringify(cardInPool(lazy.card(id), pool, date, sets));
      const want = JSON.stringify(computeCardInPool(reference.card(id), pool, date, reference.sets()));
      if (got !== want || again !== want) differ.push(`${reference.card(id).name}: ${got} ≠ ${want}`);
    }
    expect(differ).toEqual([]);
  });

  it('a card found in the pool by its lead printing has read no facts line and decoded none of its others', () => {
    const index = fresh();
    // The first 256 cards read decode their printings whole (by JSON.parse: a check of a few decks runs no byte loop).
    for (let id = 0; id < 300; id++) void index.card(id).printings;
    const decoded = countCalls(index, 'factsPrintings');
    const firstReads = countCalls(index, 'factsFirstPrinting');
    const lines = countCalls(index, 'factsLine');
    const bolt = index.read('Lightning Bolt').card;
    if (!bolt) throw new Error('Lightning Bolt is not in the snapshot');
    // As card-not-legal asks: whether it has a printing, then its verdict; its lead printing is its card line's.
    expect(bolt.leadPrinting?.()).not.toBeNull();
    const verdict = cardInPool(bolt, 'eternal', '2025-01-15', index.sets());
    expect(verdict).toEqual({ in: true });
    expect([decoded(), firstReads(), lines()]).toEqual([0, 0, 0]);
    // A card whose lead printing does not count (a card out of Pioneer's pool) reads them all.
    const brainstorm = index.read('Brainstorm').card;
    if (!brainstorm) throw new Error('Brainstorm is not in the snapshot');
    expect(cardInPool(brainstorm, 'pioneer', '2025-01-15', index.sets()).in).toBe(false);
    expect(decoded()).toBe(1);
    expect(bolt.printings?.length).toBeGreaterThan(1);
    expect(decoded()).toBe(2);
  });
});

describe('a check of a few decks', () => {
  it('finds a card in the pool by its card line alone, and decodes its printings whole when asked for them', () => {
    const index = fresh();
    const decoded = countCalls(index, 'factsPrintings');
    const lines = countCalls(index, 'factsLine');
    const bolt = index.read('Lightning Bolt').card;
    if (!bolt) throw new Error('Lightning Bolt is not in the snapshot');
    expect(cardInPool(bolt, 'eternal', '2025-01-15', index.sets()).in).toBe(true);
    expect([decoded(), lines()]).toEqual([0, 0]);
    expect(bolt.leadPrinting?.()).toBe(chosen(index, bolt.printings));
    expect(decoded()).toBe(1);
  });
});

/** Counts the index's calls of `method` from here on (factsPrintings: a card's whole printing list decoded). */
function countCalls(index: DatabaseIndex, method: 'factsPrintings' | 'factsFirstPrinting' | 'factsLine'): () => number {
  const target = index as unknown as Record<typeof method, (id: number) => unknown>;
  const original = target[method].bind(index);
  let calls = 0;
  target[method] = (id: number) => {
    calls++;
    return original(id);
  };
  return () => calls;
}
