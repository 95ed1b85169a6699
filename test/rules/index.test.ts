/**
 * The rule registry (src/rules/index.ts): every rule id is listed once, with its scope, and ruleMeta finds a rule's
 * meta by id (the ids are stable: `deckcheck rules` and the JSON report print them).
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES, DECK_RULES, DIFF_RULES, POOL_RULES, PARSE_ERROR_META, ruleMeta, TEAM_RULES, VARIANT_RULES } from '../../src/rules/index.js';

describe('rule registry', () => {
  it('lists parse-error first, then the deck, team, variant, pool and diff rules, then the report bound, each id once', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(ids[0]).toBe('parse-error');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'parse-error',
      ...DECK_RULES.map((r) => r.meta.id),
      ...TEAM_RULES.map((r) => r.meta.id),
      ...VARIANT_RULES.map((r) => r.meta.id),
      ...POOL_RULES.map((r) => r.meta.id),
      ...DIFF_RULES.map((r) => r.meta.id),
      'findings-not-listed',
    ]);
    expect(PARSE_ERROR_META.scope).toBe('input');
  });

  it.each(ALL_RULES.map((r) => [r.id, r] as const))('ruleMeta(%s) is its meta', (id, meta) => {
    expect(ruleMeta(id)).toBe(meta);
  });

  it.each([
    { id: 'deck-size-min', scope: 'deck' },
    { id: 'team-card-unique', scope: 'team' },
    { id: 'scheme-in-main-deck', scope: 'deck' },
    { id: 'pool-covers-decks', scope: 'pool' },
    { id: 'deck-problem', scope: 'diff' },
  ])('$id has scope $scope', ({ id, scope }) => {
    expect(ruleMeta(id)?.scope).toBe(scope);
  });

  it.each(['', 'no-such-rule', 'Deck-Size-Min', 'deck-size'])('ruleMeta(%j) finds nothing', (id) => {
    expect(ruleMeta(id)).toBeUndefined();
  });
});
