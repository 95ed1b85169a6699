/**
 * Issue 42 items 3, 4, 5 and 7: one request cannot cost seconds or megabytes. A deck's or team's findings are listed up
 * to a bound (MAX_FINDINGS, or `maxFindings`) and one `findings-not-listed` finding counts the rest by rule; a finding
 * lists at most MAX_RELATED_LOCATIONS related places; invisible-character warnings share the file's line bound; a
 * batch stops on an AbortSignal or after a time limit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALL_RULES,
  checkFiles,
  checkParsed,
  checkTexts,
  CheckStoppedError,
  decodeText,
  MAX_FINDINGS,
  MAX_LINE_FINDINGS,
  MAX_RELATED_LOCATIONS,
  parseTextDeck,
  prepareCheck,
  renderJson,
  type CheckReport,
} from '../../src/index.js';
import { fixtureDatabase, removeTempDirs } from '../db/db-helpers.js';
import { refusal } from './refusal.js';

let dbDir = '';
beforeAll(async () => {
  dbDir = await fixtureDatabase('atomic');
});
afterAll(removeTempDirs);

const byRule = (r: CheckReport) => {
  const out: Record<string, number> = {};
  for (const f of r.findings) out[f.rule] = (out[f.rule] ?? 0) + 1;
  return out;
};
const unknownLines = (n: number) => Array.from({ length: n }, (_, i) => `1 Unknown Card ${i + 1}`).join('\n');

describe('findings per deck (issue 42 items 3 and 7)', () => {
  it('the bound is 500 and findings-not-listed is a rule of the table', () => {
    expect(MAX_FINDINGS).toBe(500);
    expect(ALL_RULES.find((r) => r.id === 'findings-not-listed')).toMatchObject({ scope: 'report' });
  });

  it('10,000 unknown cards: 500 listed, one finding counts the other 9,500, the deck stays illegal', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir: dbDir });
    const r = checkTexts(prepared, [{ file: 'big.txt', text: unknownLines(10_000) }]);
    expect(r.legal).toBe(false);
    expect(r.findings).toHaveLength(MAX_FINDINGS + 1);
    const last = r.findings.at(-1);
    expect(last).toMatchObject({ rule: 'findings-not-listed', severity: 'error', file: 'big.txt', count: 9_500, limit: 500 });
    // The first not listed, in the report's order: line 500 (deck-size-max or parse findings come before at line null).
    expect(last?.line).toBe(r.findings[MAX_FINDINGS - 1]?.line === null ? 1 : (r.findings[MAX_FINDINGS - 1]?.line ?? 0) + 1);
    expect(last?.message).toMatch(/^9500 more findings are not listed one by one \(unknown-card ×9500; 9500 of them errors\): deckcheck lists the first 500 of a deck or team\./);
    expect(r.units[0]?.decks[0]?.errors).toBe(r.errors);
    expect(r.errors).toBe(MAX_FINDINGS + 1);
    expect(renderJson(r).length).toBeLessThan(1_000_000);
  });

  it('maxFindings sets the bound; at the bound nothing is summarised', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', dataDir: dbDir, maxFindings: 10 });
    expect(prepared.maxFindings).toBe(10);
    const over = checkTexts(prepared, [{ file: 'a.txt', text: `${unknownLines(20)}\n40 Mountain\n` }]);
    expect(byRule(over)).toEqual({ 'unknown-card': 10, 'findings-not-listed': 1 });
    expect(over.findings.at(-1)).toMatchObject({ count: 10, limit: 10, line: 11 });
    const at = checkTexts(prepared, [{ file: 'a.txt', text: `${unknownLines(10)}\n50 Mountain\n` }]);
    expect(byRule(at)).toEqual({ 'unknown-card': 10 });
  });

  it('warnings only: the summary is a warning and the deck stays legal', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', maxFindings: 3 });
    // Ten lines with an invisible character: ten parse-error warnings.
    const text = `${Array.from({ length: 10 }, () => '1 Mount\u00adain').join('\n')}\n50 Mountain\n`;
    const r = checkTexts(prepared, [{ file: 'a.txt', text }]);
    expect(r.legal).toBe(true);
    expect(r.findings.at(-1)).toMatchObject({ rule: 'findings-not-listed', severity: 'warning', count: 7 });
  });

  it.each([0, -1, 1.5, Number.NaN])('maxFindings %d is refused', async (maxFindings) => {
    const [code, setting, message] = await refusal(() => prepareCheck({ maxFindings }));
    expect([code, setting]).toEqual(['invalid-settings', 'maxFindings']);
    // NaN is no number to zod: its own sentence.
    expect(message).toBe(
      Number.isNaN(maxFindings)
        ? 'settings.maxFindings: Invalid input: expected number, received NaN'
        : `maxFindings is a whole number of at least 1, not ${String(maxFindings)}`,
    );
  });
});

describe('related places (issue 42 item 4)', () => {
  it('100,000 lines of one card: one finding with 50 related places, the message says how many there are', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const text = '1 Lightning Bolt\n'.repeat(100_000);
    const r = checkTexts(prepared, [{ file: 'bolts.txt', text }]);
    const copies = r.findings.filter((f) => f.rule === 'card-copies-max');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.count).toBe(100_000);
    expect(copies[0]?.related).toHaveLength(MAX_RELATED_LOCATIONS);
    expect(copies[0]?.related.map((l) => l.line)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(copies[0]?.message).toMatch(/ \(The first 50 of its 100000 other places are listed\.\)$/);
    expect(renderJson(r).length).toBeLessThan(100_000);
  });

  it('a finding with few related places is unchanged', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const r = checkTexts(prepared, [{ file: 'a.txt', text: '3 Lightning Bolt\n3 Lightning Bolt\n54 Mountain\n' }]);
    const f = r.findings.find((x) => x.rule === 'card-copies-max');
    expect(f?.related.map((l) => l.line)).toEqual([1, 2]);
    expect(f?.message).not.toMatch(/other places are listed/);
  });
});

describe('invisible-character warnings share the line bound (issue 42 item 5)', () => {
  it('1 MB of random bytes: at most 100 problem lines and one that counts the rest', async () => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const bytes = new Uint8Array(1 << 20).map(() => 1 + Math.floor(rnd() * 255));
    const { text } = decodeText(bytes);
    const r = checkTexts(await prepareCheck({ format: 'legacy', date: '2025-01-15' }), [{ file: 'junk.txt', text }]);
    const parse = r.findings.filter((f) => f.rule === 'parse-error');
    expect(parse).toHaveLength(MAX_LINE_FINDINGS + 1);
    const summary = parse.find((f) => f.count !== undefined);
    expect(summary?.severity).toBe('error');
    expect(summary?.message).toMatch(/^\d+ more lines with problems \(lines \d+ to \d+\) are not listed one by one/);
  });

  it('a few invisible characters and a few bad lines are all listed, in line order', () => {
    const d = parseTextDeck('4 Light\u200bning Bolt\n~~~\n4 Mount\u00adain\n', 'a.txt');
    expect(d.diagnostics.map((f) => [f.line, f.severity])).toEqual([
      [1, 'warning'],
      [3, 'warning'],
      [2, 'error'],
    ]);
  });
});

describe('stopping a batch (issue 42 item 7)', () => {
  const decks = Array.from({ length: 50 }, (_, i) => ({ file: `d${i}.txt`, text: '4 Lightning Bolt\n56 Mountain\n' }));

  it('an aborted signal stops it before the first deck, with its reason as cause', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    let e: unknown;
    try {
      checkTexts(prepared, decks, undefined, { signal: controller.signal });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(CheckStoppedError);
    expect(e).toMatchObject({ name: 'CheckStoppedError', code: 'check-aborted', checked: 0, message: 'the check was aborted after 0 of its decks' });
    expect((e as Error).cause).toEqual(new Error('client went away'));
    expect(() => checkParsed(prepared, [parseTextDeck('1 Island', 'a.txt')], undefined, { signal: controller.signal })).toThrow(CheckStoppedError);
    await expect(checkFiles(['fixtures/rules/card-banned/legal-legacy.txt'], { format: 'legacy' }, { signal: controller.signal })).rejects.toMatchObject({ code: 'check-aborted' });
  });

  it('a time limit stops it before the next deck once passed; a signal not aborted changes nothing', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    // A clock that moves 10 ms at each reading: the limit is set at 1000 + 25, decks 0 and 1 start before it.
    let now = 1000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 10) - 10);
    let e: unknown;
    try {
      checkTexts(prepared, decks, undefined, { timeLimit: 25 });
    } catch (x) {
      e = x;
    } finally {
      clock.mockRestore();
    }
    expect(e).toBeInstanceOf(CheckStoppedError);
    expect(e).toMatchObject({ name: 'CheckStoppedError', code: 'time-limit', checked: 2, message: 'the check passed its time limit of 25 ms after 2 of its decks' });
    const r = checkTexts(prepared, decks, undefined, { signal: new AbortController().signal, timeLimit: 60_000 });
    expect(r.units).toHaveLength(50);
  });

  it('a batch option of the wrong shape is invalid-settings', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const [code, setting, message] = await refusal(() => checkTexts(prepared, decks, undefined, { signal: 'stop' } as never));
    expect([code, setting]).toEqual(['invalid-settings', 'batch']);
    expect(message).toBe('batch.signal: expected an AbortSignal');
  });
});
