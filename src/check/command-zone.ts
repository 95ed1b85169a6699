/**
 * Reading the command zone of a deck in a Commander-family format. The decklist names it (a Commander or Companion
 * section: Arena, Moxfield, Archidekt, Forge `[Commander]`, deck JSON, the MTGO .dek annotation, `COMMANDER:` lines),
 * or, as Magic Online's own text export, the MTGO Duel Commander decklists and XMage write it, a short sideboard is
 * the command zone: with no command-zone section, a sideboard of 1 to 3 cards holds one or two commanders and at most
 * one companion. Pure: no I/O, never throws.
 */
import type { CardIndex } from '../cards/index.js';
import { companionFact } from '../data/companions.js';
import type { DeckEntry, ParsedDeck } from '../parse/types.js';
import type { CardGroup, CommandZone, ResolvedDeck } from '../model/model.js';
import { isInstantOrSorcery } from '../rules/commander-shared.js';

/** The most cards a sideboard read as the command zone may hold: two commanders and a companion. */
export const SHORT_SIDEBOARD_MAX = 3;

/** Whether the card on this line is a companion (one of the ten, by its English name). */
function isCompanionEntry(entry: DeckEntry, index: CardIndex): boolean {
  const r = index.resolve(entry.name);
  const name = r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face' || r.kind === 'foreign' ? r.card.name : entry.name;
  return companionFact(name) !== undefined;
}

/**
 * The deck with a short sideboard moved to the command zone, when the convention applies; `moved` says whether it
 * did. Companions among those cards become the companion, the others commanders; when every card is a companion,
 * the first is the commander.
 */
export function readShortSideboard(parsed: ParsedDeck, index: CardIndex): { parsed: ParsedDeck; moved: boolean } {
  let sideboard = 0;
  for (const e of parsed.entries) {
    if (e.section === 'commander' || e.section === 'companion') return { parsed, moved: false };
    if (e.section === 'sideboard') sideboard += e.count;
  }
  if (sideboard < 1 || sideboard > SHORT_SIDEBOARD_MAX) return { parsed, moved: false };
  const side = parsed.entries.filter((e) => e.section === 'sideboard');
  const companion = side.map((e) => isCompanionEntry(e, index));
  if (companion.every(Boolean)) companion[0] = false;
  let i = 0;
  const entries = parsed.entries.map((e): DeckEntry => {
    if (e.section !== 'sideboard') return e;
    return { ...e, section: companion[i++] ? 'companion' : 'commander' };
  });
  const sectionLines = { ...parsed.sectionLines };
  delete sectionLines.sideboard;
  return { parsed: { ...parsed, entries, sectionLines }, moved: true };
}

function firstLine(group: CardGroup, section: 'commander' | 'companion'): number {
  return Math.min(...group.entries.filter((e) => e.section === section).map((e) => e.line));
}

function named(groups: readonly CardGroup[], section: 'commander' | 'companion'): string {
  return groups.map((g) => `${g.name} (line ${firstLine(g, section)})`).join(' and ');
}

/** What the resolved deck's command zone holds, and a sentence saying how it was read. */
export function commandZoneOf(
  deck: ResolvedDeck,
  source: 'section' | 'sideboard',
  formatName: string,
  oathbreaker = false,
): CommandZone {
  const commanders = [...deck.cards.values()]
    .filter((g) => g.counts.commander > 0)
    .sort((a, b) => firstLine(a, 'commander') - firstLine(b, 'commander'));
  const companions = [...deck.cards.values()]
    .filter((g) => g.counts.companion > 0)
    .sort((a, b) => firstLine(a, 'companion') - firstLine(b, 'companion'));
  if (commanders.length === 0 && companions.length === 0) {
    return {
      source: 'none',
      commanders,
      companions,
      explanation:
        'No commander found: the decklist has no Commander section, and no sideboard of 1 to 3 cards to read as the ' +
        'command zone.',
    };
  }
  const parts: string[] = [];
  if (oathbreaker) {
    // Oathbreaker's command zone holds the oathbreaker and its signature spell (an instant or sorcery): each by its name.
    const spells = commanders.filter(isInstantOrSorcery);
    const walkers = commanders.filter((g) => !isInstantOrSorcery(g));
    if (walkers.length > 0) parts.push(`${walkers.length === 1 ? 'oathbreaker' : 'oathbreakers'} ${named(walkers, 'commander')}`);
    if (spells.length > 0) parts.push(`${spells.length === 1 ? 'signature spell' : 'signature spells'} ${named(spells, 'commander')}`);
  } else if (commanders.length > 0) {
    parts.push(`${commanders.length === 1 ? 'commander' : 'commanders'} ${named(commanders, 'commander')}`);
  }
  if (companions.length > 0) parts.push(`companion ${named(companions, 'companion')}`);
  const why =
    source === 'section'
      ? 'as the decklist names the command zone (a Commander or Companion section, a COMMANDER: line, or the MTGO .dek commander annotation)'
      : `from the short sideboard: in ${formatName}, a decklist without a Commander section and with a sideboard of ` +
        `1 to ${SHORT_SIDEBOARD_MAX} cards has its command zone there (one or two commanders and at most one companion; ` +
        'the companion is the card with a companion ability)';
  return { source, commanders, companions, explanation: `Read ${parts.join('; ')} ${why}.` };
}
