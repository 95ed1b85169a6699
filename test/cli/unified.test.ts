/** Team Unified Constructed from the command line: `check --team --team-rules unified` and event manifests. */
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/schema.js';
import { fixture, runCli } from '../helpers.js';

const trio = (dir: string) => ['a', 'b', 'c'].map((s) => fixture('unified', dir, `seat-${s}.txt`));
const LEGACY = ['--format', 'legacy', '--date', '2025-01-15'];

interface Case {
  name: string;
  argv: string[];
  code: number;
  stdout?: RegExp;
  stderr?: RegExp;
}

const cases: Case[] = [
  { name: 'a legal trio', argv: ['check', '--team', '--team-rules', 'unified', ...LEGACY, ...trio('legal')], code: 0, stdout: /Team Unified Constructed\) {2}legal/ },
  {
    name: 'a trio sharing cards',
    argv: ['check', '--team', '--team-rules', 'unified', ...LEGACY, ...trio('illegal')],
    code: 1,
    stdout: /Lightning Bolt is in 2 of the team's decks \(seat A \(fixtures\/unified\/illegal\/seat-a\.txt\) line 5: 4; seat B \(fixtures\/unified\/illegal\/seat-b\.txt\) line 11: 2\)/,
  },
  { name: 'the legal trio under 2HG rules (the default): sideboards are not allowed', argv: ['check', '--team', ...LEGACY, ...trio('legal')], code: 1, stdout: /team-sideboard/ },
  {
    name: 'two decks are not a unified team',
    argv: ['check', '--team', '--team-rules', 'unified', ...LEGACY, fixture('unified', 'legal', 'seat-a.txt'), fixture('unified', 'legal', 'seat-b.txt')],
    code: 2,
    stderr: /^deckcheck: --team-rules unified: a Team Unified Constructed team has three players, in seats A, B and C \(MTR 8\.2, 8\.4\), not 2;/,
  },
  {
    name: 'four decks are not either',
    argv: ['check', '--team', '--team-rules', 'unified', ...LEGACY, ...trio('legal'), fixture('teams', 'legal', 'player-a.txt')],
    code: 2,
    stderr: /not 4;/,
  },
  { name: '--team-rules needs --team', argv: ['check', '--team-rules', 'unified', ...trio('legal')], code: 2, stderr: /^deckcheck: --team-rules is for a team: add --team/ },
  { name: 'an unknown model', argv: ['check', '--team', '--team-rules', 'trios', ...trio('legal')], code: 2, stderr: /Allowed choices are 2hg, unified/ },
  {
    name: 'unified is for Constructed',
    argv: ['check', '--team', '--team-rules', 'unified', '--format', 'sealed', ...trio('legal')],
    code: 2,
    stderr: /^deckcheck: Team Unified Constructed \(team rules "unified", MTR 8\.4\) is for Constructed formats, not Sealed Deck/,
  },
  { name: 'an event with unified, seated and 2HG teams', argv: ['event', fixture('events', 'unified.json')], code: 1, stdout: /Seat C · Cleo: fixtures\/unified\/legal\/seat-c\.txt/ },
  {
    name: 'an event manifest with unified teams that cannot be',
    argv: ['event', fixture('events', 'invalid-unified.json')],
    code: 2,
    stderr: /teams\[0\]\.players: a Team Unified Constructed team has three players \(seats A, B, C\), not 2\n {2}teams\[1\]\.players\[1\]\.seat: seat A is already taken in this team\n/,
  },
];

describe.each(cases)('deckcheck $name', (c) => {
  it(`exits ${c.code}`, async () => {
    const r = await runCli(c.argv);
    expect(r.code, r.stderr).toBe(c.code);
    if (c.stdout) expect(r.stdout).toMatch(c.stdout);
    if (c.stderr) expect(r.stderr).toMatch(c.stderr);
    if (c.code === 2) expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('Team Unified Constructed in the JSON report', () => {
  it('names the team model, every seat, and every deck and line holding a shared card', async () => {
    const r = await runCli(['event', fixture('events', 'unified.json'), '--reporter', 'json']);
    const json = ReportSchema.parse(JSON.parse(r.stdout));
    expect(json.units.map((u) => [u.name, u.teamRules, u.legal])).toEqual([
      ['Three Colours', 'unified', true],
      ['Shared Bolts', 'unified', false],
      ['Two-Headed Giants', '2hg', true],
    ]);
    // Seats given in the manifest are kept (Cleo is listed first, in seat C); without them, players sit A, B, C.
    expect(json.units[0]?.decks.map((d) => [d.player, d.seat])).toEqual([
      ['Cleo', 'C'],
      ['Ana', 'A'],
      ['Ben', 'B'],
    ]);
    expect(json.units[1]?.decks.map((d) => d.seat)).toEqual(['A', 'B', 'C']);
    expect(json.units[2]?.decks.map((d) => d.seat)).toEqual([null, null]);
    const rats = json.findings.find((f) => f.card === 'Relentless Rats');
    expect(rats).toMatchObject({ rule: 'team-card-unique', team: 'Shared Bolts', reference: 'MTR 8.4 (Unified Deck Construction)' });
    expect(rats?.message).toContain('seat B (Emil, fixtures/unified/illegal/seat-b.txt) line 10: 4; seat C (Fay, fixtures/unified/illegal/seat-c.txt) line 9: 4');
    expect(rats?.message).toContain('"may only override them for one deck on a team"');
    expect(rats?.related.map((l) => [l.file, l.line, l.count])).toEqual([
      ['fixtures/unified/illegal/seat-b.txt', 10, 4],
      ['fixtures/unified/illegal/seat-c.txt', 9, 4],
    ]);
    const thoughtseize = json.findings.find((f) => f.card === 'Thoughtseize');
    expect(thoughtseize?.message).toContain('line 19: 2 in the sideboard');
  });
});
