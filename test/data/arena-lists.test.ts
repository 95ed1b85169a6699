/**
 * The MTG Arena formats' data: the lists of Historic, Timeless, Brawl (src/data/lists) and Standard Brawl, and the
 * Arena pool (src/data/pools/arena.json): schema, order, first days, dated states pinned at known announcements, and
 * against the reference data in ../shared/data (skipped with the reason when absent): every card name is a card, and
 * each Arena release day is the set's tabletop release or up to three weeks before it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_DATA, listHistory } from '../../src/data/banlists.js';
import { listHistorySchema } from '../../src/data/lists/schema.js';
import { arenaPool } from '../../src/data/pools.js';
import arenaFile from '../../src/data/pools/arena.json' with { type: 'json' };
import { arenaPoolSchema } from '../../src/data/pools/schema.js';
import { listsInForce } from '../../src/formats/lists.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const ARENA_LISTS = ['historic', 'timeless', 'brawl', 'standard-brawl'] as const;

function listed(format: string, date: string, status: string): string[] {
  return [...listsInForce(listHistory(format), date).entries.values()].filter((e) => e.status === status).map((e) => e.card).sort();
}

function pending(format: string, date: string): string[] {
  return [...listsInForce(listHistory(format), date).pending.values()].map((e) => e.card).sort();
}

describe('MTG Arena formats: data shape', () => {
  it.each(ARENA_LISTS)('%s: schema, own format id, events in order, effective on or after announced, after `since`', (format) => {
    expect(listHistorySchema.safeParse(LIST_DATA[format]).error?.issues ?? []).toEqual([]);
    const h = listHistory(format);
    expect(h.format).toBe(format);
    const effective = h.events.map((e) => e.effective);
    expect([...effective].sort()).toEqual(effective);
    for (const e of h.events) {
      expect(e.effective >= e.announced, `${e.announced} ${e.effective}`).toBe(true);
      expect(e.announced > h.since, e.announced).toBe(true);
      expect(e.source.length).toBeGreaterThan(10);
    }
  });

  it('arena.json matches its schema; each Arena format starts its list on the pool\'s first day', () => {
    expect(arenaPoolSchema.safeParse(arenaFile).error?.issues ?? []).toEqual([]);
    expect(Object.keys(arenaPool().formats).sort()).toEqual(['brawl', 'historic', 'timeless']);
    for (const [id, f] of Object.entries(arenaPool().formats)) expect(listHistory(id).since, id).toBe(f.from);
  });

  it('first days: Historic 2019-11-21, Timeless 2023-12-12, Brawl (Historic Brawl) 2020-12-21, Standard Brawl 2018-03-22', () => {
    expect(ARENA_LISTS.map((f) => listHistory(f).since)).toEqual(['2019-11-21', '2023-12-12', '2020-12-21', '2018-03-22']);
  });

  it('names each set once in the Arena release table, and no card twice in one conjure-only entry', () => {
    const codes = arenaPool().sets.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of arenaPool().notDeckCards) {
      expect(new Set(e.cards).size, e.from).toBe(e.cards.length);
      if (e.until !== undefined) expect(e.until > e.from).toBe(true);
    }
  });

  it('only MTG Arena suspensions are marked suspended, and they suspend (ban) cards', () => {
    const suspended = Object.values(LIST_DATA).flatMap((d) => d.events.filter((e) => e.suspended).map((e) => [d.format, e.effective]));
    expect(suspended).toEqual([
      ['historic', '2019-12-10'],
      ['historic', '2020-06-09'],
    ]);
  });
});

describe('MTG Arena formats: the lists on known days', () => {
  it('Historic: empty on its first day; the 2019-12-10 suspensions; Field of the Dead back 2020-03-10, out again 2020-08-24', () => {
    expect(listed('historic', '2019-11-21', 'banned')).toEqual([]);
    expect(listed('historic', '2019-12-10', 'banned')).toEqual(['Field of the Dead', 'Oko, Thief of Crowns', 'Once Upon a Time', 'Veil of Summer']);
    expect(listed('historic', '2020-03-10', 'banned')).not.toContain('Field of the Dead');
    expect(pending('historic', '2020-03-09')).toEqual(['Field of the Dead']);
    expect(listed('historic', '2020-08-24', 'banned')).toContain('Field of the Dead');
  });

  it('Historic: the Mystical Archive bans, announced 2021-02-18, in effect when the set came to Arena (2021-04-15)', () => {
    expect(pending('historic', '2021-02-18')).toContain('Demonic Tutor');
    expect(listed('historic', '2021-04-14', 'banned')).not.toContain('Demonic Tutor');
    expect(listed('historic', '2021-04-15', 'banned')).toContain('Demonic Tutor');
  });

  it('Historic: Counterspell legal again 2025-06-30; the 2026-02-09 changes', () => {
    expect(listed('historic', '2025-06-29', 'banned')).toContain('Counterspell');
    expect(listed('historic', '2025-06-30', 'banned')).not.toContain('Counterspell');
    const feb = listed('historic', '2026-02-09', 'banned');
    expect(feb).toContain('Eldrazi Temple');
    expect(feb).not.toContain('Agent of Treachery');
  });

  it('Timeless: three restricted cards from the start, Necropotence from 2026-02-09; nothing banned', () => {
    expect(listed('timeless', '2023-12-12', 'restricted')).toEqual(['Channel', 'Demonic Tutor', "Tibalt's Trickery"]);
    expect(listed('timeless', '2026-02-09', 'restricted')).toEqual(['Channel', 'Demonic Tutor', 'Necropotence', "Tibalt's Trickery"]);
    expect(listed('timeless', '2026-11-01', 'banned')).toEqual([]);
  });

  it('Brawl (Arena): the Historic Brawl list of 2020-12-21; Golos and Winota back 2021-06-19; Teferi 2022-01-25', () => {
    expect(listed('brawl', '2020-12-21', 'banned')).toHaveLength(11);
    expect(listed('brawl', '2021-06-19', 'banned')).not.toContain('Golos, Tireless Pilgrim');
    expect(listed('brawl', '2022-01-24', 'banned')).toContain('Teferi, Time Raveler');
    expect(listed('brawl', '2022-01-25', 'banned')).not.toContain('Teferi, Time Raveler');
    expect(listed('brawl', '2026-11-01', 'banned')).toContain('Nadu, Winged Wisdom');
  });

  it('Standard Brawl: the 2018 launch list followed Standard; 2018-05-10 its own (Baral, Sorcerous Spyglass)', () => {
    expect(listed('standard-brawl', '2018-03-22', 'banned')).toContain("Smuggler's Copter");
    expect(listed('standard-brawl', '2018-05-10', 'banned')).toEqual(['Baral, Chief of Compliance', "Smuggler's Copter", 'Sorcerous Spyglass']);
    expect(pending('standard-brawl', '2020-04-13')).toEqual(['Lutri, the Spellchaser']);
  });
});

describe.skipIf(!HAS_SHARED)('MTG Arena formats against the reference data', () => {
  it.skipIf(HAS_SHARED)(SHARED_SKIP_REASON, () => undefined);

  it('every card the lists and the conjure-only table name is a card of shared/data/cards/cards.ndjson', () => {
    const names = new Set(
      readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
        .split('\n')
        .filter((l) => l.length > 0)
        .map((l) => (JSON.parse(l) as { name: string }).name),
    );
    const named = [
      ...ARENA_LISTS.flatMap((f) => {
        const d = LIST_DATA[f];
        return [...Object.values(d?.initial ?? {}).flat(), ...(d?.events ?? []).flatMap((e) => Object.values(e.changes).flat())];
      }),
      ...arenaPool().notDeckCards.flatMap((e) => e.cards),
    ];
    expect(named.filter((n) => !names.has(n))).toEqual([]);
  });

  it('each Arena release day is on or up to 21 days before the set\'s tabletop release (Khans of Tarkir: its 2023 Arena debut)', () => {
    const sets = (JSON.parse(readFileSync(path.join(SHARED_DATA, 'cards/sets.json'), 'utf8')) as { sets: Record<string, { releaseDate: string }> }).sets;
    // XMage's dates in sets.json are wrong for these two (RULES.md §11.6): ONE was released 2023-02-10, MH3 2024-06-14.
    const tabletop: Readonly<Record<string, string>> = { ONE: '2023-02-10', MH3: '2024-06-14' };
    const off: string[] = [];
    for (const s of arenaPool().sets) {
      const paper = tabletop[s.code] ?? sets[s.code]?.releaseDate;
      if (paper === undefined) {
        off.push(`${s.code}: not in sets.json`);
        continue;
      }
      if (s.code === 'KTK') continue;
      const days = (Date.parse(paper) - Date.parse(s.arena)) / 86_400_000;
      if (days < 0 || days > 21) off.push(`${s.code}: Arena ${s.arena}, tabletop ${paper}`);
    }
    expect(off).toEqual([]);
  });
});
