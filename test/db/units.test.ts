/** Small parts of the card database: edit distance and suggestions, foreign-name keys, the data directory, checksums. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { parseSha256 } from '../../src/db/download.js';
import { deckLimitFromText, splitTypeLine } from '../../src/db/extract.js';
import { foreignKey, strictForeignKey } from '../../src/db/keys.js';
import { resolveDataDir } from '../../src/db/paths.js';
import { boundedDistance, suggestNames, typoBudget, withoutSet } from '../../src/db/suggest.js';
import { plainSuggestions } from './db-helpers.js';

/** Optimal string alignment distance, the plain way. */
function osa(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      let v = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('boundedDistance', () => {
  it('equals the plain edit distance when within the bound, and says "more" otherwise (seeded random strings)', () => {
    let seed = 42;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const word = () => Array.from({ length: Math.floor(rand() * 9) }, () => 'abcde '[Math.floor(rand() * 6)]).join('');
    for (let n = 0; n < 3000; n++) {
      const a = word();
      const b = rand() < 0.5 ? word() : a.slice(0, 2) + a.slice(3) + 'x';
      const max = 1 + Math.floor(rand() * 4);
      const want = osa(a, b);
      expect(boundedDistance(a, b, max), `${a} / ${b} / ${max}`).toBe(want <= max ? want : max + 1);
    }
  });

  it.each([
    ['thoughtsieze', 'thoughtseize', 1],
    ['lightening bolt', 'lightning bolt', 1],
    ['tarmagoyf', 'tarmogoyf', 1],
    ['abc', 'abc', 0],
  ])('%s → %s: %i', (a, b, d) => expect(boundedDistance(a, b, 3)).toBe(d));
});

describe('suggestions', () => {
  const names = ['Lightning Bolt', 'Lightning Helix', 'Lightning Axe', 'Jace Beleren', 'Jace, the Mind Sculptor', 'Tarmogoyf', 'Thoughtseize', 'Counterspell'];
  const candidates = names.map((name) => ({ key: nameKey(name), name }));
  it.each([
    ['lightening bolt', ['Lightning Bolt']],
    ['lightning', ['Lightning Axe', 'Lightning Bolt', 'Lightning Helix']],
    ['jace', ['Jace Beleren', 'Jace, the Mind Sculptor']],
    ['conterspel', ['Counterspell']],
    // Two swapped pairs break eight of ten trigrams: within the budget of 2 all the same.
    ['thuoghtsieze', ['Thoughtseize']],
    ['cuonterpsell', ['Counterspell']],
    ['xyzzy', []],
    ['x', []],
  ])('%s → %j', (key, want) => expect(suggestNames(key, candidates)).toEqual(want));

  // Issue 41, item 24: what players write that no typo budget reaches.
  const more = [...names, 'Wrenn and Six', 'Brainstorm', 'Brainstone', "Uro, Titan of Nature's Wrath", 'Rosheen Meanderer', 'Fire & Ice Test']
    .map((name) => ({ key: nameKey(name), name }));
  it.each([
    ['wrenn & six', ['Wrenn and Six']],
    ['fire and ice test', ['Fire & Ice Test']],
    ['brainstorm - m11', ['Brainstorm', 'Brainstone']],
    ['brainstorm (m11) 47', ['Brainstorm', 'Brainstone']],
    ['brainstorm [ema]', ['Brainstorm', 'Brainstone']],
    ['brainstrom | m11', ['Brainstorm']],
    ['wrenn & six - mh1', ['Wrenn and Six']],
    ["uro, titan of critical mass", ["Uro, Titan of Nature's Wrath"]],
    ['jace, the mind scultpor', ['Jace, the Mind Sculptor']],
    // A number alone is no set: "Brainstorm 2" is left to the typo budget.
    ['brainstorm - 22', []],
  ])('%s → %j (rewrites, a set suffix, the same name before the comma)', (key, want) => expect(suggestNames(key, more)).toEqual(want));

  it.each([
    ['brainstorm - m11', 'brainstorm'],
    ['brainstorm (m11)', 'brainstorm'],
    ['brainstorm (m11) 47', 'brainstorm'],
    ['brainstorm [ema] #12', 'brainstorm'],
    ['brainstorm – m11', 'brainstorm'],
    ['brainstorm', undefined],
    ['brainstorm - 2022', undefined],
    ['borrowing 100,000 arrows', undefined],
  ])('withoutSet(%j) → %j', (key, want) => expect(withoutSet(key)).toBe(want));

  it('short names (below the trigram filter) get the names every candidate within the budget would give (seeded)', () => {
    // The short-name path visits only the candidates of a length within the budget; the plain definition is every
    // candidate: within the typo budget by edit distance, or (score budget + 1) a longer name it begins as whole words.
    let seed = 7;
    const rand = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % n;
    };
    const word = (len: number): string => Array.from({ length: len }, () => 'abcde '[rand(6)]).join('').trim() || 'a';
    const pool = Array.from({ length: 400 }, () => word(2 + rand(12)));
    const many = [...new Set(pool)].map((n) => ({ key: n, name: n.toUpperCase() }));
    for (let k = 0; k < 200; k++) {
      const key = word(2 + rand(8));
      if (key.length < 2) continue;
      const want = plainSuggestions(key, many);
      expect(suggestNames(key, many), key).toEqual(want);
    }
  });

  it('a typo budget that grows with the name', () => {
    expect([3, 5, 6, 15, 16, 24, 25].map(typoBudget)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });
});

describe('foreign-name keys', () => {
  it.each([
    ['Géant craque-os', 'geant craque-os'],
    ['Ёлка', 'елка'],
    ['Geheimnisstöberer // Insekten-Scheußlichkeit', 'geheimnisstoberer // insekten-scheußlichkeit'],
    ['Fuego/Hielo', 'fuego // hielo'],
    ['ガイア', 'ガイア'],
    ['ｶﾞｲｱ', 'ガイア'],
    ['ＡＢＣ', 'abc'],
    ['Æther', 'aether'],
    ['뼈 파괴자 거인', '뼈 파괴자 거인'],
  ])('%s → %s', (written, key) => expect(foreignKey(written)).toBe(key));

  it('the strict key keeps accents', () => {
    expect(strictForeignKey('Astúcia')).toBe('astúcia');
    expect(strictForeignKey('Astucia')).toBe('astucia');
    expect(foreignKey('Astúcia')).toBe(foreignKey('Astucia'));
  });
});

describe('card facts', () => {
  it.each([
    [['A deck can have any number of cards named Rat Colony.'], ['Rat Colony'], 'any'],
    [['Flying\nA deck can have up to seven cards named Seven Dwarves.'], ['Seven Dwarves'], 7],
    [['A deck can have up to 9 cards named Nazgûl.'], ['Nazgul'], 9],
    [['DCI ruling — A deck can have only one card named Once More with Feeling.'], ['Once More with Feeling'], 1],
    [['When it enters, search your library for any number of cards named Battalion Foot Soldier.'], ['Battalion Foot Soldier'], undefined],
    [['A deck can have any number of cards named Some Other Card.'], ['Relentless Rats'], undefined],
    [['Creatures named Rats get +1/+1. A deck can have any number of cards named Relentless Rats.'], ['Relentless Rats'], undefined],
  ])('%j', (texts, names, limit) => expect(deckLimitFromText(texts, names)).toBe(limit));

  it('type lines: supertypes and card types of every face', () => {
    expect(splitTypeLine('Basic Snow Land — Island')).toEqual({ supertypes: ['Basic', 'Snow'], types: ['Land'] });
    expect(splitTypeLine('Creature — Giant // Instant — Adventure')).toEqual({ supertypes: [], types: ['Creature', 'Instant'] });
    expect(splitTypeLine('Ongoing Scheme')).toEqual({ supertypes: ['Ongoing'], types: ['Scheme'] });
  });
});

describe('the data directory', () => {
  const cwd = path.resolve('/work/here');
  it.each([
    ['--data-dir wins', 'db', { DECKCHECK_DATA_DIR: '/env', XDG_CACHE_HOME: '/xdg', HOME: '/home/u' }, 'linux', path.resolve(cwd, 'db'), true],
    ['then DECKCHECK_DATA_DIR', undefined, { DECKCHECK_DATA_DIR: '/env', XDG_CACHE_HOME: '/xdg' }, 'linux', path.resolve('/env'), true],
    ['then XDG_CACHE_HOME', undefined, { XDG_CACHE_HOME: '/xdg', HOME: '/home/u' }, 'linux', path.join('/xdg', 'deckcheck'), false],
    ['a relative XDG_CACHE_HOME is ignored', undefined, { XDG_CACHE_HOME: 'rel', HOME: '/home/u' }, 'linux', path.join('/home/u', '.cache', 'deckcheck'), false],
    ['then ~/.cache', undefined, { HOME: '/home/u' }, 'linux', path.join('/home/u', '.cache', 'deckcheck'), false],
    ['Windows: LOCALAPPDATA', undefined, { LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local', HOME: '/home/u' }, 'win32', path.join('C:\\Users\\u\\AppData\\Local', 'deckcheck'), false],
  ] as const)('%s', (_name, flag, env, platform, dir, explicit) => {
    expect(resolveDataDir(flag, env, cwd, platform)).toEqual({ dir, explicit });
  });
  it('nowhere to look', () => expect(resolveDataDir(undefined, {}, cwd, 'linux')).toBeUndefined());
});

describe('checksum files', () => {
  const hex = 'a'.repeat(64);
  it.each([
    [hex, hex],
    [`${hex.toUpperCase()}  AtomicCards.json.gz\n`, hex],
    ['not a checksum', undefined],
  ])('%j', (text, want) => expect(parseSha256(text)).toBe(want));
});
