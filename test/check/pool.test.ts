/**
 * The resolved Sealed / Draft pool (src/model/pool.ts): what counts as a pool card, how a front-face spelling and a
 * whole `Front // Back` name become one card, what a unit's decks take from the pool, the unused pool (the
 * sideboard, CR 100.4b/c), and the close names offered for a card the pool lacks.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex, type CardIndex } from '../../src/cards/index.js';
import { resolveDeck } from '../../src/model/model.js';
import {
  frontKey,
  isFreelyAddedBasic,
  poolIdentity,
  poolUses,
  resolvePool,
  similarPoolNames,
  unusedPool,
  useLocations,
} from '../../src/model/pool.js';
import { parsePool } from '../../src/parse/pool.js';
import { parseTextDeck } from '../../src/parse/text.js';

const EMBEDDED = embeddedIndex();

function pool(text: string, index: CardIndex = EMBEDDED) {
  return resolvePool(parsePool(text, 'pool.txt'), index);
}

function deck(text: string, file = 'deck.txt', index: CardIndex = EMBEDDED) {
  return resolveDeck(parseTextDeck(text, file), index);
}

/** The pool's cards as [key, name, count, lines]. */
function cards(p: ReturnType<typeof pool>) {
  return [...p.cards.values()].map((c) => [c.key, c.name, c.count, c.entries.map((e) => e.line)]);
}

describe('freely added basics and front faces', () => {
  it.each([
    ['plains', true],
    ['island', true],
    ['swamp', true],
    ['mountain', true],
    ['forest', true],
    ['wastes', false],
    ['snow-covered forest', false],
    ['Forest', false],
  ])('isFreelyAddedBasic(%j) is %s (MTR 7.2)', (key, expected) => {
    expect(isFreelyAddedBasic(key)).toBe(expected);
  });

  it.each([
    ['fire // ice', 'fire'],
    ['delver of secrets // insectile aberration', 'delver of secrets'],
    ['a // b // c', 'a'],
    ['fire', undefined],
    ['fire//ice', undefined],
    [' // ice', undefined],
    ['', undefined],
  ])('frontKey(%j) is %j', (key, expected) => {
    expect(frontKey(key)).toBe(expected);
  });
});

describe('resolvePool', () => {
  it('counts the main deck, sideboard, commander and companion sections, not the maybeboard', () => {
    const p = pool('2 Opt\nSideboard\n1 Shock\n1 Opt\nCommander\n1 Kenrith\nCompanion\n1 Lurrus\nMaybeboard\n3 Negate\n');
    expect(cards(p)).toEqual([
      ['opt', 'Opt', 3, [1, 4]],
      ['shock', 'Shock', 1, [3]],
      ['kenrith', 'Kenrith', 1, [6]],
      ['lurrus', 'Lurrus', 1, [8]],
    ]);
    expect(p.total).toBe(6);
    expect(p.file).toBe('pool.txt');
    expect(p.cards.has('negate')).toBe(false);
  });

  it('keeps only the pool lines of a card that is also in the maybeboard', () => {
    const p = pool('2 Opt\nMaybeboard\n3 Opt\n');
    expect(cards(p)).toEqual([['opt', 'Opt', 2, [1]]]);
    expect(p.total).toBe(2);
  });

  it('folds a front-face spelling into the one whole name with that front, lines in file order', () => {
    const p = pool('1 Fire // Ice\n2 Opt\n1 Fire\n1 Delver of Secrets\n1 Delver of Secrets // Insectile Aberration\n');
    expect(cards(p)).toEqual([
      ['fire // ice', 'Fire // Ice', 2, [1, 3]],
      ['opt', 'Opt', 2, [2]],
      ['delver of secrets // insectile aberration', 'Delver of Secrets // Insectile Aberration', 2, [4, 5]],
    ]);
    expect(p.total).toBe(6);
    expect(p.cards.has('fire')).toBe(false);
    expect([...p.fronts]).toEqual([
      ['fire', ['fire // ice']],
      ['delver of secrets', ['delver of secrets // insectile aberration']],
    ]);
  });

  it('sorts the folded lines by line even when the front face is written first', () => {
    const p = pool('1 Fire\n1 Opt\n2 Fire // Ice\n1 Fire\n');
    expect(cards(p)).toEqual([
      ['opt', 'Opt', 1, [2]],
      ['fire // ice', 'Fire // Ice', 4, [1, 3, 4]],
    ]);
  });

  it('does not fold a front face two whole names share', () => {
    const p = pool('1 Foo // Bar\n1 Foo // Baz\n1 Foo\n');
    expect(cards(p)).toEqual([
      ['foo // bar', 'Foo // Bar', 1, [1]],
      ['foo // baz', 'Foo // Baz', 1, [2]],
      ['foo', 'Foo', 1, [3]],
    ]);
    expect(p.fronts.get('foo')).toEqual(['foo // bar', 'foo // baz']);
    expect(p.total).toBe(3);
  });

  it('a whole name without its front face written alone stays as it is', () => {
    const p = pool('3 Fire // Ice\n');
    expect(cards(p)).toEqual([['fire // ice', 'Fire // Ice', 3, [1]]]);
    expect(p.fronts.get('fire')).toEqual(['fire // ice']);
  });
});

describe('poolIdentity', () => {
  const p = pool('1 Fire // Ice\n1 Delver of Secrets\n1 Foo // Bar\n1 Foo // Baz\n1 Foo\n1 Opt\n');
  it.each([
    ['opt', 'opt'],
    ['fire // ice', 'fire // ice'],
    ['fire', 'fire // ice'],
    ['delver of secrets // insectile aberration', 'delver of secrets'],
    ['delver of secrets', 'delver of secrets'],
    ['foo', 'foo'],
    ['foo // bar', 'foo // bar'],
    ['foo // qux', 'foo'],
    ['shock', 'shock'],
    ['shock // awe', 'shock // awe'],
  ])('%j is %j in the pool', (key, expected) => {
    expect(poolIdentity(p, key)).toBe(expected);
  });

  it('a front face shared by two whole names in the pool is no pool card of its own', () => {
    const shared = pool('1 Foo // Bar\n1 Foo // Baz\n');
    expect(poolIdentity(shared, 'foo')).toBe('foo');
    expect(poolIdentity(shared, 'foo // baz')).toBe('foo // baz');
  });
});

describe('poolUses and unusedPool', () => {
  it("counts each deck's copies and what its main deck and command zone take, by pool identity", () => {
    const p = pool('2 Fire // Ice\n3 Opt\n1 Kenrith\n2 Shock\n');
    const a = deck('1 Fire\n2 Opt\nSideboard\n1 Opt\nMaybeboard\n4 Shock\n', 'a.txt');
    const b = deck('Commander\n1 Kenrith\nDeck\n1 Fire // Ice\nSideboard\n1 Lightning Bolt\n', 'b.txt');
    const uses = poolUses(p, [a, b]);
    expect(uses.map((u) => [u.key, u.name, u.pool?.count ?? null, u.used, u.main, u.holdings.map((h) => [h.deck.file, h.copies, h.main])])).toEqual([
      [
        'fire // ice',
        'Fire // Ice',
        2,
        2,
        2,
        [
          ['a.txt', 1, 1],
          ['b.txt', 1, 1],
        ],
      ],
      ['opt', 'Opt', 3, 3, 2, [['a.txt', 3, 2]]],
      ['kenrith', 'Kenrith', 1, 1, 1, [['b.txt', 1, 1]]],
      ['lightning bolt', 'Lightning Bolt', null, 1, 0, [['b.txt', 1, 0]]],
    ]);
    expect(unusedPool(p, [a, b])).toEqual([
      { card: 'Opt', count: 1, line: 2 },
      { card: 'Shock', count: 2, line: 4 },
    ]);
  });

  it('names a card as the card index does, else as the pool writes it, else as the deck does', () => {
    const p = pool('2 FIRE // ICE\n2 forest\n');
    const d = deck('1 fire\n1 Forest\n1 Opt\n');
    expect(poolUses(p, [d]).map((u) => [u.key, u.name])).toEqual([
      ['fire // ice', 'FIRE // ICE'],
      ['forest', 'Forest'],
      ['opt', 'Opt'],
    ]);
  });

  it("a deck card the index knows is named by the index, even when the pool writes it as a whole multi-face name", () => {
    const index = embeddedIndex(['Fire']);
    const p = pool('2 fire // ice\n', index);
    const uses = poolUses(p, [deck('1 FIRE\n', 'a.txt', index)]);
    expect(uses.map((u) => [u.key, u.name, u.used])).toEqual([['fire // ice', 'Fire', 1]]);
  });

  it('a companion counts once, with its sideboard copy; the unused pool is sorted by name, with its first line', () => {
    const p = pool('1 Zombify\n1 Lurrus\n2 Ambush\n1 Lurrus\n');
    const d = deck('Companion\n1 Lurrus\nDeck\n1 Ambush\nSideboard\n1 Lurrus\n');
    expect(poolUses(p, [d]).map((u) => [u.key, u.used, u.main])).toEqual([
      ['lurrus', 1, 0],
      ['ambush', 1, 1],
    ]);
    expect(unusedPool(p, [d])).toEqual([
      { card: 'Ambush', count: 1, line: 3 },
      { card: 'Lurrus', count: 2, line: 2 },
      { card: 'Zombify', count: 1, line: 1 },
    ]);
  });

  it('a deck that uses more than the pool holds leaves nothing unused, never a negative count', () => {
    const p = pool('1 Opt\n');
    expect(unusedPool(p, [deck('3 Opt\n')])).toEqual([]);
    expect(unusedPool(p, [])).toEqual([{ card: 'Opt', count: 1, line: 1 }]);
  });

  it("useLocations lists a card's lines deck by deck in unit order, each deck by line", () => {
    const p = pool('9 Opt\n');
    const a = deck('Sideboard\n1 Opt\nDeck\n2 OPT\n', 'z.txt');
    const b = deck('1 Opt\n', 'a.txt');
    const [use] = poolUses(p, [a, b]);
    expect(use && useLocations(use).map((l) => [l.file, l.line, l.section, l.count, l.written ?? null])).toEqual([
      ['z.txt', 2, 'sideboard', 1, null],
      ['z.txt', 4, 'main', 2, 'OPT'],
      ['a.txt', 1, 'main', 1, null],
    ]);
  });
});

describe('similarPoolNames: close names for a card the pool lacks', () => {
  const p = pool(
    [
      'Opt',
      'Ops',
      'Apt',
      'Shock',
      'Lightning Bolt',
      'Lightning Helix',
      'Counterspell',
      'Countervailing Winds',
      'Tarmogoyf',
      'Birds of Paradise',
      'Bird of Paradise',
      'Birds of Paradox',
      'Words of Paradise',
      'Llanowar Elves',
    ]
      .map((n) => `1 ${n}\n`)
      .join(''),
  );
  it.each([
    // under 6 characters: one edit
    ['opt', ['Opt', 'Apt', 'Ops']],
    ['opts', ['Ops', 'Opt']],
    ['shok', ['Shock']],
    ['shk', []],
    ['shxcx', []],
    ['shoxkx', ['Shock']],
    // 6 to 13 characters: two edits
    ['tarmogoyff', ['Tarmogoyf']],
    ['tarmogyf', ['Tarmogoyf']],
    ['tramoogyf', []],
    ['countrspel', ['Counterspell']],
    ['ocountrspell', ['Counterspell']],
    ['counterspell', ['Counterspell']],
    ['counterspe', ['Counterspell']],
    ['countersp', []],
    // 14 characters and more: three edits, at most three names, closest first, then by name
    ['lightning bolts', ['Lightning Bolt']],
    ['lightnin bolts', ['Lightning Bolt']],
    ['lightning helixes', ['Lightning Helix']],
    ['lightnig bot', ['Lightning Bolt']],
    ['lightnig bo', []],
    ['lxghtnxng bol', []],
    ['lxghtnxnx bolt', ['Lightning Bolt']],
    ['birds of paradise', ['Birds of Paradise', 'Bird of Paradise', 'Words of Paradise']],
    ['birds of paradice', ['Birds of Paradise', 'Bird of Paradise', 'Birds of Paradox']],
    ['llanowar elfs', ['Llanowar Elves']],
    ['lanowar elves', ['Llanowar Elves']],
    ['llanowar', []],
  ])('%j → %j', (key, expected) => {
    expect(similarPoolNames(p, key)).toEqual(expected);
  });

  it('asks the same pool twice with the same answer', () => {
    expect(similarPoolNames(p, 'shok')).toEqual(['Shock']);
    expect(similarPoolNames(p, 'shok')).toEqual(['Shock']);
  });

  it('an empty pool offers nothing', () => {
    expect(similarPoolNames(pool('Sideboard\n'), 'opt')).toEqual([]);
  });
});
