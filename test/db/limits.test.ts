/**
 * Hostile card data: a gzip holding one huge string, nesting without end, more JSON than the size limit allows. Each
 * is generated here (gzip members repeated: megabytes or gigabytes of JSON from kilobytes on disk), refused with exit 2
 * and one sentence naming the limit, the file and how to raise it, and leaves the previous database as it was.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonLimitError, JsonScanner, type JsonLimits } from '../../src/db/json-scan.js';
import { DEFAULT_LIMITS, parseSize, resolveLimits } from '../../src/db/limits.js';
import { importCardFile } from '../../src/db/import.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { BIN_BUILT, REPO, runCli } from '../helpers.js';
import { DB_FIXTURES, IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

afterAll(removeTempDirs);

const MIB = 1 << 20;

/** A part of a generated file: bytes, or the same bytes `times` over (one gzip member, repeated). */
type Part = string | { readonly fill: string; readonly bytes: number; readonly times: number };

/** A gzip file of the parts, small on disk: a repeated part is compressed once and its member written again. */
function hostile(name: string, parts: readonly Part[]): string {
  const members: Buffer[] = [];
  for (const p of parts) {
    if (typeof p === 'string') members.push(gzipSync(p));
    else {
      const member = gzipSync(Buffer.alloc(p.bytes, p.fill), { level: 9 });
      for (let k = 0; k < p.times; k++) members.push(member);
    }
  }
  const file = path.join(tempDir(), name);
  writeFileSync(file, Buffer.concat(members));
  return file;
}

const ATOMIC_HEAD = '{"meta":{"date":"2024-01-02","version":"5.2.2"},"data":{"Opt":[{"name":"Opt","types":["Instant"],"legalities":{"legacy":"Legal"},"text":"';

/** A well-formed card up to a field to come: `{"data":{"Opt":[{"name":"Opt","types":["Instant"],` */
const CARD_HEAD = '{"data":{"Opt":[{"name":"Opt","types":["Instant"],';

let dataDir = '';
let before = Buffer.alloc(0);

beforeAll(async () => {
  dataDir = tempDir();
  await importCardFile(DB_FIXTURES.atomic, dataDir, { now: IMPORTED_AT });
  before = readFileSync(path.join(dataDir, DB_FILE_NAME));
});

interface HostileCase {
  readonly name: string;
  readonly file: () => string;
  readonly env?: Record<string, string>;
  readonly message: RegExp;
}

const cases: HostileCase[] = [
  {
    name: 'one 64 MiB string in a card field deckcheck reads',
    file: () => hostile('string.json.gz', [ATOMIC_HEAD, { fill: 'a', bytes: MIB, times: 64 }, '"}]}}']),
    message:
      /string\.json\.gz has a string, number or card field longer than 1 MiB \(at byte \d+ of the decompressed data\), over the longest-string limit of 1 MiB; if it is genuine card data, raise the limit with --max-string 2MiB or DECKCHECK_MAX_STRING=2MiB; the card database was not changed$/,
  },
  {
    name: 'one 64 MiB string in a field deckcheck steps over',
    file: () => hostile('skipped.json.gz', ['{"data":{"Opt":[{"name":"Opt","flavorText":"', { fill: 'b', bytes: MIB, times: 64 }, '"}]}}']),
    message: /skipped\.json\.gz has a string, number or card field longer than 1 MiB .*over the longest-string limit/,
  },
  {
    name: 'a 64 MiB number',
    file: () => hostile('number.json.gz', ['{"data":{"Opt":[{"name":"Opt","edhrecRank":', { fill: '7', bytes: MIB, times: 64 }, '}]}}']),
    message: /number\.json\.gz has a string, number or card field longer than 1 MiB/,
  },
  {
    name: 'a property name of 64 MiB',
    file: () => hostile('key.json.gz', ['{"', { fill: 'k', bytes: MIB, times: 64 }, '":1}']),
    message: /key\.json\.gz has a string, number or card field longer than 1 MiB/,
  },
  {
    name: 'a card field of 64 MiB made of small strings',
    file: () => hostile('field.json.gz', ['{"data":{"Opt":[{"name":"Opt","legalities":{', { fill: ' ', bytes: MIB, times: 64 }, '}}]}}']),
    message: /field\.json\.gz has a string, number or card field longer than 1 MiB/,
  },
  {
    name: 'arrays nested a million deep where deckcheck steps over them',
    file: () => hostile('deep.json.gz', [`${CARD_HEAD}"rulings":`, { fill: '[', bytes: MIB, times: 1 }, { fill: ']', bytes: MIB, times: 1 }, '}]}}']),
    message:
      /deep\.json\.gz nests objects and arrays more than 64 deep \(at byte \d+ of the decompressed data\), over the nesting-depth limit of 64; if it is genuine card data, raise the limit with --max-depth 128 or DECKCHECK_MAX_DEPTH=128; the card database was not changed$/,
  },
  {
    name: 'arrays nested a million deep in a value deckcheck reads',
    file: () => hostile('deep-meta.json.gz', ['{"meta":', { fill: '[', bytes: MIB, times: 1 }, { fill: ']', bytes: MIB, times: 1 }, `,${CARD_HEAD.slice(1)}"layout":"normal"}]}}`]),
    message: /deep-meta\.json\.gz nests objects and arrays more than 64 deep/,
  },
  {
    name: 'more JSON than the size limit (here 4 MiB, set by DECKCHECK_MAX_SIZE)',
    file: () => hostile('big.json.gz', [`${ATOMIC_HEAD}Scry 1."}]}`, { fill: ' ', bytes: MIB, times: 16 }, '}']),
    env: { DECKCHECK_MAX_SIZE: '4MiB' },
    message:
      /big\.json\.gz holds more than 4 MiB of JSON once decompressed, over the uncompressed-size limit of 4 MiB; if it is genuine card data, raise the limit with --max-size 8MiB or DECKCHECK_MAX_SIZE=8MiB; the card database was not changed$/,
  },
];

describe('hostile card data: exit 2, one sentence, the previous database unchanged', () => {
  it.each(cases)('$name', async ({ file, env, message }) => {
    const input = file();
    expect(readFileSync(input).length).toBeLessThan(MIB); // small on disk
    const r = await runCli(['db', 'import', '--data-dir', dataDir, input], env ?? {});
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^deckcheck: [^\n]+\n$/);
    expect(r.stderr.trim()).toMatch(message);
    expect(readFileSync(path.join(dataDir, DB_FILE_NAME)).equals(before)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([DB_FILE_NAME]);
  });

  it('a genuine file over a limit imports once the limit is raised (option, then environment)', async () => {
    const big = hostile('big.json.gz', [`${ATOMIC_HEAD}Scry 1."}]}`, { fill: ' ', bytes: MIB, times: 16 }, '}']);
    const dir = tempDir();
    const low = { DECKCHECK_MAX_SIZE: '4MiB' };
    expect((await runCli(['db', 'import', '--data-dir', dir, big], low)).code).toBe(2);
    const raised = await runCli(['db', 'import', '--data-dir', dir, '--max-size', '32MiB', big], low);
    expect(raised.stderr).toBe('');
    expect(raised.code).toBe(0);
    expect(raised.stdout).toMatch(/^Imported MTGJSON AtomicCards 5\.2\.2 \(2024-01-02\) from big\.json\.gz/);
    expect((await runCli(['db', 'import', '--data-dir', dir, big], { DECKCHECK_MAX_SIZE: '20MB' })).code).toBe(0);
  });

  it('a limit that cannot be read: exit 2 naming the option or variable', async () => {
    const bad = await runCli(['db', 'import', '--data-dir', tempDir(), '--max-string', 'lots', DB_FIXTURES.atomic]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('deckcheck: --max-string "lots" is not a size such as 8GiB, 512MB or 2097152\n');
    const env = await runCli(['db', 'import', '--data-dir', tempDir(), DB_FIXTURES.atomic], { DECKCHECK_MAX_DEPTH: '-3' });
    expect(env.stderr).toBe('deckcheck: DECKCHECK_MAX_DEPTH "-3" is not a whole number, e.g. 128\n');
  });

  it('the real fixtures import with the limits much lower than the defaults', async () => {
    for (const file of Object.values(DB_FIXTURES)) {
      await importCardFile(file, tempDir(), { limits: { maxString: 16 * 1024, maxDepth: 10 } });
    }
  });
});

describe.skipIf(!BIN_BUILT)('the 3 GB string of issue 14, as a real process', () => {
  it('is refused with exit 2, in bounded memory', () => {
    // 3 MB on disk, 3 GiB of JSON: one string. Before the limits, deckcheck ran 32 s, grew to 6 GB and crashed.
    const bomb = hostile('bomb.json.gz', [ATOMIC_HEAD, { fill: 'a', bytes: MIB, times: 3072 }, '"}]}}']);
    const rss = path.join(tempDir(), 'rss.cjs');
    writeFileSync(rss, "process.on('exit', () => require('fs').writeSync(2, `maxrss=${process.resourceUsage().maxRSS}\\n`));\n");
    const r = spawnSync(process.execPath, ['-r', rss, path.join(REPO, 'bin/deckcheck.js'), 'db', 'import', '--data-dir', dataDir, bomb], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^deckcheck: .*bomb\.json\.gz has a string, number or card field longer than 1 MiB.*--max-string 2MiB.*\nmaxrss=\d+\n$/);
    const maxRssKb = Number(/maxrss=(\d+)/.exec(r.stderr)?.[1]);
    expect(maxRssKb).toBeLessThan(256 * 1024);
    expect(readFileSync(path.join(dataDir, DB_FILE_NAME)).equals(before)).toBe(true);
  });
});

describe('limits', () => {
  it.each([
    ['1048576', 1048576],
    ['512KiB', 512 * 1024],
    ['64M', 64 * MIB],
    ['1.5GB', 1.5e9],
    ['4 GiB', 4 * 1024 * MIB],
    ['2t', 2 * 1024 * 1024 * MIB],
    ['0', undefined],
    ['-1', undefined],
    ['lots', undefined],
    ['5 parsecs', undefined],
  ])('parseSize(%j) = %j', (text, want) => {
    expect(parseSize(text)).toBe(want);
  });

  it('an option wins over the environment, which wins over the default', () => {
    expect(resolveLimits({}, {})).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({}, { DECKCHECK_MAX_SIZE: '8GiB', DECKCHECK_MAX_DEPTH: '100' })).toMatchObject({
      maxBytes: 8 * 1024 * MIB,
      maxDepth: 100,
      maxString: MIB,
    });
    expect(resolveLimits({ maxBytes: '1G', maxDownload: '2G' }, { DECKCHECK_MAX_SIZE: '8GiB', DECKCHECK_MAX_DOWNLOAD: '' })).toMatchObject({
      maxBytes: 1024 * MIB,
      maxDownload: 2048 * MIB,
    });
  });
});

describe('JsonScanner limits', () => {
  /** Feed `text` in chunks of `size` bytes; the limit error, or null when the scan went through. */
  function scan(text: string, limits: JsonLimits, size: number, capture = false): JsonLimitError | null {
    const scanner = new JsonScanner({ decide: (p) => (p.length === 0 ? 'descend' : capture ? 'capture' : 'skip'), value: () => undefined }, limits);
    const buf = Buffer.from(text);
    try {
      for (let at = 0; at < buf.length; at += size) scanner.push(buf.subarray(at, at + size));
      scanner.end();
      return null;
    } catch (e) {
      if (e instanceof JsonLimitError) return e;
      throw e;
    }
  }

  const s = (n: number) => `"${'x'.repeat(n)}"`;
  const nest = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  it.each([
    { name: 'a string at the limit', text: `[${s(16)}]`, limits: { maxToken: 16 }, over: null },
    { name: 'a string one byte over', text: `[${s(17)}]`, limits: { maxToken: 16 }, over: 'token' },
    { name: 'a key one byte over', text: `{${s(17)}:1}`, limits: { maxToken: 16 }, over: 'token' },
    { name: 'a number at the limit', text: `[${'9'.repeat(16)}]`, limits: { maxToken: 16 }, over: null },
    { name: 'a number one byte over', text: `[${'9'.repeat(17)}]`, limits: { maxToken: 16 }, over: 'token' },
    { name: 'a string with escapes, counted as written', text: `["${'\\"'.repeat(9)}"]`, limits: { maxToken: 16 }, over: 'token' },
    { name: 'a string inside a skipped object', text: `[{"a":[${s(17)}]}]`, limits: { maxToken: 16 }, over: 'token' },
    { name: 'depth at the limit', text: `[${nest(3)}]`, limits: { maxDepth: 4 }, over: null },
    { name: 'depth one over, in a skipped value', text: `[${nest(4)}]`, limits: { maxDepth: 4 }, over: 'depth' },
    { name: 'brackets inside a string are not depth', text: `["[[[[[[[["]`, limits: { maxDepth: 2 }, over: null },
  ])('$name', ({ text, limits, over }) => {
    // The same answer whatever the chunk size: whole, and byte by byte (every string split across chunks).
    for (const size of [text.length, 1, 3]) expect(scan(text, limits, size)?.limit ?? null, `chunks of ${size}`).toBe(over);
  });

  it('a captured value is bounded as a whole', () => {
    const obj = `[{"a":"xxxx","b":"xxxx","c":"xxxx"}]`;
    expect(scan(obj, { maxToken: 16 }, obj.length, true)?.limit).toBe('token');
    expect(scan(obj, { maxToken: 16 }, 1, true)?.limit).toBe('token');
    expect(scan(obj, { maxToken: 64 }, 1, true)).toBeNull();
  });

  it('depth counts the containers the scanner walks into', () => {
    const deep = nest(6);
    const walk = (limits: JsonLimits) => {
      const scanner = new JsonScanner({ decide: () => 'descend', value: () => undefined }, limits);
      try {
        scanner.push(Buffer.from(deep));
        return null;
      } catch (e) {
        return e instanceof JsonLimitError ? e.limit : e;
      }
    };
    expect(walk({ maxDepth: 6 })).toBeNull();
    expect(walk({ maxDepth: 5 })).toBe('depth');
  });
});
