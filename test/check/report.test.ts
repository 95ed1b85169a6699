/**
 * The report object the checker builds (src/check/check.ts), as a library user reads it: the per-deck summary (counts
 * per section, errors and warnings of that deck only, name, player), the lists in force, the notes on what was not
 * checked, the totals and the verdict, for a deck, several decks and a team.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { NO_DATABASE_NOTE, NO_POOL_NOTE } from '../../src/check/check.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const EVERY_SECTION = [
  'About',
  'Name Burn Test',
  '',
  'Deck',
  '4 Lightning Bolt',
  '2 Chain Lightning',
  '50 Mountain',
  '1 Oko, Thief of Crowns',
  '',
  'Sideboard',
  '3 Pyroblast',
  '',
  'Companion',
  '1 Lurrus of the Dream-Den',
  '',
  'Maybeboard',
  '2 Shock',
  '',
  'Tokens',
  '1 Goblin',
].join('\n');

describe('the report', () => {
  it('summarises each deck: counts per section, its own errors and warnings, name and player', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    const r = checkTexts(prepared, [
      { file: 'a.txt', text: EVERY_SECTION, player: 'Ann' },
      { file: 'b.txt', text: '60 Island\n' },
    ]);
    expect(r.format).toEqual({ id: 'legacy', name: 'Legacy' });
    expect(r.variant).toBeNull();
    expect(r.date).toBe('2025-01-15');
    expect(r.cardDatabase).toBeNull();
    expect(r.notes).toEqual([NO_DATABASE_NOTE]);
    expect(r.lists).toMatchObject({ format: 'legacy', date: '2025-01-15', asOf: '2024-12-16', restricted: 0, pending: 0 });
    expect(r.lists?.banned).toBeGreaterThan(200);
    expect(r.units.map((u) => [u.kind, u.name, u.legal])).toEqual([
      ['deck', 'Ann', false],
      ['deck', 'b.txt', true],
    ]);
    const [a, b] = r.units.map((u) => u.decks[0]);
    expect(a).toEqual({
      file: 'a.txt',
      name: 'Burn Test',
      player: 'Ann',
      counts: { main: 57, sideboard: 4, commander: 0, companion: 1, maybeboard: 2, schemes: 0, planes: 0, tokens: 1 },
      main: 57,
      sideboard: 4,
      errors: 3,
      // card-facts-missing: a declared companion's condition cannot be checked without card facts.
      warnings: 1,
      readings: [],
    });
    expect(b).toEqual({
      file: 'b.txt',
      counts: { main: 60, sideboard: 0, commander: 0, companion: 0, maybeboard: 0, schemes: 0, planes: 0, tokens: 0 },
      main: 60,
      sideboard: 0,
      errors: 0,
      warnings: 0,
      readings: [],
    });
    // The deck's own findings name its player; the report lists every unit's findings in canonical order.
    expect(r.units[0]?.findings.map((f) => [f.rule, f.line, f.player])).toEqual([
      ['card-facts-missing', null, 'Ann'],
      ['deck-size-min', 4, 'Ann'],
      ['card-banned', 8, 'Ann'],
      ['card-banned', 14, 'Ann'],
    ]);
    expect(r.findings.map((f) => [f.file, f.line, f.rule])).toEqual([
      ['a.txt', null, 'card-facts-missing'],
      ['a.txt', 4, 'deck-size-min'],
      ['a.txt', 8, 'card-banned'],
      ['a.txt', 14, 'card-banned'],
    ]);
    expect([r.legal, r.errors, r.warnings]).toEqual([false, 3, 1]);
  });

  it('counts warnings apart from errors, per deck and in total', async () => {
    // Relentless Rats in both decks of a team: a warning under the lenient policy (RULES A1), not an error.
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15', team: true });
    const r = checkTexts(prepared, [
      { file: 'a.txt', text: '20 Relentless Rats\n40 Swamp\n', player: 'Ann' },
      { file: 'b.txt', text: '2 Relentless Rats\n57 Swamp\n', player: 'Bo' },
    ]);
    expect(r.units).toHaveLength(1);
    const unit = r.units[0];
    expect([unit?.kind, unit?.name, unit?.legal]).toEqual(['team', 'a.txt + b.txt', false]);
    // The team's warning is counted on the team, not on Ann's deck, where it happens to point (issue 31 item 6).
    expect(unit?.decks.map((d) => [d.file, d.player, d.errors, d.warnings])).toEqual([
      ['a.txt', 'Ann', 0, 0],
      ['b.txt', 'Bo', 1, 0],
    ]);
    // A team finding belongs to the team, not to one player.
    const teamFinding = r.findings.find((f) => f.rule === 'team-card-copies-max');
    expect(teamFinding).toMatchObject({ severity: 'warning', team: 'a.txt + b.txt', file: 'a.txt', line: 1 });
    expect(teamFinding?.player).toBeUndefined();
    expect(r.findings.filter((f) => f.rule === 'deck-size-min').map((f) => [f.file, f.player, f.count])).toEqual([['b.txt', 'Bo', 59]]);
    expect([r.legal, r.errors, r.warnings]).toEqual([false, 1, 1]);
  });

  it('a warning alone leaves the deck legal', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15', team: true });
    const r = checkTexts(prepared, [
      { file: 'a.txt', text: '20 Relentless Rats\n40 Swamp\n' },
      { file: 'b.txt', text: '2 Relentless Rats\n58 Swamp\n' },
    ]);
    expect([r.legal, r.errors, r.warnings]).toEqual([true, 0, 1]);
    expect(r.units[0]?.legal).toBe(true);
    expect(r.findings[0]?.player).toBeUndefined();
  });

  it('notes what was not checked: no pool for a Limited deck; no lists for casual', async () => {
    const sealed = checkTexts(await prepareCheck({ builtInCardData: false, format: 'sealed', date: '2025-01-15' }), [{ file: 's.txt', text: '40 Plains\n' }]);
    expect(sealed.notes).toEqual([NO_DATABASE_NOTE, NO_POOL_NOTE]);
    expect(sealed.lists).toBeNull();
    expect(sealed.legal).toBe(true);
    expect(sealed.pool).toBeUndefined();
    const casual = checkTexts(await prepareCheck({ builtInCardData: false, format: 'casual' }), [{ file: 'c.txt', text: '60 Plains\n' }]);
    expect(casual.notes).toEqual([NO_DATABASE_NOTE]);
    expect(casual.lists).toBeNull();
    expect(casual.format).toEqual({ id: 'casual', name: 'Casual constructed' });
  });

  it('a restricted list and an announced change are counted', async () => {
    const vintage = checkTexts(await prepareCheck({ builtInCardData: false, format: 'vintage', date: '2025-01-15' }), [{ file: 'v.txt', text: '60 Island\n' }]);
    expect(vintage.lists?.format).toBe('vintage');
    expect(vintage.lists?.restricted).toBeGreaterThan(40);
    expect(vintage.lists?.banned).toBeGreaterThan(0);
  });
});

describe('where a card finding points', () => {
  // Without a card database the split card is named as first written; every spelling is one card.
  it('every line of the card in the deck proper, how it was written and how many copies each holds', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'casual' });
    const text = ['Deck', '2 Fire/Ice', '56 Mountain', '2 fire // ice', '', 'Sideboard', '1 Fire // Ice', '', 'Maybeboard', '3 Fire // Ice'].join('\n');
    const r = checkTexts(prepared, [{ file: 'f.txt', text }]);
    expect(r.findings).toHaveLength(1);
    const f = r.findings[0];
    expect(f).toMatchObject({ rule: 'card-copies-max', card: 'Fire/Ice', count: 5, limit: 4, file: 'f.txt', line: 2, column: 1 });
    expect(f?.related).toEqual([
      { file: 'f.txt', line: 2, column: 1, section: 'main', count: 2 },
      { file: 'f.txt', line: 4, column: 1, section: 'main', count: 2, written: 'fire // ice' },
      { file: 'f.txt', line: 7, column: 1, section: 'sideboard', count: 1, written: 'Fire // Ice' },
    ]);
  });

  it('a team finding lists the lines in every deck', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15', team: true });
    const r = checkTexts(prepared, [
      { file: 'b.txt', text: '56 Island\n3 Lightning Bolt\n1 lightning bolt\n' },
      { file: 'a.txt', text: '59 Mountain\n2 Lightning Bolt\n' },
    ]);
    const f = r.findings.find((x) => x.rule === 'team-card-copies-max');
    expect(f).toMatchObject({ card: 'Lightning Bolt', count: 6, limit: 4, file: 'a.txt', line: 2, team: 'b.txt + a.txt' });
    expect(f?.related).toEqual([
      { file: 'a.txt', line: 2, column: 1, section: 'main', count: 2 },
      { file: 'b.txt', line: 2, column: 1, section: 'main', count: 3 },
      { file: 'b.txt', line: 3, column: 1, section: 'main', count: 1, written: 'lightning bolt' },
    ]);
    expect(f?.message).toContain('6 copies across the team (2 in a.txt + 4 in b.txt)');
  });
});
