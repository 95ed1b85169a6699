import type { Finding } from '../diagnostic.js';
import { gameChangersOn } from '../formats/brackets.js';
import { bracketCardsOf, bracketLabel, bracketReference, cardsFindingBase } from './bracket-shared.js';
import type { DeckRule } from './types.js';

/** Game Changers each bracket allows: none in Brackets 1 and 2, three in Bracket 3, any number in 4 and 5. */
export const GAME_CHANGERS_ALLOWED: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 3 };

/**
 * `--bracket 1-3`: no more Game Changers than the bracket allows (the list in force on the check day, the commander
 * included). One finding per deck naming every Game Changer it holds.
 */
export const bracketGameChangers: DeckRule = {
  meta: {
    id: 'bracket-game-changers',
    description:
      'With a bracket asked for (Commander): no Game Changers in Brackets 1 and 2, at most three in Bracket 3 (the ' +
      'list in force on the check day, the commander counted); one error per deck naming them all.',
    reference: 'Commander Brackets (Commander Format Panel, magic.wizards.com, from 2025-02-11): Game Changers',
    scope: 'deck',
  },
  check(deck, ctx) {
    const bracket = ctx.bracket;
    if (bracket === undefined) return [];
    const allowed = GAME_CHANGERS_ALLOWED[bracket];
    if (allowed === undefined) return [];
    const gcs = bracketCardsOf(deck, ctx.date).gameChangers;
    if (gcs.length <= allowed) return [];
    const list = gameChangersOn(ctx.date);
    const n = gcs.length;
    const finding: Finding = {
      ...cardsFindingBase(this.meta.id, deck, gcs.map((c) => c.key)),
      severity: 'error',
      count: n,
      limit: allowed,
      message:
        `${n} Game Changer${n === 1 ? '' : 's'} (${gcs.map((c) => c.name).join(', ')}): ${bracketLabel(bracket)} allows ` +
        `${allowed === 0 ? 'none' : `at most ${allowed}`} (Game Changers list of ${list.asOf}). ` +
        (allowed === 0
          ? `Remove ${n === 1 ? 'it' : 'them'}, or play the deck in Bracket ${n > 3 ? 4 : 3}.`
          : `Remove ${n - allowed} of them, or play the deck in Bracket 4.`),
      reference: bracketReference(ctx.date, list),
    };
    return [finding];
  },
};
