import { choosesItsColor, colorIdentityOf, COLORS, frontFace, hasCharacteristics } from '../cards/characteristics.js';
import type { Color } from '../cards/facts.js';
import type { CardGroup } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { byLine, cardList, colorsText, commandersProper, groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

export const colorIdentity: DeckRule = {
  meta: {
    id: 'color-identity',
    description:
      "Every card's colour identity (mana symbols in its cost and rules text, colour indicator, every face; reminder " +
      "text ignored) is within the combined colour identity of the commander(s).",
    reference: 'CR 903.4, CR 903.5c, CR 903.5d',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    const zone = deck.commandZone;
    if (!cf || !zone || zone.commanders.length === 0) return [];
    // The commanders set the identity: in Oathbreaker the oathbreaker, not its signature spell.
    const setters = commandersProper(zone.commanders, cf.zone === 'oathbreaker');
    // Without every commander's facts there is no identity to compare with (said by card-facts-missing).
    if (setters.length === 0 || setters.some((g) => !hasCharacteristics(g.info))) return [];
    const allowed = new Set<Color>();
    const choosers: CardGroup[] = [];
    for (const g of setters) {
      if (g.info && choosesItsColor(g.info)) choosers.push(g);
      for (const c of colorIdentityOf(g.info) ?? []) allowed.add(c);
    }
    const out: Finding[] = [];
    const cards = byLine(
      deck,
      // The command zone sets the identity; Oathbreaker's signature spell is the signature-spell rule's.
      [...deck.cards.values()].filter((g) => g.counts.main > 0 && !zone.commanders.includes(g)),
    );
    if (choosers.length > 0) {
      const chooser = choosers[0] as CardGroup;
      if (ctx.commanderColors && ctx.commanderColors.length > 0) {
        for (const c of ctx.commanderColors) allowed.add(c);
      } else {
        // RULES C3: infer the colour when the deck's cards outside the identity share exactly one colour.
        const extra = new Set<Color>();
        for (const g of cards) for (const c of colorIdentityOf(g.info) ?? []) if (!allowed.has(c)) extra.add(c);
        if (extra.size === 1) {
          const c = [...extra][0] as Color;
          allowed.add(c);
          out.push(
            groupFinding(this.meta.id, deck, chooser, {
              severity: 'warning',
              message:
                `${chooser.name} chooses its colour before the game begins (CR 903.4b); the deck's cards point to ` +
                `${c}, so ${c} is taken as its colour. Say so with --commander-color ${c}.`,
              reference: 'CR 903.4b',
            }),
          );
        } else if (extra.size > 1) {
          out.push(
            groupFinding(this.meta.id, deck, chooser, {
              severity: 'error',
              message:
                `${chooser.name} chooses one colour before the game begins (CR 903.4b), but the deck's cards need ` +
                `${colorsText(COLORS.filter((x) => extra.has(x)))} beyond the other commanders' identity. Give the chosen ` +
                'colour with --commander-color, or remove the cards of the other colours.',
              reference: 'CR 903.4b',
            }),
          );
          return out;
        }
      }
    }
    const allowedText = colorsText(COLORS.filter((c) => allowed.has(c)));
    const commandersText = cardList(deck, setters);
    // Standard Brawl with a colourless commander: any number of basic lands of one basic land type (CR 903.12e).
    let brawlBasicType: string | undefined;
    for (const g of cards) {
      const identity = colorIdentityOf(g.info);
      if (!identity) continue; // not known: named by card-facts-missing
      const outside = identity.filter((c) => !allowed.has(c));
      if (outside.length === 0) continue;
      if (cf.zone === 'brawl' && allowed.size === 0 && g.info?.basic) {
        const type = frontFace(g.info)?.subtypes.find((t) => BASIC_LAND_TYPES.includes(t));
        brawlBasicType ??= type;
        if (type !== undefined && type === brawlBasicType) continue;
      }
      out.push(
        groupFinding(this.meta.id, deck, g, {
          severity: 'error',
          message:
            `${g.name} has colour identity ${colorsText(identity)}; ${colorsText(outside)} is outside the commander's ` +
            `colour identity (${allowedText}: ${commandersText}). Every card must be within it (CR 903.5c${
              g.info && frontFace(g.info)?.types.includes('Land') ? ', CR 903.5d' : ''
            }). Remove it.`,
          reference: 'CR 903.5c',
        }),
      );
    }
    return out;
  },
};
