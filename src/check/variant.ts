/**
 * Running a variant's rules (rules, VARIANT_RULES) on one player's deck and supplementary deck, and the report
 * notes about supplementary decks. Pure: no I/O, never throws on user input.
 */
import type { CardIndex } from '../cards/index.js';
import type { ParsedDeck } from '../parse/types.js';
import type { Finding } from '../diagnostic.js';
import { ruleSet } from './rule-set.js';
import { supplementaryLabel, VARIANTS, type SupplementaryKind, type VariantDef } from '../variants/variants.js';
import type { ResolvedDeck } from '../model/model.js';
import {
  buildSupplementary,
  summarizeSupplementary,
  type SupplementarySummary,
  type VariantDeck,
  type VariantSetup,
} from '../model/supplementary.js';

/** Build one player's supplementary deck and run the variant's rules on it. */
export function checkVariantDeck(
  deck: ResolvedDeck,
  separate: ParsedDeck | undefined,
  setup: VariantSetup,
  index: CardIndex,
): { findings: Finding[]; summary: SupplementarySummary } {
  const kind = setup.def.supplementary;
  const built = buildSupplementary(deck, separate, kind, index, setup.special);
  const vdeck: VariantDeck = { deck, supplementary: built.supplementary, variant: setup.def, special: setup.special };
  const findings = [...built.findings];
  for (const rule of ruleSet().variant) if (rule.kind === kind) findings.push(...rule.check(vdeck));
  return { findings, summary: summarizeSupplementary(built.supplementary, setup.def) };
}

/**
 * Notes for the report: a supplementary deck that is present but not checked (no variant, or the other kind), and
 * what the main deck of an Archenemy Commander deck is checked as.
 */
/** The decks holding a scheme or planar deck, counted as units are checked: the first three files and how many. */
export interface SupplementaryHolders {
  readonly schemes: { readonly first: string[]; count: number };
  readonly planes: { readonly first: string[]; count: number };
}

export function noHolders(): SupplementaryHolders {
  return { schemes: { first: [], count: 0 }, planes: { first: [], count: 0 } };
}

/** Count a deck into the holders (only what the notes show is kept: memory stays flat however many decks). */
export function addHolder(
  holders: SupplementaryHolders,
  deck: { readonly file: string; readonly counts: Readonly<Record<SupplementaryKind, number>> },
): void {
  for (const kind of ['schemes', 'planes'] as const) {
    if (deck.counts[kind] <= 0) continue;
    const h = holders[kind];
    if (h.first.length < 3) h.first.push(deck.file);
    h.count++;
  }
}

export function variantNotes(
  holders: SupplementaryHolders,
  variant: VariantDef | null,
  formatName: string,
  commanderFamily = false,
): string[] {
  const notes: string[] = [];
  for (const kind of ['schemes', 'planes'] as const) {
    if (variant?.supplementary === kind) continue;
    const { first, count } = holders[kind];
    if (count === 0) continue;
    const ids = VARIANTS.filter((v) => v.supplementary === kind).map((v) => v.id);
    const which = count > 3 ? `${first.join(', ')} and ${count - 3} more` : first.join(', ');
    notes.push(
      `${which} ${count === 1 ? 'has a' : 'have'} ${supplementaryLabel(kind)}${count === 1 ? '' : 's'}; ` +
        `${count === 1 ? 'it is' : 'they are'} not checked unless you choose ` +
        `${ids.length === 1 ? '' : 'one of '}--variant ${ids.join(', ')}.`,
    );
  }
  if (variant?.id === 'archenemy-commander' && commanderFamily) {
    notes.push(`Archenemy Commander: the main deck is checked as a ${formatName} deck (CR 904.13a).`);
  } else if (variant?.id === 'archenemy-commander') {
    notes.push(
      `Archenemy Commander: the main deck is checked as ${formatName} (deck size, copies, lists); Commander deck ` +
        'rules (100 cards, singleton, colour identity) are not checked.',
    );
  }
  return notes;
}
