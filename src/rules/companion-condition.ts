import {
  colorIdentityOf,
  costSymbols,
  frontFace,
  hasActivatedAbility,
  hasChangeling,
  hasCharacteristics,
  isPermanentCard,
  libraryManaValue,
} from '../cards/characteristics.js';
import type { FaceFacts } from '../cards/facts.js';
import { objectList, type CardGroup, type ResolvedDeck } from '../model/model.js';
import { companionFact, type CompanionFact } from '../data/companions.js';
import type { FormatDef } from '../formats/formats.js';
import type { Finding } from '../diagnostic.js';
import { byLine, cardList, colorsText, groupFinding, startingCopies, startingDeck } from './commander-shared.js';
import type { DeckRule } from './types.js';

/** What a condition found: the cards that break it (empty: it holds as far as the known cards tell). */
interface Outcome {
  readonly broken: CardGroup[];
  /** Why the deck as a whole fails, when no one card is to blame (Yorion). */
  readonly whole?: string;
}

type Known = CardGroup & { readonly info: NonNullable<CardGroup['info']> };

const KAHEERA_TYPES: readonly string[] = ['Cat', 'Elemental', 'Nightmare', 'Dinosaur', 'Beast'];

function face(g: Known): FaceFacts {
  return frontFace(g.info) as FaceFacts;
}

function mv(g: Known): number {
  return libraryManaValue(g.info) ?? 0;
}

function isLand(g: Known): boolean {
  return face(g).types.includes('Land');
}

/** Card types shared by every nonland card (Umori); Kindred and battle are card types (RULES C9). */
function umori(cards: readonly Known[]): Outcome {
  const nonland = cards.filter((g) => !isLand(g));
  const counts = new Map<string, number>();
  for (const g of nonland) for (const t of new Set(face(g).types)) counts.set(t, (counts.get(t) ?? 0) + 1);
  if ([...counts.values()].some((n) => n === nonland.length)) return { broken: [] };
  // Blame the cards without the most common type.
  const best = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  return { broken: nonland.filter((g) => best === undefined || !face(g).types.includes(best)) };
}

function evaluate(fact: CompanionFact, cards: readonly Known[], size: number, format: FormatDef): Outcome {
  const fail = (pred: (g: Known) => boolean): Outcome => ({ broken: cards.filter(pred) });
  switch (fact.condition) {
    case 'even':
      return fail((g) => mv(g) % 2 !== 0);
    case 'no-repeated-symbol':
      return fail((g) => {
        const symbols = costSymbols(g.info);
        return new Set(symbols).size !== symbols.length;
      });
    case 'creature-types':
      return fail(
        (g) => face(g).types.includes('Creature') && !hasChangeling(face(g)) && !face(g).subtypes.some((t) => KAHEERA_TYPES.includes(t)),
      );
    case 'mv-3-or-land':
      return fail((g) => !isLand(g) && mv(g) < 3);
    case 'permanents-mv-2':
      return fail((g) => isPermanentCard(face(g)) && mv(g) > 2);
    case 'nonland-singleton':
      return fail((g) => !isLand(g) && startingCopies(g) > 1);
    case 'odd-or-land':
      return fail((g) => !isLand(g) && mv(g) % 2 !== 1);
    case 'shared-type':
      return umori(cards);
    case 'twenty-over-minimum': {
      if (format.commander) {
        return {
          broken: [],
          whole: `${format.name} decks have exactly ${format.commander.deckSize} cards, so the starting deck can never be 20 over the minimum`,
        };
      }
      const need = format.deckMin + 20;
      return size >= need ? { broken: [] } : { broken: [], whole: `the starting deck has ${size} cards; it needs at least ${need} (${format.deckMin} + 20)` };
    }
    case 'permanents-activated':
      return fail((g) => isPermanentCard(face(g)) && !hasActivatedAbility(face(g)));
  }
}

/** The companions to judge: declared (a Companion section or the command zone), and, outside commander formats, sideboard cards. */
function candidates(deck: ResolvedDeck, format: FormatDef): { group: CardGroup; fact: CompanionFact; declared: boolean }[] {
  // A list for objects from the start: a companion comes in few decks, and late (objectList).
  const out = objectList<{ group: CardGroup; fact: CompanionFact; declared: boolean }>();
  for (const group of deck.cards.values()) {
    const fact = companionFact(group.name);
    if (!fact) continue;
    // Declared (a Companion section or the command zone), or, outside commander formats, in the sideboard.
    const declared = group.counts.companion > 0;
    if (declared || (!format.commander && group.counts.sideboard > 0)) out.push({ group, fact, declared });
  }
  return out;
}

/** Whether a deck has a companion for the companion rule to judge (used by card-facts-missing too). */
export function companionCandidates(deck: ResolvedDeck, format: FormatDef): CardGroup[] {
  return candidates(deck, format).map((c) => c.group);
}

export const companionCondition: DeckRule = {
  meta: {
    id: 'companion-condition',
    description:
      "A declared companion's deck-building condition holds for the starting deck (in Commander, with the commander, " +
      'within its colour identity and not sharing a name with a deck card); a companion that only sits in a sideboard ' +
      'whose condition fails gets a warning: it cannot be revealed as the companion.',
    reference: 'CR 702.139a, CR 702.139b, CR 903.11',
    scope: 'deck',
  },
  check(deck, ctx) {
    // Most decks have no companion: look for one before walking the starting deck.
    const found = candidates(deck, ctx.format);
    if (found.length === 0) return [];
    const out: Finding[] = [];
    const all = startingDeck(deck);
    const known = byLine(
      deck,
      all.filter((g): g is Known => hasCharacteristics(g.info)),
    ) as Known[];
    const size = all.reduce((n, g) => n + startingCopies(g), 0);
    for (const { group, fact, declared } of found) {
      const result = evaluate(fact, known, size, ctx.format);
      const broken = result.broken.filter((g) => g !== group);
      const reference = 'CR 702.139a';
      if (broken.length > 0 || result.whole !== undefined) {
        const why = result.whole ?? `${broken.length === 1 ? 'this card breaks' : `${broken.length} cards break`} it: ${cardList(deck, broken)}`;
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: declared ? 'error' : 'warning',
            message: declared
              ? `${group.name} is declared as the companion, but the starting deck does not meet its condition ` +
                `"${fact.text}": ${why}. Change the deck or drop the companion (${reference}).`
              : `${group.name} is in the sideboard, but the starting deck does not meet its companion condition ` +
                `"${fact.text}": ${why}. It cannot be revealed as the companion; it is an ordinary sideboard card (${reference}).`,
            reference,
          }),
        );
      }
      // In a Commander game the companion comes from outside the game: within the identity, no shared name (CR 903.11).
      const zone = deck.commandZone;
      if (!ctx.format.commander || !declared || !zone) continue;
      if (startingCopies(group) > 0) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'error',
            message:
              `${group.name} is the companion and also in the deck: a card brought in from outside a Commander game ` +
              'cannot have the same name as a card in the starting deck (CR 903.11). Remove one.',
            reference: 'CR 903.11',
          }),
        );
      }
      const commanders = zone.commanders;
      if (commanders.length === 0 || commanders.some((g) => !hasCharacteristics(g.info)) || !hasCharacteristics(group.info)) continue;
      const allowed = new Set(commanders.flatMap((g) => [...(colorIdentityOf(g.info) ?? [])]));
      const identity = colorIdentityOf(group.info) ?? [];
      const outside = identity.filter((c) => !allowed.has(c));
      if (outside.length > 0) {
        out.push(
          groupFinding(this.meta.id, deck, group, {
            severity: 'error',
            message:
              `${group.name} (colour identity ${colorsText(identity)}) is outside the commander's colour identity ` +
              `(${colorsText([...allowed])}): a companion must fit it (CR 903.11). Remove the companion.`,
            reference: 'CR 903.11',
          }),
        );
      }
    }
    return out;
  },
};
