/**
 * Debian tools some tests need (poppler-utils' pdftotext and pdftoppm, chromium). Outside CI a test that needs a
 * missing tool is skipped with the reason shown; with CI=true it fails instead, because .ci/run installs them.
 */
import { spawnSync } from 'node:child_process';
import { it } from 'vitest';

export function findTool(name: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const found = r.status === 0 ? r.stdout.trim() : '';
  return found !== '' ? found : undefined;
}

export const IN_CI = process.env.CI === 'true';

/**
 * When `tool` is missing: in CI, a failing test naming the package to install; elsewhere, a skipped test whose name is
 * the reason. Returns whether the tool is there (run the real tests only then).
 */
export function requireTool(tool: string, debianPackage: string): boolean {
  if (findTool(tool) !== undefined) return true;
  const reason = `${tool} not found (Debian package ${debianPackage}; .ci/run installs it)`;
  if (IN_CI) {
    it(`CI=true needs ${tool}`, () => {
      throw new Error(`${reason}: tests that need it cannot be skipped in CI`);
    });
  } else {
    it.skip(`${reason}; tests that need it are skipped`, () => undefined);
  }
  return false;
}
