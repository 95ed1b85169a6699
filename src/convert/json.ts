/** `--to json`: deckcheck's deck JSON (src/convert/schema.ts). Holds everything deckcheck reads. Pure. */
import type { CardIndex } from '../cards/index.js';
import type { DeckEntry, ParsedDeck, SectionId } from '../parse/types.js';
import { SECTION_ORDER, type ConvertContext, type ConvertNote, type ConvertOutput, type ConvertTarget } from './plan.js';
// Types only: the zod schema itself is loaded by tests and `npm run schema`, not by the converter.
import type { DeckJson, DeckJsonEntry } from './schema.js';

function english(index: CardIndex | undefined, name: string): string | null {
  if (!index) return null;
  const r = index.resolve(name);
  return r.kind === 'exact' || r.kind === 'normalized' || r.kind === 'face' ? r.card.name : null;
}

function entryJson(e: DeckEntry, index: CardIndex | undefined): DeckJsonEntry {
  return {
    count: e.count,
    name: e.name,
    english: english(index, e.name),
    set: e.set ?? null,
    collectorNumber: e.collectorNumber ?? null,
    finish: e.finish ?? null,
    mtgoId: e.mtgoId ?? null,
  };
}

export function deckToJson(deck: ParsedDeck, ctx: ConvertContext = {}): DeckJson {
  const sections = Object.fromEntries(
    SECTION_ORDER.map((id) => [id, deck.entries.filter((e) => e.section === id).map((e) => entryJson(e, ctx.index))]),
  ) as Record<SectionId, DeckJsonEntry[]>;
  return { schemaVersion: 1, name: deck.name ?? null, sections };
}

export const JSON_TARGET: ConvertTarget = {
  id: 'json',
  name: 'deckcheck deck JSON',
  extension: '.json',
  write(deck, ctx): ConvertOutput {
    const notes: ConvertNote[] = [];
    return { text: `${JSON.stringify(deckToJson(deck, ctx), null, 2)}\n`, notes };
  },
};
