/**
 * Real data (../shared/data): every official Commander product deck in precons/commander_decks.json is legal under
 * `commander` on its release date; the Brawl decks under their Brawl format; the Archenemy Commander decks (Duskmourn
 * Commander) under `--variant archenemy-commander` with their scheme decks. Mutations of those decks are caught by the
 * right rule. The card facts come from importing mtgjson/AtomicCards-synth-2026.json.gz once into a temp directory;
 * the tests skip, with the reason, when the imported database holds no card characteristics (before the card
 * database carries them) or when ../shared is absent.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, type PreparedCheck } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { loadPrecons, type Entry, type Precon } from '../precons-data.js';

const NO_FACTS = 'the imported card database holds no card characteristics yet (the card-facts import); skipped';

/**
 * Decks whose check finds something, listed with the rule it finds and the reason rather than hidden (keyed by set
 * code and deck name). The test still requires exactly that rule's errors on them, so a new problem cannot hide here.
 */
const KNOWN: Readonly<Record<string, { readonly rule: string; readonly reason: string }>> = {
  "MSC Avengers Assemble": { rule: 'unknown-card', reason: "Avenge: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC Avengers Assemble Collector's Edition": { rule: 'unknown-card', reason: "Avenge: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC Doom Prevails": { rule: 'unknown-card', reason: "Molecule Man: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC Doom Prevails Collector's Edition": { rule: 'unknown-card', reason: "Molecule Man: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC The Fantastic Four": { rule: 'unknown-card', reason: "Galactus, Devourer of Worlds: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC The Fantastic Four Collector's Edition": { rule: 'unknown-card', reason: "Galactus, Devourer of Worlds: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC Wakanda Forever": { rule: 'unknown-card', reason: "King Solomon's Frogs: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "MSC Wakanda Forever Collector's Edition": { rule: 'unknown-card', reason: "King Solomon's Frogs: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "TMC Turtle Power!": { rule: 'unknown-card', reason: "Dimension X Pizzasaur: the card is missing from AtomicCards-synth-2026 (a gap of the reference data, not of the deck)" },
  "NEC Upgrades Unleashed": { rule: 'card-singleton', reason: "the product list in precons/commander_decks.json gives 2 Mossfire Valley; two copies of a nonbasic card break CR 903.5b whatever the product held, so deckcheck reports it" },
};

/** The format a product deck is checked under. */
function formatOf(p: Precon): string {
  if (p.deckType === 'brawl') return 'standard-brawl';
  if (p.deckType === 'hist-brawl') return 'brawl';
  return 'commander';
}

function text(p: Precon, mutate?: (s: Record<string, Entry[]>) => void): string {
  const s: Record<string, Entry[]> = JSON.parse(JSON.stringify(p.sections)) as Record<string, Entry[]>;
  mutate?.(s);
  const lines = ['Commander', ...(s.Commander ?? []).map((e) => `${e.count} ${e.name}`), '', 'Deck'];
  lines.push(...(s['Main Deck'] ?? []).map((e) => `${e.count} ${e.name}`));
  if (s['Scheme Deck']) lines.push('', 'Schemes', ...s['Scheme Deck'].map((e) => `${e.count} ${e.name}`));
  // "Display Commander" is an oversized display card, not part of the deck; planar decks are not checked here.
  return `${lines.join('\n')}\n`;
}

let dataDir = '';
let hasFacts = false;
const precons: Precon[] = loadPrecons();

/**
 * The day a deck is checked: its release date. The Brawl lists reach back to each format's first day (Standard Brawl
 * 2018-03-22, Brawl as Historic Brawl 2020-12-21), before every Brawl product deck here (Eldraine 2019, the Arena
 * Brawl decks of 2024).
 */
function dateOf(p: Precon): string {
  return p.releaseDate;
}

async function prepared(p: Precon, variant?: string): Promise<PreparedCheck> {
  return prepareCheck({ format: formatOf(p), date: dateOf(p), dataDir, ...(variant ? { variant } : {}) });
}

/** A card of one colour outside the identity of the deck's commander(s): the off-identity mutation. */
const MONO: readonly (readonly [string, string])[] = [
  ['W', 'Swords to Plowshares'],
  ['U', 'Counterspell'],
  ['B', 'Dark Ritual'],
  ['R', 'Lightning Bolt'],
  ['G', 'Giant Growth'],
];

describe.skipIf(!HAS_SHARED)('official Commander product decks (../shared/data/precons)', () => {
  beforeAll(async () => {
    dataDir = tempDir();
    await importCardFile(path.join(SHARED_DATA, 'mtgjson', 'AtomicCards-synth-2026.json.gz'), dataDir);
    const p = await prepareCheck({ format: 'commander', date: '2026-11-01', dataDir });
    hasFacts = p.cardDatabase?.holds?.characteristics === true;
  }, 300_000);
  afterAll(removeTempDirs);

  it('every deck is legal under its format on its release date', async (ctx) => {
    if (!hasFacts) ctx.skip(NO_FACTS);
    const failures: string[] = [];
    for (const p of precons) {
      const known = KNOWN[`${p.setCode} ${p.name}`];
      const variant = p.deckType === 'cmd-arc' ? 'archenemy-commander' : undefined;
      const report = checkTexts(await prepared(p, variant), [{ file: `${p.setCode} ${p.name}`, text: text(p) }]);
      const errors = report.findings.filter((f) => f.severity === 'error');
      if (known) {
        if (errors.length === 0 || errors.some((f) => f.rule !== known.rule)) {
          failures.push(`${p.setCode} ${p.name}: expected only ${known.rule} (${known.reason}), got ${errors.map((f) => f.rule).join(', ') || 'none'}`);
        }
        continue;
      }
      if (errors.length > 0) failures.push(`${p.setCode} ${p.name} (${dateOf(p)}): ${errors.map((f) => `${f.rule}: ${f.message}`).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  const commanderDecks = precons.filter((p) => p.deckType === 'cmd' && (p.sections.Commander ?? []).length === 1);
  const sample = commanderDecks[0];
  const main = (s: Record<string, Entry[]>): Entry[] => (s['Main Deck'] ??= []);
  const nonbasic = (s: Record<string, Entry[]>): Entry =>
    main(s).find((e) => !/^(Plains|Island|Swamp|Mountain|Forest|Wastes)$/.test(e.name)) ?? { count: 1, name: 'Sol Ring' };
  const mutations: [string, string, (s: Record<string, Entry[]>) => void][] = [
    ['an off-identity card', 'color-identity', () => undefined],
    ['a duplicate', 'card-singleton', (s) => void main(s).splice(main(s).length - 1, 1, { count: 1, name: nonbasic(s).name })],
    ['one card short', 'deck-size-exact', (s) => void main(s).pop()],
    ['a non-legendary commander', 'commander-eligible', (s) => void (s.Commander = [{ count: 1, name: 'Llanowar Elves' }])],
    ['a second commander without partner', 'commander-pair', (s) => {
      s.Commander?.push({ count: 1, name: 'Azusa, Lost but Seeking' });
      main(s).pop();
    }],
    ['a failing companion', 'companion-condition', () => undefined],
  ];
  it.for(mutations)('a mutation is caught: %s → %s', async ([what, rule, mutation], ctx) => {
    let mutate = mutation;
    if (!hasFacts || !sample) ctx.skip(NO_FACTS);
    if (!sample) return;
    const prep = await prepared(sample);
    if (what === 'an off-identity card') {
      const identity = new Set<string>();
      for (const c of sample.sections.Commander ?? []) {
        const r = prep.index.resolve(c.name);
        if ('card' in r) for (const col of r.card.colorIdentity ?? []) identity.add(col);
      }
      const off = MONO.find(([col]) => !identity.has(col));
      if (!off) return;
      mutate = (s) => void main(s).splice(0, 1, { count: 1, name: off[1] });
    }
    let t = text(sample, mutate);
    // Yorion never fits an exact-size deck (CR 702.139; ruling 2020-04-17).
    if (what === 'a failing companion') t = `Companion\n1 Yorion, Sky Nomad\n\n${t}`;
    const report = checkTexts(prep, [{ file: sample.name, text: t }]);
    expect(report.findings.map((f) => f.rule)).toContain(rule);
  });
});

describe.skipIf(HAS_SHARED)('official Commander product decks', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
