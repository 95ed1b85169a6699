import { colorIdentityOf, hasCharacteristics } from '../cards/characteristics.js';
import type { CardGroup } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { colorsText, groupFinding, isInstantOrSorcery } from './commander-shared.js';
import type { DeckRule } from './types.js';

const REFERENCE = 'Oathbreaker rules (oathbreakermtg.org)';

export const signatureSpell: DeckRule = {
  meta: {
    id: 'signature-spell',
    description:
      'Oathbreaker: the command zone holds one signature spell, an instant or sorcery within the oathbreaker\'s colour ' +
      'identity, beside the oathbreaker.',
    reference: REFERENCE,
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    const zone = deck.commandZone;
    if (cf?.zone !== 'oathbreaker' || !zone || zone.commanders.length === 0) return [];
    // Only known cards can be told apart; unknown ones are named by card-facts-missing.
    if (zone.commanders.some((g) => !hasCharacteristics(g.info))) return [];
    const spells = zone.commanders.filter(isInstantOrSorcery);
    const oathbreakers = zone.commanders.filter((g) => !isInstantOrSorcery(g));
    const out: Finding[] = [];
    const anchor = zone.commanders[0] as CardGroup;
    if (spells.length === 0) {
      out.push(
        groupFinding(this.meta.id, deck, anchor, {
          severity: 'error',
          message:
            'The command zone has no signature spell: an Oathbreaker deck has its oathbreaker and one instant or sorcery ' +
            `as its signature spell, both in the command zone (${REFERENCE}). Add it under the "Commander" header.`,
          reference: REFERENCE,
        }),
      );
      return out;
    }
    const copies = spells.reduce((n, g) => n + g.counts.commander, 0);
    if (copies > 1) {
      out.push(
        groupFinding(this.meta.id, deck, spells[1] ?? anchor, {
          severity: 'error',
          message: `The command zone holds ${copies} signature spells (${spells.map((g) => g.name).join(', ')}); an oathbreaker has one (${REFERENCE}). Keep one.`,
          reference: REFERENCE,
          count: copies,
          limit: 1,
        }),
      );
    }
    const allowed = new Set(oathbreakers.flatMap((g) => [...(colorIdentityOf(g.info) ?? [])]));
    for (const spell of spells) {
      const identity = colorIdentityOf(spell.info) ?? [];
      const outside = identity.filter((c) => !allowed.has(c));
      if (oathbreakers.length === 0 || outside.length === 0) continue;
      out.push(
        groupFinding(this.meta.id, deck, spell, {
          severity: 'error',
          message:
            `${spell.name} (colour identity ${colorsText(identity)}) is outside the colour identity of the oathbreaker ` +
            `${oathbreakers.map((g) => g.name).join(', ')} (${colorsText([...allowed])}); a signature spell must be within it (${REFERENCE}).`,
          reference: REFERENCE,
        }),
      );
    }
    return out;
  },
};
