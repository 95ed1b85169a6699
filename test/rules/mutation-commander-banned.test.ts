/**
 * commander-banned, table-driven, with the dated lists (src/data/lists): a card banned as commander in the command
 * zone (Duel Commander), a ban as commander announced but not yet in effect (a warning), a card banned as companion
 * in the companion slot (Lutri: Commander from 2026-02-09, Duel Commander from 2026-03-30, a change not confirmed),
 * and the same cards where they may be (the main deck).
 */
import { describe, it } from 'vitest';
import type { ListHistory } from '../../src/data/banlists.js';
import { commanderDeck, expectRow, type Row } from './rules-a-harness.js';

/** A hand-written Duel Commander history: a card banned as commander, and the same ban announced again. */
const BANNED_AS_COMMANDER_TWICE: ListHistory = {
  format: 'duel-commander',
  since: '2020-01-01',
  initial: { banned: [], restricted: [], banned_as_commander: ['Edgar Markov'] },
  events: [{ announced: '2020-03-01', effective: '2020-03-10', source: 'test', changes: [['Edgar Markov', 'banned_as_commander']] }],
};

const RULE = 'commander-banned';
const EDGAR = 'Edgar Markov';
const LUTRI = 'Lutri, the Spellchaser';
const lutriDeck = (zone: string): string => `Commander\n1 Bjorna, Nightfall Alchemist\n\nCompanion\n1 ${zone}\n\nDeck\n99 Island\n`;
const rows: Row[] = [
  {
    name: 'banned as commander, in the command zone',
    rule: RULE,
    format: 'duel-commander',
    date: '2018-01-01',
    text: commanderDeck([EDGAR], [], 100, 'Plains'),
    findings: [
      {
        severity: 'error',
        line: 2,
        section: 'commander',
        card: EDGAR,
        reference: 'Duel Commander banned list',
        related: [2],
        message: `${EDGAR} is banned as commander in Duel Commander on 2018-01-01 since 2017-09-29 (announced 2017-09-25): it may be in the deck but not in the command zone. Choose another commander.`,
      },
    ],
  },
  { name: 'banned as commander, in the main deck', rule: RULE, format: 'duel-commander', date: '2018-01-01', text: commanderDeck(['Tymna the Weaver'], [EDGAR], 100, 'Plains'), findings: [] },
  {
    name: 'a ban as commander announced, not yet in effect: a warning',
    rule: RULE,
    format: 'duel-commander',
    date: '2017-09-26',
    text: commanderDeck([EDGAR], [], 100, 'Plains'),
    findings: [
      {
        severity: 'warning',
        line: 2,
        card: EDGAR,
        reference: 'Duel Commander banned list',
        message: `${EDGAR} may still be the commander in Duel Commander on 2017-09-26, but its ban as commander was announced 2017-09-25, in effect from 2017-09-29. Choose another commander before playing on or after that day.`,
      },
    ],
  },
  { name: 'a ban as commander announced, the card in the main deck', rule: RULE, format: 'duel-commander', date: '2017-09-26', text: commanderDeck(['Tymna the Weaver'], [EDGAR], 100, 'Plains'), findings: [] },
  { name: 'the day before the announcement', rule: RULE, format: 'duel-commander', date: '2017-09-24', text: commanderDeck([EDGAR], [], 100, 'Plains'), findings: [] },
  {
    name: 'banned as companion, in the companion slot',
    rule: RULE,
    format: 'commander',
    text: lutriDeck(LUTRI),
    findings: [
      {
        severity: 'error',
        line: 5,
        card: LUTRI,
        reference: 'Commander banned list',
        message: `${LUTRI} is banned as a companion in Commander on 2026-11-01 since 2026-02-09. Remove it from the companion slot (it may be played in the deck).`,
      },
    ],
  },
  {
    name: 'banned as companion by a change that could not be confirmed',
    rule: RULE,
    format: 'duel-commander',
    text: lutriDeck(LUTRI),
    findings: [
      {
        severity: 'error',
        reference: 'Duel Commander banned list',
        message: `${LUTRI} is banned as a companion in Duel Commander on 2026-11-01 since 2026-03-30; this change could not be confirmed, check the official announcement. Remove it from the companion slot (it may be played in the deck).`,
      },
    ],
  },
  { name: 'banned as companion, the day before', rule: RULE, format: 'commander', date: '2026-02-08', text: lutriDeck(LUTRI), findings: [] },
  { name: 'banned as companion, in the main deck', rule: RULE, format: 'commander', text: commanderDeck(['Bjorna, Nightfall Alchemist'], [LUTRI], 100, 'Island'), findings: [] },
  {
    name: 'banned as commander, the same ban announced again: the error only',
    rule: RULE,
    format: 'duel-commander',
    date: '2020-03-05',
    history: BANNED_AS_COMMANDER_TWICE,
    text: commanderDeck([EDGAR], [], 100, 'Plains'),
    findings: [
      {
        severity: 'error',
        message: `${EDGAR} is banned as commander in Duel Commander on 2020-03-05 (already on the list on 2020-01-01): it may be in the deck but not in the command zone. Choose another commander.`,
      },
    ],
  },
  { name: 'a card banned outright in the command zone is card-banned’s', rule: RULE, format: 'duel-commander', text: commanderDeck(['Ancestral Recall'], [], 100, 'Island'), findings: [] },
  { name: 'a commander on no list', rule: RULE, format: 'duel-commander', text: commanderDeck(['Azusa, Lost but Seeking']), findings: [] },
  { name: 'no lists in casual play', rule: RULE, format: 'casual', text: commanderDeck([EDGAR], [], 60, 'Plains'), findings: [] },
];

describe('commander-banned', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
