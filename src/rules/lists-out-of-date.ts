import type { Finding } from '../diagnostic.js';
import { LISTS_GRACE_DAYS } from '../formats/knowledge.js';
import { gameChangersOn, gameChangersOutOfDate } from '../formats/brackets.js';
import type { DeckRule } from './types.js';

/**
 * The day checked lies past everything deckcheck knows of the format — its own lists and pool rules, and card data
 * that extends them — by more than the grace period: banned and restricted announcements and new sets since then
 * are unknown, so the verdict may be out of date. One warning per deck (README, "How deckcheck stays current").
 */
export const listsOutOfDate: DeckRule = {
  meta: {
    id: 'lists-out-of-date',
    description:
      `The day checked is more than ${LISTS_GRACE_DAYS} days past the last day deckcheck knows the format's banned and ` +
      'restricted lists and card pool (its own knowledge date, or the date of card data that extends it): every deck ' +
      'gets a warning naming that day and the remedy. With a Commander bracket asked for, the same for the Game ' +
      'Changers list.',
    reference: 'MTR 6.1 (banned and restricted lists change by announcement)',
    scope: 'deck',
  },
  check(deck, ctx) {
    const out: Finding[] = [];
    const gcDays = ctx.bracket === undefined ? null : gameChangersOutOfDate(ctx.date);
    if (gcDays !== null) {
      const list = gameChangersOn(ctx.date);
      out.push({
        rule: this.meta.id,
        severity: 'warning',
        message:
          `${ctx.date} is ${gcDays} days after ${list.knownThrough}, the last day deckcheck knows the Commander Game ` +
          `Changers list (its newest update found: ${list.title}). An update since then is not checked, so the bracket ` +
          "verdict may be out of date. Compare with the panel's current list on magic.wizards.com or get a newer deckcheck.",
        file: deck.file,
        line: null,
        column: null,
        reference: 'Commander Brackets: the Game Changers list changes by announcement',
        related: [],
      });
    }
    const currency = ctx.currency;
    if (!currency || currency.outOfDate === null) return out;
    const known = currency.data
      ? `${currency.data.label}, which extends deckcheck's own lists, known through ${currency.knowledge.day}`
      : `deckcheck's own lists; no card data of a later date that covers ${ctx.format.name} is in use`;
    const finding: Finding = {
      rule: this.meta.id,
      severity: 'warning',
      message:
        `${ctx.date} is ${currency.outOfDate} days after ${currency.lastKnown}, the last day deckcheck knows ` +
        `${ctx.format.name}'s banned and restricted lists and card pool (${known}). Announcements and new sets since ` +
        'then are not checked, so this verdict may be out of date. ' +
        // Card data carries no legality for a format written as a format file (a user's or a built-in Highlander one).
        (ctx.format.fromFile
          ? `Check the format's own announcements (${ctx.format.reference ?? ctx.format.name}) or get a newer deckcheck.`
          : 'Get current card data (deckcheck db update) or a newer deckcheck.'),
      file: deck.file,
      line: null,
      column: null,
      reference: this.meta.reference,
      related: [],
    };
    out.push(finding);
    return out;
  },
};
