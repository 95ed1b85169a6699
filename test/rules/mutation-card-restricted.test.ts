/**
 * card-restricted, table-driven, with the dated lists (src/data/lists): more than one copy of a restricted card word
 * for word (the list, since when, the copies by section, how many to remove), a restriction announced but not yet in
 * effect (a warning), and cards the rule leaves alone (one copy, a banned card, a card not on the list, no lists).
 */
import { describe, it } from 'vitest';
import type { ListHistory } from '../../src/data/banlists.js';
import { expectRow, type Row } from './rules-a-harness.js';

/** A hand-written Vintage history: a banned card to be restricted instead. */
const BANNED_TO_RESTRICTED: ListHistory = {
  format: 'vintage',
  since: '2020-01-01',
  initial: { banned: ['Lightning Bolt'], restricted: [] },
  events: [{ announced: '2020-03-01', effective: '2020-03-10', source: 'test', changes: [['Lightning Bolt', 'restricted']] }],
};

const RULE = 'card-restricted';
const base = { rule: RULE, db: null, format: 'vintage', date: '2025-01-15' } as const;
const rows: Row[] = [
  {
    ...base,
    name: 'restricted: the list, since when, the copies by section, how many to remove',
    text: 'Deck\n2 Black Lotus\n58 Island\n\nSideboard\n1 Black Lotus\n',
    findings: [
      {
        severity: 'error',
        line: 2,
        column: 1,
        card: 'Black Lotus',
        count: 3,
        limit: 1,
        reference: 'MTR 6.1; Vintage restricted list',
        related: [2, 6],
        message:
          'Black Lotus is restricted in Vintage (already on the list on 1994-01-01): at most 1 copy across main deck and sideboard, this deck has 3 copies (2 in the main deck + 1 in the sideboard). Remove 2.',
      },
    ],
  },
  {
    ...base,
    name: 'restricted: since the day it took effect, announced earlier',
    date: '2019-12-01',
    text: 'Deck\n2 Narset, Parter of Veils\n58 Island\n',
    findings: [
      {
        severity: 'error',
        count: 2,
        message:
          'Narset, Parter of Veils is restricted in Vintage since 2019-11-22 (announced 2019-11-18): at most 1 copy across main deck and sideboard, this deck has 2 copies (2 in the main deck). Remove 1.',
      },
    ],
  },
  {
    ...base,
    name: 'announced, not yet in effect: a warning that says when',
    date: '2019-11-20',
    text: 'Deck\n2 Narset, Parter of Veils\n58 Island\n',
    findings: [
      {
        severity: 'warning',
        line: 2,
        count: 2,
        limit: 1,
        reference: 'MTR 6.1; Vintage restricted list',
        message:
          'Narset, Parter of Veils may still be played as 2 copies in Vintage on 2019-11-20, but its restriction was announced 2019-11-18, in effect from 2019-11-22 in tabletop play (on Magic Online from 2019-11-18). Cut to 1 before playing on or after that day.',
      },
    ],
  },
  { ...base, name: 'announced, one copy: nothing to cut', date: '2019-11-20', text: 'Deck\n1 Narset, Parter of Veils\n59 Island\n', findings: [] },
  { ...base, name: 'a banned card to be restricted is still banned until then (card-banned)', date: '2020-03-05', history: BANNED_TO_RESTRICTED, text: 'Deck\n2 Lightning Bolt\n58 Island\n', findings: [] },
  {
    ...base,
    name: 'a banned card restricted from the day it takes effect',
    date: '2020-03-10',
    history: BANNED_TO_RESTRICTED,
    text: 'Deck\n2 Lightning Bolt\n58 Island\n',
    findings: [{ severity: 'error', message: 'Lightning Bolt is restricted in Vintage since 2020-03-10 (announced 2020-03-01): at most 1 copy across main deck and sideboard, this deck has 2 copies (2 in the main deck). Remove 1.' }],
  },
  { ...base, name: 'a ban announced is not a restriction', format: 'legacy', date: '2019-11-20', text: 'Deck\n2 Wrenn and Six\n58 Mountain\n', findings: [] },
  { ...base, name: 'one copy of a restricted card', text: 'Deck\n1 Black Lotus\n59 Island\n', findings: [] },
  { ...base, name: 'a banned card is not restricted (card-banned)', text: 'Deck\n2 Chaos Orb\n58 Island\n', findings: [] },
  { ...base, name: 'a card not on the list', text: 'Deck\n4 Lightning Bolt\n56 Island\n', findings: [] },
  { ...base, name: 'no lists in casual play', format: 'casual', text: 'Deck\n2 Black Lotus\n58 Island\n', findings: [] },
];

describe('card-restricted', () => {
  it.each(rows)('$name', (row) => expectRow(row));
});
