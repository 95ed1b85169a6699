/**
 * tiny-leaders (src/data/formats/tiny-leaders.json): its fixtures through the CLI, its dated list (the changes and the
 * cards that may not be a commander), `deckcheck formats`, and its list against XMage's TinyLeaders class (the shared
 * reference data; skipped with a reason when absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { dataFormatData } from '../../src/formats/builtin.js';
import type { FormatFileData } from '../../src/formats/format-file.js';
import { HAS_SHARED, SHARED_DATA, SHARED_SKIP_REASON, runCli } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const DIR = 'fixtures/formats/tiny-leaders';

interface JsonReport {
  findings: { rule: string; severity: string; line: number | null; card?: string; limit?: number }[];
}

describe('tiny-leaders fixtures (no card database: mana values are "not checked")', () => {
  it.each([
    { deck: 'legal.txt', code: 0, found: [['card-facts-missing', 'warning', null]] as [string, string, number | null][] },
    {
      deck: 'illegal.txt',
      code: 1,
      found: [
        ['card-facts-missing', 'warning', null],
        ['commander-banned', 'error', 3], // Erayo, Soratami Ascendant may not be a commander
        ['card-banned', 'error', 6], // Sol Ring
        ['card-singleton', 'error', 7], // a second Brainstorm
        ['sideboard-size-max', 'error', 25], // 11 > 10
      ],
    },
  ])('$deck: exit $code', async ({ deck, code, found }) => {
    const r = await runCli(['check', '--no-db', '--reporter', 'json', '--format', 'tiny-leaders', '--date', '2025-06-01', `${DIR}/${deck}`]);
    expect(r.code).toBe(code);
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(report.findings.map((f) => [f.rule, f.severity, f.line])).toEqual(found);
  });
});

/** A 50-card Tiny Leaders deck with Azusa as commander and these cards. */
const deck = (...cards: string[]) => `Commander\n1 Azusa, Lost but Seeking\n\nDeck\n${cards.map((c) => `1 ${c}\n`).join('')}${49 - cards.length} Forest\n`;

async function errors(text: string, date: string): Promise<string[]> {
  const prepared = await prepareCheck({ builtInCardData: false, format: 'tiny-leaders', date });
  const r = checkTexts(prepared, [{ file: 'deck.txt', text }]);
  return r.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.card ?? ''}`);
}

describe('the dated list', () => {
  it.each([
    { what: 'Grindstone: legal before 2015-07-13', text: deck('Grindstone'), date: '2015-07-12', want: [] as string[] },
    { what: 'Grindstone: banned from 2015-07-13', text: deck('Grindstone'), date: '2015-07-13', want: ['card-banned Grindstone'] },
    { what: "Painter's Servant: banned until 2015-07-12", text: deck("Painter's Servant"), date: '2015-07-12', want: ["card-banned Painter's Servant"] },
    { what: "Painter's Servant: unbanned on 2015-07-13", text: deck("Painter's Servant"), date: '2015-07-13', want: [] },
    { what: "Thassa's Oracle: legal before 2021-08-02", text: deck("Thassa's Oracle"), date: '2021-08-01', want: [] },
    { what: "Thassa's Oracle: banned from 2021-08-02", text: deck("Thassa's Oracle"), date: '2021-08-02', want: ["card-banned Thassa's Oracle"] },
    { what: 'High Tide: only from XMage\'s snapshot day (unverified)', text: deck('High Tide'), date: '2026-08-21', want: [] },
    { what: 'High Tide: banned on XMage\'s snapshot day', text: deck('High Tide'), date: '2026-08-22', want: ['card-banned High Tide'] },
    { what: 'Shahrazad: off the list on that day', text: deck('Shahrazad'), date: '2026-08-22', want: [] },
    { what: 'Rofellos in the deck is fine', text: deck('Rofellos, Llanowar Emissary'), date: '2025-06-01', want: [] },
    {
      what: 'Rofellos as commander is not',
      text: 'Commander\n1 Rofellos, Llanowar Emissary\n\nDeck\n49 Forest\n',
      date: '2025-06-01',
      want: ['commander-banned Rofellos, Llanowar Emissary'],
    },
    { what: 'not Commander\'s list: Primeval Titan is not banned here', text: deck('Primeval Titan'), date: '2025-06-01', want: [] },
    { what: 'a 10-card sideboard is allowed', text: `${deck()}Sideboard\n10 Forest\n`, date: '2025-06-01', want: [] },
  ])('$what', async ({ text, date, want }) => {
    expect(await errors(text, date)).toEqual(want);
  });

  it('a day before its first list exits as a settings error', async () => {
    await expect(prepareCheck({ builtInCardData: false, format: 'tiny-leaders', date: '2014-11-07' })).rejects.toThrow(/list from 2014-11-08 on/);
  });

  it('a check after the knowledge date gets lists-out-of-date after 90 days', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'tiny-leaders', date: '2026-12-01' });
    const r = checkTexts(prepared, [{ file: 'deck.txt', text: deck() }]);
    expect(r.findings.find((f) => f.rule === 'lists-out-of-date')?.message).toContain('2026-12-01 is 101 days after 2026-08-22');
  });

  it('deckcheck formats lists it with its knowledge date, base and sources', async () => {
    const r = await runCli(['formats', '--json']);
    const entry = (JSON.parse(r.stdout) as { formats: Record<string, unknown>[] }).formats.find((e) => e.id === 'tiny-leaders');
    expect(entry).toMatchObject({
      name: 'Tiny Leaders',
      base: 'commander',
      deckMin: 50,
      sideboardMax: 10,
      commander: { deckSize: 50, zone: 'commander' },
      knownThrough: { day: '2026-08-22' },
      list: { since: '2014-11-08', newestChange: '2026-08-22', knownThrough: '2026-08-22' },
    });
    expect((entry?.sources as string[]).some((s) => s.includes('tinyleaders.blogspot.com/2021/08'))).toBe(true);
  });
});

describe.skipIf(!HAS_SHARED)(`tiny-leaders against XMage's TinyLeaders class (${HAS_SHARED ? 'shared data' : SHARED_SKIP_REASON})`, () => {
  it("the list on XMage's snapshot day is XMage's list, card for card", async () => {
    const file = path.join(SHARED_DATA, 'banlists', 'xmage_formats.json');
    expect(existsSync(file)).toBe(true);
    const xm = (JSON.parse(readFileSync(file, 'utf8')) as { formats: Record<string, { banned: string[]; bannedCommander: string[] }> }).formats.TinyLeaders;
    const data = (await dataFormatData('tiny-leaders')) as FormatFileData;
    const banned = new Set(data.list?.initial?.banned ?? []);
    const asCommander = new Set(data.list?.initial?.bannedAsCommander ?? []);
    for (const e of data.list?.events ?? []) {
      for (const c of e.changes.banned ?? []) banned.add(c);
      for (const c of e.changes.legal ?? []) banned.delete(c);
      for (const c of e.changes.bannedAsCommander ?? []) asCommander.add(c);
    }
    expect([...banned].sort()).toEqual([...(xm?.banned ?? [])].sort());
    // XMage spells Derevi "Empyrical"; the card is Derevi, Empyrial Tactician.
    expect([...asCommander].sort()).toEqual((xm?.bannedCommander ?? []).map((n) => n.replace('Empyrical', 'Empyrial')).sort());
  });
});
