/**
 * Issue 41, item 10: when the registered list is itself illegal, deckcheck diff gave contradicting remedies (fix the
 * list; put the deck back as registered). Under IPG 3.4 the list is corrected first, and the deck is made to match the
 * corrected list: the deck-problem findings and the remedies say so. No card data: the embedded facts and lists.
 */
import { describe, expect, it } from 'vitest';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { diffTexts } from '../../src/api/diff.js';

const REGISTERED = '4 Oko, Thief of Crowns\n4 Brainstorm\n52 Island\n';

describe('a registered list that is not legal, and a deck that differs from it', () => {
  it('the deck-problem finding and the remedy say to correct the list first, not to put the deck back as registered', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const report = diffTexts(prepared, { file: 'registered.txt', text: REGISTERED }, { file: 'presented.txt', text: '4 Oko, Thief of Crowns\n3 Brainstorm\n52 Island\n' }, true);
    expect(report.registeredLegal).toBe(false);
    const problem = report.findings.find((f) => f.rule === 'deck-problem');
    expect(problem?.message).toBe(
      'Brainstorm: main deck registered 4, presented 3 (−1). The deck does not match the registered decklist (IPG 3.5, Deck ' +
        'Problem): the registered decklist is itself not legal, so under IPG 3.4 (Decklist Problem) the list is corrected ' +
        'first, and the deck is then made to match the corrected list, not the list as registered. If the player cannot ' +
        'find the missing copy, IPG 3.5 treats it as a Decklist Problem (IPG 3.4) instead.',
    );
    expect(report.remedies.find((r) => r.rule === 'deck-problem')?.remedy).toBe(
      'the registered decklist is corrected first (IPG 3.4, Decklist Problem), and the deck is then made to match the corrected list',
    );
  });

  it('a legal registered list: the deck is put back as registered', async () => {
    const prepared = await prepareCheck({ format: 'legacy', date: '2025-01-15' });
    const legal = '4 Brainstorm\n56 Island\n';
    const report = diffTexts(prepared, { file: 'registered.txt', text: legal }, { file: 'presented.txt', text: '3 Brainstorm\n56 Island\n' }, true);
    expect(report.findings.find((f) => f.rule === 'deck-problem')?.message).toContain('usually the deck is put back as registered.');
    expect(report.remedies.find((r) => r.rule === 'deck-problem')?.remedy).toMatch(/^the deck is put back to match the registered decklist/);
  });
});
