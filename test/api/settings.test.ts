/**
 * Issue 32 item 1: the library validates every setting itself (the CLI's checks live there now) and reads ids in any
 * case, as it reads formats. A team of one deck, a Team Unified team of two, an unknown team model or override policy
 * are SettingsErrors, no longer a silent `legal: true`.
 */
import { describe, expect, it } from 'vitest';
import { refusal } from './refusal.js';
import { checkParsed, checkTexts, parseTextDeck, prepareCheck, type CheckSettings, type DeckText } from '../../src/index.js';

const deck = (file: string, text: string): DeckText => ({ file, text });
const BOLTS = (file: string) => deck(file, '4 Lightning Bolt\n56 Mountain\n');
const ISLANDS = (file: string) => deck(file, '60 Island\n');

describe('team settings (issue 32 item 1)', () => {
  it.each([
    ['one deck', { team: true }, [BOLTS('a.txt')], 'a team needs the decklists of every player on the team (at least two decks, not 1)'],
    ['no deck', { team: true }, [], 'a team needs the decklists of every player on the team (at least two decks, not 0)'],
    [
      'a Team Unified team of two',
      { team: true, teamRules: 'unified' },
      [BOLTS('a.txt'), ISLANDS('b.txt')],
      /^a Team Unified Constructed team has three players, in seats A, B and C \(MTR 8\.2, 8\.4\), not 2;/,
    ],
  ] as const)('%s is a team-size SettingsError', async (_what, settings, decks, message) => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', ...settings } as CheckSettings);
    const [code, setting, text] = await refusal(() => checkTexts(prepared, decks));
    expect([code, setting]).toEqual(['team-size', 'team']);
    expect(text).toMatch(message);
    // checkParsed goes the same way.
    const parsed = decks.map((d) => parseTextDeck(d.text, d.file));
    expect((await refusal(() => checkParsed(prepared, parsed)))[0]).toBe('team-size');
  });

  it.each(['2HG', '2hg', ' 2Hg '])('teamRules %j is the Two-Headed Giant model: its team rules run', async (teamRules) => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', team: true, teamRules } as CheckSettings);
    expect(prepared.teamRules).toBe('2hg');
    const report = checkTexts(prepared, [BOLTS('a.txt'), BOLTS('b.txt')]);
    expect(report.legal).toBe(false);
    expect(report.findings.map((f) => [f.rule, f.card])).toContainEqual(['team-card-copies-max', 'Lightning Bolt']);
  });

  it.each(['Unified', 'UNIFIED'])('teamRules %j is Team Unified Constructed: a card in two decks is refused', async (teamRules) => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', team: true, teamRules } as CheckSettings);
    expect(prepared.teamRules).toBe('unified');
    const report = checkTexts(prepared, [BOLTS('a.txt'), BOLTS('b.txt'), ISLANDS('c.txt')]);
    expect(report.legal).toBe(false);
    expect(report.findings.map((f) => f.rule)).toContain('team-card-unique');
  });

  it.each([
    [{ team: true, teamRules: 'foo' }, 'unknown-team-rules', 'teamRules', 'teamRules takes "2hg" or "unified", not "foo"'],
    [{ team: true, teamRules: 'trios' }, 'unknown-team-rules', 'teamRules', 'teamRules takes "2hg" or "unified", not "trios"'],
    [{ teamRules: 'unified' }, 'settings-conflict', 'teamRules', "teamRules is for a team: add team and name every player's decklist"],
    [{ team: true, teamOverrides: 'foo' }, 'unknown-team-overrides', 'teamOverrides', 'teamOverrides takes "lenient" or "strict", not "foo"'],
    [
      { format: 'explorer', platform: 'mtgo' },
      'settings-conflict',
      'platform',
      'Explorer exists only on MTG Arena; it cannot be checked for Magic Online. Leave out platform or use platform: "arena".',
    ],
    [
      { format: 'gladiator', platform: 'paper' },
      'settings-conflict',
      'platform',
      'Gladiator exists only on MTG Arena; it cannot be checked for tabletop. Leave out platform or use platform: "arena".',
    ],
    [
      { format: 'alchemy', platform: 'paper' },
      'settings-conflict',
      'platform',
      'Alchemy exists only on MTG Arena; it cannot be checked for tabletop. Leave out platform or use platform: "arena".',
    ],
  ] as const)('%j is refused', async (settings, code, setting, message) => {
    expect(await refusal(() => prepareCheck(settings as CheckSettings))).toEqual([code, setting, message]);
  });

  it.each([
    ['STRICT', 'strict'],
    [' Lenient', 'lenient'],
  ] as const)('teamOverrides %j is read as %s', async (teamOverrides, policy) => {
    const prepared = await prepareCheck({ team: true, teamOverrides: teamOverrides as CheckSettings['teamOverrides'] });
    expect(prepared.teamOverrides).toBe(policy);
  });
});

describe('other ids in any case', () => {
  it('format and variant', async () => {
    expect((await prepareCheck({ format: ' MODERN ' })).format.id).toBe('modern');
    expect((await prepareCheck({ variant: 'ArchEnemy' })).variant?.def.id).toBe('archenemy');
  });

  it('a deck input format in any case; an unknown one is a SettingsError, not a finding', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = checkTexts(prepared, [{ file: 'a', text: '4 Lightning Bolt\n56 Mountain\n', inputFormat: 'TEXT' }]);
    expect(report.legal).toBe(true);
    const [code, setting, message] = await refusal(() => checkTexts(prepared, [{ file: 'a', text: '60 Island', inputFormat: 'xmage' }]));
    expect([code, setting]).toEqual(['unknown-input-format', 'inputFormat']);
    expect(message).toMatch(/^unknown input format "xmage"; use one of: dek, /);
  });

  it('a single deck, or several decks checked each on its own, are no team and need no count', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    expect(checkTexts(prepared, [BOLTS('a.txt')]).legal).toBe(true);
    expect(checkTexts(prepared, [BOLTS('a.txt'), BOLTS('b.txt')]).legal).toBe(true);
  });
});

describe('platform (issue 29 item 4)', () => {
  const TERRA = deck('terra.txt', 'Commander\n1 Terra, Herald of Hope\n\nDeck\n99 Mountain\n');

  it.each([
    ['MTGO', 'mtgo'],
    [' Arena ', 'arena'],
    ['paper', 'paper'],
  ] as const)('platform %j is read as %s, and the report says it', async (platform, read) => {
    const prepared = await prepareCheck({ format: 'modern', date: '2025-01-15', platform });
    expect(prepared.platform).toBe(read);
    expect(checkTexts(prepared, [BOLTS('a.txt')]).platform).toBe(read);
  });

  it("without one, the report is the format's: tabletop, or MTG Arena for an Arena format; a .dek deck is Magic Online's", async () => {
    const modern = await prepareCheck({ format: 'modern', date: '2025-01-15' });
    expect(modern.platform).toBeUndefined();
    expect(checkTexts(modern, [BOLTS('a.txt')]).platform).toBe('paper');
    const historic = await prepareCheck({ format: 'historic', date: '2025-01-15' });
    expect(checkTexts(historic, [BOLTS('a.txt')]).platform).toBe('arena');
    // The Arena formats of issue 26: Alchemy, Explorer and Gladiator are played on Arena alone too.
    for (const format of ['alchemy', 'explorer', 'gladiator']) {
      expect(checkTexts(await prepareCheck({ format, date: '2022-06-01' }), [BOLTS('a.txt')]).platform).toBe('arena');
    }
    const dek = '<Deck><Cards CatID="1" Quantity="60" Sideboard="false" Name="Island" /></Deck>';
    const report = checkTexts(modern, [{ file: 'a.dek', text: dek }, BOLTS('b.txt')]);
    expect(report.units.map((u) => u.decks[0]?.platform)).toEqual(['mtgo', undefined]);
  });

  it.each([
    [{ format: 'modern', platform: 'steam' }, 'unknown-platform', 'platform', 'platform takes "paper", "mtgo", "arena", not "steam"'],
    [
      { format: 'historic', platform: 'mtgo' },
      'settings-conflict',
      'platform',
      'Historic exists only on MTG Arena; it cannot be checked for Magic Online. Leave out platform or use platform: "arena".',
    ],
    [
      { format: 'timeless', platform: 'paper' },
      'settings-conflict',
      'platform',
      'Timeless exists only on MTG Arena; it cannot be checked for tabletop. Leave out platform or use platform: "arena".',
    ],
  ] as const)('%j is refused', async (settings, code, setting, message) => {
    expect(await refusal(() => prepareCheck(settings as CheckSettings))).toEqual([code, setting, message]);
  });

  it('without a card database the platform changes nothing but the report (no card pool is checked)', async () => {
    const paper = checkTexts(await prepareCheck({ format: 'duel-commander', date: '2025-06-10', builtInCardData: false }), [TERRA]);
    const mtgo = checkTexts(
      await prepareCheck({ format: 'duel-commander', date: '2025-06-10', platform: 'mtgo', builtInCardData: false }),
      [TERRA],
    );
    expect(mtgo.findings).toEqual(paper.findings);
    expect([paper.platform, mtgo.platform]).toEqual(['paper', 'mtgo']);
  });
});
