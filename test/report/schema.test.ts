import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportJsonSchema, ReportSchema } from '../../src/report/schema.js';
import { REPO } from '../helpers.js';
import { VERSION } from '../../src/version.js';

describe('published JSON Schema', () => {
  it('schema/report.schema.json is what the zod schema says (run `npm run schema` after a change)', () => {
    const published = JSON.parse(readFileSync(path.join(REPO, 'schema/report.schema.json'), 'utf8')) as unknown;
    expect(published).toEqual(reportJsonSchema());
  });

  it('requires the documented top-level keys and finding keys', () => {
    const schema = reportJsonSchema() as { required: string[]; properties: { findings: { items: { required: string[] } } } };
    expect(schema.required).toEqual(expect.arrayContaining(['schemaVersion', 'legal', 'findings']));
    expect(schema.properties.findings.items.required).toEqual(
      expect.arrayContaining(['rule', 'severity', 'message', 'file', 'line', 'card', 'count', 'limit', 'reference', 'related']),
    );
  });

  it('rejects a document without schemaVersion 1', () => {
    expect(ReportSchema.safeParse({ schemaVersion: 2 }).success).toBe(false);
  });

  it('the version constant is package.json\'s', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});

/** README.md and every page under docs/ (docs/incoming holds pages the README has not taken in yet). */
function documentation(): string {
  const pages = [path.join(REPO, 'README.md')];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.md')) pages.push(full);
    }
  };
  walk(path.join(REPO, 'docs'));
  return pages.map((p) => readFileSync(p, 'utf8')).join('\n');
}

describe('README', () => {
  it('lists every rule id and every format (README or docs/)', async () => {
    const readme = documentation();
    const { ALL_RULES } = await import('../../src/rules/index.js');
    const { FORMAT_IDS } = await import('../../src/formats/formats.js');
    for (const r of ALL_RULES) expect(readme, r.id).toContain(`| \`${r.id}\` |`);
    for (const f of FORMAT_IDS) expect(readme, f).toContain(`\`${f}\``);
  });
});

