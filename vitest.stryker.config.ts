/**
 * The tests Stryker runs against each mutant (stryker.config.json): every in-process test of src/rules, src/check,
 * src/parse and src/model — the rule and parser tables, test/commander (the Commander-family and companion rules with
 * hand-written card facts), test/diff (`deckcheck diff` run in-process), test/formats (built-in and format-file formats:
 * points tables, pools, Tiny Leaders, Frontier) and test/currency (card data newer than deckcheck's lists:
 * lists-out-of-date, first printings). Left out: tests of the built CLI (they run dist/, which cannot see a mutant),
 * the card database's own tests, tests of the shared reference data (absent from Stryker's sandbox), and the fuzz and
 * property tests, which cover every line and take seconds each, so every mutant would pay for them: they run in
 * `npm test`; the mutation score is the table tests' alone. With `coverageAnalysis: perTest` a mutant runs only the
 * tests that reach it, so a larger set costs the first (dry) run, not each mutant.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts', 'test/parse/**/*.test.ts', 'test/input/**/*.test.ts', 'test/check/**/*.test.ts', 'test/commander/**/*.test.ts', 'test/diff/**/*.test.ts', 'test/formats/**/*.test.ts', 'test/currency/**/*.test.ts'],
    exclude: ['**/*fuzz*.test.ts', '**/*.property.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    // Stryker's sandbox (.stryker-tmp/sandbox-*) has no ../shared beside it: its tests are skipped there, even when the
    // run itself has CI=true (which would make them run and fail; test/helpers.ts, sharedTestsRun).
    env: { CI: 'false' },
    // Loads the lazily imported modules before any test, so their module-level code counts as static (see the file).
    setupFiles: ['test/stryker-preload.ts'],
  },
});
