import {
  facesOf,
  hasCharacteristics,
  isBackground,
  isTimeLordDoctor,
  partnerAbilities,
  type PartnerAbility,
} from '../cards/characteristics.js';
import type { CardInfo } from '../cards/index.js';
import { nameKey } from '../cards/normalize.js';
import { cardList, commandersProper, groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

/** Whether `ability` of card `a` names card `b` ("Partner with [name]": the name is b's, or b's front face's). */
function namesCard(ability: PartnerAbility, b: CardInfo): boolean {
  if (ability.kind !== 'partner-with') return false;
  const names = [b.name, ...(facesOf(b) ?? []).map((f) => f.name)].map(nameKey);
  return names.includes(nameKey(ability.name));
}

/** The partner ability that lets `a` and `b` be commanders together (CR 702.124), or undefined. */
export function pairingAbility(a: CardInfo, b: CardInfo): string | undefined {
  const A = partnerAbilities(a);
  const B = partnerAbilities(b);
  if (A.some((x) => x.kind === 'partner') && B.some((x) => x.kind === 'partner')) return 'Partner (CR 702.124h)';
  if (A.some((x) => namesCard(x, b)) && B.some((x) => namesCard(x, a))) return 'Partner with (CR 702.124j)';
  for (const x of A) {
    if (x.kind === 'partner-text' && B.some((y) => y.kind === 'partner-text' && y.key === x.key)) {
      return `Partner—${x.key} (CR 702.124i)`;
    }
  }
  const chooser = (c: CardInfo): boolean => partnerAbilities(c).some((x) => x.kind === 'choose-background');
  if ((chooser(a) && isBackground(b)) || (chooser(b) && isBackground(a))) return 'Choose a Background (CR 702.124k)';
  const doctorsCompanion = (c: CardInfo): boolean => partnerAbilities(c).some((x) => x.kind === 'doctors-companion');
  if ((doctorsCompanion(a) && isTimeLordDoctor(b)) || (doctorsCompanion(b) && isTimeLordDoctor(a))) {
    return "Doctor's companion (CR 702.124m)";
  }
  return undefined;
}

function abilityNames(card: CardInfo): string {
  const names = partnerAbilities(card).map((x) => {
    switch (x.kind) {
      case 'partner':
        return 'Partner';
      case 'partner-text':
        return `Partner—${x.key}`;
      case 'partner-with':
        return `Partner with ${x.name}`;
      case 'choose-background':
        return 'Choose a Background';
      case 'doctors-companion':
        return "Doctor's companion";
    }
  });
  if (isBackground(card)) names.push('Background');
  if (isTimeLordDoctor(card)) names.push('Time Lord Doctor');
  return names.length > 0 ? names.join(', ') : 'no partner ability';
}

export const commanderPair: DeckRule = {
  meta: {
    id: 'commander-pair',
    description:
      'Two commanders only when both allow it (Partner, Partner with each other, the same Partner—[text] such as ' +
      "Friends forever, Choose a Background with a Background, Doctor's companion with a Time Lord Doctor); never three. " +
      'In Duel Commander from 2022-02-14, a warning on every pair: only one of the two may be cast from the command ' +
      'zone in a game.',
    reference: 'CR 702.124; Duel Commander comprehensive rules 301.5',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    const zone = deck.commandZone;
    if (!cf || !zone) return [];
    // Oathbreaker's command zone also holds the signature spell, which is no commander. Without a card's facts an
    // oathbreaker cannot be told from a signature spell: only a zone beyond two of each is sure to be wrong.
    if (cf.zone === 'oathbreaker' && zone.commanders.some((g) => !hasCharacteristics(g.info))) {
      const cards = zone.commanders.reduce((n, g) => n + g.counts.commander, 0);
      const first = zone.commanders[0];
      if (cards <= 4 || !first) return [];
      return [
        groupFinding(this.meta.id, deck, first, {
          severity: 'error',
          message:
            `The command zone holds ${cards} cards: ${cardList(deck, zone.commanders)}. It holds at most two ` +
            'oathbreakers, and then a signature spell for each (CR 702.124g; Oathbreaker rules). Keep 4 at most; the ' +
            'others go in the main deck or out of it.',
          reference: `CR 702.124g; ${cf.reference}`,
          count: cards,
          limit: 4,
        }),
      ];
    }
    const commanders = commandersProper(zone.commanders, cf.zone === 'oathbreaker');
    const copies = commanders.reduce((n, g) => n + g.counts.commander, 0);
    const limit = cf.partners ? 2 : 1;
    if (copies > limit) {
      const first = commanders[0];
      if (!first) return [];
      const kind = cf.zone === 'oathbreaker' ? 'oathbreaker' : 'commander';
      return [
        groupFinding(this.meta.id, deck, first, {
          severity: 'error',
          message:
            `The command zone holds ${copies} ${kind}s: ${cardList(deck, commanders)}. ` +
            (cf.partners
              ? 'No partner ability or combination of them ever allows more than two commanders (CR 702.124g).'
              : `${ctx.format.name} has one ${kind} (${cf.reference}).`) +
            ` Keep ${limit}; the others go in the main deck or out of it.`,
          reference: cf.partners ? 'CR 702.124g' : cf.reference,
          count: copies,
          limit,
        }),
      ];
    }
    const [a, b] = commanders;
    if (commanders.length !== 2 || !a || !b) return [];
    const kind = cf.zone === 'oathbreaker' ? 'oathbreaker' : 'commander';
    if (!a.info || !b.info || !hasCharacteristics(a.info) || !hasCharacteristics(b.info)) return [];
    const ability = pairingAbility(a.info, b.info);
    if (ability === undefined) {
      return [
        groupFinding(this.meta.id, deck, b, {
          severity: 'error',
          message:
            `${a.name} (${abilityNames(a.info)}) and ${b.name} (${abilityNames(b.info)}) cannot both be ${kind}s: two ` +
            `${kind}s need the same partner ability (Partner, Partner with each other, the same Partner—[text]), or ` +
            "Choose a Background with a Background, or Doctor's companion with a Time Lord Doctor; different partner " +
            `abilities cannot be combined (CR 702.124f). Keep one ${kind}.`,
          reference: 'CR 702.124',
        }),
      ];
    }
    const rule = cf.partnerRule;
    if (rule && ctx.date >= rule.from) {
      return [
        groupFinding(this.meta.id, deck, b, {
          severity: 'warning',
          message: `${a.name} and ${b.name} are commanders together by ${ability}. ${rule.text} (${rule.reference})`,
          reference: rule.reference,
        }),
      ];
    }
    return [];
  },
};
