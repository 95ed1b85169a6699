/**
 * Stryker only (vitest.stryker.config.ts, setupFiles): load before any test the modules the CLI imports lazily
 * (src/cli/run.ts, src/api/), so their module-level code (rule metas, registries, tables) runs while no test is
 * running and Stryker sees it as static, which `ignoreStatic` leaves out. Without this, the first test of
 * test/diff/diff.test.ts (the CLI in-process) loads src/rules and is counted as the only test covering every rule's
 * meta: those mutants were then tested against that one test alone and "survived" (2026-12-01, branch mutrulesb).
 */
import '../src/api/engine.js';
import '../src/api/node.js';
import '../src/cli/run.js';
import '../src/cli/check/action.js';
import '../src/cli/event/action.js';
import '../src/cli/diff/action.js';
import '../src/cli/convert/action.js';
import '../src/data/banlists.js';
import '../src/variants/special-cards.js';
import '../src/db/load.js';
import '../src/rules/index.js';
