/**
 * File paths in the machine reports: inside the working directory relative; outside it the whole path — in SARIF an
 * absolute, percent-encoded file:// URI without uriBaseId (SARIF 2.1.0 §3.4), in JUnit the file-system path, in GitHub
 * annotations the path in `file=` and at the start of the message.
 */
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { artifactLocation } from '../../src/report/sarif.js';
import { FIXTURES, runCli } from '../helpers.js';

const BANNED = 'fixtures/rules/card-banned/illegal-sideboard-oko.txt';
const outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'deckcheck-paths-')));
afterAll(() => rmSync(outside, { recursive: true, force: true }));
// A file outside the working directory, with characters a URI must encode: a space, #, %, ?, a non-ASCII letter.
const dir = path.join(outside, 'my decks #1');
mkdirSync(dir);
const far = path.join(dir, 'Öko 100% [v2]?.txt');
copyFileSync(path.join(FIXTURES, 'rules', 'card-banned', 'illegal-sideboard-oko.txt'), far);

async function report(reporter: string): Promise<string> {
  const r = await runCli(['check', '--format', 'legacy', '--date', '2025-01-15', '-r', reporter, BANNED, far]);
  expect(r.code).toBe(1);
  return r.stdout;
}

interface SarifLocation {
  physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: { startLine: number } };
}

describe('sarif', () => {
  it('relative with %SRCROOT% inside the working directory, an absolute file:// URI outside it', async () => {
    const log = JSON.parse(await report('sarif')) as { runs: { results: { locations: SarifLocation[] }[] }[] };
    const locations = log.runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation) ?? [];
    expect(locations).toHaveLength(2);
    // Findings are sorted by file: the whole path ("/…") comes first.
    expect(locations[1]).toEqual({ uri: BANNED, uriBaseId: '%SRCROOT%' });
    const abs = locations[0];
    expect(abs?.uriBaseId).toBeUndefined();
    expect(abs?.uri).toBe(pathToFileURL(far).href);
    expect(abs?.uri).toMatch(/^file:\/\/\/.*\/my%20decks%20%231\/%C3%96ko%20100%25%20%5Bv2%5D%3F\.txt$/);
    // It is a URI that names the file: parsed back, it is the path.
    expect(fileURLToPath(abs?.uri ?? '')).toBe(far);
    // The relative reference resolves against the base to the file.
    expect(fileURLToPath(new URL(locations[1]?.uri ?? '', pathToFileURL(`${path.resolve(FIXTURES, '..')}/`)))).toBe(
      path.resolve(FIXTURES, '..', BANNED),
    );
  });

  it.each([
    ['decks/a b.txt', { uri: 'decks/a%20b.txt', uriBaseId: '%SRCROOT%' }],
    ['a:b.txt', { uri: 'a%3Ab.txt', uriBaseId: '%SRCROOT%' }],
    ['/tmp/x/a.txt', { uri: 'file:///tmp/x/a.txt' }],
    ['/tmp/x y/#1.txt', { uri: 'file:///tmp/x%20y/%231.txt' }],
    ['C:/Users/me/deck 1.txt', { uri: 'file:///C:/Users/me/deck%201.txt' }],
    ['//server/share/deck.txt', { uri: 'file://server/share/deck.txt' }],
  ])('%s → %j', (file, want) => {
    expect(artifactLocation(file)).toEqual(want);
  });
});

describe('junit', () => {
  it('file attributes: the relative path, or the whole path outside the working directory', async () => {
    const xml = await report('junit');
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => ['testsuite', 'testcase'].includes(n) });
    const doc = parser.parse(xml) as { testsuites: { testsuite: { testcase: { file?: string }[] }[] } };
    expect(doc.testsuites.testsuite.flatMap((s) => s.testcase.map((c) => c.file))).toEqual([far, BANNED]);
  });
});

describe('github', () => {
  it('file= relative inside the working directory; outside it the whole path, also at the start of the message', async () => {
    const lines = (await report('github')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^::error file=fixtures\/rules\/card-banned\/illegal-sideboard-oko\.txt,line=4,col=1,title=deckcheck card-banned::Oko/);
    // Properties escape "%", ":" and ","; the message escapes "%".
    const escaped = (s: string, property: boolean) => {
      const data = s.replace(/%/g, '%25');
      return property ? data.replace(/:/g, '%3A').replace(/,/g, '%2C') : data;
    };
    const prefix = `::error file=${escaped(far, true)},line=4,col=1,title=deckcheck card-banned::${escaped(far, false)}:4: Oko`;
    expect(lines[0]?.slice(0, prefix.length)).toBe(prefix);
  });
});
