/**
 * The tests that read ../shared/data (real reference data beside the repository): outside CI they are skipped, with
 * the reason shown, when it is absent; with CI=true, where .ci/run has it, they run and fail on the missing path, so a
 * run with no reference data never passes as skipped (test/helpers.ts, sharedTestsRun; the same rule as requireTool).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedFile, SHARED_DATA, sharedTestsRun } from '../helpers.js';
import { IN_CI } from '../system-tools.js';

describe('tests that read ../shared/data', () => {
  it.each([
    // [present, CI=true, the tests run]
    [true, false, true],
    [false, false, false],
    [true, true, true],
    [false, true, true],
  ])('present %s, CI=true %s: they run %s', (present, ci, runs) => {
    expect(sharedTestsRun(present, ci)).toBe(runs);
  });

  it('a file that is not there: skipped outside CI, run (to fail) with CI=true', () => {
    expect(hasSharedFile(`${SHARED_DATA}/no-such-file.json`)).toBe(IN_CI);
  });

  it.runIf(IN_CI)('CI=true: ../shared/data is there', () => {
    expect(existsSync(SHARED_DATA), `${SHARED_DATA}: CI needs the reference data; tests that read it cannot be skipped in CI`).toBe(true);
  });
});
