/** Card databases built from the fixtures in fixtures/db, in temporary directories. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseFile, decodeDatabase, type HeaderInfo, type SectionName } from '../../src/db/file.js';
import { importCardFile } from '../../src/db/import.js';
import { boundedDistance, rewrites, typoBudget, withoutSet, type Candidate } from '../../src/db/suggest.js';
import { FIXTURES } from '../helpers.js';

export const DB_FIXTURES = {
  atomic: path.join(FIXTURES, 'db', 'mtgjson-atomic.json'),
  allPrintings: path.join(FIXTURES, 'db', 'mtgjson-allprintings.json'),
  scryfallOracle: path.join(FIXTURES, 'db', 'scryfall-oracle-cards-20240102100000.json'),
  scryfallDefault: path.join(FIXTURES, 'db', 'scryfall-default-cards-20240102100000.json'),
} as const;

export type FixtureShape = keyof typeof DB_FIXTURES;

/** A fixed import time, so databases built in tests are byte-for-byte reproducible. */
export const IMPORTED_AT = new Date('2024-02-03T04:05:06Z');

/** The header of a database a test encodes itself (encodeDatabase): a fixed source and day, with `over` on top. */
export function testHeader(over: Partial<HeaderInfo>): HeaderInfo {
  return {
    source: 'test',
    version: null,
    date: '2024-01-01',
    file: 'test.json',
    importedAt: '2024-01-01T00:00:00Z',
    cards: 0,
    names: 0,
    foreignNames: 0,
    languages: {},
    formats: [],
    holds: { characteristics: false, printings: false },
    sets: 0,
    aliases: 0,
    skipped: {},
    ...over,
  };
}

const made: string[] = [];

export function tempDir(prefix = 'deckcheck-db-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Import a fixture into a new data directory; returns the directory. */
export async function fixtureDatabase(shape: FixtureShape = 'atomic'): Promise<string> {
  const dir = tempDir();
  await importCardFile(DB_FIXTURES[shape], dir, { now: IMPORTED_AT });
  return dir;
}

/**
 * The plain definition of the suggestions for a key: every candidate within the typo budget by edit distance, and
 * (scored budget + 1) every longer name the key begins as whole words; best first, then by name; three at most.
 */
export function plainSuggestions(key: string, candidates: readonly Candidate[]): string[] {
  if (key.length < 2) return [];
  // The rewrites found as they are, the name without its set within the budget, the typos, the same head.
  const sorted = [...candidates].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rewritten = rewrites(key).flatMap((v) => sorted.filter((c) => c.key === v).slice(0, 1).map((c) => c.name));
  const stripped = withoutSet(key);
  const comma = key.indexOf(',');
  const head = comma >= 2 ? key.slice(0, comma + 1) : undefined;
  const sameHead = head === undefined ? [] : sorted.filter((c) => c.key.startsWith(head) && c.key !== key).slice(0, 3).map((c) => c.name);
  const all = [...rewritten, ...(stripped !== undefined && stripped.length >= 2 ? plainTypos(stripped, candidates) : []), ...plainTypos(key, candidates), ...sameHead];
  return [...new Set(all)].slice(0, 3);
}

/** The names within the typo budget, then those that begin with the key (whole words): the reference for Suggester. */
function plainTypos(key: string, candidates: readonly Candidate[]): string[] {
  if (key.length < 2) return [];
  const budget = typoBudget(key.length);
  const scored: { name: string; score: number }[] = [];
  for (const c of candidates) {
    const prefix = key.length >= 4 && c.key.startsWith(key) && [' ', ','].includes(c.key.charAt(key.length));
    if (prefix && key.length <= 10) scored.push({ name: c.name, score: budget + 1 });
    const d = c.key === key ? budget + 1 : boundedDistance(key, c.key, budget);
    if (d <= budget) scored.push({ name: c.name, score: d });
  }
  scored.sort((x, y) => x.score - y.score || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return [...new Set(scored.map((x) => x.name))].slice(0, 3);
}

/** Write an MTGJSON AllPrintings file of `data` (set code → set) dated `date`, import it, and return the data directory. */
export async function importedAllPrintings(data: Record<string, unknown>, date = '2026-08-22'): Promise<string> {
  const file = path.join(tempDir(), 'AllPrintings.json');
  writeFileSync(file, JSON.stringify({ meta: { date, version: '5.2.0' }, data }));
  const dir = tempDir();
  await importCardFile(file, dir, { now: IMPORTED_AT });
  return dir;
}

/** One card of the one-set AllPrintings of `oneSetDatabase`: a common paper printing in set TST, legal in Legacy. */
export function tstCard(name: string, types: string[], more: { foreign?: { language: string; name: string }[]; supertypes?: string[] } = {}) {
  return {
    name,
    supertypes: more.supertypes ?? [],
    types,
    subtypes: [],
    type: types.join(' '),
    layout: 'normal',
    colorIdentity: ['U'],
    colors: ['U'],
    setCode: 'TST',
    number: '1',
    rarity: 'common',
    availability: ['paper'],
    legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
    foreignData: more.foreign ?? [],
  };
}

/** A card database of one set (TST) holding `cards` (tstCard): its data directory. */
export function oneSetDatabase(cards: readonly ReturnType<typeof tstCard>[]): Promise<string> {
  return importedAllPrintings({ TST: { code: 'TST', name: 'Test Set', releaseDate: '2020-01-01', type: 'expansion', cards } });
}

/**
 * The file of format 4 that an earlier deckcheck wrote for the same cards as `bytes` (a file of format 5): each card
 * line holds its profile's and its lead printing's text where format 5 names them by number, and the `profiles` and
 * `leads` sections are left out. What a user's data directory may still hold, for the reader to keep reading.
 */
export function asFormat4(bytes: Buffer): Buffer {
  const db = decodeDatabase(bytes);
  const text = (name: 'profiles' | 'leads' | 'cards'): string => {
    const r = db.range[name];
    return r ? db.buf.toString('utf8', r[0], r[1]) : '';
  };
  const profiles = text('profiles').split('\n');
  const leads = text('leads').split('\n');
  const lines = text('cards')
    .split('\n')
    .slice(0, db.header.cards)
    .map((line) => {
      const [name = '', profile = '', lead, at] = line.split('\t');
      const rest = lead === undefined ? [] : [leads[Number(lead)] ?? '', ...(at === undefined ? [] : [at])];
      return `${[name, profiles[Number(profile)] ?? '', ...rest].join('\t')}\n`;
    });
  const cards = Buffer.from(lines.join(''), 'utf8');
  const offsets = Buffer.alloc(4 * (lines.length + 1));
  let at = 0;
  lines.forEach((line, i) => {
    offsets.writeUInt32LE(at, 4 * i);
    at += Buffer.byteLength(line);
  });
  offsets.writeUInt32LE(at, 4 * lines.length);
  // The other sections as they are, in the file's order.
  const order = (Object.entries(db.header.sections) as [SectionName, readonly [number, number]][])
    .filter(([name]) => name !== 'profiles' && name !== 'leads')
    .sort((a, b) => a[1][0] - b[1][0])
    .map(([name]) => name);
  const bodies = order.map((name): [SectionName, Uint8Array] => {
    if (name === 'cards') return [name, cards];
    if (name === 'cardOffsets') return [name, offsets];
    const r = db.range[name];
    return [name, r ? db.buf.subarray(r[0], r[1]) : Buffer.alloc(0)];
  });
  return databaseFile({ ...db.header, formatVersion: 4 }, bodies);
}
