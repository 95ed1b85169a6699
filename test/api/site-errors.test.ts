/**
 * Issue 42 items 9, 10 and 11: every error the library throws has a stable `name`, a `code` from the documented table
 * and a class exported from both entries, so a program (minified or not) can branch on it. SettingsError carries its
 * problems as `issues: [{ path, code, message }]`, and no function among its own fields.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as browser from '../../src/browser.js';
import * as node from '../../src/index.js';
import {
  BinaryInputError,
  checkFiles,
  checkTexts,
  CheckStoppedError,
  DatabaseError,
  decodeText,
  ImportError,
  InputFileError,
  InputFormatError,
  openCardDatabaseBytes,
  prepareCheck,
  readDeck,
  SettingsError,
} from '../../src/index.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';

afterAll(removeTempDirs);

async function caught(f: () => unknown): Promise<Error & { code?: unknown }> {
  try {
    await f();
  } catch (e) {
    return e as Error & { code?: unknown };
  }
  throw new Error('nothing was thrown');
}

const CLASSES = ['SettingsError', 'InputFormatError', 'InputFileError', 'BinaryInputError', 'DatabaseError', 'ImportError', 'CheckStoppedError'] as const;

describe('one error table (issue 42 item 11)', () => {
  it.each(CLASSES)('%s is exported from both entries, the same class', (name) => {
    const fromNode = (node as Record<string, unknown>)[name];
    expect(typeof fromNode).toBe('function');
    expect((browser as Record<string, unknown>)[name]).toBe(fromNode);
  });

  it('each error a call throws has its name and code, and is an instance of its exported class', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'binary.txt'), new Uint8Array([0x34, 0x20, 0x00, 0x01, 0x02]));
    mkdirSync(path.join(dir, 'decks'));
    const stopped = new AbortController();
    stopped.abort();
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const cases: [() => unknown, abstract new (...args: never[]) => Error, string, string][] = [
      [() => prepareCheck({ format: 'pentagon' }), SettingsError, 'SettingsError', 'unknown-format'],
      [() => readDeck('<deck', 'a.xml', 'nosuchformat'), InputFormatError, 'InputFormatError', 'unknown-input-format'],
      [() => decodeText(new Uint8Array([0x31, 0x00, 0x41])), BinaryInputError, 'BinaryInputError', 'binary-input'],
      [() => checkFiles([path.join(dir, 'binary.txt')]), BinaryInputError, 'BinaryInputError', 'binary-input'],
      [() => checkFiles([path.join(dir, 'missing.txt')]), InputFileError, 'InputFileError', 'input-not-found'],
      [() => checkFiles([path.join(dir, 'decks')]), InputFileError, 'InputFileError', 'input-not-a-file'],
      [() => openCardDatabaseBytes(new Uint8Array([1, 2, 3]), 'junk.db'), SettingsError, 'SettingsError', 'card-database-unusable'],
      [() => browser.importCardData(new Blob(['not card data at all']), { name: 'junk.json' }), ImportError, 'ImportError', 'card-data-refused'],
      [() => checkTexts(prepared, [{ file: 'a.txt', text: '' }], undefined, { signal: stopped.signal }), CheckStoppedError, 'CheckStoppedError', 'check-aborted'],
    ];
    for (const [call, cls, name, code] of cases) {
      const e = await caught(call);
      expect([e.name, e.code, e instanceof cls, e instanceof Error]).toEqual([name, code, true, true]);
      expect(String(e).startsWith(`${name}: `)).toBe(true);
    }
  });

  it('file errors name the file', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'binary.txt'), new Uint8Array([0x34, 0x20, 0x00]));
    const binary = await caught(() => checkFiles([path.join(dir, 'binary.txt')]));
    expect(binary.message).toBe(`${path.join(dir, 'binary.txt')}: contains NUL bytes: this is not a text decklist (UTF-16 files need a byte order mark)`);
    expect((binary as BinaryInputError).file).toBe(path.join(dir, 'binary.txt'));
    const missing = await caught(() => checkFiles([path.join(dir, 'nope.txt')]));
    expect(missing.message).toBe(`${path.join(dir, 'nope.txt')}: no such file; check the path`);
    expect((missing as InputFileError).file).toBe(path.join(dir, 'nope.txt'));
    const folder = await caught(() => checkFiles([dir]));
    expect(folder.message).toBe(`${dir}: is a directory, not a decklist file; name the files in it`);
  });

  it('DatabaseError (a data directory cut short during a check) has its name and code', () => {
    const e = new DatabaseError('cards.db was cut short');
    expect([e.name, e.code, String(e)]).toEqual(['DatabaseError', 'card-database-unusable', 'DatabaseError: cards.db was cut short']);
  });
});

describe('SettingsError.issues (issue 42 item 11)', () => {
  it('a value of the wrong shape: one issue per place, with zod\'s code and the path within the value given', async () => {
    const e = (await caught(() => prepareCheck({ format: 5, formats: 'modern' } as never))) as SettingsError;
    expect(e.code).toBe('invalid-settings');
    expect(e.issues).toEqual([
      { path: ['format'], code: 'invalid_type', message: 'Invalid input: expected string, received number' },
      { path: [], code: 'unrecognized_keys', message: 'Unrecognized key: "formats"' },
    ]);
    const d = (await caught(async () => checkTexts(await prepareCheck(), [{ file: 'a.txt' }] as never))) as SettingsError;
    expect(d.issues).toEqual([{ path: [0, 'text'], code: 'invalid_type', message: 'Invalid input: expected string, received undefined' }]);
  });

  it('any other SettingsError: one issue at its setting, with its code and message', async () => {
    const e = (await caught(() => prepareCheck({ date: '2025-02-30' }))) as SettingsError;
    expect(e.issues).toEqual([{ path: ['date'], code: 'invalid-date', message: e.message }]);
  });

  it('has no function among its own enumerable fields; JSON gives its data', async () => {
    const e = (await caught(() => prepareCheck({ variant: 'archenemy', team: true }))) as SettingsError;
    expect(Object.keys(e).sort()).toEqual(['code', 'issues', 'name', 'setting']);
    expect(Object.values(e).some((v) => typeof v === 'function')).toBe(false);
    expect(JSON.parse(JSON.stringify(e))).toEqual({ name: 'SettingsError', code: 'settings-conflict', setting: 'variant', issues: e.issues });
    // describe() still renders the message another way (the CLI's flags).
    expect(e.describe((s) => `--${s}`)).toMatch(/^--team and --variant cannot be combined/);
  });
});
