import { colorIdentityOf, hasCharacteristics } from '../cards/characteristics.js';
import type { Color } from '../cards/facts.js';
import type { CardGroup } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { pairingAbility } from './commander-pair.js';
import { colorsText, groupFinding, isInstantOrSorcery } from './commander-shared.js';
import type { DeckRule } from './types.js';

const REFERENCE = 'Oathbreaker rules (oathbreakermtg.org)';
/** Two oathbreakers by a partner ability: each has its own signature spell (docs/explanations/decisions.md). */
const PARTNER_REFERENCE = 'Oathbreaker rules (oathbreakermtg.org), partner oathbreakers: a signature spell for each';

/** Whether each spell can be given to a different oathbreaker whose colour identity holds it (at most two of each). */
function eachHasItsOwn(spells: readonly (readonly Color[])[], oathbreakers: readonly (readonly Color[])[]): boolean {
  const within = (spell: readonly Color[], ob: readonly Color[] | undefined): boolean => ob !== undefined && spell.every((c) => ob.includes(c));
  const [s1, s2] = spells;
  const [o1, o2] = oathbreakers;
  if (!s1) return true;
  if (!s2) return within(s1, o1) || within(s1, o2);
  return (within(s1, o1) && within(s2, o2)) || (within(s1, o2) && within(s2, o1));
}

export const signatureSpell: DeckRule = {
  meta: {
    id: 'signature-spell',
    description:
      'Oathbreaker: the command zone holds one signature spell, an instant or sorcery within the oathbreaker\'s colour ' +
      'identity, beside the oathbreaker. With two partner oathbreakers (Will and Rowan Kenrith), each has its own ' +
      'signature spell within its own colour identity.',
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
    // Two oathbreakers that partner (commander-pair judges the pair) may have a signature spell each.
    const [a, b] = oathbreakers;
    const pair =
      oathbreakers.length === 2 && a?.info !== undefined && b?.info !== undefined && pairingAbility(a.info, b.info) !== undefined;
    const limit = pair ? 2 : 1;
    const copies = spells.reduce((n, g) => n + g.counts.commander, 0);
    if (copies > limit) {
      out.push(
        groupFinding(this.meta.id, deck, spells[limit] ?? spells[1] ?? anchor, {
          severity: 'error',
          message: pair
            ? `The command zone holds ${copies} signature spells (${spells.map((g) => g.name).join(', ')}) for two ` +
              `oathbreakers; each oathbreaker has one (${PARTNER_REFERENCE}). Keep two.`
            : `The command zone holds ${copies} signature spells (${spells.map((g) => g.name).join(', ')}); an oathbreaker has one (${REFERENCE}). Keep one.`,
          reference: pair ? PARTNER_REFERENCE : REFERENCE,
          count: copies,
          limit,
        }),
      );
    }
    const identities = oathbreakers.map((g) => colorIdentityOf(g.info) ?? []);
    const allowed = new Set(identities.flat());
    let outside = false;
    for (const spell of spells) {
      const identity = colorIdentityOf(spell.info) ?? [];
      const beyond = identity.filter((c) => !allowed.has(c));
      if (oathbreakers.length === 0 || beyond.length === 0) continue;
      outside = true;
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
    if (!pair || outside || copies > limit) return out;
    const names = oathbreakers.map((g) => g.name).join(' and ');
    const source =
      'the rules page\'s own wording on partners was not read (docs/explanations/decisions.md); check with your playgroup';
    if (copies === 1) {
      out.push(
        groupFinding(this.meta.id, deck, spells[0] ?? anchor, {
          severity: 'warning',
          message:
            `${names} are two oathbreakers but the command zone holds one signature spell (${spells[0]?.name ?? ''}): each ` +
            `oathbreaker has its own signature spell, cast only while that oathbreaker is on the battlefield ` +
            `(${PARTNER_REFERENCE}); ${source}. Add a signature spell for the other one.`,
          reference: PARTNER_REFERENCE,
        }),
      );
    } else if (!eachHasItsOwn(spells.map((g) => colorIdentityOf(g.info) ?? []), identities)) {
      out.push(
        groupFinding(this.meta.id, deck, spells[1] ?? anchor, {
          severity: 'warning',
          message:
            `${spells.map((g) => g.name).join(' and ')} cannot be given one to each of ${names} within that ` +
            `oathbreaker's own colour identity: each oathbreaker's signature spell is within its identity ` +
            `(${PARTNER_REFERENCE}); ${source}.`,
          reference: PARTNER_REFERENCE,
        }),
      );
    }
    return out;
  },
};
