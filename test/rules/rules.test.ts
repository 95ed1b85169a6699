/**
 * One table for every rule: legal and illegal fixtures, checked through the library API, with the exact findings
 * expected (rule, severity, file, line, card, count, limit).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { expectFindings, REPO } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Expect {
  rule: string;
  severity?: 'error' | 'warning';
  file?: string;
  line?: number | null;
  card?: string;
  count?: number;
  limit?: number;
  minimum?: number;
}

interface Row {
  name: string;
  files: string[];
  format?: string;
  date?: string;
  team?: boolean;
  teamOverrides?: 'lenient' | 'strict';
  teamRules?: '2hg' | 'unified';
  findings: Expect[];
}

const R = 'fixtures/rules';
const T = 'fixtures/teams';
const U = 'fixtures/unified';
const trio = (dir: string) => ['a', 'b', 'c'].map((s) => `${U}/${dir}/seat-${s}.txt`);

/** The illegal 2HG team's findings: the same whichever player is named first. */
const ILLEGAL_TEAM: Expect[] = [
  { rule: 'team-card-copies-max', severity: 'error', file: `${T}/illegal/player-a.txt`, line: 2, card: 'Lightning Bolt', count: 6, limit: 4 },
  { rule: 'team-card-copies-max', severity: 'error', file: `${T}/illegal/player-a.txt`, line: 3, card: 'Chain Lightning', count: 7, limit: 4 },
  { rule: 'card-banned', severity: 'error', file: `${T}/illegal/player-a.txt`, line: 5, card: 'Oko, Thief of Crowns', count: 4 },
  { rule: 'team-sideboard', severity: 'error', file: `${T}/illegal/player-b.txt`, line: 5, count: 1, limit: 0 },
];

const table: Row[] = [
  // deck-size-min
  { name: 'deck-size-min: 60 is enough', files: [`${R}/deck-size-min/legal-60.txt`], findings: [] },
  {
    name: 'deck-size-min: 59 main + sideboard is not',
    files: [`${R}/deck-size-min/illegal-59-with-sideboard.txt`],
    findings: [{ rule: 'deck-size-min', severity: 'error', line: null, count: 59, minimum: 60 }],
  },
  {
    name: 'deck-size-min: points at the Deck header',
    files: [`${R}/deck-size-min/illegal-14.txt`],
    findings: [{ rule: 'deck-size-min', line: 1, count: 14, minimum: 60 }],
  },
  // sideboard-size-max
  { name: 'sideboard-size-max: 15 is allowed', files: [`${R}/sideboard-size-max/legal-15.txt`], findings: [] },
  {
    name: 'sideboard-size-max: 16 is not',
    files: [`${R}/sideboard-size-max/illegal-16.txt`],
    findings: [{ rule: 'sideboard-size-max', severity: 'error', line: 4, count: 16, limit: 15 }],
  },
  {
    name: 'sideboard-size-max: an Arena companion listed twice counts once (A7)',
    files: [`${R}/sideboard-size-max/legal-companion-listed-twice.txt`],
    // Without a card database the declared companion's condition is not checked: a warning says so.
    findings: [{ rule: 'card-facts-missing', severity: 'warning', line: null }],
  },
  {
    name: 'sideboard-size-max: a companion only in the Companion section is a sideboard card',
    files: [`${R}/sideboard-size-max/illegal-companion-only.txt`],
    findings: [{ rule: 'card-facts-missing', severity: 'warning', line: null }, { rule: 'sideboard-size-max', line: 2, count: 16, limit: 15 }],
  },
  // card-copies-max
  {
    name: 'card-copies-max: four of a card, any number of basics (snow too) and Relentless Rats',
    files: [`${R}/card-copies-max/legal-four-and-basics.txt`],
    findings: [],
  },
  {
    name: 'card-copies-max: cards with their own limit, at that limit',
    files: [`${R}/card-copies-max/legal-own-limits.txt`],
    findings: [],
  },
  {
    name: 'card-copies-max: main deck and sideboard count together',
    files: [`${R}/card-copies-max/illegal-main-plus-sideboard.txt`],
    findings: [{ rule: 'card-copies-max', severity: 'error', line: 1, card: 'Lightning Bolt', count: 5, limit: 4 }],
  },
  {
    name: 'card-copies-max: Fire/Ice and Fire // Ice are one card',
    files: [`${R}/card-copies-max/illegal-split-spellings.txt`],
    findings: [{ rule: 'card-copies-max', line: 1, card: 'Fire/Ice', count: 5, limit: 4 }],
  },
  {
    name: 'card-copies-max: Nazgul and Nazgûl are one card, nine at most',
    files: [`${R}/card-copies-max/illegal-nazgul-ten.txt`],
    findings: [{ rule: 'card-copies-max', line: 1, card: 'Nazgûl', count: 10, limit: 9 }],
  },
  {
    name: 'card-copies-max: Seven Dwarves, seven at most',
    files: [`${R}/card-copies-max/illegal-seven-dwarves-eight.txt`],
    findings: [{ rule: 'card-copies-max', line: 1, card: 'Seven Dwarves', count: 8, limit: 7 }],
  },
  // card-banned
  {
    name: 'card-banned: a legal Legacy deck',
    files: [`${R}/card-banned/legal-legacy.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [],
  },
  {
    name: 'card-banned: a banned card in the sideboard',
    files: [`${R}/card-banned/illegal-sideboard-oko.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [{ rule: 'card-banned', severity: 'error', line: 4, card: 'Oko, Thief of Crowns', count: 2, limit: 0 }],
  },
  {
    name: 'card-banned: written in lower case',
    files: [`${R}/card-banned/illegal-main-oko-lowercase.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [{ rule: 'card-banned', line: 3, card: 'Oko, Thief of Crowns', count: 4 }],
  },
  {
    name: 'card-banned: before the ban the same deck is legal',
    files: [`${R}/card-banned/illegal-main-oko-lowercase.txt`],
    format: 'legacy',
    date: '2020-06-01',
    findings: [],
  },
  {
    name: 'card-banned: casual has no list',
    files: [`${R}/card-banned/illegal-sideboard-oko.txt`],
    format: 'casual',
    findings: [],
  },
  // card-restricted
  {
    name: 'card-restricted: Vintage singletons',
    files: [`${R}/card-restricted/legal-vintage-singletons.txt`],
    format: 'vintage',
    date: '2025-01-15',
    findings: [],
  },
  {
    name: 'card-restricted: two Black Lotus across main and sideboard',
    files: [`${R}/card-restricted/illegal-vintage-two-lotus.txt`],
    format: 'vintage',
    date: '2025-01-15',
    findings: [{ rule: 'card-restricted', severity: 'error', line: 1, card: 'Black Lotus', count: 2, limit: 1 }],
  },
  {
    name: 'card-restricted: Legacy bans the restricted Vintage cards',
    files: [`${R}/card-restricted/legal-vintage-singletons.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [
      { rule: 'card-banned', line: 1, card: 'Black Lotus', count: 1 },
      { rule: 'card-banned', line: 2, card: 'Ancestral Recall', count: 1 },
      { rule: 'card-banned', line: 3, card: 'Time Walk', count: 1 },
    ],
  },
  // parse-error
  {
    name: 'parse-error: every junk line is reported',
    files: [`${R}/parse-error/junk-lines.txt`],
    findings: [
      { rule: 'parse-error', severity: 'error', line: 3 },
      { rule: 'parse-error', severity: 'error', line: 5 },
      { rule: 'parse-error', severity: 'error', line: 6 },
    ],
  },
  {
    name: 'parse-error: all accepted line styles',
    files: [`${R}/parse-error/legal-all-styles.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [],
  },
  // team rules
  {
    name: 'team: a legal Legacy 2HG team',
    files: [`${T}/legal/player-a.txt`, `${T}/legal/player-b.txt`],
    format: 'legacy',
    date: '2025-01-15',
    team: true,
    findings: [],
  },
  {
    name: 'team: copies across the team, a banned card, a sideboard',
    files: [`${T}/illegal/player-a.txt`, `${T}/illegal/player-b.txt`],
    format: 'legacy',
    date: '2025-01-15',
    team: true,
    findings: ILLEGAL_TEAM,
  },
  {
    // Found by the team-order property (test/property): the finding pointed at whichever deck was named first.
    name: 'team: the players in the other order give the same findings, at the same lines',
    files: [`${T}/illegal/player-b.txt`, `${T}/illegal/player-a.txt`],
    format: 'legacy',
    date: '2025-01-15',
    team: true,
    findings: ILLEGAL_TEAM,
  },
  {
    name: 'team: the same decks checked one by one are legal apart from the ban',
    files: [`${T}/illegal/player-a.txt`, `${T}/illegal/player-b.txt`],
    format: 'legacy',
    date: '2025-01-15',
    findings: [{ rule: 'card-banned', line: 5, card: 'Oko, Thief of Crowns' }],
  },
  {
    name: 'team-card-restricted: one Black Lotus in each deck',
    files: [`${R}/team/restricted-a.txt`, `${R}/team/restricted-b.txt`],
    format: 'vintage',
    date: '2025-01-15',
    team: true,
    findings: [{ rule: 'team-card-restricted', severity: 'error', file: `${R}/team/restricted-a.txt`, line: 1, card: 'Black Lotus', count: 2, limit: 1 }],
  },
  {
    name: 'team-card-copies-max: Relentless Rats in both decks is a warning (lenient, A1)',
    files: [`${R}/team/rats-a.txt`, `${R}/team/rats-b.txt`],
    team: true,
    findings: [{ rule: 'team-card-copies-max', severity: 'warning', line: 1, card: 'Relentless Rats', count: 22 }],
  },
  {
    name: 'team-card-copies-max: Relentless Rats in both decks is an error (strict)',
    files: [`${R}/team/rats-a.txt`, `${R}/team/rats-b.txt`],
    team: true,
    teamOverrides: 'strict',
    findings: [{ rule: 'team-card-copies-max', severity: 'error', line: 1, card: 'Relentless Rats', count: 22 }],
  },
  {
    name: 'team-card-copies-max: Seven Dwarves keep their limit of seven team-wide (A2)',
    files: [`${R}/team/dwarves-a.txt`, `${R}/team/dwarves-b.txt`],
    team: true,
    findings: [{ rule: 'team-card-copies-max', severity: 'error', line: 1, card: 'Seven Dwarves', count: 8, limit: 7 }],
  },
  {
    name: 'team-card-copies-max: a three-player team counts all three decks',
    files: [`${R}/team/three-a.txt`, `${R}/team/three-b.txt`, `${R}/team/three-c.txt`],
    team: true,
    format: 'modern',
    date: '2025-01-15',
    findings: [{ rule: 'team-card-copies-max', severity: 'error', line: 1, card: 'Lightning Bolt', count: 5, limit: 4 }],
  },
  {
    name: 'team-sideboard: a sideboard and a companion in a Legacy team',
    files: [`${R}/team/sideboard-a.txt`, `${R}/team/companion-b.txt`],
    format: 'legacy',
    date: '2025-01-15',
    team: true,
    findings: [
      { rule: 'card-facts-missing', severity: 'warning', file: `${R}/team/companion-b.txt`, line: null },
      { rule: 'team-sideboard', severity: 'error', file: `${R}/team/companion-b.txt`, line: 1, count: 1 },
      { rule: 'team-sideboard', severity: 'error', file: `${R}/team/sideboard-a.txt`, line: 4, count: 3 },
    ],
  },
  {
    name: 'team-sideboard: casual 2HG may keep sideboards (A6)',
    files: [`${R}/team/sideboard-a.txt`, `${R}/team/companion-b.txt`],
    format: 'casual',
    team: true,
    findings: [{ rule: 'card-facts-missing', severity: 'warning', file: `${R}/team/companion-b.txt`, line: null }],
  },
  // team-card-unique (Team Unified Constructed); the Two-Headed Giant rules do not run under it, nor it under 2HG
  {
    name: 'team-card-unique: three Legacy decks with sideboards sharing only basic lands',
    files: trio('legal'),
    format: 'legacy',
    team: true,
    teamRules: 'unified',
    findings: [],
  },
  {
    name: 'team-card-unique: a card in two decks (main or sideboard), Relentless Rats in two decks',
    files: trio('illegal'),
    format: 'legacy',
    team: true,
    teamRules: 'unified',
    findings: [
      { rule: 'team-card-unique', severity: 'error', file: `${U}/illegal/seat-a.txt`, line: 5, card: 'Lightning Bolt', count: 6 },
      { rule: 'team-card-unique', severity: 'error', file: `${U}/illegal/seat-a.txt`, line: 19, card: 'Thoughtseize', count: 6 },
      { rule: 'team-card-unique', severity: 'error', file: `${U}/illegal/seat-b.txt`, line: 10, card: 'Relentless Rats', count: 8 },
    ],
  },
  {
    name: 'team-card-unique: the same trio under 2HG rules gets the 2HG findings instead (sideboards, four-of)',
    files: trio('illegal'),
    format: 'legacy',
    team: true,
    teamRules: '2hg',
    findings: [
      { rule: 'team-card-copies-max', file: `${U}/illegal/seat-a.txt`, line: 5, card: 'Lightning Bolt', count: 6, limit: 4 },
      { rule: 'team-sideboard', file: `${U}/illegal/seat-a.txt`, line: 14, count: 15 },
      { rule: 'team-card-copies-max', file: `${U}/illegal/seat-a.txt`, line: 19, card: 'Thoughtseize', count: 6, limit: 4 },
      { rule: 'team-card-copies-max', severity: 'warning', file: `${U}/illegal/seat-b.txt`, line: 10, card: 'Relentless Rats', count: 8 },
      { rule: 'team-sideboard', file: `${U}/illegal/seat-b.txt`, line: 15, count: 15 },
      { rule: 'team-sideboard', file: `${U}/illegal/seat-c.txt`, line: 16, count: 15 },
    ],
  },
  {
    name: 'team-card-unique: two of a card split across two decks is legal in 2HG but not unified',
    files: [`${R}/team/three-a.txt`, `${R}/team/three-b.txt`, `${R}/team/three-c.txt`],
    format: 'casual',
    team: true,
    teamRules: 'unified',
    findings: [{ rule: 'team-card-unique', severity: 'error', line: 1, card: 'Lightning Bolt', count: 5 }],
  },
];

function read(file: string) {
  return { file, text: readFileSync(path.join(REPO, file), 'utf8').replace(/^\uFEFF/, '') };
}

describe.each(table)('$name', (row) => {
  it('gives exactly the expected findings', async () => {
    const prepared = await prepareCheck({
      builtInCardData: false,
      format: row.format ?? 'casual',
      date: row.date ?? '2025-01-15',
      team: row.team ?? false,
      teamOverrides: row.teamOverrides ?? 'lenient',
      ...(row.teamRules ? { teamRules: row.teamRules } : {}),
    });
    const report = checkTexts(prepared, row.files.map(read));
    expectFindings(report, row.findings);
  });
});
