/**
 * Issue 42 items 1, 2 and 6: what a site hands the library. A format file given as `formatFile` is accepted and
 * validated (validateFormatFile is exported from both entries, so a site can check a user's file before storing it);
 * checkParsed takes what readDeck returns; objects that are no prepared check, pool or parsed deck are SettingsErrors,
 * not TypeErrors; a format file too deep or too large is refused with a sentence before the schema walks it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as browser from '../../src/browser.js';
import {
  checkParsed,
  checkTexts,
  diffTexts,
  MAX_FORMAT_FILE_DEPTH,
  MAX_FORMAT_FILE_VALUES,
  parseTextDeck,
  prepareCheck,
  preparePool,
  readDeck,
  SettingsError,
  validateFormatFile,
  type PreparedCheck,
} from '../../src/index.js';
import { REPO } from '../helpers.js';
import { refusal } from './refusal.js';

const LEAGUE = path.join(REPO, 'fixtures/format-files/league');
const leagueData = () => JSON.parse(readFileSync(path.join(LEAGUE, 'league.json'), 'utf8')) as Record<string, unknown>;
const leagueNames = () =>
  readFileSync(path.join(LEAGUE, 'league-cards.txt'), 'utf8')
    .split('\n')
    .map((name, i) => ({ name: name.trim(), line: i + 1 }))
    .filter((n) => n.name !== '' && !n.name.startsWith('#'));

describe('prepareCheck({ formatFile }) (issue 42 item 1)', () => {
  it.each([
    ['deckcheck', prepareCheck],
    ['deckcheck/browser', browser.prepareCheck],
  ])('%s accepts a format file and checks against it', async (_entry, prepare) => {
    const prepared = await prepare({
      date: '2025-03-01',
      formatFile: { file: 'league.json', data: leagueData() as never, cardList: { file: 'league-cards.txt', names: leagueNames() } },
    });
    expect(prepared.format.name).toBe('Tuesday Pauper League');
    const text = readFileSync(path.join(LEAGUE, 'with-bolt.txt'), 'utf8');
    const report = checkTexts(prepared, [{ file: 'with-bolt.txt', text }]);
    expect(report.findings.filter((f) => f.rule === 'card-banned').map((f) => f.card)).toEqual(['Lightning Bolt']);
  });

  it('validateFormatFile is exported from both entries, with each problem at its path', async () => {
    expect(browser.validateFormatFile).toBe(validateFormatFile);
    expect(await validateFormatFile(leagueData())).toMatchObject({ ok: true, data: { name: 'Tuesday Pauper League' } });
    const bad = await validateFormatFile({ ...leagueData(), deck: { min: 60, max: 40 } });
    expect(bad).toEqual({ ok: false, problems: [{ path: ['deck', 'max'], message: 'the maximum (40) is below the minimum (60)' }] });
  });

  it('an invalid format file is SettingsError invalid-format-file, with each problem as an issue', async () => {
    const data = { ...leagueData(), deck: { min: 60, max: 40 }, colour: 'red' };
    let e: unknown;
    try {
      await prepareCheck({ formatFile: { file: 'league.json', data: data as never } });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(SettingsError);
    const err = e as SettingsError;
    expect([err.code, err.setting]).toEqual(['invalid-format-file', 'formatFile']);
    expect(err.message).toBe('league.json is not a valid format file: colour: no such field in a format file (see schema/format.schema.json)');
    expect(err.issues).toEqual([
      { path: ['formatFile', 'data', 'colour'], code: 'invalid-format-file', message: 'no such field in a format file (see schema/format.schema.json)' },
    ]);
  });

  it('a formatFile of the wrong shape is invalid-settings naming the place', async () => {
    const [code, setting, message] = await refusal(() => prepareCheck({ formatFile: { file: 3, data: {} } as never }));
    expect([code, setting]).toEqual(['invalid-settings', 'formatFile']);
    expect(message).toBe('settings.formatFile.file: Invalid input: expected string, received number');
  });
});

describe('checkParsed and forged objects (issue 42 item 2)', () => {
  const legacy = () => prepareCheck({ format: 'legacy', date: '2025-01-15' });
  const TEXT = '4 Lightning Bolt\n4 Lightning Bolt\n52 Mountain\n';

  it('takes what readDeck returns, as the docs show, with the same findings as the parsed deck', async () => {
    const prepared = await legacy();
    const viaRead = checkParsed(prepared, [readDeck(TEXT, 'a.txt')]);
    const viaParse = checkParsed(prepared, [parseTextDeck(TEXT, 'a.txt')]);
    expect(viaRead.findings.map((f) => [f.rule, f.card, f.count])).toEqual([['card-copies-max', 'Lightning Bolt', 8]]);
    expect(viaRead).toEqual(viaParse);
  });

  it.each([
    ['a string', ['4 Lightning Bolt'], /^parsed\.0: /],
    ['no entries', [{ file: 'a.txt', sectionLines: {}, diagnostics: [] }], /^parsed\.0\.entries: /],
    ['an entry without a count', [{ file: 'a.txt', entries: [{ name: 'X', section: 'main', line: 1, column: 1 }], sectionLines: {}, diagnostics: [] }], /parsed\.0\.entries\.0\.count: /],
  ])('a parsed deck of the wrong shape (%s) is invalid-deck', async (_what, parsed, message) => {
    const [code, , text] = await refusal(async () => checkParsed(await legacy(), parsed as never));
    expect(code).toBe('invalid-deck');
    expect(text).toMatch(message);
  });

  const forged = [
    ['{}', {}],
    ['a copy of a prepared check', null],
    ['null', null],
  ] as const;
  it.each(forged)('a forged prepared check (%s) is invalid-settings in every call', async (what, value) => {
    const real = await legacy();
    const fake = (what === 'a copy of a prepared check' ? { ...real } : value) as PreparedCheck;
    const deck = { file: 'a.txt', text: TEXT };
    for (const call of [
      () => checkTexts(fake, [deck]),
      () => checkParsed(fake, [parseTextDeck(TEXT, 'a.txt')]),
      () => preparePool(fake, { file: 'pool.txt', text: '40 Island\n' }),
      () => diffTexts(fake, deck, deck, false),
      () => browser.checkTexts(fake, [deck]),
    ]) {
      const [code, setting, message] = await refusal(call);
      expect([code, setting, message]).toEqual(['invalid-settings', 'prepared', 'prepared: expected a check made by prepareCheck']);
    }
  });

  it('a forged pool is invalid-settings', async () => {
    const sealed = await prepareCheck({ format: 'sealed' });
    const [code, setting] = await refusal(() => checkTexts(sealed, [{ file: 'a.txt', text: '40 Island\n' }], {} as never));
    expect([code, setting]).toEqual(['invalid-settings', 'pool']);
    const pool = preparePool(sealed, { file: 'pool.txt', text: '40 Island\n' });
    expect(checkTexts(sealed, [{ file: 'a.txt', text: '40 Island\n' }], pool).legal).toBe(true);
  });
});

describe('format file bounds (issue 42 item 6)', () => {
  const deep = (levels: number): unknown => {
    let v: unknown = 'x';
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };

  it('12,500 levels of nesting are refused at once, with a sentence', async () => {
    const started = performance.now();
    const r = await validateFormatFile({ name: 'x', notes: deep(12_500) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]?.message).toBe(`nested deeper than ${MAX_FORMAT_FILE_DEPTH} levels; a format file nests 7 at most (is this the right file?)`);
    expect(r.problems[0]?.path.length).toBe(MAX_FORMAT_FILE_DEPTH);
    // Not a timing assertion of speed, a guard against walking the whole value: 17 s before the bound.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('nesting up to the bound goes on to the schema', async () => {
    const r = await validateFormatFile({ schemaVersion: 1, name: 'x', reference: 'r', notes: deep(MAX_FORMAT_FILE_DEPTH - 2) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]?.path).toEqual(['notes', 0]);
    expect(r.problems[0]?.message).not.toMatch(/nested deeper/);
  });

  it.each([100_000, MAX_FORMAT_FILE_VALUES])('notes holding %i empty arrays: a sentence, not a stack overflow', async (n) => {
    const data = { name: 'x', notes: Array.from({ length: n }, () => []) };
    const r = await validateFormatFile(data);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      { path: [], message: `the file holds more than ${MAX_FORMAT_FILE_VALUES} values; a format file is far smaller (is this the right file?)` },
    ]);
    const [code, setting] = await refusal(() => prepareCheck({ formatFile: { file: 'big.json', data: data as never } }));
    expect([code, setting]).toEqual(['invalid-format-file', 'formatFile']);
  });

  it('just under the bound, every problem is reported without a stack overflow', async () => {
    const r = await validateFormatFile({ schemaVersion: 1, name: 'x', reference: 'r', notes: Array.from({ length: 20_000 }, () => []) });
    expect(r.ok ? [] : r.problems.slice(0, 1)).toEqual([{ path: ['notes', 0], message: 'Invalid input: expected string, received array' }]);
  });
});
