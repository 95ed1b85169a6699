/**
 * The tests Stryker runs against each mutant (stryker.config.json): the table tests that exercise src/rules, src/check
 * and src/parse in-process (test/commander: the Commander-family and companion rules with hand-written card facts; test/diff: `deckcheck diff` run in-process). Left out: tests of the built CLI, the card database and the shared reference data (they
 * run dist/ and cannot see a mutant), and the fuzz and property tests, which cover every line and take seconds each,
 * so every mutant would pay for them: they run in `npm test`; the mutation score is the table tests' alone.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts', 'test/parse/**/*.test.ts', 'test/input/**/*.test.ts', 'test/check/**/*.test.ts', 'test/commander/**/*.test.ts', 'test/diff/**/*.test.ts'],
    exclude: ['**/*fuzz*.test.ts', '**/*.property.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    // Loads the lazily imported modules before any test, so their module-level code counts as static (see the file).
    setupFiles: ['test/stryker-preload.ts'],
  },
});
