/**
 * The Commander-family lists (src/data/lists: commander, duel-commander, brawl, standard-brawl, oathbreaker,
 * pauper-commander): their schema, and against the reference data in ../shared/data (skipped with the reason when
 * absent): Commander's dated history against banlists/history.json, the current lists against XMage's
 * (banlists/xmage_formats.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSPIRACY_CARDS, LIST_DATA, listHistory } from '../../src/data/banlists.js';
import { listHistorySchema } from '../../src/data/lists/schema.js';
import { listsInForce } from '../../src/formats/lists.js';
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

  it('the current lists equal XMage 2026-08-22 (Commander: banned, less what XMage bans by type)', () => {
    const x = JSON.parse(readFileSync(path.join(SHARED_DATA, 'banlists/xmage_formats.json'), 'utf8')) as {
      formats: Record<string, { banned?: string[]; bannedCommander?: string[]; bannedCompanion?: string[] }>;
    };
    const canonical = (n: string): string =>
      ({
        'Trazyn The Infinite': 'Trazyn the Infinite',
        'Ajani, Nacatl Pariah': 'Ajani, Nacatl Pariah // Ajani, Nacatl Avenger',
        'Tamiyo, Inquisitive Student': 'Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar',
        'Erayo, Soratami Ascendant': "Erayo, Soratami Ascendant // Erayo's Essence",
      })[n] ?? n;
    const day = '2026-08-22';
    const dc = x.formats.DuelCommander;
    expect(listed('duel-commander', day, 'banned')).toEqual((dc?.banned ?? []).map(canonical).sort());
    expect(listed('duel-commander', day, 'banned_as_commander')).toEqual((dc?.bannedCommander ?? []).map(canonical).sort());
    // XMage's Brawl is the 60-card Standard Brawl. deckcheck keeps two cards XMage does not list: the lists are
    // cumulative (no announcement took them off; both rotated out of Standard in 2018-2019).
    const keptHere = ["Baral, Chief of Compliance", "Smuggler's Copter"];
    expect(listed('standard-brawl', day, 'banned').filter((c) => !keptHere.includes(c))).toEqual(
      [...(x.formats.Brawl?.banned ?? [])].sort(),
    );
    expect(listed('oathbreaker', day, 'banned')).toEqual([...(x.formats.Oathbreaker?.banned ?? [])].sort());
    const mine = new Set(listed('commander', day, 'banned'));
    for (const c of x.formats.Commander?.banned ?? []) expect(mine.has(canonical(c)), c).toBe(true);
    expect(listed('commander', day, 'banned_as_companion')).toEqual(x.formats.Commander?.bannedCompanion ?? []);
  });
});
