/**
 * `deckcheck sheet`: the pure parts (names, transliteration, layout and overflow) and the PDF read back with poppler
 * (pdftotext, pdftoppm): every card name and count of every fixture is on the sheet, totals, pages, the player.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { oracleStyleName } from '../../src/convert/names.js';
import { readDeck } from '../../src/input/detect.js';
import { cardRows, layoutSheet, MAIN_LEFT_ROWS, MAIN_RIGHT_ROWS, MIN_SIZE, SIDEBOARD_ROWS } from '../../src/sheet/layout.js';
import { sheetDeck, splitPlayerName, type SheetCard } from '../../src/sheet/model.js';
import { renderSheetsPdf } from '../../src/sheet/pdf.js';
import { toWinAnsi } from '../../src/sheet/winansi.js';
import { FIXTURES, REPO, runCli } from '../helpers.js';
import { requireTool } from '../system-tools.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'deckcheck-sheet-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('player names for the sheet', () => {
  it.each([
    ['Alice Anderson', 'Anderson', 'Alice'],
    ['Anderson, Alice', 'Anderson', 'Alice'],
    ['Ana María  Pérez', 'Pérez', 'Ana María'],
    ['Yamada, Taro', 'Yamada', 'Taro'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → last %j, first %j', (name, last, first) => {
    expect(splitPlayerName(name)).toEqual({ lastName: last, firstName: first });
  });
});

describe('text the PDF font can show', () => {
  it.each([
    ['Æther Vial', 'Æther Vial', false],
    ["Lim-Dûl's Vault", "Lim-Dûl's Vault", false],
    ['Nazgûl', 'Nazgûl', false],
    ['Ratonhnhaké:ton', 'Ratonhnhaké:ton', false],
    ['“quoted” – dash', '“quoted” – dash', false],
    ['Łukasz Żółw', 'Lukasz Zólw', true],
    ['Őrség', 'Orség', true],
    ['−1/−1', '-1/-1', true],
    ['山田 太郎', '?? ??', true],
    ['deck 🐉.txt', 'deck ?.txt', true],
  ])('%j → %j', (input, text, changed) => {
    expect(toWinAnsi(input)).toEqual({ text, changed });
  });
});

// A font whose letters are all 5 points wide at size 10 (width proportional to size), so layouts are easy to reason about.
const measure = (text: string, size: number) => (text.length * size) / 2;

function card(name: string, count = 1): SheetCard {
  return { count, name, group: 'spell' };
}

function deckOf(main: SheetCard[], sideboard: SheetCard[] = []) {
  const header = { lastName: '', firstName: '', playerId: '', event: '', date: '', location: '', deckName: '', designer: '', file: 'x.txt' };
  return { header, main, sideboard, mainTotal: 0, sideboardTotal: 0, notes: [], typesKnown: false };
}

describe('sheet layout', () => {
  it('a name that fits is one row at the full size; a long one is set smaller; a longer one wraps', () => {
    expect(cardRows(card('Island', 20), 100, measure)).toEqual([{ count: '20', name: 'Island', size: 10 }]);
    const smaller = cardRows(card('x'.repeat(25)), 100, measure);
    expect(smaller).toHaveLength(1);
    expect(smaller[0]?.size).toBe(8);
    // At the smallest size (6.5) a letter is 3.25 wide: 18 letters to a row of 60.
    const wrapped = cardRows(card('aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj'), 60, measure);
    expect(wrapped.map((r) => r.name)).toEqual(['aaaa bbbb cccc', 'dddd eeee ffff', 'gggg hhhh iiii', 'jjjj']);
    expect(wrapped.map((r) => r.count)).toEqual(['1', '', '', '']);
    expect(wrapped.map((r) => r.name).join(' ')).toBe('aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj');
    for (const r of wrapped) {
      expect(r.size).toBe(MIN_SIZE);
      expect(measure(r.name, r.size)).toBeLessThanOrEqual(60);
    }
  });

  it.each([
    // main cards, sideboard cards → pages, rows in the left/right column and the sideboard box of each page
    [0, 0, [[0, 0, 0]]],
    [30, 15, [[30, 0, 15]]],
    [44, 15, [[30, 14, 15]]],
    [45, 15, [[30, 14, 15], [1, 0, 0]]],
    [10, 16, [[10, 0, 15], [0, 0, 1]]],
    [100, 40, [[30, 14, 15], [30, 14, 15], [12, 0, 10]]],
  ])('%i main and %i sideboard cards fill %j', (mainCount, sideCount, want) => {
    const deck = deckOf(
      Array.from({ length: mainCount }, (_, i) => card(`Main ${i}`)),
      Array.from({ length: sideCount }, (_, i) => card(`Side ${i}`)),
    );
    const pages = layoutSheet(deck, 200, measure);
    expect(pages.map((p) => [p.mainLeft.length, p.mainRight.length, p.sideboard.length])).toEqual(want);
    expect(pages.every((p) => p.pages === want.length)).toBe(true);
    // Every card exactly once, in order.
    expect(pages.flatMap((p) => [...p.mainLeft, ...p.mainRight]).map((r) => r.name)).toEqual(deck.main.map((c) => c.name));
    expect(pages.flatMap((p) => p.sideboard).map((r) => r.name)).toEqual(deck.sideboard.map((c) => c.name));
    expect(MAIN_LEFT_ROWS + MAIN_RIGHT_ROWS + SIDEBOARD_ROWS).toBe(59);
  });

  it('a card of two rows never splits across columns', () => {
    const long = 'aaaa bbbb cccc dddd eeee ffff gggg';
    const deck = deckOf([...Array.from({ length: 29 }, (_, i) => card(`Main ${i}`)), card(long)]);
    const [page] = layoutSheet(deck, 100, measure);
    expect(page?.mainLeft).toHaveLength(29);
    expect(page?.mainRight.map((r) => r.count)).toEqual(['1', '']);
  });
});

describe('sheet model', () => {
  it('groups creatures, other spells and lands with types; companion in the sideboard; left-out sections noted', () => {
    const text = 'Deck\n20 Mountain\n4 Lightning Bolt\n4 Goblin Guide\n\nCompanion\n1 Lurrus of the Dream-Den\n\nMaybeboard\n2 Shock\n';
    const parsed = readDeck(text, 'deck.txt').deck;
    const deck = sheetDeck(parsed, embeddedIndex(), {
      lastName: 'Doe', firstName: 'Jo', playerId: '', event: '', date: '', location: '', deckName: '', designer: '',
    });
    // Without a card database only the basic land is known: it goes last, the rest keep the list's order.
    expect(deck.main.map((c) => `${c.count} ${c.name}`)).toEqual(['4 Lightning Bolt', '4 Goblin Guide', '20 Mountain']);
    expect(deck.sideboard.map((c) => `${c.count} ${c.name}`)).toEqual(['1 Lurrus of the Dream-Den']);
    expect([deck.mainTotal, deck.sideboardTotal]).toEqual([28, 1]);
    expect(deck.notes).toEqual(['the maybeboard (2 cards) has no place on a Constructed registration sheet; it is left out']);
  });

  it('the same input gives the same PDF bytes', async () => {
    const parsed = readDeck('4 Fire/Ice\n56 Island\n', 'deck.txt').deck;
    const h = { lastName: 'Doe', firstName: 'Jo', playerId: '7', event: 'E', date: '2025-01-15', location: '', deckName: '', designer: '' };
    const a = await renderSheetsPdf([sheetDeck(parsed, embeddedIndex(), h)], { title: 'E', date: '2025-01-15' });
    const b = await renderSheetsPdf([sheetDeck(parsed, embeddedIndex(), h)], { title: 'E', date: '2025-01-15' });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(Buffer.from(a.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(a.pages).toBe(1);
  });
});

describe('deckcheck sheet (usage)', () => {
  it.each([
    [['sheet', 'fixtures/teams/legal/player-a.txt'], /-o, --output/],
    [['sheet', '-o', `${tmp}/x.pdf`], /name the decklists/],
    [['sheet', '--event', 'fixtures/sheet/event.json', 'fixtures/teams/legal/player-a.txt', '-o', `${tmp}/x.pdf`], /not both/],
    [['sheet', '--player', 'A', '--player', 'B', 'fixtures/teams/legal/player-a.txt', '-o', `${tmp}/x.pdf`], /2 --player names for 1 decklist/],
    [['sheet', '--player', 'A', 'fixtures/teams/legal', '-o', `${tmp}/x.pdf`], /names 2 decklists/],
    [['sheet', '--date', '2025-02-30', 'fixtures/teams/legal/player-a.txt', '-o', `${tmp}/x.pdf`], /not a date/],
    [['sheet', 'fixtures/teams/legal/player-a.txt', '-o', 'fixtures/teams/legal/player-a.txt'], /is one of the decklists/],
    [['sheet', '--event', 'fixtures/events/invalid-json.json', '-o', `${tmp}/x.pdf`], /invalid-json\.json:\d+:\d+: not valid JSON/],
    [['sheet', 'fixtures/no-such-deck.txt', '-o', `${tmp}/x.pdf`], /no-such-deck/],
  ])('%j exits 2 with a one-line reason', async (argv, message) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('sheet --event with decklists that cannot be read (issue 41 item 12)', () => {
  it('prints every sheet it can, lists every missing decklist together, exit 1', async () => {
    const out = path.join(tmp, 'missing-one.pdf');
    const r = await runCli(['sheet', '--no-db', '--event', 'fixtures/events/missing-one-deck.json', '-o', out]);
    expect(r.code).toBe(1);
    expect(statSync(out).size).toBeGreaterThan(0);
    expect(r.stderr).toMatch(/: 2 sheets, 2 pages\n/);
    expect(r.stderr).toContain(
      'deckcheck: no sheet for these 2 decklists, which cannot be read:\n' +
        '  Bob: teams[0].players[1].deck: fixtures/nowhere/bob.txt: no such file; check the path\n' +
        '  Jo: players[1].deck: fixtures/nowhere/jo.txt: no such file; check the path\n',
    );
  });

  it('an unreadable decklist among files: the other sheets are printed, exit 1', async () => {
    const out = path.join(tmp, 'unreadable.pdf');
    const binary = path.join(tmp, 'binary.txt');
    writeFileSync(binary, Buffer.from([0x34, 0x20, 0x00, 0x01, 0x0a]));
    const r = await runCli(['sheet', '--no-db', 'fixtures/teams/legal/player-a.txt', binary, 'fixtures/teams/legal/player-b.txt', '-o', out]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/: 2 sheets, 2 pages\n/);
    expect(r.stderr).toMatch(/^deckcheck: no sheet for this decklist, which cannot be read:\n {2}\S*binary\.txt: .*NUL/m);
  });

  it('no decklist can be read: nothing written, exit 2, the reasons', async () => {
    const out = path.join(tmp, 'none.pdf');
    const r = await runCli(['sheet', '--no-db', '--event', 'fixtures/events/missing-deck.json', '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'deckcheck: no sheet for this decklist, which cannot be read; nothing written:\n  Jo: players[0].deck: fixtures/nowhere/jo.txt: no such file; check the path\n',
    );
    expect(() => statSync(out)).toThrow();
  });
});

function pdfText(file: string, layout = true): string {
  const r = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The rows a judge expects: per section, each card's English spelling (split cards with both halves) and count. */
function expectedRows(file: string): { main: Map<string, number>; sideboard: Map<string, number> } {
  const parsed = readDeck(readFileSync(path.join(REPO, file), 'utf8'), file).deck;
  const main = new Map<string, number>();
  const sideboard = new Map<string, number>();
  for (const e of parsed.entries) {
    const into = e.section === 'main' ? main : e.section === 'sideboard' || e.section === 'companion' ? sideboard : undefined;
    if (!into) continue;
    const name = oracleStyleName(e.name);
    into.set(name, (into.get(name) ?? 0) + e.count);
  }
  return { main, sideboard };
}

function expectRow(text: string, count: number, name: string): void {
  expect(text, `${count} ${name}`).toMatch(new RegExp(`(^|\\s)${count}\\s+${escapeRegExp(name)}(\\s|$)`, 'm'));
}

interface RealDeck {
  readonly file: string;
  readonly player: string;
  readonly event: string;
  readonly date: string;
  readonly main: number;
  readonly sideboard: number;
}

describe('sheets read back from the PDF (poppler-utils)', () => {
  if (!requireTool('pdftotext', 'poppler-utils') || !requireTool('pdftoppm', 'poppler-utils')) return;

  const real = JSON.parse(readFileSync(path.join(FIXTURES, 'real/index.json'), 'utf8')) as RealDeck[];
  it.each(real.map((d) => [d.file, d] as const))('%s: every card and count, the totals, the player and event', async (_, d) => {
    const file = `fixtures/real/${d.file}`;
    const out = path.join(tmp, `${d.file}.pdf`);
    const r = await runCli(['sheet', file, '--player', d.player, '--event-name', d.event, '--date', d.date, '-o', out, '--no-db']);
    expect(r.code, r.stderr).toBe(0);
    const text = pdfText(out);
    const rows = expectedRows(file);
    for (const [name, count] of [...rows.main, ...rows.sideboard]) expectRow(text, count, name);
    expect(text).toMatch(new RegExp(`Total Number of Cards in Main Deck:\\s+${d.main}\\b`));
    expect(text).toMatch(new RegExp(`Total Number of Cards in Sideboard:\\s+${d.sideboard}\\b`));
    expect(text).toContain(d.date);
    const plain = pdfText(out, false);
    expect(plain).toContain(d.player.split(' ').pop());
    expect(plain).toContain(d.event.slice(0, 30));
  });

  it('an event manifest: one sheet per player, teams first, overflow onto a second page, names transliterated with a note', async () => {
    const out = path.join(tmp, 'event.pdf');
    const r = await runCli(['sheet', '--event', 'fixtures/sheet/event.json', '-o', out, '--no-db']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`4 sheets, 5 pages`);
    expect(r.stderr).toContain('the last name "Żółw" is printed as "Zólw"');
    expect(r.stderr).toContain('the last name "太郎" is printed as "??"');
    const pages = pdfText(out).split('\f').filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(5);
    const plain = pdfText(out, false).split('\f');
    // Players in manifest order: Anderson, Brown (the team), Zólw, then the overflowing list on pages 4 and 5.
    expect(plain[0]).toContain('Anderson');
    expect(plain[0]).toContain('1001');
    expect(plain[1]).toContain('Brown');
    expect(plain[2]).toContain('Zólw');
    expect(plain[2]).toContain('Lukasz');
    for (const p of pages) {
      expect(p).toContain('Legacy 2HG at the local store');
      expect(p).toContain('The Local Game Store, Springfield');
      expect(p).toContain('2025-01-15');
      expect(p).toContain('FOR OFFICIAL USE ONLY');
    }
    // names.txt: split cards with both halves, Æ and û, the companion on the sideboard, the longest name over two rows.
    const names = expectedRows('fixtures/sheet/names.txt');
    const longest = [...names.main.keys()].find((n) => n.startsWith('Our Market Research')) ?? '';
    names.main.delete(longest);
    for (const [name, count] of [...names.main, ...names.sideboard]) expectRow(pages[2] ?? '', count, name);
    // The PDF's own line break: the count on the first row, the rest of the name on the next.
    expectRow(pages[2] ?? '', 1, 'Our Market Research Shows That Players Like Really Long Card');
    expect(pages[2]).toContain('Names So We Made This Card to Have the Absolute Longest Card');
    expect(pages[2]).toMatch(/^\s+Name Ever Elemental$/m);
    expect(longest).toBe(
      'Our Market Research Shows That Players Like Really Long Card Names So We Made This Card to Have the Absolute Longest Card Name Ever Elemental',
    );
    expect(pages[2]).toMatch(/Total Number of Cards in Sideboard:\s+3\b/);
    // overflow.txt: 53 main-deck rows and 20 sideboard rows over two pages; totals on both.
    expect(pages[3]).toContain('Page 1 of 2');
    expect(pages[3]).toContain('The list continues on page 2.');
    expect(pages[4]).toContain('Page 2 of 2');
    const overflow = expectedRows('fixtures/sheet/overflow.txt');
    expect(overflow.main.size).toBe(53);
    expect(overflow.sideboard.size).toBe(20);
    const both = `${pages[3] ?? ''}\n${pages[4] ?? ''}`;
    for (const [name, count] of [...overflow.main, ...overflow.sideboard]) expectRow(both, count, name);
    for (const p of [pages[3], pages[4]]) {
      expect(p).toMatch(/Total Number of Cards in Main Deck:\s+60\b/);
      expect(p).toMatch(/Total Number of Cards in Sideboard:\s+20\b/);
    }
    // A picture of the first page: the name strip, the lists and the judges' box are drawn (not a blank page).
    const png = path.join(tmp, 'page');
    const pic = spawnSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', out, png]);
    expect(pic.status).toBe(0);
    expect(statSync(`${png}-1.png`).size).toBeGreaterThan(10_000);
  });

  it('a line that is not a card: the sheet is written without it, the line is reported, exit 1', async () => {
    const out = path.join(tmp, 'unreadable.pdf');
    const r = await runCli(['sheet', 'fixtures/sheet/unreadable-line.txt', '-o', out, '--no-db']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/fixtures\/sheet\/unreadable-line\.txt:3: error: /);
    expect(r.stderr).toContain('1 line could not be read');
    const text = pdfText(out);
    expectRow(text, 4, 'Lightning Bolt');
    expectRow(text, 56, 'Mountain');
    expect(text).not.toContain('Counterspell');
    expect(text).toMatch(/Total Number of Cards in Main Deck:\s+60\b/);
  });
});
