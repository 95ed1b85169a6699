/**
 * `--to csv`: one row per line read, RFC 4180 (comma-separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes, quotes doubled), UTF-8 without a byte-order mark. Columns:
 *
 *   Count,Name,Section,Set,Collector Number,Foil
 *
 * Section is a deckcheck section id (main, sideboard, commander, companion, maybeboard, schemes, planes, tokens);
 * Foil is empty, `foil` or `etched` (as in Moxfield's export). Split cards are written `Fire // Ice`. Holds every
 * section. Pure.
 */
import type { DeckEntry } from '../parse/types.js';
import { oracleStyleName } from './names.js';
import { deckNameNote, place, printingNote, SECTION_ORDER, type ConvertTarget, type Placement } from './plan.js';

const NAME = 'CSV';

export const CSV_HEADER = ['Count', 'Name', 'Section', 'Set', 'Collector Number', 'Foil'] as const;

const PLACEMENT = Object.fromEntries(SECTION_ORDER.map((s) => [s, s])) as Placement;

/** One CSV field: quoted when it holds a comma, a quote, a line break, or spaces at either end. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function row(e: DeckEntry): string {
  return [String(e.count), oracleStyleName(e.name), e.section, e.set ?? '', e.collectorNumber ?? '', e.finish ?? '']
    .map(csvField)
    .join(',');
}

export const CSV_TARGET: ConvertTarget = {
  id: 'csv',
  name: NAME,
  extension: '.csv',
  write(deck) {
    const { sections, notes } = place(deck, PLACEMENT, NAME);
    const written = SECTION_ORDER.flatMap((s) => sections[s]);
    const text = [CSV_HEADER.join(','), ...written.map(row)].map((l) => `${l}\r\n`).join('');
    return {
      text,
      notes: [
        ...notes,
        ...printingNote(written, { set: true, collectorNumber: true, finish: true, mtgoId: false }, NAME),
        ...deckNameNote(deck, NAME),
      ],
    };
  },
};
