/**
 * The Node-free import (src/db/import-core.ts, reached from deckcheck/browser as importCardData, gzip through
 * DecompressionStream and fflate for further members) against `db import`'s Node path (node:zlib, the file read by
 * fs): the same cards.db bytes for every fixture, plain and gzip, whatever the chunk sizes; the same refusals, word for
 * word (but the byte offset where a limit was seen), for bad JSON, files over a limit (the gzip bomb of many members)
 * and damaged gzip.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importCardData, webGunzip } from '../../src/db/import-browser.js';
import { compileCardFile, ImportError } from '../../src/db/import.js';
import { DB_FIXTURES, IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

afterAll(removeTempDirs);

/** `bytes` in chunks of `size` bytes (the last one shorter), as a stream hands them on. */
async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The file imported by the Node-free core, named by its path as `db import` names it. */
function viaCore(file: string, size: number, limits?: { maxString?: number; maxBytes?: number; maxDepth?: number }) {
  const bytes = readFileSync(file);
  return importCardData(chunked(bytes, size), {
    name: file,
    size: bytes.length,
    modified: statSync(file).mtime,
    now: IMPORTED_AT,
    limits,
  });
}

/** The database bytes after the header line (the header records the file's name, the path here). */
function body(bytes: Uint8Array): Uint8Array {
  const first = bytes.indexOf(0x0a);
  return bytes.subarray(bytes.indexOf(0x0a, first + 1) + 1);
}

function write(name: string, content: Uint8Array | string): string {
  const p = path.join(tempDir(), name);
  writeFileSync(p, content);
  return p;
}

const gz = (file: string): string => write(`${path.basename(file)}.gz`, gzipSync(readFileSync(file)));

describe('the Node-free import core gives the bytes db import writes', () => {
  const files = Object.entries(DB_FIXTURES).flatMap(([shape, file]) => [
    { name: `${shape} (JSON)`, file: () => file },
    { name: `${shape} (gzip)`, file: () => gz(file) },
  ]);

  it.each(files)('$name, in chunks of 1 byte to 1 MiB', async ({ file }) => {
    const f = file();
    const node = await compileCardFile(f, { now: IMPORTED_AT, fileName: f });
    for (const size of [1, 7, 4096, 1 << 20]) {
      if (size === 1 && f.endsWith('.gz')) continue; // a gzip file byte by byte is slow and proves nothing more
      const core = await viaCore(f, size);
      expect(Buffer.from(core.bytes).equals(node.bytes)).toBe(true);
      expect(core.info).toEqual(node.info);
    }
  });

  it('a gzip file of several members (gzip -d reads them all) gives the bytes of the plain file', async () => {
    const json = readFileSync(DB_FIXTURES.allPrintings);
    const cut = Math.floor(json.length / 3);
    const members = write('members.json', Buffer.concat([gzipSync(json.subarray(0, cut)), gzipSync(json.subarray(cut, 2 * cut)), gzipSync(json.subarray(2 * cut))]));
    const plain = await compileCardFile(DB_FIXTURES.allPrintings, { now: IMPORTED_AT });
    for (const size of [64, 1 << 20]) {
      const core = await viaCore(members, size);
      expect(Buffer.from(body(core.bytes)).equals(body(plain.bytes))).toBe(true);
      expect(core.info.cards).toBe(plain.info.cards);
    }
  });

  it('without DecompressionStream (an older runtime), gzip is read by fflate alone: the same bytes', async () => {
    const f = gz(DB_FIXTURES.allPrintings);
    const node = await compileCardFile(f, { now: IMPORTED_AT, fileName: f });
    const saved = globalThis.DecompressionStream;
    try {
      (globalThis as { DecompressionStream?: unknown }).DecompressionStream = undefined;
      const core = await viaCore(f, 4096);
      expect(Buffer.from(core.bytes).equals(node.bytes)).toBe(true);
    } finally {
      globalThis.DecompressionStream = saved;
    }
  });

  it('takes a Blob or File: its name, size and date', async () => {
    const bytes = readFileSync(DB_FIXTURES.scryfallOracle);
    const file = new File([bytes], path.basename(DB_FIXTURES.scryfallOracle), { lastModified: Date.UTC(2023, 10, 30) });
    const progress: [number, number][] = [];
    const core = await importCardData(file, { now: IMPORTED_AT, onProgress: (read, total) => progress.push([read, total]) });
    const node = await compileCardFile(DB_FIXTURES.scryfallOracle, { now: IMPORTED_AT });
    expect(Buffer.from(core.bytes).equals(node.bytes)).toBe(true);
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });
});

describe('the same refusals as db import, word for word', () => {
  const atomic = () => readFileSync(DB_FIXTURES.atomic);
  const MIB = 1 << 20;
  /** Many gzip members of one repeated string, as test/db/limits.test.ts builds the bomb of issue 14 (smaller). */
  const bomb = () =>
    write(
      'bomb.json.gz',
      Buffer.concat([
        gzipSync('{"data":{"Opt":[{"name":"Opt","types":["Instant"],"text":"'),
        ...Array.from({ length: 40 }, () => gzipSync(Buffer.alloc(MIB, 'a'), { level: 9 })),
        gzipSync('"}]}}'),
      ]),
    );
  const cases: { name: string; file: () => string; limits?: { maxString?: number; maxBytes?: number; maxDepth?: number }; message: RegExp }[] = [
    { name: 'not JSON', file: () => write('hello.json', 'hello'), message: /not well-formed JSON \(expected a JSON value, found "h"/ },
    { name: 'JSON without cards', file: () => write('a.json', '{"a": 1}'), message: /holds no cards deckcheck recognises/ },
    { name: 'a scalar', file: () => write('n.json', '42'), message: /is not a card data file/ },
    { name: 'a file cut short', file: () => write('cut.json', atomic().subarray(0, 5000)), message: /cut\.json is incomplete: .*download it again/ },
    { name: 'an empty file', file: () => write('nothing.json', ''), message: /no JSON data/ },
    { name: 'the gzip bomb: a 40 MiB string', file: bomb, message: /bomb\.json\.gz has a string, number or card field longer than 1 MiB .*--max-string 2MiB/ },
    { name: 'the gzip bomb under a 16 MiB size limit', file: bomb, limits: { maxBytes: 16 * MIB, maxString: 64 * MIB }, message: /holds more than 16 MiB of JSON once decompressed, over the uncompressed-size limit/ },
    { name: 'nesting over the depth limit', file: () => write('deep.json', `{"data":${'['.repeat(70)}`), message: /nests objects and arrays more than 64 deep/ },
  ];

  it.each(cases)('$name', async ({ file, limits, message }) => {
    const f = file();
    const node = await compileCardFile(f, { now: IMPORTED_AT, limits }).then(() => undefined, (e: unknown) => e);
    const core = await viaCore(f, 65536, limits).then(() => undefined, (e: unknown) => e);
    expect(node).toBeInstanceOf(ImportError);
    expect(core).toBeInstanceOf(ImportError);
    // Word for word, apart from the byte where a limit was seen: it is the end of the decompressor's chunk there.
    const where = (m: string) => m.replace(/at byte \d+/, 'at byte N');
    expect(where((core as Error).message)).toBe(where((node as Error).message));
    expect((core as Error).message).toMatch(message);
  });

  it('a gzip file cut short: damaged or incomplete, download it again (the decompressor names why)', async () => {
    const f = write('cut.json.gz', gzipSync(atomic()).subarray(0, 3000));
    const node = await compileCardFile(f).then(() => undefined, (e: unknown) => e);
    const core = await viaCore(f, 1024).then(() => undefined, (e: unknown) => e);
    const sentence = /^(.*cut\.json\.gz is a damaged or incomplete gzip file) \((.+)\); download it again$/;
    expect((node as Error).message).toMatch(sentence);
    expect((core as Error).message).toMatch(sentence);
    expect(sentence.exec((core as Error).message)?.[1]).toBe(sentence.exec((node as Error).message)?.[1]);
  });

  it('gunzip stops reading the source when the reader stops', async () => {
    let pulled = 0;
    let closed = false;
    const source = (async function* () {
      try {
        for (let i = 0; i < 1000; i++) {
          pulled++;
          yield gzipSync(Buffer.alloc(MIB, 'a'));
        }
      } finally {
        closed = true;
      }
    })();
    for await (const chunk of webGunzip(source)) {
      if (chunk.length > 0) break;
    }
    expect(closed).toBe(true);
    expect(pulled).toBeLessThan(100); // of 1000: the stream reads a little ahead, then stops
  });
});
