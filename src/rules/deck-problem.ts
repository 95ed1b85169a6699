import type { CardRow, CompareSection } from '../model/compare.js';
import type { Finding } from '../diagnostic.js';
import type { DiffRule } from './types.js';

export const DECK_PROBLEM_REFERENCE = 'IPG 3.5 (Tournament Error — Deck Problem)';

/** What the IPG's remedy usually is, in a sentence (the penalty is the head judge's to decide). */
/** The remedy when the registered list is itself illegal: the list is corrected first (IPG 3.4). */
export const DECK_PROBLEM_REMEDY_LIST_ILLEGAL =
  'the registered decklist is corrected first (IPG 3.4, Decklist Problem), and the deck is then made to match the ' +
  'corrected list';

export const DECK_PROBLEM_REMEDY =
  'the deck is put back to match the registered decklist (missing cards found and returned, extra cards taken out, ' +
  'sideboard cards returned to the sideboard); main-deck cards the player cannot find make it a Decklist Problem ' +
  '(IPG 3.4) instead';

const LABEL: Readonly<Record<CompareSection, string>> = { main: 'main deck', sideboard: 'sideboard', commander: 'command zone' };

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

export const deckProblem: DiffRule = {
  meta: {
    id: 'deck-problem',
    description:
      'deckcheck diff: the deck as presented holds each card in each section (main deck, sideboard, command zone) ' +
      'as many times as the registered decklist; every difference, and every card moved between sections, is named.',
    reference: DECK_PROBLEM_REFERENCE,
    scope: 'diff',
  },
  remedy: DECK_PROBLEM_REMEDY,
  check(diff, ctx) {
    // A registered list that is itself illegal is corrected first (IPG 3.4, Decklist Problem); the deck is then made to
    // match the corrected list, so "put the deck back as registered" would contradict that remedy.
    const listIllegal = ctx.registeredFindings?.some((f) => f.severity === 'error') === true;
    const backTo = listIllegal
      ? 'the registered decklist is itself not legal, so under IPG 3.4 (Decklist Problem) the list is corrected first, ' +
        'and the deck is then made to match the corrected list, not the list as registered.'
      : 'usually the deck is put back as registered.';
    const byCard = new Map<string, CardRow[]>();
    for (const row of diff.rows) {
      if (row.difference === 0) continue;
      const list = byCard.get(row.key) ?? [];
      list.push(row);
      byCard.set(row.key, list);
    }
    const out: Finding[] = [];
    for (const [key, rows] of byCard) {
      const first = rows[0];
      if (!first) continue;
      const parts = rows.map(
        (r) => `${LABEL[r.section]} registered ${r.registered}, presented ${r.presented} (${signed(r.difference)})`,
      );
      const moves = diff.moves
        .filter((m) => m.key === key)
        .map((m) => `${m.count} moved from the ${LABEL[m.from]} to the ${LABEL[m.to]}`);
      const moved = diff.moves.filter((m) => m.key === key && m.from === 'main').reduce((n, m) => n + m.count, 0);
      const mainRow = rows.find((r) => r.section === 'main');
      const missingMain = mainRow && mainRow.difference < 0 ? -mainRow.difference - moved : 0;
      const lost =
        missingMain > 0
          ? ` If the player cannot find the missing ${missingMain === 1 ? 'copy' : `${missingMain} copies`}, IPG 3.5 treats ` +
            'it as a Decklist Problem (IPG 3.4) instead.'
          : '';
      const sideRow = rows.find((r) => r.section === 'sideboard');
      const movedToMain = diff.moves.filter((m) => m.key === key && m.from === 'sideboard').reduce((n, m) => n + m.count, 0);
      const missingSide = sideRow && sideRow.difference < 0 ? -sideRow.difference - movedToMain : 0;
      const noted = missingSide > 0 ? ' Missing sideboard cards are noted, with no penalty (IPG 3.5).' : '';
      const at = first.presentedLines[0] ?? first.registeredLines[0];
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `${first.card}: ${parts.join('; ')}${moves.length > 0 ? ` — ${moves.join(', ')}` : ''}. The deck does not ` +
          `match the registered decklist (IPG 3.5, Deck Problem): ${backTo}${lost}${noted}`,
        file: at?.file ?? null,
        line: at?.line ?? null,
        column: at?.column ?? null,
        section: first.section,
        card: first.card,
        count: first.presented,
        reference: this.meta.reference,
        related: [...first.registeredLines, ...first.presentedLines],
      });
    }
    return out;
  },
};
