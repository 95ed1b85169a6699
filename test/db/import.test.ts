/**
 * `db import`: every supported shape, plain and gzip, recognised by content; what the database records; bad input
 * rejected with a clear message; and the previous database left exactly as it was whenever an import fails or is
 * interrupted.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeDatabase } from '../../src/db/file.js';
import { compileCardFile, ImportError, importCardFile } from '../../src/db/import.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { BIN_BUILT, REPO } from '../helpers.js';
import { DB_FIXTURES, IMPORTED_AT, removeTempDirs, tempDir, type FixtureShape } from './db-helpers.js';

afterAll(removeTempDirs);

const SHAPES: { shape: FixtureShape; source: string; version: string | null; foreignNames: number; languages: string[] }[] = [
  { shape: 'atomic', source: 'MTGJSON AtomicCards', version: '5.2.2+20240102', foreignNames: 21, languages: ['de', 'es', 'fr', 'ja', 'pt', 'ru', 'zhs'] },
  { shape: 'allPrintings', source: 'MTGJSON AllPrintings', version: '5.2.2+20240102', foreignNames: 21, languages: ['de', 'es', 'fr', 'ja', 'pt', 'ru', 'zhs'] },
  { shape: 'scryfallOracle', source: 'Scryfall oracle-cards', version: null, foreignNames: 0, languages: [] },
  { shape: 'scryfallDefault', source: 'Scryfall default-cards', version: null, foreignNames: 5, languages: ['es', 'ja'] },
];

function gzCopy(file: string): string {
  const out = path.join(tempDir(), `${path.basename(file)}.gz`);
  writeFileSync(out, gzipSync(readFileSync(file)));
  return out;
}

/** The database bytes after the header (the header records the file name, which differs between copies). */
function body(bytes: Buffer): Buffer {
  return bytes.subarray(bytes.indexOf(0x0a, bytes.indexOf(0x0a) + 1) + 1);
}

describe('importing each supported shape', () => {
  it.each(SHAPES)('$shape → $source', async ({ shape, source, version, foreignNames, languages }) => {
    const { info, bytes } = await compileCardFile(DB_FIXTURES[shape], { now: IMPORTED_AT });
    expect(info).toMatchObject({ source, version, date: '2024-01-02', cards: 28, names: 36, foreignNames });
    expect(Object.keys(info.languages)).toEqual(languages);
    expect(info.formats).toEqual(['commander', 'legacy', 'modern', 'pauper', 'pioneer', 'standard', 'vintage']);
    expect(info.importedAt).toBe('2024-02-03T04:05:06Z');
    // The file reads back, and the gzip copy (recognised by content, whatever its name) gives the same database.
    expect(decodeDatabase(bytes).header.cards).toBe(28);
    const gz = await compileCardFile(gzCopy(DB_FIXTURES[shape]), { now: IMPORTED_AT });
    expect(body(gz.bytes).equals(body(bytes))).toBe(true);
    expect(gz.info.source).toBe(source);
  });

  it('recognises gzip by content, not by name', async () => {
    const disguised = path.join(tempDir(), 'cards.json');
    writeFileSync(disguised, gzipSync(readFileSync(DB_FIXTURES.atomic)));
    expect((await compileCardFile(disguised)).info.source).toBe('MTGJSON AtomicCards');
  });

  it('reads a file with a byte-order mark', async () => {
    const bom = path.join(tempDir(), 'bom.json');
    writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(DB_FIXTURES.scryfallOracle)]));
    expect((await compileCardFile(bom)).info.cards).toBe(28);
  });

  it('takes the date of a Scryfall file from its name', async () => {
    const renamed = path.join(tempDir(), 'oracle-cards-20231130221506.json');
    copyFileSync(DB_FIXTURES.scryfallOracle, renamed);
    expect((await compileCardFile(renamed)).info.date).toBe('2023-11-30');
  });

  it('is reproducible: the same file and import time give the same bytes', async () => {
    const a = await compileCardFile(DB_FIXTURES.allPrintings, { now: IMPORTED_AT });
    const b = await compileCardFile(DB_FIXTURES.allPrintings, { now: IMPORTED_AT });
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });
});

describe('bad input: a clear error, and the previous database unchanged', () => {
  const cases: { name: string; make: (dir: string) => string; message: RegExp }[] = [
    { name: 'not JSON', make: (d) => write(d, 'hello.json', 'hello'), message: /not well-formed JSON \(expected a JSON value, found "h"/ },
    { name: 'JSON without cards', make: (d) => write(d, 'a.json', '{"a": 1}'), message: /holds no cards deckcheck recognises; it reads MTGJSON/ },
    { name: 'an empty list', make: (d) => write(d, 'empty.json', '[]'), message: /holds no cards/ },
    { name: 'Scryfall rulings, not cards', make: (d) => write(d, 'rulings.json', '[{"object":"ruling","comment":"x"}]'), message: /holds no cards/ },
    { name: 'a scalar', make: (d) => write(d, 'n.json', '42'), message: /is not a card data file/ },
    { name: 'a file cut short', make: (d) => write(d, 'cut.json', readFileSync(DB_FIXTURES.atomic).subarray(0, 5000)), message: /cut\.json is incomplete: .*download it again/ },
    { name: 'a gzip file cut short', make: (d) => write(d, 'cut.json.gz', gzipSync(readFileSync(DB_FIXTURES.atomic)).subarray(0, 3000)), message: /damaged or incomplete gzip file/ },
    { name: 'an empty file', make: (d) => write(d, 'nothing.json', ''), message: /holds no JSON data|no JSON data/ },
    { name: 'a missing file', make: (d) => path.join(d, 'missing.json'), message: /missing\.json: no such file; check the path/ },
    { name: 'a directory', make: (d) => d, message: /is a directory/ },
  ];

  function write(dir: string, name: string, content: string | Buffer): string {
    const p = path.join(dir, name);
    writeFileSync(p, content);
    return p;
  }

  it.each(cases)('$name', async ({ make, message }) => {
    const dataDir = tempDir();
    await importCardFile(DB_FIXTURES.atomic, dataDir, { now: IMPORTED_AT });
    const before = readFileSync(path.join(dataDir, DB_FILE_NAME));
    const input = make(tempDir());
    const err = await importCardFile(input, dataDir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as Error).message).toMatch(message);
    expect(readFileSync(path.join(dataDir, DB_FILE_NAME)).equals(before)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([DB_FILE_NAME]);
  });

  it('a data directory that cannot be created: an error naming it', async () => {
    const blocker = path.join(tempDir(), 'not-a-dir');
    writeFileSync(blocker, 'x');
    await expect(importCardFile(DB_FIXTURES.atomic, path.join(blocker, 'db'))).rejects.toThrow(
      /could not write the card database in .*not-a-dir.*the previous one is unchanged/,
    );
  });

  it('replaces the database in one step, leaving no temporary file', async () => {
    const dataDir = tempDir();
    await importCardFile(DB_FIXTURES.atomic, dataDir);
    await importCardFile(DB_FIXTURES.scryfallOracle, dataDir);
    expect(readdirSync(dataDir)).toEqual([DB_FILE_NAME]);
    expect(decodeDatabase(readFileSync(path.join(dataDir, DB_FILE_NAME))).header.source).toBe('Scryfall oracle-cards');
  });
});

const canFifo = process.platform !== 'win32' && existsSync('/usr/bin/mkfifo');
const binBuilt = BIN_BUILT;

describe.skipIf(!canFifo || !binBuilt)('an import killed half-way', () => {
  it('leaves the previous database as it was', async () => {
    const dataDir = tempDir();
    await importCardFile(DB_FIXTURES.atomic, dataDir, { now: IMPORTED_AT });
    const before = readFileSync(path.join(dataDir, DB_FILE_NAME));
    // The new data comes through a pipe: half of it is sent, then the import is killed while it waits for the rest.
    const fifoDir = tempDir();
    mkdirSync(fifoDir, { recursive: true });
    const fifo = path.join(fifoDir, 'cards.json');
    execFileSync('mkfifo', [fifo]);
    const child = spawn(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), 'db', 'import', '--data-dir', dataDir, fifo], {
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const data = readFileSync(DB_FIXTURES.scryfallOracle);
    const pipe = createWriteStream(fifo);
    await new Promise<void>((resolve, reject) => pipe.write(data.subarray(0, data.length / 2), (e) => (e ? reject(e) : resolve())));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    pipe.destroy();
    expect(readFileSync(path.join(dataDir, DB_FILE_NAME)).equals(before)).toBe(true);
    expect(decodeDatabase(readFileSync(path.join(dataDir, DB_FILE_NAME))).header.source).toBe('MTGJSON AtomicCards');
  });
});
