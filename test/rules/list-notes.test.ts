/**
 * The wording the banned/restricted rules share (src/rules/list-notes.ts): the list's display name and citation, since
 * when a card is on it, and an announced change not yet in effect.
 */
import { describe, expect, it } from 'vitest';
import type { ListEvent } from '../../src/data/banlists.js';
import type { ListEntry, ListsInForce } from '../../src/formats/lists.js';
import { listName, listReference, pendingText, sinceText } from '../../src/rules/list-notes.js';

function lists(format: string): ListsInForce {
  return {
    format,
    date: '2025-01-15',
    asOf: '2024-12-16',
    since: '2019-01-01',
    entries: new Map(),
    pending: new Map(),
    listed: new Set(),
    banned: 0,
    restricted: 0,
  };
}

function event(over: Partial<ListEvent>): ListEvent {
  return { announced: '2024-08-26', effective: '2024-08-26', source: 'https://magic.wizards.com/', changes: [], ...over };
}

const entry = (e?: ListEvent): ListEntry => ({ card: 'Oko, Thief of Crowns', status: 'banned', ...(e ? { event: e } : {}) });

describe('listName and listReference', () => {
  it.each([
    { format: 'duel-commander', name: 'Duel Commander' },
    { format: 'legacy', name: 'Legacy' },
    // A list whose format deckcheck does not define keeps its id.
    { format: 'no-such-format', name: 'no-such-format' },
  ])('$format is called $name', ({ format, name }) => {
    expect(listName(lists(format))).toBe(name);
    expect(listReference(lists(format), 'banned')).toBe(`MTR 6.1; ${name} banned list`);
    expect(listReference(lists(format), 'restricted')).toBe(`MTR 6.1; ${name} restricted list`);
  });
});

describe('sinceText', () => {
  it.each([
    { name: 'on the list when the history begins', e: undefined, text: ' (already on the list on 2019-01-01)' },
    { name: 'announced and effective the same day', e: event({}), text: ' since 2024-08-26' },
    {
      name: 'effective after the announcement',
      e: event({ announced: '2024-08-19', effective: '2024-08-26' }),
      text: ' since 2024-08-26 (announced 2024-08-19)',
    },
    {
      name: 'an unconfirmed change says so',
      e: event({ unverified: true }),
      text: ' since 2024-08-26; this change could not be confirmed, check the official announcement',
    },
    {
      name: 'an Arena suspension says what it does',
      e: event({ suspended: true }),
      text: ' since 2024-08-26; MTG Arena suspended it, which keeps it out of decks as a ban does',
    },
    {
      name: 'suspended and unconfirmed: the suspension first',
      e: event({ announced: '2024-08-19', suspended: true, unverified: true }),
      text:
        ' since 2024-08-26 (announced 2024-08-19); MTG Arena suspended it, which keeps it out of decks as a ban does; ' +
        'this change could not be confirmed, check the official announcement',
    },
  ])('$name', ({ e, text }) => {
    expect(sinceText(entry(e), lists('legacy'))).toBe(text);
  });
});

describe('pendingText', () => {
  it.each([
    {
      name: 'confirmed',
      e: event({ announced: '2024-08-19', effective: '2024-08-26' }),
      text: 'announced 2024-08-19, in effect from 2024-08-26.',
    },
    {
      name: 'unconfirmed',
      e: event({ announced: '2024-08-19', effective: '2024-08-26', unverified: true }),
      text: 'announced 2024-08-19, in effect from 2024-08-26. This change could not be confirmed; check the official announcement.',
    },
  ])('$name', ({ e, text }) => {
    expect(pendingText(e)).toBe(text);
  });
});
