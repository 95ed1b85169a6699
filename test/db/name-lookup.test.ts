/**
 * The name side of the card database read in place: a name's card ids read from the bytes of the names section, the
 * suggestion index read from the file (trigram windows, character counts from UTF-8 bytes) giving the same names as
 * the plain definition, and damaged name and suggestion sections never crashing a lookup.
 */
import { describe, expect, it } from 'vitest';
import type { Resolution } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { DatabaseIndex, FileSuggestIndex, SCANS_BEFORE_WHOLE } from '../../src/db/database-index.js';
import { decodeDatabase, encodeDatabase, type CompiledCard, type NameRecord, type SectionName } from '../../src/db/file.js';
import { candidateMasks, MAX_POSITION, postingKey, postingKeys, Suggester, suggestNames, typoBudget } from '../../src/db/suggest.js';
import { rng } from '../helpers.js';
import { plainSuggestions, testHeader } from './db-helpers.js';

/**
 * A database of these card names (one card each, no facts), as the import writes it; `masks: false` leaves out the
 * stored character masks, as files written before them are; `postings: false` the stored postings too, as the compact
 * profile does (the built-in card data: the reader makes them in memory).
 */
function databaseOf(names: readonly string[], { masks = true, postings: stored = true }: { masks?: boolean; postings?: boolean } = {}): Buffer {
  const cards: CompiledCard[] = names.map((name) => ({ name, supertypes: [], types: ['Creature'], legal: '', facts: '[]' }));
  const records: NameRecord[] = names.map((name, id) => ({ key: nameKey(name), cards: [id], faces: [], aliases: [] }));
  const candidates = names
    .map((name) => ({ key: nameKey(name), name }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.name < y.name ? -1 : 1));
  const postings = new Map<number, number[]>();
  candidates.forEach((c, i) => {
    for (const k of postingKeys(c.key)) postings.set(k, [...(postings.get(k) ?? []), i]);
  });
  const info = testHeader({ cards: cards.length, names: records.length });
  const withMasks = masks ? { masks: candidateMasks(candidates.map((c) => c.key)) } : {};
  return encodeDatabase(info, cards, records, [], { candidates, postings: stored ? postings : new Map(), ...withMasks });
}

/** Seeded names: words of a small alphabet (so typos meet many names), some with accented, Greek, CJK or emoji letters. */
function names(count: number, seed: number): string[] {
  const random = rng(seed);
  const letters = ['a', 'e', 'i', 'o', 'r', 's', 't', 'n', 'l', 'é', 'Ψ', '龍', '🐉'];
  const word = (): string => {
    const length = 2 + Math.floor(random() * 7);
    let w = '';
    for (let i = 0; i < length; i++) w += letters[Math.floor(random() * (random() < 0.9 ? 9 : letters.length))];
    return w;
  };
  const out = new Set<string>();
  while (out.size < count) {
    const words = 1 + Math.floor(random() * 4);
    out.add(Array.from({ length: words }, word).join(random() < 0.2 ? ', ' : ' '));
  }
  return [...out];
}

/** A name with one to three random edits. */
function typo(name: string, random: () => number): string {
  const chars = [...name];
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * chars.length);
    const r = random();
    if (r < 0.3) chars.splice(at, 1);
    else if (r < 0.6) chars.splice(at, 0, 'aeiou🐉'[Math.floor(random() * 5)] ?? 'a');
    else if (r < 0.8) chars[at] = 'rstΨ'[Math.floor(random() * 4)] ?? 'r';
    else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at] ?? ''];
  }
  return chars.join('');
}

describe.each([
  ['with stored character masks', true, true],
  ['without them (a file written before them)', false, true],
  ['without masks and postings (the compact profile: the postings made in memory, ASCII keys from their bytes)', false, false],
])('names read from the database file, %s', (_label, masks, postings) => {
  const all = names(400, 12);
  const index = new DatabaseIndex(decodeDatabase(databaseOf(all, { masks, postings })));

  it('the file has the masks section exactly when they were stored, and postings exactly when they were', () => {
    const { header, range } = decodeDatabase(databaseOf(all, { masks, postings }));
    expect(range.suggestMasks !== undefined).toBe(masks);
    expect(header.postingKeys > 0).toBe(postings);
  });

  it('every name resolves to its card, exact as written and normalised in capitals', () => {
    all.forEach((name) => {
      expect(index.resolve(name)).toMatchObject({ kind: 'exact', card: { name } });
      expect(index.resolve(name.toUpperCase())).toMatchObject({ kind: 'normalized', card: { name } });
    });
  });

  it('a misspelled name gets the names the plain definition gives, read from the file (seeded, non-ASCII included)', () => {
    const random = rng(34);
    const candidates = all.map((name) => ({ key: nameKey(name), name }));
    let checked = 0;
    for (let n = 0; n < 600; n++) {
      const written = typo(all[Math.floor(random() * all.length)] ?? '', random);
      const key = nameKey(written);
      if (candidates.some((c) => c.key === key) || key === '') continue;
      const want = plainSuggestions(key, candidates);
      const r = index.resolve(written);
      expect(r.kind, written).toBe('unknown');
      expect(r.kind === 'unknown' && r.suggestions, written).toEqual(want);
      // The in-memory index (small lists, no database) gives the same names.
      expect(suggestNames(key, candidates), written).toEqual(want);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('long names (the trigram windows) get the names the plain definition gives (seeded)', () => {
    const random = rng(56);
    const long = names(300, 78).map((n) => `${n} ${n}`);
    const candidates = long.map((name) => ({ key: nameKey(name), name }));
    for (let n = 0; n < 300; n++) {
      const key = nameKey(typo(long[Math.floor(random() * long.length)] ?? '', random));
      expect(suggestNames(key, candidates), key).toEqual(plainSuggestions(key, candidates));
    }
  });
});

describe('stored character masks', () => {
  const all = names(300, 44);
  const random = rng(45);
  const misspelled = Array.from({ length: 200 }, () => typo(all[Math.floor(random() * all.length)] ?? '', random)).filter(
    (w) => !all.some((n) => nameKey(n) === nameKey(w)) && nameKey(w).length >= 2,
  );

  /** The file with every stored mask pair rewritten by `rewrite` (first, second) → [first, second]. */
  function withMasks(rewrite: (first: number, second: number) => [number, number]): Buffer {
    const buf = Buffer.from(databaseOf(all));
    const [start, end] = decodeDatabase(buf).range.suggestMasks ?? [0, 0];
    for (let at = start; at + 8 <= end; at += 8) {
      const [a, b] = rewrite(buf.readUInt32LE(at), buf.readUInt32LE(at + 4));
      buf.writeUInt32LE(a >>> 0, at);
      buf.writeUInt32LE(b >>> 0, at + 4);
    }
    return buf;
  }

  const suggestionsOf = (buf: Buffer): (readonly string[] | undefined)[] => {
    const index = new DatabaseIndex(decodeDatabase(buf));
    return misspelled.map((w) => {
      const r = index.resolve(w);
      return r.kind === 'unknown' ? r.suggestions : undefined;
    });
  };

  it('are read: masks that claim every kind of character, twice, turn every name down', () => {
    const plain = suggestionsOf(databaseOf(all, { masks: false }));
    expect(misspelled.length).toBeGreaterThan(100);
    expect(plain.filter((s) => (s?.length ?? 0) > 0).length).toBeGreaterThan(50);
    const claimed = suggestionsOf(withMasks(() => [0xffffffff, 0x1fffffff]));
    // Only names found as the beginning of a longer one (no character comparison) can be left.
    expect(claimed.filter((s) => (s?.length ?? 0) > 0).length).toBeLessThan(plain.filter((s) => (s?.length ?? 0) > 0).length / 4);
  });

  it('pairs not marked as made (a damaged file) are made afresh: the same names as without stored masks', () => {
    expect(suggestionsOf(withMasks((a, b) => [a & 0x7fffffff, b]))).toEqual(suggestionsOf(databaseOf(all, { masks: false })));
  });

  it('a masks section of the wrong size is refused as damaged', () => {
    const buf = databaseOf(all);
    const text = buf.toString('latin1');
    const header = JSON.parse(text.split('\n')[1] ?? '{}') as { sections: Record<string, [number, number]> };
    const [offset, length] = header.sections.suggestMasks ?? [0, 0];
    const wrong = text.replace(`"suggestMasks":[${offset},${length}]`, `"suggestMasks":[${offset},${length - 8}]`);
    expect(wrong).not.toBe(text);
    expect(() => decodeDatabase(Buffer.from(wrong, 'latin1'))).toThrow(/suggestMasks table does not match its header/);
  });
});

describe('damaged name and suggestion sections', () => {
  const all = names(300, 90);
  const clean = databaseOf(all);
  const written = [...all.slice(0, 40), ...all.slice(0, 40).map((n) => typo(n, rng(1))), 'zzzz qqqq', 'x', ''];
  const sections: SectionName[] = [
    'names',
    'nameBuckets',
    'suggestNames',
    'suggestOffsets',
    'suggestLengths',
    'postings',
    'postingBuckets',
    'suggestMasks',
  ];
  const kinds: Resolution['kind'][] = ['exact', 'normalized', 'face', 'alias', 'foreign', 'ambiguous', 'unknown'];

  it.each(sections)('random bytes in %s: every lookup still answers', (section) => {
    const random = rng(section.length * 7919);
    for (let round = 0; round < 20; round++) {
      const buf = Buffer.from(clean);
      const [start, end] = decodeDatabase(buf).range[section] ?? [0, 0];
      expect(end).toBeGreaterThan(start);
      const bytes = 1 + Math.floor(random() * 40);
      for (let i = 0; i < bytes; i++) {
        const at = start + Math.floor(random() * (end - start));
        // Digits, commas, tabs and line breaks are what the readers look for; 0xff makes huge offsets and counts.
        buf[at] = [0x30, 0x39, 0x2c, 0x09, 0x0a, 0xff, Math.floor(random() * 256)][Math.floor(random() * 7)] ?? 0;
      }
      const index = new DatabaseIndex(decodeDatabase(buf));
      for (const name of written) expect(kinds).toContain(index.resolve(name).kind);
    }
  });
});

describe('the postings of a file that stores none (the compact profile), found per search before they are made whole', () => {
  // Long names too: trigrams past MAX_POSITION share one key.
  const long = names(60, 78).map((n) => `${n}, ${n}, ${n}, ${n}`);
  const all = [...names(400, 12), ...long];
  const stored = new FileSuggestIndex(decodeDatabase(databaseOf(all)));
  const random = rng(91);
  /** The keys a search for `key` tells the index it may ask for (as Suggester.typos does). */
  const wantedOf = (key: string): number[] => {
    const budget = typoBudget(key.length);
    const out: number[] = [];
    for (let at = 0; at + 3 <= key.length; at++) for (let p = Math.max(0, at - budget); p <= at + budget; p++) out.push(postingKey(key, at, p));
    return out;
  };
  const misspelled = Array.from({ length: 40 }, (_, n) => {
    const from = n % 4 === 3 ? long : all;
    return nameKey(typo(from[Math.floor(random() * from.length)] ?? '', random));
  });
  const listed = (index: FileSuggestIndex, k: number): number[] => {
    const ids: number[] = [];
    expect(index.postings(k, ids)).toBe(ids.length);
    return ids;
  };

  it('each search finds the postings of the keys it asks for, equal to the stored ones, without making them whole', () => {
    const lazy = new FileSuggestIndex(decodeDatabase(databaseOf(all, { postings: false })));
    misspelled.forEach((key, n) => {
      const keys = wantedOf(key);
      lazy.want(keys);
      // A pass for each of the first SCANS_BEFORE_WHOLE searches (a key asked for twice is not looked for again).
      expect(lazy.madeWhole, key).toBe(n >= SCANS_BEFORE_WHOLE);
      for (const k of keys) expect(listed(lazy, k), `${key} ${k}`).toEqual(listed(stored, k));
    });
    expect(misspelled.some((key) => key.length > MAX_POSITION)).toBe(true);
  });

  it('a key no search asked for makes them whole, with the same postings', () => {
    const lazy = new FileSuggestIndex(decodeDatabase(databaseOf(all, { postings: false })));
    const [first = '', second = ''] = misspelled;
    lazy.want(wantedOf(first));
    expect(lazy.madeWhole).toBe(false);
    for (const k of wantedOf(second)) expect(listed(lazy, k)).toEqual(listed(stored, k));
    expect(lazy.madeWhole).toBe(true);
  });

  it('the suggestions are those of the stored postings, before and after they are made whole', () => {
    const lazy = new Suggester(new FileSuggestIndex(decodeDatabase(databaseOf(all, { postings: false }))));
    const plain = new Suggester(stored);
    for (const key of misspelled) expect(lazy.suggest(key), key).toEqual(plain.suggest(key));
  });
});
