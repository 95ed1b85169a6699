/**
 * The Commander-family lists (src/data/lists: commander, duel-commander, brawl, standard-brawl, oathbreaker,
 * pauper-commander): their schema, and against the reference data in ../shared/data (skipped with the reason when
 * absent): Commander's dated history against banlists/history.json, the current lists against XMage's
 * (banlists/xmage_formats.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSPIRACY_CARDS, LIST_DATA, listHistory, UNF_STICKER_ATTRACTION_BAN_2024_05_13 } from '../../src/data/banlists.js';
import { listHistorySchema } from '../../src/data/lists/schema.js';
import { ListDateError, listsInForce } from '../../src/formats/lists.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const FAMILY = ['commander', 'duel-commander', 'brawl', 'standard-brawl', 'oathbreaker', 'pauper-commander'];

function listed(format: string, date: string, status: string): string[] {
  const lists = listsInForce(listHistory(format), date);
  return [...lists.entries.values()].filter((e) => e.status === status).map((e) => e.card).sort();
}

describe('Commander-family lists: shape', () => {
  it.each(FAMILY)('%s matches the schema and names its own format', (format) => {
    expect(listHistorySchema.safeParse(LIST_DATA[format]).success).toBe(true);
    expect(listHistory(format).format).toBe(format);
  });

  it('Commander: Lutri banned 2020-04-24, banned only as companion from 2026-02-09', () => {
    expect(listed('commander', '2020-04-24', 'banned')).toContain('Lutri, the Spellchaser');
    expect(listed('commander', '2026-02-08', 'banned')).toContain('Lutri, the Spellchaser');
    expect(listed('commander', '2026-02-09', 'banned')).not.toContain('Lutri, the Spellchaser');
    expect(listed('commander', '2026-02-09', 'banned_as_companion')).toEqual(['Lutri, the Spellchaser']);
  });

  it('Commander: the banned-as-commander list of 2006-2014, abolished 2014-09-26', () => {
    expect(listed('commander', '2012-10-01', 'banned_as_commander')).toEqual([
      'Braids, Cabal Minion',
      "Erayo, Soratami Ascendant // Erayo's Essence",
      'Kokusho, the Evening Star',
      'Rofellos, Llanowar Emissary',
    ]);
    expect(listed('commander', '2014-09-26', 'banned_as_commander')).toEqual([]);
  });

  it('Commander bans every Conspiracy card from the start', () => {
    const banned = listed('commander', '2026-11-01', 'banned');
    for (const c of CONSPIRACY_CARDS) expect(banned).toContain(c);
  });

  it('early Commander events without a source are marked unverified (C15)', () => {
    const early = listHistory('commander').events.filter((e) => e.effective < '2007-03-08' && !e.source.startsWith('http'));
    expect(early.length).toBeGreaterThan(0);
    for (const e of early) expect(e.unverified).toBe(true);
  });
});

describe.skipIf(!HAS_SHARED)('Commander-family lists against the reference data', () => {
  it.skipIf(HAS_SHARED)(SHARED_SKIP_REASON, () => undefined);

  it('Commander on every change date equals shared/data/banlists/history.json (Conspiracies added, Erayo merged)', () => {
    const ref = JSON.parse(readFileSync(path.join(SHARED_DATA, 'banlists/history.json'), 'utf8')) as {
      formats: { commander: { events: { date: string | null; changes: Record<string, string> }[] } };
    };
    const erayo = "Erayo, Soratami Ascendant // Erayo's Essence";
    const state = new Map<string, string>();
    for (const e of ref.formats.commander.events) {
      for (const [card, status] of Object.entries(e.changes)) {
        const name = card === 'Erayo, Soratami Ascendant' || card === "Erayo's Essence" ? erayo : card;
        if (status === 'legal') state.delete(name);
        else state.set(name, status);
      }
      if (e.date === null) continue;
      for (const c of CONSPIRACY_CARDS) state.set(c, 'banned');
      for (const status of ['banned', 'banned_as_commander', 'banned_as_companion']) {
        const want = [...state].filter(([, s]) => s === status).map(([c]) => c).sort();
        expect(listed('commander', e.date, status), `${e.date} ${status}`).toEqual(want);
      }
    }
  });

  const xmage = (): Record<string, { banned?: string[]; bannedCommander?: string[]; bannedCompanion?: string[] }> =>
    (
      JSON.parse(readFileSync(path.join(SHARED_DATA, 'banlists/xmage_formats.json'), 'utf8')) as {
        formats: Record<string, { banned?: string[]; bannedCommander?: string[]; bannedCompanion?: string[] }>;
      }
    ).formats;
  const canonical = (n: string): string =>
    ({
      'Trazyn The Infinite': 'Trazyn the Infinite',
      'Ajani, Nacatl Pariah': 'Ajani, Nacatl Pariah // Ajani, Nacatl Avenger',
      'Tamiyo, Inquisitive Student': 'Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar',
      'Erayo, Soratami Ascendant': "Erayo, Soratami Ascendant // Erayo's Essence",
    })[n] ?? n;
  const sorted = (names: Iterable<string>): string[] => [...names].sort();
  const minus = (a: Iterable<string>, b: Iterable<string>): string[] => {
    const drop = new Set(b);
    return sorted([...a].filter((x) => !drop.has(x)));
  };
  /** Banned in Duel Commander's own list (reference history) but absent from XMage's per-format list. */
  const DC_NOT_IN_XMAGE = [
    // the nine ante cards and Chaos Orb, Falling Star, Shahrazad: on the list since its 2012 start
    'Amulet of Quoz', 'Bronze Tablet', 'Chaos Orb', 'Contract from Below', 'Darkpact', 'Demonic Attorney', 'Falling Star',
    'Jeweled Bird', 'Rebirth', 'Shahrazad', 'Tempest Efreet', 'Timmerian Fiends',
    // mtgdc.info 2020-06-10, "Duel Commander policy about offensive cards"
    'Cleanse', 'Crusade', 'Imprison', 'Invoke Prejudice', 'Jihad', 'Pradesh Gypsies', 'Stone-Throwing Devils',
    // the 2024-05-27 sticker and Attraction ban
    ...UNF_STICKER_ATTRACTION_BAN_2024_05_13,
  ];

  it('Duel Commander after the 2025-09-29 changes equals XMage 2026-08-22, but for the cards XMage leaves out', () => {
    const dc = xmage().DuelCommander;
    const day = '2025-10-01';
    expect(minus(listed('duel-commander', day, 'banned'), DC_NOT_IN_XMAGE)).toEqual(sorted((dc?.banned ?? []).map(canonical)));
    expect(listed('duel-commander', day, 'banned_as_commander')).toEqual(sorted((dc?.bannedCommander ?? []).map(canonical)));
  });

  it('Duel Commander on its last change (2026-07-27) differs from XMage only by the five later announcements', () => {
    const dc = xmage().DuelCommander;
    const day = '2026-08-22';
    const xb = (dc?.banned ?? []).map(canonical);
    const xc = (dc?.bannedCommander ?? []).map(canonical);
    const banned = listed('duel-commander', day, 'banned');
    const asCommander = listed('duel-commander', day, 'banned_as_commander');
    // 2025-11-24 Nadu banned outright; 2026-01-26 Necrotic Ooze and Trazyn legal; 2026-03-30 Lutri banned only as a
    // companion.
    expect({ onlyDeckcheck: minus(banned, [...xb, ...DC_NOT_IN_XMAGE]), onlyXmage: minus(xb, banned) }).toEqual({
      onlyDeckcheck: ['Nadu, Winged Wisdom'],
      onlyXmage: ['Lutri, the Spellchaser', 'Necrotic Ooze', 'Trazyn the Infinite'],
    });
    // 2025-11-24 Breya legal; 2026-01-26 Rograkh banned as commander, Tasigur legal; 2026-05-25 Emry, Najeela and
    // Winota legal; 2026-07-27 Spider-Man 2099, Lumra and The Fantasticar banned as commander.
    expect({ onlyDeckcheck: minus(asCommander, xc), onlyXmage: minus(xc, asCommander) }).toEqual({
      onlyDeckcheck: ['Lumra, Bellow of the Woods', 'Rograkh, Son of Rohgahh', 'Spider-Man 2099', 'The Fantasticar'],
      onlyXmage: [
        'Breya, Etherium Shaper',
        'Emry, Lurker of the Loch',
        'Nadu, Winged Wisdom',
        'Najeela, the Blade-Blossom',
        'Tasigur, the Golden Fang',
        'Winota, Joiner of Forces',
      ],
    });
    expect(listed('duel-commander', day, 'banned_as_companion')).toEqual(['Lutri, the Spellchaser']);
    // Those later events are the ones marked unverified.
    const later = listHistory('duel-commander').events.filter((e) => e.effective > '2025-09-29');
    expect(later.map((e) => e.effective)).toEqual(['2025-11-24', '2026-01-26', '2026-03-30', '2026-05-25', '2026-07-27']);
    for (const e of later) expect(e.unverified).toBe(true);
  });

  it('Oathbreaker equals XMage 2026-08-22 but for Gifts Ungiven (unbanned May 2023) and the seven cards of 2020-06-10', () => {
    const x = xmage().Oathbreaker?.banned ?? [];
    const mine = listed('oathbreaker', '2026-08-22', 'banned');
    expect({ onlyDeckcheck: minus(mine, x), onlyXmage: minus(x, mine) }).toEqual({
      onlyDeckcheck: ['Cleanse', 'Crusade', 'Imprison', 'Invoke Prejudice', 'Jihad', 'Pradesh Gypsies', 'Stone-Throwing Devils'],
      onlyXmage: ['Gifts Ungiven'],
    });
  });

  it('Standard Brawl and Commander equal XMage 2026-08-22 (Commander: banned, less what XMage bans by type)', () => {
    const x = xmage();
    const day = '2026-08-22';
    // XMage's Brawl is the 60-card Standard Brawl. deckcheck keeps two cards XMage does not list: the lists are
    // cumulative (no announcement took them off; both rotated out of Standard in 2018-2019).
    expect(minus(listed('standard-brawl', day, 'banned'), ['Baral, Chief of Compliance', "Smuggler's Copter"])).toEqual(
      sorted(x.Brawl?.banned ?? []),
    );
    const mine = new Set(listed('commander', day, 'banned'));
    for (const c of x.Commander?.banned ?? []) expect(mine.has(canonical(c)), c).toBe(true);
    expect(listed('commander', day, 'banned_as_companion')).toEqual(x.Commander?.bannedCompanion ?? []);
  });
});

/** The nine ante cards, as Commander's list names them. */
const ANTE = ['Amulet of Quoz', 'Bronze Tablet', 'Contract from Below', 'Darkpact', 'Demonic Attorney', 'Jeweled Bird', 'Rebirth', 'Tempest Efreet', 'Timmerian Fiends'];

describe('Duel Commander, Oathbreaker and Pauper Commander lists by date', () => {
  const status = (format: string, date: string, card: string): string | undefined =>
    [...listsInForce(listHistory(format), date).entries.values()].find((e) => e.card === card)?.status;
  const pending = (format: string, date: string, card: string): string | undefined =>
    [...listsInForce(listHistory(format), date).pending.values()].find((e) => e.card === card)?.status;
  const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  // [format, card, status it takes, announced, effective, status the day before]
  const changes: [string, string, string, string, string, string | undefined][] = [
    ['duel-commander', 'Wasteland', 'banned', '2020-05-25', '2020-05-29', undefined],
    ['duel-commander', "Thassa's Oracle", 'banned', '2020-02-24', '2020-02-28', undefined],
    ['duel-commander', 'Edgar Markov', 'banned_as_commander', '2017-09-25', '2017-09-29', undefined],
    ['duel-commander', 'Tymna the Weaver', 'banned_as_commander', '2020-11-20', '2020-12-04', undefined],
    ['duel-commander', 'Ragavan, Nimble Pilferer', 'banned', '2022-05-30', '2022-05-30', 'banned_as_commander'],
    ['duel-commander', 'Nadu, Winged Wisdom', 'banned', '2025-11-24', '2025-11-24', 'banned_as_commander'],
    ['duel-commander', 'Lutri, the Spellchaser', 'banned_as_companion', '2026-03-30', '2026-03-30', 'banned'],
    ['pauper-commander', 'Rhystic Study', 'banned', '2021-05-17', '2021-05-17', undefined],
    ['pauper-commander', 'Mystic Remora', 'banned', '2021-05-17', '2021-05-17', undefined],
  ];
  it.each(changes)('%s: %s becomes %s (announced %s, effective %s)', (format, card, to, announced, effective, before) => {
    expect(status(format, dayBefore(announced), card)).toBe(before);
    expect(pending(format, dayBefore(announced), card)).toBeUndefined();
    if (announced < effective) {
      expect(status(format, announced, card)).toBe(before);
      expect(pending(format, announced, card)).toBe(to);
      expect(status(format, dayBefore(effective), card)).toBe(before);
    }
    expect(status(format, effective, card)).toBe(to);
  });

  // [format, card, status before, the day it came off the list]
  const unbans: [string, string, string, string][] = [
    ['duel-commander', 'Balance', 'banned', '2016-11-11'],
    ['duel-commander', 'Fastbond', 'banned', '2017-07-21'],
    ['duel-commander', 'Tymna the Weaver', 'banned_as_commander', '2022-02-14'],
    ['duel-commander', 'Thrasios, Triton Hero', 'banned_as_commander', '2024-07-22'],
    ['duel-commander', 'Teferi, Temporal Archmage', 'banned_as_commander', '2022-01-31'],
  ];
  it.each(unbans)('%s: %s (%s) is legal from %s', (format, card, before, day) => {
    expect(status(format, dayBefore(day), card)).toBe(before);
    expect(status(format, day, card)).toBeUndefined();
  });

  it('Balance: banned at the start (2012), legal 2016-11-11, banned again 2025-01-27', () => {
    expect(status('duel-commander', '2012-03-20', 'Balance')).toBe('banned');
    expect(status('duel-commander', '2020-01-01', 'Balance')).toBeUndefined();
    expect(status('duel-commander', '2025-01-27', 'Balance')).toBe('banned');
  });

  it.each([
    ['duel-commander', '2012-03-20'],
    ['pauper-commander', '2020-06-10'],
    ['oathbreaker', '2026-08-22'],
  ])('%s begins on %s; a day earlier is refused naming that day', (format, since) => {
    expect(listHistory(format).since).toBe(since);
    expect(() => listsInForce(listHistory(format), dayBefore(since))).toThrow(ListDateError);
    expect(() => listsInForce(listHistory(format), dayBefore(since))).toThrow(`Use --date ${since} or later`);
  });

  it('Pauper Commander before and after its first own bans', () => {
    expect(listed('pauper-commander', '2020-06-10', 'banned')).toHaveLength(CONSPIRACY_CARDS.length + 7 + ANTE.length);
    expect(listed('pauper-commander', '2021-05-17', 'banned')).toHaveLength(CONSPIRACY_CARDS.length + 9 + ANTE.length);
  });

  it.each(ANTE)('Pauper Commander bans the ante card %s from its first day (pdhhomebase.ca, 2021-05-17 announcement)', (card) => {
    expect(status('pauper-commander', '2020-06-10', card)).toBe('banned');
    expect(status('pauper-commander', '2026-09-22', card)).toBe('banned');
  });

  it('Duel Commander events are in order, each sourced and effective on or after its announcement', () => {
    const events = listHistory('duel-commander').events;
    expect(events.length).toBe(54);
    for (const [i, e] of events.entries()) {
      expect(e.announced <= e.effective, e.effective).toBe(true);
      expect(e.source).toMatch(/^https:\/\//);
      if (i > 0) expect((events[i - 1]?.effective ?? '') <= e.effective).toBe(true);
    }
  });
});
