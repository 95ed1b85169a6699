/**
 * Comparing decks (`deckcheck diff`): a registered decklist against the deck as presented, the registered one checked
 * too when asked. Pure of Node.
 */
import { diffDecks, type DiffReport } from '../check/diff.js';
import { checkOptions, parseDeckText, type DeckText } from './check.js';
import type { PreparedCheck } from './settings.js';

/**
 * Compare a registered decklist with the deck as presented (each in any input format). With `checkRegistered`, the
 * registered list is also checked for the prepared format and day. Never throws on user input.
 */
export function diffTexts(
  prepared: PreparedCheck,
  registered: DeckText,
  presented: DeckText,
  checkRegistered: boolean,
): DiffReport {
  const options = checkOptions(prepared);
  return diffDecks(parseDeckText(registered), parseDeckText(presented), {
    index: prepared.index,
    cardDatabase: prepared.cardDatabase ?? null,
    check: checkRegistered ? options : null,
    names: options,
    notes: prepared.notes ?? [],
  });
}
