/**
 * Reading the command zone (src/check/command-zone.ts) below the API: when a short sideboard is the command zone
 * (1 to 3 cards, no Commander or Companion section), which of its cards are companions, what the deck looks like
 * after the move, and the sentence that says what was read and why.
 */
import { describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { commandZoneOf, readShortSideboard, SHORT_SIDEBOARD_MAX } from '../../src/check/command-zone.js';
import { resolveDeck } from '../../src/model/model.js';
import { parseTextDeck } from '../../src/parse/text.js';

const INDEX = embeddedIndex(['Lutri, the Spellchaser']);

function read(text: string) {
  const input = parseTextDeck(text, 'c.txt');
  return { input, ...readShortSideboard(input, INDEX) };
}

/** Entries after the move: [line, section, name]. */
function sections(r: ReturnType<typeof read>) {
  return r.parsed.entries.map((e) => [e.line, e.section, e.name]);
}

describe('readShortSideboard', () => {
  it.each([
    ['one card', '99 Forest\n\n1 Kenrith\n', [[3, 'commander', 'Kenrith']]],
    ['three cards', '97 Forest\n\n1 Tymna\n1 Thrasios\n1 Yorion, Sky Nomad\n', [[3, 'commander', 'Tymna'], [4, 'commander', 'Thrasios'], [5, 'companion', 'Yorion, Sky Nomad']]],
    ['a companion written in another letter case', '98 Forest\n\n1 Kenrith\n1 YORION, SKY NOMAD\n', [[3, 'commander', 'Kenrith'], [4, 'companion', 'YORION, SKY NOMAD']]],
    ['a companion the index knows, written with an accent', '98 Forest\n\n1 Kenrith\n1 Lutrí, the Spellchaser\n', [[3, 'commander', 'Kenrith'], [4, 'companion', 'Lutrí, the Spellchaser']]],
    ['only companions: the first is the commander', '98 Forest\n\n1 Lurrus of the Dream-Den\n1 Yorion, Sky Nomad\n', [[3, 'commander', 'Lurrus of the Dream-Den'], [4, 'companion', 'Yorion, Sky Nomad']]],
    ['one companion alone is the commander', '99 Forest\n\n1 Lurrus of the Dream-Den\n', [[3, 'commander', 'Lurrus of the Dream-Den']]],
    ['a line of two copies counts two', '98 Forest\n\n2 Kenrith\n', [[3, 'commander', 'Kenrith']]],
  ])('%s: moved', (_name, text, moved) => {
    const r = read(text);
    expect(r.moved).toBe(true);
    expect(sections(r).filter((e) => e[1] !== 'main')).toEqual(moved);
    expect(r.parsed.sectionLines.sideboard).toBeUndefined();
    expect(r.parsed.entries[0]).toMatchObject({ line: 1, section: 'main', name: 'Forest' });
  });

  it('keeps the other section lines of the deck', () => {
    const r = read('Deck\n99 Forest\nSideboard\n1 Kenrith\n');
    expect(r.moved).toBe(true);
    expect(r.parsed.sectionLines).toEqual({ main: 1 });
  });

  it.each([
    ['no sideboard', '100 Forest\n'],
    ['an empty Sideboard section', '100 Forest\nSideboard\n'],
    ['four cards', '96 Forest\n\n1 A\n1 B\n1 C\n1 D\n'],
    ['four copies on one line', '96 Forest\n\n4 Opt\n'],
    ['two lines of two copies', '96 Forest\n\n2 Opt\n2 Ponder\n'],
    ['a Commander section', 'Commander\n1 Kenrith\nDeck\n98 Forest\nSideboard\n1 Opt\n'],
    ['a Companion section, even after the sideboard', '98 Forest\nSideboard\n1 Opt\nCompanion\n1 Yorion, Sky Nomad\n'],
    ['a COMMANDER: line', 'COMMANDER: Kenrith\n98 Forest\n\n1 Opt\n'],
  ])('%s: not moved, the deck as it was', (_name, text) => {
    const r = read(text);
    expect(r.moved).toBe(false);
    expect(r.parsed).toBe(r.input);
  });

  it('holds two commanders and a companion at most', () => {
    expect(SHORT_SIDEBOARD_MAX).toBe(3);
  });
});

describe('commandZoneOf', () => {
  function zone(text: string, source: 'section' | 'sideboard' = 'section', format = 'Commander') {
    const r = readShortSideboard(parseTextDeck(text, 'c.txt'), INDEX);
    const z = commandZoneOf(resolveDeck(r.parsed, INDEX), source, format);
    return { source: z.source, commanders: z.commanders.map((g) => g.name), companions: z.companions.map((g) => g.name), explanation: z.explanation };
  }
  const SECTION =
    'as the decklist names the command zone (a Commander or Companion section, a COMMANDER: line, or the MTGO .dek commander annotation).';

  it('commanders and companions in the order of their first line, each named with it', () => {
    expect(zone('Companion\n1 Yorion, Sky Nomad\nCommander\n1 Tymna\nDeck\n1 Thrasios\nCommander\n1 Thrasios\n1 Tymna\n')).toEqual({
      source: 'section',
      commanders: ['Tymna', 'Thrasios'],
      companions: ['Yorion, Sky Nomad'],
      explanation: `Read commanders Tymna (line 4) and Thrasios (line 8); companion Yorion, Sky Nomad (line 2) ${SECTION}`,
    });
  });

  it('a card written again later is named with its first line', () => {
    expect(zone('Commander\n1 Thrasios\n1 Tymna\n1 Thrasios\n').explanation).toBe(
      `Read commanders Thrasios (line 2) and Tymna (line 3) ${SECTION}`,
    );
  });

  it('ordered by their line in the command zone, not where the deck first names them', () => {
    const z = zone('Deck\n1 Thrasios\n1 Lurrus\nCommander\n1 Tymna\n1 Thrasios\nCompanion\n1 Yorion, Sky Nomad\n1 Lurrus\n');
    expect([z.commanders, z.companions]).toEqual([
      ['Tymna', 'Thrasios'],
      ['Yorion, Sky Nomad', 'Lurrus'],
    ]);
    expect(z.explanation).toBe(`Read commanders Tymna (line 5) and Thrasios (line 6); companion Yorion, Sky Nomad (line 8) and Lurrus (line 9) ${SECTION}`);
  });

  it('two companions, in line order', () => {
    expect(zone('Companion\n1 Yorion, Sky Nomad\n1 Lurrus\n').explanation).toBe(
      `Read companion Yorion, Sky Nomad (line 2) and Lurrus (line 3) ${SECTION}`,
    );
    expect(zone('Companion\n1 Lurrus\n1 Yorion, Sky Nomad\n').companions).toEqual(['Lurrus', 'Yorion, Sky Nomad']);
  });

  it('from a short sideboard, naming the format', () => {
    expect(zone('99 Forest\n\n1 Kenrith\n', 'sideboard', 'Brawl').explanation).toBe(
      'Read commander Kenrith (line 3) from the short sideboard: in Brawl, a decklist without a Commander section and ' +
        'with a sideboard of 1 to 3 cards has its command zone there (one or two commanders and at most one companion; ' +
        'the companion is the card with a companion ability).',
    );
  });

  it('none: no commander and no companion', () => {
    expect(zone('100 Forest\n', 'sideboard')).toEqual({
      source: 'none',
      commanders: [],
      companions: [],
      explanation: 'No commander found: the decklist has no Commander section, and no sideboard of 1 to 3 cards to read as the command zone.',
    });
  });
});
