/** The CI reporters, each checked for the structure its consumers read. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { CheckReport } from '../../src/check/check.js';
import { renderGithub } from '../../src/report/github.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { REPO } from '../helpers.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

async function report(files: string[], settings: { format?: string; date?: string; team?: boolean }): Promise<CheckReport> {
  const prepared = await prepareCheck({ builtInCardData: false, date: '2025-01-15', ...settings });
  return checkTexts(
    prepared,
    files.map((file) => ({ file, text: readFileSync(path.join(REPO, file), 'utf8') })),
  );
}

const illegalTeam = () =>
  report(['fixtures/teams/illegal/player-a.txt', 'fixtures/teams/illegal/player-b.txt'], { format: 'legacy', team: true });
const legalDecks = () =>
  report(['fixtures/rules/deck-size-min/legal-60.txt', 'fixtures/rules/sideboard-size-max/legal-15.txt'], {});
const warningTeam = () => report(['fixtures/rules/team/rats-a.txt', 'fixtures/rules/team/rats-b.txt'], { team: true });

// The parts of the SARIF 2.1.0 schema that are required (sarif-schema-2.1.0.json: "required" arrays and minimums).
const Message = z.object({ text: z.string().min(1) });
const Region = z.object({ startLine: z.number().int().min(1), startColumn: z.number().int().min(1).optional() });
const PhysicalLocation = z.object({
  artifactLocation: z.object({ uri: z.string().min(1), uriBaseId: z.string().optional() }),
  region: Region.optional(),
});
const Sarif = z.object({
  $schema: z.string().url(),
  version: z.literal('2.1.0'),
  runs: z
    .array(
      z.object({
        tool: z.object({
          driver: z.object({
            name: z.string().min(1),
            version: z.string().optional(),
            rules: z.array(
              z.object({
                id: z.string().min(1),
                shortDescription: Message,
                fullDescription: Message,
                help: z.object({ text: z.string().min(1), markdown: z.string().optional() }),
              }),
            ),
          }),
        }),
        results: z.array(
          z.object({
            ruleId: z.string(),
            ruleIndex: z.number().int().min(0).optional(),
            level: z.enum(['none', 'note', 'warning', 'error']),
            message: Message,
            locations: z.array(z.object({ physicalLocation: PhysicalLocation })),
            relatedLocations: z
              .array(z.object({ id: z.number().int().min(0), physicalLocation: PhysicalLocation, message: Message }))
              .optional(),
          }),
        ),
      }),
    )
    .min(1),
});

describe('sarif', () => {
  it('has the 2.1.0 required structure, relative paths, rule help and related locations', async () => {
    const log = Sarif.parse(JSON.parse(renderSarif(await illegalTeam())));
    const run = log.runs[0];
    expect(run?.tool.driver.rules.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.id));
    expect(run?.results).toHaveLength(4);
    for (const r of run?.results ?? []) {
      expect(run?.tool.driver.rules[r.ruleIndex ?? -1]?.id).toBe(r.ruleId);
      for (const l of r.locations) expect(l.physicalLocation.artifactLocation.uri).not.toMatch(/^\/|^file:/);
    }
    const bolt = run?.results.find((r) => r.ruleId === 'team-card-copies-max' && r.message.text.startsWith('Lightning Bolt'));
    expect(bolt?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'fixtures/teams/illegal/player-a.txt', uriBaseId: '%SRCROOT%' },
      region: { startLine: 2, startColumn: 1 },
    });
    expect(bolt?.relatedLocations?.map((l) => [l.physicalLocation.artifactLocation.uri, l.physicalLocation.region?.startLine])).toEqual([
      ['fixtures/teams/illegal/player-b.txt', 1],
    ]);
  });

  it('a legal run has no results', async () => {
    expect(Sarif.parse(JSON.parse(renderSarif(await legalDecks()))).runs[0]?.results).toEqual([]);
  });
});

describe('junit', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'failure'].includes(name) });
  type Case = { name: string; failure?: { type: string; message: string }[]; 'system-out'?: string };
  type Doc = { testsuites: { tests: string; failures: string; testsuite: { name: string; tests: string; failures: string; testcase: Case[] }[] } };

  it('is well-formed XML with a test case per deck and one for the team rules', async () => {
    const xml = renderJunit(await illegalTeam());
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml) as Doc;
    const suite = doc.testsuites.testsuite[0];
    expect(suite?.testcase.map((c) => c.name)).toEqual([
      'fixtures/teams/illegal/player-a.txt',
      'fixtures/teams/illegal/player-b.txt',
      'team rules: fixtures/teams/illegal/player-a.txt + fixtures/teams/illegal/player-b.txt',
    ]);
    expect(suite?.testcase[0]?.failure?.map((f) => f.type)).toEqual(['card-banned']);
    expect(suite?.testcase[1]?.failure).toBeUndefined();
    expect(suite?.testcase[2]?.failure?.map((f) => f.type)).toEqual(['team-card-copies-max', 'team-card-copies-max', 'team-sideboard']);
    expect(doc.testsuites).toMatchObject({ tests: '3', failures: '2' });
  });

  it('names a passing test case per deck when all pass; warnings go to system-out', async () => {
    const legal = parser.parse(renderJunit(await legalDecks())) as Doc;
    expect(legal.testsuites.testsuite.flatMap((s) => s.testcase.map((c) => c.name))).toEqual([
      'fixtures/rules/deck-size-min/legal-60.txt',
      'fixtures/rules/sideboard-size-max/legal-15.txt',
    ]);
    expect(legal.testsuites.failures).toBe('0');
    const warn = parser.parse(renderJunit(await warningTeam())) as Doc;
    const team = warn.testsuites.testsuite[0]?.testcase.at(-1);
    expect(team?.failure).toBeUndefined();
    expect(team?.['system-out']).toMatch(/warning .* team-card-copies-max: Relentless Rats/);
  });

  it('escapes what XML cannot hold', () => {
    const r = {
      format: { id: 'casual', name: 'Casual' },
      date: '2025-01-15',
      lists: null,
      cardDatabase: null,
      notes: [],
      legal: false,
      errors: 1,
      warnings: 0,
      findings: [],
      units: [
        {
          kind: 'deck' as const,
          name: 'a&b<c>.txt',
          legal: false,
          decks: [{ file: 'a&b<c>.txt', counts: { main: 0, sideboard: 0, commander: 0, companion: 0, maybeboard: 0, schemes: 0, planes: 0, tokens: 0 }, main: 0, sideboard: 0, errors: 1, warnings: 0 }],
          findings: [{ rule: 'parse-error', severity: 'error' as const, message: 'bad "line" \u0001 & <x>', file: 'a&b<c>.txt', line: 1, reference: 'r', related: [] }],
        },
      ],
    } satisfies CheckReport;
    const xml = renderJunit(r);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('\u0001');
  });
});

describe('github', () => {
  it('one annotation per finding, properties and data escaped', async () => {
    const lines = renderGithub(await illegalTeam()).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    for (const l of lines) expect(l).toMatch(/^::(error|warning) file=[^,]+,line=\d+(,col=\d+)?,title=deckcheck [a-z-]+::\S/);
    expect(lines[0]).toMatch(/^::error file=fixtures\/teams\/illegal\/player-a\.txt,line=2,col=1,title=deckcheck team-card-copies-max::Lightning Bolt: 6 copies/);
    expect(renderGithub(await legalDecks())).toBe('');
    expect(renderGithub(await warningTeam())).toMatch(/^::warning /);
  });
});

describe('markdown', () => {
  it('a verdict, a deck table and a problem table', async () => {
    const md = renderMarkdown(await illegalTeam());
    expect(md).toMatch(/^## deckcheck: ❌ not legal — 4 errors, 0 warnings/);
    const rows = md.split('\n').filter((l) => l.startsWith('| fixtures/'));
    expect(rows).toHaveLength(2 + 4);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBeGreaterThanOrEqual(7);
    expect(renderMarkdown(await legalDecks())).not.toContain('### Problems');
  });
});

describe('json reporter layout', () => {
  async function jsonOut(stdoutIsTTY: boolean, args: string[] = []): Promise<string> {
    const { run } = await import('../../src/cli/run.js');
    let out = '';
    await run(['check', '--reporter', 'json', ...args, 'fixtures/rules/deck-size-min/legal-60.txt'], {
      stdout: (t) => {
        out += t;
      },
      stderr: () => undefined,
      cwd: REPO,
      env: {},
      stdoutIsTTY,
    });
    return out;
  }

  it('is indented on a terminal and one line otherwise, with the same content', async () => {
    const tty = await jsonOut(true);
    const piped = await jsonOut(false);
    expect(tty.startsWith('{\n  "schemaVersion": 1,')).toBe(true);
    expect(piped.startsWith('{"schemaVersion":1,')).toBe(true);
    expect(piped.endsWith('}\n')).toBe(true);
    expect(piped.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(piped)).toEqual(JSON.parse(tty));
  });
});
