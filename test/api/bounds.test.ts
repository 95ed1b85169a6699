/**
 * Issue 32 item 2: bounded output. Past MAX_LINE_FINDINGS problem lines in one file, one finding counts the rest, so
 * megabytes of junk make a report of kilobytes that every reporter can write; a text over MAX_INPUT_BYTES is not read
 * at all. The bounds are the CLI's too (its reader refuses larger files; test/cli covers it).
 */
import { describe, expect, it } from 'vitest';
import {
  checkTexts,
  MAX_INPUT_BYTES,
  MAX_LINE_FINDINGS,
  prepareCheck,
  preparePool,
  renderHtml,
  renderJson,
  renderStylish,
  SettingsError,
} from '../../src/index.js';

const junk = (lines: number) => 'not a card line ~~~\n'.repeat(lines);
const legacy = () => prepareCheck({ format: 'legacy', date: '2025-01-15' });
const parseErrors = (r: ReturnType<typeof checkTexts>) => r.findings.filter((f) => f.rule === 'parse-error');

describe('the line bound (issue 32 item 2)', () => {
  it('is 100 lines', () => {
    expect(MAX_LINE_FINDINGS).toBe(100);
  });

  it.each([
    [MAX_LINE_FINDINGS, MAX_LINE_FINDINGS, undefined],
    [MAX_LINE_FINDINGS + 1, MAX_LINE_FINDINGS + 1, '1 more line with problems (line 101) are not listed one by one'],
    [5000, MAX_LINE_FINDINGS + 1, '4900 more lines with problems (lines 101 to 5000) are not listed one by one'],
  ])('%i unreadable lines: %i findings', async (lines, findings, summary) => {
    const r = checkTexts(await legacy(), [{ file: 'junk.txt', text: junk(lines) }]);
    const errors = parseErrors(r);
    expect(errors).toHaveLength(findings);
    expect(errors.slice(0, MAX_LINE_FINDINGS).map((f) => f.line)).toEqual(Array.from({ length: MAX_LINE_FINDINGS }, (_, i) => i + 1));
    const last = errors[MAX_LINE_FINDINGS];
    if (summary === undefined) {
      expect(last).toBeUndefined();
      return;
    }
    expect(last).toMatchObject({ severity: 'error', file: 'junk.txt', line: MAX_LINE_FINDINGS + 1, count: lines - MAX_LINE_FINDINGS });
    expect(last?.message).toBe(`${summary}: deckcheck lists the first 100 of a file. Is this a decklist?`);
    // The parse errors, and the deck's size (no card could be read).
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['deck-size-min', ...Array<string>(findings).fill('parse-error')]);
  });

  it('5 MB of junk: a report of kilobytes that JSON, HTML and stylish all write', async () => {
    const text = junk(260_000);
    expect(text.length).toBeGreaterThan(5_000_000);
    const r = checkTexts(await legacy(), [{ file: 'junk.txt', text }]);
    expect(parseErrors(r)).toHaveLength(MAX_LINE_FINDINGS + 1);
    expect(parseErrors(r).at(-1)?.count).toBe(260_000 - MAX_LINE_FINDINGS);
    for (const out of [renderJson(r), renderHtml(r), renderStylish(r)]) expect(out.length).toBeLessThan(200_000);
  });

  it('each file of a team has its own bound', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15', team: true });
    const r = checkTexts(prepared, [
      { file: 'a.txt', text: junk(300) },
      { file: 'b.txt', text: junk(300) },
    ]);
    for (const file of ['a.txt', 'b.txt']) expect(parseErrors(r).filter((f) => f.file === file)).toHaveLength(MAX_LINE_FINDINGS + 1);
  });

  it('other input formats are bounded too (a CSV card list)', async () => {
    const rows = Array.from({ length: 300 }, () => '1,').join('\n');
    const r = checkTexts(await legacy(), [{ file: 'deck.csv', text: `Count,Name\n${rows}\n` }]);
    const errors = parseErrors(r);
    expect(errors).toHaveLength(MAX_LINE_FINDINGS + 1);
    expect(errors.at(-1)?.count).toBe(200);
  });
});

describe('the input size bound (issue 32 item 2)', () => {
  it('is 8 MiB, shared with the CLI', async () => {
    expect(MAX_INPUT_BYTES).toBe(8 * 1024 * 1024);
    expect((await import('../../src/input/read.js')).MAX_INPUT_BYTES).toBe(MAX_INPUT_BYTES);
  });

  it('a deck text over it is not read: one parse-error finding says so', async () => {
    const prepared = await legacy();
    const r = checkTexts(prepared, [{ file: 'huge.txt', text: 'x'.repeat(MAX_INPUT_BYTES + 1) }]);
    expect(r.legal).toBe(false);
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['deck-size-min', 'parse-error']);
    const refused = parseErrors(r)[0];
    expect(refused).toMatchObject({ rule: 'parse-error', file: 'huge.txt', line: null });
    expect(refused?.message).toBe(
      `the text is ${MAX_INPUT_BYTES + 1} characters; decklists larger than ${MAX_INPUT_BYTES} characters are refused (is this the right file?)`,
    );
    // At the bound it is read.
    const at = checkTexts(prepared, [{ file: 'big.txt', text: `${'4 Lightning Bolt\n'.repeat(10)}${' '.repeat(MAX_INPUT_BYTES - 170)}` }]);
    expect(at.findings.filter((f) => f.line === null && f.rule === 'parse-error')).toEqual([]);
  });

  it('a pool text over it: SettingsError input-too-large', async () => {
    const sealed = await prepareCheck({ format: 'sealed' });
    try {
      preparePool(sealed, { file: 'pool.txt', text: '1 Island\n'.repeat(MAX_INPUT_BYTES / 8) });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SettingsError);
      expect(e).toMatchObject({ code: 'input-too-large', setting: 'pool' });
    }
  });
});
