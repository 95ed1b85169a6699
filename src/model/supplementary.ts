/**
 * Supplementary decks (CR 100.2d): an archenemy's scheme deck or a player's planar deck, read from the deck file's
 * `Schemes` / `Planes` section or from a file of its own (`--schemes`, `--planes`), grouped by card identity, and
 * summarised. Pure: no I/O, never throws on user input. The variant rules run in check/variant.
 */
import type { CardIndex } from '../cards/index.js';
import { nameKey } from '../cards/normalize.js';
import { PARSE_ERROR_REFERENCE } from '../parse/text.js';
import { SECTION_LABELS, type DeckEntry, type ParsedDeck } from '../parse/types.js';
import type { Finding, Location } from '../diagnostic.js';
import type { SpecialCard, SpecialCards } from '../variants/special-cards.js';
import {
  supplementaryHeader,
  supplementaryLabel,
  supplementaryOption,
  type SupplementaryKind,
  type VariantDef,
} from '../variants/variants.js';
import type { ResolvedDeck } from './model.js';

/** A variant and the cards it needs to know, ready to check with. */
export interface VariantSetup {
  readonly def: VariantDef;
  readonly special: SpecialCards;
}

export interface SupplementaryEntry {
  /** The file that holds this line: the deck file, or the `--schemes` / `--planes` file. */
  readonly file: string;
  readonly entry: DeckEntry;
}

export interface SupplementaryGroup {
  readonly key: string;
  /** Canonical name when known; otherwise the first spelling seen. */
  readonly name: string;
  /** What the card is, when it is a scheme, plane or phenomenon. */
  readonly special?: SpecialCard;
  /** Whether deckcheck knows the name at all (a scheme, plane, phenomenon, or a card of the card index). */
  readonly known: boolean;
  readonly entries: readonly SupplementaryEntry[];
  readonly count: number;
}

export interface SupplementaryDeck {
  readonly kind: SupplementaryKind;
  /** Where it was read from; null when the player has none. */
  readonly source: 'section' | 'file' | null;
  readonly file: string | null;
  /** The section header (or first card) line in `file`. */
  readonly line: number | null;
  readonly groups: ReadonlyMap<string, SupplementaryGroup>;
  /** Cards in it. */
  readonly size: number;
}

/** What a variant rule looks at: one player's resolved deck and their supplementary deck. */
export interface VariantDeck {
  readonly deck: ResolvedDeck;
  readonly supplementary: SupplementaryDeck;
  readonly variant: VariantDef;
  readonly special: SpecialCards;
}

/** The supplementary deck's size and makeup, shown next to the main deck in every report. */
export interface SupplementarySummary {
  readonly kind: SupplementaryKind;
  readonly file: string | null;
  readonly line: number | null;
  /** Cards in it. */
  readonly cards: number;
  /** Different English names. */
  readonly distinct: number;
  /** Ongoing scheme cards (copies counted); null for a planar deck. */
  readonly ongoing: number | null;
  /** Plane cards; null for a scheme deck. */
  readonly planes: number | null;
  /** Phenomenon cards; null for a scheme deck. */
  readonly phenomena: number | null;
  /** Cards that do not belong in it (not schemes, or not planes or phenomena). */
  readonly other: number;
  /** The variant's minimum size. */
  readonly minimum: number;
}

/** Whether a card belongs in a supplementary deck of this kind. */
export function belongsIn(kind: SupplementaryKind, special: SpecialCard | undefined): boolean {
  if (!special) return false;
  return kind === 'schemes' ? special.type === 'scheme' : special.type !== 'scheme';
}

export function entryLocation(e: SupplementaryEntry, canonical: string): Location {
  return {
    file: e.file,
    line: e.entry.line,
    column: e.entry.column,
    section: e.entry.section,
    count: e.entry.count,
    ...(e.entry.name !== canonical ? { written: e.entry.name } : {}),
  };
}

function misplacedLine(file: string, kind: SupplementaryKind, e: DeckEntry): Finding {
  const label = supplementaryLabel(kind);
  return {
    rule: 'parse-error',
    severity: 'error',
    message:
      `line ${e.line}: ${e.count} ${e.name} is in the ${SECTION_LABELS[e.section]} section of ${file}, but a ` +
      `${supplementaryOption(kind)} file holds only the ${label}. Move the card to the decklist, or list it under ` +
      `"${supplementaryHeader(kind)}".`,
    file,
    line: e.line,
    column: e.column,
    section: e.section,
    card: e.name,
    count: e.count,
    reference: PARSE_ERROR_REFERENCE,
    related: [],
  };
}

/**
 * Gather a player's supplementary deck: the deck file's section of that kind and, when given, a file of its own
 * (parsed with that kind as its default section). Lines of the separate file in any other section are reported.
 */
export function buildSupplementary(
  deck: ResolvedDeck,
  separate: ParsedDeck | undefined,
  kind: SupplementaryKind,
  index: CardIndex,
  special: SpecialCards,
): { supplementary: SupplementaryDeck; findings: Finding[] } {
  const findings: Finding[] = [];
  const lines: SupplementaryEntry[] = deck.parsed.entries
    .filter((e) => e.section === kind)
    .map((entry) => ({ file: deck.file, entry }));
  if (separate) {
    findings.push(...separate.diagnostics);
    for (const entry of separate.entries) {
      if (entry.section === kind) lines.push({ file: separate.file, entry });
      else findings.push(misplacedLine(separate.file, kind, entry));
    }
  }
  const building = new Map<
    string,
    { key: string; name: string; special?: SpecialCard; known: boolean; entries: SupplementaryEntry[]; count: number }
  >();
  let size = 0;
  for (const line of lines) {
    const sc = special.lookup(line.entry.name);
    let name = line.entry.name;
    let known = sc !== undefined;
    if (sc) name = sc.name;
    else {
      const r = index.resolve(line.entry.name);
      if (r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face') {
        name = r.card.name;
        known = true;
      }
    }
    const key = nameKey(name);
    let g = building.get(key);
    if (!g) {
      g = { key, name, known, entries: [], count: 0, ...(sc ? { special: sc } : {}) };
      building.set(key, g);
    }
    g.entries.push(line);
    g.count += line.entry.count;
    size += line.entry.count;
  }
  let source: SupplementaryDeck['source'] = null;
  let file: string | null = null;
  let line: number | null = null;
  if (separate) {
    source = 'file';
    file = separate.file;
    line = separate.sectionLines[kind] ?? separate.entries.find((e) => e.section === kind)?.line ?? null;
  } else if (deck.parsed.sectionLines[kind] !== undefined || lines.length > 0) {
    source = 'section';
    file = deck.file;
    line = deck.parsed.sectionLines[kind] ?? lines[0]?.entry.line ?? null;
  }
  return { supplementary: { kind, source, file, line, groups: building, size }, findings };
}

export function summarizeSupplementary(s: SupplementaryDeck, variant: VariantDef): SupplementarySummary {
  let ongoing = 0;
  let planes = 0;
  let phenomena = 0;
  let other = 0;
  for (const g of s.groups.values()) {
    if (!belongsIn(s.kind, g.special)) other += g.count;
    if (g.special?.type === 'scheme' && g.special.ongoing) ongoing += g.count;
    if (g.special?.type === 'plane') planes += g.count;
    if (g.special?.type === 'phenomenon') phenomena += g.count;
  }
  const schemes = s.kind === 'schemes';
  return {
    kind: s.kind,
    file: s.file,
    line: s.line,
    cards: s.size,
    distinct: s.groups.size,
    ongoing: schemes ? ongoing : null,
    planes: schemes ? null : planes,
    phenomena: schemes ? null : phenomena,
    other,
    minimum: variant.minimum,
  };
}
