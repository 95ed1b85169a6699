/**
 * Where a registration sheet's cards go: the Wizards Constructed sheet's three lists — "Main Deck" (left column),
 * "Main Deck Continued" (right column, top) and "Sideboard" (right column, bottom) — and what happens when a list is
 * longer than they hold. Pure: the font is measured through the function passed in.
 *
 * Overflow (deckcheck's choice; the paper sheet has none): a card never splits across columns. The main deck fills
 * the left column, then the right one, then continues on another page of the same sheet (the header repeated, "page 2
 * of 2"); the sideboard continues the same way in its own box. Totals are the whole deck's, on every page. A name too
 * wide for its row is set smaller (down to MIN_SIZE); a name still too wide then wraps onto more rows.
 */
import type { SheetCard, SheetDeck } from './model.js';

export const MAIN_LEFT_ROWS = 30;
export const MAIN_RIGHT_ROWS = 14;
export const SIDEBOARD_ROWS = 15;
export const NAME_SIZE = 10;
export const MIN_SIZE = 6.5;

/** One printed row: the count (empty on a name's second row) and the name, at a font size. */
export interface SheetRow {
  readonly count: string;
  readonly name: string;
  readonly size: number;
}

export interface SheetPage {
  readonly deck: SheetDeck;
  readonly page: number;
  readonly pages: number;
  readonly mainLeft: readonly SheetRow[];
  readonly mainRight: readonly SheetRow[];
  readonly sideboard: readonly SheetRow[];
}

/** Width of `text` at `size` points in the sheet's font. */
export type Measure = (text: string, size: number) => number;

/** The rows one card takes: one, or more when its name is too wide even at the smallest size. */
export function cardRows(card: SheetCard, width: number, measure: Measure): SheetRow[] {
  const count = String(card.count);
  let size = NAME_SIZE;
  while (size > MIN_SIZE && measure(card.name, size) > width) size -= 0.5;
  if (measure(card.name, size) <= width) return [{ count, name: card.name, size }];
  // Word-wrapped at the smallest size; a word wider than the row on its own stands alone (cut by the PDF writer).
  const lines: string[] = [];
  let line = '';
  for (const word of card.name.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(next, MIN_SIZE) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(line);
  return lines.map((name, i) => ({ count: i === 0 ? count : '', name, size: MIN_SIZE }));
}

/** Fill columns of the given capacities in turn with blocks of rows; a block never splits. */
function fill(blocks: readonly SheetRow[][], capacities: () => Generator<number>): SheetRow[][] {
  const columns: SheetRow[][] = [];
  const caps = capacities();
  let cap = caps.next().value ?? 0;
  let column: SheetRow[] = [];
  for (const block of blocks) {
    while (column.length + block.length > cap && column.length > 0) {
      columns.push(column);
      column = [];
      cap = caps.next().value ?? 0;
    }
    column.push(...block);
  }
  if (column.length > 0) columns.push(column);
  return columns;
}

function* mainCapacities(): Generator<number> {
  for (;;) {
    yield MAIN_LEFT_ROWS;
    yield MAIN_RIGHT_ROWS;
  }
}

function* sideboardCapacities(): Generator<number> {
  for (;;) yield SIDEBOARD_ROWS;
}

/** The pages of one player's sheet. `width`: the width of the name column. */
export function layoutSheet(deck: SheetDeck, width: number, measure: Measure): SheetPage[] {
  const main = fill(
    deck.main.map((c) => cardRows(c, width, measure)),
    mainCapacities,
  );
  const side = fill(
    deck.sideboard.map((c) => cardRows(c, width, measure)),
    sideboardCapacities,
  );
  const pages = Math.max(1, Math.ceil(main.length / 2), side.length);
  const out: SheetPage[] = [];
  for (let p = 0; p < pages; p++) {
    out.push({
      deck,
      page: p + 1,
      pages,
      mainLeft: main[2 * p] ?? [],
      mainRight: main[2 * p + 1] ?? [],
      sideboard: side[p] ?? [],
    });
  }
  return out;
}
