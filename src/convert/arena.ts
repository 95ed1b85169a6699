/**
 * `--to arena`: MTG Arena's text list — `About` / `Name`, then `Commander`, `Companion`, `Deck`, `Sideboard` sections of
 * `count name (SET) number` lines. Scheme decks, planar decks, maybeboards and tokens are written under `Schemes`,
 * `Planes`, `Maybeboard` and `Tokens` headers, which deckcheck reads back (MTG Arena has no such sections). Every
 * line is kept as read, so nothing is lost but foil marks and MTGO catalog ids. Pure.
 */
import type { DeckEntry, SectionId } from '../parse/types.js';
import { oracleStyleName } from './names.js';
import { place, printingNote, SECTION_ORDER, type ConvertNote, type ConvertTarget, type Placement } from './plan.js';

const NAME = 'MTG Arena text';

const PLACEMENT = Object.fromEntries(SECTION_ORDER.map((s) => [s, s])) as Placement;

/** Header words, in the order Arena writes its sections. */
const HEADERS: ReadonlyArray<readonly [SectionId, string]> = [
  ['commander', 'Commander'],
  ['companion', 'Companion'],
  ['main', 'Deck'],
  ['sideboard', 'Sideboard'],
  ['maybeboard', 'Maybeboard'],
  ['schemes', 'Schemes'],
  ['planes', 'Planes'],
  ['tokens', 'Tokens'],
];

const NOT_IN_ARENA: ReadonlySet<SectionId> = new Set(['maybeboard', 'schemes', 'planes', 'tokens']);

export function arenaLine(e: DeckEntry): string {
  let line = `${e.count} ${oracleStyleName(e.name)}`;
  if (e.set !== undefined) {
    line += ` (${e.set})`;
    if (e.collectorNumber !== undefined) line += ` ${e.collectorNumber}`;
  }
  return line;
}

export const ARENA_TARGET: ConvertTarget = {
  id: 'arena',
  name: NAME,
  extension: '.txt',
  write(deck) {
    const { sections } = place(deck, PLACEMENT, NAME);
    const blocks: string[] = [];
    if (deck.name !== undefined) blocks.push(`About\nName ${deck.name.replace(/\s+/g, ' ')}`);
    const notes: ConvertNote[] = [];
    for (const [id, header] of HEADERS) {
      const entries = sections[id];
      if (entries.length === 0) continue;
      blocks.push([header, ...entries.map(arenaLine)].join('\n'));
      if (NOT_IN_ARENA.has(id)) {
        notes.push({
          kind: 'info',
          section: id,
          message: `MTG Arena has no ${id === 'maybeboard' ? 'maybeboard' : id === 'tokens' ? 'token' : id === 'schemes' ? 'scheme deck' : 'planar deck'} section: written under a "${header}" header, which deckcheck and Forge read; remove it before importing into MTG Arena.`,
        });
      }
    }
    const text = blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
    // A collector number without a set code cannot be written in Arena's `(SET) number` form.
    const written = SECTION_ORDER.flatMap((s) => sections[s]);
    const orphanNumbers = written.filter((e) => e.set === undefined && e.collectorNumber !== undefined);
    return {
      text,
      notes: [
        ...notes,
        ...printingNote(written, { set: true, collectorNumber: true, finish: false, mtgoId: false }, NAME),
        ...printingNote(orphanNumbers, { set: true, collectorNumber: false, finish: true, mtgoId: true }, `${NAME} without a set code`),
      ],
    };
  },
};
