/**
 * Issue 41, item 8: a typo in a Sealed pool made the deck illegal and the advice was to copy the typo ("not in the pool
 * (did you mean Mistwalkr?)"). With a card database the pool's names are checked as a deck's are: unknown-card on the
 * pool's line, and pool-covers-decks points at the pool as the record to correct. Card data: a small MTGJSON
 * AllPrintings file written here and imported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTexts, preparePool } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { oneSetDatabase, removeTempDirs, tstCard } from './db-helpers.js';


let dataDir: string;

beforeAll(async () => {
  dataDir = await oneSetDatabase([tstCard('Mistwalker', ['Creature']), tstCard('Island', ['Land'], { supertypes: ['Basic'] }), tstCard('Pestermite', ['Creature'])]);
}, 60_000);
afterAll(removeTempDirs);

describe("a Sealed pool's names, with a card database", () => {
  it('"1 Mistwalkr" in the pool: unknown-card on the pool line, and the deck\'s Mistwalker is not told to copy the typo', async () => {
    const prepared = await prepareCheck({ format: 'sealed', date: '2025-01-15', dataDir });
    const pool = preparePool(prepared, { file: 'pool.txt', text: '1 Mistwalkr\n1 Pestermite\n' });
    const report = checkTexts(prepared, [{ file: 'deck.txt', text: '1 Mistwalker\n1 Pestermite\n38 Island\n' }], pool);
    expect(report.legal).toBe(false);
    expect(report.findings.map((f) => [f.rule, f.severity, f.file, f.line, f.suggestions])).toEqual([
      ['pool-covers-decks', 'error', 'deck.txt', 1, undefined],
      ['unknown-card', 'error', 'pool.txt', 1, ['Mistwalker']],
    ]);
    const [covers, unknown] = report.findings;
    expect(unknown?.message).toBe(
      '"Mistwalkr" in the pool is not a card name in the card database (MTGJSON AllPrintings 5.2.0 of 2026-08-22). Did you ' +
        'mean "Mistwalker"? The pool is the record of the cards opened: correct the name in the pool file, and write it the same way in the deck.',
    );
    expect(covers?.message).toMatch(
      /^Mistwalker: 1 copy \(1 in the main deck\), but it is not in the pool \(pool\.txt\)\. .* The pool has "Mistwalkr" \(pool\.txt line 1\), which is no card name: if that is this card, correct the pool \(the record of the cards opened\); else remove it\.$/,
    );
    expect(covers?.message).not.toContain('did you mean');
  });

  it('the pool written right: legal', async () => {
    const prepared = await prepareCheck({ format: 'sealed', date: '2025-01-15', dataDir });
    const pool = preparePool(prepared, { file: 'pool.txt', text: '1 Mistwalker\n1 Pestermite\n' });
    const report = checkTexts(prepared, [{ file: 'deck.txt', text: '1 Mistwalker\n1 Pestermite\n38 Island\n' }], pool);
    expect(report.findings).toEqual([]);
  });
});
