/** Shared test helpers: paths, the reference data folder, and running the CLI in-process. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { run } from '../src/cli/run.js';
import type { Finding } from '../src/diagnostic.js';
import type { CliIo } from '../src/cli/io.js';
import { IN_CI } from './system-tools.js';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
export const FIXTURES = path.join(REPO, 'fixtures');
/** ../shared/data beside the repository: real reference data, read in place, never copied in. */
export const SHARED_DATA = path.resolve(REPO, '..', 'shared', 'data');

/**
 * Whether the tests that read a piece of reference data run. Outside CI they are skipped (with SHARED_SKIP_REASON in
 * a test's name) when it is absent. With CI=true they always run: CI has ../shared, so an absent folder or file is a
 * broken setup, and its tests fail on the missing path instead of passing as skipped (as requireTool does for the
 * system tools, test/system-tools.ts).
 */
export function sharedTestsRun(present: boolean, inCi: boolean = IN_CI): boolean {
  return present || inCi;
}

/** Whether the tests that read ../shared/data run (see sharedTestsRun). */
export const HAS_SHARED = sharedTestsRun(existsSync(SHARED_DATA));
export const SHARED_SKIP_REASON = `reference data not found at ${SHARED_DATA}; tests that read it are skipped (with CI=true they fail instead)`;

/** Whether the tests that read one file of the reference data run (see sharedTestsRun). */
export function hasSharedFile(file: string): boolean {
  return sharedTestsRun(existsSync(file));
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Run the CLI in-process, from the repository root (or `cwd`), without colour unless the env asks for it; `tty`:
 * standard output is a terminal.
 */
export async function runCli(argv: readonly string[], env: Record<string, string | undefined> = {}, cwd = REPO, tty = false): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
    env,
    stdoutIsTTY: tty,
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

export function fixture(...parts: string[]): string {
  return path.posix.join('fixtures', ...parts);
}

/** Run the built CLI as a real process (bin/deckcheck.js), from the repository root, with a minimal environment. */
export function runBin(argv: readonly string[], env: Record<string, string> = {}): CliResult {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin/deckcheck.js'), ...argv], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Whether `npm run build` has produced the CLI the real-process cases run. */
export const BIN_BUILT = existsSync(path.join(REPO, 'dist/bundle/run.js'));

/** mulberry32: a small seeded PRNG, so random tests reproduce. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rule tables: the report has exactly the expected findings, in order; only the keys each expectation states are
 * compared. The verdict follows from them, and every finding has a reference and a real message.
 */
export function expectFindings<T extends { readonly severity?: string }>(
  report: { readonly findings: readonly Finding[]; readonly legal: boolean },
  expected: readonly T[],
): void {
  expect(report.findings).toHaveLength(expected.length);
  expected.forEach((want, i) => {
    const actual = report.findings[i] as unknown as Record<string, unknown> | undefined;
    const picked = Object.fromEntries(
      Object.keys(want as object).map((k) => [
        k,
        k === 'suggestions' ? (actual?.suggestions ?? []) : actual?.[k],
      ]),
    );
    expect(picked).toEqual(want);
  });
  expect(report.legal).toBe(!expected.some((f) => (f.severity ?? 'error') === 'error'));
  for (const f of report.findings) {
    expect(f.reference.length).toBeGreaterThan(0);
    expect(f.message.length).toBeGreaterThan(20);
  }
}
