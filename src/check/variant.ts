/**
 * Running a variant's rules (src/rules, VARIANT_RULES) on one player's deck and supplementary deck, and the report
 * notes about supplementary decks. Pure: no I/O, never throws on user input.
 */
import type { CardIndex } from '../cards/index.js';
import type { ParsedDeck } from '../parse/types.js';
import type { Finding } from '../report/diagnostic.js';
import { VARIANT_RULES } from '../rules/index.js';
import { supplementaryLabel, VARIANTS, type SupplementaryKind, type VariantDef } from '../variants/variants.js';
import type { ResolvedDeck } from './model.js';
import {
  buildSupplementary,
  summarizeSupplementary,
  type SupplementarySummary,
  type VariantDeck,
  type VariantSetup,
} from './supplementary.js';

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
  for (const rule of VARIANT_RULES) if (rule.kind === kind) findings.push(...rule.check(vdeck));
  return { findings, summary: summarizeSupplementary(built.supplementary, setup.def) };
}

/**
 * Notes for the report: a supplementary deck that is present but not checked (no variant, or the other kind), and
 * what the main deck of an Archenemy Commander deck is checked as.
 */
export function variantNotes(
  decks: readonly { readonly file: string; readonly counts: Readonly<Record<SupplementaryKind, number>> }[],
  variant: VariantDef | null,
  formatName: string,
  commanderFamily = false,
): string[] {
  const notes: string[] = [];
  for (const kind of ['schemes', 'planes'] as const) {
    if (variant?.supplementary === kind) continue;
    const holding = decks.filter((d) => d.counts[kind] > 0).map((d) => d.file);
    if (holding.length === 0) continue;
    const ids = VARIANTS.filter((v) => v.supplementary === kind).map((v) => v.id);
    const which = holding.length > 3 ? `${holding.slice(0, 3).join(', ')} and ${holding.length - 3} more` : holding.join(', ');
    notes.push(
      `${which} ${holding.length === 1 ? 'has a' : 'have'} ${supplementaryLabel(kind)}${holding.length === 1 ? '' : 's'}; ` +
        `${holding.length === 1 ? 'it is' : 'they are'} not checked unless you choose ` +
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
