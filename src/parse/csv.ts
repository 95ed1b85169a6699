/**
 * CSV card lists: the collection / deck exports of ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish,
 * DragonShield (with its `"sep=,"` first line), and any other CSV whose header has a count column and a card-name
 * column.
 *
 * Contract of `parseCsvDeck(text, file)`, for pools and decklists alike:
 * - `text` is the decoded file (a leading byte-order mark is ignored); `file` is the path shown in findings.
 * - The first non-blank row (after an optional `sep=X` line, which also sets the delimiter) is the header. Columns are
 *   matched by name, case-insensitively: the count from `Quantity` / `Count` / `Qty` / `Amount`; the name from
 *   `Simple Name` (TCGplayer's plain name, preferred over its decorated `Name`), `Name`, `Card Name` or `Card`; the set
 *   from `Set Code` / `Edition Code` / `Set ID` / `Edition` / `Set` when it looks like a set code; the collector
 *   number from `Collector Number` / `Card Number`. Every other column (foil, condition, language, price, …) is read
 *   and set aside. Without a comma, a `;` or tab delimiter is used when the header only makes sense that way.
 * - An optional `Board` / `Section` / `Zone` / `Category` / `Categories` column puts a row in the main deck,
 *   sideboard, commander, companion or maybeboard (values as the text section headers: `Sideboard`, `SB`, …);
 *   without one, every row is in the main deck (`section: 'main'`).
 * - One entry per row, with the row's first line number. Rows are NOT merged: duplicate rows for different printings,
 *   foils or languages stay separate entries and are summed by English name downstream, as for text decklists.
 * - Every row is understood or reported: blank rows (and rows of empty cells) are skipped; a row without a name, with
 *   a count that is not a whole number, with more cells than the header (usually an unquoted comma in a name) or with
 *   an unclosed quote is a `parse-error` error with its line; a row with count 0 is a `parse-error` warning.
 * - A header without a count or name column yields no entries and one `parse-error` at the header line that names
 *   the columns expected and the exporters known; an empty file yields the same "the file is empty" error as text.
 * Pure: no I/O, never throws on user input.
 */
import type * as CsvParseSync from 'csv-parse/sync';
import { loadCsvParse, type CsvParse } from './csv-load.js';
import type { Finding } from '../diagnostic.js';
import { headerSection, isGroupLabel, MAX_COUNT } from './text.js';
import { parseError, quote } from './parse-error.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';

let csvParse: CsvParse | undefined;

/** csv-parse, loaded on first use (synchronously), so that importing this module costs nothing at start-up. */
function parse(input: string, options: CsvParseSync.Options): string[][] {
  csvParse ??= loadCsvParse();
  return csvParse(input, options);
}

/** Header names, lower case, in order of preference. */
const COUNT_COLUMNS = ['quantity', 'count', 'qty', 'amount'];
const NAME_COLUMNS = ['simple name', 'name', 'card name', 'card', 'cardname', 'card_name'];
const SET_COLUMNS = ['set code', 'edition code', 'set id', 'setcode', 'set_code', 'edition', 'set'];
const NUMBER_COLUMNS = ['collector number', 'card number', 'collector_number', 'collector #', 'number'];
const SECTION_COLUMNS = ['board', 'section', 'zone', 'category', 'categories'];

/** The exporters deckcheck knows by their header, for the report and for error messages. */
const LAYOUTS: ReadonlyArray<{ readonly name: string; readonly match: (h: ReadonlySet<string>) => boolean }> = [
  { name: 'DragonShield', match: (h) => h.has('folder name') && h.has('card name') && h.has('trade quantity') },
  { name: 'ManaBox', match: (h) => h.has('manabox id') || (h.has('binder name') && h.has('binder type')) },
  { name: 'TCGplayer', match: (h) => h.has('simple name') || (h.has('product id') && h.has('sku')) },
  { name: 'MTGGoldfish', match: (h) => h.has('card') && h.has('set id') && h.has('quantity') },
  {
    name: 'Archidekt',
    match: (h) => h.has('quantity') && (h.has('edition code') || h.has('edition name')) && (h.has('finish') || h.has('date added')),
  },
  {
    name: 'Deckbox',
    match: (h) => h.has('count') && h.has('tradelist count') && (h.has('card number') || h.has('my price') || h.has('signed')),
  },
  {
    name: 'Moxfield',
    match: (h) => h.has('count') && (h.has('tradelist count') || h.has('last modified') || h.has('proxy')),
  },
];

export const KNOWN_CSV_EXPORTERS = 'ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield';

export interface CsvDeck {
  readonly deck: ParsedDeck;
  /** The exporter recognised from the header ("ManaBox", …), "CSV" for another readable header, null if unreadable. */
  readonly layout: string | null;
}

interface Columns {
  readonly count: number;
  readonly name: number;
  readonly set: number;
  readonly number: number;
  readonly section: number;
  readonly width: number;
}

function headerKey(cell: string): string {
  return cell.replace(/^\uFEFF/, '').trim().replace(/^"|"$/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

function findColumn(keys: readonly string[], wanted: readonly string[]): number {
  for (const w of wanted) {
    const i = keys.indexOf(w);
    if (i >= 0) return i;
  }
  return -1;
}

function mapColumns(cells: readonly string[]): Columns {
  const keys = cells.map(headerKey);
  return {
    count: findColumn(keys, COUNT_COLUMNS),
    name: findColumn(keys, NAME_COLUMNS),
    set: findColumn(keys, SET_COLUMNS),
    number: findColumn(keys, NUMBER_COLUMNS),
    section: findColumn(keys, SECTION_COLUMNS),
    width: cells.length,
  };
}

function layoutName(cells: readonly string[]): string {
  const keys = new Set(cells.map(headerKey));
  return LAYOUTS.find((l) => l.match(keys))?.name ?? 'CSV';
}

/** Split one header line on a delimiter, well enough to recognise column names (quotes stripped). */
function roughCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, ''));
}

function usable(line: string, delimiter: string): boolean {
  const m = mapColumns(roughCells(line, delimiter));
  return m.count >= 0 && m.name >= 0;
}

/** A `sep=X` line (Excel's delimiter hint, written by DragonShield as `"sep=,"`). */
const SEP_LINE = /^\uFEFF?\s*"?sep=(.)"?\s*$/i;

/** The first line that is not blank among the first `max` lines, found without splitting the whole text. */
function firstFilledLine(text: string, max: number): string | undefined {
  let at = 0;
  for (let n = 0; n < max && at <= text.length; n++) {
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
    const line = text.slice(at, end);
    if (line.trim() !== '') return line;
    at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
  return undefined;
}

/** Lines that only hold a header, without reading the whole file. Used to tell CSV from text. */
export function looksLikeCsv(text: string): boolean {
  const first = firstFilledLine(text.replace(/^\uFEFF/, ''), 20);
  if (first === undefined) return false;
  if (SEP_LINE.test(first)) return true;
  return [',', ';', '\t'].some((d) => first.includes(d) && usable(first, d));
}


interface Row {
  readonly cells: readonly string[];
  readonly line: number;
}

interface RowsResult {
  readonly rows: Row[];
  readonly problems: Finding[];
}

/** How many times an unclosed quote is recovered from before the rest of the file is reported in one finding. */
const MAX_RECOVERIES = 20;

/**
 * Records with the line each begins on. csv-parse does the CSV work; its line count is exact once line endings are
 * LF, and since empty lines are kept as records, a record begins on the line after the previous one ends.
 * An unclosed quote swallows the rest of the file: that record is reported at its first line and reading resumes on
 * the next line.
 */
function readRows(lines: readonly string[], firstLine: number, delimiter: string, file: string): RowsResult {
  const rows: Row[] = [];
  const problems: Finding[] = [];
  let start = 0; // index into lines
  for (let attempt = 0; start < lines.length; attempt++) {
    if (attempt > MAX_RECOVERIES) {
      const from = firstLine + start;
      problems.push(
        parseError(
          file,
          from,
          `lines ${from}-${firstLine + lines.length - 1} were not read: too many unclosed quotes before them. ` +
            'Check the quotes in the file (a field that starts with " must end with ").',
        ),
      );
      break;
    }
    const text = lines.slice(start).join('\n');
    const events: Array<{ cells: string[] | null; code?: string }> = [];
    const ends: number[] = [];
    parse(text, {
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_records_with_error: true,
      on_record: (record: string[], context) => {
        events.push({ cells: record });
        ends.push(context.lines);
        return record;
      },
      on_skip: (err) => {
        events.push({ cells: null, code: err?.code ?? 'CSV_ERROR' });
        ends.push(Number.NaN);
        return undefined;
      },
    });
    let prevEnd = 0;
    let broken = -1;
    let code = '';
    for (const [i, ev] of events.entries()) {
      const begins = prevEnd + 1;
      if (ev.cells === null) {
        broken = begins;
        code = ev.code ?? '';
        break;
      }
      rows.push({ cells: ev.cells, line: firstLine + start + begins - 1 });
      prevEnd = ends[i] ?? prevEnd + 1;
    }
    if (broken < 0) break;
    const at = firstLine + start + broken - 1;
    problems.push(
      parseError(
        file,
        at,
        code === 'CSV_QUOTE_NOT_CLOSED'
          ? `line ${at}: a quoted field that begins here is never closed, so this row could not be read. ` +
              'Close the quote (a field that starts with " must end with "), or remove the stray quote.'
          : `line ${at} could not be read as CSV (${code}). Check the quotes and delimiters on this line.`,
      ),
    );
    start += broken; // resume on the line after the broken record's first line
  }
  return { rows, problems };
}

function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

function rowSection(value: string | undefined): SectionId {
  if (value === undefined) return 'main';
  for (const part of value.split(/[,;|]/)) {
    const t = part.trim();
    if (t === '' || isGroupLabel(t)) continue;
    const s = headerSection(t);
    if (s !== undefined && s !== 'about') return s;
  }
  return 'main';
}

const SET_CODE = /^[A-Za-z0-9_]{2,8}$/;

export function parseCsvDeckDetailed(text: string, file: string): CsvDeck {
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (all.length > 0 && all[all.length - 1] === '') all.pop();
  const diagnostics: Finding[] = [];
  const entries: DeckEntry[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  if (all.every((l) => l.trim() === '')) {
    diagnostics.push(parseError(file, null, 'the file is empty: no cards to read.'));
    return { deck: { file, entries, diagnostics, sectionLines }, layout: null };
  }

  let skip = 0;
  let delimiter = ',';
  while (skip < all.length && (all[skip] ?? '').trim() === '') skip++;
  const sep = SEP_LINE.exec(all[skip] ?? '');
  if (sep?.[1] !== undefined) {
    delimiter = sep[1];
    skip++;
  } else {
    const head = all[skip] ?? '';
    if (!usable(head, ',')) delimiter = [';', '\t'].find((d) => head.includes(d) && usable(head, d)) ?? ',';
  }

  const { rows, problems } = readRows(all.slice(skip), skip + 1, delimiter, file);
  diagnostics.push(...problems);
  const headerAt = rows.findIndex((r) => !isBlankRow(r.cells));
  const header = rows[headerAt];
  if (header === undefined) {
    diagnostics.push(parseError(file, null, 'the file has no header row and no cards.'));
    return { deck: { file, entries, diagnostics, sectionLines }, layout: null };
  }
  const cols = mapColumns(header.cells);
  if (cols.count < 0 || cols.name < 0) {
    const shown = header.cells.map((c) => c.trim()).filter((c) => c !== '');
    const list = shown.length > 12 ? `${shown.slice(0, 12).join(', ')}, …` : shown.join(', ');
    const missing = [cols.count < 0 ? 'a count column (Quantity, Count or Qty)' : '', cols.name < 0 ? 'a card-name column (Name, Card Name, Card or Simple Name)' : '']
      .filter((s) => s !== '')
      .join(' and ');
    diagnostics.push(
      parseError(
        file,
        header.line,
        `line ${header.line}: this CSV header is not one deckcheck can read (columns: ${list || 'none'}). A CSV card list ` +
          `needs ${missing}, as the exports of ${KNOWN_CSV_EXPORTERS} have. Export the list again from one of ` +
          'them, rename the columns, or save it as text ("4 Lightning Bolt" lines).',
      ),
    );
    return { deck: { file, entries, diagnostics, sectionLines }, layout: null };
  }

  for (const row of rows.slice(headerAt + 1)) {
    const { cells, line } = row;
    if (isBlankRow(cells)) continue;
    const shown = quote(cells.join(delimiter === '\t' ? ' ' : delimiter));
    if (cells.length > cols.width) {
      diagnostics.push(
        parseError(
          file,
          line,
          `line ${line} has ${cells.length} fields but the header has ${cols.width}: ${shown}. A card name that ` +
            'contains a comma must be in double quotes ("Koma, Cosmos Serpent").',
        ),
      );
      continue;
    }
    const rawCount = (cells[cols.count] ?? '').trim();
    const name = (cells[cols.name] ?? '').trim().replace(/\s+/g, ' ');
    if (name === '') {
      diagnostics.push(parseError(file, line, `line ${line} has no card name: ${shown}. Fill in the name or delete the row.`));
      continue;
    }
    if (!/^\d+$/.test(rawCount)) {
      diagnostics.push(
        parseError(
          file,
          line,
          `line ${line}: the count ${quote(rawCount)} of ${quote(name)} is not a whole number of cards. Write the ` +
            'number of copies, e.g. 2.',
        ),
      );
      continue;
    }
    const count = Number(rawCount);
    if (count > MAX_COUNT) {
      diagnostics.push(parseError(file, line, `line ${line}: count ${rawCount} of ${quote(name)} is not plausible (more than ${MAX_COUNT}).`));
      continue;
    }
    if (count === 0) {
      diagnostics.push(
        parseError(file, line, `line ${line}: ${quote(name)} has count 0, so the row adds no cards. Delete it if that is right.`, 'warning'),
      );
      continue;
    }
    const section = cols.section >= 0 ? rowSection(cells[cols.section]) : 'main';
    if (cols.section >= 0) sectionLines[section] ??= line;
    const set = cols.set >= 0 ? (cells[cols.set] ?? '').trim() : '';
    const num = cols.number >= 0 ? (cells[cols.number] ?? '').trim() : '';
    entries.push({
      count,
      name,
      section,
      line,
      column: 1,
      ...(SET_CODE.test(set) ? { set: set.toUpperCase() } : {}),
      ...(num !== '' ? { collectorNumber: num } : {}),
    });
  }
  return { deck: { file, entries, diagnostics, sectionLines }, layout: layoutName(header.cells) };
}

/** A CSV card list (a pool or a decklist) → ParsedDeck. See the contract at the top of this file. */
export function parseCsvDeck(text: string, file: string): ParsedDeck {
  return parseCsvDeckDetailed(text, file).deck;
}
