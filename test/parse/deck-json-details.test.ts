/**
 * deck JSON, the details a reader relies on: item lines in CRLF files, section lines only from the keys of
 * "sections", entry fields present only when given, names tidied, MTGO ids only as digit strings.
 */
import { describe, expect, it } from 'vitest';
import { parseDeckJson } from '../../src/parse/deck-json.js';

const doc = (sections: string, crlf = false): string => {
  const text = ['{', '  "schemaVersion": 1,', '  "sections": {', sections, '  }', '}'].join('\n');
  return crlf ? text.replace(/\n/g, '\r\n') : text;
};

describe('deck JSON details', () => {
  it('a valid deck has no findings, and an entry carries only the fields it was given', () => {
    const d = parseDeckJson(doc('    "main": [\n      { "count": 4, "name": "Lightning Bolt" }\n    ]'), 'd.json');
    expect(d.diagnostics).toEqual([]);
    expect(d.entries).toStrictEqual([{ count: 4, name: 'Lightning Bolt', section: 'main', line: 5, column: 1 }]);
    expect(d.sectionLines).toStrictEqual({ main: 4 });
  });

  it('CRLF files: each item on the line it begins on (a CR is blank space between tokens)', () => {
    const d = parseDeckJson(
      doc('    "main": [\n\t\t{ "count": 4, "name": "Lightning Bolt" },\n\t\t{ "count": 2, "name": "Duress" }\n    ],\n    "sideboard": [\n      { "count": 1, "name": "Pyroblast" }\n    ]', true),
      'd.json',
    );
    expect(d.entries.map((e) => [e.name, e.line])).toEqual([
      ['Lightning Bolt', 5],
      ['Duress', 6],
      ['Pyroblast', 9],
    ]);
    expect(d.sectionLines).toEqual({ main: 4, sideboard: 8 });
  });

  it('a key named like a section outside "sections" does not move the section line', () => {
    const text = [
      '{',
      '  "schemaVersion": 1,',
      '  "sections": {',
      '    "sideboard": [',
      '      { "count": 1, "name": "Pyroblast", "main": "no" }',
      '    ]',
      '  },',
      '  "notes": { "sideboard": "later" }',
      '}',
    ].join('\n');
    const d = parseDeckJson(text, 'd.json');
    expect(d.sectionLines).toEqual({ sideboard: 4 });
    expect(d.entries.map((e) => [e.name, e.line])).toEqual([['Pyroblast', 5]]);
  });

  it('names are tidied: blank space collapsed and trimmed', () => {
    const d = parseDeckJson(doc('    "main": [ { "count": 1, "name": "  Lightning \\t Bolt  " } ]'), 'd.json');
    expect(d.entries.map((e) => e.name)).toEqual(['Lightning Bolt']);
  });

  it.each([
    ['"38906"', '38906'],
    ['"38906a"', undefined],
    ['38906', undefined],
    ['""', undefined],
  ])('mtgoId %s → %s', (written, want) => {
    const d = parseDeckJson(doc(`    "main": [ { "count": 1, "name": "Duress", "mtgoId": ${written} } ]`), 'd.json');
    expect(d.entries[0]?.mtgoId).toBe(want);
    expect('mtgoId' in (d.entries[0] ?? {})).toBe(want !== undefined);
  });

  it('set, collector number and finish appear only when given', () => {
    const d = parseDeckJson(
      doc('    "main": [ { "count": 1, "name": "Duress", "set": "m11", "collectorNumber": "95", "finish": "etched" }, { "count": 1, "name": "Shock", "finish": "shiny" } ]'),
      'd.json',
    );
    expect(d.entries[0]).toMatchObject({ set: 'M11', collectorNumber: '95', finish: 'etched' });
    expect(Object.keys(d.entries[1] ?? {}).sort()).toEqual(['column', 'count', 'line', 'name', 'section']);
  });

  it('blank space after a bracket or comma at a line end does not move the next item to that line', () => {
    const d = parseDeckJson(
      doc('    "main": [ \t\n      { "count": 4, "name": "Opt" }, \t\n\t{ "count": 2, "name": "Duress" }\n    ]'),
      'd.json',
    );
    expect(d.entries.map((e) => [e.name, e.line])).toEqual([
      ['Opt', 5],
      ['Duress', 6],
    ]);
  });

  it('arrays inside entries and escaped quotes inside names do not shift the lines of later entries', () => {
    const d = parseDeckJson(
      doc(
        [
          '    "main": [',
          '      { "count": 1, "name": "\\"Ach! Hans, [Run]!\\"", "tags": [',
          '        "a", [ "b" ]',
          '      ] },',
          '      { "count": 2, "name": "Duress" }',
          '    ]',
        ].join('\n'),
      ),
      'd.json',
    );
    expect(d.entries.map((e) => [e.name, e.line])).toEqual([
      ['"Ach! Hans, [Run]!"', 5],
      ['Duress', 8],
    ]);
  });

  it('arrays under a section-named key outside "sections" do not shift entry lines', () => {
    const text = [
      '{',
      '  "schemaVersion": 1,',
      '  "notes": { "main": [ "first",',
      '    "second" ] },',
      '  "sections": {',
      '    "main": [',
      '      { "count": 4, "name": "Opt" },',
      '      { "count": 2, "name": "Duress" }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    const d = parseDeckJson(text, 'd.json');
    expect(d.entries.map((e) => [e.name, e.line])).toEqual([
      ['Opt', 7],
      ['Duress', 8],
    ]);
    expect(d.sectionLines).toStrictEqual({ main: 6 });
  });

  it('a key named like a section inside a later entry does not move that section line', () => {
    const text = [
      '{',
      '  "schemaVersion": 1,',
      '  "sections": {',
      '    "sideboard": [ { "count": 1, "name": "Pyroblast" } ],',
      '    "main": [',
      '      { "count": 4, "name": "Opt", "sideboard": false }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    expect(parseDeckJson(text, 'd.json').sectionLines).toStrictEqual({ sideboard: 4, main: 5 });
  });

  it('a deck whose entries are all wrong gets their findings only, not "holds no cards" as well', () => {
    const d = parseDeckJson(doc('    "main": [ { "count": 0, "name": "Opt" } ]'), 'd.json');
    expect(d.entries).toEqual([]);
    expect(d.diagnostics.map((f) => f.message)).toEqual([
      'line 4: "count": 0 is not a number of cards; write a whole number from 1 to 99999.',
    ]);
  });

  it('a deck with no name has no name field', () => {
    expect('name' in parseDeckJson(doc('    "main": [ { "count": 4, "name": "Opt" } ]'), 'd.json')).toBe(false);
    const named = '{ "schemaVersion": 1, "name": " Burn ", "sections": { "main": [ { "count": 4, "name": "Opt" } ] } }';
    expect(parseDeckJson(named, 'd.json').name).toBe('Burn');
  });

  it('invalid JSON: the line is the one the error is on, even when that character is a line end', () => {
    expect(() => parseDeckJson('{\n  "name": "Bo\nlt"\n}', 'd.json')).toThrow(
      expect.objectContaining({ line: 2 }) as unknown as Error,
    );
  });

  it('invalid JSON: the message quotes the text on one line, blank space collapsed', () => {
    let message = '';
    try {
      parseDeckJson('{\n    "schemaVersion":    x\n}', 'd.json');
    } catch (e) {
      message = e instanceof Error ? e.message : '';
    }
    // V8 quotes the text around the error ("\n    x"); the message keeps it on one line with single spaces.
    expect(message).toMatch(/Unexpected token 'x', .*x }" is not valid JSON\)$/);
    expect(message).not.toMatch(/\s\s|\n/);
  });
});
