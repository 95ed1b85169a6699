/**
 * Fuzzing the XML deck readers: seeded random edits of real-shaped .dek, .cod and .o8d files. Each result is either a
 * deck (every card row read or reported by its line) or an InputFormatError with a line — never another exception.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkParsed } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { readDeck } from '../../src/input/detect.js';
import { InputFormatError } from '../../src/input/format-error.js';
import { parseXml, XmlError } from '../../src/input/xml.js';
import { FIXTURES, rng } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).


const PIECES = ['<', '>', '/>', '"', "'", '&', '&amp;', '&#0;', '&#x41;', '<!--', '-->', '<![CDATA[', ']]>', '<!DOCTYPE x>', '=', ' ', '\n', 'Quantity="0"', 'number="x"', '</zone>', '<zone name="side">', 'Annotation="16777728"', 'Sideboard="true"', '\u0000', 'é'];

const FILES = ['dek/burn.dek', 'dek/commander.dek', 'cod/burn.cod', 'cod/problems.cod', 'o8d/burn.o8d'].map((f) => ({
  file: f,
  text: readFileSync(path.join(FIXTURES, 'formats', f), 'utf8'),
}));

function mutate(text: string, next: () => number): string {
  let s = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (s.length + 1));
    const r = next();
    if (r < 0.4) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(next() * 8));
    else s = s.slice(0, at) + (PIECES[Math.floor(next() * PIECES.length)] ?? '') + s.slice(at);
  }
  return s;
}

describe('XML readers under random edits', () => {
  it('never throw anything but InputFormatError, and read or report every card row', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    const next = rng(6_2026);
    let refused = 0;
    let read = 0;
    for (let round = 0; round < 600; round++) {
      const src = FILES[round % FILES.length];
      if (!src) throw new Error('setup');
      const text = mutate(src.text, next);
      let result;
      try {
        result = readDeck(text, src.file);
      } catch (e) {
        expect(e, JSON.stringify(text)).toBeInstanceOf(InputFormatError);
        refused++;
        continue;
      }
      read++;
      const deck = result.deck;
      for (const e of deck.entries) {
        expect(e.count).toBeGreaterThan(0);
        expect(e.name.trim()).not.toBe('');
      }
      // When the document is well-formed XML, every card row is an entry or a finding on its line.
      if (result.format.id === 'dek' || result.format.id === 'cod' || result.format.id === 'o8d') {
        let root;
        try {
          root = parseXml(text);
        } catch (e) {
          if (!(e instanceof XmlError)) throw e;
        }
        // A row is covered by its own line, or by a finding on its zone or section (an unknown zone is reported whole).
        const rows = (root?.children ?? []).flatMap((c) =>
          c.name === 'Cards' ? [{ line: c.line, parent: c.line }] : c.children.filter((x) => x.name === 'card').map((x) => ({ line: x.line, parent: c.line })),
        );
        const seen = new Set([...deck.entries.map((e) => e.line), ...deck.diagnostics.map((d) => d.line)]);
        for (const row of rows) expect(seen.has(row.line) || seen.has(row.parent), `row at line ${row.line}`).toBe(true);
      }
      const report = checkParsed(prepared, [deck]);
      expect(report.legal).toBe(report.findings.every((f) => f.severity !== 'error'));
    }
    expect(refused).toBeGreaterThan(50);
    expect(read).toBeGreaterThan(50);
  });
});
