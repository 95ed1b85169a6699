import { describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { faceNames, nameKey } from '../../src/cards/normalize.js';

describe('nameKey: spellings of one card share a key', () => {
  it.each([
    ['Fire // Ice', ['Fire/Ice', 'fire // ice', 'Fire /// Ice', 'FIRE / ICE', ' Fire//Ice ']],
    ['Nazgûl', ['Nazgul', 'NAZGUL', 'nazgûl']],
    ['Æther Vial', ['Aether Vial', 'aether vial', 'Æther  Vial']],
    ["Sensei's Divining Top", ['Sensei’s Divining Top', 'sensei`s divining top']],
    ['Lim-Dûl the Necromancer', ['Lim-Dul the Necromancer', 'Lim–Dûl the Necromancer']],
    ['Summon: Choco/Mog', ['Summon: Choco / Mog', 'summon: choco/mog']],
  ])('%s', (canonical, spellings) => {
    for (const s of spellings) expect(nameKey(s)).toBe(nameKey(canonical));
  });

  it('keeps different cards apart', () => {
    expect(nameKey('Fire')).not.toBe(nameKey('Fire // Ice'));
    expect(nameKey('Lightning Bolt')).not.toBe(nameKey('Lightning Bolts'));
  });

  it('splits only canonical " // " names into faces', () => {
    expect(faceNames('Fire // Ice')).toEqual(['Fire', 'Ice']);
    expect(faceNames('Who // What // When // Where // Why')).toHaveLength(5);
    expect(faceNames('SP//dr, Piloted by Peni')).toEqual(['SP//dr, Piloted by Peni']);
    expect(faceNames('Summon: Choco/Mog')).toEqual(['Summon: Choco/Mog']);
  });
});

describe('CardIndex', () => {
  const index = embeddedIndex(['Fable of the Mirror-Breaker // Reflection of Kiki-Jiki', 'Fire // Ice', 'Oko, Thief of Crowns']);

  it.each([
    ['Oko, Thief of Crowns', 'exact', 'Oko, Thief of Crowns'],
    ['oko, thief of crowns', 'normalized', 'Oko, Thief of Crowns'],
    ['Fire/Ice', 'normalized', 'Fire // Ice'],
    ['Fable of the Mirror-Breaker', 'face', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'],
    ['Nazgul', 'normalized', 'Nazgûl'],
    ['Snow-Covered Wastes', 'exact', 'Snow-Covered Wastes'],
  ])('%s → %s', (written, kind, name) => {
    const r = index.resolve(written);
    expect(r.kind).toBe(kind);
    expect(r.kind !== 'unknown' && r.kind !== 'ambiguous' ? r.card.name : undefined).toBe(name);
  });

  it('knows basic lands by supertype and deck limits', () => {
    const r = index.resolve('snow-covered island');
    expect(r.kind !== 'unknown' && r.kind !== 'ambiguous' && r.card.basic).toBe(true);
    const rats = index.resolve('Relentless Rats');
    expect(rats.kind !== 'unknown' && rats.kind !== 'ambiguous' && rats.card.deckLimit).toBe('any');
  });

  it('reports a face name two cards share as ambiguous, not a guess', () => {
    const ix = embeddedIndex(['Alpha // Shared', 'Beta // Shared']);
    expect(ix.resolve('Shared')).toEqual({ kind: 'ambiguous', candidates: ['Alpha // Shared', 'Beta // Shared'] });
  });

  it('does not know names outside the embedded facts', () => {
    expect(index.resolve('Lightning Bolt').kind).toBe('unknown');
  });
});
