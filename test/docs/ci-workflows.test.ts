/**
 * The GitHub Actions workflows of docs/guides/ci.md would run (issue 41 item 15): a Node.js line package.json's
 * `engines` supports, `permissions: security-events: write` on every job that uploads SARIF, and a `category` on
 * every SARIF upload (code scanning keeps one set of results per tool and category). Read from the YAML blocks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers.js';

const guide = readFileSync(path.join(REPO, 'docs/guides/ci.md'), 'utf8');
const workflows = [...guide.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').filter((y) => /^jobs:$/m.test(y));
const engines = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

/** The Node.js majors `engines` names: "^22 || ^24 || >=26" → 22, 24, and every major from 26. */
function supported(major: number): boolean {
  return engines.split('||').some((part) => {
    const p = part.trim();
    const caret = /^\^(\d+)$/.exec(p);
    if (caret) return Number(caret[1]) === major;
    const from = /^>=(\d+)$/.exec(p);
    return from ? major >= Number(from[1]) : false;
  });
}

describe('the workflows of docs/guides/ci.md', () => {
  it('there are workflows to check', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(2);
  });

  it.each(workflows.map((w, i) => [i + 1, w] as const))('workflow %i: a Node.js line the package supports', (_, yaml) => {
    for (const [, version = ''] of yaml.matchAll(/node-version: (\d+)/g)) {
      expect(supported(Number(version)), `node-version ${version} against engines ${engines}`).toBe(true);
    }
    expect(supported(20)).toBe(false);
  });

  it.each(workflows.map((w, i) => [i + 1, w] as const))('workflow %i: security-events: write and a category for each SARIF upload', (_, yaml) => {
    const uploads = yaml.split(/\n(?= {6}- )/).filter((step) => step.includes('uses: github/codeql-action/upload-sarif'));
    if (uploads.length === 0) return;
    expect(yaml).toMatch(/^ {4}permissions:\n(?: {6}[\w-]+: \w+.*\n)* {6}security-events: write/m);
    for (const step of uploads) {
      expect(step).toMatch(/category: [\w-]+/);
      expect(step).toMatch(/upload-sarif@v4/);
    }
  });
});
