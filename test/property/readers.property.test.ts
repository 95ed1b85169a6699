/**
 * Every reader, fed arbitrary text or bytes, returns a deck (its unreadable lines as `parse-error` findings) or throws
 * InputFormatError — never anything else — and the checker turns that into findings. Inputs are bounded (at most a
 * few thousand characters), so a run cannot hang; each property is seeded (arbitraries.ts).
 *
 * Besides random strings, each structured reader gets its own fixtures with random edits (characters inserted,
 * deleted, replaced), which reach far deeper into a parser than random text does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { BinaryInputError, decodeText } from '../../src/input/decode.js';
import { InputFormatError } from '../../src/input/format-error.js';
import { parseCodDeck } from '../../src/parse/cod.js';
import { parseCsvDeck } from '../../src/parse/csv.js';
import { parseDeckJson } from '../../src/parse/deck-json.js';
import { parseDekDeck } from '../../src/parse/dek.js';
import { parseO8dDeck } from '../../src/parse/o8d.js';
import { parsePool } from '../../src/parse/pool.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { ParsedDeck } from '../../src/parse/types.js';
import { REPO } from '../helpers.js';
import { PARAMS } from './arbitraries.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Reader {
  readonly id: string;
  /** The --input-format id the checker is run with. */
  readonly forced: string;
  readonly file: string;
  readonly read: (text: string, file: string) => ParsedDeck;
  /** Real files of this kind, edited at random. */
  readonly seeds: readonly string[];
}

const F = 'fixtures/formats';
const READERS: readonly Reader[] = [
  { id: 'text', forced: 'text', file: 'x.txt', read: (t, f) => parseTextDeck(t, f), seeds: [`${F}/text/mtgo.txt`, `${F}/text/arena.txt`, `${F}/text/mws.mwDeck`] },
  { id: 'dek', forced: 'dek', file: 'x.dek', read: parseDekDeck, seeds: [`${F}/dek/burn.dek`, `${F}/dek/commander.dek`] },
  { id: 'cod', forced: 'cod', file: 'x.cod', read: parseCodDeck, seeds: [`${F}/cod/burn.cod`, `${F}/cod/problems.cod`] },
  { id: 'o8d', forced: 'o8d', file: 'x.o8d', read: parseO8dDeck, seeds: [`${F}/o8d/burn.o8d`] },
  { id: 'json', forced: 'json', file: 'x.json', read: parseDeckJson, seeds: [`${F}/json/hand-written.json`, `${F}/json/bad-entries.json`] },
  { id: 'csv', forced: 'csv', file: 'x.csv', read: parseCsvDeck, seeds: ['fixtures/csv/moxfield.csv', 'fixtures/csv/excel-semicolon.csv', 'fixtures/csv/manabox.csv'] },
  { id: 'pool', forced: 'text', file: 'pool.csv', read: (t, f) => parsePool(t, f).deck, seeds: ['fixtures/csv/deckbox.csv', `${F}/text/mtgo.txt`] },
];

/** What a reader may do with any input: return a deck whose every finding is a well-formed parse error, or refuse it. */
function readsOrRefuses(reader: Reader, text: string): void {
  let deck: ParsedDeck;
  try {
    deck = reader.read(text, reader.file);
  } catch (e) {
    expect(e, `${reader.id} threw ${String(e)}`).toBeInstanceOf(InputFormatError);
    expect((e as InputFormatError).message.startsWith(reader.file)).toBe(true);
    return;
  }
  for (const entry of deck.entries) {
    expect(Number.isInteger(entry.count) && entry.count > 0, `${reader.id}: count ${entry.count}`).toBe(true);
    expect(entry.name.trim(), `${reader.id}: an entry with no name`).not.toBe('');
  }
  for (const f of deck.diagnostics) {
    expect(f.rule).toBe('parse-error');
    expect(f.message.length).toBeGreaterThan(0);
  }
}

/** A random edit script applied to a text: insert, delete or replace a character at a position. */
const editsArb = fc.array(
  fc.record({
    at: fc.nat(),
    op: fc.constantFrom('insert', 'delete', 'replace'),
    ch: fc.constantFrom('<', '>', '"', "'", '&', '/', '=', '{', '}', '[', ']', ',', ';', ':', '\n', '\r', ' ', '0', '9', '-', 'x', '\u0000', '\uFFFD', '\uD800', 'é'),
  }),
  { minLength: 1, maxLength: 12 },
);

function applyEdits(text: string, edits: readonly { at: number; op: string; ch: string }[]): string {
  let s = text;
  for (const { at, op, ch } of edits) {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    if (op === 'insert') s = s.slice(0, i) + ch + s.slice(i);
    else if (op === 'delete') s = s.slice(0, i) + s.slice(i + 1);
    else s = s.slice(0, i) + ch + s.slice(i + 1);
  }
  return s;
}

/** Strings of any code units (lone surrogates, NULs, control characters), and of whole graphemes. Bounded. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: fc.constantFrom('<', '>', '/', '"', '=', ' ', 'a', 'Deck', 'Card', 'section', '\n', '{', '}', ':', ',', '1', '4x', 'SB:'), maxLength: 200 }),
);

let prepared: PreparedCheck;
beforeAll(async () => {
  prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
});

describe('every reader returns a deck or an input error, and never throws anything else', () => {
  for (const reader of READERS) {
    const seeds = reader.seeds.map((s) => readFileSync(path.join(REPO, s), 'utf8'));

    it(`${reader.id}: arbitrary strings`, () => {
      fc.assert(
        fc.property(anyText, (text) => readsOrRefuses(reader, text)),
        { ...PARAMS, numRuns: 150 },
      );
    });

    it(`${reader.id}: its own files, edited at random`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...seeds), editsArb, (seed, edits) => readsOrRefuses(reader, applyEdits(seed, edits))),
        { ...PARAMS, numRuns: 150 },
      );
    });

    it(`${reader.id}: arbitrary bytes, decoded as a file is, then checked`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.uint8Array({ maxLength: 600 }), fc.constantFrom(...seeds).map((s) => new TextEncoder().encode(s.slice(0, 600)))), (bytes) => {
          let text: string;
          try {
            text = decodeText(bytes).text;
          } catch (e) {
            expect(e).toBeInstanceOf(BinaryInputError);
            return;
          }
          readsOrRefuses(reader, text);
          // The library never throws on user input: a file it cannot read becomes a parse-error finding.
          const report = checkTexts(prepared, [{ file: reader.file, text, inputFormat: reader.forced }]);
          expect(report.legal).toBe(report.findings.every((f) => f.severity !== 'error'));
        }),
        { ...PARAMS, numRuns: 80 },
      );
    });
  }

  it('a JSON document of any shape is a deck or an input error', () => {
    const json = READERS.find((r) => r.id === 'json') as Reader;
    const deckish = fc.record(
      {
        schemaVersion: fc.oneof(fc.constant(1), fc.jsonValue()),
        name: fc.oneof(fc.string(), fc.constant(null), fc.jsonValue()),
        sections: fc.oneof(
          fc.dictionary(
            fc.constantFrom('main', 'sideboard', 'commander', 'tokens', 'bogus', '__proto__', 'constructor'),
            fc.oneof(
              fc.array(fc.record({ count: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)), name: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] }), { maxLength: 5 }),
              fc.jsonValue(),
            ),
          ),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(deckish, fc.jsonValue()), fc.boolean(), (doc, pretty) => {
        readsOrRefuses(json, JSON.stringify(doc, null, pretty ? 2 : undefined) ?? 'null');
      }),
      { ...PARAMS, numRuns: 300 },
    );
  });
});
