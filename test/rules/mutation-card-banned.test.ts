/**
 * card-banned, table-driven, with the dated lists (src/data/lists): a banned card word for word (the list, the day,
 * since when, how many to remove, its lines), a ban announced but not yet in effect (a warning), a card about to come
 * off the list (still an error, and when it comes off), a change that could not be confirmed, and cards the rule
 * leaves alone (not on the list, a restricted card, a card outside the deck, formats without lists).
 */
import { describe, it } from 'vitest';
import type { ListHistory } from '../../src/data/banlists.js';
import { expectRow, type Row } from './rules-a-harness.js';

/** A hand-written Legacy history: a card banned, then a second ban of it announced (nothing comes off the list). */
const BANNED_TWICE: ListHistory = {
  format: 'legacy',
  since: '2020-01-01',
  initial: { banned: [], restricted: [] },
  events: [
    { announced: '2020-02-01', effective: '2020-02-01', source: 'test', changes: [['Lightning Bolt', 'banned']] },
    { announced: '2020-03-01', effective: '2020-03-10', source: 'test', changes: [['Lightning Bolt', 'banned']] },
  ],
};

const RULE = 'card-banned';
const rows: Row[] = [
  {
    name: 'banned: the list, the day, since when, all copies by line',
    rule: RULE,
    format: 'legacy',
    date: '2025-01-15',
    db: null,
    text: 'Deck\n4 Oko, Thief of Crowns\n56 Mountain\n\nSideboard\n1 Oko, Thief of Crowns\n',
    findings: [
      {
        severity: 'error',
        line: 2,
        column: 1,
        card: 'Oko, Thief of Crowns',
        count: 5,
        limit: 0,
        reference: 'MTR 6.1; Legacy banned list',
        related: [2, 6],
        message: 'Oko, Thief of Crowns is banned in Legacy on 2025-01-15 since 2021-02-15. Remove all 5 (main deck and sideboard).',
      },
    ],
  },
  {
    name: 'banned: one copy, in the sideboard only',
    rule: RULE,
    format: 'modern',
    date: '2024-12-10',
    db: null,
    text: 'Deck\n60 Mountain\n\nSideboard\n1 Grief\n',
    findings: [{ severity: 'error', line: 5, count: 1, reference: 'MTR 6.1; Modern banned list', message: 'Grief is banned in Modern on 2024-12-10 since 2024-08-26. Remove it (main deck and sideboard).' }],
  },
  {
    name: 'banned: the day it takes effect, announced earlier',
    rule: RULE,
    format: 'legacy',
    date: '2019-11-22',
    db: null,
    text: 'Deck\n2 Wrenn and Six\n58 Mountain\n',
    findings: [{ severity: 'error', message: 'Wrenn and Six is banned in Legacy on 2019-11-22 since 2019-11-22 (announced 2019-11-18). Remove all 2 (main deck and sideboard).' }],
  },
  {
    name: 'announced, not yet in effect: a warning that says when',
    rule: RULE,
    format: 'legacy',
    date: '2019-11-20',
    db: null,
    text: 'Deck\n2 Wrenn and Six\n58 Mountain\n',
    findings: [
      {
        severity: 'warning',
        line: 2,
        count: 2,
        limit: 0,
        reference: 'MTR 6.1; Legacy banned list',
        message: 'Wrenn and Six is still legal in Legacy on 2019-11-20, but its ban was announced 2019-11-18, in effect from 2019-11-22 in tabletop play (on Magic Online from 2019-11-18). Replace it before playing on or after that day.',
      },
    ],
  },
  {
    name: 'about to come off the list: still banned, and when it comes off',
    rule: RULE,
    format: 'modern',
    date: '2019-08-27',
    db: null,
    text: 'Deck\n1 Stoneforge Mystic\n59 Plains\n',
    findings: [
      {
        severity: 'error',
        message: 'Stoneforge Mystic is banned in Modern on 2019-08-27 (already on the list on 2011-08-12). Remove it (main deck and sideboard). It comes off the list: announced 2019-08-26, in effect from 2019-08-30 in tabletop play (on Magic Online from 2019-08-26).',
      },
    ],
  },
  {
    name: 'a second ban announced for a banned card: nothing comes off the list',
    rule: RULE,
    format: 'legacy',
    date: '2020-03-05',
    db: null,
    history: BANNED_TWICE,
    text: 'Deck\n1 Lightning Bolt\n59 Mountain\n',
    findings: [{ severity: 'error', message: 'Lightning Bolt is banned in Legacy on 2020-03-05 since 2020-02-01. Remove it (main deck and sideboard).' }],
  },
  { name: 'off the list on the day the unban takes effect', rule: RULE, format: 'modern', date: '2019-08-30', db: null, text: 'Deck\n1 Stoneforge Mystic\n59 Plains\n', findings: [] },
  { name: 'a card that is not on the list', rule: RULE, format: 'legacy', date: '2025-01-15', db: null, text: 'Deck\n4 Lightning Bolt\n56 Mountain\n', findings: [] },
  { name: 'a restricted card is not banned', rule: RULE, format: 'vintage', date: '2025-01-15', db: null, text: 'Deck\n1 Black Lotus\n59 Island\n', findings: [] },
  { name: 'a banned card in the maybeboard is not in the deck', rule: RULE, format: 'legacy', date: '2025-01-15', db: null, text: 'Deck\n60 Mountain\n\nMaybeboard\n1 Oko, Thief of Crowns\n', findings: [] },
  { name: 'no lists in casual play', rule: RULE, format: 'casual', date: '2025-01-15', db: null, text: 'Deck\n4 Oko, Thief of Crowns\n56 Mountain\n', findings: [] },
];

describe('card-banned', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
