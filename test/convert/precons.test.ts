/**
 * Real supplementary decks from ../shared/data (Archenemy scheme decks, Planechase planar decks, Commander decks with
 * scheme or planar decks): every one through every target and back. The targets that hold scheme and planar decks
 * (json, arena) keep them; the others say they leave them out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertDeck } from '../../src/convert/index.js';
import type { DeckEntry, ParsedDeck, SectionId } from '../../src/parse/types.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { expectedTally, HOLDS, roundTrip, tally } from './roundtrip.js';

interface PreconCard {
  count: number;
  name: string;
  set?: string;
  number?: string;
  foil?: boolean;
}
interface Precon {
  name: string;
  sections: Record<string, PreconCard[]>;
}

/** The precon files' section names. "Display Commander" is the oversized display card, not part of the deck. */
const SECTIONS: Record<string, SectionId | null> = {
  'Main Deck': 'main',
  Commander: 'commander',
  'Scheme Deck': 'schemes',
  'Planar Deck': 'planes',
  'Display Commander': null,
};

function load(file: string): ParsedDeck[] {
  const data = JSON.parse(readFileSync(path.join(SHARED_DATA, 'precons', file), 'utf8')) as { decks: Precon[] };
  return data.decks.map((d) => {
    const entries: DeckEntry[] = [];
    let line = 0;
    for (const [label, cards] of Object.entries(d.sections)) {
      const section = SECTIONS[label];
      if (section === undefined) throw new Error(`unknown precon section ${label}`);
      if (section === null) continue;
      for (const c of cards) {
        entries.push({
          count: c.count,
          name: c.name,
          section,
          line: ++line,
          column: 1,
          ...(c.set !== undefined ? { set: c.set } : {}),
          ...(c.number !== undefined ? { collectorNumber: c.number } : {}),
          ...(c.foil ? { finish: 'foil' as const } : {}),
        });
      }
    }
    return { file: `${d.name}.txt`, name: d.name, entries, diagnostics: [], sectionLines: {} };
  });
}

describe.skipIf(!HAS_SHARED)('real scheme and planar decks survive conversion', () => {
  const decks = HAS_SHARED ? [...load('scheme_decks.json'), ...load('planar_decks.json')] : [];

  it('the reference holds the decks this test is about', () => {
    expect(decks.length).toBe(26);
    expect(decks.filter((d) => d.entries.some((e) => e.section === 'schemes'))).toHaveLength(9);
    expect(decks.filter((d) => d.entries.some((e) => e.section === 'planes'))).toHaveLength(17);
  });

  for (const to of Object.keys(HOLDS) as (keyof typeof HOLDS)[]) {
    it(`through ${to}`, () => {
      for (const deck of decks) {
        const back = roundTrip(deck, to);
        expect(tally(back.entries), `${deck.file} via ${to}`).toEqual(expectedTally(deck, to));
        const dropped = convertDeck(deck, to).notes.filter((n) => n.kind === 'dropped').map((n) => n.section);
        const supplementary = [...new Set(deck.entries.map((e) => e.section))].filter((s) => s === 'schemes' || s === 'planes');
        expect(dropped, `${deck.file} via ${to}`).toEqual(HOLDS[to].schemes === null ? supplementary : []);
      }
    });
  }

  it('json keeps every printing detail of every line', () => {
    for (const deck of decks) {
      const back = roundTrip(deck, 'json');
      // JSON groups lines by section; within a section their order is kept.
      const order: SectionId[] = ['main', 'sideboard', 'commander', 'companion', 'maybeboard', 'schemes', 'planes', 'tokens'];
      const pick = (d: ParsedDeck) =>
        order.flatMap((s) => d.entries.filter((e) => e.section === s).map((e) => [e.section, e.count, e.name, e.set, e.collectorNumber, e.finish]));
      expect(pick(back)).toEqual(pick(deck));
    }
  });
});

describe.skipIf(HAS_SHARED)('real scheme and planar decks (skipped)', () => {
  it.skip(SHARED_SKIP_REASON, () => {});
});
