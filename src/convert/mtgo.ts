/**
 * `--to mtgo`: Magic Online's text list — the main deck, one blank line, the sideboard; `count name` lines, split cards
 * `Fire/Ice`, other two-part cards by their front face, the same card on one line. Holds main deck and sideboard;
 * the commander and the companion are written in the sideboard, as Magic Online does. Pure.
 */
import type { DeckEntry } from '../parse/types.js';
import { mtgoName, sameCardKey } from './names.js';
import { deckNameNote, place, printingNote, type ConvertTarget, type Placement } from './plan.js';

const NAME = 'MTGO text';

const PLACEMENT: Placement = {
  main: 'main',
  sideboard: 'sideboard',
  commander: 'sideboard',
  companion: 'sideboard',
  maybeboard: null,
  schemes: null,
  planes: null,
  tokens: null,
};

/** `count name` lines, one per card, in first-seen order. */
export function mergedLines(entries: readonly DeckEntry[], style: (name: string) => string): string[] {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const e of entries) {
    const key = sameCardKey(e.name);
    const line = byKey.get(key);
    if (line) line.count += e.count;
    else byKey.set(key, { name: style(e.name), count: e.count });
  }
  return [...byKey.values()].map((l) => `${l.count} ${l.name}`);
}

export const MTGO_TARGET: ConvertTarget = {
  id: 'mtgo',
  name: NAME,
  extension: '.txt',
  write(deck) {
    const { sections, notes } = place(deck, PLACEMENT, NAME, { commander: ', as Magic Online does' });
    const main = mergedLines(sections.main, mtgoName);
    const sb = mergedLines(sections.sideboard, mtgoName);
    let text = main.join('\n');
    if (sb.length > 0) text += main.length > 0 ? `\n\n${sb.join('\n')}` : `Sideboard\n${sb.join('\n')}`;
    if (text !== '') text += '\n';
    const written = [...sections.main, ...sections.sideboard];
    return {
      text,
      notes: [
        ...notes,
        ...printingNote(written, { set: false, collectorNumber: false, finish: false, mtgoId: false }, NAME),
        ...deckNameNote(deck, NAME),
      ],
    };
  },
};
