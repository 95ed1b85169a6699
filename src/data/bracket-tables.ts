/**
 * The Commander Brackets' tables as data (src/data/brackets/game-changers.json, combos.json, categories.json; see
 * src/data/brackets.ts): needed only by a Commander check. Node loads them with src/data/bracket-tables-load.ts; a
 * browser bundle loads this module as a chunk of its own when a Commander check is prepared
 * (src/data/bracket-tables-load.browser.ts).
 */
import categoriesData from './brackets/categories.json' with { type: 'json' };
import combosData from './brackets/combos.json' with { type: 'json' };
import gameChangersData from './brackets/game-changers.json' with { type: 'json' };
import type { BracketCategories, GameChangersHistory, TwoCardCombos } from './brackets.js';

export interface BracketTables {
  readonly gameChangers: GameChangersHistory;
  readonly combos: TwoCardCombos;
  readonly categories: BracketCategories;
}

export const BRACKET_TABLES: BracketTables = {
  gameChangers: gameChangersData,
  combos: {
    note: combosData.note,
    // The schema holds each combination to two cards.
    combos: combosData.combos.map((c) => ({ ...c, cards: [c.cards[0] ?? '', c.cards[1] ?? ''] as const })),
  },
  categories: categoriesData,
};
