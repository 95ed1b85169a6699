/**
 * Issue 41, item 1: a decklist's own format. With no format named (no --format, no format file, no configuration
 * format), the format the decklists declare is used (`// FORMAT : Modern`, Cockatrice's `<format>`), and the header
 * says where it came from; with no format anywhere the check is Casual constructed's, and the header, the verdict, the
 * JSON report and the notes say that no format was named. No card data (--no-db): the banned lists are embedded.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredFormat, formatIdOfName } from '../../src/parse/declared-format.js';
import { removeTempDirs, tempDir } from '../db/db-helpers.js';
import { runCli, type CliResult } from '../helpers.js';

let work = '';

const MODERN = '// Deck file for Magic Workstation (http://www.magicworkstation.com)\n// NAME : Rakdos\n// FORMAT : Modern\n4 Fury\n4 Grief\n52 Mountain\n';
const LEGACY = '// FORMAT : Legacy\n4 Brainstorm\n56 Island\n';
const PLAIN = '4 Fury\n56 Mountain\n';
const COD = `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Rakdos</deckname>
  <format>modern</format>
  <zone name="main">
    <card number="4" name="Fury"/>
    <card number="56" name="Mountain"/>
  </zone>
</cockatrice_deck>
`;

function check(argv: readonly string[]): Promise<CliResult> {
  return runCli(['check', '--no-db', '--date', '2025-01-15', ...argv], {}, work);
}

interface Json {
  legal: boolean;
  format: { id: string; name: string; source?: unknown };
  notes: string[];
  findings: { rule: string; line: number; card: string; severity: string }[];
}

beforeAll(() => {
  work = tempDir('deckcheck-declared-');
  writeFileSync(path.join(work, 'modern.txt'), MODERN);
  writeFileSync(path.join(work, 'legacy.txt'), LEGACY);
  writeFileSync(path.join(work, 'plain.txt'), PLAIN);
  writeFileSync(path.join(work, 'rakdos.cod'), COD);
  writeFileSync(path.join(work, 'unknown.txt'), '// FORMAT : Tuesday Night Madness\n4 Fury\n56 Mountain\n');
});
afterAll(removeTempDirs);

describe('the format a decklist declares', () => {
  it('"// FORMAT : Modern" without --format: checked as Modern, banned cards are errors, exit 1; the header says where the format came from', async () => {
    const r = await check(['modern.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^deckcheck · Modern \(declared by modern\.txt line 3\) · 2025-01-15 · banned\/restricted list/m);
    expect(r.stdout).toMatch(/^ {2}4:1 +error +Fury is banned in Modern/m);
    expect(r.stdout).toMatch(/^ {2}5:1 +error +Grief is banned in Modern/m);
    expect(r.stdout).toContain('✖ not legal · 1 deck · 2 errors, 0 warnings');
    expect(r.stderr).toContain('deckcheck: note: Checked as Modern, the format modern.txt declares (line 3: "Modern"); give --format to check for another');
  });

  it('the JSON report gives the format and its source', async () => {
    const r = await check(['-r', 'json', 'modern.txt']);
    const json = JSON.parse(r.stdout) as Json;
    expect(json.format).toEqual({ id: 'modern', name: 'Modern', source: { kind: 'declared', file: 'modern.txt', line: 3, written: 'Modern', files: 1 } });
    expect(json.findings.map((f) => `${f.rule} ${f.line} ${f.card}`)).toEqual(['card-banned 4 Fury', 'card-banned 5 Grief']);
  });

  it('Cockatrice <format>modern</format> is a declaration too (and no warning about the element)', async () => {
    const r = await check(['-r', 'json', 'rakdos.cod']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as Json;
    expect(json.format).toMatchObject({ id: 'modern', source: { kind: 'declared', file: 'rakdos.cod', line: 4, written: 'modern' } });
    expect(json.findings.map((f) => `${f.rule} ${f.severity} ${f.line}`)).toEqual(['card-banned error 6']);
  });

  it('--format wins over the declaration, and then the header names no source', async () => {
    const r = await check(['--format', 'casual', '-r', 'json', 'modern.txt']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Json;
    expect(json.format).toEqual({ id: 'casual', name: 'Casual constructed' });
    expect(json.notes.join('\n')).not.toContain('No format was named');
  });

  it('a declaring decklist beside one that declares nothing: the declared format for both, "and 0 more" never said', async () => {
    const r = await check(['-r', 'json', 'modern.txt', 'plain.txt']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as Json;
    expect(json.format.source).toEqual({ kind: 'declared', file: 'modern.txt', line: 3, written: 'Modern', files: 1 });
    expect(json.findings.filter((f) => f.rule === 'card-banned')).toHaveLength(3);
  });

  it('decklists that declare different formats: no format named, and a note naming each declaration and how to go on', async () => {
    const r = await check(['legacy.txt', 'modern.txt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✔ legal · no format named · 2 decks · no problems');
    expect(r.stderr).toContain(
      'deckcheck: note: the decklists declare different formats (legacy.txt line 1: Legacy; modern.txt line 3: Modern), so none ' +
        "of them is used: check each format's decklists on their own, or name the format for all of them with --format\n",
    );
  });

  it('no format anywhere: Casual constructed, and the header, the verdict, the JSON and the notes say no format was named', async () => {
    const r = await check(['plain.txt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^deckcheck · Casual constructed \(no format named\) · 2025-01-15 · no banned\/restricted list$/m);
    expect(r.stdout).toContain('✔ legal · no format named · 1 deck · no problems');
    expect(r.stderr).toContain('deckcheck: note: No format was named (on the command line, in a configuration or event manifest, or in the decklist)');
    const json = JSON.parse((await check(['-r', 'json', 'plain.txt'])).stdout) as Json;
    expect(json.format).toEqual({ id: 'casual', name: 'Casual constructed', source: { kind: 'none' } });
  });

  it('the Markdown and HTML reports say it too', async () => {
    const md = (await check(['-r', 'markdown', 'plain.txt'])).stdout;
    expect(md).toContain('## deckcheck: ✅ legal (no format named) — 0 errors, 0 warnings');
    expect(md).toContain('Format **Casual constructed (no format named)**');
    const html = (await check(['-r', 'html', 'plain.txt'])).stdout;
    expect(html).toContain('<p class="verdict">✔ legal · no format named</p>');
    expect(html).toContain('<h1>Casual constructed (no format named) · 2025-01-15</h1>');
    const declared = (await check(['-r', 'markdown', 'modern.txt'])).stdout;
    expect(declared).toContain('Format **Modern (declared by modern.txt line 3)**');
  });

  it('a declared format deckcheck does not know: a note naming it, and the check is one with no format named', async () => {
    const r = await check(['-r', 'json', 'unknown.txt']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('deckcheck: note: unknown.txt line 1 declares the format "Tuesday Night Madness", which deckcheck does not know');
    expect((JSON.parse(r.stdout) as Json).format.source).toEqual({ kind: 'none' });
  });
});

describe('declaredFormat', () => {
  it.each([
    ['// FORMAT : Modern\n', 'modern', 1],
    ['// NAME : x\n# Format: EDH\n', 'commander', 2],
    ['//FORMAT:Type 1\n', 'vintage', 1],
    ['// FORMAT : Pre-Modern\n', 'premodern', 1],
    ['// FORMAT : 7 Point Highlander\n', 'australian-highlander', 1],
    ['// FORMAT : Canadian Highlander\n', 'canadian-highlander', 1],
    ['<cockatrice_deck version="1">\n  <format>pauper</format>\n', 'pauper', 2],
  ])('%j → %s (line %d)', (text, id, line) => {
    expect(declaredFormat(text)).toMatchObject({ id, line });
  });

  it.each([['4 Lightning Bolt\n// Sideboard\n'], ['// FORMATS are fun\n'], ['4 Format Thing\n']])('%j declares nothing', (text) => {
    expect(declaredFormat(text)).toBeUndefined();
  });

  it('a name it does not know has no id', () => {
    expect(declaredFormat('// FORMAT : Kitchen Table\n')).toEqual({ written: 'Kitchen Table', line: 1, id: undefined });
    expect(formatIdOfName('')).toBeUndefined();
  });
});
