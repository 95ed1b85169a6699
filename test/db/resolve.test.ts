/**
 * Name resolution with a card database, for every path: exact, normalised, faces of split / double-faced / adventure
 * cards, foreign-language names, ambiguous names, names that are not cards (with suggestions), and the card facts
 * the rules read (basic supertype, types, copy limits from the card's text, format legality). Each row runs against
 * the database imported from every fixture shape that carries the facts it needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIndex, type Resolution } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { fixtureDatabase, removeTempDirs, type FixtureShape } from './db-helpers.js';

const ALL: FixtureShape[] = ['atomic', 'allPrintings', 'scryfallOracle', 'scryfallDefault'];
const MTGJSON: FixtureShape[] = ['atomic', 'allPrintings'];
const WITH_SCRYFALL_FOREIGN: FixtureShape[] = [...MTGJSON, 'scryfallDefault'];

interface Row {
  written: string;
  kind: Resolution['kind'];
  /** The card (exact, normalized, face, foreign), the candidates (ambiguous) or the suggestions (unknown). */
  expect: string | string[];
  languages?: string[];
  shapes?: FixtureShape[];
}

const rows: Row[] = [
  // exact and normalised English names
  { written: 'Lightning Bolt', kind: 'exact', expect: 'Lightning Bolt' },
  { written: 'lightning bolt', kind: 'normalized', expect: 'Lightning Bolt' },
  { written: '  LIGHTNING   BOLT ', kind: 'normalized', expect: 'Lightning Bolt' },
  { written: 'Nazgul', kind: 'normalized', expect: 'Nazgûl' },
  { written: 'Fire // Ice', kind: 'exact', expect: 'Fire // Ice' },
  { written: 'Fire/Ice', kind: 'normalized', expect: 'Fire // Ice' },
  { written: 'Fire / Ice', kind: 'normalized', expect: 'Fire // Ice' },
  { written: 'fire//ice', kind: 'normalized', expect: 'Fire // Ice' },
  { written: 'Fire /// Ice', kind: 'normalized', expect: 'Fire // Ice' },
  // faces: a double-faced card's front (and back), an adventure card's first name, a split card's half
  { written: 'Delver of Secrets', kind: 'face', expect: 'Delver of Secrets // Insectile Aberration' },
  { written: 'Insectile Aberration', kind: 'face', expect: 'Delver of Secrets // Insectile Aberration' },
  { written: 'Bonecrusher Giant', kind: 'face', expect: 'Bonecrusher Giant // Stomp' },
  { written: 'Stomp', kind: 'face', expect: 'Bonecrusher Giant // Stomp' },
  { written: 'Ice', kind: 'face', expect: 'Fire // Ice' },
  { written: 'Finish', kind: 'face', expect: 'Start // Finish' },
  { written: 'Bruna, the Fading Light', kind: 'exact', expect: 'Bruna, the Fading Light' },
  { written: 'Propaganda', kind: 'exact', expect: 'Propaganda' },
  { written: 'Propaganda // Propaganda', kind: 'normalized', expect: 'Propaganda' },
  // ambiguous: a face name two cards share is an error, not a guess
  { written: 'Fire', kind: 'ambiguous', expect: ['Fire // Ice', 'Start // Fire'] },
  { written: 'start', kind: 'ambiguous', expect: ['Start // Finish', 'Start // Fire'] },
  // foreign-language names, counted as their English card
  { written: 'Blitzschlag', kind: 'foreign', expect: 'Lightning Bolt', languages: ['de'], shapes: MTGJSON },
  { written: 'blitzschlag', kind: 'foreign', expect: 'Lightning Bolt', languages: ['de'], shapes: MTGJSON },
  { written: 'Удар Молнии', kind: 'foreign', expect: 'Lightning Bolt', languages: ['ru'], shapes: MTGJSON },
  { written: 'удар молнии', kind: 'foreign', expect: 'Lightning Bolt', languages: ['ru'], shapes: MTGJSON },
  { written: '闪电击', kind: 'foreign', expect: 'Lightning Bolt', languages: ['zhs'], shapes: MTGJSON },
  { written: '稲妻', kind: 'foreign', expect: 'Lightning Bolt', languages: ['ja'], shapes: WITH_SCRYFALL_FOREIGN },
  { written: 'Fuego // Hielo', kind: 'foreign', expect: 'Fire // Ice', languages: ['es'], shapes: WITH_SCRYFALL_FOREIGN },
  { written: 'Fuego/Hielo', kind: 'foreign', expect: 'Fire // Ice', languages: ['es'], shapes: WITH_SCRYFALL_FOREIGN },
  { written: 'Hielo', kind: 'foreign', expect: 'Fire // Ice', languages: ['es'], shapes: WITH_SCRYFALL_FOREIGN },
  { written: '火 // 氷', kind: 'foreign', expect: 'Fire // Ice', languages: ['ja'], shapes: MTGJSON },
  { written: 'Geheimnisstöberer', kind: 'foreign', expect: 'Delver of Secrets // Insectile Aberration', languages: ['de'], shapes: MTGJSON },
  { written: 'Geheimnisstoberer', kind: 'foreign', expect: 'Delver of Secrets // Insectile Aberration', languages: ['de'], shapes: MTGJSON },
  { written: 'Géant craque-os', kind: 'foreign', expect: 'Bonecrusher Giant // Stomp', languages: ['fr'], shapes: MTGJSON },
  // accents decide between two cards when they can; otherwise the name is ambiguous
  { written: 'Astucia', kind: 'foreign', expect: 'Guile', languages: ['es'], shapes: MTGJSON },
  { written: 'Astúcia', kind: 'foreign', expect: 'Cunning', languages: ['pt'], shapes: MTGJSON },
  { written: 'ASTÚCIA', kind: 'foreign', expect: 'Cunning', languages: ['pt'], shapes: MTGJSON },
  { written: 'Astucía', kind: 'ambiguous', expect: ['Cunning', 'Guile'], shapes: MTGJSON },
  { written: 'Feuersturm', kind: 'ambiguous', expect: ['Fire Tempest', 'Firestorm'], shapes: MTGJSON },
  { written: 'Astucia', kind: 'foreign', expect: 'Guile', languages: ['es'], shapes: ['scryfallDefault'] },
  // not a card: up to three similar names
  { written: 'Lightening Bolt', kind: 'unknown', expect: ['Lightning Bolt'] },
  { written: 'Thoughtsieze', kind: 'unknown', expect: ['Thoughtseize'] },
  { written: 'Tarmagoyf', kind: 'unknown', expect: ['Tarmogoyf'] },
  { written: 'Bonecrusher Gaint', kind: 'unknown', expect: ['Bonecrusher Giant'] },
  { written: 'Jace', kind: 'unknown', expect: ['Jace Beleren', 'Jace, the Mind Sculptor'] },
  { written: 'Xyzzy Plugh', kind: 'unknown', expect: [] },
  // the melded result and tokens are not cards a deck holds
  { written: 'Brisela, Voice of Nightmares', kind: 'unknown', expect: [] },
  { written: 'Goblin', kind: 'unknown', expect: [] },
];

const indexes = new Map<FixtureShape, DatabaseIndex>();

beforeAll(async () => {
  for (const shape of ALL) {
    const db = await readDatabaseFile(await fixtureDatabase(shape));
    if (!db) throw new Error(`no database for ${shape}`);
    indexes.set(shape, new DatabaseIndex(db, embeddedIndex()));
  }
});
afterAll(removeTempDirs);

function index(shape: FixtureShape): DatabaseIndex {
  const i = indexes.get(shape);
  if (!i) throw new Error(shape);
  return i;
}

const cases = rows.flatMap((row) => (row.shapes ?? ALL).map((shape) => ({ ...row, shape })));

describe('resolution with a card database', () => {
  it.each(cases)('$shape: "$written" → $kind $expect', ({ shape, written, kind, expect: want, languages }) => {
    const r = index(shape).resolve(written);
    expect(r.kind).toBe(kind);
    if (r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face' || r.kind === 'foreign') {
      expect(r.card.name).toBe(want);
    }
    if (r.kind === 'foreign') expect(r.languages).toEqual(languages);
    if (r.kind === 'ambiguous') expect(r.candidates).toEqual(want);
    if (r.kind === 'unknown') {
      expect(r.complete).toBe(true);
      expect(r.suggestions).toEqual(want);
    }
  });

  it('suggests at most three names', () => {
    const r = index('atomic').resolve('Lightning Bolts');
    expect(r.kind === 'unknown' && r.suggestions).toEqual(['Lightning Bolt']);
    const many = index('atomic').resolve('Firee');
    expect(many.kind === 'unknown' && (many.suggestions ?? []).length).toBeLessThanOrEqual(3);
  });

  it('falls back to the embedded facts for cards the data does not know (here: a 2024 card)', () => {
    const r = index('atomic').resolve('Hare Apparent');
    expect(r.kind).toBe('exact');
    expect(r.kind === 'exact' && r.card.deckLimit).toBe('any');
  });
});

describe.each(ALL)('card facts from the %s fixture', (shape) => {
  const card = (name: string) => {
    const r = index(shape).resolve(name);
    if (!('card' in r)) throw new Error(`${name}: ${r.kind}`);
    return r.card;
  };

  it('copy limits come from the card text, with the anchored wording only', () => {
    expect(card('Relentless Rats').deckLimit).toBe('any');
    expect(card('Seven Dwarves').deckLimit).toBe(7);
    expect(card('Nazgûl').deckLimit).toBe(9);
    expect(card('Once More with Feeling').deckLimit).toBe(1);
    expect(card('Battalion Foot Soldier').deckLimit).toBeUndefined();
    expect(card('Lightning Bolt').deckLimit).toBeUndefined();
  });

  it('basic lands by the Basic supertype', () => {
    expect(card('Plains').basic).toBe(true);
    expect(card('Snow-Covered Island').basic).toBe(true);
    expect(card('Snow-Covered Island').supertypes).toEqual(['Basic', 'Snow']);
    expect(card('Lightning Bolt').basic).toBe(false);
  });

  it('schemes, planes and other types by the type line', () => {
    expect(card('All in Good Time').types).toEqual(['Scheme']);
    expect(card('Academy at Tolaria West').types).toEqual(['Plane']);
    expect(card('Bonecrusher Giant').types).toEqual(['Creature', 'Instant']);
  });

  it('format legality as the data gives it', () => {
    expect(card('Lightning Bolt').legalities).toMatchObject({ modern: 'legal', pauper: 'legal', standard: 'not_legal' });
    expect(card('Oko, Thief of Crowns').legalities).toMatchObject({ modern: 'banned', vintage: 'legal' });
    expect(card('Black Lotus').legalities).toMatchObject({ vintage: 'restricted', modern: 'not_legal' });
    expect(card('All in Good Time').legalities?.legacy).toBe('not_legal');
  });
});
