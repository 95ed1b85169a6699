/**
 * The library API of `deckcheck diff`: a registered decklist against the deck as presented. Usable without the CLI.
 */
import { checkOptions, type DeckText, type PreparedCheck } from './api.js';
import { diffDecks, type DiffReport } from './check/diff.js';
import { readDeckOrReport } from './input/detect.js';
import type { ParsedDeck } from './parse/types.js';

function parsed(d: DeckText): ParsedDeck {
  const p = d.parsed ?? readDeckOrReport(d.text, d.file, d.inputFormat);
  return d.inputFindings && d.inputFindings.length > 0 ? { ...p, diagnostics: [...d.inputFindings, ...p.diagnostics] } : p;
}

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
  return diffDecks(parsed(registered), parsed(presented), {
    index: prepared.index,
    cardDatabase: prepared.cardDatabase ?? null,
    check: checkRegistered ? checkOptions(prepared) : null,
    names: {
      format: prepared.format,
      date: prepared.date,
      lists: prepared.lists,
      teamOverrides: prepared.teamOverrides,
      cardDatabase: prepared.cardDatabase ?? null,
    },
    notes: prepared.notes ?? [],
  });
}
