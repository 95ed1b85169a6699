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
});
