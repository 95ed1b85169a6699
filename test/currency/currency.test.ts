/**
 * How deckcheck stays current (issue 25): card data of a later date extends deckcheck's own lists and pool rules
 * after their knowledge date. Timing cases in Modern, Standard, Pauper, Commander and Vintage: before the knowledge
 * date nothing changes; between it and the data's date a difference is a warning; on and after the data's date the
 * data holds (errors, unbans lifted). And `lists-out-of-date` past everything known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { importCardFile } from '../../src/db/import.js';
import { LIST_HISTORY } from '../../src/data/banlists.js';
import { POOLS } from '../../src/data/pools.js';
import type { Finding } from '../../src/diagnostic.js';
import { IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';
import { writeFutureData } from './future-data.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const DATA_DAY = '2027-03-01';
const KNOWN = '2026-09-22';
const BEFORE = '2026-09-01';
const BETWEEN = '2026-12-15';
const AFTER = '2027-03-05';

let mtgjsonDir = '';
let scryfallDir = '';
let oldDataDir = '';

beforeAll(async () => {
  const files = writeFutureData(tempDir('deckcheck-future-'), DATA_DAY);
  mtgjsonDir = tempDir();
  await importCardFile(files.mtgjson, mtgjsonDir, { now: IMPORTED_AT });
  scryfallDir = tempDir();
  await importCardFile(files.scryfall, scryfallDir, { now: IMPORTED_AT });
  // The same cards and legalities in data dated before the knowledge date: it never extends anything.
  const old = writeFutureData(tempDir('deckcheck-future-'), '2026-09-10');
  oldDataDir = tempDir();
  await importCardFile(old.mtgjson, oldDataDir, { now: IMPORTED_AT });
});

afterAll(() => removeTempDirs());

/** Check one deck; `dataDir` null: without card data. */
async function check(format: string, date: string, text: string, dataDir: string | null = mtgjsonDir) {
  const prepared = await prepareCheck({ builtInCardData: false, format, date, ...(dataDir !== null ? { dataDir } : {}) });
  return checkTexts(prepared, [{ file: 'deck.txt', text }]);
}

function about(findings: readonly Finding[], card: string, rule: string): Finding[] {
  return findings.filter((f) => f.card === card && f.rule === rule);
}

/**
 * Lists with a known gap: an update whose changes could not be read, after which later announcements were read. Their
 * changes are in the list; its knowledge date stays at the day before the gap, so later checks are still warned.
 */
const READ_AFTER_GAP: Readonly<Record<string, string>> = {
  gladiator: "the Gladiator Council's April 2023 update (2023-04-10) was found but its changes could not be read",
};

describe('knowledge dates', () => {
  it('every built-in list and the pool tables carry one, never later than the build review (2026-09-22)', () => {
    for (const [id, history] of Object.entries(LIST_HISTORY)) {
      expect(history.knownThrough, id).toBeDefined();
      expect((history.knownThrough?.day ?? '9999') <= KNOWN, id).toBe(true);
      expect(history.knownThrough?.source.length ?? 0, id).toBeGreaterThan(20);
      // A list's knowledge date is not before its newest change, but where a gap in the record is known: then the
      // changes read after the gap are transcribed, and the knowledge date stays before the gap (the warning holds).
      const newest = history.events.filter((e) => !(id in READ_AFTER_GAP && e.effective > (history.knownThrough?.day ?? ''))).at(-1)?.effective ?? history.since;
      expect(newest <= (history.knownThrough?.day ?? ''), id).toBe(true);
      if (id in READ_AFTER_GAP) expect((history.events.at(-1)?.effective ?? '') > (history.knownThrough?.day ?? ''), id).toBe(true);
    }
    expect(POOLS.knownThrough.day).toBe(KNOWN);
  });

  it('the report names the knowledge date, and the data that extends it', async () => {
    const before = await check('modern', BEFORE, '60 Mountain');
    expect(before.lists).toMatchObject({ knownThrough: KNOWN, extendedBy: null });
    const after = await check('modern', AFTER, '60 Mountain');
    expect(after.lists).toMatchObject({
      knownThrough: KNOWN,
      extendedBy: { source: `MTGJSON AllPrintings of ${DATA_DAY}`, date: DATA_DAY },
    });
    expect(after.notes.some((n) => n.includes(`extended by MTGJSON AllPrintings of ${DATA_DAY}`))).toBe(true);
  });
});

/** [format, deck, card, rule, before, between, after]: the severity of that card's finding of that rule on each day. */
type Sev = 'error' | 'warning' | null;
const TIMING: readonly [string, string, string, string, Sev, Sev, Sev][] = [
  // A ban the data has and deckcheck's lists lack.
  ['modern', '56 Mountain\n4 Lightning Bolt', 'Lightning Bolt', 'card-banned', null, 'warning', 'error'],
  // An unban: the data lifts the list entry.
  ['modern', '56 Mountain\n4 Ponder', 'Ponder', 'card-banned', 'error', 'warning', null],
  ['pauper', '56 Mountain\n4 Galvanic Blast', 'Galvanic Blast', 'card-banned', null, 'warning', 'error'],
  ['commander', '99 Mountain\n1 Sol Ring', 'Sol Ring', 'card-banned', null, 'warning', 'error'],
  ['commander', '99 Mountain\n1 Upheaval', 'Upheaval', 'card-banned', 'error', 'warning', null],
  // A new restriction.
  ['vintage', '56 Mountain\n4 Ponder', 'Ponder', 'card-restricted', null, 'warning', 'error'],
  // A ban lifted to a restriction: card-banned warns before the data's date; from it the card is restricted.
  ['vintage', '58 Mountain\n2 Chaos Orb', 'Chaos Orb', 'card-banned', 'error', 'warning', null],
  ['vintage', '58 Mountain\n2 Chaos Orb', 'Chaos Orb', 'card-restricted', null, null, 'error'],
  // A rotation after the knowledge date: Wilds of Eldraine leaves Standard.
  ['standard', '56 Mountain\n4 Beseech the Mirror', 'Beseech the Mirror', 'card-not-legal', null, 'warning', 'error'],
  // A set deckcheck's tables do not know: in the pool as the data says once it is out.
  ['modern', '56 Mountain\n4 Craterclaw Colossus', 'Craterclaw Colossus', 'card-not-legal', 'error', null, null],
  ['standard', '56 Mountain\n4 Craterclaw Colossus', 'Craterclaw Colossus', 'card-not-legal', 'error', null, null],
  // Never in Standard: the data says so on its date.
  ['standard', '56 Mountain\n4 Lightning Bolt', 'Lightning Bolt', 'card-not-legal', 'error', 'error', 'error'],
];

describe.each(TIMING)('%s: %s', (format, deck, card, rule, before, between, after) => {
  it.each([
    [BEFORE, before],
    [BETWEEN, between],
    // The data's own date: the data holds on and after it (src/formats/knowledge.ts, `date >= data.date`).
    [DATA_DAY, after],
    [AFTER, after],
  ] as const)(`${rule} for ${card} on %s`, async (date, severity) => {
    const report = await check(format, date, deck);
    const found = about(report.findings, card, rule);
    expect(found.map((f) => f.severity)).toEqual(severity === null ? [] : [severity]);
    if (severity !== null && date !== BEFORE) {
      // A finding that comes from the card data names it (an error), or names both days (a warning).
      const f = found[0];
      if (f?.severity === 'error' && rule !== 'card-not-legal') expect(f.message).toContain(`MTGJSON AllPrintings of ${DATA_DAY}`);
      if (f?.severity === 'warning') {
        // A warning names the card, the data, how far deckcheck's own lists reach, the span the change fell in, and the day checked.
        expect(f.message).toContain(card);
        expect(f.message).toContain(`MTGJSON AllPrintings of ${DATA_DAY}`);
        expect(f.message).toContain(`known through ${KNOWN}`);
        expect(f.message).toContain(`on a day between ${KNOWN} and ${DATA_DAY} that deckcheck does not know`);
        if (rule !== 'card-not-legal') expect(f.message).toContain(date);
      }
    }
  });
});

describe('days and sources', () => {
  it("Duel Commander's Restricted (banned as commander) reads as legal in the 99: the data lifts the full ban", async () => {
    const deck = '99 Mountain\n1 Sol Ring';
    const severities = async (date: string) =>
      about((await check('duel-commander', date, deck)).findings, 'Sol Ring', 'card-banned').map((f) => f.severity);
    expect(await severities(BETWEEN)).toEqual(['warning']);
    expect(await severities(AFTER)).toEqual([]);
    const restricted = await check('duel-commander', AFTER, deck);
    expect(about(restricted.findings, 'Sol Ring', 'card-restricted')).toEqual([]);
  });

  it('a format the data names under its own key (paupercommander) is extended from its own knowledge date', async () => {
    // Pauper Commander's list is known through 2021-05-17: 2026-09-01 already lies between it and the data's date.
    const deck = '99 Mountain\n1 Galvanic Blast';
    const severities = async (date: string) =>
      about((await check('pauper-commander', date, deck)).findings, 'Galvanic Blast', 'card-banned').map((f) => f.severity);
    expect(await severities('2021-05-01')).toEqual([]);
    expect(await severities(BEFORE)).toEqual(['warning']);
    expect(await severities(AFTER)).toEqual(['error']);
  });

  it('a card whose printings all come after the day checked is not legal, with the day it was printed', async () => {
    const report = await check('modern', '2026-10-15', '56 Mountain\n4 Federation Field Medic');
    const [f] = about(report.findings, 'Federation Field Medic', 'card-not-legal');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('first printed on 2026-11-13');
    const later = await check('modern', BETWEEN, '56 Mountain\n4 Federation Field Medic');
    expect(about(later.findings, 'Federation Field Medic', 'card-not-legal')).toEqual([]);
  });

  it('a ban from the data names its source and deckcheck\'s last day', async () => {
    const report = await check('modern', AFTER, '56 Mountain\n4 Lightning Bolt');
    const [f] = about(report.findings, 'Lightning Bolt', 'card-banned');
    expect(f?.message).toBe(
      `Lightning Bolt is banned in Modern on ${AFTER} according to MTGJSON AllPrintings of ${DATA_DAY}; deckcheck's own ` +
        `lists end on ${KNOWN}, before the ban. Remove all 4 (main deck and sideboard).`,
    );
    expect(f?.reference).toBe(`MTR 6.1; Modern banned list; MTGJSON AllPrintings of ${DATA_DAY}`);
    expect(report.legal).toBe(false);
  });

  it('Standard after its rotation table: the note and the finding agree, and say where the verdict came from', async () => {
    const report = await check('standard', AFTER, '56 Mountain\n4 Lightning Bolt');
    expect(report.notes.some((n) => n.includes('is not checked'))).toBe(false);
    expect(report.notes.some((n) => n.includes(`extended by MTGJSON AllPrintings of ${DATA_DAY}`))).toBe(true);
    const [f] = about(report.findings, 'Lightning Bolt', 'card-not-legal');
    expect(f?.message).toContain(`according to MTGJSON AllPrintings of ${DATA_DAY}`);
  });

  it('Scryfall default-cards extend the lists the same way', async () => {
    const banned = await check('modern', AFTER, '56 Mountain\n4 Lightning Bolt', scryfallDir);
    const [f] = about(banned.findings, 'Lightning Bolt', 'card-banned');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain(`Scryfall default-cards of ${DATA_DAY}`);
    const unbanned = await check('modern', AFTER, '56 Mountain\n4 Ponder', scryfallDir);
    expect(about(unbanned.findings, 'Ponder', 'card-banned')).toEqual([]);
    const between = await check('modern', BETWEEN, '56 Mountain\n4 Lightning Bolt', scryfallDir);
    expect(about(between.findings, 'Lightning Bolt', 'card-banned').map((x) => x.severity)).toEqual(['warning']);
  });

  it('before the knowledge date the data is not read: the same findings as with data dated before it', async () => {
    for (const [format, deck] of TIMING.map((t) => [t[0], t[1]] as const)) {
      const withNew = await check(format, BEFORE, deck);
      const withOld = await check(format, BEFORE, deck, oldDataDir);
      expect(withNew.findings, `${format}: ${deck}`).toEqual(withOld.findings);
    }
  });

  it('data dated before the knowledge date extends nothing after it', async () => {
    const report = await check('modern', AFTER, '56 Mountain\n4 Lightning Bolt\n', oldDataDir);
    expect(about(report.findings, 'Lightning Bolt', 'card-banned')).toEqual([]);
    expect(report.lists?.extendedBy).toBeNull();
  });
});

describe('the team and command-zone lists extend the same way (issue 25)', () => {
  /** Severities of `rule`'s findings for `card` in a check of `decks` (two decks: a Two-Headed Giant team). */
  async function severities(format: string, date: string, decks: readonly string[], card: string, rule: string) {
    const prepared = await prepareCheck({ builtInCardData: false, format, date, dataDir: mtgjsonDir, team: decks.length > 1 });
    const report = checkTexts(
      prepared,
      decks.map((text, i) => ({ file: `deck-${i + 1}.txt`, text })),
    );
    return about(report.findings, card, rule);
  }

  // [format, decks, card, rule, before, between, after] with each format's own knowledge date.
  const CASES: readonly [string, readonly string[], string, string, string, Sev, Sev, Sev][] = [
    // A new restriction in the data: one copy per team (Vintage known through 2026-09-22).
    ['vintage', ['59 Mountain\n1 Ponder', '59 Mountain\n1 Ponder'], 'Ponder', 'team-card-restricted', BEFORE, null, 'warning', 'error'],
    // An unrestriction: the data lifts the list entry.
    ['vintage', ['59 Mountain\n1 Brainstorm', '59 Mountain\n1 Brainstorm'], 'Brainstorm', 'team-card-restricted', BEFORE, 'error', 'warning', null],
    // deckcheck bans Chaos Orb in Vintage; the data restricts it. Before the data's date card-banned warns that the
    // ban may be lifted (and names the restriction); from it, the team is held to one copy, as a deck is.
    ['vintage', ['59 Mountain\n1 Chaos Orb', '59 Mountain\n1 Chaos Orb'], 'Chaos Orb', 'team-card-restricted', BEFORE, null, null, 'error'],
    // Duel Commander (known through 2026-07-27): MTGJSON's `duel` Restricted is a ban as commander.
    ['duel-commander', ['Commander\n1 Krenko, Mob Boss\nDeck\n99 Mountain'], 'Krenko, Mob Boss', 'commander-banned', '2026-07-01', null, 'warning', 'error'],
    ['duel-commander', ['Commander\n1 Edgar Markov\nDeck\n99 Mountain'], 'Edgar Markov', 'commander-banned', '2026-07-01', 'error', 'warning', null],
    // A card deckcheck bans only as commander (since 2026-07-27) that the data bans outright: out of the 99 too.
    ['duel-commander', ['Commander\n1 Edgar Markov\nDeck\n1 Lumra, Bellow of the Woods\n98 Mountain'], 'Lumra, Bellow of the Woods', 'card-banned', '2026-07-01', null, 'warning', 'error'],
    // In the 99 a card banned as commander is legal: no finding on any day.
    ['duel-commander', ['Commander\n1 Edgar Markov\nDeck\n1 Krenko, Mob Boss\n98 Mountain'], 'Krenko, Mob Boss', 'commander-banned', '2026-07-01', null, null, null],
  ];

  describe.each(CASES)('%s: %j', (format, decks, card, rule, before, sBefore, sBetween, sAfter) => {
    it.each([
      [before, sBefore],
      [BETWEEN, sBetween],
      [AFTER, sAfter],
    ] as const)(`${rule} for ${card} on %s`, async (date, severity) => {
      const found = await severities(format, date, decks, card, rule);
      expect(found.map((f) => f.severity)).toEqual(severity === null ? [] : [severity]);
      const f = found[0];
      if (f && date !== before) {
        // From the card data: an error names it; a warning names the days between which the change fell.
        expect(f.message).toContain(`MTGJSON AllPrintings of ${DATA_DAY}`);
        expect(f.reference).toContain(`MTGJSON AllPrintings of ${DATA_DAY}`);
      }
    });
  });

  it('a new restriction from the data names its source and the team', async () => {
    const [f] = await severities('vintage', AFTER, ['59 Mountain\n1 Ponder', '59 Mountain\n1 Ponder'], 'Ponder', 'team-card-restricted');
    expect(f?.message).toBe(
      `Ponder is restricted in Vintage on ${AFTER} according to MTGJSON AllPrintings of ${DATA_DAY}; deckcheck's own ` +
        `lists end on ${KNOWN}, before the restriction. The team has 2 (1 in deck-1.txt + 1 in deck-2.txt): "If a card ` +
        'is restricted in a particular format, no more than one of that card may be used by the team" (Two-Headed ' +
        'Giant Constructed). Keep one copy in one deck.',
    );
    expect(f).toMatchObject({ limit: 1, count: 2, team: 'deck-1.txt + deck-2.txt' });
  });

  it('Krenko banned as commander from the data: the message says what may still be done', async () => {
    const [f] = await severities('duel-commander', AFTER, ['Commander\n1 Krenko, Mob Boss\nDeck\n99 Mountain'], 'Krenko, Mob Boss', 'commander-banned');
    expect(f?.message).toBe(
      `Krenko, Mob Boss is banned as commander in Duel Commander on ${AFTER} according to MTGJSON AllPrintings of ` +
        `${DATA_DAY}; deckcheck's own lists end on 2026-07-27, before the ban: it may be in the deck but not in the ` +
        'command zone. Choose another commander.',
    );
  });
});

describe('lists-out-of-date', () => {
  const ruleOf = (findings: readonly Finding[]) => findings.filter((f) => f.rule === 'lists-out-of-date');

  it.each([
    // [format, date, data, warned]
    ['modern', '2026-12-02', undefined, false],
    ['modern', '2026-12-21', undefined, false],
    ['modern', '2026-12-22', undefined, true],
    ['modern', '2027-09-22', undefined, true],
    ['standard', '2030-06-01', undefined, true],
    ['pauper', '2027-09-22', undefined, true],
    ['commander', '2027-09-22', undefined, true],
    ['casual', '2030-06-01', undefined, false],
    ['pauper-commander', '2026-12-02', undefined, true],
    ['pauper-commander', AFTER, 'mtgjson', false],
    ['modern', DATA_DAY, 'mtgjson', false],
    ['modern', '2027-05-30', 'mtgjson', false],
    ['modern', '2027-05-31', 'mtgjson', true],
    ['modern', '2028-03-05', 'mtgjson', true],
  ] as const)('%s on %s (data: %s): warned %s', async (format, date, data, warned) => {
    const report = await check(format, date, '60 Mountain', data === undefined ? null : mtgjsonDir);
    const found = ruleOf(report.findings);
    expect(found.length).toBe(warned ? 1 : 0);
    if (warned) {
      expect(found[0]?.severity).toBe('warning');
      expect(found[0]?.message).toContain(data ? DATA_DAY : format === 'pauper-commander' ? '2021-05-17' : KNOWN);
      expect(found[0]?.message).toContain('deckcheck db update');
    }
  });

  const MTR = 'MTR 6.1 (banned and restricted lists change by announcement)';
  const tail = 'Announcements and new sets since then are not checked, so this verdict may be out of date.';
  it.each([
    {
      name: "deckcheck's own lists alone",
      format: 'modern',
      date: '2027-09-22',
      data: false,
      reference: MTR,
      // 365 days after the knowledge date.
      message:
        "2027-09-22 is 365 days after 2026-09-22, the last day deckcheck knows Modern's banned and restricted lists and " +
        "card pool (deckcheck's own lists; no card data of a later date that covers Modern is in use). " +
        `${tail} Get current card data (deckcheck db update) or a newer deckcheck.`,
    },
    {
      name: 'card data that extends them: its day counts, and it is named',
      format: 'modern',
      date: '2028-03-05',
      data: true,
      reference: MTR,
      // 2027-03-01 to 2028-03-05: 366 days (2028 is a leap year) and 4.
      message:
        "2028-03-05 is 370 days after 2027-03-01, the last day deckcheck knows Modern's banned and restricted lists and " +
        "card pool (MTGJSON AllPrintings of 2027-03-01, which extends deckcheck's own lists, known through 2026-09-22). " +
        `${tail} Get current card data (deckcheck db update) or a newer deckcheck.`,
    },
    {
      name: 'a format written as a format file: card data cannot help, its own announcements can',
      format: 'canadian-highlander',
      date: '2027-01-01',
      data: true,
      reference: `${MTR}; Canadian Highlander rules and points list (canadianhighlander.ca)`,
      // 2025-07-19 to 2027-01-01: 365 + 166 days.
      message:
        "2027-01-01 is 531 days after 2025-07-19, the last day deckcheck knows Canadian Highlander's banned and " +
        "restricted lists and card pool (deckcheck's own lists; no card data of a later date that covers Canadian " +
        `Highlander is in use). ${tail} Check the format's own announcements (Canadian Highlander rules and points list ` +
        '(canadianhighlander.ca)) or get a newer deckcheck.',
    },
  ])('the whole warning: $name', async ({ format, date, data, reference, message }) => {
    const report = await check(format, date, '60 Mountain', data ? mtgjsonDir : null);
    expect(ruleOf(report.findings)).toEqual([
      { rule: 'lists-out-of-date', severity: 'warning', message, file: 'deck.txt', line: null, column: null, reference, related: [] },
    ]);
  });

  it('every deck gets it, and it is a warning: the verdict stays legal', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'modern', date: '2030-06-01' });
    const report = checkTexts(prepared, [
      { file: 'a.txt', text: '60 Mountain' },
      { file: 'b.txt', text: '60 Island' },
    ]);
    expect(ruleOf(report.findings).map((f) => f.file)).toEqual(['a.txt', 'b.txt']);
    expect(report.legal).toBe(true);
    expect(report.warnings).toBe(2);
  });
});
