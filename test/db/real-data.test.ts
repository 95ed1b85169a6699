/**
 * Integration with real data (../shared/data, skipped with the reason shown when absent): import the real MTGJSON
 * AllPrintings 5.2.0 (April 2022, 216 MB of JSON) once, then compare what the database says with the reference
 * card list (cards/cards.ndjson), the foreign names (cards/foreign_names.tsv), the embedded facts, and real
 * tournament decklists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { embeddedIndex, type CardInfo } from '../../src/cards/index.js';
import { nameKey } from '../../src/cards/normalize.js';
import { BASIC_LANDS } from '../../src/data/basics.js';
import { DECK_LIMITS } from '../../src/data/deck-limits.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { importCardFile } from '../../src/db/import.js';
import { readDatabaseFile } from '../../src/db/load.js';
import { cardInPool, computeCardInPool } from '../../src/formats/pool.js';
import { FIXTURES, HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';
import { removeTempDirs, tempDir } from './db-helpers.js';
import { legacyVerdict, nontraditionalCards, nontraditionalProblems, parenthesisedNames, parenthesisedProblems, SAMPLED_FORMATS } from '../real/issue-29-helpers.js';

const ALL_PRINTINGS = path.join(SHARED_DATA, 'mtgjson', 'AllPrintings-5.2.0.json.gz');

interface RefCard {
  name: string;
  faces?: string[];
  supertypes: string[];
  types: string[];
  src: string;
  flags: string[];
  legalities2022?: Record<string, string>;
  deckLimit?: number | 'any';
}

let dataDir = '';
let index: DatabaseIndex;
let ref: RefCard[] = [];
/** The cards of the 2022 MTGJSON data, as the reference lists them (its tokens and meld results are not deck cards). */
let mj: RefCard[] = [];

describe.skipIf(!HAS_SHARED)('the real MTGJSON AllPrintings 5.2.0 (../shared/data)', () => {
  beforeAll(async () => {
    dataDir = tempDir();
    await importCardFile(ALL_PRINTINGS, dataDir);
    const db = await readDatabaseFile(dataDir);
    if (!db) throw new Error('no database');
    index = new DatabaseIndex(db, embeddedIndex());
    ref = readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as RefCard);
    mj = ref.filter((c) => c.src === 'mtgjson2022' && !c.flags.includes('token') && !c.flags.includes('meldResult'));
  }, 300_000);
  afterAll(removeTempDirs);

  const card = (name: string): CardInfo => {
    const r = index.resolve(name);
    if (!('card' in r)) throw new Error(`${name}: ${r.kind}`);
    return r.card;
  };

  it('knows every card of the data by its name', () => {
    expect(index.db.header).toMatchObject({ source: 'MTGJSON AllPrintings', version: '5.2.0+20220425', date: '2022-04-25' });
    const wrong: string[] = [];
    for (const c of mj) {
      const r = index.resolve(c.name);
      // A reversible Secret Lair printing ("Propaganda // Propaganda") is the card itself.
      const parts = c.name.split(' // ');
      const self = parts.length > 1 && parts.every((p) => p === parts[0]) ? parts[0] : c.name;
      if (!('card' in r) || r.card.name !== self) wrong.push(`${c.name}: ${r.kind}`);
    }
    expect(wrong).toEqual([]);
    expect(index.db.header.cards).toBe(new Set(mj.map((c) => nameKey(c.name.split(' // ').every((p, _i, a) => p === a[0]) ? (c.name.split(' // ')[0] ?? '') : c.name))).size);
  });

  it('reads a double-faced, adventure or split card by its front face, unless two cards share it', () => {
    const owners = new Map<string, Set<string>>();
    for (const c of mj) for (const f of c.faces ?? []) owners.set(nameKey(f), (owners.get(nameKey(f)) ?? new Set()).add(c.name));
    const names = new Set(mj.map((c) => nameKey(c.name)));
    const wrong: string[] = [];
    for (const c of mj) {
      const front = c.faces?.[0];
      if (!front || front === c.name.split(' // ')[1] || c.flags.includes('meldResult')) continue;
      if (names.has(nameKey(front))) continue; // a card of that very name wins
      const r = index.resolve(front);
      const shared = (owners.get(nameKey(front))?.size ?? 0) > 1;
      const ok = shared ? r.kind === 'ambiguous' : 'card' in r && nameKey(r.card.name) === nameKey(c.name.split(' // ').every((p, _i, a) => p === a[0]) ? front : c.name);
      if (!ok) wrong.push(`${front} (${c.name}): ${r.kind}`);
    }
    expect(wrong).toEqual([]);
  });

  it('format legality equals the data\'s legalities, for the six formats deckcheck checks', () => {
    const word: Record<string, string> = { Legal: 'legal', Banned: 'banned', Restricted: 'restricted' };
    const wrong: string[] = [];
    for (const c of mj) {
      const got = card(c.name).legalities ?? {};
      for (const f of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper']) {
        const want = word[c.legalities2022?.[f] ?? ''] ?? 'not_legal';
        if (got[f] !== want) wrong.push(`${c.name} ${f}: ${String(got[f])} ≠ ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // The verdicts a check uses are remembered per shared printing object (src/formats/pool.ts): for every card of the
  // data they equal the verdicts computed afresh, reasons included, on the data's day and on earlier ones.
  it('card pools: every card\'s remembered verdict equals the one computed afresh', () => {
    const sets = index.sets();
    let compared = 0;
    const differ: string[] = [];
    for (const [pool, date] of [
      ['eternal', '2022-04-25'],
      ['pauper', '2022-04-25'],
      ['arena', '2022-04-25'],
      ['standard', '2022-04-25'],
      ['modern', '2015-01-01'],
      ['eternal', '2001-06-01'],
    ] as const) {
      for (let id = 0; id < index.db.header.cards; id++) {
        const c = index.card(id);
        const remembered = JSON.stringify(cardInPool(c, pool, date, sets));
        if (remembered !== JSON.stringify(computeCardInPool(c, pool, date, sets))) differ.push(`${c.name} ${pool} ${date}: ${remembered}`);
        compared++;
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBe(6 * index.db.header.cards);
  });

  it('basic lands by the Basic supertype: the embedded list, as far as the 2022 data reaches', () => {
    const basics = mj.filter((c) => card(c.name).basic).map((c) => c.name).sort();
    expect(basics).toEqual(mj.filter((c) => c.supertypes.includes('Basic')).map((c) => c.name).sort());
    expect(basics).toEqual(BASIC_LANDS.filter((b) => mj.some((c) => c.name === b)).sort());
  });

  it('copy limits from the card text: the embedded list, and never a card that merely searches for copies', () => {
    const limited = mj.filter((c) => card(c.name).deckLimit !== undefined).map((c) => [c.name, card(c.name).deckLimit]);
    const embedded = DECK_LIMITS.filter((d) => mj.some((c) => c.name === d.name)).map((d) => [d.name, d.limit]);
    expect(limited.sort()).toEqual(embedded.sort());
    for (const name of ['Battalion Foot Soldier', 'Gathering Throng', 'Legion Conquistador']) {
      expect(card(name).deckLimit, name).toBeUndefined();
    }
  });

  it('schemes, planes and phenomena by their type', () => {
    const groups = (JSON.parse(readFileSync(path.join(SHARED_DATA, 'special/nontraditional.json'), 'utf8')) as { groups: Record<string, string[]> }).groups;
    for (const type of ['Scheme', 'Plane', 'Phenomenon']) {
      const known = (groups[type] ?? []).filter((n) => mj.some((c) => c.name === n));
      expect(known.length, type).toBeGreaterThan(5);
      for (const n of known) expect(card(n).types, n).toContain(type);
    }
  });

  // Issue 29: schemes, planes, phenomena and Vanguard cards are in no deck (card-not-deck-card), on the data's day.
  it.each(SAMPLED_FORMATS)('%s on 2022-04-25: each nontraditional card is one card-not-deck-card error, never card-not-legal', async (format) => {
    const cards = nontraditionalCards(index);
    expect(cards.size).toBe(70 + 78 + 8 + 33);
    expect(await nontraditionalProblems(dataDir, cards, format, '2022-04-25')).toEqual([]);
  });

  it('every card name with parentheses is read whole, in each text style (issue 29)', () => {
    const names = parenthesisedNames(index);
    expect(names).toEqual(['B.F.M. (Big Furry Monster)', 'B.O.B. (Bevy of Beebles)', "Erase (Not the Urza's Legacy One)", 'Hazmat Suit (Used)']);
    expect(parenthesisedProblems(index, names)).toEqual([]);
  });

  // Issue 29: a Secret Lair card is dated by its own printing (MTGJSON originalReleaseDate), not by the set (2019-12-02).
  it.each([
    ['Rick, Steadfast Leader', '2020-10-13'],
    ['Lucille', '2020-10-13'],
  ])('%s: not in Legacy before its Secret Lair printing of %s, in it from that day', async (card, day) => {
    expect(await legacyVerdict(dataDir, card, '2020-10-12')).toEqual([
      `error: ${card} is not in Legacy's card pool on 2020-10-12: Secret Lair Drop (SLD) was printed on ${day}, after 2020-10-12. Remove all 4 (main deck and sideboard).`,
    ]);
    expect(await legacyVerdict(dataDir, card, day)).toEqual([]);
  });

  it('foreign names (cards/foreign_names.tsv) resolve to their English card', () => {
    const rows = readFileSync(path.join(SHARED_DATA, 'cards/foreign_names.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter((l) => l.trim() !== '')
      .map((l) => l.split('\t'));
    expect(rows.length).toBe(187_723);
    const faceOwners = new Map<string, string[]>();
    for (const c of ref) for (const f of c.faces ?? []) faceOwners.set(f, [...(faceOwners.get(f) ?? []), c.name]);
    const meldResults = new Set(ref.filter((c) => c.flags.includes('meldResult')).map((c) => c.name));
    /** The written name is also an English name or face name: English wins. */
    const englishName = (card: string, written: string) =>
      [card, ...card.split(' // ')].some((n) => nameKey(n) === nameKey(written));
    let foreign = 0;
    let ambiguous = 0;
    let english = 0;
    const wrong: string[] = [];
    // Every fourth row: all languages, a quarter of the time.
    rows.forEach(([lang = '', written = '', en = '', kind = ''], i) => {
      if (i % 4 !== 0) return;
      const want = kind === 'face' ? (faceOwners.get(en) ?? [en]) : [en];
      const r = index.resolve(written);
      if (r.kind === 'foreign' && want.includes(r.card.name)) foreign++;
      else if (r.kind === 'ambiguous' && want.some((w) => r.candidates.includes(w))) ambiguous++;
      else if ('card' in r && (want.includes(r.card.name) || englishName(r.card.name, written))) english++;
      // The melded result of a meld pair is not a card a deck holds (nor is its foreign name).
      else if (r.kind === 'unknown' && want.every((w) => meldResults.has(w))) english++;
      else wrong.push(`${lang} ${written} → ${en}: ${r.kind} ${'card' in r ? r.card.name : ''}`);
    });
    expect(wrong).toEqual([]);
    // The English name (a card of that name, or MTGJSON recording the English name as a foreign one) wins.
    expect(foreign).toBeGreaterThan(45_000);
    expect(ambiguous).toBeLessThan(300);
    expect(english).toBeLessThan(1_000);
  });

  it('card facts of known cards: layouts, costs, colour identity (CR 903.4), leadership, printings, the set table', () => {
    expect(card('Delver of Secrets')).toMatchObject({ layout: 'transform', manaCost: '{U}', manaValue: 1, colorIdentity: ['U'] });
    expect(card('Delver of Secrets').faces?.[1]).toMatchObject({ name: 'Insectile Aberration', colorIndicator: ['U'], power: '3' });
    // Identity from mana symbols in rules text, a back face, basic land types (as the data gives it).
    expect(card('Bayou').colorIdentity).toEqual(['B', 'G']);
    expect(card('Tolaria West').colorIdentity).toEqual(['U']);
    expect(card('Esika, God of the Tree').colorIdentity).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(card('Syndic of Tithes').colorIdentity).toEqual(['W']);
    expect(card('Kitchen Finks')).toMatchObject({ manaCost: '{1}{G/W}{G/W}', colorIdentity: ['W', 'G'] });
    expect(card('Fire // Ice')).toMatchObject({ layout: 'split', manaCost: '{1}{R} // {1}{U}', manaValue: 4 });
    expect(card('Bruna, the Fading Light')).toMatchObject({ layout: 'meld', leadership: { commander: true } });
    expect(card('Teferi, Temporal Archmage').leadership).toMatchObject({ commander: true });
    // A promo's own date: PMEI's Fireball (1995-08-01) in a set dated 1995-01-01.
    const fireball = card('Fireball').printings?.filter((p) => p.set === 'PMEI') ?? [];
    expect(fireball.map((p) => p.date)).toContain('1995-08-01');
    expect(card('Lightning Bolt').printings?.some((p) => p.set === 'LEA' && p.rarity === 'common' && p.date === undefined)).toBe(true);
    // Godzilla series names are other printed names of their card.
    const godzilla = index.resolve('Godzilla, King of the Monsters');
    expect(godzilla.kind === 'alias' && godzilla.card.name).toBe('Zilortha, Strength Incarnate');
    const sets = index.sets();
    expect(sets.size).toBe(579);
    expect(sets.get('PMEI')).toMatchObject({ releaseDate: '1995-01-01', type: 'promo' });
    expect(sets.get('SLD')).toMatchObject({ name: 'Secret Lair Drop', type: 'box' });
  });

  /** Commons on Magic Online whose MTGO common printing the 2022 AllPrintings in ../shared/data does not show. */
  const MTGO_COMMONS_2022_LACKS = new Set(['Ash Barrens', 'Hydroblast', 'Pyroblast']);

  it('real decklists: legal on their day, except for cards the 2022 data cannot know', async () => {
    const decks = JSON.parse(readFileSync(path.join(FIXTURES, 'real/index.json'), 'utf8')) as { file: string; format: string; date: string }[];
    const in2022 = new Set(mj.map((c) => nameKey(c.name)));
    const unexpected: string[] = [];
    for (const d of decks) {
      const prepared = await prepareCheck({ format: d.format, date: d.date, dataDir });
      const text = readFileSync(path.join(FIXTURES, 'real', d.file), 'utf8');
      const report = checkTexts(prepared, [{ file: d.file, text }]);
      for (const f of report.findings) {
        // A card the data does not have (printed later, or in Commander Legends, which the 2022 file lacks) …
        if (f.rule === 'unknown-card' && !in2022.has(nameKey(f.card ?? ''))) continue;
        // … or a card reprinted into the format after the data's day …
        if (f.rule === 'card-not-legal' && d.date > '2022-04-25') continue;
        // … or, in Pauper before paper sanctioning (2019-06-27: commons on Magic Online only), a card whose Magic
        // Online common printing is in a set this 2022 file lacks or marks paper-only (RULES.md §11.4, §11.6).
        if (f.rule === 'card-not-legal' && d.format === 'pauper' && d.date < '2019-06-27' && MTGO_COMMONS_2022_LACKS.has(f.card ?? '')) continue;
        unexpected.push(`${d.file}: ${f.rule} ${f.card ?? ''}`);
      }
      if (d.date > '2022-07-24') expect(report.notes.join(' '), d.file).toMatch(/The card database is from 2022-04-25/);
    }
    expect(unexpected).toEqual([]);
  });
});

describe.skipIf(HAS_SHARED)('the real MTGJSON AllPrintings', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});
