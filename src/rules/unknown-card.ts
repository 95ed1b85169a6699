import type { DeckEntry, SectionId } from '../parse/types.js';
import type { CardDatabaseInfo } from '../cards/facts.js';
import type { Finding } from '../diagnostic.js';
import { databaseLabel, quoteList } from './db-notes.js';
import { entryFindingBase } from './shared.js';
import type { DeckRule } from './types.js';
import { MAX_FINDINGS } from './findings-not-listed.js';
import { meldResult } from '../cards/meld.js';

const NO_SUGGESTIONS: readonly string[] = [];

/** Sections whose names must be cards: the deck proper and the supplementary decks (not maybeboard, not tokens). */
const CHECKED: ReadonlySet<SectionId> = new Set(['main', 'sideboard', 'commander', 'companion', 'schemes', 'planes']);

/**
 * unknown-card on a Sealed / Draft pool's lines: the pool is the record of what was opened, so a name in it that is no
 * card is corrected there (a deck that spells the card right is not to copy the pool's typo).
 */
export function unknownPoolNames(
  file: string,
  unknown: readonly { readonly entry: DeckEntry; readonly suggestions: readonly string[] }[],
  db: CardDatabaseInfo | null,
): Finding[] {
  return unknown.map(({ entry, suggestions }) => ({
    rule: unknownCard.meta.id,
    severity: 'error' as const,
    message:
      `"${entry.name}" in the pool is not a card name in ${databaseLabel(db)}. ` +
      `${suggestions.length > 0 ? `Did you mean ${quoteList(suggestions)}?` : 'No card has a similar name.'} The pool is the record ` +
      'of the cards opened: correct the name in the pool file, and write it the same way in the deck.',
    file,
    line: entry.line,
    column: entry.column,
    section: entry.section,
    card: entry.name,
    reference: unknownCard.meta.reference,
    related: [],
    suggestions: [...suggestions],
  }));
}

export const unknownCard: DeckRule = {
  meta: {
    id: 'unknown-card',
    description:
      'With a card database: every name on the decklist is a card (in English or another language the data knows). ' +
      'A name that is not gets up to three similar card names as suggestions. With the built-in card data, a name ' +
      'checked for a day after the data\'s date is a warning instead: it may be a card printed since. The name of a ' +
      'melded permanent (Brisela, Voice of Nightmares) is an error on any day, naming the two meld cards it stands for.',
    reference: 'MTR 3.3 (authorized cards); IPG 3.4 (decklist problems)',
    scope: 'deck',
  },
  check(deck, ctx) {
    const db = ctx.cardDatabase;
    const out: Finding[] = [];
    // Similar names are looked for (the costly part) only for as many names as the report lists: a deck of 100,000
    // unknown names would otherwise cost seconds for findings that are only counted (src/rules/findings-not-listed.ts).
    const suggestFor = ctx.maxFindings ?? MAX_FINDINGS;
    for (const unknown of deck.unknown ?? []) {
      const entry = unknown.entry;
      if (!CHECKED.has(entry.section)) continue;
      const melded = meldResult(entry.name);
      if (melded !== undefined) {
        // Known to be no card, whatever the data's date: no similar names are looked for.
        const [a, b] = melded.parts;
        out.push({
          rule: this.meta.id,
          severity: 'error',
          message:
            `"${entry.name}" is the melded permanent of ${a} and ${b}: their two back faces combined, not a card of its ` +
            `own (CR 701.42a), so no deck holds it. List the cards: ${a} and ${b} (IPG 3.4: a decklist names each card).`,
          ...entryFindingBase(deck, entry),
          reference: this.meta.reference,
          suggestions: NO_SUGGESTIONS,
        });
        continue;
      }
      const suggestions = out.length < suggestFor ? unknown.suggestions : NO_SUGGESTIONS;
      const hint =
        out.length >= suggestFor
          ? 'Similar names were not looked for: the deck has more findings than a report lists.'
          : suggestions.length > 0
            ? `Did you mean ${quoteList(suggestions)}?`
            : 'No card has a similar name.';
      if (db?.builtIn === true && ctx.date > db.date) {
        // The snapshot cannot know cards printed after it: on a later day the name may be a new card (issue 40).
        out.push({
          rule: this.meta.id,
          severity: 'warning',
          message:
            `"${entry.name}" is not in the card data of ${db.date}; a newer card? deckcheck db update. ${hint} ` +
            'If it is a misspelling, correct the name: a decklist must name each card unambiguously (IPG 3.4).',
          ...entryFindingBase(deck, entry),
          reference: this.meta.reference,
          suggestions,
        });
        continue;
      }
      const newer = db ? ` If it is a card printed after ${db.date}, update the database: deckcheck db update.` : '';
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `"${entry.name}" is not a card name in ${databaseLabel(db)}. ${hint} A decklist must name each card ` +
          `unambiguously (IPG 3.4): correct the name.${newer}`,
        ...entryFindingBase(deck, entry),
        reference: this.meta.reference,
        suggestions,
      });
    }
    return out;
  },
};
