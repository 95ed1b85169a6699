/**
 * Issue 32 item 6: what the library hands out is frozen. A caller who changes a prepared check's format, notes or
 * lists, or one of the exported tables, gets a TypeError and cannot change a later, unrelated check.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES, CONVERT_TARGETS, checkTexts, DATA_FORMATS, FORMATS, INPUT_FORMATS, prepareCheck, TARGET_IDS, VARIANTS } from '../../src/index.js';

const EIGHT = '8 Lightning Bolt\n52 Mountain\n';

function isDeepFrozen(v: unknown, seen = new Set<unknown>()): boolean {
  if (typeof v !== 'object' || v === null || seen.has(v)) return true;
  seen.add(v);
  if (v instanceof Map) return [...v.values()].every((x) => isDeepFrozen(x, seen));
  if (v instanceof Set) return [...v].every((x) => isDeepFrozen(x, seen));
  return Object.isFrozen(v) && Object.values(v).every((x) => isDeepFrozen(x, seen));
}

describe('frozen library data (issue 32 item 6)', () => {
  it('prepared.format is frozen: changing its copy limit throws and a later check still counts eight copies', async () => {
    const prepared = await prepareCheck({ format: 'modern', date: '2025-01-15' });
    expect(() => {
      (prepared.format as { copyLimit: number }).copyLimit = 8;
    }).toThrow(TypeError);
    expect(FORMATS.find((f) => f.id === 'modern')?.copyLimit).toBe(4);
    const later = await prepareCheck({ format: 'modern', date: '2025-01-15' });
    const report = checkTexts(later, [{ file: 'bolts.txt', text: EIGHT }]);
    expect(report.legal).toBe(false);
    expect(report.findings.map((f) => [f.rule, f.card, f.count, f.limit])).toContainEqual(['card-copies-max', 'Lightning Bolt', 8, 4]);
  });

  it('the prepared check itself, its notes, lists and colours are frozen', async () => {
    const prepared = await prepareCheck({ format: 'commander', date: '2005-01-01', commanderColor: 'G' });
    expect(Object.isFrozen(prepared)).toBe(true);
    expect(prepared.notes?.length).toBeGreaterThan(0);
    expect(() => (prepared.notes as string[]).push('x')).toThrow(TypeError);
    expect(() => (prepared.commanderColors as string[]).push('U')).toThrow(TypeError);
    expect(() => {
      (prepared as { team: boolean }).team = true;
    }).toThrow(TypeError);
    expect(isDeepFrozen(prepared.format)).toBe(true);
    expect(prepared.lists).not.toBeNull();
    expect(Object.isFrozen(prepared.lists)).toBe(true);
    const entry = [...(prepared.lists?.entries.values() ?? [])][0];
    expect(entry).toBeDefined();
    expect(Object.isFrozen(entry)).toBe(true);
  });

  it('a variant prepared check hands out the frozen variant definition', async () => {
    const prepared = await prepareCheck({ variant: 'archenemy' });
    expect(Object.isFrozen(prepared.variant)).toBe(true);
    expect(Object.isFrozen(prepared.variant?.def)).toBe(true);
  });

  it.each([
    ['FORMATS', FORMATS],
    ['DATA_FORMATS', DATA_FORMATS],
    ['VARIANTS', VARIANTS],
    ['ALL_RULES', ALL_RULES],
    ['INPUT_FORMATS', INPUT_FORMATS],
    ['CONVERT_TARGETS', CONVERT_TARGETS],
    ['TARGET_IDS', TARGET_IDS],
  ])('%s is frozen through and through', (_name, table) => {
    expect(table.length).toBeGreaterThan(0);
    expect(isDeepFrozen(table)).toBe(true);
    expect(() => (table as unknown[]).push({})).toThrow(TypeError);
  });
});
