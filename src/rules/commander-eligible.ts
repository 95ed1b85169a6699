import {
  creatureOutsideBattlefield,
  endsWithPtBox,
  facesOf,
  frontFace,
  hasCharacteristics,
  isBackground,
  isLegendary,
  partnerAbilities,
  saysItCanBeYourCommander,
} from '../cards/characteristics.js';
import type { FaceFacts, Platform, PrintingFacts, SetFacts } from '../cards/facts.js';
import type { CardInfo } from '../cards/index.js';
import type { CardGroup } from '../model/model.js';
import { POOLS } from '../data/pools.js';
import type { CommandZoneKind } from '../formats/formats.js';
import { poolRules } from '../formats/pool-load.js';
import type { Finding } from '../diagnostic.js';
import { cardList, commandersProper, groupFinding } from './commander-shared.js';
import type { DeckRule } from './types.js';

/**
 * The day legendary Vehicles and legendary Spacecraft with a power/toughness box became eligible: the CR issued with
 * Edge of Eternities (file "MagicCompRules 20250725"; EOE prerelease 2025-07-25).
 */
export const VEHICLE_COMMANDERS_FROM = '2025-07-25';

type Verdict =
  | { readonly ok: true; readonly warning?: string }
  | { readonly ok: false; readonly why: string; readonly reference: string };

const OK: Verdict = { ok: true };

/** A printed power/toughness box: the data's P/T, else a last text line "N/N"; undefined when unknown. */
function ptBox(face: FaceFacts): boolean | undefined {
  if (face.power !== undefined && face.toughness !== undefined) return true;
  if (endsWithPtBox(face.text)) return true;
  return undefined;
}

/**
 * Which printings count for Pauper Commander rarity: paper or MTGO, not Arena-only ("based on paper and
 * MTGO releases, excluding Arena", pdhhomebase.com/rules; PDH Home Base #116, 2023-03-09), and, since the PDH framework
 * update ("Updating PDH's framework", pdhhomebase.com), not "Secret Lairs, promos, promo-like set supplements (like
 * Masterpieces), and local releases (products that aren't released in English)": the sets 60-card Pauper leaves out
 * (data/pools/pools.json `pauper`: promo and Secret Lair sets, foreign-only sets), judged with the card data's set
 * facts when it has them. The update is undated in the source, so it applies on every day. A printing released after
 * `date` (when given) does not count yet.
 */
export function countsForPauperRarity(
  p: PrintingFacts,
  sets?: ReadonlyMap<string, SetFacts>,
  date?: string,
  platform: Platform = 'paper',
): boolean {
  if (!(p.availability.includes('paper') || p.availability.includes('mtgo')) || p.promo || p.funny || p.rebalanced) return false;
  // Only printings released by the check day, as 60-card Pauper counts them (formats/pool); a printing the
  // data cannot date still counts, as it did before dates were read.
  if (date !== undefined && poolRules().printedBy(p, date, sets, platform) === false) return false;
  const rules = POOLS.pauper;
  if (rules.excludedSets.includes(p.set)) return false;
  const set = sets?.get(p.set);
  if (set && (rules.excludedSetTypes.includes(set.type) || (rules.excludeForeignOnly && set.foreignOnly))) return false;
  return true;
}

/** Whether a card could be the commander under CR 903.3 on `date` (legendary creature, Vehicle, Spacecraft, text). */
function commanderVerdict(face: FaceFacts, date: string, planeswalkers: boolean, dataSaysCommander: boolean): Verdict {
  if (saysItCanBeYourCommander(face.text)) return OK;
  // The card data's own word (MTGJSON leadershipSkills.commander), for data that lacks the card's text. It predates
  // the 2025 Vehicle/Spacecraft rule (RULES §11.6), so it is taken only as a yes, never as a no.
  if (dataSaysCommander) return OK;
  const legendary = isLegendary(face);
  if (legendary && (face.types.includes('Creature') || creatureOutsideBattlefield(face.text))) return OK;
  if (planeswalkers && legendary && face.types.includes('Planeswalker')) return OK;
  const newRule = date >= VEHICLE_COMMANDERS_FROM;
  if (legendary && face.subtypes.includes('Vehicle')) {
    return newRule
      ? OK
      : { ok: false, why: `legendary Vehicles may be commanders only from ${VEHICLE_COMMANDERS_FROM}`, reference: 'CR 903.3' };
  }
  if (legendary && face.subtypes.includes('Spacecraft')) {
    if (!newRule) {
      return { ok: false, why: `legendary Spacecraft may be commanders only from ${VEHICLE_COMMANDERS_FROM}`, reference: 'CR 903.3' };
    }
    if (ptBox(face)) return OK;
    return {
      ok: true,
      warning:
        'a legendary Spacecraft may be a commander only with a power/toughness box (CR 903.3), and the card data gives ' +
        'no power and toughness for it: check the card (RULES C2)',
    };
  }
  const kind = planeswalkers ? 'a legendary creature or planeswalker' : 'a legendary creature';
  const extra = newRule ? ', a legendary Vehicle, or a legendary Spacecraft with a power/toughness box' : '';
  return { ok: false, why: `a commander must be ${kind}${extra}, or say it can be your commander`, reference: 'CR 903.3, CR 903.3a' };
}

/** Whether some printing of the card was released by `date` (or cannot be dated), or it has none: else card-not-legal reports it. */
export function releasedBy(
  printings: readonly PrintingFacts[],
  date: string,
  sets?: ReadonlyMap<string, SetFacts>,
  platform: Platform = 'paper',
): boolean {
  return printings.length === 0 || printings.some((p) => poolRules().printedBy(p, date, sets, platform) !== false);
}

function hasUncommonPrinting(
  card: CardInfo,
  date: string | undefined,
  sets: ReadonlyMap<string, SetFacts> | undefined,
  platform: Platform,
): boolean | undefined {
  if (!card.printings) return undefined;
  return card.printings.some((p) => p.rarity === 'uncommon' && countsForPauperRarity(p, sets, date, platform));
}

function typeLine(face: FaceFacts): string {
  return [...face.supertypes, ...face.types].join(' ') + (face.subtypes.length ? ` — ${face.subtypes.join(' ')}` : '');
}

function verdictFor(
  card: CardInfo,
  zone: CommandZoneKind,
  date: string,
  others: readonly CardGroup[],
  sets: ReadonlyMap<string, SetFacts> | undefined,
  platform: Platform,
): Verdict | null {
  const face = frontFace(card);
  if (!face) return null;
  const background = isBackground(card);
  const besideChooser = others.some((g) => g.info && partnerAbilities(g.info).some((a) => a.kind === 'choose-background'));
  if (background) {
    if (!besideChooser) {
      return {
        ok: false,
        why: 'a Background can be a commander only beside a commander with "Choose a Background"',
        reference: 'CR 702.124k',
      };
    }
    if (zone !== 'pauper-commander') return OK;
  }
  switch (zone) {
    case 'commander':
      return commanderVerdict(face, date, false, card.leadership?.commander === true);
    case 'brawl':
      return commanderVerdict(face, date, true, card.leadership?.commander === true);
    case 'oathbreaker': {
      // The signature spell is the signature-spell rule's.
      if (face.types.includes('Instant') || face.types.includes('Sorcery')) return null;
      if (face.types.includes('Planeswalker')) return OK;
      return { ok: false, why: 'an oathbreaker must be a planeswalker card', reference: 'Oathbreaker rules' };
    }
    case 'pauper-commander': {
      if (!face.types.includes('Creature') && !background) {
        return { ok: false, why: 'a Pauper Commander commander must be a creature (it need not be legendary)', reference: 'PDH rules' };
      }
      const uncommon = hasUncommonPrinting(card, date, sets, platform);
      if (uncommon === undefined) return null; // printings unknown: said by card-facts-missing
      if (uncommon) return OK;
      if (card.printings && !releasedBy(card.printings, date, sets, platform)) return null; // not printed yet: card-not-legal's
      const later = hasUncommonPrinting(card, undefined, sets, platform) === true;
      return {
        ok: false,
        why:
          'a Pauper Commander commander must have been printed at uncommon (in paper or on Magic Online, not a promo; ' +
          `RULES C14)${later ? `, and its first such printing came after ${date}` : ''}`,
        reference: 'PDH rules (pdhhomebase.com/rules)',
      };
    }
  }
}

export const commanderEligible: DeckRule = {
  meta: {
    id: 'commander-eligible',
    description:
      "The command zone holds a commander the format allows: a legendary creature (from 2025-07-25 also a legendary " +
      'Vehicle, or a Spacecraft with power/toughness), a card that says it can be your commander, a Background beside ' +
      '"Choose a Background"; a planeswalker in Brawl and Oathbreaker; an uncommon creature in Pauper Commander.',
    reference: 'CR 903.3, CR 903.3a, CR 702.124k',
    scope: 'deck',
  },
  check(deck, ctx) {
    const cf = ctx.format.commander;
    const zone = deck.commandZone;
    if (!cf || !zone) return [];
    if (zone.commanders.length === 0) {
      return [
        {
          rule: this.meta.id,
          severity: 'error',
          message:
            `${zone.explanation} A ${ctx.format.name} deck has a commander (${cf.reference}). Put it under a ` +
            '"Commander" header (or a "COMMANDER: 1 Name" line), or as the only card of the sideboard.',
          file: deck.file,
          line: null,
          section: 'commander',
          reference: cf.reference,
          related: [],
        },
      ];
    }
    const out: Finding[] = [];
    // Oathbreaker: a command zone of known cards that holds only instants and sorceries has no oathbreaker at all.
    if (
      cf.zone === 'oathbreaker' &&
      zone.commanders.every((g) => hasCharacteristics(g.info)) &&
      commandersProper(zone.commanders, true).length === 0
    ) {
      out.push(
        groupFinding(this.meta.id, deck, zone.commanders[0] as CardGroup, {
          severity: 'error',
          message:
            `The command zone holds no oathbreaker, only ${cardList(deck, zone.commanders)}: an Oathbreaker deck has a ` +
            'planeswalker card as its oathbreaker beside its signature spell (Oathbreaker rules). Add the oathbreaker ' +
            'under the "Commander" header.',
          reference: 'Oathbreaker rules',
        }),
      );
    }
    for (const group of zone.commanders) {
      if (!group.info || !hasCharacteristics(group.info)) continue; // named by card-facts-missing
      const others = zone.commanders.filter((g) => g !== group);
      const v = verdictFor(group.info, cf.zone, ctx.date, others, ctx.sets, ctx.platform ?? 'paper');
      if (!v) continue;
      const face = facesOf(group.info)?.[0];
      const what = face ? ` (${typeLine(face)})` : '';
      if (!v.ok) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'error',
            message: `${group.name}${what} cannot be the commander in ${ctx.format.name} on ${ctx.date}: ${v.why} (${v.reference}).`,
            reference: v.reference,
          }),
        );
      } else if (v.warning) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'warning',
            message: `${group.name}${what}: ${v.warning}.`,
            reference: 'CR 903.3',
          }),
        );
      }
    }
    return out;
  },
};
