/**
 * Words a user reads, issue 41 item 25, each on its exact text: the advice to remove a banned card in a format without
 * a sideboard, the companion counted as a companion (not as a sideboard card) in a Commander deck, the oathbreaker and
 * its signature spell named as such, the first day of a format's list in deckcheck.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import type { Finding } from '../../src/diagnostic.js';
import { findingItem, renderHtml } from '../../src/report/html.js';
import { renderStylish } from '../../src/report/stylish-render.js';
import { indexWithFacts, TEST_DATABASE } from '../commander/cards.js';

async function check(format: string, text: string, date = '2026-09-01') {
  const p = await prepareCheck({ format, date });
  return checkTexts({ ...p, index: indexWithFacts(p.index), cardDatabase: TEST_DATABASE }, [{ file: 'deck.txt', text }]);
}

const commanderDeck = (zone: string, main: string[], size: number, land = 'Forest'): string =>
  `${zone}\nDeck\n${main.map((c) => `1 ${c}`).join('\n')}\n${size - main.length} ${land}\n`;

describe('a banned card in a format without a sideboard', () => {
  it('Commander: "Remove it." with no sideboard named', async () => {
    const r = await check('commander', commanderDeck('Commander\n1 Azusa, Lost but Seeking', ['Mana Crypt'], 99));
    const f = r.findings.find((x) => x.rule === 'card-banned');
    expect(f?.message).toBe('Mana Crypt is banned in Commander on 2026-09-01 since 2024-09-23. Remove it.');
  });

  it('Commander: a banned commander is removed from the command zone', async () => {
    const r = await check('commander', commanderDeck('Commander\n1 Griselbrand', [], 99));
    const f = r.findings.find((x) => x.rule === 'card-banned');
    expect(f?.message).toMatch(/^Griselbrand is banned in Commander on 2026-09-01 since [0-9-]+\. Remove it \(command zone\)\.$/);
  });

  it('Modern keeps "(main deck and sideboard)"', async () => {
    const r = await check('modern', '4 Hogaak, Arisen Necropolis\n56 Island\nSideboard\n1 Hogaak, Arisen Necropolis\n');
    expect(r.findings.find((x) => x.rule === 'card-banned')?.message).toMatch(/ Remove all 5 \(main deck and sideboard\)\.$/);
  });
});

describe('a companion in a Commander deck', () => {
  it('is counted as a companion, not as a sideboard card, in the summary and the header', async () => {
    const r = await check('commander', commanderDeck('Commander\n1 Azusa, Lost but Seeking\nCompanion\n1 Jegantha, the Wellspring', [], 99));
    const d = r.units[0]?.decks[0];
    expect([d?.main, d?.sideboard, d?.counts.companion, d?.counts.commander]).toEqual([99, 0, 1, 1]);
    expect(renderStylish(r, { color: false })).toContain('deck.txt (99 main deck, 0 sideboard, 1 commander, 1 companion)');
  });

  it('in a 60-card format it still counts in the sideboard (MTR: the companion is a sideboard card)', async () => {
    const r = await check('modern', '60 Island\nCompanion\n1 Jegantha, the Wellspring\n');
    const d = r.units[0]?.decks[0];
    expect([d?.main, d?.sideboard]).toEqual([60, 1]);
    expect(renderStylish(r, { color: false })).toContain('deck.txt (60 main deck, 1 sideboard)');
  });
});

describe('Oathbreaker: the oathbreaker and its signature spell by name', () => {
  it('says which card is the oathbreaker and which the signature spell, never "commanders"', async () => {
    const r = await check('oathbreaker', commanderDeck('Commander\n1 Teferi, Temporal Archmage\n1 Counterspell', [], 58, 'Island'));
    const z = r.units[0]?.decks[0]?.commandZone;
    expect(z?.explanation).toBe(
      'Read oathbreaker Teferi, Temporal Archmage (line 2); signature spell Counterspell (line 3) as the decklist names the ' +
        'command zone (a Commander or Companion section, a COMMANDER: line, or the MTGO .dek commander annotation).',
    );
  });
});

describe('a day before deckcheck\'s list of a format', () => {
  it('names it as the start of deckcheck\'s list, not of the format', async () => {
    await expect(prepareCheck({ format: 'oathbreaker', date: '2026-06-01' })).rejects.toThrow(
      'deckcheck holds oathbreaker\'s banned and restricted list from 2026-08-22 on (the earliest day it knows the whole ' +
        'list; the format itself may be older); 2026-06-01 is earlier. Use date: "2026-08-22" or later.',
    );
  });
});

describe('a list of its own on top of another format\'s', () => {
  it('7 Point Highlander: the header says its own changes are known through 2024-02-04, the 2024-05-13 change being Vintage\'s', async () => {
    const r = await check('australian-highlander', '60 Island\n');
    const head = renderStylish(r, { color: false }).split('\n')[0];
    expect(head).toContain(
      '· banned/restricted list as of 2024-05-13 (184 banned, 0 restricted); its own changes known through 2024-02-04 ' +
        '(later changes are those of the format it builds on) ·',
    );
    expect(head).not.toContain(', known through');
  });

  it('Modern: "known through" as before', async () => {
    const r = await check('modern', '60 Island\n');
    expect(renderStylish(r, { color: false }).split('\n')[0]).toMatch(/ \(\d+ banned, 0 restricted\), known through \d{4}-\d{2}-\d{2} ·/);
  });
});

describe('the HTML report (issue 41, item 22)', () => {
  const finding = (message: string): Finding => ({
    rule: 'unknown-card',
    severity: 'error',
    message,
    file: 'deck.txt',
    line: 1,
    column: 1,
    card: 'Lightnig Bolt',
    related: [],
    reference: 'MTR 3.3',
    suggestions: ['Lightning Bolt'],
  });

  it('"Did you mean" once: not again under a message that already asks it', () => {
    const asked = findingItem(finding('"Lightnig Bolt" is not a card name. Did you mean "Lightning Bolt"?'));
    expect(asked.match(/did you mean/gi)).toHaveLength(1);
    const silent = findingItem(finding('"Lightnig Bolt" is not a card in the pool.'));
    expect(silent).toContain('<div class="muted">Did you mean: Lightning Bolt?</div>');
  });

  it('an empty cell (no player) is not shown on a phone: no "Player:" with nothing after it', async () => {
    const r = await check('modern', '60 Island\n');
    const html = renderHtml(r);
    expect(html).toContain('<td data-label="Player"></td>');
    expect(html).toContain('table.decks td[data-label]:empty{display:none}');
  });
});
