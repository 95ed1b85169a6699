/**
 * Issue 32 item 5: the library's errors have their own names and stable codes, speak of settings (not CLI flags), and
 * objects from a JSON body with the wrong shape are SettingsErrors naming the place, not TypeErrors.
 */
import { describe, expect, it } from 'vitest';
import {
  checkTexts,
  convertDeck,
  diffTexts,
  InputFormatError,
  parseTextDeck,
  prepareCheck,
  preparePool,
  readDeck,
  renderStylish,
  SettingsError,
} from '../../src/index.js';

/** The error `f` throws (or rejects with), for its fields. */
async function thrown(f: () => unknown): Promise<SettingsError> {
  try {
    await f();
  } catch (e) {
    if (e instanceof SettingsError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

const legacy = () => prepareCheck({ format: 'legacy', date: '2025-01-15' });

describe('SettingsError: name, code, setting, message in settings terms', () => {
  it.each([
    [{ format: 'pentagon' }, 'unknown-format', 'format', /^unknown format "pentagon"; use one of: standard, /],
    [{ date: '2025-02-30' }, 'invalid-date', 'date', /^"2025-02-30" is not a date; write the day as YYYY-MM-DD/],
    [{ format: 'extended', date: '2013-10-09' }, 'date-out-of-range', 'date', /Extended ended on 2013-10-08; 2013-10-09 is later\. Use date: "2013-10-08" or earlier \(/],
    [{ format: 'modern', date: '2003-01-01' }, 'date-out-of-range', 'date', /deckcheck holds modern.s banned and restricted list from 2011-08-12 on \(the earliest day it knows the whole list; the format itself may be older\); 2003-01-01 is earlier\. Use date: "2011-08-12" or later\./],
    [{ variant: 'conspiracy' }, 'unknown-variant', 'variant', /^unknown variant "conspiracy"; use one of: archenemy/],
    [{ variant: 'archenemy', team: true }, 'settings-conflict', 'variant', /^team and variant: "archenemy" cannot be combined;/],
    [{ commanderColor: 'purple' }, 'invalid-commander-color', 'commanderColor', /^"purple" is not a colour; write commanderColor as letters/],
    [{ commanderColor: ' , ' }, 'invalid-commander-color', 'commanderColor', /^commanderColor needs a colour: W, U, B, R or G$/],
    [{ format: 'sealed', team: true, teamRules: 'unified' }, 'settings-conflict', 'teamRules', /^Team Unified Constructed .* is for Constructed formats, not Sealed/],
  ] as const)('%j → %s', async (settings, code, setting, message) => {
    const e = await thrown(() => prepareCheck(settings as never));
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('SettingsError');
    expect(e.code).toBe(code);
    expect(e.setting).toBe(setting);
    expect(e.message).toMatch(message);
    expect(e.message).not.toMatch(/--[a-z]/);
    expect(String(e)).toMatch(/^SettingsError: /);
  });

  it('describe() names the settings another way (as the CLI names its flags)', async () => {
    const e = await thrown(() => prepareCheck({ variant: 'archenemy', team: true }));
    expect(e.describe((s, v) => `<${s}${v === undefined ? '' : `=${v}`}>`)).toMatch(/^<team> and <variant=archenemy> cannot be combined/);
  });

  it('a pool for a format that is not Limited: pool-not-limited, in settings terms', async () => {
    const e = await thrown(async () => preparePool(await legacy(), { file: 'pool.txt', text: '40 Island\n' }));
    expect([e.code, e.setting]).toEqual(['pool-not-limited', 'format']);
    expect(e.message).toBe('a pool is for Limited decks; use format: "sealed" or format: "draft" with pool (the format is legacy)');
  });

  it('an empty pool: pool-unusable', async () => {
    const e = await thrown(async () => preparePool(await prepareCheck({ format: 'sealed' }), { file: 'pool.txt', text: '' }));
    expect([e.code, e.setting]).toEqual(['pool-unusable', 'pool']);
  });

  it('convertDeck to an unknown target: unknown-convert-target naming the targets', () => {
    const deck = parseTextDeck('4 Island\n', 'a.txt');
    const e = (() => {
      try {
        convertDeck(deck, 'xmage' as never);
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(SettingsError);
    expect(e).toMatchObject({ name: 'SettingsError', code: 'unknown-convert-target', setting: 'to' });
    expect((e as Error).message).toBe('unknown convert target "xmage"; use one of: json, mtgo, arena, dek, cod, csv');
    expect(() => convertDeck(deck, 5 as never)).toThrow(SettingsError);
  });
});

describe('InputFormatError: name and code', () => {
  it.each([
    ['an unknown forced input format', () => readDeck('4 Island\n', 'a.txt', 'nope'), 'unknown-input-format'],
    ['XML that is not well-formed', () => readDeck('<?xml version="1.0"?><deck><card', 'a.xml'), 'unreadable-input'],
  ] as const)('%s', (_what, read, code) => {
    expect(read).toThrow(InputFormatError);
    try {
      read();
    } catch (e) {
      expect(e).toMatchObject({ name: 'InputFormatError', code });
    }
  });
});

describe('objects from a JSON body are validated (zod): SettingsError, never a TypeError', () => {
  it.each([
    [{ format: 5 }, /^settings\.format: Invalid input: expected string, received number$/, 'format'],
    [{ team: 'yes' }, /^settings\.team: Invalid input: expected boolean, received string$/, 'team'],
    [{ platform: 5 }, /^settings\.platform: Invalid input: expected string, received number$/, 'platform'],
    [{ formats: 'modern' }, /^settings: Unrecognized key: "formats"$/, 'settings'],
    [null, /^settings: Invalid input: expected object, received null$/, 'settings'],
  ])('prepareCheck(%j)', async (settings, message, setting) => {
    const e = await thrown(() => prepareCheck(settings as never));
    expect([e.code, e.setting]).toEqual(['invalid-settings', setting]);
    expect(e.message).toMatch(message);
  });

  it.each([
    [[{ file: 'a.txt' }], /^decks\.0\.text: Invalid input: expected string, received undefined$/],
    [[{ file: 'a.txt', text: 5 }], /^decks\.0\.text: Invalid input: expected string, received number$/],
    [[{ text: '4 Island' }], /^decks\.0\.file: /],
    ['4 Island', /^decks: Invalid input: expected array, received string$/],
    [[{ file: 'a.txt', text: '', supplementary: { file: 's.txt' } }], /^decks\.0\.supplementary\.text: /],
  ])('checkTexts(prepared, %j)', async (decks, message) => {
    const prepared = await legacy();
    const e = await thrown(() => checkTexts(prepared, decks as never));
    expect([e.name, e.code, e.setting]).toEqual(['SettingsError', 'invalid-deck', 'decks']);
    expect(e.message).toMatch(message);
  });

  it('diffTexts and preparePool validate their decks too', async () => {
    const prepared = await legacy();
    const e = await thrown(() => diffTexts(prepared, { file: 'r.txt', text: '' }, { file: 'p.txt' } as never, false));
    expect([e.code, e.message]).toEqual(['invalid-deck', 'presented.text: Invalid input: expected string, received undefined']);
    const sealed = await prepareCheck({ format: 'sealed' });
    expect((await thrown(() => preparePool(sealed, { text: '40 Island' } as never))).code).toBe('invalid-deck');
  });
});

describe('renderStylish without options', () => {
  it('renders without colour', async () => {
    const report = checkTexts(await legacy(), [{ file: 'a.txt', text: '4 Island\n' }]);
    const text = renderStylish(report);
    expect(text).toContain('a.txt');
    expect(text).not.toContain('\u001b[');
    expect(renderStylish(report, { color: true })).toContain('\u001b[');
  });
});
