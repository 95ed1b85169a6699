/**
 * A check against hand-built card data (card names with their printings, and the sets they are in), as a card
 * database would give it: for tables of card-pool verdicts by format and day without an imported database.
 */
import type { CardDatabaseInfo, PrintingFacts, SetFacts } from '../../src/cards/facts.js';
import { CardIndex } from '../../src/cards/index.js';
import { checkUnits, type CheckOptions } from '../../src/check/check.js';
import { listHistory } from '../../src/data/banlists.js';
import type { Finding } from '../../src/diagnostic.js';
import { findFormat } from '../../src/formats/formats.js';
import { listsInForce } from '../../src/formats/lists.js';
import { parseTextDeck } from '../../src/parse/text.js';

export interface HandBuiltCard {
  readonly name: string;
  readonly printings: PrintingFacts[];
  readonly basic?: boolean;
}

/**
 * `check(format, date, text)`: the findings of one deck checked with `cards` and `sets` as the card database; without
 * `sets`, as a database that has no set table.
 */
export function handBuiltCheck(
  cards: readonly HandBuiltCard[],
  sets?: readonly SetFacts[],
): (format: string, date: string, text: string) => readonly Finding[] {
  const db: CardDatabaseInfo = { source: 'hand-built', date: '2026-08-22', cards: cards.length, holds: { characteristics: false, printings: true } };
  const setMap = sets ? new Map(sets.map((x) => [x.code, x])) : undefined;
  return (format, date, text) => {
    const def = findFormat(format);
    if (!def) throw new Error(format);
    const index = new CardIndex();
    for (const c of cards) index.add({ name: c.name, basic: c.basic === true, printings: c.printings });
    const options: CheckOptions = {
      format: def,
      date,
      lists: def.list ? listsInForce(listHistory(def.list), date) : null,
      index,
      teamOverrides: 'lenient',
      cardDatabase: db,
      ...(setMap ? { sets: setMap } : {}),
    };
    return checkUnits([{ kind: 'deck', deck: parseTextDeck(text, 'deck.txt') }], options).units[0]?.findings ?? [];
  };
}
