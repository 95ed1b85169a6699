/**
 * Wizards' own product decks (../shared/data/precons: the four Archenemy 2010 decks, Archenemy: Nicol Bolas, the
 * four Duskmourn Commander scheme decks, the Planechase 2009 / 2012, March of the Machine and Doctor Who Commander
 * planar decks) must come out legal under the variant each was made for — and the 10-scheme Commander decks must
 * fail plain Archenemy. Read in place from ../shared; skipped, with the reason shown, when it is absent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

interface PreconEntry {
  count: number;
  name: string;
  set?: string;
  number?: string;
  foil?: boolean;
}

interface Precon {
  name: string;
  deckType: 'archenemy' | 'cmd-arc' | 'planechase' | 'cmd-pc';
  setCode: string;
  sections: Record<string, PreconEntry[]>;
  counts: Record<string, number>;
}

function load(file: string): Precon[] {
  return HAS_SHARED
    ? (JSON.parse(readFileSync(path.join(SHARED_DATA, 'precons', file), 'utf8')) as { decks: Precon[] }).decks
    : [];
}

const schemeDecks = load('scheme_decks.json');
const planarDecks = load('planar_decks.json');

/** Section names of the product lists → the headers deckcheck reads. */
const HEADERS: Record<string, string | null> = {
  Commander: 'Commander',
  'Main Deck': 'Deck',
  'Scheme Deck': 'Scheme Deck',
  'Planar Deck': 'Planar Deck',
  // The oversized display copy of the commander is not a card of the deck.
  'Display Commander': null,
};

/** A product deck as a text decklist, with set codes, collector numbers and foil marks as exporters write them. */
function toText(deck: Precon): string {
  const lines = [`// NAME: ${deck.name}`, `// ${deck.setCode}`];
  for (const [section, entries] of Object.entries(deck.sections)) {
    const header = HEADERS[section];
    if (header === undefined) throw new Error(`unexpected section "${section}" in ${deck.name}`);
    if (header === null) continue;
    lines.push('', header);
    for (const e of entries) {
      const set = e.set ? ` [${e.set}${e.number ? `:${e.number}` : ''}]` : '';
      lines.push(`${e.count} ${e.name}${set}${e.foil ? ' *F*' : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const VARIANT_FOR: Record<Precon['deckType'], string> = {
  archenemy: 'archenemy',
  'cmd-arc': 'archenemy-commander',
  planechase: 'planechase',
  'cmd-pc': 'planechase',
};

async function check(variant: string, decks: readonly Precon[]) {
  const prepared = await prepareCheck({ format: 'casual', date: '2025-01-15', variant });
  return checkTexts(
    prepared,
    decks.map((d) => ({ file: `${d.name}.txt`, text: toText(d) })),
  );
}

function supplementaryOf(deck: Precon): PreconEntry[] {
  return deck.sections['Scheme Deck'] ?? deck.sections['Planar Deck'] ?? [];
}

describe.skipIf(!HAS_SHARED)('official product decks', () => {
  it('are all there: 9 scheme decks, 17 planar decks', () => {
    expect(schemeDecks.map((d) => d.deckType).sort()).toEqual([...Array(5).fill('archenemy'), ...Array(4).fill('cmd-arc')]);
    expect(planarDecks).toHaveLength(17);
  });

  const ongoingNames = HAS_SHARED
    ? new Set(
        (JSON.parse(readFileSync(path.join(SHARED_DATA, 'special/schemes.json'), 'utf8')) as {
          schemes: { name: string; ongoing: boolean }[];
        }).schemes
          .filter((s) => s.ongoing)
          .map((s) => s.name),
      )
    : new Set<string>();
  const phenomenonNames = HAS_SHARED
    ? new Set(
        (JSON.parse(readFileSync(path.join(SHARED_DATA, 'special/planar.json'), 'utf8')) as {
          cards: { name: string; type: string }[];
        }).cards
          .filter((c) => c.type === 'Phenomenon')
          .map((c) => c.name),
      )
    : new Set<string>();

  it.each([...schemeDecks, ...planarDecks].map((d) => [d.name, d.deckType, d] as const))(
    '%s (%s) is legal under the variant it was made for, with the right summary',
    async (_name, _type, deck) => {
      const report = await check(VARIANT_FOR[deck.deckType], [deck]);
      expect(report.findings).toEqual([]);
      expect(report.legal).toBe(true);
      const summary = report.units[0]?.decks[0];
      expect(summary?.main).toBe(deck.counts['Main Deck']);
      expect(summary?.counts.commander).toBe(deck.counts.Commander ?? 0);
      const supp = supplementaryOf(deck);
      const sum = (es: PreconEntry[]) => es.reduce((n, e) => n + e.count, 0);
      const isScheme = deck.deckType === 'archenemy' || deck.deckType === 'cmd-arc';
      expect(summary?.supplementary).toMatchObject({
        kind: isScheme ? 'schemes' : 'planes',
        cards: sum(supp),
        distinct: new Set(supp.map((e) => e.name)).size,
        other: 0,
        ongoing: isScheme ? sum(supp.filter((e) => ongoingNames.has(e.name))) : null,
        phenomena: isScheme ? null : sum(supp.filter((e) => phenomenonNames.has(e.name))),
      });
    },
  );

  it('the 10-scheme Duskmourn Commander decks fail plain Archenemy, on the scheme deck size alone', async () => {
    const dsc = schemeDecks.filter((d) => d.deckType === 'cmd-arc');
    expect(dsc).toHaveLength(4);
    const report = await check('archenemy', dsc);
    expect(report.legal).toBe(false);
    expect(report.findings.map((f) => [f.file, f.rule, f.count, f.minimum])).toEqual(
      dsc.map((d) => [`${d.name}.txt`, 'scheme-deck-size-min', 10, 20]).sort(),
    );
  });

  it('the 2010 decks, with two copies of some schemes, fail Archenemy Commander on scheme-copies-max only', async () => {
    const arc = schemeDecks.filter((d) => d.setCode === 'ARC');
    const report = await check('archenemy-commander', arc);
    expect(new Set(report.findings.map((f) => f.rule))).toEqual(new Set(['scheme-copies-max']));
    for (const deck of arc) {
      const twoOfs = supplementaryOf(deck).filter((e) => e.count === 2).map((e) => e.name).sort();
      const found = report.findings.filter((f) => f.file === `${deck.name}.txt`).map((f) => f.card).sort();
      expect(found).toEqual(twoOfs);
    }
  });

  it('the five Archenemy decks checked together as one Supervillain Rumble are legal', async () => {
    const report = await check('supervillain-rumble', schemeDecks.filter((d) => d.deckType === 'archenemy'));
    expect(report.units).toHaveLength(5);
    expect(report.findings).toEqual([]);
  });

  it('a planar deck is no scheme deck: a Planechase product under Archenemy lacks one', async () => {
    const [first] = planarDecks;
    if (!first) throw new Error('no planar decks');
    const report = await check('archenemy', [first]);
    expect(report.findings.map((f) => [f.rule, f.count])).toEqual([['scheme-deck-size-min', 0]]);
  });
});

describe.skipIf(HAS_SHARED)('official product decks', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
