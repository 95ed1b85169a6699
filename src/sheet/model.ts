/**
 * What a registration sheet holds for one player: the header fields and the cards, grouped as a judge reads them.
 * Pure: built from a parsed deck and the card index; no I/O.
 *
 * Grouping (the judges' advice for the Wizards sheet: nonland cards first, then the lands): creatures, then the other
 * nonland cards, then lands. Card types are known with a card database; without one only basic lands are known to be
 * lands, and every other card keeps its place in the list. Within a group cards keep the order of the list. Each card
 * is one row, by its English name as the rules count it (CR 100.2a): a split card with both halves (`Fire // Ice`).
 */
import type { CardIndex } from '../cards/index.js';
import { resolveDeck, type CardGroup } from '../model/model.js';
import { oracleStyleName } from '../convert/names.js';
import type { ParsedDeck, SectionId } from '../parse/types.js';
import { SECTION_LABELS } from '../parse/types.js';
import { toWinAnsi } from './winansi.js';

export type SheetGroup = 'creature' | 'spell' | 'land';

export interface SheetCard {
  readonly count: number;
  readonly name: string;
  readonly group: SheetGroup;
}

export interface SheetHeader {
  /** The player's last and first name, as the sheet's name strip has them; empty when not given. */
  readonly lastName: string;
  readonly firstName: string;
  readonly playerId: string;
  readonly event: string;
  readonly date: string;
  readonly location: string;
  readonly deckName: string;
  readonly designer: string;
  /** The decklist file the sheet was made from (in the footer). */
  readonly file: string;
}

export interface SheetDeck {
  readonly header: SheetHeader;
  readonly main: readonly SheetCard[];
  readonly sideboard: readonly SheetCard[];
  readonly mainTotal: number;
  readonly sideboardTotal: number;
  /** What the sheet does not hold (sections it has no place for), one sentence each. */
  readonly notes: readonly string[];
  /** Whether card types came from a card database (otherwise only basic lands are grouped as lands). */
  readonly typesKnown: boolean;
}

/**
 * A player's name split for the sheet's "Last Name" / "First Name" boxes: `Last, First` as written; otherwise the
 * last word is the last name (`Ana María Pérez` → Pérez, Ana María). One word is a last name.
 */
export function splitPlayerName(name: string): { lastName: string; firstName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma >= 0) return { lastName: trimmed.slice(0, comma).trim(), firstName: trimmed.slice(comma + 1).trim() };
  const space = trimmed.lastIndexOf(' ');
  if (space < 0) return { lastName: trimmed, firstName: '' };
  return { lastName: trimmed.slice(space + 1), firstName: trimmed.slice(0, space) };
}

function groupOf(g: CardGroup): SheetGroup {
  const info = g.info;
  if (!info) return 'spell';
  const types = info.types ?? [];
  if (info.basic || types.includes('Land')) return 'land';
  if (types.includes('Creature')) return 'creature';
  return 'spell';
}

const GROUP_ORDER: Readonly<Record<SheetGroup, number>> = { creature: 0, spell: 1, land: 2 };

function rows(groups: readonly CardGroup[], countOf: (g: CardGroup) => number): SheetCard[] {
  const cards = groups
    .map((g, i) => ({ card: { count: countOf(g), name: oracleStyleName(g.name), group: groupOf(g) }, i }))
    .filter((x) => x.card.count > 0);
  cards.sort((a, b) => GROUP_ORDER[a.card.group] - GROUP_ORDER[b.card.group] || a.i - b.i);
  return cards.map((x) => x.card);
}

/** Sections a Constructed sheet has no place for. */
const NOT_ON_SHEET: readonly SectionId[] = ['commander', 'maybeboard', 'schemes', 'planes', 'tokens'];

export function sheetDeck(parsed: ParsedDeck, index: CardIndex, header: Omit<SheetHeader, 'file'>): SheetDeck {
  const deck = resolveDeck(parsed, index);
  // Cards in the order their first line stands in the file (a Map keeps insertion order).
  const groups = [...deck.cards.values()];
  const main = rows(groups, (g) => g.counts.main);
  // A companion is a sideboard card (CR 702.139a); one listed under Companion and again in the sideboard is one card.
  const sideboard = rows(groups, (g) => g.counts.sideboard + Math.max(0, g.counts.companion - g.counts.sideboard));
  const notes: string[] = [];
  for (const s of NOT_ON_SHEET) {
    const n = deck.sectionCounts[s];
    if (n > 0) notes.push(`the ${SECTION_LABELS[s]} (${n} card${n === 1 ? '' : 's'}) has no place on a Constructed registration sheet; it is left out`);
  }
  const typesKnown = groups.some((g) => g.info?.types !== undefined);
  // The PDF's font shows the WinAnsi characters; anything else is transliterated, and said so.
  const printable = (text: string, what: string): string => {
    const t = toWinAnsi(text);
    if (t.changed) notes.push(`${what} "${text}" is printed as "${t.text}" (the sheet's font has no other characters)`);
    return t.text;
  };
  const card = (c: SheetCard): SheetCard => ({ ...c, name: printable(c.name, 'the card name') });
  const h = { ...header, file: parsed.file };
  const shownHeader: SheetHeader = {
    lastName: printable(h.lastName, 'the last name'),
    firstName: printable(h.firstName, 'the first name'),
    playerId: printable(h.playerId, 'the player ID'),
    event: printable(h.event, 'the event name'),
    date: printable(h.date, 'the date'),
    location: printable(h.location, 'the location'),
    deckName: printable(h.deckName, 'the deck name'),
    designer: printable(h.designer, 'the designer'),
    file: printable(h.file, 'the file name'),
  };
  return {
    header: shownHeader,
    main: main.map(card),
    sideboard: sideboard.map(card),
    mainTotal: main.reduce((n, c) => n + c.count, 0),
    sideboardTotal: sideboard.reduce((n, c) => n + c.count, 0),
    notes,
    typesKnown,
  };
}
