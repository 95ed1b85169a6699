/**
 * Card names as the card database reads them, for a target another program reads: a foreign name becomes the English
 * card name, a misspelled name the one card the database suggests for it, and every name that stays as written
 * because the database cannot tell which card it is gets a note (issue 41, item 23). Pure: the index is given.
 *
 * A typo is corrected only when the suggestions hold exactly one card (as the convert command's documentation says): with
 * two or more, which one was meant is the player's to say, so the name is written as read and the note lists them.
 */
import type { CardIndex } from '../cards/index.js';
import type { DeckEntry, ParsedDeck } from '../parse/types.js';
import { isSplitCard } from './names.js';
import { type ConvertNote, plural } from './plan.js';

/** How many lines a note names before "and N more". */
const NAMED = 5;

/** The name another program reads: a split card whole (`Fire // Ice`), any other two-part card by its front face. */
function writtenName(name: string): string {
  return name.includes(' // ') && !isSplitCard(name) ? (name.split(' // ')[0] ?? name) : name;
}

function lines(items: readonly string[]): string {
  return items.length <= NAMED ? items.join(', ') : `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more`;
}

/** The deck with the names the database reads written in English, and the notes that say what was changed or not. */
export function withCardNames(deck: ParsedDeck, index: CardIndex): { deck: ParsedDeck; notes: ConvertNote[] } {
  const foreign: string[] = [];
  const typos: string[] = [];
  const unknown: string[] = [];
  const entries = deck.entries.map((e): DeckEntry => {
    const r = index.resolve(e.name);
    if (r.kind === 'foreign') {
      const name = writtenName(r.card.name);
      foreign.push(`${e.name} → ${name} (line ${e.line})`);
      return { ...e, name };
    }
    if (r.kind === 'ambiguous') {
      unknown.push(`${e.name} (line ${e.line}: could be ${r.candidates.slice(0, 3).join(', ')}${r.candidates.length > 3 ? ', …' : ''})`);
    } else if (r.kind === 'unknown' && r.complete === true) {
      const suggestions = r.suggestions ?? [];
      const only = suggestions.length === 1 ? suggestions[0] : undefined;
      if (only !== undefined) {
        const name = writtenName(only);
        typos.push(`${e.name} → ${name} (line ${e.line})`);
        return { ...e, name };
      }
      unknown.push(
        `${e.name} (line ${e.line}${suggestions.length > 0 ? `: did you mean ${suggestions.join(', ')}?` : ': no card of that name'})`,
      );
    }
    return e;
  });
  const notes: ConvertNote[] = [];
  if (foreign.length > 0) {
    notes.push({ kind: 'info', section: null, message: `wrote ${plural(foreign.length, 'foreign name')} as the English card name: ${lines(foreign)}.` });
  }
  if (typos.length > 0) {
    notes.push({
      kind: 'info',
      section: null,
      message: `wrote ${plural(typos.length, 'misspelled name')} as the one card the card database suggests: ${lines(typos)}. Check them.`,
    });
  }
  if (unknown.length > 0) {
    notes.push({
      kind: 'info',
      section: null,
      message:
        `could not write ${plural(unknown.length, 'name')} as a card name, so ${unknown.length === 1 ? 'it is' : 'they are'} written as read ` +
        `(another program may not read ${unknown.length === 1 ? 'it' : 'them'}): ${lines(unknown)}.`,
    });
  }
  return { deck: notes.length === 0 ? deck : { ...deck, entries }, notes };
}
