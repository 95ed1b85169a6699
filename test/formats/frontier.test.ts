/**
 * frontier: the Standard sets from Magic 2015 on (Pioneer's pool model from another first set), Standard's deck rules,
 * and no banned list checked (none with its days was found): a note on every check says so. A hand-built card index
 * with real printings (no card database file needed).
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { handBuiltCheck } from '../rules/hand-built-check.js';
import { runCli } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const p = (set: string): PrintingFacts => ({ set, rarity: 'rare', availability: ['paper', 'mtgo'] });
const s = (code: string, name: string, releaseDate: string, type = 'expansion'): SetFacts => ({ code, name, releaseDate, type, onlineOnly: false, foreignOnly: false });

const check = handBuiltCheck(
  [
    { name: 'Island', basic: true, printings: [p('M15'), p('LEA')] },
    { name: 'Treasure Cruise', printings: [p('KTK')] },
    { name: "Smuggler's Copter", printings: [p('KLD')] },
    { name: 'Thoughtseize', printings: [p('THS'), p('2XM')] },
    { name: 'Snapcaster Mage', printings: [p('ISD'), p('MM3')] },
    { name: 'Oko, Thief of Crowns', printings: [p('ELD')] },
    { name: 'Ensoul Artifact', printings: [p('M15')] },
  ],
  [s('M15', 'Magic 2015', '2014-07-18', 'core'), s('KTK', 'Khans of Tarkir', '2014-09-26'), s('KLD', 'Kaladesh', '2016-09-30'), s('THS', 'Theros', '2013-09-27'), s('ISD', 'Innistrad', '2011-09-30'), s('MM3', 'Modern Masters 2017', '2017-03-17', 'masters'), s('2XM', 'Double Masters', '2020-08-07', 'masters'), s('ELD', 'Throne of Eldraine', '2019-10-04'), s('LEA', 'Limited Edition Alpha', '1993-08-05', 'core')],
);

const deck = (card: string, copies = 4) => `${copies} ${card}\n${60 - copies} Island\n`;
const rules = (findings: readonly { rule: string; severity: string }[]) => findings.filter((f) => f.severity === 'error').map((f) => f.rule);

describe('frontier pool: the Standard sets from Magic 2015 on', () => {
  it.each([
    { what: 'Magic 2015 itself', card: 'Ensoul Artifact', date: '2017-01-01', want: [] as string[] },
    { what: 'Khans of Tarkir', card: 'Treasure Cruise', date: '2017-01-01', want: [] },
    { what: "Kaladesh, from its legal day (Smuggler's Copter: no ban checked)", card: "Smuggler's Copter", date: '2017-01-01', want: [] },
    { what: 'Kaladesh before its release', card: "Smuggler's Copter", date: '2016-09-01', want: ['card-not-legal'] },
    { what: 'Theros (2013) is before Magic 2015, a Masters reprint does not bring it in', card: 'Thoughtseize', date: '2021-01-01', want: ['card-not-legal'] },
    { what: 'Innistrad, reprinted in Modern Masters 2017: out', card: 'Snapcaster Mage', date: '2018-01-01', want: ['card-not-legal'] },
    { what: 'a later Standard set comes in (Throne of Eldraine)', card: 'Oko, Thief of Crowns', date: '2019-11-01', want: [] },
    { what: 'five copies', card: 'Treasure Cruise', date: '2017-01-01', copies: 5, want: ['card-copies-max'] },
  ])('$what', ({ card, date, copies, want }) => {
    expect(rules(check('frontier', date, deck(card, copies)))).toEqual(want);
  });
});

describe('frontier: the list is not checked, and says so', () => {
  it('every check carries the note', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'frontier', date: '2017-06-01' });
    const r = checkTexts(prepared, [{ file: 'deck.txt', text: deck('Felidar Guardian') }]);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(r.notes.some((n) => n.startsWith("Frontier's banned list is not checked"))).toBe(true);
    // No error, but not a full check: the verdict says so on the deck, as for a card fact that is missing.
    expect(r.legal).toBe(true);
    expect(r.fullyChecked).toBe(false);
    expect(r.units[0]?.fullyChecked).toBe(false);
  });

  it('the terminal verdict says "not fully checked"; a Modern check of the same deck is a full check', async () => {
    const frontier = await runCli(['check', '--no-db', '--format', 'frontier', '--date', '2017-06-01', 'fixtures/teams/legal/player-a.txt']);
    expect(frontier.code).toBe(0);
    expect(frontier.stdout).toContain('✔ legal · not fully checked · 1 deck · no problems');
    const modern = await runCli(['check', '--no-db', '--format', 'modern', '--date', '2017-06-01', 'fixtures/teams/legal/player-a.txt']);
    expect(modern.stdout).toContain('✔ legal · 1 deck · no problems');
  });

  it('a format file on it keeps the note unless it replaces the list', async () => {
    const on = async (list?: object) => {
      const data = { schemaVersion: 1 as const, name: 'F', reference: 'r', base: 'frontier', ...(list ? { list } : {}) };
      return (await prepareCheck({ builtInCardData: false, formatFile: { file: 'f.json', data }, date: '2017-06-01' })).format.notChecked;
    };
    expect(await on()).toHaveLength(1);
    expect(await on({ mode: 'replace', since: '2016-09-26', initial: { banned: ['Felidar Guardian'] } })).toBeUndefined();
  });

  it('deckcheck formats lists it with its pool, knowledge date and sources', async () => {
    const r = await runCli(['formats', '--json']);
    const entry = (JSON.parse(r.stdout) as { formats: Record<string, unknown>[] }).formats.find((e) => e.id === 'frontier');
    expect(entry).toMatchObject({ name: 'Frontier', list: null, pool: { id: 'frontier', description: 'every Standard set from Magic 2015 (2014-07-18) on' } });
    expect((entry?.knownThrough as { day: string } | null)?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((entry?.notes as string[])[0]).toContain("Frontier's banned list is not checked");
    expect((entry?.sources as string[]).length).toBeGreaterThan(1);
  });
});
