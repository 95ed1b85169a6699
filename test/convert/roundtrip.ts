/** Round-trip helpers shared by the conversion tests: the documented section table and a target-independent tally. */
import { expect } from 'vitest';
import { nameKey } from '../../src/cards/normalize.js';
import { convertDeck, type TargetId } from '../../src/convert/index.js';
import { readDeck } from '../../src/input/detect.js';
import type { ParsedDeck, SectionId } from '../../src/parse/types.js';

/** Where each target writes each section (README, "Converting"); null: it cannot. Companion: see A7 below. */
export const HOLDS: Record<Exclude<TargetId, 'csv'>, Record<SectionId, SectionId | null>> = {
  json: { main: 'main', sideboard: 'sideboard', commander: 'commander', companion: 'companion', maybeboard: 'maybeboard', schemes: 'schemes', planes: 'planes', tokens: 'tokens' },
  arena: { main: 'main', sideboard: 'sideboard', commander: 'commander', companion: 'companion', maybeboard: 'maybeboard', schemes: 'schemes', planes: 'planes', tokens: 'tokens' },
  mtgo: { main: 'main', sideboard: 'sideboard', commander: 'sideboard', companion: 'sideboard', maybeboard: null, schemes: null, planes: null, tokens: null },
  dek: { main: 'main', sideboard: 'sideboard', commander: 'commander', companion: 'sideboard', maybeboard: null, schemes: null, planes: null, tokens: null },
  cod: { main: 'main', sideboard: 'sideboard', commander: 'sideboard', companion: 'sideboard', maybeboard: null, schemes: null, planes: null, tokens: 'tokens' },
};

/** One card however a program spells it: case, separators, and MTGO's front-face-only names. */
export function cardKey(name: string): string {
  return nameKey(name).split(' // ')[0] ?? '';
}

export function tally(entries: readonly { count: number; name: string; section: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) {
    const k = `${e.section} | ${cardKey(e.name)}`;
    out[k] = (out[k] ?? 0) + e.count;
  }
  return out;
}

/** The deck as the target can hold it. A companion becomes a sideboard card unless the sideboard already has it (A7). */
export function expectedTally(deck: ParsedDeck, to: keyof typeof HOLDS): Record<string, number> {
  const held: { count: number; name: string; section: string }[] = [];
  const sideboard: Record<string, number> = {};
  for (const e of deck.entries) if (e.section === 'sideboard') sideboard[cardKey(e.name)] = (sideboard[cardKey(e.name)] ?? 0) + e.count;
  const companions: Record<string, { name: string; count: number }> = {};
  for (const e of deck.entries) {
    const target = HOLDS[to][e.section];
    if (target === null) continue;
    if (e.section === 'companion' && target === 'sideboard') {
      const c = (companions[cardKey(e.name)] ??= { name: e.name, count: 0 });
      c.count += e.count;
      continue;
    }
    held.push({ count: e.count, name: e.name, section: target });
  }
  for (const [key, c] of Object.entries(companions)) {
    const add = Math.max(0, c.count - (sideboard[key] ?? 0));
    if (add > 0) held.push({ count: add, name: c.name, section: 'sideboard' });
  }
  return tally(held);
}

export function roundTrip(deck: ParsedDeck, to: keyof typeof HOLDS): ParsedDeck {
  const out = convertDeck(deck, to);
  const back = readDeck(out.text, `back.${to}`, to === 'mtgo' || to === 'arena' ? 'text' : to).deck;
  expect(back.diagnostics, `${to}: the written file reads back without complaint`).toEqual([]);
  return back;
}

