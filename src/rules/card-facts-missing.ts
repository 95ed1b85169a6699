import { hasCharacteristics } from '../cards/characteristics.js';
import type { CardGroup } from '../model/model.js';
import { companionCandidates } from './companion-condition.js';
import { byLine, cardList } from './commander-shared.js';
import type { DeckRule } from './types.js';

/** The rule id whose findings mark a deck "not fully checked" (the report's `fullyChecked`). */
export const FACTS_MISSING_RULE = 'card-facts-missing';

const GET_FACTS =
  'Import a card database with card characteristics (deckcheck db update, or deckcheck db import <MTGJSON or Scryfall file>) ' +
  'to check them.';

export const cardFactsMissing: DeckRule = {
  meta: {
    id: FACTS_MISSING_RULE,
    description:
      'A warning on each deck whose Commander-family or companion rules could not all be checked because card ' +
      'characteristics (colour identity, types, mana values, text, rarity) are missing; the deck is "not fully checked".',
    reference: 'CR 903.3, CR 903.4, CR 702.124, CR 702.139',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    // Every companion the companion rule judges: declared ones, and outside commander formats one in the sideboard,
    // whose condition decides whether it can be revealed as the companion (CR 702.139a); with card data it gets a
    // warning when the deck breaks the condition, so without card data it is "not fully checked" too.
    const companions = companionCandidates(deck, ctx.format);
    const cap = ctx.format.manaValueMax;
    if (!cf && companions.length === 0 && !cap) return [];
    const what: string[] = [];
    if (cf) {
      what.push('colour identity (CR 903.4, 903.5c)', 'commander eligibility (CR 903.3)', 'commander pairs (CR 702.124)');
      if (cf.zone === 'oathbreaker') what.push('the signature spell');
    }
    if (cap) what.push(`mana values (at most ${cap.max}, card-mana-value-max)`);
    if (companions.length > 0) what.push(`companion conditions (CR 702.139) of ${companions.map((g) => g.name).join(', ')}`);
    // A mana-value cap reads the sideboard too.
    const inDeck = [...deck.cards.values()].filter(
      (g) =>
        g.counts.main > 0 || g.counts.commander > 0 || g.counts.companion > 0 || companions.includes(g) || (cap !== undefined && g.counts.sideboard > 0),
    );
    const needsPrintings = cf?.zone === 'pauper-commander';
    const lacking = (g: CardGroup): boolean => !hasCharacteristics(g.info) || (needsPrintings && g.info?.printings === undefined);
    const missing = byLine(deck, inDeck.filter(lacking));
    if (missing.length === 0) return [];
    if (needsPrintings) what.push('rarity (the PDH commander uncommon, the 99 common)');
    const last = what.pop();
    const list = what.length > 0 ? `${what.join(', ')} and ${last}` : (last ?? '');
    const holds = ctx.cardDatabase?.holds?.characteristics === true;
    const checked = cf
      ? `Deck size, singleton by name, the command zone's reading and the ${ctx.format.name} lists were checked.`
      : 'The rest of the deck was checked as usual.';
    const cause = holds
      ? `the card database has no characteristics for ${missing.length === inDeck.length ? 'any card of this deck' : cardList(deck, missing)}`
      : ctx.cardDatabase
        ? 'the card database in use does not hold card characteristics'
        : 'no card database is loaded, so card characteristics are not known';
    return [
      {
        rule: this.meta.id,
        severity: 'warning',
        message: `Not fully checked: ${cause}; not checked: ${list}. ${checked} ${GET_FACTS}`,
        file: deck.file,
        line: null,
        reference: this.meta.reference,
        related: [],
      },
    ];
  },
};
