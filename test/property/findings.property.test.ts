/**
 * Properties of the checker (fast-check, seeded: see arbitraries.ts): the same deck written another way gives the same
 * findings; adding cards never removes a copy-limit finding; a team's findings do not depend on the order of its
 * players. Findings are compared by rule, severity, card, count, limit, minimum and section (arbitraries.ts says why
 * lines and messages are left out).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkParsed, checkTexts, type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { convertDeck, type TargetId } from '../../src/convert/index.js';
import { readDeck } from '../../src/input/detect.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { Finding } from '../../src/diagnostic.js';
import {
  deckArb,
  entryArb,
  findingKeys,
  PARAMS,
  permute,
  recase,
  writeInterleaved,
  writeSectioned,
  type GenEntry,
} from './arbitraries.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

/** Formats whose rules differ: dated banned and restricted lists, singleton-free casual, a Limited format. */
const FORMATS = ['legacy', 'vintage', 'modern', 'pauper', 'casual', 'sealed'] as const;
const DATE = '2025-01-15';

const prepared = new Map<string, PreparedCheck>();
const teams = new Map<string, PreparedCheck>();

beforeAll(async () => {
  for (const format of FORMATS) {
    prepared.set(format, await prepareCheck({ builtInCardData: false, format, date: DATE }));
    if (format !== 'sealed') teams.set(format, await prepareCheck({ builtInCardData: false, format, date: DATE, team: true }));
  }
});

const formatArb = fc.constantFrom(...FORMATS);

function setup(format: string, team = false): PreparedCheck {
  const p = (team ? teams : prepared).get(format);
  if (!p) throw new Error(`no setup for ${format}`);
  return p;
}

function check(format: string, text: string, file = 'deck.txt'): readonly Finding[] {
  return checkTexts(setup(format), [{ file, text }]).findings;
}

/** Every generated deck reads without a parse error; otherwise a property could pass by comparing two errors. */
function expectClean(findings: readonly Finding[]): void {
  expect(findings.filter((f) => f.rule === 'parse-error')).toEqual([]);
}

describe('the same deck written another way gives the same findings', () => {
  it('reordered: lines shuffled within main deck and sideboard', () => {
    fc.assert(
      fc.property(formatArb, deckArb, fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (format, deck, keys) => {
        const a = check(format, writeSectioned(deck));
        expectClean(a);
        expect(findingKeys(check(format, writeSectioned(permute(deck, keys))))).toEqual(findingKeys(a));
      }),
      PARAMS,
    );
  });

  it('re-cased: every letter of every name upper or lower case at random', () => {
    fc.assert(
      fc.property(formatArb, deckArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (format, deck, flags) => {
        const a = check(format, writeSectioned(deck));
        const b = check(format, writeSectioned(deck, (e, i) => recase(e.name, [...flags.slice(i), ...flags])));
        expectClean(b);
        expect(findingKeys(b)).toEqual(findingKeys(a));
      }),
      PARAMS,
    );
  });

  it('sideboard interleaved: every sideboard card on an "SB:" line among the main deck lines', () => {
    fc.assert(
      fc.property(formatArb, deckArb, (format, deck) => {
        const a = check(format, writeSectioned(deck));
        const b = check(format, writeInterleaved(deck));
        expectClean(b);
        expect(findingKeys(b)).toEqual(findingKeys(a));
      }),
      PARAMS,
    );
  });

  /** Every target that holds a main deck and a sideboard, read back with the reader of its kind. */
  const TARGETS: readonly { to: TargetId; reader: string; file: string }[] = [
    { to: 'json', reader: 'json', file: 'back.json' },
    { to: 'mtgo', reader: 'text', file: 'back.txt' },
    { to: 'arena', reader: 'text', file: 'back.txt' },
    { to: 'dek', reader: 'dek', file: 'back.dek' },
    { to: 'cod', reader: 'cod', file: 'back.cod' },
    { to: 'csv', reader: 'csv', file: 'back.csv' },
  ];

  for (const { to, reader, file } of TARGETS) {
    it(`converted to ${to} and read back (forced and detected)`, () => {
      fc.assert(
        fc.property(formatArb, deckArb, (format, deck) => {
          const parsed = parseTextDeck(writeSectioned(deck), 'deck.txt');
          const a = checkParsed(setup(format), [parsed]).findings;
          const out = convertDeck(parsed, to);
          expect(out.notes.filter((n) => n.kind !== 'info')).toEqual([]);
          const forced = readDeck(out.text, file, reader);
          const detected = readDeck(out.text, file);
          expect(detected.format.id).toBe(reader);
          expect(detected.deck).toEqual(forced.deck);
          const b = checkParsed(setup(format), [forced.deck]).findings;
          expectClean(b);
          expect(findingKeys(b)).toEqual(findingKeys(a));
        }),
        { ...PARAMS, numRuns: 30 },
      );
    });
  }
});

describe('adding cards never removes a copy-limit finding', () => {
  it('every card-copies-max finding of a deck is still there after more lines are added anywhere', () => {
    fc.assert(
      fc.property(
        formatArb,
        deckArb,
        fc.array(entryArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer(), { minLength: 1, maxLength: 40 }),
        (format, deck, more, keys) => {
          const copyLimit = (fs: readonly Finding[]): string[] =>
            fs.filter((f) => f.rule === 'card-copies-max').map((f) => `${f.card ?? ''}`.toLowerCase());
          const before = copyLimit(check(format, writeSectioned(deck)));
          const after = new Set(copyLimit(check(format, writeSectioned(permute([...deck, ...more], keys)))));
          for (const card of before) expect(after, card).toContain(card);
        },
      ),
      PARAMS,
    );
  });

  it('and the count it reports never goes down', () => {
    fc.assert(
      fc.property(formatArb, deckArb, fc.array(entryArb, { minLength: 1, maxLength: 10 }), (format, deck, more) => {
        const counts = (fs: readonly Finding[]): Map<string, number> =>
          new Map(fs.filter((f) => f.rule === 'card-copies-max').map((f) => [`${f.card ?? ''}`.toLowerCase(), f.count ?? 0]));
        const before = counts(check(format, writeSectioned(deck)));
        const after = counts(check(format, writeSectioned([...deck, ...more])));
        for (const [card, n] of before) expect(after.get(card) ?? 0).toBeGreaterThanOrEqual(n);
      }),
      PARAMS,
    );
  });
});

describe("a team's findings do not depend on the order of its players", () => {
  /** Team findings compared with their file and line too: each player's deck is the same text either way. */
  function teamKeys(findings: readonly Finding[]): string[] {
    return findings
      .map((f) =>
        JSON.stringify([
          f.rule,
          f.severity,
          f.file,
          f.line,
          f.card ?? null,
          f.count ?? null,
          f.limit ?? null,
          f.minimum ?? null,
          f.section ?? null,
          [...f.related].map((l) => `${l.file}:${l.line ?? ''}:${l.count ?? ''}`).sort(),
        ]),
      )
      .sort();
  }

  it('two or three players, in every order', () => {
    const teamFormat = fc.constantFrom('legacy', 'vintage', 'modern', 'casual');
    fc.assert(
      fc.property(teamFormat, fc.array(deckArb, { minLength: 2, maxLength: 3 }), fc.boolean(), (format, decks, strict) => {
        const texts = decks.map((d: GenEntry[], i) => ({ file: `player-${i + 1}.txt`, text: writeSectioned(d) }));
        const base = setup(format, true);
        const p: PreparedCheck = { ...base, teamOverrides: strict ? 'strict' : 'lenient' };
        const a = checkTexts(p, texts);
        const orders = texts.length === 2 ? [[1, 0]] : [[1, 0, 2], [2, 1, 0], [0, 2, 1], [1, 2, 0], [2, 0, 1]];
        for (const order of orders) {
          const b = checkTexts(p, order.map((i) => texts[i] as (typeof texts)[number]));
          expect(teamKeys(b.findings)).toEqual(teamKeys(a.findings));
          expect(b.legal).toBe(a.legal);
        }
      }),
      { ...PARAMS, numRuns: 40 },
    );
  });
});
