/**
 * The card database read a page at a time: an opened file reads the bytes each lookup needs (a card's line, its
 * offsets, a name's hash bucket), and answers exactly as the same file held whole in memory, on a clean file and on a
 * damaged one. A section read in many parts is then read whole; the file is closed once all of it is read. A file cut
 * short after it was opened gives the clear message at the next read, in the library and as the CLI's exit 2.
 */
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { embeddedIndex, type CardInfo, type Resolution } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { checkItem } from '../../src/cli/jobs.js';
import { UsageError, type CliIo } from '../../src/cli/io.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import {
  decodeDatabase,
  encodeDatabase,
  type CompiledCard,
  type DatabaseFile,
  type NameRecord,
  type SectionName,
} from '../../src/db/file.js';
import { DatabaseError, readDatabaseFile, readSoFar } from '../../src/db/load.js';
import { databasePath } from '../../src/db/paths.js';
import { candidateMasks, postingKeys } from '../../src/db/suggest.js';
import { rng } from '../helpers.js';
import { fixtureDatabase, removeTempDirs, tempDir, testHeader } from './db-helpers.js';

afterAll(removeTempDirs);

/** About as many cards as the real data (23,700 in MTGJSON AllPrintings 5.2.0). */
const CARDS = 20_000;

/** The facts lines of the MTGJSON AllPrintings fixture (real characteristics and printings), to give the cards. */
async function fixtureFacts(): Promise<string[]> {
  const db = await readDatabaseFile(await fixtureDatabase('allPrintings'));
  if (!db) throw new Error('no fixture database');
  const index = new DatabaseIndex(db);
  return Array.from({ length: db.header.cards }, (_, id) => index.factsLine(id));
}

/** A database of CARDS cards with real facts lines; every tenth card also has a face name, every 50th an alias. */
function bigDatabase(facts: readonly string[]): Buffer {
  const names = Array.from({ length: CARDS }, (_, i) => `Paged Card ${i}`);
  const cards: CompiledCard[] = names.map((name, i) => ({
    name,
    supertypes: i % 97 === 0 ? ['Legendary'] : [],
    types: i % 3 === 0 ? ['Instant'] : ['Creature'],
    legal: i % 5 === 0 ? 'lb' : 'll',
    ...(i % 400 === 0 ? { deckLimit: 7 } : {}),
    facts: facts[i % facts.length] ?? '[]',
  }));
  const records: NameRecord[] = names.map((name, id) => ({ key: nameKey(name), cards: [id], faces: [], aliases: [] }));
  for (let id = 0; id < CARDS; id += 10) records.push({ key: nameKey(`Face Of ${id}`), cards: [], faces: [id], aliases: [] });
  for (let id = 0; id < CARDS; id += 50) records.push({ key: nameKey(`Alias Of ${id}`), cards: [], faces: [], aliases: [id] });
  const info = testHeader({
    cards: cards.length,
    names: records.length,
    formats: ['legacy', 'vintage'],
    holds: { characteristics: true, printings: true },
    aliases: CARDS / 50,
  });
  const candidates = records.map((r) => ({ key: r.key, name: r.key })).sort((x, y) => (x.key < y.key ? -1 : 1));
  return encodeDatabase(info, cards, records, [], { candidates, postings: new Map() });
}

/** The database bytes in a data directory of their own. */
function onDisk(bytes: Uint8Array): string {
  const dir = tempDir();
  writeFileSync(databasePath(dir), bytes);
  return dir;
}

async function opened(dir: string): Promise<DatabaseFile> {
  const db = await readDatabaseFile(dir);
  if (!db) throw new Error(`no database in ${dir}`);
  return db;
}

/** What a check reads of a card: its own fields and its facts. */
function seen(card: CardInfo): unknown {
  return {
    name: card.name,
    basic: card.basic,
    deckLimit: card.deckLimit,
    supertypes: card.supertypes,
    types: card.types,
    legalities: card.legalities,
    manaValue: card.manaValue,
    colorIdentity: card.colorIdentity,
    faces: card.faces?.map((f) => f.name),
    printings: card.printings?.map((p) => p.set),
  };
}

function answer(r: Resolution): unknown {
  if (r.kind === 'ambiguous') return { kind: r.kind, candidates: r.candidates };
  if (r.kind === 'unknown') return { kind: r.kind };
  return { kind: r.kind, card: seen(r.card) };
}

const facts = await fixtureFacts();
const clean = bigDatabase(facts);

/** Names a deck writes: cards, faces, aliases, a case change, names no card has (unless `known`). */
function deckNames(random: () => number, n: number, known = false): string[] {
  return Array.from({ length: n }, () => {
    const id = Math.floor(random() * CARDS);
    const pick = random();
    if (pick < 0.1) return `Face Of ${id - (id % 10)}`;
    if (pick < 0.15) return `Alias Of ${id - (id % 50)}`;
    if (pick < 0.2) return `paged card ${id}`;
    if (pick < 0.25 && !known) return `Not A Card ${id}`;
    return `Paged Card ${id}`;
  });
}

describe('an opened database reads what its lookups need', () => {
  it.each([
    // The names here are all known: a misspelled name also reads parts of the suggestion index (below).
    { what: 'one deck (30 names)', names: 30, maxShare: 0.1 },
    { what: 'a team (90 names)', names: 90, maxShare: 0.25 },
  ])('$what: the same answers as the file held whole, reading a small part of it', async ({ names, maxShare }) => {
    const db = await opened(onDisk(clean));
    const paged = new DatabaseIndex(db, embeddedIndex());
    const whole = new DatabaseIndex(decodeDatabase(Buffer.from(clean)), embeddedIndex());
    for (const name of deckNames(rng(names), names, true)) expect(answer(paged.resolve(name)), name).toEqual(answer(whole.resolve(name)));
    const record = readSoFar(db);
    expect(record?.open).toBe(true);
    expect(record?.bytes).toBeGreaterThan(0);
    expect(record?.bytes).toBeLessThan(maxShare * clean.length);
    // The header's page, then per name at most a page of each section a lookup reads (bucket offsets, bucket, card
    // offsets, card line, facts offsets, facts line).
    expect(record?.bytes).toBeLessThanOrEqual(4096 + names * 6 * 4096);
  });

  it.each([
    { share: 0.1, readWhole: false },
    { share: 0.2, readWhole: false },
    { share: 0.6, readWhole: true },
  ])('the facts of $share of the cards (spread over the section): read whole only past a quarter of its pages', async ({ share, readWhole }) => {
    const db = await opened(onDisk(clean));
    const paged = new DatabaseIndex(db, embeddedIndex());
    const whole = new DatabaseIndex(decodeDatabase(Buffer.from(clean)), embeddedIndex());
    const [start, end] = db.range.facts;
    const pages = Math.ceil((end - start) / 4096);
    // Every few cards, spread evenly: about `share` of the section's pages hold one of their facts lines.
    const step = Math.max(1, Math.round(CARDS / (share * pages)));
    for (let id = 0; id < CARDS; id += step) {
      const name = `Paged Card ${id}`;
      expect(answer(paged.resolve(name)), name).toEqual(answer(whole.resolve(name)));
    }
    const bytes = readSoFar(db)?.bytes ?? 0;
    if (readWhole) expect(bytes).toBeGreaterThan(end - start);
    else expect(bytes).toBeLessThan(0.5 * (end - start));
  });

  it('a run over every card reads each section whole after a while, and the file is closed once all of it is read', async () => {
    const db = await opened(onDisk(clean));
    const paged = new DatabaseIndex(db, embeddedIndex());
    const whole = new DatabaseIndex(decodeDatabase(Buffer.from(clean)), embeddedIndex());
    for (let id = 0; id < CARDS; id++) {
      const name = `Paged Card ${(id * 7919) % CARDS}`;
      expect(answer(paged.resolve(name))).toEqual(answer(whole.resolve(name)));
    }
    const record = readSoFar(db);
    // Thousands of cards, each on its own pages in three sections: far fewer reads than that (the facts section is read
    // whole from a quarter of its pages, the others from an eighth).
    expect(record?.reads).toBeLessThan(700);
    for (const name of Object.keys(db.range) as SectionName[]) db.need(name);
    expect(readSoFar(db)?.open).toBe(false);
    expect(db.buf.equals(clean)).toBe(true);
    // A section read whole after many parts is read in one call, its parts read again: little is read twice.
    expect(readSoFar(db)?.bytes).toBeGreaterThanOrEqual(clean.length);
    expect(readSoFar(db)?.bytes).toBeLessThan(1.25 * clean.length);
  });

  it('the database the library opens (openCardDatabase) is read whole at once and keeps no file open', async () => {
    const { openCardDatabase } = await import('../../src/api/node.js');
    const dir = onDisk(clean);
    const handle = await openCardDatabase(dir);
    expect(handle.info.cards).toBe(CARDS);
    // The file can be cut short now: the handle needs nothing more from it.
    truncateSync(databasePath(dir), 100);
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', cardDatabase: handle });
    // A check reads its cards from the handle alone: the names resolve, and a card's own copy limit (7) is the database's.
    const report = checkTexts(prepared, [{ file: 'deck.txt', text: '8 Paged Card 400\n4 Paged Card 1\n48 Mountain\n' }]);
    expect(report.findings.map((f) => [f.rule, f.card, f.count, f.limit, f.line])).toEqual([['card-copies-max', 'Paged Card 400', 8, 7, 1]]);
    expect(report.legal).toBe(false);
  });
});

/** A database of `count` made-up names (two words of two to four syllables), with its suggestion index as an import makes it. */
function namedDatabase(count: number): { bytes: Buffer; names: string[] } {
  const random = rng(count);
  const consonants = 'bcdfghjklmnprstvwxz';
  const vowels = 'aeiouy';
  const pick = (letters: string): string => letters.charAt(Math.floor(random() * letters.length));
  const word = (): string => {
    let w = '';
    for (let i = 0, n = 2 + Math.floor(random() * 3); i < n; i++) w += pick(consonants) + pick(vowels) + (random() < 0.3 ? pick(consonants) : '');
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  const names = [...new Set(Array.from({ length: count }, () => `${word()} ${word()}`))];
  const cards: CompiledCard[] = names.map((name) => ({ name, supertypes: [], types: ['Creature'], legal: 'l', facts: '[]' }));
  const records: NameRecord[] = names.map((name, id) => ({ key: nameKey(name), cards: [id], faces: [], aliases: [] }));
  const candidates = names.map((name) => ({ key: nameKey(name), name })).sort((x, y) => (x.key < y.key ? -1 : 1));
  const postings = new Map<number, number[]>();
  candidates.forEach((c, i) => {
    for (const k of postingKeys(c.key)) postings.set(k, [...(postings.get(k) ?? []), i]);
  });
  const masks = candidateMasks(candidates.map((c) => c.key));
  const info = testHeader({ cards: cards.length, names: records.length, formats: ['legacy'] });
  return { bytes: encodeDatabase(info, cards, records, [], { candidates, postings, masks }), names };
}

describe('a misspelled name in an opened database', () => {
  const { bytes, names } = namedDatabase(20_000);
  const SUGGESTION_SECTIONS: SectionName[] = ['suggestNames', 'suggestOffsets', 'suggestLengths', 'postings', 'postingBuckets', 'suggestMasks'];

  it.each([1, 2, 3])(
    'misspelled long names (round %i): the suggestions of the file held whole; the first reads a small part of the suggestion index',
    async (round) => {
      const random = rng(round * 31);
      const db = await opened(onDisk(bytes));
      const paged = new DatabaseIndex(db, embeddedIndex());
      const whole = new DatabaseIndex(decodeDatabase(Buffer.from(bytes)), embeddedIndex());
      const suggestionBytes = SUGGESTION_SECTIONS.reduce((sum, name) => sum + ((db.range[name]?.[1] ?? 0) - (db.range[name]?.[0] ?? 0)), 0);
      const before = readSoFar(db)?.bytes ?? 0;
      for (let i = 0; i < 4; i++) {
        // Long enough for the trigram filter (a shorter name is compared with every name of about its length).
        let name = '';
        while (name.length < 16) name = names[Math.floor(random() * names.length)] ?? '';
        // Two neighbours swapped, in the middle of the name: a typo within the budget.
        const at = Math.floor(name.length / 2);
        const typo = `${name.slice(0, at)}${name.charAt(at + 1)}${name.charAt(at)}${name.slice(at + 2)}`;
        const got = paged.resolve(typo);
        expect(got, typo).toEqual(whole.resolve(typo));
        if (nameKey(typo) !== nameKey(name)) expect(got.kind === 'unknown' ? got.suggestions : [], typo).toContain(name);
        // One misspelled name (a check of one deck, as a rule): its trigrams' postings and a few names, not the whole
        // index. More of them read the sections whole after many parts, as a long run does.
        if (i === 0) expect((readSoFar(db)?.bytes ?? 0) - before).toBeLessThan(0.4 * suggestionBytes);
      }
    },
  );
});

describe('a damaged file read a page at a time', () => {
  const sections: SectionName[] = ['cards', 'cardOffsets', 'facts', 'factOffsets', 'names', 'nameBuckets'];
  it.each(sections)('random bytes in %s: every lookup answers, as the same bytes held whole do', async (section) => {
    const random = rng(section.length * 104_729);
    for (let round = 0; round < 6; round++) {
      const buf = Buffer.from(clean);
      const [start, end] = decodeDatabase(buf).range[section] ?? [0, 0];
      for (let i = 0, n = 1 + Math.floor(random() * 60); i < n; i++) {
        const at = start + Math.floor(random() * (end - start));
        // Digits, commas, tabs and line breaks are what the readers look for; 0xff makes huge offsets.
        buf[at] = [0x30, 0x39, 0x2c, 0x09, 0x0a, 0xff, Math.floor(random() * 256)][Math.floor(random() * 7)] ?? 0;
      }
      const paged = new DatabaseIndex(await opened(onDisk(buf)), embeddedIndex());
      const whole = new DatabaseIndex(decodeDatabase(Buffer.from(buf)), embeddedIndex());
      for (const name of deckNames(random, 120)) expect(answer(paged.resolve(name)), `${section} ${name}`).toEqual(answer(whole.resolve(name)));
    }
  });

  it('a file cut short after it was opened: the next read refuses it, naming the file and what to do', async () => {
    const dir = onDisk(clean);
    const db = await opened(dir);
    const index = new DatabaseIndex(db, embeddedIndex());
    expect(index.resolve('Paged Card 1').kind).toBe('exact');
    truncateSync(databasePath(dir), db.range.cards[0] + 10);
    const err = (() => {
      try {
        index.resolve(`Paged Card ${CARDS - 1}`);
        return undefined;
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(DatabaseError);
    expect((err as Error).message).toBe(
      `the card database ${databasePath(dir)} cannot be used: it ended early (the file is damaged). Import it again ` +
        '(deckcheck db import <file> or deckcheck db update), or check without it (--no-db).',
    );
    expect(readSoFar(db)?.open).toBe(false);
    // Closed after the failure: a later read names the section it could not read, never a crash.
    expect(() => index.resolve('Paged Card 2000')).toThrow(DatabaseError);
  });

  it('in the CLI, a file cut short in the middle of a check is exit 2 with that message (a usage error), not a crash', async () => {
    const dir = onDisk(clean);
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir: dir });
    const deck = path.join(tempDir(), 'deck.txt');
    writeFileSync(deck, `${Array.from({ length: 15 }, (_, i) => `4 Paged Card ${i * 211}`).join('\n')}\n`);
    truncateSync(databasePath(dir), readFileSync(databasePath(dir)).length >> 4);
    const io: CliIo = { stdout: () => {}, stderr: () => {}, cwd: process.cwd(), env: {}, stdoutIsTTY: false };
    const err = await checkItem({ decks: [{ file: { abs: deck, shown: 'deck.txt' } }] }, { prepared, pools: new Map(), cwd: process.cwd() }, io).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(/^the card database .*cards\.db cannot be used: it ended early \(the file is damaged\)\. Import it again/);
  });
});
