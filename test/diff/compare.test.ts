/**
 * `deckcheck diff` in-process, below the CLI: the comparison of a registered list and a presented deck
 * (src/model/compare.ts: rows per section, moves between sections, totals by card type, one identity for a front face
 * and its whole name) and the diff report built on it (src/check/diff.ts: verdict, counts, notes, remedies, the
 * registered list's own check), with hand-written card facts standing in for a card database.
 */
import { describe, expect, it } from 'vitest';
import { type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CardInfo } from '../../src/cards/index.js';
import { embeddedIndex } from '../../src/cards/index.js';
import { cardKind, compareDecks } from '../../src/model/compare.js';
import { NO_FORMAT_NOTE, NO_TYPES_NOTE } from '../../src/check/diff.js';
import { resolveDeck } from '../../src/model/model.js';
import { diffTexts } from '../../src/api/diff.js';
import { parseTextDeck } from '../../src/parse/text.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const face = (name: string, types: string[]) => ({ name, manaCost: '', manaValue: 0, supertypes: [], types, subtypes: [], text: '' });

const FACTS: CardInfo[] = [
  { name: 'Tarmogoyf', basic: false, types: ['Creature'] },
  { name: 'Dryad Arbor', basic: false, types: ['Land', 'Creature'] },
  { name: 'Lightning Bolt', basic: false, types: ['Instant'] },
  { name: 'Volcanic Island', basic: false, types: ['Land'] },
  { name: 'Fire // Ice', basic: false, faces: [face('Fire', ['Instant']), face('Ice', ['Instant'])] },
  { name: 'Delver of Secrets // Insectile Aberration', basic: false, faces: [face('Delver of Secrets', ['Creature']), face('Insectile Aberration', ['Creature'])] },
  { name: 'Bog Land', basic: false, faces: [face('Bog Land', ['Land'])] },
  { name: 'Typeless', basic: false, types: [] },
  { name: 'Facts Unknown', basic: false },
];

function typedIndex() {
  const index = embeddedIndex();
  for (const c of FACTS) index.add(c);
  return index;
}

const TYPED = typedIndex();
const EMBEDDED = embeddedIndex();

function compare(registered: string, presented: string, typesKnown = false, index = typesKnown ? TYPED : EMBEDDED) {
  return compareDecks(resolveDeck(parseTextDeck(registered, 'r.txt'), index), resolveDeck(parseTextDeck(presented, 'p.txt'), index), typesKnown);
}

describe('cardKind: what a judge counts a card as', () => {
  it.each([
    ['Tarmogoyf', 'creature'],
    ['Dryad Arbor', 'land'],
    ['Lightning Bolt', 'other'],
    ['Volcanic Island', 'land'],
    ['Island', 'land'],
    ['Fire // Ice', 'other'],
    ['Delver of Secrets', 'creature'],
    ['Bog Land', 'land'],
    ['Typeless', null],
    ['Facts Unknown', null],
    ['Nonexistent Card', null],
  ])('%s is %s', (name, kind) => {
    const group = resolveDeck(parseTextDeck(`1 ${name}\n`, 'd.txt'), TYPED).cards.values().next().value;
    expect(group && cardKind(group)).toBe(kind);
  });

  it('a basic land is a land without card types', () => {
    const group = resolveDeck(parseTextDeck('1 Island\n', 'd.txt'), EMBEDDED).cards.get('island');
    expect(group && cardKind(group)).toBe('land');
  });
});

describe('compareDecks: rows, moves and totals', () => {
  it('one row per card and section either side holds, sorted by section then name, with lines on both sides', () => {
    const c = compare('4 Opt\n2 Shock\n\n1 Negate\n', 'Sideboard\n1 Opt\nDeck\n1 Shock\n3 Opt\n1 Zap\n');
    expect(c.rows.map((r) => [r.section, r.card, r.registered, r.presented, r.difference, r.kind])).toEqual([
      ['main', 'Opt', 4, 3, -1, null],
      ['main', 'Shock', 2, 1, -1, null],
      ['main', 'Zap', 0, 1, 1, null],
      ['sideboard', 'Negate', 1, 0, -1, null],
      ['sideboard', 'Opt', 0, 1, 1, null],
    ]);
    const opt = c.rows.find((r) => r.card === 'Opt');
    expect(opt?.registeredLines.map((l) => [l.file, l.line])).toEqual([['r.txt', 1]]);
    expect(opt?.presentedLines.map((l) => [l.file, l.line, l.section])).toEqual([
      ['p.txt', 2, 'sideboard'],
      ['p.txt', 5, 'main'],
    ]);
    expect(c.moves).toEqual([{ key: 'opt', card: 'Opt', from: 'main', to: 'sideboard', count: 1 }]);
    expect(c.typesKnown).toBe(false);
  });

  it('moves: copies missing in one section and extra in another, split over the sections that gained them', () => {
    const c = compare('Commander\n1 Kenrith\nDeck\n4 Opt\n2 Ponder\nSideboard\n3 Negate\n', 'Deck\n1 Kenrith\n4 Negate\nSideboard\n1 Opt\n3 Ponder\nCommander\n1 Opt\n');
    expect(c.moves).toEqual([
      { key: 'kenrith', card: 'Kenrith', from: 'commander', to: 'main', count: 1 },
      { key: 'negate', card: 'Negate', from: 'sideboard', to: 'main', count: 3 },
      { key: 'opt', card: 'Opt', from: 'main', to: 'sideboard', count: 1 },
      { key: 'opt', card: 'Opt', from: 'main', to: 'commander', count: 1 },
      { key: 'ponder', card: 'Ponder', from: 'main', to: 'sideboard', count: 2 },
    ]);
    expect(c.rows.map((r) => [r.section, r.card, r.registered, r.presented])).toEqual([
      ['main', 'Kenrith', 0, 1],
      ['main', 'Negate', 0, 4],
      ['main', 'Opt', 4, 0],
      ['main', 'Ponder', 2, 0],
      ['sideboard', 'Negate', 3, 0],
      ['sideboard', 'Opt', 0, 1],
      ['sideboard', 'Ponder', 0, 3],
      ['commander', 'Kenrith', 1, 0],
      ['commander', 'Opt', 0, 1],
    ]);
  });

  it('moves are sorted by card, then by the section the copies left', () => {
    const c = compare('2 Zap\n2 Opt\nSideboard\n2 Opt\n', 'Sideboard\n2 Zap\nCommander\n4 Opt\n');
    expect(c.moves.map((m) => [m.card, m.from, m.to, m.count])).toEqual([
      ['Opt', 'main', 'commander', 2],
      ['Opt', 'sideboard', 'commander', 2],
      ['Zap', 'main', 'sideboard', 2],
    ]);
  });

  it('rows are sorted by name whatever order the lists are written in; lines of a card by line', () => {
    const c = compare('1 Zap\n1 Opt\n1 Bolt\n', '1 Fire // Ice\n1 Fire\n1 Fire // Ice\n1 Zap\n1 Opt\n1 Bolt\n');
    expect(c.rows.map((r) => [r.card, r.registered, r.presented])).toEqual([
      ['Bolt', 1, 1],
      ['Fire // Ice', 0, 3],
      ['Opt', 1, 1],
      ['Zap', 1, 1],
    ]);
    expect(c.rows[1]?.presentedLines.map((l) => l.line)).toEqual([1, 2, 3]);
    const back = compare('1 Fire // Ice\n1 Fire\n1 Fire // Ice\n', '1 Opt\n');
    expect(back.rows[0]?.registeredLines.map((l) => l.line)).toEqual([1, 2, 3]);
    expect(c.moves).toEqual([]);
  });

  it('copies missing from one section and extra in two: they moved to the first that gained them only', () => {
    const c = compare('1 Opt\n', 'Sideboard\n1 Opt\nCommander\n1 Opt\n');
    expect(c.moves).toEqual([{ key: 'opt', card: 'Opt', from: 'main', to: 'sideboard', count: 1 }]);
    const two = compare('1 Opt\nSideboard\n1 Opt\n', 'Commander\n1 Opt\n');
    expect(two.moves.map((m) => [m.from, m.to, m.count])).toEqual([['main', 'commander', 1]]);
  });

  it('a companion counts in the sideboard once, whether the sideboard lists it too or not', () => {
    const c = compare('Companion\n1 Lurrus\nDeck\n4 Opt\n', '4 Opt\nSideboard\n1 Lurrus\n');
    expect(c.rows.map((r) => [r.section, r.card, r.registered, r.presented])).toEqual([
      ['main', 'Opt', 4, 4],
      ['sideboard', 'Lurrus', 1, 1],
    ]);
    expect(c.moves).toEqual([]);
    expect(c.totals.registered.sideboard.total).toBe(1);
    const twice = compare('Companion\n1 Lurrus\nDeck\n4 Opt\nSideboard\n1 Lurrus\n', '4 Opt\nSideboard\n1 Lurrus\n');
    expect(twice.rows.find((r) => r.card === 'Lurrus')).toMatchObject({ section: 'sideboard', registered: 1, presented: 1 });
  });

  it('a front face written on one side is the whole card on the other, named by the whole name', () => {
    const c = compare('2 Fire // Ice\n1 Delver of Secrets\n', '1 Fire\n1 FIRE // ICE\n1 Delver of Secrets // Insectile Aberration\n');
    expect(c.rows.map((r) => [r.key, r.card, r.registered, r.presented])).toEqual([
      ['delver of secrets // insectile aberration', 'Delver of Secrets // Insectile Aberration', 1, 1],
      ['fire // ice', 'Fire // Ice', 2, 2],
    ]);
    expect(c.rows[1]?.presentedLines.map((l) => [l.line, l.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(c.rows[0]?.registeredLines.map((l) => [l.file, l.line])).toEqual([['r.txt', 2]]);
  });

  it('the front face written on the registered list: the row is named by the whole name', () => {
    const c = compare('1 Fire\n', '1 Fire // Ice\n');
    expect(c.rows.map((r) => [r.key, r.card, r.registered, r.presented])).toEqual([['fire // ice', 'Fire // Ice', 1, 1]]);
  });

  it('a front face the index knows as a card of its own names the row, before an unknown whole name', () => {
    const index = embeddedIndex(['Fire']);
    const c = compare('1 fire\n', '1 Fire // Ice\n', false, index);
    expect(c.rows.map((r) => [r.key, r.card, r.registered, r.presented])).toEqual([['fire // ice', 'Fire', 1, 1]]);
  });

  it('a front face shared by two whole names stays its own card', () => {
    const c = compare('1 Foo // Bar\n1 Foo\n', '1 Foo // Baz\n1 Foo\n');
    expect(c.rows.map((r) => [r.card, r.registered, r.presented])).toEqual([
      ['Foo', 1, 1],
      ['Foo // Bar', 1, 0],
      ['Foo // Baz', 0, 1],
    ]);
  });

  it('a card the index knows is named by the index, whichever side writes it', () => {
    const c = compare('1 tarmogoyf\n', '1 TARMOGOYF\n', true);
    expect(c.rows.map((r) => [r.card, r.kind])).toEqual([['Tarmogoyf', 'creature']]);
    const unknown = compare('1 foo bar\n', '1 Foo Bar\n');
    expect(unknown.rows.map((r) => r.card)).toEqual(['foo bar']);
  });

  it('totals by type with card types; by section only without', () => {
    const reg = '4 Tarmogoyf\n1 Dryad Arbor\n4 Lightning Bolt\n10 Island\n2 Mystery\n1 Typeless\n\n3 Fire // Ice\n';
    const pres = '4 Tarmogoyf\n4 Lightning Bolt\n9 Island\n2 Mystery\nSideboard\n3 Fire // Ice\n1 Dryad Arbor\nCommander\n1 Delver of Secrets\n';
    const typed = compare(reg, pres, true);
    expect(typed.typesKnown).toBe(true);
    expect(typed.totals.registered).toEqual({
      main: { total: 22, creatures: 4, lands: 11, other: 4, unknown: 3 },
      sideboard: { total: 3, creatures: 0, lands: 0, other: 3, unknown: 0 },
      commander: { total: 0, creatures: 0, lands: 0, other: 0, unknown: 0 },
    });
    expect(typed.totals.presented).toEqual({
      main: { total: 19, creatures: 4, lands: 9, other: 4, unknown: 2 },
      sideboard: { total: 4, creatures: 0, lands: 1, other: 3, unknown: 0 },
      commander: { total: 1, creatures: 1, lands: 0, other: 0, unknown: 0 },
    });
    const plain = compare(reg, pres, false);
    expect(plain.totals.registered.main).toEqual({ total: 22, creatures: null, lands: null, other: null, unknown: null });
    expect(plain.totals.presented.commander).toEqual({ total: 1, creatures: null, lands: null, other: null, unknown: null });
    expect(plain.totals.presented.sideboard.total).toBe(4);
  });

  it('cards outside the compared sections (maybeboard, tokens) make no row and no total', () => {
    const c = compare('4 Opt\nMaybeboard\n2 Shock\n', '4 Opt\nTokens\n1 Goblin\n');
    expect(c.rows.map((r) => r.card)).toEqual(['Opt']);
    expect(c.totals.registered.main.total).toBe(4);
  });
});

describe('diffTexts: the report', () => {
  let legacy: PreparedCheck;
  let plain: PreparedCheck;
  const R = '// NAME : Izzet\n4 Opt\n4 Lightning Bolt\n52 Island\nSideboard\n2 Pyroblast\n';

  it('a deck presented as registered matches: no findings, names from the files, notes for what is not checked', async () => {
    plain = await prepareCheck({ builtInCardData: false, date: '2025-01-15' });
    const r = diffTexts(plain, { file: 'r.txt', text: R }, { file: 'p.txt', text: '52 Island\n4 Lightning Bolt\n4 Opt\n\n2 Pyroblast\n' }, false);
    expect([r.matches, r.differing, r.errors, r.warnings, r.findings, r.remedies]).toEqual([true, 0, 0, 0, [], []]);
    expect(r.registered).toMatchObject({ file: 'r.txt', name: 'Izzet' });
    expect(r.presented.file).toBe('p.txt');
    expect('name' in r.presented).toBe(false);
    const unnamed = diffTexts(plain, { file: 'r.txt', text: '1 Opt\n' }, { file: 'p.txt', text: '1 Opt\n' }, false);
    expect('name' in unnamed.registered).toBe(false);
    expect(r.registered.totals.main.total).toBe(60);
    expect(r.presented.totals.sideboard.total).toBe(2);
    expect([r.format, r.date, r.registeredLegal, r.cardDatabase, r.typesKnown]).toEqual([null, null, null, null, false]);
    expect(r.notes).toEqual([NO_TYPES_NOTE, NO_FORMAT_NOTE]);
  });

  it('differences: one finding per card, the number of cards that differ, the remedy once', async () => {
    plain = await prepareCheck({ builtInCardData: false, date: '2025-01-15' });
    const r = diffTexts(plain, { file: 'r.txt', text: R }, { file: 'p.txt', text: '// NAME : Other\n3 Opt\n4 Lightning Bolt\n52 Island\n1 Pyroblast\n\n1 Pyroblast\n' }, false);
    expect(r.presented.name).toBe('Other');
    expect([r.matches, r.differing, r.errors, r.warnings]).toEqual([false, 2, 2, 0]);
    expect(r.findings.map((f) => [f.rule, f.file, f.line, f.card])).toEqual([
      ['deck-problem', 'p.txt', 2, 'Opt'],
      ['deck-problem', 'p.txt', 5, 'Pyroblast'],
    ]);
    expect(r.remedies.map((x) => [x.rule, x.reference])).toEqual([['deck-problem', 'IPG 3.5 (Tournament Error — Deck Problem)']]);
    expect(r.remedies[0]?.remedy).toMatch(/^the deck is put back to match the registered decklist/);
    expect(r.moves).toEqual([{ key: 'pyroblast', card: 'Pyroblast', from: 'sideboard', to: 'main', count: 1 }]);
  });

  it('bad lines and unknown names are reported on both sides when the registered list is not checked', async () => {
    plain = await prepareCheck({ builtInCardData: false, date: '2025-01-15' });
    const r = diffTexts(plain, { file: 'r.txt', text: '60 Island\n???\n' }, { file: 'p.txt', text: '60 Island\n!!!\n' }, false);
    expect(r.findings.map((f) => [f.rule, f.severity, f.file, f.line])).toEqual([
      ['parse-error', 'error', 'p.txt', 2],
      ['parse-error', 'error', 'r.txt', 2],
    ]);
    expect([r.errors, r.warnings, r.matches, r.remedies]).toEqual([2, 0, true, []]);
  });

  it('a name that could be several cards is reported on each side, once', async () => {
    const index = embeddedIndex();
    index.add({ name: 'Foo // Bar', basic: false });
    index.add({ name: 'Foo // Baz', basic: false });
    for (const check of [false, true]) {
      const base = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
      const prepared: PreparedCheck = { ...base, index };
      const r = diffTexts(prepared, { file: 'r.txt', text: '59 Island\n1 Foo\n' }, { file: 'p.txt', text: '59 Island\n1 Foo\n' }, check);
      expect(r.findings.filter((f) => f.rule !== 'decklist-problem').map((f) => [f.rule, f.file, f.line])).toEqual([
        ['card-name-ambiguous', 'p.txt', 2],
        ['card-name-ambiguous', 'r.txt', 2],
      ]);
    }
  });

  it('the notes say what is not checked and why', async () => {
    plain = await prepareCheck({ builtInCardData: false, date: '2025-01-15' });
    const r = diffTexts(plain, { file: 'r.txt', text: '1 Opt\n' }, { file: 'p.txt', text: '1 Opt\n' }, false);
    expect(r.notes[0]).toMatch(/^No card database is loaded: card types are not known, so the count view gives section totals only/);
    expect(r.notes[0]).toMatch(/foreign-language names are not read\.$/);
    expect(r.notes[1]).toBe('No format is given (--format): the registered list is compared with the deck, but its own legality is not checked.');
  });

  it('with a format: the registered list is checked, its findings kept, and an illegal list is a decklist problem', async () => {
    legacy = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    const text = '56 Island\n4 Brainstorm\nSideboard\n1 Mystical Tutor\n';
    const r = diffTexts(legacy, { file: 'r.txt', text }, { file: 'p.txt', text }, true);
    expect(r.format).toEqual({ id: 'legacy', name: 'Legacy' });
    expect(r.date).toBe('2025-01-15');
    expect(r.registeredLegal).toBe(false);
    expect(r.findings.map((f) => [f.rule, f.file, f.line])).toEqual([
      ['decklist-problem', 'r.txt', null],
      ['card-banned', 'r.txt', 4],
    ]);
    expect([r.errors, r.matches, r.differing]).toEqual([2, true, 0]);
    expect(r.remedies.map((x) => x.rule)).toEqual(['decklist-problem']);
    expect(r.notes).toEqual([NO_TYPES_NOTE]);
    const legal = diffTexts(legacy, { file: 'r.txt', text: '60 Island\n' }, { file: 'p.txt', text: '60 Island\n' }, true);
    expect([legal.registeredLegal, legal.findings, legal.remedies, legal.errors]).toEqual([true, [], [], 0]);
  });

  it('warnings of the registered list count as warnings, not errors, and keep it legal', async () => {
    legacy = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    // A declared companion whose condition cannot be checked without card facts: card-facts-missing, a warning.
    const text = '60 Island\nCompanion\n1 Kaheera, the Orphanguard\n';
    const r = diffTexts(legacy, { file: 'r.txt', text }, { file: 'p.txt', text }, true);
    expect(r.findings.map((f) => [f.rule, f.severity, f.file])).toEqual([['card-facts-missing', 'warning', 'r.txt']]);
    expect([r.errors, r.warnings, r.registeredLegal, r.matches, r.remedies]).toEqual([0, 1, true, true, []]);
  });

  it('with a card database: types are known and only the notes of the preparation are given', async () => {
    const base = await prepareCheck({ builtInCardData: false, date: '2025-01-15' });
    const db = { source: 'test', date: '2025-01-01', cards: FACTS.length };
    const prepared: PreparedCheck = { ...base, index: TYPED, cardDatabase: db, notes: ['a note of the database'] };
    const r = diffTexts(prepared, { file: 'r.txt', text: '4 Tarmogoyf\n' }, { file: 'p.txt', text: '3 Tarmogoyf\n1 Dryad Arbor\n' }, false);
    expect(r.typesKnown).toBe(true);
    expect(r.cardDatabase).toEqual(db);
    expect(r.notes).toEqual([NO_FORMAT_NOTE, 'a note of the database']);
    expect(r.presented.totals.main).toEqual({ total: 4, creatures: 3, lands: 1, other: 0, unknown: 0 });
    expect(r.rows.map((x) => [x.card, x.kind, x.difference])).toEqual([
      ['Dryad Arbor', 'land', 1],
      ['Tarmogoyf', 'creature', -1],
    ]);
    expect(r.differing).toBe(2);
  });
});
