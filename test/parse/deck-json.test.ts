/**
 * deckcheck's deck JSON read back: entries with the line each item begins on, printing details kept, and every entry
 * or section that is wrong reported as a parse-error with its line and sentence; documents that are not a deck refused.
 */
import { describe, expect, it } from 'vitest';
import { InputFormatError } from '../../src/input/format-error.js';
import { parseDeckJson } from '../../src/parse/deck-json.js';
import type { ParsedDeck } from '../../src/parse/types.js';

type E = [count: number, name: string, section: string, line: number];
type D = [line: number | null, message: string];

interface Row {
  name: string;
  text: string;
  entries: E[];
  diagnostics?: D[];
  extra?: (d: ParsedDeck) => void;
}

const table: Row[] = [
  {
    name: 'sections and items on their own lines; strings with quotes, escapes and brackets do not move the lines',
    text: [
      '{',
      '  "schemaVersion": 1,',
      '  "name": " Burn \\"[x]\\" ",',
      '  "sections": {',
      '    "main": [',
      '      { "count": 4, "name": "Lightning  Bolt", "set": " m11 ", "collectorNumber": " 149 ", "finish": "foil", "mtgoId": "38906" },',
      '      {',
      '        "count": 20,',
      '        "name": "Mountain", "set": "", "finish": "shiny", "mtgoId": "x1"',
      '      }',
      '    ],',
      '    "sideboard": [ { "count": 2, "name": "Smash, [to] {Smithereens}" }, { "count": 1, "name": "Duress", "finish": "etched" } ],',
      '    "commander": []',
      '  }',
      '}',
    ].join('\n'),
    entries: [
      [4, 'Lightning Bolt', 'main', 6],
      [20, 'Mountain', 'main', 7],
      [2, 'Smash, [to] {Smithereens}', 'sideboard', 12],
      [1, 'Duress', 'sideboard', 12],
    ],
    extra: (d) => {
      expect(d.name).toBe('Burn "[x]"');
      expect(d.entries[0]).toEqual({
        count: 4,
        name: 'Lightning Bolt',
        section: 'main',
        line: 6,
        column: 1,
        set: 'M11',
        collectorNumber: '149',
        finish: 'foil',
        mtgoId: '38906',
      });
      expect(d.entries[1]).toEqual({ count: 20, name: 'Mountain', section: 'main', line: 7, column: 1 });
      expect(d.entries[3]?.finish).toBe('etched');
      expect(d.sectionLines).toEqual({ main: 5, sideboard: 12, commander: 13 });
    },
  },
  {
    name: 'wrong entries and sections are reported at their lines, the rest is read',
    text: [
      '{ "schemaVersion": 1, "name": "  ",',
      ' "sections": {',
      '  "main": [',
      '   4,',
      '   { "count": 0, "name": "Opt" },',
      '   { "count": 1.5, "name": "Opt" },',
      '   { "count": "4", "name": "Opt" },',
      '   { "count": 100000, "name": "Opt" },',
      '   { "name": "Opt" },',
      '   { "count": 99999, "name": " " },',
      '   { "count": 99999, "name": 7 },',
      '   { "count": 99999, "name": "Island" },',
      '   { "count": 1, "name": "Opt" }',
      '  ],',
      '  "graveyard": [ { "count": 1, "name": "Opt" } ],',
      '  "sideboard": { "count": 1 }',
      ' }',
      '}',
    ].join('\n'),
    entries: [
      [99999, 'Island', 'main', 12],
      [1, 'Opt', 'main', 13],
    ],
    diagnostics: [
      [4, 'line 4: an entry of "main" must be an object such as {"count": 4, "name": "Lightning Bolt"}.'],
      [5, 'line 5: "count": 0 is not a number of cards; write a whole number from 1 to 99999.'],
      [6, 'line 6: "count": 1.5 is not a number of cards; write a whole number from 1 to 99999.'],
      [7, 'line 7: "count": "4" is not a number of cards; write a whole number from 1 to 99999.'],
      [8, 'line 8: "count": 100000 is not a number of cards; write a whole number from 1 to 99999.'],
      [9, 'line 9: "count": missing is not a number of cards; write a whole number from 1 to 99999.'],
      [10, 'line 10: an entry without a "name"; write the card name, e.g. "name": "Lightning Bolt".'],
      [11, 'line 11: an entry without a "name"; write the card name, e.g. "name": "Lightning Bolt".'],
      [
        15,
        'line 15: section "graveyard" is not one of main, sideboard, commander, companion, maybeboard, schemes, planes, tokens; its cards are not read.',
      ],
      [16, 'line 16: section "sideboard" must be an array of entries.'],
    ],
    extra: (d) => {
      expect(d.name).toBeUndefined();
      expect(d.sectionLines).toEqual({ main: 3 });
    },
  },
  {
    name: 'an empty deck says so',
    text: '{"schemaVersion":1,"sections":{"main":[]}}',
    entries: [],
    diagnostics: [[null, 'the deck holds no cards: nothing to check.']],
  },
  {
    name: 'a byte-order mark and CRLF line ends',
    text: '\uFEFF{\r\n"schemaVersion": 1,\r\n"sections": {\r\n"tokens": [\r\n{"count": 1, "name": "Goblin"}]}}',
    entries: [[1, 'Goblin', 'tokens', 5]],
    extra: (d) => expect(d.sectionLines).toEqual({ tokens: 4 }),
  },
];

describe('deck JSON: entries and findings', () => {
  it.each(table)('$name', (row) => {
    const d = parseDeckJson(row.text, 'deck.json');
    expect(d.file).toBe('deck.json');
    expect(d.entries.map((e): E => [e.count, e.name, e.section, e.line])).toEqual(row.entries);
    expect(d.diagnostics.map((f): D => [f.line, f.message])).toEqual(row.diagnostics ?? []);
    for (const f of d.diagnostics) expect(f).toMatchObject({ rule: 'parse-error', severity: 'error', file: 'deck.json' });
    row.extra?.(d);
  });
});

describe('deck JSON: documents that are not a deck', () => {
  it.each([
    // Node 26's JSON.parse adds the line and column to its message: "at position 22 (line 3 column 1)".
    ['not JSON: the line of the position JSON.parse names', '{\n"schemaVersion": 1,\n,"sections": {}\n}', 3, /^the file is not valid JSON \(.+ at position 22(?: \(line 3 column 1\))?\)$/],
    // Node 20 gives no position for an unexpected token or an unfinished document: the reader finds the line itself.
    ['not JSON: a bare word where a value goes', '{\n"schemaVersion": 1,\n"sections": {\n"main": [{"count": 4, "name": Bolt}]\n}\n}', 4, /^the file is not valid JSON \(.+\)$/],
    ['not JSON: the document ends early', '{\n"schemaVersion": 1,\n"sections": {\n', 4, /^the file is not valid JSON \(.+\)$/],
    ['not JSON, with a byte-order mark', '\uFEFF{\n"schemaVersion": 1,\n"sections": nope\n}', 3, /^the file is not valid JSON \(.+\)$/],
    ['not JSON, text after the document', '{"schemaVersion": 1, "sections": {}}\n\nx', 3, /^the file is not valid JSON \(.+\)$/],
    ['an array', '[1]', null, 'the file is JSON, but not a deckcheck deck: it needs "schemaVersion": 1 and "sections"'],
    ['null', 'null', null, 'the file is JSON, but not a deckcheck deck: it needs "schemaVersion": 1 and "sections"'],
    ['no sections', '{"schemaVersion": 1}', null, 'the file is JSON, but not a deckcheck deck: it needs "schemaVersion": 1 and "sections"'],
    ['version 2', '{"schemaVersion": 2, "sections": {}}', null, '"schemaVersion": 2 — this deckcheck reads deck JSON version 1'],
    ['no version', '{"sections": {}}', null, '"schemaVersion": missing — this deckcheck reads deck JSON version 1'],
    ['sections an array', '{"schemaVersion": 1, "sections": []}', null, '"sections" must be an object of section arrays'],
    ['sections null', '{"schemaVersion": 1, "sections": null}', null, '"sections" must be an object of section arrays'],
  ])('%s', (_label, text, line, reason) => {
    let error: unknown;
    try {
      parseDeckJson(text, 'd.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputFormatError);
    const e = error as InputFormatError;
    expect(e.file).toBe('d.json');
    expect(e.line).toBe(line);
    if (typeof reason === 'string') expect(e.reason).toBe(reason);
    else expect(e.reason).toMatch(reason);
  });
});
