/** Helpers the supplementary-deck rules (schemes, planes) share. */
import { belongsIn, entryLocation, type SupplementaryGroup, type VariantDeck } from '../model/supplementary.js';
import type { Finding, Location, RuleId } from '../diagnostic.js';
import { supplementaryHeader, supplementaryLabel, supplementaryOption } from '../variants/variants.js';
import { plural } from './shared.js';

/** Every line holding the card in the supplementary deck, in file and line order, and the first of them. */
export function groupPlace(group: SupplementaryGroup): { first: Location | undefined; all: Location[] } {
  const all = group.entries
    .map((e) => entryLocation(e, group.name))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)));
  return { first: all[0], all };
}

/** "scheme cards" / "plane or phenomenon cards" */
export function cardWord(vdeck: VariantDeck): string {
  return vdeck.supplementary.kind === 'schemes' ? 'scheme cards' : 'plane or phenomenon cards';
}

/**
 * A finding about a supplementary deck's size: "none at all" when the player has none, otherwise how many cards it
 * has and how many to add. Points at the section header or the separate file.
 */
export function sizeFinding(rule: RuleId, vdeck: VariantDeck): Finding[] {
  const s = vdeck.supplementary;
  const v = vdeck.variant;
  const label = supplementaryLabel(s.kind);
  const need = `${v.holder} needs at least ${v.minimum} ${cardWord(vdeck)} (${v.minimumReference})`;
  if (s.source === null) {
    return [
      {
        rule,
        severity: 'error',
        message:
          `${vdeck.deck.file} has no ${label}: ${need}. Add a "${supplementaryHeader(s.kind)}" section to the ` +
          `decklist, or give the ${label} as a file of its own with ${supplementaryOption(s.kind)} FILE.`,
        file: vdeck.deck.file,
        line: null,
        section: s.kind,
        count: 0,
        minimum: v.minimum,
        reference: v.minimumReference,
        related: [],
      },
    ];
  }
  if (s.size >= v.minimum) return [];
  const missing = v.minimum - s.size;
  return [
    {
      rule,
      severity: 'error',
      message: `The ${label} has ${plural(s.size, 'card')}; ${need}. Add ${missing} more.`,
      file: s.file,
      line: s.line,
      section: s.kind,
      count: s.size,
      minimum: v.minimum,
      reference: v.minimumReference,
      related: [],
    },
  ];
}

/** A finding for each card with more copies than the variant allows (2 per scheme; 1 in singleton decks). */
export function copiesFindings(rule: RuleId, vdeck: VariantDeck): Finding[] {
  const out: Finding[] = [];
  const v = vdeck.variant;
  const label = supplementaryLabel(vdeck.supplementary.kind);
  const limit = v.copyLimit;
  for (const group of vdeck.supplementary.groups.values()) {
    if (group.count <= limit) continue;
    const { first, all } = groupPlace(group);
    out.push({
      rule,
      severity: 'error',
      message:
        `${group.name}: ${plural(group.count, 'copy', 'copies')} in the ${label}; ${v.copyRule} (${v.copyReference}). ` +
        `Remove ${group.count - limit}.`,
      file: first?.file ?? vdeck.supplementary.file,
      line: first?.line ?? null,
      column: first?.column ?? null,
      section: vdeck.supplementary.kind,
      card: group.name,
      count: group.count,
      limit,
      reference: v.copyReference,
      related: all,
    });
  }
  return out;
}

const WHAT_BELONGS = {
  schemes: { one: 'a scheme', cards: 'scheme cards', known: 'every scheme printed through Duskmourn Commander (2024)' },
  planes: {
    one: 'a plane or phenomenon',
    cards: 'plane and phenomenon cards',
    known: 'every plane and phenomenon printed through the Doctor Who Commander decks (2023)',
  },
} as const;

const TYPE_WORD = { scheme: 'a scheme', plane: 'a plane', phenomenon: 'a phenomenon' } as const;

/** A finding for each card in the supplementary deck that is not of the kind it holds. */
export function intruderFindings(rule: RuleId, reference: string, vdeck: VariantDeck): Finding[] {
  const out: Finding[] = [];
  const s = vdeck.supplementary;
  const label = supplementaryLabel(s.kind);
  const w = WHAT_BELONGS[s.kind];
  const types = s.kind === 'schemes' ? (['scheme'] as const) : (['plane', 'phenomenon'] as const);
  for (const group of s.groups.values()) {
    if (belongsIn(s.kind, group.special)) continue;
    const { first, all } = groupPlace(group);
    const suggestions = group.special || group.known ? [] : vdeck.special.suggest(group.name, types);
    let what: string;
    let todo: string;
    if (group.special) {
      what = `${group.name} is ${TYPE_WORD[group.special.type]}, not ${w.one}`;
      todo = `Take it out of the ${label}.`;
    } else if (suggestions.length > 0) {
      what = `"${group.name}" is not the name of ${w.one} (did you mean ${suggestions.join(' or ')}?)`;
      todo = 'Correct the name, or take the card out.';
    } else if (group.known) {
      what = `${group.name} is not ${w.one}`;
      todo = `Move it to the main deck or take it out of the ${label}.`;
    } else {
      what = `"${group.name}" is not ${w.one} (deckcheck knows ${w.known})`;
      todo = `Take it out of the ${label}; if it is a newer card, deckcheck's list needs an update.`;
    }
    out.push({
      rule,
      severity: 'error',
      message: `${what}; a ${label} holds only ${w.cards} (${reference}). ${todo}`,
      file: first?.file ?? s.file,
      line: first?.line ?? null,
      column: first?.column ?? null,
      section: s.kind,
      card: group.name,
      count: group.count,
      limit: 0,
      reference,
      related: all,
      ...(suggestions.length > 0 ? { suggestions } : {}),
    });
  }
  return out;
}
