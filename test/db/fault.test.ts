/**
 * Fault injection: `db import` and `db update` run as real processes and are killed (SIGKILL) at seeded random
 * moments — while starting, reading, compiling — and, every other time, just after the new database's temporary file
 * appears (writing, flushing, renaming). After each kill the database is the old one or
 * the new one, complete (`db status` works, the file decodes in full, the card count is one of the two), and the next
 * run removes the temporary files the killed one left. Two imports at once leave one complete database.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDatabase } from '../../src/db/file.js';
import { importCardFile } from '../../src/db/import.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { BIN_BUILT, REPO, rng, runCli } from '../helpers.js';
import { DB_FIXTURES, IMPORTED_AT, removeTempDirs, tempDir } from './db-helpers.js';

const SEED = 14;
const KILLS = { import: 8, update: 5 };
const OLD_CARDS = 28;

/** A Scryfall oracle-cards file of `n` cards, made from a card of the fixture (the fields deckcheck reads). */
function manyCards(n: number, name: string): string {
  const lines = readFileSync(DB_FIXTURES.scryfallOracle, 'utf8').split('\n');
  const whole = JSON.parse(lines.find((l) => l.includes('"layout":"normal"'))?.replace(/,$/, '') ?? '{}') as Record<string, unknown>;
  const card = Object.fromEntries(['object', 'lang', 'layout', 'type_line', 'oracle_text', 'legalities'].map((k) => [k, whole[k]]));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = createHash('md5').update(`${name} ${i}`).digest('hex');
    const oracle = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    out.push(JSON.stringify({ ...card, name: `Fault Card ${i}`, oracle_id: oracle, id: oracle }));
  }
  const file = path.join(tempDir(), name);
  writeFileSync(file, `[\n${out.join(',\n')}\n]\n`);
  return file;
}

function bin(argv: readonly string[]): { exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; kill: () => void } {
  const child = spawn(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '' },
    stdio: 'ignore',
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { exited, kill: () => child.kill('SIGKILL') };
}

/** The database in `dir` is whole: `db status` reads it, the file decodes in full; its card count. */
async function intact(dir: string): Promise<number> {
  const r = await runCli(['db', 'status', '--json', '--data-dir', dir]);
  expect(r.code, r.stderr).toBe(0);
  const status = JSON.parse(r.stdout) as { cards: number };
  expect(decodeDatabase(readFileSync(path.join(dir, DB_FILE_NAME))).header.cards).toBe(status.cards);
  return status.cards;
}

const NEW_CARDS = 4_000;

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
let newFile = '';
let oldDb = '';
let server: http.Server;
let base = '';

beforeAll(async () => {
  newFile = manyCards(NEW_CARDS, 'oracle-cards-20240102100000.json');
  const gz = gzipSync(readFileSync(newFile));
  const sha = createHash('sha256').update(gz).digest('hex');
  server = http.createServer((req, res) => {
    if (req.url?.endsWith('.sha256')) res.writeHead(200).end(`${sha}  cards.json.gz\n`);
    else res.writeHead(200, { 'content-length': String(gz.length) }).end(gz);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = tempDir();
  await importCardFile(DB_FIXTURES.atomic, dir, { now: IMPORTED_AT });
  oldDb = path.join(dir, DB_FILE_NAME);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  removeTempDirs();
});

describe.skipIf(!BIN_BUILT || process.platform === 'win32')(`killed at random points (seed ${SEED})`, () => {
  it.each([
    { kind: 'import', argv: (dir: string) => ['db', 'import', '--data-dir', dir, newFile], kills: KILLS.import },
    { kind: 'update', argv: (dir: string) => ['db', 'update', '--data-dir', dir, '--url', `${base}/cards.json.gz`], kills: KILLS.update },
  ])('db $kind: the old database or the new one, never a broken one', async ({ argv, kills }) => {
    // How long an uninterrupted run takes: kills are spread over that time and a little beyond.
    const whole = tempDir();
    copyFileSync(oldDb, path.join(whole, DB_FILE_NAME));
    const started = Date.now();
    const full = bin(argv(whole));
    expect((await full.exited).code).toBe(0);
    const span = (Date.now() - started) * 1.2;
    expect(await intact(whole)).toBe(NEW_CARDS);

    const random = rng(SEED);
    const outcomes: number[] = [];
    const dirs: string[] = [];
    for (let k = 0; k < kills; k++) {
      const dir = tempDir();
      copyFileSync(oldDb, path.join(dir, DB_FILE_NAME));
      dirs.push(dir);
      const run = bin(argv(dir));
      if (k % 2 === 0) await sleep(Math.round(random() * span));
      else {
        // Aim at the moment that matters: the new database is being written (its temporary file exists) or renamed.
        let done = false;
        void run.exited.then(() => (done = true));
        while (!done && !readdirSync(dir).some((f) => f.startsWith(`.${DB_FILE_NAME}.`))) await sleep(2);
        await sleep(Math.round(random() * 30));
      }
      run.kill();
      await run.exited;
      const cards = await intact(dir);
      expect([OLD_CARDS, NEW_CARDS]).toContain(cards);
      outcomes.push(cards);
    }
    // What a killed run left behind (a temporary database or download) is removed by the next run.
    for (const dir of dirs) {
      await importCardFile(DB_FIXTURES.allPrintings, dir, { now: IMPORTED_AT });
      expect(readdirSync(dir)).toEqual([DB_FILE_NAME]);
    }
    expect(outcomes).toHaveLength(kills);
  }, 120_000);

  it('two imports at once: both finish, one complete database, nothing left behind', async () => {
    const other = manyCards(2_000, 'other-cards.json');
    for (let round = 0; round < 2; round++) {
      const dir = tempDir();
      copyFileSync(oldDb, path.join(dir, DB_FILE_NAME));
      const a = bin(['db', 'import', '--data-dir', dir, newFile]);
      const b = bin(['db', 'import', '--data-dir', dir, other]);
      expect([(await a.exited).code, (await b.exited).code]).toEqual([0, 0]);
      expect([NEW_CARDS, 2_000]).toContain(await intact(dir));
      expect(readdirSync(dir)).toEqual([DB_FILE_NAME]);
    }
  }, 60_000);
});
