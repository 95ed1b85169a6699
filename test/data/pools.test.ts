/**
 * The pool data (src/data/pools): schema, internal consistency, and against the reference data in ../shared/data
 * (skipped, with the reason shown, when it is absent): set names and release dates agree with cards/sets.json, and the
 * Standard, Pioneer and Modern pools agree with Forge's format definitions (forge_snapshot.json, sets up to Avatar:
 * The Last Airbender), apart from the listed, explained differences.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolSets, POOLS } from '../../src/data/pools.js';
import { blocksSchema, poolSetsSchema, poolsKnownThroughSchema, poolsSchema } from '../../src/data/pools/schema.js';
import setsFile from '../../src/data/pools/sets.json' with { type: 'json' };
import poolsFile from '../../src/data/pools/pools.json' with { type: 'json' };
import blocksFile from '../../src/data/pools/blocks.json' with { type: 'json' };
import knownThroughFile from '../../src/data/pools/known-through.json' with { type: 'json' };
import { poolOn, standardWindows } from '../../src/formats/pool.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const CODES = new Set(poolSets().map((s) => s.code));

describe('pool data: shape and consistency', () => {
  it('matches its schema', () => {
    expect(poolSetsSchema.safeParse(setsFile).error?.issues ?? []).toEqual([]);
    expect(poolsSchema.safeParse(poolsFile).error?.issues ?? []).toEqual([]);
    expect(blocksSchema.safeParse(blocksFile).error?.issues ?? []).toEqual([]);
    expect(poolsKnownThroughSchema.safeParse(knownThroughFile).error?.issues ?? []).toEqual([]);
  });

  it('names each set once, legal on or after release only where a rule says so (P1), before it only for prereleases', () => {
    expect(CODES.size).toBe(poolSets().length);
    for (const s of poolSets()) {
      if (s.legal === undefined) continue;
      expect(s.note ?? '', s.code).toMatch(/prerelease|20th/);
      if (s.legal < s.released) expect(s.note, s.code).toMatch(/prerelease/);
      if (s.released >= '2023-02-01') expect(s.legal <= s.released, s.code).toBe(true);
    }
  });

  it('names only sets of sets.json', () => {
    const named = [
      ...POOLS.standard.rotations.flatMap((r) => [...(r.enters !== undefined ? [r.enters] : []), ...r.sets]),
      POOLS.pioneer.firstSet,
      POOLS.modern.firstSet,
      ...POOLS.modern.additions,
      ...POOLS.extended.periods.flatMap((p) => [p.firstSet, ...(p.extraSets ?? [])]),
      ...POOLS.premodern.sets,
      ...POOLS.blocks.list.flatMap((b) => b.sets.map((x) => x.code)),
    ];
    expect(named.filter((c) => !CODES.has(c))).toEqual([]);
  });

  it('has Standard rotations in order, each period holding the set that enters', () => {
    const legal = (code: string): string => poolSets().find((s) => s.code === code)?.legal ?? poolSets().find((s) => s.code === code)?.released ?? '';
    const days = POOLS.standard.rotations.map((r) => r.from ?? legal(r.enters ?? ''));
    expect(days.every((d) => d !== '')).toBe(true);
    expect([...days].sort()).toEqual(days);
    for (const r of POOLS.standard.rotations) if (r.enters !== undefined) expect(r.sets, r.enters).toContain(r.enters);
    expect(days[0]).toBe(POOLS.standard.coversFrom);
  });

  it('has Extended periods in order, from 1997-07-01, and Premodern the 29 sets of RULES.md §11.5', () => {
    const from = POOLS.extended.periods.map((p) => p.from);
    expect([...from].sort()).toEqual(from);
    expect(from[0]).toBe('1997-07-01');
    expect(POOLS.premodern.sets).toHaveLength(29);
  });

  it('puts in Standard at Edge of Eternities exactly the sets its release notes list (RULES.md §11.1)', () => {
    const atEoe = [...(poolOn('standard', '2025-07-25').sets ?? [])].sort();
    expect(atEoe).toEqual(['BIG', 'BLB', 'DFT', 'DSK', 'EOE', 'FDN', 'FIN', 'LCI', 'MKM', 'OTJ', 'TDM', 'WOE'].sort());
  });

  it('keeps Foundations in Standard to the end of the table ("through 2029")', () => {
    expect(standardWindows().get('FDN')?.until).toBeUndefined();
  });
});

/**
 * Sets Forge lists that the tables here leave out, and why. They reprint cards that have a printing in a listed set,
 * so they never change the pool.
 */
const FORGE_ONLY: Readonly<Record<string, string>> = {
  CFX: 'Forge\'s code for Conflux (CON here)',
  MMA: 'Modern Masters: reprints only',
  MM2: 'Modern Masters 2015: reprints only',
  MM3: 'Modern Masters 2017: reprints only',
  DPA: 'Duels of the Planeswalkers: reprints only',
  MD1: 'Modern Event Deck: reprints only',
  GK1: 'Guild Kits: reprints only',
  GK2: 'Guild Kits: reprints only',
  DBL: 'Innistrad: Double Feature: reprints of MID and VOW',
  Q06: 'Pioneer Challenger Decks 2021: reprints only',
};

interface SharedSet {
  readonly name: string;
  readonly releaseDate: string;
}

function readShared(file: string): unknown {
  return JSON.parse(readFileSync(path.join(SHARED_DATA, file), 'utf8'));
}

if (!HAS_SHARED) {
  describe('pool data against the reference data', () => {
    it.skip(`skipped: ${SHARED_SKIP_REASON}`, () => {});
  });
}

describe.skipIf(!HAS_SHARED)('pool data against the reference data', () => {
  it('gives each set the name and release date of cards/sets.json, apart from the corrected dates', () => {
    const shared = (readShared('cards/sets.json') as { sets: Record<string, SharedSet> }).sets;
    const problems: string[] = [];
    for (const s of poolSets()) {
      const ref = shared[s.code];
      if (!ref) {
        problems.push(`${s.code}: not in sets.json`);
        continue;
      }
      if (ref.name !== s.name) problems.push(`${s.code}: name ${s.name} vs ${ref.name}`);
      const corrected = /XMage gives/.test(s.note ?? '');
      if (ref.releaseDate !== s.released && !corrected) problems.push(`${s.code}: released ${s.released} vs ${ref.releaseDate}`);
      if (corrected) expect(ref.releaseDate, s.code).not.toBe(s.released);
    }
    expect(problems).toEqual([]);
  });

  for (const [forgeName, pool, day] of [
    ['Standard', 'standard', '2025-11-21'],
    ['Pioneer', 'pioneer', '2025-11-21'],
    ['Modern', 'modern', '2025-11-21'],
  ] as const) {
    it(`${forgeName} on ${day} uses Forge's sets, apart from reprint-only products`, () => {
      const forge = (readShared('banlists/forge_snapshot.json') as { formats: Record<string, { sets: string[] }> }).formats[forgeName];
      const theirs = (forge?.sets ?? []).filter((c) => !(c in FORGE_ONLY)).sort();
      const ours = [...(poolOn(pool, day).sets ?? [])].filter((c) => c !== 'CON').sort();
      expect(ours).toEqual(theirs);
    });
  }
});
