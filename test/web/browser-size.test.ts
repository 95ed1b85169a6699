// The browser entry as a site bundles it (scripts/browser-size.js; figures by `npm run bench:browser-size`): a page
// that imports only prepareCheck and checkTexts, bundled by esbuild with code splitting. What it loads with the page
// (its entry file and the chunks that imports statically) stays within 60 KB gzip; the rules, the settings' validation
// (zod), csv-parse, the card-data importer (with fflate), the card database's reader, the pools' code and tables, the
// Commander Brackets' tables and each format's list are chunks loaded on use. The bundle, run as it
// is, still checks a Modern deck (its list loaded by prepareCheck), a CSV deck (csv-parse loaded by prepareCheck), a
// Commander deck at a bracket and, with a card database, card-pool legality. The browser's CSV loader refuses a CSV
// read before prepareCheck with a sentence saying so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMinimalPage, CARD_DATA_PAGE, MINIMAL_ENTRY_BOUND, type MinimalPage } from '../../scripts/browser-size.js';
import { CARD_SNAPSHOT, REPO } from '../../scripts/web-build.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deckcheck-browser-size-'));
let page: MinimalPage;
beforeAll(async () => {
  page = await buildMinimalPage(path.join(tmp, 'page'));
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const eagerHas = (part: string) => Object.keys(page.entry.inputs).some((f) => f.includes(part));
const lazyHas = (part: string) =>
  Object.entries(page.metafile.outputs).some(
    ([out, o]) => page.lazy.some((c) => c.file === path.resolve(out)) && Object.keys(o.inputs).some((f) => f.includes(part)),
  );

describe('a minimal page of deckcheck/browser (prepareCheck, checkTexts), bundled with code splitting', () => {
  it(`loads at most ${MINIMAL_ENTRY_BOUND / 1024} KB gzip with the page: its entry file and every chunk that imports statically`, () => {
    expect(page.entry.gzip).toBeGreaterThan(10 * 1024);
    expect(page.entry.gzip).toBeLessThanOrEqual(MINIMAL_ENTRY_BOUND);
    expect(page.entry.file.gzip).toBeLessThan(page.entry.gzip);
  });

  it.each([
    ['csv-parse', 'csv-parse/'],
    ['fflate', 'fflate/'],
    ['the card-data importer', 'src/db/import-browser.ts'],
    ['the card-data compiler', 'src/db/import-core.ts'],
    ['the Modern list', 'src/data/lists/modern.json'],
    ['a Highlander points table', 'src/data/formats/canadian-highlander.json'],
    ["the pools' set tables", 'src/data/pools/sets.json'],
    ["the pools' code", 'src/formats/pool.ts'],
    ['the MTG Arena set table', 'src/data/pools/arena.json'],
    ['the format-file schema', 'src/formats/format-file-schema.ts'],
    ['the card database’s reader', 'src/db/file.ts'],
    ['the card database’s index', 'src/db/database-index.ts'],
    ['the Game Changers lists', 'src/data/brackets/game-changers.json'],
    ['the mass land denial and extra-turn cards', 'src/data/brackets/categories.json'],
    ['the rule registry', 'src/rules/registry.ts'],
    ['the copy-limit rule', 'src/rules/card-copies-max.ts'],
    ['the banned-list rule', 'src/rules/card-banned.ts'],
    ['the card-pool rule', 'src/rules/card-not-legal.ts'],
    ['the colour identity rule', 'src/rules/color-identity.ts'],
    ['the door’s schemas', 'src/api/door-schemas.ts'],
    ['zod', 'zod/'],
    ['the pools’ dated facts', 'src/data/pools/pools.json'],
  ])('leaves %s to a chunk loaded on use', (_what, part) => {
    expect(eagerHas(part)).toBe(false);
    expect(lazyHas(part)).toBe(true);
  });

  it('gives each format’s list file a chunk of its own (a Modern check loads Modern’s list alone)', () => {
    const lists = (inputs: Record<string, unknown>) => Object.keys(inputs).filter((f) => /src\/data\/lists\/(?!groups)[\w-]+\.json$/.test(f));
    const perChunk = Object.values(page.metafile.outputs).map((o) => lists(o.inputs)).filter((l) => l.length > 0);
    expect(perChunk.length).toBeGreaterThan(40);
    for (const l of perChunk) expect(l).toHaveLength(1);
  });

  it('checks a Modern deck and a CSV deck with the chunks loaded on use', async () => {
    const m = (await import(pathToFileURL(path.join(tmp, 'page', 'dist', 'page.js')).href)) as {
      check: (settings: object, decks: object[]) => Promise<{
        lists: { banned: number };
        units: Array<{ name: string; decks: Array<{ main: number; sideboard: number }>; findings: Array<{ rule: string; line?: number; card?: string }> }>;
      }>;
    };
    const text = readFileSync(path.join(REPO, 'fixtures/real/modern-2019-06-footfalls-looting.txt'), 'utf8');
    const csv = readFileSync(path.join(REPO, 'fixtures/csv/moxfield.csv'), 'utf8');
    const report = await m.check({ format: 'modern', date: '2025-01-15' }, [
      { file: 'modern.txt', text },
      { file: 'moxfield.csv', text: csv },
    ]);
    expect(report.lists.banned).toBe(51);
    const [deck, fromCsv] = report.units;
    if (deck === undefined || fromCsv === undefined) throw new Error(`expected 2 units, got ${report.units.length}`);
    expect(deck.decks[0]).toMatchObject({ main: 60, sideboard: 15 });
    expect(deck.findings.map((f) => [f.rule, f.line, f.card])).toEqual([['card-banned', 2, 'Simian Spirit Guide']]);
    expect(fromCsv.name).toBe('moxfield.csv');
    expect(fromCsv.decks[0]).toMatchObject({ main: 54, sideboard: 0 });
    expect(fromCsv.findings.map((f) => f.rule)).toEqual(['deck-size-min']);
  }, 30_000);

  it('checks a Commander deck at a bracket with the brackets’ tables loaded by prepareCheck', async () => {
    const m = (await import(pathToFileURL(path.join(tmp, 'page', 'dist', 'page.js')).href)) as {
      check: (settings: object, decks: object[]) => Promise<{
        units: Array<{ decks: Array<{ bracket?: { lowest: number } }>; findings: Array<{ rule: string; line?: number; severity: string; message: string }> }>;
      }>;
    };
    const lines = ['Commander', '1 Kenrith, the Returned King', '', 'Deck', '1 Sol Ring', '1 Command Tower', '1 Demonic Tutor', '1 Armageddon'];
    for (const [basic, n] of [['Plains', 19], ['Island', 19], ['Swamp', 19], ['Mountain', 19], ['Forest', 19]] as const) lines.push(`${n} ${basic}`);
    const report = await m.check({ format: 'commander', date: '2025-03-01', bracket: 2 }, [{ file: 'deck.txt', text: `${lines.join('\n')}\n` }]);
    const unit = report.units[0];
    expect(unit?.findings.filter((f) => f.severity === 'error').map((f) => [f.rule, f.line])).toEqual([
      ['bracket-game-changers', 7],
      ['bracket-mass-land-denial', 8],
    ]);
    expect(unit?.findings.find((f) => f.rule === 'bracket-game-changers')?.message).toBe(
      '1 Game Changer (Demonic Tutor): Bracket 2 (Core) allows none (Game Changers list of 2025-02-11). Remove it, or play the deck in Bracket 3.',
    );
    expect(unit?.decks[0]?.bracket?.lowest).toBe(4);
  }, 30_000);
});

describe('the settings’ validation in the minimal page, loaded on use', () => {
  it('refuses a wrong setting and a wrong deck with the SettingsError the Node entry gives, word for word', async () => {
    const m = (await import(pathToFileURL(path.join(tmp, 'page', 'dist', 'page.js')).href)) as {
      check: (settings: object, decks: object[]) => Promise<unknown>;
    };
    const node = await import('../../src/index.js');
    const refusal = async (settings: object, decks: object[]) => {
      const inNode = async () => node.checkTexts(await node.prepareCheck({ ...settings, builtInCardData: false }), decks as never);
      const [page, lib] = await Promise.allSettled([m.check(settings, decks), inNode()]);
      return [page, lib].map((r) => (r.status === 'rejected' ? { name: (r.reason as Error).name, message: (r.reason as Error).message, issues: (r.reason as { issues?: unknown }).issues } : 'no error'));
    };
    const wrongSetting = await refusal({ format: 5 }, []);
    expect(wrongSetting[0]).toEqual({
      name: 'SettingsError',
      message: 'settings.format: Invalid input: expected string, received number',
      issues: [{ path: ['format'], code: 'invalid_type', message: 'Invalid input: expected string, received number' }],
    });
    expect(wrongSetting[1]).toEqual(wrongSetting[0]);
    const wrongDeck = await refusal({ format: 'modern', date: '2025-01-15' }, [{ file: 'a.txt', text: 5 }]);
    expect(wrongDeck[0]).toMatchObject({ name: 'SettingsError', message: 'decks.0.text: Invalid input: expected string, received number' });
    expect(wrongDeck[1]).toEqual(wrongDeck[0]);
  }, 30_000);
});

describe('a page of deckcheck/browser with a card database (openCardDatabaseBytes), bundled with code splitting', () => {
  it("loads the pools' code and set tables with the card database: a card never in Standard or on MTG Arena is not legal there", async () => {
    await buildMinimalPage(path.join(tmp, 'card-data'), CARD_DATA_PAGE);
    const m = (await import(pathToFileURL(path.join(tmp, 'card-data', 'dist', 'page.js')).href)) as {
      check: (settings: object, decks: object[], bytes: Uint8Array) => Promise<{ findings: Array<{ rule: string; card?: string; line?: number }> }>;
    };
    const bytes = new Uint8Array(readFileSync(CARD_SNAPSHOT));
    const deck = { file: 'paper.txt', text: '4 Wasteland\n56 Island\n' };
    for (const format of ['historic', 'standard']) {
      const report = await m.check({ format, date: '2026-06-01' }, [deck], bytes);
      expect(report.findings.filter((f) => f.rule === 'card-not-legal').map((f) => [f.card, f.line]), format).toEqual([['Wasteland', 1]]);
    }
    const legal = await m.check({ format: 'historic', date: '2026-06-01' }, [{ file: 'arena.txt', text: '4 Heartfire Hero\n56 Mountain\n' }], bytes);
    expect(legal.findings.filter((f) => f.rule === 'card-not-legal')).toEqual([]);
  }, 60_000);
});

describe('the web app’s import worker (web/import-worker.ts, a bundle of its own)', () => {
  it('holds the set tables and the pools\' code it compiles a card database with, and no rule or settings validation', async () => {
    const { build } = await import('esbuild');
    const { browserBuild } = await import('../../scripts/web-build.js');
    const result = await build(browserBuild(path.join(REPO, 'web/import-worker.ts'), path.join(tmp, 'import-worker.js')));
    const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.some((f) => f.endsWith('src/data/pools/sets.json'))).toBe(true);
    // The compiler puts on each card line the printing the eternal pool takes first (formats/pool leadPrintingIndex).
    expect(inputs.some((f) => f.endsWith('src/formats/pool.js') || f.endsWith('src/formats/pool.ts'))).toBe(true);
    const unused = ['src/rules/', 'zod/'];
    expect(inputs.filter((f) => unused.some((u) => f.includes(u)))).toEqual([]);
  });
});

describe('the browser’s loaders of the rules and of the door’s schemas (check/rule-set.browser, api/door-load.browser)', () => {
  it('refuse a check before prepareCheck with a sentence saying so, and give the same rules and schemas as Node once loaded', async () => {
    const rules = await import('../../src/check/rule-set.browser.js');
    const door = await import('../../src/api/door-load.browser.js');
    expect(() => rules.ruleSet()).toThrow('deckcheck/browser: the rules are loaded by prepareCheck; await prepareCheck(...) once before checking a deck.');
    expect(() => door.doorSchemas()).toThrow(
      'deckcheck/browser: the settings’ validation is loaded by prepareCheck; await prepareCheck(...) once before this call.',
    );
    await Promise.all([rules.loadRules(), door.loadDoorSchemas()]);
    const node = await import('../../src/check/rule-set.js');
    expect(rules.ruleSet()).toBe(node.ruleSet());
    expect(rules.ruleSet().deck.map((r) => r.meta.id)).toContain('card-banned');
    expect(door.doorSchemas()).toBe((await import('../../src/api/door-load.js')).doorSchemas());
  });
});

describe('the browser’s CSV loader (src/parse/csv-load.browser.ts)', () => {
  it('refuses a CSV read before prepareCheck with a sentence saying so, and parses once it is loaded', async () => {
    const loader = await import('../../src/parse/csv-load.browser.js');
    expect(() => loader.loadCsvParse()).toThrow(
      'deckcheck/browser: CSV support is loaded by prepareCheck; await prepareCheck(...) once before reading a CSV deck (readDeck, parseCsvDeck, checkTexts).',
    );
    await loader.preloadCsvParse();
    expect(loader.loadCsvParse()('a,b\n1,2\n', {})).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
