/**
 * What a report says of a deck it could not check (issue 41, items 13 and 20): "not fully checked" in the HTML and
 * Markdown reports as in stylish; a file that could not be read, or an event's player whose decklist is missing, is
 * JUnit's <error> (the test could not run), not a <failure>, and "no decklist" / "not read" in every reporter for people.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-partial-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const out = (name: string) => path.join(dir, name);

describe('"not fully checked" (item 20)', () => {
  // Frontier's banned list is not checked (formats.md): a legal deck is legal so far, not surely.
  const argv = ['check', '--no-db', '--format', 'frontier', '--date', '2025-01-15', 'fixtures/rules/card-banned/legal-legacy.txt'];

  it('Markdown: in the verdict and in the deck\'s Result', async () => {
    const r = await runCli([...argv, '-r', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('## deckcheck: ✅ legal · not fully checked — 0 errors, 0 warnings');
    expect(r.stdout).toContain('| fixtures/rules/card-banned/legal-legacy.txt |  |  | 60 | 4 | 0 | 0 | ✅ not fully checked |\n');
  });

  it('HTML: in the verdict, the unit\'s heading and the deck\'s Result; data-fully-checked on the summary', async () => {
    const r = await runCli([...argv, '-r', `html:${out('frontier.html')}`]);
    expect(r.code).toBe(0);
    const html = readFileSync(out('frontier.html'), 'utf8');
    expect(html).toContain('<p class="verdict">✔ legal · not fully checked</p>');
    expect(html).toMatch(/<h2>[^<]*<span class="ok">legal · not fully checked<\/span><\/h2>/);
    expect(html).toContain('<td data-label="Result" class="ok">legal · not fully checked</td>');
    expect(html).toContain('data-fully-checked="false"');
  });

  it('a deck fully checked says nothing more', async () => {
    const r = await runCli(['check', '--no-db', '--format', 'legacy', '--date', '2025-01-15', 'fixtures/rules/card-banned/legal-legacy.txt', '-r', 'markdown', '-r', `html:${out('legacy.html')}`]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('## deckcheck: ✅ legal — 0 errors, 0 warnings');
    expect(r.stdout).not.toContain('not fully checked');
    const html = readFileSync(out('legacy.html'), 'utf8');
    expect(html).toContain('data-fully-checked="true"');
    expect(html).not.toContain('not fully checked');
  });
});

describe('a file that could not be read (items 13, 20)', () => {
  it('an event player without a decklist: JUnit <error>, counted in errors, not failures', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'junit', 'fixtures/events/missing-one-deck.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<testsuites name="deckcheck Legacy 2025-01-15" tests="5" failures="0" errors="2">$/m);
    expect(r.stdout).toMatch(/^ {2}<testsuite name="Red-Green Giants" tests="3" failures="0" errors="1" skipped="0">$/m);
    expect(r.stdout).toMatch(/^ {6}<error type="parse-error" message="No decklist: the manifest&apos;s players\[1\]\.deck: fixtures\/nowhere\/jo\.txt: no such file; check the path\./m);
    expect(r.stdout).not.toContain('<failure');
  });

  it('an event player without a decklist: "no decklist" in stylish, Markdown and HTML; the others are checked', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'stylish', '-r', `markdown:${out('event.md')}`, '-r', `html:${out('event.html')}`, 'fixtures/events/missing-one-deck.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Bob: fixtures/nowhere/bob.txt (no decklist)\n');
    expect(r.stdout).toContain('Erin: fixtures/rules/card-banned/legal-legacy.txt (60 main deck, 4 sideboard)\n  no problems\n');
    expect(r.stdout).toMatch(/^✖ not legal · not fully checked · 1 team, 4 decks · 2 errors, 0 warnings$/m);
    const md = readFileSync(out('event.md'), 'utf8');
    expect(md).toContain('| fixtures/nowhere/jo.txt | Jo |  | 0 | 0 | 1 | 0 | ❌ no decklist |\n');
    expect(md).toContain('| fixtures/rules/card-banned/legal-legacy.txt | Erin |  | 60 | 4 | 0 | 0 | ✅ |\n');
    const html = readFileSync(out('event.html'), 'utf8');
    expect(html).toContain('<td data-label="Result" class="bad">no decklist</td>');
    expect(html).toContain('<p class="verdict">✖ not legal · not fully checked</p>');
  });

  it('check: an unreadable file beside a legal one is a JUnit <error> and "not read"; the other deck is a passing test case', async () => {
    writeFileSync(out('binary.txt'), Buffer.from([0x34, 0x20, 0x00, 0x01, 0x02, 0x0a]));
    const r = await runCli(['check', '--no-db', '--format', 'legacy', '--date', '2025-01-15', '-r', 'junit', '-r', `markdown:${out('check.md')}`, out('binary.txt'), 'fixtures/rules/card-banned/legal-legacy.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/ failures="0" errors="1">$/m);
    expect(r.stdout).toMatch(/^ {6}<error type="parse-error" message="[^"]*NUL/m);
    expect(r.stdout).toContain('<testcase name="fixtures/rules/card-banned/legal-legacy.txt" classname="deckcheck.legacy" file="fixtures/rules/card-banned/legal-legacy.txt"/>');
    expect(readFileSync(out('check.md'), 'utf8')).toMatch(/binary\.txt \| {2}\| {2}\| 0 \| 0 \| 1 \| 0 \| ❌ not read \|\n/);
  });

  it('a deck that breaks a rule is still a <failure>', async () => {
    const r = await runCli(['check', '--no-db', '--format', 'legacy', '--date', '2025-01-15', '-r', 'junit', 'fixtures/rules/card-banned/illegal-sideboard-oko.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/ failures="1" errors="0">$/m);
    expect(r.stdout).toContain('<failure type="card-banned"');
  });
});
