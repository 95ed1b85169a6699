/**
 * The card database from the command line: `db import`, `db status`, `db update` (against an HTTP server this test
 * starts on 127.0.0.1: a good download, a redirect, a bad checksum, a transfer cut short, a server error), and `check`
 * with `--data-dir`, DECKCHECK_DATA_DIR, the XDG cache directory, `--no-db`. Every case runs in-process and as a real
 * process through bin/deckcheck.js.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { importCardFile } from '../../src/db/import.js';
import { DB_FORMAT_VERSION } from '../../src/db/file.js';
import { DB_FILE_NAME } from '../../src/db/paths.js';
import { ReportSchema } from '../../src/report/schema.js';
import { DB_FIXTURES, IMPORTED_AT, removeTempDirs, tempDir } from '../db/db-helpers.js';
import { BIN_BUILT, REPO, runCli, type CliResult } from '../helpers.js';

const binBuilt = BIN_BUILT;

function runBin(argv: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

// --- data directories -----------------------------------------------------------------------------------------

let dbDir = '';
let emptyDir = '';
let damagedDir = '';
let olderDir = '';
let xdgHome = '';
let home = '';

// --- a local HTTP server playing MTGJSON ------------------------------------------------------------------------

const gz = gzipSync(readFileSync(DB_FIXTURES.atomic));
const sha = createHash('sha256').update(gz).digest('hex');
let server: http.Server;
let base = '';

function serve(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '';
  const [, kind = '', file = ''] = url.split('/');
  const sum = file.endsWith('.sha256');
  if (kind === 'redirect') {
    res.writeHead(302, { location: `/ok/${file}` }).end();
  } else if (kind === 'nosum' && sum) {
    res.writeHead(404).end('not found');
  } else if (sum) {
    const digest = kind === 'badsum' ? createHash('sha256').update('something else').digest('hex') : sha;
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${digest}  AtomicCards.json.gz\n`);
  } else if (kind === 'error') {
    res.writeHead(500, 'Internal Server Error').end('oops');
  } else if (kind === 'chunked') {
    // No content-length: the size is known only as the bytes arrive.
    res.writeHead(200);
    res.end(gz);
  } else if (kind === 'partial') {
    // Promise the whole file, send half, then drop the connection.
    res.writeHead(200, { 'content-length': String(gz.length) });
    res.write(gz.subarray(0, gz.length >> 1), () => res.destroy());
  } else {
    res.writeHead(200, { 'content-length': String(gz.length) }).end(gz);
  }
}

beforeAll(async () => {
  dbDir = tempDir();
  await importCardFile(DB_FIXTURES.atomic, dbDir, { now: IMPORTED_AT });
  emptyDir = tempDir();
  damagedDir = tempDir();
  writeFileSync(
    path.join(damagedDir, DB_FILE_NAME),
    `deckcheck-card-database\n{"formatVersion":${DB_FORMAT_VERSION},"bytes":5}\n`,
  );
  // A database of format 1 (before card facts): it must be imported again.
  olderDir = tempDir();
  writeFileSync(path.join(olderDir, DB_FILE_NAME), 'deckcheck-card-database\n{"formatVersion":1,"bytes":5}\n');
  xdgHome = tempDir();
  await importCardFile(DB_FIXTURES.scryfallOracle, path.join(xdgHome, 'deckcheck'), { now: IMPORTED_AT });
  home = tempDir();
  await importCardFile(DB_FIXTURES.allPrintings, path.join(home, '.cache', 'deckcheck'), { now: IMPORTED_AT });
  server = http.createServer(serve);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  removeTempDirs();
});

// --- cases --------------------------------------------------------------------------------------------------------

const TYPOS = 'fixtures/rules/unknown-card/illegal-typos.txt';
const FOREIGN = 'fixtures/rules/card-database/foreign-and-english.txt';

interface Case {
  name: string;
  argv: () => string[];
  env?: () => Record<string, string>;
  code: number;
  check?: (r: CliResult) => void;
}

const cases: Case[] = [
  {
    name: 'db import: reads the file, says what it imported',
    argv: () => ['db', 'import', '--data-dir', tempDir(), DB_FIXTURES.allPrintings],
    code: 0,
    check: (r) => {
      expect(r.stdout).toMatch(/^Imported MTGJSON AllPrintings 5\.2\.2\+20240102 \(2024-01-02\) from mtgjson-allprintings\.json/);
      expect(r.stdout).toContain('28 cards · 36 English names (cards and faces) · 21 foreign names in 7 languages');
    },
  },
  {
    name: 'db import: a file that is not card data, exit 2 with the reason',
    argv: () => ['db', 'import', '--data-dir', tempDir(), 'package.json'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/^deckcheck: .*package\.json holds no cards deckcheck recognises.*The card database was not changed\.\n$/),
  },
  {
    name: 'db import: a missing file',
    argv: () => ['db', 'import', '--data-dir', tempDir(), 'no-such-file.json'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/no-such-file\.json: no such file; check the path/),
  },
  {
    name: 'db status: source, date, counts, languages',
    argv: () => ['db', 'status', '--data-dir', dbDir],
    code: 0,
    check: (r) => {
      expect(r.stdout).toContain('Source         MTGJSON AtomicCards 5.2.2+20240102, from mtgjson-atomic.json');
      expect(r.stdout).toContain('Date           2024-01-02 (imported 2024-02-03T04:05:06Z)');
      expect(r.stdout).toContain('Cards          28');
      expect(r.stdout).toContain('Names          36 English (card and face names), 21 foreign, 0 other printed names');
      // AtomicCards has no per-printing facts, and status says so.
      expect(r.stdout).toContain(
        'Holds          characteristics (costs, types, text, colour identity) · no printings or sets: MTGJSON AtomicCards has no per-printing facts',
      );
      expect(r.stdout).toMatch(/Languages +de German 6 · es Spanish 4 · fr French 4 · ja Japanese 4 · pt Portuguese \(Brazil\) 1 · ru Russian 1 · zhs Chinese Simplified 1/);
    },
  },
  {
    name: 'db status --json',
    argv: () => ['db', 'status', '--json', '--data-dir', dbDir],
    code: 0,
    check: (r) => {
      const doc = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(doc).toMatchObject({ present: true, source: 'MTGJSON AtomicCards', date: '2024-01-02', cards: 28, names: 36, foreignNames: 21 });
      expect(doc).toMatchObject({ holds: { characteristics: true, printings: false }, sets: 0, aliases: 0, skipped: {} });
    },
  },
  {
    name: 'db status --json: an AllPrintings database holds printings and a set table',
    argv: () => ['db', 'status', '--json', '--data-dir', path.join(home, '.cache', 'deckcheck')],
    code: 0,
    check: (r) => {
      const doc = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(doc).toMatchObject({ source: 'MTGJSON AllPrintings', holds: { characteristics: true, printings: true }, sets: 25 });
    },
  },
  {
    name: 'db status without a database: exit 1, how to get one',
    argv: () => ['db', 'status', '--data-dir', emptyDir],
    code: 1,
    check: (r) => expect(r.stdout).toMatch(/No card database in .*\nGet one with "deckcheck db update"/),
  },
  {
    name: 'db status: DECKCHECK_DATA_DIR',
    argv: () => ['db', 'status'],
    env: () => ({ DECKCHECK_DATA_DIR: dbDir }),
    code: 0,
    check: (r) => expect(r.stdout).toContain('MTGJSON AtomicCards'),
  },
  {
    name: 'db status: the XDG cache directory',
    argv: () => ['db', 'status'],
    env: () => ({ XDG_CACHE_HOME: xdgHome, HOME: home }),
    code: 0,
    check: (r) => expect(r.stdout).toContain(`Card database  ${path.join(xdgHome, 'deckcheck', DB_FILE_NAME)}`),
  },
  {
    name: 'db status: ~/.cache/deckcheck',
    argv: () => ['db', 'status'],
    env: () => ({ HOME: home }),
    code: 0,
    check: (r) => expect(r.stdout).toContain('MTGJSON AllPrintings'),
  },
  {
    name: 'db status: nowhere to look, exit 2',
    argv: () => ['db', 'status'],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/no data directory: give --data-dir <dir> or set DECKCHECK_DATA_DIR/),
  },
  {
    name: 'db status: a damaged database, exit 2',
    argv: () => ['db', 'status', '--data-dir', damagedDir],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/cannot be used: .*damaged.*Import it again/),
  },
  {
    name: 'db status: a database of an older format (before card facts), exit 2',
    argv: () => ['db', 'status', '--data-dir', olderDir],
    code: 2,
    check: (r) => expect(r.stderr).toMatch(/different version of deckcheck \(format 1, this version reads 2, 3, 4 and 5\).*Import it again/),
  },
  { name: 'db without a subcommand: help, exit 2', argv: () => ['db'], code: 2, check: (r) => expect(r.stderr).toMatch(/Usage: deckcheck db/) },
  {
    name: 'check --data-dir: unknown names with suggestions, in the JSON report',
    argv: () => ['check', '--data-dir', dbDir, '--format', 'casual', '--date', '2024-02-01', '-r', 'json', TYPOS],
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.cardDatabase).toEqual({
        source: 'MTGJSON AtomicCards',
        version: '5.2.2+20240102',
        date: '2024-01-02',
        cards: 28,
        names: 36,
        foreignNames: 21,
        languages: ['de', 'es', 'fr', 'ja', 'pt', 'ru', 'zhs'],
        builtIn: false,
      });
      expect(doc.notes).toEqual([]);
      expect(doc.findings.map((f) => [f.rule, f.line, f.suggestions])).toEqual([
        ['unknown-card', 2, ['Lightning Bolt']],
        ['unknown-card', 3, ['Tarmogoyf']],
        ['unknown-card', 4, []],
        ['unknown-card', 8, ['Thoughtseize']],
        ['unknown-card', 9, ['Jace Beleren', 'Jace, the Mind Sculptor']],
      ]);
      // No note with a current database: only the summary line.
      expect(r.stderr).toMatch(/^deckcheck: 1 deck: 5 errors, 0 warnings \(\d+\.\d\d s\)\n$/);
    },
  },
  {
    name: 'check: foreign names in the stylish report and the JSON deck summary',
    argv: () => ['check', '--data-dir', dbDir, '--date', '2024-02-01', '-r', 'stylish', '-r', `json:${path.join(tempDir(), 'r.json')}`, FOREIGN],
    code: 1,
    check: (r) => {
      expect(r.stdout).toMatch(/4:1 +reads "Blitzschlag" as Lightning Bolt \(German\)/);
      expect(r.stdout).toContain('card database MTGJSON AtomicCards 2024-01-02');
      expect(r.stdout).toMatch(/also line 4 \(2, main, written "Blitzschlag"\)/);
      expect(r.stdout).toMatch(/"Fire" could mean "Fire \/\/ Ice" or "Start \/\/ Fire"/);
    },
  },
  {
    name: 'check --no-db: the embedded facts only, and the note says so',
    argv: () => ['check', '--no-db', '--data-dir', dbDir, '-r', 'json', TYPOS],
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.cardDatabase).toBeNull();
      expect(doc.findings).toEqual([]);
      expect(r.stderr).toMatch(/No card database is loaded/);
    },
  },
  {
    name: 'check: DECKCHECK_DATA_DIR',
    argv: () => ['check', '-r', 'json', '--date', '2024-02-01', TYPOS],
    env: () => ({ DECKCHECK_DATA_DIR: dbDir }),
    code: 1,
    check: (r) => expect(ReportSchema.parse(JSON.parse(r.stdout)).cardDatabase?.source).toBe('MTGJSON AtomicCards'),
  },
  {
    name: 'check: the XDG cache directory by default',
    argv: () => ['check', '-r', 'json', '--date', '2024-02-01', TYPOS],
    env: () => ({ XDG_CACHE_HOME: xdgHome }),
    code: 1,
    check: (r) => expect(ReportSchema.parse(JSON.parse(r.stdout)).cardDatabase?.source).toBe('Scryfall oracle-cards'),
  },
  {
    name: 'check: a default directory without a database: the built-in card data (names after its date: warnings)',
    argv: () => ['check', '-r', 'json', '--date', '2026-12-01', TYPOS],
    env: () => ({ HOME: emptyDir }),
    code: 0,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      expect(doc.cardDatabase).toMatchObject({ source: 'MTGJSON AllPrintings', date: '2026-08-22', builtIn: true, foreignNames: 0 });
      expect(r.stderr).not.toMatch(/No card database is loaded/);
      const unknown = doc.findings.filter((f) => f.rule === 'unknown-card');
      expect(unknown.length).toBeGreaterThan(0);
      expect(unknown.every((f) => f.severity === 'warning')).toBe(true);
      expect(unknown[0]?.message).toMatch(/^"Lightening Bolt" is not in the card data of 2026-08-22; a newer card\? deckcheck db update\. Did you mean "Lightning Bolt"/);
    },
  },
  {
    name: 'check: the same on the built-in data\'s own day: unknown-card errors, exit 1',
    argv: () => ['check', '-r', 'json', '--date', '2026-08-22', TYPOS],
    env: () => ({ HOME: emptyDir }),
    code: 1,
    check: (r) => {
      const doc = ReportSchema.parse(JSON.parse(r.stdout));
      const unknown = doc.findings.filter((f) => f.rule === 'unknown-card');
      expect(unknown.length).toBeGreaterThan(0);
      expect(unknown.every((f) => f.severity === 'error')).toBe(true);
      expect(unknown[0]).toMatchObject({ line: 2, suggestions: ['Lightning Bolt', 'Lightning Colt'] });
      expect(unknown[0]?.message).toMatch(/is not a card name in the built-in card data of 2026-08-22\. Did you mean "Lightning Bolt"/);
    },
  },
  {
    name: 'check --no-db with a default directory without a database: no card data, a hint on how to get it',
    argv: () => ['check', '--no-db', '-r', 'json', TYPOS],
    env: () => ({ HOME: emptyDir }),
    code: 0,
    check: (r) => {
      expect(JSON.parse(r.stdout)).toMatchObject({ cardDatabase: null });
      expect(r.stderr).toMatch(/No card database is loaded/);
    },
  },
  {
    name: 'check: a damaged database, exit 2 naming it',
    argv: () => ['check', '--data-dir', damagedDir, TYPOS],
    code: 2,
    check: (r) => {
      expect(r.stderr).toMatch(/^deckcheck: the card database .*cards\.db cannot be used: .*--no-db\)\.\n$/);
      expect(r.stdout).toBe('');
    },
  },
];

describe.each([
  ['in-process', false],
  ['real process', true],
] as const)('db CLI (%s)', (_label, real) => {
  it.skipIf(real && !binBuilt).each(cases)('$name', async (c) => {
    const argv = c.argv();
    const env = c.env?.() ?? {};
    const r = real ? await runBin(argv, env) : await runCli(argv, env);
    expect(r.code, `stderr: ${r.stderr}`).toBe(c.code);
    c.check?.(r);
    if (c.code === 2) expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  describe('db update', () => {
    async function update(kind: string, extra: readonly string[] = []) {
      const dir = tempDir();
      await importCardFile(DB_FIXTURES.scryfallOracle, dir, { now: IMPORTED_AT });
      const before = readFileSync(path.join(dir, DB_FILE_NAME));
      const argv = ['db', 'update', '--data-dir', dir, '--url', `${base}/${kind}/AtomicCards.json.gz`, ...extra];
      const r = real ? await runBin(argv) : await runCli(argv);
      const after = readFileSync(path.join(dir, DB_FILE_NAME));
      return { r, unchanged: after.equals(before), files: readdirSync(dir), dir };
    }

    it.skipIf(real && !binBuilt)('downloads, verifies the SHA-256, imports', async () => {
      const { r, unchanged, files } = await update('ok');
      expect(r.code, r.stderr).toBe(0);
      expect(unchanged).toBe(false);
      expect(files).toEqual([DB_FILE_NAME]);
      expect(r.stdout).toMatch(/^Updated the card database: MTGJSON AtomicCards 5\.2\.2\+20240102 \(2024-01-02\)/);
      expect(r.stdout).toContain(`SHA-256 ${sha} verified`);
      expect(r.stderr).toContain('deckcheck: fetching the checksum');
      expect(r.stderr).not.toContain('%'); // no progress bar when stderr is not a terminal
    });

    it.skipIf(real && !binBuilt)('follows a redirect', async () => {
      const { r } = await update('redirect');
      expect(r.code, r.stderr).toBe(0);
    });

    it.skipIf(real && !binBuilt).each([
      ['badsum', /does not match its published SHA-256 \(expected [0-9a-f]{64}, got [0-9a-f]{64}\)/],
      ['partial', /the transfer (ended|broke off) after \d+ (of \d+ )?bytes/],
      ['error', /the server answered 500 Internal Server Error/],
      ['nosum', /AtomicCards\.json\.gz\.sha256: the server answered 404/],
    ])('%s: a clear message, the old database kept', async (kind, message) => {
      const { r, unchanged, files } = await update(kind);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/The card database was not changed/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(unchanged).toBe(true);
      expect(files).toEqual([DB_FILE_NAME]);
    });

    it.skipIf(real && !binBuilt).each([
      ['ok', /AtomicCards\.json\.gz is \d+ bytes \(the server says so\), more than 1 KiB, over the download-size limit/],
      ['chunked', /AtomicCards\.json\.gz sent more than 1 KiB, over the download-size limit/],
    ])('%s: a download over --max-download is refused, the old database kept', async (kind, message) => {
      expect(gz.length).toBeGreaterThan(1024);
      const { r, unchanged, files } = await update(kind, ['--max-download', '1KiB']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(
        /of 1 KiB; if it is genuine card data, raise the limit with --max-download 2KiB or DECKCHECK_MAX_DOWNLOAD=2KiB; the card database was not changed\n$/,
      );
      expect(unchanged).toBe(true);
      expect(files).toEqual([DB_FILE_NAME]);
      // The same file within the limit (here raised by the environment variable) is imported.
      const dir = tempDir();
      const argv = ['db', 'update', '--data-dir', dir, '--url', `${base}/${kind}/AtomicCards.json.gz`];
      const env = { DECKCHECK_MAX_DOWNLOAD: '1MiB' };
      expect((real ? await runBin(argv, env) : await runCli(argv, env)).code).toBe(0);
    });
  });
});

describe('db update on a terminal', () => {
  it('shows a progress bar on standard error', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    let stderr = '';
    const code = await run(['db', 'update', '--data-dir', dir, '--url', `${base}/ok/AtomicCards.json.gz`], {
      stdout: () => undefined,
      stderr: (t) => (stderr += t),
      cwd: REPO,
      env: {},
      stdoutIsTTY: false,
      stderrIsTTY: true,
    });
    expect(code).toBe(0);
    expect(stderr).toMatch(/\rdownloading \[#{30}\] 100% /);
  });
});
