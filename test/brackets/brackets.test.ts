/**
 * Commander Brackets (issue 44): `bracket` in the settings and `--bracket` on check, the four bracket rules, the lowest
 * bracket of every Commander deck, and the dated Game Changers list on each update's day and the day before.
 * The deck is a legal five-colour Commander deck (Kenrith, the Returned King, Sol Ring, Command Tower and basics), with
 * the cards of each case in place of basics, so its only findings are the bracket's.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, SettingsError } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CheckReport } from '../../src/check/check.js';
import { gameChangersOn } from '../../src/formats/brackets.js';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/run.js';
import { REPO, runCli } from '../helpers.js';

const GC = [
  'Demonic Tutor',
  'Vampiric Tutor',
  'Mystical Tutor',
  'Enlightened Tutor',
  'Rhystic Study',
  'Smothering Tithe',
  'Cyclonic Rift',
  'Force of Will',
] as const;

/** The deck with `extra` on lines 7, 8, … (line 5 Sol Ring, line 6 Command Tower) and basics to make 100 cards. */
function deck(extra: readonly string[]): string {
  const lines = ['Commander', '1 Kenrith, the Returned King', '', 'Deck', '1 Sol Ring', '1 Command Tower', ...extra.map((c) => `1 ${c}`)];
  const n = 99 - 2 - extra.length;
  ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].forEach((b, i) => lines.push(`${Math.floor(n / 5) + (i < n % 5 ? 1 : 0)} ${b}`));
  return `${lines.join('\n')}\n`;
}

async function check(extra: readonly string[], bracket?: number, date = '2025-03-01'): Promise<CheckReport> {
  const prepared = await prepareCheck({ format: 'commander', date, ...(bracket !== undefined ? { bracket } : {}) });
  return checkTexts(prepared, [{ file: 'deck.txt', text: deck(extra) }]);
}

const errors = (r: CheckReport) => r.findings.filter((f) => f.severity === 'error');
const bracketFindings = (r: CheckReport) => r.findings.filter((f) => f.rule.startsWith('bracket-'));

describe('the issue\'s cases on 2025-03-01, for a legal five-colour deck', () => {
  it('the deck without bracket cards is legal at every bracket', async () => {
    for (const b of [1, 2, 3, 4, 5]) {
      const r = await check([], b);
      expect(errors(r), `bracket ${b}`).toEqual([]);
      expect(bracketFindings(r)).toEqual([]);
    }
  });

  it('one Game Changer at Bracket 2 is an error naming it, at its line', async () => {
    const r = await check(['Demonic Tutor'], 2);
    expect(errors(r)).toEqual([
      expect.objectContaining({
        rule: 'bracket-game-changers',
        line: 7,
        count: 1,
        limit: 0,
        message:
          '1 Game Changer (Demonic Tutor): Bracket 2 (Core) allows none (Game Changers list of 2025-02-11). Remove it, or play the deck in Bracket 3.',
      }),
    ]);
    expect(errors(r)[0]?.reference).toContain('https://magic.wizards.com/en/news/announcements/introducing-commander-brackets-beta');
    expect(r.legal).toBe(false);
  });

  it('three Game Changers pass Bracket 3; four fail it, naming all four', async () => {
    expect((await check(GC.slice(0, 3), 3)).legal).toBe(true);
    const r = await check(GC.slice(0, 4), 3);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatchObject({ rule: 'bracket-game-changers', count: 4, limit: 3, line: 7 });
    expect(errors(r)[0]?.message).toContain('4 Game Changers (Demonic Tutor, Vampiric Tutor, Mystical Tutor, Enlightened Tutor)');
    expect(errors(r)[0]?.related.map((l) => l.line)).toEqual([7, 8, 9, 10]);
  });

  it('a double-faced Game Changer written by its front face (Tergrid) counts', async () => {
    expect(errors(await check(['Tergrid, God of Fright'], 2))).toEqual([expect.objectContaining({ rule: 'bracket-game-changers', count: 1 })]);
  });

  it('eight Game Changers pass Bracket 4 (and 5)', async () => {
    expect(bracketFindings(await check(GC, 4))).toEqual([]);
    expect((await check(GC, 5)).legal).toBe(true);
  });

  it('Time Warp fails Bracket 1 and passes Bracket 2 with a warning that chaining was not checked', async () => {
    const one = await check(['Time Warp'], 1);
    expect(errors(one)).toEqual([expect.objectContaining({ rule: 'bracket-extra-turns', card: 'Time Warp', line: 7 })]);
    const two = await check(['Time Warp'], 2);
    expect(two.legal).toBe(true);
    expect(bracketFindings(two)).toEqual([
      expect.objectContaining({ rule: 'bracket-extra-turns', severity: 'warning', count: 1, line: 7 }),
    ]);
    expect(bracketFindings(two)[0]?.message).toContain('Whether this deck chains or loops them was not checked');
    expect(bracketFindings(await check(['Time Warp'], 4))).toEqual([]);
  });

  it('Armageddon fails Bracket 2 (and 3) and passes Bracket 4', async () => {
    for (const b of [1, 2, 3]) {
      expect(errors(await check(['Armageddon'], b))).toEqual([
        expect.objectContaining({ rule: 'bracket-mass-land-denial', card: 'Armageddon', line: 7 }),
      ]);
    }
    expect((await check(['Armageddon'], 4)).legal).toBe(true);
  });

  it("the panel's named combo: an error in Brackets 1-2, a warning in 3 (late game not checked), nothing in 4", async () => {
    const combo = ['Sanguine Bond', 'Exquisite Blood'];
    expect(errors(await check(combo, 2))).toEqual([
      expect.objectContaining({ rule: 'bracket-two-card-combos', line: 7, message: expect.stringContaining('Sanguine Bond + Exquisite Blood') }),
    ]);
    const three = await check(combo, 3);
    expect(three.legal).toBe(true);
    expect(bracketFindings(three)).toEqual([expect.objectContaining({ rule: 'bracket-two-card-combos', severity: 'warning' })]);
    expect(bracketFindings(await check(combo, 4))).toEqual([]);
  });

  it('the lowest bracket: four Game Changers make 4, a plain deck 1 (at most 2), with the cards behind it', async () => {
    const four = (await check(GC.slice(0, 4))).units[0]?.decks[0]?.bracket;
    expect(four).toMatchObject({
      lowest: 4,
      gameChangersAsOf: '2025-02-11',
      reasons: [{ bracket: 4, kind: 'game-changers', cards: ['Demonic Tutor', 'Vampiric Tutor', 'Mystical Tutor', 'Enlightened Tutor'] }],
    });
    expect(four?.explanation).toBe(
      'At least Bracket 4 (Optimized): 4 Game Changers: Demonic Tutor, Vampiric Tutor, Mystical Tutor, Enlightened Tutor (Game Changers list of 2025-02-11).',
    );
    const plain = (await check([])).units[0]?.decks[0]?.bracket;
    expect(plain?.lowest).toBe(1);
    expect(plain?.reasons).toEqual([]);
    const mixed = (await check(['Time Warp', 'Sanguine Bond', 'Exquisite Blood', 'Demonic Tutor'])).units[0]?.decks[0]?.bracket;
    expect(mixed?.lowest).toBe(3);
    expect(mixed?.reasons.map((r) => [r.bracket, r.kind])).toEqual([
      [3, 'game-changers'],
      [3, 'two-card-combo'],
      [2, 'extra-turns'],
    ]);
    expect((await check(['Armageddon'])).units[0]?.decks[0]?.bracket?.lowest).toBe(4);
  });

  it('the report notes say what the bracket check covered and what it did not', async () => {
    const r = await check([], 2);
    const note = r.notes.find((n) => n.startsWith('Bracket 2 (Core) is checked'));
    expect(note).toContain('Game Changers list of 2025-02-11 (40 cards)');
    expect(note).toContain('not exhaustive');
    expect(note).toContain('tutors');
  });
});

describe('the Game Changers list on each update\'s day and the day before', () => {
  // [day, card added that day or null, card removed that day or null, cards on the list that day]
  const updates: [string, string | null, string | null, number][] = [
    ['2025-02-11', 'Demonic Tutor', null, 40],
    ['2025-04-22', 'Humility', 'Trinisphere', 56],
    ['2025-10-21', 'Crop Rotation', 'Kinnan, Bonder Prodigy', 51],
    ['2026-02-09', 'Farewell', null, 53],
  ];
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  it.for(updates)('%s', async ([day, added, removed, size]) => {
    expect(gameChangersOn(day).size).toBe(size);
    expect(gameChangersOn(day).asOf).toBe(day);
    const before = dayBefore(day);
    if (added) {
      expect(errors(await check([added], 2, day)).map((f) => f.rule)).toEqual(['bracket-game-changers']);
      if (day === '2025-02-11') {
        await expect(prepareCheck({ format: 'commander', date: before, bracket: 2 })).rejects.toMatchObject({ code: 'date-out-of-range' });
      } else {
        expect(errors(await check([added], 2, before))).toEqual([]);
      }
    }
    if (removed) {
      expect(errors(await check([removed], 2, before)).map((f) => f.rule)).toEqual(['bracket-game-changers']);
      expect(errors(await check([removed], 2, day))).toEqual([]);
    }
  });

  it('past the list\'s knowledge date (2026-02-09) by more than 90 days, a bracket check warns (lists-out-of-date)', async () => {
    const late = await check([], 2, '2026-06-30');
    expect(late.findings.filter((f) => f.rule === 'lists-out-of-date' && f.message.includes('Game Changers'))).toHaveLength(1);
    const early = await check([], 2, '2026-05-01');
    expect(early.findings.filter((f) => f.message.includes('Game Changers list'))).toEqual([]);
    // Without a bracket the lowest bracket is still stated, and nothing warns about the list: its sentence says how far
    // the list is known.
    const plain = await check(['Demonic Tutor'], undefined, '2026-06-30');
    expect(plain.findings.filter((f) => f.rule === 'lists-out-of-date')).toEqual([]);
    expect(plain.units[0]?.decks[0]?.bracket?.explanation).toBe(
      'At least Bracket 3 (Upgraded): 1 Game Changer: Demonic Tutor (Game Changers list of 2026-02-09, the newest deckcheck knows; updates after 2026-02-09 are not known).',
    );
    expect((await check(['Demonic Tutor'], undefined, '2026-05-01')).units[0]?.decks[0]?.bracket?.explanation).toBe(
      'At least Bracket 3 (Upgraded): 1 Game Changer: Demonic Tutor (Game Changers list of 2026-02-09).',
    );
  });
});

describe('where a bracket cannot be asked for (exit 2 on the command line)', () => {
  it('before 2025-02-11, with a sentence that brackets began then', async () => {
    const e = await prepareCheck({ format: 'commander', date: '2025-02-10', bracket: 2 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SettingsError);
    expect(e).toMatchObject({ code: 'date-out-of-range', setting: 'bracket' });
    expect((e as Error).message).toContain('the Commander Brackets began on 2025-02-11');
  });

  it('outside Commander: other Commander-family formats say the brackets are not theirs; others are not Commander', async () => {
    const brawl = await prepareCheck({ format: 'brawl', date: '2025-03-01', bracket: 2 }).catch((x: unknown) => x);
    expect(brawl).toMatchObject({ code: 'settings-conflict' });
    expect((brawl as Error).message).toContain('brackets apply to Commander only, not Brawl');
    const modern = await prepareCheck({ format: 'modern', date: '2025-03-01', bracket: 2 }).catch((x: unknown) => x);
    expect((modern as Error).message).toContain('Modern is not a Commander format');
  });

  it('a bracket that is not 1-5', async () => {
    for (const bracket of [0, 6, 2.5, 'two'] as const) {
      const e = await prepareCheck({ format: 'commander', date: '2025-03-01', bracket }).catch((x: unknown) => x);
      expect(e, String(bracket)).toMatchObject({ code: 'invalid-settings', setting: 'bracket' });
    }
    expect((await prepareCheck({ format: 'commander', date: '2025-03-01', bracket: '3' })).bracket).toBe(3);
  });

  it('the CLI: --bracket checks and exits 1 on a bracket error; exits 2 where it cannot be asked for', async () => {
    const base = ['check', '--no-db', '--format', 'commander', '--date', '2025-03-01'];
    const ok = await runCli([...base, '--bracket', '2', 'fixtures/brackets/core.txt']);
    expect(ok.code).toBe(0);
    const over = await runCli([...base, '--bracket', '2', 'fixtures/brackets/upgraded.txt']);
    expect(over.code).toBe(1);
    expect(over.stdout).toContain('bracket-game-changers');
    expect(over.stdout).toContain('bracket-mass-land-denial');
    const early = await runCli(['check', '--no-db', '--format', 'commander', '--date', '2025-02-10', '--bracket', '2', 'fixtures/brackets/core.txt']);
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('--bracket 2');
    expect(early.stderr).toContain('began on 2025-02-11');
    const modern = await runCli(['check', '--no-db', '--format', 'modern', '--bracket', '2', 'fixtures/brackets/core.txt']);
    expect(modern.code).toBe(2);
  });

  it('JSON: the deck entry holds `bracket` in Commander and null in other formats', async () => {
    const r = await runCli(['check', '--no-db', '--format', 'commander', '--date', '2025-03-01', '--reporter', 'json', 'fixtures/brackets/upgraded.txt']);
    const doc = JSON.parse(r.stdout) as { units: { decks: { bracket: unknown }[] }[] };
    expect(doc.units[0]?.decks[0]?.bracket).toEqual({
      lowest: 4,
      name: 'Optimized',
      reasons: [
        { bracket: 4, kind: 'game-changers', cards: ['Demonic Tutor', 'Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift'] },
        { bracket: 4, kind: 'mass-land-denial', cards: ['Armageddon'] },
      ],
      gameChangersAsOf: '2025-02-11',
      explanation:
        'At least Bracket 4 (Optimized): 4 Game Changers: Demonic Tutor, Rhystic Study, Smothering Tithe, Cyclonic Rift; mass land denial: Armageddon (Game Changers list of 2025-02-11).',
    });
    const legacy = await runCli(['check', '--no-db', '--format', 'legacy', '--reporter', 'json', 'fixtures/rules/card-banned/legal-legacy.txt']);
    expect((JSON.parse(legacy.stdout) as { units: { decks: { bracket: unknown }[] }[] }).units[0]?.decks[0]?.bracket).toBeNull();
  });

  it('Markdown and HTML: the lowest bracket under the deck\'s file name, in Commander only', async () => {
    const args = ['check', '--no-db', '--format', 'commander', '--date', '2025-03-01', 'fixtures/brackets/time-warp.txt'];
    const words = 'At least Bracket 2 (Core): extra-turn card: Time Warp (Game Changers list of 2025-02-11).';
    const md = await runCli([...args, '--reporter', 'markdown']);
    expect(md.stdout).toContain(`| fixtures/brackets/time-warp.txt<br>${words} |`);
    const html = await runCli([...args, '--reporter', 'html']);
    expect(html.stdout).toContain(`<div class="muted bracket">${words}</div>`);
    const legacy = ['check', '--no-db', '--format', 'legacy', 'fixtures/rules/card-banned/legal-legacy.txt'];
    expect((await runCli([...legacy, '--reporter', 'markdown'])).stdout).not.toContain('Bracket');
    expect((await runCli([...legacy, '--reporter', 'html'])).stdout).not.toContain('class="muted bracket"');
  });

  it('stylish: the lowest bracket under each Commander deck', async () => {
    const r = await runCli(['check', '--no-db', '--format', 'commander', '--date', '2025-03-01', 'fixtures/brackets/time-warp.txt']);
    expect(r.stdout).toContain('At least Bracket 2 (Core): extra-turn card: Time Warp (Game Changers list of 2025-02-11).');
  });
});

describe('`bracket` in an event manifest and in a configuration file', () => {
  it('the manifest\'s bracket checks every player\'s deck (fixtures/brackets/event.json)', async () => {
    const r = await runCli(['event', '--no-db', '--reporter', 'json', 'fixtures/brackets/event.json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { findings: { rule: string; file: string }[] };
    expect(doc.findings.filter((f) => f.rule.startsWith('bracket-')).map((f) => [f.rule, path.basename(f.file)])).toEqual([
      ['bracket-game-changers', 'upgraded.txt'],
      ['bracket-mass-land-denial', 'upgraded.txt'],
    ]);
  });

  it('a check of the configuration file with "bracket": 3', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-bracket-'));
    try {
      cpSync(path.join(REPO, 'fixtures/brackets'), dir, { recursive: true });
      const config = { date: '2026-03-01', checks: [{ files: ['upgraded.txt'], format: 'commander', bracket: 3 }] };
      writeFileSync(path.join(dir, 'deckcheck.config.json'), JSON.stringify(config));
      let stdout = '';
      const code = await run(['check', '--no-db', '--reporter', 'json'], {
        stdout: (t) => void (stdout += t),
        stderr: () => undefined,
        cwd: dir,
        env: {},
        stdoutIsTTY: false,
      });
      expect(code).toBe(1);
      const doc = JSON.parse(stdout) as { findings: { rule: string; count?: number; limit?: number }[] };
      expect(doc.findings.find((f) => f.rule === 'bracket-game-changers')).toMatchObject({ count: 4, limit: 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
