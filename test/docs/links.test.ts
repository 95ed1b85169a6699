/**
 * Every relative link in README.md and docs/ points to a file that exists and, for a Markdown file, to a heading it
 * has; docs/README.md lists every page of docs/.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers.js';
import { anchors, docFiles, readDoc, relativeLinks, slug } from './markdown.js';

const FILES = docFiles();

describe('documentation links', () => {
  it('finds the documentation', () => {
    expect(FILES).toContain('README.md');
    expect(FILES).toContain('docs/README.md');
    expect(FILES.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(10);
  });

  it.each(FILES)('%s: every relative link resolves, anchor included', (file) => {
    const broken: string[] = [];
    for (const link of relativeLinks(file, readDoc(file))) {
      const [target = '', anchor] = link.target.split('#');
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      const where = `${file}:${link.line} → ${link.target}`;
      if (resolved.startsWith('..') || !existsSync(path.join(REPO, resolved))) {
        broken.push(`${where}: no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!resolved.endsWith('.md') || statSync(path.join(REPO, resolved)).isDirectory()) {
        broken.push(`${where}: an anchor on a file that is not Markdown`);
      } else if (!anchors(readDoc(resolved)).has(anchor)) {
        broken.push(`${where}: ${resolved} has no heading with that anchor`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('docs/README.md links every page of docs/', () => {
    const index = readDoc('docs/README.md');
    const linked = new Set(relativeLinks('docs/README.md', index).map((l) => path.posix.join('docs', l.target.split('#')[0] ?? '')));
    const pages = FILES.filter((f) => f.startsWith('docs/') && f !== 'docs/README.md');
    expect(pages.filter((p) => !linked.has(p))).toEqual([]);
  });
});

describe('anchors as GitHub makes them', () => {
  it.each([
    ['When `--jobs` helps', 'when---jobs-helps'],
    ['Team Unified Constructed (Team Trios)', 'team-unified-constructed-team-trios'],
    ["At the judge's desk", 'at-the-judges-desk'],
    ['Sealed, Draft and Two-Headed Giant Limited', 'sealed-draft-and-two-headed-giant-limited'],
    ['Sections 1–3: one run', 'sections-13-one-run'],
  ])('%s → %s', (heading, expected) => {
    expect(slug(heading)).toBe(expected);
  });

  it('numbers repeated headings and skips headings inside fenced blocks', () => {
    const text = '# A\n\n## B\n\n```yaml\n# C\n```\n\n## B\n';
    expect([...anchors(text)]).toEqual(['a', 'b', 'b-1']);
  });
});
